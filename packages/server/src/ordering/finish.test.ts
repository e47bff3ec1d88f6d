/**
 * The last statement of a placement (ordering/finish.ts) on PGlite: the store's counter and every
 * line's stock in one statement; a short line refuses the whole transaction with its name; values
 * are inlined safely (a variation type with quotes and dollar signs is only a missing variation).
 * On PostgreSQL, where the block commits with it, the races of concurrency.test.ts cover it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countStatements } from '../db/statements.js';
import { items, stores } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { ShortLine, takeSharedRows, type SharedRows } from './finish.js';
import type { StockLine } from './stock.js';
import { demoMarketplace, type Demo } from './testing.js';

let demo: Demo;
beforeAll(async () => {
  demo = await demoMarketplace();
}, 120_000);
afterAll(() => demo.close());

const line = (
  itemId: number,
  quantity: number,
  variationType: string | null = null,
): StockLine => ({
  itemType: 'Item',
  itemId,
  variationType,
  quantity,
  name: `item ${itemId} ${variationType ?? ''}`,
});
const item = async (id: number) => (await demo.db.select().from(items).where(eq(items.id, id)))[0]!;
const store = async (id: number) =>
  (await demo.db.select().from(stores).where(eq(stores.id, id)))[0]!;
const take = (rows: SharedRows) =>
  demo.db.transaction(async (tx) => {
    const db: Database = tx;
    return takeSharedRows(db, rows);
  });

describe('the shared rows of a placement, in its last statement', () => {
  it("moves the store's counter and takes every line's stock in one statement", async () => {
    const tomatoes = demo.item('local-tomatoes');
    const eggs = demo.item('farm-fresh-white-eggs');
    const [small, large] = eggs.variations;
    const storeId = tomatoes.storeId;
    const counted = (await store(storeId)).orderCount;
    const { result, count } = await countStatements(() =>
      take({
        storeId,
        stock: [line(eggs.id, 1, large!.type), line(tomatoes.id, 2), line(eggs.id, 2, small!.type)],
        flash: [],
      }),
    );
    // The block alone (PGlite's transaction sends no statement of its own through the ORM).
    expect(count).toBe(1);
    expect(result).toEqual([{ kind: 'stores', ids: [storeId] }]);
    expect((await store(storeId)).orderCount).toBe(counted + 1);
    expect((await item(tomatoes.id)).stock).toBe(tomatoes.stock - 2);
    const after = await item(eggs.id);
    expect(after.stock).toBe(eggs.stock - 3);
    expect(after.variations.map((v) => v.stock)).toEqual(
      eggs.variations.map((v) =>
        v.type === small!.type ? v.stock - 2 : v.type === large!.type ? v.stock - 1 : v.stock,
      ),
    );
  });

  it('refuses a short line by name, and nothing of the transaction is written', async () => {
    const mint = demo.item('fresh-mint-bunch');
    const dates = demo.item('medjool-dates');
    const storeId = mint.storeId;
    const counted = (await store(storeId)).orderCount;
    const before = { mint: (await item(mint.id)).stock, dates: await item(dates.id) };
    const short = line(dates.id, before.dates.stock + 1);
    await expect(take({ storeId, stock: [line(mint.id, 1), short], flash: [] })).rejects.toEqual(
      new ShortLine(short),
    );
    // A variation type that is no variation of the item (quotes and dollar quotes included) is
    // only a short line: the values are literals, never SQL.
    for (const type of ["x'; drop table items; --", '$storefront$ end; $$', 'a\\b']) {
      const odd = line(dates.id, 1, type);
      await expect(take({ storeId, stock: [odd], flash: [] })).rejects.toEqual(new ShortLine(odd));
    }
    expect((await store(storeId)).orderCount).toBe(counted);
    expect((await item(mint.id)).stock).toBe(before.mint);
    expect(await item(dates.id)).toMatchObject({
      stock: before.dates.stock,
      variations: before.dates.variations,
    });
  });
});
