/**
 * Request schemas of the rental module's customer operations (reference §1.4, §4.8, §6.11;
 * rental-and-auth §3, §7): the trip cart (`rental/user/cart/*`), trips (`rental/user/trip/*`),
 * the rental wishlist and the vehicle review. The server validates with them; clients may check
 * their own bodies with them.
 *
 * Values may arrive as JSON values or as strings (query strings, forms): `'3'` and `3` are the
 * same id; a location may be an object or its JSON text; `cart_ids` a list or its JSON text. An
 * empty string or null counts as absent. Messages follow Laravel's wording; a failure is
 * answered 403 with `code` = the field (reference §3).
 *
 * - Rental type: `hourly`, or a reading of the distance type (`distance_wise`, `distance`,
 *   `distance_based`; spec §3), read as core's `RentalType`.
 * - An hourly trip needs `estimated_hours` (above 0); a distance-wise one needs `distance` (km,
 *   above 0) and `destination_time` (the route's whole hours, 0 or more).
 * - Pickup time: `YYYY-MM-DD hh:mm AM/PM` as the payload writes it, or 24 hours
 *   (rental-search.ts `parsePickupTime`), in the provider's local time.
 *
 * What these schemas do not decide (core's rules with the database do): whether the vehicle,
 * the cart line or the trip exists and is the caller's, the units free, the provider's zones and
 * hours, the prices (rental-cart.ts, rental-trip.ts, rental-pricing.ts).
 */
import * as v from 'valibot';
import { rentalTypeOf, type RentalLocation, type RentalType } from '../domain/rental.js';
import { parsePickupTime } from '../domain/rental-search.js';
import { MAX_RATING, MIN_RATING, TRIP_PAYMENT_METHODS } from '../domain/rental-trip.js';
import type { LocalDateTime } from '../domain/schedule.js';
import { pageLimit, pageOffset } from './catalogue.js';
import { attributeName as attribute, requiredMessage } from './validate.js';
import {
  BODY_MESSAGE,
  DECIMAL,
  field,
  idField,
  integerValue,
  textField,
  textOf,
  type Parsed,
} from './fields.js';

/** Most units of one vehicle in a cart line. */
export const MAX_RENTAL_QUANTITY = 100;
/** Longest trip an hourly cart may ask for (hours), and the longest distance (km). */
export const MAX_TRIP_HOURS = 24 * 90;
export const MAX_TRIP_KM = 100_000;
export const MAX_LOCATION_NAME_LENGTH = 255;
export const MAX_CART_IDS = 50;
export const MAX_TRIP_NOTE_LENGTH = 1000;
export const MAX_TRIP_REASON_LENGTH = 255;
export const MAX_REVIEW_COMMENT_LENGTH = 1000;
export const MAX_GUEST_ID = 64;

function numberValue(
  name: string,
  raw: unknown,
  range: { min: number; max: number; above?: boolean },
): Parsed<number> {
  const text = textOf(raw);
  const n = typeof raw === 'number' ? raw : DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(n)) return { error: `The ${attribute(name)} must be a number.` };
  if (range.above ? !(n > range.min) : n < range.min) {
    return {
      error: range.above
        ? `The ${attribute(name)} must be greater than ${range.min}.`
        : `The ${attribute(name)} must be at least ${range.min}.`,
    };
  }
  if (n > range.max) {
    return { error: `The ${attribute(name)} may not be greater than ${range.max}.` };
  }
  return { value: n };
}

const guestIdField = () => textField('guest_id', MAX_GUEST_ID);

