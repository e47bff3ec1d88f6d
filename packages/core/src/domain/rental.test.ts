import { describe, expect, it } from 'vitest';
import {
  cartUserData,
  offeredRentalTypes,
  offersRentalType,
  providerZoneIds,
  rentalRate,
  rentalTypeOf,
  rentalTypeWire,
  vehicleUnitCount,
} from './rental.js';

describe('rental readings (rental-and-auth §3, §9; reference §4.8)', () => {
  it('reads every distance spelling as the distance type and writes distance_wise', () => {
    expect(rentalTypeOf('hourly')).toBe('hourly');
    for (const v of ['distance', 'distance_wise', 'distance_based'])
      expect(rentalTypeOf(v)).toBe('distance');
    expect(rentalTypeOf('day_wise')).toBeNull();
    expect(rentalTypeOf(null)).toBeNull();
    expect(rentalTypeWire('hourly')).toBe('hourly');
    expect(rentalTypeWire('distance')).toBe('distance_wise');
  });

  it('a vehicle offers a trip type when its flag is 1', () => {
    expect(offersRentalType({ trip_hourly: 1, trip_distance: 0 }, 'hourly')).toBe(true);
    expect(offersRentalType({ trip_hourly: '1', trip_distance: 0 }, 'distance')).toBe(false);
    expect(offeredRentalTypes({ trip_hourly: 1, trip_distance: '1' })).toEqual([
      'hourly',
      'distance',
    ]);
    expect(offeredRentalTypes({ trip_hourly: 0, trip_distance: null })).toEqual([]);
  });

  it('reads rates, unit counts, zones and an empty user_data', () => {
    expect(rentalRate({ hourly_price: '12.50', distance_price: 3 }, 'hourly')).toBe(12.5);
    expect(rentalRate({ hourly_price: -1, distance_price: 'x' }, 'distance')).toBe(0);
    expect(vehicleUnitCount({ total_vehicle_count: 2.7 })).toBe(2);
    expect(providerZoneIds({ pickup_zone_id: '["1", 2]' })).toEqual(['1', '2']);
    expect(providerZoneIds({ pickup_zone_id: null })).toEqual([]);
    expect(cartUserData({ user_data: [] })).toBeNull();
  });
});
