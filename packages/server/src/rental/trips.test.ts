/**
 * Trips (issue 11) on the demo marketplace at a fixed moment (Tuesday 14:30 in Dubai): booking
 * the trip cart at core's total as a client computes it (the cart emptied, units assigned,
 * idempotent), the refusals, the lists, details and tracking by contact number, payment, cancel,
 * the demo progression, and units never double-booked across overlapping trips.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tripCartTotals } from '@storefront/core/domain/rental-cart';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { eq } from 'drizzle-orm';
import { businessSettings, tripVehicleDetails, users, vehicles } from '../db/schema.js';
import { customerToken, demoMarketplace, PLACES, TestApi, type Demo } from '../ordering/testing.js';
import { walletEntry } from '../money/ledger.js';

let demo: Demo;
let api: TestApi;
let headers: Record<string, string>;
const ids = new Map<string, number>();
const id = (slug: string) => ids.get(slug)!;

const PICKUP = {
  location_name: 'Burj Khalifa',
  lat: PLACES.downtown.lat,
  lng: PLACES.downtown.lng,
};
const hourly = (vehicle: string, extra: Record<string, unknown> = {}) => ({
  vehicle_id: id(vehicle),
  quantity: 1,
  pickup_location: PICKUP,
  destination_location: null,
  rental_type: 'hourly',
  estimated_hours: 3,
  pickup_time: '2030-01-08 04:30 PM',
  ...extra,
});

interface Config {
  tax_included: number;
  additional_charge_status: number;
  additional_charge: number;
  digit_after_decimal_point: number;
}
interface TripJson {
  id: number;
  trip_status: string;
  payment_status: string;
  trip_amount: number;
  user_info: { contact_person_number: string };
  trip_details: { vehicle_id: number; quantity: number }[];
}

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  headers = { moduleId: String(demo.moduleIds.rental) };
  for (const row of await demo.db.select({ id: vehicles.id, slug: vehicles.slug }).from(vehicles)) {
    ids.set(row.slug, row.id);
  }
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

type Owner = { guest: string } | { token: string };
const auth = (owner: Owner) => ('token' in owner ? { Authorization: `Bearer ${owner.token}` } : {});
const guestOf = (owner: Owner) => ('guest' in owner ? owner.guest : null);

async function add(owner: Owner, body: Record<string, unknown>) {
  const answer = await api.call<RentalCartResponse>('POST', '/rental/user/cart/add-to-cart', {
    headers: { ...headers, ...auth(owner) },
    body: { ...body, guest_id: guestOf(owner) },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

/** The trip's total as a client computes it: core's, from get-cart and config. */
async function clientTotal(owner: Owner, coupon: Record<string, unknown> | null = null) {
  const cart = await api.call<RentalCartResponse>('GET', '/rental/user/cart/get-cart', {
    headers: { ...headers, ...auth(owner) },
    query: { guest_id: guestOf(owner) },
  });
  const config = (await api.call<Config>('GET', '/config')).json;
  const provider = cart.json.carts[0]!.provider;
  const totals = tripCartTotals(cart.json, {
    providerDiscount: provider.discount ?? null,
    coupon: coupon as never,
    tax: { rate: provider.tax, included: config.tax_included === 1 },
    additionalCharge: { status: config.additional_charge_status, amount: config.additional_charge },
    digits: config.digit_after_decimal_point,
  });
  return totals!.total;
}

const contact = { contact_person_name: 'Sara Haddad', contact_person_number: '+971 50 111 2222' };

async function book(owner: Owner, body: Record<string, unknown>, key?: string) {
  return api.call<number | { errors: { code: string; message: string }[] }>(
    'POST',
    '/rental/user/trip/trip-booking',
    {
      headers: { ...headers, ...auth(owner), ...(key ? { 'Idempotency-Key': key } : {}) },
      body: { ...contact, ...body, guest_id: guestOf(owner) },
    },
  );
}

