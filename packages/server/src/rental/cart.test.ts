/**
 * The trip cart (issue 11) on the demo marketplace at a fixed moment (Tuesday 14:30 in Dubai):
 * add, the refusals with the reference's answers, prices from core, update, the trip-type change
 * with its list of vehicles, removal, owner checks, the zone change and the guest's cart moving
 * to the customer on sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalLinePrice } from '@storefront/core/domain/rental-pricing';
import { users, vehicles } from '../db/schema.js';
import { customerToken, demoMarketplace, PLACES, TestApi, type Demo } from '../ordering/testing.js';

interface Entry {
  id: number;
  vehicle_id: number;
  provider_id: number;
  quantity: number;
  price: number;
  is_guest: number;
  vehicle: {
    id: number;
    total_vehicle_count: number;
    trip_hourly: number;
    trip_distance: number;
    hourly_price: number;
    distance_price: number;
    discount_price: number;
    discount_type: string;
  };
  provider: { id: number; pickup_zone_id: number[] };
}
interface TripData {
  id: number;
  rental_type: string;
  estimated_hours: number;
  distance: number;
  pickup_time: string;
  total_cart_price: number;
  pickup_location: { location_name: string; lat: number; lng: number };
}
interface CartAnswer {
  carts: Entry[];
  user_data: TripData | [];
  vehicles?: Entry[];
  status?: string;
}

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
const MARINA = { location_name: 'Marina', lat: PLACES.marina.lat, lng: PLACES.marina.lng };
const hourly = (vehicle: string, extra: Record<string, unknown> = {}) => ({
  vehicle_id: id(vehicle),
  quantity: 1,
  pickup_location: PICKUP,
  destination_location: MARINA,
  rental_type: 'hourly',
  estimated_hours: 3,
  pickup_time: '2030-01-08 04:30 PM',
  ...extra,
});
const distance = (vehicle: string, extra: Record<string, unknown> = {}) =>
  hourly(vehicle, {
    rental_type: 'distance_wise',
    estimated_hours: null,
    distance: 20.5,
    destination_time: 1,
    ...extra,
  });

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

async function call(
  method: string,
  path: string,
  guest: string | null,
  options: { body?: Record<string, unknown>; query?: Record<string, string>; auth?: string } = {},
) {
  return api.call<CartAnswer & { errors?: { code: string; message: string }[] }>(
    method,
    `/rental/user/cart/${path}`,
    {
      headers: { ...headers, ...(options.auth ? { Authorization: `Bearer ${options.auth}` } : {}) },
      query: { ...(guest ? { guest_id: guest } : {}), ...options.query },
      body: options.body === undefined ? undefined : { ...options.body, guest_id: guest },
    },
  );
}

const ok = <T extends { status: number; text: string }>(answer: T) => {
  expect(answer.status, answer.text).toBe(200);
  return answer;
};
const tripOf = (answer: CartAnswer) => answer.user_data as TripData;

describe('adding to the trip cart', () => {
  it('adds a vehicle for an hourly trip, priced by core, with its units free at the pickup', async () => {
    const guest = await api.guest();
    const { json } = ok(
      await call('POST', 'add-to-cart', guest, {
        body: hourly('toyota-corolla-2024', { quantity: 2, price: 1 }),
      }),
    );
    expect(json.carts).toHaveLength(1);
    const [entry] = json.carts;
    expect(entry!.quantity).toBe(2);
    expect(entry!.is_guest).toBe(1);
    expect(entry!.vehicle.total_vehicle_count).toBe(4);
    const expected = rentalLinePrice(entry!.vehicle, 2, { type: 'hourly', hours: 3, km: 0 }).total;
    expect(entry!.price).toBe(expected);
    expect(entry!.price).toBeGreaterThan(0);
    const trip = tripOf(json);
    expect(trip.rental_type).toBe('hourly');
    expect(trip.estimated_hours).toBe(3);
    expect(trip.pickup_time).toBe('2030-01-08 04:30 PM');
    expect(trip.total_cart_price).toBeLessThanOrEqual(expected);
    expect(trip.pickup_location).toEqual(PICKUP);
    // get-cart answers the same cart.
    const again = ok(await call('GET', 'get-cart', guest)).json;
    expect(again.carts.map((e) => e.price)).toEqual([expected]);
    expect(tripOf(again).id).toBe(trip.id);
  });

  it('refuses with 403 cart_item: already there, another provider, another type, a type not offered', async () => {
    const guest = await api.guest();
    ok(await call('POST', 'add-to-cart', guest, { body: hourly('toyota-corolla-2024') }));
    const refused = async (body: Record<string, unknown>, message: string) => {
      const answer = await call('POST', 'add-to-cart', guest, { body });
      expect(answer.status, answer.text).toBe(403);
      expect(answer.json.errors).toEqual([{ code: 'cart_item', message }]);
    };
    await refused(hourly('toyota-corolla-2024'), 'This vehicle is already in your cart.');
    await refused(hourly('toyota-hiace-2022'), 'This vehicle does not offer this trip type.');
    await refused(
      hourly('mitsubishi-attrage-2023'),
      'Your cart holds vehicles of another provider.',
    );
    await refused(distance('kia-picanto-2024'), 'Your cart holds a trip of another type.');
    await refused(distance('nissan-sunny-2023'), 'This vehicle does not offer this trip type.');
  });

  it('refuses more units than are free, a past or closed pickup, a pickup out of the zones', async () => {
    const guest = await api.guest();
    const refused = async (body: Record<string, unknown>, message: string) => {
      const answer = await call('POST', 'add-to-cart', guest, { body });
      expect(answer.status, answer.text).toBe(403);
      expect(answer.json.errors?.[0]).toEqual({ code: 'cart_item', message });
    };
    await refused(
      hourly('toyota-corolla-2024', { quantity: 5 }),
      "You can't add more than 4 quantities of this vehicle.",
    );
    await refused(
      hourly('toyota-corolla-2024', { pickup_time: '2030-01-08 01:00 PM' }),
      'The pickup time must be in the future.',
    );
    await refused(
      hourly('toyota-corolla-2024', { pickup_time: '2030-01-09 03:00 AM' }),
      'The provider is closed at the pickup time.',
    );
    await refused(
      hourly('toyota-corolla-2024', { pickup_location: MARINA }),
      'The provider does not pick up in this zone.',
    );
    await refused(
      hourly('toyota-corolla-2024', { vehicle_id: 999_999 }),
      'This vehicle was not found.',
    );
    const arabic = await api.call<{ errors: { message: string }[] }>(
      'POST',
      '/rental/user/cart/add-to-cart',
      {
        headers: { ...headers, 'X-localization': 'ar' },
        body: { ...hourly('toyota-corolla-2024', { quantity: 5 }), guest_id: guest },
      },
    );
    expect(arabic.json.errors[0]!.message).toBe('لا يمكنك إضافة أكثر من 4 من هذه المركبة.');
  });

  it('refuses bad input with 403 and the field, and an unknown caller with 401', async () => {
    const guest = await api.guest();
    const bad = await call('POST', 'add-to-cart', guest, {
      body: hourly('toyota-corolla-2024', { estimated_hours: null }),
    });
    expect(bad.status).toBe(403);
    expect(bad.json.errors?.[0]?.code).toBe('estimated_hours');
    const anonymous = await api.call('POST', '/rental/user/cart/add-to-cart', {
      headers,
      body: hourly('toyota-corolla-2024'),
    });
    expect(anonymous.status).toBe(401);
    const noModule = await api.call('GET', '/rental/user/cart/get-cart', {
      query: { guest_id: guest },
    });
    expect(noModule.status).toBe(403);
  });
});

describe('changing the trip cart', () => {
  it('updates a quantity and the trip, priced again; refuses another owner’s line with 404', async () => {
    const guest = await api.guest();
    const added = ok(
      await call('POST', 'add-to-cart', guest, { body: hourly('toyota-corolla-2024') }),
    ).json;
    const line = added.carts[0]!;
    const { vehicle_id: _, ...trip } = hourly('toyota-corolla-2024', { estimated_hours: 5 });
    const updated = ok(
      await call('PUT', 'update-cart', guest, { body: { ...trip, cart_id: line.id, quantity: 3 } }),
    ).json;
    expect(updated.carts[0]!.quantity).toBe(3);
    expect(updated.carts[0]!.price).toBe(
      rentalLinePrice(updated.carts[0]!.vehicle, 3, { type: 'hourly', hours: 5, km: 0 }).total,
    );
    expect(tripOf(updated).estimated_hours).toBe(5);

    const other = await api.guest();
    const stolen = await call('PUT', 'update-cart', other, {
      body: { ...trip, cart_id: line.id, quantity: 1 },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.errors?.[0]?.code).toBe('cart_not_found');
    const over = await call('PUT', 'update-cart', guest, {
      body: { ...trip, cart_id: line.id, quantity: 9 },
    });
    expect(over.status).toBe(403);
    expect(over.json.errors?.[0]?.message).toBe(
      "You can't add more than 4 quantities of this vehicle.",
    );
  });

  it('lists the vehicles that do not offer a new trip type, then changes it once they are removed', async () => {
    const guest = await api.guest();
    ok(await call('POST', 'add-to-cart', guest, { body: hourly('toyota-corolla-2024') }));
    const both = ok(
      await call('POST', 'add-to-cart', guest, { body: hourly('nissan-sunny-2023') }),
    ).json;
    const trip = tripOf(both);
    const { vehicle_id: _, quantity: __, ...toDistance } = distance('toyota-corolla-2024');
    const listed = ok(
      await call('PUT', `update-user-data/${trip.id}`, guest, {
        body: { ...toDistance, userId: null },
      }),
    ).json;
    expect(listed.vehicles!.map((v) => v.vehicle_id)).toEqual([id('nissan-sunny-2023')]);
    expect(tripOf(listed).rental_type).toBe('hourly');

    const sunny = both.carts.find((e) => e.vehicle_id === id('nissan-sunny-2023'))!;
    const removed = ok(
      await call('DELETE', 'remove-multiple-cart', guest, { query: { cart_ids: `[${sunny.id}]` } }),
    ).json;
    expect(removed.carts.map((e) => e.vehicle_id)).toEqual([id('toyota-corolla-2024')]);
    const changed = ok(
      await call('PUT', `update-user-data/${trip.id}`, guest, { body: toDistance }),
    ).json;
    expect(changed.vehicles).toEqual([]);
    expect(tripOf(changed).rental_type).toBe('distance_wise');
    expect(tripOf(changed).distance).toBe(20.5);
    expect(changed.carts[0]!.price).toBe(
      rentalLinePrice(changed.carts[0]!.vehicle, 1, { type: 'distance', hours: 0, km: 20.5 }).total,
    );

    const other = await api.guest();
    const foreign = await call('PUT', `update-user-data/${trip.id}`, other, { body: toDistance });
    expect(foreign.status).toBe(404);
  });

  it('removes one vehicle (cart_id of the request or the path), keeps the trip, then removes the cart', async () => {
    const guest = await api.guest();
    ok(await call('POST', 'add-to-cart', guest, { body: hourly('toyota-corolla-2024') }));
    const two = ok(
      await call('POST', 'add-to-cart', guest, { body: hourly('kia-picanto-2024') }),
    ).json;
    const [first, second] = two.carts;
    const other = await api.guest();
    expect((await call('DELETE', `remove-vehicle/${first!.id}`, other)).status).toBe(404);
    const one = ok(await call('DELETE', `remove-vehicle/${first!.id}`, guest)).json;
    expect(one.carts.map((e) => e.id)).toEqual([second!.id]);
    const none = ok(
      await call('DELETE', 'remove-vehicle/1', guest, { query: { cart_id: String(second!.id) } }),
    ).json;
    expect(none.carts).toEqual([]);
    // By its vehicle.
    ok(await call('POST', 'add-to-cart', guest, { body: hourly('kia-picanto-2024') }));
    const byVehicle = ok(
      await call('DELETE', 'remove-vehicle/1', guest, {
        query: { vehicle_id: String(id('kia-picanto-2024')) },
      }),
    ).json;
    expect(byVehicle.carts).toEqual([]);
    expect(tripOf(none).id).toBe(tripOf(two).id);
    const gone = ok(await call('DELETE', 'remove-cart', guest)).json;
    expect(gone).toEqual({ carts: [], user_data: [], status: 'success' });
    expect(ok(await call('GET', 'get-cart', guest)).json).toEqual({ carts: [], user_data: [] });
  });

  it('empties the cart when the zones sent do not include the provider’s pickup zone', async () => {
    const guest = await api.guest();
    ok(await call('POST', 'add-to-cart', guest, { body: hourly('toyota-corolla-2024') }));
    const kept = await api.call<CartAnswer>('GET', '/rental/user/cart/get-cart', {
      headers: { ...headers, zoneId: JSON.stringify(demo.zoneIds) },
      query: { guest_id: guest },
    });
    expect(kept.json.carts).toHaveLength(1);
    const other = demo.zoneIds.filter(
      (z) => !kept.json.carts[0]!.provider.pickup_zone_id.includes(z),
    );
    const cleared = await api.call<CartAnswer>('GET', '/rental/user/cart/get-cart', {
      headers: { ...headers, zoneId: JSON.stringify(other) },
      query: { guest_id: guest },
    });
    expect(cleared.json).toEqual({ carts: [], user_data: [] });
  });
});

describe('a signed-in customer', () => {
  it('has a cart of their own by token, and gets the guest’s cart on sign-in', async () => {
    const [user] = await demo.db.select({ id: users.id }).from(users).limit(1);
    const token = await customerToken(demo.db, user!.id, api.now);
    const mine = ok(
      await call('POST', 'add-to-cart', null, { body: hourly('kia-picanto-2024'), auth: token }),
    ).json;
    expect(mine.carts[0]!.is_guest).toBe(0);
    const guest = await api.guest();
    ok(await call('POST', 'add-to-cart', guest, { body: hourly('toyota-corolla-2024') }));
    // Another owner's line is not the customer's.
    const guestCart = ok(await call('GET', 'get-cart', guest)).json;
    const foreign = await call('DELETE', `remove-vehicle/${guestCart.carts[0]!.id}`, null, {
      auth: token,
    });
    expect(foreign.status).toBe(404);
  });
});
