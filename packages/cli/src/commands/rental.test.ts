// `rental …` against a fake server answering like the v1 API: the search machine (a past pickup
// time, the route mode by mode), the trip cart machine's dialogs (refused off a terminal without
// --yes, confirmed with it), the quantity rule's message, the trip type change with "remove and
// continue", and the rental module's zone check after `module use rental`.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { tripCartFixtures as f } from '@storefront/core/machines/trip-cart.model';
import type { RentalCartEntry, RentalCartResponse } from '@storefront/core/domain/rental';
import { EXIT } from '../errors.js';

const CONFIG = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  tax_included: 0,
  guest_checkout_status: 1,
};

const RENTAL = { id: 6, module_type: 'rental', module_name: 'Rental', zones: [{ id: 1 }] };

const {
  cli: runCli,
  readSession,
  writeSession,
} = cliHarness('rental', () => ({
  zoneid: '[1]',
  guest_id: 'g1',
  location: 'The Dubai Mall, Downtown Dubai',
  currentLatLng: JSON.stringify({ lat: 25.1985, lng: 55.2796 }),
  module: JSON.stringify(RENTAL),
}));

/** The searched trip of the fixtures, far in the future (3 hours from 2:30 PM). */
const trip = (type: 'hourly' | 'distance') =>
  JSON.stringify({
    ...f.plans[type === 'hourly' ? 'threeHours' : 'distance'],
    pickupAt: { date: '2099-01-05', seconds: 14 * 3600 + 30 * 60 },
    pickupTime: '2099-01-05 02:30 PM',
  });

const distance = (status: 'OK' | 'ZERO_RESULTS') => ({
  originIndex: 0,
  destinationIndex: 0,
  status,
  condition: status === 'OK' ? 'ROUTE_EXISTS' : 'ROUTE_NOT_FOUND',
  distanceMeters: status === 'OK' ? 23412 : 0,
  duration: status === 'OK' ? '6954s' : '0s',
  localizedValues: { distance: { text: '' }, duration: { text: '' } },
});

/** A booked trip as get-trip-details answers it (the fields the CLI reads). */
const TRIP = {
  id: 100001,
  user_id: 'g1',
  is_guest: 1,
  provider_id: 4,
  trip_amount: 113.4,
  discount_on_trip: 0,
  coupon_discount_amount: 0,
  tax_amount: 5.4,
  tax_status: 'excluded',
  trip_status: 'confirmed',
  payment_status: 'unpaid',
  trip_type: 'hourly',
  pickup_location: { location_name: 'The Dubai Mall', lat: 25.1985, lng: 55.2796 },
  destination_location: { location_name: 'Dubai Marina Walk', lat: 25.0805, lng: 55.1403 },
  user_info: { contact_person_name: 'Layla Haddad', contact_person_number: '+971501234567' },
  schedule_at: '2099-01-05 14:30:00',
  estimated_trip_end_time: '2099-01-05 17:30:00',
  pending: '2099-01-01 10:00:00',
  confirmed: '2099-01-01 10:01:00',
  created_at: '2099-01-01 10:00:00',
  provider: { id: 4, name: 'Desert Wheels' },
  trip_details: [
    {
      id: 1,
      trip_id: 100001,
      vehicle_id: 31,
      quantity: 1,
      vehicle_details: { name: 'Toyota Camry 2023' },
    },
  ],
};

