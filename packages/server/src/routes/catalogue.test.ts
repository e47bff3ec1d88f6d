/**
 * The catalogue routes on the demo marketplace (seeded into an in-memory PGlite), with a fixed
 * clock: Tuesday 8 January 2030, 14:30 in Dubai (10:30 UTC), unless a test uses another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { haversineMeters } from '@storefront/core/domain/geo';
import { createApp } from '../app.js';
import { staticDatabase, type Database } from '../db/client.js';
import { items, modules, stores, zones } from '../db/schema.js';
import { seedIfEmpty } from '../seed/index.js';
import { migratedDatabase } from '../testing/fixtures.js';

const TUESDAY_1430 = Date.parse('2030-01-08T10:30:00Z');
const TUESDAY_1600 = Date.parse('2030-01-08T12:00:00Z');
const SUNDAY_1200 = Date.parse('2030-01-06T08:00:00Z');
const HOME = { lat: 25.1972, lng: 55.2744 };

let client: PGlite;
let db: Database;
let moduleIds: Record<string, number>;
let zoneIds: { downtown: number; marina: number };

beforeAll(async () => {
  ({ db, client } = await migratedDatabase());
  await seedIfEmpty(db, { now: new Date(TUESDAY_1430) });
  const moduleRows = await db.select().from(modules);
  moduleIds = Object.fromEntries(moduleRows.map((m) => [m.moduleType, m.id]));
  const zoneRows = await db.select().from(zones).orderBy(zones.id);
  zoneIds = { downtown: zoneRows[0]!.id, marina: zoneRows[1]!.id };
}, 60_000);
afterAll(() => client.close());

function appAt(now: number) {
  return createApp({ database: staticDatabase(db), clock: { now: () => now }, logError: () => {} });
}

interface Answer<T = unknown> {
  status: number;
  body: T;
}

async function call<T = Record<string, unknown>>(
  path: string,
  headers: Record<string, string> = {},
  now = TUESDAY_1430,
): Promise<Answer<T>> {
  const response = await appAt(now).request(`http://localhost/api/v1${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** Headers of a module in the downtown zone (zone 1), at Burj Khalifa. */
function headers(
  type: string,
  extra: { zone?: number[]; position?: boolean; locale?: string } = {},
): Record<string, string> {
  const h: Record<string, string> = {
    moduleId: String(moduleIds[type]),
    zoneId: JSON.stringify(extra.zone ?? [zoneIds.downtown]),
  };
  if (extra.position !== false) {
    h.latitude = String(HOME.lat);
    h.longitude = String(HOME.lng);
  }
  if (extra.locale) h['X-localization'] = extra.locale;
  return h;
}

interface Item {
  id: number;
  name: string;
  slug: string;
  store_id: number;
  store_name: string;
  zone_id: number;
  module_type: string;
  price: number;
  discount: number;
  store_discount: number;
  veg: number;
  recommended: number;
  order_count: number;
  rating_count: number;
  avg_rating: number;
  created_at: string;
  image_full_url: string;
  images_full_url: string[];
  category_ids: { id: string; position: number; name: string }[];
  food_variations: { name: string; values: { label: string; optionPrice: number }[] }[];
  add_ons: { id: number; name: string; price: number }[];
  variations: { type: string; price: number; stock: number }[];
  isCampaignItem: boolean;
  available_date_starts?: string;
  tags: { tag: string }[];
}
interface Store {
  id: number;
  slug: string;
  name: string;
  zone_id: number;
  module_id: number;
  open: number;
  active: boolean;
  distance: number | null;
  latitude: string;
  longitude: string;
  current_opening_time: string;
  discount: { discount: number } | null;
  ratings: number[];
  avg_rating: number;
  rating_count: number;
  positive_rating: number;
  total_items: number;
  order_count: number;
  created_at: string;
  delivery: boolean;
  take_away: boolean;
  category_ids: number[];
  schedules: unknown[];
}
interface Page {
  total_size: number;
  limit: number;
  offset: number;
}
type ItemPage = Page & { products: Item[]; categories?: { id: number }[] };
type StorePage = Page & { stores: Store[] };

