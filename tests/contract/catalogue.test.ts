// The catalogue operations of openapi/storefront.yaml (tag `catalogue`), called on the live demo
// server: every valid answer is validated against the operation's response schema; missing or
// bad headers and parameters get a 4xx with the error body (never a 500); unknown ids get 404.
// The clock is real here, so nothing below depends on whether a store is open right now.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, inject, it } from 'vitest';
import { http, type HttpResult } from '../support/http.js';
import { repoRoot } from '../support/server.js';
import {
  errorBodyProblems,
  operation,
  printable,
  responseProblems,
  type Operation,
  type QueryParameter,
} from './openapi.js';

const base = inject('serverUrl');

type Query = Record<string, string | number>;
type Headers = Record<string, string>;
type Lazy<T> = T | (() => Promise<T>);

const resolve = async <T>(value: Lazy<T> | undefined): Promise<T | undefined> =>
  typeof value === 'function' ? (value as () => Promise<T>)() : value;

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (cached ??= load());
}

async function getJson<T>(path: string, options: { query?: Query; headers?: Headers } = {}) {
  const result = await http(base, `/api/v1${path}`, options);
  if (result.status !== 200) throw new Error(`GET ${path}: ${result.status} ${result.text}`);
  return result.json as T;
}

// ---------------------------------------------------------------- the demo marketplace

/** Burj Khalifa: in the downtown zone, which serves every module. */
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };

const zoneHeader = memo(
  async () =>
    (await getJson<{ zone_id: string }>('/config/get-zone-id', { query: DOWNTOWN })).zone_id,
);
const moduleIds = memo(async () => {
  const modules = await getJson<{ id: number; module_type: string }[]>('/module');
  return new Map(modules.map((m) => [m.module_type, m.id]));
});

type ModuleType = 'grocery' | 'pharmacy' | 'ecommerce' | 'food';

/** The headers the client's middleware sends: zone, module, position. */
function headersFor(type: ModuleType, extra: Headers = {}): () => Promise<Headers> {
  return async () => ({
    zoneId: await zoneHeader(),
    moduleId: String((await moduleIds()).get(type)),
    latitude: String(DOWNTOWN.lat),
    longitude: String(DOWNTOWN.lng),
    ...extra,
  });
}

interface Item {
  id: number;
  slug: string;
  name: string;
  store_id: number;
  zone_id: number;
  module_type: string;
  veg: number;
  price: number;
  discount: number;
  store_discount: number;
  recommended: number;
  order_count: number;
  rating_count: number;
  avg_rating: number;
  created_at: string;
  isCampaignItem: boolean;
  category_ids: { id: string }[];
  food_variations: unknown;
  image_full_url: string | null;
  tags: { tag: string }[];
}
interface Store {
  id: number;
  slug: string;
  name: string;
  zone_id: number;
  module_id: number;
  open: number;
  distance: number | null;
  delivery: boolean;
  take_away: boolean;
  featured: number;
  order_count: number;
  created_at: string;
  avg_rating: number;
  rating_count: number;
}
interface Envelope {
  total_size: number;
  limit: number;
  offset: number;
}
interface Category {
  id: number;
  name: string;
  position: number;
  featured: number;
  module_id: number;
  products_count: number;
  childes_count: number;
}

const zoneIds = memo(async () => JSON.parse(await zoneHeader()) as number[]);
const groceryStore = memo(async () => {
  const page = await getJson<{ stores: Store[] }>('/stores/get-stores/all', {
    headers: await headersFor('grocery')(),
  });
  const store = page.stores[0];
  if (!store) throw new Error('no grocery store in the downtown zone');
  return store;
});
const groceryParent = memo(async () => {
  const list = await getJson<Category[]>('/categories', { headers: await headersFor('grocery')() });
  const parent = list.find((c) => c.childes_count > 0);
  if (!parent) throw new Error('no grocery category with sub-categories');
  return parent;
});
/** A food item with reviews in the demo data. */
const reviewedItem = memo(async () =>
  getJson<Item>('/items/details/chicken-shawarma-sandwich', {
    headers: await headersFor('food')(),
  }),
);
const campaignItem = memo(async () => {
  const list = await getJson<Item[]>('/campaigns/item', { headers: await headersFor('food')() });
  const first = list[0];
  if (!first) throw new Error('no running campaign item in the downtown zone');
  return first;
});

