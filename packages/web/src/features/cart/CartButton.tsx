import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { CartIcon } from '../catalogue/icons.js';
import { cartButtonClass } from './cart-button-class.js';
import { cartUi, useCartUi } from './cart-ui.js';
import { useCartScope, useCartView } from './queries.js';
import { ReplaceCartDialog } from './ReplaceCartDialog.js';

const CartDrawer = lazy(() => import('./CartDrawer.js'));
// The rental module's trip cart (its button, drawer and dialogs).
const TripCartHost = lazy(() => import('../trips/TripCartHost.js'));

/**
 * The header's cart button (non-parcel, non-rental modules; rental has the trip cart): the number of lines of the cart
 * query (core's `cartTotals`, as the drawer and checkout count them) and the drawer trigger.
 */
export function CartButton() {
  const { t } = useTranslation();
  const { totals } = useCartView();
  const count = totals.lineCount;
  return (
    <button
      type="button"
      className={cartButtonClass}
      aria-label={count > 0 ? `${t('cart.open')} (${t('cart.badge', { count })})` : t('cart.open')}
      onClick={() => cartUi.openDrawer('header')}
      data-testid="cart-button"
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

/**
 * What the header hosts for the cart: the button and drawer (only for modules with a cart) and
 * the replace-cart dialog (wherever an item is added). The drawer's code loads when it opens.
 */
export function CartHost({ tripCart }: { tripCart?: ReactNode }) {
  const { enabled } = useCartScope();
  const { drawerOpen } = useCartUi();
  const rental = useSession().module?.module_type === 'rental';
  return (
    <>
      {enabled && <CartButton />}
      {rental && (
        <Suspense fallback={tripCart}>
          <TripCartHost />
        </Suspense>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      <ReplaceCartDialog />
    </>
  );
}
