import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  hasTrip,
  parseTripQuery,
  parseVehicleFilters,
  parseView,
  pickupTimeOf,
  pickupTimeValue,
  priceBoundsOf,
  priceRangeOfThumbs,
  priceSliderEnds,
  priceThumbs,
  providerPath,
  samePickupTime,
  tripParams,
  tripQueryOfPlan,
  vehiclePath,
  vehicleSearchApiQuery,
  vehicleSearchParams,
  type VehicleFilters,
} from './search-query.js';

const q = (text: string) => new URLSearchParams(text);

describe('the vehicle search query', () => {
  it('reads nothing as the empty filters', () => {
    expect(parseVehicleFilters(q(''))).toEqual(EMPTY_FILTERS);
    expect(parseView(q(''))).toBe('grid');
  });

  it('reads every filter, forgiving bad values', () => {
    const filters = parseVehicleFilters(
      q(
        'trip_type=distance_wise&name=%20corolla%20&categoryId=2,3,x,2&brandId=[1,4]&seats=5' +
          '&ac=1&transmission=manual,warp&fuel=diesel&fuel=electric&min_price=90&max_price=10' +
          '&sort=price_low',
      ),
    );
    expect(filters).toEqual<VehicleFilters>({
      tripType: 'distance',
      name: 'corolla',
      categoryIds: [2, 3],
      brandIds: [1, 4],
      minSeats: 5,
      airCondition: 1,
      transmissions: ['manual'],
      fuels: ['diesel', 'electric'],
      // A reversed range is read the right way round.
      minPrice: 10,
      maxPrice: 90,
      sort: 'price_low',
    });
    expect(parseVehicleFilters(q('seats=0&ac=2&sort=cheap&min_price=-1')).minSeats).toBeNull();
    expect(parseVehicleFilters(q('ac=2')).airCondition).toBeNull();
    expect(parseVehicleFilters(q('sort=cheap')).sort).toBe('default');
    expect(parseVehicleFilters(q('min_price=-1')).minPrice).toBeNull();
    expect(parseVehicleFilters(q('ac=0')).airCondition).toBe(0);
  });

  it('writes a query that reads back the same, with all_category=1 without a category', () => {
    const filters: VehicleFilters = {
      ...EMPTY_FILTERS,
      tripType: 'hourly',
      brandIds: [3],
      fuels: ['petrol'],
      maxPrice: 50,
      sort: 'top_rated',
    };
    const params = vehicleSearchParams(filters, 'rows');
    expect(params.get('all_category')).toBe('1');
    expect(params.get('view')).toBe('rows');
    expect(parseVehicleFilters(params)).toEqual(filters);
    expect(parseView(params)).toBe('rows');
    const withCategory = vehicleSearchParams({ ...filters, categoryIds: [4, 1] }, 'grid');
    expect(withCategory.get('categoryId')).toBe('4,1');
    expect(withCategory.has('all_category')).toBe(false);
  });

  it('keeps the trip of the search bar when the filters change', () => {
    const base = q(
      'pickup=Dubai%20Mall&pickup_lat=25.19&pickup_lng=55.27&pickup_time=2030-01-02T10:30&hours=3&ac=1',
    );
    const params = vehicleSearchParams({ ...EMPTY_FILTERS, tripType: 'hourly' }, 'grid', base);
    expect(params.get('pickup')).toBe('Dubai Mall');
    expect(params.get('hours')).toBe('3');
    expect(params.has('ac')).toBe(false);
  });

  it('counts the narrowing filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...EMPTY_FILTERS, categoryIds: [1], minPrice: 3, sort: 'a_to_z' }),
    ).toBe(2);
  });

  it('asks the API with the wire names', () => {
    expect(vehicleSearchApiQuery(EMPTY_FILTERS)).toEqual({});
    expect(
      vehicleSearchApiQuery({
        ...EMPTY_FILTERS,
        tripType: 'distance',
        categoryIds: [1, 2],
        airCondition: 0,
        transmissions: ['automatic', 'dual_clutch'],
        minPrice: 0,
        sort: 'price_high',
      }),
    ).toEqual({
      trip_type: 'distance_wise',
      category_ids: '1,2',
      air_condition: 0,
      transmission_type: 'automatic,dual_clutch',
      min_price: 0,
      sort_by: 'price_high',
    });
  });
});

describe('the trip of the search bar', () => {
  it('reads the places, the time and the hours', () => {
    const trip = parseTripQuery(
      q(
        'trip_type=hourly&pickup=Dubai%20Mall&pickup_lat=25.19&pickup_lng=55.27' +
          '&destination=Marina&destination_lat=25.08&destination_lng=55.14' +
          '&pickup_time=2030-01-02T10:30&hours=4',
      ),
    );
    expect(trip).toEqual({
      tripType: 'hourly',
      pickup: { location_name: 'Dubai Mall', lat: 25.19, lng: 55.27 },
      destination: { location_name: 'Marina', lat: 25.08, lng: 55.14 },
      pickupTime: '2030-01-02T10:30',
      hours: 4,
    });
    expect(hasTrip(trip)).toBe(true);
    expect(parseTripQuery(tripParams(trip))).toEqual(trip);
  });

  it('drops a place without coordinates, a bad time and bad hours', () => {
    const trip = parseTripQuery(
      q('pickup=Mall&pickup_lat=95&pickup_lng=1&pickup_time=soon&hours=0'),
    );
    expect(trip).toEqual({
      tripType: 'hourly',
      pickup: null,
      destination: null,
      pickupTime: null,
      hours: null,
    });
    expect(hasTrip(trip)).toBe(false);
  });

  it('writes no hours for a distance trip', () => {
    const params = tripParams({
      tripType: 'distance',
      pickup: null,
      destination: null,
      pickupTime: null,
      hours: 3,
    });
    expect(params.get('trip_type')).toBe('distance');
    expect(params.has('hours')).toBe(false);
  });
});

