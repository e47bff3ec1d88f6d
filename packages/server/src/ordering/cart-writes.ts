/**
 * The cart's writes (reference §4.7), each a short sequence of named steps:
 *
 * - add: `lineToAdd` (read-only: the item, the chosen variation and add-ons checked and priced)
 *   → `insertLine` (the transaction: lock the owner, refuse a duplicate among the lines read
 *   under the lock, insert) → `assembleCart` (the answer, from the rows read and the item
 *   already loaded);
 * - update: `lineToUpdate` (read-only: the owner's line, its item, the new choice priced) →
 *   `updateLine` (the transaction: lock, refuse a duplicate, update the line as read, else 404)
 *   → `assembleCart`;
 * - remove one line: `removeLine` (one DELETE … RETURNING, another owner's line is not found);
 * - empty the cart: `emptyCart` (one DELETE).
 *
 * Prices are never taken from the client: a line's `price` is core's `cartPrice` of the item as
 * the catalogue formats it. Refusals (403 unless stated): the same item with the same variation
 * already in the cart (`cart_item`, 'Item already exists'); more than the stock or the cart
 * limit; a variation or add-on the item does not have; an item not orderable or not of the
 * module (404 `item_id`); another owner's or an unknown line (404 `cart_id`).
 */
import { and, eq } from 'drizzle-orm';
import { cartLinePrice } from '@storefront/core/domain/cart';
import type { CartVariation } from '@storefront/core/domain/variations';
import { carts } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { fail } from '../http/errors.js';
import { cartRows, lockOwner, ownedCartRow, rowAddOns, type CartRow } from './cart.js';
import {
  cartLine,
  checkLineQuantity,
  findLineItem,
  resolveChoice,
  sameItemAndVariation,
  type ItemRef,
  type LineChoice,
  type LineItem,
} from './lines.js';
import { ownedBy, ownerColumns, type Owner } from './owner.js';
import type { OrderingScope } from './scope.js';

/** What a line stores: its choice as the item reads it back, and core's price. */
export interface StoredLine {
  variation: CartVariation;
  addOnIds: number[];
  addOnQtys: number[];
  quantity: number;
  price: number;
}

/** A line checked against its item and priced (no SQL). */
export function priceLine(
  scope: OrderingScope,
  item: LineItem,
  choice: LineChoice,
  quantity: number,
): StoredLine {
  const chosen = resolveChoice(item, choice, scope.t);
  const line = cartLine(0, item, { ...chosen, quantity });
  checkLineQuantity(line, item.moduleType, scope.t);
  return {
    variation: chosen.variation,
    addOnIds: chosen.addOns.map((a) => a.id),
    addOnQtys: chosen.addOns.map((a) => a.quantity),
    quantity,
    price: cartLinePrice(line, item.moduleType, scope.digits).cartPrice,
  };
}

/** 403 `cart_item` when another of `rows` is the same item with the same variation. */
export function refuseDuplicate(
  rows: readonly CartRow[],
  line: ItemRef & { variation: CartVariation },
  exceptId: number | null,
): void {
  const duplicate = rows.some(
    (row) =>
      row.id !== exceptId &&
      sameItemAndVariation(
        { itemType: row.itemType, itemId: row.itemId, variation: row.variation as CartVariation },
        line,
      ),
  );
  if (duplicate) fail(403, 'cart_item', 'Item already exists');
}

export interface LineToAdd {
  ref: ItemRef;
  item: LineItem;
  stored: StoredLine;
}

/** Add, step 1 (read-only): the item of the module, the choice checked and priced. */
export async function lineToAdd(
  scope: OrderingScope,
  ref: ItemRef,
  choice: LineChoice,
  quantity: number,
  moduleId: number | null,
): Promise<LineToAdd> {
  const item = await findLineItem(scope, ref, moduleId);
  return { ref, item, stored: priceLine(scope, item, choice, quantity) };
}

