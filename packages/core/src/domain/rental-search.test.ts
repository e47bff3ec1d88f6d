import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { haversineMeters } from './geo.js';
import type { RentalLocation } from './rental.js';
import {
  addDestination,
  DESTINATION_HISTORY_LIMIT,
  firstRoute,
  formatKm,
  formatPickupTime,
  isPickupInFuture,
  nextWholeHour,
  parsePickupTime,
  pickupTimeMode,
  readDestinationHistory,
  ROUTE_TRAVEL_MODES,
  routeHours,
  searchPickupTime,
  tripDistance,
} from './rental-search.js';

const lat = fc.double({ min: -80, max: 80, noNaN: true });
const lng = fc.double({ min: -179, max: 179, noNaN: true });
const place = (name: string, la: number, ln: number): RentalLocation => ({
  location_name: name,
  lat: la,
  lng: ln,
});
const date = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const seconds = fc.integer({ min: 0, max: 86_399 });

describe('route hours and distance (rental-and-auth §4, §9)', () => {
  it('hours = route seconds / 3600, rounded down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (s) => {
        expect(routeHours(s)).toBe(Math.floor(s / 3600));
      }),
    );
    expect(routeHours(3599)).toBe(0);
    expect(routeHours(7200)).toBe(2);
    expect(routeHours(null)).toBe(0);
    expect(routeHours(-5)).toBe(0);
  });

  it('on ZERO_RESULTS the distance is the haversine straight line in km, without hours', () => {
    fc.assert(
      fc.property(lat, lng, lat, lng, (a, b, c, d) => {
        const result = tripDistance(
          { status: 'ZERO_RESULTS', distanceMeters: 5, durationSeconds: 99_999 },
          place('A', a, b),
          place('B', c, d),
        );
        expect(result.source).toBe('straightLine');
        expect(result.hours).toBe(0);
        expect(result.km).toBeCloseTo(
          haversineMeters({ lat: a, lng: b }, { lat: c, lng: d }) / 1000,
          9,
        );
      }),
    );
  });

  it('with a route: km = metres / 1000, hours from its duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (m, s) => {
          const result = tripDistance(
            { status: 'OK', distanceMeters: m, durationSeconds: s },
            place('A', 0, 0),
            place('B', 1, 1),
          );
          expect(result).toEqual({ km: m / 1000, hours: Math.floor(s / 3600), source: 'route' });
        },
      ),
    );
  });

  it('the modes are tried driving, walking, bicycling; the first with a route is used', () => {
    expect(ROUTE_TRAVEL_MODES).toEqual(['DRIVING', 'WALKING', 'BICYCLING']);
    const walking = { status: 'OK', distanceMeters: 900, durationSeconds: 700 };
    expect(
      firstRoute([{ status: 'ZERO_RESULTS' }, walking, { status: 'OK', distanceMeters: 1 }]),
    ).toBe(walking);
    expect(firstRoute([{ status: 'ZERO_RESULTS' }, null])).toBeNull();
  });

  it('a distance shows with 3 decimals', () => {
    expect(formatKm(12.34567)).toBe('12.346');
    expect(formatKm(0)).toBe('0.000');
  });
});

