import { orderingOwner } from '@storefront/core/api/ordering';
import { cartScope, cartScopeKey } from '@storefront/core/domain/cart-scope';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { EMPTY_TRIP_CART } from '@storefront/core/machines/trip-cart.connect';
import type { tripCartMachine } from '@storefront/core/machines/trip-cart.machine';
import { provideTripCartMachine } from '@storefront/core/machines/trip-cart.provide';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import { getTripCart, rentalActors } from '@storefront/core/api/rental';
import { createInspectedActor } from '../inspector/inspected-actor.js';

export { tripCartUi, useTripCartDrawerOpen } from './drawer-ui.js';

/**
 * The trip cart (rental-and-auth §2, §4): one query per owner of the rental module's booking
 * cart (core's cart scope of kind `booking`, so a sign-in or a module switch refetches, spec §4
 * 'Cart refetch'), and one trip cart machine for the whole app (core's `tripCartMachine`): the
 * drawer, `/rental/cart`, the vehicle cards, the quick view and the booking bar all send it
 * their intents, and the dialogs it asks for are shown once, by the header (TripCartDialogs).
 * Every cart a call answers replaces the query's data; the query's data is synced back into the
 * machine while it is idle.
 */

export type TripCartActor = ActorRefFrom<typeof tripCartMachine>;

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** The trip cart's scope now (outside React). */
function currentScope() {
  const session = readCurrentSession();
  return cartScope({ module: session.module, token: session.token, guestId: session.guestId });
}

/** The query key of the session's trip cart. */
export function tripCartKey() {
  return cartScopeKey(currentScope());
}

/** Whether the session has a trip cart: the rental module, and a customer or a guest id. */
export function useTripCartScope() {
  const session = useSession();
  const scope = cartScope({
    module: session.module,
    token: session.token,
    guestId: session.guestId,
  });
  const enabled =
    session.module?.module_type === 'rental' && scope.owner != null && scope.moduleId != null;
  return { scope, key: cartScopeKey(scope), enabled };
}

const owner = {
  guestId: () => orderingOwner(readCurrentSession()).guestId,
};

export function useTripCartQuery() {
  const { key, enabled } = useTripCartScope();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getTripCart(api, { guestId: owner.guestId(), signal }),
    enabled,
    staleTime: 30_000,
  });
}

let actor: TripCartActor | null = null;

/** The app's trip cart machine (created with the first use, fed the cached cart). */
export function tripCartActor(queryClient: QueryClient): TripCartActor {
  if (actor != null) return actor;
  const logic = provideTripCartMachine({
    actors: rentalActors(api, owner).tripCart,
    notifier,
    t,
    onCart: (cart) => queryClient.setQueryData(tripCartKey(), cart),
    onCleared: () => queryClient.setQueryData(tripCartKey(), EMPTY_TRIP_CART),
  });
  const cart = queryClient.getQueryData<RentalCartResponse>(tripCartKey()) ?? EMPTY_TRIP_CART;
  actor = createInspectedActor(logic, { input: { cart } });
  actor.start();
  return actor;
}

/** Keeps the machine's cart the query's (a refetch, another owner). */
export function useSyncTripCart(actorRef: TripCartActor, cart: RentalCartResponse | undefined) {
  useEffect(() => {
    if (cart != null && actorRef.getSnapshot().context.cart !== cart) {
      actorRef.send({ type: 'SYNC', cart });
    }
  }, [actorRef, cart]);
}
