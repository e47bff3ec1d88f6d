import { unwrap } from '@storefront/core/api/calls';
import type { ApiClient } from '@storefront/core/api/client';
import type { components } from '@storefront/core/api/schema.gen';
import { toAmount } from '@storefront/core/domain/money';
import type {
  RentalCartEntry,
  RentalCartResponse,
  RentalLocation,
} from '@storefront/core/domain/rental';
import type { TripCartApiActors } from '@storefront/core/machines/trip-cart.machine';
import type { BookTripInput, BookTripResult } from '@storefront/core/machines/trip-booking.types';
import type { TripChangeResult } from '@storefront/core/machines/trip-cart.types';
import { fromPromise } from 'xstate';

/**
 * The trip cart calls (`rental/user/cart/*`, openapi tag rental) over core's typed client, and
 * the trip cart machine's actors bound to them. The owner is the session's: a guest's
 * `guest_id` (query or body), nothing for a customer (the token). Every call answers the whole
 * cart (the machine hands it to the trip cart query).
 */
export interface TripCartOwner {
  /** The guest's id, or null for a signed-in customer. */
  guestId: () => string | null;
  /** The rental module's id (the `moduleId` header) when it is not the session's, else null. */
  moduleId?: () => number | null;
}

type Signal = AbortSignal | undefined;

const header = (owner: TripCartOwner) => {
  const id = owner.moduleId?.();
  return id != null && id > 0 ? { moduleId: id } : {};
};
const guest = (owner: TripCartOwner) => {
  const id = owner.guestId();
  return id ? { guest_id: id } : {};
};

type TripPlaces = { pickup_location: RentalLocation; destination_location?: RentalLocation | null };

/** A place as the contract writes it (lat and lng as numbers). */
const place = (l: RentalLocation) => ({
  location_name: l.location_name,
  lat: toAmount(l.lat),
  lng: toAmount(l.lng),
});

/** The trip's places as the contract writes them. */
function wireTrip<T extends TripPlaces>(body: T) {
  return {
    ...body,
    pickup_location: place(body.pickup_location),
    destination_location: body.destination_location ? place(body.destination_location) : null,
  };
}

/** The answer as core's trip cart rules read it (the contract's and core's shapes agree). */
const asCart = (cart: unknown) => cart as RentalCartResponse;

export function getTripCart(
  api: ApiClient,
  owner: TripCartOwner,
  signal?: Signal,
): Promise<RentalCartResponse> {
  return unwrap(
    api.GET('/rental/user/cart/get-cart', {
      params: { header: header(owner), query: guest(owner) },
      signal,
    }),
  ).then(asCart);
}

/** The machine's actors (`TripCartApiActors`) over the calls. */
export function tripCartActors(api: ApiClient, owner: TripCartOwner): TripCartApiActors {
  const done = asCart;
  return {
    removeCart: fromPromise(({ signal }) =>
      unwrap(
        api.DELETE('/rental/user/cart/remove-cart', {
          params: { header: header(owner), query: guest(owner) },
          signal,
        }),
      ).then(done),
    ),
    updateUserData: fromPromise(async ({ input, signal }): Promise<TripChangeResult> => {
      const { userId, ...body } = input as typeof input & { userId: number };
      const answer = await unwrap(
        api.PUT('/rental/user/cart/update-user-data/{user_data}', {
          params: { header: header(owner), path: { user_data: userId } },
          body: { ...wireTrip(body), ...guest(owner) },
          signal,
        }),
      );
      const unsupported = (answer.vehicles ?? []) as unknown as RentalCartEntry[];
      return { cart: asCart({ carts: answer.carts, user_data: answer.user_data }), unsupported };
    }),
    removeMultiple: fromPromise(({ input, signal }) =>
      unwrap(
        api.DELETE('/rental/user/cart/remove-multiple-cart', {
          params: {
            header: header(owner),
            query: { cart_ids: JSON.stringify(input.cart_ids), ...guest(owner) },
          },
          signal,
        }),
      ).then(done),
    ),
    addToCart: fromPromise(({ input, signal }) =>
      unwrap(
        api.POST('/rental/user/cart/add-to-cart', {
          params: { header: header(owner) },
          body: { ...wireTrip(input), guest_id: owner.guestId() },
          signal,
        }),
      ).then(done),
    ),
    updateCart: fromPromise(({ input, signal }) =>
      unwrap(
        api.PUT('/rental/user/cart/update-cart', {
          params: { header: header(owner) },
          body: { ...wireTrip(input), guest_id: owner.guestId() },
          signal,
        }),
      ).then(done),
    ),
    removeVehicle: fromPromise(({ input, signal }) =>
      unwrap(
        api.DELETE('/rental/user/cart/remove-vehicle/{cart_id}', {
          params: {
            header: header(owner),
            path: { cart_id: input.cart_id },
            query: guest(owner),
          },
          signal,
        }),
      ).then(done),
    ),
  };
}

