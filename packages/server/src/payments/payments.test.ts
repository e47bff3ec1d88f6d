/**
 * Paying orders (issue 12) on the demo marketplace, in process: a digital order through the
 * sandbox's hosted page (declined, retried through /payment-mobile, paid), the merchant callback
 * (forged, replayed, wrong amount), wallet and partial payments, the payment-method switch,
 * cancellation with its refund, and the unpaid expiry that gives the stock back.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
  type GuestContact,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import type { ModuleType } from '@storefront/core/domain/session';
import {
  items,
  orderPayments,
  orders,
  paymentRequests,
  users,
  walletTransactions,
} from '../db/schema.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  customerToken,
  linesFromCart,
  type TestApi,
  type CartEntryJson,
  type Demo,
} from '../ordering/testing.js';
import { walletEntry } from '../money/ledger.js';
import { sandboxCallbackFields } from './gateway.js';
import { paymentSecret } from './secret.js';
import { sweepUnpaid } from './expiry.js';
import { staticDatabase } from '../db/client.js';
import { useDemoApi } from '../testing/demo-api.js';

let demo: Demo;
let api: TestApi;

useDemoApi((d, a) => {
  demo = d;
  api = a;
});

const CONTACT: GuestContact = {
  contact_person_name: 'Sara Haddad',
  contact_person_number: '+971 50 000 0002',
  contact_person_email: 'sara@example.test',
};
type Json = Record<string, unknown>;
type ErrorJson = { errors: { code: string; message: string }[] };
interface Owner {
  guest?: string;
  token?: string;
  userId?: number;
}
const headersOf = (owner: Owner, type: ModuleType = 'grocery') => ({
  moduleId: String(demo.moduleIds[type]),
  ...(owner.token ? { Authorization: `Bearer ${owner.token}` } : {}),
});
const guestOf = (owner: Owner) => (owner.guest ? { guest_id: owner.guest } : {});

/** A raw request to the app (pages outside /api/v1). */
async function raw(method: string, path: string, init: { form?: Record<string, string> } = {}) {
  const response = await api.app.request(`http://localhost${path}`, {
    method,
    headers: init.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

let phone = 0;
async function customer(balance: number): Promise<Owner> {
  phone += 1;
  const [user] = await demo.db
    .insert(users)
    .values({
      fName: 'Pay',
      lName: `Tester ${phone}`,
      phone: `+97155${String(phone).padStart(7, '0')}`,
    })
    .returning({ id: users.id });
  if (balance > 0) {
    await demo.db.transaction((tx) =>
      walletEntry(tx, { userId: user!.id, credit: balance, type: 'add_fund', reference: 'test' }),
    );
  }
  return { token: await customerToken(demo.db, user!.id, api.now), userId: user!.id };
}

const stockOf = async (slug: string) =>
  (
    await demo.db
      .select()
      .from(items)
      .where(eq(items.id, demo.item(slug).id))
  )[0]!.stock;

/** Eight bananas in the owner's cart; the order body a client builds, with its total. */
async function checkout(owner: Owner, payment: Json) {
  const add = await api.call('POST', '/customer/cart/add', {
    body: {
      model: 'Item',
      item_id: demo.item('bananas-philippines').id,
      quantity: 8,
      ...guestOf(owner),
    },
    headers: headersOf(owner),
  });
  expect(add.status, add.text).toBe(200);
  const cart = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
    query: guestOf(owner),
    headers: headersOf(owner),
  });
  const storeId = demo.storeId('al-karama-fresh-market');
  const source = await clientCheckoutSource(api, storeId, 'grocery', linesFromCart(cart.json));
  const choices: CheckoutChoices = {
    orderType: 'take_away',
    paymentMethod: 'cash_on_delivery',
    address: null,
    contact: owner.guest ? CONTACT : null,
    coupon: null,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: owner.guest !== undefined,
    at: localDateTime(api.now, STORE_TIME_ZONE),
  });
  expect(evaluation.issues).toEqual([]);
  const body = {
    ...placeOrderBody(source, choices, 'cart', evaluation.totals),
    ...guestOf(owner),
    ...payment,
  };
  return { body, total: evaluation.totals.total };
}

