/**
 * The product page's "Similar products" beside "More from this store" (issue 15): similar items
 * are the item's category (`items/related-items`), never the item itself. When the category has
 * items of other stores, only those are shown, so the row does not repeat "More from this
 * store"; when all are the store's own, they are shown all the same (a category one store
 * sells alone still has similar products), unless "More from this store" (`fromStore`, its
 * items once they are in) already shows every one of them: then the page shows that row only.
 */
export function similarItems<T extends { id: number; store_id: number }>(
  related: readonly T[],
  item: { id: number; store_id: number },
  fromStore: readonly { id: number }[] = [],
): T[] {
  const others = related.filter((other) => other.id !== item.id);
  const elsewhere = others.filter((other) => other.store_id !== item.store_id);
  if (elsewhere.length > 0) return elsewhere;
  const shown = new Set(fromStore.map((other) => other.id));
  return others.every((other) => shown.has(other.id)) ? [] : others;
}
