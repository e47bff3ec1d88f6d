/**
 * Batch loaders for the formatters: everything a page of items or stores needs beside its rows,
 * in a handful of queries (no query per row).
 */
import { count, inArray } from 'drizzle-orm';
import { isStoreDiscountRunning } from '@storefront/core/domain/schedule';
import {
  isFlashSaleRunning,
  type FlashSaleItemTerms,
  type FlashSaleWindow,
} from '@storefront/core/domain/flash-sale';
import { wishlists } from '../db/schema.js';
import type { FlashSaleItemRow, FlashSaleRow } from '../cache/reference.js';
import type { CatalogueScope } from './scope.js';
import {
  formatCampaignItem,
  formatItem,
  type CampaignItemRow,
  type CategoryRow,
  type FlashSaleTerms,
  type ItemContext,
  type ItemRow,
} from './format-item.js';
import {
  formatStore,
  STORE_MOMENT_FIELDS,
  storeMoment,
  type ScheduleRow,
  type StoreDiscountRow,
  type StoreFacts,
  type StoreRow,
} from './format-store.js';
import { byPriority, formatCategory } from './format-promotions.js';
import { JsonTemplate } from './json-template.js';
import { isCampaignRunning, type Page, type PageRequest } from './queries.js';

const unique = (values: Iterable<number>) => [...new Set(values)];

/** Module id → module type. */
export function moduleTypes(scope: CatalogueScope): Map<number, string> {
  return scope.ref.memo(
    'moduleTypes',
    () => new Map(scope.ref.modules.map((m) => [m.id, m.moduleType])),
  );
}

