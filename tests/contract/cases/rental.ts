// Contract cases of the operations tagged `rental` (issue 11): the rental module's customer
// reads on the demo marketplace (vehicles, providers, categories, brands, reviews, banners,
// coupons). Each answers as documented, in English and Arabic, filters and orders as the YAML
// says, and refuses bad input with the error body.
import { expect } from 'vitest';
import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import { signedUpCustomer } from '../../support/customers.js';
import { baseUrl, DOWNTOWN, getJson, memo, type ContractCase, type Headers } from './types.js';

interface VehicleJson {
  id: number;
  name: string;
  slug: string;
  provider_id: number;
  seating_capacity: number;
  air_condition: number;
  fuel_type: string;
  transmission_type: string;
  trip_hourly: number;
  trip_distance: number;
  hourly_price: number;
  distance_price: number;
  avg_rating: number;
  total_trip: number;
  total_vehicle_count: number;
  provider: { id: number } | null;
}
interface VehiclePage {
  total_size: number;
  vehicles: VehicleJson[];
}

const AR = /[\u0600-\u06ff]/;

const rentalHeaders = memo(async (): Promise<Headers> => {
  const [modules, zone] = await Promise.all([
    getJson<{ id: number; module_type: string }[]>('/module'),
    getJson<{ zone_id: string }>('/config/get-zone-id', DOWNTOWN),
  ]);
  const rental = modules.find((m) => m.module_type === 'rental');
  if (!rental) throw new Error('no rental module');
  return { moduleId: String(rental.id), zoneId: zone.zone_id };
});

/** Every vehicle of the downtown providers (the demo has fewer than 50). */
const allVehicles = memo(async () => {
  const page = await getJson<VehiclePage>(
    '/rental/vehicle/search',
    { limit: 50 },
    await rentalHeaders(),
  );
  return page.vehicles;
});

const providerIdOf = memo(async () => (await allVehicles())[0]!.provider_id);
const vehicleWithReviews = memo(async () => {
  const details = await getJson<{ id: number }>(
    '/rental/vehicle/get-vehicle-details/toyota-corolla-2024',
    {},
    await rentalHeaders(),
  );
  return details.id;
});
/** A store of another module (not a provider). */
const groceryStoreId = memo(async () => {
  const modules = await getJson<{ id: number; module_type: string }[]>('/module');
  const grocery = modules.find((m) => m.module_type === 'grocery')!;
  const zone = await getJson<{ zone_id: string }>('/config/get-zone-id', DOWNTOWN);
  const page = await getJson<{ stores: { id: number }[] }>(
    '/stores/get-stores/all',
    { limit: 1 },
    { moduleId: String(grocery.id), zoneId: zone.zone_id },
  );
  return page.stores[0]!.id;
});

/** A signed-in customer of its own, with the rental headers. */
const customerHeaders = memo(async (): Promise<Headers> => {
  const token = await signedUpCustomer(baseUrl(), {
    name: 'Tariq Rental',
    phone: `+9715${String(Date.now() + 7).slice(-8)}`,
    password: 'secret-pass-3',
  });
  return { ...(await rentalHeaders()), Authorization: `Bearer ${token}` };
});
const skylineId = memo(async () => {
  const p = await getJson<{ id: number }>(
    '/rental/provider/get-provider-details/skyline-luxury-cars',
    {},
    await rentalHeaders(),
  );
  return p.id;
});

const sorted = (values: number[], direction: 1 | -1) =>
  [...values].sort((a, b) => direction * (a - b));

const NO_ZONE = { name: 'no zoneId', without: ['zoneId'], status: 403, code: 'zoneId' };
const NO_MODULE = { name: 'no moduleId', without: ['moduleId'], status: 403, code: 'moduleId' };

