import { rentalTypeOf, rentalTypeWire, type RentalType } from '@storefront/core/domain/rental';
import type { RentalLocation } from '@storefront/core/domain/rental';
import { parsePickupTime, type PickupTime } from '@storefront/core/domain/rental-search';
import type { TripPlan } from '@storefront/core/machines/rental-search.machine';

/**
 * The query of `/rental/vehicle-search` (rental-and-auth §2: `categoryId` or `all_category=1`)
 * and of a vehicle page opened from it (`from=from_search`): the filters, the order and the view,
 * and the trip asked for in the home's search bar (trip type, pickup, destination, pickup time,
 * hours). Everything lives in the URL, so a link reproduces the search. Parsing is forgiving:
 * an unreadable value is dropped, never an error.
 */

/** Transmission types the search filters by (openapi `TransmissionTypes`). */
export const TRANSMISSIONS = [
  'automatic',
  'manual',
  'continuously_variable',
  'dual_clutch',
  'semi_automatic',
] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Fuel types the search filters by (openapi `FuelTypes`). */
export const FUELS = ['petrol', 'octan', 'diesel', 'cng', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

/** The orders of the vehicle search (openapi `VehicleSort`; `popular` is the default's twin). */
export const VEHICLE_SORTS = [
  'default',
  'top_rated',
  'newest',
  'price_low',
  'price_high',
  'a_to_z',
  'z_to_a',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

/** The seat counts offered as "at least n seats". */
export const SEAT_OPTIONS = [2, 4, 5, 7, 10] as const;

export type VehicleView = 'grid' | 'rows';

export interface VehicleFilters {
  tripType: RentalType | null;
  name: string;
  categoryIds: number[];
  brandIds: number[];
  minSeats: number | null;
  /** 1 air-conditioned, 0 without, null either. */
  airCondition: 0 | 1 | null;
  transmissions: Transmission[];
  fuels: Fuel[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: VehicleSort;
}

/** The trip asked for in the search bar (each part may be missing). */
export interface TripQuery {
  tripType: RentalType;
  pickup: RentalLocation | null;
  destination: RentalLocation | null;
  /** `YYYY-MM-DDTHH:MM` in the provider's local time (a datetime-local value). */
  pickupTime: string | null;
  /** Whole hours of an hourly trip. */
  hours: number | null;
}

export const EMPTY_FILTERS: VehicleFilters = {
  tripType: null,
  name: '',
  categoryIds: [],
  brandIds: [],
  minSeats: null,
  airCondition: null,
  transmissions: [],
  fuels: [],
  minPrice: null,
  maxPrice: null,
  sort: 'default',
};

/** The longest name text the server accepts. */
export const MAX_NAME = 255;
/** The most hours an hourly trip may ask for in the search bar (30 days). */
export const MAX_HOURS = 720;

const positiveInt = (value: string | null | undefined): number | null => {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const amount = (value: string | null): number | null => {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? n : null;
};

const coordinate = (value: string | null, limit: number): number | null => {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** Ids from a comma list (`1,2`), repeated keys or a JSON array (`[1,2]`), without repeats. */
function idList(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.replace(/[[\]\s]/g, '').split(','))
    .map(positiveInt)
    .filter((n): n is number => n != null);
  return [...new Set(ids)];
}

function oneOf<T extends string>(list: readonly T[], values: string[]): T[] {
  const chosen = values.flatMap((v) => v.split(',')).map((v) => v.trim());
  return list.filter((item) => chosen.includes(item));
}

const PICKUP_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function location(params: URLSearchParams, key: string): RentalLocation | null {
  const name = params.get(key)?.trim() ?? '';
  const lat = coordinate(params.get(`${key}_lat`), 90);
  const lng = coordinate(params.get(`${key}_lng`), 180);
  if (name === '' || lat == null || lng == null) return null;
  return { location_name: name, lat, lng };
}

/** The filters of a vehicle search's query. */
export function parseVehicleFilters(params: URLSearchParams): VehicleFilters {
  const ac = params.get('ac');
  const sort = params.get('sort') ?? '';
  const seats = positiveInt(params.get('seats'));
  let minPrice = amount(params.get('min_price'));
  let maxPrice = amount(params.get('max_price'));
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    tripType: rentalTypeOf(params.get('trip_type')),
    name: (params.get('name') ?? '').trim().slice(0, MAX_NAME),
    categoryIds: idList(params, 'categoryId'),
    brandIds: idList(params, 'brandId'),
    minSeats: seats != null && seats <= 100 ? seats : null,
    airCondition: ac === '1' ? 1 : ac === '0' ? 0 : null,
    transmissions: oneOf(TRANSMISSIONS, params.getAll('transmission')),
    fuels: oneOf(FUELS, params.getAll('fuel')),
    minPrice,
    maxPrice,
    sort: (VEHICLE_SORTS as readonly string[]).includes(sort) ? (sort as VehicleSort) : 'default',
  };
}

/** The trip of a query (hourly when no type is named). */
export function parseTripQuery(params: URLSearchParams): TripQuery {
  const time = params.get('pickup_time')?.trim() ?? '';
  const hours = positiveInt(params.get('hours'));
  return {
    tripType: rentalTypeOf(params.get('trip_type')) ?? 'hourly',
    pickup: location(params, 'pickup'),
    destination: location(params, 'destination'),
    pickupTime: PICKUP_TIME.test(time) ? time : null,
    hours: hours != null && hours <= MAX_HOURS ? hours : null,
  };
}

/** The list view of the query (`view=rows` for the wide rows, else the compact cards). */
export function parseView(params: URLSearchParams): VehicleView {
  return params.get('view') === 'rows' ? 'rows' : 'grid';
}

/** Whether the query carries a trip from the search bar (a pickup and a time). */
export function hasTrip(trip: TripQuery): boolean {
  return trip.pickup != null && trip.pickupTime != null;
}

function setLocation(params: URLSearchParams, key: string, place: RentalLocation | null) {
  if (place == null) return;
  params.set(key, place.location_name);
  params.set(`${key}_lat`, String(place.lat));
  params.set(`${key}_lng`, String(place.lng));
}

/** The trip's part of a query (`trip_type`, the places, `pickup_time`, `hours`). */
export function tripParams(trip: TripQuery, params = new URLSearchParams()): URLSearchParams {
  params.set('trip_type', trip.tripType);
  setLocation(params, 'pickup', trip.pickup);
  setLocation(params, 'destination', trip.destination);
  if (trip.pickupTime != null) params.set('pickup_time', trip.pickupTime);
  if (trip.tripType === 'hourly' && trip.hours != null) params.set('hours', String(trip.hours));
  return params;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A pickup time as a datetime-local value (`YYYY-MM-DDTHH:MM`). */
export function pickupTimeValue(at: PickupTime): string {
  const minutes = Math.floor(at.seconds / 60);
  return `${at.date}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** A complete datetime-local value as a pickup time (date and seconds), else null. */
export function pickupTimeOf(value: string | null | undefined): PickupTime | null {
  if (value == null || !PICKUP_TIME.test(value.trim())) return null;
  const at = parsePickupTime(value);
  return at == null ? null : { date: at.date, seconds: at.seconds };
}

/** Whether two pickup times are the same moment. */
export function samePickupTime(a: PickupTime | null, b: PickupTime | null): boolean {
  return a != null && b != null && a.date === b.date && a.seconds === b.seconds;
}

/**
 * The query of a search made with core's rental search machine (its `TripPlan`): the trip
 * type, the places, the pickup time and, for an hourly trip, the hours (a distance-wise trip's
 * route is found again from the places where the trip is used: features/trips plan-query.ts).
 */
export function tripQueryOfPlan(plan: TripPlan): TripQuery {
  return {
    tripType: plan.type,
    pickup: { ...plan.pickup },
    destination: { ...plan.destination },
    pickupTime: pickupTimeValue(plan.pickupAt),
    hours: plan.type === 'hourly' ? plan.hours : null,
  };
}

const TRIP_KEYS = [
  'trip_type',
  'pickup',
  'pickup_lat',
  'pickup_lng',
  'destination',
  'destination_lat',
  'destination_lng',
  'pickup_time',
  'hours',
];

/** The trip keys of a query alone (what a vehicle page opened from the search keeps). */
export function tripOnly(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const key of TRIP_KEYS) {
    const value = params.get(key);
    if (value != null) kept.set(key, value);
  }
  return kept;
}

/**
 * The query of a search: the trip's keys as they are, then the filters, the order and the view
 * (defaults left out). `all_category=1` says every category was asked for (spec §2).
 */
export function vehicleSearchParams(
  filters: VehicleFilters,
  view: VehicleView,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = tripOnly(base);
  if (filters.tripType != null) params.set('trip_type', filters.tripType);
  else params.delete('trip_type');
  if (filters.name !== '') params.set('name', filters.name);
  if (filters.categoryIds.length > 0) params.set('categoryId', filters.categoryIds.join(','));
  else params.set('all_category', '1');
  if (filters.brandIds.length > 0) params.set('brandId', filters.brandIds.join(','));
  if (filters.minSeats != null) params.set('seats', String(filters.minSeats));
  if (filters.airCondition != null) params.set('ac', String(filters.airCondition));
  if (filters.transmissions.length > 0) {
    params.set('transmission', filters.transmissions.join(','));
  }
  if (filters.fuels.length > 0) params.set('fuel', filters.fuels.join(','));
  if (filters.minPrice != null) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice != null) params.set('max_price', String(filters.maxPrice));
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (view === 'rows') params.set('view', 'rows');
  return params;
}

/** `/rental/vehicle-search?…`. */
export function vehicleSearchPath(params: URLSearchParams): string {
  const text = params.toString();
  return `/rental/vehicle-search${text === '' ? '' : `?${text}`}`;
}

/** How many filters narrow the search (the trip type, the order and the name aside). */
export function activeFilterCount(filters: VehicleFilters): number {
  return [
    filters.categoryIds.length > 0,
    filters.brandIds.length > 0,
    filters.minSeats != null,
    filters.airCondition != null,
    filters.transmissions.length > 0,
    filters.fuels.length > 0,
    filters.minPrice != null || filters.maxPrice != null,
  ].filter(Boolean).length;
}

/** The lowest and highest price the price filter offers. */
export interface PriceBounds {
  min: number;
  max: number;
}

/**
 * The price filter's bounds from a search answer (openapi `VehicleSearchPage`: `min_price` and
 * `max_price`, the lowest and highest rate shown among the vehicles offering the searched type,
 * whatever the other filters; 0 and 0 when there is none), or null when the answer has none.
 */
export function priceBoundsOf(
  page: { min_price?: number | null; max_price?: number | null } | null | undefined,
): PriceBounds | null {
  const min = page?.min_price;
  const max = page?.max_price;
  if (typeof min !== 'number' || typeof max !== 'number') return null;
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max <= 0 || max < min) {
    return null;
  }
  return { min, max };
}

/** The price slider's ends: the bounds widened to whole amounts (never a single point). */
export function priceSliderEnds(bounds: PriceBounds): [number, number] {
  const low = Math.floor(bounds.min);
  const high = Math.ceil(bounds.max);
  return [low, high > low ? high : low + 1];
}

const clamp = (n: number, [low, high]: readonly [number, number]) =>
  Math.min(high, Math.max(low, n));

/** The slider's thumbs for a range: an open side at its end, a value beyond the ends at it. */
export function priceThumbs(
  low: number | null,
  high: number | null,
  ends: readonly [number, number],
): [number, number] {
  const a = clamp(low ?? ends[0], ends);
  const b = clamp(high ?? ends[1], ends);
  return a <= b ? [a, b] : [b, a];
}

/** The range of the slider's thumbs: a thumb at an end leaves that side open. */
export function priceRangeOfThumbs(
  thumbs: readonly number[],
  ends: readonly [number, number] | null,
): Pick<VehicleFilters, 'minPrice' | 'maxPrice'> {
  if (ends == null) return { minPrice: null, maxPrice: null };
  const [low = ends[0], high = ends[1]] = thumbs;
  return {
    minPrice: low <= ends[0] ? null : low,
    maxPrice: high >= ends[1] ? null : high,
  };
}

/** The search's API query (openapi `searchVehicles`; lists as comma lists). */
export interface VehicleSearchApiQuery {
  name?: string;
  trip_type?: 'hourly' | 'distance_wise';
  category_ids?: string;
  brand_ids?: string;
  min_seats?: number;
  air_condition?: 0 | 1;
  transmission_type?: string;
  fuel_type?: string;
  min_price?: number;
  max_price?: number;
  sort_by?: VehicleSort;
}

export function vehicleSearchApiQuery(filters: VehicleFilters): VehicleSearchApiQuery {
  const query: VehicleSearchApiQuery = {};
  if (filters.name !== '') query.name = filters.name;
  if (filters.tripType != null) query.trip_type = rentalTypeWire(filters.tripType);
  if (filters.categoryIds.length > 0) query.category_ids = filters.categoryIds.join(',');
  if (filters.brandIds.length > 0) query.brand_ids = filters.brandIds.join(',');
  if (filters.minSeats != null) query.min_seats = filters.minSeats;
  if (filters.airCondition != null) query.air_condition = filters.airCondition;
  if (filters.transmissions.length > 0) query.transmission_type = filters.transmissions.join(',');
  if (filters.fuels.length > 0) query.fuel_type = filters.fuels.join(',');
  if (filters.minPrice != null) query.min_price = filters.minPrice;
  if (filters.maxPrice != null) query.max_price = filters.maxPrice;
  if (filters.sort !== 'default') query.sort_by = filters.sort;
  return query;
}

/** `/rental/vehicle-details/{slug or id}`, with `from=from_search` and the trip when searched. */
export function vehiclePath(
  vehicle: { id: number; slug?: string | null },
  trip?: URLSearchParams | null,
): string {
  const id = encodeURIComponent(vehicle.slug?.trim() ? vehicle.slug : String(vehicle.id));
  const params = trip != null ? tripOnly(trip) : new URLSearchParams();
  if (trip != null && params.toString() !== '') params.set('from', 'from_search');
  const text = params.toString();
  return `/rental/vehicle-details/${id}${text === '' ? '' : `?${text}`}`;
}

/** `/rental/provider-details/{slug or id}`. */
export function providerPath(provider: { id: number; slug?: string | null }): string {
  const id = provider.slug?.trim() ? provider.slug : String(provider.id);
  return `/rental/provider-details/${encodeURIComponent(id)}`;
}
