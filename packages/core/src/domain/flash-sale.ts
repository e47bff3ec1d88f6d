/**
 * Flash sales (reference §4.12 item fields `flash_sale`, `stock`, `discount`, `discount_type`;
 * §5 `flash_sales`, `flash_sale_items`; §6.2 'Running flash sale').
 *
 * - A sale runs while it is published and now is within `[start_date, end_date)` (instants).
 * - An active item of a running sale with stock left (`stock − sold > 0`) overrides the item's
 *   discount with its own (`percent` or `amount`), sends `store_discount` 0 and `flash_sale` 1,
 *   and caps the stock at what is left of the sale's stock. A sold-out or ended sale leaves the
 *   item as it is.
 * - The countdown shows the time left to `end_date` in days, hours, minutes and seconds.
 */

export interface FlashSaleWindow {
  is_publish?: number | boolean;
  /** ISO instants. */
  start_date: string;
  end_date: string;
}

export interface FlashSaleItemTerms {
  status?: number | boolean;
  stock: number;
  sold: number;
  discount_type: 'percent' | 'amount' | string;
  discount: number;
}

/** What a running flash sale changes on an item. */
export interface FlashOverride {
  discount: number;
  discount_type: 'percent' | 'amount';
  store_discount: 0;
  flash_sale: 1;
  /** The item's stock capped at what is left of the sale's. */
  stock: number;
}

/** Whether a sale runs at `nowMs`. */
export function isFlashSaleRunning(sale: FlashSaleWindow, nowMs: number): boolean {
  if (sale.is_publish === 0 || sale.is_publish === false) return false;
  const start = Date.parse(sale.start_date);
  const end = Date.parse(sale.end_date);
  return Number.isFinite(start) && Number.isFinite(end) && start <= nowMs && nowMs < end;
}

/** What is left of a sale item's stock (never below 0). */
export function flashAvailable(terms: FlashSaleItemTerms): number {
  return Math.max(0, Math.trunc(terms.stock) - Math.trunc(terms.sold));
}

/** The override of a running sale's item on an item with `itemStock`, or null (none applies). */
export function flashOverride(
  sale: FlashSaleWindow,
  terms: FlashSaleItemTerms,
  itemStock: number,
  nowMs: number,
): FlashOverride | null {
  if (terms.status === 0 || terms.status === false) return null;
  if (!isFlashSaleRunning(sale, nowMs)) return null;
  const left = flashAvailable(terms);
  if (left <= 0 || !(terms.discount > 0)) return null;
  return {
    discount: terms.discount,
    discount_type: terms.discount_type === 'percent' ? 'percent' : 'amount',
    store_discount: 0,
    flash_sale: 1,
    stock: Math.max(0, Math.min(itemStock, left)),
  };
}

/** The share of the sale's stock sold, 0 to 1 (the progress bar of a sale item). */
export function flashSoldShare(terms: FlashSaleItemTerms): number {
  if (!(terms.stock > 0)) return 0;
  return Math.min(1, Math.max(0, terms.sold / terms.stock));
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The time is up. */
  ended: boolean;
}

/** The time left from `nowMs` to `endIso`, in whole days, hours, minutes and seconds. */
export function countdown(endIso: string, nowMs: number): Countdown {
  const end = Date.parse(endIso);
  const left = Number.isFinite(end) ? Math.max(0, Math.floor((end - nowMs) / 1000)) : 0;
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}
