/**
 * Guests' refunds through the gateway (issue 12) on the demo marketplace, in process: a guest's
 * order paid on the sandbox and canceled is refunded to the card once, even with two more runners
 * racing the one the cancellation starts; a guest's trip whose refund the gateway refuses stays
 * due (logged, claim dropped, not asked again before its retry time) and the sweep refunds it;
 * a claim another server holds is left alone until it is stale; three runners at once refund
 * once; a customer's refund goes to the wallet and never to the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { tripCartTotals } from '@storefront/core/domain/rental-cart';
import { localDateTime } from '@storefront/core/domain/schedule';
import { orders, paymentRequests, trips, users, vehicles } from '../db/schema.js';
import { staticDatabase } from '../db/client.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  customerToken,
  demoMarketplace,
  linesFromCart,
  PLACES,
  TestApi,
  type CartEntryJson,
  type Demo,
} from '../ordering/testing.js';
import { releaseOrder } from '../ordering/settle.js';
import { registerGateway, sandboxGateway, type RefundRequest } from './gateway.js';
import { paymentSecret } from './secret.js';
import { sweepUnpaid } from './expiry.js';
import { REFUND_CLAIM_STALE_MS, refundsSettled, runRefunds, setRefundLogger } from './refunds.js';

let demo: Demo;
let api: TestApi;
const logged: string[] = [];
/** The refunds the gateway made, by payment id. */
const refunded: string[] = [];
let refusing = false;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  setRefundLogger((message) => logged.push(message));
  // The sandbox, counting its refunds, slow enough for runners to overlap, and refusing on demand.
  registerGateway('sandbox', (db) => {
    const real = sandboxGateway(() => paymentSecret(db));
    return {
      ...real,
      async refund(request: RefundRequest) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (refusing) throw new Error('the card issuer did not answer');
        refunded.push(request.paymentId);
        return real.refund(request);
      },
    };
  });
}, 120_000);
afterAll(async () => {
  registerGateway('sandbox', (db) => sandboxGateway(() => paymentSecret(db)));
  setRefundLogger((message) => console.error(message));
  expect(api.errors).toEqual([]);
  await demo.close();
});

type Json = Record<string, unknown>;
type Owner = { guest: string } | { token: string; userId: number };
const auth = (owner: Owner) => ('token' in owner ? { Authorization: `Bearer ${owner.token}` } : {});
const guestOf = (owner: Owner) => ('guest' in owner ? { guest_id: owner.guest } : {});
const timesOf = (paymentId: string) => refunded.filter((id) => id === paymentId).length;
const CARD = { expiry: '12/34', cvc: '123', name: 'Sara Haddad' };