// ---------------------------------------------------------------- trips

type Schemas = components['schemas'];
export type Trip = Schemas['Trip'];
export type TripDetail = Schemas['TripDetail'];
export type TripPage = Schemas['TripPage'];

/** The trip id of trip-booking's answer (a bare id, or `{trip_id}`). */
export function bookedTripId(answer: unknown): number {
  const id =
    typeof answer === 'object' && answer != null
      ? Number((answer as { trip_id?: unknown }).trip_id)
      : Number(answer);
  if (!Number.isInteger(id) || id <= 0) throw new Error('trip-booking answered no trip id');
  return id;
}

/** `POST rental/user/trip/trip-booking` with its Idempotency-Key: the booked trip's id. */
export async function bookTrip(
  api: ApiClient,
  owner: TripCartOwner,
  input: BookTripInput,
  signal?: Signal,
): Promise<BookTripResult> {
  const answer = await unwrap(
    api.POST('/rental/user/trip/trip-booking', {
      params: { header: { ...header(owner), 'Idempotency-Key': input.idempotencyKey } },
      body: { ...input.body, guest_id: owner.guestId() },
      signal,
    }),
  );
  return { trip_id: bookedTripId(answer) };
}

/** The booking machine's `bookTrip` actor. */
export function tripBookingActors(api: ApiClient, owner: TripCartOwner) {
  return {
    bookTrip: fromPromise<BookTripResult, BookTripInput>(({ input, signal }) =>
      bookTrip(api, owner, input, signal),
    ),
  };
}

/** Which trips: still running (pending, confirmed, ongoing…), completed, or all. */
export type TripListKind = 'running' | 'completed' | 'all';

/** A page (1-based) of the caller's trips, newest first. */
export function listTrips(
  api: ApiClient,
  owner: TripCartOwner,
  kind: TripListKind,
  page: { limit: number; offset: number },
  signal?: Signal,
): Promise<TripPage> {
  return unwrap(
    api.GET('/rental/user/trip/get-trip-list/{all}', {
      params: {
        header: header(owner),
        path: { all: kind },
        query: { ...page, ...guest(owner) },
      },
      signal,
    }),
  );
}

/**
 * A trip of the caller, or (tracking) a trip whose pickup contact number is `contactNumber`.
 */
export function getTripDetails(
  api: ApiClient,
  owner: TripCartOwner,
  tripId: number,
  contactNumber: string | null,
  signal?: Signal,
): Promise<Trip> {
  return unwrap(
    api.GET('/rental/user/trip/get-trip-details', {
      params: {
        header: header(owner),
        query: {
          trip_id: tripId,
          ...(contactNumber ? { contact_number: contactNumber } : {}),
          ...guest(owner),
        },
      },
      signal,
    }),
  );
}

/** Cancels a pending or confirmed trip with a reason. */
export function cancelTrip(
  api: ApiClient,
  owner: TripCartOwner,
  tripId: number,
  reason: string,
): Promise<unknown> {
  return unwrap(
    api.PUT('/rental/user/trip/cancel-trip', {
      params: { header: header(owner) },
      body: { trip_id: tripId, reason, guest_id: owner.guestId() },
    }),
  );
}

/** Reviews a vehicle of a completed trip (rating 1 to 5, a comment). */
export function reviewTripVehicle(
  api: ApiClient,
  owner: TripCartOwner,
  review: { trip_id: number; vehicle_id: number; rating: number; comment: string },
): Promise<unknown> {
  return unwrap(
    api.POST('/rental/user/review/add', {
      params: { header: header(owner) },
      body: { ...review, comment: review.comment.trim() || null, guest_id: owner.guestId() },
    }),
  );
}
