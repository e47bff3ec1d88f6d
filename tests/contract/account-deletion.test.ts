// customer/remove-account (tag `profile`) on the suite's live server (PGlite, or PostgreSQL in the
// DATABASE_URL run), every answer validated against the YAML: refused with 203 `on-going` while
// the customer's order runs (nothing erased); once it is canceled, 200 `[]`: the old token is
// refused everywhere, the old phone and password sign nobody in, the phone is free for a new
// account, and another customer keeps their profile and addresses. (The erasure itself, row by
// row, and the anonymised order: packages/server/src/routes/profile.test.ts.)
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { checkoutAddressOf } from '@storefront/core/domain/address';
import { localDateTime } from '@storefront/core/domain/schedule';
import { http } from '../support/http.js';
import { checkoutSource, getJson, type CartEntry } from './checkout.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';

const base = inject('serverUrl');
const { call, statuses } = operationCaller(() => base);

type Json = Record<string, unknown>;

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let phones = 0;
const newPhone = () => `+97154${run.slice(-4)}${String((phones += 1)).padStart(3, '0')}`;
const PASSWORD = 'Saffron-Lantern-42';

async function newCustomer(name: string) {
  const phone = newPhone();
  const token = await signedUpCustomer(base, { name, phone, password: PASSWORD });
  return { token, phone };
}

const DUBAI_MALL = { latitude: 25.1985, longitude: 55.2796 };

async function addHome(token: string, name: string, phone: string): Promise<number> {
  const added = await http(base, '/api/v1/customer/address/add', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: {
      contact_person_name: name,
      contact_person_number: phone,
      address_type: 'home',
      address: 'The Dubai Mall, Downtown Dubai',
      latitude: String(DUBAI_MALL.latitude),
      longitude: String(DUBAI_MALL.longitude),
      house: 'Villa 9',
    },
  });
  expect(added.status, added.text).toBe(200);
  const list = await getJson<{ addresses: { id: number }[] }>(
    base,
    '/customer/address/list',
    { limit: 50 },
    { Authorization: `Bearer ${token}` },
  );
  return list.addresses[0]!.id;
}

/** A cash-on-delivery grocery order of `token` to its saved home; the order id. */
async function placeOrder(token: string): Promise<{ orderId: number; grocery: Json }> {
  const auth = { Authorization: `Bearer ${token}` };
  const modules = await getJson<{ id: number; module_type: string }[]>(base, '/module');
  const grocery = { moduleId: String(modules.find((m) => m.module_type === 'grocery')!.id) };
  const zone = (
    await getJson<{ zone_id: string }>(base, '/config/get-zone-id', {
      lat: String(DUBAI_MALL.latitude),
      lng: String(DUBAI_MALL.longitude),
    })
  ).zone_id;
  const search = await getJson<{ products: { id: number; slug: string; price: number }[] }>(
    base,
    '/items/search',
    { name: 'Tomatoes', limit: '20' },
    { ...grocery, zoneId: zone },
  );
  const tomato = search.products.find((p) => p.slug === 'local-tomatoes')!;
  const added = await http(base, '/api/v1/customer/cart/add', {
    method: 'POST',
    headers: { ...auth, ...grocery },
    body: { model: 'Item', item_id: tomato.id, quantity: Math.ceil(45 / tomato.price), price: 0 },
  });
  expect(added.status, added.text).toBe(200);
  const list = await getJson<{ addresses: Json[] }>(
    base,
    '/customer/address/list',
    { limit: 50 },
    auth,
  );
  const address = checkoutAddressOf(list.addresses[0] as never)!;
  const cart = await getJson<CartEntry[]>(base, '/customer/cart/list', {}, { ...auth, ...grocery });
  const source = await checkoutSource(base, 'grocery', cart, cart[0]!.item.store_id);
  const choices: CheckoutChoices = {
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    address,
    contact: null,
    coupon: null,
    dmTips: 0,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: false,
    at: localDateTime(Date.now(), 'Asia/Dubai'),
  });
  expect(evaluation.issues).toEqual([]);
  const placed = await http(base, '/api/v1/customer/order/place', {
    method: 'POST',
    headers: { ...auth, ...grocery, 'Idempotency-Key': `account-deletion-${run}` },
    body: placeOrderBody(source, choices, 'cart', evaluation.totals),
  });
  expect(placed.status, placed.text).toBe(200);
  return { orderId: (placed.json as { order_id: number }).order_id, grocery };
}

