/**
 * Items (reference §1.3 `items`, §4.5): `latest` (a store's items, with its categories),
 * `popular`, `most-reviewed`, `discounted` (with categories), `new-arrival`, `recommended`
 * (envelope key `items`), `search` (with categories), `details/{id or slug}` (`?campaign=1` for a
 * campaign item) and `reviews/{id}`.
 *
 * Every route is behind the module check (`moduleId`, 403 when missing); the lists also need the
 * `zoneId` header (403 'Zone id required'). Lists hold active, approved items of active stores
 * of the module in those zones, a page at a time (`offset` is the page number), in the envelope
 * `{total_size, limit, offset, <key>}`. Unknown items and stores answer 404 with the error body
 * (the v1 API's `items/details` answers an object-shaped `errors`; this server always answers
 * the canonical array and the client tolerates both).
 */
import { Hono } from 'hono';
import { timeOfDayText } from '@storefront/core/domain/availability';
import { ratingCounts } from '@storefront/core/domain/item-rating';
import { and, asc, count, desc, eq, gt, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { latestReviewsJson, type ReviewJsonBase } from '../catalogue/latest-reviews.js';
import { reviewPhotoIds, reviewPhotoUrl } from './reviews.js';
import {
  discountedItemsQuery,
  idOrSlugParam,
  idParam,
  itemDetailsQuery,
  itemPageQuery,
  itemSearchQuery,
  latestItemsQuery,
  pageQuery,
  recommendedItemsQuery,
  type IdOrSlug,
  type RecommendedFilter,
  type SearchFilter,
} from '@storefront/core/schemas/catalogue';
import { itemCampaigns, items, reviews, stores, users } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import type { Database } from '../db/client.js';
import { storageBase, translated } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import { byPriority, formatCategory, formatReview } from '../catalogue/format-promotions.js';
import {
  categoriesById,
  formatCampaignItems,
  formatItems,
  itemCategoryIds,
  productsPage,
  runningStoreDiscounts,
  storeDetailsJson,
} from '../catalogue/lookups.js';
import { withJsonFields } from '../catalogue/json-template.js';
import {
  activeItemBy,
  categoryCondition,
  itemTypeCondition,
  likePattern,
  nameMatches,
  pageOfItems,
  pageOfItemsWithCategories,
  preparedPageWithCategories,
  priceConditions,
  runningCampaignItems,
  tagsMatch,
  visibleItemConditions,
  wishlistCount,
  type CategoryPlacement,
  type SearchText,
} from '../catalogue/queries.js';
import { completeItems, itemDynamic } from '../catalogue/item-cache.js';
import { findStore } from '../catalogue/stores.js';
import type { CampaignItemRow, ItemRow } from '../catalogue/format-item.js';

/** Reviews embedded in item details (the full list is `items/reviews/{id}`). */
export const DETAIL_REVIEWS = 20;

const listScope = (c: AppContext) => catalogueScope(c, zoneIdsFromHeader(c, { required: true }));

/** Discounted: the item's own discount, or a running store discount. */
async function discountedCondition(scope: CatalogueScope): Promise<SQL | undefined> {
  const running = [...(await runningStoreDiscounts(scope)).keys()];
  return running.length > 0
    ? or(gt(items.discount, 0), inArray(items.storeId, running))
    : gt(items.discount, 0);
}

/** The active categories of every visible item matching `conditions`, by priority. */
async function categoriesOfItems(scope: CatalogueScope, conditions: (SQL | undefined)[]) {
  // Distinct pairs: the matches share few category placements, so few rows come back.
  const rows = await scope.db
    .selectDistinct({ categoryId: items.categoryId, categoryIds: items.categoryIds })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(...visibleItemConditions(scope), ...conditions));
  return categoriesOfPlacements(scope, rows);
}

/** The active categories of these placements, by priority. */
function categoriesOfPlacements(scope: CatalogueScope, placements: readonly CategoryPlacement[]) {
  const ids = [...new Set(placements.flatMap(itemCategoryIds))];
  const found = categoriesById(scope, ids);
  return [...found.values()]
    .filter((c) => c.status)
    .sort(byPriority)
    .map((c) => formatCategory(c, scope.locale, scope.url));
}

