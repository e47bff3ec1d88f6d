/**
 * Batch loaders for the formatters: everything a page of items or stores needs beside its rows,
 * in a handful of queries (no query per row).
 */
import { and, count, eq, inArray, max, min } from 'drizzle-orm';
import { isStoreDiscountRunning } from '@storefront/core/domain/schedule';
import {
  addOns,
  campaigns,
  campaignStores,
  categories,
  items,
  modules,
  storeDiscounts,
  stores,
  storeSchedules,
  wishlists,
} from '../db/schema.js';
import type { CatalogueScope } from './scope.js';
import {
  formatCampaignItem,
  formatItem,
  type CampaignItemRow,
  type CategoryRow,
  type ItemContext,
  type ItemRow,
} from './format-item.js';
import {
  formatStore,
  type ScheduleRow,
  type StoreDiscountRow,
  type StoreFacts,
  type StoreRow,
} from './format-store.js';
import { byPriority, formatCategory } from './format-promotions.js';
import { runningCampaignConditions } from './queries.js';

const unique = (values: Iterable<number>) => [...new Set(values)];

/** Module id → module type. */
export async function moduleTypes(scope: CatalogueScope): Promise<Map<number, string>> {
  const rows = await scope.db.select({ id: modules.id, type: modules.moduleType }).from(modules);
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** Store discounts running now, by store (all stores, or the given ones). */
export async function runningStoreDiscounts(
  scope: CatalogueScope,
  storeIds?: readonly number[],
): Promise<Map<number, StoreDiscountRow>> {
  if (storeIds && storeIds.length === 0) return new Map();
  const rows = await scope.db
    .select()
    .from(storeDiscounts)
    .where(storeIds ? inArray(storeDiscounts.storeId, [...storeIds]) : undefined);
  const running = rows.filter(
    (d) =>
      d.discount > 0 &&
      isStoreDiscountRunning(
        {
          start_date: d.startDate,
          end_date: d.endDate,
          start_time: d.startTime,
          end_time: d.endTime,
        },
        scope.now,
      ),
  );
  return new Map(running.map((d) => [d.storeId, d]));
}

/** Running basic campaigns per store. */
export async function runningCampaignCounts(
  scope: CatalogueScope,
  storeIds: readonly number[],
): Promise<Map<number, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await scope.db
    .select({ storeId: campaignStores.storeId, n: count() })
    .from(campaignStores)
    .innerJoin(campaigns, eq(campaigns.id, campaignStores.campaignId))
    .where(
      and(
        inArray(campaignStores.storeId, [...storeIds]),
        ...runningCampaignConditions({
          ...scope,
          module: null,
        }),
      ),
    )
    .groupBy(campaignStores.storeId);
  return new Map(rows.map((r) => [r.storeId, Number(r.n)]));
}

export async function categoriesById(
  scope: CatalogueScope,
  ids: readonly number[],
): Promise<Map<number, CategoryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select()
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Ids of an item's categories: the leaf `category_id` and every entry of `category_ids`. */
export function itemCategoryIds(row: Pick<ItemRow, 'categoryId' | 'categoryIds'>): number[] {
  const ids = row.categoryIds.map((ref) => Number(ref.id)).filter((id) => Number.isInteger(id));
  if (row.categoryId !== null) ids.push(row.categoryId);
  return unique(ids);
}

/** The lookups of a page of items (regular or campaign). */
export async function itemContext(
  scope: CatalogueScope,
  rows: readonly ItemRow[],
  options: { campaign?: boolean } = {},
): Promise<ItemContext> {
  const storeIds = unique(rows.map((r) => r.storeId));
  // Wishlists hold items, never campaign items.
  const itemIds = options.campaign ? [] : rows.map((r) => r.id);
  const addOnIds = unique(rows.flatMap((r) => r.addOnIds));
  const [storeRows, discounts, campaignCounts, categoryMap, addOnRows, types, wished] =
    await Promise.all([
      storeIds.length
        ? scope.db.select().from(stores).where(inArray(stores.id, storeIds))
        : Promise.resolve([]),
      runningStoreDiscounts(scope, storeIds),
      runningCampaignCounts(scope, storeIds),
      categoriesById(scope, unique(rows.flatMap(itemCategoryIds))),
      addOnIds.length
        ? scope.db.select().from(addOns).where(inArray(addOns.id, addOnIds))
        : Promise.resolve([]),
      moduleTypes(scope),
      itemIds.length
        ? scope.db
            .select({ itemId: wishlists.itemId, n: count() })
            .from(wishlists)
            .where(inArray(wishlists.itemId, itemIds))
            .groupBy(wishlists.itemId)
        : Promise.resolve([]),
    ]);
  return {
    locale: scope.locale,
    url: scope.url,
    stores: new Map(storeRows.map((s) => [s.id, s])),
    storeDiscounts: new Map([...discounts].map(([id, d]) => [id, d.discount])),
    campaignStores: new Set([...campaignCounts.keys()]),
    categories: categoryMap,
    addOns: new Map(addOnRows.map((a) => [a.id, a])),
    moduleTypes: types,
    wishlistCounts: new Map(
      wished.flatMap((w) => (w.itemId === null ? [] : [[w.itemId, Number(w.n)] as const])),
    ),
  };
}

