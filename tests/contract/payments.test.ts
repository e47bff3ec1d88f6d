// Payments (issue 12) against live servers of their own (PGlite, or the PostgreSQL of
// DATABASE_URL in the postgres run): one with a known gateway secret, so the test can sign the
// merchant callbacks a gateway sends, and one whose unpaid payments expire after 3 seconds.
//
// - a digital order through the sandbox's hosted page: the page (merchant, amount, test cards),
//   a field error, the declined card (flag=fail, the order unpaid), the retry through
//   /payment-mobile (owner-checked), the success card (flag=success, the order paid), the page of
//   a finished payment;
// - the merchant callback: forged or malformed (403), the wrong amount (403), a signed result
//   once, its replay (no change), another result for a finished payment (409);
// - wallet payments (the balance funded through the wallet's top-up and the sandbox), the
//   refusal of a balance that does not cover the total, guests refused; partial payments and
//   their refusals; twenty concurrent wallet payments of one customer never overdraw the wallet;
// - the payment-method switch ('Payment info updated.'); cancellation with its refund to the
//   wallet, the reason required, a confirmed order refused; the reasons lists;
// - unpaid expiry: the order fails and its stock comes back, its payment page says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { http } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkoutSource, getJson, type CartEntry } from './checkout.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';

const SECRET = 'contract-payments-secret-0123456789abcdef';
const STORE_TIME_ZONE = 'Asia/Dubai';

let server: TestServer;
let shortLived: TestServer;
let base = '';
const { call } = operationCaller(() => base);

beforeAll(async () => {
  [server, shortLived] = await Promise.all([
    startTestServer({ env: { STOREFRONT_PAYMENT_SECRET: SECRET }, ownDatabase: true }),
    startTestServer({ env: { PAYMENT_EXPIRY_SECONDS: '3' }, ownDatabase: true }),
  ]);
  base = server.url;
}, 240_000);
afterAll(async () => {
  await Promise.all([server?.stop(), shortLived?.stop()]);
});

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

const CARD = { expiry: '12/34', cvc: '123', name: 'Sara Haddad' };
const SUCCESS = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';