const remove = (token: string | null, headers?: Record<string, string>) =>
  call<unknown>('removeAccount', { token, headers });

const signIn = (phone: string, password = PASSWORD) =>
  http(base, '/api/v1/auth/login', {
    method: 'POST',
    body: { login_type: 'manual', email_or_phone: phone, password },
  });

afterAll(() => {
  const seen = statuses.get('removeAccount') ?? new Set<number>();
  expect(seen.has(200)).toBe(true);
  expect(seen.has(203)).toBe(true);
  expect([...seen].some((s) => s >= 400)).toBe(true);
});

describe('removeAccount', () => {
  it('is refused while an order runs, then erases the account and revokes its token', async () => {
    const sara = await newCustomer('Sara Haddad');
    const omar = await newCustomer('Omar Khalid');
    await addHome(sara.token, 'Sara Haddad', sara.phone);
    const omarAddress = await addHome(omar.token, 'Omar Khalid', omar.phone);
    const { orderId, grocery } = await placeOrder(sara.token);

    const refused = await remove(sara.token);
    expect(refused.status, refused.text).toBe(203);
    expect((refused.json as { errors: { code: string; message: string }[] }).errors[0]).toEqual({
      code: 'on-going',
      message:
        'You have an ongoing order or trip. You can delete your account once it is finished.',
    });
    const refusedAr = await remove(sara.token, { 'X-localization': 'ar' });
    expect(refusedAr.status).toBe(203);
    expect(refusedAr.text).toMatch(/[\u0600-\u06FF]/);
    // Nothing was erased.
    const me = await http(base, '/api/v1/customer/info', {
      headers: { Authorization: `Bearer ${sara.token}` },
    });
    expect(me.status).toBe(200);
    expect((me.json as Json).phone).toBe(sara.phone);

    const canceled = await http(base, '/api/v1/customer/order/cancel', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${sara.token}`, ...(grocery as Record<string, string>) },
      body: { order_id: orderId, reason: 'Changed my mind' },
    });
    expect(canceled.status, canceled.text).toBe(200);

    const deleted = await remove(sara.token);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toEqual([]);

    // The old token is refused everywhere; the old credentials sign nobody in.
    for (const path of ['/customer/info', '/customer/address/list', '/customer/order/list']) {
      const result = await http(base, `/api/v1${path}`, {
        query: { limit: 10, offset: 1 },
        headers: { Authorization: `Bearer ${sara.token}`, ...(grocery as Record<string, string>) },
      });
      expect(result.status, `${path} ${result.text}`).toBe(401);
    }
    expectError(await remove(sara.token), 401, 'auth-001');
    expectError(await signIn(sara.phone), 401, 'auth-001', 'User credential does not match');
    // The phone is nobody's now: it can make a new account.
    const again = await signedUpCustomer(base, {
      name: 'Sara Again',
      phone: sara.phone,
      password: PASSWORD,
    });
    const fresh = await http(base, '/api/v1/customer/info', {
      headers: { Authorization: `Bearer ${again}` },
    });
    expect(fresh.json).toMatchObject({ f_name: 'Sara', l_name: 'Again', order_count: 0 });

    // Another customer keeps everything.
    const omarInfo = await http(base, '/api/v1/customer/info', {
      headers: { Authorization: `Bearer ${omar.token}` },
    });
    expect(omarInfo.json).toMatchObject({ f_name: 'Omar', phone: omar.phone });
    const omarList = await getJson<{ addresses: { id: number }[] }>(
      base,
      '/customer/address/list',
      { limit: 50 },
      { Authorization: `Bearer ${omar.token}` },
    );
    expect(omarList.addresses.map((a) => a.id)).toEqual([omarAddress]);
  });

  it('needs a valid token', async () => {
    expectError(await remove(null), 401, 'auth-001');
    expectError(await remove('not-a-token'), 401, 'auth-001');
  });
});
