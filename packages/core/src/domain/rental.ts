/**
 * The rental module's wire shapes and trip types (rental-and-auth §3, §9; reference §1.4, §4.8,
 * §6.11). Types only, plus the readings every other rental rule shares (rental type, the
 * vehicle's offered trip types, its rates, the provider's zones). The pricing rules are in
 * rental-pricing.ts, the trip cart rules in rental-cart.ts, the search rules (route hours,
 * distance, pickup time, destination history) in rental-search.ts.
 *
 * - Rental types (spec §9 'Rental types: hourly, distance'): the rules speak of `hourly` and
 *   `distance`. On the wire the distance type is `distance_wise` (reference §4.8); the spec
 *   also saw `distance` and `distance_based` (spec §3: 'treat as the distance-based type'), so
 *   `rentalTypeOf` reads all three and `rentalTypeWire` always writes `distance_wise`.
 * - A vehicle offers a trip type when its flag (`trip_hourly`, `trip_distance`) is 1 (spec §3).
 * - Numbers may arrive as numeric strings (a 6amMart backend sends decimals as strings); every
 *   rule reads them with `toAmount`.
 */
import { idList } from './coupon.js';
import type { DiscountType } from './discount.js';
import { toAmount } from './money.js';
import type { ScheduleSlot } from './schedule.js';

// ---------------------------------------------------------------- rental types

/** The trip types the rules speak of (spec §9). */
export const RENTAL_TYPES = ['hourly', 'distance'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];

/** The rental type as the v1 API writes it (reference §4.8 `rental_type`). */
export type RentalTypeWire = 'hourly' | 'distance_wise';

/** The readings of the distance type seen on the wire (spec §3). */
const DISTANCE_READINGS: readonly string[] = ['distance', 'distance_wise', 'distance_based'];

/** `hourly`, or `distance` for any reading of the distance type; null for anything else. */
export function rentalTypeOf(value: unknown): RentalType | null {
  if (value === 'hourly') return 'hourly';
  return typeof value === 'string' && DISTANCE_READINGS.includes(value) ? 'distance' : null;
}

/** The wire value of a rental type: `hourly` or `distance_wise` (reference §4.8). */
export function rentalTypeWire(type: RentalType): RentalTypeWire {
  return type === 'hourly' ? 'hourly' : 'distance_wise';
}

const isOne = (v: unknown): boolean => v === 1 || v === '1' || v === true;

// ---------------------------------------------------------------- wire shapes

/** A place of the trip (spec §3 'Location object'; reference §4.8 reads `lat`, `lng`). */
export interface RentalLocation {
  location_name: string;
  lat: number | string;
  lng: number | string;
}

/** The running discount of a provider (spec §3 `provider.discount`; reference §6.11). */
export interface ProviderDiscount {
  /** A percent of the trip price (reference §6.11 'price × pct'). */
  discount: number | string;
  /** Cap on the discount; 0 or absent means no cap. */
  max_discount?: number | string | null;
  /** The discount applies only from this trip price on. */
  min_purchase?: number | string | null;
  start_date?: string | null;
  end_date?: string | null;
  start_time?: string | null;
  end_time?: string | null;
  discount_type?: DiscountType | string | null;
}

/** A provider as vehicles and cart entries carry it (spec §3; reference §4.8 `provider`). */
export interface RentalProvider {
  id: number;
  name: string;
  logo_full_url?: string | null;
  avg_rating?: number | string | null;
  address?: string | null;
  /** The zones the provider picks up in: ids, or a JSON array string (`"[1,2]"`). */
  pickup_zone_id?: readonly (number | string)[] | string | null;
  /** The provider's tax rate, percent (reference §4.8 `provider.tax`). */
  tax?: number | string | null;
  discount?: ProviderDiscount | null;
  /** Open or temporarily closed (1/true = open), as a store's `active`. */
  active?: boolean | number | null;
  /** Opening hours, as a store's (schedule.ts). */
  schedules?: readonly ScheduleSlot[] | null;
}