let keys = 0;
function place(owner: Owner, body: unknown) {
  keys += 1;
  return api.call<Json>('POST', '/customer/order/place', {
    body,
    headers: { ...headersOf(owner), 'Idempotency-Key': `pay-${keys}` },
  });
}
const orderRow = async (id: number) =>
  (await demo.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentIdOf = (link: string) => link.split('/').at(-1)!;
const CARD = { expiry: '12/34', cvc: '123', name: 'Sara Haddad' };

describe('a digital order', () => {
  it('is placed unpaid, declined on the hosted page, retried and paid once', async () => {
    const guest = await api.guest();
    const owner = { guest };
    const before = await stockOf('bananas-philippines');
    const { body, total } = await checkout(owner, {
      payment_method: 'digital_payment',
      callback: 'http://shop.test/order?from=checkout',
    });
    const placed = await place(owner, body);
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.json.order_id as number;
    const link = placed.json.redirect_link as string;
    expect(link).toMatch(/^http:\/\/localhost\/payment\/sandbox\/[0-9a-f]{32}$/);
    expect(await stockOf('bananas-philippines')).toBe(before - 8);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({
      paymentStatus: 'unpaid',
      orderStatus: 'pending',
      paymentMethod: 'digital_payment',
    });
    expect(order.paymentExpiresAt!.getTime()).toBe(api.now + 30 * 60_000);

    const page = await raw('GET', new URL(link).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Storefront');
    expect(page.text).toContain(`AED${total.toFixed(2)}`);
    expect(page.text).toContain('4242 4242 4242 4242');
    expect(page.text).toContain('4000 0000 0000 0002');

    // A field error shows the page again; the declined card ends the payment (flag=fail).
    const invalid = await raw('POST', new URL(link).pathname, {
      form: { action: 'pay', card_number: '1234', ...CARD },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('Enter a valid card number.');
    const declined = await raw('POST', new URL(link).pathname, {
      form: { action: 'pay', card_number: '4000 0000 0000 0002', ...CARD },
    });
    expect(declined.status).toBe(303);
    const back = new URL(declined.location!);
    expect(back.origin + back.pathname).toBe('http://shop.test/order');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      from: 'checkout',
      flag: 'fail',
      payment_id: paymentIdOf(link),
    });
    expect((await orderRow(orderId)).paymentStatus).toBe('unpaid');
    expect((await raw('GET', new URL(link).pathname)).status).toBe(409);

    // Retried through the incumbent's entry: a new payment for the same order.
    const other = await api.guest();
    const refused = await raw(
      'GET',
      `/payment-mobile?order_id=${orderId}&customer_id=${other}&payment_method=sandbox`,
    );
    expect(refused.status).toBe(404);
    const retry = await raw(
      'GET',
      `/payment-mobile?order_id=${orderId}&customer_id=${guest}&payment_platform=web&payment_method=sandbox&callback=${encodeURIComponent('http://shop.test/order')}`,
    );
    expect(retry.status).toBe(302);
    const retryLink = retry.location!;
    expect(paymentIdOf(retryLink)).not.toBe(paymentIdOf(link));
    const paid = await raw('POST', new URL(retryLink).pathname, {
      form: { action: 'pay', card_number: '4242424242424242', ...CARD },
    });
    expect(paid.status).toBe(303);
    expect(new URL(paid.location!).searchParams.get('flag')).toBe('success');
    const after = await orderRow(orderId);
    expect(after).toMatchObject({ paymentStatus: 'paid', paymentExpiresAt: null });
    expect(after.transactionReference).toMatch(/^sbx_/);
  });

  it('accepts only signed callbacks for the right amount, once', async () => {
    const guest = await api.guest();
    const { body, total } = await checkout({ guest }, { payment_method: 'digital_payment' });
    const placed = await place({ guest }, body);
    const id = paymentIdOf(placed.json.redirect_link as string);
    const secret = await paymentSecret(demo.db);
    const signed = sandboxCallbackFields(secret, {
      paymentId: id,
      amount: total,
      status: 'paid',
      transactionReference: 'ext-1',
    });
    const forged = await raw('POST', '/payment/sandbox/callback', {
      form: { ...signed, signature: 'a'.repeat(64) },
    });
    expect(forged.status).toBe(403);
    const wrongAmount = sandboxCallbackFields(secret, {
      paymentId: id,
      amount: total + 1,
      status: 'paid',
      transactionReference: 'ext-1',
    });
    expect((await raw('POST', '/payment/sandbox/callback', { form: wrongAmount })).status).toBe(
      403,
    );
    const first = await raw('POST', '/payment/sandbox/callback', { form: signed });
    expect(first.status, first.text).toBe(200);
    expect(JSON.parse(first.text)).toMatchObject({ status: 'paid', replay: false });
    const replay = await raw('POST', '/payment/sandbox/callback', { form: signed });
    expect(JSON.parse(replay.text)).toMatchObject({ status: 'paid', replay: true });
    const failedLater = sandboxCallbackFields(secret, {
      paymentId: id,
      amount: total,
      status: 'failed',
      transactionReference: null,
    });
    expect((await raw('POST', '/payment/sandbox/callback', { form: failedLater })).status).toBe(
      409,
    );
    const order = await orderRow(placed.json.order_id as number);
    expect(order).toMatchObject({ paymentStatus: 'paid', transactionReference: 'ext-1' });
  });

  it('switches to cash on delivery: Payment info updated.', async () => {
    const guest = await api.guest();
    const { body } = await checkout({ guest }, { payment_method: 'digital_payment' });
    const placed = await place({ guest }, body);
    const orderId = placed.json.order_id as number;
    const switched = await api.call<Json>('PUT', '/customer/order/payment-method', {
      body: { order_id: orderId, guest_id: guest },
      headers: headersOf({ guest }),
    });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.json).toEqual({ message: 'Payment info updated.' });
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paymentExpiresAt: null,
      paymentStatus: 'unpaid',
    });
    const [payment] = await demo.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.referenceId, String(orderId)));
    expect(payment!.status).toBe('canceled');
    const again = await api.call<ErrorJson>('PUT', '/customer/order/payment-method', {
      body: { order_id: orderId, guest_id: guest },
      headers: headersOf({ guest }),
    });
    expect(again.status).toBe(403);
  });

  it('expires unpaid after the configured time and gives the stock back', async () => {
    const guest = await api.guest();
    const { body } = await checkout({ guest }, { payment_method: 'digital_payment' });
    const before = await stockOf('bananas-philippines');
    const placed = await place({ guest }, body);
    expect(await stockOf('bananas-philippines')).toBe(before - 8);
    const saved = api.now;
    api.now += 30 * 60_000 + 1;
    try {
      const details = await api.call<Json>('GET', '/customer/order/track', {
        query: { order_id: placed.json.order_id as number, guest_id: guest },
        headers: headersOf({ guest }),
      });
      expect(details.status, details.text).toBe(200);
      expect(details.json).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
      expect(await stockOf('bananas-philippines')).toBe(before);
      const page = await raw('GET', new URL(placed.json.redirect_link as string).pathname);
      expect(page.status).toBe(409);
    } finally {
      api.now = saved;
    }
  });
});

