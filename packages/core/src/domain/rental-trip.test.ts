import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canCancelTrip,
  demoTripProgress,
  freeUnits,
  holdsUnits,
  ratingAfter,
  tripBookingIssue,
  tripChangeIssue,
  tripHours,
  tripListOf,
  tripListStatuses,
  tripReviewIssue,
  tripWindow,
  unitsShortIssue,
  windowsOverlap,
  type TripBookingFacts,
} from './rental-trip.js';

const HOUR = 3_600_000;

describe('the trip window', () => {
  it('lasts the whole hours of the trip: estimated hours, or the route hours, rounded up', () => {
    expect(tripHours('hourly', { estimatedHours: 3 })).toBe(3);
    expect(tripHours('hourly', { estimatedHours: '2.5' })).toBe(3);
    expect(tripHours('distance', { destinationTime: 4, estimatedHours: 9 })).toBe(4);
  });

  it('holds the units at least one hour (a straight-line distance has no duration)', () => {
    expect(tripHours('distance', { destinationTime: 0 })).toBe(1);
    expect(tripHours('hourly', { estimatedHours: null })).toBe(1);
    expect(tripWindow(1000, 0)).toEqual({ startMs: 1000, endMs: 1000 + HOUR });
  });

  it('overlaps when each starts before the other ends; back to back does not', () => {
    const a = tripWindow(0, 2);
    expect(windowsOverlap(a, tripWindow(HOUR, 2))).toBe(true);
    expect(windowsOverlap(a, tripWindow(2 * HOUR, 1))).toBe(false);
    expect(windowsOverlap(tripWindow(2 * HOUR, 1), a)).toBe(false);
    expect(windowsOverlap(a, { startMs: -HOUR, endMs: 10 * HOUR })).toBe(true);
  });

  it('overlap is symmetric', () => {
    const window = fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 10 }))
      .map(([start, hours]) => tripWindow(start * HOUR, hours));
    fc.assert(fc.property(window, window, (a, b) => windowsOverlap(a, b) === windowsOverlap(b, a)));
  });

  it('counts the units not serving an overlapping trip that holds them', () => {
    const window = tripWindow(10 * HOUR, 2);
    const free = freeUnits(
      [1, 2, 3, 4],
      [
        { unitId: 1, window: tripWindow(9 * HOUR, 2), status: 'pending' },
        { unitId: 2, window: tripWindow(11 * HOUR, 5), status: 'canceled' },
        { unitId: 3, window: tripWindow(12 * HOUR, 1), status: 'confirmed' },
        { unitId: 4, window: tripWindow(11 * HOUR, 1), status: 'completed' },
      ],
      window,
    );
    expect(free).toEqual([2, 3, 4]);
  });
});

describe('trip statuses', () => {
  it('names the lists of get-trip-list/{all}', () => {
    expect(tripListOf('running')).toBe('running');
    expect(tripListOf('completed')).toBe('completed');
    expect(tripListOf('all')).toBe('all');
    expect(tripListOf('anything')).toBe('all');
    expect(tripListStatuses('running')).toContain('pending');
    expect(tripListStatuses('running')).not.toContain('completed');
    expect(tripListStatuses('completed')).toEqual(['completed']);
    expect(tripListStatuses('all')).toBeNull();
  });

  it('holds units while pending, confirmed or ongoing; cancels only while pending or confirmed', () => {
    expect(['pending', 'confirmed', 'ongoing'].every(holdsUnits)).toBe(true);
    expect(['completed', 'canceled', 'payment_failed'].some(holdsUnits)).toBe(false);
    expect(canCancelTrip('pending')).toBe(true);
    expect(canCancelTrip('confirmed')).toBe(true);
    expect(canCancelTrip('ongoing')).toBe(false);
    expect(canCancelTrip('canceled')).toBe(false);
  });

  it('moves a demo trip one step per period, with the moment of each step', () => {
    expect(demoTripProgress({ status: 'pending', startedAt: 0, now: 2500, stepMs: 1000 })).toEqual({
      status: 'ongoing',
      reached: [
        { status: 'confirmed', at: 1000 },
        { status: 'ongoing', at: 2000 },
      ],
    });
    expect(
      demoTripProgress({ status: 'confirmed', startedAt: 0, now: 99_000, stepMs: 1000 })?.status,
    ).toBe('completed');
  });

  it('never moves a canceled, completed or not yet started trip, nor with progression off', () => {
    const at = { startedAt: 0, now: 10_000, stepMs: 1000 };
    expect(demoTripProgress({ ...at, status: 'canceled' })).toBeNull();
    expect(demoTripProgress({ ...at, status: 'completed' })).toBeNull();
    expect(demoTripProgress({ ...at, status: 'pending', now: -5 })).toBeNull();
    expect(demoTripProgress({ ...at, status: 'pending', stepMs: 0 })).toBeNull();
    expect(demoTripProgress({ ...at, status: 'pending', now: 500 })).toBeNull();
  });
});