// ---------------------------------------------------------------- checks

const sortedDesc = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => b - a));

function expectEnvelope(json: unknown, limit: number, offset: number) {
  const envelope = json as Envelope;
  expect(envelope.limit).toBe(limit);
  expect(envelope.offset).toBe(offset);
  expect(Number.isInteger(envelope.total_size)).toBe(true);
}

async function expectInZones(list: { zone_id: number }[]) {
  const ids = await zoneIds();
  for (const entry of list) expect(ids).toContain(entry.zone_id);
}

function expectClientError(
  result: HttpResult,
  expected: { status?: number; code?: string; message?: string },
) {
  const context = `${result.status} ${result.text.slice(0, 300)}`;
  if (expected.status !== undefined) expect(result.status, context).toBe(expected.status);
  expect(result.status, context).toBeGreaterThanOrEqual(400);
  expect(result.status, context).toBeLessThan(500);
  expect(errorBodyProblems(result.json), context).toEqual([]);
  const first = (result.json as { errors: { code: string; message: string }[] }).errors[0];
  if (expected.code !== undefined) expect(first?.code, context).toBe(expected.code);
  if (expected.message !== undefined) expect(first?.message, context).toBe(expected.message);
}

// ---------------------------------------------------------------- cases

interface ValidCall {
  name: string;
  query?: Lazy<Query>;
  headers?: Lazy<Headers>;
  /** Path parameters (default: the case's). */
  params?: Lazy<Record<string, string | number>>;
  check?: (json: unknown, result: HttpResult) => void | Promise<void>;
}

interface InvalidCall {
  name: string;
  query?: Lazy<Query>;
  headers?: Lazy<Headers>;
  params?: Lazy<Record<string, string | number>>;
  status: number;
  code?: string;
  message?: string;
}

interface CatalogueCase {
  /** Path parameters of the valid calls. */
  params?: Lazy<Record<string, string | number>>;
  /** Headers of the valid calls (default: none). */
  headers?: () => Promise<Headers>;
  /** What a call without moduleId gets: the module check's 403, or a normal answer (exempt). */
  module: 'required' | 'exempt' | 'unchecked';
  /** What a call without zoneId gets: 403, 200 with the error body, or a normal answer. */
  zone: 'required' | 'soft' | 'optional';
  valid: ValidCall[];
  invalid?: InvalidCall[];
}

const products = (json: unknown) => (json as { products: Item[] }).products;
const stores = (json: unknown) => (json as { stores: Store[] }).stores;

