/**
 * SQL building blocks of the catalogue: which stores and items a request may see (reference
 * §4.5: active, approved items of active stores; the `moduleId` module; the `zoneId` zones unless
 * the module serves every zone), the list filters, and one page of items with its total.
 */
import {
  and,
  count,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ItemType } from '@storefront/core/schemas/catalogue';
import { campaigns, itemCampaigns, items, stores } from '../db/schema.js';
import { completeItems, itemDynamic, type ItemDynamic } from './item-cache.js';
import type { CatalogueScope } from './scope.js';
import type { CampaignItemRow, ItemRow } from './format-item.js';

type ItemTable = typeof items | typeof itemCampaigns;

/** The zone filter on stores: none without zones, or when the module serves every zone. */
export function storeZoneCondition(scope: CatalogueScope): SQL | undefined {
  if (scope.zoneIds === null || scope.module?.allZoneService) return undefined;
  return scope.zoneIds.length > 0 ? inArray(stores.zoneId, scope.zoneIds) : sql`false`;
}

/** Active stores of the request's module and zones. */
export function visibleStoreConditions(scope: CatalogueScope): (SQL | undefined)[] {
  return [
    eq(stores.status, true),
    scope.module ? eq(stores.moduleId, scope.module.id) : undefined,
    storeZoneCondition(scope),
  ];
}

/** Active, approved items of visible stores (the query joins `stores`). */
export function visibleItemConditions(
  scope: CatalogueScope,
  t: ItemTable = items,
): (SQL | undefined)[] {
  return [
    eq(t.status, true),
    eq(t.isApproved, true),
    eq(stores.status, true),
    scope.module ? eq(t.moduleId, scope.module.id) : undefined,
    storeZoneCondition(scope),
  ];
}

/**
 * An active, approved item by its id or its slug, given when a prepared statement runs (the
 * placeholder `id` or `slug`): the item details and the product page's picture; the store's
 * visibility is then read from the reference data.
 */
export function activeItemBy(by: 'id' | 'slug'): SQL | undefined {
  return and(
    eq(items.status, true),
    eq(items.isApproved, true),
    by === 'id' ? eq(items.id, sql.placeholder('id')) : eq(items.slug, sql.placeholder('slug')),
  );
}

/** `type`: veg (veg = 1), non_veg (veg = 0) or all. */
export function itemTypeCondition(type: ItemType, t: ItemTable = items): SQL | undefined {
  if (type === 'veg') return eq(t.veg, 1);
  if (type === 'non_veg') return eq(t.veg, 0);
  return undefined;
}

/** Items in any of the categories (as the leaf `category_id` or in `category_ids`); [] = all. */
export function categoryCondition(ids: readonly number[], t: ItemTable = items): SQL | undefined {
  if (ids.length === 0) return undefined;
  return or(
    inArray(t.categoryId, [...ids]),
    ...ids.flatMap((id) => [
      sql`${t.categoryIds} @> ${JSON.stringify([{ id: String(id) }])}::jsonb`,
      sql`${t.categoryIds} @> ${JSON.stringify([{ id }])}::jsonb`,
    ]),
  );
}

export function priceConditions(
  min: number | null,
  max: number | null,
  t: ItemTable = items,
): (SQL | undefined)[] {
  return [
    min === null ? undefined : gte(t.price, min),
    max === null ? undefined : lte(t.price, max),
  ];
}

/** `text` for LIKE, with its wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A searched text, or a placeholder that a statement fills with a text's `likePattern`. */
export type SearchText = string | Placeholder;

const patternOf = (text: SearchText): string | Placeholder =>
  typeof text === 'string' ? likePattern(text) : text;

/**
 * The name (or its Arabic translation, for an Arabic request) contains the text. The expressions
 * are those of the trigram indexes (`items_name_trgm_idx`, `items_name_ar_trgm_idx`): the
 * language is written into the SQL (one of the two locales), so the planner can use them.
 */
export function nameMatches(
  scope: CatalogueScope,
  table: { name: AnyPgColumn; translations: AnyPgColumn },
  text: SearchText,
): SQL | undefined {
  const pattern = patternOf(text);
  return or(
    ilike(table.name, pattern),
    scope.locale === 'ar'
      ? sql`(${table.translations} -> 'ar' ->> 'name') ilike ${pattern}`
      : undefined,
  );
}

/** Tags contain the text (the expression of `items_tags_trgm_idx`). */
export function tagsMatch(text: SearchText): SQL {
  return sql`(${items.tags}::text) ilike ${patternOf(text)}`;
}

/** The item's wishlist count, read with the item (a correlated count, no second statement). */
export const wishlistCount = () =>
  // Table names in full: a one-table select leaves them out of column references.
  sql<number>`(select count(*) from wishlists w where w.item_id = "items"."id")`.mapWith(Number);

