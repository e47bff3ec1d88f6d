/**
 * The trip cart's rules (rental-and-auth §4 'Adding a vehicle to the trip cart', 'Selecting a
 * rental module', §5, §8; reference §4.8 'add-to-cart rules', §6.11 'Validation errors'). Pure
 * functions over plain data: the trip cart machine decides its dialogs with them, the server
 * refuses add-to-cart and update-cart with them, and both price the cart with rental-pricing.ts.
 *
 * - One provider and one rental type per cart. Adding to a cart of another provider opens the
 *   same-provider conflict; a different searched trip type opens the trip-type change; the same
 *   hourly type with another duration than the cart's `estimated_hours` opens the duration
 *   change (`tripCartAddStep`, in the spec's order).
 * - The pickup zone must be one of the provider's `pickup_zone_id`; the provider must be open at
 *   the pickup time (schedule.ts `isStoreOpen`, the store rule) and the pickup time must be in
 *   the future (rental-search.ts); the vehicle must offer the rental type; the quantity may not
 *   exceed the units free at the pickup time.
 * - Quantity: at least 1; more than the units free is refused with "You can't add more than
 *   {n} quantities of this vehicle." (the vehicle page, search, cart and drawer), or "Vehicle can
 *   have up to {n} rental options; no more can be added" (the wishlist's quick view), where n is
 *   the vehicle's count (spec §5, §8).
 * - A trip type change lists the cart entries whose vehicle does not offer the new type
 *   (`entriesWithoutType`): the server answers them, the client removes them first
 *   (remove-multiple) and then updates the cart.
 * - Choosing the rental module with a non-empty cart: the cart stays when the new zones include
 *   one of the cart provider's pickup zones ('Location set successfully'), else it is cleared
 *   ('Your cart has been cleared as the selected zone does not support the previous pickup
 *   point.'); reference §4.8: the cart is emptied when the pickup zones do not intersect the
 *   `zoneId` header.
 *
 * Refusals are `RuleIssue`s (issue.ts): a stable `code`, the i18n key and its values. The v1
 * server answers every add-to-cart refusal with 403 and the error code `cart_item` (reference
 * §4.8); `RENTAL_CART_ERROR_CODE` names it.
 */
import { idList } from './coupon.js';
import { ruleIssue, type RuleIssue } from './issue.js';
import { toAmount } from './money.js';
import {
  cartUserData,
  offersRentalType,
  providerZoneIds,
  rentalTypeOf,
  vehicleUnitCount,
  type RentalCartResponse,
  type RentalProvider,
  type RentalType,
  type TripTypeFields,
  type Vehicle,
} from './rental.js';
import {
  rentalTripTotals,
  type RentalTrip,
  type RentalTripInput,
  type RentalTripTotals,
} from './rental-pricing.js';
import { isPickupInFuture, type PickupTime } from './rental-search.js';
import { isStoreOpen, type LocalDateTime } from './schedule.js';

/** The error code of the v1 answer to a refused add-to-cart (403, reference §4.8). */
export const RENTAL_CART_ERROR_CODE = 'cart_item';

/** i18n keys of the trip cart's texts that the rules produce. */
export const RENTAL_CART_KEYS = {
  overCount: 'rental.quantity.overCount',
  overOptions: 'rental.quantity.overOptions',
  added: 'rental.toast.added',
  cartClearedZone: 'rental.toast.cartClearedZone',
  locationSet: 'location.toast.locationSet',
  vehicleNotFound: 'rental.cart.error.vehicleNotFound',
  alreadyInCart: 'rental.cart.error.alreadyInCart',
  unavailable: 'rental.cart.error.unavailable',
  pickupPast: 'rental.cart.error.pickupPast',
  providerClosed: 'rental.cart.error.providerClosed',
  pickupZone: 'rental.cart.error.pickupZone',
  typeUnsupported: 'rental.cart.error.typeUnsupported',
  typeConflict: 'rental.cart.error.typeConflict',
  providerConflict: 'rental.cart.error.providerConflict',
  quantityMin: 'rental.cart.error.quantityMin',
} as const;

