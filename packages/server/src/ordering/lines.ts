/**
 * Cart lines as the rules read them (core's `CartLine`): the item of a line loaded from the
 * database and formatted as the catalogue formats it (so a line is priced from exactly what the
 * customer sees: price, discount, running store discount, variations, add-ons), the chosen
 * variation and add-ons checked against the item, and the quantity checked against its stock
 * and `maximum_cart_quantity`.
 *
 * A line's variation is stored in its canonical form (core's `selectionVariation` of the
 * selection it reads back to): food choices as `{name, values:{label:[…]}}` in the item's group
 * order, other modules' as the matched variation `[{type, price, stock}]` of the database. An
 * item with options that is added without a variation gets its first options, as core prices
 * it. Add-ons keep their per add-on quantities.
 *
 * No price sent by a client is used: a line's `price` is core's `cartPrice` (the unit price with
 * the variation × quantity), and every total is core's `cartTotals` / `evaluateCheckout`.
 */
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AddOnQuantity } from '@storefront/core/domain/addons';
import { addOnsFromPayload } from '@storefront/core/domain/addons';
import type { CartLine, CartLineItem } from '@storefront/core/domain/cart';
import { lineLimits } from '@storefront/core/domain/cart';
import { quantityBlock } from '@storefront/core/domain/quantity';
import type { ModuleType } from '@storefront/core/domain/session';
import {
  foodVariationsOf,
  isMultiVariation,
  selectionFromVariation,
  selectionIssues,
  selectionStock,
  selectionVariation,
  stableFoodPayload,
  usesFoodVariations,
  variationKey,
  VARIATION_KEYS,
  type CartVariation,
} from '@storefront/core/domain/variations';
import type { Translate } from '@storefront/core/i18n/index';
import { completeItems, itemDynamic, type ItemDynamic } from '../catalogue/item-cache.js';
import { itemCampaigns, items, stores } from '../db/schema.js';
import { fail } from '../http/errors.js';
import type { CatalogueScope } from '../catalogue/scope.js';
import {
  formatCampaignItem,
  formatItem,
  type CampaignItemRow,
  type FormattedItem,
  type ItemRow,
} from '../catalogue/format-item.js';
import { itemContext, moduleTypes } from '../catalogue/lookups.js';
import { splitWishes, visibleItemConditions, wishlistCount } from '../catalogue/queries.js';

export type ItemType = 'Item' | 'ItemCampaign';

export interface ItemRef {
  itemType: ItemType;
  itemId: number;
}

/** A line's item: its row, the catalogue's formatting of it, and its module type. */
export interface LineItem {
  itemType: ItemType;
  row: ItemRow | CampaignItemRow;
  formatted: FormattedItem & { available_date_starts?: string; available_date_ends?: string };
  moduleType: ModuleType;
}

export const refKey = (ref: ItemRef) => `${ref.itemType}:${ref.itemId}`;

/** The v1 API's morph name of a line's item (`item_type`). */
export const MORPH_TYPES: Record<ItemType, string> = {
  Item: 'App\\Models\\Item',
  ItemCampaign: 'App\\Models\\ItemCampaign',
};

/** Drizzle's prepare without a statement name (its type asks for one; its drivers take none). */
const UNNAMED = undefined as unknown as string;

/** Item reads kept per database at most (one per count of ids, with and without a module). */
export const MAX_ITEM_READS = 64;

const itemReadShapes = new WeakMap<object, Map<string, ItemRead>>();

type ItemRead = {
  execute(values: Record<string, unknown>): Promise<{ item: ItemDynamic; wishes: number }[]>;
};

/**
 * The visible items among `ids` with their wishlist counts, through a statement built once per
 * database and shape (how many ids, whether one module) instead of through the query builder on
 * every read (issue 9: a guest order's item read); the ids and the module are its placeholders.
 * The drivers' clients prepare the repeated text (db/prepared.ts, db/pg-prepared.ts).
 */
