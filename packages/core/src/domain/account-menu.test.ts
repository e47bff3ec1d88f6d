// The account menu's entries and the configuration rules (storefront §2 'Account menu'), and the
// profile page's side navigation built from them.
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.js';
import {
  accountMenuEntries,
  entryLabelKey,
  entryPath,
  isOffered,
  profileNavEntries,
  profilePageOf,
  type AccountMenuFacts,
} from './account-menu.js';

const ON = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };
const MODULES = [{ module_type: 'grocery' }, { module_type: 'food' }, { module_type: 'rental' }];
const all: AccountMenuFacts = { config: ON, modules: MODULES };

describe('the account menu', () => {
  it('lists every entry in the spec order when everything is on, never the inbox', () => {
    expect(accountMenuEntries(all)).toEqual([
      'profile-settings',
      'my-orders',
      'my-trips',
      'wallet',
      'coupons',
      'loyalty-points',
      'referral-code',
      'settings',
      'track-order',
    ]);
  });

  it.each([
    ['customer_wallet_status', 'wallet'],
    ['loyalty_point_status', 'loyalty-points'],
    ['ref_earning_status', 'referral-code'],
  ] as const)('hides the entry when %s is 0', (flag, entry) => {
    const entries = accountMenuEntries({ config: { ...ON, [flag]: 0 }, modules: MODULES });
    expect(entries).not.toContain(entry);
    expect(entries).toHaveLength(8);
    expect(accountMenuEntries({ config: { ...ON, [flag]: '0' }, modules: MODULES })).toEqual(
      entries,
    );
  });

  it('keeps an entry whose flag is absent (only 0 hides it)', () => {
    expect(accountMenuEntries({ config: {}, modules: MODULES })).toEqual(accountMenuEntries(all));
  });

  it('leaves out the entries of the configuration until it is known', () => {
    expect(accountMenuEntries({ config: undefined, modules: MODULES })).toEqual([
      'profile-settings',
      'my-orders',
      'my-trips',
      'coupons',
      'settings',
      'track-order',
    ]);
  });

  it('shows my trips only with an active rental module', () => {
    const noRental = MODULES.filter((m) => m.module_type !== 'rental');
    expect(accountMenuEntries({ config: ON, modules: noRental })).not.toContain('my-trips');
    expect(accountMenuEntries({ config: ON, modules: null })).not.toContain('my-trips');
    expect(isOffered('my-trips', all)).toBe(true);
  });

  it('tracks trips, not orders, in the rental module (Track Trip, /track-trip)', () => {
    const rental = accountMenuEntries({ ...all, moduleType: 'rental' });
    expect(rental.at(-1)).toBe('track-trip');
    expect(rental).not.toContain('track-order');
    expect(rental.slice(0, -1)).toEqual(accountMenuEntries(all).slice(0, -1));
    expect(accountMenuEntries({ ...all, moduleType: 'grocery' }).at(-1)).toBe('track-order');
    expect(accountMenuEntries({ ...all, moduleType: null }).at(-1)).toBe('track-order');
    expect(profileNavEntries({ ...all, moduleType: 'rental' }).at(-1)).toBe('track-trip');
    expect(entryPath('track-trip')).toBe('/track-trip');
    expect(translate('en', entryLabelKey('track-trip'))).toBe('Track Trip');
    expect(translate('en', entryLabelKey('track-order'))).toBe('Track Order');
    expect(translate('ar', entryLabelKey('track-trip'))).toMatch(/[\u0600-\u06FF]/);
  });

  it('hides all three together', () => {
    const off = { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 };
    expect(accountMenuEntries({ config: off, modules: [] })).toEqual([
      'profile-settings',
      'my-orders',
      'coupons',
      'settings',
      'track-order',
    ]);
  });
});

describe('the profile side navigation', () => {
  it('has the menu entries with the inbox after the orders and trips', () => {
    expect(profileNavEntries(all)).toEqual([
      'profile-settings',
      'my-orders',
      'my-trips',
      'inbox',
      'wallet',
      'coupons',
      'loyalty-points',
      'referral-code',
      'settings',
      'track-order',
    ]);
    const off = { customer_wallet_status: 0, loyalty_point_status: 0, ref_earning_status: 0 };
    expect(profileNavEntries({ config: off, modules: [] })).toEqual([
      'profile-settings',
      'my-orders',
      'inbox',
      'coupons',
      'settings',
      'track-order',
    ]);
  });
});

describe('profile pages', () => {
  it('reads the page query, defaulting to profile settings', () => {
    expect(profilePageOf('wallet')).toBe('wallet');
    expect(profilePageOf('inbox')).toBe('inbox');
    expect(profilePageOf(null)).toBe('profile-settings');
    expect(profilePageOf('admin')).toBe('profile-settings');
  });

  it('links pages to /profile?page= and track order to /track-order', () => {
    expect(entryPath('my-orders')).toBe('/profile?page=my-orders');
    expect(entryPath('track-order')).toBe('/track-order');
  });
});
