import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.js';
import {
  homeLeadsWithBanners,
  modulesForZones,
  showsCompactModuleSwitcher,
  storeNounKey,
} from './modules.js';

describe('module rules', () => {
  const modules = [
    { id: 1, zones: [{ id: 1 }] },
    { id: 2, zones: [{ id: 2 }, { id: 3 }] },
    { id: 3, zones: [] },
    { id: 4 },
  ];

  it('the side switcher shows only modules whose zones match the stored zone ids', () => {
    expect(modulesForZones(modules, [2]).map((m) => m.id)).toEqual([2]);
    expect(modulesForZones(modules, [1, 3]).map((m) => m.id)).toEqual([1, 2]);
    expect(modulesForZones(modules, [])).toEqual([]);
    expect(modulesForZones(modules, [9])).toEqual([]);
  });

  it('the store noun is Restaurants for food, Providers for rental, else Stores', () => {
    expect(translate('en', storeNounKey('food'))).toBe('Restaurants');
    expect(translate('en', storeNounKey('rental'))).toBe('Providers');
    expect(translate('en', storeNounKey('grocery'))).toBe('Stores');
    expect(translate('en', storeNounKey(null))).toBe('Stores');
  });

  it('the compact header shows the switcher from two modules', () => {
    expect(showsCompactModuleSwitcher(1)).toBe(false);
    expect(showsCompactModuleSwitcher(2)).toBe(true);
  });

  it("a shop module's home leads with the banners; rental's and parcel's do not", () => {
    for (const type of ['grocery', 'food', 'pharmacy', 'ecommerce']) {
      expect(homeLeadsWithBanners(type), type).toBe(true);
    }
    for (const type of ['rental', 'parcel', null, undefined]) {
      expect(homeLeadsWithBanners(type), String(type)).toBe(false);
    }
  });
});