export const rentalCases: Record<string, ContractCase> = {
  listRentalBanners: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'the rental banners of downtown',
        check: (json) => {
          const { banners } = json as { banners: { module_id: number; type: string }[] };
          expect(banners.length).toBeGreaterThan(0);
          expect(banners.every((b) => b.type !== 'item_wise')).toBe(true);
        },
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const { banners } = json as { banners: { title: string }[] };
          expect(banners.every((b) => AR.test(b.title))).toBe(true);
        },
      },
    ],
    invalid: [NO_ZONE, NO_MODULE],
  },

  listProviderBanners: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'the banners that open Skyline Luxury Cars, in Arabic',
        path: async () => ({ store_id: await skylineId() }),
        headers: { 'X-localization': 'ar' },
        check: async (json) => {
          const banners = json as { title: string; store: { id: number } }[];
          expect(banners.length).toBeGreaterThan(0);
          expect(banners.every((b) => AR.test(b.title))).toBe(true);
          const id = await skylineId();
          expect(banners.every((b) => b.store.id === id)).toBe(true);
        },
      },
      {
        name: 'a provider without banners',
        path: async () => ({ store_id: await providerIdOf() }),
        check: (json) => expect(Array.isArray(json)).toBe(true),
      },
    ],
    invalid: [
      { ...NO_MODULE, path: { store_id: 1 } },
      {
        name: 'a store that is not a provider',
        path: async () => ({ store_id: await groceryStoreId() }),
        status: 404,
        code: 'provider',
      },
    ],
  },

  searchVehicles: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'every vehicle, most trips first',
        query: { limit: 50 },
        check: (json) => {
          const page = json as VehiclePage;
          expect(page.total_size).toBeGreaterThanOrEqual(15);
          const trips = page.vehicles.map((v) => v.total_trip);
          expect(trips).toEqual(sorted(trips, -1));
          expect(page.vehicles.every((v) => v.total_vehicle_count > 0 && v.provider)).toBe(true);
        },
      },
      {
        name: 'hourly, with the bounds of the price filter: the hourly rates of the vehicles',
        query: { trip_type: 'hourly', limit: 50 },
        check: (json) => {
          const page = json as VehiclePage & { min_price: number; max_price: number };
          const rates = page.vehicles.map((v) => Number(v.hourly_price));
          expect(page.vehicles.length).toBe(page.total_size);
          expect(page.min_price).toBe(Math.min(...rates));
          expect(page.max_price).toBe(Math.max(...rates));
          expect(page.min_price).toBeLessThan(page.max_price);
        },
      },
      {
        name: 'by name, in Arabic',
        query: { name: 'تويوتا' },
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const page = json as VehiclePage;
          expect(page.vehicles.length).toBeGreaterThan(0);
          expect(page.vehicles.every((v) => v.name.includes('تويوتا'))).toBe(true);
        },
      },
      {
        name: 'hourly, 5 seats or more, air-conditioned, automatic, petrol, by the price shown',
        query: {
          trip_type: 'hourly',
          min_seats: 5,
          air_condition: 1,
          transmission_type: '["automatic"]',
          fuel_type: 'petrol,diesel',
          sort_by: 'price_low',
          limit: 50,
        },
        check: (json) => {
          const page = json as VehiclePage;
          expect(page.vehicles.length).toBeGreaterThan(0);
          for (const v of page.vehicles) {
            expect(v.trip_hourly).toBe(1);
            expect(v.seating_capacity).toBeGreaterThanOrEqual(5);
            expect(v.air_condition).toBe(1);
            expect(v.transmission_type).toBe('automatic');
            expect(['petrol', 'diesel']).toContain(v.fuel_type);
          }
          const prices = page.vehicles.map((v) => shownRentalPrice(v, 'hourly')!.rate);
          expect(prices).toEqual(sorted(prices, 1));
        },
      },
      {
        name: 'distance-wise within a price range, dearest first',
        query: { trip_type: 'distance_wise', min_price: 2, max_price: 6, sort_by: 'price_high' },
        check: async (json) => {
          const page = json as VehiclePage;
          const expected = (await allVehicles()).filter(
            (v) => v.trip_distance === 1 && v.distance_price >= 2 && v.distance_price <= 6,
          );
          expect(page.total_size).toBe(expected.length);
          const prices = page.vehicles.map((v) => v.distance_price);
          expect(prices).toEqual(sorted(prices, -1));
        },
      },
      {
        name: 'a page past the end',
        query: { limit: 10, offset: 9 },
        check: (json) => expect((json as VehiclePage).vehicles).toEqual([]),
      },
    ],
    invalid: [
      NO_ZONE,
      NO_MODULE,
      {
        name: 'an unknown trip type',
        query: { trip_type: 'boat' },
        status: 403,
        code: 'trip_type',
      },
      { name: 'an unknown fuel', query: { fuel_type: 'steam' }, status: 403, code: 'fuel_type' },
      {
        name: 'an unknown transmission in a list',
        query: { transmission_type: 'automatic,warp' },
        status: 403,
        code: 'transmission_type',
      },
      { name: 'categories that are not ids', query: { category_ids: '[a]' }, status: 403 },
      { name: 'brands that are not ids', query: { brand_ids: 'x,y' }, status: 403 },
    ],
  },

  listTopRatedVehicles: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'best rated first',
        check: (json) => {
          const ratings = (json as VehiclePage).vehicles.map((v) => v.avg_rating);
          expect(ratings.length).toBeGreaterThan(0);
          expect(ratings).toEqual(sorted(ratings, -1));
        },
      },
      {
        name: 'distance-wise only',
        query: { trip_type: 'distance' },
        check: (json) =>
          expect((json as VehiclePage).vehicles.every((v) => v.trip_distance === 1)).toBe(true),
      },
    ],
    invalid: [NO_ZONE, NO_MODULE],
  },

  listProviderVehicles: {
    headers: rentalHeaders,
    valid: [
      {
        name: "a provider's vehicles",
        query: async () => ({ provider_id: await providerIdOf(), limit: 50 }),
        check: async (json) => {
          const page = json as VehiclePage;
          const id = await providerIdOf();
          expect(page.total_size).toBeGreaterThan(0);
          expect(page.vehicles.every((v) => v.provider_id === id)).toBe(true);
        },
      },
    ],
    invalid: [
      NO_MODULE,
      {
        name: 'a store that is not a provider',
        query: async () => ({ provider_id: await groceryStoreId() }),
        status: 404,
        code: 'provider',
      },
      { name: 'an unknown provider', query: { provider_id: 999999 }, status: 404 },
    ],
  },

  suggestVehicles: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'vehicles and providers named like the text',
        query: { name: 'toyota' },
        check: (json) => {
          const answer = json as { vehicles: { name: string }[] };
          expect(answer.vehicles.length).toBeGreaterThan(0);
          expect(answer.vehicles.every((v) => /toyota/i.test(v.name))).toBe(true);
        },
      },
    ],
    invalid: [NO_ZONE, NO_MODULE],
  },

  popularVehicleSuggestions: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'the busiest vehicles and providers',
        check: (json) => {
          const answer = json as { vehicles: unknown[]; providers: unknown[] };
          expect(answer.vehicles.length).toBeGreaterThan(0);
          expect(answer.providers.length).toBeGreaterThan(0);
        },
      },
    ],
    invalid: [NO_ZONE, NO_MODULE],
  },

  getVehicleDetails: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'by slug, with reviews',
        path: { id: 'toyota-corolla-2024' },
        check: (json) => {
          const v = json as VehicleJson & { reviews: unknown[] };
          expect(v.slug).toBe('toyota-corolla-2024');
          expect(v.reviews.length).toBeGreaterThan(0);
          expect(v.total_vehicle_count).toBeGreaterThan(1);
        },
      },
      {
        name: 'by id, in Arabic',
        path: async () => ({ id: await vehicleWithReviews() }),
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const v = json as { name: string; description: string; brand: { name: string } };
          expect(v.name).toMatch(AR);
          expect(v.description).toMatch(AR);
          expect(v.brand.name).toMatch(AR);
        },
      },
    ],
    invalid: [
      { ...NO_MODULE, path: { id: 'toyota-corolla-2024' } },
      { name: 'an unknown id', path: { id: 999999 }, status: 404, code: 'vehicle' },
      { name: 'an unknown slug', path: { id: 'no-such-car' }, status: 404, code: 'vehicle' },
      { name: 'neither an id nor a slug', path: { id: 'a b!' }, status: 403 },
    ],
  },

  listVehicleReviews: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'newest first',
        path: async () => ({ id: await vehicleWithReviews() }),
        query: { limit: 2 },
        check: (json) => {
          const page = json as { total_size: number; reviews: { created_at: string }[] };
          expect(page.total_size).toBeGreaterThan(2);
          expect(page.reviews).toHaveLength(2);
          expect(page.reviews[0]!.created_at >= page.reviews[1]!.created_at).toBe(true);
        },
      },
    ],
    invalid: [
      { ...NO_MODULE, path: { id: 1 } },
      { name: 'an unknown vehicle', path: { id: 999999 }, status: 404 },
    ],
  },

  listVehicleCategories: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'every category with its vehicle count, in Arabic',
        headers: { 'X-localization': 'ar' },
        check: async (json) => {
          const page = json as { categories: { name: string; vehicles_count: number }[] };
          expect(page.categories.length).toBeGreaterThan(0);
          expect(page.categories.every((c) => AR.test(c.name))).toBe(true);
          const counted = page.categories.reduce((n, c) => n + c.vehicles_count, 0);
          expect(counted).toBe((await allVehicles()).length);
        },
      },
    ],
    invalid: [NO_MODULE],
  },

  listVehicleBrands: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'every brand, in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const page = json as { brands: { name: string }[] };
          expect(page.brands.length).toBeGreaterThan(0);
          expect(page.brands.map((b) => b.name)).toContain('تويوتا');
        },
      },
      {
        name: 'a page of two',
        query: { limit: 2, offset: 2 },
        check: (json) => expect((json as { brands: unknown[] }).brands).toHaveLength(2),
      },
    ],
    invalid: [NO_MODULE],
  },

  getProviderDetails: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'by slug, with its discount',
        path: { id: 'creek-auto-rent' },
        check: (json) => {
          const p = json as { slug: string; total_vehicles: number; discount: unknown };
          expect(p.slug).toBe('creek-auto-rent');
          expect(p.total_vehicles).toBeGreaterThan(0);
          expect(p.discount).toMatchObject({ discount: 10, max_discount: 150, min_purchase: 200 });
        },
      },
      {
        name: 'by id, in Arabic',
        path: async () => ({ id: await providerIdOf() }),
        headers: { 'X-localization': 'ar' },
        check: (json) => expect((json as { name: string }).name).toMatch(AR),
      },
    ],
    invalid: [
      { ...NO_MODULE, path: { id: 'creek-auto-rent' } },
      {
        name: 'a store that is not a provider',
        path: async () => ({ id: await groceryStoreId() }),
        status: 404,
        code: 'provider',
      },
    ],
  },

  listProviderReviews: {
    headers: rentalHeaders,
    valid: [
      {
        name: "the reviews of a provider's vehicles",
        path: { id: 'desert-drive-rentals' },
        check: (json) => {
          const page = json as { total_size: number; reviews: { vehicle_name: string }[] };
          expect(page.total_size).toBeGreaterThan(0);
          expect(page.reviews.every((r) => r.vehicle_name !== '')).toBe(true);
        },
      },
    ],
    invalid: [
      { ...NO_MODULE, path: { id: 'creek-auto-rent' } },
      { name: 'an unknown provider', path: { id: 999999 }, status: 404 },
    ],
  },

  listPopularProviders: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'most trips first',
        check: (json) => {
          const counts = (json as { stores: { order_count: number }[] }).stores.map(
            (s) => s.order_count,
          );
          expect(counts.length).toBeGreaterThan(0);
          expect(counts).toEqual(sorted(counts, -1));
        },
      },
    ],
    invalid: [NO_ZONE, NO_MODULE],
  },

  listLatestProviders: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'newest first',
        check: (json) => {
          const dates = (json as { stores: { created_at: string }[] }).stores.map(
            (s) => s.created_at,
          );
          expect(dates.length).toBeGreaterThan(0);
          expect(dates).toEqual([...dates].sort().reverse());
        },
      },
    ],
    invalid: [NO_ZONE, NO_MODULE],
  },

  listRentalCoupons: {
    headers: rentalHeaders,
    valid: [
      {
        name: 'the rental coupons of today',
        check: async (json) => {
          const coupons = json as { module_id: number; coupon_type: string }[];
          const moduleId = Number((await rentalHeaders()).moduleId);
          expect(coupons.length).toBeGreaterThan(0);
          expect(coupons.every((c) => c.module_id === moduleId)).toBe(true);
          expect(coupons.every((c) => c.coupon_type !== 'free_delivery')).toBe(true);
        },
      },
    ],
    invalid: [NO_MODULE],
  },

  listCustomerRentalCoupons: {
    headers: customerHeaders,
    valid: [
      {
        name: "a customer's rental coupons, in Arabic",
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const coupons = json as { code: string; title: string }[];
          expect(coupons.map((c) => c.code)).toContain('DRIVE100');
          expect(coupons.every((c) => AR.test(c.title))).toBe(true);
        },
      },
    ],
    invalid: [
      { name: 'no token', without: ['Authorization'], status: 401 },
      { name: 'an unknown token', headers: { Authorization: 'Bearer nope' }, status: 401 },
    ],
  },

  applyRentalCoupon: {
    headers: customerHeaders,
    valid: [
      {
        name: "a provider's coupon at that provider (any case)",
        query: async () => ({ code: 'skyline10', provider_id: await skylineId() }),
        check: async (json) => {
          const coupon = json as { code: string; store: { id: number } | null };
          expect(coupon.code).toBe('SKYLINE10');
          expect(coupon.store?.id).toBe(await skylineId());
        },
      },
    ],
    invalid: [
      {
        name: 'no token',
        without: ['Authorization'],
        query: async () => ({ code: 'DRIVE100', provider_id: await skylineId() }),
        status: 401,
      },
      {
        name: "a provider's coupon at another provider",
        query: async () => ({ code: 'SKYLINE10', provider_id: await providerIdOf() }),
        status: 404,
        code: 'coupon',
      },
      {
        name: "another module's coupon",
        query: async () => ({ code: 'FREESHIP', provider_id: await skylineId() }),
        status: 404,
        code: 'coupon',
      },
      {
        name: 'a store that is not a provider',
        query: async () => ({ code: 'DRIVE100', provider_id: await groceryStoreId() }),
        status: 404,
        code: 'provider',
      },
    ],
  },
};
