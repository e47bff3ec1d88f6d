import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import type { RentalType } from './rental.js';
import {
  canIncrementRental,
  cartIdsQuery,
  entriesWithoutType,
  isPickupZoneAllowed,
  RENTAL_CART_KEYS,
  rentalAddIssue,
  rentalQuantityCheck,
  rentalQuantityIssue,
  rentalUnitsOf,
  rentalZoneChange,
  tripCartAddStep,
  tripCartFacts,
  tripCartFitsZones,
  type RentalAddContext,
  type TripCartEntry,
  type TripCartFacts,
} from './rental-cart.js';

const type = fc.constantFrom<RentalType>('hourly', 'distance');
const flag = fc.constantFrom(0, 1);
const entry = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  vehicleId: fc.integer({ min: 1, max: 30 }),
  providerId: fc.integer({ min: 1, max: 4 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  vehicle: fc.record({ trip_hourly: flag, trip_distance: flag }),
});

const facts = (
  entries: TripCartEntry[],
  rentalType: RentalType | null = 'hourly',
  hours = 3,
): TripCartFacts => ({ entries, rentalType, estimatedHours: hours, distance: 0 });

describe('trip cart: one provider and one rental type (rental-and-auth §4)', () => {
  it('adding goes: empty → add; other provider → conflict; other type → type change; other hours → duration change', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 4 }),
        fc.option(type, { nil: null }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        type,
        fc.integer({ min: 1, max: 12 }),
        (entries, cartType, cartHours, providerId, searched, hours) => {
          const cart = facts(entries, cartType, cartHours);
          const step = tripCartAddStep(cart, { providerId, type: searched, hours });
          const expected =
            entries.length === 0
              ? 'add'
              : entries.some((e) => e.providerId !== providerId)
                ? 'providerConflict'
                : cartType != null && cartType !== searched
                  ? 'tripTypeChange'
                  : searched === 'hourly' && cartType === 'hourly' && cartHours !== hours
                    ? 'durationChange'
                    : 'add';
          expect(step).toBe(expected);
        },
      ),
    );
  });

  it('a trip type change lists exactly the entries whose vehicle does not offer the new type', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), type, (entries, t) => {
        const without = entriesWithoutType(entries, t);
        const flagOf = (e: TripCartEntry) =>
          t === 'hourly' ? e.vehicle.trip_hourly : e.vehicle.trip_distance;
        expect(without).toEqual(entries.filter((e) => flagOf(e) !== 1));
        expect(JSON.parse(cartIdsQuery(without))).toEqual(without.map((e) => e.id));
      }),
    );
  });
});

describe('trip cart: quantity (rental-and-auth §5, §8)', () => {
  it('a quantity above the units free is refused with n = the units; up to them it is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), (q, n) => {
        const issue = rentalQuantityIssue(q, n);
        expect(issue == null).toBe(q <= n);
        expect(canIncrementRental(q, n)).toBe(q + 1 <= n);
        if (issue != null) {
          expect(translate('en', issue.key, issue.values)).toBe(
            `You can't add more than ${n} quantities of this vehicle.`,
          );
          const wishlist = rentalQuantityIssue(q, n, 'wishlist')!;
          expect(translate('en', wishlist.key, wishlist.values)).toBe(
            `Vehicle can have up to ${n} rental options; no more can be added`,
          );
        }
      }),
    );
  });

  it('add and update: at least 1, none free is unavailable, more than free is the quantity message', () => {
    expect(rentalQuantityCheck(0, 3)?.code).toBe('quantity_min');
    expect(rentalQuantityCheck(1.5, 3)?.code).toBe('quantity_min');
    expect(rentalQuantityCheck(1, 0)?.code).toBe('unavailable');
    expect(rentalQuantityCheck(4, 3)).toMatchObject({ code: 'rental_quantity', values: { n: 3 } });
    expect(rentalQuantityCheck(3, 3)).toBeNull();
  });

  it('the units are total_vehicle_count, else total_vehicles', () => {
    expect(rentalUnitsOf({ total_vehicle_count: 4, total_vehicles: 9 })).toBe(4);
    expect(rentalUnitsOf({ total_vehicles: 9 })).toBe(9);
    expect(rentalUnitsOf({})).toBe(0);
  });
});

describe('trip cart: zones', () => {
  it('the pickup zone must be one of the provider’s (ids or a JSON string)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (zones, zone, asJson) => {
          const provider = { pickup_zone_id: asJson ? JSON.stringify(zones.map(String)) : zones };
          expect(isPickupZoneAllowed(provider, zone)).toBe(zones.includes(zone));
        },
      ),
    );
  });

  it('choosing the rental module keeps the cart when a pickup zone is among the new zones, else clears it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 4 }),
        (pickupZones, zoneIds) => {
          const fits = pickupZones.some((z) => zoneIds.includes(z));
          expect(tripCartFitsZones({ pickup_zone_id: pickupZones }, JSON.stringify(zoneIds))).toBe(
            fits,
          );
          const change = rentalZoneChange({ pickup_zone_id: pickupZones }, zoneIds);
          expect(change.clearCart).toBe(!fits);
          expect(translate('en', change.key)).toBe(
            fits
              ? 'Location set successfully'
              : 'Your cart has been cleared as the selected zone does not support the previous pickup point.',
          );
        },
      ),
    );
    expect(tripCartFitsZones(null, '[]')).toBe(true);
  });
});