/** The rental coupons the fake server knows (as rental/coupon/apply answers them). */
const coupon = (code: string, fields: Record<string, unknown>) => ({
  id: code.length,
  title: code,
  code,
  coupon_type: 'default',
  discount_type: 'amount',
  max_discount: 0,
  start_date: '2020-01-01',
  expire_date: '2099-12-31',
  limit: null,
  data: [],
  module_id: 6,
  store_id: null,
  created_by: 'admin',
  customer_id: ['all'],
  status: 1,
  ...fields,
});
const COUPONS: Record<string, ReturnType<typeof coupon>> = {
  DESERT10: coupon('DESERT10', {
    coupon_type: 'store_wise',
    discount_type: 'percent',
    discount: 10,
    min_purchase: 50,
    data: [4],
  }),
  DRIVE100: coupon('DRIVE100', { discount: 100, min_purchase: 500 }),
};

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A server holding a trip cart (`initial`) that the cart calls change as the v1 API does. */
function fakeServer(initial: RentalCartResponse = f.hourlyCart) {
  const requests: Seen[] = [];
  let cart: RentalCartResponse = initial;
  const vehicles = Object.values(f.vehicles);
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
    const text = request.method === 'GET' ? '' : await request.text();
    const seen = {
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : null,
    };
    requests.push(seen);
    if (path === '/config') return json(CONFIG);
    if (path === '/config/geocode-api') {
      return json({ results: [{ formatted_address: 'Dubai Marina Walk' }], status: 'OK' });
    }
    if (path === '/config/distance-api') {
      return json(distance(seen.query.mode === 'driving' ? 'ZERO_RESULTS' : 'OK'));
    }
    if (path === '/rental/vehicle/search') {
      return json({ total_size: vehicles.length, limit: 12, offset: 1, vehicles });
    }
    const details = /^\/rental\/vehicle\/get-vehicle-details\/(\d+)$/.exec(path);
    if (details) return json(vehicles.find((v) => v.id === Number(details[1])));
    if (path === '/rental/user/cart/get-cart') return json(cart);
    if (path === '/rental/user/cart/remove-cart') {
      cart = { carts: [], user_data: [] };
      return json({ ...cart, status: 'success' });
    }
    if (path === '/rental/user/cart/add-to-cart') {
      const body = seen.body as { vehicle_id: number; quantity: number };
      const v = vehicles.find((x) => x.id === body.vehicle_id)!;
      const line: RentalCartEntry = {
        ...f.hourlyCart.carts[0]!,
        id: 200 + v.id,
        vehicle_id: v.id,
        provider_id: v.provider_id!,
        vehicle: v,
        provider: v.provider!,
        quantity: body.quantity,
      };
      cart = { carts: [...cart.carts, line], user_data: f.hourlyCart.user_data };
      return json(cart);
    }
    if (path.startsWith('/rental/user/cart/update-user-data/')) {
      const body = seen.body as { rental_type: string };
      const without = cart.carts.filter(
        (c) => body.rental_type !== 'hourly' && c.vehicle.trip_distance !== 1,
      );
      if (without.length > 0) return json({ ...cart, vehicles: without });
      cart = { ...cart, user_data: f.distanceCart.user_data };
      return json({ ...cart, vehicles: [] });
    }
    if (path === '/rental/user/cart/remove-multiple-cart') {
      const ids = JSON.parse(seen.query.cart_ids ?? '[]') as number[];
      cart = { ...cart, carts: cart.carts.filter((c) => !ids.includes(c.id)) };
      return json(cart);
    }
    if (path === '/rental/coupon/apply') {
      const coupon = COUPONS[(seen.query.code ?? '').toUpperCase()];
      if (!request.headers.get('Authorization')) {
        return json({ errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] }, 401);
      }
      if (!coupon) return json({ errors: [{ code: 'coupon', message: 'Coupon not found' }] }, 404);
      return json(coupon);
    }
    if (path === '/rental/user/trip/trip-booking') {
      cart = { carts: [], user_data: [] };
      return json(100001);
    }
    if (path.startsWith('/rental/user/trip/get-trip-list/')) {
      return json({ total_size: 1, limit: 10, offset: 1, trips: [TRIP] });
    }
    if (path === '/rental/user/trip/get-trip-details') return json(TRIP);
    if (path === '/rental/user/trip/cancel-trip')
      return json({ message: 'Trip canceled successfully.' });
    if (path === '/rental/user/wish-list/add') return json({ message: 'Successfully added!' });
    if (path === '/rental/user/wish-list') {
      return json({ vehicles: [f.vehicles.camry], providers: [] });
    }
    if (path === '/customer/info') {
      return json({
        id: 1,
        f_name: 'Omar',
        l_name: 'Farouk',
        phone: '+971559876543',
        email: 'omar@example.com',
      });
    }
    return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
  }) as typeof globalThis.fetch;
  return { requests, fetch, cart: () => cart };
}

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests, server };
}

