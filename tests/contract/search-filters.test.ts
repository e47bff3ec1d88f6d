// The search and store item filters and sorts (issue 15): items/search and items/latest take
// `filter` (discounted, available, a_to_z, z_to_a, low, high, top_rated), `type`, a price range
// and `rating_count`; bad values (control characters included) get a 403 with the error body.
import { availabilityWindow, isWithinWindow } from '@storefront/core/domain/availability';
import { localDateTime } from '@storefront/core/domain/schedule';
import { describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';

const base = inject('serverUrl');
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };

interface Item {
  id: number;
  name: string;
  price: number;
  veg: number;
  avg_rating: number;
  discount: number;
  store_discount: number;
  store_id: number;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
}
type Page = { total_size: number; products: Item[] };

async function get(path: string, query: Record<string, string | number>, lang = 'en') {
  const zone = await http(base, '/api/v1/config/get-zone-id', { query: DOWNTOWN });
  const modules = await http(base, '/api/v1/module');
  const food = (modules.json as { id: number; module_type: string }[]).find(
    (m) => m.module_type === 'food',
  )!;
  return http(base, `/api/v1${path}`, {
    query,
    headers: {
      zoneId: (zone.json as { zone_id: string }).zone_id,
      moduleId: String(food.id),
      'X-localization': lang,
    },
  });
}

async function page(path: string, query: Record<string, string | number>, lang = 'en') {
  const result = await get(path, { limit: 50, ...query }, lang);
  expect(result.status, result.text).toBe(200);
  return result.json as Page;
}

const byName = () => (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

describe('item filters and sorts', () => {
  it('sorts search results A to Z and Z to A by the name shown, and by price', async () => {
    const az = (await page('/items/search', { name: 'a', filter: 'a_to_z' })).products;
    expect(az.length).toBeGreaterThan(3);
    const names = az.map((i) => i.name);
    expect(names).toEqual([...names].sort(byName()));
    const za = (await page('/items/search', { name: 'a', filter: 'z_to_a' })).products;
    expect(za.map((i) => i.name)).toEqual([...names].sort(byName()).reverse().slice(0, za.length));
    const low = (await page('/items/search', { name: 'a', filter: 'low' })).products;
    const prices = low.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // In Arabic, by the Arabic name.
    const ar = (await page('/items/search', { name: 'a', filter: 'a_to_z' }, 'ar')).products;
    expect(ar.length).toBe(az.length);
  });

  it('keeps items available now, discounted, veg, in a price range and rated', async () => {
    const all = await page('/items/search', { name: 'a' });
    const available = await page('/items/search', { name: 'a', filter: 'available' });
    const now = localDateTime(Date.now(), 'Asia/Dubai').seconds;
    for (const item of available.products) {
      const window = availabilityWindow(item);
      // A second may pass between the answer and this check.
      if (window) expect(isWithinWindow(window, now) || isWithinWindow(window, now - 5)).toBe(true);
    }
    expect(available.total_size).toBeLessThanOrEqual(all.total_size);

    const mixed = await page('/items/search', {
      name: 'a',
      filter: 'discounted,top_rated',
      type: 'non_veg',
      min_price: 5,
      max_price: 60,
      rating_count: 3,
    });
    for (const item of mixed.products) {
      expect(item.discount > 0 || item.store_discount > 0).toBe(true);
      expect(item.veg).toBe(0);
      expect(item.price).toBeGreaterThanOrEqual(5);
      expect(item.price).toBeLessThanOrEqual(60);
      expect(item.avg_rating).toBeGreaterThanOrEqual(3);
    }
    const ratings = mixed.products.map((i) => i.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("filters and sorts a store's items (items/latest) the same way", async () => {
    const any = await page('/items/search', { name: 'a' });
    const storeId = any.products[0]!.store_id;
    const all = await page('/items/latest', { store_id: storeId, category_id: 0, offset: 1 });
    const sorted = await page('/items/latest', {
      store_id: storeId,
      category_id: 0,
      offset: 1,
      filter: 'z_to_a',
    });
    expect(sorted.total_size).toBe(all.total_size);
    const names = sorted.products.map((i) => i.name);
    expect(names).toEqual([...names].sort(byName()).reverse());
    const rated = await page('/items/latest', {
      store_id: storeId,
      category_id: 0,
      offset: 1,
      rating_count: 4,
      filter: '[available,high]',
    });
    expect(rated.products.every((i) => i.avg_rating >= 4)).toBe(true);
    const prices = rated.products.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('refuses bad filters with the error body', async () => {
    for (const [path, query, code] of [
      ['/items/search', { name: 'a', filter: 'cheapest' }, 'filter'],
      ['/items/search', { name: 'a', rating_count: 9 }, 'rating_count'],
      [
        '/items/latest',
        { store_id: 1, category_id: 0, offset: 1, filter: 'a_to_z,\u0007' },
        'filter',
      ],
      [
        '/items/latest',
        { store_id: 1, category_id: 0, offset: 1, rating_count: 'x' },
        'rating_count',
      ],
      ['/items/latest', { store_id: 1, category_id: 0, offset: 1, min_price: -1 }, 'min_price'],
    ] as const) {
      const result = await get(path, query);
      expect(result.status, result.text).toBe(403);
      const body = result.json as { errors: { code: string; message: string }[] };
      expect(body.errors[0]?.code).toBe(code);
      expect(body.errors[0]?.message).not.toBe('');
    }
  });
});
