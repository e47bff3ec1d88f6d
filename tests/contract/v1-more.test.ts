// The remaining v1 paths (issue 14, operations tagged `v1-more`) on the suite's live server:
// every operation called with good input (each answer validated against the YAML), with the
// refusals of bad input (missing or malformed ids and amounts, control characters, unknown ids,
// missing headers, no token) as a 4xx with the error body, never a 500. Checks what the demo
// data answers: a flash sale's items priced as the product page prices them, the cashback quote
// of core's rule, the campaign's stores, the brand's items. Runs on both databases in `npm test`.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';
import { operations } from './openapi.js';
import { localDateTime } from '@storefront/core/domain/schedule';
import { fillCart, moduleHeader, newGuest, placeCart, shopAt } from './orders-extra.js';

const base = inject('serverUrl');
const { call, statuses } = operationCaller(() => base);

async function api<T>(path: string, headers: Record<string, string> = {}) {
  const result = await http(base, `/api/v1${path}`, { headers });
  if (result.status !== 200) throw new Error(`${path} answered ${result.status}: ${result.text}`);
  return result.json as T;
}

let food: Record<string, string> = {};
let shop: Record<string, string> = {};
let token = '';
let itemId = 0;
let storeId = 0;

beforeAll(async () => {
  const modules = await api<{ id: number; module_type: string }[]>('/module');
  const idOf = (type: string) => String(modules.find((m) => m.module_type === type)!.id);
  const zone = await api<{ zone_id: string }>('/config/get-zone-id?lat=25.1972&lng=55.2744');
  food = { moduleId: idOf('food'), zoneId: zone.zone_id };
  shop = { moduleId: idOf('ecommerce'), zoneId: zone.zone_id };
  const latest = await api<{ products: { id: number; store_id: number }[] }>(
    '/items/popular?limit=5&offset=1',
    food,
  );
  itemId = latest.products[0]!.id;
  storeId = latest.products[0]!.store_id;
  token = await signedUpCustomer(base, {
    name: 'Cashback Tester',
    phone: `+97155${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    password: 'Saffron-Dhow-52',
  });
});

const CONTROL = 'sha\u0007rma';

describe('remaining v1 paths (issue 14)', () => {
  it('related store items: the store s other items; unknown item 404, bad id 4xx', async () => {
    const page = await call<{ products: { id: number; store_id: number }[] }>(
      'listRelatedStoreItems',
      { path: { id: itemId }, query: { limit: 5, offset: 1 }, headers: food },
    );
    expect(page.status).toBe(200);
    expect(page.json.products.every((p) => p.store_id === storeId && p.id !== itemId)).toBe(true);
    expectError(await call('listRelatedStoreItems', { path: { id: 999999 }, headers: food }), 404);
    const bad = await call('listRelatedStoreItems', { path: { id: 'x%07' }, headers: food });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const noZone = await call('listRelatedStoreItems', {
      path: { id: itemId },
      headers: { moduleId: food.moduleId! },
    });
    expectError(noZone, 403, 'zoneId');
    expectError(
      await call('listRelatedStoreItems', {
        path: { id: itemId },
        query: { limit: 'ten' },
        headers: food,
      }),
      403,
      'limit',
    );
  });

  it('store lists: discounted, recommended, top offers near me', async () => {
    for (const id of ['listDiscountedStores', 'listRecommendedStores', 'listTopOfferStores']) {
      const page = await call<{ stores: unknown[] }>(id, { headers: food });
      expect(page.status).toBe(200);
      expectError(await call(id, { headers: { zoneId: food.zoneId! } }), 403, 'moduleId');
      expectError(await call(id, { query: { offset: '-1' }, headers: food }), 403, 'offset');
    }
    const recommended = await call<{ stores: unknown[] }>('listRecommendedStores', {
      headers: food,
    });
    expect(recommended.json.stores.length).toBeGreaterThan(0);
  });

  it('top offers near me: nearer stores first, from the latitude/longitude headers', async () => {
    type Offer = { id: number; latitude: string; longitude: string; distance: number | null };
    const zones = await api<{ id: number }[]>('/zone/list');
    const modules = await api<{ id: number; module_type: string }[]>('/module');
    const near = (moduleId: number, lat: number, lng: number) =>
      call<{ stores: Offer[] }>('listTopOfferStores', {
        query: { limit: 50, offset: 1 },
        headers: {
          moduleId: String(moduleId),
          zoneId: JSON.stringify(zones.map((z) => z.id)),
          latitude: String(lat),
          longitude: String(lng),
        },
      });
    // The module with the most stores on offer in the demo city.
    let best: { moduleId: number; stores: Offer[] } = { moduleId: 0, stores: [] };
    for (const module of modules.filter((m) => m.module_type !== 'parcel')) {
      const page = await near(module.id, 25.1972, 55.2744);
      expect(page.status).toBe(200);
      if (page.json.stores.length > best.stores.length) {
        best = { moduleId: module.id, stores: page.json.stores };
      }
    }
    const stores = best.stores;
    expect(stores.length).toBeGreaterThan(1);
    const distances = stores.map((s) => s.distance ?? Number.POSITIVE_INFINITY);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Standing at the farthest one, it comes first.
    const far = stores.at(-1)!;
    const fromFar = await near(best.moduleId, Number(far.latitude), Number(far.longitude));
    expect(fromFar.json.stores[0]!.id).toBe(far.id);
  });

  it('store details carry the plan: the demo subscription store s package has no reviews', async () => {
    type Details = {
      store_business_model: string;
      store_sub: { review: number; package_id: number } | null;
    };
    const sub = await call<Details>('getStoreDetails', {
      path: { id: 'palm-sushi-bar' },
      headers: food,
    });
    expect(sub.status).toBe(200);
    expect(sub.json.store_business_model).toBe('subscription');
    expect(sub.json.store_sub?.review).toBe(0);
    const commission = await call<Details>('getStoreDetails', {
      path: { id: 'shawarma-station' },
      headers: food,
    });
    expect(commission.json.store_business_model).toBe('commission');
    expect(commission.json.store_sub).toBeNull();
  });

  it('store reviews: an array; a missing, malformed or unknown store refused', async () => {
    const list = await call<unknown[]>('listStoreReviews', {
      query: { store_id: storeId },
      headers: food,
    });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.json)).toBe(true);
    expectError(await call('listStoreReviews', { headers: food }), 403, 'store_id');
    expectError(
      await call('listStoreReviews', { query: { store_id: '1\u0000' }, headers: food }),
      403,
      'store_id',
    );
    expectError(
      await call('listStoreReviews', { query: { store_id: 999999 }, headers: food }),
      404,
      'store_id',
    );
  });

  it('basic campaign details: the campaign s stores; no zone 200 with the error body', async () => {
    const campaigns = await api<{ id: number }[]>('/campaigns/basic', food);
    const details = await call<{ id: number; stores: unknown[] }>('getBasicCampaignDetails', {
      query: { basic_campaign_id: campaigns[0]!.id },
      headers: food,
    });
    expect(details.status).toBe(200);
    expect(details.json.stores.length).toBeGreaterThan(0);
    const noZone = await call<{ errors: { code: string }[] }>('getBasicCampaignDetails', {
      query: { basic_campaign_id: campaigns[0]!.id },
      headers: { moduleId: food.moduleId! },
    });
    expect(noZone.status).toBe(200);
    expect(noZone.json.errors[0]!.code).toBe('zoneId');
    expectError(await call('getBasicCampaignDetails', { headers: food }), 403, 'basic_campaign_id');
    expectError(
      await call('getBasicCampaignDetails', {
        query: { basic_campaign_id: 999999 },
        headers: food,
      }),
      404,
      'campaign',
    );
  });

  it('flash sales: the running sale and its items, priced as the product page', async () => {
    const sale = await call<{
      id: number;
      end_date: string;
      active_products: { id: number }[];
    } | null>('getFlashSale', { query: { limit: 10, offset: 1 }, headers: food });
    expect(sale.status).toBe(200);
    expect(sale.json).not.toBeNull();
    expect(Date.parse(sale.json!.end_date)).toBeGreaterThan(Date.now());
    const items = await call<{
      products: {
        id: number;
        discount: number;
        discount_type: string;
        flash_sale: number;
        flash_sale_item: { available_stock: number };
      }[];
    }>('listFlashSaleItems', {
      query: { flash_sale_id: sale.json!.id, limit: 10, offset: 1 },
      headers: food,
    });
    expect(items.json.products.length).toBeGreaterThan(0);
    const product = items.json.products[0]!;
    const details = await api<{ discount: number; discount_type: string; flash_sale: number }>(
      `/items/details/${product.id}`,
      food,
    );
    expect(details).toMatchObject({
      discount: product.discount,
      discount_type: product.discount_type,
      flash_sale: 1,
    });
    expectError(
      await call('listFlashSaleItems', { query: { flash_sale_id: 999999 }, headers: food }),
      404,
      'flash_sale_id',
    );
    expectError(
      await call('listFlashSaleItems', { query: { flash_sale_id: 'one' }, headers: food }),
      403,
      'flash_sale_id',
    );
    expectError(await call('getFlashSale', { headers: { moduleId: food.moduleId! } }), 403);
  });

  it('advertisements: running ones with their stores', async () => {
    const ads = await call<{ store: { id: number } }[]>('listAdvertisements', { headers: food });
    expect(ads.json.length).toBeGreaterThan(0);
    expectError(await call('listAdvertisements', { headers: { moduleId: food.moduleId! } }), 403);
  });

  it('brands and a brand s items', async () => {
    const brands = await call<{ brands: { id: number; items_count: number }[] }>('listBrands', {
      headers: shop,
    });
    const brand = brands.json.brands.find((b) => b.items_count > 0)!;
    const items = await call<{ total_size: number; brand: { id: number } }>('listBrandItems', {
      path: { id: brand.id },
      headers: shop,
    });
    expect(items.json.total_size).toBe(brand.items_count);
    expectError(await call('listBrandItems', { path: { id: 999999 }, headers: shop }), 404);
    expectError(await call('listBrands', { query: { limit: '0' }, headers: shop }), 403, 'limit');
  });

  it('cashback: the customer s offers and the quote; a token needed, bad amounts refused', async () => {
    const offers = await call<{ id: number }[]>('listCashbacks', { token });
    expect(offers.json.length).toBeGreaterThan(0);
    const quote = await call<{ calculated_amount: number }>('getCashback', {
      query: { amount: 200 },
      token,
    });
    expect(quote.json.calculated_amount).toBe(10);
    const none = await call<{ calculated_amount: number; id: null }>('getCashback', {
      query: { amount: 10 },
      token,
    });
    expect(none.json).toMatchObject({ calculated_amount: 0, id: null });
    expectError(await call('listCashbacks', {}), 401);
    expectError(await call('getCashback', { query: { amount: 200 } }), 401);
    for (const amount of ['', '-5', 'abc', '1e9999', '12\u0000']) {
      expectError(await call('getCashback', { query: { amount }, token }), 403, 'amount');
    }
  });

  it('visit again: the signed-in customer s stores; a token needed', async () => {
    const stores = await call<unknown[]>('listVisitAgainStores', { headers: food, token });
    expect(stores.json).toEqual([]);
    expectError(await call('listVisitAgainStores', { headers: food }), 401);
  });

  it('combined data and other banners', async () => {
    const combined = await call<{ items: unknown[]; categories: unknown[] }>('getCombinedData', {
      query: { name: 'shawarma' },
      headers: food,
    });
    expect(combined.json.items.length).toBeGreaterThan(0);
    const all = await call<{ categories: unknown[] }>('getCombinedData', { headers: food });
    expect(all.json.categories.length).toBeGreaterThan(0);
    expectError(
      await call('getCombinedData', { query: { name: CONTROL }, headers: food }),
      403,
      'name',
    );
    expectError(
      await call('getCombinedData', { query: { name: 'x'.repeat(101) }, headers: food }),
      403,
      'name',
    );
    const banners = await call<{ banners: unknown[] }>('listOtherBanners', { headers: food });
    expect(banners.status).toBe(200);
  });

  it('flash sale stock: the sale s last units sell once, and a cancellation gives them back', async () => {
    const shop = await shopAt(base);
    const grocery = { ...moduleHeader(shop, 'grocery'), zoneId: shop.zoneHeader };
    const sale = await call<{ id: number } | null>('getFlashSale', {
      query: { limit: 10, offset: 1 },
      headers: grocery,
    });
    type SaleProduct = {
      id: number;
      store_id: number;
      stock: number;
      flash_sale_item: { available_stock: number };
    };
    const saleItems = async () =>
      (
        await call<{ products: SaleProduct[] }>('listFlashSaleItems', {
          query: { flash_sale_id: sale.json!.id, limit: 20, offset: 1 },
          headers: grocery,
        })
      ).json.products;
    // The item with the fewest units left in the sale (its stock is capped at them: enough).
    const item = (await saleItems())
      .filter((p) => p.stock >= p.flash_sale_item.available_stock)
      .sort((a, b) => a.flash_sale_item.available_stock - b.flash_sale_item.available_stock)[0]!;
    const left = item.flash_sale_item.available_stock;
    expect(left).toBeGreaterThan(0);

    // Scheduled for the next noon in Dubai, when the store is open whatever the hour of the run.
    const nowLocal = localDateTime(Date.now(), 'Asia/Dubai');
    const untilNoon = 12 * 3600 - nowLocal.seconds;
    const noon = localDateTime(
      Date.now() + (untilNoon > 600 ? untilNoon : untilNoon + 24 * 3600) * 1000,
      'Asia/Dubai',
    );
    const place = async (quantity: number) => {
      const owner = { guest: await newGuest(base) };
      const cart = await fillCart(shop, owner, 'grocery', [{ item_id: item.id, quantity }]);
      const placed = await placeCart(shop, owner, 'grocery', item.store_id, cart, {
        choices: { scheduleAt: noon },
      });
      return { owner, placed };
    };
    const cancel = async (owner: { guest: string }, orderId: number) => {
      const canceled = await http(base, '/api/v1/customer/order/cancel', {
        method: 'PUT',
        headers: moduleHeader(shop, 'grocery'),
        body: { guest_id: owner.guest, order_id: orderId, reason: 'Changed my mind' },
      });
      expect(canceled.status, canceled.text).toBe(200);
    };

    // Two guests check out everything left at the same time, both priced by the sale: one order
    // takes the units; the other is refused (the stock error when its price was read before the
    // first order committed, else the changed total), never both placed.
    const [one, two] = await Promise.all([place(left), place(left)]);
    const answers = [one, two].map((o) => o.placed);
    const winners = [one, two].filter((o) => o.placed.status === 200);
    expect(winners.length, answers.map((a) => a.text).join(' | ')).toBe(1);
    const loser = answers.find((a) => a.status !== 200)!;
    expect([406, 403]).toContain(loser.status);
    expect(['stock', 'order_amount']).toContain(
      (loser.json as { errors: { code: string }[] }).errors[0]!.code,
    );
    const orderId = (winners[0]!.placed.json as { order_id: number }).order_id;
    // Sold out: the item is no longer among the sale's running items.
    expect((await saleItems()).some((p) => p.id === item.id)).toBe(false);

    // The cancellation gives the units back to the sale.
    await cancel(winners[0]!.owner, orderId);
    const back = (await saleItems()).find((p) => p.id === item.id);
    expect(back?.flash_sale_item.available_stock).toBe(left);
  });

  it('covers every operation tagged v1-more with a success and a refusal', () => {
    const tagged = operations
      .filter((op) => op.tags.includes('v1-more'))
      .map((op) => op.operationId);
    expect(tagged.length).toBe(16);
    for (const id of tagged) {
      const seen = [...(statuses.get(id) ?? [])];
      expect(seen, id).toContain(200);
      expect(seen.some((s) => s >= 400 && s < 500) || id === 'listOtherBanners', id).toBe(true);
    }
  });
});
