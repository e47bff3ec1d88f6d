import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  countdown,
  flashAvailable,
  flashOverride,
  flashSoldShare,
  isFlashSaleRunning,
} from './flash-sale.js';

const sale = {
  is_publish: 1,
  start_date: '2026-11-01T00:00:00Z',
  end_date: '2026-11-02T00:00:00Z',
};
const inside = Date.parse('2026-11-01T12:00:00Z');
const terms = { status: 1, stock: 10, sold: 4, discount_type: 'percent', discount: 20 };

describe('flash sale', () => {
  it('runs from its start to (not including) its end, when published', () => {
    expect(isFlashSaleRunning(sale, inside)).toBe(true);
    expect(isFlashSaleRunning(sale, Date.parse(sale.end_date))).toBe(false);
    expect(isFlashSaleRunning(sale, Date.parse(sale.start_date) - 1)).toBe(false);
    expect(isFlashSaleRunning({ ...sale, is_publish: 0 }, inside)).toBe(false);
  });

  it('overrides the discount and caps the stock while stock is left', () => {
    expect(flashOverride(sale, terms, 100, inside)).toEqual({
      discount: 20,
      discount_type: 'percent',
      store_discount: 0,
      flash_sale: 1,
      stock: 6,
    });
    expect(flashOverride(sale, { ...terms, sold: 10 }, 100, inside)).toBeNull();
    expect(flashOverride(sale, terms, 100, Date.parse(sale.end_date))).toBeNull();
    expect(flashOverride(sale, { ...terms, status: 0 }, 100, inside)).toBeNull();
  });

  it('never shows more stock than the item or the sale has left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 100 }),
        (stock, sold, itemStock, discount) => {
          const o = flashOverride(sale, { ...terms, stock, sold, discount }, itemStock, inside);
          if (o === null) {
            expect(flashAvailable({ ...terms, stock, sold })).toBe(0);
            return;
          }
          expect(o.stock).toBeLessThanOrEqual(itemStock);
          expect(o.stock).toBeLessThanOrEqual(stock - sold);
          expect(o.store_discount).toBe(0);
          const share = flashSoldShare({ ...terms, stock, sold });
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('counts down in days, hours, minutes and seconds', () => {
    expect(countdown(sale.end_date, inside)).toEqual({
      days: 0,
      hours: 12,
      minutes: 0,
      seconds: 0,
      ended: false,
    });
    expect(countdown(sale.end_date, Date.parse(sale.end_date) + 5).ended).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (s) => {
        const c = countdown(sale.end_date, Date.parse(sale.end_date) - s * 1000);
        expect(c.days * 86400 + c.hours * 3600 + c.minutes * 60 + c.seconds).toBe(s);
      }),
    );
  });
});
