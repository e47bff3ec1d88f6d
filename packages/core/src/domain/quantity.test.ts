import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import { MODULE_TYPES } from './session.js';
import {
  canDecrement,
  canIncrement,
  formatQuantity,
  incrementBlock,
  normalizeQuantity,
  QUANTITY_KEYS,
  quantityBlock,
  tracksStock,
} from './quantity.js';

const quantity = fc.integer({ min: 1, max: 200 });
const stock = fc.option(fc.integer({ min: 0, max: 200 }), { nil: null });
const max = fc.option(fc.integer({ min: -1, max: 200 }), { nil: null });

describe('quantity rules (properties)', () => {
  it("increase only if stock is greater than the quantity ('Out of Stock'), then while the maximum exceeds it ('Out of Limits')", () => {
    fc.assert(
      fc.property(quantity, stock, max, (q, s, m) => {
        const expected =
          s != null && s <= q ? 'outOfStock' : m != null && m > 0 && m <= q ? 'outOfLimits' : null;
        expect(incrementBlock(q, { stock: s, maxCartQuantity: m })).toBe(expected);
        expect(canIncrement(q, { stock: s, maxCartQuantity: m })).toBe(expected == null);
      }),
    );
  });

  it('stepping up from 1 stops at the stock or the maximum, whichever is smaller', () => {
    fc.assert(
      fc.property(stock, max, (s, m) => {
        let q = 1;
        while (canIncrement(q, { stock: s, maxCartQuantity: m }) && q < 500) q += 1;
        const caps = [s, m != null && m > 0 ? m : null].filter((c): c is number => c != null);
        expect(q).toBe(caps.length === 0 ? 500 : Math.max(1, Math.min(...caps)));
      }),
    );
  });

  it('a quantity above the stock or the maximum is refused', () => {
    fc.assert(
      fc.property(quantity, stock, max, (q, s, m) => {
        const expected =
          s != null && q > s ? 'outOfStock' : m != null && m > 0 && q > m ? 'outOfLimits' : null;
        expect(quantityBlock(q, { stock: s, maxCartQuantity: m })).toBe(expected);
      }),
    );
  });

  it('decrement is disabled at 1 or below and when the total price is 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 50 }),
        fc.constantFrom(0, 0.01, 5, 120.5),
        (q, total) => {
          expect(canDecrement(q, total)).toBe(q > 1 && total !== 0);
        },
      ),
    );
  });

  it('is shown zero-padded below 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (q) => {
        const label = formatQuantity(q);
        expect(Number(label)).toBe(q);
        expect(label.length).toBe(Math.max(2, String(q).length));
      }),
    );
    expect(formatQuantity(1)).toBe('01');
    expect(formatQuantity(9)).toBe('09');
    expect(formatQuantity(10)).toBe('10');
  });

  it('is a whole number of at least 1', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (q) => {
        const n = normalizeQuantity(q);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        if (q >= 1) expect(n).toBe(Math.floor(q));
      }),
    );
    expect(normalizeQuantity(Number.NaN)).toBe(1);
  });
});

describe('stock modules', () => {
  it('grocery, pharmacy and e-commerce track stock; food does not', () => {
    expect(MODULE_TYPES.filter(tracksStock)).toEqual(['grocery', 'pharmacy', 'ecommerce']);
    expect(tracksStock(null)).toBe(false);
  });

  it("messages are the spec's", () => {
    expect(translate('en', QUANTITY_KEYS.outOfStock)).toBe('Out of Stock');
    expect(translate('en', QUANTITY_KEYS.outOfLimits)).toBe('Out of Limits');
  });
});
