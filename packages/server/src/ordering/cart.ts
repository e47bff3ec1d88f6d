/**
 * The cart of an owner (reference §4.7): its rows per module, as core's cart lines, and as the
 * v1 entries every cart operation answers with (`id`, `user_id`, `module_id`, `item_id`,
 * `is_guest`, `add_on_ids`, `add_on_qtys`, `item_type`, `price`, `quantity`, `variation`,
 * timestamps and the formatted `item` with `addons[].isChecked/quantity` and
 * `food_variations[].values[].isSelected`).
 *
 * A line whose item is no longer orderable (deleted, disabled, its store closed down, its
 * campaign over) is dropped from the cart when the cart is read.
 */
import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { addOnsFromPayload, type AddOnQuantity } from '@storefront/core/domain/addons';
import { cartLinePrice, type CartLine } from '@storefront/core/domain/cart';
import { selectionFromFoodPayload, type CartVariation } from '@storefront/core/domain/variations';
import { completeItems, itemDynamic } from '../catalogue/item-cache.js';
import { carts, guests, items, users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { iso } from '../catalogue/format-store.js';
import { wishlistCount } from '../catalogue/queries.js';
import type { ItemRow } from '../catalogue/format-item.js';
import {
  cartLine,
  lineItemsOf,
  loadLineItems,
  MORPH_TYPES,
  refKey,
  type LineItem,
} from './lines.js';
import { ownedBy, ownerId, type Owner } from './owner.js';
import type { OrderingScope } from './scope.js';

export type CartRow = typeof carts.$inferSelect;

/** The owner's cart rows (of one module, or of every module), oldest first. */
export async function cartRows(
  db: Database,
  owner: Owner,
  moduleId: number | null,
): Promise<CartRow[]> {
  return db
    .select()
    .from(carts)
    .where(and(ownedBy(carts, owner), moduleId === null ? undefined : eq(carts.moduleId, moduleId)))
    .orderBy(asc(carts.id));
}

/** One of the owner's rows, or undefined (another owner's row is not found either). */
export async function ownedCartRow(
  db: Database,
  owner: Owner,
  cartId: number,
  moduleId: number | null,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.id, cartId),
        ownedBy(carts, owner),
        moduleId === null ? undefined : eq(carts.moduleId, moduleId),
      ),
    )
    .limit(1);
  return row;
}

/** A row's add-ons with their quantities. */
export const rowAddOns = (row: Pick<CartRow, 'addOnIds' | 'addOnQtys'>): AddOnQuantity[] =>
  addOnsFromPayload(row.addOnIds, row.addOnQtys);

const rowVariation = (row: CartRow): CartVariation => row.variation as CartVariation;

export interface LoadedCart {
  rows: CartRow[];
  lines: CartLine[];
  items: Map<string, LineItem>;
  /** The item of each line, by line id. */
  itemOf: Map<number, LineItem>;
}

/** The owner's cart with its items; rows whose item is gone are deleted. */
export async function loadCart(
  scope: OrderingScope,
  owner: Owner,
  moduleId: number | null,
): Promise<LoadedCart> {
  return assembleCart(scope, await cartRows(scope.db, owner, moduleId));
}

/**
 * A cart from rows already read: the items not in `known` are loaded (one statement), rows whose
 * item is gone are deleted.
 */
export async function assembleCart(
  scope: OrderingScope,
  all: CartRow[],
  known: ReadonlyMap<string, LineItem> = new Map(),
): Promise<LoadedCart> {
  const refs = all.map((r) => ({ itemType: r.itemType, itemId: r.itemId }));
  const missing = refs.filter((ref) => !known.has(refKey(ref)));
  const items = new Map(known);
  if (missing.length > 0)
    for (const [key, item] of await loadLineItems(scope, missing)) items.set(key, item);
  const gone = all.filter(
    (r) =>
      !items.has(refKey({ itemType: r.itemType, itemId: r.itemId })) ||
      items.get(refKey({ itemType: r.itemType, itemId: r.itemId }))?.row.moduleId !== r.moduleId,
  );
  if (gone.length > 0) {
    await scope.db.delete(carts).where(
      inArray(
        carts.id,
        gone.map((r) => r.id),
      ),
    );
  }
  const rows = all.filter((r) => !gone.includes(r));
  const itemOf = new Map<number, LineItem>();
  const lines = rows.map((row) => {
    const item = items.get(refKey({ itemType: row.itemType, itemId: row.itemId }))!;
    itemOf.set(row.id, item);
    return cartLine(row.id, item, {
      variation: rowVariation(row),
      addOns: rowAddOns(row),
      quantity: row.quantity,
    });
  });
  return { rows, lines, items, itemOf };
}

