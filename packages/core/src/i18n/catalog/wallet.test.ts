import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';

/** The spec's texts of the wallet and loyalty areas, verbatim (storefront §5, §6, §8). */
const SPEC_TEXTS: Record<string, string> = {
  'wallet.topUp.amountRequired': 'Please Enter amount',
  'wallet.topUp.methodRequired': 'Payment method is required',
  'wallet.signInRequired': 'You must be login to access this page.',
  'loyalty.convert.success': 'Point to wallet transfer successfully.',
  'loyalty.total': 'Total points',
  'loyalty.convert.link': 'Convert to currency now',
};

describe('areas wallet and loyalty', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text, and Arabic in Arabic', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('names every wallet transaction type and history filter in both languages', () => {
    const keys = Object.keys(catalogs.en).filter(
      (key) => key.startsWith('wallet.type.') || key.startsWith('wallet.history.filter.'),
    );
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) expect(catalogs.ar[key], key).toMatch(/[\u0600-\u06FF]/);
  });
});
