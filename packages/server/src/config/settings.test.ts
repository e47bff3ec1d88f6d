import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  localize,
  mergeSettings,
  POLICY_PAGES,
  settingRows,
} from './settings.js';

describe('business settings', () => {
  it('has one row per key for the seed', () => {
    const rows = settingRows();
    expect(rows.map((r) => r.key)).toEqual(Object.keys(DEFAULT_SETTINGS));
    expect(rows.find((r) => r.key === 'guest_checkout_status')!.value).toBe(1);
  });

  it('has the demo values the issue asks for', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      guest_checkout_status: 1,
      customer_wallet_status: 1,
      loyalty_point_status: 1,
      ref_earning_status: 1,
      currency_symbol: 'AED',
      currency_symbol_direction: 'left',
      digit_after_decimal_point: 2,
      default_location: { lat: '25.1972', lng: '55.2744' },
      tax_included: 0,
      country: 'AE',
      firebase_otp_verification: 0,
    });
  });

  it('keeps stored values of the right kind and ignores the others', () => {
    const merged = mergeSettings([
      { key: 'guest_checkout_status', value: 0 },
      { key: 'currency_symbol', value: 42 },
      { key: 'footer_text', value: { en: 'Hi', ar: 'مرحبا' } },
      { key: 'address', value: { ar: 'no English' } },
      { key: 'unknown_key', value: 'x' },
    ]);
    expect(merged.guest_checkout_status).toBe(0);
    expect(merged.currency_symbol).toBe('AED');
    expect(merged.footer_text).toEqual({ en: 'Hi', ar: 'مرحبا' });
    expect(merged.address).toEqual(DEFAULT_SETTINGS.address);
    expect('unknown_key' in merged).toBe(false);
  });

  it('localises with an English fallback', () => {
    expect(localize({ en: 'Hello', ar: 'مرحبا' }, 'ar')).toBe('مرحبا');
    expect(localize({ en: 'Hello' }, 'ar')).toBe('Hello');
    expect(localize({ en: 'Hello', ar: '' }, 'ar')).toBe('Hello');
    expect(localize('Plain', 'ar')).toBe('Plain');
  });

  it('names a setting for each optional policy page', () => {
    for (const page of POLICY_PAGES) {
      if (page.configKey) expect(DEFAULT_SETTINGS[page.configKey]).toBe(1);
    }
  });
});
