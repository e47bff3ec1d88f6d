/**
 * A flash sale's own stock (reference §5 `flash_sale_items.stock`/`sold`, issue 14): an order line
 * priced by a running sale takes its quantity from the sale, and a cancellation gives it back.
 *
 * - Taking is one statement for all the order's sale lines, in the placement transaction (only
 *   when the order has such lines): a conditional update (`sold + quantity <= stock`, like
 *   `takeStock`), so two customers racing for the sale's last units never both get them; the
 *   caller refuses the order with the stock error when a line was not taken. The same statement
 *   bumps the `promotions` version and notifies, so every server reads the sale's `sold` again
 *   (the catalogue prices from it) once the order commits.
 * - The sale item a line took is kept in the line's item snapshot (`flash_sale_item_id`), so the
 *   cancellation gives back to that sale even after it ended.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { cacheVersions, flashSaleItems } from '../db/schema.js';
import { REFERENCE_CHANNEL, type ReferenceChange } from '../cache/reference.js';

export interface FlashLine {
  /** The `flash_sale_items` row. */
  saleItemId: number;
  quantity: number;
  name: string;
}

/** Lines of the same sale item added up, in id order (the lock order). */
export function groupFlashLines(lines: readonly FlashLine[]): FlashLine[] {
  const grouped = new Map<number, FlashLine>();
  for (const line of lines) {
    const existing = grouped.get(line.saleItemId);
    grouped.set(
      line.saleItemId,
      existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line },
    );
  }
  return [...grouped.values()].sort((a, b) => a.saleItemId - b.saleItemId);
}

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

function wanted(lines: readonly FlashLine[]) {
  return sql.join(
    lines.map((l) => sql`(${l.saleItemId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
}

/** The version bump and notification of `promotions`, as a CTE of the caller's statement. */
const bumpPromotions = sql`bumped as (
    insert into ${cacheVersions} (kind, version) values ('promotions', 1)
    on conflict (kind) do update set version = ${cacheVersions.version} + 1
    returning version
  )`;

/**
 * Takes every line's quantity from its sale (one statement, see the module notes): the first line
 * that was short (the caller rolls back) or null, and the cache change to apply after the commit.
 */
export async function takeFlashStock(
  tx: Database | Transaction,
  lines: readonly FlashLine[],
): Promise<{ short: FlashLine | null; change: ReferenceChange }> {
  const grouped = groupFlashLines(lines);
  const result = await tx.execute(sql`
    with wanted(id, q) as (values ${wanted(grouped)}),
    taken as (
      update ${flashSaleItems} f set sold = f.sold + w.q
      from wanted w
      where f.id = w.id and f.status and f.sold + w.q <= f.stock
      returning f.id
    ),
    ${bumpPromotions}
    select (select coalesce(json_agg(id), '[]'::json) from taken) as taken, version,
      pg_notify(${REFERENCE_CHANNEL}, 'promotions:' || version) as notified
    from bumped`);
  const [row] = rowsOf<{ taken: unknown; version: number | string }>(result);
  const takenIds = new Set(
    (typeof row?.taken === 'string'
      ? (JSON.parse(row.taken) as unknown[])
      : ((row?.taken as unknown[]) ?? [])
    ).map(Number),
  );
  const short = grouped.find((l) => !takenIds.has(l.saleItemId)) ?? null;
  return { short, change: { kind: 'promotions', version: Number(row?.version ?? 0) } };
}

/**
 * Gives every line's quantity back to its sale (an order canceled), with the servers notified:
 * the change to apply after the commit (PGlite hears no notifications), or null (no sale lines).
 */
export async function restoreFlashStock(
  tx: Database | Transaction,
  lines: readonly FlashLine[],
): Promise<ReferenceChange | null> {
  const grouped = groupFlashLines(lines);
  if (grouped.length === 0) return null;
  const result = await tx.execute(sql`
    with wanted(id, q) as (values ${wanted(grouped)}),
    given as (
      update ${flashSaleItems} f set sold = greatest(0, f.sold - w.q)
      from wanted w
      where f.id = w.id
      returning f.id
    ),
    ${bumpPromotions}
    select (select count(*) from given) as given, version,
      pg_notify(${REFERENCE_CHANNEL}, 'promotions:' || version) as notified
    from bumped`);
  const [row] = rowsOf<{ version: number | string }>(result);
  return { kind: 'promotions', version: Number(row?.version ?? 0) };
}

/** The sale lines an order's details took (their snapshots' `flash_sale_item_id`). */
export function detailFlashLines(
  details: readonly { quantity: number; itemDetails: Record<string, unknown> }[],
): FlashLine[] {
  return details.flatMap((d) => {
    const id = d.itemDetails.flash_sale_item_id;
    return typeof id === 'number' && Number.isInteger(id)
      ? [{ saleItemId: id, quantity: d.quantity, name: '' }]
      : [];
  });
}