describe('the sweep', () => {
  it('expires pending payments and unpaid orders nobody reads, stock back, wallet part refunded', async () => {
    const owner = await customer(10);
    const before = await stockOf('bananas-philippines');
    const { body } = await checkout(owner, {
      payment_method: 'digital_payment',
      partial_payment: 1,
    });
    const placed = await place(owner, body);
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.json.order_id as number;
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'partial_payment',
      paymentStatus: 'partially_paid',
      partiallyPaidAmount: 10,
    });
    expect(await stockOf('bananas-philippines')).toBe(before - 8);
    expect(await sweepUnpaid(staticDatabase(demo.db), api.now)).toMatchObject({
      payments: 0,
      orders: 0,
      trips: 0,
    });
    const swept = await sweepUnpaid(staticDatabase(demo.db), api.now + 30 * 60_000 + 1);
    expect(swept.payments).toBeGreaterThanOrEqual(1);
    expect(swept.orders).toBeGreaterThanOrEqual(1);
    expect(await orderRow(orderId)).toMatchObject({
      orderStatus: 'failed',
      paymentExpiresAt: null,
    });
    expect(await stockOf('bananas-philippines')).toBe(before);
    const [user] = await demo.db.select().from(users).where(eq(users.id, owner.userId!));
    expect(user!.walletBalance).toBe(10);
    const [payment] = await demo.db
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, paymentIdOf(placed.json.redirect_link as string)));
    expect(payment!.status).toBe('expired');
  });
});