/** An object, or its JSON text; anything else gives null. */
function objectOf(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

type TripPlace = RentalLocation & { lat: number; lng: number };

/** A place of the trip: `{location_name, lat, lng}` (spec §3 'Location object'). */
function locationField(name: string, required: true): ReturnType<typeof field<TripPlace>>;
function locationField(name: string, required: false): ReturnType<typeof field<TripPlace | null>>;
function locationField(name: string, required: boolean) {
  const parse = (raw: unknown): Parsed<TripPlace> => {
    const record = objectOf(raw);
    const invalid = `The ${attribute(name)} must be a location with lat and lng.`;
    if (record == null) return { error: invalid };
    const lat = numberValue('lat', record.lat, { min: -90, max: 90 });
    const lng = numberValue('lng', record.lng, { min: -180, max: 180 });
    if ('error' in lat || 'error' in lng) return { error: invalid };
    const rawName = record.location_name ?? record.address ?? '';
    if (typeof rawName !== 'string' || rawName.trim().length > MAX_LOCATION_NAME_LENGTH) {
      return {
        error: `The ${attribute(name)} name may not be greater than ${MAX_LOCATION_NAME_LENGTH} characters.`,
      };
    }
    return { value: { location_name: rawName.trim(), lat: lat.value, lng: lng.value } };
  };
  return required
    ? field(name, parse, { required: true })
    : field<TripPlace | null>(name, parse, { fallback: null });
}

/** `hourly` or a reading of the distance type (spec §3). */
const rentalTypeField = (name: string) =>
  field<RentalType>(
    name,
    (raw) => {
      const type = rentalTypeOf(typeof raw === 'string' ? raw.trim() : raw);
      return type == null
        ? { error: `The selected ${attribute(name)} is invalid.` }
        : { value: type };
    },
    { required: true },
  );

/** The pickup time, read into the provider's local time, with the text as sent. */
const pickupTimeField = (name: string) =>
  field<{ text: string; local: LocalDateTime }>(
    name,
    (raw) => {
      const text = typeof raw === 'string' ? raw.trim() : '';
      const local = parsePickupTime(text);
      return local == null
        ? {
            error: `The ${attribute(name)} must be a date and time such as 2030-01-08 02:30 PM.`,
          }
        : { value: { text, local } };
    },
    { required: true },
  );

const hoursField = (name: string) =>
  field<number | null>(name, (raw) => numberValue(name, raw, { min: 0, max: MAX_TRIP_HOURS }), {
    fallback: null,
  });
const kmField = (name: string) =>
  field<number | null>(name, (raw) => numberValue(name, raw, { min: 0, max: MAX_TRIP_KM }), {
    fallback: null,
  });

/** The trip entries every cart write shares (spec §3 'Rental cart add payload'). */
const tripEntries = {
  pickup_location: locationField('pickup_location', true),
  destination_location: locationField('destination_location', false),
  rental_type: rentalTypeField('rental_type'),
  estimated_hours: hoursField('estimated_hours'),
  pickup_time: pickupTimeField('pickup_time'),
  destination_time: hoursField('destination_time'),
  distance: kmField('distance'),
  guest_id: guestIdField(),
};

type TripLengths = {
  rental_type: RentalType;
  estimated_hours: number | null;
  distance: number | null;
  destination_time: number | null;
};

/** An hourly trip has its hours; a distance-wise one its km and route hours (reference §4.8). */
const hoursGiven = (t: TripLengths) =>
  t.rental_type !== 'hourly' || (t.estimated_hours != null && t.estimated_hours > 0);
const distanceGiven = (t: TripLengths) =>
  t.rental_type !== 'distance' || (t.distance != null && t.distance > 0);
const destinationTimeGiven = (t: TripLengths) =>
  t.rental_type !== 'distance' || t.destination_time != null;

const LENGTH_MESSAGES = {
  estimated_hours: 'The estimated hours field is required when rental type is hourly.',
  distance: 'The distance field is required when rental type is distance_wise.',
  destination_time: 'The destination time field is required when rental type is distance_wise.',
} as const;

/** The first trip length missing for the type, or null. */
function missingLength(t: TripLengths): keyof typeof LENGTH_MESSAGES | null {
  if (!hoursGiven(t)) return 'estimated_hours';
  if (!distanceGiven(t)) return 'distance';
  if (!destinationTimeGiven(t)) return 'destination_time';
  return null;
}

/** The trip-length check, answered on the missing field (its `code`). */
function tripLengthCheck<T extends TripLengths>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const key = missingLength(dataset.value);
    if (key === null) return;
    addIssue({
      message: LENGTH_MESSAGES[key],
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value as unknown as Record<string, unknown>,
          key,
          value: dataset.value[key],
        },
      ],
    });
  });
}

const quantityField = (name: string, fallback: number | null) =>
  fallback === null
    ? field(name, (raw) => integerValue(name, raw, 1, MAX_RENTAL_QUANTITY), { required: true })
    : field(name, (raw) => integerValue(name, raw, 1, MAX_RENTAL_QUANTITY), { fallback });

// ---------------------------------------------------------------- trip cart

/** `POST rental/user/cart/add-to-cart` (reference §4.8; spec §3). */
const addToCartObject = v.object(
  { vehicle_id: idField('vehicle_id'), quantity: quantityField('quantity', 1), ...tripEntries },
  BODY_MESSAGE,
);
export const rentalAddToCartRequest = v.pipe(
  addToCartObject,
  tripLengthCheck<v.InferOutput<typeof addToCartObject>>(),
);