// ---------------------------------------------------------------- the cart as the rules read it

/** An entry of the cart as the rules read it. */
export interface TripCartEntry {
  id: number;
  vehicleId: number;
  providerId: number;
  quantity: number;
  vehicle: TripTypeFields;
}

/** The cart's entries and its trip (null when empty). */
export interface TripCartFacts {
  entries: readonly TripCartEntry[];
  /** The cart's rental type (null when the cart has no trip yet). */
  rentalType: RentalType | null;
  /** The cart's `estimated_hours` (hourly trips). */
  estimatedHours: number | null;
  /** The cart's `distance` in km. */
  distance: number | null;
}

/** The rules' reading of a trip cart answer (reference §4.8). */
export function tripCartFacts(response: RentalCartResponse): TripCartFacts {
  const data = cartUserData(response);
  return {
    entries: response.carts.map((c) => ({
      id: c.id,
      vehicleId: c.vehicle_id,
      providerId: c.provider_id,
      quantity: c.quantity,
      vehicle: c.vehicle,
    })),
    rentalType: data == null ? null : rentalTypeOf(data.rental_type),
    estimatedHours: data == null ? null : toAmount(data.estimated_hours),
    distance: data == null ? null : toAmount(data.distance),
  };
}

/** The cart's trip for pricing, or null when the cart has none. */
export function cartTrip(
  facts: Pick<TripCartFacts, 'rentalType' | 'estimatedHours' | 'distance'>,
): RentalTrip | null {
  if (facts.rentalType == null) return null;
  return { type: facts.rentalType, hours: facts.estimatedHours ?? 0, km: facts.distance ?? 0 };
}

/**
 * The totals of a trip cart answer (rental-pricing.ts `rentalTripTotals` on its entries and
 * trip): the drawer's and checkout's numbers; null when the cart has no trip.
 */
export function tripCartTotals(
  response: RentalCartResponse,
  pricing: Omit<RentalTripInput, 'trip' | 'lines'>,
): RentalTripTotals | null {
  const trip = cartTrip(tripCartFacts(response));
  if (trip == null) return null;
  return rentalTripTotals({
    ...pricing,
    trip,
    lines: response.carts.map((c) => ({ vehicle: c.vehicle, quantity: c.quantity })),
  });
}

/** The cart's provider (the first entry's), or null when empty. */
export function tripCartProviderId(facts: Pick<TripCartFacts, 'entries'>): number | null {
  return facts.entries[0]?.providerId ?? null;
}

/** Whether adding a vehicle of `providerId` conflicts: the cart holds another provider's. */
export function hasProviderConflict(
  facts: Pick<TripCartFacts, 'entries'>,
  providerId: number,
): boolean {
  return facts.entries.some((e) => e.providerId !== providerId);
}

/** Whether the searched trip type differs from a non-empty cart's. */
export function hasTripTypeConflict(
  facts: Pick<TripCartFacts, 'entries' | 'rentalType'>,
  type: RentalType,
): boolean {
  return facts.entries.length > 0 && facts.rentalType != null && facts.rentalType !== type;
}

/** Whether an hourly search's duration differs from a non-empty hourly cart's hours. */
export function hasDurationConflict(
  facts: Pick<TripCartFacts, 'entries' | 'rentalType' | 'estimatedHours'>,
  type: RentalType,
  hours: number,
): boolean {
  return (
    facts.entries.length > 0 &&
    type === 'hourly' &&
    facts.rentalType === 'hourly' &&
    Number(facts.estimatedHours) !== Number(hours)
  );
}

/** What adding a vehicle leads to (spec §4 'Adding a vehicle to the trip cart'). */
export type TripCartAddStep = 'add' | 'providerConflict' | 'tripTypeChange' | 'durationChange';

/**
 * The step of adding a vehicle of `providerId` for the searched trip: an empty cart adds; then
 * another provider's cart → the same-provider conflict (confirm replaces the cart); another trip
 * type → the trip-type change; the same hourly type with another duration → the duration
 * change; otherwise add.
 */