describe('wallet and partial payments', () => {
  it('pays by wallet (paid, confirmed) and refuses a balance that does not cover it', async () => {
    const owner = await customer(500);
    const { body, total } = await checkout(owner, { payment_method: 'wallet' });
    const placed = await place(owner, body);
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.status).toBe('confirmed');
    expect(await orderRow(placed.json.order_id as number)).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'wallet',
    });
    const [user] = await demo.db.select().from(users).where(eq(users.id, owner.userId!));
    expect(user!.walletBalance).toBeCloseTo(500 - total, 3);

    const poor = await customer(1);
    const refused = await place(poor, (await checkout(poor, { payment_method: 'wallet' })).body);
    expect(refused.status).toBe(403);
    expect((refused.json as unknown as ErrorJson).errors[0]).toEqual({
      code: 'insufficient_balance',
      message: 'Your wallet balance is insufficient for payment.',
    });
    const guest = await api.guest();
    const guestWallet = await place(
      { guest },
      (await checkout({ guest }, { payment_method: 'wallet' })).body,
    );
    expect(guestWallet.status).toBe(403);
  });

  it('pays partly by wallet and the rest in cash', async () => {
    const owner = await customer(10);
    const { body, total } = await checkout(owner, {
      payment_method: 'cash_on_delivery',
      partial_payment: 1,
    });
    const placed = await place(owner, body);
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.json.order_id as number;
    expect(await orderRow(orderId)).toMatchObject({
      paymentMethod: 'partial_payment',
      paymentStatus: 'partially_paid',
      partiallyPaidAmount: 10,
      orderStatus: 'confirmed',
    });
    const parts = await demo.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(orderPayments.id));
    expect(parts.map((p) => [p.paymentMethod, p.paymentStatus, p.amount])).toEqual([
      ['wallet', 'paid', 10],
      ['cash_on_delivery', 'unpaid', Math.round((total - 10) * 100) / 100],
    ]);
    const [entry] = await demo.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, owner.userId!),
          eq(walletTransactions.transactionType, 'partial_payment'),
        ),
      );
    expect(entry).toMatchObject({ debit: 10, balance: 0, reference: String(orderId) });
    const rich = await customer(5000);
    const covers = await place(
      rich,
      (await checkout(rich, { payment_method: 'cash_on_delivery', partial_payment: 1 })).body,
    );
    expect(covers.status).toBe(403);
    expect((covers.json as unknown as ErrorJson).errors[0]!.code).toBe('partial_payment');
  });
});

