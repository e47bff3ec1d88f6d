/**
 * The rental calls (issue 11; reference §1.4, §4.8; rental-and-auth §7), as plain async functions
 * over the typed client, used by the web app (react-query and the machines' actors) and the CLI.
 * Each returns the server's data or throws an `ApiError` with the server's messages.
 *
 * - Reads: vehicle search (filters, sort, pages), top-rated vehicles, a provider's vehicles,
 *   vehicle details (id or slug), categories, brands, provider details (id or slug), popular and
 *   latest providers. The session's headers (`zoneId`, `moduleId` of the rental module,
 *   `X-localization`) come from the middleware; `moduleId` in the options wins.
 * - The route: `config/distance-api` for one travel mode (`routeDistance`), the answer read as
 *   core's `RouteAnswer` (metres, whole seconds from `"754s"`, the status).
 * - The trip cart (reference §4.8): a guest is known by `guest_id` (the query of GET and DELETE,
 *   the body of POST and PUT), a customer by the token; every call answers the whole cart, read
 *   as core's `RentalCartResponse` (`tripCartOf`).
 * - Rental coupons: `rental/coupon/apply?code&provider_id` (a signed-in customer's: the coupon,
 *   or the server's refusal), read as core's `Coupon`.
 * - Trips: booking (the cart, with the pickup contact, the payment method and the applied
 *   coupon's code, under an Idempotency-Key; the answer is the bare trip id), the lists, a trip's details (the owner's,
 *   or tracked by its pickup contact number), cancelling.
 * - The rental wishlist of vehicles and providers (a signed-in customer's).
 * - `rentalActors`: the rental machines' actor names bound to these calls.
 */
import { fromPromise } from 'xstate';
import type { Coupon } from '../domain/coupon.js';
import { toAmount } from '../domain/money.js';
import type {
  RentalCartResponse,
  RentalLocation,
  Vehicle as DomainVehicle,
} from '../domain/rental.js';
import { cartIdsQuery } from '../domain/rental-cart.js';
import type { RouteAnswer, RouteTravelMode } from '../domain/rental-search.js';
import type { RentalModuleApiActors } from '../machines/rental-module.machine.js';
import type { RentalSearchApiActors, RouteRequest } from '../machines/rental-search.machine.js';
import type { TripBookingActors } from '../machines/trip-booking.machine.js';
import type {
  ApplyTripCouponInput,
  BookTripInput,
  BookTripResult,
  PayTripInput,
  PayTripResult,
} from '../machines/trip-booking.types.js';
import type { TripCartApiActors } from '../machines/trip-cart.machine.js';
import type {
  WishlistChange,
  WishlistToggleApiActors,
} from '../machines/wishlist-toggle.machine.js';
import type {
  TripCartAddBody,
  TripCartUpdateBody,
  TripCartUserDataBody,
  TripChangeResult,
} from '../machines/trip-cart.types.js';
import type { ApiClient } from './client.js';
import { unwrap, type Signal } from './calls.js';
import { couponOf, type ApiCoupon } from './ordering.js';
import type { components, operations } from './schema.gen.js';

type Schemas = components['schemas'];

export type RentalVehicle = Schemas['Vehicle'];
export type RentalVehicleDetails = Schemas['VehicleDetails'];
export type RentalVehiclePage = Schemas['VehiclePage'];
export type RentalProviderDetails = Schemas['Provider'];
export type RentalProviderPage = Schemas['ProviderPage'];
export type VehicleCategoryPage = Schemas['VehicleCategoryPage'];
export type VehicleBrandPage = Schemas['VehicleBrandPage'];
export type DistanceElement = Schemas['DistanceElement'];

/** The vehicle search's filters and order (`rental/vehicle/search`'s query, without the page). */
export type VehicleSearchQuery = Omit<
  NonNullable<operations['searchVehicles']['parameters']['query']>,
  'limit' | 'offset'
>;
export type VehicleSort = NonNullable<VehicleSearchQuery['sort_by']>;

/** Rental lists are fetched 12 at a time from page 1 (as the catalogue's, spec §9). */
export const RENTAL_PAGE_LIMIT = 12;