/** Store discounts running now, by store (all stores, or the given ones). */
export function runningStoreDiscounts(
  scope: CatalogueScope,
  storeIds?: readonly number[],
): Map<number, StoreDiscountRow> {
  const rows = storeIds
    ? storeIds.flatMap((id) => scope.ref.discounts.get(id) ?? [])
    : [...scope.ref.discounts.values()];
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

/** Running basic campaigns (any module) per store, on the scope's date. */
export function runningCampaignCounts(
  scope: CatalogueScope,
  storeIds: readonly number[],
): Map<number, number> {
  const all = scope.ref.memo(`campaignCounts:${scope.now.date}`, () => {
    const running = new Set(
      scope.ref.campaigns.filter((c) => isCampaignRunning(c, scope.now.date)).map((c) => c.id),
    );
    const counts = new Map<number, number>();
    for (const link of scope.ref.campaignStores)
      if (running.has(link.campaignId))
        counts.set(link.storeId, (counts.get(link.storeId) ?? 0) + 1);
    return counts;
  });
  return new Map(storeIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
}

export function categoriesById(
  scope: CatalogueScope,
  ids: readonly number[],
): Map<number, CategoryRow> {
  return new Map(
    ids.flatMap((id) => {
      const row = scope.ref.categories.get(id);
      return row ? [[id, row] as const] : [];
    }),
  );
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
  options: { campaign?: boolean; wishes?: ReadonlyMap<number, number> } = {},
): Promise<ItemContext> {
  const storeIds = unique(rows.map((r) => r.storeId));
  // Wishlists hold items, never campaign items.
  const itemIds = options.campaign ? [] : rows.map((r) => r.id);
  const addOnIds = unique(rows.flatMap((r) => r.addOnIds));
  const discounts = runningStoreDiscounts(scope, storeIds);
  const campaignCounts = runningCampaignCounts(scope, storeIds);
  const wished = options.wishes
    ? [...options.wishes].map(([itemId, n]) => ({ itemId, n }))
    : itemIds.length
      ? await scope.db
          .select({ itemId: wishlists.itemId, n: count() })
          .from(wishlists)
          .where(inArray(wishlists.itemId, itemIds))
          .groupBy(wishlists.itemId)
      : [];
  return {
    locale: scope.locale,
    url: scope.url,
    stores: scope.ref.stores,
    storeDiscounts: new Map([...discounts].map(([id, d]) => [id, d.discount])),
    campaignStores: new Set([...campaignCounts.keys()]),
    categories: categoriesById(scope, unique(rows.flatMap(itemCategoryIds))),
    addOns: new Map(
      addOnIds.flatMap((id) => {
        const row = scope.ref.addOns.get(id);
        return row ? [[id, row] as const] : [];
      }),
    ),
    moduleTypes: moduleTypes(scope),
    wishlistCounts: new Map(
      wished.flatMap((w) => (w.itemId === null ? [] : [[w.itemId, Number(w.n)] as const])),
    ),
    flashSales: options.campaign ? undefined : runningFlashSaleTerms(scope),
  };
}

/**
 * The items of the flash sales running now (reference data, no statement), by item id: the
 * soonest ending sale's terms when an item is in several.
 */
export function runningFlashSaleTerms(
  scope: Pick<CatalogueScope, 'ref' | 'epochMs'>,
): Map<number, FlashSaleTerms> {
  const out = new Map<number, FlashSaleTerms>();
  const sales = new Map(
    scope.ref.flashSales
      .map((row) => ({ row, sale: flashSaleWindow(row) }))
      .filter(({ sale }) => isFlashSaleRunning(sale, scope.epochMs))
      .map(({ row, sale }) => [row.id, sale] as const),
  );
  if (sales.size === 0) return out;
  for (const item of scope.ref.flashSaleItems) {
    const sale = sales.get(item.flashSaleId);
    if (!sale || out.has(item.itemId)) continue;
    out.set(item.itemId, {
      saleItemId: item.id,
      sale,
      terms: flashSaleItemTerms(item),
      nowMs: scope.epochMs,
    });
  }
  return out;
}

/** A flash sale row as core's rules read it. */
export function flashSaleWindow(row: FlashSaleRow): FlashSaleWindow {
  return {
    is_publish: row.isPublish,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
  };
}

export function flashSaleItemTerms(row: FlashSaleItemRow): FlashSaleItemTerms {
  return {
    status: row.status,
    stock: row.stock,
    sold: row.sold,
    discount_type: row.discountType,
    discount: row.discount,
  };
}

/** Formats items; `wishes` are their wishlist counts when read with them (else read here). */
export async function formatItems(
  scope: CatalogueScope,
  rows: readonly ItemRow[],
  wishes?: ReadonlyMap<number, number>,
) {
  const ctx = await itemContext(scope, rows, { wishes });
  return rows.map((row) => formatItem(row, ctx));
}

/**
 * A page of items as the v1 item lists answer it: `total_size`, `limit`, `offset` (the page asked
 * for) and the formatted items as `products`.
 */
export async function productsPage(
  scope: CatalogueScope,
  page: Page<ItemRow>,
  request: PageRequest,
) {
  return {
    total_size: page.total,
    limit: request.limit,
    offset: request.offset,
    products: await formatItems(scope, page.rows, page.wishes),
  };
}

export async function formatCampaignItems(scope: CatalogueScope, rows: readonly CampaignItemRow[]) {
  const ctx = await itemContext(scope, rows, { campaign: true });
  return rows.map((row) => formatCampaignItem(row, ctx));
}

/** Schedule rows by store (from the reference data). */
export function schedulesByStore(
  scope: CatalogueScope,
): ReadonlyMap<number, readonly ScheduleRow[]> {
  return scope.ref.schedules;
}

export interface StoreItemFacts {
  counts: Map<number, number>;
  categoryIds: Map<number, number[]>;
  /** The lowest and highest price of each store's items. */
  prices: Map<number, { min: number; max: number }>;
}

/** Each store's active, approved items: their count, category ids and price range. */
export function storeItemFacts(scope: Pick<CatalogueScope, 'ref'>): StoreItemFacts {
  return scope.ref.memo('storeItemFacts', () => {
    const counts = new Map<number, number>();
    const categoryIds = new Map<number, number[]>();
    const prices = new Map<number, { min: number; max: number }>();
    const sets = new Map<number, Set<number>>();
    for (const row of scope.ref.itemFacts) {
      counts.set(row.storeId, (counts.get(row.storeId) ?? 0) + 1);
      const set = sets.get(row.storeId) ?? new Set<number>();
      for (const id of itemCategoryIds(row)) set.add(id);
      sets.set(row.storeId, set);
      const range = prices.get(row.storeId);
      if (range) {
        range.min = Math.min(range.min, row.price);
        range.max = Math.max(range.max, row.price);
      } else prices.set(row.storeId, { min: row.price, max: row.price });
    }
    for (const [storeId, set] of sets)
      categoryIds.set(
        storeId,
        [...set].sort((a, b) => a - b),
      );
    return { counts, categoryIds, prices };
  });
}

/** Formats stores from the reference data (no SQL). */
export function formatStores(scope: CatalogueScope, rows: readonly StoreRow[]) {
  const ids = rows.map((r) => r.id);
  const schedules = schedulesByStore(scope);
  const discounts = runningStoreDiscounts(scope, ids);
  const campaignsRunning = runningCampaignCounts(scope, ids);
  const facts = storeItemFacts(scope);
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
export function storeCatalogueExtras(scope: CatalogueScope, storeId: number, ids: number[]) {
  const categoryMap = categoriesById(scope, ids);
  const range = storeItemFacts(scope).prices.get(storeId);
  return {
    category_details: [...categoryMap.values()]
      .filter((c) => c.status)
      .sort(byPriority)
      .map((c) => formatCategory(c, scope.locale, scope.url)),
    price_range: [
      {
        min_price: range?.min ?? 0,
        max_price: range?.max ?? 0,
      },
    ],
  };
}

/** Store details templates kept per snapshot at most (one per store, language and URL base). */
const MAX_STORE_TEMPLATES = 1_000;

/**
 * The JSON text of a store with its page extras, as item details embed it (`store_details`):
 * `formatStores` and `storeCatalogueExtras` of the store, written out once per snapshot, language
 * and storage URL base (`urlBase`, the request's), with only the fields of the moment
 * (`STORE_MOMENT_FIELDS`: open now, distance, running discount and campaigns) written per request.
 */
export function storeDetailsJson(scope: CatalogueScope, store: StoreRow, urlBase: string): string {
  const templates = scope.ref.memo(
    'storeDetailsJson',
    () => new Map<string, JsonTemplate<(typeof STORE_MOMENT_FIELDS)[number]>>(),
  );
  const key = `${store.id} ${scope.locale} ${urlBase}`;
  let template = templates.get(key);
  if (!template) {
    const [formatted] = formatStores(scope, [store]);
    const extras = storeCatalogueExtras(scope, store.id, [...formatted!.category_ids]);
    template = JsonTemplate.of({ ...formatted!, ...extras }, STORE_MOMENT_FIELDS);
    // Request hosts name the URL base: a bounded number of them is kept.
    if (templates.size >= MAX_STORE_TEMPLATES) templates.clear();
    templates.set(key, template);
  }
  const moment = storeMoment(
    store,
    {
      schedules: schedulesByStore(scope).get(store.id) ?? [],
      discount: runningStoreDiscounts(scope, [store.id]).get(store.id) ?? null,
      totalCampaigns: runningCampaignCounts(scope, [store.id]).get(store.id) ?? 0,
    },
    scope,
  );
  return template.fill(moment);
}
