/**
 * Statement budgets of the remaining v1 paths (issue 14), counted as statement-budget.test.ts
 * counts them (warm): reference data (stores, campaigns, flash sales, brands, advertisements,
 * cashback offers) comes from the cache, items in one batched page, so the lists read at most
 * one statement and the customer's reads add only their token and their own rows. Also checks
 * what they answer from the demo data: flash-sale prices are the ones the cart charges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { cashBackHistories, orders, users, walletTransactions } from '../db/schema.js';
import { countStatements } from '../db/statements.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { progressOrder } from '../ordering/progress.js';
import { registerCashbackCredit } from '../money/cashback.js';
import {
  clientCheckoutSource,
  customerToken,
  demoMarketplace,
  linesFromCart,
  TestApi,
  type CallOptions,
  type CartEntryJson,
  type Demo,
} from '../ordering/testing.js';

export const V1_MORE_BUDGETS = {
  relatedStoreItems: 1,
  storeLists: 0,
  storeReviews: 2,
  campaignDetails: 0,
  flashSales: 1,
  advertisements: 0,
  brands: 0,
  brandItems: 1,
  /** The token, then the customer's earned cashbacks. */
  cashback: 2,
  /** The token, then the customer's stores. */
  visitAgain: 2,
  combinedData: 1,
  otherBanners: 1,
  /** Reference lists from the cache: parcel categories, vehicle types, subscription packages. */
  parcelCategories: 0,
  vehicles: 0,
  packageView: 0,
} as const;

let demo: Demo;
let api: TestApi;
let food: Record<string, string>;
let shop: Record<string, string>;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  const zoneId = JSON.stringify(demo.zoneIds);
  food = { moduleId: String(demo.moduleIds.food), zoneId };
  shop = { moduleId: String(demo.moduleIds.ecommerce), zoneId };
  await api.call('GET', '/config');
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

async function measured<T>(path: string, options: CallOptions, budget: number): Promise<T> {
  await api.call('GET', path, options);
  const { result, count, statements } = await countStatements(() => api.call('GET', path, options));
  expect(result.status, result.text).toBe(200);
  expect(count, `${path}: ${count} statements:\n${statements.join('\n')}`).toBeLessThanOrEqual(
    budget,
  );
  return result.json as T;
}

interface Product {
  id: number;
  price: number;
  discount: number;
  discount_type: string;
  store_discount: number;
  flash_sale: number;
  stock: number;
  store_id: number;
  flash_sale_item?: { available_stock: number };
}

