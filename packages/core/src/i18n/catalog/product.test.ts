import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';

describe('area product', () => {
  it('says "Only N Products Left" in English, verbatim for several', () => {
    expect(catalogs.en['product.stockLeft_other']).toBe('Only {{count}} Products Left');
    expect(catalogs.en['product.stockLeft_few']).toBe('Only {{count}} Products Left');
  });

  it('has every Arabic plural form of the stock warning for 1 to 5, in Arabic', () => {
    for (const form of ['one', 'two', 'few']) {
      expect(catalogs.ar[`product.stockLeft_${form}`]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(catalogs.ar['product.stockLeft_one']).toBe('لم يتبقَّ سوى {{count}} منتج');
    expect(catalogs.ar['product.stockLeft_few']).toBe('لم يتبقَّ سوى {{count}} منتجات');
  });
});
