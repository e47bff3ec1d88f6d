// The cart, coupon and order operations of openapi/storefront.yaml (tag `cart-and-orders`),
// called on the live demo server (PGlite, or PostgreSQL in the DATABASE_URL run). Every answer of
// this suite, success or error, is validated against the operation's documented response. Bad
// and missing parameters get a 4xx with the error body, never a 500; another guest's cart line or
// order answers 404 without its data; placement is idempotent; customers racing for the last
// units never get more than there is; the total the client computes with core is what the
// server charges; `most-tips` (public) answers the most frequent tip.
//
// The clock is real: the suite orders from Al Karama Fresh Market, which is open around the
// clock, and cancels orders right after placing them (demo orders move after 20 s).
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import type { Coupon } from '@storefront/core/domain/coupon';
import { localDateTime } from '@storefront/core/domain/schedule';
import type { ModuleType } from '@storefront/core/domain/session';
import { http } from '../support/http.js';
import { checkoutSource, getJson as getJsonOf, type CartEntry } from './checkout.js';
import { expectError, operationCaller, type OperationRequest } from './client.js';
import { badValues, operations } from './openapi.js';

const base = inject('serverUrl');
const TAG = 'cart-and-orders';
const STORE_TIME_ZONE = 'Asia/Dubai';
const { call: callOperation, statuses } = operationCaller(() => base);
type Request = Omit<OperationRequest, 'path' | 'token'>;
/** Calls an operation (method and path from the YAML); the answer must be as documented. */
const call = <T = unknown>(operationId: string, request: Request = {}) =>
  callOperation<T>(operationId, request);

type Query = Record<string, string | number>;
type Headers = Record<string, string>;
type Json = Record<string, unknown>;
type ErrorJson = { errors: { code: string; message: string }[] };

const getJson = <T>(path: string, query?: Query, headers?: Headers) =>
  getJsonOf<T>(base, path, query, headers);

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

// ---------------------------------------------------------------- the demo marketplace

const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, address: 'The Dubai Mall, Downtown Dubai' };

const modules = memo(async () => {
  const list = await getJson<{ id: number; module_type: ModuleType }[]>('/module');
  return new Map(list.map((m) => [m.module_type, m.id]));
});
const moduleHeader = async (type: ModuleType): Promise<Headers> => ({
  moduleId: String((await modules()).get(type)),
});
const zoneHeader = memo(
  async () => (await getJson<{ zone_id: string }>('/config/get-zone-id', DOWNTOWN)).zone_id,
);

interface Product {
  id: number;
  slug: string;
  name: string;
  store_id: number;
  price: number;
  stock: number;
  variations: { type: string; price: number; stock: number }[];
  food_variations: { name: string; type: string; values: { label: string }[] }[];
  add_ons: { id: number }[];
}

async function product(type: ModuleType, name: string, slug: string): Promise<Product> {
  const page = await getJson<{ products: Product[] }>(
    '/items/search',
    { name, limit: 20 },
    { ...(await moduleHeader(type)), zoneId: await zoneHeader() },
  );
  const found = page.products.find((p) => p.slug === slug);
  if (!found) throw new Error(`no ${slug} in the downtown zone`);
  return found;
}

const tomatoes = memo(() => product('grocery', 'Tomatoes', 'local-tomatoes'));
const bananas = memo(() => product('grocery', 'Bananas', 'bananas-philippines'));
const dates = memo(() => product('grocery', 'Dates', 'medjool-dates'));
const burger = memo(() => product('food', 'Smash', 'classic-smash-burger'));

const newGuest = async (): Promise<string> => {
  const answer = await http(base, '/api/v1/auth/guest/request', { method: 'POST', body: {} });
  return (answer.json as { guest_id: string }).guest_id;
};

