/**
 * Items' static columns in memory, by revision (issue 9: an item row is some 45 columns, a
 * dozen of them JSON; reading and decoding it cost more than the rest of a request, ~0.2 ms a row
 * on PGlite, so a search page of 10 paid 2 ms for columns that almost never change).
 *
 * A request reads only `itemDynamic` — what changes without a new revision: stock (and the
 * variations' stock), the order count, the ratings, status and approval — with the revision
 * (and the store and module, to filter by before completing).
 * `completeItems` adds the static columns from memory when the revision matches, and reads the
 * missing or stale rows in one statement otherwise. The database gives a new revision on insert
 * and on every update of a static column (trigger items_revision), so every server sees a change
 * on its next read: nothing to invalidate, and several servers on one PostgreSQL stay right.
 *
 * Memory holds at most MAX_ITEMS rows per database (then starts again).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { items } from '../db/schema.js';

/** The columns read on every request (select them instead of `items`). */
export const itemDynamic = {
  id: items.id,
  revision: items.revision,
  storeId: items.storeId,
  moduleId: items.moduleId,
  stock: items.stock,
  variations: items.variations,
  orderCount: items.orderCount,
  avgRating: items.avgRating,
  ratingCount: items.ratingCount,
  rating: items.rating,
  status: items.status,
  isApproved: items.isApproved,
};

/** A full item row, with its revision. */
type ItemRow = typeof items.$inferSelect;

export type ItemDynamic = Pick<ItemRow, keyof typeof itemDynamic>;

/** Rows kept per database at most. */
export const MAX_ITEMS = 50_000;

const memory = new WeakMap<object, Map<number, ItemRow>>();

function rowsOf(key: object): Map<number, ItemRow> {
  let rows = memory.get(key);
  if (!rows) {
    rows = new Map();
    memory.set(key, rows);
  }
  return rows;
}

/**
 * The full rows of `found` (in its order): static columns from memory where the revision
 * matches, the others read in one statement through `db`. `key`: the database whose memory to
 * use — the server's database, also when `db` is one of its transactions.
 */
export async function completeItems(
  db: Database,
  found: readonly ItemDynamic[],
  key: object = db,
): Promise<ItemRow[]> {
  const rows = rowsOf(key);
  const missing = [
    ...new Set(found.filter((f) => rows.get(f.id)?.revision !== f.revision).map((f) => f.id)),
  ];
  if (missing.length > 0) {
    const read = await db.select().from(items).where(inArray(items.id, missing));
    if (rows.size + read.length > MAX_ITEMS) rows.clear();
    for (const row of read) rows.set(row.id, row);
  }
  // The static columns are those of this revision or of a later one (changed in between); the
  // dynamic ones are always the request's. An item deleted in between is left out.
  return found.flatMap((f) => {
    const row = rows.get(f.id);
    return row ? [{ ...row, ...f }] : [];
  });
}