const cases: Record<string, CatalogueCase> = {
  listCategories: {
    headers: headersFor('grocery'),
    module: 'exempt',
    zone: 'optional',
    valid: [
      {
        name: 'the grocery categories',
        check: async (json) => {
          const list = json as Category[];
          expect(list.length).toBeGreaterThan(0);
          const grocery = (await moduleIds()).get('grocery');
          for (const c of list) {
            expect(c.position).toBe(0);
            expect(c.module_id).toBe(grocery);
          }
        },
      },
      {
        name: 'the featured ones',
        query: { featured: 1 },
        check: (json) => {
          const list = json as Category[];
          expect(list.length).toBeGreaterThan(0);
          expect(list.every((c) => c.featured === 1)).toBe(true);
        },
      },
      {
        // Issue 15: no featured category without visible items in the zone and module.
        name: 'the featured food ones, each with items (no empty Healthy)',
        query: { featured: 1 },
        headers: headersFor('food'),
        check: (json) => {
          const list = json as (Category & { childes: Category[] })[];
          expect(list.length).toBeGreaterThan(0);
          expect(list.map((c) => c.name)).not.toContain('Healthy');
          for (const c of list) {
            expect(c.products_count, c.name).toBeGreaterThan(0);
            for (const child of c.childes) expect(child.products_count).toBeGreaterThan(0);
          }
        },
      },
      {
        name: 'no category listed with 0 items',
        headers: headersFor('food'),
        check: (json) => {
          const list = json as Category[];
          expect(list.length).toBeGreaterThan(0);
          expect(list.filter((c) => c.products_count === 0)).toEqual([]);
        },
      },
      {
        name: 'in Arabic',
        headers: headersFor('grocery', { 'X-localization': 'ar' }),
        check: (json) => expect((json as Category[])[0]?.name).toMatch(/[\u0600-\u06ff]/),
      },
    ],
    invalid: [
      { name: 'featured=maybe', query: { featured: 'maybe' }, status: 403, code: 'featured' },
    ],
  },
  listChildCategories: {
    params: async () => ({ id: (await groceryParent()).id }),
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'optional',
    valid: [
      {
        name: 'the sub-categories of a grocery category',
        check: async (json) => {
          const parent = await groceryParent();
          const list = json as (Category & { parent_id: number; parent: { id: number } })[];
          expect(list).toHaveLength(parent.childes_count);
          for (const c of list) {
            expect(c.parent_id).toBe(parent.id);
            expect(c.parent.id).toBe(parent.id);
          }
        },
      },
    ],
    invalid: [
      { name: 'an unknown category', params: { id: 999999 }, status: 404, code: 'category' },
      { name: 'an id that is not a number', params: { id: 'abc' }, status: 403, code: 'id' },
    ],
  },
  listCategoriesItems: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'the items of categories sent as a JSON array (v1 clients)',
        query: async () => ({ category_ids: `[${(await groceryParent()).id}]`, limit: 50 }),
        check: async (json) => {
          const parent = await groceryParent();
          expect((json as Envelope).total_size).toBe(parent.products_count);
          for (const item of products(json)) {
            expect(item.category_ids.some((c) => Number(c.id) === parent.id)).toBe(true);
          }
        },
      },
      {
        name: 'no items for no active category',
        query: { category_ids: '[999999]' },
        check: (json) => expect(products(json)).toEqual([]),
      },
    ],
    invalid: [
      {
        name: 'ids that are not numbers',
        query: { category_ids: '[x]' },
        status: 403,
        code: 'category_ids',
      },
    ],
  },
  listCategoriesStores: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'the stores selling in categories sent as a JSON array',
        query: async () => ({ category_ids: `[${(await groceryParent()).id}]` }),
        check: (json) => expect(stores(json).length).toBeGreaterThan(0),
      },
    ],
    invalid: [
      {
        name: 'ids that are not numbers',
        query: { category_ids: 'x' },
        status: 403,
        code: 'category_ids',
      },
    ],
  },
  listCategoryStores: {
    params: async () => ({ id: (await groceryParent()).id }),
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'the stores selling in a category',
        check: async (json) => {
          const grocery = (await moduleIds()).get('grocery');
          expect(stores(json).length).toBeGreaterThan(0);
          for (const store of stores(json)) expect(store.module_id).toBe(grocery);
        },
      },
    ],
    invalid: [
      { name: 'an unknown category', params: { id: 999999 }, status: 404, code: 'category' },
    ],
  },
  listCategoryItems: {
    params: async () => ({ id: (await groceryParent()).id }),
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'a page of a category',
        query: { limit: 5, offset: 1 },
        check: async (json) => {
          expectEnvelope(json, 5, 1);
          const parent = await groceryParent();
          expect((json as Envelope).total_size).toBe(parent.products_count);
          for (const item of products(json)) {
            expect(item.category_ids.some((c) => Number(c.id) === parent.id)).toBe(true);
          }
        },
      },
      {
        name: 'a page after the last one',
        query: { limit: 50, offset: 99 },
        check: (json) => expect(products(json)).toEqual([]),
      },
    ],
    invalid: [
      { name: 'an unknown category', params: { id: 999999 }, status: 404, code: 'category' },
    ],
  },
  listLatestItems: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: "a store's items by id, with its categories",
        query: async () => ({
          store_id: (await groceryStore()).id,
          category_id: 0,
          limit: 3,
          offset: 2,
        }),
        check: async (json) => {
          expectEnvelope(json, 3, 2);
          const store = await groceryStore();
          expect(products(json).every((p) => p.store_id === store.id)).toBe(true);
          const dates = products(json).map((p) => Date.parse(p.created_at));
          sortedDesc(dates);
          expect((json as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
        },
      },
      {
        name: "a store's items by slug, within a price range",
        query: async () => ({ store_id: (await groceryStore()).slug, min_price: 1, max_price: 20 }),
        check: (json) => {
          for (const p of products(json)) {
            expect(p.price).toBeGreaterThanOrEqual(1);
            expect(p.price).toBeLessThanOrEqual(20);
          }
        },
      },
    ],
    invalid: [
      {
        name: 'an unknown store',
        query: { store_id: 'no-such-store' },
        status: 404,
        code: 'store',
      },
      {
        name: 'a category list that is not ids',
        query: async () => ({ store_id: (await groceryStore()).id, category_id: 'fruit' }),
        status: 403,
        code: 'category_id',
      },
    ],
  },
  listPopularItems: {
    headers: headersFor('food'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'most ordered first, in the zone and module',
        query: { limit: 10, offset: 1 },
        check: async (json) => {
          expectEnvelope(json, 10, 1);
          expect(products(json).length).toBeGreaterThan(0);
          expect(products(json).every((p) => p.module_type === 'food')).toBe(true);
          await expectInZones(products(json));
          sortedDesc(products(json).map((p) => p.order_count));
        },
      },
      {
        name: 'veg only',
        query: { type: 'veg', limit: 50 },
        check: (json) => expect(products(json).every((p) => p.veg === 1)).toBe(true),
      },
      {
        name: 'a page size above 50 is capped',
        query: { limit: 500 },
        check: (json) => expectEnvelope(json, 50, 1),
      },
    ],
  },
  listMostReviewedItems: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'most ratings first',
        query: { limit: 20 },
        check: (json) => {
          const counts = products(json).map((p) => p.rating_count);
          expect(counts.every((n) => n > 0)).toBe(true);
          sortedDesc(counts);
        },
      },
    ],
  },
  listDiscountedItems: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'discounted items with their categories',
        query: { limit: 50 },
        check: (json) => {
          expect(products(json).length).toBeGreaterThan(0);
          for (const p of products(json)) {
            expect(p.discount > 0 || p.store_discount > 0).toBe(true);
          }
          expect((json as { categories: unknown[] }).categories.length).toBeGreaterThan(0);
        },
      },
      {
        name: 'in some categories (a JSON array)',
        query: async () => ({ category_ids: `[${(await groceryParent()).id}]` }),
      },
    ],
    invalid: [
      {
        name: 'category_ids that are not ids',
        query: { category_ids: '[a,b]' },
        status: 403,
        code: 'category_ids',
      },
    ],
  },
  listNewArrivalItems: {
    headers: headersFor('ecommerce'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'newest first',
        query: { limit: 20 },
        check: (json) => sortedDesc(products(json).map((p) => Date.parse(p.created_at))),
      },
    ],
  },
  listRecommendedItems: {
    headers: headersFor('food'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'recommended items under the key items',
        query: { limit: 20, filter: 'top_rated' },
        check: (json) => {
          const list = (json as { items: Item[] }).items;
          expect(list.length).toBeGreaterThan(0);
          expect(list.every((i) => i.recommended === 1)).toBe(true);
          sortedDesc(list.map((i) => i.avg_rating));
        },
      },
    ],
    invalid: [
      {
        name: 'an unknown store',
        query: { store_id: 'no-such-store' },
        status: 404,
        code: 'store',
      },
    ],
  },
  searchItems: {
    headers: headersFor('food'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'items named burger, cheapest first',
        query: { name: 'burger', filter: '[low]', limit: 20 },
        check: (json) => {
          const list = products(json);
          expect(list.length).toBeGreaterThan(0);
          for (const p of list) {
            expect(`${p.name} ${p.tags.map((t) => t.tag).join(' ')}`).toMatch(/burger/i);
          }
          const prices = list.map((p) => p.price);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
          expect(Array.isArray((json as { categories: unknown[] }).categories)).toBe(true);
        },
      },
      {
        name: 'in Arabic',
        query: { name: 'برجر' },
        headers: headersFor('food', { 'X-localization': 'ar' }),
        check: (json) => expect((json as Envelope).total_size).toBeGreaterThan(0),
      },
      {
        name: 'a text that matches nothing',
        query: { name: 'qqqzzzxxyy' },
        check: (json) => expect(products(json)).toEqual([]),
      },
    ],
    invalid: [
      {
        name: 'an unknown filter',
        query: { name: 'burger', filter: 'cheapest' },
        status: 403,
        code: 'filter',
      },
    ],
  },
  getItemDetails: {
    params: { id: 'chicken-shawarma-sandwich' },
    headers: headersFor('food'),
    module: 'required',
    zone: 'optional',
    valid: [
      {
        name: 'an item by slug, with its store and reviews',
        check: (json) => {
          const item = json as Item & { store_details: Store; reviews: unknown[] };
          expect(item.slug).toBe('chicken-shawarma-sandwich');
          expect(item.store_details.id).toBe(item.store_id);
          expect(Array.isArray(item.food_variations)).toBe(true);
          expect(item.image_full_url).toMatch(/^https?:\/\//);
          expect(item.reviews.length).toBeGreaterThan(0);
        },
      },
      {
        name: 'the same item by id',
        params: async () => ({ id: (await reviewedItem()).id }),
        check: async (json) => expect((json as Item).id).toBe((await reviewedItem()).id),
      },
      {
        name: 'a campaign item (campaign=1)',
        params: async () => ({ id: (await campaignItem()).id }),
        query: { campaign: 1 },
        check: (json) => expect((json as Item).isCampaignItem).toBe(true),
      },
    ],
    invalid: [
      {
        name: 'an unknown item',
        params: { id: 999999 },
        status: 404,
        code: 'product-001',
        message: 'Not found',
      },
      { name: 'an unknown slug', params: { id: 'no-such-item' }, status: 404, code: 'product-001' },
      {
        name: 'an id that is neither an id nor a slug',
        params: { id: 'a b' },
        status: 403,
        code: 'id',
      },
    ],
  },
  listItemReviews: {
    params: async () => ({ id: (await reviewedItem()).id }),
    headers: headersFor('food'),
    module: 'required',
    zone: 'optional',
    valid: [
      {
        name: "an item's reviews, one a page",
        query: { limit: 1, offset: 1 },
        check: (json) => {
          expectEnvelope(json, 1, 1);
          expect((json as Envelope).total_size).toBeGreaterThan(0);
          expect((json as { reviews: unknown[] }).reviews).toHaveLength(1);
        },
      },
    ],
    invalid: [
      { name: 'an unknown item', params: { id: 999999 }, status: 404, code: 'product-001' },
      { name: 'an id that is not a number', params: { id: 'abc' }, status: 403, code: 'id' },
    ],
  },
  listStores: {
    params: { filter_data: 'all' },
    headers: headersFor('food'),
    module: 'exempt',
    zone: 'required',
    valid: [
      {
        name: 'every store of the module in the zone, open first, with distances',
        check: async (json) => {
          expectEnvelope(json, 50, 1);
          const list = stores(json);
          expect(list.length).toBeGreaterThan(0);
          await expectInZones(list);
          const food = (await moduleIds()).get('food');
          expect(list.every((s) => s.module_id === food)).toBe(true);
          expect(list.every((s) => typeof s.distance === 'number')).toBe(true);
          const open = list.map((s) => s.open);
          sortedDesc(open);
        },
      },
      {
        name: 'take-away stores, featured, newest first',
        params: { filter_data: 'take_away' },
        query: { store_type: 'newly_joined', featured: 0, limit: 2, offset: 1 },
        check: (json) => {
          expectEnvelope(json, 2, 1);
          expect(stores(json).every((s) => s.take_away)).toBe(true);
        },
      },
      {
        name: 'delivering stores without a position (no distance)',
        params: { filter_data: 'delivery' },
        headers: async () => {
          const h = await headersFor('food')();
          delete h.latitude;
          delete h.longitude;
          return h;
        },
        check: (json) => {
          expect(stores(json).every((s) => s.delivery && s.distance === null)).toBe(true);
        },
      },
    ],
    invalid: [
      {
        name: 'an unknown filter',
        params: { filter_data: 'dine_in' },
        status: 403,
        code: 'filter_data',
      },
    ],
  },
  listPopularStores: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'most ordered first',
        query: { limit: 12, offset: 1 },
        check: (json) => {
          expectEnvelope(json, 12, 1);
          sortedDesc(stores(json).map((s) => s.order_count));
        },
      },
    ],
  },
  listLatestStores: {
    headers: headersFor('grocery'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'newest first',
        query: { limit: 12, offset: 1 },
        check: (json) => sortedDesc(stores(json).map((s) => Date.parse(s.created_at))),
      },
    ],
  },
  listTopRatedStores: {
    headers: headersFor('pharmacy'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'best rated first',
        check: (json) => {
          expect(stores(json).every((s) => s.rating_count > 0)).toBe(true);
          sortedDesc(stores(json).map((s) => s.avg_rating));
        },
      },
    ],
  },
  searchStores: {
    headers: headersFor('food'),
    module: 'required',
    zone: 'required',
    valid: [
      {
        name: 'stores named burger',
        query: { name: 'burger' },
        check: (json) => {
          expect(stores(json).length).toBeGreaterThan(0);
          expect(stores(json).every((s) => /burger/i.test(s.name))).toBe(true);
        },
      },
      {
        name: 'in a category nobody sells in',
        query: { name: 'burger', category_id: 999999 },
        check: (json) => expect(stores(json)).toEqual([]),
      },
    ],
  },
  getStoreDetails: {
    params: { id: 'burger-yard' },
    module: 'unchecked',
    zone: 'optional',
    valid: [
      {
        name: 'a store by slug, without module or zone headers',
        check: (json) => {
          const store = json as Store & { activeCoupons: unknown[]; price_range: unknown[] };
          expect(store.slug).toBe('burger-yard');
          expect([0, 1]).toContain(store.open);
          expect(store.price_range).toHaveLength(1);
        },
      },
      {
        name: 'a store by id, with a position',
        params: async () => ({ id: (await groceryStore()).id }),
        headers: async () => ({ latitude: String(DOWNTOWN.lat), longitude: String(DOWNTOWN.lng) }),
        check: async (json) => {
          expect((json as Store).id).toBe((await groceryStore()).id);
          expect(typeof (json as Store).distance).toBe('number');
        },
      },
    ],
    invalid: [
      { name: 'an unknown id', params: { id: 999999 }, status: 404, code: 'store' },
      { name: 'an unknown slug', params: { id: 'no-such-store' }, status: 404, code: 'store' },
    ],
  },
  listBanners: {
    headers: headersFor('grocery'),
    module: 'exempt',
    zone: 'required',
    valid: [
      {
        name: 'banners of the zone and running campaigns',
        check: async (json) => {
          const answer = json as { banners: { zone_id: number; type: string }[] };
          expect(answer.banners.length).toBeGreaterThan(0);
          await expectInZones(answer.banners);
        },
      },
      {
        name: 'the featured ones',
        query: { featured: 1 },
      },
    ],
  },
  listBasicCampaigns: {
    headers: headersFor('food'),
    module: 'required',
    zone: 'soft',
    valid: [{ name: 'running campaigns', check: (json) => expect(Array.isArray(json)).toBe(true) }],
  },
  listItemCampaigns: {
    headers: headersFor('food'),
    module: 'required',
    zone: 'soft',
    valid: [
      {
        name: 'running campaign items',
        check: async (json) => {
          const list = json as Item[];
          expect(list.length).toBeGreaterThan(0);
          expect(list.every((i) => i.isCampaignItem)).toBe(true);
          await expectInZones(list);
        },
      },
    ],
  },
};

