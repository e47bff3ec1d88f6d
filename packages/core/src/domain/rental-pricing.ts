/**
 * Rental pricing (rental-and-auth §5 'Pricing', §2 'Booking bar'; reference §4.8 'Price',
 * §6.3 'Rental', §6.5, §6.11). One place for it: the vehicle card, the booking bar, the trip
 * cart drawer, trip checkout and the server's cart `price`, `total_cart_price` and
 * `trip_amount` all come from these functions, so what the customer sees is what the server
 * charges.
 *
 * - Trip units: hours (`estimated_hours`) for an hourly trip, km (`distance`) for a
 *   distance-wise one.
 * - Line (one vehicle, `quantity` units): rate × units is the trip price of one unit; its
 *   discount is the vehicle's (`discount_price`, `discount_type`): a percent of rate × units, or
 *   an amount per unit (so a line loses amount × quantity); never below 0 (discount.ts, not
 *   written again). Line total = discounted unit trip price × quantity: the cart entry's
 *   `price` (reference §4.8). Original = rate × units × quantity.
 * - Shown price (spec §5, §2 'Start From'): the rate of the searched trip type when one is
 *   chosen and offered; otherwise the lower of the hourly and distance rates when the vehicle
 *   offers both (hourly on a tie), else the one it offers.
 * - Provider discount (reference §6.11): while the provider's discount runs, a percent of the
 *   trip price (Σ originals), 0 below `min_purchase`, capped at `max_discount` when that is
 *   above 0 (0 means no cap, as for store discounts, reference §6.2). The larger of the
 *   vehicles' discounts and the provider's wins (`discountBy` 'vendor' or 'admin'; a tie stays
 *   with the vehicles). The two are never added.
 * - Coupon (spec §5, reference §6.3 'Rental'): coupon.ts on the subtotal (price − discount):
 *   percent capped at `max_discount` (0 = no cap), amount at most the subtotal, nothing below
 *   `min_purchase`. A free-delivery coupon is refused for trips (`rentalCouponIssue`) and gives
 *   nothing. Then the first-order referral discount (computed by the caller), each clamped so
 *   nothing goes below 0.
 * - Tax (spec §5): the provider's rate on subtotal − coupon − referral, tax.ts: included
 *   (`tax_included` 1) → base × rate / (100 + rate), not added; otherwise base × rate / 100,
 *   added.
 * - Additional charge (reference §6.11 step 5): the config's `additional_charge` when
 *   `additional_charge_status` is on.
 *
 * Rounding (order-total.ts's rule): inside a line, full precision (`cleanAmount`); every amount
 * shown or charged is rounded once to `digit_after_decimal_point` digits (default 2), half away
 * from zero: each line's original and total, the provider discount, the coupon, the referral
 * discount, the tax and the additional charge. The trip's amounts are sums and differences of
 * these rounded numbers, so the rows add up exactly to the total, whatever the order of the
 * lines.
 */
import { couponDiscount, couponIssue, isFreeDeliveryCoupon } from './coupon.js';
import type { Coupon, CouponContext, CouponIssue } from './coupon.js';
import { roundMoney } from './cart.js';
import { discountedUnitPrice, type Discount } from './discount.js';
import { ruleIssue, type RuleIssue } from './issue.js';
import { cleanAmount, toAmount } from './money.js';
import {
  offersRentalType,
  rentalRate,
  type ProviderDiscount,
  type RentalType,
  type Vehicle,
} from './rental.js';
import { isStoreDiscountRunning, type LocalDateTime } from './schedule.js';
import { taxAmount } from './tax.js';

const on = (v: boolean | number | string | null | undefined): boolean =>
  v === true || v === 1 || v === '1';

/** The vehicle fields pricing reads. */
export type RentalPricedVehicle = Pick<
  Vehicle,
  | 'id'
  | 'trip_hourly'
  | 'trip_distance'
  | 'hourly_price'
  | 'distance_price'
  | 'discount_price'
  | 'discount_type'
>;

/** The trip a cart prices: its type and its length (hours or km). */
export interface RentalTrip {
  type: RentalType;
  /** `estimated_hours` (hourly trips). */
  hours: number;
  /** `distance` in km (distance-wise trips). */
  km: number;
}

/** The units a trip is priced by: hours for hourly, km for distance-wise (never below 0). */
export function tripUnits(trip: RentalTrip): number {
  const units = toAmount(trip.type === 'hourly' ? trip.hours : trip.km);
  return Math.max(0, units);
}

// ---------------------------------------------------------------- shown price

export interface ShownRentalPrice {
  type: RentalType;
  /** Per hour or per km. */
  rate: number;
}

/**
 * The price a card or the booking bar shows ('Start From'): the searched type's rate when the
 * vehicle offers it; otherwise the lower of the hourly and distance rates when both are offered
 * (hourly on a tie), else the offered one; null when the vehicle offers neither (spec §5).
 */
