import { routeDistance } from '@storefront/core/api/rental';
import {
  firstRoute,
  formatPickupTime,
  locationPoint,
  ROUTE_TRAVEL_MODES,
  tripDistance,
  type PickupTime,
  type RouteAnswer,
} from '@storefront/core/domain/rental-search';
import type { TripPlan } from '@storefront/core/machines/rental-search.machine';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import type { TripQuery } from '../rental/search-query.js';

/**
 * The searched trip of a page (the rental search bar's query in the URL, features/rental
 * search-query.ts) as core's `TripPlan`, what the trip cart machine adds vehicles with. An hourly
 * trip is ready at once; a distance-wise trip needs its route: tried driving, then walking, then
 * bicycling (`config/distance-api`), the straight line when none has one (core's `firstRoute`
 * and `tripDistance`, spec §4 'Route/distance').
 */

/** `YYYY-MM-DDTHH:MM` as core's pickup time (date and seconds since midnight), or null. */
export function pickupAtOf(value: string | null): PickupTime | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value ?? '');
  if (m == null) return null;
  return { date: m[1]!, seconds: Number(m[2]) * 3600 + Number(m[3]) * 60 };
}

/** Whether the query holds a whole trip (both places, the time, and hours for an hourly one). */
export function isCompleteTrip(trip: TripQuery | null): trip is TripQuery & {
  pickup: NonNullable<TripQuery['pickup']>;
  destination: NonNullable<TripQuery['destination']>;
  pickupTime: string;
} {
  return (
    trip != null &&
    trip.pickup != null &&
    trip.destination != null &&
    pickupAtOf(trip.pickupTime) != null &&
    (trip.tripType !== 'hourly' || (trip.hours != null && trip.hours > 0))
  );
}

/** The plan of a complete trip, with the route's answer for a distance-wise one. */
export function tripPlanOf(trip: TripQuery, route: RouteAnswer | null): TripPlan | null {
  if (!isCompleteTrip(trip)) return null;
  const pickupAt = pickupAtOf(trip.pickupTime)!;
  const base = {
    type: trip.tripType,
    pickup: { ...trip.pickup },
    destination: { ...trip.destination },
    pickupAt,
    pickupTime: formatPickupTime(pickupAt),
  };
  if (trip.tripType === 'hourly') {
    return {
      ...base,
      hours: trip.hours ?? 0,
      km: 0,
      destinationTime: 0,
      distanceSource: null,
    };
  }
  const distance = tripDistance(route, trip.pickup, trip.destination);
  return {
    ...base,
    hours: distance.hours,
    km: distance.km,
    destinationTime: distance.hours,
    distanceSource: distance.source,
  };
}

/** The route of a distance-wise trip: the first travel mode with one, else null. */
async function findRoute(
  trip: TripQuery & Required<Pick<TripQuery, 'pickup' | 'destination'>>,
  signal: AbortSignal,
): Promise<RouteAnswer | null> {
  const answers: RouteAnswer[] = [];
  for (const mode of ROUTE_TRAVEL_MODES) {
    const answer = await routeDistance(
      api,
      {
        origin: locationPoint(trip.pickup!),
        destination: locationPoint(trip.destination!),
        mode,
      },
      signal,
    );
    answers.push(answer);
    if (firstRoute(answers) != null) break;
  }
  return firstRoute(answers);
}

/**
 * The page's trip as a plan: null without a whole trip, or while a distance-wise trip's route is
 * being found.
 */
export function useTripPlan(trip: TripQuery | null): TripPlan | null {
  const complete = isCompleteTrip(trip);
  const distance = complete && trip.tripType === 'distance';
  const route = useQuery({
    queryKey: [
      'rental-route',
      trip?.pickup?.lat,
      trip?.pickup?.lng,
      trip?.destination?.lat,
      trip?.destination?.lng,
    ],
    queryFn: ({ signal }) =>
      findRoute(trip as TripQuery & Required<Pick<TripQuery, 'pickup' | 'destination'>>, signal),
    enabled: distance,
    staleTime: 10 * 60_000,
  });
  if (!complete) return null;
  if (distance && route.isPending) return null;
  // A failed route call: the straight line (as for ZERO_RESULTS).
  return tripPlanOf(trip, distance ? (route.data ?? null) : null);
}
