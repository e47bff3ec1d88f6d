/**
 * Fifty guests racing for the last free unit of a vehicle (issue 11), over HTTP against a real
 * server (the demo marketplace at a fixed moment), on PGlite and on PostgreSQL: each fills its
 * trip cart with the Land Cruiser (one unit) for the same afternoon, then all book at once.
 * Exactly one booking succeeds; the 49 others get 403 `vehicle` ("… only 0 free at the pickup
 * time …"); the unit serves exactly one trip, and nothing answers 500.
 */
import { expect } from 'vitest';
import { tripCartTotals } from '@storefront/core/domain/rental-cart';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { onBothDatabases } from '../testing/both-databases.js';
import { PLACES, TUESDAY_1430 } from '../ordering/testing.js';

function client(base: string) {
  return async <T = unknown>(
    method: string,
    path: string,
    options: {
      query?: Record<string, string | number>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<{ status: number; json: T }> => {
    const url = new URL(`${base}/api/v1${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
    const response = await fetch(url, {
      method,
      headers: { 'Content-Type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, json: (await response.json()) as T };
  };
}

const CLIENTS = 50;

interface Config {
  tax_included: number;
  additional_charge_status: number;
  additional_charge: number;
  digit_after_decimal_point: number;
}

async function race(base: string) {
  const call = client(base);
  const modules = (await call<{ id: number; module_type: string }[]>('GET', '/module')).json;
  const headers = { moduleId: String(modules.find((m) => m.module_type === 'rental')!.id) };
  const vehicle = (
    await call<{ id: number; total_vehicle_count: number }>(
      'GET',
      '/rental/vehicle/get-vehicle-details/toyota-land-cruiser-2023',
      { headers },
    )
  ).json;
  expect(vehicle.total_vehicle_count).toBe(1);
  const config = (await call<Config>('GET', '/config')).json;

  // Every client fills its cart first (one by one), then all book at once.
  const prepared = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const guest = (await call<{ guest_id: string }>('POST', '/auth/guest/request', { body: {} }))
      .json.guest_id;
    const cart = await call<RentalCartResponse>('POST', '/rental/user/cart/add-to-cart', {
      headers,
      body: {
        vehicle_id: vehicle.id,
        quantity: 1,
        pickup_location: {
          location_name: 'Burj Khalifa',
          lat: PLACES.downtown.lat,
          lng: PLACES.downtown.lng,
        },
        destination_location: null,
        rental_type: 'hourly',
        estimated_hours: 4,
        pickup_time: '2030-01-08 04:30 PM',
        guest_id: guest,
      },
    });
    expect(cart.status).toBe(200);
    const provider = cart.json.carts[0]!.provider;
    const totals = tripCartTotals(cart.json, {
      providerDiscount: provider.discount ?? null,
      tax: { rate: provider.tax, included: config.tax_included === 1 },
      additionalCharge: {
        status: config.additional_charge_status,
        amount: config.additional_charge,
      },
      digits: config.digit_after_decimal_point,
    })!;
    prepared.push({
      guest,
      body: {
        trip_amount: totals.total,
        payment_method: 'cash_on_delivery',
        contact_person_name: `Driver ${i}`,
        contact_person_number: `+97150000${2000 + i}`,
        guest_id: guest,
      },
    });
  }
  const answers = await Promise.all(
    prepared.map(({ guest, body }) =>
      call<number | { errors: { code: string; message: string }[] }>(
        'POST',
        '/rental/user/trip/trip-booking',
        { body, headers: { ...headers, 'Idempotency-Key': `race-${guest}` } },
      ),
    ),
  );
  const won = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 403);
  expect(won).toHaveLength(1);
  expect(refused).toHaveLength(CLIENTS - 1);
  for (const answer of refused) {
    const error = (answer.json as { errors: { code: string; message: string }[] }).errors[0]!;
    expect(error.code).toBe('vehicle');
    expect(error.message).toMatch(/only 0 free at the pickup time/);
  }
  // The unit is taken for that afternoon: the vehicle shows none free to a new cart.
  const late = (await call<{ guest_id: string }>('POST', '/auth/guest/request', { body: {} })).json
    .guest_id;
  const busy = await call<{ errors: { code: string }[] }>('POST', '/rental/user/cart/add-to-cart', {
    headers,
    body: {
      vehicle_id: vehicle.id,
      pickup_location: {
        location_name: 'Burj Khalifa',
        lat: PLACES.downtown.lat,
        lng: PLACES.downtown.lng,
      },
      rental_type: 'hourly',
      estimated_hours: 1,
      pickup_time: '2030-01-08 06:00 PM',
      guest_id: late,
    },
  });
  expect(busy.status).toBe(403);
}

onBothDatabases(
  'racing for the last free unit over HTTP',
  'books the last unit exactly once',
  TUESDAY_1430,
  race,
);
