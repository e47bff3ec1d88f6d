/**
 * Stock taken by an order and given back by its cancellation (reference §6.1: stock modules
 * only; food has none).
 *
 * Taking is one conditional update per item (and per variation): it succeeds only while enough
 * remains (`stock >= quantity`, and for a variation the variation's own stock too), so two
 * customers racing for the last unit never both get it, on PGlite and on PostgreSQL alike (on
 * PostgreSQL the second update waits for the first row lock and re-reads the row). An item's
 * `stock` is the sum of its variations' stock, so a variation line takes from both.
 *
 * Updates go in a fixed order (table, id, variation) so that concurrent orders lock rows in the
 * same order and never deadlock.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { itemCampaigns, items } from '../db/schema.js';
import type { Database } from '../db/client.js';

export interface StockLine {
  itemType: 'Item' | 'ItemCampaign';
  itemId: number;
  /** The variation's `type`, or null for the item's own stock. */
  variationType: string | null;
  quantity: number;
  name: string;
}

const key = (l: StockLine) => `${l.itemType}:${l.itemId}:${l.variationType ?? ''}`;

/** Lines of the same item and variation added up, in lock order. */
export function groupStockLines(lines: readonly StockLine[]): StockLine[] {
  const grouped = new Map<string, StockLine>();
  for (const line of lines) {
    const existing = grouped.get(key(line));
    grouped.set(
      key(line),
      existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line },
    );
  }
  return [...grouped.values()].sort(
    (a, b) =>
      a.itemType.localeCompare(b.itemType) ||
      a.itemId - b.itemId ||
      (a.variationType ?? '').localeCompare(b.variationType ?? ''),
  );
}

/** `variations` with `delta` added to the stock of the variation of type `type`. */
function variationsPlus(
  table: typeof items | typeof itemCampaigns,
  type: string,
  delta: number,
): SQL {
  return sql`(select coalesce(jsonb_agg(case when v.e ->> 'type' = ${type}
      then jsonb_set(v.e, '{stock}', to_jsonb(coalesce((v.e ->> 'stock')::numeric, 0)::int + ${delta}::int))
      else v.e end order by v.n), '[]'::jsonb)
    from jsonb_array_elements(${table.variations}) with ordinality as v(e, n))`;
}

/** The variation of type `type` has at least `quantity` in stock. */
function variationHas(
  table: typeof items | typeof itemCampaigns,
  type: string,
  quantity: number,
): SQL {
  return sql`exists (select 1 from jsonb_array_elements(${table.variations}) as v(e)
    where v.e ->> 'type' = ${type} and coalesce((v.e ->> 'stock')::numeric, 0) >= ${quantity})`;
}

const tableOf = (line: StockLine) => (line.itemType === 'Item' ? items : itemCampaigns);

/**
 * The conditional update that takes `line`'s quantity (no row when too little is left): used by
 * `takeStock` and by the last statement of a placement (ordering/finish.ts).
 */
export function takeStockUpdate(db: Database, line: StockLine) {
  const table = tableOf(line);
  const q = line.quantity;
  return db
    .update(table)
    .set(
      line.variationType === null
        ? { stock: sql`${table.stock} - ${q}` }
        : {
            stock: sql`${table.stock} - ${q}`,
            variations: variationsPlus(table, line.variationType, -q),
          },
    )
    .where(
      and(
        eq(table.id, line.itemId),
        gte(table.stock, q),
        line.variationType === null ? undefined : variationHas(table, line.variationType, q),
      ),
    );
}

/**
 * Takes every line's quantity, in lock order; returns the first line that is short (nothing is
 * taken for it; the caller rolls the transaction back), or null when all were taken.
 */
export async function takeStock(
  db: Database,
  lines: readonly StockLine[],
): Promise<StockLine | null> {
  for (const line of groupStockLines(lines)) {
    const taken = await takeStockUpdate(db, line).returning({ id: tableOf(line).id });
    if (taken.length === 0) return line;
  }
  return null;
}

/** Gives every line's quantity back (an order canceled); missing items are skipped. */
export async function restoreStock(db: Database, lines: readonly StockLine[]): Promise<void> {
  for (const line of groupStockLines(lines)) {
    const table = tableOf(line);
    const q = line.quantity;
    await db
      .update(table)
      .set(
        line.variationType === null
          ? { stock: sql`${table.stock} + ${q}` }
          : {
              stock: sql`${table.stock} + ${q}`,
              variations: variationsPlus(table, line.variationType, q),
            },
      )
      .where(eq(table.id, line.itemId));
  }
}