async function storeBySlug(slug: string) {
  const [row] = await db.select().from(stores).where(eq(stores.slug, slug));
  return row!;
}

describe('headers', () => {
  it('a missing moduleId is 403 "Module id required"; an unknown one 403 "Not found"', async () => {
    for (const path of [
      '/items/popular',
      '/items/details/1',
      '/stores/popular',
      '/categories/items/1',
      '/campaigns/basic',
    ]) {
      const h = headers('grocery');
      delete h.moduleId;
      expect(await call(path, h)).toEqual({
        status: 403,
        body: { errors: [{ code: 'moduleId', message: 'Module id required' }] },
      });
      expect(await call(path, { ...h, moduleId: '999' })).toEqual({
        status: 403,
        body: { errors: [{ code: 'moduleId', message: 'Not found' }] },
      });
    }
  });

  it('a missing zoneId is 403 "Zone id required" on lists, 200 with that body on campaigns', async () => {
    const h = headers('food');
    delete h.zoneId;
    const body = { errors: [{ code: 'zoneId', message: 'Zone id required' }] };
    for (const path of [
      '/items/popular',
      '/stores/get-stores/all',
      '/banners',
      '/items/search?name=a',
    ])
      expect(await call(path, h)).toEqual({ status: 403, body });
    for (const path of ['/campaigns/basic', '/campaigns/item'])
      expect(await call(path, h)).toEqual({ status: 200, body });
    expect((await call('/items/popular', { ...h, zoneId: 'downtown' })).status).toBe(403);
  });

  it('categories, get-stores and banners skip the module check when no moduleId is sent', async () => {
    const zone = { zoneId: `[${zoneIds.downtown}]` };
    const categories = await call<{ module_id: number }[]>('/categories');
    expect(categories.status).toBe(200);
    expect(new Set(categories.body.map((c) => c.module_id)).size).toBeGreaterThan(1);
    const list = await call<StorePage>('/stores/get-stores/all', zone);
    expect(list.status).toBe(200);
    expect(new Set(list.body.stores.map((s) => s.module_id)).size).toBeGreaterThan(1);
    const banners = await call<{ banners: { module_id: number }[] }>('/banners', zone);
    expect(banners.status).toBe(200);
    expect(new Set(banners.body.banners.map((b) => b.module_id)).size).toBeGreaterThan(1);
    expect((await call('/stores/details/burger-yard')).status).toBe(200);
  });
});