function readItems(scope: CatalogueScope, ids: readonly number[], moduleId: number | null) {
  let known = itemReadShapes.get(scope.db);
  if (!known) {
    known = new Map();
    itemReadShapes.set(scope.db, known);
  }
  const shape = `${ids.length}:${moduleId === null ? '' : 'module'}`;
  let read = known.get(shape);
  if (!read) {
    const open = { ...scope, module: null, zoneIds: null };
    read = scope.db
      .select({ item: itemDynamic, wishes: wishlistCount() })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(
        and(
          ...visibleItemConditions(open),
          inArray(
            items.id,
            ids.map((_, i) => sql.placeholder(`id${i}`)),
          ),
          moduleId === null ? undefined : eq(items.moduleId, sql.placeholder('module')),
        ),
      )
      .prepare(UNNAMED);
    if (known.size >= MAX_ITEM_READS) known.clear();
    known.set(shape, read);
  }
  const values: Record<string, unknown> = { module: moduleId };
  for (const [i, id] of ids.entries()) values[`id${i}`] = id;
  return read.execute(values);
}

/**
 * How long a read of an item may price a guest's buy-now order without reading it again (by the
 * request's clock, `scope.epochMs`). The placement's function checks what could change its answer
 * (`ItemCheck`); this bounds the age of what it does not: the stock, order count, ratings and
 * wishlist count in the order's item snapshot.
 */
export const RECENT_ITEM_MS = 1000;

/** An item read, kept for `RECENT_ITEM_MS` (per database, by item id). */
interface RecentItem {
  item: ItemDynamic;
  wishes: number;
  at: number;
}

/** Recent items kept per database at most (then it starts again). */
const MAX_RECENT_ITEMS = 10_000;

const recentItems = new WeakMap<object, Map<number, RecentItem>>();

/**
 * What the placement's function checks of an item priced from a recent read
 * (drizzle/0023_placement_item_check.sql): the same revision (the static columns), still
 * visible, and the same variations but for their stock (a variation's price).
 */
export interface ItemCheck {
  id: number;
  revision: number;
  variations: unknown[];
}

/** An item's variations without their stock, as the function compares them. */
function pricedVariations(variations: readonly unknown[] | null): unknown[] {
  return (variations ?? []).map((v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const { stock: _stock, ...priced } = v as Record<string, unknown>;
    return priced;
  });
}

/** The recent reads of `ids` in `moduleId` (all of them, or null: read them). */
function recentReads(
  scope: CatalogueScope,
  ids: readonly number[],
  moduleId: number | null,
): { item: ItemDynamic; wishes: number }[] | null {
  const recent = recentItems.get(scope.db);
  if (!recent) return null;
  const out: { item: ItemDynamic; wishes: number }[] = [];
  for (const id of ids) {
    const kept = recent.get(id);
    const age = kept ? scope.epochMs - kept.at : -1;
    if (!kept || age < 0 || age >= RECENT_ITEM_MS) return null;
    if (moduleId !== null && kept.item.moduleId !== moduleId) return null;
    out.push(kept);
  }
  return out;
}

function keepRecent(scope: CatalogueScope, rows: readonly { item: ItemDynamic; wishes: number }[]) {
  let recent = recentItems.get(scope.db);
  if (!recent) {
    recent = new Map();
    recentItems.set(scope.db, recent);
  }
  if (recent.size + rows.length > MAX_RECENT_ITEMS) recent.clear();
  for (const row of rows) recent.set(row.item.id, { ...row, at: scope.epochMs });
}

/**
 * The visible items (active, approved, of an active store) and running campaign items (within
 * their dates) among `refs`, formatted; `moduleId` keeps those of one module.
 *
 * With `recent`, items read in the last `RECENT_ITEM_MS` (by any request of this server) are not
 * read again when all of them are: what the placement's function must check of them is added to
 * `recent.checks` (issue 9: a buy-now order's item read was its second round trip). Without it,
 * or when any is not recent, they are read now.
 */
