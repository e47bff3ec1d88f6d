import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chosenGateway,
  orderPaymentMethodOf,
  orderPaymentSelection,
  paymentExpiresAt,
  paymentExpiryMinutes,
  paymentIssue,
  paymentOptions,
  paymentPlan,
  paymentSplit,
  tripPaymentMethodOf,
  tripPaymentSelection,
  walletCovers,
  type PaymentConfig,
  type PaymentOptions,
} from './payment.js';

const SANDBOX = { gateway: 'sandbox', gateway_title: 'Sandbox Pay' };
const CONFIG: PaymentConfig = {
  cash_on_delivery: true,
  digital_payment: true,
  digital_payment_info: { digital_payment: true },
  active_payment_method_list: [SANDBOX],
  customer_wallet_status: 1,
  partial_payment_status: 1,
  partial_payment_method: 'both',
};
const customer = paymentOptions({ config: CONFIG, guest: false });
const amounts = (total: number, walletBalance: number) => ({ total, walletBalance, digits: 2 });

describe('paymentOptions', () => {
  it('offers every method to a customer with everything on', () => {
    expect(customer).toEqual({
      cash: true,
      digital: true,
      gateways: [SANDBOX],
      wallet: true,
      partial: true,
      partialRest: ['cash', 'digital'],
    });
  });

  it('never offers the wallet or a partial payment to guests', () => {
    const guest = paymentOptions({ config: CONFIG, guest: true });
    expect(guest.wallet).toBe(false);
    expect(guest.partial).toBe(false);
    expect(guest.cash && guest.digital).toBe(true);
  });

  it('follows the config, the zone and the gateway list', () => {
    expect(
      paymentOptions({ config: { ...CONFIG, cash_on_delivery: false }, guest: false }).cash,
    ).toBe(false);
    expect(
      paymentOptions({ config: CONFIG, zone: { cash_on_delivery: 0 }, guest: false }).cash,
    ).toBe(false);
    expect(
      paymentOptions({ config: CONFIG, zone: { digital_payment: false }, guest: false }).digital,
    ).toBe(false);
    const noList = paymentOptions({
      config: { ...CONFIG, active_payment_method_list: [] },
      guest: false,
    });
    expect(noList.digital).toBe(false);
    expect(noList.partialRest).toEqual(['cash']);
    expect(
      paymentOptions({
        config: { ...CONFIG, digital_payment_info: { digital_payment: false } },
        guest: false,
      }).digital,
    ).toBe(false);
    expect(
      paymentOptions({ config: { ...CONFIG, customer_wallet_status: 0 }, guest: false }),
    ).toMatchObject({ wallet: false, partial: false, partialRest: [] });
    expect(
      paymentOptions({ config: { ...CONFIG, partial_payment_status: 0 }, guest: false }).partial,
    ).toBe(false);
  });

  it('takes the rest methods from partial_payment_method', () => {
    const cod = paymentOptions({
      config: { ...CONFIG, partial_payment_method: 'cod' },
      guest: false,
    });
    expect(cod.partialRest).toEqual(['cash']);
    const digitalOnly = paymentOptions({
      config: { ...CONFIG, partial_payment_method: 'digital_payment', digital_payment: false },
      guest: false,
    });
    expect(digitalOnly.partial).toBe(false);
  });
});

describe('paymentIssue', () => {
  it('asks for a method when none is chosen', () => {
    expect(paymentIssue(customer, { kind: null, partial: false }, amounts(10, 0))).toMatchObject({
      code: 'payment_method',
      key: 'payment.error.selectMethod',
    });
  });

  it('refuses the wallet when the balance does not cover the total', () => {
    const issue = paymentIssue(customer, { kind: 'wallet', partial: false }, amounts(100, 99.99));
    expect(issue).toMatchObject({
      code: 'insufficient_balance',
      key: 'payment.error.walletInsufficient',
      values: { balance: 99.99 },
    });
    expect(paymentIssue(customer, { kind: 'wallet', partial: false }, amounts(100, 100))).toBe(
      null,
    );
  });

  it('checks a partial payment: something in the wallet, less than the total, a rest method', () => {
    const partial = (rest: 'cash' | 'digital' | null) => ({
      kind: 'wallet' as const,
      partial: true,
      rest,
    });
    expect(paymentIssue(customer, partial('cash'), amounts(100, 0))?.key).toBe(
      'payment.error.walletEmpty',
    );
    expect(paymentIssue(customer, partial('cash'), amounts(100, 100))?.key).toBe(
      'payment.error.walletCovers',
    );
    expect(paymentIssue(customer, partial(null), amounts(100, 40))).toMatchObject({
      code: 'partial_rest',
      key: 'payment.error.selectRest',
    });
    expect(paymentIssue(customer, partial('digital'), amounts(100, 40))).toBe(null);
    const codOnly = { ...customer, partialRest: ['cash'] } as PaymentOptions;
    expect(paymentIssue(codOnly, partial('digital'), amounts(100, 40))?.code).toBe('partial_rest');
  });

  it('refuses guests the wallet, methods not offered and unknown gateways', () => {
    const guest = paymentOptions({ config: CONFIG, guest: true });
    expect(
      paymentIssue(guest, { kind: 'wallet', partial: false }, amounts(10, 0), { guest: true })?.key,
    ).toBe('payment.error.signInForWallet');
    const noCash = { ...customer, cash: false };
    expect(paymentIssue(noCash, { kind: 'cash', partial: false }, amounts(10, 0))?.key).toBe(
      'payment.error.unavailable',
    );
    expect(
      paymentIssue(customer, { kind: 'digital', partial: false, gateway: 'stripe' }, amounts(10, 0))
        ?.code,
    ).toBe('payment_gateway');
    expect(
      paymentIssue(
        customer,
        { kind: 'digital', partial: false, gateway: 'sandbox' },
        amounts(10, 0),
      ),
    ).toBe(null);
    expect(chosenGateway(customer, null)).toEqual(SANDBOX);
    expect(chosenGateway(customer, 'stripe')).toBe(null);
  });
});