const RECOMMENDED_ORDER: Record<RecommendedFilter, SQL[]> = {
  all: [desc(items.orderCount)],
  new_arrival: [desc(items.createdAt)],
  top_rated: [desc(items.avgRating), desc(items.ratingCount)],
  best_selling: [desc(items.orderCount)],
};

/** The name a customer sees, lower-cased (the Arabic translation first in Arabic). */
const shownName = (scope: CatalogueScope): SQL =>
  scope.locale === 'ar'
    ? sql`lower(coalesce(nullif(${items.translations} -> 'ar' ->> 'name', ''), ${items.name}))`
    : sql`lower(${items.name})`;

const SEARCH_ORDER: Partial<Record<SearchFilter, (scope: CatalogueScope) => SQL[]>> = {
  top_rated: () => [desc(items.avgRating), desc(items.ratingCount)],
  popular: () => [desc(items.orderCount)],
  high: () => [desc(items.price)],
  low: () => [asc(items.price)],
  a_to_z: (scope) => [asc(shownName(scope))],
  z_to_a: (scope) => [desc(shownName(scope))],
};

/** The order a `filter` list asks for, else `fallback`. */
function searchOrder(scope: CatalogueScope, filter: readonly SearchFilter[], fallback: SQL[]) {
  const order = filter.flatMap((f) => SEARCH_ORDER[f]?.(scope) ?? []);
  return order.length > 0 ? order : fallback;
}

/**
 * Items orderable now, by their daily window in the stores' time zone (core availability: ends
 * included, a window ending before it starts wraps past midnight, equal bounds all day).
 */
function availableNowCondition(scope: CatalogueScope): SQL {
  const now = sql`${timeOfDayText(scope.now.seconds)}::time`;
  const s = items.availableTimeStarts;
  const e = items.availableTimeEnds;
  return sql`(${s} = ${e} or (${s} < ${e} and ${now} between ${s} and ${e}) or (${s} > ${e} and (${now} >= ${s} or ${now} <= ${e})))`;
}

/** Items rated at least `rating_count`. */
const ratingCondition = (query: { rating_count: number | null }) =>
  query.rating_count === null ? undefined : gte(items.avgRating, query.rating_count);

/** The conditions of the filters shared by items/search and items/latest. */
async function filterConditions(
  scope: CatalogueScope,
  query: { filter: readonly SearchFilter[]; rating_count: number | null },
): Promise<(SQL | undefined)[]> {
  return [
    ratingCondition(query),
    query.filter.includes('discounted') ? await discountedCondition(scope) : undefined,
    query.filter.includes('available') ? availableNowCondition(scope) : undefined,
  ];
}

async function storeOf(scope: CatalogueScope, ref: IdOrSlug | null) {
  return ref === null ? null : findStore(scope, ref, { inModule: true });
}

/** A visible item (or a running campaign item) of the request's module, by id or slug, or 404. */
async function findItem(
  scope: CatalogueScope,
  ref: IdOrSlug,
  campaign: boolean,
): Promise<{
  row: ItemRow;
  campaign: CampaignItemRow | null;
  wishes: number;
  reviews: ReviewJson[];
}> {
  if (campaign) {
    const match = 'id' in ref ? eq(itemCampaigns.id, ref.id) : eq(itemCampaigns.slug, ref.slug);
    const [row] = await runningCampaignItems({ ...scope, zoneIds: null }, [match]);
    if (!row) fail(404, 'product-001', 'Not found');
    return { row, campaign: row, wishes: 0, reviews: [] };
  }
  // One prepared statement: the item, its wishlist count and its latest reviews; its store's
  // visibility from the reference data.
  const [found] =
    'id' in ref
      ? await itemDetailsStatement(scope.db, 'id').execute({ id: ref.id })
      : await itemDetailsStatement(scope.db, 'slug').execute({ slug: ref.slug });
  const store = found && scope.ref.stores.get(found.item.storeId);
  if (!found || !store?.status || (scope.module && found.item.moduleId !== scope.module.id)) {
    fail(404, 'product-001', 'Not found');
  }
  const [row] = await completeItems(scope.db, [found.item]);
  if (!row) fail(404, 'product-001', 'Not found');
  return { row, campaign: null, wishes: found.wishes, reviews: found.reviews };
}

const prepared = {
  id: new WeakMap<Database, ReturnType<typeof prepareItemDetails>>(),
  slug: new WeakMap<Database, ReturnType<typeof prepareItemDetails>>(),
};