export interface RentalCallOptions {
  /** The rental module's id when the session's module is another (the `moduleId` header). */
  moduleId?: number | null;
  signal?: Signal;
}

export interface RentalPageOptions extends RentalCallOptions {
  /** Page size (default `RENTAL_PAGE_LIMIT`). */
  limit?: number;
  /** 1-based page number (default 1). */
  offset?: number;
}

const isId = (n: number | null | undefined): n is number =>
  n != null && Number.isInteger(n) && n > 0;

const header = (options: RentalCallOptions) =>
  isId(options.moduleId) ? { moduleId: options.moduleId } : {};

const page = (options: RentalPageOptions) => ({
  limit: options.limit ?? RENTAL_PAGE_LIMIT,
  offset: options.offset ?? 1,
});

/** Drops the filters that are not set (absent, null or blank). */
function setFilters<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value != null && !(typeof value === 'string' && value.trim() === ''),
    ),
  ) as Partial<T>;
}

/** A vehicle of the API as core's rental rules read it. */
export function vehicleOf(vehicle: RentalVehicle): DomainVehicle {
  return vehicle as unknown as DomainVehicle;
}

// ---------------------------------------------------------------- vehicles

/** A page of the vehicles of the shown providers, filtered and ordered. */
export function searchVehicles(
  api: ApiClient,
  query: VehicleSearchQuery = {},
  options: RentalPageOptions = {},
): Promise<RentalVehiclePage> {
  return unwrap(
    api.GET('/rental/vehicle/search', {
      params: { header: header(options), query: { ...setFilters(query), ...page(options) } },
      signal: options.signal,
    }),
  );
}

/** A page of the rated vehicles, best first (of a trip type when given). */
export function listTopRatedVehicles(
  api: ApiClient,
  options: RentalPageOptions & { tripType?: VehicleSearchQuery['trip_type'] } = {},
): Promise<RentalVehiclePage> {
  return unwrap(
    api.GET('/rental/vehicle/top-rated', {
      params: {
        header: header(options),
        query: { ...(options.tripType ? { trip_type: options.tripType } : {}), ...page(options) },
      },
      signal: options.signal,
    }),
  );
}

/** A page of one provider's vehicles, filtered and ordered. */
export function listProviderVehicles(
  api: ApiClient,
  providerId: number,
  query: VehicleSearchQuery = {},
  options: RentalPageOptions = {},
): Promise<RentalVehiclePage> {
  return unwrap(
    api.GET('/rental/vehicle/get-provider-vehicles', {
      params: {
        header: header(options),
        query: { ...setFilters(query), provider_id: providerId, ...page(options) },
      },
      signal: options.signal,
    }),
  );
}

/** A vehicle with its provider and latest reviews, by id or slug. */
export function getVehicleDetails(
  api: ApiClient,
  idOrSlug: number | string,
  options: RentalCallOptions = {},
): Promise<RentalVehicleDetails> {
  return unwrap(
    api.GET('/rental/vehicle/get-vehicle-details/{id}', {
      params: { header: header(options), path: { id: String(idOrSlug) } },
      signal: options.signal,
    }),
  );
}

