// Contract cases of the operations tagged `compatibility` (issue 16): the paths v1 clients call
// that the storefront itself does not need. The amounts are checked against core's rules in
// ../v1-order-amount.test.ts; here each operation answers as documented and refuses bad input.
import { expect } from 'vitest';
import { zoneSurgePercent } from '@storefront/core/domain/delivery';
import { signedUpCustomer } from '../../support/customers.js';
import { http } from '../../support/http.js';
import { baseUrl, DOWNTOWN, getJson, memo, type ContractCase, type Headers } from './types.js';

interface ZoneData {
  id: number;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
}

const downtown = memo(() =>
  getJson<{ zone_id: string; zone_data: ZoneData[] }>('/config/get-zone-id', DOWNTOWN),
);
const moduleIds = memo(async () => {
  const list = await getJson<{ id: number; module_type: string }[]>('/module');
  return new Map(list.map((m) => [m.module_type, m.id]));
});
export const groceryHeaders = memo(async (): Promise<Headers> => ({
  moduleId: String((await moduleIds()).get('grocery')),
  zoneId: (await downtown()).zone_id,
}));

export const newGuest = async (): Promise<string> => {
  const answer = await http(baseUrl(), '/api/v1/auth/guest/request', { method: 'POST', body: {} });
  return (answer.json as { guest_id: string }).guest_id;
};

/** A guest with tomatoes in the grocery cart (Al Karama Fresh Market). */
export const guestWithCart = memo(async () => {
  const headers = await groceryHeaders();
  const page = await getJson<{ products: { id: number; slug: string; store_id: number }[] }>(
    '/items/search',
    { name: 'Tomatoes', limit: 20 },
    headers,
  );
  const tomato = page.products.find((p) => p.slug === 'local-tomatoes');
  if (!tomato) throw new Error('no local-tomatoes in the downtown zone');
  const guest = await newGuest();
  const added = await http(baseUrl(), '/api/v1/customer/cart/add', {
    method: 'POST',
    headers: { moduleId: headers.moduleId! },
    body: { item_id: tomato.id, model: 'Item', price: 0, quantity: 4, guest_id: guest },
  });
  if (added.status !== 200) throw new Error(`cart/add: ${added.status} ${added.text}`);
  return { guest, storeId: tomato.store_id };
});