/** Item rows with their wishlist counts → the rows and the counts by item id. */
export function splitWishes(rows: readonly { item: ItemRow; wishes: number }[]) {
  return {
    rows: rows.map((r) => r.item),
    wishes: new Map(rows.map((r) => [r.item.id, r.wishes])),
  };
}

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface Page<T> {
  total: number;
  rows: T[];
  /** Wishlist counts by item id. */
  wishes: Map<number, number>;
}

/** Where an item is placed: its leaf category and its `category_ids` (lookups' itemCategoryIds). */
export type CategoryPlacement = Pick<ItemRow, 'categoryId' | 'categoryIds'>;

/**
 * The distinct placements of the visible items matching `where`, as one JSON array of
 * `[category_id, category_ids]` pairs (null when none): a scalar subquery that depends on no
 * outer row, so PostgreSQL runs it once per statement, whatever the rows around it.
 */
function placementsOf(where: SQL | undefined): SQL<unknown> {
  return sql`(select jsonb_agg(distinct jsonb_build_array(${items.categoryId}, ${items.categoryIds})) from ${items} inner join ${stores} on ${stores.id} = ${items.storeId} where ${where})`;
}

/** The pairs read by `placementsOf` (JSON text when the driver leaves it unparsed). */
function readPlacements(value: unknown): CategoryPlacement[] {
  const pairs = (typeof value === 'string' ? JSON.parse(value) : value) as
    [number | null, ItemRow['categoryIds']][] | null;
  return (pairs ?? []).map(([categoryId, categoryIds]) => ({ categoryId, categoryIds }));
}

/** One page of visible items matching `where`, in `orderBy` order, with the total count. */
export function pageOfItems(
  scope: CatalogueScope,
  conditions: (SQL | undefined)[],
  orderBy: SQL[],
  page: PageRequest,
): Promise<Page<ItemRow>> {
  return readPage(scope, pageStatements(scope, conditions, orderBy, null), page, {});
}

/**
 * `pageOfItems` and, in the same statement, the category placements of every visible item
 * matching `categoriesOf` (a list's categories, of all its matches and not only of the page):
 * one statement where a page and its categories took two (issue 9). `categoriesOf` is the
 * `conditions` array itself when the categories are those of the page's matches: an empty first
 * page then needs no second statement.
 */
export function pageOfItemsWithCategories(
  scope: CatalogueScope,
  conditions: (SQL | undefined)[],
  orderBy: SQL[],
  page: PageRequest,
  categoriesOf: (SQL | undefined)[],
): Promise<Page<ItemRow> & { placements: CategoryPlacement[] }> {
  return readPage(scope, pageStatements(scope, conditions, orderBy, categoriesOf), page, {});
}

/** Statements kept per database at most by `preparedPageWithCategories` (then it starts again). */
export const MAX_PAGE_SHAPES = 200;

const shapes = new WeakMap<object, Map<string, PageStatements>>();

/** Drizzle's prepare without a statement name (its type asks for one; its drivers take none). */
const UNNAMED = undefined as unknown as string;

/**
 * `pageOfItemsWithCategories` of the page's own matches, through statements built once per
 * `shape` (issue 9: building a search's SQL through the query builder took about a tenth of the
 * request). `shape` names everything `build` depends on, except what its placeholders stand for;
 * `values` fill those placeholders (the limit and the offset are placeholders of their own).
 * `build` runs only for a shape not seen yet. Its statements go without a name of their own: the
 * drivers' clients prepare repeated texts (db/prepared.ts, db/pg-prepared.ts).
 */
export function preparedPageWithCategories(
  scope: CatalogueScope,
  shape: string,
  build: () => { conditions: (SQL | undefined)[]; orderBy: SQL[] },
  values: Record<string, unknown>,
  page: PageRequest,
): Promise<Page<ItemRow> & { placements: CategoryPlacement[] }> {
  let known = shapes.get(scope.db);
  if (!known) {
    known = new Map();
    shapes.set(scope.db, known);
  }
  let statements = known.get(shape);
  if (!statements) {
    const { conditions, orderBy } = build();
    statements = pageStatements(scope, conditions, orderBy, conditions, true);
    if (known.size >= MAX_PAGE_SHAPES) known.clear();
    known.set(shape, statements);
  }
  return readPage(scope, statements, page, values);
}

/** A statement run with the values of its placeholders. */
interface Runnable<T> {
  execute(values?: Record<string, unknown>): Promise<T[]>;
}

type PageRow = { item: ItemDynamic; wishes: number; total: number; placements: unknown };

/** A page's statements, each built when first needed, and its count for a page past the end. */
interface PageStatements {
  /**
   * The page's statement: the first page's without an offset (PostgreSQL plans a statement with an
   * offset parameter again on every run rather than keeping one plan for it).
   */
  rows: (paged: boolean) => Runnable<PageRow>;
  counted: () => Runnable<{ n: number; placements: unknown }>;
  /** The placements are those of the page's matches (an empty first page has none). */
  sameMatches: boolean;
}

