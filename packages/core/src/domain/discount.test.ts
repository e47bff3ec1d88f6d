import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import {
  discountBadge,
  discountedLinePrice,
  discountedUnitPrice,
  effectiveDiscount,
  type DiscountFields,
} from './discount.js';

const price = fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100);
const quantity = fc.integer({ min: 1, max: 50 });
const percent = fc.integer({ min: 0, max: 150 });
const amount = fc.integer({ min: 0, max: 2_000_00 }).map((c) => c / 100);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6);

describe('discounts (properties)', () => {
  it('percent reduces the line by that percentage, never below 0', () => {
    fc.assert(
      fc.property(price, quantity, percent, (unit, q, p) => {
        const line = discountedLinePrice(unit, q, { source: 'item', type: 'percent', value: p });
        close(line, Math.max(0, unit * q * (1 - p / 100)));
      }),
    );
  });

  it('amount reduces the line by the amount times the quantity, never below 0', () => {
    fc.assert(
      fc.property(price, quantity, amount, (unit, q, d) => {
        const line = discountedLinePrice(unit, q, { source: 'item', type: 'amount', value: d });
        close(line, Math.max(0, unit * q - d * q));
        expect(line).toBeGreaterThanOrEqual(0);
        expect(line).toBeLessThanOrEqual(unit * q + 1e-9);
      }),
    );
  });

  it('a larger discount never gives a higher price', () => {
    fc.assert(
      fc.property(
        price,
        amount,
        amount,
        fc.constantFrom('percent', 'amount'),
        (unit, a, b, type) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const at = (value: number) =>
            discountedUnitPrice(unit, {
              source: 'item',
              type: type as 'percent' | 'amount',
              value,
            });
          expect(at(hi)).toBeLessThanOrEqual(at(lo));
        },
      ),
    );
  });

  it('a running store discount (percent) overrides the item discount: not stacked, not max-wins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
        fc.constantFrom('percent', 'amount', null),
        price,
        (store, itemDiscount, type, unit) => {
          const fields: DiscountFields = {
            store_discount: store,
            discount: itemDiscount,
            discount_type: type,
          };
          expect(effectiveDiscount(fields)).toEqual({
            source: 'store',
            type: 'percent',
            value: store,
          });
          close(discountedUnitPrice(unit, effectiveDiscount(fields)), unit * (1 - store / 100));
        },
      ),
    );
  });

  it('without a store discount the item discount applies as its type says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('percent', 'amount'),
        fc.constantFrom(0, null, '0'),
        (d, type, store) => {
          expect(
            effectiveDiscount({ store_discount: store, discount: d, discount_type: type }),
          ).toEqual({
            source: 'item',
            type,
            value: d,
          });
        },
      ),
    );
    expect(effectiveDiscount({ discount: 0, discount_type: 'percent' })).toBeNull();
    expect(effectiveDiscount({ discount: -5, discount_type: 'amount' })).toBeNull();
    expect(effectiveDiscount({})).toBeNull();
  });
});

describe('discount badge', () => {
  const money = {
    currency_symbol: '$',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
  };

  it("shows '% off' for percent, otherwise the amount off as money", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (p) => {
        const badge = discountBadge({ discount: p, discount_type: 'percent' }, money);
        expect(translate('en', badge!.key, badge!.vars)).toBe(`${p}% off`);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_00 }), (cents) => {
        const badge = discountBadge({ discount: cents / 100, discount_type: 'amount' }, money);
        expect(translate('en', badge!.key, badge!.vars)).toBe(`$${(cents / 100).toFixed(2)} off`);
      }),
    );
  });

  it('shows the store discount when one runs, and nothing without a discount', () => {
    const badge = discountBadge(
      { store_discount: 12.5, discount: 5, discount_type: 'amount' },
      money,
    );
    expect(translate('en', badge!.key, badge!.vars)).toBe('12.5% off');
    expect(translate('ar', badge!.key, badge!.vars)).toBe('خصم 12.5%');
    expect(discountBadge({ discount: 0 }, money)).toBeNull();
  });
});