describe('pagination', () => {
  it('pages through every item once; the envelope echoes limit and offset as integers', async () => {
    const seen: number[] = [];
    let total = -1;
    for (let offset = 1; offset < 20; offset += 1) {
      const { body } = await call<ItemPage>(
        `/items/popular?limit=4&offset=${offset}`,
        headers('grocery'),
      );
      expect(body.limit).toBe(4);
      expect(body.offset).toBe(offset);
      total = body.total_size;
      if (body.products.length === 0) break;
      seen.push(...body.products.map((p) => p.id));
    }
    expect(total).toBeGreaterThan(8);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('caps the page size at 50 and rejects bad limits and offsets', async () => {
    const capped = await call<ItemPage>('/items/new-arrival?limit=500', headers('food'));
    expect(capped.body.limit).toBe(50);
    expect(await call('/items/popular?limit=abc', headers('food'))).toEqual({
      status: 403,
      body: { errors: [{ code: 'limit', message: 'The limit must be an integer.' }] },
    });
    expect(await call('/items/popular?offset=0', headers('food'))).toEqual({
      status: 403,
      body: { errors: [{ code: 'offset', message: 'The offset must be at least 1.' }] },
    });
    const stores = await call<StorePage>('/stores/get-stores/all', headers('food'));
    expect(stores.body.limit).toBe(50);
  });
});

describe('item lists', () => {
  it('hold active, approved items of active stores of the module in the zones', async () => {
    const { body } = await call<ItemPage>('/items/popular?limit=50', headers('food'));
    expect(body.products.length).toBeGreaterThan(0);
    for (const item of body.products) {
      expect(item.module_type).toBe('food');
      expect(item.zone_id).toBe(zoneIds.downtown);
    }
    const marina = await call<ItemPage>(
      '/items/popular?limit=50',
      headers('food', { zone: [zoneIds.marina] }),
    );
    expect(marina.body.products.every((i) => i.zone_id === zoneIds.marina)).toBe(true);
    const both = await call<ItemPage>(
      '/items/popular?limit=1',
      headers('food', { zone: [zoneIds.downtown, zoneIds.marina] }),
    );
    expect(both.body.total_size).toBe(body.total_size + marina.body.total_size);

    const target = body.products[0]!;
    await db.update(items).set({ status: false }).where(eq(items.id, target.id));
    const without = await call<ItemPage>('/items/popular?limit=50', headers('food'));
    await db.update(items).set({ status: true }).where(eq(items.id, target.id));
    expect(without.body.products.map((i) => i.id)).not.toContain(target.id);
    expect(without.body.total_size).toBe(body.total_size - 1);

    await db.update(stores).set({ status: false }).where(eq(stores.id, target.store_id));
    const closed = await call<ItemPage>('/items/popular?limit=50', headers('food'));
    await db.update(stores).set({ status: true }).where(eq(stores.id, target.store_id));
    expect(closed.body.products.some((i) => i.store_id === target.store_id)).toBe(false);
  });

  it('orders popular by orders, most-reviewed by ratings, new arrivals by date', async () => {
    const popular = (await call<ItemPage>('/items/popular?limit=50', headers('grocery'))).body;
    const orders = popular.products.map((p) => p.order_count);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    const reviewed = (await call<ItemPage>('/items/most-reviewed?limit=50', headers('grocery')))
      .body;
    const counts = reviewed.products.map((p) => p.rating_count);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const fresh = (await call<ItemPage>('/items/new-arrival?limit=50', headers('grocery'))).body;
    const dates = fresh.products.map((p) => Date.parse(p.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('filters veg and non-veg', async () => {
    const veg = (await call<ItemPage>('/items/popular?limit=50&type=veg', headers('food'))).body;
    const nonVeg = (await call<ItemPage>('/items/popular?limit=50&type=non_veg', headers('food')))
      .body;
    const all = (await call<ItemPage>('/items/popular?limit=50', headers('food'))).body;
    expect(veg.products.length).toBeGreaterThan(0);
    expect(veg.products.every((i) => i.veg === 1)).toBe(true);
    expect(nonVeg.products.every((i) => i.veg === 0)).toBe(true);
    expect(veg.total_size + nonVeg.total_size).toBe(all.total_size);
  });

  it('items/latest lists a store (by id or slug) with its categories and price filters', async () => {
    const store = await storeBySlug('downtown-pantry');
    const bySlug = (
      await call<ItemPage>('/items/latest?store_id=downtown-pantry&limit=50', headers('grocery'))
    ).body;
    const byId = (
      await call<ItemPage>(
        `/items/latest?store_id=${store.id}&category_id=0&limit=50`,
        headers('grocery'),
      )
    ).body;
    expect(byId).toEqual(bySlug);
    expect(bySlug.products.every((p) => p.store_id === store.id)).toBe(true);
    const categoryIds = new Set(
      bySlug.products.flatMap((p) => p.category_ids.map((c) => Number(c.id))),
    );
    expect(bySlug.categories!.map((c) => c.id).sort()).toEqual([...categoryIds].sort());

    const first = [...categoryIds][0]!;
    const inCategory = (
      await call<ItemPage>(
        `/items/latest?store_id=${store.id}&category_id=${first}&limit=50`,
        headers('grocery'),
      )
    ).body;
    expect(inCategory.products.length).toBeGreaterThan(0);
    expect(
      inCategory.products.every((p) => p.category_ids.some((c) => Number(c.id) === first)),
    ).toBe(true);

    const cheap = (
      await call<ItemPage>(
        `/items/latest?store_id=${store.id}&max_price=10&limit=50`,
        headers('grocery'),
      )
    ).body;
    expect(cheap.products.every((p) => p.price <= 10)).toBe(true);
    expect(cheap.total_size).toBeLessThan(bySlug.total_size);

    expect((await call('/items/latest?store_id=no-such-store', headers('grocery'))).status).toBe(
      404,
    );
    expect((await call('/items/latest', headers('grocery'))).body).toEqual({
      errors: [{ code: 'store_id', message: 'The store id field is required.' }],
    });
  });

  it('items/discounted holds items with their own discount or a running store discount', async () => {
    const during = (await call<ItemPage>('/items/discounted?limit=50', headers('grocery'))).body;
    expect(during.products.every((p) => p.discount > 0 || p.store_discount > 0)).toBe(true);
    const pantry = await storeBySlug('downtown-pantry');
    // Downtown Pantry's 10% runs 14:00-17:00: every one of its items is discounted at 14:30
    // (by the store's 10%, or by a running flash sale, which replaces it) …
    const pantryItems = (
      await call<ItemPage>(`/items/latest?store_id=${pantry.id}&limit=50`, headers('grocery'))
    ).body;
    const onFlashSale = (p: Item) => (p as Item & { flash_sale?: number }).flash_sale === 1;
    expect(pantryItems.products.some(onFlashSale)).toBe(true);
    expect(
      pantryItems.products.every((p) =>
        onFlashSale(p) ? p.store_discount === 0 : p.store_discount === 10,
      ),
    ).toBe(true);
    expect(during.products.filter((p) => p.store_id === pantry.id)).toHaveLength(
      pantryItems.total_size,
    );
    // … and none by its store discount at 18:00.
    const evening = (
      await call<ItemPage>(
        '/items/discounted?limit=50',
        headers('grocery'),
        Date.parse('2030-01-08T14:00:00Z'),
      )
    ).body;
    expect(evening.products.every((p) => p.store_discount === 0)).toBe(true);
    expect(evening.total_size).toBeLessThan(during.total_size);
    expect(during.categories!.length).toBeGreaterThan(0);
  });

  it('items/recommended answers under the key items', async () => {
    const { body } = await call<Page & { items: Item[] }>(
      '/items/recommended?limit=50&filter=top_rated',
      headers('food'),
    );
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.recommended === 1)).toBe(true);
    const ratings = body.items.map((i) => i.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body).not.toHaveProperty('products');
  });
});

describe('items/search', () => {
  it('finds names and tags, in English and Arabic, and orders by price on request', async () => {
    const { body } = await call<ItemPage>(
      '/items/search?name=shawarma&limit=50&filter=low',
      headers('food'),
    );
    expect(body.products.length).toBeGreaterThan(1);
    for (const p of body.products) {
      const text = `${p.name} ${p.tags.map((t) => t.tag).join(' ')}`.toLowerCase();
      expect(text).toContain('shawarma');
    }
    const prices = body.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.categories!.length).toBeGreaterThan(0);

    const arabic = (
      await call<ItemPage>(
        `/items/search?name=${encodeURIComponent('شاورما')}&limit=50`,
        headers('food', { locale: 'ar' }),
      )
    ).body;
    expect(arabic.total_size).toBeGreaterThan(0);
    expect(arabic.products.every((p) => p.name.includes('شاورما'))).toBe(true);

    const high = (
      await call<ItemPage>('/items/search?name=shawarma&limit=50&filter=[high]', headers('food'))
    ).body;
    expect(high.products.map((p) => p.price)).toEqual([...prices].sort((a, b) => b - a));
  });

  it('treats LIKE wildcards as text and requires a name', async () => {
    expect((await call<ItemPage>('/items/search?name=%25', headers('food'))).body.total_size).toBe(
      0,
    );
    expect((await call('/items/search', headers('food'))).body).toEqual({
      errors: [{ code: 'name', message: 'The name field is required.' }],
    });
  });
});

describe('item details', () => {
  it('carries the item entity, its store, nutrition, allergies and reviews', async () => {
    const { status, body } = await call<Item & Record<string, unknown>>(
      '/items/details/chicken-shawarma-sandwich',
      headers('food'),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'chicken-shawarma-sandwich',
      name: 'Chicken Shawarma Sandwich',
      module_type: 'food',
      store_name: 'Shawarma Station',
      halal_tag_status: 1,
      is_halal: 1,
      recommended: 1,
      isCampaignItem: false,
      nutritions: expect.arrayContaining([{ nutrition: 'Energy 520 kcal' }]),
      allergies: [{ allergy: 'Gluten' }, { allergy: 'Sesame' }],
      tags: [{ tag: 'shawarma' }, { tag: 'bestseller' }],
    });
    expect(body.image_full_url).toBe('http://localhost/storage/item/chicken-shawarma-sandwich.svg');
    // The gallery: the picture, then its close-up, turned, pack and scene views.
    expect(body.images_full_url).toEqual([
      body.image_full_url,
      ...['close-up', 'angle', 'pack', 'scene'].map(
        (view) => `http://localhost/storage/item/chicken-shawarma-sandwich/${view}.svg`,
      ),
    ]);
    expect(body.food_variations.map((v) => v.name)).toEqual(['Bread', 'Size']);
    expect(body.food_variations[0]!.values[1]).toEqual({ label: 'Saj', optionPrice: 2 });
    expect(body.add_ons.map((a) => a.name)).toEqual([
      'Extra Garlic Sauce',
      'Pickles',
      'French Fries',
      'Cheese',
    ]);
    expect(body.category_ids.every((c) => typeof c.id === 'string' && c.name !== '')).toBe(true);
    const store = body.store_details as Store & {
      price_range: unknown[];
      category_details: unknown[];
    };
    expect(store.slug).toBe('shawarma-station');
    expect(store.price_range).toHaveLength(1);
    expect(store.category_details.length).toBeGreaterThan(0);
    const reviews = body.reviews as { customer_name: string; item_name: string }[];
    expect(reviews.map((r) => r.customer_name)).toEqual(['Omar K.', 'Priya N.']);
    expect(reviews[0]!.item_name).toBe('Chicken Shawarma Sandwich');

    const byId = await call<Item>(`/items/details/${body.id}`, headers('food'));
    expect(byId.body.id).toBe(body.id);
  });

  it('is translated by X-localization', async () => {
    const { body } = await call<Item>(
      '/items/details/chicken-shawarma-sandwich',
      headers('food', { locale: 'ar' }),
    );
    expect(body.name).toBe('ساندويتش شاورما دجاج');
    expect(body.store_name).not.toBe('Shawarma Station');
    expect(body.category_ids[0]!.name).toMatch(/[\u0600-\u06ff]/);
  });

  it('variations of other modules, and the campaign item with campaign=1', async () => {
    const phone = (await call<Item>('/items/details/nova-x5-smartphone', headers('ecommerce')))
      .body;
    expect(phone.variations.length).toBeGreaterThan(1);
    expect(phone.food_variations).toEqual([]);
    const campaign = await call<Item>(
      '/items/details/iftar-family-box?campaign=1',
      headers('food'),
    );
    expect(campaign.status).toBe(200);
    expect(campaign.body.isCampaignItem).toBe(true);
    expect(campaign.body.available_date_starts).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('/items/details/iftar-family-box', headers('food'))).status).toBe(404);
  });

  it('an unknown item, or one of another module, is 404 with the error body', async () => {
    for (const path of ['/items/details/999999', '/items/details/no-such-item']) {
      expect(await call(path, headers('food'))).toEqual({
        status: 404,
        body: { errors: [{ code: 'product-001', message: 'Not found' }] },
      });
    }
    expect((await call('/items/details/nova-x5-smartphone', headers('food'))).status).toBe(404);
  });

  it('items/reviews pages the reviews, newest first', async () => {
    const [row] = await db.select().from(items).where(eq(items.slug, 'classic-smash-burger'));
    const first = await call<{
      total_size: number;
      reviews: { customer_name: string; customer: unknown }[];
    }>(`/items/reviews/${row!.id}?limit=1`, headers('food'));
    expect(first.body.total_size).toBe(2);
    expect(first.body.reviews.map((r) => r.customer_name)).toEqual(['Demo Customer']);
    expect(first.body.reviews[0]!.customer).toMatchObject({ f_name: 'Demo' });
    const second = await call<{ reviews: { customer_name: string; customer: unknown }[] }>(
      `/items/reviews/${row!.id}?limit=1&offset=2`,
      headers('food'),
    );
    expect(second.body.reviews.map((r) => r.customer_name)).toEqual(['Lina A.']);
    expect(second.body.reviews[0]!.customer).toBeNull();
    expect((await call('/items/reviews/999999', headers('food'))).status).toBe(404);
    expect((await call('/items/reviews/abc', headers('food'))).status).toBe(403);
  });
});

