import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '../i18n/index.js';
import { issueText } from './issue.js';
import { roundTo } from './money.js';
import {
  bonusFor,
  canSubmitTopUp,
  isRunningBonus,
  MIN_TOP_UP,
  signedAmount,
  topUpAmountOf,
  topUpBonus,
  topUpIssues,
  WALLET_FILTER_TYPES,
  WALLET_FILTERS,
  walletTypeKey,
  type WalletBonus,
} from './wallet.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const money = {
  currency_symbol: 'AED ',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};

const percent: WalletBonus = {
  bonus_type: 'percentage',
  bonus_amount: 10,
  minimum_add_amount: 100,
  maximum_bonus_amount: 50,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 1,
};
const flat: WalletBonus = {
  bonus_type: 'amount',
  bonus_amount: 15,
  minimum_add_amount: 200,
  maximum_bonus_amount: 0,
  status: 1,
};

const bonusArb: fc.Arbitrary<WalletBonus> = fc.record({
  bonus_type: fc.constantFrom('percentage', 'amount'),
  bonus_amount: fc.oneof(fc.integer({ min: 0, max: 100 }), cents(50_000)),
  minimum_add_amount: cents(100_000),
  maximum_bonus_amount: fc.oneof(fc.constant(0), cents(20_000)),
});

describe('the top-up bonus (reference §6.10)', () => {
  it('gives the percentage capped at the maximum, or the flat amount, from the minimum', () => {
    expect(bonusFor(percent, 99.99)).toBe(0);
    expect(bonusFor(percent, 100)).toBe(10);
    expect(bonusFor(percent, 400)).toBe(40);
    expect(bonusFor(percent, 1000)).toBe(50);
    expect(bonusFor(flat, 150)).toBe(0);
    expect(bonusFor(flat, 200)).toBe(15);
    expect(bonusFor({ ...percent, maximum_bonus_amount: 0 }, 1000)).toBe(100);
  });

  it('takes the largest running bonus, never a sum', () => {
    const options = { today: '2026-06-01', digits: 2 };
    expect(topUpBonus([percent, flat], 150, options)).toEqual({ bonus: 15, source: percent });
    expect(topUpBonus([percent, flat], 200, options)).toEqual({ bonus: 20, source: percent });
    expect(topUpBonus([{ ...percent, bonus_amount: 5 }, flat], 200, options).bonus).toBe(15);
    expect(topUpBonus([percent, flat], 50, options)).toEqual({ bonus: 0, source: null });
    expect(topUpBonus([], 500, options)).toEqual({ bonus: 0, source: null });
  });

  it('skips a bonus that is off, not started or ended', () => {
    expect(isRunningBonus(percent, '2026-01-01')).toBe(true);
    expect(isRunningBonus(percent, '2026-12-31')).toBe(true);
    expect(isRunningBonus(percent, '2025-12-31')).toBe(false);
    expect(isRunningBonus(percent, '2027-01-01')).toBe(false);
    expect(isRunningBonus({ ...percent, status: 0 }, '2026-06-01')).toBe(false);
    expect(topUpBonus([percent], 300, { today: '2027-02-01', digits: 2 }).bonus).toBe(0);
  });

  it('property: the bonus is one of the eligible bonuses, none larger, rounded, never negative', () => {
    fc.assert(
      fc.property(fc.array(bonusArb, { maxLength: 5 }), cents(200_000), (bonuses, amount) => {
        const { bonus, source } = topUpBonus(bonuses, amount, { digits: 2 });
        expect(bonus).toBeGreaterThanOrEqual(0);
        expect(roundTo(bonus, 2)).toBe(bonus);
        const values = bonuses.map((b) => roundTo(bonusFor(b, amount), 2));
        for (const value of values) expect(bonus).toBeGreaterThanOrEqual(value);
        if (bonus > 0) {
          expect(source).not.toBeNull();
          expect(amount).toBeGreaterThanOrEqual(source!.minimum_add_amount);
          expect(values).toContain(bonus);
        } else {
          expect(source).toBeNull();
        }
      }),
    );
  });

  it('property: a percentage bonus never exceeds its cap nor the percentage of the amount', () => {
    fc.assert(
      fc.property(bonusArb, cents(200_000), (bonus, amount) => {
        const value = bonusFor({ ...bonus, bonus_type: 'percentage' }, amount);
        expect(value).toBeLessThanOrEqual((amount * bonus.bonus_amount) / 100 + 1e-9);
        if (bonus.maximum_bonus_amount > 0) {
          expect(value).toBeLessThanOrEqual(bonus.maximum_bonus_amount);
        }
      }),
    );
  });

  it('property: a larger top-up never gets a smaller bonus from one bonus', () => {
    fc.assert(
      fc.property(bonusArb, cents(100_000), cents(100_000), (bonus, a, extra) => {
        expect(bonusFor(bonus, a + extra)).toBeGreaterThanOrEqual(bonusFor(bonus, a));
      }),
    );
  });
});

