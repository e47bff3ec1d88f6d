import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.js';
import { tripCartUi } from '../trips/drawer-ui.js';
import { CartIcon } from './header-icons.js';
import { cartButtonClass } from './cart-button-class.js';
import { cartUi } from './cart-ui.js';
import { useCartScope } from './scope.js';

// The cart's queries and pricing rules, its badge, drawer and replace-cart dialog.
const CartHost = lazy(() => import('./CartButton.js').then((m) => ({ default: m.CartHost })));

/**
 * The header's cart. The first paint draws the button (for modules with a cart) without its
 * code; the real one, with the badge, follows at once in the same place. A press before then
 * opens the drawer as soon as it is there (the drawer's state is cart-ui's).
 */
export function CartSlot() {
  const { t } = useTranslation();
  const { enabled } = useCartScope();
  const rental = useSession().module?.module_type === 'rental';
  // The trip cart's look-alike (rental): the same button, opening the trip cart drawer.
  const tripLookAlike = rental ? (
    <button
      type="button"
      className={cartButtonClass}
      aria-label={t('trip.web.cart.open')}
      onClick={() => tripCartUi.open()}
      data-testid="cart-button"
      data-cart="trip"
    >
      <CartIcon />
    </button>
  ) : null;
  const lookAlike = enabled ? (
    <button
      type="button"
      className={cartButtonClass}
      aria-label={t('cart.open')}
      onClick={() => cartUi.openDrawer('header')}
      data-testid="cart-button"
    >
      <CartIcon />
    </button>
  ) : (
    tripLookAlike
  );
  return (
    <Suspense fallback={lookAlike}>
      <CartHost tripCart={tripLookAlike} />
    </Suspense>
  );
}