/** The formatted item of a cart entry: add-ons checked with their quantities, options selected. */
function entryItem(item: LineItem, line: CartLine) {
  const chosenAddOns = new Map(line.addOns.map((a) => [a.id, a.quantity]));
  const f = item.formatted;
  const chosen = new Set(
    selectionFromFoodPayload(f.food_variations, line.variation).map(
      (s) => `${s.choiceIndex}:${s.optionIndex}`,
    ),
  );
  return {
    ...f,
    addons: f.add_ons.map((a) => ({
      ...a,
      isChecked: chosenAddOns.has(a.id),
      quantity: chosenAddOns.get(a.id) ?? 1,
    })),
    food_variations: f.food_variations.map((group, choiceIndex) => ({
      ...group,
      values: group.values.map((value, optionIndex) => ({
        ...value,
        isSelected: chosen.has(`${choiceIndex}:${optionIndex}`),
      })),
    })),
  };
}

/** The v1 cart entries of a loaded cart. */
export function formatCart(scope: OrderingScope, owner: Owner, cart: LoadedCart) {
  return cart.rows.map((row, i) => {
    const line = cart.lines[i]!;
    const item = cart.itemOf.get(row.id)!;
    const price = cartLinePrice(line, item.moduleType, scope.digits);
    return {
      id: row.id,
      user_id: ownerId(owner),
      guest_id: owner.kind === 'guest' ? owner.guestId : null,
      module_id: row.moduleId,
      item_id: row.itemId,
      is_guest: owner.kind === 'guest',
      add_on_ids: line.addOns.map((a) => a.id),
      add_on_qtys: line.addOns.map((a) => a.quantity),
      item_type: MORPH_TYPES[row.itemType],
      model: row.itemType,
      price: price.cartPrice,
      quantity: row.quantity,
      variation: line.variation,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      item: entryItem(item, line),
    };
  });
}

function prepareGuestCart(db: Database, ofModule: boolean) {
  return db
    .select({ guest: guests.id, cart: carts, item: itemDynamic, wishes: wishlistCount() })
    .from(guests)
    .leftJoin(
      carts,
      and(
        eq(carts.guestId, guests.id),
        ofModule ? eq(carts.moduleId, sql.placeholder('module')) : undefined,
      ),
    )
    .leftJoin(items, and(eq(carts.itemType, 'Item'), eq(items.id, carts.itemId)))
    .where(eq(guests.id, sql.placeholder('guest')))
    .orderBy(asc(carts.id))
    .prepare(ofModule ? 'guest_cart_of_module' : 'guest_cart');
}

const guestCartStatements = {
  all: new WeakMap<Database, ReturnType<typeof prepareGuestCart>>(),
  module: new WeakMap<Database, ReturnType<typeof prepareGuestCart>>(),
};

/** The guest cart statement, prepared once per database (SQL built once, planned once). */
function guestCartStatement(db: Database, ofModule: boolean) {
  const cache = ofModule ? guestCartStatements.module : guestCartStatements.all;
  let statement = cache.get(db);
  if (!statement) {
    statement = prepareGuestCart(db, ofModule);
    cache.set(db, statement);
  }
  return statement;
}

/** An item a cart line may hold: active, approved, of an active store (the reference data). */
const orderable = (
  scope: OrderingScope,
  item: Pick<ItemRow, 'status' | 'isApproved' | 'storeId'>,
) => item.status && item.isApproved && scope.ref.stores.get(item.storeId)?.status === true;