export function shownRentalPrice(
  vehicle: Pick<Vehicle, 'trip_hourly' | 'trip_distance' | 'hourly_price' | 'distance_price'>,
  searched?: RentalType | null,
): ShownRentalPrice | null {
  if (searched != null && offersRentalType(vehicle, searched)) {
    return { type: searched, rate: rentalRate(vehicle, searched) };
  }
  const hourly = offersRentalType(vehicle, 'hourly')
    ? { type: 'hourly' as const, rate: rentalRate(vehicle, 'hourly') }
    : null;
  const distance = offersRentalType(vehicle, 'distance')
    ? { type: 'distance' as const, rate: rentalRate(vehicle, 'distance') }
    : null;
  if (hourly != null && distance != null) return distance.rate < hourly.rate ? distance : hourly;
  return hourly ?? distance;
}

// ---------------------------------------------------------------- line

/** The vehicle's own discount: percent, or an amount per vehicle; null without one. */
export function vehicleDiscount(
  vehicle: Pick<Vehicle, 'discount_price' | 'discount_type'>,
): Discount | null {
  const value = toAmount(vehicle.discount_price);
  if (!(value > 0)) return null;
  return {
    source: 'item',
    type: vehicle.discount_type === 'percent' ? 'percent' : 'amount',
    value,
  };
}

export interface RentalLinePrice {
  vehicleId: number;
  type: RentalType;
  /** Per hour or per km. */
  rate: number;
  /** Hours or km. */
  units: number;
  /** rate × units: one vehicle for the trip. */
  unitTripPrice: number;
  discount: Discount | null;
  /** unitTripPrice after the vehicle discount, never below 0. */
  discountedUnitTripPrice: number;
  quantity: number;
  /** rate × units × quantity, rounded. */
  original: number;
  /** discountedUnitTripPrice × quantity, rounded: the cart entry's `price`. */
  total: number;
  /** original − total. */
  discountAmount: number;
  /** The vehicle offers the trip's type (false: the cart must not hold the line). */
  offered: boolean;
}

/** One vehicle line of a trip (see the module notes); `digits` as `digit_after_decimal_point`. */
export function rentalLinePrice(
  vehicle: RentalPricedVehicle,
  quantity: number,
  trip: RentalTrip,
  digits = 2,
): RentalLinePrice {
  const rate = rentalRate(vehicle, trip.type);
  const units = tripUnits(trip);
  const unitTripPrice = cleanAmount(rate * units);
  const discount = vehicleDiscount(vehicle);
  const discounted = discountedUnitPrice(unitTripPrice, discount);
  const q = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  const original = roundMoney(unitTripPrice * q, digits);
  const total = roundMoney(discounted * q, digits);
  return {
    vehicleId: vehicle.id,
    type: trip.type,
    rate,
    units,
    unitTripPrice,
    discount,
    discountedUnitTripPrice: discounted,
    quantity: q,
    original,
    total,
    discountAmount: cleanAmount(Math.max(0, original - total)),
    offered: offersRentalType(vehicle, trip.type),
  };
}

// ---------------------------------------------------------------- provider discount

/** The provider discount's terms the total reads (percent, cap, minimum). */
export type ProviderDiscountTerms = Pick<
  ProviderDiscount,
  'discount' | 'max_discount' | 'min_purchase'
>;

/**
 * The provider discount on a trip price: price × percent / 100, 0 below `min_purchase`, capped
 * at `max_discount` when above 0; never more than the price.
 */
export function providerDiscountAmount(
  price: number,
  terms: ProviderDiscountTerms | null | undefined,
): number {
  if (terms == null || !(price > 0)) return 0;
  const percent = toAmount(terms.discount);
  if (!(percent > 0) || price < toAmount(terms.min_purchase)) return 0;
  const off = (price * percent) / 100;
  const cap = toAmount(terms.max_discount);
  return cleanAmount(Math.min(price, cap > 0 ? Math.min(off, cap) : off));
}

/**
 * The provider discount when it runs at the moment (its dates and daily times, schedule.ts),
 * else null. A discount without dates or times runs (the vehicle payload carries only its end).
 */
export function runningProviderDiscount(
  discount: ProviderDiscount | null | undefined,
  at: LocalDateTime,
): ProviderDiscount | null {
  if (discount == null || !(toAmount(discount.discount) > 0)) return null;
  const window = {
    start_date: discount.start_date?.slice(0, 10) ?? '0000-01-01',
    end_date: discount.end_date?.slice(0, 10) ?? '9999-12-31',
    start_time: discount.start_time ?? '00:00:00',
    end_time: discount.end_time ?? '23:59:59',
  };
  return isStoreDiscountRunning(window, at) ? discount : null;
}

// ---------------------------------------------------------------- coupon

export type RentalCouponIssue = CouponIssue | RuleIssue<'invalid_coupon'>;

/** i18n key of the refusal of a free-delivery coupon on a trip. */
export const RENTAL_COUPON_INVALID_KEY = 'rental.coupon.error.invalid';

