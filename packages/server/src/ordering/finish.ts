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
 *
 * When every write of a placement needs nothing read back (a guest's cash order), the block is the
 * whole write, run on the database outside any transaction (a `DO` is atomic on its own): checked
 * writes (`guards`: the key's claim, the cart's lines as read) go first and raise when they do not
 * hold (`Refused`), then the order's rows, then the shared rows.
 */
import { and, eq, is, SQL, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { cacheVersions, flashSaleItems, stores } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { REFERENCE_CHANNEL, type ReferenceChange } from '../cache/reference.js';
import { groupStockLines, takeStockUpdate, type StockLine } from './stock.js';
import { groupFlashLines, type FlashLine } from './flash-stock.js';

/**
 * A checked write that goes first (placement's key claim, its cart's lines as read): it must
 * touch `rows` rows (without `rows`: at least one), else the block raises and the whole
 * statement is refused with `Refused(refusal)`.
 */
export interface Guard {
  /** The statement, as Drizzle's SQL or as text with its values inlined (db/insert-text.ts). */
  statement: SQL | string;
  rows?: number;
  refusal: string;
}

/** A guard that did not hold: the block wrote nothing. */
export class Refused extends Error {
  constructor(readonly refusal: string) {
    super(`refused: ${refusal}`);
    this.name = 'Refused';
  }
}

/** What the last statement takes. */
export interface SharedRows {
  /** Checked writes, first of all (see `Guard`); a plain statement is not checked. */
  guards?: readonly (Guard | SQL)[];
  /**
   * The order's own writes that need nothing read back (its details, the kept answer): they go
   * first in the same block, one round trip fewer each. Text has its values inlined already
   * (db/insert-text.ts).
   */
  writes?: readonly (SQL | string)[];
  storeId: number;
  /** The lines' stock (empty for modules without stock). */
  stock: readonly StockLine[];
  /** The lines priced by a running flash sale. */
  flash: readonly FlashLine[];
  /** Whether the writes change promotions too (a coupon's use): the version is bumped. */
  promotions?: boolean;
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
/** The message a guard that did not hold raises: this prefix and the guard's index. */
const REFUSED = 'storefront_refused:';

/** The block's statements, and the lines (names) its raises point to, by index. */
export function sharedRowsBlock(
  db: Database | Transaction,
  rows: SharedRows,
): { block: SQL; lines: { name: string }[]; guards: string[] } {
  const lines: { name: string }[] = [];
  const refuse = (line: { name: string }) => {
    const index = lines.push(line) - 1;
    return sql.raw(`if not found then raise exception using message = '${SHORT}${index}'; end if;`);
  };
  const guards = (rows.guards ?? []).flatMap((g) => (is(g, SQL) ? [] : [g]));
  const statement = (s: SQL | string) => (typeof s === 'string' ? sql.raw(`${s};`) : sql`${s};`);
  const statements: SQL[] = (rows.guards ?? []).flatMap((g) => {
    if (is(g, SQL)) return [sql`${g};`];
    const guard = g;
    const index = guards.indexOf(guard);
    const raise = `raise exception using message = '${REFUSED}${index}';`;
    return guard.rows === undefined
      ? [statement(guard.statement), sql.raw(`if not found then ${raise} end if;`)]
      : [
          statement(guard.statement),
          sql.raw(
            `get diagnostics touched = row_count; if touched <> ${guard.rows} then ${raise} end if;`,
          ),
        ];
  });
  statements.push(
    ...(rows.writes ?? []).map(statement),
    sql`update ${stores} set order_count = ${stores.orderCount} + 1 where ${stores.id} = ${rows.storeId};`,
    sql`if found then perform pg_notify(${REFERENCE_CHANNEL}, ${`stores:rows:${rows.storeId}`}); end if;`,
  );
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
  if (flash.length > 0 || rows.promotions) {
    statements.push(sql`insert into ${cacheVersions} (kind, version) values ('promotions', 1)
      on conflict (kind) do update set version = ${cacheVersions.version} + 1
      returning version into bumped;
      perform pg_notify(${REFERENCE_CHANNEL}, 'promotions:' || bumped);`);
  }
  const body = sql`declare bumped integer; touched integer; begin ${sql.join(statements, sql` `)} end`;
  return { block: body, lines, guards: guards.map((g) => g.refusal) };
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

/** The index a raised error names after `prefix`, or null for any other error. */
function raisedIndex(error: unknown, prefix: string): number | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const message = (current as { message?: unknown }).message;
    const code = (current as { code?: unknown }).code;
    if (code === 'P0001' && typeof message === 'string' && message.startsWith(prefix)) {
      return Number(message.slice(prefix.length));
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
  const { block, lines, guards } = sharedRowsBlock(tx, rows);
  const { sql: text } = dialect.sqlToQuery(block.inlineParams());
  const tag = dollarTag(text);
  const commits = is(tx, NodePgTransaction);
  try {
    await tx.execute(sql.raw(`do ${tag} ${text} ${tag}${commits ? '; commit' : ''}`));
  } catch (error) {
    const index = raisedIndex(error, SHORT);
    if (index !== null && lines[index]) throw new ShortLine(lines[index]);
    const guard = raisedIndex(error, REFUSED);
    if (guard !== null && guards[guard] !== undefined) throw new Refused(guards[guard]);
    throw error;
  }
  const changes: ReferenceChange[] = [{ kind: 'stores', ids: [rows.storeId] }];
  // The version this block set is not read back: the local cache drops the kind outright.
  if (rows.flash.length > 0 || rows.promotions)
    changes.push({ kind: 'promotions', version: Infinity });
  return changes;
}