describe('paymentSplit and paymentPlan (properties)', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100);

  it('wallet part + rest = total, never negative, the wallet never overdrawn', () => {
    fc.assert(
      fc.property(cents, cents, (total, balance) => {
        const split = paymentSplit(amounts(total, balance));
        expect(split.wallet).toBeGreaterThanOrEqual(0);
        expect(split.rest).toBeGreaterThanOrEqual(0);
        expect(split.wallet).toBeLessThanOrEqual(balance);
        expect(Math.round((split.wallet + split.rest) * 100)).toBe(Math.round(total * 100));
      }),
    );
  });

  it('a valid partial payment leaves a positive rest and debits less than the total', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.constantFrom('cash' as const, 'digital' as const),
        (total, balance, rest) => {
          const selection = { kind: 'wallet' as const, partial: true, rest };
          if (paymentIssue(customer, selection, amounts(total, balance)) !== null) return;
          const plan = paymentPlan(selection, amounts(total, balance));
          expect(plan.walletDebit).toBeGreaterThan(0);
          expect(plan.walletDebit).toBeLessThan(total);
          expect(plan.walletDebit).toBeLessThanOrEqual(balance);
          const left = rest === 'digital' ? plan.gatewayAmount : plan.cashAmount;
          expect(left).toBeGreaterThan(0);
          expect(Math.round((plan.walletDebit + left) * 100)).toBe(Math.round(total * 100));
          expect(plan.paymentStatus).toBe('partially_paid');
        },
      ),
    );
  });

  it('a wallet payment that passes never exceeds the balance', () => {
    fc.assert(
      fc.property(cents, cents, (total, balance) => {
        const selection = { kind: 'wallet' as const, partial: false };
        const issue = paymentIssue(customer, selection, amounts(total, balance));
        expect(issue === null).toBe(walletCovers(amounts(total, balance)));
        if (issue === null) {
          const plan = paymentPlan(selection, amounts(total, balance));
          expect(plan.walletDebit).toBeLessThanOrEqual(balance);
          expect(plan).toMatchObject({
            paymentStatus: 'paid',
            confirmsOrder: true,
            gatewayAmount: 0,
          });
        }
      }),
    );
  });

  it('plans cash and digital payments unpaid and pending', () => {
    expect(paymentPlan({ kind: 'digital', partial: false }, amounts(80, 500))).toEqual({
      method: 'digital',
      walletDebit: 0,
      gatewayAmount: 80,
      cashAmount: 0,
      rest: null,
      paymentStatus: 'unpaid',
      confirmsOrder: false,
    });
    expect(paymentPlan({ kind: 'cash', partial: false }, amounts(80, 500))).toMatchObject({
      method: 'cash',
      cashAmount: 80,
      paymentStatus: 'unpaid',
      confirmsOrder: false,
    });
    expect(
      paymentPlan({ kind: 'wallet', partial: true, rest: 'digital' }, amounts(80, 30)),
    ).toMatchObject({ walletDebit: 30, gatewayAmount: 50, confirmsOrder: false });
  });
});

describe('wire names', () => {
  it('reads an order body', () => {
    expect(orderPaymentSelection({ payment_method: 'wallet' })).toEqual({
      kind: 'wallet',
      partial: false,
      gateway: null,
    });
    expect(
      orderPaymentSelection({ payment_method: 'digital_payment', partial_payment: 1 }),
    ).toEqual({ kind: 'wallet', partial: true, rest: 'digital', gateway: null });
    expect(orderPaymentSelection({ payment_method: 'wallet', partial_payment: '1' }).rest).toBe(
      null,
    );
    expect(orderPaymentSelection({ payment_method: 'offline_payment' }).kind).toBe(null);
    expect(orderPaymentMethodOf({ method: 'partial' })).toBe('partial_payment');
    expect(orderPaymentMethodOf({ method: 'cash' })).toBe('cash_on_delivery');
  });

  it('reads a trip payment', () => {
    expect(tripPaymentSelection({ payment_method: 'cash_payment' }).kind).toBe('cash');
    expect(tripPaymentSelection({ payment_method: 'partial_payment' })).toMatchObject({
      partial: true,
      rest: 'cash',
    });
    expect(
      tripPaymentSelection({ payment_method: 'partial_payment', payment_gateway: 'sandbox' }).rest,
    ).toBe('digital');
    expect(tripPaymentMethodOf({ method: 'cash' })).toBe('cash_payment');
  });
});

describe('unpaid expiry', () => {
  it('defaults to 30 minutes and takes a positive setting', () => {
    expect(paymentExpiryMinutes(undefined)).toBe(30);
    expect(paymentExpiryMinutes(0)).toBe(30);
    expect(paymentExpiryMinutes('15')).toBe(15);
    expect(paymentExpiresAt(1_000, 0.5)).toBe(31_000);
  });
});