function prepareItemDetails(db: Database, by: 'id' | 'slug') {
  return db
    .select({ item: itemDynamic, wishes: wishlistCount(), reviews: latestReviews() })
    .from(items)
    .where(activeItemBy(by))
    .limit(1)
    .prepare(`item_details_by_${by}`);
}

/** The item details statement, prepared once per database (SQL built once, planned once). */
function itemDetailsStatement(db: Database, by: 'id' | 'slug') {
  let statement = prepared[by].get(db);
  if (!statement) {
    statement = prepareItemDetails(db, by);
    prepared[by].set(db, statement);
  }
  return statement;
}

interface ReviewJson extends ReviewJsonBase {
  item_id: number;
  order_id: number | null;
  /** The ids of the review's photos (issue 12). */
  attachment?: number[];
}

/** The item's latest `DETAIL_REVIEWS` reviews with their customers, as JSON (a subquery). */
const latestReviews = () => latestReviewsJson<ReviewJson>('item', DETAIL_REVIEWS);

/** A review read as JSON → the review shape. */
function formatReviewJson(
  json: ReviewJson,
  itemName: string,
  url: CatalogueScope['url'],
  photoUrl: (id: number) => string,
) {
  return formatReview(
    {
      id: json.id,
      itemId: json.item_id,
      userId: json.user_id,
      orderId: json.order_id,
      customerName: json.customer_name,
      comment: json.comment,
      rating: json.rating,
      createdAt: new Date(json.created_at),
    },
    itemName,
    json.customer && {
      id: json.customer.id,
      fName: json.customer.f_name,
      lName: json.customer.l_name,
      image: json.customer.image,
    },
    url,
    (json.attachment ?? []).map(photoUrl),
  );
}

