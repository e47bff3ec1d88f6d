/**
 * The middleware that gives each API request its snapshot of the reference data
 * (`c.get('ref')`, see cache/reference.ts).
 */
import { createMiddleware } from 'hono/factory';
import type { ReferenceData } from '../cache/reference.js';
import type { AppEnv } from './env.js';
import { DatabaseUnavailableError } from './errors.js';

/** Reference data that cannot be read: any use answers 503 (the database is unavailable). */
const UNAVAILABLE = new Proxy({} as ReferenceData, {
  get() {
    throw new DatabaseUnavailableError();
  },
});

/**
 * The middleware that gives each API request its snapshot (`c.get('ref')`). While the database
 * is unavailable the request still runs (validation answers 4xx, unknown routes 404) and any use
 * of the reference data answers 503.
 */
export function referenceData() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get('deps');
    const db = deps.database.current();
    c.set('ref', db ? await deps.reference.snapshot(db) : UNAVAILABLE);
    await next();
  });
}
