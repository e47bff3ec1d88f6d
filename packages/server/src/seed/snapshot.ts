/**
 * A seeded database made at build time (`npm run build` runs `scripts/seed-snapshot.mjs`), so a
 * fresh PGlite data folder starts in about a second instead of running initdb, the migrations and
 * the demo seed (several seconds).
 *
 * - `writeSeedSnapshot()` migrates and seeds an in-memory PGlite and dumps its data folder
 *   (gzipped tarball) beside a small description: when it was seeded and which migrations and
 *   seed it holds. It also unpacks the tarball once into a data folder (`pglite/`), which a fresh
 *   folder on disk starts as a plain file copy of (db/open.ts `copyDataFolder`): PGlite unpacking
 *   the 46 MB tarball into its file system took longer than the rest of the start together.
 * - `readSeedSnapshot()` answers that tarball (and the folder, when it is there) for a fresh
 *   folder when it matches this build (the same migrations, the same seed sources); anything else
 *   answers null and the server migrates and seeds as before.
 * - The demo's dates are relative to the seed date (campaign and coupon windows, "new" stores):
 *   `shiftSeedDates()` moves every date and timestamp by the whole days between the snapshot's
 *   seed date and now, so a restored database is the one a seed today would make.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import type { Database } from '../db/client.js';
import { MIGRATIONS_FOLDER, pgliteOptions } from '../db/open.js';
import { isFreshFolder } from '../db/pglite-client.js';

/** Where the build leaves the snapshot (two levels above src/seed and dist/seed alike). */
export const SNAPSHOT_DIR = fileURLToPath(new URL('../../.seed-snapshot', import.meta.url));
const TARBALL = 'pglite.tar.gz';
const FOLDER = 'pglite';
const DESCRIPTION = 'snapshot.json';
/** The seed's sources: a change to any of them makes a new snapshot necessary. */
const SEED_SOURCES = fileURLToPath(new URL('.', import.meta.url));

interface Description {
  seededAt: string;
  /** The migrations and seed sources it was made from. */
  fingerprint: string;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    })
    .sort();
}

/** A hash of the migrations and of the seed's own files (data, rows, images). */
export function seedFingerprint(): string {
  const hash = createHash('sha256');
  for (const folder of [MIGRATIONS_FOLDER, SEED_SOURCES]) {
    for (const file of filesUnder(folder)) {
      if (file.endsWith('.test.ts') || file.endsWith('.map')) continue;
      hash.update(file.slice(folder.length)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Migrates and seeds a database in memory and writes its snapshot; answers the folder. */
export async function writeSeedSnapshot(now = new Date(), folder = SNAPSHOT_DIR): Promise<string> {
  const client = new PGlite(pgliteOptions());
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // The seed's data modules load only here, not with the server (a start reads this module).
    const { seedIfEmpty } = await import('./index.js');
    await seedIfEmpty(db, { now });
    const tarball = await client.dumpDataDir('gzip');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, TARBALL), Buffer.from(await tarball.arrayBuffer()));
    await unpack(tarball, join(folder, FOLDER));
    const description: Description = {
      seededAt: now.toISOString(),
      fingerprint: seedFingerprint(),
    };
    writeFileSync(join(folder, DESCRIPTION), `${JSON.stringify(description, null, 2)}\n`);
    return folder;
  } finally {
    await client.close();
  }
}

/** The tarball as a data folder on disk, written by PGlite itself (then closed cleanly). */
async function unpack(tarball: Blob, dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const client = new PGlite(dataDir, pgliteOptions({ loadDataDir: tarball }));
  try {
    await client.waitReady;
    await client.query('CHECKPOINT');
  } finally {
    await client.close();
  }
}

export { isFreshFolder };

export interface SeedSnapshot {
  tarball: Blob;
  /** The same database unpacked into a data folder, when the build left one. */
  folder: string | null;
  seededAt: Date;
}

/** The build's snapshot when it matches this build's migrations and seed, else null. */
export function readSeedSnapshot(folder = SNAPSHOT_DIR): SeedSnapshot | null {
  try {
    const description = JSON.parse(readFileSync(join(folder, DESCRIPTION), 'utf8')) as Description;
    if (description.fingerprint !== seedFingerprint()) return null;
    const seededAt = new Date(description.seededAt);
    if (Number.isNaN(seededAt.getTime())) return null;
    const unpacked = join(folder, FOLDER);
    return {
      tarball: new Blob([readFileSync(join(folder, TARBALL))]),
      folder: existsSync(join(unpacked, 'PG_VERSION')) ? unpacked : null,
      seededAt,
    };
  } catch {
    return null;
  }
}

const DAY_MS = 86_400_000;

/** Whole days from the snapshot's seed date to `now` (UTC calendar days). */
export function daysSince(seededAt: Date, now: Date): number {
  const day = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  return day(now) - day(seededAt);
}

/** Moves every date and timestamp of the public schema by `days` (see the module notes). */
export async function shiftSeedDates(db: Database, days: number): Promise<void> {
  if (days === 0) return;
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
    order by table_name, column_name`);
  const rows = Array.isArray(columns)
    ? columns
    : (columns as { rows: { table_name: string; column_name: string }[] }).rows;
  await db.transaction(async (tx) => {
    for (const { table_name: table, column_name: column } of rows) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} + make_interval(days => ${days})`,
      );
    }
  });
}