/** A request that does not follow redirects (the hosted page answers 303, /payment-mobile 302). */
async function page(
  at: string,
  path: string,
  init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Headers = {};
  let body: string | undefined;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${at}${path}`, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

const pathOf = (link: string) => new URL(link).pathname;

function sign(paymentId: string, amount: number, status: string, reference = 'ext-ref') {
  const fixed = amount.toFixed(3);
  return {
    payment_id: paymentId,
    amount: fixed,
    status,
    transaction_reference: reference,
    signature: createHmac('sha256', SECRET).update(`${paymentId}|${fixed}|${status}`).digest('hex'),
  };
}

// ---------------------------------------------------------------- the demo marketplace

async function context(at: string) {
  const modules = await getJson<{ id: number; module_type: string }[]>(at, '/module');
  const grocery = String(modules.find((m) => m.module_type === 'grocery')!.id);
  const zoneId = (
    await getJson<{ zone_id: string }>(at, '/config/get-zone-id', { lat: 25.1972, lng: 55.2744 })
  ).zone_id;
  const search = await getJson<{ products: { id: number; slug: string; store_id: number }[] }>(
    at,
    '/items/search',
    { name: 'Bananas', limit: 20 },
    { moduleId: grocery, zoneId },
  );
  const bananas = search.products.find((p) => p.slug === 'bananas-philippines')!;
  return { grocery, bananas };
}
let demo: Awaited<ReturnType<typeof context>>;
beforeAll(async () => {
  demo = await context(base);
});

const newGuest = async (at = base) =>
  (
    (await http(at, '/api/v1/auth/guest/request', { method: 'POST', body: {} })).json as {
      guest_id: string;
    }
  ).guest_id;

interface Owner {
  guest?: string;
  token?: string;
}
const ownerHeaders = (owner: Owner): Headers =>
  owner.token ? { Authorization: `Bearer ${owner.token}` } : {};
const guestOf = (owner: Owner): Record<string, string> =>
  owner.guest ? { guest_id: owner.guest } : {};

/** Eight bananas in the owner's cart; the body of a take-away order, with its total. */
async function checkout(owner: Owner, payment: Json, at = base) {
  const ctx = at === base ? demo : await context(at);
  const headers = { moduleId: ctx.grocery, ...ownerHeaders(owner) };
  const added = await http(at, '/api/v1/customer/cart/add', {
    method: 'POST',
    body: { model: 'Item', item_id: ctx.bananas.id, quantity: 8, price: 0, ...guestOf(owner) },
    headers,
  });
  expect(added.status, added.text).toBe(200);
  const cart = await http(at, '/api/v1/customer/cart/list', {
    query: guestOf(owner),
    headers,
  });
  const source = await checkoutSource(
    at,
    'grocery',
    cart.json as CartEntry[],
    ctx.bananas.store_id,
  );
  const choices: CheckoutChoices = {
    orderType: 'take_away',
    paymentMethod: 'cash_on_delivery',
    address: null,
    contact: owner.guest
      ? { contact_person_name: 'Sara Haddad', contact_person_number: '+971500000002' }
      : null,
    coupon: null,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: owner.guest !== undefined,
    at: localDateTime(Date.now(), STORE_TIME_ZONE),
  });
  expect(evaluation.issues).toEqual([]);
  return {
    body: {
      ...placeOrderBody(source, choices, 'cart', evaluation.totals),
      ...guestOf(owner),
      ...payment,
    },
    total: evaluation.totals.total,
    headers,
  };
}

let keys = 0;
function place(owner: Owner, body: unknown, headers: Headers) {
  keys += 1;
  return call<Json>('placeOrder', {
    body,
    headers: { ...headers, 'Idempotency-Key': `payments-${Date.now().toString(36)}-${keys}` },
  });
}

async function track(owner: Owner, orderId: number, at = base) {
  const answer = await http(at, '/api/v1/customer/order/track', {
    query: { order_id: orderId, ...guestOf(owner) },
    headers: ownerHeaders(owner),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Json;
}

let phones = 0;
async function customer(): Promise<Owner> {
  phones += 1;
  const phone = `+97158${String(Date.now() % 100000).padStart(5, '0')}${String(phones).padStart(2, '0')}`;
  const token = await signedUpCustomer(base, {
    name: 'Pay Tester',
    phone,
    password: 'Pay-Tester-2030!',
  });
  return { token };
}

const balanceOf = async (owner: Owner) =>
  (
    (await http(base, '/api/v1/customer/info', { headers: ownerHeaders(owner) })).json as {
      wallet_balance: number;
    }
  ).wallet_balance;

/** Tops the customer's wallet up through the wallet's add-fund and the sandbox page. */
async function topUp(owner: Owner, amount: number) {
  const started = await http(base, '/api/v1/customer/wallet/add-fund', {
    method: 'POST',
    body: {
      amount,
      payment_method: 'sandbox',
      payment_platform: 'web',
      callback: 'http://shop.test/wallet',
    },
    headers: { moduleId: demo.grocery, ...ownerHeaders(owner) },
  });
  expect(started.status, started.text).toBe(200);
  const link = (started.json as { redirect_link: string }).redirect_link;
  const paid = await page(base, pathOf(link), {
    form: { action: 'pay', card_number: SUCCESS, ...CARD },
  });
  expect(paid.status).toBe(303);
  return balanceOf(owner);
}

// ---------------------------------------------------------------- digital payment

describe('a digital order through the sandbox gateway', () => {
  it('is placed unpaid, declined, retried through /payment-mobile and paid', async () => {
    const guest = await newGuest();
    const owner = { guest };
    const { body, total, headers } = await checkout(owner, {
      payment_method: 'digital_payment',
      callback: 'http://shop.test/order-placed?from=checkout',
    });
    const placed = await place(owner, body, headers);
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.json.order_id as number;
    const link = placed.json.redirect_link as string;
    expect(link).toBe(`${base}/payment/sandbox/${placed.json.payment_id as string}`);
    expect(await track(owner, orderId)).toMatchObject({
      payment_status: 'unpaid',
      order_status: 'pending',
      payment_method: 'digital_payment',
    });

    const form = await page(base, pathOf(link));
    expect(form.status).toBe(200);
    expect(form.type).toContain('text/html');
    expect(form.text).toContain('Storefront');
    expect(form.text).toContain(`AED${total.toFixed(2)}`);
    expect(form.text).toContain(SUCCESS);
    expect(form.text).toContain(DECLINE);

    const invalid = await page(base, pathOf(link), {
      form: { action: 'pay', card_number: '4242 4242 4242 4241', ...CARD, name: 'Sara\u0000' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.text).toContain('Enter a valid card number.');
    expect(invalid.text).toContain('Enter the name on the card.');

    const declined = await page(base, pathOf(link), {
      form: { action: 'pay', card_number: DECLINE, ...CARD },
    });
    expect(declined.status).toBe(303);
    const back = new URL(declined.location!);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/order-placed');
    expect(back.searchParams.get('from')).toBe('checkout');
    expect(back.searchParams.get('flag')).toBe('fail');
    expect(back.searchParams.get('payment_id')).toBe(placed.json.payment_id);
    expect((await track(owner, orderId)).payment_status).toBe('unpaid');
    expect((await page(base, pathOf(link))).status).toBe(409);

    const stranger = await newGuest();
    const refused = await page(
      base,
      `/payment-mobile?order_id=${orderId}&customer_id=${stranger}&payment_method=sandbox`,
    );
    expect(refused.status).toBe(404);
    const retry = await page(
      base,
      `/payment-mobile?order_id=${orderId}&customer_id=${guest}&payment_platform=web&payment_method=sandbox&callback=${encodeURIComponent('http://shop.test/order-placed')}`,
    );
    expect(retry.status).toBe(302);
    expect(retry.location).not.toBe(link);
    const paid = await page(base, pathOf(retry.location!), {
      form: { action: 'pay', card_number: SUCCESS, ...CARD },
    });
    expect(paid.status).toBe(303);
    expect(new URL(paid.location!).searchParams.get('flag')).toBe('success');
    const after = await track(owner, orderId);
    expect(after.payment_status).toBe('paid');
    expect(after.transaction_reference).toMatch(/^sbx_/);
    const done = await page(base, pathOf(retry.location!));
    expect(done.status).toBe(409);
    expect(done.text).toContain('This payment is already finished');
    expect((await page(base, '/payment/sandbox/ffffffffffffffffffffffffffffffff')).status).toBe(
      404,
    );
  });

  it('shows the page in Arabic, right to left, and cancels with flag=cancel', async () => {
    const guest = await newGuest();
    const { body, headers } = await checkout(
      { guest },
      {
        payment_method: 'digital_payment',
        callback: 'http://shop.test/order-placed',
      },
    );
    const placed = await place({ guest }, body, { ...headers, 'X-localization': 'ar' });
    const link = pathOf(placed.json.redirect_link as string);
    const arabic = await page(base, link);
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('دفع آمن');
    expect((await page(base, `${link}?lang=en`)).text).toContain('Secure payment');
    const canceled = await page(base, link, { form: { action: 'cancel' } });
    expect(canceled.status).toBe(303);
    expect(new URL(canceled.location!).searchParams.get('flag')).toBe('cancel');
  });
});

describe('the merchant callback', () => {
  it('refuses forged and wrong-amount results and confirms a signed one once', async () => {
    const guest = await newGuest();
    const { body, total, headers } = await checkout(
      { guest },
      { payment_method: 'digital_payment' },
    );
    const placed = await place({ guest }, body, headers);
    const id = placed.json.payment_id as string;
    const callback = (fields: unknown) => page(base, '/payment/sandbox/callback', { json: fields });

    const forged = await callback({ ...sign(id, total, 'paid'), signature: 'ab'.repeat(32) });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.text)).toEqual({
      errors: [
        {
          code: 'signature',
          message: 'The signature is not valid: this result was not sent by the gateway.',
        },
      ],
    });
    expect((await callback({ payment_id: id, status: 'paid' })).status).toBe(403);
    expect((await callback({ ...sign(id, total, 'paid'), payment_id: `${id}\u0000` })).status).toBe(
      403,
    );
    const wrongAmount = await callback(sign(id, total + 0.01, 'paid'));
    expect(wrongAmount.status).toBe(403);
    expect(JSON.parse(wrongAmount.text).errors[0].code).toBe('amount');
    expect((await callback(sign('0'.repeat(32), total, 'paid'))).status).toBe(404);

    const first = await callback(sign(id, total, 'paid', 'ext-77'));
    expect(first.status, first.text).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ payment_id: id, status: 'paid', replay: false });
    const replay = await callback(sign(id, total, 'paid', 'ext-77'));
    expect(JSON.parse(replay.text)).toEqual({ payment_id: id, status: 'paid', replay: true });
    expect((await callback(sign(id, total, 'failed'))).status).toBe(409);
    const order = await track({ guest }, placed.json.order_id as number);
    expect(order).toMatchObject({ payment_status: 'paid', transaction_reference: 'ext-77' });
  });
});

// ---------------------------------------------------------------- wallet and partial payment

describe('wallet and partial payments', () => {
  it('pays by wallet, refuses a balance that does not cover it, and refuses guests', async () => {
    const owner = await customer();
    const funded = await topUp(owner, 200);
    expect(funded).toBeGreaterThanOrEqual(200);
    const { body, total, headers } = await checkout(owner, { payment_method: 'wallet' });
    const placed = await place(owner, body, headers);
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.status).toBe('confirmed');
    expect(await track(owner, placed.json.order_id as number)).toMatchObject({
      payment_status: 'paid',
      payment_method: 'wallet',
      order_status: 'confirmed',
    });
    expect(await balanceOf(owner)).toBeCloseTo(funded - total, 2);

    const broke = await customer();
    const refused = await checkout(broke, { payment_method: 'wallet' });
    expectError(
      await place(broke, refused.body, refused.headers),
      403,
      'insufficient_balance',
      'Your wallet balance is insufficient for payment.',
    );
    const guest = await newGuest();
    const asGuest = await checkout({ guest }, { payment_method: 'wallet' });
    expectError(await place({ guest }, asGuest.body, asGuest.headers), 403, 'payment_method');
  });

  it('pays partly by wallet, the rest in cash; refuses a wallet that covers it and no rest method', async () => {
    const owner = await customer();
    const funded = await topUp(owner, 10);
    const { body, total, headers } = await checkout(owner, {
      payment_method: 'cash_on_delivery',
      partial_payment: 1,
    });
    const placed = await place(owner, body, headers);
    expect(placed.status, placed.text).toBe(200);
    expect(await track(owner, placed.json.order_id as number)).toMatchObject({
      payment_method: 'partial_payment',
      payment_status: 'partially_paid',
      partially_paid_amount: funded,
    });
    expect(await balanceOf(owner)).toBe(0);
    expect(total).toBeGreaterThan(funded);

    const rich = await customer();
    await topUp(rich, 500);
    const covers = await checkout(rich, { payment_method: 'cash_on_delivery', partial_payment: 1 });
    expectError(await place(rich, covers.body, covers.headers), 403, 'partial_payment');
    const poor = await customer();
    await topUp(poor, 5);
    const noRest = await checkout(poor, { payment_method: 'wallet', partial_payment: 1 });
    expectError(
      await place(poor, noRest.body, noRest.headers),
      403,
      'partial_rest',
      '* Please select an option to pay the rest of the amount',
    );
  });

  it('never overdraws a wallet under 20 concurrent wallet payments', async () => {
    const owner = await customer();
    const { body, total, headers } = await checkout(owner, { payment_method: 'wallet' });
    // Enough for five orders and a part of a sixth.
    const balance = await topUp(owner, Math.ceil(total * 5.5));
    const affordable = Math.floor(balance / total);
    expect(affordable).toBeLessThan(20);
    // Buy-now orders: the same lines each time, no cart to share.
    const buyNow = {
      ...body,
      is_buy_now: 1,
      cart: [{ item_id: demo.bananas.id, model: 'Item', quantity: 8 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(owner, buyNow, headers)),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(affordable);
    for (const answer of refused) {
      expect([403, 503]).toContain(answer.status);
      if (answer.status === 403) expectError(answer, 403, 'insufficient_balance');
    }
    const left = await balanceOf(owner);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBeCloseTo(balance - affordable * total, 2);
    const history = await http(base, '/api/v1/customer/wallet/transactions', {
      query: { limit: 50, offset: 1 },
      headers: ownerHeaders(owner),
    });
    const debits = (history.json as { data: { transaction_type: string }[] }).data.filter(
      (t) => t.transaction_type === 'order_place',
    );
    expect(debits).toHaveLength(affordable);
  });
});

// ---------------------------------------------------------------- switching and canceling

describe('switching the method and canceling', () => {
  it('switches a digital order to cash on delivery: Payment info updated.', async () => {
    const guest = await newGuest();
    const { body, headers } = await checkout({ guest }, { payment_method: 'digital_payment' });
    const placed = await place({ guest }, body, headers);
    const switched = await call<Json>('updateOrderPaymentMethod', {
      body: { order_id: placed.json.order_id, guest_id: guest },
      headers,
    });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.json).toEqual({ message: 'Payment info updated.' });
    expect((await track({ guest }, placed.json.order_id as number)).payment_method).toBe(
      'cash_on_delivery',
    );
    const link = pathOf(placed.json.redirect_link as string);
    expect((await page(base, link)).status).toBe(409);
    expectError(
      await call('updateOrderPaymentMethod', {
        body: { order_id: placed.json.order_id, guest_id: guest },
        headers,
      }),
      403,
      'order',
    );
    const other = await newGuest();
    expectError(
      await call('updateOrderPaymentMethod', {
        body: { order_id: placed.json.order_id, guest_id: other },
        headers,
      }),
      404,
      'order_id',
    );
  });

  it('cancels a paid digital order with a reason, refunding it to the wallet once', async () => {
    const owner = await customer();
    const { body, total, headers } = await checkout(owner, { payment_method: 'digital_payment' });
    const placed = await place(owner, body, headers);
    const orderId = placed.json.order_id as number;
    await page(base, pathOf(placed.json.redirect_link as string), {
      form: { action: 'pay', card_number: SUCCESS, ...CARD },
    });
    expectError(
      await call('cancelOrder', { body: { order_id: orderId, reason: '' }, headers }),
      403,
      'reason',
      'Please select a cancellation reason',
    );
    const reasons = await call<{ data: { reason: string }[] }>('listCancellationReasons', {
      query: { offset: 1, limit: 10, type: 'customer' },
    });
    const reason = reasons.json.data[0]!.reason;
    const canceled = await call<Json>('cancelOrder', {
      body: { order_id: orderId, reason },
      headers,
    });
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.json).toEqual({ message: 'Order canceled successfully' });
    expect(await balanceOf(owner)).toBeCloseTo(total, 2);
    const again = await call<Json>('cancelOrder', { body: { order_id: orderId, reason }, headers });
    expect(again.status).toBe(200);
    expect(await balanceOf(owner)).toBeCloseTo(total, 2);
    const history = await http(base, '/api/v1/customer/wallet/transactions', {
      query: { limit: 10, offset: 1 },
      headers: ownerHeaders(owner),
    });
    const refunds = (
      history.json as { data: { transaction_type: string; reference: string }[] }
    ).data.filter((t) => t.transaction_type === 'order_refund');
    expect(refunds).toEqual([expect.objectContaining({ reference: String(orderId) })]);
    expect((await track(owner, orderId)).order_status).toBe('canceled');
  });

  it('refuses to cancel a confirmed order', async () => {
    const owner = await customer();
    await topUp(owner, 200);
    const { body, headers } = await checkout(owner, { payment_method: 'wallet' });
    const placed = await place(owner, body, headers);
    expectError(
      await call('cancelOrder', {
        body: { order_id: placed.json.order_id, reason: 'I ordered by mistake' },
        headers,
      }),
      403,
      'order',
      'You can not cancel after confirm',
    );
  });

  it('lists the cancellation and refund reasons in the request language', async () => {
    const arabic = await call<{ total_size: number; data: { reason: string }[] }>(
      'listCancellationReasons',
      { query: { offset: 1, limit: 2, type: 'customer' }, headers: { 'X-localization': 'ar' } },
    );
    expect(arabic.json.total_size).toBeGreaterThanOrEqual(3);
    expect(arabic.json.data).toHaveLength(2);
    expect(arabic.json.data[0]!.reason).toMatch(/[\u0600-\u06FF]/);
    const refund = await call<{ refund_reasons: unknown[] }>('listRefundReasons', {
      query: { guest_id: await newGuest() },
      headers: { moduleId: demo.grocery },
    });
    expect(refund.json.refund_reasons.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------- unpaid expiry

describe('unpaid expiry', () => {
  it('fails an order unpaid after its time and gives its stock back', async () => {
    const at = shortLived.url;
    const ctx = await context(at);
    const stock = async () =>
      (
        await getJson<{ stock: number }>(at, `/items/details/${ctx.bananas.id}`, undefined, {
          moduleId: ctx.grocery,
        })
      ).stock;
    const guest = await newGuest(at);
    const before = await stock();
    const { body, headers } = await checkout({ guest }, { payment_method: 'digital_payment' }, at);
    const placed = await http(at, '/api/v1/customer/order/place', {
      method: 'POST',
      body,
      headers: { ...headers, 'Idempotency-Key': `expiry-${Date.now()}` },
    });
    expect(placed.status, placed.text).toBe(200);
    const orderId = (placed.json as { order_id: number }).order_id;
    expect(await stock()).toBe(before - 8);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const order = await track({ guest }, orderId, at);
    expect(order).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
    expect(await stock()).toBe(before);
    const link = pathOf((placed.json as { redirect_link: string }).redirect_link);
    const expired = await page(at, link);
    expect([409, 410]).toContain(expired.status);
  });
});
