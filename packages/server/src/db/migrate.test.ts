import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { latestMigrationTime, migrationsPending } from './migrate.js';
import { MIGRATIONS_FOLDER } from './open.js';
import { migratedDatabase } from '../testing/fixtures.js';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

const journalOf = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

const hasTable = async (db: Database, name: string) => {
  const result = await db.execute(sql`select to_regclass(${name}) is not null as found`);
  return (result as unknown as { rows: { found: boolean }[] }).rows[0]!.found;
};

describe('migrationsPending', () => {
  let later: string;
  let client: PGlite;
  let db: Database;

  beforeAll(async () => {
    ({ client, db } = await migratedDatabase());
    // The app's migrations and one more, later than the journal's latest.
    later = mkdtempSync(join(tmpdir(), 'storefront-migrate-'));
    cpSync(MIGRATIONS_FOLDER, later, { recursive: true });
    const journal = journalOf(MIGRATIONS_FOLDER);
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_later' });
    writeFileSync(join(later, 'meta', '_journal.json'), JSON.stringify(journal));
    writeFileSync(join(later, '9999_later.sql'), 'CREATE TABLE migrate_test_later (id integer);');
  });

  afterAll(async () => {
    await client.close();
    rmSync(later, { recursive: true, force: true });
  });

  it("reads the journal's latest time", () => {
    const times = journalOf(MIGRATIONS_FOLDER).entries.map((entry) => entry.when);
    expect(latestMigrationTime(MIGRATIONS_FOLDER)).toBe(Math.max(...times));
    expect(latestMigrationTime(later)).toBe(Math.max(...times) + 1);
  });

  it('is not pending on a migrated database', async () => {
    expect(await migrationsPending(db, MIGRATIONS_FOLDER)).toBe(false);
  });

  it('is pending when the journal lists a later migration, which the migrator then applies', async () => {
    expect(await migrationsPending(db, later)).toBe(true);
    await migrate(db, { migrationsFolder: later });
    expect(await hasTable(db, 'migrate_test_later')).toBe(true);
    expect(await migrationsPending(db, later)).toBe(false);
    expect(await migrationsPending(db, MIGRATIONS_FOLDER)).toBe(false);
  });

  it('is pending when the last one applied is older, or none is, or there is no table', async () => {
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await migrationsPending(db, later)).toBe(true);
    await db.execute(sql`delete from drizzle.__drizzle_migrations`);
    expect(await migrationsPending(db, MIGRATIONS_FOLDER)).toBe(true);
    await db.execute(sql`drop schema drizzle cascade`);
    expect(await migrationsPending(db, MIGRATIONS_FOLDER)).toBe(true);
  });

  it('refuses a journal without migrations', () => {
    const empty = mkdtempSync(join(tmpdir(), 'storefront-migrate-'));
    try {
      cpSync(join(MIGRATIONS_FOLDER, 'meta'), join(empty, 'meta'), { recursive: true });
      writeFileSync(join(empty, 'meta', '_journal.json'), '{"entries":[]}');
      expect(() => latestMigrationTime(empty)).toThrow(/no valid migration times/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
