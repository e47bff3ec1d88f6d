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

/**
 * PostgreSQL's shared buffers in PGlite. Postgres clears its whole shared memory as it starts
 * (Emscripten's `mmap` sets it to zero with `memset`, in WebAssembly at baseline speed: about
 * 4.5 ms a megabyte, 0.1 s of a start at the default 128 MB), and the buffers are most of it: at
 * 8 MB the shared memory is 15 MB, at 16 MB 24 MB. The demo marketplace is about 30 MB on disk
 * and a request reads a small part of it; a page not in the buffers is read from the data
 * folder's file, which the operating system keeps in memory (issue 9: start in a second; the
 * bench's item details and search rows measured alike at 8, 16 and 32 MB).
 */
export const PGLITE_SHARED_BUFFERS = '8MB';

/**
 * Every PGlite of ours loads the extensions the migrations create (pg_trgm for search) and
 * starts with PGlite's own parameters and our shared buffers.
 */
export function pgliteOptions(extra: PGliteOptions = {}): PGliteOptions {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...extra,
    extensions: { pg_trgm, ...extra.extensions },
  };
}

/** A folder that PGlite would have to initialise: no database in it yet (no `PG_VERSION`). */
export function isFreshFolder(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