async function payOnSandbox(link: string) {
  const paid = await api.app.request(`http://localhost${new URL(link).pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card_number: '4242424242424242', ...CARD }),
  });
  expect(paid.status).toBe(303);
}

const paymentRow = async (id: string) =>
  (await demo.db.select().from(paymentRequests).where(eq(paymentRequests.id, id)))[0]!;
const paymentIdOf = (link: string) => link.split('/').at(-1)!;

// ------------------------------------------------------------------------------ orders

let keys = 0;
/** A take-away order of eight bananas, paid on the sandbox: its id and payment id. */
async function paidDigitalOrder(owner: Owner) {
  const headers = { moduleId: String(demo.moduleIds.grocery), ...auth(owner) };
  const add = await api.call('POST', '/customer/cart/add', {
    body: {
      model: 'Item',
      item_id: demo.item('bananas-philippines').id,
      quantity: 8,
      ...guestOf(owner),
    },
    headers,
  });
  expect(add.status, add.text).toBe(200);
  const cart = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
    query: guestOf(owner),
    headers,
  });
  const storeId = demo.storeId('al-karama-fresh-market');
  const source = await clientCheckoutSource(api, storeId, 'grocery', linesFromCart(cart.json));
  const choices: CheckoutChoices = {
    orderType: 'take_away',
    paymentMethod: 'cash_on_delivery',
    address: null,
    contact:
      'guest' in owner
        ? {
            contact_person_name: 'Sara Haddad',
            contact_person_number: '+971 50 000 0002',
            contact_person_email: 'sara@example.test',
          }
        : null,
    coupon: null,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: 'guest' in owner,
    at: localDateTime(api.now, STORE_TIME_ZONE),
  });
  expect(evaluation.issues).toEqual([]);
  keys += 1;
  const placed = await api.call<Json>('POST', '/customer/order/place', {
    body: {
      ...placeOrderBody(source, choices, 'cart', evaluation.totals),
      ...guestOf(owner),
      payment_method: 'digital_payment',
    },
    headers: { ...headers, 'Idempotency-Key': `refund-${keys}` },
  });
  expect(placed.status, placed.text).toBe(200);
  const link = placed.json.redirect_link as string;
  await payOnSandbox(link);
  return { orderId: placed.json.order_id as number, paymentId: paymentIdOf(link), headers };
}

const orderRow = async (id: number) =>
  (await demo.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('a guest’s canceled order', () => {
  it('is refunded to the card once, with two more runners racing the one the cancel starts', async () => {
    const owner = { guest: await api.guest() };
    const { orderId, paymentId, headers } = await paidDigitalOrder(owner);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    const [canceled, ...runs] = await Promise.all([
      api.call<Json>('PUT', '/customer/order/cancel', {
        body: { order_id: orderId, reason: 'I ordered by mistake', guest_id: owner.guest },
        headers,
      }),
      runRefunds(demo.db, { nowMs: api.now }),
      runRefunds(demo.db, { nowMs: api.now }),
    ]);
    expect(canceled.status, canceled.text).toBe(200);
    expect(canceled.json).toEqual({ message: 'Order canceled successfully' });
    await refundsSettled(demo.db);
    // Whichever runner saw it due refunded it; the others left it.
    await Promise.all([
      runRefunds(demo.db, { nowMs: api.now }),
      runRefunds(demo.db, { nowMs: api.now }),
    ]);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    expect(timesOf(paymentId)).toBe(1);
    const payment = await paymentRow(paymentId);
    expect(payment.meta).toMatchObject({
      refund_due: true,
      refunded_at: new Date(api.now).toISOString(),
    });
    expect(payment.meta.refund_reference).toMatch(/^sandbox-refund-[0-9a-f]{24}$/);
    expect(payment.meta.refund_claimed_at).toBeUndefined();
    expect((await orderRow(orderId)).refundedAt?.getTime()).toBe(api.now);
    const track = await api.call<Json>('GET', '/customer/order/track', {
      query: { order_id: orderId, guest_id: owner.guest },
      headers,
    });
    expect(track.json).toMatchObject({
      order_status: 'canceled',
      payment_status: 'paid',
      refunded: new Date(api.now).toISOString(),
    });
    // The sweep finds nothing more to refund for it.
    await sweepUnpaid(staticDatabase(demo.db), api.now);
    expect(timesOf(paymentId)).toBe(1);
  });

  it('is refunded once by three runners started at the same moment (two servers, a sweep)', async () => {
    const owner = { guest: await api.guest() };
    const { orderId, paymentId } = await paidDigitalOrder(owner);
    // Released without the route, so that only the three runners below refund it.
    await demo.db.transaction((tx) =>
      releaseOrder(tx, orderId, {
        status: 'canceled',
        reason: 'test',
        canceledBy: 'customer',
        nowMs: api.now,
      }),
    );
    expect((await paymentRow(paymentId)).meta.refund_due).toBe(true);
    const runs = await Promise.all([0, 1, 2].map(() => runRefunds(demo.db, { nowMs: api.now })));
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(1);
    expect(timesOf(paymentId)).toBe(1);
    expect((await orderRow(orderId)).refundedAt?.getTime()).toBe(api.now);
  });

  it('leaves a claim another server holds alone until it is stale, then refunds it', async () => {
    const owner = { guest: await api.guest() };
    const { orderId, paymentId } = await paidDigitalOrder(owner);
    // Released without the route, so nothing runs the refund yet; another server claims it.
    await demo.db.transaction((tx) =>
      releaseOrder(tx, orderId, {
        status: 'canceled',
        reason: 'test',
        canceledBy: 'customer',
        nowMs: api.now,
      }),
    );
    const claimedAt = new Date(api.now).toISOString();
    await demo.db
      .update(paymentRequests)
      .set({ meta: { ...(await paymentRow(paymentId)).meta, refund_claimed_at: claimedAt } })
      .where(eq(paymentRequests.id, paymentId));
    await runRefunds(demo.db, { nowMs: api.now + 60_000 });
    expect(timesOf(paymentId)).toBe(0);
    await runRefunds(demo.db, { nowMs: api.now + REFUND_CLAIM_STALE_MS + 1 });
    expect(timesOf(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).meta.refunded_at).toBeTypeOf('string');
    expect((await orderRow(orderId)).refundedAt).not.toBeNull();
  });
});

describe('a customer’s canceled order', () => {
  it('is refunded to the wallet, never to the gateway', async () => {
    const [user] = await demo.db
      .insert(users)
      .values({ fName: 'Wallet', lName: 'Refund', phone: '+971557770001' })
      .returning({ id: users.id });
    const owner = { token: await customerToken(demo.db, user!.id, api.now), userId: user!.id };
    const { orderId, paymentId, headers } = await paidDigitalOrder(owner);
    const canceled = await api.call('PUT', '/customer/order/cancel', {
      body: { order_id: orderId, reason: 'I ordered by mistake' },
      headers,
    });
    expect(canceled.status, canceled.text).toBe(200);
    await refundsSettled(demo.db);
    await sweepUnpaid(staticDatabase(demo.db), api.now);
    const [after] = await demo.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.walletBalance).toBeCloseTo((await orderRow(orderId)).orderAmount, 3);
    expect(timesOf(paymentId)).toBe(0);
    expect((await paymentRow(paymentId)).meta.refund_due).toBeUndefined();
    expect((await orderRow(orderId)).refundedAt).toBeNull();
  });
});

// ------------------------------------------------------------------------------- trips

describe('a guest’s canceled trip', () => {
  it('stays due while the gateway refuses (logged), and the next sweep refunds it once', async () => {
    const headers = { moduleId: String(demo.moduleIds.rental) };
    const [vehicle] = await demo.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.slug, 'mitsubishi-attrage-2023'));
    const guest = await api.guest();
    const added = await api.call('POST', '/rental/user/cart/add-to-cart', {
      headers,
      body: {
        vehicle_id: vehicle!.id,
        quantity: 1,
        pickup_location: { location_name: 'Burj Khalifa', ...PLACES.downtown },
        destination_location: null,
        rental_type: 'hourly',
        estimated_hours: 3,
        pickup_time: '2030-01-10 10:00 AM',
        guest_id: guest,
      },
    });
    expect(added.status, added.text).toBe(200);
    const cart = await api.call<RentalCartResponse>('GET', '/rental/user/cart/get-cart', {
      headers,
      query: { guest_id: guest },
    });
    const config = (await api.call<Json>('GET', '/config')).json;
    const provider = cart.json.carts[0]!.provider;
    const total = tripCartTotals(cart.json, {
      providerDiscount: provider.discount ?? null,
      coupon: null,
      tax: { rate: provider.tax, included: config.tax_included === 1 },
      additionalCharge: {
        status: config.additional_charge_status as number,
        amount: config.additional_charge as number,
      },
      digits: config.digit_after_decimal_point as number,
    })!.total;
    const booked = await api.call<number>('POST', '/rental/user/trip/trip-booking', {
      headers,
      body: {
        contact_person_name: 'Sara Haddad',
        contact_person_number: '+971 50 111 2222',
        trip_amount: total,
        payment_method: 'cash_on_delivery',
        guest_id: guest,
      },
    });
    expect(booked.status, booked.text).toBe(200);
    const tripId = booked.json;
    const digital = await api.call<{ redirect_link: string }>('POST', '/rental/user/trip/payment', {
      headers,
      body: { trip_id: tripId, payment_method: 'digital_payment', guest_id: guest },
    });
    expect(digital.status, digital.text).toBe(200);
    const paymentId = paymentIdOf(digital.json.redirect_link);
    await payOnSandbox(digital.json.redirect_link);

    refusing = true;
    try {
      const canceled = await api.call('PUT', '/rental/user/trip/cancel-trip', {
        headers,
        body: { trip_id: tripId, reason: 'Plans changed', guest_id: guest },
      });
      expect(canceled.status, canceled.text).toBe(200);
      await refundsSettled(demo.db);
    } finally {
      refusing = false;
    }
    expect(timesOf(paymentId)).toBe(0);
    expect(logged.some((line) => line.includes(paymentId) && line.includes('did not answer'))).toBe(
      true,
    );
    const due = await paymentRow(paymentId);
    expect(due.meta).toMatchObject({ refund_due: true, refund_attempts: 1 });
    expect(due.meta.refunded_at).toBeUndefined();
    expect(due.meta.refund_claimed_at).toBeUndefined();
    const tripRow = async () =>
      (await demo.db.select().from(trips).where(eq(trips.id, tripId)))[0]!;
    expect((await tripRow()).refundedAt).toBeNull();

    // Not asked again before its retry time (30 s after the first failure).
    const failures = logged.length;
    expect(await runRefunds(demo.db, { nowMs: api.now + 10_000 })).toEqual({
      refunded: 0,
      failed: 0,
    });
    expect(timesOf(paymentId)).toBe(0);
    expect(logged).toHaveLength(failures);
    const swept = await sweepUnpaid(staticDatabase(demo.db), api.now + 30_000);
    expect(swept.refunds.refunded).toBeGreaterThanOrEqual(1);
    expect(timesOf(paymentId)).toBe(1);
    expect((await paymentRow(paymentId)).meta.refund_error).toBeUndefined();
    expect((await tripRow()).refundedAt?.getTime()).toBe(api.now + 30_000);
    const details = await api.call<Json>('GET', '/rental/user/trip/get-trip-details', {
      headers,
      query: { trip_id: tripId, guest_id: guest },
    });
    expect(details.json).toMatchObject({
      trip_status: 'canceled',
      payment_status: 'paid',
      refunded: new Date(api.now + 30_000).toISOString(),
    });
    await sweepUnpaid(staticDatabase(demo.db), api.now + 60_000);
    expect(timesOf(paymentId)).toBe(1);
  });
});
