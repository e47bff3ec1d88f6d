/**
 * Parcel delivery (issue 14 'Parcel'; reference §6.6 'Parcel', §6.7; incumbent
 * `checkout/parcel/index.js`): the charge, the parcel's details and who pays.
 *
 * Charge:
 * - Distance: the straight line between the sender's and the receiver's pins, measured as
 *   delivery measures it (`deliveryDistanceKm`: haversine in whole metres, then km), unless a
 *   routed distance is given.
 * - Rates: the category's own `parcel_per_km_shipping_charge` / `parcel_minimum_shipping_charge`
 *   / `parcel_maximum_shipping_charge` where the category sets them (a rate of 0 counts as set,
 *   as the incumbent reads it), else the config's `parcel_per_km_shipping_charge` and
 *   `parcel_minimum_shipping_charge` (the config has no maximum).
 * - charge = max(km × per_km, minimum), capped at the maximum when one is set and ≥ the minimum
 *   (core's `distanceCharge`, the same band rule as delivery), plus the delivery-vehicle extra
 *   charge (0 by default). No surge, no tax, no free delivery (the incumbent adds none).
 * - The charge and the tip are rounded to the money digits; the order amount is their sum, and
 *   the server charges exactly this.
 *
 * Details: the weight (kg, above 0 and at most `PARCEL_MAX_WEIGHT_KG`) and one dimension among
 * `PARCEL_DIMENSIONS` are required ('parcel.error.weight…', 'parcel.error.dimension').
 *
 * Who pays: the sender or the receiver. Cash on delivery is collected from whoever pays;
 * digital and wallet payment only when the sender pays (the receiver is not at the screen).
 */
import { deliveryDistanceKm, distanceCharge, type ShippingRates } from './delivery.js';
import { isValidLatLng } from './geo.js';
import { cleanAmount, DEFAULT_DECIMAL_DIGITS, roundTo, toAmount } from './money.js';
import { ruleIssue, type RuleIssue } from './issue.js';
import type { LatLng } from './session.js';

/** The rates a parcel category may carry (null or absent: use the config's). */
export interface ParcelCategoryRates {
  parcel_per_km_shipping_charge?: number | string | null;
  parcel_minimum_shipping_charge?: number | string | null;
  parcel_maximum_shipping_charge?: number | string | null;
}

/** A parcel category as `parcel-category` answers it. */
export interface ParcelCategory extends ParcelCategoryRates {
  id: number;
  name: string;
  description: string;
  image_full_url?: string | null;
  status?: boolean | number;
}

/** The config's parcel rates. */
export interface ParcelConfigRates {
  parcel_per_km_shipping_charge?: number | string | null;
  parcel_minimum_shipping_charge?: number | string | null;
}

const isSet = (v: number | string | null | undefined): boolean =>
  v != null && v !== '' && Number.isFinite(Number(v));

/** The rates that apply to a category: its own where set, else the config's (no maximum). */
export function parcelRates(
  category: ParcelCategoryRates | null | undefined,
  config: ParcelConfigRates,
): ShippingRates {
  const own = category ?? {};
  return {
    per_km_shipping_charge: isSet(own.parcel_per_km_shipping_charge)
      ? toAmount(own.parcel_per_km_shipping_charge)
      : toAmount(config.parcel_per_km_shipping_charge),
    minimum_shipping_charge: isSet(own.parcel_minimum_shipping_charge)
      ? toAmount(own.parcel_minimum_shipping_charge)
      : toAmount(config.parcel_minimum_shipping_charge),
    maximum_shipping_charge: isSet(own.parcel_maximum_shipping_charge)
      ? toAmount(own.parcel_maximum_shipping_charge)
      : null,
  };
}

/** The distance of a parcel in km (see the module notes). */
export function parcelDistanceKm(sender: LatLng, receiver: LatLng, routedMeters?: number | null) {
  return deliveryDistanceKm(sender, receiver, routedMeters);
}

export interface ParcelChargeInput {
  distanceKm: number;
  category: ParcelCategoryRates | null | undefined;
  config: ParcelConfigRates;
  /** The delivery-vehicle extra charge (default 0). */
  extraCharge?: number;
}

/** The parcel's delivery charge (see the module notes). */
export function parcelCharge(input: ParcelChargeInput): number {
  const band = distanceCharge(input.distanceKm, parcelRates(input.category, input.config));
  const extra = Math.max(0, Number.isFinite(input.extraCharge) ? input.extraCharge! : 0);
  return cleanAmount(band + extra);
}