async function addToCart(guest: string, type: ModuleType, body: Json) {
  const answer = await call<CartEntry[]>('addToCart', {
    body: { model: 'Item', price: 0, ...body, guest_id: guest },
    headers: await moduleHeader(type),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

/** A guest with a grocery cart worth more than the store's minimum order. */
async function groceryCart(): Promise<{ guest: string; storeId: number }> {
  const guest = await newGuest();
  const tomato = await tomatoes();
  await addToCart(guest, 'grocery', { item_id: tomato.id, quantity: Math.ceil(20 / tomato.price) });
  await addToCart(guest, 'grocery', { item_id: (await bananas()).id, quantity: 3 });
  return { guest, storeId: tomato.store_id };
}

// ---------------------------------------------------------------- the client's checkout

/** What a client does at checkout: the facts from the API and core's evaluation. */
async function clientCheckout(
  guest: string,
  storeId: number,
  type: ModuleType,
  choices: Partial<CheckoutChoices> = {},
) {
  const cart = await call<CartEntry[]>('getCart', {
    query: { guest_id: guest },
    headers: await moduleHeader(type),
  });
  const source = await checkoutSource(base, type, cart.json, storeId);
  const full: CheckoutChoices = {
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    address: { address: DUBAI_MALL.address, latitude: DUBAI_MALL.lat, longitude: DUBAI_MALL.lng },
    contact: { contact_person_name: 'Sara Haddad', contact_person_number: '+971500000002' },
    coupon: null,
    dmTips: 0,
    ...choices,
  };
  const evaluation = evaluateCheckout(source, full, {
    guest: true,
    at: localDateTime(Date.now(), STORE_TIME_ZONE),
  });
  const body = { ...placeOrderBody(source, full, 'cart', evaluation.totals), guest_id: guest };
  return { evaluation, body };
}

let keyCount = 0;
const newKey = () => `contract-${Date.now().toString(36)}-${(keyCount += 1)}`;

async function place(type: ModuleType, body: unknown, key: string | null = newKey()) {
  return call<Json>('placeOrder', {
    body,
    headers: { ...(await moduleHeader(type)), ...(key === null ? {} : { 'Idempotency-Key': key }) },
  });
}

async function cancel(guest: string, orderId: number) {
  return call<Json>('cancelOrder', {
    body: { guest_id: guest, order_id: orderId, reason: 'I ordered by mistake' },
  });
}

// ---------------------------------------------------------------- cart

describe('cart', () => {
  it('adds, lists, updates and removes lines, always answering the whole cart', async () => {
    const guest = await newGuest();
    const date = await dates();
    const tomato = await tomatoes();
    const first = await addToCart(guest, 'grocery', {
      item_id: date.id,
      quantity: 1,
      price: 999,
      variation: [{ type: '500g' }],
    });
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ item_id: date.id, quantity: 1, price: 36 });
    const both = await addToCart(guest, 'grocery', { item_id: tomato.id, quantity: 2 });
    expect(both.map((e) => e.item_id)).toEqual([date.id, tomato.id]);

    const updated = await call<CartEntry[]>('updateCartItem', {
      body: { cart_id: first[0]!.id, quantity: 2, variation: [{ type: '250g' }], guest_id: guest },
      headers: await moduleHeader('grocery'),
    });
    expect(updated.status).toBe(200);
    expect(updated.json[0]).toMatchObject({ quantity: 2, price: 39 });

    const listed = await call<CartEntry[]>('getCart', {
      query: { guest_id: guest },
      headers: await moduleHeader('grocery'),
    });
    expect(listed.json).toEqual(updated.json);

    const removed = await call<CartEntry[]>('removeCartItem', {
      query: { cart_id: first[0]!.id, guest_id: guest },
      headers: await moduleHeader('grocery'),
    });
    expect(removed.json.map((e) => e.item_id)).toEqual([tomato.id]);
    const cleared = await call<CartEntry[]>('clearCart', {
      query: { guest_id: guest },
      headers: await moduleHeader('grocery'),
    });
    expect(cleared.json).toEqual([]);
  });

  it("refuses the reference's cart errors", async () => {
    const guest = await newGuest();
    const date = await dates();
    await addToCart(guest, 'grocery', {
      item_id: date.id,
      quantity: 1,
      variation: [{ type: '250g' }],
    });
    const headers = await moduleHeader('grocery');
    expectError(
      await call('addToCart', {
        body: { item_id: date.id, quantity: 1, variation: [{ type: '250g' }], guest_id: guest },
        headers,
      }),
      403,
      'cart_item',
      'Item already exists',
    );
    const tomato = await tomatoes();
    expectError(
      await call('addToCart', {
        body: { item_id: tomato.id, quantity: tomato.stock + 1, guest_id: guest },
        headers,
      }),
      403,
      'stock',
    );
    const smash = await burger();
    expectError(
      await call('addToCart', {
        body: { item_id: smash.id, quantity: 1, guest_id: guest },
        headers: await moduleHeader('food'),
      }),
      403,
      'variation',
      `Variation ${smash.food_variations[0]!.name} can not remain without selection.`,
    );
    expectError(
      await call('addToCart', {
        body: { item_id: smash.id, quantity: 1, guest_id: guest },
        headers,
      }),
      404,
      'item_id',
    );
    expectError(
      await call('addToCart', {
        body: { item_id: date.id, quantity: 0, guest_id: guest },
        headers,
      }),
      403,
      'quantity',
    );
  });

  it("never shows or changes another guest's lines", async () => {
    const owner = await newGuest();
    const intruder = await newGuest();
    const [line] = await addToCart(owner, 'grocery', {
      item_id: (await tomatoes()).id,
      quantity: 1,
    });
    const headers = await moduleHeader('grocery');
    for (const answer of [
      await call('updateCartItem', {
        body: { cart_id: line!.id, quantity: 5, guest_id: intruder },
        headers,
      }),
      await call('removeCartItem', { query: { cart_id: line!.id, guest_id: intruder }, headers }),
    ]) {
      expectError(answer, 404, 'cart_id');
      expect(answer.text).not.toContain('Tomatoes');
    }
    await call('clearCart', { query: { guest_id: intruder }, headers });
    const kept = await call<CartEntry[]>('getCart', { query: { guest_id: owner }, headers });
    expect(kept.json.map((e) => [e.id, e.quantity])).toEqual([[line!.id, 1]]);
  });
});

// ---------------------------------------------------------------- coupons

describe('coupons', () => {
  it('lists the coupons a guest can use, and applies one at a store', async () => {
    const guest = await newGuest();
    const listed = await call<{ code: string; limit: number | null }[]>('listCoupons', {
      query: { guest_id: guest },
      headers: { ...(await moduleHeader('food')), zoneId: await zoneHeader() },
    });
    expect(listed.status).toBe(200);
    expect(listed.json.map((c) => c.code)).toContain('FREESHIP');
    expect(listed.json.every((c) => c.limit === null)).toBe(true);
    const smash = await burger();
    const applied = await call<Coupon>('applyCoupon', {
      query: { code: 'FREESHIP', store_id: smash.store_id, guest_id: guest },
      headers: await moduleHeader('food'),
    });
    expect(applied.status).toBe(200);
    expect(applied.json.code).toBe('FREESHIP');
  });

  it('refuses expired, unknown and limited coupons with their statuses', async () => {
    const guest = await newGuest();
    const storeId = (await tomatoes()).store_id;
    const headers = await moduleHeader('grocery');
    const apply = (code: string) =>
      call('applyCoupon', { query: { code, store_id: storeId, guest_id: guest }, headers });
    expectError(await apply('SUMMER30'), 403, 'coupon', 'This coupon has expired');
    expectError(await apply('NOSUCHCODE'), 404, 'coupon', 'Coupon not found');
    expectError(await apply('WELCOME10'), 404, 'coupon', 'Please sign in to use this coupon');
  });
});

// ---------------------------------------------------------------- orders

describe('orders', () => {
  it("places an order for the client's total, then lists, details, tracks and cancels it", async () => {
    const { guest, storeId } = await groceryCart();
    const tomatoStock = (await product('grocery', 'Tomatoes', 'local-tomatoes')).stock;
    const { evaluation, body } = await clientCheckout(guest, storeId, 'grocery', { dmTips: 2 });
    expect(evaluation.issues).toEqual([]);
    const placed = await place('grocery', body);
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({
      message: 'Order placed successfully',
      total_ammount: evaluation.totals.total,
      status: 'pending',
      user_id: guest,
    });
    const orderId = placed.json.order_id as number;

    const running = await call<{ orders: Json[] }>('listRunningOrders', {
      query: { guest_id: guest, limit: 10, offset: 1 },
    });
    expect(running.json.orders[0]).toMatchObject({
      id: orderId,
      order_amount: evaluation.totals.total,
    });
    const details = await call<Json[]>('getOrderDetails', {
      query: { guest_id: guest, order_id: orderId },
    });
    expect(details.json).toHaveLength(2);
    const tracked = await call<Json>('trackOrder', {
      query: { guest_id: await newGuest(), order_id: orderId, contact_number: '971500000002' },
    });
    expect(tracked.json).toMatchObject({ id: orderId, store: { id: storeId } });
    const emptyCart = await call<unknown[]>('getCart', {
      query: { guest_id: guest },
      headers: await moduleHeader('grocery'),
    });
    expect(emptyCart.json).toEqual([]);

    const canceled = await cancel(guest, orderId);
    expect(canceled.status).toBe(200);
    const fresh = await product('grocery', 'Tomatoes', 'local-tomatoes');
    expect(fresh.stock).toBe(tomatoStock);
    const list = await call<{ orders: Json[] }>('listOrders', { query: { guest_id: guest } });
    expect(list.json.orders.map((o) => o.id)).toEqual([orderId]);
    // Canceling again answers the same and changes nothing (payments: payments.test.ts).
    expect((await cancel(guest, orderId)).status).toBe(200);
  });

  it("refuses a total that is not the server's, other payment methods and checkout problems", async () => {
    const { guest, storeId } = await groceryCart();
    const { body } = await clientCheckout(guest, storeId, 'grocery');
    const wrong = await place('grocery', { ...body, order_amount: 1 });
    expectError(wrong, 403, 'order_amount');
    expect((wrong.json as ErrorJson).errors[0]!.message).toContain('AED1.00');
    expectError(
      await place('grocery', { ...body, payment_method: 'offline_payment' }),
      403,
      'payment_method',
      'This payment method is not available for this order.',
    );
    const outside = await clientCheckout(guest, storeId, 'grocery', {
      address: { address: 'Dubai Marina Walk', latitude: 25.0805, longitude: 55.1403 },
    });
    expectError(await place('grocery', outside.body), 403, 'coordinates', 'Out of coverage');
    const stranger = await newGuest();
    const empty = await clientCheckout(stranger, storeId, 'grocery');
    expectError(await place('grocery', empty.body), 403, 'empty_cart');
  });

  it('is idempotent: a replay answers the first answer, another body with the key is refused', async () => {
    const { guest, storeId } = await groceryCart();
    const { body } = await clientCheckout(guest, storeId, 'grocery');
    const key = newKey();
    const [first, ...duplicates] = await Promise.all(
      Array.from({ length: 5 }, () => place('grocery', body, key)),
    );
    expect(first!.status).toBe(200);
    for (const duplicate of duplicates) {
      expect(duplicate.status).toBe(200);
      expect(duplicate.text).toBe(first!.text);
    }
    const again = await place('grocery', body, key);
    expect(again.text).toBe(first!.text);
    expectError(
      await place('grocery', { ...body, order_note: 'another' }, key),
      409,
      'idempotency_key',
    );
    const running = await call<{ orders: Json[]; total_size: number }>('listRunningOrders', {
      query: { guest_id: guest },
    });
    expect(running.json.orders.filter((o) => o.id === first!.json.order_id)).toHaveLength(1);
    expect(running.json.total_size).toBe(1);
    await cancel(guest, first!.json.order_id as number);
  });

  it('without an Idempotency-Key (v1 clients), a double submit gets the first answer', async () => {
    const { guest, storeId } = await groceryCart();
    const { body } = await clientCheckout(guest, storeId, 'grocery');
    const [first, second] = await Promise.all([
      place('grocery', body, null),
      place('grocery', body, null),
    ]);
    expect(first!.status, first!.text).toBe(200);
    expect(second!.text).toBe(first!.text);
    const running = await call<{ orders: Json[]; total_size: number }>('listRunningOrders', {
      query: { guest_id: guest },
    });
    expect(running.json.total_size).toBe(1);
    expectError(await place('grocery', body, ' '), 403, 'idempotency_key');
    await cancel(guest, first!.json.order_id as number);
  });

  it("never shows another guest's order without its contact number", async () => {
    const { guest, storeId } = await groceryCart();
    const placed = await place('grocery', (await clientCheckout(guest, storeId, 'grocery')).body);
    const orderId = placed.json.order_id as number;
    const stranger = await newGuest();
    for (const answer of [
      await call('getOrderDetails', { query: { guest_id: stranger, order_id: orderId } }),
      await call('trackOrder', { query: { guest_id: stranger, order_id: orderId } }),
      await call('trackOrder', {
        query: { guest_id: stranger, order_id: orderId, contact_number: '+971500000099' },
      }),
      await call('cancelOrder', {
        body: { guest_id: stranger, order_id: orderId, reason: 'I ordered by mistake' },
      }),
    ]) {
      expectError(answer, 404, 'order_id');
      expect(answer.text).not.toContain('Sara');
    }
    const theirs = await call<{ orders: unknown[] }>('listRunningOrders', {
      query: { guest_id: stranger },
    });
    expect(theirs.json.orders).toEqual([]);
    await cancel(guest, orderId);
  });

  it('sells the last units once when 20 guests order them at the same time', async () => {
    const date = await dates();
    const kilo = date.variations.find((v) => v.type === '1kg')!;
    const left = kilo.stock;
    expect(left).toBeGreaterThan(0);
    const buyers = 20;
    const prepared = [];
    for (let i = 0; i < buyers; i += 1) {
      const guest = await newGuest();
      await addToCart(guest, 'grocery', {
        item_id: date.id,
        quantity: 1,
        variation: [{ type: '1kg' }],
      });
      const { body, evaluation } = await clientCheckout(guest, date.store_id, 'grocery', {
        orderType: 'take_away',
      });
      expect(evaluation.issues).toEqual([]);
      prepared.push(body);
    }
    const answers = await Promise.all(prepared.map((body) => place('grocery', body)));
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(Math.min(left, buyers));
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expectError(refused, 406, 'stock', `Out of Stock: ${date.name}`);
    }
    const after = await product('grocery', 'Dates', 'medjool-dates');
    expect(after.variations.find((v) => v.type === '1kg')!.stock).toBe(Math.max(0, left - buyers));
    expect(after.stock).toBe(date.stock - placed.length);
  });
});

