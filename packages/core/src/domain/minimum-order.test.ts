import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumOrderShortfall } from './minimum-order.js';

describe('minimumOrderShortfall', () => {
  it('the minimum order shortfall: the minimum and the amount still missing', () => {
    expect(minimumOrderShortfall(16, '20', 2)).toEqual({ minimum: 20, missing: 4 });
    expect(minimumOrderShortfall(19.995, 20, 1, 2)).toEqual({ minimum: 20, missing: 0.01 });
    expect(minimumOrderShortfall(20, 20, 1)).toBeNull();
    expect(minimumOrderShortfall(5, 20, 0)).toBeNull();
    expect(minimumOrderShortfall(5, null, 1)).toBeNull();
    expect(minimumOrderShortfall(5, 'x', 1)).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 20 }),
        (priceCents, minimumCents, lines) => {
          const price = priceCents / 100;
          const minimum = minimumCents / 100;
          const shortfall = minimumOrderShortfall(price, minimum, lines);
          if (price >= minimum) return shortfall === null;
          return (
            shortfall !== null &&
            shortfall.minimum === minimum &&
            shortfall.missing > 0 &&
            Math.abs(price + shortfall.missing - minimum) < 0.005
          );
        },
      ),
    );
  });
});