describe('cancelling an order', () => {
  it('refunds a paid digital order to the wallet and gives the stock back', async () => {
    const owner = await customer(0);
    const before = await stockOf('bananas-philippines');
    const { body, total } = await checkout(owner, { payment_method: 'digital_payment' });
    const placed = await place(owner, body);
    const orderId = placed.json.order_id as number;
    const link = new URL(placed.json.redirect_link as string).pathname;
    await raw('POST', link, { form: { action: 'pay', card_number: '4242424242424242', ...CARD } });
    const noReason = await api.call<ErrorJson>('PUT', '/customer/order/cancel', {
      body: { order_id: orderId, reason: ' ' },
      headers: headersOf(owner),
    });
    expect(noReason.status).toBe(403);
    expect(noReason.json.errors[0]).toEqual({
      code: 'reason',
      message: 'Please select a cancellation reason',
    });
    const canceled = await api.call<Json>('PUT', '/customer/order/cancel', {
      body: { order_id: orderId, reason: 'I ordered by mistake' },
      headers: headersOf(owner),
    });
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.json).toEqual({ message: 'Order canceled successfully' });
    expect(await stockOf('bananas-philippines')).toBe(before);
    const [user] = await demo.db.select().from(users).where(eq(users.id, owner.userId!));
    expect(user!.walletBalance).toBeCloseTo(total, 3);
    const refund = await demo.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, owner.userId!));
    expect(refund.map((r) => [r.transactionType, r.credit, r.reference])).toEqual([
      ['order_refund', total, String(orderId)],
    ]);
    // Again: the same answer, no second refund.
    const again = await api.call<Json>('PUT', '/customer/order/cancel', {
      body: { order_id: orderId, reason: 'I ordered by mistake' },
      headers: headersOf(owner),
    });
    expect(again.status).toBe(200);
    const [still] = await demo.db.select().from(users).where(eq(users.id, owner.userId!));
    expect(still!.walletBalance).toBeCloseTo(total, 3);
  });

  it('refuses a confirmed order and another customer', async () => {
    const owner = await customer(500);
    const placed = await place(owner, (await checkout(owner, { payment_method: 'wallet' })).body);
    const orderId = placed.json.order_id as number;
    const stranger = await customer(0);
    const notFound = await api.call<ErrorJson>('PUT', '/customer/order/cancel', {
      body: { order_id: orderId, reason: 'x' },
      headers: headersOf(stranger),
    });
    expect(notFound.status).toBe(404);
    const refused = await api.call<ErrorJson>('PUT', '/customer/order/cancel', {
      body: { order_id: orderId, reason: 'I ordered by mistake' },
      headers: headersOf(owner),
    });
    expect(refused.status).toBe(403);
    expect(refused.json.errors[0]).toEqual({
      code: 'order',
      message: 'You can not cancel after confirm',
    });
  });

  it('lists the reasons in the request language', async () => {
    const reasons = await api.call<{
      total_size: number;
      data: { reason: string; user_type: string }[];
    }>('GET', '/customer/order/cancellation-reasons', {
      query: { offset: 1, limit: 10, type: 'customer' },
      headers: { 'X-localization': 'ar' },
    });
    expect(reasons.status).toBe(200);
    expect(reasons.json.total_size).toBe(5);
    expect(reasons.json.data[0]).toMatchObject({
      reason: 'طلبت عن طريق الخطأ',
      user_type: 'customer',
    });
    const guest = await api.guest();
    const refund = await api.call<{ refund_reasons: { reason: string }[] }>(
      'GET',
      '/customer/order/refund-reasons',
      { query: { guest_id: guest }, headers: headersOf({ guest }) },
    );
    expect(refund.status).toBe(200);
    expect(refund.json.refund_reasons.length).toBeGreaterThan(0);
  });
});

describe('the hosted page', () => {
  it('answers 404 for an unknown payment and shows Arabic right-to-left', async () => {
    expect((await raw('GET', `/payment/sandbox/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await raw('GET', '/payment/sandbox/not-an-id')).status).toBe(404);
    const guest = await api.guest();
    const placed = await place(
      { guest },
      (await checkout({ guest }, { payment_method: 'digital_payment' })).body,
    );
    const page = await raw(
      'GET',
      `${new URL(placed.json.redirect_link as string).pathname}?lang=ar`,
    );
    expect(page.text).toContain('dir="rtl"');
    expect(page.text).toContain('دفع آمن');
    const canceled = await raw('POST', new URL(placed.json.redirect_link as string).pathname, {
      form: { action: 'cancel' },
    });
    expect(canceled.status).toBe(303);
    expect(canceled.location).toContain(`/payment/sandbox/`);
  });
});