describe('stores', () => {
  it('are open from their schedules and active flag, at the injected time in Dubai', async () => {
    const open = async (slug: string, now: number) => {
      const { body } = await call<Store>(`/stores/details/${slug}`, {}, now);
      return [body.open, body.current_opening_time];
    };
    expect(await open('spice-route-biryani', TUESDAY_1430)).toEqual([1, '11:30:00']);
    expect(await open('spice-route-biryani', TUESDAY_1600)).toEqual([0, '18:30:00']);
    expect(await open('bur-dubai-textile-house', TUESDAY_1430)).toEqual([1, '09:30:00']);
    expect(await open('bur-dubai-textile-house', SUNDAY_1200)).toEqual([0, 'closed']);
    // Temporarily closed by the store: closed although its hours cover the time.
    expect(await open('barsha-family-pharmacy', TUESDAY_1430)).toEqual([0, '09:00:00']);
    // After midnight Tuesday night (Wednesday 01:30): Shawarma Station is open until 3 am.
    expect(await open('shawarma-station', Date.parse('2030-01-08T21:30:00Z'))).toEqual([
      1,
      '00:00:00',
    ]);
  });

  it('carry the distance from the latitude/longitude headers, null without them', async () => {
    const { body } = await call<StorePage>('/stores/get-stores/all', headers('grocery'));
    for (const store of body.stores) {
      const expected = haversineMeters(HOME, {
        lat: Number(store.latitude),
        lng: Number(store.longitude),
      });
      expect(store.distance).toBeCloseTo(expected, 0);
    }
    const none = await call<StorePage>(
      '/stores/get-stores/all',
      headers('grocery', { position: false }),
    );
    expect(none.body.stores.every((s) => s.distance === null)).toBe(true);
    const bad = await call<StorePage>('/stores/get-stores/all', {
      ...headers('grocery'),
      latitude: 'abc',
    });
    expect(bad.body.stores.every((s) => s.distance === null)).toBe(true);
  });

  it('get-stores puts open stores first, then the nearest; filters delivery, take-away and featured', async () => {
    const { body } = await call<StorePage>(
      '/stores/get-stores/all',
      headers('food', { zone: [zoneIds.downtown, zoneIds.marina] }),
      TUESDAY_1600,
    );
    const keys = body.stores.map((s) => [s.open, s.distance!] as const);
    for (let i = 1; i < keys.length; i += 1) {
      const [prevOpen, prevDistance] = keys[i - 1]!;
      const [open, distance] = keys[i]!;
      expect(prevOpen >= open).toBe(true);
      if (prevOpen === open) expect(prevDistance).toBeLessThanOrEqual(distance);
    }
    expect(body.stores.some((s) => s.open === 0)).toBe(true);
    const takeAway = (await call<StorePage>('/stores/get-stores/take_away', headers('food'))).body;
    expect(takeAway.stores.every((s) => s.take_away)).toBe(true);
    const featured = (
      await call<StorePage & { stores: { featured: number }[] }>(
        '/stores/get-stores/all?featured=1',
        headers('grocery'),
      )
    ).body;
    expect(featured.stores.length).toBeGreaterThan(0);
    expect(featured.stores.every((s) => s.featured === 1)).toBe(true);
    expect((await call('/stores/get-stores/dine_in', headers('food'))).body).toEqual({
      errors: [{ code: 'filter_data', message: 'The selected filter data is invalid.' }],
    });
  });

  it('popular, latest and top-rated order by orders, joining date and rating', async () => {
    const all = [zoneIds.downtown, zoneIds.marina];
    const popular = (await call<StorePage>('/stores/popular', headers('food', { zone: all }))).body
      .stores;
    expect(popular.map((s) => s.order_count)).toEqual(
      [...popular.map((s) => s.order_count)].sort((a, b) => b - a),
    );
    const latest = (await call<StorePage>('/stores/latest', headers('food', { zone: all }))).body
      .stores;
    const joined = latest.map((s) => Date.parse(s.created_at));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
    const top = (await call<StorePage>('/stores/top-rated', headers('food', { zone: all }))).body
      .stores;
    expect(top.map((s) => s.avg_rating)).toEqual(
      [...top.map((s) => s.avg_rating)].sort((a, b) => b - a),
    );
    expect(top.length).toBe(popular.length);
  });

  it('carry ratings, a running discount and their item categories', async () => {
    const pantry = (await call<Store>('/stores/details/downtown-pantry')).body;
    expect(pantry.ratings).toEqual([205, 96, 31, 8, 3]);
    expect(pantry.rating_count).toBe(343);
    expect(pantry.avg_rating).toBeCloseTo((205 * 5 + 96 * 4 + 31 * 3 + 8 * 2 + 3) / 343, 2);
    expect(pantry.positive_rating).toBe(Math.round(((205 + 96) / 343) * 100));
    expect(pantry.discount).toMatchObject({ discount: 10 });
    expect(pantry.total_items).toBeGreaterThan(0);
    expect(pantry.category_ids.length).toBeGreaterThan(0);
    const evening = (
      await call<Store>('/stores/details/downtown-pantry', {}, Date.parse('2030-01-08T14:00:00Z'))
    ).body;
    expect(evening.discount).toBeNull();
  });

  it('store details carry campaigns and the store coupons; unknown stores are 404', async () => {
    const burger = (
      await call<{ activeCoupons: { code: string }[] }>('/stores/details/burger-yard')
    ).body;
    expect(burger.activeCoupons.map((c) => c.code)).toContain('BURGER20');
    const shawarma = (
      await call<{ activeCoupons: { code: string }[] }>('/stores/details/shawarma-station')
    ).body;
    expect(shawarma.activeCoupons.map((c) => c.code)).toContain('SHAWARMA5');
    expect(await call('/stores/details/no-such-store')).toEqual({
      status: 404,
      body: { errors: [{ code: 'store', message: 'Store not found' }] },
    });
    expect((await call('/stores/details/999999')).status).toBe(404);
  });

  it('stores/search finds names in the zones, optionally selling in a category', async () => {
    const { body } = await call<StorePage>('/stores/search?name=burger', headers('food'));
    expect(body.stores.map((s) => s.slug)).toEqual(['burger-yard']);
    const arabic = await call<StorePage>(
      `/stores/search?name=${encodeURIComponent('برجر')}`,
      headers('food', { locale: 'ar' }),
    );
    expect(arabic.body.stores.map((s) => s.slug)).toEqual(['burger-yard']);
    const burgerYard = await storeBySlug('burger-yard');
    const [anItem] = await db
      .select()
      .from(items)
      .where(and(eq(items.storeId, burgerYard.id), eq(items.status, true)));
    const withCategory = await call<StorePage>(
      `/stores/search?name=burger&category_id=${anItem!.categoryId}`,
      headers('food'),
    );
    expect(withCategory.body.total_size).toBe(1);
    const elsewhere = await call<StorePage>(
      '/stores/search?name=burger&category_id=999999',
      headers('food'),
    );
    expect(elsewhere.body.total_size).toBe(0);
  });
});