describe('rental links', () => {
  it('opens a vehicle by slug, with the trip when it comes from the search', () => {
    expect(vehiclePath({ id: 1, slug: 'toyota-corolla-2024' })).toBe(
      '/rental/vehicle-details/toyota-corolla-2024',
    );
    expect(vehiclePath({ id: 7, slug: '' })).toBe('/rental/vehicle-details/7');
    expect(vehiclePath({ id: 7 }, q('trip_type=hourly&hours=2&ac=1'))).toBe(
      '/rental/vehicle-details/7?trip_type=hourly&hours=2&from=from_search',
    );
    expect(vehiclePath({ id: 7 }, q('ac=1'))).toBe('/rental/vehicle-details/7');
  });

  it('opens a provider by slug or id', () => {
    expect(providerPath({ id: 20, slug: 'creek-auto-rent' })).toBe(
      '/rental/provider-details/creek-auto-rent',
    );
    expect(providerPath({ id: 20 })).toBe('/rental/provider-details/20');
  });
});

describe('the price filter bounds', () => {
  it('reads min_price and max_price of the search answer', () => {
    expect(priceBoundsOf({ min_price: 12.5, max_price: 90 })).toEqual({ min: 12.5, max: 90 });
    expect(priceBoundsOf({ min_price: 40, max_price: 40 })).toEqual({ min: 40, max: 40 });
  });

  it('has none without an answer, with 0 and 0 (no vehicle) or with unreadable values', () => {
    expect(priceBoundsOf(undefined)).toBeNull();
    expect(priceBoundsOf({})).toBeNull();
    expect(priceBoundsOf({ min_price: 0, max_price: 0 })).toBeNull();
    expect(priceBoundsOf({ min_price: 50, max_price: 10 })).toBeNull();
    expect(priceBoundsOf({ min_price: -1, max_price: 10 })).toBeNull();
    expect(priceBoundsOf({ min_price: Number.NaN, max_price: 10 })).toBeNull();
  });

  it('gives the slider whole ends around the bounds, never a single point', () => {
    expect(priceSliderEnds({ min: 12.5, max: 89.2 })).toEqual([12, 90]);
    expect(priceSliderEnds({ min: 40, max: 40 })).toEqual([40, 41]);
  });

  it('puts the thumbs at the range, an open side at its end, clamped to the ends', () => {
    expect(priceThumbs(null, null, [10, 90])).toEqual([10, 90]);
    expect(priceThumbs(20, null, [10, 90])).toEqual([20, 90]);
    expect(priceThumbs(5, 500, [10, 90])).toEqual([10, 90]);
    expect(priceThumbs(60, 30, [10, 90])).toEqual([30, 60]);
  });

  it('reads a thumb at an end as an open side', () => {
    expect(priceRangeOfThumbs([10, 90], [10, 90])).toEqual({ minPrice: null, maxPrice: null });
    expect(priceRangeOfThumbs([25, 90], [10, 90])).toEqual({ minPrice: 25, maxPrice: null });
    expect(priceRangeOfThumbs([10, 70], [10, 90])).toEqual({ minPrice: null, maxPrice: 70 });
    expect(priceRangeOfThumbs([25, 70], null)).toEqual({ minPrice: null, maxPrice: null });
  });
});

describe('the search bar times and plans', () => {
  it('writes and reads a pickup time as a datetime-local value', () => {
    const at = { date: '2030-01-05', seconds: 14 * 3600 + 30 * 60 };
    expect(pickupTimeValue(at)).toBe('2030-01-05T14:30');
    expect(pickupTimeOf('2030-01-05T14:30')).toEqual(at);
    for (const text of ['', '2030-01-05', '2030-01-05T', '2030-02-30T10:00', '2030-01-05T25:00']) {
      expect(pickupTimeOf(text)).toBeNull();
    }
    expect(samePickupTime(at, { ...at })).toBe(true);
    expect(samePickupTime(at, { ...at, seconds: 0 })).toBe(false);
    expect(samePickupTime(at, null)).toBe(false);
  });

  it('turns the machine’s plan into the page’s query (no hours for a distance trip)', () => {
    const pickup = { location_name: 'The Dubai Mall', lat: 25.1985, lng: 55.2796 };
    const destination = { location_name: 'Marina Walk', lat: 25.0777, lng: 55.1396 };
    const base = {
      pickup,
      destination,
      pickupAt: { date: '2030-01-05', seconds: 10 * 3600 },
      pickupTime: '2030-01-05 10:00 AM',
    };
    const hourly = tripQueryOfPlan({
      ...base,
      type: 'hourly',
      hours: 3,
      km: 0,
      destinationTime: 0,
      distanceSource: null,
    });
    expect(hourly).toEqual({
      tripType: 'hourly',
      pickup,
      destination,
      pickupTime: '2030-01-05T10:00',
      hours: 3,
    });
    expect(parseTripQuery(tripParams(hourly))).toEqual(hourly);
    const distance = tripQueryOfPlan({
      ...base,
      type: 'distance',
      hours: 1,
      km: 21.5,
      destinationTime: 1,
      distanceSource: 'route',
    });
    expect(distance.hours).toBeNull();
    expect(tripParams(distance).get('trip_type')).toBe('distance');
  });
});
