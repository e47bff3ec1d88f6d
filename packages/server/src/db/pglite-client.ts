/**
 * The embedded database's client as the server opens it, in a module of its own: PGlite and its
 * extensions without Drizzle, the schema or the routes, so that a start begins opening a data
 * folder before it loads the rest of the server (start.ts; issue 9: start in a second).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export { PGlite };

/** Every PGlite of ours loads the extensions the migrations create (pg_trgm for search). */
export function pgliteOptions(extra: PGliteOptions = {}): PGliteOptions {
  return { ...extra, extensions: { pg_trgm, ...extra.extensions } };
}

/** A folder that PGlite would have to initialise: no database in it yet (no `PG_VERSION`). */
export function isFreshFolder(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