describe('the top-up form (spec §5)', () => {
  const t = translator('en');
  const texts = (input: Parameters<typeof topUpIssues>[0]) =>
    topUpIssues(input).map((issue) => issueText(issue, t, money));

  it('says the spec messages for an empty amount and no payment method', () => {
    expect(texts({ amount: '', paymentMethod: null })).toEqual([
      'Please Enter amount',
      'Payment method is required',
    ]);
    expect(texts({ amount: '  ', paymentMethod: 'sandbox' })).toEqual(['Please Enter amount']);
    expect(texts({ amount: '50', paymentMethod: '' })).toEqual(['Payment method is required']);
    expect(texts({ amount: '50', paymentMethod: 'sandbox' })).toEqual([]);
  });

  it('refuses what the server refuses, with the amounts as money', () => {
    expect(texts({ amount: '0.5', paymentMethod: 'sandbox' })).toEqual([
      'The amount must be at least AED 1.00.',
    ]);
    expect(texts({ amount: '2000000', paymentMethod: 'sandbox' })).toEqual([
      'The amount may not be greater than AED 1000000.00.',
    ]);
    expect(texts({ amount: '12a', paymentMethod: 'sandbox' })).toEqual([
      'Enter the amount as a number, such as 50 or 12.50.',
    ]);
    expect(translator('ar')('wallet.topUp.amountRequired')).toBe('يرجى إدخال المبلغ');
  });

  it('disables submit at 0 or below, and for what is not a number', () => {
    for (const amount of ['', '0', '0.00', '-5', 'abc', null, undefined, 0, -1]) {
      expect(canSubmitTopUp(amount), String(amount)).toBe(false);
    }
    for (const amount of ['0.01', '1', '12.5', '1,5', 100]) {
      expect(canSubmitTopUp(amount), String(amount)).toBe(true);
    }
    expect(topUpAmountOf('1,5')).toBe(1.5);
    expect(topUpAmountOf('.')).toBeNaN();
  });

  it('property: submit is enabled exactly for a number above 0; a valid amount has no issue', () => {
    fc.assert(
      fc.property(fc.oneof(cents(2_000_000).map(String), fc.string()), (text) => {
        const n = topUpAmountOf(text);
        expect(canSubmitTopUp(text)).toBe(n != null && Number.isFinite(n) && n > 0);
        const issues = topUpIssues({ amount: text, paymentMethod: 'sandbox' });
        if (n != null && Number.isFinite(n) && n >= MIN_TOP_UP && n <= 1_000_000) {
          expect(issues).toEqual([]);
        } else {
          expect(issues.map((i) => i.code)).toEqual(['amount']);
        }
      }),
    );
  });
});

describe('transactions', () => {
  it('labels every known type, and others generically', () => {
    expect(walletTypeKey('add_fund')).toBe('wallet.type.add_fund');
    expect(walletTypeKey('order_place')).toBe('wallet.type.order_place');
    expect(walletTypeKey('something_new')).toBe('wallet.type.other');
  });

  it('filters by the reference types, each type under one filter at most', () => {
    const all = WALLET_FILTERS.flatMap((f) => WALLET_FILTER_TYPES[f]);
    expect(new Set(all).size).toBe(all.length);
    expect(WALLET_FILTER_TYPES.add_fund).toEqual(['add_fund', 'add_fund_by_admin']);
  });

  it('signs a movement: the credit and its bonus, minus the debit', () => {
    expect(signedAmount({ credit: 100, debit: 0, admin_bonus: 10 })).toBe(110);
    expect(signedAmount({ credit: 0, debit: 42.5 })).toBe(-42.5);
  });
});
