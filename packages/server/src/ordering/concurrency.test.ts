/**
 * Customers racing for the last units, over HTTP against a real server (the demo marketplace at
 * a fixed moment), on PGlite and on PostgreSQL: 20 guests order the last 3 bunches of mint at
 * once, then 20 others the last 3 kilo boxes of dates (a variation's own stock); each time
 * exactly 3 orders are placed, the others get 406 `stock`, the stock ends at 0 and never below,
 * and nothing answers 500.
 */
import { expect } from 'vitest';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutSource,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { onBothDatabases } from '../testing/both-databases.js';
import { linesFromCart, TUESDAY_1430, type CartEntryJson } from './testing.js';

interface Http {
  status: number;
  json: unknown;
}

function client(base: string) {
  return async (
    method: string,
    path: string,
    options: {
      query?: Record<string, string | number>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Http> => {
    const url = new URL(`${base}/api/v1${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, json: await response.json() };
  };
}

const BUYERS = 20;
const LEFT = 3;

interface Product {
  id: number;
  slug: string;
  store_id: number;
  price: number;
  stock: number;
  variations: { type: string; stock: number }[];
}

async function race(base: string, slug: string, variationType: string | null) {
  const call = client(base);
  const modules = (await call('GET', '/module')).json as { id: number; module_type: string }[];
  const grocery = modules.find((m) => m.module_type === 'grocery')!.id;
  const headers = { moduleId: String(grocery), zoneId: '[1]' };
  const search = async (name: string) => {
    const page = (await call('GET', '/items/search', { query: { name, limit: 5 }, headers }))
      .json as { products: Product[] };
    return page.products;
  };
  const find = async (name: string, wanted: string) =>
    (await search(name)).find((p) => p.slug === wanted)!;
  const left = (p: Product) =>
    variationType === null ? p.stock : p.variations.find((v) => v.type === variationType)!.stock;
  const name = slug.split('-')[1]!;
  const scarce = await find(name, slug);
  const tomatoes = await find('Tomatoes', 'local-tomatoes');
  expect(left(scarce)).toBe(LEFT);

  const store = (await call('GET', `/stores/details/${scarce.store_id}`))
    .json as CheckoutSource['store'] & {
    module_id: number;
    discount: null;
  };
  const zones = (
    await call('GET', '/config/get-zone-id', {
      query: { lat: String(store.latitude), lng: String(store.longitude) },
    })
  ).json as {
    zone_data: {
      id: number;
      formated_coordinates: { lat: number; lng: number }[];
      modules: { id: number; pivot: CheckoutSource['pivot'] }[];
    }[];
  };
  const zone = zones.zone_data.find((z) => z.id === store.zone_id)!;
  const config = (await call('GET', '/config')).json as CheckoutSource['config'];

  // Every buyer fills a cart first (one by one), then all place at once.
  const prepared = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const guest = (
      (await call('POST', '/auth/guest/request', { body: {} })).json as { guest_id: string }
    ).guest_id;
    await call('POST', '/customer/cart/add', {
      body: {
        item_id: scarce.id,
        model: 'Item',
        price: 0,
        quantity: 1,
        variation: variationType === null ? [] : [{ type: variationType }],
        guest_id: guest,
      },
      headers,
    });
    const cart = (
      await call('POST', '/customer/cart/add', {
        body: {
          item_id: tomatoes.id,
          model: 'Item',
          price: 0,
          quantity: Math.ceil(30 / tomatoes.price),
          guest_id: guest,
        },
        headers,
      })
    ).json as CartEntryJson[];
    const source: CheckoutSource = {
      moduleType: 'grocery',
      moduleId: grocery,
      lines: linesFromCart(cart),
      store,
      zone: { id: zone.id, coordinates: zone.formated_coordinates },
      pivot: zone.modules.find((m) => m.id === grocery)?.pivot ?? null,
      config,
      storeDiscount: null,
    };
    const choices = {
      orderType: 'take_away' as const,
      paymentMethod: 'cash_on_delivery',
      address: null,
      contact: { contact_person_name: `Buyer ${i}`, contact_person_number: `+97150000${1000 + i}` },
      coupon: null,
    };
    const evaluation = evaluateCheckout(source, choices, {
      guest: true,
      at: localDateTime(TUESDAY_1430, STORE_TIME_ZONE),
    });
    expect(evaluation.issues).toEqual([]);
    prepared.push({ guest, body: { ...placeOrderBody(source, choices, 'cart'), guest_id: guest } });
  }
  const answers = await Promise.all(
    prepared.map(({ guest, body }) =>
      call('POST', '/customer/order/place', {
        body,
        headers: { ...headers, 'Idempotency-Key': `race-${slug}-${guest}` },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses.filter((s) => s === 200)).toHaveLength(LEFT);
  expect(statuses.filter((s) => s === 406)).toHaveLength(BUYERS - LEFT);
  for (const answer of answers.filter((a) => a.status === 406)) {
    expect((answer.json as { errors: { code: string }[] }).errors[0]!.code).toBe('stock');
  }
  const after = await find(name, slug);
  expect(left(after)).toBe(0);
  expect(after.stock).toBe(scarce.stock - LEFT);
}

const races = async (base: string) => {
  await race(base, 'fresh-mint-bunch', null);
  await race(base, 'medjool-dates', '1kg');
};

onBothDatabases(
  'racing for the last units over HTTP',
  'sells the last units exactly once',
  TUESDAY_1430,
  races,
);
