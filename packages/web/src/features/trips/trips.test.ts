// The trips screens' pure parts: the searched trip as core's plan, the cart's trip as the drawer
// shows it and as a plan, the trip ids of the links; and every text key they use exists in both
// languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import { catalogs } from '@storefront/core/i18n/index';
import { describe, expect, it } from 'vitest';
import { parseTripId, trackTripPath, tripBookedPath } from './links.js';
import { pickupInputValue, tripFactsOf } from './facts.js';
import { isCompleteTrip, pickupAtOf, planOfCart, tripPlanOf } from './plan.js';

const MALL = { location_name: 'The Dubai Mall', lat: 25.1985, lng: 55.2796 };
const MARINA = { location_name: 'Marina Walk', lat: 25.0779, lng: 55.1384 };

const hourly = {
  tripType: 'hourly' as const,
  pickup: MALL,
  destination: MARINA,
  pickupTime: '2030-01-08T16:30',
  hours: 3,
};

function cartWith(userData: Record<string, unknown> | null): RentalCartResponse {
  return { carts: [], user_data: userData ?? [] } as unknown as RentalCartResponse;
}

describe('the searched trip as a plan', () => {
  it('reads the pickup time of the search bar', () => {
    expect(pickupAtOf('2030-01-08T16:30')).toEqual({ date: '2030-01-08', seconds: 59_400 });
    expect(pickupAtOf('2030-01-08 16:30')).toBeNull();
    expect(pickupAtOf(null)).toBeNull();
  });

  it('needs both places, the time, and hours for an hourly trip', () => {
    expect(isCompleteTrip(hourly)).toBe(true);
    expect(isCompleteTrip({ ...hourly, hours: null })).toBe(false);
    expect(isCompleteTrip({ ...hourly, destination: null })).toBe(false);
    expect(isCompleteTrip({ ...hourly, tripType: 'distance', hours: null })).toBe(true);
    expect(isCompleteTrip(null)).toBe(false);
  });

  it('an hourly plan carries the hours and the payload time', () => {
    expect(tripPlanOf(hourly, null)).toMatchObject({
      type: 'hourly',
      hours: 3,
      km: 0,
      pickupTime: '2030-01-08 04:30 PM',
      distanceSource: null,
    });
  });

  it('a distance-wise plan takes the route, else the straight line', () => {
    const trip = { ...hourly, tripType: 'distance' as const, hours: null };
    expect(
      tripPlanOf(trip, { status: 'OK', distanceMeters: 19_563, durationSeconds: 7_300 }),
    ).toMatchObject({ km: 19.563, hours: 2, destinationTime: 2, distanceSource: 'route' });
    const straight = tripPlanOf(trip, { status: 'ZERO_RESULTS' });
    expect(straight?.distanceSource).toBe('straightLine');
    expect(straight?.hours).toBe(0);
    expect(straight?.km).toBeGreaterThan(10);
  });
});

describe("the cart's trip", () => {
  const data = {
    id: 7,
    user_id: 'g-1',
    pickup_location: MALL,
    destination_location: MARINA,
    pickup_time: '2030-01-08 04:30 PM',
    rental_type: 'distance_wise',
    estimated_hours: 0,
    distance: 19.5634,
    destination_time: 2,
    total_cart_price: 0,
  };

  it('shows Schedule at for a later pickup, Pickup Now once it is due, Km with 3 decimals', () => {
    const later = tripFactsOf(cartWith(data), { date: '2030-01-08', seconds: 0 });
    expect(later).toMatchObject({
      mode: 'scheduled',
      at: '2030-01-08T16:30',
      type: 'distance',
      length: '19.563',
    });
    const due = tripFactsOf(cartWith(data), { date: '2030-01-08', seconds: 59_400 });
    expect(due?.mode).toBe('now');
    const hours = tripFactsOf(cartWith({ ...data, rental_type: 'hourly', estimated_hours: '3' }), {
      date: '2030-01-01',
      seconds: 0,
    });
    expect(hours).toMatchObject({ type: 'hourly', length: '3' });
    expect(tripFactsOf(cartWith(null), { date: '2030-01-01', seconds: 0 })).toBeNull();
  });

  it('is the plan of a page opened without a search', () => {
    expect(planOfCart(cartWith(data))).toMatchObject({
      type: 'distance',
      km: 19.5634,
      hours: 2,
      pickupTime: '2030-01-08 04:30 PM',
      pickupAt: { date: '2030-01-08', seconds: 59_400 },
    });
    expect(planOfCart(cartWith(null))).toBeNull();
  });

  it('writes a pickup time back as the search bar reads it', () => {
    expect(pickupInputValue({ date: '2030-01-08', seconds: 59_400 })).toBe('2030-01-08T16:30');
  });
});

describe('trip links', () => {
  it('read only whole positive ids', () => {
    expect(parseTripId('100001')).toBe(100001);
    expect(parseTripId(' 12 ')).toBe(12);
    for (const bad of ['0', '-3', '1.5', 'abc', '', null, undefined, '1234567890123']) {
      expect(parseTripId(bad)).toBeNull();
    }
    expect(tripBookedPath(5)).toBe('/rental/trip-booked?trip_id=5');
    expect(trackTripPath(5)).toBe('/track-trip/5');
    expect(trackTripPath()).toBe('/track-trip');
  });
});

describe('the trips screens texts', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const keys = new Set(
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .flatMap((name) => [
        ...readFileSync(join(dir, name), 'utf8').matchAll(
          /'((?:trip|rental|common|item|wishlist|account|checkout)\.[A-Za-z.]+)'/g,
        ),
      ])
      .map((m) => m[1]!),
  );

  it('use keys (a sanity check of the scan)', () => {
    expect(keys.has('rental.cart.empty')).toBe(true);
    expect(keys.has('trip.web.track.title')).toBe(true);
    expect(keys.size).toBeGreaterThan(50);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('every trip status and payment status has a label', () => {
    for (const status of [
      'pending',
      'confirmed',
      'ongoing',
      'completed',
      'canceled',
      'payment_failed',
      'processing',
      'waiting',
    ]) {
      expect(catalogs.ar[`trip.web.status.${status}`]).toMatch(/[\u0600-\u06FF]/);
    }
    for (const status of ['paid', 'unpaid', 'partially_paid']) {
      expect(catalogs.ar[`trip.web.payment.status.${status}`]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('the spec texts are verbatim', () => {
    expect(catalogs.en['rental.cart.empty']).toBe(
      'No vehicles added in your cart. Please add vehicle to your cart list.',
    );
    expect(catalogs.en['rental.cart.continueBooking']).toBe('Continue Booking');
    expect(catalogs.en['rental.pickup.now']).toBe('Pickup Now');
    expect(catalogs.en['rental.pickup.scheduleAt']).toBe('Schedule at');
    expect(catalogs.en['rental.dialog.tripVehicles.proceed']).toBe('remove and continue');
  });
});