describe('add-to-cart checks (reference §4.8)', () => {
  const monday10 = { date: '2025-06-02', day: 1, seconds: 10 * 3600 };
  const base: RentalAddContext = {
    vehicle: { trip_hourly: 1, trip_distance: 0 },
    provider: {
      id: 7,
      pickup_zone_id: '[1,2]',
      active: 1,
      schedules: [{ day: 1, opening_time: '08:00:00', closing_time: '20:00:00' }],
    },
    freeUnits: 3,
    quantity: 1,
    type: 'hourly',
    pickupZoneId: 2,
    pickup: monday10,
    now: { date: '2025-06-02', seconds: 9 * 3600 },
    cart: facts([]),
    vehicleId: 11,
  };
  const inCart = (providerId: number, vehicleId = 12): TripCartEntry => ({
    id: 1,
    vehicleId,
    providerId,
    quantity: 1,
    vehicle: { trip_hourly: 1, trip_distance: 1 },
  });

  it('accepts a valid add', () => {
    expect(rentalAddIssue(base)).toBeNull();
    expect(rentalAddIssue({ ...base, cart: facts([inCart(7)], 'hourly') })).toBeNull();
  });

  it.each<[string, Partial<RentalAddContext>, string]>([
    ['no vehicle', { vehicle: null }, 'vehicle_not_found'],
    ['already in the cart', { cart: facts([inCart(7, 11)]) }, 'already_in_cart'],
    ['no unit free', { freeUnits: 0 }, 'unavailable'],
    ['more than free', { quantity: 4 }, 'rental_quantity'],
    ['pickup now', { now: { date: '2025-06-02', seconds: 10 * 3600 } }, 'pickup_past'],
    ['pickup yesterday', { now: { date: '2025-06-03', seconds: 0 } }, 'pickup_past'],
    ['closed then', { pickup: { ...monday10, seconds: 21 * 3600 } }, 'provider_closed'],
    [
      'closed on that day',
      { pickup: { date: '2025-06-03', day: 2, seconds: 10 * 3600 } },
      'provider_closed',
    ],
    ['inactive', { provider: { ...base.provider!, active: 0 } }, 'provider_closed'],
    ['zone outside', { pickupZoneId: 3 }, 'pickup_zone'],
    ['no zone', { pickupZoneId: null }, 'pickup_zone'],
    ['type not offered', { type: 'distance' }, 'rental_type_unsupported'],
    [
      'other type in cart',
      {
        vehicle: { trip_hourly: 1, trip_distance: 1 },
        type: 'distance',
        cart: facts([inCart(7)], 'hourly'),
      },
      'rental_type_conflict',
    ],
    ['other provider in cart', { cart: facts([inCart(8)], 'hourly') }, 'provider_conflict'],
  ])('refuses %s', (_, over, code) => {
    const issue = rentalAddIssue({ ...base, ...over });
    expect(issue?.code).toBe(code);
    expect(translate('en', issue!.key, issue!.values)).not.toBe(issue!.key);
    expect(translate('ar', issue!.key, issue!.values)).toMatch(/[\u0600-\u06FF]/);
  });

  it('reads a cart answer: its type (any distance reading), hours and entries', () => {
    const read = tripCartFacts({
      carts: [
        {
          id: 5,
          provider_id: 7,
          user_id: 1,
          vehicle_id: 11,
          module_id: 3,
          quantity: 2,
          is_guest: 0,
          price: '100.00',
          vehicle: {
            id: 11,
            name: 'Car',
            trip_hourly: 1,
            trip_distance: 1,
            hourly_price: 10,
            distance_price: 2,
          },
          provider: { id: 7, name: 'P' },
        },
      ],
      user_data: {
        id: 1,
        user_id: 1,
        pickup_location: { location_name: 'A', lat: 1, lng: 2 },
        destination_location: { location_name: 'B', lat: 1, lng: 2 },
        pickup_time: '2025-06-02 10:00 AM',
        rental_type: 'distance_based',
        estimated_hours: '4',
        distance: '12.5',
        total_cart_price: '100.00',
        destination_time: 0,
      },
    });
    expect(read).toMatchObject({ rentalType: 'distance', estimatedHours: 4, distance: 12.5 });
    expect(read.entries).toEqual([
      {
        id: 5,
        vehicleId: 11,
        providerId: 7,
        quantity: 2,
        vehicle: expect.objectContaining({ id: 11 }),
      },
    ]);
    expect(tripCartFacts({ carts: [], user_data: [] })).toMatchObject({
      entries: [],
      rentalType: null,
    });
    expect(RENTAL_CART_KEYS.added).toBe('rental.toast.added');
  });
});
