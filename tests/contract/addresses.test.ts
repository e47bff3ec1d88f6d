// The saved-address operations of openapi/storefront.yaml (tag `addresses`): list, add, update and
// delete, called on the suite's live server (PGlite, or PostgreSQL in the DATABASE_URL run). Every
// answer, success or error, is validated against the operation's documented response; bad input
// gets a 4xx with the error body, never a 500; a missing, unknown or revoked token gets 401;
// another customer's address answers 404 and is never read, changed or deleted. The last test
// places an order with a saved address, as the web checkout does, and finds that address on the
// order. The suite checks that it exercised every `addresses` operation with a success and a
// refusal.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { checkoutAddressOf } from '@storefront/core/domain/address';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { http } from '../support/http.js';
import { checkoutSource, getJson as getJsonOf, type CartEntry } from './checkout.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';
import { operations } from './openapi.js';

const base = inject('serverUrl');
const TAG = 'addresses';
const { call, statuses } = operationCaller(() => base);

type Json = Record<string, unknown>;

interface SavedAddress {
  id: number;
  user_id: number;
  address_type: string;
  contact_person_name: string;
  contact_person_number: string;
  address: string;
  latitude: string;
  longitude: string;
  zone_id: number | null;
  zone_ids: number[];
  road: string | null;
  house: string | null;
  floor: string | null;
  address_label: string | null;
}

interface AddressPage {
  total_size: number;
  limit: number;
  offset: number;
  addresses: SavedAddress[];
}

// ---------------------------------------------------------------- customers

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let phones = 0;
/** A phone no other run of the suite used (PostgreSQL may keep its data between runs). */
const newPhone = () => `+97158${run.slice(-4)}${String((phones += 1)).padStart(3, '0')}`;

/** A new customer, signed up and verified: their token and phone. */
async function newCustomer(name: string): Promise<{ token: string; phone: string }> {
  const phone = newPhone();
  const token = await signedUpCustomer(base, { name, phone, password: 'Saffron-Lantern-42' });
  return { token, phone };
}

let customers: Promise<{ sara: string; omar: string; omarPhone: string }> | undefined;
const signedIn = () =>
  (customers ??= Promise.all([newCustomer('Sara Haddad'), newCustomer('Omar Khalid')]).then(
    ([sara, omar]) => ({ sara: sara.token, omar: omar.token, omarPhone: omar.phone }),
  ));

// ---------------------------------------------------------------- the demo marketplace

const DUBAI_MALL = { latitude: 25.1985, longitude: 55.2796 };
const MARINA = { latitude: 25.0797, longitude: 55.1408 };
/** In the sea off Jumeirah: inside no zone. */
const OFFSHORE = { latitude: 25.3, longitude: 54.9 };

const home = {
  contact_person_name: '  Sara Haddad ',
  contact_person_number: '+971 50 123-4567',
  address_type: 'home',
  address: 'The Dubai Mall, Downtown Dubai',
  latitude: String(DUBAI_MALL.latitude),
  longitude: DUBAI_MALL.longitude,
  road: 'Financial Centre Road',
  house: 'Apartment 1201',
  floor: '12',
};

const list = (token: string, query: Record<string, string | number> = {}) =>
  call<AddressPage>('listAddresses', { token, query });
const add = (token: string, body: unknown) =>
  call<{ message: string; id: number; zone_ids: number[] }>('addAddress', { token, body });
const update = (token: string, id: number | string, body: unknown) =>
  call<{ message: string; zone_id: number; zone_ids: number[] }>('updateAddress', {
    token,
    path: { id },
    body,
  });
const remove = (token: string, query: Record<string, string | number>, body?: unknown) =>
  call<{ message: string }>('deleteAddress', { token, query, body });

async function addHome(token: string, change: Json = {}): Promise<number> {
  const added = await add(token, { ...home, ...change });
  expect(added.status, added.text).toBe(200);
  return added.json.id;
}

// ---------------------------------------------------------------- tests