describe('booking a trip', () => {
  const TUESDAY = { date: '2030-01-08', day: 2, seconds: 14 * 3600 };
  const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    opening_time: '00:00:00',
    closing_time: '23:59:59',
  }));
  const facts = (over: Partial<TripBookingFacts> = {}): TripBookingFacts => ({
    guest: false,
    config: { guest_checkout_status: 1 },
    contact: { contact_person_name: 'Sara', contact_person_number: '+971500000001' },
    paymentMethod: 'cash_on_delivery',
    lines: [{ vehicleName: 'Corolla', offered: true }],
    pickup: { ...TUESDAY, seconds: 16 * 3600 },
    now: TUESDAY,
    provider: { active: 1, schedules: ALL_DAY },
    pickupZoneAllowed: true,
    ...over,
  });

  it('books a cart with a contact, cash at pickup, a future time, an open provider', () => {
    expect(tripBookingIssue(facts())).toBeNull();
    expect(tripBookingIssue(facts({ paymentMethod: 'cash_payment' }))).toBeNull();
  });

  it('refuses guests unless guest checkout is on', () => {
    expect(
      tripBookingIssue(facts({ guest: true, config: { guest_checkout_status: 0 } }))?.code,
    ).toBe('guest_checkout');
    expect(tripBookingIssue(facts({ guest: true }))).toBeNull();
  });

  it('refuses, in order: an empty cart, a missing contact, another payment method', () => {
    expect(tripBookingIssue(facts({ lines: [] }))?.code).toBe('cart');
    expect(
      tripBookingIssue(
        facts({ contact: { contact_person_name: '', contact_person_number: '+9715' } }),
      )?.code,
    ).toBe('contact_name');
    expect(
      tripBookingIssue(facts({ contact: { contact_person_name: 'S', contact_person_number: ' ' } }))
        ?.code,
    ).toBe('contact_phone');
    expect(tripBookingIssue(facts({ paymentMethod: 'digital_payment' }))?.code).toBe(
      'payment_method',
    );
  });

  it('refuses a past pickup, a closed provider, another zone, a type a vehicle lacks', () => {
    expect(tripBookingIssue(facts({ pickup: TUESDAY }))?.code).toBe('schedule_at');
    expect(tripBookingIssue(facts({ provider: { active: 0, schedules: ALL_DAY } }))?.code).toBe(
      'provider',
    );
    const closedTuesday = [{ day: 2, opening_time: '08:00:00', closing_time: '12:00:00' }];
    expect(tripBookingIssue(facts({ provider: { schedules: closedTuesday } }))?.code).toBe(
      'provider',
    );
    expect(tripBookingIssue(facts({ pickupZoneAllowed: false }))?.code).toBe('Zone');
    expect(tripBookingIssue(facts({ lines: [{ vehicleName: 'Van', offered: false }] }))?.code).toBe(
      'vehicle',
    );
  });

  it('changes a trip only to a future pickup, at an open provider, in its zones', () => {
    const change = {
      pickup: { ...TUESDAY, seconds: 16 * 3600 },
      now: TUESDAY,
      provider: { active: 1, schedules: ALL_DAY },
      pickupZoneAllowed: true,
    };
    expect(tripChangeIssue(change)).toBeNull();
    expect(tripChangeIssue({ ...change, pickup: TUESDAY })?.code).toBe('pickup_past');
    expect(tripChangeIssue({ ...change, provider: { active: 0, schedules: ALL_DAY } })?.code).toBe(
      'provider_closed',
    );
    expect(tripChangeIssue({ ...change, pickupZoneAllowed: false })?.code).toBe('pickup_zone');
    expect(tripChangeIssue({ ...change, provider: null, pickupZoneAllowed: false })).toBeNull();
  });

  it('words the short units with the vehicle and the count free', () => {
    expect(unitsShortIssue('Land Cruiser', 0)).toEqual({
      code: 'vehicle',
      key: 'rental.trip.error.unavailable',
      values: { name: 'Land Cruiser', n: 0 },
    });
  });
});

describe('reviewing a vehicle of a trip', () => {
  const input = {
    tripStatus: 'completed',
    tripVehicleIds: [4, 5],
    reviewedVehicleIds: [5],
    vehicleId: 4,
    rating: 5,
  };

  it('takes one review per vehicle of a completed trip, rated 1 to 5', () => {
    expect(tripReviewIssue(input)).toBeNull();
    expect(tripReviewIssue({ ...input, tripStatus: 'ongoing' })?.code).toBe('trip_id');
    expect(tripReviewIssue({ ...input, vehicleId: 9 })?.code).toBe('vehicle_id');
    expect(tripReviewIssue({ ...input, vehicleId: 5 })?.key).toBe('rental.review.error.already');
    for (const rating of [0, 6, 2.5]) {
      expect(tripReviewIssue({ ...input, rating })?.code).toBe('rating');
    }
  });

  it('moves the average with each rating', () => {
    expect(ratingAfter({ avgRating: 0, totalReviews: 0 }, 4)).toEqual({
      avgRating: 4,
      totalReviews: 1,
    });
    expect(ratingAfter({ avgRating: 4, totalReviews: 3 }, 2)).toEqual({
      avgRating: 3.5,
      totalReviews: 4,
    });
  });
});