/**
 * A guest's cart in one statement: the guest, its rows (of one module, or of every module) and
 * their items; null when the server never issued this guest id. Campaign lines and lines whose
 * item is no longer orderable are settled as `assembleCart` does (their items read again).
 */
export async function guestCart(
  scope: OrderingScope,
  guestId: string,
  moduleId: number | null,
): Promise<LoadedCart | null> {
  const found =
    moduleId === null
      ? await guestCartStatement(scope.db, false).execute({ guest: guestId })
      : await guestCartStatement(scope.db, true).execute({ guest: guestId, module: moduleId });
  if (found.length === 0) return null;
  const rows = found.flatMap((r) => (r.cart ? [r.cart] : []));
  const wishes = new Map<number, number>();
  const dynamic = found.flatMap((r) => {
    if (!r.item || !orderable(scope, r.item)) return [];
    wishes.set(r.item.id, r.wishes);
    return [r.item];
  });
  const read = (await completeItems(scope.db, dynamic)).map((item) => ({
    item,
    wishes: wishes.get(item.id) ?? 0,
  }));
  return assembleCart(scope, rows, await lineItemsOf(scope, read, []));
}

/** The owner's cart (one module, or every module) as the v1 entries. */
export async function cartResponse(scope: OrderingScope, owner: Owner, moduleId: number | null) {
  return formatCart(scope, owner, await loadCart(scope, owner, moduleId));
}

/**
 * Deletes the owner's cart `rows` as they were read, in the caller's transaction: false (nothing
 * to keep; the caller rolls back) when any of them was changed or removed meanwhile.
 */
export async function takeCartRows(
  db: Database,
  owner: Owner,
  rows: readonly CartRow[],
): Promise<boolean> {
  const taken = await db
    .delete(carts)
    .where(
      and(
        ownedBy(carts, owner),
        inArray(
          carts.id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .returning();
  const same = (a: CartRow, b: CartRow) =>
    a.quantity === b.quantity &&
    a.updatedAt.getTime() === b.updatedAt.getTime() &&
    JSON.stringify([a.variation, a.addOnIds, a.addOnQtys]) ===
      JSON.stringify([b.variation, b.addOnIds, b.addOnQtys]);
  const now = new Map(taken.map((r) => [r.id, r]));
  return rows.every((row) => {
    const seen = now.get(row.id);
    return seen !== undefined && same(seen, row);
  });
}

/**
 * `takeCartRows` as one statement to embed in a write (ordering/finish.ts guards): it deletes
 * the lines that are still as read (quantity, options, add-ons, and the time of their last change
 * to the millisecond, as this process reads it); the write holds only when it deleted them all.
 */
export function takeCartRowsStatement(
  db: Database,
  owner: Owner,
  rows: readonly CartRow[],
): { statement: SQL; rows: number } {
  const asRead = rows.map((row) => {
    const at = row.updatedAt.getTime();
    return and(
      eq(carts.id, row.id),
      eq(carts.quantity, row.quantity),
      eq(carts.variation, row.variation),
      eq(carts.addOnIds, row.addOnIds),
      eq(carts.addOnQtys, row.addOnQtys),
      // Read back with millisecond precision (the database keeps microseconds).
      gt(carts.updatedAt, new Date(at - 1)),
      lt(carts.updatedAt, new Date(at + 1)),
    );
  });
  const statement = db
    .delete(carts)
    .where(and(ownedBy(carts, owner), or(...asRead)))
    .getSQL();
  return { statement, rows: rows.length };
}

/**
 * Locks the owner's row (`users` or `guests`) until the transaction ends, so that one owner's
 * cart writes and order placements take turns (no duplicate lines from two racing adds).
 */
export async function lockOwner(db: Database, owner: Owner): Promise<void> {
  const condition: SQL =
    owner.kind === 'customer' ? eq(users.id, owner.userId) : eq(guests.id, owner.guestId);
  if (owner.kind === 'customer') {
    await db.select({ id: users.id }).from(users).where(condition).for('update');
  } else {
    await db.select({ id: guests.id }).from(guests).where(condition).for('update');
  }
}
