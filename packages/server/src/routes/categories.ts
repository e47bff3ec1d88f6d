/**
 * Categories (reference §1.3, §4.12): `categories` (top level, `featured=1` for the featured
 * ones; the module check is skipped when no `moduleId` is sent; without `zoneId` the product
 * counts cover every zone and `order_count` is left out), `categories/childes/{id}` (the
 * sub-categories, each with its parent; both list, and count as children, only categories with
 * visible items in the request's zones and module), `categories/items/{id}` (a page of the category's
 * items), `categories/items/list` (a page of the items of several categories, `category_ids` a
 * JSON array as v1 clients send it), and `categories/stores/{id}` and `categories/stores/list`
 * (a page of the stores selling in the category or categories). An unknown category answers 404 with the error body.
 */
import { Hono } from 'hono';
import { desc } from 'drizzle-orm';
import {
  categoriesListQuery,
  categoriesQuery,
  idParam,
  itemPageQuery,
} from '@storefront/core/schemas/catalogue';
import { items } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import type { CategoryRow } from '../catalogue/format-item.js';
import { byPriority, formatCategory } from '../catalogue/format-promotions.js';
import { categoryCondition, itemTypeCondition, pageOfItems } from '../catalogue/queries.js';
import { itemCategoryIds, productsPage } from '../catalogue/lookups.js';
import { isVisibleStore, pageOfStores } from '../catalogue/stores.js';

interface CategoryCounts {
  products: Map<number, number>;
  orders: Map<number, number>;
}

/**
 * Visible items per category id (any position in `category_ids`), and their orders, from the
 * reference data's item facts (memoised per module and zones).
 */
function categoryCounts(scope: CatalogueScope): CategoryCounts {
  const zones = scope.zoneIds === null ? '*' : scope.zoneIds.join(',');
  return scope.ref.memo(`categoryCounts:${scope.module?.id ?? '*'}:${zones}`, () => {
    const products = new Map<number, number>();
    const orders = new Map<number, number>();
    for (const item of scope.ref.itemFacts) {
      if (scope.module && item.moduleId !== scope.module.id) continue;
      const store = scope.ref.stores.get(item.storeId);
      if (!store || !isVisibleStore(scope, store)) continue;
      for (const ref of item.categoryIds) {
        const id = Number(ref.id);
        if (!Number.isInteger(id)) continue;
        products.set(id, (products.get(id) ?? 0) + 1);
        orders.set(id, (orders.get(id) ?? 0) + item.orderCount);
      }
    }
    return { products, orders };
  });
}

function withCounts(
  scope: CatalogueScope,
  row: CategoryRow,
  children: readonly CategoryRow[],
  counts: CategoryCounts,
) {
  return {
    ...formatCategory(row, scope.locale, scope.url),
    products_count: counts.products.get(row.id) ?? 0,
    ...(scope.zoneIds === null ? {} : { order_count: counts.orders.get(row.id) ?? 0 }),
    childes_count: children.length,
    childes: children.map((child) => ({
      ...formatCategory(child, scope.locale, scope.url),
      products_count: counts.products.get(child.id) ?? 0,
    })),
  };
}

/** Active categories of the request's module (every module when none was sent). */
function activeCategories(scope: CatalogueScope): CategoryRow[] {
  return [...scope.ref.categories.values()]
    .filter((c) => c.status && (!scope.module || c.moduleId === scope.module.id))
    .sort(byPriority);
}

/**
 * The active categories a list shows: those with visible items in the request's zones and
 * module (issue 15: no featured "Healthy" with nothing in it, no "0 items" on `/categories`).
 */
function listedCategories(scope: CatalogueScope, counts: CategoryCounts): CategoryRow[] {
  return activeCategories(scope).filter((c) => (counts.products.get(c.id) ?? 0) > 0);
}

/** An active category of the request's module. */
function isActiveCategory(scope: CatalogueScope, id: number): boolean {
  const row = scope.ref.categories.get(id);
  return !!row?.status && (!scope.module || row.moduleId === scope.module.id);
}

/** An active category of the request's module, or 404. */
function findCategory(scope: CatalogueScope, id: number): CategoryRow {
  if (!isActiveCategory(scope, id)) fail(404, 'category', 'Category not found');
  return scope.ref.categories.get(id)!;
}

export function categoryRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/categories', requireModule(), (c) => {
    const { featured } = validateQuery(c, categoriesQuery);
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const counts = categoryCounts(scope);
    const rows = listedCategories(scope, counts);
    const top = rows.filter((r) => r.position === 0 && (!featured || r.featured));
    return c.json(
      top.map((row) =>
        withCounts(
          scope,
          row,
          rows.filter((r) => r.parentId === row.id),
          counts,
        ),
      ),
    );
  });

  app.get('/categories/childes/:id', requireModule(), (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const parent = findCategory(scope, id);
    const counts = categoryCounts(scope);
    const rows = listedCategories(scope, counts);
    const parentShape = formatCategory(parent, scope.locale, scope.url);
    return c.json(
      rows
        .filter((r) => r.parentId === parent.id)
        .map((row) => ({
          ...withCounts(
            scope,
            row,
            rows.filter((r) => r.parentId === row.id),
            counts,
          ),
          parent: parentShape,
        })),
    );
  });

  // Registered before `categories/items/:id`, whose id would otherwise read `list`.
  app.get('/categories/items/list', requireModule(), async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const query = validateQuery(c, categoriesListQuery);
    const ids = query.category_ids.filter((id) => isActiveCategory(scope, id));
    const page =
      ids.length === 0
        ? { total: 0, rows: [], wishes: new Map<number, number>() }
        : await pageOfItems(
            scope,
            [categoryCondition(ids), itemTypeCondition(query.type)],
            [desc(items.orderCount)],
            query,
          );
    return c.json({
      ...(await productsPage(scope, page, query)),
    });
  });

  /** The visible stores that sell in any of `ids` (from the reference data's item facts). */
  const storesSelling = (c: AppContext, ids: readonly number[]) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const query = validateQuery(c, categoriesListQuery);
    const wanted = new Set(ids.filter((id) => isActiveCategory(scope, id)));
    const selling = new Set(
      scope.ref.itemFacts
        .filter((item) => itemCategoryIds(item).some((id) => wanted.has(id)))
        .map((item) => item.storeId),
    );
    return c.json(pageOfStores(scope, (row) => selling.has(row.id), 'nearest', query));
  };

  app.get('/categories/stores/list', requireModule(), (c) =>
    storesSelling(c, validateQuery(c, categoriesListQuery).category_ids),
  );

  app.get('/categories/stores/:id', requireModule(), (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    return storesSelling(c, [findCategory(scope, id).id]);
  });

  app.get('/categories/items/:id', requireModule(), async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const { id } = validate(idParam, { id: c.req.param('id') });
    const query = validateQuery(c, itemPageQuery);
    const category = findCategory(scope, id);
    const page = await pageOfItems(
      scope,
      [categoryCondition([category.id]), itemTypeCondition(query.type)],
      [desc(items.orderCount)],
      query,
    );
    return c.json({
      ...(await productsPage(scope, page, query)),
    });
  });

  return app;
}
