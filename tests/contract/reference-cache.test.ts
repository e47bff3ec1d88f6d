// The reference cache across servers: each server keeps the reference data (stores, settings…)
// in memory, and a write that changes it reaches every server on the same database within a
// second (the version bump and LISTEN/NOTIFY of packages/server/src/cache/reference.ts).
//
// On PostgreSQL (the DATABASE_URL run) a second server is started on the same database; the
// order is placed through the suite's server and its store's `order_count` read from the other.
// On PGlite (one server per data folder) the same server must show its own change at once.
// Both ways of placing an order are covered: cash on delivery (the placement function) and a
// digital payment (a transaction: the path of wallet, partial, digital and prescription orders,
// ordering/place.ts `writeOrder`), each with its store counter's gathered notice
// (packages/server/src/ordering/counter-notice.ts, sent after the write commits).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { http } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { checkoutSource, getJson, type CartEntry } from './checkout.js';

const base = inject('serverUrl');
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, address: 'The Dubai Mall, Downtown Dubai' };

let other: TestServer | null = null;
/** The server that must see the change: a second one on PostgreSQL, the same one on PGlite. */
let reader = base;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    other = await startTestServer();
    reader = other.url;
  }
}, 120_000);
afterAll(async () => {
  await other?.stop();
});

type PaymentMethod = 'cash_on_delivery' | 'digital_payment';

/** A guest's grocery order at Al Karama Fresh Market (open around the clock); its store id. */
async function placeGroceryOrder(paymentMethod: PaymentMethod): Promise<number> {
  const modules = await getJson<{ id: number; module_type: string }[]>(base, '/module');
  const moduleId = String(modules.find((m) => m.module_type === 'grocery')!.id);
  const zoneId = (await getJson<{ zone_id: string }>(base, '/config/get-zone-id', DOWNTOWN))
    .zone_id;
  const page = await getJson<{ products: { id: number; slug: string; price: number }[] }>(
    base,
    '/items/search',
    { name: 'Tomatoes', limit: 20 },
    { moduleId, zoneId },
  );
  const tomato = page.products.find((p) => p.slug === 'local-tomatoes')!;
  const guest = (
    (await http(base, '/api/v1/auth/guest/request', { method: 'POST', body: {} })).json as {
      guest_id: string;
    }
  ).guest_id;
  const added = await http(base, '/api/v1/customer/cart/add', {
    method: 'POST',
    headers: { moduleId },
    body: {
      model: 'Item',
      price: 0,
      item_id: tomato.id,
      quantity: Math.ceil(40 / tomato.price),
      guest_id: guest,
    },
  });
  expect(added.status, added.text).toBe(200);
  const entries = added.json as CartEntry[];
  const storeId = entries[0]!.item.store_id;
  const source = await checkoutSource(base, 'grocery', entries, storeId);
  const choices: CheckoutChoices = {
    orderType: 'delivery',
    paymentMethod,
    address: { address: DUBAI_MALL.address, latitude: DUBAI_MALL.lat, longitude: DUBAI_MALL.lng },
    contact: { contact_person_name: 'Sara Haddad', contact_person_number: '+971500000002' },
    coupon: null,
  };
  const { totals } = evaluateCheckout(source, choices, {
    guest: true,
    at: localDateTime(Date.now(), 'Asia/Dubai'),
  });
  const placed = await http(base, '/api/v1/customer/order/place', {
    method: 'POST',
    headers: { moduleId, 'Idempotency-Key': `reference-cache-${paymentMethod}-${Date.now()}` },
    body: { ...placeOrderBody(source, choices, 'cart', totals), guest_id: guest },
  });
  expect(placed.status, placed.text).toBe(200);
  return storeId;
}

const orderCount = async (server: string, storeId: number) =>
  (await getJson<{ order_count: number }>(server, `/stores/details/${storeId}`)).order_count;

describe('the reference cache', () => {
  it.each<PaymentMethod>(['cash_on_delivery', 'digital_payment'])(
    'serves a change made through one server from every server within a second (%s)',
    async (paymentMethod) => {
      // The first order tells us the store; its count is then read (and cached) on the reader,
      // once it has arrived there (order counters are read again at most every 250 ms, the
      // server's COUNTER_REFRESH_MS).
      const storeId = await placeGroceryOrder(paymentMethod);
      await new Promise((resolve) => setTimeout(resolve, 600));
      const before = await orderCount(reader, storeId);
      await placeGroceryOrder(paymentMethod);
      const deadline = Date.now() + 1_000;
      let seen = await orderCount(reader, storeId);
      while (seen === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await orderCount(reader, storeId);
      }
      expect(seen).toBe(before + 1);
    },
  );
});
