/**
 * Categories (reference §1.3, §4.12): `categories` (top level, `featured=1` for the featured
 * ones; the module check is skipped when no `moduleId` is sent; without `zoneId` the product
 * counts cover every zone and `order_count` is left out), `categories/childes/{id}` (the
 * sub-categories, each with its parent) and `categories/items/{id}` (a page of the category's
 * items). An unknown category answers 404 with the error body.
 */
import { Hono } from 'hono';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { categoriesQuery, idParam, itemPageQuery } from '@storefront/core/schemas/catalogue';
import { categories, items, stores } from '../db/schema.js';
import type { AppEnv } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import type { CategoryRow } from '../catalogue/format-item.js';
import { byPriority, formatCategory } from '../catalogue/format-promotions.js';
import {
  categoryCondition,
  itemTypeCondition,
  pageOfItems,
  visibleItemConditions,
} from '../catalogue/queries.js';
import { formatItems } from '../catalogue/lookups.js';

interface CategoryCounts {
  products: Map<number, number>;
  orders: Map<number, number>;
}

/** Visible items per category id (any position in `category_ids`), and their orders. */
async function categoryCounts(scope: CatalogueScope): Promise<CategoryCounts> {
  const entries = scope.db
    .select({
      categoryId: sql<string>`jsonb_array_elements(${items.categoryIds}) ->> 'id'`.as(
        'category_id',
      ),
      orders: items.orderCount,
    })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(and(...visibleItemConditions(scope)))
    .as('entries');
  const rows = await scope.db
    .select({
      categoryId: entries.categoryId,
      n: count(),
      orders: sql<string>`coalesce(sum(${entries.orders}), 0)`,
    })
    .from(entries)
    .groupBy(entries.categoryId);
  const products = new Map<number, number>();
  const orders = new Map<number, number>();
  for (const row of rows) {
    const id = Number(row.categoryId);
    if (!Number.isInteger(id)) continue;
    products.set(id, Number(row.n));
    orders.set(id, Number(row.orders));
  }
  return { products, orders };
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
async function activeCategories(scope: CatalogueScope): Promise<CategoryRow[]> {
  const rows = await scope.db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.status, true),
        scope.module ? eq(categories.moduleId, scope.module.id) : undefined,
      ),
    );
  return rows.sort(byPriority);
}

/** An active category of the request's module, or 404. */
async function findCategory(scope: CatalogueScope, id: number): Promise<CategoryRow> {
  const [row] = await scope.db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.id, id),
        eq(categories.status, true),
        scope.module ? eq(categories.moduleId, scope.module.id) : undefined,
      ),
    )
    .limit(1);
  if (!row) fail(404, 'category', 'Category not found');
  return row;
}

export function categoryRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/categories', requireModule(), async (c) => {
    const { featured } = validateQuery(c, categoriesQuery);
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const [rows, counts] = await Promise.all([activeCategories(scope), categoryCounts(scope)]);
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

  app.get('/categories/childes/:id', requireModule(), async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const scope = catalogueScope(c, zoneIdsFromHeader(c));
    const parent = await findCategory(scope, id);
    const [rows, counts] = await Promise.all([activeCategories(scope), categoryCounts(scope)]);
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

  app.get('/categories/items/:id', requireModule(), async (c) => {
    const scope = catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
    const { id } = validate(idParam, { id: c.req.param('id') });
    const query = validateQuery(c, itemPageQuery);
    const category = await findCategory(scope, id);
    const page = await pageOfItems(
      scope,
      [categoryCondition([category.id]), itemTypeCondition(query.type)],
      [desc(items.orderCount)],
      query,
    );
    return c.json({
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      products: await formatItems(scope, page.rows),
    });
  });

  return app;
}
