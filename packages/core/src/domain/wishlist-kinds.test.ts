// The wishlist drawer's tab nouns by module, and the empty state they make.
import { translator } from '../i18n/index.js';
import { describe, expect, it } from 'vitest';
import { wishlistNouns } from './wishlist-kinds.js';

describe('wishlistNouns', () => {
  it('names foods and restaurants in food, vehicles and providers in rental, else items and stores', () => {
    expect(wishlistNouns('food')).toEqual({ items: 'foods', stores: 'restaurants' });
    expect(wishlistNouns('rental')).toEqual({ items: 'vehicles', stores: 'providers' });
    for (const type of ['grocery', 'pharmacy', 'ecommerce', 'parcel', null] as const) {
      expect(wishlistNouns(type)).toEqual({ items: 'items', stores: 'stores' });
    }
  });

  it('makes the spec empty state with the noun, in both languages', () => {
    const t = translator('en');
    const empty = (noun: string) => t('wishlist.empty', { kind: t(`wishlist.kind.${noun}`) });
    expect(empty(wishlistNouns('food').items)).toBe('No favourite foods found');
    expect(empty(wishlistNouns('grocery').stores)).toBe('No favourite stores found');
    const ar = translator('ar');
    expect(ar('wishlist.empty', { kind: ar('wishlist.kind.restaurants') })).toMatch(/مطاعم/);
  });
});