export async function loadLineItems(
  scope: CatalogueScope,
  refs: readonly ItemRef[],
  moduleId: number | null = null,
  recent?: { checks: ItemCheck[] },
): Promise<Map<string, LineItem>> {
  const open = { ...scope, module: null, zoneIds: null };
  const ids = (type: ItemType) => [
    ...new Set(refs.filter((r) => r.itemType === type).map((r) => r.itemId)),
  ];
  const itemIds = ids('Item');
  const campaignIds = ids('ItemCampaign');
  const inModule = (
    column: typeof items.moduleId | typeof itemCampaigns.moduleId,
  ): SQL | undefined => (moduleId === null ? undefined : eq(column, moduleId));
  const kept = recent && itemIds.length > 0 ? recentReads(scope, itemIds, moduleId) : null;
  if (kept && recent) {
    for (const { item } of kept) {
      recent.checks.push({
        id: item.id,
        revision: item.revision,
        variations: pricedVariations(item.variations),
      });
    }
  }
  const [itemRows, campaignRows, types] = await Promise.all([
    kept ??
      (itemIds.length === 0
        ? Promise.resolve([])
        : readItems(scope, itemIds, moduleId).then((rows) => {
            keepRecent(scope, rows);
            return rows;
          })),
    campaignIds.length === 0
      ? Promise.resolve([])
      : scope.db
          .select({ item: itemCampaigns })
          .from(itemCampaigns)
          .innerJoin(stores, eq(stores.id, itemCampaigns.storeId))
          .where(
            and(
              ...visibleItemConditions(open, itemCampaigns),
              inArray(itemCampaigns.id, campaignIds),
              lte(itemCampaigns.startDate, scope.now.date),
              gte(itemCampaigns.endDate, scope.now.date),
              inModule(itemCampaigns.moduleId),
            ),
          ),
    moduleTypes(scope),
  ]);
  const wishes = new Map(itemRows.map((r) => [r.item.id, r.wishes]));
  const full = await completeItems(
    scope.db,
    itemRows.map((r) => r.item),
  );
  return lineItemsOf(
    scope,
    full.map((item) => ({ item, wishes: wishes.get(item.id) ?? 0 })),
    campaignRows.map((r) => r.item),
    types,
  );
}

/**
 * Items read with their wishlist counts, and campaign items, as line items: formatted as the
 * catalogue formats them (from the reference data: no statement).
 */
export async function lineItemsOf(
  scope: CatalogueScope,
  itemRows: readonly { item: ItemRow; wishes: number }[],
  campaigns: readonly CampaignItemRow[],
  types: ReadonlyMap<number, string> = moduleTypes(scope),
): Promise<Map<string, LineItem>> {
  const out = new Map<string, LineItem>();
  const { rows: plain, wishes } = splitWishes(itemRows);
  const [plainCtx, campaignCtx] = await Promise.all([
    plain.length > 0 ? itemContext(scope, plain, { wishes }) : null,
    campaigns.length > 0 ? itemContext(scope, campaigns, { campaign: true }) : null,
  ]);
  const typeOf = (moduleIdOfRow: number) => (types.get(moduleIdOfRow) ?? 'grocery') as ModuleType;
  if (plainCtx) {
    for (const row of plain) {
      out.set(refKey({ itemType: 'Item', itemId: row.id }), {
        itemType: 'Item',
        row,
        formatted: formatItem(row, plainCtx),
        moduleType: typeOf(row.moduleId),
      });
    }
  }
  if (campaignCtx) {
    for (const row of campaigns) {
      out.set(refKey({ itemType: 'ItemCampaign', itemId: row.id }), {
        itemType: 'ItemCampaign',
        row,
        formatted: formatCampaignItem(row, campaignCtx),
        moduleType: typeOf(row.moduleId),
      });
    }
  }
  return out;
}

/** One line's item, or 404. */
export async function findLineItem(
  scope: CatalogueScope,
  ref: ItemRef,
  moduleId: number | null,
): Promise<LineItem> {
  const found = (await loadLineItems(scope, [ref], moduleId)).get(refKey(ref));
  if (!found) fail(404, 'item_id', 'Item not found.');
  return found;
}

/** The fields of a formatted item that core's cart rules read. */
export function cartLineItem(item: LineItem): CartLineItem {
  const f = item.formatted;
  return {
    id: f.id,
    name: f.name,
    store_id: f.store_id,
    price: f.price,
    discount: f.discount,
    discount_type: f.discount_type,
    store_discount: f.store_discount,
    food_variations: f.food_variations,
    choice_options: f.choice_options,
    variations: f.variations,
    stock: f.stock,
    maximum_cart_quantity: f.maximum_cart_quantity,
    add_ons: f.add_ons,
  };
}

