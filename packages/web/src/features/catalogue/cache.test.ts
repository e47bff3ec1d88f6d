import { describe, expect, it } from 'vitest';
import { CACHE } from './cache.js';

describe('catalogue cache times (spec §9)', () => {
  it('categories 5 minutes, featured categories 60 s with 30 s stale, item details 30 s', () => {
    expect(CACHE.categoriesStaleMs).toBe(300_000);
    expect(CACHE.featuredCategoriesStaleMs).toBe(30_000);
    expect(CACHE.featuredCategoriesGcMs).toBe(60_000);
    expect(CACHE.itemDetailsStaleMs).toBe(30_000);
  });
});