describe('remaining v1 paths: statements and answers', () => {
  it('related store items: the other items of the store, one statement', async () => {
    const item = demo.item('chicken-shawarma-sandwich');
    const page = await measured<{ total_size: number; products: Product[] }>(
      `/items/related-store-items/${item.id}?limit=5&offset=1`,
      { headers: food },
      V1_MORE_BUDGETS.relatedStoreItems,
    );
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.products.every((p) => p.store_id === item.storeId && p.id !== item.id)).toBe(true);
  });

  it('store lists, campaign details, advertisements and brands read no statement', async () => {
    for (const path of ['/stores/discounted', '/stores/recommended', '/stores/top-offer-near-me']) {
      const page = await measured<{ stores: unknown[] }>(
        path,
        { headers: food },
        V1_MORE_BUDGETS.storeLists,
      );
      expect(Array.isArray(page.stores)).toBe(true);
    }
    const campaigns = (await api.call('GET', '/campaigns/basic', { headers: food })).json as {
      id: number;
    }[];
    expect(campaigns.length).toBeGreaterThan(0);
    const details = await measured<{ stores: unknown[] }>(
      `/campaigns/basic-campaign-details?basic_campaign_id=${campaigns[0]!.id}`,
      { headers: food },
      V1_MORE_BUDGETS.campaignDetails,
    );
    expect(details.stores.length).toBeGreaterThan(0);
    const ads = await measured<{ store: { id: number } }[]>(
      '/advertisement/list',
      { headers: food },
      V1_MORE_BUDGETS.advertisements,
    );
    expect(ads.length).toBeGreaterThan(0);
    const brands = await measured<{ brands: { id: number; items_count: number }[] }>(
      '/brand',
      { headers: shop },
      V1_MORE_BUDGETS.brands,
    );
    expect(brands.brands.length).toBeGreaterThan(0);
    const brand = brands.brands.find((b) => b.items_count > 0)!;
    const items = await measured<{ total_size: number }>(
      `/brand/items/${brand.id}`,
      { headers: shop },
      V1_MORE_BUDGETS.brandItems,
    );
    expect(items.total_size).toBe(brand.items_count);
  });

  it('store reviews: the reviews and their photos', async () => {
    const store = demo.storeId('shawarma-station');
    const list = await measured<{ rating: number }[]>(
      `/stores/reviews?store_id=${store}`,
      { headers: food },
      V1_MORE_BUDGETS.storeReviews,
    );
    expect(Array.isArray(list)).toBe(true);
  });

  it('flash sales: one statement, and the sale price is what the cart charges', async () => {
    const sale = await measured<{ id: number; end_date: string; active_products: Product[] }>(
      '/flash-sales?limit=10&offset=1',
      { headers: food },
      V1_MORE_BUDGETS.flashSales,
    );
    expect(sale.active_products.length).toBeGreaterThan(0);
    const page = await measured<{ products: Product[] }>(
      `/flash-sales/items?flash_sale_id=${sale.id}&limit=10&offset=1`,
      { headers: food },
      V1_MORE_BUDGETS.flashSales,
    );
    const product = page.products.find((p) => p.discount_type === 'percent')!;
    expect(product.flash_sale).toBe(1);
    expect(product.store_discount).toBe(0);
    expect(product.stock).toBeLessThanOrEqual(product.flash_sale_item!.available_stock);
    const details = (await api.call('GET', `/items/details/${product.id}`, { headers: food }))
      .json as Product;
    expect(details).toMatchObject({
      discount: product.discount,
      discount_type: product.discount_type,
      flash_sale: 1,
    });
  });

  it('cashback, visit again: the token and the customer rows', async () => {
    const [user] = await demo.db
      .insert(users)
      .values({ fName: 'Cash', lName: 'Back', phone: '+971559990141' })
      .returning({ id: users.id });
    const auth = { Authorization: `Bearer ${await customerToken(demo.db, user!.id, api.now)}` };
    const offers = await measured<{ id: number }[]>(
      '/cashback/list',
      { headers: auth },
      V1_MORE_BUDGETS.cashback,
    );
    expect(offers.length).toBeGreaterThan(0);
    const quote = await measured<{ calculated_amount: number }>(
      '/cashback/getCashback?amount=200',
      { headers: auth },
      V1_MORE_BUDGETS.cashback,
    );
    expect(quote.calculated_amount).toBe(10);
    const stores = await measured<unknown[]>(
      '/customer/visit-again',
      { headers: { ...food, ...auth } },
      V1_MORE_BUDGETS.visitAgain,
    );
    expect(stores).toEqual([]);
  });

  it('combined data and other banners: one statement each', async () => {
    const combined = await measured<{ categories: unknown[]; items: unknown[]; stores: unknown[] }>(
      '/get-combined-data?name=sha',
      { headers: food },
      V1_MORE_BUDGETS.combinedData,
    );
    expect(combined.items.length).toBeGreaterThan(0);
    await measured('/other-banners', { headers: food }, V1_MORE_BUDGETS.otherBanners);
  });

  it('parcel categories, vehicle types and packages come from the reference cache', async () => {
    const parcel = String(demo.moduleIds.parcel);
    const categories = await measured<{ module_id: number }[]>(
      `/parcel-category?module_id=${parcel}`,
      {},
      V1_MORE_BUDGETS.parcelCategories,
    );
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.module_id === Number(parcel))).toBe(true);
    const vehicles = await measured<unknown[]>('/get-vehicles', {}, V1_MORE_BUDGETS.vehicles);
    expect(vehicles.length).toBeGreaterThan(0);
    const plans = await measured<{ packages: unknown[] }>(
      '/vendor/package-view',
      {},
      V1_MORE_BUDGETS.packageView,
    );
    expect(plans.packages.length).toBeGreaterThan(0);
  });

  it('a placement earns the quoted cashback in its own statements; delivery credits it', async () => {
    registerCashbackCredit();
    const [user] = await demo.db
      .insert(users)
      .values({ fName: 'Cash', lName: 'Earner', phone: '+971559990142' })
      .returning({ id: users.id });
    const auth = { Authorization: `Bearer ${await customerToken(demo.db, user!.id, api.now)}` };
    const item = demo.item('classic-smash-burger');
    const added = await api.call('POST', '/customer/cart/add', {
      body: {
        model: 'Item',
        price: 0,
        item_id: item.id,
        quantity: 3,
        variation: [{ name: 'Patty', values: { label: ['Double'] } }],
      },
      headers: { ...food, ...auth },
    });
    expect(added.status, added.text).toBe(200);
    const list = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
      headers: { ...food, ...auth },
    });
    expect(list.status, list.text).toBe(200);
    const source = await clientCheckoutSource(api, item.storeId, 'food', linesFromCart(list.json));
    const choices: CheckoutChoices = {
      orderType: 'take_away',
      paymentMethod: 'cash_on_delivery',
      address: null,
      contact: null,
      coupon: null,
    };
    const evaluation = evaluateCheckout(source, choices, {
      guest: false,
      at: localDateTime(api.now, STORE_TIME_ZONE),
    });
    const total = evaluation.totals.total;
    const quote = (
      await api.call<{ calculated_amount: number }>(
        'GET',
        `/cashback/getCashback?amount=${total}`,
        { headers: auth },
      )
    ).json;
    expect(quote.calculated_amount, `total ${total}: ${list.text}`).toBeGreaterThan(0);
    const placed = await api.call<{ order_id: number }>('POST', '/customer/order/place', {
      body: placeOrderBody(source, choices, 'cart', evaluation.totals),
      headers: { ...food, ...auth, 'Idempotency-Key': 'cashback-earned' },
    });
    expect(placed.status, placed.text).toBe(200);
    const [history] = await demo.db
      .select()
      .from(cashBackHistories)
      .where(eq(cashBackHistories.orderId, placed.json.order_id));
    expect(history?.calculatedAmount).toBe(quote.calculated_amount);
    const [row] = await demo.db.select().from(orders).where(eq(orders.id, placed.json.order_id));
    const delivered = await progressOrder(demo.db, row!, api.now + 10 * 3_600_000, 60_000);
    expect(delivered.orderStatus).toBe('delivered');
    const credits = await demo.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, user!.id));
    expect(credits.map((t) => [t.transactionType, t.credit])).toEqual([
      ['CashBack', quote.calculated_amount],
    ]);
  });
});
