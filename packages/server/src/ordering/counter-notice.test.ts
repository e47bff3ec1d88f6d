/**
 * The store counters' notification (ordering/counter-notice.ts): on PostgreSQL, the stores
 * counted within `COUNTER_NOTICE_MS` are named by one notification that another listener hears;
 * on PGlite (one server per data folder) nothing is sent. On the same cluster: the order details'
 * item snapshots are compressed with lz4 where PostgreSQL has it (drizzle/0022_order_snapshot_lz4.sql).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_CHANNEL } from '../cache/reference.js';
import { openDatabase, type OpenDatabase } from '../db/open.js';
import { countStatements } from '../db/statements.js';
import { freePort } from '../testing/both-databases.js';
import { createTestPostgres, type TestPostgres } from '../testing/postgres.js';
import { COUNTER_NOTICE_MS, noticeStoreCounted } from './counter-notice.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the store counters' notification, on PostgreSQL", () => {
  let postgres: TestPostgres;
  let database: OpenDatabase;
  beforeAll(async () => {
    postgres = createTestPostgres(await freePort());
    postgres.start();
    database = await openDatabase({ databaseUrl: postgres.url });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    postgres?.destroy();
  });

  it('names the stores counted together in one notification', async () => {
    const heard: string[] = [];
    let up: () => void = () => {};
    const listening = new Promise<void>((resolve) => (up = resolve));
    const stop = await database.listen(REFERENCE_CHANNEL, {
      notify: (payload) => heard.push(payload),
      live: (live) => live && up(),
    });
    await listening;
    const db = database.current()!;
    const { count } = await countStatements(async () => {
      noticeStoreCounted(db, 3);
      noticeStoreCounted(db, 1);
      noticeStoreCounted(db, 3);
      await pause(COUNTER_NOTICE_MS * 3);
    });
    await pause(100);
    expect(count).toBe(1);
    expect(heard).toEqual(['stores:rows:3,1']);

    noticeStoreCounted(db, 2);
    await pause(COUNTER_NOTICE_MS * 3 + 100);
    expect(heard).toEqual(['stores:rows:3,1', 'stores:rows:2']);
    await stop();
  });

  // Beside it on the same cluster: migration 0022 (PGlite has no lz4 and keeps pglz).
  it("compresses new order details' item snapshots with lz4 where PostgreSQL has it", async () => {
    const db = database.current()!;
    const rows = await db.execute<{ lz4: boolean; method: string }>(sql`
      select exists (select 1 from pg_settings where name = 'default_toast_compression'
          and 'lz4' = any(enumvals)) as lz4,
        (select attcompression::text from pg_attribute
          where attrelid = 'order_details'::regclass and attname = 'item_details') as method`);
    const { lz4, method } = (rows as unknown as { rows: { lz4: boolean; method: string }[] })
      .rows[0]!;
    expect(method).toBe(lz4 ? 'l' : '');
  });
});

describe("the store counters' notification, on PGlite", () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({});
  }, 120_000);
  afterAll(() => database?.close());

  it('sends nothing: no other server can share the data folder', async () => {
    const db = database.current()!;
    const { count } = await countStatements(async () => {
      noticeStoreCounted(db, 1);
      await pause(COUNTER_NOTICE_MS * 3);
    });
    expect(count).toBe(0);
  });
});