/**
 * Why a coupon does not apply to a trip, or null (spec §5; reference §6.3): a free-delivery
 * coupon is refused ('invalid_coupon'); otherwise coupon.ts's checks with the provider as the
 * store (a store-wise coupon needs the provider's id in `data`) and the subtotal as the base
 * (`min_purchase`).
 */
export function rentalCouponIssue(
  coupon: Coupon,
  context: CouponContext,
): RentalCouponIssue | null {
  if (isFreeDeliveryCoupon(coupon)) return ruleIssue('invalid_coupon', RENTAL_COUPON_INVALID_KEY);
  return couponIssue(coupon, context);
}

/** What a coupon takes off a trip's subtotal (0 for a free-delivery coupon; coupon.ts). */
export function rentalCouponDiscount(coupon: Coupon | null | undefined, subtotal: number): number {
  if (coupon == null || isFreeDeliveryCoupon(coupon)) return 0;
  return couponDiscount(coupon, subtotal);
}

// ---------------------------------------------------------------- trip total

export interface RentalTripLine {
  vehicle: RentalPricedVehicle;
  quantity: number;
}

export interface RentalTripInput {
  trip: RentalTrip;
  lines: readonly RentalTripLine[];
  /** The provider's discount when it runs (`runningProviderDiscount`), or null. */
  providerDiscount?: ProviderDiscountTerms | null;
  /** The coupon applied (validity checked by `rentalCouponIssue`), or null. */
  coupon?: Coupon | null;
  /** The first-order referral discount (reference §6.4), computed by the caller; 0 when none. */
  referralDiscount?: number;
  /** The provider's tax rate (percent) and whether prices include it (`tax_included` 1). */
  tax: { rate: number | string | null | undefined; included: boolean };
  /** `additional_charge_status` and `additional_charge`. */
  additionalCharge?: {
    status: boolean | number | string | null | undefined;
    amount: number | string | null | undefined;
  } | null;
  /** `digit_after_decimal_point` (default 2). */
  digits?: number;
}

export interface RentalTripTotals {
  lines: RentalLinePrice[];
  /** Σ quantities. */
  quantity: number;
  /** Σ line originals: rate × units × quantity. */
  price: number;
  /** Σ line discounts (the vehicles' own). */
  vehicleDiscount: number;
  /** The provider's discount on `price` (0 when none runs). */
  providerDiscount: number;
  /** The larger of the two: what the trip loses. */
  discount: number;
  /** Whose discount won: 'vendor' (the vehicles'), 'admin' (the provider's), or null. */
  discountBy: 'vendor' | 'admin' | null;
  /** price − discount: the cart's `total_cart_price` and the coupon's base. */
  subtotal: number;
  coupon: number;
  referralDiscount: number;
  /** subtotal − coupon − referral: the tax base. */
  taxBase: number;
  taxRate: number;
  taxIncluded: boolean;
  /** Shown always; added to the total only when excluded. */
  tax: number;
  additionalCharge: number;
  /** The `trip_amount` the server charges. */
  total: number;
}

/**
 * A trip's amounts (see the module notes): what the trip cart and checkout show and what
 * trip-booking charges.
 */
export function rentalTripTotals(input: RentalTripInput): RentalTripTotals {
  const digits = input.digits ?? 2;
  const r = (value: number) => roundMoney(Math.max(0, value), digits);
  const sum = (values: readonly number[]) => cleanAmount(values.reduce((s, v) => s + v, 0));
  const lines = input.lines.map((l) => rentalLinePrice(l.vehicle, l.quantity, input.trip, digits));
  const price = sum(lines.map((l) => l.original));
  const vehicleOff = sum(lines.map((l) => l.discountAmount));
  const providerOff = r(providerDiscountAmount(price, input.providerDiscount));
  const discount = Math.min(price, Math.max(vehicleOff, providerOff));
  const discountBy = discount <= 0 ? null : providerOff > vehicleOff ? 'admin' : 'vendor';
  const subtotal = cleanAmount(Math.max(0, price - discount));
  const coupon = Math.min(subtotal, r(rentalCouponDiscount(input.coupon, subtotal)));
  const afterCoupon = cleanAmount(subtotal - coupon);
  const referralDiscount = Math.min(afterCoupon, r(input.referralDiscount ?? 0));
  const base = cleanAmount(afterCoupon - referralDiscount);
  const taxRate = Math.max(0, toAmount(input.tax.rate));
  const tax = r(taxAmount(base, taxRate, input.tax.included));
  const additionalCharge = on(input.additionalCharge?.status)
    ? r(toAmount(input.additionalCharge?.amount))
    : 0;
  const total = r(cleanAmount(base + (input.tax.included ? 0 : tax) + additionalCharge));
  return {
    lines,
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
    price,
    vehicleDiscount: vehicleOff,
    providerDiscount: providerOff,
    discount,
    discountBy,
    subtotal,
    coupon,
    referralDiscount,
    taxBase: base,
    taxRate,
    taxIncluded: input.tax.included,
    tax,
    additionalCharge,
    total,
  };
}
