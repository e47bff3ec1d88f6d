import { describe, expect, it } from 'vitest';
import { AREAS, catalogs } from '../index.js';

const { account } = AREAS;

/** The spec's texts of the account area, verbatim. */
const SPEC_TEXTS: Record<string, string> = {
  'account.signIn': 'Sign In',
  'account.settings.theme': 'Theme Mode',
  'account.page.track-order': 'Track Order',
};

/** Texts of other areas the account pages show (logout's confirm, two spaces included). */
const BORROWED: Record<string, string> = {
  'auth.logout.title': 'Logout',
  'auth.logout.confirm': 'Are you sure you want to  logout?',
  'auth.logout.toast': 'Logout successful.',
  'wishlist.title': 'Wishlist',
  'wishlist.empty': 'No favourite {{kind}} found',
  'wishlist.confirm.remove': 'Are you sure you want to delete this item?',
  'common.error.sessionExpired': 'Your account is inactive or Your token has been expired',
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('area account', () => {
  it.each(Object.entries({ ...SPEC_TEXTS, ...BORROWED }))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it('names every page of /profile', () => {
    for (const page of [
      'profile-settings',
      'inbox',
      'wallet',
      'my-orders',
      'my-trips',
      'coupons',
      'loyalty-points',
      'referral-code',
      'settings',
    ]) {
      expect(catalogs.en[`account.page.${page}`]).toBeTruthy();
    }
  });

  it.each(Object.keys(account.en))('%s is in Arabic with the same placeholders', (key) => {
    const ar = catalogs.ar[key] ?? '';
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(placeholders(ar)).toEqual(placeholders(catalogs.en[key] ?? ''));
  });
});
