import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CartCountButton } from '../cart/CartCountButton.js';
import {
  tripCartActor,
  tripCartUi,
  useSyncTripCart,
  useTripCartDrawerOpen,
  useTripCartQuery,
} from './cart-store.js';
import { TripCartDialogs } from './TripCartDialogs.js';

const TripCartDrawer = lazy(() => import('./TripCartDrawer.js'));

/** The header's trip cart button: the number of vehicles (units) in the trip cart. */
function TripCartButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const count = useSelector(actor, (s) =>
    s.context.cart.carts.reduce((sum, entry) => sum + entry.quantity, 0),
  );
  return (
    <CartCountButton
      count={count}
      label={t('trip.web.cart.open')}
      countLabel={t('trip.web.cart.badge', { count })}
      onClick={() => tripCartUi.open()}
      cart="trip"
    />
  );
}

/**
 * What the header hosts in the rental module: the trip cart button, its drawer (loaded when it
 * opens) and the trip cart machine's dialogs (wherever a vehicle is rented).
 */
export function TripCartHost() {
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const query = useTripCartQuery();
  useSyncTripCart(actor, query.data);
  const open = useTripCartDrawerOpen();
  return (
    <>
      <TripCartButton />
      {open && (
        <Suspense fallback={null}>
          <TripCartDrawer />
        </Suspense>
      )}
      <TripCartDialogs actor={actor} />
    </>
  );
}

export default TripCartHost;
