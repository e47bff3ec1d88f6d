/**
 * The remaining v1 catalogue paths (issue 14; reference §1.3), from the reference cache and the
 * batched item reads:
 *
 * - `items/related-store-items/{item_id}`: a page of the visible items of the item's store (its
 *   own left out), most ordered first, `{total_size, limit, offset, products}`; unknown 404.
 * - `stores/discounted` (a running store discount), `stores/recommended` (`is_recommended`),
 *   `stores/top-offer-near-me` (a running discount or a flash-sale item, by distance from the
 *   `latitude`/`longitude` headers, open or closed): store pages `{total_size, limit, offset, stores}` as `stores/popular`.
 * - `stores/reviews?store_id=`: the newest reviews of the store's items as an array (v1 shape),
 *   `limit`/`offset` paging it; an unknown store 404.
 * - `campaigns/basic-campaign-details?basic_campaign_id=`: a running basic campaign of the module
 *   with its visible `stores`; without `zoneId` 200 with the error body (v1); unknown 404.
 * - `flash-sales`: the module's running flash sale (the soonest ending) with up to `limit` of its
 *   items as `active_products`, or `null`; `flash-sales/items?flash_sale_id=` a page of a running
 *   sale's items `{total_size, limit, offset, flash_sale, products}` (each product the item as
 *   the catalogue formats it, with the sale's price, and `flash_sale_item`: stock, sold,
 *   available_stock); an unknown or ended sale 404.
 * - `advertisement/list`: the running advertisements of visible stores, by priority.
 * - `brand`: the module's active brands `{total_size, limit, offset, brands}` with
 *   `items_count`; `brand/items/{brand_id}`: a page of its visible items; unknown 404.
 * - `cashback/list` and `cashback/getCashback?amount=` (`auth:api`): the customer's running
 *   offers under their use limit, and the best cashback on an amount (core's `bestCashback`).
 * - `customer/visit-again` (`auth:api`): the visible stores the customer ordered from, latest
 *   order first (up to 20), formatted as store lists format them.
 * - `get-combined-data?name=`: the search page's blocks in one answer: `categories` (the
 *   module's top categories), `items` and `stores` (popular; matching `name` when given).
 * - `other-banners`: the module's promotional banners (`module_wise_banners` rows of type
 *   `promotional_banner`), `{banners:[{id, key, value, value_full_url}]}`.
 */