export interface ParcelQuote {
  distanceKm: number;
  deliveryCharge: number;
  dmTips: number;
  /** What the payer pays: the charge plus the tip. */
  total: number;
}

/** The quote of a parcel between two pins. */
export function parcelQuote(input: {
  sender: LatLng;
  receiver: LatLng;
  category: ParcelCategoryRates | null | undefined;
  config: ParcelConfigRates;
  dmTips?: number;
  extraCharge?: number;
  /** The money digits (`digit_after_decimal_point`; default 2): the charge and the tip are rounded to them. */
  digits?: number;
}): ParcelQuote {
  const distanceKm = parcelDistanceKm(input.sender, input.receiver);
  const deliveryCharge = parcelCharge({
    distanceKm,
    category: input.category,
    config: input.config,
    extraCharge: input.extraCharge,
  });
  const digits = input.digits ?? DEFAULT_DECIMAL_DIGITS;
  const charge = roundTo(deliveryCharge, digits);
  const dmTips = roundTo(Math.max(0, Number.isFinite(input.dmTips) ? input.dmTips! : 0), digits);
  return {
    distanceKm,
    deliveryCharge: charge,
    dmTips,
    total: roundTo(charge + dmTips, digits),
  };
}

// ---------------------------------------------------------------- details

/** The dimensions a parcel can have; exactly one is chosen. */
export const PARCEL_DIMENSIONS = ['small', 'medium', 'large'] as const;
export type ParcelDimension = (typeof PARCEL_DIMENSIONS)[number];

/** What each dimension means, in centimetres (length × width × height, at most). */
export const PARCEL_DIMENSION_CM: Record<ParcelDimension, readonly [number, number, number]> = {
  small: [30, 20, 10],
  medium: [50, 40, 30],
  large: [80, 60, 50],
};

export const PARCEL_MAX_WEIGHT_KG = 50;

export interface ParcelDetails {
  /** Kilograms, as typed. */
  weight: string | number | null;
  dimension: string | null;
}

export type ParcelDetailsField = 'weight' | 'dimension';
export type ParcelDetailsIssue = RuleIssue<ParcelDetailsField>;

/** A weight in kg as typed, or null when it is not a number. */
export function parcelWeightKg(raw: string | number | null | undefined): number | null {
  if (raw == null) return null;
  const text = String(raw).trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export const isParcelDimension = (v: unknown): v is ParcelDimension =>
  typeof v === 'string' && (PARCEL_DIMENSIONS as readonly string[]).includes(v);

/** The field errors of the parcel's details, weight first (empty when both are right). */
export function parcelDetailsIssues(details: ParcelDetails): ParcelDetailsIssue[] {
  const issues: ParcelDetailsIssue[] = [];
  const blank = details.weight == null || String(details.weight).trim() === '';
  const kg = parcelWeightKg(details.weight);
  if (blank) issues.push(ruleIssue('weight', 'parcel.error.weightRequired'));
  else if (kg == null || kg <= 0 || kg > PARCEL_MAX_WEIGHT_KG) {
    issues.push(ruleIssue('weight', 'parcel.error.weightRange', { max: PARCEL_MAX_WEIGHT_KG }));
  }
  if (!isParcelDimension(details.dimension)) {
    issues.push(ruleIssue('dimension', 'parcel.error.dimensionRequired'));
  }
  return issues;
}

// ---------------------------------------------------------------- locations and payer

export const CHARGE_PAYERS = ['sender', 'receiver'] as const;
export type ChargePayer = (typeof CHARGE_PAYERS)[number];

/** Both pins are set and valid (else "Sender or Receiver location is missing"). */
export function parcelLocationsSet(
  sender: { lat: unknown; lng: unknown } | null | undefined,
  receiver: { lat: unknown; lng: unknown } | null | undefined,
): boolean {
  return sender != null && receiver != null && isValidLatLng(sender) && isValidLatLng(receiver);
}

export type ParcelPaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';

/**
 * The payment methods open to a payer, among those the checkout offers: cash on delivery is
 * collected from whoever pays; digital and wallet only when the sender pays.
 */
export function parcelPaymentMethods(
  payer: ChargePayer,
  offered: readonly ParcelPaymentMethod[],
): ParcelPaymentMethod[] {
  return offered.filter((m) => payer === 'sender' || m === 'cash_on_delivery');
}
