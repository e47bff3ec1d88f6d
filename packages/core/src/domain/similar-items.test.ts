import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { similarItems } from './similar-items.js';

describe('similarItems', () => {
  const item = { id: 7, store_id: 2 };

  it('keeps only other stores items when there are some, in order', () => {
    const related = [
      { id: 3, store_id: 5 },
      { id: 8, store_id: 2 },
      { id: 7, store_id: 2 },
      { id: 1, store_id: 9 },
    ];
    expect(similarItems(related, item).map((i) => i.id)).toEqual([3, 1]);
    // "More from this store" showing the store's own changes nothing here.
    expect(similarItems(related, item, [{ id: 8 }]).map((i) => i.id)).toEqual([3, 1]);
  });

  it('keeps the store s own items when the category has no others, never the item', () => {
    const related = [
      { id: 8, store_id: 2 },
      { id: 7, store_id: 2 },
    ];
    expect(similarItems(related, item).map((i) => i.id)).toEqual([8]);
    expect(similarItems([{ id: 7, store_id: 2 }], item)).toEqual([]);
    // "More from this store" shows other items: the similar one is still new.
    expect(similarItems(related, item, [{ id: 9 }, { id: 10 }]).map((i) => i.id)).toEqual([8]);
  });

  it('shows nothing when one store sells the whole category and its row already shows it', () => {
    const related = [
      { id: 8, store_id: 2 },
      { id: 7, store_id: 2 },
      { id: 9, store_id: 2 },
    ];
    expect(similarItems(related, item, [{ id: 9 }, { id: 8 }])).toEqual([]);
    expect(similarItems(related, item, [{ id: 9 }, { id: 8 }, { id: 11 }])).toEqual([]);
    // One of them not in the store's row (its row is cut at 12): all are shown.
    expect(similarItems(related, item, [{ id: 9 }]).map((i) => i.id)).toEqual([8, 9]);
  });

  it('properties: never the item, in order, never only a repeat of the store s row', () => {
    const entry = fc.record({
      id: fc.integer({ min: 1, max: 12 }),
      store_id: fc.constantFrom(2, 5),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 10 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 10 }),
        (related, storeIds) => {
          // "More from this store": the store's own items (none of another store's), never the
          // item.
          const otherStores = new Set(
            related.filter((e) => e.store_id !== item.store_id).map((e) => e.id),
          );
          const fromStore = storeIds
            .filter((id) => id !== item.id && !otherStores.has(id))
            .map((id) => ({ id }));
          const shown = new Set(fromStore.map((e) => e.id));
          const similar = similarItems(related, item, fromStore);
          // Never the item; a subsequence of the related list.
          expect(similar.some((e) => e.id === item.id)).toBe(false);
          expect(similar).toEqual(related.filter((e) => similar.includes(e)));
          // Other stores' items, when there are some, are exactly what is shown.
          const elsewhere = related.filter((e) => e.id !== item.id && e.store_id !== item.store_id);
          if (elsewhere.length > 0) expect(similar).toEqual(elsewhere);
          // The row is empty or shows something the store's row does not.
          if (similar.length > 0) expect(similar.some((e) => !shown.has(e.id))).toBe(true);
          // Only the store's own: hidden exactly when its row already shows all of them.
          const own = related.filter((e) => e.id !== item.id);
          if (elsewhere.length === 0) {
            expect(similar).toEqual(own.every((e) => shown.has(e.id)) ? [] : own);
          }
        },
      ),
    );
  });
});
