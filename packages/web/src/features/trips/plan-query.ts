import { routeDistance } from '@storefront/core/api/rental';
import {
  firstRoute,
  locationPoint,
  ROUTE_TRAVEL_MODES,
  type RouteAnswer,
} from '@storefront/core/domain/rental-search';
import type { TripPlan } from '@storefront/core/machines/rental-search.machine';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import type { TripQuery } from '../rental/search-query.js';
import { isCompleteTrip, tripPlanOf } from './plan.js';

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
