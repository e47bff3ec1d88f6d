import { CountBadge } from '../../ui/CountBadge.js';
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
      {count > 0 && <CountBadge testId="cart-badge">{count > 99 ? '99+' : count}</CountBadge>}
    </button>
  );
}
