/**
 * The last statement of a placement's transaction: the rows that every order of one store or
 * one item shares, taken together and last, so that their row locks are held as briefly as can
 * be (docs/decisions.md, "Placement: the shared rows in the last statement").
 *
 * One PL/pgSQL block (`DO`): first the order's own writes that need nothing read back (its
 * details, the kept answer of its idempotency key), then, in lock order, the store's order counter
 * (its notification is gathered and sent once committed: `noticeStoreCounted`, called by the
 * caller after its transaction), each line's stock (`takeStockUpdate`: a conditional
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
 * When every write of a placement needs nothing read back (a cash order without prescriptions),
 * the whole write is one call of the schema's function `storefront_place_order` instead
 * (`placeAtOnce`, drizzle/0019_placement_function.sql), outside any transaction (a function call
 * is atomic on its own): the key's claim and checked writes (`Guard`: the cart's lines as read)
 * go first and raise when they do not hold (`Refused`), then the order's rows, then the shared
 * rows, as in the block. PostgreSQL compiles the function and plans its statements once per
 * connection, where a block sent as text was compiled for every order. The function does not
 * notify the store's counter (drizzle/0020_placement_counter_notice.sql): the other servers are
 * told of the stores counted in the last moment together (`noticeStoreCounted`). Items that a
 * buy-now order was priced from without reading them (the server's recent reads,
 * ordering/lines.ts) are checked first (drizzle/0023_placement_item_check.sql): refused as
 * `STALE_ITEMS` when one changed since, and the caller reads them and places the order again.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isNodePgTransaction } from '../db/driver-kind.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import { cacheVersions, flashSaleItems, stores } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { REFERENCE_CHANNEL, type ReferenceChange } from '../cache/reference.js';
import { groupStockLines, takeStockUpdate, type StockLine } from './stock.js';
import { groupFlashLines, type FlashLine } from './flash-stock.js';
import { noticeStoreCounted } from './counter-notice.js';
import { gatedByStore } from './write-gate.js';
import type { ItemCheck } from './lines.js';

/**
 * A checked write of `placeAtOnce` (its cart's lines as read): it must touch `rows` rows (without
 * `rows`: at least one), else the function raises and the whole write is refused with
 * `Refused(refusal)`.
 */
export interface Guard {
  statement: SQL;
  rows?: number;
  refusal: string;
}

/** A guard (or the key's claim) that did not hold: the function wrote nothing. */
export class Refused extends Error {
  constructor(readonly refusal: string) {
    super(`refused: ${refusal}`);
    this.name = 'Refused';
  }
}

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
/** The message a claim or guard that did not hold raises: this prefix and its index. */
const REFUSED = 'storefront_refused:';

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
    ...(rows.writes ?? []).map((s) => sql`${s};`),
    sql`update ${stores} set order_count = ${stores.orderCount} + 1 where ${stores.id} = ${rows.storeId};`,
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
  if (flash.length > 0 || rows.promotions) {
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

/** A statement as text with its values inlined (Drizzle's escaping of literals). */
const inlined = (statement: SQL) => dialect.sqlToQuery(statement.inlineParams()).sql;

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
  const { block, lines } = sharedRowsBlock(tx, rows);
  const { sql: text } = dialect.sqlToQuery(block.inlineParams());
  const tag = dollarTag(text);
  const commits = isNodePgTransaction(tx);
  try {
    await tx.execute(sql.raw(`do ${tag} ${text} ${tag}${commits ? '; commit' : ''}`));
  } catch (error) {
    const index = raisedIndex(error, SHORT);
    if (index !== null && lines[index]) throw new ShortLine(lines[index]);
    throw error;
  }
  const changes: ReferenceChange[] = [{ kind: 'stores', ids: [rows.storeId] }];
  // The version this block set is not read back: the local cache drops the kind outright.
  if (rows.flash.length > 0 || rows.promotions)
    changes.push({ kind: 'promotions', version: Infinity });
  return changes;
}

/**
 * A placement whose every write needs nothing read back, as the schema's function
 * `storefront_place_order` (drizzle/0019_placement_function.sql, 0020): the same writes as the
 * block of `takeSharedRows` with its guards, in the same order, but compiled and planned once per
 * connection and called with parameters (a prepared statement on PostgreSQL) instead of a block
 * sent as text and compiled for every order; the store's counter is notified afterwards, with
 * other stores' (`noticeStoreCounted`).
 */
