// Guests' refunds through the gateway (issue 12), on the suite's live server (PGlite, or the
// PostgreSQL of DATABASE_URL in the postgres run): a guest has no wallet, so a guest's paid
// digital payment that is given back goes back to the card through the sandbox gateway's refund,
// once, right after the cancellation (the periodic sweep catches up anything missed).
//
// - a guest's digital order paid on the sandbox page and canceled: `refunded` on the tracked order;
// - a guest's trip paid on the sandbox page and canceled: `refunded` on the trip's details;
// - a customer's canceled digital order goes back to the wallet (`order_refund`), and the order
//   never says `refunded` (nothing went to the card).
// Every answer is validated against the YAML (`operationCaller`).
import { describe, expect, it } from 'vitest';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { http } from '../support/http.js';
import { checkoutSource, getJson, type CartEntry } from './checkout.js';
import { operationCaller, signedUpCustomer } from './client.js';
import { bookedTrip, newGuest, rentalUserHeaders } from './cases/rental-user.js';
import { baseUrl } from './cases/types.js';

const { call } = operationCaller(baseUrl);
type Json = Record<string, unknown>;
type Owner = { guest: string } | { token: string };
const CARD = { expiry: '12/34', cvc: '123', name: 'Sara Haddad' };

const guestOf = (owner: Owner): Record<string, string> =>
  'guest' in owner ? { guest_id: owner.guest } : {};
const tokenOf = (owner: Owner): Record<string, string> =>
  'token' in owner ? { Authorization: `Bearer ${owner.token}` } : {};