export function tripCartAddStep(
  facts: TripCartFacts,
  adding: { providerId: number; type: RentalType; hours: number },
): TripCartAddStep {
  if (facts.entries.length === 0) return 'add';
  if (hasProviderConflict(facts, adding.providerId)) return 'providerConflict';
  if (hasTripTypeConflict(facts, adding.type)) return 'tripTypeChange';
  if (hasDurationConflict(facts, adding.type, adding.hours)) return 'durationChange';
  return 'add';
}

/** The entries whose vehicle does not offer `type` (the trip vehicle list; spec §4). */
export function entriesWithoutType<E extends { vehicle: TripTypeFields }>(
  entries: readonly E[],
  type: RentalType,
): E[] {
  return entries.filter((e) => !offersRentalType(e.vehicle, type));
}

/** The `cart_ids` query of remove-multiple: a JSON list (spec §3, §7). */
export function cartIdsQuery(entries: readonly Pick<TripCartEntry, 'id'>[]): string {
  return JSON.stringify(entries.map((e) => e.id));
}

// ---------------------------------------------------------------- zones

/** Whether the pickup zone is one of the provider's pickup zones. */
export function isPickupZoneAllowed(
  provider: Pick<RentalProvider, 'pickup_zone_id'>,
  zoneId: number | string,
): boolean {
  return providerZoneIds(provider).includes(String(zoneId).trim());
}

/**
 * Whether a trip cart survives a new zone list (the `zoneId` header, a JSON array string or
 * ids): one of the provider's pickup zones is among them. An empty cart always survives.
 */
export function tripCartFitsZones(
  cartProvider: Pick<RentalProvider, 'pickup_zone_id'> | null,
  zoneIds: readonly (number | string)[] | string | null | undefined,
): boolean {
  if (cartProvider == null) return true;
  const zones = new Set(idList(zoneIds ?? []));
  return providerZoneIds(cartProvider).some((z) => zones.has(z));
}

/**
 * The answer of choosing the rental module with a cart (spec §4): keep it ('Location set
 * successfully') or clear it ('Your cart has been cleared as the selected zone does not support
 * the previous pickup point.').
 */
export function rentalZoneChange(
  cartProvider: Pick<RentalProvider, 'pickup_zone_id'> | null,
  zoneIds: readonly (number | string)[] | string | null | undefined,
): { clearCart: boolean; key: string } {
  return tripCartFitsZones(cartProvider, zoneIds)
    ? { clearCart: false, key: RENTAL_CART_KEYS.locationSet }
    : { clearCart: true, key: RENTAL_CART_KEYS.cartClearedZone };
}

// ---------------------------------------------------------------- quantity

export type RentalQuantityIssue = RuleIssue<'rental_quantity'>;

/** Where a quantity is changed: the wishlist's quick view words the refusal differently. */
export type RentalQuantitySurface = 'default' | 'wishlist';

/**
 * Why `quantity` units are too many for a vehicle with `count` units free, or null: more than
 * the count is refused, with n = the count (spec §5, §8).
 */
export function rentalQuantityIssue(
  quantity: number,
  count: number,
  surface: RentalQuantitySurface = 'default',
): RentalQuantityIssue | null {
  if (!(quantity > count)) return null;
  const key = surface === 'wishlist' ? RENTAL_CART_KEYS.overOptions : RENTAL_CART_KEYS.overCount;
  return ruleIssue('rental_quantity', key, { n: count });
}

/** Whether the stepper may go up from `quantity` (the next unit is free). */
export function canIncrementRental(quantity: number, count: number): boolean {
  return rentalQuantityIssue(quantity + 1, count) == null;
}

/** The vehicle's units as the quantity rule reads them (`total_vehicle_count`/`total_vehicles`). */
export function rentalUnitsOf(
  vehicle: Pick<Vehicle, 'total_vehicle_count' | 'total_vehicles'>,
): number {
  return vehicleUnitCount(vehicle);
}

