import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../db/statements.js';
import { items } from '../db/schema.js';
import { demoMarketplace, type Demo } from '../ordering/testing.js';
import { completeItems, itemDynamic } from './item-cache.js';

describe('items in memory by revision', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await demoMarketplace();
  }, 120_000);
  afterAll(() => demo.close());

  const read = (id: number) =>
    demo.db
      .select(itemDynamic)
      .from(items)
      .where(eq(items.id, id))
      .then((rows) => rows[0]!);

  it('keeps the revision when only stock, variations, ratings or status change', async () => {
    const id = demo.itemRows[0]!.id;
    const before = await read(id);
    await demo.db
      .update(items)
      .set({
        stock: sql`${items.stock} + 1`,
        orderCount: 7,
        avgRating: 4.5,
        ratingCount: 2,
        rating: [0, 0, 0, 1, 1],
        status: true,
        variations: [],
      })
      .where(eq(items.id, id));
    expect((await read(id)).revision).toBe(before.revision);
  });

  it('takes a new revision when any other column changes, whoever changes it', async () => {
    const id = demo.itemRows[0]!.id;
    const before = await read(id);
    await demo.db.execute(sql`update items set description = 'changed by hand' where id = ${id}`);
    expect((await read(id)).revision).toBeGreaterThan(before.revision);
  });

  it('reads static columns once, then only on a new revision, and always the dynamic ones', async () => {
    const id = demo.itemRows[1]!.id;
    const first = await countStatements(async () => completeItems(demo.db, [await read(id)]));
    expect(first.count).toBe(2);
    const again = await countStatements(async () => completeItems(demo.db, [await read(id)]));
    expect(again.count).toBe(1);

    await demo.db.update(items).set({ stock: 3 }).where(eq(items.id, id));
    const [stocked] = await completeItems(demo.db, [await read(id)]);
    expect(stocked!.stock).toBe(3);

    await demo.db.update(items).set({ name: 'Renamed' }).where(eq(items.id, id));
    const renamed = await countStatements(async () => completeItems(demo.db, [await read(id)]));
    expect(renamed.count).toBe(2);
    expect(renamed.result[0]!.name).toBe('Renamed');
    expect(renamed.result[0]!.stock).toBe(3);
  });

  it('leaves out an item deleted between the two reads', async () => {
    const gone = { ...(await read(demo.itemRows[2]!.id)), id: 987_654, revision: -1 };
    expect(await completeItems(demo.db, [gone])).toEqual([]);
  });
});
