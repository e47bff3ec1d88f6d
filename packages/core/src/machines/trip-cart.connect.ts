/**
 * What `tripCartMachine` sends and what a UI reads from it: the call bodies built from the
 * searched trip (`TripPlan`) or the cart's own trip (`user_data`), the cart's entries as the
 * rules read them, and which dialog shows.
 */
import { toAmount } from '../domain/money.js';
import {
  cartUserData,
  rentalTypeOf,
  rentalTypeWire,
  vehicleUnitCount,
  type RentalCartEntry,
  type RentalCartResponse,
  type RentalType,
  type Vehicle,
} from '../domain/rental.js';
import { tripCartFacts, type TripCartFacts } from '../domain/rental-cart.js';
import type { TripPlan } from './rental-search.machine.js';
import type {
  TripCartAddBody,
  TripCartContext,
  TripCartUpdateBody,
  TripCartUserDataBody,
  TripCartVehicle,
} from './trip-cart.types.js';

/** An empty trip cart (the answer of remove-cart, and what a cleared cache holds). */
export const EMPTY_TRIP_CART: RentalCartResponse = { carts: [], user_data: [] };

/** The vehicle as the trip cart adds it (its provider from `provider_id` or `provider.id`). */
export function tripCartVehicle(vehicle: Vehicle): TripCartVehicle {
  const providerId = vehicle.provider_id ?? vehicle.provider?.id;
  if (providerId == null) throw new Error(`vehicle ${vehicle.id} has no provider`);
  return {
    id: vehicle.id,
    name: vehicle.name,
    providerId,
    trip_hourly: vehicle.trip_hourly,
    trip_distance: vehicle.trip_distance,
    total_vehicle_count: vehicle.total_vehicle_count ?? null,
    total_vehicles: vehicle.total_vehicles ?? null,
  };
}

/** The rules' reading of the machine's cart. */
export function cartFacts(context: Pick<TripCartContext, 'cart'>): TripCartFacts {
  return tripCartFacts(context.cart);
}

/** The cart's entry of a vehicle, or null. */
export function entryOfVehicle(
  cart: RentalCartResponse,
  vehicleId: number,
): RentalCartEntry | null {
  return cart.carts.find((c) => c.vehicle_id === vehicleId) ?? null;
}

/** The cart's entry with this id, or null. */
export function entryOf(cart: RentalCartResponse, cartId: number): RentalCartEntry | null {
  return cart.carts.find((c) => c.id === cartId) ?? null;
}

/** The units of an entry's vehicle (free at the pickup time, as the cart answers them). */
export function entryUnits(entry: RentalCartEntry): number {
  return vehicleUnitCount(entry.vehicle);
}

/** The trip lengths every cart write carries (spec §3, reference §4.8). */
function planTrip(plan: TripPlan) {
  return {
    pickup_location: { ...plan.pickup },
    destination_location: { ...plan.destination },
    rental_type: rentalTypeWire(plan.type),
    estimated_hours: plan.hours,
    pickup_time: plan.pickupTime,
    destination_time: plan.destinationTime,
    distance: plan.km,
  };
}

/** `add-to-cart`'s body: the vehicle, its quantity and the searched trip (spec §3). */
export function addToCartBody(
  plan: TripPlan,
  vehicle: Pick<TripCartVehicle, 'id'>,
  quantity: number,
): TripCartAddBody {
  return { vehicle_id: vehicle.id, quantity, ...planTrip(plan) };
}

/** `update-user-data`'s body: the cart's trip becomes the searched one (spec §3). */
export function userDataBody(
  cart: RentalCartResponse,
  plan: TripPlan,
): TripCartUserDataBody & { userId: number } {
  const data = cartUserData(cart);
  if (data == null) throw new Error('the trip cart has no trip to change');
  return { userId: data.id, ...planTrip(plan) };
}

/** `update-cart`'s body: the line's new quantity with the cart's own trip (spec §3). */
export function updateCartBody(
  cart: RentalCartResponse,
  cartId: number,
  quantity: number,
): TripCartUpdateBody {
  const data = cartUserData(cart);
  if (data == null) throw new Error('the trip cart has no trip');
  const type = rentalTypeOf(data.rental_type) ?? 'hourly';
  return {
    cart_id: cartId,
    quantity,
    pickup_location: { ...data.pickup_location },
    destination_location: { ...data.destination_location },
    pickup_time: data.pickup_time,
    rental_type: rentalTypeWire(type),
    estimated_hours: toAmount(data.estimated_hours),
    destination_time: data.destination_time == null ? null : toAmount(data.destination_time),
    distance: toAmount(data.distance),
  };
}

/** Whether the searched trip differs from the cart's (places, time, type or lengths). */
export function planDiffersFromCart(cart: RentalCartResponse, plan: TripPlan): boolean {
  const data = cartUserData(cart);
  if (data == null) return false;
  const same = (a: { lat: unknown; lng: unknown; location_name: string }, b: typeof a) =>
    a.location_name === b.location_name &&
    toAmount(a.lat as number) === toAmount(b.lat as number) &&
    toAmount(a.lng as number) === toAmount(b.lng as number);
  return !(
    rentalTypeOf(data.rental_type) === plan.type &&
    data.pickup_time === plan.pickupTime &&
    same(data.pickup_location, plan.pickup) &&
    same(data.destination_location, plan.destination) &&
    (plan.type === 'hourly'
      ? toAmount(data.estimated_hours) === plan.hours
      : toAmount(data.distance) === plan.km)
  );
}

/** The dialogs of the trip cart (spec §2 'Dialogs'), by the machine's state. */
export type TripCartDialog = 'providerConflict' | 'tripType' | 'tripVehicles' | 'duration';

const DIALOG_OF: Record<string, TripCartDialog> = {
  confirmingProvider: 'providerConflict',
  confirmingTripType: 'tripType',
  tripVehicleList: 'tripVehicles',
  confirmingDuration: 'duration',
};

/** The dialog a state shows, or null. */
export function tripCartDialog(state: { value: unknown }): TripCartDialog | null {
  return typeof state.value === 'string' ? (DIALOG_OF[state.value] ?? null) : null;
}

/** i18n keys of each dialog's title, message and Yes (spec §2 'Dialogs'). */
export function tripCartDialogTexts(
  dialog: TripCartDialog,
  newType: RentalType | null,
): { title: string; message: string | null; confirm: string | null } {
  switch (dialog) {
    case 'providerConflict':
      return {
        title: 'rental.dialog.providerConflict.title',
        message: 'rental.dialog.providerConflict.message',
        confirm: null,
      };
    case 'tripType':
      return { title: 'rental.dialog.tripType.title', message: null, confirm: null };
    case 'duration':
      return { title: 'rental.dialog.duration.title', message: null, confirm: null };
    case 'tripVehicles':
      return {
        title: 'rental.dialog.tripType.title',
        message:
          newType === 'hourly'
            ? 'rental.dialog.tripVehicles.noHourly'
            : 'rental.dialog.tripVehicles.noDistance',
        confirm: 'rental.dialog.tripVehicles.proceed',
      };
  }
}
