/**
 * The last statement of a placement's transaction: the rows that every order of one store or
 * one item shares, taken together and last, so that their row locks are held as briefly as can
 * be (docs/decisions.md, "Placement: the shared rows in the last statement").
 *
 * One PL/pgSQL block (`DO`): first the order's own writes that need nothing read back (its
 * details, the kept answer of its idempotency key), then, in lock order, the store's order counter (and the notification that
 * its row changed, as `countStoreOrder`), each line's stock (`takeStockUpdate`: a conditional
 * update, by table, id and variation), then a running flash sale's units (sale items by id, with
 * the `promotions` version bumped and notified, as `takeFlashStock`). A line that is short raises
 * (`RAISE EXCEPTION` with the line's index), so the transaction is refused whole and nothing is
 * written; the caller answers the stock error with that line's name.
 *
 * Because a shortage raises, nothing needs to be read back before committing. On PostgreSQL the
 * block and `COMMIT` therefore go to the server in one message (the simple query protocol, the
 * values inlined by Drizzle's own escaping): the locks on the store and the items are taken and
 * released without a round trip to this process in between. Under load this process answers a
 * round trip only when its event loop comes to it, and every other order of the store waits on
 * those locks meanwhile. Drizzle's own `commit` that follows finds no transaction open (a
 * warning, no error). PGlite runs one transaction at a time: it runs the block alone.
 */
import { and, eq, is, sql, type SQL } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { cacheVersions, flashSaleItems, stores } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { REFERENCE_CHANNEL, type ReferenceChange } from '../cache/reference.js';
import { groupStockLines, takeStockUpdate, type StockLine } from './stock.js';
import { groupFlashLines, type FlashLine } from './flash-stock.js';

/** What the last statement takes. */
export interface SharedRows {
  /**
   * The order's own writes that need nothing read back (its details, the kept answer): they go
   * first in the same block, one round trip fewer each.
   */
  writes?: readonly SQL[];
  storeId: number;
  /** The lines' stock (empty for modules without stock). */
  stock: readonly StockLine[];
  /** The lines priced by a running flash sale. */
  flash: readonly FlashLine[];
}

/** A line that was short: the order is refused with the stock error naming it. */
export class ShortLine extends Error {
  constructor(readonly line: { name: string }) {
    super(`short: ${line.name}`);
    this.name = 'ShortLine';
  }
}

/** The message a short line raises: this prefix and the line's index. */
const SHORT = 'storefront_short_line:';

/** The block's statements, and the lines (names) its raises point to, by index. */
export function sharedRowsBlock(
  db: Database | Transaction,
  rows: SharedRows,
): { block: SQL; lines: { name: string }[] } {
  const lines: { name: string }[] = [];
  const refuse = (line: { name: string }) => {
    const index = lines.push(line) - 1;
    return sql.raw(`if not found then raise exception using message = '${SHORT}${index}'; end if;`);
  };
  const statements: SQL[] = [
    ...(rows.writes ?? []).map((write) => sql`${write};`),
    sql`update ${stores} set order_count = ${stores.orderCount} + 1 where ${stores.id} = ${rows.storeId};`,
    sql`if found then perform pg_notify(${REFERENCE_CHANNEL}, ${`stores:rows:${rows.storeId}`}); end if;`,
  ];
  for (const line of groupStockLines(rows.stock)) {
    statements.push(sql`${takeStockUpdate(db as Database, line).getSQL()};`, refuse(line));
  }
  const flash = groupFlashLines(rows.flash);
  for (const line of flash) {
    const taken = db
      .update(flashSaleItems)
      .set({ sold: sql`${flashSaleItems.sold} + ${line.quantity}` })
      .where(
        and(
          eq(flashSaleItems.id, line.saleItemId),
          eq(flashSaleItems.status, true),
          sql`${flashSaleItems.sold} + ${line.quantity} <= ${flashSaleItems.stock}`,
        ),
      );
    statements.push(sql`${taken.getSQL()};`, refuse(line));
  }
  if (flash.length > 0) {
    statements.push(sql`insert into ${cacheVersions} (kind, version) values ('promotions', 1)
      on conflict (kind) do update set version = ${cacheVersions.version} + 1
      returning version into bumped;
      perform pg_notify(${REFERENCE_CHANNEL}, 'promotions:' || bumped);`);
  }
  const body = sql`declare bumped integer; begin ${sql.join(statements, sql` `)} end`;
  return { block: body, lines };
}

/** Renders the block with its values inlined (Drizzle's escaping of literals). */
const dialect = new PgDialect();

/** A dollar-quote tag that the text it quotes does not contain. */
function dollarTag(text: string): string {
  for (let n = 0; ; n += 1) {
    const tag = `$storefront${n === 0 ? '' : n}$`;
    if (!text.includes(tag)) return tag;
  }
}

/** The index of the short line a raised error names, or null for any other error. */
function shortIndex(error: unknown): number | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const message = (current as { message?: unknown }).message;
    const code = (current as { code?: unknown }).code;
    if (code === 'P0001' && typeof message === 'string' && message.startsWith(SHORT)) {
      return Number(message.slice(SHORT.length));
    }
    if (current === (current as { cause?: unknown }).cause) break;
  }
  return null;
}

/**
 * Runs the last statement (see the module notes), committing with it on PostgreSQL: nothing may
 * follow it in the transaction. Throws `ShortLine` for a short line (the transaction is then
 * rolled back by the caller's `transaction`). Answers the reference changes to apply once
 * committed.
 */
export async function takeSharedRows(
  tx: Database | Transaction,
  rows: SharedRows,
): Promise<ReferenceChange[]> {
  const { block, lines } = sharedRowsBlock(tx, rows);
  const { sql: text } = dialect.sqlToQuery(block.inlineParams());
  const tag = dollarTag(text);
  const commits = is(tx, NodePgTransaction);
  try {
    await tx.execute(sql.raw(`do ${tag} ${text} ${tag}${commits ? '; commit' : ''}`));
  } catch (error) {
    const index = shortIndex(error);
    if (index !== null && lines[index]) throw new ShortLine(lines[index]);
    throw error;
  }
  const changes: ReferenceChange[] = [{ kind: 'stores', ids: [rows.storeId] }];
  // The version this block set is not read back: the local cache drops the kind outright.
  if (rows.flash.length > 0) changes.push({ kind: 'promotions', version: Infinity });
  return changes;
}
