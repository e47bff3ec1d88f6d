/**
 * Whether a database has migrations to apply, asked before running Drizzle's migrator (issue 9:
 * start in a second). The migrator reads and hashes every migration file and sends five
 * statements even when nothing is pending: 30–50 ms of a start on a data folder that is up to
 * date. It applies each migration of the journal whose time (`when`) is later than the
 * `created_at` of the last one applied; so nothing is pending exactly when the last one applied
 * is at least as late as the journal's latest. This reads the journal alone and one row, and the
 * migrator runs as ever whenever anything may be pending (no migrations table yet, a journal
 * entry later than the last one applied, or any error here).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** The time (`when`, ms) of the journal's latest migration in `folder` (Drizzle's layout). */
export function latestMigrationTime(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries?: { when?: unknown }[];
  };
  const times = (journal.entries ?? []).map((entry) => Number(entry.when));
  if (times.length === 0 || times.some((time) => !Number.isFinite(time))) {
    throw new Error(`The migrations journal in ${folder} lists no valid migration times`);
  }
  return Math.max(...times);
}

/**
 * True unless the last migration applied to `db` (Drizzle's `drizzle.__drizzle_migrations`) is
 * at least as late as the latest in `folder`'s journal: then Drizzle's migrator would apply
 * nothing.
 */
export async function migrationsPending(db: Database, folder: string): Promise<boolean> {
  const latest = latestMigrationTime(folder);
  let result: unknown;
  try {
    result = await db.execute(
      // The migrator's own choice of the last one applied.
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
  } catch {
    // No migrations table yet (a new database), or anything else: the migrator decides.
    return true;
  }
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const applied = (rows[0] as { created_at: string | null } | undefined)?.created_at;
  return applied == null || Number(applied) < latest;
}
