import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, lowStockLeft } from './low-stock.js';

describe('lowStockLeft ("Only N Products Left")', () => {
  it('says how many are left from 1 to 5', () => {
    expect(lowStockLeft(1)).toBe(1);
    expect(lowStockLeft(3)).toBe(3);
    expect(lowStockLeft(LOW_STOCK_THRESHOLD)).toBe(5);
  });

  it('says nothing above the threshold, out of stock or for untracked stock', () => {
    expect(lowStockLeft(6)).toBeNull();
    expect(lowStockLeft(0)).toBeNull();
    expect(lowStockLeft(-2)).toBeNull();
    expect(lowStockLeft(null)).toBeNull();
    expect(lowStockLeft(undefined)).toBeNull();
    expect(lowStockLeft(Number.NaN)).toBeNull();
  });

  it('warns exactly when 1 ≤ stock ≤ threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 1000 }), fc.integer({ min: 1, max: 20 }), (s, t) => {
        const left = lowStockLeft(s, t);
        expect(left !== null).toBe(s >= 1 && s <= t);
        if (left !== null) expect(left).toBe(s);
      }),
    );
  });
});
