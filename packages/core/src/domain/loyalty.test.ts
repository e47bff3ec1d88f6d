import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '../i18n/index.js';
import { issueText } from './issue.js';
import {
  exchangeRate,
  loyaltyTransferIssue,
  loyaltyTypeKey,
  minimumPoints,
  pointsEarned,
  pointsOf,
  pointsToMoney,
  type LoyaltySettings,
} from './loyalty.js';

const settings: LoyaltySettings = {
  loyalty_point_status: 1,
  loyalty_point_exchange_rate: 10,
  loyalty_point_minimum_point: 50,
  loyalty_point_item_purchase_point: 5,
};
const money = {
  currency_symbol: 'AED ',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
};

const settingsArb: fc.Arbitrary<LoyaltySettings> = fc.record({
  loyalty_point_status: fc.constantFrom(0, 1),
  loyalty_point_exchange_rate: fc.integer({ min: 1, max: 1000 }),
  loyalty_point_minimum_point: fc.integer({ min: 0, max: 5000 }),
  loyalty_point_item_purchase_point: fc.integer({ min: 0, max: 100 }),
});

describe('converting points (reference §6.10)', () => {
  const t = translator('en');
  const text = (points: string | number, balance: number, s = settings) => {
    const issue = loyaltyTransferIssue(points, balance, s);
    return issue && issueText(issue, t, money);
  };

  it('credits floor(points / rate)', () => {
    expect(pointsToMoney(420, settings)).toBe(42);
    expect(pointsToMoney(55, settings)).toBe(5);
    expect(pointsToMoney(9, settings)).toBe(0);
    expect(pointsToMoney(30, { loyalty_point_exchange_rate: 0.1 })).toBe(300);
    expect(exchangeRate({ loyalty_point_exchange_rate: 0 })).toBe(1);
    expect(minimumPoints({})).toBe(1);
  });

  it('refuses empty, not whole, below the minimum, above the balance, worth nothing', () => {
    expect(text('', 420)).toBe('Enter the points you want to convert.');
    expect(text('12.5', 420)).toBe('Enter a whole number of points.');
    expect(text('-3', 420)).toBe('Enter a whole number of points.');
    expect(text('0', 420)).toBe('Enter a whole number of points.');
    expect(text('49', 420)).toBe('You can convert 50 points or more at a time.');
    expect(text('421', 420)).toBe('Insufficient points: you have 420 points.');
    expect(text(5, 420, { ...settings, loyalty_point_minimum_point: 1 })).toBe(
      'Convert at least 10 points: fewer are not worth anything in your wallet.',
    );
    expect(text('50', 420)).toBeNull();
    expect(text(420, 420)).toBeNull();
    expect(loyaltyTransferIssue('49', 420, settings)?.code).toBe('point');
  });

  it('property: a transfer passes exactly when whole, ≥ minimum, ≤ balance and worth something', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: -10, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (s, points, balance) => {
          const issue = loyaltyTransferIssue(String(points), balance, s);
          const ok =
            points >= 1 &&
            points >= minimumPoints(s) &&
            points <= balance &&
            pointsToMoney(points, s) > 0;
          expect(issue == null).toBe(ok);
          if (ok) {
            const credit = pointsToMoney(points, s);
            expect(Number.isInteger(credit)).toBe(true);
            expect(credit * exchangeRate(s)).toBeLessThanOrEqual(points);
            expect((credit + 1) * exchangeRate(s)).toBeGreaterThan(points);
          }
        },
      ),
    );
  });

  it('property: more points never convert to less money', () => {
    fc.assert(
      fc.property(settingsArb, fc.nat(100_000), fc.nat(100_000), (s, a, extra) => {
        expect(pointsToMoney(a + extra, s)).toBeGreaterThanOrEqual(pointsToMoney(a, s));
      }),
    );
  });

  it('reads typed points', () => {
    expect(pointsOf(' 60 ')).toBe(60);
    expect(pointsOf('')).toBeNull();
    expect(pointsOf('6e2')).toBeNaN();
    expect(pointsOf(1.5)).toBeNaN();
  });
});

describe('earning points on delivery (reference §6.10)', () => {
  it('earns floor(amount × rate / 100) when loyalty is on', () => {
    expect(pointsEarned(159.9, settings)).toBe(7);
    expect(pointsEarned(200, settings)).toBe(10);
    expect(pointsEarned(200, { ...settings, loyalty_point_status: 0 })).toBe(0);
    expect(pointsEarned(0, settings)).toBe(0);
  });

  it('property: earned points are whole, never negative, and grow with the amount', () => {
    fc.assert(
      fc.property(settingsArb, fc.nat(10_000_000), fc.nat(1_000_000), (s, cents, more) => {
        const a = cents / 100;
        const earned = pointsEarned(a, s);
        expect(Number.isInteger(earned) && earned >= 0).toBe(true);
        expect(pointsEarned(a + more / 100, s)).toBeGreaterThanOrEqual(earned);
      }),
    );
  });

  it('labels the history types', () => {
    expect(loyaltyTypeKey('point_to_wallet')).toBe('loyalty.type.point_to_wallet');
    expect(loyaltyTypeKey('whatever')).toBe('loyalty.type.other');
  });
});
