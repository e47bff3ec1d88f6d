/**
 * Order placement, lists, details, tracking, cancellation and demo progress on the demo
 * marketplace (in-memory PGlite, Tuesday 8 January 2030, 14:30 in Dubai, a movable clock).
 * Every total the tests send is the one a client computes with core's `evaluateCheckout` from the
 * API's answers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutAddress,
  type CheckoutChoices,
  type GuestContact,
} from '@storefront/core/domain/checkout';
import type { Coupon } from '@storefront/core/domain/coupon';
import { localDateTime } from '@storefront/core/domain/schedule';
import type { ModuleType } from '@storefront/core/domain/session';
import { DERIVED_KEY_WINDOW_MS } from '@storefront/core/schemas/ordering';
import { businessSettings, carts, items, orders, users } from '../db/schema.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  customerToken,
  linesFromCart,
  PLACES,
  TestApi,
  type CartEntryJson,
  type Demo,
} from '../ordering/testing.js';
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
const ADDRESS: CheckoutAddress = {
  address: PLACES.dubaiMall.address,
  latitude: PLACES.dubaiMall.lat,
  longitude: PLACES.dubaiMall.lng,
  road: '12',
  house: '4B',
  floor: '3',
};

type Json = Record<string, unknown>;
type ErrorJson = { errors: { code: string; message: string }[] };

const headersOf = (type: ModuleType, extra: Record<string, string> = {}) => ({
  moduleId: String(demo.moduleIds[type]),
  ...extra,
});

interface Owner {
  guest?: string;
  token?: string;
}
const auth = (owner: Owner): Record<string, string> =>
  owner.token ? { Authorization: `Bearer ${owner.token}` } : {};
const guestOf = (owner: Owner): Record<string, string> =>
  owner.guest ? { guest_id: owner.guest } : {};

async function addLine(owner: Owner, type: ModuleType, body: Json) {
  const answer = await api.call<CartEntryJson[]>('POST', '/customer/cart/add', {
    body: { model: 'Item', price: 0, ...body, ...guestOf(owner) },
    headers: headersOf(type, auth(owner)),
  });
  if (answer.status !== 200) throw new Error(`add: ${answer.text}`);
  return answer.json;
}

/** What a client does at checkout: its cart, the facts from the API, core's evaluation. */
async function clientCheckout(
  owner: Owner,
  storeId: number,
  type: ModuleType,
  choices: Partial<CheckoutChoices> = {},
) {
  const cart = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
    query: guestOf(owner),
    headers: headersOf(type, auth(owner)),
  });
  const source = await clientCheckoutSource(api, storeId, type, linesFromCart(cart.json));
  const full: CheckoutChoices = {
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    address: ADDRESS,
    contact: owner.guest ? CONTACT : null,
    coupon: null,
    dmTips: 0,
    ...choices,
  };
  const evaluation = evaluateCheckout(source, full, {
    guest: owner.guest !== undefined,
    at: localDateTime(api.now, STORE_TIME_ZONE),
  });
  const body = { ...placeOrderBody(source, full, 'cart', evaluation.totals), ...guestOf(owner) };
  return { source, choices: full, evaluation, body };
}

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}-${Math.random().toString(36).slice(2)}`;

function place(owner: Owner, type: ModuleType, body: unknown, key: string | null = newKey()) {
  return api.call<Json>('POST', '/customer/order/place', {
    body,
    headers: headersOf(type, {
      ...auth(owner),
      ...(key === null ? {} : { 'Idempotency-Key': key }),
    }),
  });
}

async function orderCount() {
  const [row] = await demo.db.select({ n: count() }).from(orders);
  return Number(row?.n ?? 0);
}

const stockOf = async (slug: string) => {
  const [row] = await demo.db
    .select()
    .from(items)
    .where(eq(items.id, demo.item(slug).id));
  return row!;
};

/** A guest with two grocery lines at Al Karama Fresh Market (plentiful items). */
/** Bananas and apples at Al Karama Fresh Market in the guest's cart. */
async function fillGroceryCart(guest: string) {
  await addLine({ guest }, 'grocery', {
    item_id: demo.item('bananas-philippines').id,
    quantity: 3,
  });
  await addLine({ guest }, 'grocery', {
    item_id: demo.item('royal-gala-apples').id,
    quantity: 2,
    variation: [{ type: '1kg' }],
  });
}

async function groceryGuest() {
  const guest = await api.guest();
  await fillGroceryCart(guest);
  return { guest, storeId: demo.storeId('al-karama-fresh-market') };
}

describe('placing an order', () => {
  it("charges exactly the client's total, takes the stock and empties the cart", async () => {
    const guest = await api.guest();
    const storeId = demo.storeId('al-karama-fresh-market');
    await addLine({ guest }, 'grocery', { item_id: demo.item('alphonso-mangoes').id, quantity: 1 });
    await addLine({ guest }, 'grocery', {
      item_id: demo.item('medjool-dates').id,
      quantity: 2,
      variation: [{ type: '250g' }],
    });
    const mangoBefore = (await stockOf('alphonso-mangoes')).stock;
    const datesBefore = await stockOf('medjool-dates');
    const { evaluation, body } = await clientCheckout({ guest }, storeId, 'grocery', { dmTips: 5 });
    expect(evaluation.issues).toEqual([]);
    const answer = await place({ guest }, 'grocery', body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      message: 'Order placed successfully',
      total_ammount: evaluation.totals.total,
      status: 'pending',
      user_id: guest,
    });
    const orderId = answer.json.order_id as number;
    expect(orderId).toBeGreaterThanOrEqual(100001);

    const [row] = await demo.db.select().from(orders).where(eq(orders.id, orderId));
    const t = evaluation.totals;
    expect(row).toMatchObject({
      guestId: guest,
      userId: null,
      isGuest: true,
      orderAmount: t.total,
      storeDiscountAmount: t.productDiscount,
      totalTaxAmount: t.tax,
      deliveryCharge: t.deliveryCharge,
      dmTips: 5,
      additionalCharge: t.additionalCharge,
      orderStatus: 'pending',
      paymentStatus: 'unpaid',
      orderType: 'delivery',
    });
    expect(row!.distance).toBeCloseTo(evaluation.distanceKm, 6);
    expect(row!.deliveryAddress).toMatchObject({
      contact_person_name: 'Sara Haddad',
      address: PLACES.dubaiMall.address,
      house: '4B',
    });

    expect((await stockOf('alphonso-mangoes')).stock).toBe(mangoBefore - 1);
    const dates = await stockOf('medjool-dates');
    expect(dates.stock).toBe(datesBefore.stock - 2);
    expect(dates.variations.find((v) => v.type === '250g')!.stock).toBe(
      datesBefore.variations.find((v) => v.type === '250g')!.stock - 2,
    );
    const cart = await api.call<unknown[]>('GET', '/customer/cart/list', {
      query: { guest_id: guest },
      headers: headersOf('grocery'),
    });
    expect(cart.json).toEqual([]);

    const running = await api.call<{ orders: Json[]; total_size: number }>(
      'GET',
      '/customer/order/running-orders',
      { query: { guest_id: guest, limit: 10, offset: 1 } },
    );
    expect(running.json.total_size).toBe(1);
    expect(running.json.orders[0]).toMatchObject({
      id: orderId,
      order_amount: t.total,
      details_count: 2,
      module_type: 'grocery',
      store: { id: storeId },
    });
    const details = await api.call<Json[]>('GET', '/customer/order/details', {
      query: { guest_id: guest, order_id: orderId },
    });
    expect(details.status).toBe(200);
    expect(details.json.map((d) => [d.item_id, d.quantity, d.price])).toEqual([
      [demo.item('alphonso-mangoes').id, 1, 69],
      [demo.item('medjool-dates').id, 2, 19.5],
    ]);
    expect(details.json[0]).toMatchObject({ discount_on_item: 10, is_guest: 1 });
  });

  it('refuses an order_amount that is not the total, and writes nothing', async () => {
    const { guest, storeId } = await groceryGuest();
    const before = await orderCount();
    const stock = (await stockOf('alphonso-mangoes')).stock;
    const { body, evaluation } = await clientCheckout({ guest }, storeId, 'grocery');
    const answer = await place({ guest }, 'grocery', { ...body, order_amount: 1 });
    expect(answer.status).toBe(403);
    const error = (answer.json as unknown as ErrorJson).errors[0]!;
    expect(error.code).toBe('order_amount');
    expect(error.message).toContain('AED1.00');
    expect(error.message).toContain(`AED${evaluation.totals.total.toFixed(2)}`);
    expect(await orderCount()).toBe(before);
    expect((await stockOf('alphonso-mangoes')).stock).toBe(stock);
  });

  it('refuses offline payment, and the wallet to guests (payments: payments/payments.test.ts)', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    for (const [method, message] of [
      ['wallet', 'Please sign in to pay with your wallet.'],
      ['offline_payment', 'This payment method is not available for this order.'],
    ]) {
      const answer = await place({ guest }, 'grocery', { ...body, payment_method: method });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ errors: [{ code: 'payment_method', message }] });
    }
    const unknown = await place({ guest }, 'grocery', { ...body, payment_method: 'cheque' });
    expect((unknown.json as unknown as ErrorJson).errors[0]!.code).toBe('payment_method');
  });

  it('answers the first checkout refusal with its code and status', async () => {
    const { guest, storeId } = await groceryGuest();
    const outside = await clientCheckout({ guest }, storeId, 'grocery', {
      address: {
        address: PLACES.marina.address,
        latitude: PLACES.marina.lat,
        longitude: PLACES.marina.lng,
      },
    });
    expect(outside.evaluation.issues[0]?.code).toBe('coordinates');
    const answer = await place({ guest }, 'grocery', outside.body);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ errors: [{ code: 'coordinates', message: 'Out of coverage' }] });

    const noContact = await clientCheckout({ guest }, storeId, 'grocery', {
      contact: { contact_person_name: ' ', contact_person_number: '' },
    });
    const refused = await place({ guest }, 'grocery', noContact.body);
    expect(refused.status).toBe(403);
    expect((refused.json as unknown as ErrorJson).errors[0]).toEqual({
      code: 'contact_name',
      message: 'name is required',
    });

    const small = await api.guest();
    await addLine({ guest: small }, 'grocery', {
      item_id: demo.item('medjool-dates').id,
      quantity: 1,
    });
    const minimum = await clientCheckout({ guest: small }, storeId, 'grocery', {
      orderType: 'take_away',
    });
    expect(minimum.evaluation.issues[0]?.code).toBe('minimum_order');
    const tooSmall = await place({ guest: small }, 'grocery', minimum.body);
    expect(tooSmall.status).toBe(406);
    expect((tooSmall.json as unknown as ErrorJson).errors[0]).toEqual({
      code: 'minimum_order',
      message: 'You need to order at least AED30.00',
    });

    const empty = await api.guest();
    const nothing = await clientCheckout({ guest: empty }, storeId, 'grocery');
    expect((await place({ guest: empty }, 'grocery', nothing.body)).status).toBe(403);
  });

  it('refuses a store that is closed now', async () => {
    const guest = await api.guest();
    const barsha = demo.storeId('barsha-family-pharmacy');
    await addLine({ guest }, 'pharmacy', { item_id: demo.item('zinc-25-tablets').id, quantity: 3 });
    const { body, evaluation } = await clientCheckout({ guest }, barsha, 'pharmacy', {
      orderType: 'take_away',
    });
    expect(evaluation.issues[0]?.code).toBe('store_closed');
    const answer = await place({ guest }, 'pharmacy', body);
    expect(answer.status).toBe(406);
    expect((answer.json as unknown as ErrorJson).errors[0]!.code).toBe('store_closed');
  });

  it('refuses guests when guest checkout is off', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    await api.changeReference('settings', (tx) =>
      tx
        .update(businessSettings)
        .set({ value: 0 })
        .where(eq(businessSettings.key, 'guest_checkout_status')),
    );
    try {
      const answer = await place({ guest }, 'grocery', body);
      expect(answer.status).toBe(403);
      expect((answer.json as unknown as ErrorJson).errors[0]!.code).toBe('guest_checkout');
    } finally {
      await api.changeReference('settings', (tx) =>
        tx
          .update(businessSettings)
          .set({ value: 1 })
          .where(eq(businessSettings.key, 'guest_checkout_status')),
      );
    }
  });

  it('refuses an Idempotency-Key that is empty, too long or not visible ASCII', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    for (const key of [' ', 'k'.repeat(129), 'two words']) {
      const answer = await place({ guest }, 'grocery', body, key);
      expect(answer.status).toBe(403);
      expect((answer.json as unknown as ErrorJson).errors[0]!.code).toBe('idempotency_key');
    }
  });

  it('without an Idempotency-Key, replays a double submit within the window and takes a new order after it', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    const first = await place({ guest }, 'grocery', body, null);
    expect(first.status, first.text).toBe(200);
    const again = await place({ guest }, 'grocery', body, null);
    expect(again.text).toBe(first.text);

    // Past the window, the same request is a new order (its cart filled again).
    await fillGroceryCart(guest);
    const later = new TestApi(demo.db, api.now + DERIVED_KEY_WINDOW_MS + 1_000);
    const { body: second } = await clientCheckout({ guest }, storeId, 'grocery');
    expect(second).toEqual(body);
    const next = await later.call<{ order_id: number }>('POST', '/customer/order/place', {
      body: second,
      headers: { moduleId: String(demo.moduleIds.grocery) },
    });
    expect(next.status, next.text).toBe(200);
    expect(next.json.order_id).not.toBe((first.json as { order_id: number }).order_id);
  });

  it('never answers 500 to a bad body', async () => {
    const guest = await api.guest();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            order_amount: fc.oneof(fc.double(), fc.string(), fc.constant(10)),
            payment_method: fc.oneof(fc.constant('cash_on_delivery'), fc.string()),
            order_type: fc.oneof(fc.constantFrom('delivery', 'take_away'), fc.anything()),
            store_id: fc.oneof(fc.integer(), fc.constant(demo.storeId('al-karama-fresh-market'))),
            latitude: fc.oneof(fc.double(), fc.string()),
            longitude: fc.double(),
            schedule_at: fc.oneof(fc.string(), fc.constant('2030-01-09 10:00')),
            coupon_code: fc.oneof(fc.string(), fc.constant('SUMMER30')),
            cart: fc.anything(),
            is_buy_now: fc.constantFrom(0, 1, 'x'),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const answer = await place({ guest }, 'grocery', { ...body, guest_id: guest });
          expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
          expect(answer.status, answer.text).toBeLessThan(500);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});

describe('idempotent placement', () => {
  it('replays the first answer for the same key and body, and never places twice', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    const key = newKey();
    const before = await orderCount();
    const first = await place({ guest }, 'grocery', body, key);
    expect(first.status).toBe(200);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await place({ guest }, 'grocery', reordered, key);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(await orderCount()).toBe(before + 1);

    const other = await place({ guest }, 'grocery', { ...body, order_note: 'ring twice' }, key);
    expect(other.status).toBe(409);
    expect((other.json as unknown as ErrorJson).errors[0]!.code).toBe('idempotency_key');
    expect(await orderCount()).toBe(before + 1);
  });

  it('replays to concurrent duplicates: one order for many simultaneous requests', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    const key = newKey();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => place({ guest }, 'grocery', body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps no key for a refused attempt, so the same key may be retried', async () => {
    const { guest, storeId } = await groceryGuest();
    const { body } = await clientCheckout({ guest }, storeId, 'grocery');
    const key = newKey();
    const refused = await place({ guest }, 'grocery', { ...body, order_amount: 0 }, key);
    expect(refused.status).toBe(403);
    const placed = await place({ guest }, 'grocery', body, key);
    expect(placed.status).toBe(200);
  });

  it("scopes keys to their owner: another guest's key is a new attempt", async () => {
    const a = await groceryGuest();
    const b = await groceryGuest();
    const key = newKey();
    const first = await place(
      { guest: a.guest },
      'grocery',
      (await clientCheckout({ guest: a.guest }, a.storeId, 'grocery')).body,
      key,
    );
    const second = await place(
      { guest: b.guest },
      'grocery',
      (await clientCheckout({ guest: b.guest }, b.storeId, 'grocery')).body,
      key,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.json.order_id).not.toBe(first.json.order_id);
  });
});

describe('stock races', () => {
  it('sells the last units once when many guests order them at the same time', async () => {
    // Three units left of one variation of a whole chicken.
    const chicken = await stockOf('fresh-whole-chicken');
    const [scarce, ...rest] = chicken.variations;
    const available = 3;
    const variations = [{ ...scarce!, stock: available }, ...rest];
    await demo.db
      .update(items)
      .set({ variations, stock: variations.reduce((sum, v) => sum + v.stock, 0) })
      .where(eq(items.id, chicken.id));
    const filler = demo.item('local-tomatoes');
    const storeId = chicken.storeId;
    const prepared = [];
    for (let i = 0; i < available + 7; i += 1) {
      const guest = await api.guest();
      await addLine({ guest }, 'grocery', {
        item_id: chicken.id,
        quantity: 1,
        variation: [{ type: scarce!.type }],
      });
      // Enough to reach the store's minimum order.
      await addLine({ guest }, 'grocery', {
        item_id: filler.id,
        quantity: Math.ceil(30 / filler.price),
      });
      const { body, evaluation } = await clientCheckout({ guest }, storeId, 'grocery', {
        orderType: 'take_away',
      });
      expect(evaluation.issues).toEqual([]);
      prepared.push({ guest, body });
    }
    const answers = await Promise.all(
      prepared.map(({ guest, body }) => place({ guest }, 'grocery', body)),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(available);
    for (const answer of refused) {
      expect(answer.status).toBe(406);
      expect((answer.json as unknown as ErrorJson).errors[0]).toEqual({
        code: 'stock',
        message: `Out of Stock: ${chicken.name}`,
      });
    }
    const after = await stockOf('fresh-whole-chicken');
    expect(after.variations.map((v) => v.stock)).toEqual([0, ...rest.map((v) => v.stock)]);
    expect(after.stock).toBe(rest.reduce((sum, v) => sum + v.stock, 0));
  });
});

describe('lists, details and tracking', () => {
  it('shows an order only to its owner, or to whoever has its id and contact number', async () => {
    const { guest, storeId } = await groceryGuest();
    const placed = await place(
      { guest },
      'grocery',
      (await clientCheckout({ guest }, storeId, 'grocery')).body,
    );
    const orderId = placed.json.order_id as number;
    const stranger = await api.guest();

    for (const path of ['/customer/order/details', '/customer/order/track']) {
      const answer = await api.call('GET', path, {
        query: { guest_id: stranger, order_id: orderId },
      });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ errors: [{ code: 'order_id', message: 'Order not found.' }] });
    }
    const cancel = await api.call('PUT', '/customer/order/cancel', {
      body: { guest_id: stranger, order_id: orderId, reason: 'Ordered by mistake' },
    });
    expect(cancel.status).toBe(404);
    const list = await api.call<{ orders: unknown[] }>('GET', '/customer/order/running-orders', {
      query: { guest_id: stranger },
    });
    expect(list.json.orders).toEqual([]);

    const wrongNumber = await api.call('GET', '/customer/order/track', {
      query: { guest_id: stranger, order_id: orderId, contact_number: '+971500000009' },
    });
    expect(wrongNumber.status).toBe(404);
    for (const number of ['971500000002', '+971500000002', '+971 50 000 0002']) {
      const tracked = await api.call<Json>('GET', '/customer/order/track', {
        query: { guest_id: stranger, order_id: orderId, contact_number: number },
      });
      expect(tracked.status).toBe(200);
      expect(tracked.json).toMatchObject({ id: orderId, order_status: 'pending' });
    }
    const own = await api.call<Json>('GET', '/customer/order/track', {
      query: { guest_id: guest, order_id: orderId },
    });
    expect(own.json).toMatchObject({
      id: orderId,
      store: { id: storeId },
      min_delivery_time: 20,
      max_delivery_time: 30,
    });
  });

  it("lets a customer see their orders with the token alone, and not a guest's", async () => {
    const [customer] = await demo.db.select().from(users).limit(1);
    const token = await customerToken(demo.db, customer!.id, api.now);
    await addLine({ token }, 'grocery', {
      item_id: demo.item('bananas-philippines').id,
      quantity: 6,
    });
    const storeId = demo.storeId('al-karama-fresh-market');
    const { body, evaluation } = await clientCheckout({ token }, storeId, 'grocery', {
      orderType: 'take_away',
    });
    expect(evaluation.issues).toEqual([]);
    const placed = await place({ token }, 'grocery', body);
    expect(placed.status, placed.text).toBe(200);
    expect(placed.json.user_id).toBe(customer!.id);
    const [row] = await demo.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json.order_id as number));
    expect(row!.deliveryAddress).toMatchObject({ contact_person_number: customer!.phone });
    const tracked = await api.call('GET', '/customer/order/track', {
      query: { order_id: row!.id },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(tracked.status).toBe(200);
    const other = await groceryGuest();
    const guestOrder = await place(
      { guest: other.guest },
      'grocery',
      (await clientCheckout({ guest: other.guest }, other.storeId, 'grocery')).body,
    );
    const peek = await api.call('GET', '/customer/order/details', {
      query: { order_id: guestOrder.json.order_id as number },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(peek.status).toBe(404);
  });
});

describe('buy now', () => {
  it("places the body's lines and leaves the cart alone", async () => {
    const guest = await api.guest();
    await addLine({ guest }, 'grocery', {
      item_id: demo.item('bananas-philippines').id,
      quantity: 4,
    });
    const storeId = demo.storeId('al-karama-fresh-market');
    const { source } = await clientCheckout({ guest }, storeId, 'grocery');
    const buyNow = { ...source, lines: source.lines.map((l) => ({ ...l, quantity: 8 })) };
    const choices: CheckoutChoices = {
      orderType: 'take_away',
      paymentMethod: 'cash_on_delivery',
      address: null,
      contact: CONTACT,
      coupon: null,
    };
    const evaluation = evaluateCheckout(buyNow, choices, {
      guest: true,
      at: localDateTime(api.now, STORE_TIME_ZONE),
    });
    const body = {
      ...placeOrderBody(buyNow, choices, 'buy_now', evaluation.totals),
      guest_id: guest,
    };
    expect(body.is_buy_now).toBe(1);
    const answer = await place({ guest }, 'grocery', body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.total_ammount).toBe(evaluation.totals.total);
    const cart = await api.call<unknown[]>('GET', '/customer/cart/list', {
      query: { guest_id: guest },
      headers: headersOf('grocery'),
    });
    expect(cart.json).toHaveLength(1);
    const bad = await place({ guest }, 'grocery', {
      ...body,
      cart: [{ item_id: 'x', quantity: 1 }],
    });
    expect(bad.status).toBe(403);
    expect((bad.json as unknown as ErrorJson).errors[0]!.code).toBe('cart.0.item_id');
  });
});

describe('coupons at placement', () => {
  it('gives free delivery with FREESHIP to a guest, and refuses expired or limited coupons', async () => {
    const guest = await api.guest();
    const burger = demo.item('classic-smash-burger');
    await addLine({ guest }, 'food', {
      item_id: burger.id,
      quantity: 2,
      variation: [{ name: 'Patty', values: { label: ['Double'] } }],
    });
    const storeId = burger.storeId;
    const applied = await api.call<Coupon>('GET', '/coupon/apply', {
      query: { code: 'freeship', store_id: storeId, guest_id: guest },
      headers: headersOf('food'),
    });
    expect(applied.status, applied.text).toBe(200);
    const { body, evaluation } = await clientCheckout({ guest }, storeId, 'food', {
      coupon: applied.json,
    });
    expect(evaluation.issues).toEqual([]);
    expect(evaluation.totals.couponFreeDelivery).toBe(true);
    const answer = await place({ guest }, 'food', body);
    expect(answer.status, answer.text).toBe(200);
    const [row] = await demo.db
      .select()
      .from(orders)
      .where(eq(orders.id, answer.json.order_id as number));
    expect(row).toMatchObject({ couponCode: 'FREESHIP', deliveryCharge: 0 });
    expect(['admin', 'vendor']).toContain(row!.freeDeliveryBy);

    await addLine({ guest }, 'food', {
      item_id: burger.id,
      quantity: 2,
      variation: [{ name: 'Patty', values: { label: ['Single'] } }],
    });
    const base = await clientCheckout({ guest }, storeId, 'food');
    for (const [code, status] of [
      ['COMINGSOON20', 403],
      ['BURGER20', 404],
      ['NOSUCHCODE', 404],
    ] as const) {
      const refused = await place({ guest }, 'food', { ...base.body, coupon_code: code });
      expect(refused.status, `${code}: ${refused.text}`).toBe(status);
      expect((refused.json as unknown as ErrorJson).errors[0]!.code).toBe('coupon');
    }
  });
});

describe('cancel', () => {
  it('cancels a pending order once and gives its stock back', async () => {
    const { guest, storeId } = await groceryGuest();
    const bananas = (await stockOf('bananas-philippines')).stock;
    const apples = await stockOf('royal-gala-apples');
    const placed = await place(
      { guest },
      'grocery',
      (await clientCheckout({ guest }, storeId, 'grocery')).body,
    );
    const orderId = placed.json.order_id as number;
    expect((await stockOf('bananas-philippines')).stock).toBe(bananas - 3);
    const answer = await api.call('PUT', '/customer/order/cancel', {
      body: { guest_id: guest, order_id: orderId, reason: 'Ordered by mistake' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Order canceled successfully' });
    expect((await stockOf('bananas-philippines')).stock).toBe(bananas);
    expect(await stockOf('royal-gala-apples')).toMatchObject({
      stock: apples.stock,
      variations: apples.variations,
    });
    const [row] = await demo.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      orderStatus: 'canceled',
      canceledBy: 'customer',
      cancellationReason: 'Ordered by mistake',
    });
    const noReason = await api.call('PUT', '/customer/order/cancel', {
      body: { guest_id: guest, order_id: orderId },
    });
    expect(noReason.status).toBe(403);
    expect((noReason.json as unknown as ErrorJson).errors[0]!.code).toBe('reason');
    const again = await api.call('PUT', '/customer/order/cancel', {
      body: { guest_id: guest, order_id: orderId, reason: 'Ordered by mistake' },
    });
    expect(again.status).toBe(200);
    expect((await stockOf('bananas-philippines')).stock).toBe(bananas);
    const finished = await api.call<{ orders: Json[] }>('GET', '/customer/order/list', {
      query: { guest_id: guest },
    });
    expect(finished.json.orders.map((o) => o.id)).toEqual([orderId]);
  });
});

describe('demo progress', () => {
  it('moves a delivery order to delivered, one status every 20 s, with the schedule timestamps', async () => {
    const clocked = new TestApi(demo.db, api.now);
    const { guest, storeId } = await groceryGuest();
    const placedAt = clocked.now;
    const placed = await clocked.call<Json>('POST', '/customer/order/place', {
      body: (await clientCheckout({ guest }, storeId, 'grocery')).body,
      headers: headersOf('grocery', { 'Idempotency-Key': newKey() }),
    });
    const orderId = placed.json.order_id as number;
    const track = async () =>
      (
        await clocked.call<Json>('GET', '/customer/order/track', {
          query: { guest_id: guest, order_id: orderId },
        })
      ).json;
    const seen: unknown[] = [];
    for (let step = 0; step <= 6; step += 1) {
      clocked.now = placedAt + step * 20_000 + 1_000;
      seen.push((await track()).order_status);
    }
    expect(seen).toEqual([
      'pending',
      'confirmed',
      'processing',
      'handover',
      'picked_up',
      'delivered',
      'delivered',
    ]);
    const done = await track();
    expect(done).toMatchObject({
      pending: new Date(placedAt).toISOString(),
      confirmed: new Date(placedAt + 20_000).toISOString(),
      picked_up: new Date(placedAt + 80_000).toISOString(),
      delivered: new Date(placedAt + 100_000).toISOString(),
      payment_status: 'paid',
    });
    const cancel = await clocked.call('PUT', '/customer/order/cancel', {
      body: { guest_id: guest, order_id: orderId },
    });
    expect(cancel.status).toBe(403);
    const finished = await clocked.call<{ orders: Json[] }>('GET', '/customer/order/list', {
      query: { guest_id: guest },
    });
    expect(finished.json.orders.map((o) => o.id)).toContain(orderId);
    expect(clocked.errors).toEqual([]);
  });

  it('moves a take-away order without handover or pick-up, and lists it as it moves', async () => {
    const clocked = new TestApi(demo.db, api.now);
    const { guest, storeId } = await groceryGuest();
    const placed = await clocked.call<Json>('POST', '/customer/order/place', {
      body: (await clientCheckout({ guest }, storeId, 'grocery', { orderType: 'take_away' })).body,
      headers: headersOf('grocery', { 'Idempotency-Key': newKey() }),
    });
    expect(placed.status, placed.text).toBe(200);
    clocked.now += 3 * 20_000;
    const running = await clocked.call<{ orders: Json[] }>(
      'GET',
      '/customer/order/running-orders',
      {
        query: { guest_id: guest },
      },
    );
    expect(running.json.orders).toEqual([]);
    const finished = await clocked.call<{ orders: Json[] }>('GET', '/customer/order/list', {
      query: { guest_id: guest },
    });
    expect(finished.json.orders[0]).toMatchObject({
      order_status: 'delivered',
      handover: null,
      picked_up: null,
    });
  });

  it('leaves orders pending outside demo mode', async () => {
    const live = new TestApi(demo.db, api.now, { demo: false });
    const { guest, storeId } = await groceryGuest();
    const placed = await live.call<Json>('POST', '/customer/order/place', {
      body: (await clientCheckout({ guest }, storeId, 'grocery')).body,
      headers: headersOf('grocery', { 'Idempotency-Key': newKey() }),
    });
    live.now += 10 * 60_000;
    const tracked = await live.call<Json>('GET', '/customer/order/track', {
      query: { guest_id: guest, order_id: placed.json.order_id as number },
    });
    expect(tracked.json.order_status).toBe('pending');
  });
});

describe('carts after placement', () => {
  it('leaves the lines of other modules in the cart', async () => {
    const guest = await api.guest();
    await addLine({ guest }, 'grocery', {
      item_id: demo.item('bananas-philippines').id,
      quantity: 6,
    });
    await addLine({ guest }, 'food', {
      item_id: demo.item('classic-smash-burger').id,
      quantity: 1,
      variation: [{ name: 'Patty', values: { label: ['Single'] } }],
    });
    const storeId = demo.storeId('al-karama-fresh-market');
    const placed = await place(
      { guest },
      'grocery',
      (await clientCheckout({ guest }, storeId, 'grocery')).body,
    );
    expect(placed.status).toBe(200);
    const left = await demo.db
      .select()
      .from(carts)
      .where(and(eq(carts.guestId, guest)));
    expect(left.map((l) => l.moduleId)).toEqual([demo.moduleIds.food]);
  });
});
