import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRating, ratingStars } from './rating.js';

const rating = fc.double({ min: 0, max: 5, noNaN: true });

describe('formatRating (properties)', () => {
  it('shows one decimal, within 0.05 of the average', () => {
    fc.assert(
      fc.property(rating, (r) => {
        const text = formatRating(r);
        expect(text).toMatch(/^[0-5]\.[0-9]$/);
        expect(Math.abs(Number(text) - r)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('rounds ties of the written decimal up (4.25 → 4.3, 3.45 → 3.5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 49 }), (tenths) => {
        const r = Number(`${Math.floor(tenths / 10)}.${tenths % 10}5`);
        const up = (tenths + 1) / 10;
        expect(formatRating(r)).toBe(up.toFixed(1));
      }),
    );
  });

  it('clamps to 0..5 and reads a missing average as 0', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(7)).toBe('5.0');
    expect(formatRating(-1)).toBe('0.0');
    expect(formatRating('4.44')).toBe('4.4');
  });
});

describe('ratingStars (properties)', () => {
  it('always shows 5 stars, at most one half', () => {
    fc.assert(
      fc.property(rating, (r) => {
        const s = ratingStars(r);
        expect(s.full + s.half + s.empty).toBe(5);
        expect([0, 1]).toContain(s.half);
        expect(s.full).toBeGreaterThanOrEqual(0);
        expect(s.empty).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is the average at a precision of 0.5', () => {
    fc.assert(
      fc.property(rating, (r) => {
        const s = ratingStars(r);
        const shown = s.full + s.half / 2;
        expect(Math.abs(shown - r)).toBeLessThanOrEqual(0.25 + 1e-9);
        expect(Number.isInteger(shown * 2)).toBe(true);
      }),
    );
  });

  it('never shows fewer stars for a higher average', () => {
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const stars = (r: number) => {
          const s = ratingStars(r);
          return s.full + s.half / 2;
        };
        expect(stars(lo)).toBeLessThanOrEqual(stars(hi));
      }),
    );
  });

  it('examples', () => {
    expect(ratingStars(4.25)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(ratingStars(4.2)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(ratingStars(3.8)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(ratingStars(null)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(9)).toEqual({ full: 5, half: 0, empty: 0 });
  });
});
