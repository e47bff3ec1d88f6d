/**
 * The rental wishlist and the vehicle review (issue 11) on the demo marketplace: a customer
 * wishes vehicles and providers (not a guest), lists them in the zones, removes them; the owner
 * of a completed trip reviews each of its vehicles once, the vehicle's rating moves, and the
 * trip's details then say the vehicle was reviewed (`is_reviewed`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripCartTotals } from '@storefront/core/domain/rental-cart';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { users, vehicles } from '../db/schema.js';
import { customerToken, demoMarketplace, PLACES, TestApi, type Demo } from '../ordering/testing.js';

let demo: Demo;
let api: TestApi;
let headers: Record<string, string>;
let token: string;
const ids = new Map<string, number>();
const id = (slug: string) => ids.get(slug)!;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  headers = { moduleId: String(demo.moduleIds.rental), zoneId: JSON.stringify(demo.zoneIds) };
  for (const row of await demo.db.select({ id: vehicles.id, slug: vehicles.slug }).from(vehicles)) {
    ids.set(row.slug, row.id);
  }
  const [user] = await demo.db.select({ id: users.id }).from(users).limit(1);
  token = await customerToken(demo.db, user!.id, api.now);
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

const signedIn = () => ({ ...headers, Authorization: `Bearer ${token}` });

interface Wishlist {
  vehicles: { id: number }[];
  providers: { id: number }[];
}

describe('the rental wishlist', () => {
  it('adds vehicles and providers, lists them in the zones, removes them', async () => {
    const corolla = id('toyota-corolla-2024');
    const provider = demo.storeId('skyline-luxury-cars');
    const add = (query: Record<string, number>) =>
      api.call<{ message: string }>('POST', '/rental/user/wish-list/add', {
        headers: signedIn(),
        query,
      });
    expect((await add({ vehicle_id: corolla })).json.message).toBe('Successfully added!');
    expect((await add({ provider_id: provider })).status).toBe(200);
    const again = await add({ vehicle_id: corolla });
    expect(again.status).toBe(409);
    const list = await api.call<Wishlist>('GET', '/rental/user/wish-list', { headers: signedIn() });
    expect(list.json.vehicles.map((v) => v.id)).toEqual([corolla]);
    expect(list.json.providers.map((p) => p.id)).toEqual([provider]);
    const arabic = await api.call<{ message: string }>('DELETE', '/rental/user/wish-list/remove', {
      headers: { ...signedIn(), 'X-localization': 'ar' },
      body: { vehicle_id: corolla },
    });
    expect(arabic.json.message).toBe('تمت الإزالة بنجاح!');
    const gone = await api.call('DELETE', '/rental/user/wish-list/remove', {
      headers: signedIn(),
      query: { vehicle_id: corolla },
    });
    expect(gone.status).toBe(404);
    const after = await api.call<Wishlist>('GET', '/rental/user/wish-list', {
      headers: signedIn(),
    });
    expect(after.json.vehicles).toEqual([]);
  });

  it('refuses guests, both targets, unknown targets and a missing zone', async () => {
    const guest = await api.guest();
    const asGuest = await api.call('POST', '/rental/user/wish-list/add', {
      headers,
      query: { vehicle_id: id('kia-picanto-2024'), guest_id: guest },
    });
    expect(asGuest.status).toBe(401);
    const both = await api.call<{ errors: { code: string }[] }>(
      'POST',
      '/rental/user/wish-list/add',
      { headers: signedIn(), query: { vehicle_id: 1, provider_id: 1 } },
    );
    expect(both.status).toBe(403);
    expect(both.json.errors[0]!.code).toBe('data');
    const unknown = await api.call('POST', '/rental/user/wish-list/add', {
      headers: signedIn(),
      query: { vehicle_id: 999_999 },
    });
    expect(unknown.status).toBe(404);
    const grocery = await api.call('POST', '/rental/user/wish-list/add', {
      headers: signedIn(),
      query: {
        provider_id: demo.storesRows.find((s) => s.moduleId === demo.moduleIds.grocery)!.id,
      },
    });
    expect(grocery.status).toBe(404);
    const { zoneId: _, ...noZone } = signedIn();
    const missing = await api.call<{ errors: { message: string }[] }>(
      'GET',
      '/rental/user/wish-list',
      { headers: noZone },
    );
    expect(missing.status).toBe(403);
    expect(missing.json.errors[0]!.message).toBe('Zone id is required!');
  });
});

describe('reviewing a vehicle after a trip', () => {
  it('takes one review per vehicle of a completed trip, and moves its rating', async () => {
    const guest = await api.guest();
    const cart = await api.call<RentalCartResponse>('POST', '/rental/user/cart/add-to-cart', {
      headers,
      body: {
        vehicle_id: id('lexus-es-300h'),
        pickup_location: {
          location_name: 'Burj Khalifa',
          lat: PLACES.downtown.lat,
          lng: PLACES.downtown.lng,
        },
        rental_type: 'hourly',
        estimated_hours: 2,
        pickup_time: '2030-01-08 05:00 PM',
        guest_id: guest,
      },
    });
    expect(cart.status, cart.text).toBe(200);
    const config = (await api.call<Record<string, number>>('GET', '/config')).json;
    const provider = cart.json.carts[0]!.provider;
    const total = tripCartTotals(cart.json, {
      providerDiscount: provider.discount ?? null,
      tax: { rate: provider.tax, included: config.tax_included === 1 },
      additionalCharge: {
        status: config.additional_charge_status,
        amount: config.additional_charge,
      },
      digits: config.digit_after_decimal_point,
    })!.total;
    const booked = await api.call<number>('POST', '/rental/user/trip/trip-booking', {
      headers,
      body: {
        trip_amount: total,
        contact_person_name: 'Hala Saeed',
        contact_person_number: '+971501234567',
        guest_id: guest,
      },
    });
    expect(booked.status, booked.text).toBe(200);
    const review = (body: Record<string, unknown>, owner = guest) =>
      api.call<{ message: string; errors?: { code: string; message: string }[] }>(
        'POST',
        '/rental/user/review/add',
        {
          headers,
          body: {
            trip_id: booked.json,
            vehicle_id: id('lexus-es-300h'),
            rating: 5,
            comment: 'Spotless',
            guest_id: owner,
            ...body,
          },
        },
      );
    /** Whether get-trip-details says the Lexus was reviewed on this trip. */
    const reviewed = async () => {
      const details = await api.call<{ trip_details: { is_reviewed: boolean }[] }>(
        'GET',
        '/rental/user/trip/get-trip-details',
        { headers, query: { trip_id: booked.json, guest_id: guest } },
      );
      expect(details.status, details.text).toBe(200);
      return details.json.trip_details.map((d) => d.is_reviewed);
    };
    expect(await reviewed()).toEqual([false]);
    const early = await review({});
    expect(early.status).toBe(403);
    expect(early.json.errors![0]).toEqual({
      code: 'trip_id',
      message: 'You can review a vehicle once its trip is completed.',
    });
    const before = (
      await api.call<{ avg_rating: number; total_reviews: number }>(
        'GET',
        `/rental/vehicle/get-vehicle-details/lexus-es-300h`,
        { headers },
      )
    ).json;
    const saved = api.now;
    try {
      // The pickup was 17:00 in Dubai (13:00 UTC); three steps of 20 s later it is completed.
      api.now = Date.parse('2030-01-08T13:02:00Z');
      expect((await review({}, await api.guest())).status).toBe(404);
      expect((await review({ rating: 6 })).json.errors![0]!.code).toBe('rating');
      expect((await review({ vehicle_id: id('kia-picanto-2024') })).json.errors![0]!.code).toBe(
        'vehicle_id',
      );
      const done = await review({});
      expect(done.status, done.text).toBe(200);
      expect(done.json.message).toBe('Review submitted successfully.');
      expect(await reviewed()).toEqual([true]);
      const twice = await review({ rating: 1 });
      expect(twice.status).toBe(403);
      expect(twice.json.errors![0]!.message).toBe(
        'You have already reviewed this vehicle for this trip.',
      );
    } finally {
      api.now = saved;
    }
    const after = (
      await api.call<{ avg_rating: number; total_reviews: number; reviews: { comment: string }[] }>(
        'GET',
        `/rental/vehicle/get-vehicle-details/lexus-es-300h`,
        { headers },
      )
    ).json;
    expect(after.total_reviews).toBe(before.total_reviews + 1);
    expect(after.avg_rating).toBeGreaterThanOrEqual(before.avg_rating);
    expect(after.reviews[0]!.comment).toBe('Spotless');
  });
});
