import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestCashback,
  cashbackCandidates,
  cashbackFor,
  cashbackNamesCustomer,
  customerCashbacks,
  isRunningCashback,
  type CashbackOffer,
} from './cashback.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const offerArb: fc.Arbitrary<CashbackOffer> = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  cashback_type: fc.constantFrom('percentage', 'amount'),
  cashback_amount: cents(10_000),
  min_purchase: cents(100_000),
  max_discount: cents(10_000),
});

const percent: CashbackOffer = {
  id: 1,
  cashback_type: 'percentage',
  cashback_amount: 10,
  min_purchase: 50,
  max_discount: 20,
  same_user_limit: 2,
  customer_id: ['all'],
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 1,
};
const flat: CashbackOffer = { ...percent, id: 2, cashback_type: 'amount', cashback_amount: 15 };

describe('cashback', () => {
  it('gives a capped percentage or a flat amount from the minimum purchase', () => {
    expect(cashbackFor(percent, 49.99)).toBe(0);
    expect(cashbackFor(percent, 100)).toBe(10);
    expect(cashbackFor(percent, 500)).toBe(20);
    expect(cashbackFor({ ...percent, max_discount: 0 }, 500)).toBe(50);
    expect(cashbackFor(flat, 60)).toBe(15);
    expect(bestCashback([percent, flat], 100, 2)).toMatchObject({ calculated_amount: 15, id: 2 });
    expect(bestCashback([percent, flat], 300, 2)).toMatchObject({ calculated_amount: 20, id: 1 });
    expect(bestCashback([percent, flat], 10, 2)).toMatchObject({ calculated_amount: 0, id: null });
  });

  it('applies to the customers it names, while running, under the use limit', () => {
    expect(cashbackNamesCustomer({ ...percent, customer_id: [3, 4] }, 4)).toBe(true);
    expect(cashbackNamesCustomer({ ...percent, customer_id: [3] }, 4)).toBe(false);
    expect(isRunningCashback(percent, '2027-01-01')).toBe(false);
    expect(isRunningCashback({ ...percent, status: 0 }, '2026-06-01')).toBe(false);
    expect(customerCashbacks([percent, flat], 7, '2026-06-01', new Map([[1, 2]]))).toEqual([flat]);
  });

  it('never exceeds the cap nor the amount for a percentage, and the best is the maximum', () => {
    fc.assert(
      fc.property(fc.array(offerArb, { maxLength: 6 }), cents(1_000_000), (offers, amount) => {
        const best = bestCashback(offers, amount, 2);
        const each = offers.map((o) => cashbackFor(o, amount));
        for (const [i, o] of offers.entries()) {
          const value = each[i]!;
          expect(value).toBeGreaterThanOrEqual(0);
          if (amount < Number(o.min_purchase)) expect(value).toBe(0);
          if (o.cashback_type === 'percentage') {
            expect(value).toBeLessThanOrEqual(amount + 1e-9);
            if (Number(o.max_discount) > 0)
              expect(value).toBeLessThanOrEqual(Number(o.max_discount));
          }
          expect(best.calculated_amount).toBeGreaterThanOrEqual(
            Math.round(value * 100) / 100 - 1e-9,
          );
        }
        if (best.calculated_amount > 0) expect(offers.some((o) => o.id === best.id)).toBe(true);
      }),
    );
  });

  it('grows with the amount (more spent never earns less)', () => {
    fc.assert(
      fc.property(offerArb, cents(100_000), cents(100_000), (offer, a, extra) => {
        expect(cashbackFor(offer, a + extra)).toBeGreaterThanOrEqual(cashbackFor(offer, a));
      }),
    );
  });
});

describe('cashback candidates', () => {
  it('are the offers that pay, best first, the first under its limit being bestCashback', () => {
    fc.assert(
      fc.property(
        fc.array(offerArb, { maxLength: 6 }),
        cents(100_000),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }),
        (raw, amount, used) => {
          const offers = raw.map((o, i) => ({ ...o, id: i + 1, same_user_limit: 2 }));
          const uses = new Map(offers.map((o, i) => [o.id, used[i]!]));
          const candidates = cashbackCandidates(offers, 9, '2026-06-01', amount, 2);
          for (let i = 1; i < candidates.length; i++)
            expect(candidates[i - 1]!.amount).toBeGreaterThanOrEqual(candidates[i]!.amount);
          const first = candidates.find((c) => (uses.get(c.offer.id) ?? 0) < 2);
          const best = bestCashback(customerCashbacks(offers, 9, '2026-06-01', uses), amount, 2);
          expect(first?.amount ?? 0).toBe(best.calculated_amount);
        },
      ),
    );
  });
});
