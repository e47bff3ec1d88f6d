/**
 * Tax (spec §9, reference §6.5).
 *
 * - The rate is the store's `tax` (a percent); the items' own tax is not used.
 * - `tax_included` 1: the prices already hold the tax, tax = base × rate / (100 + rate), shown as
 *   'Included' and **not** added to the total. Otherwise tax = base × rate / 100, added to the
 *   total.
 * - The base is what the customer pays for the products: items price (add-ons included) − the
 *   product discount (store or item discounts) − the coupon discount, never below 0.
 * - A rate that is not a positive number gives no tax.
 */
import { cleanAmount, toAmount } from './money.js';

/** `tax_included` as the config sends it (1, '1' or true means included). */
export function isTaxIncluded(value: number | string | boolean | null | undefined): boolean {
  return value === true || value === 1 || value === '1';
}

/** The tax on `base` at `rate` percent, included in the base or added to it. */
export function taxAmount(
  base: number,
  rate: number | string | null | undefined,
  included: boolean,
): number {
  const r = toAmount(rate);
  if (!(base > 0) || !(r > 0)) return 0;
  return cleanAmount(included ? (base * r) / (100 + r) : (base * r) / 100);
}

/** The base of the tax: subtotal (after the product discount) − coupon, never below 0. */
export function taxBase(subtotal: number, couponDiscount: number): number {
  return cleanAmount(Math.max(0, subtotal - Math.max(0, couponDiscount)));
}
