/**
 * The rental module's customer reads (issue 11) on the demo marketplace: vehicle search with
 * each filter and order, suggestions, top-rated, a provider's vehicles, details by id and slug,
 * categories, brands, reviews, providers and coupons, in English and Arabic; bad input answers
 * 403 or 404 with the error body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import { users } from '../db/schema.js';
import { customerToken, demoMarketplace, TestApi, type Demo } from '../ordering/testing.js';

interface VehicleJson {
  id: number;
  name: string;
  slug: string;
  description: string;
  provider_id: number;
  category_id: number | null;
  brand_id: number | null;
  seating_capacity: number;
  air_condition: number;
  transmission_type: string;
  fuel_type: string;
  trip_hourly: number;
  trip_distance: number;
  hourly_price: number;
  distance_price: number;
  avg_rating: number;
  total_trip: number;
  total_vehicle_count: number;
  provider: { id: number; name: string; pickup_zone_id: number[]; discount: unknown } | null;
  category: { name: string } | null;
  brand: { name: string } | null;
}
interface VehiclePage {
  total_size: number;
  limit: number;
  offset: number;
  vehicles: VehicleJson[];
}

let demo: Demo;
let api: TestApi;
let headers: Record<string, string>;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  headers = { moduleId: String(demo.moduleIds.rental), zoneId: JSON.stringify(demo.zoneIds) };
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

async function ok<T>(path: string, query: Record<string, string | number> = {}, extra = {}) {
  const answer = await api.call<T>('GET', path, { headers: { ...headers, ...extra }, query });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

const search = (query: Record<string, string | number> = {}) =>
  ok<VehiclePage>('/rental/vehicle/search', { limit: 50, ...query });

describe('vehicle search', () => {
  it('lists every active vehicle of the shown providers, most trips first, paged', async () => {
    const all = await search();
    expect(all.total_size).toBeGreaterThanOrEqual(15);
    const trips = all.vehicles.map((v) => v.total_trip);
    expect(trips).toEqual([...trips].sort((a, b) => b - a));
    expect(all.vehicles.every((v) => v.total_vehicle_count >= 1 && v.provider)).toBe(true);
    const second = await search({ limit: 5, offset: 2 });
    expect(second.vehicles.map((v) => v.id)).toEqual(all.vehicles.slice(5, 10).map((v) => v.id));
    expect(second.total_size).toBe(all.total_size);
  });

  it('filters by name in English and in Arabic', async () => {
    const toyota = await search({ name: 'toyota' });
    expect(toyota.vehicles.length).toBeGreaterThan(0);
    expect(toyota.vehicles.every((v) => /toyota/i.test(v.name))).toBe(true);
    const arabic = await api.call<VehiclePage>('GET', '/rental/vehicle/search', {
      headers: { ...headers, 'X-localization': 'ar' },
      query: { name: 'تويوتا' },
    });
    expect(arabic.json.vehicles.length).toBeGreaterThan(0);
    expect(arabic.json.vehicles.every((v) => v.name.includes('تويوتا'))).toBe(true);
    expect(arabic.json.vehicles[0]!.category?.name).toMatch(/[\u0600-\u06ff]/);
  });

  it('filters by trip type, seats, air conditioning, transmission, fuel, category and brand', async () => {
    const all = (await search()).vehicles;
    const hourly = await search({ trip_type: 'hourly' });
    expect(hourly.vehicles.every((v) => v.trip_hourly === 1)).toBe(true);
    expect(hourly.total_size).toBe(all.filter((v) => v.trip_hourly === 1).length);
    const distance = await search({ trip_type: 'distance_wise' });
    expect(distance.total_size).toBe(all.filter((v) => v.trip_distance === 1).length);
    const seven = await search({ min_seats: 7 });
    expect(seven.total_size).toBe(all.filter((v) => v.seating_capacity >= 7).length);
    expect(seven.total_size).toBeGreaterThan(0);
    const noAc = await search({ air_condition: 0 });
    expect(noAc.total_size).toBe(all.filter((v) => v.air_condition === 0).length);
    const manual = await search({ transmission_type: '["automatic"]' });
    expect(manual.total_size).toBe(all.filter((v) => v.transmission_type === 'automatic').length);
    const fuel = await search({ fuel_type: 'diesel,electric' });
    expect(fuel.vehicles.every((v) => ['diesel', 'electric'].includes(v.fuel_type))).toBe(true);
    const category = all[0]!.category_id!;
    const inCategory = await search({ category_ids: `[${category}]` });
    expect(inCategory.total_size).toBe(all.filter((v) => v.category_id === category).length);
    const brand = all[0]!.brand_id!;
    const ofBrand = await search({ brand_ids: String(brand) });
    expect(ofBrand.total_size).toBe(all.filter((v) => v.brand_id === brand).length);
  });

  it('filters and orders by the price core shows', async () => {
    const shown = (v: VehicleJson, type: 'hourly' | null = null) => shownRentalPrice(v, type)!.rate;
    const low = await search({ sort_by: 'price_low' });
    const prices = low.vehicles.map((v) => shown(v));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ranged = await search({ min_price: 2, max_price: 30, trip_type: 'hourly' });
    expect(ranged.vehicles.length).toBeGreaterThan(0);
    for (const v of ranged.vehicles) {
      expect(shown(v, 'hourly')).toBeGreaterThanOrEqual(2);
      expect(shown(v, 'hourly')).toBeLessThanOrEqual(30);
    }
    const high = await search({ sort_by: 'price_high', trip_type: 'hourly' });
    const hourlyPrices = high.vehicles.map((v) => v.hourly_price);
    expect(hourlyPrices).toEqual([...hourlyPrices].sort((a, b) => b - a));
  });

  it('refuses bad filters with 403 and the field as the code', async () => {
    for (const [field, value] of [
      ['trip_type', 'boat'],
      ['min_seats', '0'],
      ['max_seats', '500'],
      ['air_condition', 'maybe'],
      ['fuel_type', 'steam'],
      ['transmission_type', '[automatic,warp]'],
      ['sort_by', 'random'],
      ['min_price', '-1'],
      ['limit', 'x'],
      ['category_ids', 'a,b'],
    ] as const) {
      const answer = await api.call<{ errors: { code: string }[] }>(
        'GET',
        '/rental/vehicle/search',
        { headers, query: { [field]: value } },
      );
      expect(answer.status, `${field}=${value}`).toBe(403);
      expect(answer.json.errors[0]?.code).toBe(field);
    }
  });

  it('needs moduleId and zoneId', async () => {
    const noModule = await api.call('GET', '/rental/vehicle/search', {
      headers: { zoneId: headers.zoneId! },
    });
    expect(noModule.status).toBe(403);
    const noZone = await api.call<{ errors: { code: string }[] }>('GET', '/rental/vehicle/search', {
      headers: { moduleId: headers.moduleId! },
    });
    expect(noZone.status).toBe(403);
    expect(noZone.json.errors[0]?.code).toBe('zoneId');
  });

  it('answers with and without the trailing slash', async () => {
    const answer = await api.call('GET', '/rental/vehicle/top-rated/', { headers });
    expect(answer.status).toBe(200);
  });
});

describe('vehicles and providers', () => {
  it('answers top-rated, suggestions and a provider’s vehicles', async () => {
    const top = await ok<VehiclePage>('/rental/vehicle/top-rated');
    const ratings = top.vehicles.map((v) => v.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const suggestion = await ok<{ vehicles: { name: string }[]; providers: unknown[] }>(
      '/rental/vehicle/search/suggestion',
      { name: 'merc' },
    );
    expect(suggestion.vehicles.length).toBeGreaterThan(0);
    const popular = await ok<{ vehicles: unknown[]; providers: unknown[] }>(
      '/rental/vehicle/popular-suggestion',
    );
    expect(popular.vehicles.length).toBeGreaterThan(0);
    expect(popular.providers.length).toBe(3);
    const provider = demo.storeId('skyline-luxury-cars');
    const own = await ok<VehiclePage>('/rental/vehicle/get-provider-vehicles', {
      provider_id: provider,
      limit: 50,
    });
    expect(own.total_size).toBeGreaterThan(0);
    expect(own.vehicles.every((v) => v.provider_id === provider)).toBe(true);
    const food = await api.call('GET', '/rental/vehicle/get-provider-vehicles', {
      headers,
      query: { provider_id: demo.storeId('al-karama-fresh-market') },
    });
    expect(food.status).toBe(404);
  });

  it('answers a vehicle by id or slug with its reviews, in English and Arabic', async () => {
    const byId = await ok<VehicleJson & { reviews: { comment: string }[] }>(
      '/rental/vehicle/get-vehicle-details/toyota-corolla-2024',
    );
    expect(byId.slug).toBe('toyota-corolla-2024');
    expect(byId.reviews.length).toBeGreaterThanOrEqual(3);
    expect(byId.total_vehicle_count).toBe(4);
    expect(byId.brand?.name).toBe('Toyota');
    const same = await ok<VehicleJson>(
      `/rental/vehicle/get-vehicle-details/${byId.id}`,
      {},
      {
        'X-localization': 'ar',
      },
    );
    expect(same.name).toBe('تويوتا كورولا 2024');
    expect(same.brand?.name).toBe('تويوتا');
    expect(same.description).toMatch(/[\u0600-\u06ff]/);
    const missing = await api.call<{ errors: { code: string; message: string }[] }>(
      'GET',
      '/rental/vehicle/get-vehicle-details/99999',
      { headers: { ...headers, 'X-localization': 'ar' } },
    );
    expect(missing.status).toBe(404);
    expect(missing.json.errors[0]).toEqual({
      code: 'vehicle',
      message: 'لم يتم العثور على هذه المركبة.',
    });
    const reviews = await ok<{ total_size: number; reviews: { vehicle_name: string }[] }>(
      `/rental/vehicle/reviews/${byId.id}`,
      { limit: 2 },
    );
    expect(reviews.total_size).toBe(3);
    expect(reviews.reviews).toHaveLength(2);
    const past = await ok<{ total_size: number; reviews: unknown[] }>(
      `/rental/vehicle/reviews/${byId.id}`,
      { limit: 2, offset: 5 },
    );
    expect(past).toMatchObject({ total_size: 3, reviews: [] });
    expect((await api.call('GET', '/rental/vehicle/reviews/99999', { headers })).status).toBe(404);
  });

  it('lists categories and brands with their vehicle counts', async () => {
    const categories = await ok<{ total_size: number; categories: { vehicles_count: number }[] }>(
      '/rental/vehicle/category-list',
    );
    expect(categories.total_size).toBe(6);
    expect(categories.categories.reduce((n, c) => n + c.vehicles_count, 0)).toBe(
      (await search()).total_size,
    );
    const brands = await ok<{ total_size: number; brands: { name: string }[] }>(
      '/rental/vehicle/brand-list',
      {},
      { 'X-localization': 'ar' },
    );
    expect(brands.total_size).toBe(12);
    expect(brands.brands.map((b) => b.name)).toContain('تويوتا');
  });

  it('answers providers: details, reviews, popular, latest', async () => {
    const id = demo.storeId('creek-auto-rent');
    const details = await ok<{ id: number; total_vehicles: number; discount: unknown }>(
      `/rental/provider/get-provider-details/${id}`,
    );
    expect(details.total_vehicles).toBeGreaterThan(0);
    expect(details.discount).toMatchObject({ discount: 10, max_discount: 150, min_purchase: 200 });
    const bySlug = await ok<{ id: number }>(
      '/rental/provider/get-provider-details/creek-auto-rent',
    );
    expect(bySlug.id).toBe(id);
    const reviews = await ok<{ total_size: number }>(
      `/rental/provider/get-provider-reviews/${demo.storeId('desert-drive-rentals')}`,
    );
    expect(reviews.total_size).toBeGreaterThan(3);
    const popular = await ok<{ stores: { order_count: number }[] }>('/rental/provider/popular');
    const counts = popular.stores.map((s) => s.order_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const latest = await ok<{ total_size: number }>('/rental/provider/latest');
    expect(latest.total_size).toBe(3);
    const grocery = await api.call(
      'GET',
      '/rental/provider/get-provider-details/al-karama-fresh-market',
      {
        headers,
      },
    );
    expect(grocery.status).toBe(404);
  });

  it('answers the rental banners and coupons', async () => {
    const { banners } = await ok<{ banners: { store: { id: number } | null }[] }>(
      '/rental/banners',
    );
    expect(banners.length).toBeGreaterThan(0);
    const coupons = await ok<{ code: string; module_id: number }[]>('/rental/coupon/list/all');
    expect(coupons.length).toBeGreaterThan(0);
    expect(coupons.every((c) => c.module_id === demo.moduleIds.rental)).toBe(true);
  });

  it('lists and applies rental coupons for a signed-in customer', async () => {
    const [user] = await demo.db.select({ id: users.id }).from(users).limit(1);
    const token = await customerToken(demo.db, user!.id, api.now);
    const auth = { ...headers, Authorization: `Bearer ${token}` };
    const listed = await api.call<{ code: string }[]>('GET', '/rental/coupon/list', {
      headers: auth,
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.map((c) => c.code).sort()).toEqual(['DRIVE100', 'SKYLINE10']);
    expect((await api.call('GET', '/rental/coupon/list', { headers })).status).toBe(401);
    const skyline = demo.storeId('skyline-luxury-cars');
    const applied = await api.call<{ code: string; store: { id: number } | null }>(
      'GET',
      '/rental/coupon/apply',
      { headers: auth, query: { code: 'skyline10', provider_id: skyline } },
    );
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.store?.id).toBe(skyline);
    const elsewhere = await api.call<{ errors: { code: string }[] }>(
      'GET',
      '/rental/coupon/apply',
      {
        headers: { ...auth, 'X-localization': 'ar' },
        query: { code: 'SKYLINE10', provider_id: demo.storeId('creek-auto-rent') },
      },
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.errors[0]?.code).toBe('coupon');
    const grocery = await api.call('GET', '/rental/coupon/apply', {
      headers: auth,
      query: { code: 'FREESHIP', provider_id: skyline },
    });
    expect(grocery.status).toBe(404);
    const bad = await api.call('GET', '/rental/coupon/apply', {
      headers: auth,
      query: { code: 'DRIVE100' },
    });
    expect(bad.status).toBe(403);
  });
});