export async function formatItems(scope: CatalogueScope, rows: readonly ItemRow[]) {
  const ctx = await itemContext(scope, rows);
  return rows.map((row) => formatItem(row, ctx));
}

export async function formatCampaignItems(scope: CatalogueScope, rows: readonly CampaignItemRow[]) {
  const ctx = await itemContext(scope, rows, { campaign: true });
  return rows.map((row) => formatCampaignItem(row, ctx));
}

/** Schedule rows by store. */
export async function schedulesByStore(
  scope: CatalogueScope,
  storeIds: readonly number[],
): Promise<Map<number, ScheduleRow[]>> {
  const map = new Map<number, ScheduleRow[]>();
  if (storeIds.length === 0) return map;
  const rows = await scope.db
    .select()
    .from(storeSchedules)
    .where(inArray(storeSchedules.storeId, [...storeIds]));
  for (const row of rows) {
    const list = map.get(row.storeId) ?? [];
    list.push(row);
    map.set(row.storeId, list);
  }
  return map;
}

/** Category ids of each store's active, approved items, and their item counts. */
export async function storeItemFacts(
  scope: CatalogueScope,
  storeIds: readonly number[],
): Promise<{ counts: Map<number, number>; categoryIds: Map<number, number[]> }> {
  const counts = new Map<number, number>();
  const categoryIds = new Map<number, number[]>();
  if (storeIds.length === 0) return { counts, categoryIds };
  const rows = await scope.db
    .select({
      storeId: items.storeId,
      categoryId: items.categoryId,
      categoryIds: items.categoryIds,
    })
    .from(items)
    .where(
      and(
        inArray(items.storeId, [...storeIds]),
        eq(items.status, true),
        eq(items.isApproved, true),
      ),
    );
  const sets = new Map<number, Set<number>>();
  for (const row of rows) {
    counts.set(row.storeId, (counts.get(row.storeId) ?? 0) + 1);
    const set = sets.get(row.storeId) ?? new Set<number>();
    for (const id of itemCategoryIds(row)) set.add(id);
    sets.set(row.storeId, set);
  }
  for (const [storeId, set] of sets)
    categoryIds.set(
      storeId,
      [...set].sort((a, b) => a - b),
    );
  return { counts, categoryIds };
}

/** Formats stores; `schedules` may be passed when the caller already loaded them. */
export async function formatStores(
  scope: CatalogueScope,
  rows: readonly StoreRow[],
  loaded: { schedules?: Map<number, ScheduleRow[]> } = {},
) {
  const ids = rows.map((r) => r.id);
  const [schedules, discounts, campaignsRunning, facts] = await Promise.all([
    loaded.schedules ?? schedulesByStore(scope, ids),
    runningStoreDiscounts(scope, ids),
    runningCampaignCounts(scope, ids),
    storeItemFacts(scope, ids),
  ]);
  const ctx = { locale: scope.locale, url: scope.url, now: scope.now, origin: scope.origin };
  return rows.map((row) => {
    const storeFacts: StoreFacts = {
      schedules: schedules.get(row.id) ?? [],
      discount: discounts.get(row.id) ?? null,
      totalItems: facts.counts.get(row.id) ?? 0,
      totalCampaigns: campaignsRunning.get(row.id) ?? 0,
      categoryIds: facts.categoryIds.get(row.id) ?? [],
    };
    return formatStore(row, storeFacts, ctx);
  });
}

/** A store's page extras: its categories (details) and the price range of its items. */
export async function storeCatalogueExtras(scope: CatalogueScope, storeId: number, ids: number[]) {
  const [categoryMap, [range]] = await Promise.all([
    categoriesById(scope, ids),
    scope.db
      .select({ min: min(items.price), max: max(items.price) })
      .from(items)
      .where(and(eq(items.storeId, storeId), eq(items.status, true), eq(items.isApproved, true))),
  ]);
  return {
    category_details: [...categoryMap.values()]
      .filter((c) => c.status)
      .sort(byPriority)
      .map((c) => formatCategory(c, scope.locale, scope.url)),
    price_range: [
      {
        min_price: range?.min === null || range?.min === undefined ? 0 : Number(range.min),
        max_price: range?.max === null || range?.max === undefined ? 0 : Number(range.max),
      },
    ],
  };
}