/** `PUT rental/user/cart/update-cart` (spec §3 'Cart quantity update payload'). */
const updateCartObject = v.object(
  { cart_id: idField('cart_id'), quantity: quantityField('quantity', null), ...tripEntries },
  BODY_MESSAGE,
);
export const rentalUpdateCartRequest = v.pipe(
  updateCartObject,
  tripLengthCheck<v.InferOutput<typeof updateCartObject>>(),
);

/**
 * `PUT rental/user/cart/update-user-data/{user_data}` (spec §3 'Trip-type change payload';
 * `userId` is read from the token or the guest, whatever is sent).
 */
const updateUserDataObject = v.object(
  {
    userId: field<unknown>('userId', (raw) => ({ value: raw }), { fallback: null }),
    ...tripEntries,
  },
  BODY_MESSAGE,
);
export const rentalUpdateUserDataRequest = v.pipe(
  updateUserDataObject,
  tripLengthCheck<v.InferOutput<typeof updateUserDataObject>>(),
);

/** The `{user_data}` or `{cart_id}` of a path. */
export const rentalPathId = (name: string) => v.object({ [name]: idField(name) });

/**
 * `DELETE rental/user/cart/remove-vehicle/{cart_id}`: the reference reads `cart_id` from the
 * request (query or body), which wins over the path's; the web client may name the line by its
 * `vehicle_id` instead (spec §7).
 */
