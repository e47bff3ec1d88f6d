import { describe, expect, it } from 'vitest';
import {
  cardRefund,
  orderPaymentLink,
  orderPaymentState,
  partialPaymentParts,
  paymentCallback,
  paymentMethodKey,
  paymentCallbackParams,
  tripPaymentState,
} from './payments.js';

const order = {
  payment_status: 'unpaid',
  payment_method: 'digital_payment',
  order_status: 'pending',
  order_amount: 54.54,
  partially_paid_amount: 0,
};

describe('orderPaymentState', () => {
  it('a pending digital order is due in full', () => {
    expect(orderPaymentState(order, 150)).toEqual({
      progress: 'awaiting',
      due: 54.54,
      walletBalance: 150,
      partial: false,
    });
  });

  it('a partial payment’s digital rest is the total less the wallet part', () => {
    expect(
      orderPaymentState(
        {
          ...order,
          payment_method: 'partial_payment',
          payment_status: 'partially_paid',
          partially_paid_amount: 20,
        },
        0,
      ),
    ).toEqual({ progress: 'awaiting', due: 34.54, walletBalance: 0, partial: true });
  });

  it('paid, left to cash, or closed', () => {
    expect(orderPaymentState({ ...order, payment_status: 'paid' }, 0).progress).toBe('paid');
    expect(orderPaymentState({ ...order, payment_method: 'cash_on_delivery' }, 0).progress).toBe(
      'settled',
    );
    // a partial payment with cash for the rest is confirmed at once: nothing for the gateway
    expect(
      orderPaymentState(
        {
          ...order,
          payment_method: 'partial_payment',
          payment_status: 'partially_paid',
          order_status: 'confirmed',
        },
        0,
      ).progress,
    ).toBe('settled');
    // an unpaid digital order expires as failed; a canceled one is over too
    expect(orderPaymentState({ ...order, order_status: 'failed' }, 0).progress).toBe('closed');
    expect(orderPaymentState({ ...order, order_status: 'canceled' }, 0).progress).toBe('closed');
  });
});

describe('the server’s payment_expires_at', () => {
  it('says whether the gateway payment is due: a partial payment’s digital or cash rest', () => {
    const partial = {
      ...order,
      payment_method: 'partial_payment',
      payment_status: 'partially_paid',
      partially_paid_amount: 20,
    };
    expect(
      orderPaymentState({ ...partial, payment_expires_at: '2026-11-26T20:00:00Z' }, 0).progress,
    ).toBe('awaiting');
    expect(orderPaymentState({ ...partial, payment_expires_at: null }, 0).progress).toBe('settled');
  });

  it('a trip: due while it holds its vehicles, closed when it failed for want of payment', () => {
    const trip = {
      payment_status: 'unpaid',
      payment_method: 'digital_payment',
      trip_status: 'pending',
      trip_amount: 113.4,
      payment_expires_at: '2026-11-26T20:00:00Z',
    };
    expect(tripPaymentState(trip, 10)).toEqual({
      progress: 'awaiting',
      due: 113.4,
      walletBalance: 10,
      partial: false,
    });
    expect(tripPaymentState({ ...trip, trip_status: 'payment_failed' }, 0).progress).toBe('closed');
    expect(tripPaymentState({ ...trip, payment_status: 'paid' }, 0).progress).toBe('paid');
    expect(
      tripPaymentState({ ...trip, payment_method: 'cash_payment', payment_expires_at: null }, 0)
        .progress,
    ).toBe('settled');
  });
});

describe('the callback', () => {
  it('names what is paid and keeps it when the server appends the result', () => {
    const callback = paymentCallback('http://127.0.0.1:8080', { kind: 'order', id: 100004 });
    expect(callback).toBe('http://127.0.0.1:8080/payment-callback?kind=order&id=100004');
    const back = new URL(`${callback}&flag=fail&payment_id=${'ab'.repeat(16)}`);
    expect(paymentCallbackParams(back.searchParams)).toEqual({
      flag: 'fail',
      paymentId: 'ab'.repeat(16),
      kind: 'order',
      id: 100004,
    });
  });

  it('reads nothing it does not know', () => {
    const params = new URLSearchParams('kind=parcel&id=-3&payment_id=<script>&flag=x');
    expect(paymentCallbackParams(params)).toEqual({
      flag: 'x',
      paymentId: null,
      kind: null,
      id: null,
    });
  });
});

it('orderPaymentLink is the /payment-mobile entry with the owner, callback and gateway', () => {
  const link = new URL(
    orderPaymentLink('http://127.0.0.1:8080', {
      orderId: 100004,
      customerId: 'guest-1',
      callback: 'http://127.0.0.1:8080/payment-callback?kind=order&id=100004',
      gateway: 'sandbox',
      platform: 'web',
    }),
  );
  expect(link.pathname).toBe('/payment-mobile');
  expect(Object.fromEntries(link.searchParams)).toEqual({
    order_id: '100004',
    customer_id: 'guest-1',
    payment_platform: 'web',
    callback: 'http://127.0.0.1:8080/payment-callback?kind=order&id=100004',
    payment_method: 'sandbox',
  });
});

describe('a placed order’s payment', () => {
  it('names the stored method', () => {
    expect(
      ['cash_on_delivery', 'digital_payment', 'wallet', 'partial_payment', 'cash_payment'].map(
        paymentMethodKey,
      ),
    ).toEqual([
      'payment.method.cash',
      'payment.method.digital',
      'payment.method.wallet',
      'payment.method.partial',
      'payment.method.cashAtPickup',
    ]);
  });

  it('a partial payment’s wallet part and what is due', () => {
    const partial = {
      payment_method: 'partial_payment',
      payment_status: 'partially_paid',
      order_amount: 54.54,
      partially_paid_amount: 20,
    };
    expect(partialPaymentParts(partial)).toEqual({ wallet: 20, due: 34.54 });
    expect(partialPaymentParts({ ...partial, payment_status: 'paid' })).toEqual({
      wallet: 20,
      due: 0,
    });
    expect(partialPaymentParts({ ...partial, payment_method: 'wallet' })).toBeNull();
  });
});

describe('cardRefund', () => {
  const canceled = {
    is_guest: 1,
    payment_method: 'digital_payment',
    payment_status: 'paid',
    order_status: 'canceled',
    refunded: null,
  };

  it('shows a guest’s refund once the server stamped it, with its time', () => {
    const at = '2030-01-08T10:45:00.000Z';
    expect(cardRefund({ ...canceled, refunded: at })).toEqual({ state: 'refunded', at });
    expect(
      cardRefund({ ...canceled, order_status: undefined, trip_status: 'canceled', refunded: at }),
    ).toEqual({ state: 'refunded', at });
  });

  it('is on its way for a guest’s paid digital payment of a canceled or failed order or trip', () => {
    expect(cardRefund(canceled)).toEqual({ state: 'pending' });
    expect(cardRefund({ ...canceled, order_status: 'failed' })).toEqual({ state: 'pending' });
    expect(
      cardRefund({ ...canceled, order_status: undefined, trip_status: 'payment_failed' }),
    ).toEqual({ state: 'pending' });
  });

  it('shows nothing for customers (refunded to the wallet), unpaid, cash, or running orders', () => {
    expect(cardRefund({ ...canceled, is_guest: 0 })).toBeNull();
    expect(cardRefund({ ...canceled, payment_status: 'unpaid' })).toBeNull();
    expect(cardRefund({ ...canceled, payment_method: 'cash_on_delivery' })).toBeNull();
    expect(cardRefund({ ...canceled, order_status: 'pending' })).toBeNull();
  });
});