import { Hono } from 'hono';
import { and, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import {
  bestCashback,
  customerCashbacks,
  type CashbackOffer,
} from '@storefront/core/domain/cashback';
import { flashAvailable, isFlashSaleRunning } from '@storefront/core/domain/flash-sale';
import { idParam, pageQuery, storePageQuery } from '@storefront/core/schemas/catalogue';
import {
  campaignDetailsQuery,
  cashbackAmountQuery,
  combinedDataQuery,
  flashSaleItemsQuery,
  storeReviewsQuery,
} from '@storefront/core/schemas/v1-more';
import type {
  AdvertisementRow,
  BrandRow,
  CashBackRow,
  FlashSaleItemRow,
  FlashSaleRow,
} from '../cache/reference.js';
import {
  cashBackHistories,
  items,
  moduleWiseBanners,
  orders,
  reviews,
  users,
} from '../db/schema.js';
import { type AppContext, type AppEnv, translated } from '../http/env.js';
import { errorBody, fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { decimalDigits } from '@storefront/core/domain/money';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import { flag, iso, storeRatings } from '../catalogue/format-store.js';
import {
  byPriority,
  formatBasicCampaign,
  formatCategory,
  formatReview,
} from '../catalogue/format-promotions.js';
import {
  flashSaleItemTerms,
  flashSaleWindow,
  formatItems,
  formatStores,
  productsPage,
  runningStoreDiscounts,
} from '../catalogue/lookups.js';
import { isCampaignRunning, nameMatches, pageOfItems } from '../catalogue/queries.js';
import { isVisibleStore, pageOfStores, storeNameMatches } from '../catalogue/stores.js';
import { reviewPhotoIds, reviewPhotoUrl } from './reviews.js';

/** Stores a customer visited again (reference `customer/visit-again`). */
export const VISIT_AGAIN_STORES = 20;

const listScope = (c: AppContext) => catalogueScope(c, zoneIdsFromHeader(c, { required: true }));

function runningSales(scope: CatalogueScope): FlashSaleRow[] {
  return scope.ref.flashSales.filter(
    (sale) =>
      (!scope.module || sale.moduleId === scope.module.id) &&
      isFlashSaleRunning(flashSaleWindow(sale), scope.epochMs),
  );
}

function formatFlashSale(row: FlashSaleRow, scope: CatalogueScope) {
  return {
    id: row.id,
    title: translated(row.translations, scope.locale, 'title', row.title),
    module_id: row.moduleId,
    is_publish: flag(row.isPublish),
    admin_discount_percentage: row.adminDiscountPercentage,
    vendor_discount_percentage: row.vendorDiscountPercentage,
    start_date: iso(row.startDate),
    end_date: iso(row.endDate),
    created_at: iso(row.createdAt),
  };
}

function formatFlashSaleItem(row: FlashSaleItemRow) {
  return {
    id: row.id,
    flash_sale_id: row.flashSaleId,
    item_id: row.itemId,
    stock: row.stock,
    sold: row.sold,
    available_stock: flashAvailable(flashSaleItemTerms(row)),
    discount_type: row.discountType,
    discount: row.discount,
    status: flag(row.status),
  };
}

/** A page of a sale's visible items with stock left, formatted with the sale's terms. */
async function flashSaleProducts(
  scope: CatalogueScope,
  sale: FlashSaleRow,
  page: { limit: number; offset: number },
) {
  const saleItems = scope.ref.flashSaleItems.filter(
    (i) => i.flashSaleId === sale.id && i.status && flashAvailable(flashSaleItemTerms(i)) > 0,
  );
  const byItem = new Map(saleItems.map((i) => [i.itemId, i]));
  if (byItem.size === 0) return { total: 0, products: [] };
  const found = await pageOfItems(
    scope,
    [inArray(items.id, [...byItem.keys()])],
    [desc(items.orderCount)],
    page,
  );
  const formatted = await formatItems(scope, found.rows, found.wishes);
  return {
    total: found.total,
    products: formatted.map((item) => ({
      ...item,
      flash_sale_item: formatFlashSaleItem(byItem.get(item.id)!),
    })),
  };
}

function formatAdvertisement(row: AdvertisementRow, scope: CatalogueScope) {
  const store = scope.ref.stores.get(row.storeId)!;
  const [formatted] = formatStores(scope, [store]);
  const ratings = storeRatings(store.rating);
  return {
    id: row.id,
    store_id: row.storeId,
    add_type: row.addType,
    title: translated(row.translations, scope.locale, 'title', row.title),
    description: translated(row.translations, scope.locale, 'description', row.description),
    cover_image: row.coverImage,
    cover_image_full_url: scope.url(row.coverImage),
    profile_image: row.profileImage,
    profile_image_full_url: scope.url(row.profileImage),
    video_attachment: row.video,
    video_attachment_full_url: scope.url(row.video),
    is_rating_active: flag(row.isRatingActive),
    is_review_active: flag(row.isReviewActive),
    average_rating: ratings.avg_rating,
    reviews_comments_count: ratings.rating_count,
    priority: row.priority,
    start_date: row.startDate,
    end_date: row.endDate,
    status: flag(row.status),
    store: formatted ?? null,
  };
}

function brandItemIds(scope: CatalogueScope, brandId: number): number[] {
  return [...scope.ref.itemBrands].flatMap(([itemId, id]) => (id === brandId ? [itemId] : []));
}

function formatBrand(row: BrandRow, scope: CatalogueScope, itemsCount: number) {
  return {
    id: row.id,
    name: translated(row.translations, scope.locale, 'name', row.name),
    slug: row.slug,
    image: row.image,
    image_full_url: scope.url(row.image),
    status: flag(row.status),
    module_id: row.moduleId,
    items_count: itemsCount,
    created_at: iso(row.createdAt),
  };
}

/** The visible items of each brand (from the catalogue's item facts: no statement). */
function brandCounts(scope: CatalogueScope): Map<number, number> {
  const visible = new Set(
    scope.ref.itemFacts
      .filter((f) => {
        const store = scope.ref.stores.get(f.storeId);
        return store !== undefined && isVisibleStore(scope, store);
      })
      .map((f) => f.id),
  );
  const counts = new Map<number, number>();
  for (const [itemId, brandId] of scope.ref.itemBrands) {
    if (visible.has(itemId)) counts.set(brandId, (counts.get(brandId) ?? 0) + 1);
  }
  return counts;
}

function formatCashback(row: CashBackRow, scope: CatalogueScope) {
  return {
    id: row.id,
    title: translated(row.translations, scope.locale, 'title', row.title),
    customer_id: row.customerIds,
    cashback_type: row.cashbackType,
    same_user_limit: row.sameUserLimit,
    cashback_amount: row.cashbackAmount,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    start_date: row.startDate,
    end_date: row.endDate,
    status: flag(row.status),
  };
}

/**
 * The cashback offers a customer may use today, formatted (one statement: their earned
 * cashbacks by offer). Shared with order placement through `cashbackOffersOf`.
 */
export async function customerCashbackOffers(scope: CatalogueScope, userId: number) {
  const used = await scope.db
    .select({ id: cashBackHistories.cashBackId, n: sql<number>`count(*)::int` })
    .from(cashBackHistories)
    .where(eq(cashBackHistories.userId, userId))
    .groupBy(cashBackHistories.cashBackId);
  return cashbackOffersOf(scope, userId, new Map(used.map((u) => [u.id ?? 0, Number(u.n)])));
}

/** The offers of the reference data a customer may use, given their uses by offer id. */
export function cashbackOffersOf(
  scope: Pick<CatalogueScope, 'ref' | 'now' | 'locale' | 'url'>,
  userId: number,
  uses: ReadonlyMap<number, number>,
): (CashbackOffer & ReturnType<typeof formatCashback>)[] {
  const offers = scope.ref.cashBacks.map((row) => formatCashback(row, scope as CatalogueScope));
  return customerCashbacks(offers, userId, scope.now.date, uses);
}

export function v1MoreRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/items/related-store-items/:id', moduleChecked, async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = listScope(c);
    const query = validateQuery(c, pageQuery);
    const fact = scope.ref.itemFacts.find((f) => f.id === id);
    const store = fact && scope.ref.stores.get(fact.storeId);
    if (!fact || !store || !isVisibleStore({ ...scope, zoneIds: null }, store)) {
      fail(404, 'product-001', 'Not found');
    }
    const page = await pageOfItems(
      scope,
      [eq(items.storeId, fact.storeId), ne(items.id, fact.id)],
      [desc(items.orderCount)],
      query,
    );
    return c.json(await productsPage(scope, page, query));
  });

  const storeList =
    (
      keep: (scope: CatalogueScope) => (row: { id: number; isRecommended: boolean }) => boolean,
      order: 'nearest' | 'distance' = 'nearest',
    ) =>
    (c: AppContext) => {
      const scope = listScope(c);
      const query = validateQuery(c, storePageQuery);
      return c.json(pageOfStores(scope, keep(scope), order, query));
    };
  app.get(
    '/stores/discounted',
    moduleChecked,
    storeList((scope) => {
      const running = runningStoreDiscounts(scope);
      return (row) => running.has(row.id);
    }),
  );
  app.get(
    '/stores/recommended',
    moduleChecked,
    storeList(() => (row) => row.isRecommended),
  );
  app.get(
    '/stores/top-offer-near-me',
    moduleChecked,
    storeList((scope) => {
      const running = runningStoreDiscounts(scope);
      const sales = new Set(runningSales(scope).map((s) => s.id));
      const flashStores = new Set(
        scope.ref.flashSaleItems
          .filter((i) => sales.has(i.flashSaleId) && i.status)
          .flatMap((i) => scope.ref.itemFacts.filter((f) => f.id === i.itemId))
          .map((f) => f.storeId),
      );
      return (row) => running.has(row.id) || flashStores.has(row.id);
    }, 'distance'),
  );

  app.get('/stores/reviews', moduleChecked, async (c) => {
    const query = validateQuery(c, storeReviewsQuery);
    const scope = catalogueScope(c, null);
    const store = scope.ref.stores.get(query.store_id);
    if (!store || !isVisibleStore(scope, store)) fail(404, 'store_id', 'Store not found.');
    const rows = await scope.db
      .select({
        review: reviews,
        customer: { id: users.id, fName: users.fName, lName: users.lName, image: users.image },
        item: { name: items.name, translations: items.translations, image: items.image },
      })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(eq(items.storeId, store.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset((query.offset - 1) * query.limit);
    const photos = await reviewPhotoIds(
      scope.db,
      rows.map((r) => r.review.id),
    );
    return c.json(
      rows.map((r) => ({
        ...formatReview(
          r.review,
          translated(r.item.translations, scope.locale, 'name', r.item.name),
          r.customer && r.customer.id !== null ? r.customer : null,
          scope.url,
          (photos.get(r.review.id) ?? []).map((id) => reviewPhotoUrl(c, id)),
        ),
        item_image: r.item.image,
        item_image_full_url: scope.url(r.item.image),
        store_id: store.id,
      })),
    );
  });

  app.get('/campaigns/basic-campaign-details', moduleChecked, (c) => {
    const zoneIds = zoneIdsFromHeader(c);
    if (zoneIds === null) return c.json(errorBody('zoneId', 'Zone id required'), 200);
    const query = validateQuery(c, campaignDetailsQuery);
    const scope = catalogueScope(c, zoneIds);
    const campaign = scope.ref.campaigns.find((r) => r.id === query.basic_campaign_id);
    if (
      !campaign ||
      !isCampaignRunning(campaign, scope.now.date) ||
      (scope.module && campaign.moduleId !== scope.module.id)
    ) {
      fail(404, 'campaign', 'Campaign not found.');
    }
    const storeRows = scope.ref.campaignStores
      .filter((l) => l.campaignId === campaign.id)
      .flatMap((l) => scope.ref.stores.get(l.storeId) ?? [])
      .filter((row) => isVisibleStore(scope, row));
    return c.json({
      ...formatBasicCampaign(campaign, scope.locale, scope.url),
      stores: formatStores(scope, storeRows),
    });
  });

  app.get('/flash-sales', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, pageQuery);
    const [sale] = runningSales(scope);
    if (!sale) return c.json(null);
    const { total, products } = await flashSaleProducts(scope, sale, query);
    return c.json({
      ...formatFlashSale(sale, scope),
      total_size: total,
      active_products: products,
    });
  });

  app.get('/flash-sales/items', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, flashSaleItemsQuery);
    const running = runningSales(scope);
    const sale =
      query.flash_sale_id === 0 ? running[0] : running.find((s) => s.id === query.flash_sale_id);
    if (!sale) fail(404, 'flash_sale_id', 'Flash sale not found.');
    const { total, products } = await flashSaleProducts(scope, sale, query);
    return c.json({
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      flash_sale: formatFlashSale(sale, scope),
      products,
    });
  });

  app.get('/advertisement/list', moduleChecked, (c) => {
    const scope = listScope(c);
    const today = scope.now.date;
    const rows = scope.ref.advertisements.filter((ad) => {
      const store = scope.ref.stores.get(ad.storeId);
      return (
        ad.status &&
        ad.startDate <= today &&
        ad.endDate >= today &&
        store !== undefined &&
        isVisibleStore(scope, store)
      );
    });
    return c.json(rows.map((row) => formatAdvertisement(row, scope)));
  });

  app.get('/brand', moduleChecked, (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, pageQuery);
    const counts = brandCounts(scope);
    const rows = scope.ref.brands.filter(
      (b) => b.status && (!scope.module || b.moduleId === scope.module.id),
    );
    const skip = (query.offset - 1) * query.limit;
    return c.json({
      total_size: rows.length,
      limit: query.limit,
      offset: query.offset,
      brands: rows
        .slice(skip, skip + query.limit)
        .map((row) => formatBrand(row, scope, counts.get(row.id) ?? 0)),
    });
  });

  app.get('/brand/items/:id', moduleChecked, async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = listScope(c);
    const query = validateQuery(c, pageQuery);
    const brand = scope.ref.brands.find((b) => b.id === id && b.status);
    if (!brand || (scope.module && brand.moduleId !== scope.module.id)) {
      fail(404, 'brand', 'Brand not found.');
    }
    const ids = brandItemIds(scope, brand.id);
    const page =
      ids.length === 0
        ? { total: 0, rows: [], wishes: new Map<number, number>() }
        : await pageOfItems(scope, [inArray(items.id, ids)], [desc(items.orderCount)], query);
    return c.json({
      ...(await productsPage(scope, page, query)),
      brand: formatBrand(brand, scope, page.total),
    });
  });

  app.get('/cashback/list', async (c) => {
    const { userId } = await requireCustomer(c);
    const scope = catalogueScope(c, null);
    return c.json(await customerCashbackOffers(scope, userId));
  });

  app.get('/cashback/getCashback', async (c) => {
    const { userId } = await requireCustomer(c);
    const query = validateQuery(c, cashbackAmountQuery);
    const scope = catalogueScope(c, null);
    const offers = await customerCashbackOffers(scope, userId);
    return c.json(bestCashback(offers, query.amount, decimalDigits(scope.ref.settings)));
  });

  app.get('/customer/visit-again', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const scope = listScope(c);
    const visited = await scope.db
      .select({ storeId: orders.storeId, last: max(orders.createdAt) })
      .from(orders)
      .where(eq(orders.userId, userId))
      .groupBy(orders.storeId)
      .orderBy(desc(max(orders.createdAt)))
      .limit(VISIT_AGAIN_STORES * 2);
    const rows = visited
      .flatMap((v) => (v.storeId === null ? [] : (scope.ref.stores.get(v.storeId) ?? [])))
      .filter((row) => isVisibleStore(scope, row))
      .slice(0, VISIT_AGAIN_STORES);
    return c.json(formatStores(scope, rows));
  });

  app.get('/get-combined-data', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, combinedDataQuery);
    const name = query.name;
    const categories = [...scope.ref.categories.values()]
      .filter(
        (row) =>
          row.status &&
          row.parentId === 0 &&
          (!scope.module || row.moduleId === scope.module.id) &&
          (name === '' ||
            translated(row.translations, scope.locale, 'name', row.name)
              .toLocaleLowerCase()
              .includes(name.toLocaleLowerCase())),
      )
      .sort(byPriority)
      .slice(0, query.limit)
      .map((row) => formatCategory(row, scope.locale, scope.url));
    const page = await pageOfItems(
      scope,
      name === '' ? [] : [nameMatches(scope, items, name)],
      [desc(items.orderCount)],
      { limit: query.limit, offset: 1 },
    );
    const stores = pageOfStores(
      scope,
      (row) => name === '' || storeNameMatches(scope, row, name),
      'popular',
      { limit: query.limit, offset: 1 },
    ).stores;
    return c.json({
      categories,
      items: await formatItems(scope, page.rows, page.wishes),
      stores,
    });
  });

  app.get('/other-banners', moduleChecked, async (c) => {
    const scope = catalogueScope(c, null);
    if (!scope.module) return c.json({ banners: [] });
    const rows = await scope.db
      .select()
      .from(moduleWiseBanners)
      .where(
        and(
          eq(moduleWiseBanners.moduleId, scope.module.id),
          eq(moduleWiseBanners.type, 'promotional_banner'),
          eq(moduleWiseBanners.status, true),
        ),
      )
      .orderBy(moduleWiseBanners.id);
    return c.json({
      banners: rows.map((row) => ({
        id: row.id,
        module_id: row.moduleId,
        key: row.key,
        value: row.value,
        value_full_url: scope.url(row.value),
        title: translated(
          row.translations,
          scope.locale,
          'title',
          row.translations.en?.title ?? '',
        ),
      })),
    });
  });

  return app;
}