/** A cart line of core's rules. */
export function cartLine(
  id: number,
  item: LineItem,
  chosen: { variation: CartVariation; addOns: AddOnQuantity[]; quantity: number },
): CartLine {
  return {
    id,
    item: cartLineItem(item),
    itemType: item.itemType,
    variation: chosen.variation,
    addOns: chosen.addOns,
    quantity: chosen.quantity,
  };
}

export interface LineChoice {
  variation: CartVariation;
  add_on_ids: readonly number[];
  add_on_qtys: readonly number[];
}

const INVALID_VARIATION = 'The selected variation is invalid.';

/**
 * The chosen variation and add-ons checked against the item, in canonical form; 403 with the
 * field (`variation`, `add_on_ids`) when they do not fit the item.
 */
export function resolveChoice(
  item: LineItem,
  choice: LineChoice,
  t: Translate,
): { variation: CartVariation; addOns: AddOnQuantity[] } {
  const fields = cartLineItem(item);
  const moduleType = item.moduleType;
  const food = usesFoodVariations(moduleType);
  const entries = choice.variation;
  if (entries.some((e) => 'values' in e !== food)) fail(403, 'variation', INVALID_VARIATION);
  const selected = selectionFromVariation(fields, moduleType, entries);
  if (selected == null) fail(403, 'variation', INVALID_VARIATION);
  const variation = selectionVariation(fields, moduleType, selected);
  // Names and labels are read in English or in the item's language (issue 15); each must be one.
  const groups = foodVariationsOf(fields.food_variations);
  if (food && variationKey(stableFoodPayload(groups, entries)) !== variationKey(variation)) {
    fail(403, 'variation', INVALID_VARIATION);
  }
  // A single-choice group holds one option (choosing another replaces it).
  if (
    food &&
    groups.some(
      (g, i) => !isMultiVariation(g) && selected.filter((s) => s.choiceIndex === i).length > 1,
    )
  ) {
    fail(403, 'variation', INVALID_VARIATION);
  }
  const problem = selectionIssues(fields, moduleType, selected)[0];
  if (problem) {
    fail(
      403,
      'variation',
      problem.kind === 'required'
        ? t(VARIATION_KEYS.required, { name: problem.name })
        : t(VARIATION_KEYS.range, { name: problem.name, min: problem.min, max: problem.max }),
    );
  }
  if (selectionStock(fields, moduleType, selected).variationOutOfStock) {
    fail(403, 'stock', t(VARIATION_KEYS.outOfStock));
  }
  const offered = new Set(item.formatted.add_ons.map((a) => a.id));
  if (choice.add_on_ids.some((id) => !offered.has(id))) {
    fail(403, 'add_on_ids', 'The selected add on ids is invalid.');
  }
  const addOns = addOnsFromPayload(
    choice.add_on_ids,
    choice.add_on_ids.map((_, i) => choice.add_on_qtys[i] ?? 1),
  );
  return { variation, addOns };
}

/**
 * The line's quantity against its stock (403 `stock`, 'Out of Stock: name') and its
 * `maximum_cart_quantity` (403 `cart_item_limit`), with core's quantity rule.
 */
export function checkLineQuantity(line: CartLine, moduleType: ModuleType, t: Translate): void {
  const limits = lineLimits(line, moduleType);
  const block = quantityBlock(line.quantity, limits);
  if (block === 'outOfStock') {
    fail(403, 'stock', t('checkout.error.outOfStock', { name: line.item.name }));
  }
  if (block === 'outOfLimits') {
    fail(
      403,
      'cart_item_limit',
      t('checkout.error.outOfLimits', {
        name: line.item.name,
        max: limits.maxCartQuantity ?? 0,
      }),
    );
  }
}

/** Whether two lines are the same item with the same variation (reference §4.7). */
export function sameItemAndVariation(
  a: ItemRef & { variation: CartVariation },
  b: ItemRef & { variation: CartVariation },
): boolean {
  return (
    a.itemType === b.itemType &&
    a.itemId === b.itemId &&
    variationKey(a.variation) === variationKey(b.variation)
  );
}
