import { orderingOwner } from '@storefront/core/api/ordering';
import { holdsUnits } from '@storefront/core/domain/rental-trip';
import { isSignedIn } from '@storefront/core/domain/session';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import { getTripDetails, listTrips, type TripListKind } from '@storefront/core/api/rental';
import type { TripOwner } from './api.js';

/** The query keys of trips start with this (a cancellation refreshes them all). */
export const TRIPS_KEY = 'trips';

/** Trips per page in My trips. */
export const TRIPS_PAGE_SIZE = 10;

/** While a trip is moving, its page refreshes this often (demo trips move on their own). */
export const TRIP_REFRESH_MS = 5_000;

/** The session's owner of trips: a guest's id, or the customer's token (guest id null). */
export const tripOwner: TripOwner = {
  guestId: () => orderingOwner(readCurrentSession()).guestId,
};

/** The customer's running or completed trips, page by page (rental/user/trip/get-trip-list). */
export function useCustomerTrips(kind: TripListKind) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [TRIPS_KEY, 'list', kind, session.language, session.token != null],
    queryFn: ({ pageParam, signal }) =>
      listTrips(api, kind, {
        guestId: tripOwner.guestId(),
        limit: TRIPS_PAGE_SIZE,
        offset: pageParam,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      (last.offset ?? 1) * (last.limit ?? TRIPS_PAGE_SIZE) < (last.total_size ?? 0)
        ? (last.offset ?? 1) + 1
        : undefined,
    enabled: isSignedIn(session),
    retry: false,
  });
}

/**
 * A trip: the caller's by id, or anyone's with its pickup contact number (Track Trip).
 * Refetched every 5 s while it holds units (pending, confirmed, ongoing…).
 */
export function useTripDetails(tripId: number | null, phone: string | null) {
  const session = useSession();
  const owner = orderingOwner(session);
  return useQuery({
    queryKey: [
      TRIPS_KEY,
      'details',
      tripId,
      phone ?? '',
      owner.guestId ?? 'customer',
      session.language,
    ],
    queryFn: ({ signal }) =>
      getTripDetails(api, tripId ?? 0, {
        guestId: tripOwner.guestId(),
        contactNumber: phone,
        signal,
      }),
    enabled: tripId != null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data != null && holdsUnits(query.state.data.trip_status)
        ? TRIP_REFRESH_MS
        : false,
    refetchIntervalInBackground: false,
  });
}
