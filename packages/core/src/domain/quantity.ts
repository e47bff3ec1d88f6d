/**
 * Quantity rules of the item view (spec §4 'Food item', §5, reference §4.1 `module_config`).
 *
 * - Stock is tracked for grocery, pharmacy and e-commerce; food has no stock.
 * - Increase only while the stock is greater than the current quantity, else 'Out of Stock'
 *   (stock first); then, when `maximum_cart_quantity` is set (above 0), only while it exceeds
 *   the current quantity, else 'Out of Limits'.
 * - Decrement is disabled at quantity ≤ 1 and when the total price is 0.
 * - Quantities are at least 1 (the food rule; the item view applies it to every module).
 * - Shown zero-padded below 10: '01' … '09', then '10', '11' …
 */
import type { ModuleType } from './session.js';

export const MIN_QUANTITY = 1;

/** Modules whose items track stock (`module_config.<type>.stock`). */
export const STOCK_MODULES: readonly ModuleType[] = ['grocery', 'pharmacy', 'ecommerce'];

export function tracksStock(moduleType: ModuleType | null | undefined): boolean {
  return moduleType != null && STOCK_MODULES.includes(moduleType);
}

/** i18n keys of the quantity messages. */
export const QUANTITY_KEYS = {
  outOfStock: 'item.quantity.outOfStock',
  outOfLimits: 'item.quantity.outOfLimits',
} as const;

export interface QuantityLimits {
  /** Units available, or null when stock is not tracked. */
  stock: number | null;
  /** `maximum_cart_quantity`: a cap when above 0, else none. */
  maxCartQuantity?: number | null;
}

export type QuantityBlock = 'outOfStock' | 'outOfLimits';

/** Why the quantity cannot go up from `quantity`, or null when it can. */
export function incrementBlock(quantity: number, limits: QuantityLimits): QuantityBlock | null {
  if (limits.stock != null && !(limits.stock > quantity)) return 'outOfStock';
  const max = limits.maxCartQuantity;
  if (max != null && max > 0 && !(max > quantity)) return 'outOfLimits';
  return null;
}

export function canIncrement(quantity: number, limits: QuantityLimits): boolean {
  return incrementBlock(quantity, limits) == null;
}

/** Why `quantity` itself is too many (a cart line reopened after the stock fell), or null. */
export function quantityBlock(quantity: number, limits: QuantityLimits): QuantityBlock | null {
  if (limits.stock != null && quantity > limits.stock) return 'outOfStock';
  const max = limits.maxCartQuantity;
  if (max != null && max > 0 && quantity > max) return 'outOfLimits';
  return null;
}

/** Decrement is enabled only above 1 and while the total price is not 0. */
export function canDecrement(quantity: number, totalPrice: number): boolean {
  return quantity > MIN_QUANTITY && totalPrice !== 0;
}

/** A quantity as a whole number of at least 1. */
export function normalizeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(MIN_QUANTITY, Math.floor(quantity)) : MIN_QUANTITY;
}

/** '01' … '09' below 10, else the number. */
export function formatQuantity(quantity: number): string {
  return quantity >= 0 && quantity < 10 ? `0${quantity}` : String(quantity);
}
