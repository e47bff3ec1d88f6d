/**
 * Catalogue paths v1 clients call (issue 16; reference §1.3, §4.12), from the same data as the
 * storefront's own lists:
 *
 * - `items/related-items/{id}`: up to 10 visible items of the item's category (its own left
 *   out), most ordered first, as an array of formatted items; an unknown item 404.
 * - `items/item-or-store-search?name=`: the search suggestions, `{items, stores}`: up to `limit`
 *   (default 10) visible items and stores whose name matches.
 * - `banners/{store_id}`: the active banners of a visible store (those that open it), as an
 *   array of banner rows; an unknown store 404.
 * - `app-download-section`: the landing page's app download block (`download_user_app_*`).
 * - `common-condition`: the active common conditions that have visible items in the request's
 *   module and zones, with `items_count`, as an array; `common-condition/list`: every active
 *   condition as `[{id, name}]` (no headers needed).
 * - `common-condition/items/{id}`: a page of the visible items treating the condition (`id` or
 *   slug; an unknown one 404), `{total_size, limit, offset, products}`, newest first.
 * - `items/common-conditions?store_id=`: a page of the visible items linked to any condition
 *   (of the store when given; an unknown store 404), `{total_size, limit, offset, products}`.
 * - `customer/suggested-items`: for the signed-in customer (401 otherwise), up to 5 visible items
 *   of the categories of their interests, or the most ordered ones without interests; `zoneId`
 *   is required ('Zone id is required!', as the v1 API says it here).
 *
 * The lists need the `moduleId` and `zoneId` headers (403 otherwise), as the item lists do.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  idParam,
  itemPageQuery,
  pageLimit,
  pageOffset,
  storeSearchQuery,
} from '@storefront/core/schemas/catalogue';
import { commonConditions, items, pharmacyItemDetails, stores, users } from '../db/schema.js';
import { type AppEnv, getDb, translated } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { localize } from '../config/settings.js';
import { catalogueScope } from '../catalogue/scope.js';
import { formatBanner } from '../catalogue/format-promotions.js';
import { formatItems, formatStores, productsPage } from '../catalogue/lookups.js';
import {
  categoryCondition,
  itemTypeCondition,
  nameMatches,
  pageOfItems,
  visibleItemConditions,
} from '../catalogue/queries.js';
import { requireCustomer } from '../auth/guard.js';
import { optionalQueryId } from '../http/validate.js';
import { isVisibleStore, storeNameMatches } from '../catalogue/stores.js';

export const RELATED_ITEMS = 10;
export const SUGGESTED_ITEMS = 5;

const conditionItemsQuery = v.object(
  { limit: pageLimit(), offset: pageOffset, store_id: optionalQueryId('store_id') },
  'The query must be an object.',
);

/** Items linked to a common condition (`conditionId`, or any when null). */
function treating(conditionId: number | null) {
  return sql`${items.id} in (select ${pharmacyItemDetails.itemId} from ${pharmacyItemDetails} where ${
    conditionId === null
      ? isNotNull(pharmacyItemDetails.commonConditionId)
      : eq(pharmacyItemDetails.commonConditionId, conditionId)
  })`;
}

