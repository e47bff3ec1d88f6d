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
import { and, count, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  idOrSlugParam,
  storeFilterParam,
  storePageQuery,
  storeSearchQuery,
  storesQuery,
  type ItemType,
} from '@storefront/core/schemas/catalogue';
import { campaigns, campaignStores, coupons, items, reviews, stores } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { translated } from '../http/env.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import { flag, iso } from '../catalogue/format-store.js';
import { formatBasicCampaign } from '../catalogue/format-promotions.js';
import { formatStores, storeCatalogueExtras } from '../catalogue/lookups.js';
import { categoryCondition, nameMatches, runningCampaignConditions } from '../catalogue/queries.js';
import { findStore, pageOfStores, type StoreOrder } from '../catalogue/stores.js';

const listScope = (c: AppContext) => catalogueScope(c, zoneIdsFromHeader(c, { required: true }));

/** `type`: veg keeps stores that sell veg, non_veg those that sell non-veg. */
function storeTypeCondition(type: ItemType): SQL | undefined {
  if (type === 'veg') return eq(stores.veg, true);
  if (type === 'non_veg') return eq(stores.nonVeg, true);
  return undefined;
}

const STORE_TYPE_ORDER: Record<string, StoreOrder> = {
  all: 'nearest',
  newly_joined: 'newest',
  popular: 'popular',
  top_rated: 'top_rated',
};

/** Coupons of a store running today (store-wise coupons naming it, or its own). */
async function activeCoupons(scope: CatalogueScope, storeId: number) {
  const rows = await scope.db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.status, true),
        lte(coupons.startDate, scope.now.date),
        gte(coupons.expireDate, scope.now.date),
        or(
          eq(coupons.storeId, storeId),
          and(
            eq(coupons.couponType, 'store_wise'),
            sql`${coupons.data} @> ${JSON.stringify([storeId])}::jsonb`,
          ),
        ),
      ),
    )
    .orderBy(coupons.id);
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

  app.get('/stores/get-stores/:filter_data', moduleChecked, async (c) => {
    const scope = listScope(c);
    const { filter_data } = validate(storeFilterParam, { filter_data: c.req.param('filter_data') });
    const query = validateQuery(c, storesQuery);
    return c.json(
      await pageOfStores(
        scope,
        [
          filter_data === 'delivery' ? eq(stores.delivery, true) : undefined,
          filter_data === 'take_away' ? eq(stores.takeAway, true) : undefined,
          query.featured ? eq(stores.featured, true) : undefined,
          storeTypeCondition(query.type),
        ],
        STORE_TYPE_ORDER[query.store_type] ?? 'nearest',
        query,
      ),
    );
  });

  const list = (order: StoreOrder, options: { ratedOnly?: boolean } = {}) =>
    async function (c: AppContext) {
      const scope = listScope(c);
      const query = validateQuery(c, storePageQuery);
      return c.json(
        await pageOfStores(scope, [storeTypeCondition(query.type)], order, query, options),
      );
    };

  app.get('/stores/popular', moduleChecked, list('popular'));
  app.get('/stores/latest', moduleChecked, list('newest'));
  app.get('/stores/top-rated', moduleChecked, list('top_rated', { ratedOnly: true }));

  app.get('/stores/search', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, storeSearchQuery);
    const sellsInCategory =
      query.category_id === null
        ? undefined
        : inArray(
            stores.id,
            scope.db
              .select({ id: items.storeId })
              .from(items)
              .where(
                and(
                  eq(items.status, true),
                  eq(items.isApproved, true),
                  categoryCondition([query.category_id]),
                ),
              ),
          );
    return c.json(
      await pageOfStores(
        scope,
        [nameMatches(scope, stores, query.name), sellsInCategory],
        'nearest',
        query,
      ),
    );
  });

  // Outside the module check (reference §1.1).
  app.get('/stores/details/:id', async (c) => {
    const { id } = validate(idOrSlugParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, null);
    const row = await findStore(scope, id, { inModule: false });
    const [store] = await formatStores(scope, [row]);
    const [extras, coupons, running, [comments]] = await Promise.all([
      storeCatalogueExtras(scope, row.id, store ? [...store.category_ids] : []),
      activeCoupons(scope, row.id),
      scope.db
        .select({ campaign: campaigns })
        .from(campaigns)
        .innerJoin(campaignStores, eq(campaignStores.campaignId, campaigns.id))
        .where(
          and(
            eq(campaignStores.storeId, row.id),
            ...runningCampaignConditions({ ...scope, module: null }),
          ),
        )
        .orderBy(campaigns.id),
      scope.db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(items, eq(items.id, reviews.itemId))
        .where(and(eq(items.storeId, row.id), ne(reviews.comment, ''))),
    ]);
    return c.json({
      ...store!,
      ...extras,
      minimum_stock_for_warning: 0,
      campaigns: running.map((r) => formatBasicCampaign(r.campaign, scope.locale, scope.url)),
      activeCoupons: coupons,
      store_sub: null,
      reviews_comments_count: Number(comments?.n ?? 0),
    });
  });

  return app;
}