function pageQuery(
  scope: CatalogueScope,
  where: SQL | undefined,
  placements: SQL,
  orderBy: SQL[],
  paged: boolean,
) {
  // One statement: the page, each row with the count of all matches (a window over them).
  const first = scope.db
    .select({
      item: itemDynamic,
      wishes: wishlistCount(),
      total: sql<number>`count(*) over ()`.mapWith(Number),
      placements,
    })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(where)
    .orderBy(...orderBy, items.id)
    .limit(sql.placeholder('limit'));
  return paged ? first.offset(sql.placeholder('skip')) : first;
}

const countQuery = (scope: CatalogueScope, where: SQL | undefined, placements: SQL) =>
  scope.db
    .select({ n: count(), placements })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(where);

/** The statements of a page: built once to be run again (`kept`), or for one use. */
function pageStatements(
  scope: CatalogueScope,
  conditions: (SQL | undefined)[],
  orderBy: SQL[],
  categoriesOf: (SQL | undefined)[] | null,
  kept = false,
): PageStatements {
  const where = and(...visibleItemConditions(scope), ...conditions);
  const placements = categoriesOf
    ? placementsOf(and(...visibleItemConditions(scope), ...categoriesOf))
    : sql<unknown>`null`;
  const rows: [Runnable<PageRow> | null, Runnable<PageRow> | null] = [null, null];
  let counted: Runnable<{ n: number; placements: unknown }> | null = null;
  return {
    rows: (paged) => {
      let query = rows[Number(paged)];
      if (!query) {
        const built = pageQuery(scope, where, placements, orderBy, paged);
        query = kept ? built.prepare(UNNAMED) : built;
        rows[Number(paged)] = query;
      }
      return query;
    },
    counted: () => {
      if (!counted) {
        const built = countQuery(scope, where, placements);
        counted = kept ? built.prepare(UNNAMED) : built;
      }
      return counted;
    },
    sameMatches: categoriesOf === null || categoriesOf === conditions,
  };
}

async function readPage(
  scope: CatalogueScope,
  statements: PageStatements,
  page: PageRequest,
  values: Record<string, unknown>,
): Promise<Page<ItemRow> & { placements: CategoryPlacement[] }> {
  const skip = (page.offset - 1) * page.limit;
  const rows = await statements.rows(skip > 0).execute({ ...values, limit: page.limit, skip });
  if (rows.length > 0) {
    const full = await completeItems(
      scope.db,
      rows.map((r) => r.item),
    );
    const wishes = new Map(rows.map((r) => [r.item.id, r.wishes]));
    const first = rows[0]!;
    return {
      total: first.total,
      rows: full,
      wishes,
      placements: readPlacements(first.placements),
    };
  }
  // No row: no match at all (the placements too, when they are of the same matches), or a page
  // past the end: the count alone, with the placements.
  if (skip === 0 && statements.sameMatches) {
    return { total: 0, rows: [], wishes: new Map(), placements: [] };
  }
  const [counted] = await statements.counted().execute(values);
  return {
    total: Number(counted?.n ?? 0),
    rows: [],
    wishes: new Map(),
    placements: readPlacements(counted?.placements),
  };
}

/** Running campaign items (within their dates) of visible stores, soonest ending first. */
export async function runningCampaignItems(
  scope: CatalogueScope,
  conditions: (SQL | undefined)[] = [],
): Promise<CampaignItemRow[]> {
  const today = scope.now.date;
  const rows = await scope.db
    .select({ item: itemCampaigns })
    .from(itemCampaigns)
    .innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
    .where(
      and(
        ...visibleItemConditions(scope, itemCampaigns),
        lte(itemCampaigns.startDate, today),
        gte(itemCampaigns.endDate, today),
        ...conditions,
      ),
    )
    .orderBy(itemCampaigns.endDate, itemCampaigns.id);
  return rows.map((r) => r.item);
}

/** A basic campaign runs on `date` (YYYY-MM-DD): status on, within its dates. */
export function isCampaignRunning(
  campaign: { status: boolean; startDate: string; endDate: string },
  date: string,
): boolean {
  return campaign.status && campaign.startDate <= date && campaign.endDate >= date;
}

/** Running basic campaigns (status on, within their dates) of the request's module. */
export function runningCampaignConditions(scope: CatalogueScope): (SQL | undefined)[] {
  return [
    eq(campaigns.status, true),
    lte(campaigns.startDate, scope.now.date),
    gte(campaigns.endDate, scope.now.date),
    scope.module ? eq(campaigns.moduleId, scope.module.id) : undefined,
  ];
}
