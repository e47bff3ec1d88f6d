/**
 * "Only N Products Left" (issue 15): the product page and the quick view warn when an item's
 * tracked stock is low. No threshold is given by the spec or the v1 clients; the v1 store
 * setting `minimum_stock_for_warning` is 0 (off) in this storefront's answers, so the warning
 * uses a fixed threshold of 5.
 */

/** At or below this many left (and above 0), the page says how many are left. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * How many are left when stock is low (1 … 5), else null: untracked stock (null), out of
 * stock (0 or less) and stock above the threshold say nothing.
 */
export function lowStockLeft(
  stock: number | null | undefined,
  threshold = LOW_STOCK_THRESHOLD,
): number | null {
  if (stock == null || !Number.isFinite(stock)) return null;
  const n = Math.trunc(stock);
  return n >= 1 && n <= threshold ? n : null;
}