describe('pickup time (rental-and-auth §2, §3, §5)', () => {
  it('is valid only in the future; at or before now it reads Pickup Now', () => {
    fc.assert(
      fc.property(date, seconds, date, seconds, (d1, s1, d2, s2) => {
        const later = d1 > d2 || (d1 === d2 && s1 > s2);
        expect(isPickupInFuture({ date: d1, seconds: s1 }, { date: d2, seconds: s2 })).toBe(later);
        expect(pickupTimeMode({ date: d1, seconds: s1 }, { date: d2, seconds: s2 })).toBe(
          later ? 'scheduled' : 'now',
        );
      }),
    );
  });

  it('is written YYYY-MM-DD hh:mm AM/PM and read back to the minute, with its weekday', () => {
    fc.assert(
      fc.property(date, seconds, (d, s) => {
        const text = formatPickupTime({ date: d, seconds: s });
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
        const read = parsePickupTime(text)!;
        expect(read.date).toBe(d);
        expect(read.seconds).toBe(s - (s % 60));
        expect(read.day).toBe(new Date(`${d}T00:00:00Z`).getUTCDay());
      }),
    );
    expect(formatPickupTime({ date: '2025-01-05', seconds: 0 })).toBe('2025-01-05 12:00 AM');
    expect(formatPickupTime({ date: '2025-01-05', seconds: 12 * 3600 + 30 * 60 })).toBe(
      '2025-01-05 12:30 PM',
    );
    expect(parsePickupTime('2025-01-05 14:30')).toEqual({
      date: '2025-01-05',
      day: 0,
      seconds: 52_200,
    });
    expect(parsePickupTime('2025-02-30 10:00 AM')).toBeNull();
    expect(parsePickupTime('2025-01-05 13:00 PM')).toBeNull();
    expect(parsePickupTime('soon')).toBeNull();
  });
});

describe('the offered pickup time', () => {
  it('is the next whole hour, the next day after 23:00', () => {
    expect(nextWholeHour({ date: '2030-01-05', seconds: 9 * 3600 + 1 })).toEqual({
      date: '2030-01-05',
      seconds: 10 * 3600,
    });
    expect(nextWholeHour({ date: '2030-12-31', seconds: 23 * 3600 + 59 * 60 })).toEqual({
      date: '2031-01-01',
      seconds: 0,
    });
    fc.assert(
      fc.property(date, seconds, (d, s) => {
        const now = { date: d, seconds: s };
        const next = nextWholeHour(now);
        expect(next.seconds % 3600).toBe(0);
        expect(isPickupInFuture(next, now)).toBe(true);
        // Within the hour after now.
        const ahead = next.date === d ? next.seconds - s : next.seconds + 86_400 - s;
        expect(ahead).toBeGreaterThan(0);
        expect(ahead).toBeLessThanOrEqual(3600);
      }),
    );
  });

  it("is a search's time as of the search unless one was picked (the hour may have turned)", () => {
    fc.assert(
      fc.property(date, seconds, date, seconds, (d1, s1, d2, s2) => {
        const now = { date: d2, seconds: s2 };
        expect(searchPickupTime({ date: d1, seconds: s1 }, now)).toEqual({ date: d1, seconds: s1 });
        expect(isPickupInFuture(searchPickupTime(null, now), now)).toBe(true);
      }),
    );
    // Offered at 23:58 (00:00), searched at 00:01: 01:00, not the passed 00:00.
    expect(searchPickupTime(null, { date: '2030-01-06', seconds: 60 })).toEqual({
      date: '2030-01-06',
      seconds: 3600,
    });
  });
});

describe('destination history (rental-and-auth §3, §9)', () => {
  const name = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H');

  it('keeps the last 5, the newest last, each once', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 20 }), (names) => {
        let history: RentalLocation[] = [];
        for (const n of names) history = addDestination(history, place(n, 1, 2));
        const expected: string[] = [];
        for (const n of names) {
          const i = expected.indexOf(n);
          if (i >= 0) expected.splice(i, 1);
          expected.push(n);
        }
        expect(history.map((h) => h.location_name)).toEqual(
          expected.slice(-DESTINATION_HISTORY_LIMIT),
        );
        expect(history.length).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('reads the stored list, dropping what is unreadable, at most 5', () => {
    const stored = JSON.stringify([
      place('A', 1, 2),
      { location_name: 'bad' },
      place('B', 1, 2),
      place('C', 1, 2),
      place('D', 1, 2),
      place('E', 1, 2),
      { location_name: 'F', lat: '3.5', lng: '4' },
    ]);
    expect(readDestinationHistory(stored).map((h) => h.location_name)).toEqual([
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect(readDestinationHistory('not json')).toEqual([]);
    expect(readDestinationHistory(null)).toEqual([]);
  });
});