export function itemRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/items/latest', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, latestItemsQuery);
    const store = await findStore(scope, query.store_id, { inModule: true });
    const inStore = eq(items.storeId, store.id);
    const [page, storeCategories] = await Promise.all([
      pageOfItems(
        scope,
        [
          inStore,
          categoryCondition(query.category_id),
          itemTypeCondition(query.type),
          ...priceConditions(query.min_price, query.max_price),
          ...(await filterConditions(scope, query)),
        ],
        searchOrder(scope, query.filter, [desc(items.createdAt)]),
        query,
      ),
      categoriesOfItems(scope, [inStore]),
    ]);
    return c.json({
      ...(await productsPage(scope, page, query)),
      categories: storeCategories,
    });
  });

  const simpleList = (order: SQL[], extra: (SQL | undefined)[] = []) =>
    async function (c: AppContext) {
      const scope = listScope(c);
      const query = validateQuery(c, itemPageQuery);
      const page = await pageOfItems(
        scope,
        [itemTypeCondition(query.type), ...extra],
        order,
        query,
      );
      return c.json({
        ...(await productsPage(scope, page, query)),
      });
    };

  app.get('/items/popular', moduleChecked, simpleList([desc(items.orderCount)]));
  app.get(
    '/items/most-reviewed',
    moduleChecked,
    simpleList([desc(items.ratingCount), desc(items.avgRating)], [gt(items.ratingCount, 0)]),
  );
  app.get('/items/new-arrival', moduleChecked, simpleList([desc(items.createdAt)]));

  app.get('/items/discounted', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, discountedItemsQuery);
    const discounted = await discountedCondition(scope);
    const conditions = [
      discounted,
      categoryCondition(query.category_ids),
      itemTypeCondition(query.type),
    ];
    const [page, found] = await Promise.all([
      pageOfItems(scope, conditions, [desc(items.orderCount)], query),
      categoriesOfItems(scope, [discounted, itemTypeCondition(query.type)]),
    ]);
    return c.json({
      ...(await productsPage(scope, page, query)),
      categories: found,
    });
  });

  app.get('/items/recommended', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, recommendedItemsQuery);
    const store = await storeOf(scope, query.store_id);
    const page = await pageOfItems(
      scope,
      [
        eq(items.recommended, true),
        store ? eq(items.storeId, store.id) : undefined,
        itemTypeCondition(query.type),
      ],
      RECOMMENDED_ORDER[query.filter],
      query,
    );
    return c.json({
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      items: await formatItems(scope, page.rows, page.wishes),
    });
  });

  app.get('/items/search', moduleChecked, async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, itemSearchQuery);
    const store = await storeOf(scope, query.store_id);
    const categoryIds = [...new Set([...query.category_id, ...query.category_ids])];
    const conditions = (text: SearchText, filters: (SQL | undefined)[]) => [
      or(nameMatches(scope, items, text), tagsMatch(text)),
      categoryCondition(categoryIds),
      store ? eq(items.storeId, store.id) : undefined,
      itemTypeCondition(query.type),
      ...priceConditions(query.min_price, query.max_price),
      ...filters,
    ];
    const orderBy = () => searchOrder(scope, query.filter, [desc(items.orderCount)]);
    // One statement: the page and the categories of all the matches.
    let page;
    if (query.filter.includes('discounted') || query.filter.includes('available')) {
      // Filters of the moment (the running discounts, the time of day): built for this request.
      const where = conditions(query.name, await filterConditions(scope, query));
      page = await pageOfItemsWithCategories(scope, where, orderBy(), query, where);
    } else {
      // Built once per shape: everything but the searched text, the limit and the offset.
      const shape = JSON.stringify([
        'items/search',
        scope.locale,
        scope.module?.id ?? null,
        scope.module?.allZoneService ?? null,
        scope.zoneIds,
        categoryIds,
        store?.id ?? null,
        query.type,
        query.min_price,
        query.max_price,
        query.rating_count,
        query.filter,
      ]);
      page = await preparedPageWithCategories(
        scope,
        shape,
        () => ({
          conditions: conditions(sql.placeholder('pattern'), [ratingCondition(query)]),
          orderBy: orderBy(),
        }),
        { pattern: likePattern(query.name) },
        query,
      );
    }
    return c.json({
      ...(await productsPage(scope, page, query)),
      categories: categoriesOfPlacements(scope, page.placements),
    });
  });

  app.get('/items/details/:id', moduleChecked, async (c) => {
    const { id } = validate(idOrSlugParam, { id: c.req.param('id') });
    const { campaign } = validateQuery(c, itemDetailsQuery);
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const found = await findItem(scope, id, campaign);
    const [item] = found.campaign
      ? await formatCampaignItems(scope, [found.campaign])
      : await formatItems(scope, [found.row], new Map([[found.row.id, found.wishes]]));
    const store = findStore(scope, { id: found.row.storeId }, { inModule: false });
    // The answer is written as text: the store's part comes from its kept JSON text (issue 9).
    const answer = withJsonFields(JSON.stringify(item), {
      store_details: storeDetailsJson(scope, store, storageBase(c)),
      // The rating breakdown [5★ … 1★] from the row already read (no statement added).
      rating: JSON.stringify(ratingCounts(found.row.rating)),
      // The relation shapes of v1, in the request's language like `nutritions_name`.
      nutritions: JSON.stringify(item!.nutritions_name.map((nutrition) => ({ nutrition }))),
      allergies: JSON.stringify(item!.allergies_name.map((allergy) => ({ allergy }))),
      reviews: JSON.stringify(
        found.reviews.map((r) =>
          formatReviewJson(r, item!.name, scope.url, (id) => reviewPhotoUrl(c, id)),
        ),
      ),
    });
    return c.body(answer, 200, { 'Content-Type': 'application/json' });
  });

  app.get('/items/reviews/:id', moduleChecked, async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const query = validateQuery(c, pageQuery);
    const scope = catalogueScope(c, null);
    const { row } = await findItem({ ...scope, module: null }, { id }, false);
    const where = eq(reviews.itemId, row.id);
    const [counted] = await scope.db.select({ n: count() }).from(reviews).where(where);
    const total = Number(counted?.n ?? 0);
    const skip = (query.offset - 1) * query.limit;
    const rows =
      skip >= total
        ? []
        : await scope.db
            .select({ review: reviews, customer: users })
            .from(reviews)
            .leftJoin(users, eq(users.id, reviews.userId))
            .where(where)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(query.limit)
            .offset(skip);
    const name = translated(row.translations, scope.locale, 'name', row.name);
    const photos = await reviewPhotoIds(
      scope.db,
      rows.map((r) => r.review.id),
    );
    return c.json({
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      reviews: rows.map((r) =>
        formatReview(
          r.review,
          name,
          r.customer,
          scope.url,
          (photos.get(r.review.id) ?? []).map((id) => reviewPhotoUrl(c, id)),
        ),
      ),
    });
  });

  return app;
}
