import type { Vehicle } from '@storefront/core/domain/rental';
import { tripCartVehicle } from '@storefront/core/machines/trip-cart.connect';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../catalogue/format.js';
import type { TripQuery } from '../rental/search-query.js';
import {
  tripCartActor,
  useSyncTripCart,
  useTripCartQuery,
  useTripCartScope,
} from './cart-store.js';
import { isCompleteTrip, planOfCart } from './plan.js';
import { useTripPlan } from './plan-query.js';
import { providerNow, tripFactsOf, useTripTotals } from './view.js';

/** The vehicle once it is in the trip cart: its quantity stepper (spec §2 'Booking bar'). */
export interface TripRentStepper {
  name: string;
  quantity: number;
  busy: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
}

export interface TripRent {
  /** Adds the vehicle to the trip cart (null when it cannot be: no trip cart, no provider). */
  onRent: (() => void) | null;
  /** 'Estimated' price and length once the vehicle is in the cart. */
  estimate: { amount: string; units: string } | null;
  /** The stepper that replaces 'Rent This Car' once the vehicle is in the cart. */
  inCart: TripRentStepper | null;
}

/**
 * 'Rent This Car' on the vehicle page, its booking bar and the quick view, bound to the app's trip
 * cart machine (core's `tripCartMachine`, rental-and-auth §4 'Adding a vehicle to the trip
 * cart'): the vehicle is added with the searched trip (the page's query; a page opened without a
 * search uses the cart's own trip, and with neither the machine asks for a search); the dialogs
 * it may ask for are the header's. Once the vehicle is in the cart, the button becomes its
 * stepper, and the price its 'Estimated' amount for the trip's hours or km. A page opened from
 * the search (`trip` given) changes quantities with the duration check (spec §4).
 */
/** Whether the trip cart machine is busy (a call, a dialog): it takes a rent only when not. */
const isBusy = (snapshot: { hasTag: (tag: 'busy' | 'confirm') => boolean }) =>
  snapshot.hasTag('busy') || snapshot.hasTag('confirm');

export function useTripRent(
  vehicle: Pick<Vehicle, 'id' | 'name'> | null,
  trip: TripQuery | null,
): TripRent {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const { enabled } = useTripCartScope();
  const query = useTripCartQuery();
  useSyncTripCart(actor, query.data);
  const cart = useSelector(actor, (s) => s.context.cart);
  const busy = useSelector(actor, isBusy);
  const searched = useTripPlan(trip);
  const { totals } = useTripTotals(cart);
  if (vehicle == null || !enabled) return { onRent: null, estimate: null, inCart: null };
  const index = cart.carts.findIndex((c) => c.vehicle_id === vehicle.id);
  const entry = index < 0 ? null : cart.carts[index]!;
  const fromSearch = trip != null;
  const facts = tripFactsOf(cart, providerNow());
  const line = index < 0 ? undefined : totals?.lines[index];
  const providerId = (vehicle as Vehicle).provider_id ?? (vehicle as Vehicle).provider?.id;
  // From the search, the searched trip is the machine's plan (its duration check reads it).
  const step = (type: 'INCREMENT' | 'DECREMENT', cartId: number) => {
    if (fromSearch && searched != null) actor.send({ type: 'SET_PLAN', plan: searched });
    actor.send({ type, cartId, fromSearch });
  };
  // Not before the cart is known and the searched trip worked out (a distance trip's route),
  // nor while the machine is busy (applying the searched trip to the cart, another call, a
  // dialog): it takes a rent only when idle, so a rent pressed then would be lost.
  const ready = !busy && !query.isPending && !(isCompleteTrip(trip) && searched == null);
  const rent = () => {
    const plan = searched ?? planOfCart(actor.getSnapshot().context.cart);
    actor.send({ type: 'SET_PLAN', plan });
    actor.send({ type: 'ADD', vehicle: tripCartVehicle(vehicle as Vehicle) });
  };
  const onRent =
    providerId == null || !ready
      ? null
      : () => {
          if (!isBusy(actor.getSnapshot())) return rent();
          // The machine turned busy after the button was drawn (the cart read again, on a slow
          // device before the page drew that): the rent waits for it instead of being lost.
          const waiting = actor.subscribe((snapshot) => {
            if (isBusy(snapshot)) return;
            waiting.unsubscribe();
            rent();
          });
        };
  return {
    onRent,
    estimate:
      entry != null && line != null && facts != null
        ? {
            amount: money(line.total),
            units: `${facts.length} ${facts.type === 'hourly' ? t('rental.unit.hrs') : t('rental.unit.km')}`,
          }
        : null,
    inCart:
      entry == null
        ? null
        : {
            name: vehicle.name,
            quantity: entry.quantity,
            busy,
            onIncrement: () => step('INCREMENT', entry.id),
            onDecrement: () => step('DECREMENT', entry.id),
          },
  };
}
