/**
 * Stores (reference §1.1, §1.3 `stores`, §4.6): `get-stores/{all|delivery|take_away}` (the module
 * check is skipped when no `moduleId` is sent), `popular`, `latest`, `top-rated`, `search`, all
 * paginated in `{total_size, limit, offset, stores}` and filtered by the `zoneId` zones; and
 * `details/{id or slug}`, outside the module check. Each store carries `open` now and its
 * `distance` from the `latitude`/`longitude` headers.
 *
 * Unlike the v1 API (200 with `null`), an unknown store answers 404 with the error body.
 */
import { Hono } from 'hono';
import { and, count, eq, ne } from 'drizzle-orm';
import {
  idOrSlugParam,
  storeFilterParam,
  storePageQuery,
  storeSearchQuery,
  storesQuery,
  type ItemType,
} from '@storefront/core/schemas/catalogue';
import { items, reviews } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { translated } from '../http/env.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import { flag, iso, type StoreRow } from '../catalogue/format-store.js';
import { formatBasicCampaign } from '../catalogue/format-promotions.js';
import { formatStores, itemCategoryIds, storeCatalogueExtras } from '../catalogue/lookups.js';
import { isCampaignRunning } from '../catalogue/queries.js';
import { findStore, pageOfStores, storeNameMatches, type StoreOrder } from '../catalogue/stores.js';
import { storePlan } from '../registration/reference.js';

const listScope = (c: AppContext) => catalogueScope(c, zoneIdsFromHeader(c, { required: true }));

/** `type`: veg keeps stores that sell veg, non_veg those that sell non-veg. */
function storeTypeKeeps(type: ItemType, row: StoreRow): boolean {
  if (type === 'veg') return row.veg;
  if (type === 'non_veg') return row.nonVeg;
  return true;
}

const STORE_TYPE_ORDER: Record<string, StoreOrder> = {
  all: 'nearest',
  newly_joined: 'newest',
  popular: 'popular',
  top_rated: 'top_rated',
};

/** Coupons of a store running today (store-wise coupons naming it, or its own). */
function activeCoupons(scope: CatalogueScope, storeId: number) {
  const today = scope.now.date;
  const rows = scope.ref.coupons.filter(
    (c) =>
      c.status &&
      c.startDate <= today &&
      c.expireDate >= today &&
      (c.storeId === storeId || (c.couponType === 'store_wise' && c.data.includes(storeId))),
  );
  return rows.map((c) => ({
    id: c.id,
    title: translated(c.translations, scope.locale, 'title', c.title),
    code: c.code,
    start_date: c.startDate,
    expire_date: c.expireDate,
    min_purchase: c.minPurchase,
    max_discount: c.maxDiscount,
    discount: c.discount,
    discount_type: c.discountType,
    coupon_type: c.couponType,
    limit: c.limit,
    store_id: c.storeId,
    module_id: c.moduleId,
    status: flag(c.status),
    created_by: c.createdBy,
    created_at: iso(c.createdAt),
  }));
}

export function storeRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/stores/get-stores/:filter_data', moduleChecked, (c) => {
    const scope = listScope(c);
    const { filter_data } = validate(storeFilterParam, { filter_data: c.req.param('filter_data') });
    const query = validateQuery(c, storesQuery);
    return c.json(
      pageOfStores(
        scope,
        (row) =>
          (filter_data !== 'delivery' || row.delivery) &&
          (filter_data !== 'take_away' || row.takeAway) &&
          (!query.featured || row.featured) &&
          storeTypeKeeps(query.type, row),
        STORE_TYPE_ORDER[query.store_type] ?? 'nearest',
        query,
      ),
    );
  });

  const list = (order: StoreOrder, options: { ratedOnly?: boolean } = {}) =>
    function (c: AppContext) {
      const scope = listScope(c);
      const query = validateQuery(c, storePageQuery);
      return c.json(
        pageOfStores(scope, (row) => storeTypeKeeps(query.type, row), order, query, options),
      );
    };

  app.get('/stores/popular', moduleChecked, list('popular'));
  app.get('/stores/latest', moduleChecked, list('newest'));
  app.get('/stores/top-rated', moduleChecked, list('top_rated', { ratedOnly: true }));

  app.get('/stores/search', moduleChecked, (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, storeSearchQuery);
    const category = query.category_id;
    const selling =
      category === null
        ? null
        : new Set(
            scope.ref.itemFacts
              .filter((item) => itemCategoryIds(item).includes(category))
              .map((item) => item.storeId),
          );
    return c.json(
      pageOfStores(
        scope,
        (row) => storeNameMatches(scope, row, query.name) && (!selling || selling.has(row.id)),
        'nearest',
        query,
      ),
    );
  });

  // Outside the module check (reference §1.1).
  app.get('/stores/details/:id', async (c) => {
    const { id } = validate(idOrSlugParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, null);
    const row = findStore(scope, id, { inModule: false });
    const [store] = formatStores(scope, [row]);
    const extras = storeCatalogueExtras(scope, row.id, store ? [...store.category_ids] : []);
    const coupons = activeCoupons(scope, row.id);
    const inCampaign = new Set(
      scope.ref.campaignStores.filter((l) => l.storeId === row.id).map((l) => l.campaignId),
    );
    const running = scope.ref.campaigns.filter(
      (campaign) => inCampaign.has(campaign.id) && isCampaignRunning(campaign, scope.now.date),
    );
    const [comments] = await scope.db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .where(and(eq(items.storeId, row.id), ne(reviews.comment, '')));
    return c.json({
      ...store!,
      ...extras,
      minimum_stock_for_warning: 0,
      campaigns: running.map((r) => formatBasicCampaign(r, scope.locale, scope.url)),
      activeCoupons: coupons,
      ...storePlan(scope.ref.subscriptionPackages, row),
      reviews_comments_count: Number(comments?.n ?? 0),
    });
  });

  return app;
}