/** The vehicle categories with their vehicle counts. */
export function listVehicleCategories(
  api: ApiClient,
  options: RentalPageOptions = {},
): Promise<VehicleCategoryPage> {
  return unwrap(
    api.GET('/rental/vehicle/category-list', {
      params: { header: header(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

/** The vehicle brands with their vehicle counts. */
export function listVehicleBrands(
  api: ApiClient,
  options: RentalPageOptions = {},
): Promise<VehicleBrandPage> {
  return unwrap(
    api.GET('/rental/vehicle/brand-list', {
      params: { header: header(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- providers

/** A provider (a store of the rental module with its pickup zones), by id or slug. */
export function getProviderDetails(
  api: ApiClient,
  idOrSlug: number | string,
  options: RentalCallOptions = {},
): Promise<RentalProviderDetails> {
  return unwrap(
    api.GET('/rental/provider/get-provider-details/{id}', {
      params: { header: header(options), path: { id: String(idOrSlug) } },
      signal: options.signal,
    }),
  );
}

/** A page of the shown providers: the most trips first (`popular`) or the newest (`latest`). */
export function listProviders(
  api: ApiClient,
  kind: 'popular' | 'latest',
  options: RentalPageOptions = {},
): Promise<RentalProviderPage> {
  const params = { header: header(options), query: page(options) };
  return unwrap(
    kind === 'popular'
      ? api.GET('/rental/provider/popular', { params, signal: options.signal })
      : api.GET('/rental/provider/latest', { params, signal: options.signal }),
  );
}

// ---------------------------------------------------------------- the route

/** The distance-api's name of each travel mode core tries (spec §4 'Route/distance'). */
const MODE: Record<RouteTravelMode, 'driving' | 'walking' | 'bicycling'> = {
  DRIVING: 'driving',
  WALKING: 'walking',
  BICYCLING: 'bicycling',
};

/** Whole seconds of a route duration written as `"754s"` (0 when unreadable). */
export function durationSeconds(duration: string | number | null | undefined): number {
  if (typeof duration === 'number') return Number.isFinite(duration) ? duration : 0;
  const m = /^\s*(\d+(?:\.\d+)?)\s*s\s*$/.exec(duration ?? '');
  return m ? Number(m[1]) : 0;
}

/** A distance-api answer as core's route rules read it. */
export function routeAnswerOf(element: DistanceElement): RouteAnswer {
  return {
    status: element.status,
    distanceMeters: element.distanceMeters,
    durationSeconds: durationSeconds(element.duration),
  };
}

/** The route between two points for one travel mode (`config/distance-api`). */
export async function routeDistance(
  api: ApiClient,
  request: RouteRequest,
  signal?: Signal,
): Promise<RouteAnswer> {
  const element = await unwrap(
    api.GET('/config/distance-api', {
      params: {
        query: {
          origin_lat: request.origin.lat,
          origin_lng: request.origin.lng,
          destination_lat: request.destination.lat,
          destination_lng: request.destination.lng,
          mode: MODE[request.mode],
        },
      },
      signal,
    }),
  );
  return routeAnswerOf(element);
}

// ---------------------------------------------------------------- the trip cart

/** The trip cart as the API answers it (`{carts, user_data}`; `user_data` `[]` without a trip). */
export type ApiTripCart = Schemas['RentalCart'];

export interface TripCartOptions extends RentalCallOptions {
  /** The guest's id (no token), or null/absent for a signed-in customer. */
  guestId?: string | null;
}

export interface GetTripCartOptions extends TripCartOptions {
  /**
   * Read the cart as it is, without the stored zones (an empty `zoneId` header): the server
   * empties a cart whose pickup zones are not among the zones sent, and the rental module's
   * check (`rentalModuleMachine`) must see the cart to say it was cleared.
   */
  withoutZone?: boolean;
}

const guestQuery = (options: TripCartOptions) =>
  options.guestId ? { guest_id: options.guestId } : {};

/** A place of the trip as the API takes it (numbers for the coordinates). */
function apiLocation(location: RentalLocation) {
  return {
    location_name: location.location_name,
    lat: toAmount(location.lat),
    lng: toAmount(location.lng),
  };
}

/** A cart write's body as the API takes it, with the owner. */
function cartBody<
  B extends { pickup_location: RentalLocation; destination_location: RentalLocation },
>(body: B, options: TripCartOptions) {
  return {
    ...body,
    pickup_location: apiLocation(body.pickup_location),
    destination_location: apiLocation(body.destination_location),
    ...guestQuery(options),
  };
}

/** A trip cart answer as core's trip cart rules and machines read it. */
export function tripCartOf(cart: {
  carts: readonly unknown[];
  user_data: unknown;
}): RentalCartResponse {
  return { carts: cart.carts, user_data: cart.user_data } as unknown as RentalCartResponse;
}

/** The owner's trip cart (its lines, with the units free for the trip, and its trip). */
export async function getTripCart(
  api: ApiClient,
  options: GetTripCartOptions = {},
): Promise<RentalCartResponse> {
  const cart = await unwrap(
    api.GET('/rental/user/cart/get-cart', {
      params: {
        header: { ...header(options), ...(options.withoutZone ? { zoneId: '' } : {}) },
        query: guestQuery(options),
      },
      signal: options.signal,
    }),
  );
  return tripCartOf(cart);
}

/** Adds a vehicle for the trip asked for (which becomes the cart's trip); answers the cart. */
export async function addToTripCart(
  api: ApiClient,
  body: TripCartAddBody,
  options: TripCartOptions = {},
): Promise<RentalCartResponse> {
  const cart = await unwrap(
    api.POST('/rental/user/cart/add-to-cart', {
      params: { header: header(options) },
      body: cartBody(body, options),
      signal: options.signal,
    }),
  );
  return tripCartOf(cart);
}

/** Changes a line's quantity (with the cart's trip); answers the cart. */
export async function updateTripCart(
  api: ApiClient,
  body: TripCartUpdateBody,
  options: TripCartOptions = {},
): Promise<RentalCartResponse> {
  const cart = await unwrap(
    api.PUT('/rental/user/cart/update-cart', {
      params: { header: header(options) },
      body: cartBody(body, options),
      signal: options.signal,
    }),
  );
  return tripCartOf(cart);
}

/**
 * Changes the cart's trip (`update-user-data/{userId}`): the cart, and the lines whose vehicle
 * does not offer the new type (then nothing changed: remove them, and change it again).
 */
export async function updateTripCartTrip(
  api: ApiClient,
  body: TripCartUserDataBody,
  options: TripCartOptions = {},
): Promise<TripChangeResult> {
  const { vehicles, ...cart } = await unwrap(
    api.PUT('/rental/user/cart/update-user-data/{user_data}', {
      params: { header: header(options), path: { user_data: body.userId } },
      body: cartBody(body, options),
      signal: options.signal,
    }),
  );
  return {
    cart: tripCartOf(cart),
    unsupported: tripCartOf({ carts: vehicles, user_data: [] }).carts,
  };
}

/** Removes one line; answers the cart (the trip stays when the last line goes). */
export async function removeTripCartVehicle(
  api: ApiClient,
  cartId: number,
  options: TripCartOptions = {},
): Promise<RentalCartResponse> {
  const cart = await unwrap(
    api.DELETE('/rental/user/cart/remove-vehicle/{cart_id}', {
      params: {
        header: header(options),
        path: { cart_id: cartId },
        query: guestQuery(options),
      },
      signal: options.signal,
    }),
  );
  return tripCartOf(cart);
}

/** Removes several lines (`cart_ids` as a JSON list, spec §3); answers the cart. */
export async function removeTripCartVehicles(
  api: ApiClient,
  cartIds: readonly number[],
  options: TripCartOptions = {},
): Promise<RentalCartResponse> {
  const cart = await unwrap(
    api.DELETE('/rental/user/cart/remove-multiple-cart', {
      params: {
        header: header(options),
        query: { cart_ids: cartIdsQuery(cartIds.map((id) => ({ id }))), ...guestQuery(options) },
      },
      signal: options.signal,
    }),
  );
  return tripCartOf(cart);
}

/** Empties the trip cart: its lines and its trip. */
export async function removeTripCart(
  api: ApiClient,
  options: TripCartOptions = {},
): Promise<RentalCartResponse> {
  const cart = await unwrap(
    api.DELETE('/rental/user/cart/remove-cart', {
      params: { header: header(options), query: guestQuery(options) },
      signal: options.signal,
    }),
  );
  return tripCartOf(cart);
}

// ---------------------------------------------------------------- coupons

/**
 * Checks a coupon code for a provider's trip (`rental/coupon/apply`, a signed-in customer's):
 * the coupon, or the server's refusal (an `ApiError`: unknown, expired, another provider or
 * zone, a usage limit, a free-delivery coupon). The minimum purchase is left to the trip.
 */
export function applyRentalCoupon(
  api: ApiClient,
  input: ApplyTripCouponInput,
  options: RentalCallOptions = {},
): Promise<ApiCoupon> {
  return unwrap(
    api.GET('/rental/coupon/apply', {
      params: {
        header: header(options),
        query: { code: input.code, provider_id: input.provider_id },
      },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- trips

export type Trip = Schemas['Trip'];
export type TripPage = Schemas['TripPage'];

/** Which trips: still running (pending … ongoing), completed, or all. */
export type TripListKind = 'running' | 'completed' | 'all';

/**
 * Books the owner's trip cart with its Idempotency-Key (the same key and body replay the first
 * answer); the cart is emptied. Answers the trip's id.
 */
export async function bookTrip(
  api: ApiClient,
  input: BookTripInput,
  options: TripCartOptions = {},
): Promise<BookTripResult> {
  const tripId = await unwrap(
    api.POST('/rental/user/trip/trip-booking', {
      params: { header: { ...header(options), 'Idempotency-Key': input.idempotencyKey } },
      body: { ...input.body, ...guestQuery(options) },
      signal: options.signal,
    }),
  );
  return { trip_id: tripId };
}

/** A page of the owner's trips, newest first. */
export function listTrips(
  api: ApiClient,
  kind: TripListKind,
  options: TripCartOptions & { limit?: number; offset?: number } = {},
): Promise<TripPage> {
  return unwrap(
    api.GET('/rental/user/trip/get-trip-list/{all}', {
      params: {
        header: header(options),
        path: { all: kind },
        query: { limit: options.limit ?? 10, offset: options.offset ?? 1, ...guestQuery(options) },
      },
      signal: options.signal,
    }),
  );
}

/**
 * One of the owner's trips with its vehicles, or anyone's with the trip's pickup contact number
 * (a guest tracking a trip on another device).
 */
export function getTripDetails(
  api: ApiClient,
  tripId: number,
  options: TripCartOptions & { contactNumber?: string | null } = {},
): Promise<Trip> {
  const phone = options.contactNumber?.trim();
  return unwrap(
    api.GET('/rental/user/trip/get-trip-details', {
      params: {
        header: header(options),
        query: {
          trip_id: tripId,
          ...(phone ? { contact_number: phone } : {}),
          ...guestQuery(options),
        },
      },
      signal: options.signal,
    }),
  );
}

/** Cancels one of the owner's trips while it is pending or confirmed; answers the message. */
export async function cancelTrip(
  api: ApiClient,
  tripId: number,
  reason: string,
  options: TripCartOptions = {},
): Promise<string> {
  const data = await unwrap(
    api.PUT('/rental/user/trip/cancel-trip', {
      params: { header: header(options) },
      body: { trip_id: tripId, reason, ...guestQuery(options) },
      signal: options.signal,
    }),
  );
  return data.message;
}

// ---------------------------------------------------------------- the rental wishlist

export type RentalWishlist = Schemas['RentalWishlist'];

/** The signed-in customer's wished vehicles and providers shown in the stored zones. */
export function listRentalWishlist(
  api: ApiClient,
  options: RentalCallOptions = {},
): Promise<RentalWishlist> {
  return unwrap(
    api.GET('/rental/user/wish-list', {
      params: { header: header(options) },
      signal: options.signal,
    }),
  );
}

/**
 * Adds or removes a vehicle or a provider of the signed-in customer's rental wishlist (the id in
 * the query, `wishlistRequest`); answers the server's message ('Successfully added!'). Already
 * there is a 409, which the heart reads as wished.
 */
export async function changeRentalWishlist(
  api: ApiClient,
  change: WishlistChange,
  options: RentalCallOptions = {},
): Promise<{ message: string }> {
  if (change.kind !== 'vehicle' && change.kind !== 'provider') {
    throw new Error(`the rental wishlist holds vehicles and providers, not ${change.kind}s`);
  }
  const query = change.kind === 'vehicle' ? { vehicle_id: change.id } : { provider_id: change.id };
  const params = { header: header(options), query };
  return unwrap(
    change.action === 'add'
      ? api.POST('/rental/user/wish-list/add', { params, signal: options.signal })
      : api.DELETE('/rental/user/wish-list/remove', { params, signal: options.signal }),
  );
}

/** `rental/user/trip/payment`'s body without the owner. */
export interface TripPaymentBody {
  trip_id: number;
  payment_method: TripPaymentWire;
  payment_gateway?: string | null;
  callback_url?: string | null;
  payment_platform?: string | null;
}

export type TripPaymentAnswer = components['schemas']['TripPaymentAnswer'];
/** A trip payment's `payment_method` on the wire. */
export type TripPaymentWire = components['schemas']['TripPaymentRequest']['payment_method'];

/** Pays a trip (`POST rental/user/trip/payment`): a digital payment answers its hosted page. */
export function payTrip(
  api: ApiClient,
  body: TripPaymentBody,
  options: TripCartOptions = {},
): Promise<TripPaymentAnswer> {
  return unwrap(
    api.POST('/rental/user/trip/payment', {
      body: {
        trip_id: body.trip_id,
        payment_method: body.payment_method,
        ...(body.payment_gateway ? { payment_gateway: body.payment_gateway } : {}),
        ...(body.callback_url ? { callback_url: body.callback_url } : {}),
        ...(body.payment_platform ? { payment_platform: body.payment_platform } : {}),
        ...guestQuery(options),
      },
      params: { header: header(options) },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- actors

export interface RentalActors {
  /** The rental search machine's route. */
  rentalSearch: RentalSearchApiActors;
  /** The trip cart machine's calls. */
  tripCart: TripCartApiActors;
  /** The rental module machine's calls (the trip cart of the rental module). */
  rentalModule: RentalModuleApiActors;
  /** The trip booking machine's calls: the coupon, the booking and its payment. */
  tripBooking: Pick<TripBookingActors, 'applyCoupon' | 'bookTrip' | 'payTrip'>;
  /** The wishlist heart of vehicles and providers (a signed-in customer's). */
  wishlist: WishlistToggleApiActors;
}

export interface RentalActorOptions {
  /** The guest id at the time of each call (read again per call), or null when signed in. */
  guestId: () => string | null;
  /** The rental module's id (read per call), or null for the session's module. */
  moduleId?: () => number | null;
}

/** The rental machines' actor names bound to the calls. */
export function rentalActors(api: ApiClient, options: RentalActorOptions): RentalActors {
  const scope = (signal: Signal): TripCartOptions => ({
    guestId: options.guestId(),
    moduleId: options.moduleId?.() ?? null,
    signal,
  });
  const removeCart = fromPromise<RentalCartResponse>(({ signal }) =>
    removeTripCart(api, scope(signal)),
  );
  return {
    rentalSearch: {
      route: fromPromise<RouteAnswer, RouteRequest>(({ input, signal }) =>
        routeDistance(api, input, signal),
      ),
    },
    tripCart: {
      removeCart,
      updateUserData: fromPromise<TripChangeResult, TripCartUserDataBody>(({ input, signal }) =>
        updateTripCartTrip(api, input, scope(signal)),
      ),
      removeMultiple: fromPromise<RentalCartResponse, { cart_ids: number[] }>(({ input, signal }) =>
        removeTripCartVehicles(api, input.cart_ids, scope(signal)),
      ),
      addToCart: fromPromise<RentalCartResponse, TripCartAddBody>(({ input, signal }) =>
        addToTripCart(api, input, scope(signal)),
      ),
      updateCart: fromPromise<RentalCartResponse, TripCartUpdateBody>(({ input, signal }) =>
        updateTripCart(api, input, scope(signal)),
      ),
      removeVehicle: fromPromise<RentalCartResponse, { cart_id: number }>(({ input, signal }) =>
        removeTripCartVehicle(api, input.cart_id, scope(signal)),
      ),
    },
    rentalModule: {
      loadTripCart: fromPromise<RentalCartResponse>(({ signal }) =>
        getTripCart(api, { ...scope(signal), withoutZone: true }),
      ),
      removeCart,
    },
    tripBooking: {
      applyCoupon: fromPromise<Coupon, ApplyTripCouponInput>(async ({ input, signal }) =>
        couponOf(await applyRentalCoupon(api, input, scope(signal))),
      ),
      bookTrip: fromPromise<BookTripResult, BookTripInput>(({ input, signal }) =>
        bookTrip(api, input, scope(signal)),
      ),
      payTrip: fromPromise<PayTripResult, PayTripInput>(({ input, signal }) =>
        payTrip(api, input, scope(signal)),
      ),
    },
    wishlist: {
      wishlist: fromPromise<unknown, WishlistChange>(({ input, signal }) =>
        changeRentalWishlist(api, input, scope(signal)),
      ),
    },
  };
}
