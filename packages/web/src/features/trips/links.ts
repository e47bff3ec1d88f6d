/** The trip pages' paths (issue 11; the spec names only /rental/cart among them). */

/** A trip id from a query value, or null. */
export function parseTripId(value: string | null | undefined): number | null {
  if (value == null || !/^\d{1,12}$/.test(value.trim())) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The trip confirmation. */
export const tripBookedPath = (tripId: number) => `/rental/trip-booked?trip_id=${tripId}`;

/** Track Trip (a guest gives the trip id and the contact phone). */
export const trackTripPath = (tripId?: number | null) =>
  tripId == null ? '/track-trip' : `/track-trip/${tripId}`;

/** My trips (a signed-in customer's profile page). */
export const MY_TRIPS_PATH = '/profile?page=my-trips';