async function bookCart(owner: Owner, key?: string) {
  const total = await clientTotal(owner);
  const answer = await book(owner, { trip_amount: total, payment_method: 'cash_on_delivery' }, key);
  expect(answer.status, answer.text).toBe(200);
  expect(typeof answer.json).toBe('number');
  return { tripId: answer.json as number, total };
}

const trip = async (owner: Owner, tripId: number, query: Record<string, string> = {}) =>
  api.call<TripJson>('GET', '/rental/user/trip/get-trip-details', {
    headers: { ...headers, ...auth(owner) },
    query: { trip_id: tripId, guest_id: guestOf(owner), ...query },
  });

describe('booking a trip', () => {
  it('books a guest’s cart at core’s total: a bare trip id, units assigned, the cart emptied', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('toyota-corolla-2024', { quantity: 2 }));
    await add(owner, hourly('kia-picanto-2024'));
    const { tripId, total } = await bookCart(owner);
    const details = await trip(owner, tripId);
    expect(details.status, details.text).toBe(200);
    expect(details.json.trip_amount).toBe(total);
    expect(details.json.trip_status).toBe('pending');
    expect(details.json.payment_status).toBe('unpaid');
    expect(details.json.trip_details.map((d) => d.quantity).sort()).toEqual([1, 2]);
    const units = await demo.db
      .select()
      .from(tripVehicleDetails)
      .where(eq(tripVehicleDetails.tripId, tripId));
    expect(units).toHaveLength(3);
    expect(new Set(units.map((u) => u.vehicleIdentityId)).size).toBe(3);
    const cart = await api.call('GET', '/rental/user/cart/get-cart', {
      headers,
      query: { guest_id: owner.guest },
    });
    expect(cart.json).toEqual({ carts: [], user_data: [] });
  });

  it('replays the first answer for the same key, and never books twice', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('toyota-camry-cng'));
    const first = await bookCart(owner, 'trip-key-1');
    const again = await book(
      owner,
      { trip_amount: first.total, payment_method: 'cash_on_delivery' },
      'trip-key-1',
    );
    expect(again.status).toBe(200);
    expect(again.json).toBe(first.tripId);
  });

  it('refuses an amount that is not core’s total, another payment method, a missing contact, an empty cart', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('toyota-corolla-2024'));
    const total = await clientTotal(owner);
    const wrong = await book(owner, { trip_amount: total + 1 });
    expect(wrong.status).toBe(403);
    expect((wrong.json as { errors: { code: string }[] }).errors[0]!.code).toBe('trip_amount');
    const wallet = await book(owner, { trip_amount: total, payment_method: 'wallet' });
    expect(wallet.status).toBe(403);
    expect((wallet.json as { errors: { code: string }[] }).errors[0]!.code).toBe('payment_method');
    const nameless = await book(owner, { trip_amount: total, contact_person_name: '' });
    expect((nameless.json as { errors: { code: string }[] }).errors[0]!.code).toBe('contact_name');
    const empty = await book({ guest: await api.guest() }, { trip_amount: 0 });
    expect(empty.status).toBe(403);
    expect((empty.json as { errors: { code: string }[] }).errors[0]!.code).toBe('cart');
  });

  it('refuses guests when guest checkout is off', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('toyota-corolla-2024'));
    const total = await clientTotal(owner);
    await api.changeReference('settings', (tx) =>
      tx
        .insert(businessSettings)
        .values({ key: 'guest_checkout_status', value: 0 })
        .onConflictDoUpdate({ target: businessSettings.key, set: { value: 0 } }),
    );
    try {
      const refused = await book(owner, { trip_amount: total });
      expect(refused.status).toBe(403);
      expect((refused.json as { errors: { code: string }[] }).errors[0]!.code).toBe(
        'guest_checkout',
      );
    } finally {
      await api.changeReference('settings', (tx) =>
        tx
          .update(businessSettings)
          .set({ value: 1 })
          .where(eq(businessSettings.key, 'guest_checkout_status')),
      );
    }
  });

  it('never books a unit twice for overlapping trips: the second is refused with 403 vehicle', async () => {
    const first = { guest: await api.guest() };
    const second = { guest: await api.guest() };
    // The Land Cruiser has one unit.
    await add(first, hourly('toyota-land-cruiser-2023', { pickup_time: '2030-01-09 10:00 AM' }));
    await add(second, hourly('toyota-land-cruiser-2023', { pickup_time: '2030-01-09 11:00 AM' }));
    await bookCart(first);
    const total = await clientTotal(second);
    const refused = await book(second, { trip_amount: total });
    expect(refused.status, refused.text).toBe(403);
    const error = (refused.json as { errors: { code: string; message: string }[] }).errors[0]!;
    expect(error.code).toBe('vehicle');
    expect(error.message).toMatch(/only 0 free/);
    // The unit is busy then: add-to-cart says so at once.
    const third = { guest: await api.guest() };
    const busy = await api.call<{ errors: { message: string }[] }>(
      'POST',
      '/rental/user/cart/add-to-cart',
      {
        headers,
        body: {
          ...hourly('toyota-land-cruiser-2023', { pickup_time: '2030-01-09 12:00 PM' }),
          guest_id: third.guest,
        },
      },
    );
    expect(busy.status).toBe(403);
    expect(busy.json.errors[0]!.message).toBe(
      'No unit of this vehicle is free at the pickup time.',
    );
    // Back to back is fine: the first trip ends at 13:00.
    await add(third, hourly('toyota-land-cruiser-2023', { pickup_time: '2030-01-09 01:00 PM' }));
    await bookCart(third);
  });
});