export interface PlacementWrite {
  /** Plain statements first (a derived key's stale claim released). */
  before: readonly SQL[];
  /** The key's row, claimed with its answer (`rowJson`); refused as `claimed` when taken. */
  key: Record<string, unknown>;
  /** Checked statements after the claim (the cart's lines as read). */
  checked: readonly Guard[];
  /** The order's row and its details' rows (`rowJson`). */
  order: Record<string, unknown>;
  details: readonly Record<string, unknown>[];
  /** Further writes (a customer's count and cashback, a coupon's use). */
  writes: readonly SQL[];
  storeId: number;
  stock: readonly StockLine[];
  flash: readonly FlashLine[];
  promotions: boolean;
  /**
   * The items priced from the server's recent reads of them (ordering/lines.ts), checked first:
   * refused as `STALE_ITEMS` unless each is still that row (drizzle/0023_placement_item_check.sql).
   * Empty when the items were read for this order.
   */
  items: readonly ItemCheck[];
}

/** The refusal of a key already claimed (the claim is the function's first check). */
export const CLAIMED = 'claimed';

/** The refusal of items that changed since the server's recent read of them (`items`). */
export const STALE_ITEMS = 'stale items';

/** The message the function raises for `STALE_ITEMS`. */
const STALE_MESSAGE = 'storefront_stale_items';

/** The columns the function fills when a row leaves them out (their defaults are the database's). */
export const PLACEMENT_FILLED = ['id', 'created_at'] as const;

/**
 * Runs `storefront_place_order` (see `PlacementWrite`), outside any transaction: the function is
 * one statement, atomic on its own. Throws `Refused` (`claimed`, or a checked statement's
 * refusal) or `ShortLine`; answers the reference changes to apply.
 */
export async function placeAtOnce(db: Database, write: PlacementWrite): Promise<ReferenceChange[]> {
  const stock = groupStockLines(write.stock);
  const flash = groupFlashLines(write.flash);
  const lines: { name: string }[] = [...stock, ...flash];
  const refusals = [CLAIMED, ...write.checked.map((c) => c.refusal)];
  const json = (value: unknown) => JSON.stringify(value);
  const statement = sql`select storefront_place_order(
    ${json(write.before.map(inlined))}::jsonb,
    ${json(write.key)}::jsonb,
    ${json(write.checked.map((c) => ({ statement: inlined(c.statement), rows: c.rows ?? null })))}::jsonb,
    ${json(write.order)}::jsonb,
    ${json(write.details)}::jsonb,
    ${json(write.writes.map(inlined))}::jsonb,
    ${write.storeId}::integer,
    ${REFERENCE_CHANNEL}::text,
    ${json(stock.map((l) => ({ table: l.itemType === 'Item' ? 'items' : 'item_campaigns', id: l.itemId, variation: l.variationType, quantity: l.quantity })))}::jsonb,
    ${json(flash.map((l) => ({ id: l.saleItemId, quantity: l.quantity })))}::jsonb,
    ${write.promotions}::boolean,
    ${json(write.items)}::jsonb)`;
  try {
    // A few of the store's writes at once (write-gate.ts): more only contend for its rows.
    await gatedByStore(db, write.storeId, () => db.execute(statement));
  } catch (error) {
    if (raisedIndex(error, STALE_MESSAGE) !== null) throw new Refused(STALE_ITEMS);
    const index = raisedIndex(error, SHORT);
    if (index !== null && lines[index]) throw new ShortLine(lines[index]);
    const refused = raisedIndex(error, REFUSED);
    if (refused !== null && refusals[refused] !== undefined) throw new Refused(refusals[refused]);
    throw error;
  }
  // The other servers hear of the counter with other stores' a moment later (counter-notice.ts).
  noticeStoreCounted(db, write.storeId);
  const changes: ReferenceChange[] = [{ kind: 'stores', ids: [write.storeId] }];
  // The version the function set is not read back: the local cache drops the kind outright.
  if (flash.length > 0 || write.promotions) changes.push({ kind: 'promotions', version: Infinity });
  return changes;
}
