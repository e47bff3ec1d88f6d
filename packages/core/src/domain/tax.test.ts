import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isTaxIncluded, taxAmount, taxBase } from './tax.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6);
const rate = fc.oneof(fc.integer({ min: 0, max: 30 }), cents(3000));

describe('tax', () => {
  it('tax_included 1: base × rate / (100 + rate), the base holds the tax', () => {
    fc.assert(
      fc.property(cents(100_000), rate, (base, r) => {
        const tax = taxAmount(base, r, true);
        close(tax, r > 0 ? (base * r) / (100 + r) : 0);
        // what is left is the price before tax, and that price × rate / 100 is the tax again
        close(((base - tax) * r) / 100, tax);
        expect(tax).toBeLessThanOrEqual(base);
      }),
    );
  });

  it('otherwise base × rate / 100', () => {
    fc.assert(
      fc.property(cents(100_000), rate, (base, r) => {
        close(taxAmount(base, r, false), (base * r) / 100);
      }),
    );
  });

  it('included tax is never more than excluded tax on the same base', () => {
    fc.assert(
      fc.property(
        cents(100_000).filter((b) => b > 0),
        rate.filter((r) => r > 0),
        (base, r) => {
          expect(taxAmount(base, r, true)).toBeLessThanOrEqual(taxAmount(base, r, false));
        },
      ),
    );
  });

  it('nothing to tax, or no rate, gives 0; numeric strings are read', () => {
    expect(taxAmount(0, 10, false)).toBe(0);
    expect(taxAmount(-5, 10, false)).toBe(0);
    expect(taxAmount(100, null, false)).toBe(0);
    expect(taxAmount(100, 'x', true)).toBe(0);
    expect(taxAmount(100, '5', false)).toBe(5);
  });

  it('spec examples', () => {
    expect(taxAmount(110, 10, true)).toBe(10);
    expect(taxAmount(100, 10, false)).toBe(10);
    expect(taxAmount(105, 5, true)).toBe(5);
  });

  it('the base is after the discounts and the coupon, never below 0', () => {
    fc.assert(
      fc.property(cents(10_000), cents(10_000), (subtotal, coupon) => {
        close(taxBase(subtotal, coupon), Math.max(0, subtotal - coupon));
      }),
    );
  });

  it('tax_included reads 1, "1" and true', () => {
    expect([1, '1', true, 0, '0', false, null, undefined].map(isTaxIncluded)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