export function v1CatalogueRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/items/related-items/:id', moduleChecked, async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const fact = scope.ref.itemFacts.find((f) => f.id === id);
    const store = fact && scope.ref.stores.get(fact.storeId);
    if (!fact || !store?.status || (scope.module && fact.moduleId !== scope.module.id)) {
      fail(404, 'product-001', 'Not found');
    }
    const category = fact.categoryId;
    if (category === null) return c.json([]);
    const page = await pageOfItems(
      scope,
      [categoryCondition([category]), ne(items.id, fact.id)],
      [desc(items.orderCount)],
      { limit: RELATED_ITEMS, offset: 1 },
    );
    return c.json(await formatItems(scope, page.rows, page.wishes));
  });

  app.get('/items/item-or-store-search', moduleChecked, async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const query = validateQuery(c, storeSearchQuery);
    const page = await pageOfItems(
      scope,
      [nameMatches(scope, items, query.name)],
      [desc(items.orderCount)],
      { limit: query.limit, offset: 1 },
    );
    const storeRows = [...scope.ref.stores.values()]
      .filter((row) => isVisibleStore(scope, row) && storeNameMatches(scope, row, query.name))
      .slice(0, query.limit);
    return c.json({
      items: await formatItems(scope, page.rows, page.wishes),
      stores: formatStores(scope, storeRows),
    });
  });

  app.get('/banners/:store_id', moduleChecked, (c) => {
    const { id } = validate(idParam, { id: c.req.param('store_id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const store = scope.ref.stores.get(id);
    if (!store || !isVisibleStore(scope, store)) fail(404, 'store_id', 'Store not found.');
    const [formatted] = formatStores(scope, [store]);
    const rows = scope.ref.banners.filter(
      (b) => b.status && b.type === 'store_wise' && b.data === store.id,
    );
    return c.json(
      rows.map((row) =>
        formatBanner(row, scope.locale, scope.url, { store: formatted ?? null, item: null }),
      ),
    );
  });

  app.get('/common-condition/list', async (c) => {
    const locale = c.get('locale');
    const rows = await getDb(c)
      .select()
      .from(commonConditions)
      .where(eq(commonConditions.status, true))
      .orderBy(asc(commonConditions.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: translated(row.translations, locale, 'name', row.name),
      })),
    );
  });

  app.get('/common-condition', moduleChecked, async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const counted = await scope.db
      .select({ id: pharmacyItemDetails.commonConditionId, n: count() })
      .from(pharmacyItemDetails)
      .innerJoin(items, eq(items.id, pharmacyItemDetails.itemId))
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(isNotNull(pharmacyItemDetails.commonConditionId), ...visibleItemConditions(scope)))
      .groupBy(pharmacyItemDetails.commonConditionId);
    const counts = new Map(counted.map((r) => [r.id, Number(r.n)]));
    if (counts.size === 0) return c.json([]);
    const rows = await scope.db
      .select()
      .from(commonConditions)
      .where(
        and(
          eq(commonConditions.status, true),
          inArray(
            commonConditions.id,
            [...counts.keys()].filter((id): id is number => id !== null),
          ),
        ),
      )
      .orderBy(asc(commonConditions.id));
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: translated(row.translations, scope.locale, 'name', row.name),
        slug: row.slug,
        status: 1,
        items_count: counts.get(row.id) ?? 0,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    );
  });

  app.get('/common-condition/items/:id', moduleChecked, async (c) => {
    const key = c.req.param('id').trim();
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const query = validateQuery(c, itemPageQuery);
    if (!/^[a-z0-9-]{1,100}$/i.test(key)) fail(404, 'condition_id', 'Condition not found.');
    const [condition] = await scope.db
      .select({ id: commonConditions.id })
      .from(commonConditions)
      .where(
        and(
          eq(commonConditions.status, true),
          /^\d{1,9}$/.test(key)
            ? eq(commonConditions.id, Number(key))
            : eq(commonConditions.slug, key),
        ),
      );
    if (!condition) fail(404, 'condition_id', 'Condition not found.');
    const page = await pageOfItems(
      scope,
      [treating(condition.id), itemTypeCondition(query.type)],
      [desc(items.createdAt)],
      query,
    );
    return c.json({
      ...(await productsPage(scope, page, query)),
    });
  });

  app.get('/items/common-conditions', moduleChecked, async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const query = validateQuery(c, conditionItemsQuery);
    let inStore;
    if (query.store_id !== undefined) {
      const store = scope.ref.stores.get(query.store_id);
      if (!store || !isVisibleStore(scope, store)) fail(404, 'store_id', 'Store not found.');
      inStore = eq(items.storeId, store.id);
    }
    const page = await pageOfItems(
      scope,
      [treating(null), inStore],
      [desc(items.orderCount)],
      query,
    );
    return c.json({
      ...(await productsPage(scope, page, query)),
    });
  });

  app.get('/customer/suggested-items', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    if ((c.req.header('zoneId') ?? '').trim() === '') fail(403, 'zoneId', 'Zone id is required!');
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const [user] = await scope.db
      .select({ interest: users.interest })
      .from(users)
      .where(eq(users.id, userId));
    const interest = user?.interest ?? [];
    const page = await pageOfItems(
      scope,
      [interest.length > 0 ? categoryCondition(interest) : undefined],
      [desc(items.orderCount)],
      { limit: SUGGESTED_ITEMS, offset: 1 },
    );
    return c.json(await formatItems(scope, page.rows, page.wishes));
  });

  app.get('/app-download-section', (c) => {
    const settings = c.get('ref').settings;
    const locale = c.get('locale');
    return c.json({
      download_user_app_title: localize(settings.download_user_app_title, locale),
      download_user_app_sub_title: localize(settings.download_user_app_sub_title, locale),
      download_user_app_image: null,
      download_user_app_image_full_url: null,
      download_user_app_links: settings.download_user_app_links,
    });
  });

  return app;
}