export const compatibilityCases: Record<string, ContractCase> = {
  getOrderTax: {
    headers: async () => ({ moduleId: (await groceryHeaders()).moduleId! }),
    valid: [
      {
        name: "a guest's cart, delivery",
        body: async () => {
          const { guest, storeId } = await guestWithCart();
          return { store_id: storeId, guest_id: guest, order_type: 'delivery' };
        },
        check: (json) => {
          const tax = json as { tax_amount: number; tax_status: string; tax_included: number };
          expect(tax.tax_amount).toBeGreaterThan(0);
          expect(tax.tax_status).toBe(tax.tax_included === 1 ? 'included' : 'excluded');
        },
      },
      {
        name: 'an empty cart has no tax',
        body: async () => ({
          store_id: (await guestWithCart()).storeId,
          guest_id: await newGuest(),
          order_type: 'take_away',
        }),
        check: (json) => expect((json as { tax_amount: number }).tax_amount).toBe(0),
      },
    ],
    invalid: [
      {
        name: 'neither token nor guest id',
        body: async () => ({ store_id: (await guestWithCart()).storeId }),
        status: 401,
      },
      {
        name: 'an unknown store',
        body: async () => ({ store_id: 999999, guest_id: (await guestWithCart()).guest }),
        status: 404,
        code: 'store_id',
      },
      {
        name: 'a store id that is not a number',
        body: async () => ({ store_id: 'x', guest_id: (await guestWithCart()).guest }),
        status: 403,
        code: 'store_id',
      },
      {
        name: 'an order type that does not exist',
        body: async () => ({
          store_id: (await guestWithCart()).storeId,
          guest_id: (await guestWithCart()).guest,
          order_type: 'parcel',
        }),
        status: 403,
        code: 'order_type',
      },
    ],
  },
  getSurgePrice: {
    valid: [
      {
        name: 'a zone and a module in the body (the Flutter app)',
        body: async () => ({
          zone_id: (await downtown()).zone_data[0]!.id,
          module_id: Number((await groceryHeaders()).moduleId),
          date_time: '2026-06-01 12:30:00',
        }),
        check: async (json) => {
          const surge = json as { price: number; price_type: string };
          const zone = (await downtown()).zone_data[0]!;
          const percent = zoneSurgePercent(zone);
          expect(surge.price).toBe(percent);
          expect(surge.price_type).toBe(percent > 0 ? 'percent' : 'amount');
        },
      },
      {
        name: 'the zone and the module from the headers (the web client)',
        headers: groceryHeaders,
        body: { date_time: '2026-06-01 12:30:00' },
      },
    ],
    invalid: [
      { name: 'no zone at all', body: { module_id: 1 }, status: 403, code: 'zone_id' },
      {
        name: 'an unknown zone',
        body: async () => ({
          zone_id: 999999,
          module_id: Number((await groceryHeaders()).moduleId),
        }),
        status: 404,
        code: 'zone_id',
      },
      {
        name: 'a date that is not a date',
        headers: groceryHeaders,
        body: { date_time: 'tomorrow' },
        status: 403,
        code: 'date_time',
      },
    ],
  },
  getVehicleExtraCharge: {
    valid: [
      {
        name: 'a distance in km',
        query: { distance: 3.5 },
        check: (json) => expect(json).toBe(0),
      },
    ],
    invalid: [{ name: 'a negative distance', query: { distance: -1 }, status: 403 }],
  },
};

/** Al Karama Fresh Market's tomatoes: an item with a category, in a store with a banner. */
const tomatoes = memo(async () => {
  const page = await getJson<{
    products: { id: number; slug: string; store_id: number; category_id: number }[];
  }>('/items/search', { name: 'Tomatoes', limit: 20 }, await groceryHeaders());
  const found = page.products.find((p) => p.slug === 'local-tomatoes');
  if (!found) throw new Error('no local-tomatoes in the downtown zone');
  return found;
});

export const catalogueCompatibilityCases: Record<string, ContractCase> = {
  listRelatedItems: {
    headers: groceryHeaders,
    valid: [
      {
        name: "the items of the item's category",
        path: async () => ({ id: (await tomatoes()).id }),
        check: async (json) => {
          const list = json as { id: number; category_ids: { id: string | number }[] }[];
          const tomato = await tomatoes();
          expect(list.length).toBeGreaterThan(0);
          for (const item of list) {
            expect(item.id).not.toBe(tomato.id);
            expect(item.category_ids.some((c) => Number(c.id) === tomato.category_id)).toBe(true);
          }
        },
      },
    ],
    invalid: [
      { name: 'an unknown item', path: { id: 999999 }, status: 404 },
      { name: 'an id that is not a number', path: { id: 'abc' }, status: 403 },
    ],
  },
  searchItemsOrStores: {
    headers: groceryHeaders,
    valid: [
      {
        name: 'a name that matches items',
        query: { name: 'tomato' },
        check: (json) => {
          const answer = json as { items: { name: string }[]; stores: unknown[] };
          expect(answer.items.length).toBeGreaterThan(0);
          for (const item of answer.items) expect(item.name.toLowerCase()).toContain('tomato');
        },
      },
      {
        name: 'a name that matches a store',
        query: { name: 'Karama' },
        check: (json) => expect((json as { stores: unknown[] }).stores.length).toBeGreaterThan(0),
      },
    ],
    invalid: [{ name: 'no zone', without: ['zoneId'], query: { name: 'tomato' }, status: 403 }],
  },
  listStoreBanners: {
    headers: groceryHeaders,
    valid: [
      {
        name: 'the banners that open Al Karama Fresh Market',
        path: async () => ({ store_id: (await tomatoes()).store_id }),
        check: async (json) => {
          const list = json as { type: string; store: { id: number } | null }[];
          expect(list.length).toBeGreaterThan(0);
          for (const b of list) expect(b.store?.id).toBe((await tomatoes()).store_id);
        },
      },
    ],
    invalid: [{ name: 'an unknown store', path: { store_id: 999999 }, status: 404 }],
  },
  getAppDownloadSection: {
    valid: [
      {
        name: 'in English',
        check: (json) =>
          expect((json as { download_user_app_title: string }).download_user_app_title).toMatch(
            /\S/,
          ),
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) =>
          expect((json as { download_user_app_title: string }).download_user_app_title).toMatch(
            /[\u0600-\u06ff]/,
          ),
      },
    ],
    invalid: [],
  },
};