describe('a coupon on a trip', () => {
  it('books with a provider coupon at the total the client computes with the applied coupon', async () => {
    const [user] = await demo.db.select({ id: users.id }).from(users).limit(1);
    const owner = { token: await customerToken(demo.db, user!.id, api.now) };
    await add(owner, hourly('mercedes-s500-2024', { pickup_time: '2030-01-15 11:00 AM' }));
    const skyline = demo.storeId('skyline-luxury-cars');
    const applied = await api.call<Record<string, unknown>>('GET', '/rental/coupon/apply', {
      headers: { ...headers, ...auth(owner) },
      query: { code: 'SKYLINE10', provider_id: skyline },
    });
    expect(applied.status, applied.text).toBe(200);
    const withCoupon = await clientTotal(owner, applied.json);
    const without = await clientTotal(owner);
    expect(withCoupon).toBeLessThan(without);
    // The total without the coupon is refused once the coupon is named.
    const stale = await book(owner, { trip_amount: without, coupon_code: 'skyline10' });
    expect(stale.status).toBe(403);
    const booked = await book(owner, { trip_amount: withCoupon, coupon_code: 'skyline10' });
    expect(booked.status, booked.text).toBe(200);
    const details = await api.call<
      TripJson & { coupon_code: string; coupon_discount_amount: number }
    >('GET', '/rental/user/trip/get-trip-details', {
      headers: { ...headers, ...auth(owner) },
      query: { trip_id: booked.json as number },
    });
    expect(details.json.coupon_code).toBe('SKYLINE10');
    expect(details.json.coupon_discount_amount).toBeGreaterThan(0);
    expect(details.json.trip_amount).toBe(withCoupon);
  });

  it('refuses an unknown coupon, and a provider coupon at another provider', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('toyota-corolla-2024', { pickup_time: '2030-01-16 11:00 AM' }));
    const total = await clientTotal(owner);
    const unknown = await book(owner, { trip_amount: total, coupon_code: 'NOPE' });
    expect(unknown.status).toBe(404);
    expect((unknown.json as { errors: { code: string }[] }).errors[0]!.code).toBe('coupon');
    const elsewhere = await book(owner, { trip_amount: total, coupon_code: 'SKYLINE10' });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect((elsewhere.json as { errors: { code: string }[] }).errors[0]!.code).toBe('coupon');
  });
});