export const rentalRemoveVehicleRequest = v.object(
  {
    cart_id: idField('cart_id', true),
    vehicle_id: idField('vehicle_id', true),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

/** `DELETE rental/user/cart/remove-multiple-cart`: `cart_ids` a JSON list (spec §3). */
export const rentalRemoveMultipleRequest = v.object(
  {
    cart_ids: field<number[]>(
      'cart_ids',
      (raw) => {
        let list: unknown = raw;
        if (typeof raw === 'string') {
          try {
            list = JSON.parse(raw);
          } catch {
            list = raw.split(',');
          }
        }
        if (typeof list === 'number') list = [list];
        if (!Array.isArray(list) || list.length === 0) {
          return { error: 'The cart ids must be a list of cart ids.' };
        }
        if (list.length > MAX_CART_IDS) {
          return { error: `The cart ids may not have more than ${MAX_CART_IDS} items.` };
        }
        const ids: number[] = [];
        for (const entry of list) {
          const parsed = integerValue('cart_ids', entry, 1, 999_999_999);
          if ('error' in parsed) return { error: 'The cart ids must be a list of cart ids.' };
          ids.push(parsed.value);
        }
        return { value: [...new Set(ids)] };
      },
      { required: true },
    ),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

/** `GET rental/user/cart/get-cart`, `DELETE remove-cart`: the guest, when there is no token. */
export const rentalGuestRequest = v.object({ guest_id: guestIdField() }, BODY_MESSAGE);

// ---------------------------------------------------------------- trips

/** `POST rental/user/trip/trip-booking` (reference §6.11; the pickup contact and payment). */
export const tripBookingRequest = v.object(
  {
    /** core's `rentalTripTotals(...).total`, as the client shows it; refused when different. */
    trip_amount: field(
      'trip_amount',
      (raw) => numberValue('trip_amount', raw, { min: 0, max: 1_000_000_000 }),
      { required: true },
    ),
    /** Cash at pickup (`cash_on_delivery` or `cash_payment`); the others are not taken yet. */
    payment_method: field<string>(
      'payment_method',
      (raw) =>
        typeof raw === 'string' && (TRIP_PAYMENT_METHODS as readonly string[]).includes(raw.trim())
          ? { value: raw.trim() }
          : { error: `The selected ${attribute('payment_method')} is invalid.` },
      { fallback: 'cash_on_delivery' },
    ),
    /** Ignored: the cart's trip type is booked (it must be offered by every vehicle). */
    trip_type: field<RentalType | null>(
      'trip_type',
      (raw) => {
        const type = rentalTypeOf(typeof raw === 'string' ? raw.trim() : raw);
        return type == null
          ? { error: `The selected ${attribute('trip_type')} is invalid.` }
          : { value: type };
      },
      { fallback: null },
    ),
    /** When sent, the cart's provider must be this one. */
    provider_id: idField('provider_id', true),
    coupon_code: textField('coupon_code', 50),
    additional_note: textField('additional_note', MAX_TRIP_NOTE_LENGTH),
    contact_person_name: textField('contact_person_name', 100),
    contact_person_number: textField('contact_person_number', 30),
    contact_person_email: textField('contact_person_email', 255),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

/** The `{all}` of `get-trip-list/{all}`: `running`, `completed`, or any other word for every trip. */
export const tripListPath = v.object({
  all: v.pipe(
    v.string(requiredMessage('all')),
    v.minLength(1, requiredMessage('all')),
    v.maxLength(30, `The ${attribute('all')} may not be greater than 30 characters.`),
  ),
});

/** `GET rental/user/trip/get-trip-list/{all}`. */
export const tripListQuery = v.object({
  limit: pageLimit(),
  offset: pageOffset,
  guest_id: guestIdField(),
});

/**
 * `GET rental/user/trip/get-trip-details`: the owner's trip; a guest's trip also by its contact
 * number (the tracking of a guest without its guest id, as `order/track`).
 */
export const tripDetailsQuery = v.object({
  trip_id: idField('trip_id'),
  contact_number: textField('contact_number', 30),
  guest_id: guestIdField(),
});

/** `POST rental/user/trip/payment` (reference §6.11 'After booking'). */
export const tripPaymentRequest = v.object(
  {
    trip_id: idField('trip_id'),
    payment_method: field<string>(
      'payment_method',
      (raw) =>
        typeof raw === 'string' && (TRIP_PAYMENT_METHODS as readonly string[]).includes(raw.trim())
          ? { value: raw.trim() }
          : { error: `The selected ${attribute('payment_method')} is invalid.` },
      { required: true },
    ),
    payment_gateway: textField('payment_gateway', 50),
    callback_url: textField('callback_url', 500),
    payment_platform: textField('payment_platform', 50),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

/** `PUT rental/user/trip/cancel-trip`: the trip and a reason. */
export const cancelTripRequest = v.object(
  {
    trip_id: idField('trip_id'),
    reason: field(
      'reason',
      (raw) => {
        if (typeof raw !== 'string')
          return { error: `The ${attribute('reason')} must be a string.` };
        const text = raw.trim();
        return text.length > MAX_TRIP_REASON_LENGTH
          ? {
              error: `The ${attribute('reason')} may not be greater than ${MAX_TRIP_REASON_LENGTH} characters.`,
            }
          : { value: text };
      },
      { required: true },
    ),
    guest_id: guestIdField(),
  },
  BODY_MESSAGE,
);

// ---------------------------------------------------------------- wishlist and review

/**
 * `rental/user/wish-list/add` and `remove`: `vehicle_id` or `provider_id` (one of them; both →
 * 403 `data`, as the customer wishlist).
 */
export const rentalWishlistRequest = v.pipe(
  v.object(
    { vehicle_id: idField('vehicle_id', true), provider_id: idField('provider_id', true) },
    BODY_MESSAGE,
  ),
  v.check(
    (input) => input.vehicle_id == null || input.provider_id == null,
    'Send a vehicle id or a provider id, not both.',
  ),
  v.forward(
    v.partialCheck(
      [['vehicle_id'], ['provider_id']],
      (input) => input.vehicle_id != null || input.provider_id != null,
      'The vehicle id field is required when provider id is not present.',
    ),
    ['vehicle_id'],
  ),
);

/** `POST rental/user/review/add`: a vehicle of a completed trip, rated 1 to 5. */
export const vehicleReviewRequest = v.object(
  {
    trip_id: idField('trip_id'),
    vehicle_id: idField('vehicle_id'),
    rating: field('rating', (raw) => integerValue('rating', raw, MIN_RATING, MAX_RATING), {
      required: true,
    }),
    comment: textField('comment', MAX_REVIEW_COMMENT_LENGTH),
  },
  BODY_MESSAGE,
);

export type RentalAddToCartRequest = v.InferOutput<typeof rentalAddToCartRequest>;
export type RentalUpdateCartRequest = v.InferOutput<typeof rentalUpdateCartRequest>;
export type RentalUpdateUserDataRequest = v.InferOutput<typeof rentalUpdateUserDataRequest>;
export type RentalTripRequest = Pick<
  RentalAddToCartRequest,
  | 'pickup_location'
  | 'destination_location'
  | 'rental_type'
  | 'estimated_hours'
  | 'pickup_time'
  | 'destination_time'
  | 'distance'
>;
export type TripBookingRequest = v.InferOutput<typeof tripBookingRequest>;