describe('most tips', () => {
  it('answers the most frequent non-zero tip of the orders, publicly', async () => {
    // more orders with a tip of 15 than with any other tip in this suite
    for (let i = 0; i < 3; i += 1) {
      const { guest, storeId } = await groceryCart();
      const { evaluation, body } = await clientCheckout(guest, storeId, 'grocery', { dmTips: 15 });
      expect(evaluation.totals.dmTips).toBe(15);
      const placed = await place('grocery', body);
      expect(placed.status, placed.text).toBe(200);
      await cancel(guest, placed.json.order_id as number);
    }
    const answer = await call<{ most_tips_amount: number | null }>('getMostTips');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ most_tips_amount: 15 });
  });
});

// ---------------------------------------------------------------- bad input, from the YAML

/** A valid request of each operation: the base of the generated bad-parameter calls. */
const validRequests: Record<string, () => Promise<Request>> = {
  getCart: async () => ({
    query: { guest_id: await newGuest() },
    headers: await moduleHeader('grocery'),
  }),
  addToCart: async () => ({
    body: { item_id: (await tomatoes()).id, quantity: 1, guest_id: await newGuest() },
    headers: await moduleHeader('grocery'),
  }),
  updateCartItem: async () => {
    const guest = await newGuest();
    const [line] = await addToCart(guest, 'grocery', {
      item_id: (await tomatoes()).id,
      quantity: 1,
    });
    return {
      body: { cart_id: line!.id, quantity: 2, guest_id: guest },
      headers: await moduleHeader('grocery'),
    };
  },
  removeCartItem: async () => {
    const guest = await newGuest();
    const [line] = await addToCart(guest, 'grocery', {
      item_id: (await tomatoes()).id,
      quantity: 1,
    });
    return {
      query: { cart_id: line!.id, guest_id: guest },
      headers: await moduleHeader('grocery'),
    };
  },
  clearCart: async () => ({
    query: { guest_id: await newGuest() },
    headers: await moduleHeader('grocery'),
  }),
  listCoupons: async () => ({
    query: { guest_id: await newGuest() },
    headers: { ...(await moduleHeader('food')), zoneId: await zoneHeader() },
  }),
  applyCoupon: async () => ({
    query: { code: 'FREESHIP', store_id: (await burger()).store_id, guest_id: await newGuest() },
    headers: await moduleHeader('food'),
  }),
  placeOrder: async () => {
    const { guest, storeId } = await groceryCart();
    return {
      body: (await clientCheckout(guest, storeId, 'grocery')).body,
      headers: { ...(await moduleHeader('grocery')), 'Idempotency-Key': newKey() },
    };
  },
  listOrders: async () => ({ query: { guest_id: await newGuest(), limit: 5, offset: 1 } }),
  listRunningOrders: async () => ({ query: { guest_id: await newGuest(), limit: 5, offset: 1 } }),
  getOrderDetails: async () => {
    const order = await placedOrder();
    return { query: { guest_id: order.guest, order_id: order.id } };
  },
  trackOrder: async () => {
    const order = await placedOrder();
    return {
      query: { guest_id: order.guest, order_id: order.id, contact_number: '+971500000002' },
    };
  },
  getMostTips: async () => ({}),
  cancelOrder: async () => {
    // A new order each time, canceled right away (demo orders leave pending after 20 s).
    const { guest, storeId } = await groceryCart();
    const placed = await place('grocery', (await clientCheckout(guest, storeId, 'grocery')).body);
    return { body: { guest_id: guest, order_id: placed.json.order_id, reason: 'Changed my mind' } };
  },
  updateOrderPaymentMethod: async () => {
    // A new digital order each time, switched to cash on delivery (issue 12).
    const { guest, storeId } = await groceryCart();
    const { body } = await clientCheckout(guest, storeId, 'grocery');
    const placed = await place('grocery', { ...body, payment_method: 'digital_payment' });
    expect(placed.status, placed.text).toBe(200);
    return {
      body: { guest_id: guest, order_id: placed.json.order_id, payment_method: 'cash_on_delivery' },
      headers: await moduleHeader('grocery'),
    };
  },
  listCancellationReasons: async () => ({ query: { offset: 1, limit: 10, type: 'customer' } }),
  listRefundReasons: async () => ({
    query: { guest_id: await newGuest() },
    headers: await moduleHeader('grocery'),
  }),
};