/** Pays on the sandbox's hosted page with the success card (no redirect followed). */
async function payOnSandbox(link: string) {
  const paid = await fetch(`${baseUrl()}${new URL(link).pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card_number: '4242 4242 4242 4242', ...CARD }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

/** Reads until `done` holds (the refund runs right after the cancellation, not within it). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let keys = 0;
/** Eight bananas bought digitally for take-away and paid on the sandbox: the order id, headers. */
async function paidDigitalOrder(owner: Owner) {
  const modules = await getJson<{ id: number; module_type: string }[]>(baseUrl(), '/module');
  const grocery = String(modules.find((m) => m.module_type === 'grocery')!.id);
  const zoneId = (
    await getJson<{ zone_id: string }>(baseUrl(), '/config/get-zone-id', {
      lat: 25.1972,
      lng: 55.2744,
    })
  ).zone_id;
  const search = await getJson<{ products: { id: number; slug: string; store_id: number }[] }>(
    baseUrl(),
    '/items/search',
    { name: 'Bananas', limit: 20 },
    { moduleId: grocery, zoneId },
  );
  const bananas = search.products.find((p) => p.slug === 'bananas-philippines')!;
  const headers = { moduleId: grocery, ...tokenOf(owner) };
  const added = await http(baseUrl(), '/api/v1/customer/cart/add', {
    method: 'POST',
    body: { model: 'Item', item_id: bananas.id, quantity: 8, price: 0, ...guestOf(owner) },
    headers,
  });
  expect(added.status, added.text).toBe(200);
  const cart = await http(baseUrl(), '/api/v1/customer/cart/list', {
    query: guestOf(owner),
    headers,
  });
  const source = await checkoutSource(
    baseUrl(),
    'grocery',
    cart.json as CartEntry[],
    bananas.store_id,
  );
  const choices: CheckoutChoices = {
    orderType: 'take_away',
    paymentMethod: 'cash_on_delivery',
    address: null,
    contact:
      'guest' in owner
        ? { contact_person_name: 'Sara Haddad', contact_person_number: '+971500000002' }
        : null,
    coupon: null,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: 'guest' in owner,
    at: localDateTime(Date.now(), 'Asia/Dubai'),
  });
  expect(evaluation.issues).toEqual([]);
  keys += 1;
  const placed = await call<Json>('placeOrder', {
    body: {
      ...placeOrderBody(source, choices, 'cart', evaluation.totals),
      ...guestOf(owner),
      payment_method: 'digital_payment',
    },
    headers: { ...headers, 'Idempotency-Key': `refunds-${Date.now().toString(36)}-${keys}` },
  });
  expect(placed.status, placed.text).toBe(200);
  await payOnSandbox(placed.json.redirect_link as string);
  return { orderId: placed.json.order_id as number, total: evaluation.totals.total, headers };
}

const tracked = async (owner: Owner, orderId: number, headers: Record<string, string>) =>
  (
    await call<Json>('trackOrder', {
      query: { order_id: orderId, ...guestOf(owner) },
      headers,
    })
  ).json;

describe('a guest’s canceled digital order', () => {
  it('is refunded to the card through the gateway: the order says refunded', async () => {
    const owner = { guest: await newGuest() };
    const { orderId, headers } = await paidDigitalOrder(owner);
    expect(await tracked(owner, orderId, headers)).toMatchObject({
      payment_status: 'paid',
      refunded: null,
    });
    const canceled = await call<Json>('cancelOrder', {
      body: { order_id: orderId, reason: 'I ordered by mistake', guest_id: owner.guest },
      headers,
    });
    expect(canceled.status, canceled.text).toBe(200);
    const order = await eventually(
      () => tracked(owner, orderId, headers),
      (o) => o.refunded !== null,
    );
    expect(order).toMatchObject({ order_status: 'canceled', payment_status: 'paid' });
    expect(Date.parse(order.refunded as string)).toBeGreaterThanOrEqual(
      Date.parse(order.canceled as string),
    );
    // Canceling again changes nothing: the same refund stamp.
    await call('cancelOrder', {
      body: { order_id: orderId, reason: 'I ordered by mistake', guest_id: owner.guest },
      headers,
    });
    expect((await tracked(owner, orderId, headers)).refunded).toBe(order.refunded);
  });
});

describe('a customer’s canceled digital order', () => {
  it('goes back to the wallet, never to the card', async () => {
    const token = await signedUpCustomer(baseUrl(), {
      name: 'Refund Tester',
      phone: `+9715${String(Date.now() + 4099).slice(-8)}`,
      password: 'Refund-Tester-2030!',
    });
    const owner = { token };
    const { orderId, total, headers } = await paidDigitalOrder(owner);
    const canceled = await call<Json>('cancelOrder', {
      body: { order_id: orderId, reason: 'I ordered by mistake' },
      headers,
    });
    expect(canceled.status, canceled.text).toBe(200);
    const info = await http(baseUrl(), '/api/v1/customer/info', { headers: tokenOf(owner) });
    expect((info.json as { wallet_balance: number }).wallet_balance).toBeCloseTo(total, 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await tracked(owner, orderId, headers)).toMatchObject({
      order_status: 'canceled',
      refunded: null,
    });
  });
});

describe('a guest’s canceled trip paid digitally', () => {
  it('is refunded to the card through the gateway: the trip says refunded', async () => {
    const { guest, tripId } = await bookedTrip('toyota-corolla-2024', 14);
    const headers = await rentalUserHeaders();
    const paying = await call<{ redirect_link: string }>('payTrip', {
      body: {
        trip_id: tripId,
        payment_method: 'digital_payment',
        payment_gateway: 'sandbox',
        guest_id: guest,
      },
      headers,
    });
    expect(paying.status, paying.text).toBe(200);
    await payOnSandbox(paying.json.redirect_link);
    const details = () =>
      call<Json>('getTripDetails', { query: { trip_id: tripId, guest_id: guest }, headers }).then(
        (answer) => answer.json,
      );
    expect(await details()).toMatchObject({ payment_status: 'paid', refunded: null });
    const canceled = await call<Json>('cancelTrip', {
      body: { trip_id: tripId, reason: 'Plans changed', guest_id: guest },
      headers,
    });
    expect(canceled.status, canceled.text).toBe(200);
    const trip = await eventually(details, (t) => t.refunded !== null);
    expect(trip).toMatchObject({ trip_status: 'canceled', payment_status: 'paid' });
    expect(typeof trip.refunded).toBe('string');
  });
});
