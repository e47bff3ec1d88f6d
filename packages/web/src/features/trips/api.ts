import { unwrap } from '@storefront/core/api/calls';
import type { ApiClient } from '@storefront/core/api/client';
import type { Trip } from '@storefront/core/api/rental';

/**
 * What the trips pages call beyond core's rental API (api/rental.ts: the trip cart, booking,
 * trips, cancel and the rental wishlist, bound to the machines by `rentalActors`): the owner of
 * the calls, and the vehicle review of a completed trip.
 */
export type { Trip, TripListKind, TripPage } from '@storefront/core/api/rental';
export type TripDetail = Trip['trip_details'][number];

/** The owner of the calls: a guest's id (read per call), or null for a signed-in customer. */
export interface TripOwner {
  guestId: () => string | null;
}

/** Reviews a vehicle of a completed trip (rental/user/review/add: rating 1 to 5, a comment). */
export function reviewTripVehicle(
  api: ApiClient,
  owner: TripOwner,
  review: { trip_id: number; vehicle_id: number; rating: number; comment: string },
): Promise<unknown> {
  const guestId = owner.guestId();
  return unwrap(
    api.POST('/rental/user/review/add', {
      body: {
        ...review,
        comment: review.comment.trim() || null,
        ...(guestId ? { guest_id: guestId } : {}),
      },
    }),
  );
}
