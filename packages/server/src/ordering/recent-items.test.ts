/**
 * A buy-now order priced from the server's recent reads of its items (ordering/lines.ts,
 * `RECENT_ITEM_MS`; the tests' clock stands still, so every read stays recent): the placement's
 * function refuses items that changed since (drizzle/0023_placement_item_check.sql), and the
 * server reads them and places the order again, priced from the current rows. The changes are
 * made in the database directly, as another server would make them.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CartLine } from '@storefront/core/domain/cart';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
  type CheckoutSource,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { items, orderDetails } from '../db/schema.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  linesFromCart,
  type CartEntryJson,
  type Demo,
  type TestApi,
} from './testing.js';
import { useDemoApi } from '../testing/demo-api.js';

let demo: Demo;
let api: TestApi;
useDemoApi((d, a) => {
  demo = d;
  api = a;
});

const SLUG = 'bananas-philippines';
const CHOICES: CheckoutChoices = {
  orderType: 'take_away',
  paymentMethod: 'cash_on_delivery',
  address: null,
  contact: {
    contact_person_name: 'Sara Haddad',
    contact_person_number: '+971 50 000 0002',
    contact_person_email: 'sara@example.test',
  },
  coupon: null,
};

const headers = () => ({ moduleId: String(demo.moduleIds.grocery) });
let keys = 0;

/** The checkout a client built from the API while the item was as read (a guest's cart line). */
async function checkoutAsRead(): Promise<CheckoutSource> {
  const guest = await api.guest();
  const item = demo.item(SLUG);
  // Above the store's minimum order.
  const quantity = Math.ceil(60 / item.price);
  const added = await api.call<CartEntryJson[]>('POST', '/customer/cart/add', {
    body: { model: 'Item', price: 0, item_id: item.id, quantity, guest_id: guest },
    headers: headers(),
  });
  expect(added.status, added.text).toBe(200);
  const lines = linesFromCart(added.json);
  return clientCheckoutSource(api, item.storeId, 'grocery', lines);
}

/** A guest's buy-now order of `source`'s lines, priced by core as the client prices it. */
async function buyNow(source: CheckoutSource) {
  const guest = await api.guest();
  const evaluation = evaluateCheckout(source, CHOICES, {
    guest: true,
    at: localDateTime(api.now, STORE_TIME_ZONE),
  });
  const body = {
    ...placeOrderBody(source, CHOICES, 'buy_now', evaluation.totals),
    guest_id: guest,
  };
  return api.call<{ order_id?: number; errors?: { code: string }[] }>(
    'POST',
    '/customer/order/place',
    { body, headers: { ...headers(), 'Idempotency-Key': `recent-${(keys += 1)}` } },
  );
}

/** The lines with the item's price (as a client that read it after the change would see it). */
const pricedAt = (source: CheckoutSource, price: number): CheckoutSource => ({
  ...source,
  lines: source.lines.map((l: CartLine) => ({ ...l, item: { ...l.item, price } })),
});

const setItem = (values: Partial<typeof items.$inferInsert>) =>
  demo.db
    .update(items)
    .set(values)
    .where(eq(items.id, demo.item(SLUG).id));

describe('a buy-now order from recent reads of its items', () => {
  it('is priced from the current row when another server changed the price', async () => {
    const source = await checkoutAsRead();
    const first = await buyNow(source);
    expect(first.status, first.text).toBe(200);
    const oldPrice = source.lines[0]!.item.price;
    const newPrice = oldPrice + 3;
    await setItem({ price: newPrice });
    // The recent read still says the old price: the function refuses it, the server reads the
    // item again, and the old amount is no longer the order's total.
    const stale = await buyNow(source);
    expect(stale.status, stale.text).toBe(403);
    expect(stale.json.errors?.[0]?.code).toBe('order_amount');
    const current = await buyNow(pricedAt(source, newPrice));
    expect(current.status, current.text).toBe(200);
    const [detail] = await demo.db
      .select({ price: orderDetails.price })
      .from(orderDetails)
      .where(eq(orderDetails.orderId, current.json.order_id!));
    expect(detail!.price).toBe(newPrice);
    await setItem({ price: oldPrice });
  });

  it('answers with the current stock: refused when it ran short, placed when restocked', async () => {
    const source = await checkoutAsRead();
    const [{ stock }] = await demo.db
      .select({ stock: items.stock })
      .from(items)
      .where(eq(items.id, demo.item(SLUG).id));
    // Short since the recent read: refused, and nothing written.
    await setItem({ stock: 1 });
    const short = await buyNow(source);
    expect(short.status, short.text).toBe(406);
    expect(short.json.errors?.[0]?.code).toBe('stock');
    // The refusal read the item again (stock 1), and that read is now the recent one: restocked
    // since, the rules' refusal from it is not the answer; the order is placed.
    await setItem({ stock: stock! });
    const placed = await buyNow(source);
    expect(placed.status, placed.text).toBe(200);
  });

  it('is not placed when the item was switched off since', async () => {
    const source = await checkoutAsRead();
    await setItem({ status: false });
    const off = await buyNow(source);
    expect(off.status, off.text).toBe(404);
    await setItem({ status: true });
    const on = await buyNow(source);
    expect(on.status, on.text).toBe(200);
  });
});
