/**
 * The delivery charge (reference §6.6, spec §9) and the free-delivery progress (spec §2 'Cart
 * side drawer', §4 'Free-delivery progress').
 *
 * Charge:
 * - `take_away` → 0.
 * - Rates: a self-delivery store (`self_delivery_system`) that is not free-delivery uses its own
 *   `per_km_shipping_charge` / `minimum_shipping_charge` / `maximum_shipping_charge`, with no
 *   vehicle extra and no zone surge. Otherwise the zone-module pivot's rates for the store's zone
 *   and the module; without a pivot, the global `per_km_shipping_charge` and
 *   `minimum_shipping_charge` (no maximum).
 * - charge = max(distance × per_km, minimum); capped at the maximum when a maximum is set and
 *   maximum ≥ minimum (null means no maximum); plus the delivery-vehicle extra charge when
 *   there is one (`extraCharge`, 0 by default: the reference server has no vehicle table); plus
 *   the zone surge, charge × `increased_delivery_fee` / 100, when
 *   `increased_delivery_fee_status` is on.
 * - Free delivery, checked in this order (the first names who pays, `free_delivery_by`):
 *   the store's `free_delivery` → 'vendor'; the admin's free delivery (`admin_free_delivery`
 *   with `status` on) for all stores (`free_delivery_to_all_store`) → 'admin', or by order
 *   amount (`free_delivery_by_order_amount`) when the order amount (subtotal − coupon) reaches
 *   `free_delivery_over` → 'admin'; a free-delivery coupon → its creator. The free-over rule is
 *   checked whatever the charge band (the incumbent checked it only between the minimum and the
 *   maximum). The charge before free delivery is kept as `original`.
 * - Distance: kilometres = metres / 1000. Without a routed distance, the straight line between
 *   the store and the address (haversine, earth radius 6378137 m, geo.ts) in whole metres
 *   (`deliveryDistanceMeters`). The reference server uses the straight line too, and its offline
 *   `config/distance-api` answers these same metres, so a v1 client that takes the distance from
 *   there, the storefront and placement agree on the distance and the charge.
 *
 * Progress: shown when `free_delivery_over` is set (above 0) and the cart is not empty;
 * percent = subtotal / free_delivery_over × 100, clamped to 0…100; remaining =
 * free_delivery_over − subtotal, floored at 0. The subtotal is the cart's (after the product
 * discount; see cart.ts), the same number the drawer shows.
 */
import { haversineMeters, metersToKm } from './geo.js';
import { cleanAmount, toAmount } from './money.js';
import type { LatLng } from './session.js';

export type OrderType = 'delivery' | 'take_away';

export interface ShippingRates {
  per_km_shipping_charge?: number | string | null;
  minimum_shipping_charge?: number | string | null;
  /** null (or absent) means no maximum. */
  maximum_shipping_charge?: number | string | null;
}

/** The store fields the charge reads. */
export interface DeliveryStore extends ShippingRates {
  free_delivery?: boolean | number | null;
  self_delivery_system?: boolean | number | null;
}

/** The zone's bad-weather surge. */
export interface DeliveryZone {
  increased_delivery_fee_status?: boolean | number | null;
  /** A percent. */
  increased_delivery_fee?: number | string | null;
}

export type AdminFreeDeliveryType = 'free_delivery_to_all_store' | 'free_delivery_by_order_amount';

/** The config's `admin_free_delivery`. */
export interface AdminFreeDelivery {
  status: boolean | number;
  type: AdminFreeDeliveryType | string | null;
  free_delivery_over?: number | string | null;
}

export type FreeDeliveryBy = 'vendor' | 'admin';

export interface DeliveryChargeInput {
  orderType: OrderType;
  distanceKm: number;
  store: DeliveryStore;
  zone?: DeliveryZone | null;
  /** The zone-module pivot's rates, or null when the module has none for the zone. */
  pivot?: ShippingRates | null;
  /** The config's `per_km_shipping_charge` and `minimum_shipping_charge`. */
  global: ShippingRates;
  adminFreeDelivery?: AdminFreeDelivery | null;
  /** Subtotal − coupon: compared with `free_delivery_over`. */
  orderAmount: number;
  /** The creator of a free-delivery coupon that applies, or null. */
  freeDeliveryCoupon?: FreeDeliveryBy | null;
  /** The delivery-vehicle extra charge (default 0). */
  extraCharge?: number;
}

export interface DeliveryCharge {
  /** What the customer pays. */
  charge: number;
  /** The charge before free delivery (`original_delivery_charge`). */
  original: number;
  /** Who pays for free delivery, or null when the customer pays the charge. */
  freeDeliveryBy: FreeDeliveryBy | null;
  /** Whose rates were used (null for take-away). */
  rates: 'store' | 'zone' | 'global' | null;
}

const on = (v: boolean | number | string | null | undefined): boolean =>
  v === true || v === 1 || v === '1';

const optionalAmount = (v: number | string | null | undefined): number | null =>
  v == null || v === '' ? null : toAmount(v);

/** max(distance × per_km, minimum), capped at the maximum when one is set and ≥ the minimum. */
export function distanceCharge(distanceKm: number, rates: ShippingRates): number {
  const perKm = Math.max(0, toAmount(rates.per_km_shipping_charge));
  const min = Math.max(0, toAmount(rates.minimum_shipping_charge));
  const max = optionalAmount(rates.maximum_shipping_charge);
  const km = Number.isFinite(distanceKm) ? Math.max(0, distanceKm) : 0;
  let charge = Math.max(km * perKm, min);
  if (max != null && max >= min && charge > max) charge = max;
  return cleanAmount(charge);
}

