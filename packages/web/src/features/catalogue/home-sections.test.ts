import { MODULE_TYPES } from '@storefront/core/domain/session';
import { describe, expect, it } from 'vitest';
import { hasCatalogueSearch, homeSections, type HomeSection } from './home-sections.js';

const CATALOGUE: HomeSection[] = [
  'banners',
  'categories',
  'suggestedItems',
  'popularItems',
  'discountedItems',
  'newArrivals',
  'recommendedItems',
  'popularStores',
  'latestStores',
  'campaigns',
  'reels',
];

describe('homeSections', () => {
  it.each(['food', 'grocery', 'pharmacy', 'ecommerce'] as const)(
    '%s has every catalogue section once, banners first',
    (type) => {
      const sections = homeSections(type);
      const extra: HomeSection[] = [
        'flashSale',
        'visitAgain',
        'advertisements',
        'topOfferStores',
        'discountedStores',
        'recommendedStores',
      ];
      if (type === 'pharmacy') extra.push('commonConditions');
      if (type === 'ecommerce') extra.push('brands');
      const expected = [...CATALOGUE, ...extra];
      expect([...sections].sort()).toEqual([...expected].sort());
      expect(sections[0]).toBe('banners');
      expect(hasCatalogueSearch(type)).toBe(true);
    },
  );

  it('the pharmacy shows its common conditions right after the categories', () => {
    const sections = homeSections('pharmacy');
    expect(sections.indexOf('commonConditions')).toBe(sections.indexOf('categories') + 1);
    expect(sections.indexOf('suggestedItems')).toBe(sections.indexOf('commonConditions') + 1);
  });

  it('the store reels come right after the running campaigns', () => {
    for (const type of ['food', 'grocery', 'pharmacy', 'ecommerce'] as const) {
      const sections = homeSections(type);
      expect(sections.indexOf('reels')).toBe(sections.indexOf('campaigns') + 1);
    }
  });

  it('parcel shows its banners, rental its providers; neither has item search', () => {
    expect(homeSections('parcel')).toEqual(['banners']);
    expect(homeSections('rental')).toEqual(['banners', 'popularStores', 'latestStores']);
    expect(hasCatalogueSearch('parcel')).toBe(false);
    expect(hasCatalogueSearch('rental')).toBe(false);
  });

  it('covers every module type', () => {
    for (const type of MODULE_TYPES) expect(homeSections(type).length).toBeGreaterThan(0);
  });
});
