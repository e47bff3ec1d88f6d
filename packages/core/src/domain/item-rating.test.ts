import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRatings, ratingBreakdown, ratingCounts } from './item-rating.js';

describe('ratingCounts', () => {
  it('keeps five whole counts, reading anything else as 0', () => {
    expect(ratingCounts([3, 2, 1, 0, 4])).toEqual([3, 2, 1, 0, 4]);
    expect(ratingCounts(null)).toEqual([0, 0, 0, 0, 0]);
    expect(ratingCounts([2.7, -1, 'x', '5'])).toEqual([2, 0, 0, 5, 0]);
    expect(ratingCounts([1, 1, 1, 1, 1, 9])).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('ratingBreakdown', () => {
  it('lists 5★ to 1★ with counts and whole percents', () => {
    expect(ratingBreakdown([6, 2, 1, 0, 1])).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 2, percent: 20 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
  });

  it('gives the rounding points to the largest remainders (1/3 each: 34, 33, 33)', () => {
    expect(ratingBreakdown([1, 1, 1, 0, 0]).map((b) => b.percent)).toEqual([34, 33, 33, 0, 0]);
  });

  it('shows 0 % everywhere without ratings', () => {
    expect(ratingBreakdown([0, 0, 0, 0, 0]).map((b) => b.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('always adds up to 100 %, each share within a point of the exact one', () => {
    const counts = fc.array(fc.nat({ max: 10_000 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(counts, (c) => {
        const total = c.reduce((a, b) => a + b, 0);
        fc.pre(total > 0);
        const bars = ratingBreakdown(c);
        expect(bars.reduce((a, b) => a + b.percent, 0)).toBe(100);
        bars.forEach((bar, i) => {
          expect(bar.count).toBe(c[i]);
          expect(Math.abs(bar.percent - (c[i]! * 100) / total)).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('hasRatings', () => {
  it('is true only for a count above 0', () => {
    expect(hasRatings(3)).toBe(true);
    expect(hasRatings(0)).toBe(false);
    expect(hasRatings(null)).toBe(false);
    expect(hasRatings(undefined)).toBe(false);
    expect(hasRatings(Number.NaN)).toBe(false);
  });
});
