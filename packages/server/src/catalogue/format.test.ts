import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deliveryMinutes, storeDistance, storeRatings } from './format-store.js';
import { likePattern } from './queries.js';
import { originFromHeaders } from './scope.js';

describe('storeRatings', () => {
  it('averages the counts [5★…1★], counts them and gives the share of 4★ and 5★', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 5, maxLength: 5 }), (counts) => {
        const r = storeRatings(counts);
        const total = counts.reduce((a, b) => a + b, 0);
        expect(r.ratings).toEqual(counts);
        expect(r.rating_count).toBe(total);
        if (total === 0) {
          expect(r).toMatchObject({ avg_rating: 0, positive_rating: 0 });
        } else {
          const sum = counts.reduce((acc, n, i) => acc + n * (5 - i), 0);
          expect(r.avg_rating).toBeCloseTo(sum / total, 2);
          expect(r.avg_rating).toBeGreaterThanOrEqual(1);
          expect(r.avg_rating).toBeLessThanOrEqual(5);
          expect(r.positive_rating).toBe(Math.round(((counts[0]! + counts[1]!) / total) * 100));
        }
      }),
    );
  });

  it('reads missing or broken counts as 0', () => {
    expect(storeRatings([3]).ratings).toEqual([3, 0, 0, 0, 0]);
    expect(storeRatings([-2, Number.NaN, 1.7, 0, 0]).ratings).toEqual([0, 0, 1, 0, 0]);
  });
});

describe('deliveryMinutes', () => {
  it.each([
    ['30-40 min', { min: 30, max: 40 }],
    ['20-30', { min: 20, max: 30 }],
    ['45 min', { min: 45, max: 45 }],
    ['1-2 hours', { min: 60, max: 120 }],
    ['40-30 min', { min: 40, max: 40 }],
    ['soon', { min: 0, max: 0 }],
    ['', { min: 0, max: 0 }],
  ])('%s → %j', (text, expected) => {
    expect(deliveryMinutes(text)).toEqual(expected);
  });
});

describe('the customer position', () => {
  it('reads both headers as numbers in range, else null', () => {
    expect(originFromHeaders('25.1972', ' 55.2744 ')).toEqual({ lat: 25.1972, lng: 55.2744 });
    expect(originFromHeaders('-90', '180')).toEqual({ lat: -90, lng: 180 });
    for (const [lat, lng] of [
      [undefined, '55'],
      ['25', undefined],
      ['abc', '55'],
      ['91', '55'],
      ['25', '-181'],
      ['', ''],
      ['Infinity', '1'],
      ['1e3', '1'],
    ] as const) {
      expect(originFromHeaders(lat, lng)).toBeNull();
    }
  });

  it('gives store distances in metres, null without a position', () => {
    const store = { latitude: 25.2048, longitude: 55.2708 };
    expect(storeDistance(store, null)).toBeNull();
    expect(storeDistance(store, { lat: 25.2048, lng: 55.2708 })).toBe(0);
    // About 0.9 km between Burj Khalifa and the Dubai Mall's Fashion Avenue.
    const metres = storeDistance(store, { lat: 25.1972, lng: 55.2744 })!;
    expect(metres).toBeGreaterThan(800);
    expect(metres).toBeLessThan(1000);
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('rice')).toBe('%rice%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