/** A vehicle (spec §3 'Vehicle'; reference §4.8 `vehicle`). */
export interface Vehicle {
  id: number;
  name: string;
  description?: string | null;
  thumbnail_full_url?: string | null;
  images_full_url?: readonly string[] | null;
  /** 1 = New Arrival. */
  new_tag?: number | null;
  provider_id?: number;
  provider?: RentalProvider | null;
  seating_capacity?: number | string | null;
  type?: string | null;
  /** 0 = non-AC. */
  air_condition?: number | null;
  transmission_type?: string | null;
  fuel_type?: string | null;
  /** 1 if the hourly trip is offered. */
  trip_hourly: number | string | boolean | null;
  /** 1 if the distance-wise trip is offered. */
  trip_distance: number | string | boolean | null;
  /** Price per hour. */
  hourly_price: number | string | null;
  /** Price per km. */
  distance_price: number | string | null;
  /** The vehicle's discount: a percent or an amount per vehicle (see `discount_type`). */
  discount_price?: number | string | null;
  discount_type?: DiscountType | string | null;
  /** Units of this vehicle (free at the pickup time, in a cart entry). */
  total_vehicle_count?: number | null;
  /** The same count under its other name (spec §3). */
  total_vehicles?: number | null;
  total_reviews?: number | null;
  avg_rating?: number | string | null;
}

/** An entry of the trip cart (reference §4.8 `carts[]`). */
export interface RentalCartEntry {
  id: number;
  provider_id: number;
  user_id: number | string;
  vehicle_id: number;
  module_id: number;
  quantity: number;
  is_guest: boolean | number;
  /** Discounted unit price × quantity (rental-pricing.ts `rentalLinePrice(...).total`). */
  price: number | string;
  created_at?: string | null;
  updated_at?: string | null;
  /** With `total_vehicle_count` free at the pickup time. */
  vehicle: Vehicle;
  provider: RentalProvider;
}

/** The trip of the cart (reference §4.8 `user_data`; spec §3 'Rental cart'). */
export interface RentalCartUserData {
  id: number;
  user_id: number | string;
  pickup_location: RentalLocation;
  destination_location: RentalLocation;
  /** `YYYY-MM-DD hh:mm AM/PM` as sent (rental-search.ts `formatPickupTime`). */
  pickup_time: string;
  rental_type: RentalTypeWire | string;
  estimated_hours: number | string;
  /** Km. */
  distance: number | string;
  total_cart_price: number | string;
  /** Whole hours of the route (rental-search.ts `routeHours`). */
  destination_time: number | string | null;
  /** Spec §3 names it beside `rental_type`. */
  trip_type?: string | null;
  is_guest?: number | boolean;
  created_at?: string | null;
  updated_at?: string | null;
}

/**
 * The answer of every trip cart call (reference §4.8): `user_data` is `[]` when the cart is
 * empty; `remove-cart` adds `status: "success"`.
 */
export interface RentalCartResponse {
  carts: RentalCartEntry[];
  user_data: RentalCartUserData | readonly never[];
  status?: 'success';
}

/** The cart's trip, or null when `user_data` is `[]` or absent. */
export function cartUserData(
  response: Pick<RentalCartResponse, 'user_data'>,
): RentalCartUserData | null {
  const data = response.user_data;
  return data != null && !Array.isArray(data) ? (data as RentalCartUserData) : null;
}

/** `POST rental/user/cart/add-to-cart` (spec §3; reference §4.8). */
export interface RentalAddToCartBody {
  vehicle_id: number;
  /** 1 from the storefront. */
  quantity: number;
  pickup_location: RentalLocation;
  destination_location: RentalLocation;
  rental_type: RentalTypeWire;
  /** Required when hourly. */
  estimated_hours?: number | null;
  /** `YYYY-MM-DD hh:mm AM/PM`. */
  pickup_time: string;
  /** Whole hours of the route; required when distance-wise. */
  destination_time?: number | null;
  /** Km; required when distance-wise. */
  distance?: number | null;
  /** Null when signed in. */
  guest_id: string | null;
}

