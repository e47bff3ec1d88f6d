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
  });

  it('keeps the store s own items when the category has no others, never the item', () => {
    const related = [
      { id: 8, store_id: 2 },
      { id: 7, store_id: 2 },
    ];
    expect(similarItems(related, item).map((i) => i.id)).toEqual([8]);
    expect(similarItems([{ id: 7, store_id: 2 }], item)).toEqual([]);
  });
});
