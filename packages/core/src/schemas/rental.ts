/**
 * Query schemas of the rental module's customer reads (reference §1.4; rental-and-auth §3, §9):
 * vehicle search and its filters (trip type, category, brand, seats, air conditioning,
 * transmission, fuel, price range), sorting and pages; suggestions; a provider's vehicles.
 *
 * Values arrive as strings, as in the catalogue's queries (catalogue.ts): blank is absent, the
 * texts `undefined` and `null` are an unset filter, a failure is answered 403 with `code` = the
 * field. Lists are a JSON array (`[1,2]`, `["petrol","diesel"]`) or values separated by commas.
 */
import * as v from 'valibot';
import { rentalTypeOf, type RentalType } from '../domain/rental.js';
import {
  categoryList,
  field,
  integer,
  oneOf,
  pageLimit,
  pageOffset,
  price,
  searchText,
  MAX_PAGE_LIMIT,
  MAX_SEARCH_LENGTH,
} from './catalogue.js';
import { attributeName as attribute } from './validate.js';

const QUERY_MESSAGE = 'The query must be an object.';

/** Fuel types of a vehicle (the v1 API's values). */
export const FUEL_TYPES = ['octan', 'diesel', 'cng', 'petrol', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Transmission types of a vehicle (the v1 API's values). */
export const TRANSMISSION_TYPES = [
  'automatic',
  'manual',
  'continuously_variable',
  'dual_clutch',
  'semi_automatic',
] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];

/**
 * Orders of a vehicle list: `default` (most trips first), `top_rated`, `newest`, the shown price
 * (rental-pricing.ts `shownRentalPrice`) low to high or high to low, and by name.
 */
export const VEHICLE_SORTS = [
  'default',
  'popular',
  'top_rated',
  'newest',
  'price_low',
  'price_high',
  'a_to_z',
  'z_to_a',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/** Most seats a filter may ask for. */
export const MAX_SEATS = 100;

/** Splits a JSON array or a comma-separated list into its trimmed, unquoted parts. */
function listParts(text: string): string[] {
  const inner = /^\[.*\]$/s.test(text) ? text.slice(1, -1) : text;
  return inner
    .split(',')
    .map((p) => p.trim().replace(/^"(.*)"$/, '$1'))
    .filter((p) => p !== '');
}

/** A list of some of `values` (the empty list: no filter). */
function enumList<const T extends readonly string[]>(name: string, values: T) {
  return field<T[number][]>(
    name,
    (text) => {
      const parts = listParts(text);
      if (parts.length > values.length || !parts.every((p) => values.includes(p))) {
        return { error: `The selected ${attribute(name)} is invalid.` };
      }
      return { value: [...new Set(parts)] as T[number][] };
    },
    { fallback: [] },
  );
}

/** The trip type: `hourly`, or a reading of the distance type (`distance_wise`…); null = any. */
function tripType(name: string) {
  return field<RentalType | null>(
    name,
    (text) => {
      const type = rentalTypeOf(text);
      return type === null
        ? { error: `The selected ${attribute(name)} is invalid.` }
        : { value: type };
    },
    { fallback: null },
  );
}

/** Air conditioning: 1 (with), 0 (without); null when absent (both). */
function airCondition(name: string) {
  return field<boolean | null>(
    name,
    (text) => {
      const lower = text.toLowerCase();
      if (lower === '1' || lower === 'true') return { value: true };
      if (lower === '0' || lower === 'false') return { value: false };
      return { error: `The ${attribute(name)} field must be true or false.` };
    },
    { fallback: null },
  );
}

/** A seat count bound, 1 to MAX_SEATS; null when absent. */
function seats(name: string) {
  return v.pipe(
    integer(name, 1, { fallback: 0 }),
    v.check((n) => n <= MAX_SEATS, `The ${attribute(name)} may not be greater than ${MAX_SEATS}.`),
    v.transform((n) => (n === 0 ? null : n)),
  );
}

/** An optional search text (null when absent), at most 255 characters. */
function optionalText(name: string) {
  return field<string | null>(
    name,
    (text) =>
      text.length > MAX_SEARCH_LENGTH
        ? {
            error: `The ${attribute(name)} may not be greater than ${MAX_SEARCH_LENGTH} characters.`,
          }
        : { value: text },
    { fallback: null },
  );
}

/** The filters, order and page every vehicle list shares. */
const vehicleListEntries = {
  trip_type: tripType('trip_type'),
  category_ids: categoryList('category_ids'),
  brand_ids: categoryList('brand_ids'),
  min_seats: seats('min_seats'),
  max_seats: seats('max_seats'),
  air_condition: airCondition('air_condition'),
  transmission_type: enumList('transmission_type', TRANSMISSION_TYPES),
  fuel_type: enumList('fuel_type', FUEL_TYPES),
  min_price: price('min_price'),
  max_price: price('max_price'),
  sort_by: oneOf('sort_by', VEHICLE_SORTS, 'default'),
  limit: pageLimit(),
  offset: pageOffset,
};

/** `rental/vehicle/search`: vehicles by name (optional) and the filters. */
export const vehicleSearchQuery = v.object(
  { name: optionalText('name'), ...vehicleListEntries },
  QUERY_MESSAGE,
);

/** `rental/vehicle/get-provider-vehicles`: a provider's vehicles, with the same filters. */
export const providerVehiclesQuery = v.object(
  {
    provider_id: integer('provider_id', 1, { required: true }),
    name: optionalText('name'),
    ...vehicleListEntries,
  },
  QUERY_MESSAGE,
);

/** `rental/vehicle/search/suggestion`: names starting or containing `name`. */
export const vehicleSuggestionQuery = v.object({ name: searchText('name') }, QUERY_MESSAGE);

/** `rental/vehicle/top-rated`: a page, optionally of one trip type. */
export const topRatedVehiclesQuery = v.object(
  { trip_type: tripType('trip_type'), limit: pageLimit(), offset: pageOffset },
  QUERY_MESSAGE,
);

/** Vehicle categories and brands: a page of up to 50 (the default), as the lists are short. */
export const rentalListQuery = v.object(
  { limit: pageLimit(MAX_PAGE_LIMIT), offset: pageOffset },
  QUERY_MESSAGE,
);

/** Longest coupon code. */
export const MAX_RENTAL_COUPON_CODE_LENGTH = 50;

/** `rental/coupon/apply`: a coupon code for a provider's trip. */
export const rentalCouponApplyQuery = v.object(
  {
    code: field<string>(
      'code',
      (text) =>
        text.length > MAX_RENTAL_COUPON_CODE_LENGTH
          ? {
              error: `The ${attribute('code')} may not be greater than ${MAX_RENTAL_COUPON_CODE_LENGTH} characters.`,
            }
          : { value: text },
      { required: true },
    ),
    provider_id: integer('provider_id', 1, { required: true }),
  },
  QUERY_MESSAGE,
);

export type VehicleSearchQuery = v.InferOutput<typeof vehicleSearchQuery>;
export type ProviderVehiclesQuery = v.InferOutput<typeof providerVehiclesQuery>;
export type VehicleListFilters = Omit<VehicleSearchQuery, 'limit' | 'offset'> & {
  provider_id?: number;
};