describe('categories', () => {
  it('lists top-level categories with children and counts; featured=1 keeps featured ones', async () => {
    type Category = {
      id: number;
      position: number;
      featured: number;
      products_count: number;
      order_count?: number;
      childes: { parent_id: number }[];
    };
    const { body } = await call<Category[]>('/categories', headers('grocery'));
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((c) => c.position === 0)).toBe(true);
    expect(body.some((c) => c.childes.length > 0)).toBe(true);
    for (const c of body) expect(c.childes.every((child) => child.parent_id === c.id)).toBe(true);
    expect(body.every((c) => typeof c.order_count === 'number')).toBe(true);
    const featured = (await call<Category[]>('/categories?featured=1', headers('grocery'))).body;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(body.length);
    expect(featured.every((c) => c.featured === 1)).toBe(true);
    const h = headers('grocery');
    delete h.zoneId;
    const everywhere = (await call<Category[]>('/categories', h)).body;
    expect(everywhere.every((c) => c.order_count === undefined)).toBe(true);
    const total = (list: Category[]) => list.reduce((n, c) => n + c.products_count, 0);
    expect(total(everywhere)).toBeGreaterThan(total(body));
  });

  it('childes and items of a category; unknown categories are 404', async () => {
    type Category = { id: number; childes_count: number; products_count: number };
    const top = (await call<Category[]>('/categories', headers('grocery'))).body;
    const parent = top.find((c) => c.childes_count > 0)!;
    const children = (
      await call<{ parent: { id: number }; parent_id: number }[]>(
        `/categories/childes/${parent.id}`,
        headers('grocery'),
      )
    ).body;
    expect(children).toHaveLength(parent.childes_count);
    expect(children.every((c) => c.parent.id === parent.id && c.parent_id === parent.id)).toBe(
      true,
    );
    const page = (
      await call<ItemPage>(`/categories/items/${parent.id}?limit=50`, headers('grocery'))
    ).body;
    expect(page.total_size).toBe(parent.products_count);
    expect(page.products.every((p) => p.category_ids.some((c) => Number(c.id) === parent.id))).toBe(
      true,
    );
    for (const path of ['/categories/childes/999999', '/categories/items/999999'])
      expect((await call(path, headers('grocery'))).body).toEqual({
        errors: [{ code: 'category', message: 'Category not found' }],
      });
    // A category of another module is not found in this one.
    expect((await call(`/categories/items/${parent.id}`, headers('food'))).status).toBe(404);
  });
});