describe('signed-in only', () => {
  it('answers 401 auth-001 without a token, with an unknown one and with a revoked one', async () => {
    const { token } = await newCustomer('Layla Nasser');
    const revoked = await http(base, '/api/v1/customer/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(200);
    for (const bad of [null, 'not-a-real-token', token]) {
      expectError(await list(bad as string), 401, 'auth-001', 'Unauthenticated.');
      expectError(await add(bad as string, home), 401, 'auth-001');
      expectError(await update(bad as string, 1, home), 401, 'auth-001');
      expectError(await remove(bad as string, { address_id: 1 }), 401, 'auth-001');
    }
  });

  it('refuses an unknown moduleId with the module check, and works without one', async () => {
    const { sara } = await signedIn();
    expectError(
      await call('listAddresses', { token: sara, headers: { moduleId: '999999' } }),
      403,
      'moduleId',
      'Not found',
    );
    expect((await call('listAddresses', { token: sara })).status).toBe(200);
  });
});

describe('add and list', () => {
  it('saves an address (trimmed, phone cleaned) and lists it first with its zone ids', async () => {
    const { sara } = await signedIn();
    const before = await list(sara);
    const added = await add(sara, home);
    expect(added.status, added.text).toBe(200);
    expect(added.json).toEqual({
      message: 'Successfully added!',
      id: expect.any(Number),
      zone_ids: [1],
    });
    const after = await list(sara);
    expect(after.json.total_size).toBe(before.json.total_size + 1);
    expect(after.json.addresses[0]).toMatchObject({
      id: added.json.id,
      address_type: 'home',
      contact_person_name: 'Sara Haddad',
      contact_person_number: '+971501234567',
      address: 'The Dubai Mall, Downtown Dubai',
      latitude: '25.1985',
      longitude: '55.2796',
      zone_id: 1,
      zone_ids: [1],
      road: 'Financial Centre Road',
      house: 'Apartment 1201',
      floor: '12',
      address_label: null,
      city: null,
    });
  });

  it('keeps a label: the type the customer typed, and address_label', async () => {
    const { sara } = await signedIn();
    const id = await addHome(sara, { address_type: 'Gym', address_label: 'Gym', floor: '' });
    const found = (await list(sara)).json.addresses.find((a) => a.id === id);
    expect(found).toMatchObject({ address_type: 'Gym', address_label: 'Gym', floor: null });
  });

  it('pages the list: limit, 1-based offset, the cap at 50', async () => {
    const { omar } = await signedIn();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await addHome(omar, { house: `Villa ${i}` }));
    const all = await list(omar);
    expect(all.json).toMatchObject({ limit: 10, offset: 1 });
    expect(all.json.addresses.slice(0, 3).map((a) => a.id)).toEqual([...ids].reverse());
    const second = await list(omar, { limit: 2, offset: 2 });
    expect(second.json).toMatchObject({ limit: 2, offset: 2, total_size: all.json.total_size });
    expect(second.json.addresses.map((a) => a.id)).toEqual(
      all.json.addresses.slice(2, 4).map((a) => a.id),
    );
    expect((await list(omar, { limit: 500 })).json.limit).toBe(50);
    expectError(await list(omar, { limit: 0 }), 403, 'limit');
    expectError(await list(omar, { offset: 'abc' }), 403, 'offset');
    expectError(await list(omar, { limit: '1.5' }), 403, 'limit');
  });

  it('refuses bad bodies with 403, the field as the code and a clear message', async () => {
    const { sara } = await signedIn();
    const total = (await list(sara)).json.total_size;
    const without = (field: string) => {
      const body: Json = { ...home };
      delete body[field];
      return body;
    };
    const cases: [unknown, string, string][] = [
      [without('contact_person_name'), 'contact_person_name', 'Name is required'],
      [without('contact_person_number'), 'contact_person_number', 'Phone Number is required'],
      [without('address'), 'address', 'Address is required'],
      [without('address_type'), 'address_type', 'The address type field is required.'],
      [without('latitude'), 'latitude', 'The latitude field is required.'],
      [without('longitude'), 'longitude', 'The longitude field is required.'],
      [{ ...home, address: '   ' }, 'address', 'Address is required'],
      [
        { ...home, contact_person_number: '12ab' },
        'contact_person_number',
        'Please enter a valid phone number',
      ],
      [
        { ...home, latitude: 'north' },
        'latitude',
        'The latitude must be a number between -90 and 90.',
      ],
      [{ ...home, latitude: 91 }, 'latitude', 'The latitude must be a number between -90 and 90.'],
      [
        { ...home, longitude: true },
        'longitude',
        'The longitude must be a number between -180 and 180.',
      ],
      [
        { ...home, contact_person_name: { first: 'Sara' } },
        'contact_person_name',
        'This field must be a text.',
      ],
      [{ ...home, road: ['1'] }, 'road', 'This field must be a text.'],
      [
        { ...home, address: 'a'.repeat(501) },
        'address',
        'The address may not be longer than 500 characters.',
      ],
      [
        { ...home, floor: 'f'.repeat(256) },
        'floor',
        'The floor may not be longer than 255 characters.',
      ],
      [
        { ...home, address_type: 't'.repeat(51) },
        'address_type',
        'The address type may not be longer than 50 characters.',
      ],
      [[home], 'body', 'The request body must be a JSON object.'],
      ['"home"', 'body', 'The request body must be a JSON object.'],
    ];
    for (const [body, code, message] of cases)
      expectError(await add(sara, body), 403, code, message);
    expectError(await add(sara, '{"address":'), 400, 'body');
    expectError(await add(sara, {}), 403, 'contact_person_name', 'Name is required');
    expect((await list(sara)).json.total_size).toBe(total);
  });

  it("refuses a point outside every zone with the reference's coordinates error", async () => {
    const { sara } = await signedIn();
    const total = (await list(sara)).json.total_size;
    expectError(
      await add(sara, { ...home, ...OFFSHORE }),
      403,
      'coordinates',
      'Service not available in this area',
    );
    expect((await list(sara)).json.total_size).toBe(total);
  });
});