/** The admin's free delivery for this order amount, if any. */
export function adminFreeDeliveryApplies(
  admin: AdminFreeDelivery | null | undefined,
  orderAmount: number,
): boolean {
  if (admin == null || !on(admin.status)) return false;
  if (admin.type === 'free_delivery_to_all_store') return true;
  if (admin.type !== 'free_delivery_by_order_amount') return false;
  const over = toAmount(admin.free_delivery_over);
  return over > 0 && orderAmount >= over;
}

/**
 * The zone's surge, a percent of the charge (0 when `increased_delivery_fee_status` is off). The
 * v1 API's `customer/order/get-surge-price` answers it (`price_type` 'percent'), and v1 clients
 * add it to the charge of a store that is not self-delivery, as `deliveryCharge` does.
 */
export function zoneSurgePercent(zone: DeliveryZone | null | undefined): number {
  if (zone == null || !on(zone.increased_delivery_fee_status)) return 0;
  return Math.max(0, toAmount(zone.increased_delivery_fee));
}

/** A delivery-vehicle band (the v1 API's `d_m_vehicles`): an extra charge for a distance range. */
export interface DeliveryVehicleBand {
  starting_coverage_area: number;
  maximum_coverage_area: number;
  extra_charges: number;
  status?: boolean | number | null;
}

/**
 * The delivery-vehicle extra charge for a distance (reference §6.6, `vehicle/extra_charge`): the
 * first active band with starting ≤ km ≤ maximum, else the first active band that starts above
 * the distance (the next range up); 0 when no band applies (the reference server keeps no
 * bands, so its extra charge, and the one placement adds, is 0).
 */
export function deliveryVehicleExtraCharge(
  bands: readonly DeliveryVehicleBand[],
  distanceKm: number,
): number {
  const km = Number.isFinite(distanceKm) ? Math.max(0, distanceKm) : 0;
  const active = bands
    .filter((b) => b.status == null || on(b.status))
    .sort((a, b) => a.starting_coverage_area - b.starting_coverage_area);
  const band =
    active.find((b) => b.starting_coverage_area <= km && km <= b.maximum_coverage_area) ??
    active.find((b) => b.starting_coverage_area > km);
  return band ? cleanAmount(Math.max(0, band.extra_charges)) : 0;
}

/** The delivery charge of an order (see the module notes). */
export function deliveryCharge(input: DeliveryChargeInput): DeliveryCharge {
  if (input.orderType !== 'delivery') {
    return { charge: 0, original: 0, freeDeliveryBy: null, rates: null };
  }
  const { store } = input;
  const storeFree = on(store.free_delivery);
  const selfDelivery = on(store.self_delivery_system) && !storeFree;
  let original: number;
  let rates: DeliveryCharge['rates'];
  if (selfDelivery) {
    rates = 'store';
    original = distanceCharge(input.distanceKm, store);
  } else {
    rates = input.pivot != null ? 'zone' : 'global';
    const table = input.pivot ?? {
      per_km_shipping_charge: input.global.per_km_shipping_charge,
      minimum_shipping_charge: input.global.minimum_shipping_charge,
    };
    original = distanceCharge(input.distanceKm, table) + Math.max(0, input.extraCharge ?? 0);
    original += (original * zoneSurgePercent(input.zone)) / 100;
  }
  original = cleanAmount(original);
  let freeDeliveryBy: FreeDeliveryBy | null = null;
  if (storeFree) freeDeliveryBy = 'vendor';
  else if (adminFreeDeliveryApplies(input.adminFreeDelivery, input.orderAmount)) {
    freeDeliveryBy = 'admin';
  } else if (input.freeDeliveryCoupon != null) freeDeliveryBy = input.freeDeliveryCoupon;
  return { charge: freeDeliveryBy == null ? original : 0, original, freeDeliveryBy, rates };
}

/**
 * The delivery distance when no route is known: the straight line (haversine) rounded to the
 * metre, as a route's `distanceMeters` is a whole number. The offline `config/distance-api`
 * answers this, so its metres / 1000 are exactly `deliveryDistanceKm`.
 */
export function deliveryDistanceMeters(from: LatLng, to: LatLng): number {
  return Math.round(haversineMeters(from, to));
}

/** Kilometres of a routed distance in metres, or of the straight line when there is none. */
export function deliveryDistanceKm(from: LatLng, to: LatLng, routedMeters?: number | null): number {
  const meters =
    routedMeters != null && Number.isFinite(routedMeters) && routedMeters >= 0
      ? routedMeters
      : deliveryDistanceMeters(from, to);
  return metersToKm(meters);
}

// ---------------------------------------------------------------- free-delivery progress

export interface FreeDeliveryProgress {
  /** The bar shows (a threshold is set and the cart is not empty). */
  show: boolean;
  /** 0 … 100. */
  percent: number;
  /** What is left to reach the threshold, floored at 0. */
  remaining: number;
  /** The threshold is reached (remaining is 0). */
  reached: boolean;
}

/** The drawer's free-delivery progress for a cart subtotal (see the module notes). */
export function freeDeliveryProgress(
  subtotal: number,
  freeDeliveryOver: number | string | null | undefined,
  lineCount: number,
): FreeDeliveryProgress {
  const over = toAmount(freeDeliveryOver);
  if (!(over > 0)) return { show: false, percent: 0, remaining: 0, reached: false };
  const percent = cleanAmount(Math.min(100, Math.max(0, (subtotal / over) * 100)));
  const remaining = cleanAmount(Math.max(0, over - subtotal));
  return { show: lineCount > 0, percent, remaining, reached: remaining === 0 };
}