const writes = (requests: Seen[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

describe('rental search', () => {
  const common = ['--destination', '25.0805,55.1403', '--at', '2099-01-05 14:30'];

  it('an hourly search keeps the trip and lists its vehicles with the hourly price', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'rental',
      'search',
      ...common,
      '--hours',
      '3',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result.trip).toMatchObject({
      type: 'hourly',
      pickupTime: '2099-01-05 02:30 PM',
      hours: 3,
      pickup: { location_name: 'The Dubai Mall, Downtown Dubai' },
      destination: { location_name: 'Dubai Marina Walk', lat: 25.0805, lng: 55.1403 },
    });
    expect(result.vehicles[0]).toMatchObject({ id: 31, price: 'AED12.00/Hrs' });
    expect(requests.find((r) => r.path === '/rental/vehicle/search')?.query.trip_type).toBe(
      'hourly',
    );
    expect(requests.some((r) => r.path === '/config/distance-api')).toBe(false);
    expect(JSON.parse(readSession().rental_trip!)).toEqual(result.trip);
    expect(JSON.parse(readSession().destination_location!)).toEqual([result.trip.destination]);
  });

  it('a distance-wise search routes driving, then walking, and keeps the route’s km', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'rental',
      'search',
      '--type',
      'distance',
      ...common,
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    const modes = requests
      .filter((r) => r.path === '/config/distance-api')
      .map((r) => r.query.mode);
    expect(modes).toEqual(['driving', 'walking']);
    expect(JSON.parse(stdout).trip).toMatchObject({
      type: 'distance',
      km: 23.412,
      hours: 1,
      distanceSource: 'route',
    });
  });

  it('a pickup time in the past is refused with the spec’s message (exit 1)', async () => {
    const { code, stdout } = await cli([
      '--json',
      'rental',
      'search',
      '--destination',
      '25.0805,55.1403',
      '--at',
      '2001-01-05 14:30',
      '--hours',
      '3',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error.message).toBe('The pickup time must be in the future.');
  });

  it('needs the rental module', async () => {
    writeSession({ zoneid: '[1]', module: JSON.stringify({ id: 1, module_type: 'grocery' }) });
    const { code, stderr } = await cli(['rental', 'search', ...common]);
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain('storefront module use rental');
  });
});

