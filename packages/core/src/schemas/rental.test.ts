import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  providerVehiclesQuery,
  rentalCouponApplyQuery,
  rentalListQuery,
  vehicleSearchQuery,
  vehicleSuggestionQuery,
} from './rental.js';

const parse = <S extends v.GenericSchema>(schema: S, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true as const, value: result.output }
    : {
        ok: false as const,
        field: result.issues[0]?.path?.[0]?.key,
        message: result.issues[0]?.message,
      };
};

describe('vehicle search query', () => {
  it('reads every filter, lists as JSON or separated by commas', () => {
    const answer = parse(vehicleSearchQuery, {
      name: ' corolla ',
      trip_type: 'distance_wise',
      category_ids: '[1,2]',
      brand_ids: '3,4',
      min_seats: '5',
      max_seats: '7',
      air_condition: '0',
      transmission_type: '["automatic","manual"]',
      fuel_type: 'petrol',
      min_price: '10',
      max_price: '99.5',
      sort_by: 'price_low',
      limit: '80',
      offset: '2',
    });
    expect(answer).toEqual({
      ok: true,
      value: {
        name: 'corolla',
        trip_type: 'distance',
        category_ids: [1, 2],
        brand_ids: [3, 4],
        min_seats: 5,
        max_seats: 7,
        air_condition: false,
        transmission_type: ['automatic', 'manual'],
        fuel_type: ['petrol'],
        min_price: 10,
        max_price: 99.5,
        sort_by: 'price_low',
        limit: 50,
        offset: 2,
      },
    });
  });

  it('leaves absent, blank and unset filters open', () => {
    const answer = parse(vehicleSearchQuery, { trip_type: 'undefined', fuel_type: '' });
    expect(answer.ok && answer.value).toMatchObject({
      name: null,
      trip_type: null,
      min_seats: null,
      air_condition: null,
      fuel_type: [],
      sort_by: 'default',
      limit: 10,
      offset: 1,
    });
  });

  it.each([
    ['trip_type', 'boat', 'The selected trip type is invalid.'],
    ['min_seats', '0', 'The min seats must be at least 1.'],
    ['max_seats', '101', 'The max seats may not be greater than 100.'],
    ['air_condition', 'yes', 'The air condition field must be true or false.'],
    ['fuel_type', 'petrol,steam', 'The selected fuel type is invalid.'],
    ['sort_by', 'random', 'The selected sort by is invalid.'],
    ['name', 'x'.repeat(256), 'The name may not be greater than 255 characters.'],
  ])('refuses %s=%s', (field, value, message) => {
    expect(parse(vehicleSearchQuery, { [field]: value })).toEqual({ ok: false, field, message });
  });
});

describe('other rental queries', () => {
  it('needs a provider id, a suggestion text and a coupon code', () => {
    expect(parse(providerVehiclesQuery, {}).ok).toBe(false);
    expect(parse(providerVehiclesQuery, { provider_id: '3' })).toMatchObject({
      ok: true,
      value: { provider_id: 3 },
    });
    expect(parse(vehicleSuggestionQuery, { name: ' ' }).ok).toBe(false);
    expect(parse(rentalCouponApplyQuery, { provider_id: '3' })).toMatchObject({
      ok: false,
      field: 'code',
    });
    expect(parse(rentalCouponApplyQuery, { code: 'X'.repeat(51), provider_id: '3' }).ok).toBe(
      false,
    );
  });

  it('pages categories and brands 50 at a time by default', () => {
    expect(parse(rentalListQuery, {})).toEqual({ ok: true, value: { limit: 50, offset: 1 } });
  });
});
