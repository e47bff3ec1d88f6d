import { orderingOwner, STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import { rentalActors } from '@storefront/core/api/rental';
import type { RentalLocation } from '@storefront/core/domain/rental';
import type { PickupTime } from '@storefront/core/domain/rental-search';
import { localDateTime } from '@storefront/core/domain/schedule';
import {
  provideRentalSearchMachine,
  rentalSearchInput,
  type RentalSearchEvent,
  type TripPlan,
} from '@storefront/core/machines/rental-search.machine';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession } from '../../app/session.js';
import { pickupTimeOf, tripQueryOfPlan, type TripQuery } from './search-query.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** Now on the providers' clock (the pickup time is theirs). */
export const providerNow = (): PickupTime => {
  const now = localDateTime(Date.now(), STORE_TIME_ZONE);
  return { date: now.date, seconds: now.seconds };
};

const SEARCHED = 'searched';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * Core's rentalSearchMachine for a search bar (the same machine `storefront rental search`
 * runs): the trip type, the places, the pickup time (only in the future), the hours of an
 * hourly trip, and the route of a distance-wise one (`config/distance-api`, driving, then
 * walking, then bicycling, else the straight line); the destination history is kept in the
 * browser's storage through the machine's port, and its toasts go to the web notifier. A made
 * search reaches `onSearch` as the page's query. The bar opens with `initial` (a search already
 * made) and `pickup` (the stored location when there is none).
 */
export function useRentalSearch({
  initial,
  pickup,
  pickupAt,
  onSearch,
}: {
  initial?: Partial<TripQuery>;
  pickup: RentalLocation | null;
  pickupAt: string;
  onSearch: (trip: TripQuery) => void;
}) {
  // The machine hands a made search to the bar's latest `onSearch`.
  const [searches] = useState(() => new EventTarget());
  useEffect(() => {
    const listener = (event: Event) =>
      onSearch(tripQueryOfPlan((event as CustomEvent<TripPlan>).detail));
    searches.addEventListener(SEARCHED, listener);
    return () => searches.removeEventListener(SEARCHED, listener);
  }, [searches, onSearch]);
  const [logic] = useState(() =>
    provideRentalSearchMachine({
      actors: rentalActors(api, {
        guestId: () => orderingOwner(readCurrentSession()).guestId,
      }).rentalSearch,
      storage,
      notifier,
      t,
      onSearched: (plan) => searches.dispatchEvent(new CustomEvent(SEARCHED, { detail: plan })),
    }),
  );
  const actor = useInspectedActorRef(logic, {
    input: rentalSearchInput(storage, providerNow(), {
      tripType: initial?.tripType ?? 'hourly',
      pickup: initial?.pickup ?? pickup,
      destination: initial?.destination ?? null,
      pickupAt: pickupTimeOf(pickupAt),
      hours: initial?.hours ?? null,
    }),
  });
  const context = useSelector(actor, (s) => s.context);
  const routing = useSelector(actor, (s) => s.hasTag('busy'));
  const routeFailed = useSelector(actor, (s) => s.hasTag('failed'));
  return {
    actor,
    context,
    routing,
    routeFailed,
    send: (event: RentalSearchEvent) => actor.send(event),
  };
}
