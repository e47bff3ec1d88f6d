/**
 * The items' revision trigger fires only for updates that set a static column
 * (drizzle/0021_items_revision_static_columns.sql), so that an order's stock update does not pay
 * for it: its column list must be every column of `items` but the dynamic ones that its function
 * leaves out of the comparison. A column added to `items` and not to the trigger fails here.
 * catalogue/item-cache.test.ts checks the revisions themselves.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../db/schema.js';
import { demoMarketplace, type Demo } from './testing.js';

let demo: Demo;
beforeAll(async () => {
  demo = await demoMarketplace();
}, 120_000);
afterAll(() => demo.close());

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe("the items' revision trigger", () => {
  it('lists every column but the ones its function leaves out of the comparison', async () => {
    const fired = rowsOf<{ name: string }>(
      await demo.db.execute(sql`
        select a.attname as name from pg_trigger t
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
        where t.tgrelid = 'items'::regclass and t.tgname = 'items_revision'`),
    ).map((r) => r.name);
    const source = rowsOf<{ source: string }>(
      await demo.db.execute(
        sql`select prosrc as source from pg_proc where proname = 'items_revision'`,
      ),
    )[0]!.source;
    const dynamic = [.../ARRAY\[([^\]]*)\]/.exec(source)![1]!.matchAll(/'([a-z_]+)'/g)].map(
      (m) => m[1]!,
    );
    expect(dynamic).toContain('stock');
    const columns = Object.values(getTableColumns(items)).map((column) => column.name);
    expect(dynamic.every((name) => columns.includes(name))).toBe(true);
    expect([...fired].sort()).toEqual(columns.filter((name) => !dynamic.includes(name)).sort());
  });
});