describe('rental cart', () => {
  it("another provider's vehicle: refused without --yes off a terminal, nothing removed", async () => {
    writeSession({ ...readSession(), rental_trip: trip('hourly') });
    const { code, stdout, requests } = await cli(['--json', 'rental', 'cart', 'add', '41']);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({
      code: 'confirm_required',
      message: expect.stringContaining('Are you sure want to reset ?'),
    });
    expect(writes(requests)).toEqual([]);
  });

  it('with --yes: remove-cart, then add-to-cart with the searched trip', async () => {
    writeSession({ ...readSession(), rental_trip: trip('hourly') });
    const { code, stdout, requests } = await cli([
      '--json',
      'rental',
      'cart',
      'add',
      '41',
      '--yes',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result.outcome).toBe('replaced');
    expect(result.toasts).toContainEqual({
      kind: 'success',
      message: 'The vehicle successfully added to your cart.',
    });
    expect(writes(requests)).toEqual([
      'DELETE /rental/user/cart/remove-cart',
      'POST /rental/user/cart/add-to-cart',
    ]);
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      vehicle_id: 41,
      quantity: 1,
      rental_type: 'hourly',
      estimated_hours: 3,
      pickup_time: '2099-01-05 02:30 PM',
      guest_id: 'g1',
    });
    expect(result.cart.lines.map((l: { name: string }) => l.name)).toEqual(['Jeep Wrangler']);
  });

  it('without a search, adding is refused with the trip message', async () => {
    const { code, stdout } = await cli(['--json', 'rental', 'cart', 'add', '33']);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error.message).toContain('Search a trip first');
  });

  it('more units than free: "You can\'t add more than 2 quantities of this vehicle."', async () => {
    writeSession({ ...readSession(), rental_trip: trip('hourly') });
    const { code, stdout, requests } = await cli([
      '--json',
      'rental',
      'cart',
      'quantity',
      '102',
      '3',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error.message).toBe(
      "You can't add more than 2 quantities of this vehicle.",
    );
    expect(writes(requests)).toEqual([]);
  });

  it('list: the trip as the drawer shows it, the lines and core’s total', async () => {
    const { code, stdout } = await cli(['--json', 'rental', 'cart', 'list']);
    expect(code, stdout).toBe(EXIT.ok);
    const { cart } = JSON.parse(stdout);
    expect(cart.trip).toMatchObject({ type: 'hourly', length: '3 Hrs' });
    expect(cart.lines.map((l: { id: number; quantity: number }) => [l.id, l.quantity])).toEqual([
      [101, 1],
      [102, 2],
    ]);
    // 12/h × 3 h × 3 vehicles = 108, and Desert Wheels' 5 % tax
    expect(cart.amounts).toMatchObject({ price: 108, tax: 5.4, total: 113.4 });
    expect(cart.total).toBe('AED113.40');
  });
});

describe('rental trip type', () => {
  it('to distance: asks, lists the Urvan, and "remove and continue" removes it then changes the trip', async () => {
    writeSession({ ...readSession(), rental_trip: trip('hourly') });
    const refused = await cli(['--json', 'rental', 'trip', 'type', 'distance']);
    expect(refused.code).toBe(EXIT.failure);
    expect(JSON.parse(refused.stdout).error.message).toContain('Do you want to change trip type');
    // the search keeps its type when the cart kept its own
    expect(JSON.parse(readSession().rental_trip!).type).toBe('hourly');

    const { code, stdout, requests } = await cli([
      '--json',
      'rental',
      'trip',
      'type',
      'distance',
      '--yes',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(writes(requests)).toEqual([
      'PUT /rental/user/cart/update-user-data/7',
      'DELETE /rental/user/cart/remove-multiple-cart',
      'PUT /rental/user/cart/update-user-data/7',
    ]);
    expect(requests.find((r) => r.path.endsWith('remove-multiple-cart'))?.query).toEqual({
      cart_ids: '[102]',
      guest_id: 'g1',
    });
    const result = JSON.parse(stdout);
    expect(result.outcome).toBe('tripChanged');
    expect(result.cart.lines.map((l: { name: string }) => l.name)).toEqual(['Toyota Camry 2023']);
    expect(JSON.parse(readSession().rental_trip!)).toMatchObject({ type: 'distance', km: 23.412 });
  });
});

describe('module use rental', () => {
  function moduleServer(zones: number[]) {
    const server = fakeServer();
    const inner = server.fetch;
    server.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(new Request(input, init).url).pathname.replace('/api/v1', '');
      if (path === '/module') return json([{ ...RENTAL, zones: zones.map((id) => ({ id })) }]);
      return inner(input, init);
    }) as typeof globalThis.fetch;
    return server;
  }

  it('a zone without the cart’s pickup zone clears the trip cart with the spec’s text', async () => {
    writeSession({ ...readSession(), zoneid: '[3]' });
    const { code, stdout, requests } = await cli(
      ['--json', 'module', 'use', 'rental'],
      moduleServer([3]),
    );
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result.tripCart).toBe('cleared');
    expect(result.toasts.map((t: { message: string }) => t.message)).toContain(
      'Your cart has been cleared as the selected zone does not support the previous pickup point.',
    );
    expect(writes(requests)).toEqual(['DELETE /rental/user/cart/remove-cart']);
  });

  it('a zone with it keeps the cart: "Location set successfully"', async () => {
    const { code, stdout } = await cli(['--json', 'module', 'use', 'rental'], moduleServer([1]));
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result.tripCart).toBe('kept');
    expect(result.toasts.map((t: { message: string }) => t.message)).toContain(
      'Location set successfully',
    );
  });
});

