import { RENTAL_SEARCH_KEYS } from '@storefront/core/machines/rental-search.machine';
import type { RentalSearchContext } from '@storefront/core/machines/rental-search.machine';
import { describe, expect, it } from 'vitest';
import {
  hoursOf,
  isOfferedPickupTime,
  searchFieldIssues,
  type SearchFieldValues,
} from './search-bar.js';

const K = RENTAL_SEARCH_KEYS;
const mall = { location_name: 'The Dubai Mall', lat: 25.1985, lng: 55.2796 };
const marina = { location_name: 'Marina Walk', lat: 25.0777, lng: 55.1396 };

const context = (patch: Partial<RentalSearchContext> = {}): RentalSearchContext => ({
  tripType: 'hourly',
  pickup: mall,
  destination: marina,
  pickupAt: { date: '2030-01-05', seconds: 10 * 3600 },
  hours: 3,
  route: null,
  now: { date: '2030-01-05', seconds: 9 * 3600 },
  history: [],
  error: null,
  ...patch,
});

const fields = (patch: Partial<SearchFieldValues> = {}): SearchFieldValues => ({
  pickupEditing: false,
  destinationEditing: false,
  time: '2030-01-05T10:00',
  hours: '3',
  ...patch,
});

describe('the search bar fields', () => {
  it('reads whole hours from 1 to 720 only', () => {
    expect(hoursOf('3')).toBe(3);
    expect(hoursOf('720')).toBe(720);
    for (const text of ['', ' ', '0', '-2', '2.5', '721', 'x']) expect(hoursOf(text)).toBeNull();
  });

  it('offers the pickup times after now only (to the minute), whole values only', () => {
    const now = { date: '2030-01-05', seconds: 9 * 3600 + 30 * 60 };
    expect(isOfferedPickupTime('2030-01-05T09:31', now)).toBe(true);
    expect(isOfferedPickupTime('2030-01-06T00:00', now)).toBe(true);
    for (const value of [
      '2030-01-05T09:30',
      '2030-01-05T08:55',
      '2030-01-04T23:00',
      '',
      '2030-01-05',
    ]) {
      expect(isOfferedPickupTime(value, now)).toBe(false);
    }
  });

  it('finds nothing in a whole hourly search the machine holds', () => {
    expect(searchFieldIssues(context(), fields())).toEqual({});
  });

  it('says every missing field at once, in the bar’s order', () => {
    const issues = searchFieldIssues(
      context({ pickup: null, destination: null, pickupAt: null, hours: null }),
      fields({ time: '', hours: '' }),
    );
    expect(issues).toEqual({
      pickup: K.pickup,
      destination: K.destination,
      time: K.pickupTime,
      hours: K.hours,
    });
  });

  it('counts a place being retyped as missing, although the machine keeps the last one', () => {
    expect(searchFieldIssues(context(), fields({ destinationEditing: true }))).toEqual({
      destination: K.destination,
    });
    expect(searchFieldIssues(context(), fields({ pickupEditing: true }))).toEqual({
      pickup: K.pickup,
    });
  });

  it('says a past time the machine refused, or one the clock has passed', () => {
    // The field shows 08:00, the machine kept 10:00 (it refused 08:00).
    expect(searchFieldIssues(context(), fields({ time: '2030-01-05T08:00' }))).toEqual({
      time: K.pickupPast,
    });
    // Accepted at 10:00, but now is 10:30.
    expect(
      searchFieldIssues(context({ now: { date: '2030-01-05', seconds: 10.5 * 3600 } }), fields()),
    ).toEqual({ time: K.pickupPast });
  });

  it('says hours typed out of range or not yet given to the machine', () => {
    expect(searchFieldIssues(context(), fields({ hours: '800' }))).toEqual({ hours: K.hours });
    expect(searchFieldIssues(context({ hours: null }), fields())).toEqual({ hours: K.hours });
  });

  it('needs the route of a distance-wise trip once both places are there', () => {
    const distance = context({ tripType: 'distance', hours: null });
    expect(searchFieldIssues(distance, fields({ hours: '' }))).toEqual({ route: K.route });
    expect(
      searchFieldIssues(
        { ...distance, route: { km: 21.5, hours: 0, source: 'route' } },
        fields({ hours: '' }),
      ),
    ).toEqual({});
    // Without a destination the destination is said, not the route.
    expect(searchFieldIssues({ ...distance, destination: null }, fields({ hours: '' }))).toEqual({
      destination: K.destination,
    });
  });
});
