import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.js';
import { CartCountButton } from './CartCountButton.js';
import { cartUi, useCartUi } from './cart-ui.js';
import { useCartScope, useCartView } from './queries.js';
import { ReplaceCartDialog } from './ReplaceCartDialog.js';
import { CartLocationPrompt } from './CartLocationPrompt.js';

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
    <CartCountButton
      count={count}
      label={t('cart.open')}
      countLabel={t('cart.badge', { count })}
      onClick={() => cartUi.openDrawer('header')}
    />
  );
}

/**
 * What the header hosts for the cart: the button and drawer (only for modules with a cart) and
 * the replace-cart dialog and the delivery-location question (wherever an item is added). The drawer's code loads when it opens.
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
      <CartLocationPrompt />
    </>
  );
}