describe('banners and campaigns', () => {
  it('banners of the zones carry their target store or item; campaigns are running ones', async () => {
    type Banner = { type: string; zone_id: number; store: Store | null; item: Item | null };
    const { body } = await call<{
      banners: Banner[];
      campaigns: { available_date_ends: string }[];
    }>('/banners', headers('grocery'));
    expect(body.banners.map((b) => b.type).sort()).toEqual(['default', 'item_wise', 'store_wise']);
    for (const banner of body.banners) {
      expect(banner.zone_id).toBe(zoneIds.downtown);
      expect(banner.store !== null).toBe(banner.type === 'store_wise');
      expect(banner.item !== null).toBe(banner.type === 'item_wise');
    }
    const featured = (await call<{ banners: Banner[] }>('/banners?featured=1', headers('grocery')))
      .body;
    expect(featured.banners.map((b) => b.type)).toEqual(['store_wise']);
    expect(body.campaigns.every((c) => c.available_date_ends >= '2030-01-08')).toBe(true);
  });

  it('campaign items are running campaign items of the zones', async () => {
    const downtown = (await call<Item[]>('/campaigns/item', headers('food'))).body;
    expect(downtown.map((i) => i.slug)).toEqual(['iftar-family-box']);
    expect(downtown[0]!.isCampaignItem).toBe(true);
    const marina = (
      await call<Item[]>('/campaigns/item', headers('food', { zone: [zoneIds.marina] }))
    ).body;
    expect(marina.map((i) => i.slug)).toEqual(['weekend-brunch-for-two']);
    const later = (
      await call<Item[]>('/campaigns/item', headers('food'), Date.parse('2031-01-01T00:00:00Z'))
    ).body;
    expect(later).toEqual([]);
    const basic = await call<unknown[]>('/campaigns/basic', headers('food'));
    expect(basic.status).toBe(200);
    expect(Array.isArray(basic.body)).toBe(true);
  });
});