describe('rental book and trips', () => {
  /** The hourly cart picked up in 2099 (booking refuses a pickup time in the past). */
  const future: RentalCartResponse = {
    ...f.hourlyCart,
    user_data: { ...(f.hourlyCart.user_data as object), pickup_time: '2099-01-05 02:30 PM' },
  } as RentalCartResponse;

  it('a guest books with the pickup contact: core’s trip amount, an Idempotency-Key, the trip id', async () => {
    const { code, stdout, requests } = await cli(
      [
        '--json',
        'rental',
        'book',
        '--name',
        'Layla Haddad',
        '--phone',
        '+971501234567',
        '--email',
        'layla@example.com',
      ],
      fakeServer(future),
    );
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ tripId: 100001, amounts: { total: 113.4 }, total: 'AED113.40' });
    expect(result.toasts).toContainEqual({ kind: 'success', message: 'Your trip is booked.' });
    const booking = requests.find((r) => r.path === '/rental/user/trip/trip-booking')!;
    expect(booking.body).toEqual({
      trip_amount: 113.4,
      trip_type: 'hourly',
      provider_id: 4,
      payment_method: 'cash_on_delivery',
      contact_person_name: 'Layla Haddad',
      contact_person_number: '+971501234567',
      contact_person_email: 'layla@example.com',
      guest_id: 'g1',
    });
  });

  it("a guest's missing contact: the contact form's messages per option (exit 2)", async () => {
    const { code, stderr, requests } = await cli(['rental', 'book', '--email', 'layla@']);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('--name: name is required');
    expect(stderr).toContain('--phone: phone number required');
    expect(stderr).toContain('--email: Please insert a valid email.');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a payment method not taken yet is refused (exit 1)', async () => {
    const { code, stdout } = await cli(
      [
        '--json',
        'rental',
        'book',
        '--name',
        'Layla',
        '--phone',
        '+971501234567',
        '--email',
        'layla@example.com',
        '--payment',
        'wallet',
      ],
      fakeServer(future),
    );
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error.message).toBe(
      'This payment method is not available for trips.',
    );
  });

  it('--coupon: a customer’s coupon applied by the machine, its discount in the amounts and coupon_code in the booking', async () => {
    writeSession({ ...readSession(), token: 'tok-1', guest_id: undefined });
    const { code, stdout, requests } = await cli(
      ['--json', 'rental', 'book', '--email', 'omar@example.com', '--coupon', 'desert10'],
      fakeServer(future),
    );
    expect(code, stdout).toBe(EXIT.ok);
    const result = JSON.parse(stdout);
    // 108 − 10.80 = 97.20, 5 % tax 4.86: 102.06
    expect(result).toMatchObject({
      coupon: 'DESERT10',
      amounts: { price: 108, coupon: 10.8, tax: 4.86, total: 102.06 },
      total: 'AED102.06',
      couponDiscount: 'AED10.80',
    });
    expect(result.toasts.map((t: { message: string }) => t.message)).toEqual([
      'Coupon applied successfully',
      'Your trip is booked.',
    ]);
    const apply = requests.find((r) => r.path === '/rental/coupon/apply')!;
    expect(apply.query).toEqual({ code: 'desert10', provider_id: '4' });
    const booking = requests.find((r) => r.path === '/rental/user/trip/trip-booking')!;
    expect(booking.body).toMatchObject({ trip_amount: 102.06, coupon_code: 'DESERT10' });
  });

  it('--coupon refused: the server’s message, or core’s minimum purchase for the trip; nothing booked (exit 1)', async () => {
    writeSession({ ...readSession(), token: 'tok-1', guest_id: undefined });
    const unknown = await cli(
      ['--json', 'rental', 'book', '--email', 'omar@example.com', '--coupon', 'NOPE'],
      fakeServer(future),
    );
    expect(unknown.code).toBe(EXIT.failure);
    expect(JSON.parse(unknown.stdout).error).toMatchObject({
      code: 'coupon',
      message: 'Coupon not found',
    });
    const small = await cli(
      ['--json', 'rental', 'book', '--email', 'omar@example.com', '--coupon', 'DRIVE100'],
      fakeServer(future),
    );
    expect(small.code).toBe(EXIT.failure);
    expect(JSON.parse(small.stdout).error.message).toBe(
      'To apply this coupon,the minimum purchase amount is AED500.00',
    );
    for (const run of [unknown, small]) {
      expect(run.requests.some((r) => r.path === '/rental/user/trip/trip-booking')).toBe(false);
    }
  });

  it('--coupon as a guest: sign in first, nothing asked of the server (exit 1)', async () => {
    const { code, stdout, requests } = await cli(
      [
        '--json',
        'rental',
        'book',
        '--name',
        'Layla Haddad',
        '--phone',
        '+971501234567',
        '--email',
        'layla@example.com',
        '--coupon',
        'DESERT10',
      ],
      fakeServer(future),
    );
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error.message).toBe('Please sign in to use this coupon');
    expect(requests.some((r) => r.path.startsWith('/rental/coupon'))).toBe(false);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('trips, a trip with its steps, and cancelling with a reason', async () => {
    const list = await cli(['--json', 'rental', 'trips', '--list', 'running']);
    expect(list.code, list.stdout).toBe(EXIT.ok);
    expect(JSON.parse(list.stdout).trips[0]).toMatchObject({
      id: 100001,
      statusText: 'Confirmed',
      total: 'AED113.40',
      cancelable: true,
    });
    expect(list.requests.some((r) => r.path.endsWith('get-trip-list/running'))).toBe(true);

    const shown = await cli(['--json', 'rental', 'trip', '100001']);
    const view = JSON.parse(shown.stdout);
    expect(
      view.steps.map((x: { status: string; reached: boolean }) => [x.status, x.reached]),
    ).toEqual([
      ['pending', true],
      ['confirmed', true],
      ['ongoing', false],
      ['completed', false],
    ]);
    expect(view.vehicles).toEqual([{ id: 31, name: 'Toyota Camry 2023', quantity: 1 }]);
    expect(view.pickupTime).toBe('2099-01-05 02:30 PM');

    const cancel = await cli(['--json', 'rental', 'cancel', '100001', '--reason', 'Plans changed']);
    expect(cancel.code).toBe(EXIT.ok);
    expect(JSON.parse(cancel.stdout)).toEqual({
      tripId: 100001,
      message: 'Trip canceled successfully.',
    });
    expect(cancel.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      trip_id: 100001,
      reason: 'Plans changed',
      guest_id: 'g1',
    });
  });
});

describe('the rental wishlist', () => {
  it('a customer wishes a vehicle with the heart machine and lists the rental wishlist', async () => {
    writeSession({ ...readSession(), token: 'tok-1' });
    const added = await cli(['--json', 'wishlist', 'add', '31', '--vehicle']);
    expect(added.code, added.stdout).toBe(EXIT.ok);
    expect(JSON.parse(added.stdout)).toMatchObject({
      kind: 'vehicle',
      id: 31,
      wished: true,
      message: 'Successfully added!',
    });
    const post = added.requests.find((r) => r.method === 'POST')!;
    expect([post.path, post.query]).toEqual(['/rental/user/wish-list/add', { vehicle_id: '31' }]);

    const list = await cli(['--json', 'wishlist', 'list', '--rental']);
    expect(JSON.parse(list.stdout)).toEqual({
      vehicles: [{ id: 31, name: 'Toyota Camry 2023' }],
      providers: [],
    });
  });

  it('a guest is told to sign in', async () => {
    const { code, stdout, requests } = await cli(['--json', 'wishlist', 'add', '31', '--vehicle']);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error.message).toBe('You are not logged in');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