// ---------------------------------------------------------------- add-to-cart checks (server)

export type RentalCartIssueCode =
  | 'vehicle_not_found'
  | 'already_in_cart'
  | 'unavailable'
  | 'rental_quantity'
  | 'quantity_min'
  | 'pickup_past'
  | 'provider_closed'
  | 'pickup_zone'
  | 'rental_type_unsupported'
  | 'rental_type_conflict'
  | 'provider_conflict';

export type RentalCartIssue = RuleIssue<RentalCartIssueCode>;

/** Everything an add-to-cart check reads. */
export interface RentalAddContext {
  /** The vehicle asked for, or null when there is none. */
  vehicle: TripTypeFields | null;
  /** Its provider (zones, opening hours, `active`). */
  provider: Pick<RentalProvider, 'id' | 'pickup_zone_id' | 'active' | 'schedules'> | null;
  /** The vehicle's units free at the pickup time (units not booked by overlapping trips). */
  freeUnits: number;
  quantity: number;
  type: RentalType;
  /** The pickup point's zone. */
  pickupZoneId: number | string | null;
  /** The pickup time in the provider's local time. */
  pickup: LocalDateTime;
  /** Now, in the provider's local time. */
  now: PickupTime;
  /** The cart before the add. */
  cart: TripCartFacts;
  /** The vehicle's id, to find it already in the cart. */
  vehicleId: number;
}

const issue = (code: RentalCartIssueCode, key: string, values: Record<string, number> = {}) =>
  ruleIssue(code, key, values);

/**
 * Why an add-to-cart is refused, or null (reference §4.8 'add-to-cart rules', in its order):
 * the vehicle is not found, already in the cart, has no unit free at the pickup time, or fewer
 * than the quantity; the pickup time is past or the provider is closed then; the pickup zone is
 * not one of the provider's; the vehicle does not offer the rental type; the cart holds another
 * rental type or another provider.
 */
export function rentalAddIssue(ctx: RentalAddContext): RentalCartIssue | null {
  const K = RENTAL_CART_KEYS;
  if (ctx.vehicle == null || ctx.provider == null)
    return issue('vehicle_not_found', K.vehicleNotFound);
  if (ctx.cart.entries.some((e) => e.vehicleId === ctx.vehicleId)) {
    return issue('already_in_cart', K.alreadyInCart);
  }
  const quantityIssue = rentalQuantityCheck(ctx.quantity, ctx.freeUnits);
  if (quantityIssue != null) return quantityIssue;
  if (!isPickupInFuture(ctx.pickup, ctx.now)) return issue('pickup_past', K.pickupPast);
  const provider = ctx.provider;
  if (
    !isStoreOpen({ active: provider.active ?? 1, schedules: provider.schedules ?? [] }, ctx.pickup)
  ) {
    return issue('provider_closed', K.providerClosed);
  }
  if (ctx.pickupZoneId == null || !isPickupZoneAllowed(provider, ctx.pickupZoneId)) {
    return issue('pickup_zone', K.pickupZone);
  }
  if (!offersRentalType(ctx.vehicle, ctx.type)) {
    return issue('rental_type_unsupported', K.typeUnsupported);
  }
  if (hasTripTypeConflict(ctx.cart, ctx.type)) return issue('rental_type_conflict', K.typeConflict);
  if (hasProviderConflict(ctx.cart, provider.id)) {
    return issue('provider_conflict', K.providerConflict);
  }
  return null;
}

/**
 * The quantity check of add-to-cart and update-cart: at least 1; no unit free → 'unavailable';
 * more than the units free → "You can't add more than {n} quantities of this vehicle.".
 */
export function rentalQuantityCheck(quantity: number, freeUnits: number): RentalCartIssue | null {
  if (!Number.isInteger(quantity) || quantity < 1)
    return issue('quantity_min', RENTAL_CART_KEYS.quantityMin);
  if (!(freeUnits > 0)) return issue('unavailable', RENTAL_CART_KEYS.unavailable);
  return rentalQuantityIssue(quantity, freeUnits);
}