/** `PUT rental/user/cart/update-cart` (spec §3 'Cart quantity update payload'). */
export interface RentalUpdateCartBody {
  cart_id: number;
  quantity: number;
  pickup_location: RentalLocation;
  destination_location: RentalLocation;
  pickup_time: string;
  rental_type: RentalTypeWire;
  estimated_hours?: number | null;
  guest_id: string | null;
}

/** `PUT rental/user/cart/update-user-data/{user_data}` (spec §3 'Trip-type change payload'). */
export interface RentalUpdateUserDataBody {
  userId: number;
  pickup_location: RentalLocation;
  destination_location: RentalLocation;
  rental_type: RentalTypeWire;
  estimated_hours?: number | null;
  pickup_time: string;
  /** Whole hours from the route duration. */
  destination_time?: number | null;
  /** Km. */
  distance?: number | null;
  guest_id: string | null;
}

/**
 * The answer of update-user-data when the new type is not offered by every vehicle: the cart
 * entries to remove first (spec §4 'trip vehicle list'; rental-cart.ts `entriesWithoutType`).
 */
export interface RentalTypeConflictAnswer {
  vehicles: RentalCartEntry[];
}

/** `DELETE rental/user/cart/remove-multiple-cart` query (spec §3 'Remove-multiple payload'). */
export interface RentalRemoveMultipleQuery {
  /** A JSON list of cart ids (`"[3,4]"`). */
  cart_ids: string;
  guest_id: string | null;
}

/** `DELETE rental/user/cart/remove-vehicle/{cart_id}` query (spec §7; reference §1.4 note). */
export interface RentalRemoveVehicleQuery {
  cart_id?: number;
  vehicle_id?: number;
  quantity?: number;
  pickup_time?: string;
  rental_type?: RentalTypeWire;
  guest_id: string | null;
}

/** `POST rental/user/trip/trip-booking` (reference §6.11). */
export interface RentalTripBookingBody {
  /** rental-pricing.ts `rentalTripTotals(...).total`. */
  trip_amount: number;
  trip_type: RentalTypeWire;
  provider_id: number;
  coupon_code?: string | null;
  schedule_at?: string | null;
  scheduled?: number | boolean;
  additional_note?: string | null;
  guest_id?: string | null;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
}

// ---------------------------------------------------------------- readings

/** The vehicle fields the trip-type rules read. */
export type TripTypeFields = Pick<Vehicle, 'trip_hourly' | 'trip_distance'>;

/** Whether the vehicle offers the trip type (`trip_hourly` / `trip_distance` is 1; spec §3). */
export function offersRentalType(vehicle: TripTypeFields, type: RentalType): boolean {
  return isOne(type === 'hourly' ? vehicle.trip_hourly : vehicle.trip_distance);
}

/** The trip types a vehicle offers, hourly first. */
export function offeredRentalTypes(vehicle: TripTypeFields): RentalType[] {
  return RENTAL_TYPES.filter((type) => offersRentalType(vehicle, type));
}

/** The vehicle's rate for a trip type: `hourly_price` per hour or `distance_price` per km. */
export function rentalRate(
  vehicle: Pick<Vehicle, 'hourly_price' | 'distance_price'>,
  type: RentalType,
): number {
  return Math.max(0, toAmount(type === 'hourly' ? vehicle.hourly_price : vehicle.distance_price));
}

/** Units of the vehicle: `total_vehicle_count`, else `total_vehicles` (spec §3), else 0. */
export function vehicleUnitCount(
  vehicle: Pick<Vehicle, 'total_vehicle_count' | 'total_vehicles'>,
): number {
  const n = vehicle.total_vehicle_count ?? vehicle.total_vehicles;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** The provider's pickup zone ids as strings (an array or a JSON array string). */
export function providerZoneIds(provider: Pick<RentalProvider, 'pickup_zone_id'>): string[] {
  return idList(provider.pickup_zone_id);
}
