import { describe, expect, it } from 'vitest';
import { catalogs, translate } from '../i18n/index.js';
import {
  menuCategories,
  menuStoreHeadingKey,
  menuStores,
  mobileMenuSections,
  MOBILE_MENU_CATEGORIES,
  MOBILE_MENU_STORES,
} from './mobile-menu.js';

describe('mobile menu drawer', () => {
  it('lists the sections in the spec order; store lists need a location, Logout a customer', () => {
    expect(mobileMenuSections({ signedIn: false, located: false })).toEqual([
      'account',
      'home',
      'theme',
      'language',
    ]);
    expect(mobileMenuSections({ signedIn: true, located: true })).toEqual([
      'account',
      'home',
      'categories',
      'latest-stores',
      'popular-stores',
      'theme',
      'language',
      'logout',
    ]);
  });

  it('shows the first 10 categories and the first 12 stores', () => {
    expect(MOBILE_MENU_CATEGORIES).toBe(10);
    expect(MOBILE_MENU_STORES).toBe(12);
    const many = Array.from({ length: 30 }, (_, i) => i);
    expect(menuCategories(many)).toEqual(many.slice(0, 10));
    expect(menuStores(many)).toEqual(many.slice(0, 12));
    expect(menuCategories([1, 2])).toEqual([1, 2]);
  });

  it('names the store lists with the module noun in English and Arabic', () => {
    expect(translate('en', menuStoreHeadingKey('latest', 'food'))).toBe('Latest Restaurants');
    expect(translate('en', menuStoreHeadingKey('popular', 'rental'))).toBe('Popular Providers');
    expect(translate('en', menuStoreHeadingKey('latest', 'grocery'))).toBe('Latest Stores');
    expect(translate('en', menuStoreHeadingKey('popular', null))).toBe('Popular Stores');
    expect(translate('ar', menuStoreHeadingKey('latest', 'food'))).toBe('أحدث المطاعم');
    for (const key of Object.keys(catalogs.en).filter((k) => k.startsWith('mobileMenu.'))) {
      expect(catalogs.ar[key], key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
