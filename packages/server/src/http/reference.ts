/**
 * The middleware that gives each API request its snapshot of the reference data
 * (`c.get('ref')`, see cache/reference.ts).
 */
import { createMiddleware } from 'hono/factory';
import type { ReferenceData } from '../cache/reference.js';
import type { AppContext, AppEnv } from './env.js';
import { DatabaseUnavailableError } from './errors.js';

/** Reference data that cannot be read: any use answers 503 (the database is unavailable). */
const UNAVAILABLE = new Proxy({} as ReferenceData, {
  get() {
    throw new DatabaseUnavailableError();
  },
});

export interface ReferenceDataOptions {
  /**
   * The paths whose routes read only the first part of the reference data (cache/reference.ts
   * FIRST_PART: settings, zones and modules, the rental prices' bounds). Their requests are
   * given that part as soon as it is read, without waiting for the larger kinds (a start's first
   * `GET /config`; issue 9). Any other path gets the whole snapshot.
   */
  firstPart?: readonly string[];
}

/**
 * The middleware that gives each API request its snapshot (`c.get('ref')`). While the database
 * is unavailable the request still runs (validation answers 4xx, unknown routes 404) and any use
 * of the reference data answers 503.
 */
export function referenceData(options: ReferenceDataOptions = {}) {
  const firstPart = new Set(options.firstPart);
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get('deps');
    const db = deps.database.current();
    const part = firstPart.has(c.req.path) ? 'first' : 'whole';
    c.set('ref', db ? await deps.reference.snapshot(db, part) : UNAVAILABLE);
    await next();
  });
}

/**
 * The whole snapshot, for a route of the first part that needs more in some cases (`/config`
 * with a single active module counts its stores and items): the request's own when it is
 * whole, else the cache's (waiting for the rest of the load).
 */
export async function wholeReference(c: AppContext): Promise<ReferenceData> {
  const ref = c.get('ref');
  if (ref.whole) return ref;
  const deps = c.get('deps');
  const db = deps.database.current();
  if (!db) throw new DatabaseUnavailableError();
  return deps.reference.snapshot(db);
}