describe('update', () => {
  it('replaces an address and recomputes its zone', async () => {
    const { sara } = await signedIn();
    const id = await addHome(sara);
    const moved = await update(sara, id, {
      ...home,
      ...MARINA,
      address: 'Marina Plaza, Dubai Marina',
      address_type: 'office',
      floor: '',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toEqual({ message: 'Successfully updated!', zone_id: 2, zone_ids: [2] });
    const found = (await list(sara)).json.addresses.find((a) => a.id === id);
    expect(found).toMatchObject({
      address: 'Marina Plaza, Dubai Marina',
      address_type: 'office',
      latitude: '25.0797',
      zone_id: 2,
      zone_ids: [2],
      floor: null,
    });
  });

  it('refuses a bad id or body and a point outside every zone, changing nothing', async () => {
    const { sara } = await signedIn();
    const id = await addHome(sara);
    for (const bad of ['abc', '0', '-3', '1.5'])
      expectError(await update(sara, bad, home), 403, 'id');
    expectError(
      await update(sara, id, { ...home, address: '' }),
      403,
      'address',
      'Address is required',
    );
    expectError(await update(sara, id, '{"x":'), 400, 'body');
    expectError(
      await update(sara, id, { ...home, ...OFFSHORE }),
      403,
      'coordinates',
      'Service not available in this area',
    );
    expectError(await update(sara, 999_999_999, home), 404, 'address_id', 'Not found');
    const found = (await list(sara)).json.addresses.find((a) => a.id === id);
    expect(found).toMatchObject({ address: home.address, latitude: '25.1985', zone_ids: [1] });
  });
});

describe('delete', () => {
  it('deletes by address_id in the query or the body; a second time is 404', async () => {
    const { sara } = await signedIn();
    const first = await addHome(sara);
    const second = await addHome(sara);
    const removed = await remove(sara, { address_id: first });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toEqual({ message: 'Successfully removed!' });
    expectError(await remove(sara, { address_id: first }), 404, 'address_id', 'Not found');
    const byBody = await remove(sara, {}, { address_id: second });
    expect(byBody.status, byBody.text).toBe(200);
    const ids = (await list(sara, { limit: 50 })).json.addresses.map((a) => a.id);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
  });

  it('refuses a missing or malformed address_id with 403', async () => {
    const { sara } = await signedIn();
    expectError(await remove(sara, {}), 403, 'address_id', 'The address id field is required.');
    for (const bad of ['abc', '0', '-1', '1.5'])
      expectError(await remove(sara, { address_id: bad }), 403, 'address_id');
  });
});

describe('owner checks', () => {
  it("another customer's address answers 404 and is never shown, changed or deleted", async () => {
    const { sara, omar } = await signedIn();
    const id = await addHome(sara, { house: 'Owner check' });
    const omarsList = await list(omar, { limit: 50 });
    expect(omarsList.json.addresses.map((a) => a.id)).not.toContain(id);
    const changed = await update(omar, id, { ...home, address: 'Stolen' });
    expectError(changed, 404, 'address_id', 'Not found');
    expect(changed.text).not.toContain('Owner check');
    expectError(await remove(omar, { address_id: id }), 404, 'address_id', 'Not found');
    const still = (await list(sara, { limit: 50 })).json.addresses.find((a) => a.id === id);
    expect(still).toMatchObject({ house: 'Owner check', address: home.address });
  });
});

// ---------------------------------------------------------------- ordering with a saved address

const getJson = <T>(path: string, query?: Record<string, string>, headers = {}) =>
  getJsonOf<T>(base, path, query, headers);

describe('ordering with a saved address', () => {
  it('places a cash-on-delivery order whose delivery address is the saved one', async () => {
    const { omar } = await signedIn();
    const auth = { Authorization: `Bearer ${omar}` };
    const modules = await getJson<{ id: number; module_type: string }[]>('/module');
    const grocery = { moduleId: String(modules.find((m) => m.module_type === 'grocery')!.id) };
    const zone = (
      await getJson<{ zone_id: string }>('/config/get-zone-id', {
        lat: String(DUBAI_MALL.latitude),
        lng: String(DUBAI_MALL.longitude),
      })
    ).zone_id;
    const search = await getJson<{ products: { id: number; slug: string; price: number }[] }>(
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

    const id = await addHome(omar, { contact_person_name: 'Omar Khalid', house: 'Villa 9' });
    const saved = (await list(omar, { limit: 50 })).json.addresses.find((a) => a.id === id)!;
    const address = checkoutAddressOf(saved)!;

    const cart = await getJson<CartEntry[]>('/customer/cart/list', {}, { ...auth, ...grocery });
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
    const body = placeOrderBody(source, choices, 'cart', evaluation.totals);
    const placed = await http(base, '/api/v1/customer/order/place', {
      method: 'POST',
      headers: { ...auth, ...grocery, 'Idempotency-Key': `addresses-${run}` },
      body,
    });
    expect(placed.status, placed.text).toBe(200);
    const orderId = (placed.json as { order_id: number }).order_id;
    const tracked = await http(base, '/api/v1/customer/order/track', {
      query: { order_id: orderId },
      headers: { ...auth, ...grocery },
    });
    expect(tracked.status, tracked.text).toBe(200);
    expect((tracked.json as { delivery_address: Json }).delivery_address).toEqual({
      contact_person_name: 'Omar Khalid',
      contact_person_number: '+971501234567',
      contact_person_email: null,
      address_type: 'home',
      address: 'The Dubai Mall, Downtown Dubai',
      latitude: '25.1985',
      longitude: '55.2796',
      road: 'Financial Centre Road',
      house: 'Villa 9',
      floor: '12',
    });
    const canceled = await http(base, '/api/v1/customer/order/cancel', {
      method: 'PUT',
      headers: { ...auth, ...grocery },
      body: { order_id: orderId, reason: 'Ordered to the wrong address' },
    });
    expect(canceled.status, canceled.text).toBe(200);
  });
});

afterAll(() => {
  // Every addresses operation was called with a success and with a refusal.
  const ids = operations.filter((op) => op.tags.includes(TAG)).map((op) => op.operationId);
  expect(ids.sort()).toEqual(['addAddress', 'deleteAddress', 'listAddresses', 'updateAddress']);
  for (const id of ids) {
    const seen = [...(statuses.get(id) ?? [])];
    expect(
      seen.some((s) => s < 300),
      `${id}: ${seen}`,
    ).toBe(true);
    expect(
      seen.some((s) => s >= 400),
      `${id}: ${seen}`,
    ).toBe(true);
  }
});