const placedOrder = memo(async () => {
  const { guest, storeId } = await groceryCart();
  const placed = await place('grocery', (await clientCheckout(guest, storeId, 'grocery')).body);
  expect(placed.status).toBe(200);
  return { guest, id: placed.json.order_id as number };
});

const tagged = operations.filter((op) => op.tags.includes(TAG));

describe('bad input gets a 4xx with the error body, never a 500', () => {
  for (const op of tagged) {
    const valid = validRequests[op.operationId];
    if (!valid) continue;
    describe(`${op.operationId}: ${op.method.toUpperCase()} ${op.url}`, () => {
      it('answers a valid request as documented', async () => {
        const request = await valid();
        const result = await call(op.operationId, request);
        expect(result.status, result.text.slice(0, 300)).toBe(200);
      });

      // Public operations (no 401 documented, such as most-tips) need no owner. The coupon list
      // also answers a visitor with no guest id yet (a guest's coupons): for it, an unknown
      // guest id is what is refused.
      if (op.statuses.includes('401')) {
        it('answers 401 auth-001 without a token or a known guest id', async () => {
          const request = await valid();
          const unknownGuest = op.operationId === 'listCoupons';
          const strip = (value: unknown) => {
            if (typeof value !== 'object' || value === null) return value;
            const copy = { ...(value as Json) };
            if (unknownGuest) copy.guest_id = 'f'.repeat(32);
            else delete copy.guest_id;
            return copy;
          };
          const result = await call(op.operationId, {
            ...request,
            query: strip(request.query) as Query,
            body: request.body === undefined ? undefined : strip(request.body),
          });
          expectError(result, 401, 'auth-001', 'Unauthorized.');
        });
      }

      for (const param of op.query) {
        if (param.required) {
          it(`rejects a missing ${param.name}`, async () => {
            const request = await valid();
            const query = { ...request.query };
            delete query[param.name];
            const result = await call(op.operationId, { ...request, query });
            expect(result.status).toBeGreaterThanOrEqual(400);
          });
        }
        for (const bad of badValues(param)) {
          it(`rejects ${param.name} ${bad.label}`, async () => {
            const request = await valid();
            const result = await call(op.operationId, {
              ...request,
              query: { ...request.query, [param.name]: bad.value },
            });
            expect(result.status, result.text).toBeGreaterThanOrEqual(400);
          });
        }
      }

      for (const param of op.headerParams) {
        for (const bad of badValues(param)) {
          it(`rejects the ${param.name} header ${bad.label}`, async () => {
            const request = await valid();
            const result = await call(op.operationId, {
              ...request,
              headers: { ...request.headers, [param.name]: bad.value },
            });
            expect(result.status, result.text).toBeGreaterThanOrEqual(400);
          });
        }
      }

      if (op.hasBody) {
        it('rejects a malformed JSON body', async () => {
          const request = await valid();
          const result = await call(op.operationId, { ...request, body: '{"oops":' });
          expectError(result, 400);
        });
      }
    });
  }
});

describe('the cart and order contract covers the YAML', () => {
  it('has a valid request for every operation tagged cart-and-orders, and no other', () => {
    expect(tagged.length).toBe(17);
    expect(Object.keys(validRequests).sort()).toEqual(tagged.map((op) => op.operationId).sort());
  });

  afterAll(() => {
    // Every operation was called, and every one that documents an error answered at least one.
    expect([...statuses.keys()].sort()).toEqual(tagged.map((op) => op.operationId).sort());
    for (const op of tagged.filter((o) => o.statuses.some((s) => Number(s) >= 400))) {
      expect(
        [...(statuses.get(op.operationId) ?? [])].some((s) => s >= 400),
        op.operationId,
      ).toBe(true);
    }
  });
});
