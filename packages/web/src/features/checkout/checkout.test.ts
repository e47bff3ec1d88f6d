import { describe, expect, it } from 'vitest';
import { checkoutPage } from './page.js';

describe('/checkout?page=', () => {
  it.each([
    ['cart', 'cart'],
    ['buy_now', 'buy_now'],
    ['campaign', 'campaign'],
    [null, 'cart'],
    ['parcel', 'cart'],
  ])('%j is the %s checkout', (value, page) => {
    expect(checkoutPage(value)).toBe(page);
  });
});
