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

// ---------------------------------------------------------------- more v1 paths (issue 16)

const pharmacyHeaders = memo(async (): Promise<Headers> => ({
  moduleId: String((await moduleIds()).get('pharmacy')),
  zoneId: (await downtown()).zone_id,
}));
const parcelHeaders = memo(async (): Promise<Headers> => ({
  moduleId: String((await moduleIds()).get('parcel')),
}));

/** A take-away order of the owner (token headers or a guest id) of tomatoes, placed as a v1
 * client does when it learns the total from the refusal of a wrong amount. */
async function placedOrder(
  owner: { headers?: Headers; guest?: string },
  paymentMethod: 'cash_on_delivery',
): Promise<number> {
  const headers = await groceryHeaders();
  const page = await getJson<{ products: { id: number; slug: string; store_id: number }[] }>(
    '/items/search',
    { name: 'Tomatoes', limit: 20 },
    headers,
  );
  const tomato = page.products.find((p) => p.slug === 'local-tomatoes')!;
  const guest = owner.guest === undefined ? {} : { guest_id: owner.guest };
  const send = { moduleId: headers.moduleId!, ...owner.headers };
  await http(baseUrl(), '/api/v1/customer/cart/add', {
    method: 'POST',
    headers: send,
    body: { item_id: tomato.id, model: 'Item', price: 0, quantity: 8, ...guest },
  });
  const body = {
    store_id: tomato.store_id,
    order_type: 'take_away',
    payment_method: paymentMethod,
    contact_person_name: 'Mona Saleh',
    contact_person_number: '+971500000003',
    ...guest,
  };
  const first = await http(baseUrl(), '/api/v1/customer/order/place', {
    method: 'POST',
    headers: send,
    body: { ...body, order_amount: 0.01 },
  });
  const message = (first.json as { errors: { message: string }[] }).errors[0]!.message;
  const match = /order total \D*(\d[\d,]*(?:\.\d+)?)/.exec(message);
  if (!match) throw new Error(`place: ${first.status} ${first.text}`);
  const total = Number(match[1]!.replace(/,/g, ''));
  const placed = await http(baseUrl(), '/api/v1/customer/order/place', {
    method: 'POST',
    headers: send,
    body: { ...body, order_amount: total },
  });
  if (placed.status !== 200) throw new Error(`place: ${placed.status} ${placed.text}`);
  return (placed.json as { order_id: number }).order_id;
}

