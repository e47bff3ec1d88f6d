/**
 * The product page's "Similar products" beside "More from this store" (issue 15): similar items
 * are the item's category (`items/related-items`), never the item itself. When the category has
 * items of other stores, only those are shown, so the row does not repeat "More from this
 * store"; when all are the store's own, they are shown all the same (a category one store
 * sells alone still has similar products).
 */
export function similarItems<T extends { id: number; store_id: number }>(
  related: readonly T[],
  item: { id: number; store_id: number },
): T[] {
  const others = related.filter((other) => other.id !== item.id);
  const elsewhere = others.filter((other) => other.store_id !== item.store_id);
  return elsewhere.length > 0 ? elsewhere : others;
}
