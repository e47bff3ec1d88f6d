// A guest books a distance-wise trip from the command line and cancels it: Dubai Mall and the
// rental module, a search to Dubai Marina tomorrow at 10:00 (the route, or the straight line when
// the map has none), a vehicle that offers distance-wise trips, the trip cart's total (core's
// rental pricing), booking with the pickup contact (cash at pickup), the trip in the running
// list with the amount the cart showed, and cancelling it with a reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storefront } from './cli.js';

const api = inject('serverUrl');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-rental-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  storefront(['--api', api, '--session', join(dir, 'guest.json'), ...args]);

async function json<T>(pending: ReturnType<typeof run>) {
  const result = await pending;
  expect(result.code, result.stderr || result.stdout).toBe(0);
  return JSON.parse(result.stdout) as T;
}

interface SearchResult {
  trip: { type: string; km: number; hours: number; distanceSource: string; pickupTime: string };
  vehicles: { id: number; name: string; tripTypes: string[]; units: number }[];
}

interface CartResult {
  outcome?: string;
  cart: {
    empty: boolean;
    trip: { type: string; length: string } | null;
    lines: { id: number; vehicleId: number; quantity: number }[];
    amounts: { total: number } | null;
  };
  toasts: { kind: string; message: string }[];
}

interface TripView {
  id: number;
  status: string;
  type: string;
  amount: number;
  vehicles: { id: number; quantity: number }[];
  cancelable: boolean;
}

describe('a guest books a distance-wise trip from the command line and cancels it', () => {
  let vehicleId = 0;
  let total = 0;
  let tripId = 0;

  it('chooses Dubai Mall and the rental module', async () => {
    expect((await run('location', 'set', '--search', 'Dubai Mall')).code).toBe(0);
    const chosen = await json<{ module: { type: string } }>(
      run('--json', 'module', 'use', 'rental'),
    );
    expect(chosen.module.type).toBe('rental');
  });

  it('searches a distance-wise trip to Dubai Marina tomorrow at 10:00', async () => {
    const result = await json<SearchResult>(
      run(
        '--json',
        'rental',
        'search',
        '--type',
        'distance',
        '--destination',
        'Dubai Marina',
        '--at',
        'tomorrow 10:00',
      ),
    );
    expect(result.trip.type).toBe('distance');
    expect(result.trip.km).toBeGreaterThan(1);
    expect(result.trip.pickupTime).toMatch(/^\d{4}-\d{2}-\d{2} 10:00 AM$/);
    const offered = result.vehicles.find((v) => v.tripTypes.includes('distance') && v.units > 0);
    expect(offered, JSON.stringify(result.vehicles)).toBeDefined();
    vehicleId = offered!.id;
  });

  it('adds the vehicle: the spec’s toast, the trip in Km with 3 decimals', async () => {
    const added = await json<CartResult>(run('--json', 'rental', 'cart', 'add', String(vehicleId)));
    expect(added.outcome).toBe('added');
    expect(added.toasts).toContainEqual({
      kind: 'success',
      message: 'The vehicle successfully added to your cart.',
    });
    expect(added.cart.trip?.type).toBe('distance');
    expect(added.cart.trip?.length).toMatch(/^\d+\.\d{3} Km$/);
    expect(added.cart.lines.map((l) => [l.vehicleId, l.quantity])).toEqual([[vehicleId, 1]]);
    total = added.cart.amounts!.total;
    expect(total).toBeGreaterThan(0);
  });

  it('books it with the pickup contact: the server charges the total the cart showed', async () => {
    const booked = await json<{ tripId: number; amounts: { total: number } }>(
      run(
        '--json',
        'rental',
        'book',
        '--name',
        'Layla Haddad',
        '--phone',
        '+971501234567',
        '--email',
        'layla@example.com',
      ),
    );
    expect(booked.amounts.total).toBe(total);
    tripId = booked.tripId;
    expect(tripId).toBeGreaterThan(0);
    const cart = await json<CartResult>(run('--json', 'rental', 'cart', 'list'));
    expect(cart.cart.empty).toBe(true);
  });

  it('finds the trip among the running ones, with its vehicle and amount', async () => {
    const list = await json<{ trips: TripView[] }>(
      run('--json', 'rental', 'trips', '--list', 'running'),
    );
    expect(list.trips.map((t) => t.id)).toContain(tripId);
    const trip = await json<TripView>(run('--json', 'rental', 'trip', String(tripId)));
    expect(trip).toMatchObject({ id: tripId, type: 'distance', amount: total, cancelable: true });
    expect(trip.vehicles).toEqual([expect.objectContaining({ id: vehicleId, quantity: 1 })]);
  });

  it('cancels it with a reason; the trip is canceled and no longer cancelable', async () => {
    const cancel = await run('rental', 'cancel', String(tripId), '--reason', 'Plans changed');
    expect(cancel.code, cancel.stderr).toBe(0);
    const trip = await json<TripView>(run('--json', 'rental', 'trip', String(tripId)));
    expect(trip.status).toBe('canceled');
    expect(trip.cancelable).toBe(false);
    const again = await run('--json', 'rental', 'cancel', String(tripId), '--reason', 'Twice');
    expect(again.code).toBe(1);
  });
});