// ---------------------------------------------------------------- the harness

const doc = parse(readFileSync(`${repoRoot}openapi/storefront.yaml`, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
};
const catalogueIds = Object.values(doc.paths)
  .flatMap((item) => Object.values(item))
  .filter((op) => op.tags?.includes('catalogue') && typeof op.operationId === 'string')
  .map((op) => op.operationId!)
  .sort();

function urlOf(op: Operation, params: Record<string, string | number> = {}): string {
  return op.url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${op.operationId}`);
    return encodeURIComponent(String(value));
  });
}

async function callCase(
  op: Operation,
  contractCase: CatalogueCase,
  call: {
    query?: Lazy<Query>;
    headers?: Lazy<Headers>;
    params?: Lazy<Record<string, string | number>>;
  },
): Promise<HttpResult> {
  const params = (await resolve(call.params)) ?? (await resolve(contractCase.params)) ?? {};
  const headers = (await resolve(call.headers)) ?? (await contractCase.headers?.()) ?? {};
  return http(base, urlOf(op, params), { query: await resolve(call.query), headers });
}

/** Bad values for a query parameter, derived from its schema in the YAML. */
function badValues(param: QueryParameter): { label: string; value: string }[] {
  const { schema } = param;
  const bad: { label: string; value: string }[] = [];
  if (schema.type === 'number' || schema.type === 'integer') {
    bad.push({ label: 'not a number', value: 'abc' });
    if (schema.maximum !== undefined)
      bad.push({ label: 'above its maximum', value: String(Math.max(999, schema.maximum + 1)) });
    if (schema.minimum !== undefined)
      bad.push({ label: 'below its minimum', value: String(Math.min(-999, schema.minimum - 1)) });
    if (schema.type === 'integer') bad.push({ label: 'not an integer', value: '1.5' });
  }
  if (schema.type === 'string') {
    if (schema.minLength !== undefined && schema.minLength > 0)
      bad.push({ label: 'empty', value: '' });
    if (schema.maxLength !== undefined)
      bad.push({ label: 'too long', value: 'x'.repeat(schema.maxLength + 1) });
    if (schema.enum) bad.push({ label: 'not one of its values', value: 'not-an-option' });
  }
  bad.push({ label: 'with a control character', value: '1\u00002' });
  return bad;
}

describe('the catalogue contract covers the YAML', () => {
  it('has a case for every operation tagged catalogue, and no other', () => {
    expect(catalogueIds.length).toBe(24);
    expect(Object.keys(cases).sort()).toEqual(catalogueIds);
  });
});

for (const id of Object.keys(cases)) {
  const op = operation(id);
  const contractCase = cases[id]!;

  describe(`${id}: ${op.method.toUpperCase()} ${op.url}`, () => {
    for (const call of contractCase.valid) {
      it(`${call.name}: answers as documented`, async () => {
        const result = await callCase(op, contractCase, call);
        expect(result.status, result.text.slice(0, 300)).toBe(200);
        expect(result.headers.get('content-type') ?? '').toMatch(/application\/json/);
        expect(responseProblems(id, result.status, result.json)).toEqual([]);
        await call.check?.(result.json, result);
      });
    }

    for (const bad of contractCase.invalid ?? []) {
      it(`rejects ${bad.name} with ${bad.status} and the error body`, async () => {
        const result = await callCase(op, contractCase, bad);
        expectClientError(result, bad);
        expect(responseProblems(id, result.status, result.json)).toEqual([]);
      });
    }

    const baseCall = contractCase.valid[0]!;
    const withHeaders = async (change: (h: Headers) => void) => {
      const h = {
        ...((await resolve(baseCall.headers)) ?? (await contractCase.headers?.()) ?? {}),
      };
      change(h);
      return h;
    };

    if (contractCase.module === 'required') {
      it('rejects a missing moduleId with 403 "Module id required"', async () => {
        const headers = await withHeaders((h) => delete h.moduleId);
        const result = await callCase(op, contractCase, { ...baseCall, headers });
        expectClientError(result, { status: 403, code: 'moduleId', message: 'Module id required' });
      });
      it('rejects an unknown moduleId with 403 "Not found"', async () => {
        const headers = await withHeaders((h) => (h.moduleId = '999999'));
        const result = await callCase(op, contractCase, { ...baseCall, headers });
        expectClientError(result, { status: 403, code: 'moduleId', message: 'Not found' });
      });
    } else if (contractCase.module === 'exempt') {
      it('skips the module check without moduleId (every module)', async () => {
        const headers = await withHeaders((h) => delete h.moduleId);
        const result = await callCase(op, contractCase, { ...baseCall, headers });
        expect(result.status, result.text.slice(0, 300)).toBe(200);
        expect(responseProblems(id, 200, result.json)).toEqual([]);
      });
    }

    if (contractCase.zone === 'required') {
      it('rejects a missing zoneId with 403 "Zone id required"', async () => {
        const headers = await withHeaders((h) => delete h.zoneId);
        const result = await callCase(op, contractCase, { ...baseCall, headers });
        expectClientError(result, { status: 403, code: 'zoneId', message: 'Zone id required' });
      });
      it('rejects a zoneId that is not a JSON array of ids with 403', async () => {
        const headers = await withHeaders((h) => (h.zoneId = '[one]'));
        const result = await callCase(op, contractCase, { ...baseCall, headers });
        expectClientError(result, { status: 403, code: 'zoneId' });
      });
    } else if (contractCase.zone === 'soft') {
      it('answers a missing zoneId with 200 and the error body, as the v1 API does', async () => {
        const headers = await withHeaders((h) => delete h.zoneId);
        const result = await callCase(op, contractCase, { ...baseCall, headers });
        expect(result.status).toBe(200);
        expect(result.json).toEqual({ errors: [{ code: 'zoneId', message: 'Zone id required' }] });
        expect(responseProblems(id, 200, result.json)).toEqual([]);
      });
    }

    const baseQuery = async () => (await resolve(baseCall.query)) ?? {};
    for (const param of op.query) {
      if (param.required) {
        it(`rejects a missing ${param.name} with 403 and code ${param.name}`, async () => {
          const query = { ...(await baseQuery()) };
          delete query[param.name];
          const result = await callCase(op, contractCase, { ...baseCall, query });
          expectClientError(result, { status: 403, code: param.name });
        });
      }
      for (const bad of badValues(param)) {
        it(`rejects ${param.name} ${bad.label} (${printable(bad.value.slice(0, 12))}) with 403 and code ${param.name}`, async () => {
          const query = { ...(await baseQuery()), [param.name]: bad.value };
          const result = await callCase(op, contractCase, { ...baseCall, query });
          expectClientError(result, { status: 403, code: param.name });
        });
      }
    }

    if (op.query.some((p) => p.name === 'limit')) {
      it('rejects limit=abc and offset=0 with 403 and the field as code', async () => {
        const query = await baseQuery();
        for (const [name, value] of [
          ['limit', 'abc'],
          ['offset', '0'],
        ] as const) {
          const result = await callCase(op, contractCase, {
            ...baseCall,
            query: { ...query, [name]: value },
          });
          expectClientError(result, { status: 403, code: name });
        }
      });
    }
  });
}