/** A customer of its own (a signed-in client), its bearer header. */
const customer = memo(async (): Promise<Headers> => {
  const phone = `+9715${String(Date.now()).slice(-8)}`;
  const token = await signedUpCustomer(baseUrl(), {
    name: 'Rania Token',
    phone,
    password: 'secret-pass-1',
  });
  return { Authorization: `Bearer ${token}` };
});

const storedToken = async () => {
  const info = await http(baseUrl(), '/api/v1/customer/info', { headers: await customer() });
  return (info.json as { cm_firebase_token: string | null }).cm_firebase_token;
};

export const contentCompatibilityCases: Record<string, ContractCase> = {
  listTestimonials: {
    valid: [
      {
        name: 'in English',
        check: (json) => expect((json as unknown[]).length).toBeGreaterThan(0),
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          for (const t of json as { review: string }[]) expect(t.review).toMatch(/[\u0600-\u06ff]/);
        },
      },
    ],
    invalid: [],
  },
  listAutomatedMessages: {
    valid: [
      {
        name: 'the first page',
        check: (json) => {
          const page = json as { total_size: number; limit: number; data: unknown[] };
          expect(page.limit).toBe(25);
          expect(page.data.length).toBe(page.total_size);
          expect(page.total_size).toBeGreaterThan(0);
        },
      },
      {
        name: 'in Arabic, two a page',
        headers: { 'X-localization': 'ar' },
        query: { limit: 2, offset: 2 },
        check: (json) => {
          const page = json as { data: { message: string }[] };
          expect(page.data.length).toBe(2);
          for (const m of page.data) expect(m.message).toMatch(/[\u0600-\u06ff]/);
        },
      },
    ],
    invalid: [],
  },
  updateFirebaseToken: {
    headers: customer,
    valid: [
      {
        name: 'a token, stored on the customer',
        body: { cm_firebase_token: 'fcm-token-put' },
        check: async () => expect(await storedToken()).toBe('fcm-token-put'),
      },
    ],
    invalid: [
      { name: 'no token', body: {}, status: 403, code: 'cm_firebase_token' },
      {
        name: 'a token longer than 512',
        body: { cm_firebase_token: 'x'.repeat(513) },
        status: 403,
      },
      {
        name: 'no bearer token',
        headers: { Authorization: '' },
        body: { cm_firebase_token: 'x' },
        status: 401,
      },
    ],
  },
  updateFirebaseTokenByPost: {
    headers: customer,
    valid: [
      {
        name: 'POST with _method=put (the incumbent web client)',
        body: { cm_firebase_token: 'fcm-token-post', _method: 'put' },
        check: async () => expect(await storedToken()).toBe('fcm-token-post'),
      },
    ],
    invalid: [
      {
        name: 'POST without _method=put',
        body: { cm_firebase_token: 'x' },
        status: 405,
        code: '_method',
      },
    ],
  },
};
