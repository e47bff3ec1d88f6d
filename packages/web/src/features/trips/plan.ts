import {
  formatPickupTime,
  parsePickupTime,
  tripDistance,
  type PickupTime,
  type RouteAnswer,
} from '@storefront/core/domain/rental-search';
import type { TripPlan } from '@storefront/core/machines/rental-search.machine';
import { cartUserData, type RentalCartResponse } from '@storefront/core/domain/rental';
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

/** The cart's own trip as a plan (adding from a page opened without a search). */
export function planOfCart(cart: RentalCartResponse): TripPlan | null {
  const data = cartUserData(cart);
  const at = data == null ? null : parsePickupTime(data.pickup_time);
  if (data == null || at == null) return null;
  const type = data.rental_type === 'hourly' ? 'hourly' : 'distance';
  const destinationTime = Number(data.destination_time) || 0;
  return {
    type,
    pickup: { ...data.pickup_location },
    destination: { ...(data.destination_location ?? data.pickup_location) },
    pickupAt: { date: at.date, seconds: at.seconds },
    pickupTime: data.pickup_time,
    hours: type === 'hourly' ? Number(data.estimated_hours) || 0 : destinationTime,
    km: type === 'hourly' ? 0 : Number(data.distance) || 0,
    destinationTime,
    distanceSource: type === 'hourly' ? null : 'route',
  };
}