describe('the trips of an owner', () => {
  it('lists running and completed trips, shows one by id, and to a guest by its contact number', async () => {
    const [user] = await demo.db.select({ id: users.id }).from(users).limit(1);
    const owner = { token: await customerToken(demo.db, user!.id, api.now) };
    await add(owner, hourly('mitsubishi-attrage-2023'));
    const { tripId } = await bookCart(owner);
    const list = async (which: string) =>
      (
        await api.call<{ total_size: number; trips: TripJson[] }>(
          'GET',
          `/rental/user/trip/get-trip-list/${which}`,
          { headers: auth(owner), query: { limit: 10, offset: 1 } },
        )
      ).json;
    expect((await list('running')).trips.map((t) => t.id)).toContain(tripId);
    expect((await list('completed')).trips.map((t) => t.id)).not.toContain(tripId);
    expect((await list('all')).trips[0]!.id).toBe(tripId);

    const stranger = { guest: await api.guest() };
    expect((await trip(stranger, tripId)).status).toBe(404);
    const tracked = await trip(stranger, tripId, { contact_number: '971501112222' });
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.json.id).toBe(tripId);
    expect((await trip(stranger, tripId, { contact_number: '+971500000000' })).status).toBe(404);
  });

  it('moves a demo trip from pending to completed from its pickup, one step per period', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('nissan-sunny-2023', { pickup_time: '2030-01-08 05:00 PM' }));
    const { tripId } = await bookCart(owner);
    const saved = api.now;
    try {
      // Pickup is 17:00 Dubai (13:00 UTC); every 20 s a step.
      api.now = Date.parse('2030-01-08T13:00:30Z');
      expect((await trip(owner, tripId)).json.trip_status).toBe('confirmed');
      api.now = Date.parse('2030-01-08T13:01:30Z');
      const done = (await trip(owner, tripId)).json;
      expect(done.trip_status).toBe('completed');
      expect(done.payment_status).toBe('paid');
      const cancel = await api.call<{ errors: { code: string }[] }>(
        'PUT',
        '/rental/user/trip/cancel-trip',
        { headers, body: { trip_id: tripId, reason: 'late', guest_id: owner.guest } },
      );
      expect(cancel.status).toBe(403);
      expect(cancel.json.errors[0]!.code).toBe('trip');
    } finally {
      api.now = saved;
    }
  });

  it('a customer’s completed trip earns its loyalty points once', async () => {
    const [user] = await demo.db.select({ id: users.id }).from(users).limit(1);
    const owner = {
      token: await customerToken(demo.db, user!.id, api.now, {
        expiresInMs: 10 * 365 * 86_400_000,
      }),
    };
    const points = async () =>
      (
        await demo.db.select({ p: users.loyaltyPoint }).from(users).where(eq(users.id, user!.id))
      )[0]!.p;
    await add(owner, hourly('nissan-sunny-2023', { pickup_time: '2030-02-05 05:00 PM' }));
    const { tripId } = await bookCart(owner);
    const before = await points();
    const saved = api.now;
    try {
      api.now = Date.parse('2030-02-05T13:01:30Z');
      const [done, again] = await Promise.all([trip(owner, tripId), trip(owner, tripId)]);
      expect(done.json.trip_status, done.text).toBe('completed');
      expect(again.json.trip_status).toBe('completed');
      expect((await trip(owner, tripId)).json.trip_status).toBe('completed');
      // loyalty_point_item_purchase_point 5 (the demo settings): floor(amount × 5 / 100).
      expect(await points()).toBe(before + Math.floor((done.json.trip_amount * 5) / 100 + 1e-9));
      const entries = await api.call<{ data: { transaction_type: string; reference: string }[] }>(
        'GET',
        '/customer/loyalty-point/transactions',
        { headers: { ...headers, ...auth(owner) }, query: { limit: 50, offset: 1 } },
      );
      expect(entries.status, entries.text).toBe(200);
      expect(
        entries.json.data
          .filter((e) => e.reference === `trip-${tripId}`)
          .map((e) => e.transaction_type),
      ).toEqual(['trip_booking']);
    } finally {
      api.now = saved;
    }
  });

  it('takes cash at pickup or a digital payment; refuses the wallet to guests with a message', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('mitsubishi-attrage-2023', { pickup_time: '2030-01-10 10:00 AM' }));
    const { tripId, total } = await bookCart(owner);
    const pay = (method: string, extra: Record<string, unknown> = {}) =>
      api.call<{ message: string; redirect_link?: string; errors?: { code: string }[] }>(
        'POST',
        '/rental/user/trip/payment',
        {
          headers,
          body: { trip_id: tripId, payment_method: method, guest_id: owner.guest, ...extra },
        },
      );
    const cash = await pay('cash_payment');
    expect(cash.status, cash.text).toBe(200);
    expect(cash.json.message).toBe('You will pay in cash at pickup.');
    const wallet = await pay('wallet');
    expect(wallet.status).toBe(403);
    expect(wallet.json.errors?.[0]?.code).toBe('payment_method');
    expect(wallet.json.message).toBe('Please sign in to pay with your wallet.');
    const digital = await pay('digital_payment', {
      payment_gateway: 'sandbox',
      callback_url: 'http://shop.test/trips',
    });
    expect(digital.status, digital.text).toBe(200);
    const link = new URL(digital.json.redirect_link!);
    const page = await api.app.request(`http://localhost${link.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`AED${total.toFixed(2)}`);
    const paid = await api.app.request(`http://localhost${link.pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        card_number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: 'Sara Haddad',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).searchParams.get('flag')).toBe('success');
    expect((await trip(owner, tripId)).json.payment_status).toBe('paid');
    expect((await pay('cash_payment')).status).toBe(403);
    const stranger = await api.call('POST', '/rental/user/trip/payment', {
      headers,
      body: { trip_id: tripId, payment_method: 'cash_payment', guest_id: await api.guest() },
    });
    expect(stranger.status).toBe(404);
  });

  it('pays a customer trip by wallet, partly by wallet, and refunds on cancel', async () => {
    const [user] = await demo.db
      .insert(users)
      .values({ fName: 'Trip', lName: 'Payer', phone: '+971559990001', walletBalance: 0 })
      .returning({ id: users.id });
    const owner = { token: await customerToken(demo.db, user!.id, api.now) };
    await demo.db.transaction((tx) =>
      walletEntry(tx, { userId: user!.id, credit: 40, type: 'add_fund', reference: 'test' }),
    );
    await add(owner, hourly('suzuki-swift-ags', { pickup_time: '2030-01-12 10:00 AM' }));
    const { tripId, total } = await bookCart(owner);
    expect(total).toBeGreaterThan(40);
    const pay = (method: string) =>
      api.call<{ message: string; errors?: { code: string }[] }>(
        'POST',
        '/rental/user/trip/payment',
        {
          headers: { ...headers, ...auth(owner) },
          body: { trip_id: tripId, payment_method: method },
        },
      );
    const wallet = await pay('wallet');
    expect(wallet.status).toBe(403);
    expect(wallet.json.message).toBe('Your wallet balance is insufficient for payment.');
    const partial = await pay('partial_payment');
    expect(partial.status, JSON.stringify(partial.json)).toBe(200);
    expect(partial.json.message).toBe('Your wallet paid AED40.00; the rest is paid at pickup.');
    const details = (await trip(owner, tripId)).json;
    expect(details.payment_status).toBe('partially_paid');
    const balance = async () =>
      (await demo.db.select().from(users).where(eq(users.id, user!.id)))[0]!.walletBalance;
    expect(await balance()).toBe(0);
    const canceled = await api.call('PUT', '/rental/user/trip/cancel-trip', {
      headers: { ...headers, ...auth(owner) },
      body: { trip_id: tripId, reason: 'Plans changed' },
    });
    expect(canceled.status, canceled.text).toBe(200);
    expect(await balance()).toBe(40);
  });

  it('fails a trip whose digital payment time passed, which frees its units', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('toyota-land-cruiser-2023', { pickup_time: '2030-01-13 10:00 AM' }));
    const { tripId } = await bookCart(owner);
    const digital = await api.call<{ redirect_link: string }>('POST', '/rental/user/trip/payment', {
      headers,
      body: { trip_id: tripId, payment_method: 'digital_payment', guest_id: owner.guest },
    });
    expect(digital.status).toBe(200);
    const saved = api.now;
    api.now += 31 * 60_000;
    try {
      expect((await trip(owner, tripId)).json.trip_status).toBe('payment_failed');
      // The unit is free again: another guest books the same vehicle for the same time.
      const next = { guest: await api.guest() };
      await add(next, hourly('toyota-land-cruiser-2023', { pickup_time: '2030-01-13 10:00 AM' }));
      await bookCart(next);
    } finally {
      api.now = saved;
    }
  });

  it('cancels a pending trip of the owner with a reason, which frees its units', async () => {
    const owner = { guest: await api.guest() };
    await add(owner, hourly('suzuki-swift-ags', { pickup_time: '2030-01-11 10:00 AM' }));
    const { tripId } = await bookCart(owner);
    const cancel = (guest: string, extra: Record<string, unknown> = {}) =>
      api.call<{ message: string; errors?: { code: string }[] }>(
        'PUT',
        '/rental/user/trip/cancel-trip',
        {
          headers,
          body: { trip_id: tripId, reason: 'Plans changed', guest_id: guest, ...extra },
        },
      );
    expect((await cancel(await api.guest())).status).toBe(404);
    expect((await cancel(owner.guest, { reason: '' })).status).toBe(403);
    const done = await cancel(owner.guest);
    expect(done.status, done.text).toBe(200);
    expect(done.json.message).toBe('Trip canceled successfully.');
    expect((await trip(owner, tripId)).json.trip_status).toBe('canceled');
    // The only unit is free again at that time.
    const next = { guest: await api.guest() };
    await add(next, hourly('suzuki-swift-ags', { pickup_time: '2030-01-11 10:00 AM' }));
  });
});

describe('what the client shows is what the server charges', () => {
  it('books random carts at the total core computes for the client', async () => {
    let day = 12;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('toyota-corolla-2024', 'kia-picanto-2024', 'hyundai-tucson-2024'),
        fc.integer({ min: 1, max: 2 }),
        fc.oneof(
          fc.constant({ rental_type: 'hourly', estimated_hours: 2 }),
          fc.record({
            rental_type: fc.constant('distance_wise'),
            estimated_hours: fc.constant(null),
            distance: fc
              .double({ min: 0.5, max: 300, noNaN: true })
              .map((d) => Math.round(d * 1000) / 1000),
            destination_time: fc.integer({ min: 0, max: 6 }),
          }),
          fc
            .integer({ min: 1, max: 12 })
            .map((h) => ({ rental_type: 'hourly', estimated_hours: h })),
        ),
        async (slug, quantity, lengths) => {
          day += 1;
          const owner = { guest: await api.guest() };
          await add(owner, {
            ...hourly(slug, {
              quantity,
              pickup_time: `2030-02-${String(day).padStart(2, '0')} 10:00 AM`,
            }),
            ...lengths,
          });
          await bookCart(owner);
        },
      ),
      { numRuns: 12 },
    );
  });
});