const filesCustomer = memo(async (): Promise<Headers> => {
  const phone = `+9715${String(Date.now() + 7).slice(-8)}`;
  const token = await signedUpCustomer(baseUrl(), {
    name: 'Huda Files',
    phone,
    password: 'secret-pass-2',
  });
  return { Authorization: `Bearer ${token}` };
});
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const form = (name: string, bytes: Buffer, type: string) => {
  const data = new FormData();
  data.append('files[]', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};
const firstReel = memo(async () => {
  const guest = await newGuest();
  const page = await getJson<{ reels: { reel_id: number }[] }>('/customer/reels/list', {
    guest_id: guest,
  });
  return { guest, reel: page.reels[0]!.reel_id };
});
const guestOrder = memo(async () => {
  const guest = await newGuest();
  return { guest, order: await placedOrder({ guest }, 'cash_on_delivery') };
});
const customerOrder = memo(async () => {
  const headers = await customer();
  return { headers, order: await placedOrder({ headers }, 'cash_on_delivery') };
});
const arabic = (text: string) => expect(text).toMatch(/[\u0600-\u06ff]/);

export const moreCompatibilityCases: Record<string, ContractCase> = {
  listCommonConditions: {
    headers: pharmacyHeaders,
    valid: [
      {
        name: 'the conditions of the pharmacy items downtown',
        check: (json) => {
          const list = json as { slug: string; items_count: number }[];
          expect(list.map((c) => c.slug)).toContain('pain-relief');
        },
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => (json as { name: string }[]).forEach((c) => arabic(c.name)),
      },
    ],
    invalid: [{ name: 'an unknown module', headers: { moduleId: '999999' }, status: 403 }],
  },
  listAllCommonConditions: {
    valid: [
      {
        name: 'every condition',
        check: (json) =>
          expect((json as { name: string }[]).map((c) => c.name)).toContain('Diabetes care'),
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => (json as { name: string }[]).forEach((c) => arabic(c.name)),
      },
    ],
    invalid: [],
  },
  listCommonConditionItems: {
    headers: pharmacyHeaders,
    valid: [
      {
        name: 'the pain relief items, by slug',
        path: { id: 'pain-relief' },
        check: (json) => {
          const page = json as { total_size: number; products: { name: string }[] };
          expect(page.total_size).toBeGreaterThan(0);
          expect(page.products.map((p) => p.name).join()).toMatch(/Paracetamol|Ibuprofen/);
        },
      },
    ],
    invalid: [
      { name: 'an unknown condition', path: { id: 'no-such-condition' }, status: 404 },
      { name: 'no zone', path: { id: 'pain-relief' }, without: ['zoneId'], status: 403 },
    ],
  },
  listItemsWithCommonConditions: {
    headers: pharmacyHeaders,
    valid: [
      {
        name: 'every item with a condition',
        check: (json) => expect((json as { total_size: number }).total_size).toBeGreaterThan(3),
      },
    ],
    invalid: [{ name: 'an unknown store', query: { store_id: 999999 }, status: 404 }],
  },
  listSuggestedItems: {
    headers: async () => ({ ...(await groceryHeaders()), ...(await customer()) }),
    valid: [
      {
        name: 'the most ordered items',
        check: (json) => {
          expect((json as unknown[]).length).toBeGreaterThan(0);
          expect((json as unknown[]).length).toBeLessThanOrEqual(5);
        },
      },
    ],
    invalid: [
      { name: 'no token', headers: { Authorization: '' }, status: 401 },
      { name: 'no zone', without: ['zoneId'], status: 403, message: 'Zone id is required!' },
    ],
  },
  getVideoContent: {
    headers: parcelHeaders,
    valid: [
      {
        name: "the parcel home's block, an image with a caption",
        check: (json) => {
          const block = json as { banner_type: string; banner_contents: unknown[] };
          expect(block.banner_type).toBe('image');
          expect(block.banner_contents.length).toBe(6);
        },
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => arabic((json as { section_title: string }).section_title),
      },
    ],
    invalid: [{ name: 'no module', without: ['moduleId'], status: 403 }],
  },
  getWhyChoose: {
    headers: parcelHeaders,
    valid: [
      {
        name: "the parcel home's cards in Arabic",
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const banners = (json as { banners: { title: string }[] }).banners;
          expect(banners.length).toBe(3);
          banners.forEach((b) => arabic(b.title));
        },
      },
    ],
    invalid: [{ name: 'no module', without: ['moduleId'], status: 403 }],
  },
  listReels: {
    valid: [
      {
        name: "a guest's first page",
        query: async () => ({ guest_id: (await firstReel()).guest }),
        check: (json) => expect((json as { total_size: number }).total_size).toBeGreaterThan(0),
      },
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        query: async () => ({ guest_id: (await firstReel()).guest }),
        check: (json) =>
          (json as { reels: { description: string }[] }).reels.forEach((r) =>
            arabic(r.description),
          ),
      },
    ],
    invalid: [{ name: 'neither token nor guest', status: 401 }],
  },
  getReel: {
    valid: [
      {
        name: 'a reel',
        query: async () => ({
          guest_id: (await firstReel()).guest,
          reel_id: (await firstReel()).reel,
        }),
      },
    ],
    invalid: [
      {
        name: 'an unknown reel',
        query: async () => ({ guest_id: (await firstReel()).guest, reel_id: 999999 }),
        status: 404,
      },
    ],
  },
  getReelStats: {
    valid: [
      {
        name: 'the counts',
        query: async () => ({
          guest_id: (await firstReel()).guest,
          reel_id: (await firstReel()).reel,
        }),
      },
    ],
    invalid: [
      {
        name: 'no reel id',
        query: async () => ({ guest_id: (await firstReel()).guest }),
        status: 403,
      },
    ],
  },
  likeReel: {
    valid: [
      {
        name: 'a like, then its removal, per owner',
        query: async () => ({
          guest_id: (await firstReel()).guest,
          reel_id: (await firstReel()).reel,
        }),
        check: async (json) => {
          const liked = json as { is_liked: boolean; total_likes: number };
          expect(liked.is_liked).toBe(true);
          const other = await newGuest();
          const { reel } = await firstReel();
          const stats = await getJson<{ is_liked: boolean; total_likes: number }>(
            '/customer/reels/stats',
            { guest_id: other, reel_id: reel },
          );
          expect(stats.is_liked).toBe(false);
          expect(stats.total_likes).toBe(liked.total_likes);
          const again = await getJson<{ is_liked: boolean; total_likes: number }>(
            '/customer/reels/like',
            { guest_id: (await firstReel()).guest, reel_id: reel },
          );
          expect(again).toMatchObject({ is_liked: false, total_likes: liked.total_likes - 1 });
        },
      },
    ],
    invalid: [{ name: 'no owner', query: { reel_id: 1 }, status: 401 }],
  },
  visitReel: {
    valid: [
      {
        name: 'a view counted',
        query: async () => ({
          guest_id: (await firstReel()).guest,
          reel_id: (await firstReel()).reel,
        }),
        check: (json) => expect((json as { total_views: number }).total_views).toBeGreaterThan(0),
      },
    ],
    invalid: [],
  },
  listSavedFiles: {
    headers: filesCustomer,
    valid: [{ name: 'the files of the customer' }],
    invalid: [{ name: 'no token', headers: { Authorization: '' }, status: 401 }],
  },
  storeSavedFiles: {
    headers: filesCustomer,
    valid: [
      {
        name: 'a PNG prescription, served to its owner only',
        body: () => Promise.resolve(form('prescription.png', PNG, 'image/png')),
        check: async (json) => {
          const files = (json as { files: { file_full_url: string; file_type: string }[] }).files;
          expect(files[0]!.file_type).toBe('image/png');
          const url = new URL(files[0]!.file_full_url);
          const own = await fetch(`${baseUrl()}${url.pathname}${url.search}`);
          expect(own.status).toBe(200);
          expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
          const forged = await fetch(
            `${baseUrl()}${url.pathname}?signature=x${url.search.slice(11)}`,
          );
          expect(forged.status).toBe(404);
          const others = await http(baseUrl(), '/api/v1/customer/saved-files', {
            headers: await customer(),
          });
          expect(others.json).toEqual([]);
        },
      },
    ],
    invalid: [
      {
        name: 'a text file named .png',
        body: () => Promise.resolve(form('fake.png', Buffer.from('not an image'), 'image/png')),
        status: 403,
        code: 'files',
      },
      {
        name: 'a text file named .png, refused in Arabic',
        headers: async () => ({ ...(await filesCustomer()), 'X-localization': 'ar' }),
        body: () => Promise.resolve(form('fake.png', Buffer.from('not an image'), 'image/png')),
        status: 403,
        code: 'files',
        message: 'يجب أن يكون الملف صورة JPEG أو PNG أو WebP، أو ملف PDF.',
      },
      {
        name: 'no file',
        body: () => Promise.resolve(new FormData()),
        status: 403,
        code: 'files',
        message: 'The files field is required.',
      },
      { name: 'a JSON body', body: { files: 'x' }, status: 403, code: 'files' },
      { name: 'no token', headers: { Authorization: '' }, body: {}, status: 401 },
    ],
  },
  deleteSavedFiles: {
    headers: filesCustomer,
    valid: [
      {
        name: "the customer's files",
        check: async () => {
          const left = await http(baseUrl(), '/api/v1/customer/saved-files', {
            headers: await filesCustomer(),
          });
          expect(left.json).toEqual([]);
        },
      },
    ],
    invalid: [{ name: 'no token', headers: { Authorization: '' }, status: 401 }],
  },
  listOfflinePaymentMethods: {
    valid: [
      {
        name: 'in Arabic',
        headers: { 'X-localization': 'ar' },
        check: (json) => {
          const methods = json as {
            method_name: string;
            method_fields: { input_name: string }[];
          }[];
          expect(methods.length).toBe(2);
          methods.forEach((m) => arabic(m.method_name + m.method_fields[0]!.input_name));
        },
      },
    ],
    invalid: [],
  },
  getPaymentFailed: {
    valid: [
      {
        name: 'a new guest has none',
        query: async () => ({ guest_id: await newGuest() }),
        check: (json) => expect(json).toBeNull(),
      },
      {
        name: "the guest's own cash order did not fail",
        query: async () => ({
          guest_id: (await guestOrder()).guest,
          order_id: (await guestOrder()).order,
        }),
        check: (json) => expect(json).toBeNull(),
      },
    ],
    invalid: [
      { name: 'neither token nor guest', status: 401 },
      {
        name: "another owner's order",
        query: async () => ({
          guest_id: await newGuest(),
          order_id: (await guestOrder()).order,
        }),
        status: 404,
      },
    ],
  },
  listParcelCancellationReasons: {
    valid: [
      {
        name: "a customer's reasons before pickup, in Arabic",
        headers: { 'X-localization': 'ar' },
        query: { user_type: 'customer', cancellation_type: 'before_pickup', limit: 2, offset: 1 },
        check: (json) => {
          const page = json as { total_size: number; data: { reason: string }[] };
          expect(page.total_size).toBe(3);
          expect(page.data.length).toBe(2);
          page.data.forEach((r) => arabic(r.reason));
        },
      },
    ],
    invalid: [{ name: 'an unknown user type', query: { user_type: 'admin' }, status: 403 }],
  },
  getReviewReminder: {
    headers: customer,
    valid: [
      {
        name: 'none without a delivered order',
        check: (json) => expect(json).toEqual({ order_id: null, images: [] }),
      },
    ],
    invalid: [{ name: 'no token', headers: { Authorization: '' }, status: 401 }],
  },
  cancelReviewReminder: {
    headers: async () => (await customerOrder()).headers,
    valid: [
      {
        name: "the customer's own order, twice",
        query: async () => ({ order_id: (await customerOrder()).order }),
        check: async () => {
          const { headers, order } = await customerOrder();
          const again = await http(baseUrl(), '/api/v1/customer/review-reminder-cancel', {
            headers,
            query: { order_id: order },
          });
          expect(again.json).toBe('success');
        },
      },
    ],
    invalid: [
      {
        name: "a guest's order",
        query: async () => ({ order_id: (await guestOrder()).order }),
        status: 404,
      },
    ],
  },
};
