// The catalogue in Arabic (issue 15): with `X-localization: ar` the item answers carry the Arabic
// of the texts inside the items (option groups and options, choices, nutrition, allergens, tags,
// units) with the English names and labels kept as `key` / `keys`, English stays English, a cart
// line chosen in either language is the same line, and the messages naming an option read in
// Arabic. Banners answer in Arabic too. Every catalogue answer the storefront reads (config,
// modules, home sections, stores, every item's details, categories, banners, campaigns, coupons,
// flash sales, parcel categories, the rental module's vehicles and providers) has no English
// word left under `ar` (the allow-list of tests/support/latin.ts) and no Arabic under `en`.
import { describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { ARABIC, latinWords } from '../support/latin.js';
import { getJson } from './checkout.js';
import { moduleHeader, newGuest, shopAt, type Shop } from './orders-extra.js';

const base = inject('serverUrl');
const AR = { 'X-localization': 'ar' };
/** Latin letters (brand names aside, an Arabic text has none). */
const LATIN = /[A-Za-z]/;

interface FoodGroup {
  name: string;
  key?: string;
  required: string;
  values: { label: string; key?: string; optionPrice: number; isSelected?: boolean }[];
}
interface Item {
  id: number;
  slug: string;
  name: string;
  food_variations: FoodGroup[];
  choice_options: { title: string; options: string[]; keys?: string[] }[];
  variations: { type: string }[];
  nutritions_name: string[];
  allergies_name: string[];
  tags: { tag: string }[];
  unit_type: string | null;
  add_ons: { name: string }[];
}

let shop: Shop | undefined;
async function shopHeaders(type: 'food' | 'ecommerce' | 'grocery', extra = {}) {
  shop ??= await shopAt(base);
  return { ...moduleHeader(shop, type), zoneId: shop.zoneHeader, ...extra };
}
const details = async (slug: string, type: 'food' | 'ecommerce' | 'grocery', extra = {}) =>
  getJson<Item>(base, `/items/details/${slug}`, undefined, await shopHeaders(type, extra));

describe('the catalogue in Arabic (issue 15)', () => {
  it('a food item: options, nutrition, allergens and tags in Arabic, the English kept as keys', async () => {
    const ar = await details('beef-shawarma-plate', 'food', AR);
    const en = await details('beef-shawarma-plate', 'food');
    expect(ar.name).not.toMatch(LATIN);
    const side = ar.food_variations[0]!;
    expect(side).toMatchObject({ name: 'الطبق الجانبي', key: 'Side' });
    expect(side.values[0]).toMatchObject({ label: 'بطاطا مقلية', key: 'French fries' });
    for (const group of ar.food_variations) {
      expect(group.name).not.toMatch(LATIN);
      for (const value of group.values) expect(value.label).not.toMatch(LATIN);
    }
    for (const text of [
      ...ar.nutritions_name,
      ...ar.allergies_name,
      ...ar.tags.map((t) => t.tag),
      ...ar.add_ons.map((a) => a.name),
    ]) {
      expect(text).not.toMatch(LATIN);
    }
    expect(ar.nutritions_name).toContain('الطاقة 780 سعرة حرارية');
    // English stays English, without keys.
    expect(en.food_variations[0]).toMatchObject({ name: 'Side' });
    expect(en.food_variations[0]!.key).toBeUndefined();
    expect(en.food_variations[0]!.values[0]!.key).toBeUndefined();
    expect(en.nutritions_name).toContain('Energy 780 kcal');
    expect(en.allergies_name).toEqual(['Sesame', 'Gluten']);
  });

  it('a shop item: choice titles and values in Arabic, the variation types stay English', async () => {
    const ar = await details('nova-x5-smartphone', 'ecommerce', AR);
    const colour = ar.choice_options[0]!;
    expect(colour.title).toBe('اللون');
    expect(colour.options).toEqual(['جرافيتي', 'فضي', 'أزرق']);
    expect(colour.keys).toEqual(['Graphite', 'Silver', 'Blue']);
    expect(ar.choice_options[1]!.options).toEqual(['128 غيغابايت', '256 غيغابايت']);
    expect(ar.variations.map((v) => v.type)).toContain('Graphite-128GB');
    const apples = await details('royal-gala-apples', 'grocery', AR);
    expect(apples.choice_options[0]).toMatchObject({
      title: 'الوزن',
      options: ['500 غ', '1 كغ', '2 كغ'],
    });
    const en = await details('nova-x5-smartphone', 'ecommerce');
    expect(en.choice_options[0]).toMatchObject({
      title: 'Colour',
      options: ['Graphite', 'Silver', 'Blue'],
    });
    expect(en.choice_options[0]!.keys).toBeUndefined();
  });

  it('search answers in Arabic, options included', async () => {
    const page = await getJson<{ products: Item[] }>(
      base,
      '/items/search',
      { name: 'شاورما', limit: 20 },
      await shopHeaders('food', AR),
    );
    const plate = page.products.find((p) => p.slug === 'beef-shawarma-plate');
    expect(plate?.name).toBe('صحن شاورما لحم');
    expect(plate?.food_variations[1]?.name).toBe('الصوصات');
  });

  it('a cart line chosen in Arabic is the line chosen in English; its messages read in Arabic', async () => {
    const guest = await newGuest(base);
    const item = await details('beef-shawarma-plate', 'food', AR);
    const headers = await shopHeaders('food');
    const add = (variation: unknown, extra: Record<string, string> = {}) =>
      http(base, '/api/v1/customer/cart/add', {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: {
          guest_id: guest,
          model: 'Item',
          item_id: item.id,
          price: 0,
          quantity: 1,
          variation,
        },
      });
    // Nothing chosen for the required side: the message names it in Arabic.
    const missing = await add([], AR);
    expect(missing.status).toBe(403);
    expect((missing.json as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'لا يمكن ترك الخيار الطبق الجانبي دون تحديد.',
    );
    // As the Arabic page shows them: stored by the English names and labels.
    const shown = await add(
      [
        { name: 'الطبق الجانبي', values: { label: ['بطاطا مقلية'] } },
        { name: 'الصوصات', values: { label: ['ثومية', 'عمبة'] } },
      ],
      AR,
    );
    expect(shown.status, shown.text).toBe(200);
    const [line] = shown.json as { id: number; quantity: number; variation: unknown }[];
    expect(line!.variation).toEqual([
      { name: 'Side', values: { label: ['French fries'] } },
      { name: 'Sauces', values: { label: ['Toum', 'Amba'] } },
    ]);
    // The same choice in English is the same line (v1: 'Item already exists').
    const again = await add([
      { name: 'Side', values: { label: ['French fries'] } },
      { name: 'Sauces', values: { label: ['Amba', 'Toum'] } },
    ]);
    expect(again.status, again.text).toBe(403);
    expect((again.json as { errors: { code: string }[] }).errors[0]!.code).toBe('cart_item');
    // A label of neither language is refused.
    const unknown = await add([{ name: 'الطبق الجانبي', values: { label: ['Chips'] } }], AR);
    expect(unknown.status).toBe(403);
    // The cart in Arabic shows the Arabic options, the chosen ones marked.
    const list = await getJson<{ item: Item }[]>(
      base,
      '/customer/cart/list',
      { guest_id: guest },
      { ...headers, ...AR },
    );
    const groups = list[0]!.item.food_variations;
    expect(groups[0]!.name).toBe('الطبق الجانبي');
    expect(groups[0]!.values.filter((v) => v.isSelected).map((v) => v.label)).toEqual([
      'بطاطا مقلية',
    ]);
    expect(groups[1]!.values.filter((v) => v.isSelected).map((v) => v.label)).toEqual([
      'ثومية',
      'عمبة',
    ]);
  });

  it('banners answer in Arabic', async () => {
    const banners = await getJson<{ banners: { title: string }[] }>(
      base,
      '/banners',
      undefined,
      await shopHeaders('food', AR),
    );
    expect(banners.banners.length).toBeGreaterThan(0);
    for (const b of banners.banners) expect(b.title).toMatch(/[\u0600-\u06ff]/);
  });
});

/**
 * Fields that hold no catalogue text: codes, enums, paths, dates, coordinates, the v1
 * `translations` lists and the English kept beside the Arabic (`key`, `keys`), what customers
 * wrote (reviews), the module types' developer notes (`module_config`) and the language names.
 */
const NOT_TEXT = new Set([
  'translations',
  'key',
  'keys',
  'slug',
  'email',
  'phone',
  'code',
  'type',
  'status',
  'created_by',
  'customer_id',
  'delivery_time',
  'images',
  'storage',
  'coordinates',
  'formated_coordinates',
  'comment',
  'customer_name',
  'f_name',
  'l_name',
  'module_config',
  'language',
  'sys_language',
  // Enums and settings of /config and the items.
  'required',
  'store_business_model',
  'gateway',
  'login_medium',
  'social_media',
  'currency_symbol_direction',
  'order_confirmation_model',
  'partial_payment_method',
  'websocket_scheme',
  'vehicle_fuel_types',
  'vehicle_transmission_types',
  // A store's opening time now: `HH:MM:SS`, or the v1 code `"closed"` out of hours (§4.6).
  'current_opening_time',
]);
const NOT_TEXT_SUFFIX = /(_url|_at|_date|_type|image|logo|thumbnail|cover_photo|icon)$/;

/** Every string of an answer outside `NOT_TEXT`, as `path = text`. */
function texts(node: unknown, path: string, out: Map<string, string>, where: string) {
  if (Array.isArray(node)) {
    for (const value of node) texts(value, `${path}[]`, out, where);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      // A choice's `name` is its code (`choice_0`); its `title` is the text.
      const code = key === 'name' && path.endsWith('choice_options[]');
      if (!NOT_TEXT.has(key) && !NOT_TEXT_SUFFIX.test(key) && !code) {
        texts(value, `${path}.${key}`, out, where);
      }
    }
  } else if (typeof node === 'string') {
    out.set(`${where} ${path} = ${node}`, node);
  }
}

interface Listed {
  id: number;
  slug?: string;
  provider_id?: number;
}

/** The texts of every catalogue answer the storefront reads, in `locale`. */
async function catalogueTexts(locale: 'ar' | 'en'): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const zones = await getJson<{ id: number }[]>(base, '/zone/list');
  const zoneId = JSON.stringify(zones.map((z) => z.id));
  const get = async <T>(path: string, headers: Record<string, string>, query = {}) => {
    const body = await getJson<T>(base, path, query, { 'X-localization': locale, ...headers });
    texts(body, '', out, path);
    return body;
  };
  await get('/config', {});
  const modules = await get<{ id: number; module_type: string }[]>('/module', {});
  const page = { limit: 50, offset: 1 };
  for (const module of modules) {
    const h = { zoneId, moduleId: String(module.id) };
    if (module.module_type === 'rental') {
      for (const path of [
        '/rental/banners',
        '/rental/vehicle/category-list',
        '/rental/vehicle/brand-list',
        '/rental/provider/popular',
        '/rental/provider/latest',
        '/rental/coupon/list/all',
      ]) {
        await get(path, h, page);
      }
      const found = await get<{ vehicles: Listed[] }>('/rental/vehicle/search', h, {
        limit: 100,
        offset: 1,
      });
      expect(found.vehicles.length).toBeGreaterThan(10);
      const providers = new Set(found.vehicles.map((vehicle) => vehicle.provider_id!));
      await Promise.all([
        ...found.vehicles.map((v) => get(`/rental/vehicle/get-vehicle-details/${v.id}`, h)),
        ...[...providers].map((id) => get(`/rental/provider/get-provider-details/${id}`, h)),
      ]);
      continue;
    }
    if (module.module_type === 'parcel') {
      await get('/parcel-category', h);
      await get('/banners', h);
      continue;
    }
    for (const path of [
      '/banners',
      '/campaigns/basic',
      '/campaigns/item',
      '/coupon/list',
      '/categories',
      '/items/popular',
      '/items/discounted',
      '/items/recommended',
      '/stores/popular',
      '/stores/latest',
      '/advertisement/list',
      '/other-banners',
    ]) {
      await get(path, h, page);
    }
    const sale = await get<{ id?: number } | null>('/flash-sales', h);
    if (sale?.id) await get('/flash-sales/items', h, { flash_sale_id: sale.id, ...page });
    const stores = await get<{ stores: Listed[] }>('/stores/get-stores/all', h, {
      ...page,
      store_type: 'all',
    });
    for (const store of stores.stores) {
      await get(`/stores/details/${store.id}`, h);
      const items = await get<{ products: Listed[] }>('/items/latest', h, {
        store_id: store.id,
        category_id: 0,
        limit: 200,
        offset: 1,
        type: 'all',
      });
      await Promise.all(items.products.map((item) => get(`/items/details/${item.slug!}`, h)));
    }
  }
  return out;
}

describe("every catalogue answer in the request's language (issue 15)", () => {
  it('under ar, no English word is left (codes, figures and acronyms aside)', async () => {
    const all = await catalogueTexts('ar');
    expect(all.size).toBeGreaterThan(2000);
    const english = [...all].filter(([, text]) => latinWords(text).length > 0).map(([k]) => k);
    expect(english).toEqual([]);
  });

  it('under en, the same answers are English', async () => {
    const all = await catalogueTexts('en');
    const arabic = [...all].filter(([, text]) => ARABIC.test(text)).map(([k]) => k);
    expect(arabic).toEqual([]);
  });
});
