/**
 * Item search and category lists use an index (trigram GIN indexes for `ILIKE '%text%'` on the
 * name, the Arabic name and the tags; a GIN index on `category_ids` and a b-tree on
 * `category_id`). The demo catalogue is small enough for a sequential scan to be cheaper, so the
 * plans are read with sequential scans discouraged, as on a catalogue of real size, on both
 * databases.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueScope } from '../catalogue/scope.js';
import { categoryCondition, nameMatches, tagsMatch } from '../catalogue/queries.js';
import type { Database } from '../db/client.js';
import { openDatabase, type OpenDatabase } from '../db/open.js';
import { items, vehicles } from '../db/schema.js';
import { seedIfEmpty } from '../seed/index.js';
import { createTestPostgres, type TestPostgres } from '../testing/postgres.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let pglite: OpenDatabase;
let postgres: TestPostgres;
let onPostgres: OpenDatabase;
beforeAll(async () => {
  const seed = (db: Database) => seedIfEmpty(db);
  pglite = await openDatabase({ dataDir: 'memory://', seed });
  postgres = createTestPostgres(await freePort());
  postgres.start();
  onPostgres = await openDatabase({ databaseUrl: postgres.url, seed });
}, 120_000);
afterAll(async () => {
  await pglite?.close();
  await onPostgres?.close();
  postgres?.destroy();
});

/** The plan of `select id from items (or vehicles) where …`, sequential scans discouraged. */
async function planOf(
  db: Database,
  where: SQL | undefined,
  table: typeof items | typeof vehicles = items,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx.select({ id: table.id }).from(table).where(where).toSQL();
    const rows = await tx.execute<{ 'QUERY PLAN': string }>(
      sql.raw(`explain ${inline(query.sql, query.params)}`),
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: { 'QUERY PLAN': string }[] }).rows;
    return list.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** `$1`… replaced by literals (EXPLAIN of a query with its values). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

const scope = (locale: 'en' | 'ar') => ({ locale }) as CatalogueScope;

describe.each([
  ['PGlite', () => pglite.current()!],
  ['PostgreSQL', () => onPostgres.current()!],
])('item search and category lists use indexes on %s', (_name, database) => {
  const plan = (where: SQL | undefined) => planOf(database(), where);

  it('searches names, Arabic names and tags through the trigram indexes', async () => {
    const english = await plan(and(nameMatches(scope('en'), items, 'burger')));
    expect(english).toContain('items_name_trgm_idx');
    const arabic = await plan(nameMatches(scope('ar'), items, 'برجر'));
    expect(arabic).toContain('items_name_trgm_idx');
    expect(arabic).toContain('items_name_ar_trgm_idx');
    expect(await plan(tagsMatch('vegan'))).toContain('items_tags_trgm_idx');
  });

  it('searches vehicle names in English and Arabic, categories and brands through indexes', async () => {
    const vehiclePlan = (where: SQL | undefined) => planOf(database(), where, vehicles);
    expect(await vehiclePlan(nameMatches(scope('en'), vehicles, 'toyota'))).toContain(
      'vehicles_name_trgm_idx',
    );
    const arabic = await vehiclePlan(nameMatches(scope('ar'), vehicles, 'تويوتا'));
    expect(arabic).toContain('vehicles_name_trgm_idx');
    expect(arabic).toContain('vehicles_name_ar_trgm_idx');
    expect(await vehiclePlan(inArray(vehicles.categoryId, [1, 2]))).toContain(
      'vehicles_category_idx',
    );
    expect(await vehiclePlan(inArray(vehicles.brandId, [3]))).toContain('vehicles_brand_idx');
  });

  it('lists a category through the category indexes', async () => {
    const found = await plan(categoryCondition([3]));
    expect(found).toContain('items_category_idx');
    expect(found).toContain('items_category_ids_idx');
  });
});