/** Add, step 2 (the transaction): lock, refuse a duplicate, insert; the module's rows after. */
export function insertLine(
  db: Database,
  owner: Owner,
  line: LineToAdd,
  now: Date,
): Promise<CartRow[]> {
  const moduleId = line.item.row.moduleId;
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const current = await cartRows(tx, owner, moduleId);
    refuseDuplicate(current, { ...line.ref, variation: line.stored.variation }, null);
    const [inserted] = await tx
      .insert(carts)
      .values({
        ...ownerColumns(owner),
        moduleId,
        itemId: line.ref.itemId,
        itemType: line.ref.itemType,
        variation: [...line.stored.variation],
        addOnIds: line.stored.addOnIds,
        addOnQtys: line.stored.addOnQtys,
        quantity: line.stored.quantity,
        price: line.stored.price,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return [...current, inserted!];
  });
}

export interface LineToUpdate extends LineToAdd {
  row: CartRow;
}

/** Update, step 1 (read-only): the owner's line (else 404), its item, the new choice priced. */
export async function lineToUpdate(
  scope: OrderingScope,
  owner: Owner,
  cartId: number,
  moduleId: number | null,
  change: {
    variation?: CartVariation | null;
    add_on_ids?: readonly number[] | null;
    add_on_qtys?: readonly number[] | null;
  },
  quantity: number,
): Promise<LineToUpdate> {
  const row = await ownedCartRow(scope.db, owner, cartId, moduleId);
  if (!row) fail(404, 'cart_id', 'Cart item not found.');
  const ref: ItemRef = { itemType: row.itemType, itemId: row.itemId };
  const item = await findLineItem(scope, ref, row.moduleId);
  const current = rowAddOns(row);
  const stored = priceLine(
    scope,
    item,
    {
      variation: change.variation ?? (row.variation as CartVariation),
      add_on_ids: change.add_on_ids ?? current.map((a) => a.id),
      add_on_qtys: change.add_on_qtys ?? current.map((a) => a.quantity),
    },
    quantity,
  );
  return { row, ref, item, stored };
}

/**
 * Update, step 2 (the transaction): lock, refuse a duplicate among the lines read under the
 * lock, update the line (404 when it was removed meanwhile); the module's rows after.
 */
export function updateLine(
  db: Database,
  owner: Owner,
  line: LineToUpdate,
  now: Date,
): Promise<CartRow[]> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const current = await cartRows(tx, owner, line.row.moduleId);
    if (!current.some((row) => row.id === line.row.id)) {
      fail(404, 'cart_id', 'Cart item not found.');
    }
    refuseDuplicate(current, { ...line.ref, variation: line.stored.variation }, line.row.id);
    const [updated] = await tx
      .update(carts)
      .set({
        variation: [...line.stored.variation],
        addOnIds: line.stored.addOnIds,
        addOnQtys: line.stored.addOnQtys,
        quantity: line.stored.quantity,
        price: line.stored.price,
        updatedAt: now,
      })
      .where(and(eq(carts.id, line.row.id), ownedBy(carts, owner)))
      .returning();
    return current.map((row) => (row.id === updated!.id ? updated! : row));
  });
}

/** Removes one of the owner's lines (of the module when one is given); its module, else 404. */
export async function removeLine(
  db: Database,
  owner: Owner,
  cartId: number,
  moduleId: number | null,
): Promise<number> {
  const [removed] = await db
    .delete(carts)
    .where(
      and(
        eq(carts.id, cartId),
        ownedBy(carts, owner),
        moduleId === null ? undefined : eq(carts.moduleId, moduleId),
      ),
    )
    .returning({ moduleId: carts.moduleId });
  if (!removed) fail(404, 'cart_id', 'Cart item not found.');
  return removed.moduleId;
}

/** Empties the owner's cart of the module (of every module when none is given). */
export async function emptyCart(db: Database, owner: Owner, moduleId: number | null) {
  await db
    .delete(carts)
    .where(
      and(ownedBy(carts, owner), moduleId === null ? undefined : eq(carts.moduleId, moduleId)),
    );
}
