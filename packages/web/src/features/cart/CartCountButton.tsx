import { css } from '../../../styled-system/css';
import { CartIcon } from '../catalogue/icons.js';
import { cartButtonClass } from './cart-button-class.js';

/**
 * The header's cart button with its count (the cart's lines, the trip cart's vehicles): labelled
 * `label` and, with something in it, '`label` (`countLabel`)' with the badge on its corner (99+
 * above 99). `cart` names the trip cart's button (`data-cart`).
 */
export function CartCountButton({
  count,
  label,
  countLabel,
  onClick,
  cart,
}: {
  count: number;
  label: string;
  countLabel: string;
  onClick: () => void;
  cart?: 'trip';
}) {
  return (
    <button
      type="button"
      className={cartButtonClass}
      aria-label={count > 0 ? `${label} (${countLabel})` : label}
      onClick={onClick}
      data-testid="cart-button"
      data-cart={cart}
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            top: '0.5',
            insetEnd: '0.5',
            minW: '5',
            h: '5',
            px: '1',
            display: 'grid',
            placeItems: 'center',
            borderRadius: 'full',
            bg: 'accent.solid',
            color: 'accent.onSolid',
            fontSize: '2xs',
            fontWeight: 'bold',
            lineHeight: '1',
          })}
          data-testid="cart-badge"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
