/**
 * Item discounts (spec §9, reference §6.2).
 *
 * - Which discount applies: a running store discount (`store_discount`, always a percent)
 *   overrides the item's own `discount`/`discount_type`; they are never stacked and the larger
 *   one does not win. A running flash sale is already folded into the item's `discount` and
 *   `discount_type` by the server, which then sends `store_discount` 0.
 * - Percent reduces the price by that percentage; amount reduces each unit by the amount, so a
 *   line loses the amount times the quantity. The price never goes below 0.
 * - The card badge: '{{value}}% off' for a percent discount, otherwise the amount off formatted
 *   as money ('{{amount}} off').
 * - A zero, negative or non-numeric discount is no discount.
 */
import { cleanAmount, formatMoney, toAmount, type MoneyConfig } from './money.js';

export type DiscountType = 'percent' | 'amount';

/** The item fields that carry a discount. */
export interface DiscountFields {
  discount?: number | string | null;
  discount_type?: DiscountType | string | null;
  store_discount?: number | string | null;
}

export interface Discount {
  /** Where it comes from: the running store discount or the item's own. */
  source: 'store' | 'item';
  type: DiscountType;
  /** A percentage (0-100 is meaningful; more empties the price) or an amount per unit. */
  value: number;
}

/** The discount that applies to an item, or null (store discount first, reference §6.2). */
export function effectiveDiscount(fields: DiscountFields): Discount | null {
  const store = toAmount(fields.store_discount);
  if (store > 0) return { source: 'store', type: 'percent', value: store };
  const value = toAmount(fields.discount);
  if (value <= 0) return null;
  return { source: 'item', type: fields.discount_type === 'percent' ? 'percent' : 'amount', value };
}

/** The amount one unit loses (never more than the unit price). */
export function unitDiscountAmount(unitPrice: number, discount: Discount | null): number {
  if (discount == null || unitPrice <= 0) return 0;
  const off = discount.type === 'percent' ? (unitPrice * discount.value) / 100 : discount.value;
  return cleanAmount(Math.min(unitPrice, Math.max(0, off)));
}

/** The unit price after the discount, never below 0. */
export function discountedUnitPrice(unitPrice: number, discount: Discount | null): number {
  return cleanAmount(Math.max(0, unitPrice - unitDiscountAmount(unitPrice, discount)));
}

/**
 * A line of `quantity` units after the discount: percent off the line, or the amount times
 * the quantity off the line; never below 0.
 */
export function discountedLinePrice(
  unitPrice: number,
  quantity: number,
  discount: Discount | null,
): number {
  return cleanAmount(discountedUnitPrice(unitPrice, discount) * quantity);
}

/** What a discount badge says; the UI translates `key` with `vars`. */
export interface DiscountBadge {
  key: 'item.discount.percentOff' | 'item.discount.amountOff';
  vars: { value: string } | { amount: string };
}

/** The card badge: '10% off', or the amount off as money ('$5.00 off'); null without a discount. */
export function discountBadge(fields: DiscountFields, money: MoneyConfig): DiscountBadge | null {
  const discount = effectiveDiscount(fields);
  if (discount == null) return null;
  if (discount.type === 'percent') {
    return {
      key: 'item.discount.percentOff',
      vars: { value: String(cleanAmount(discount.value)) },
    };
  }
  return { key: 'item.discount.amountOff', vars: { amount: formatMoney(discount.value, money) } };
}
