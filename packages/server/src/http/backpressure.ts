/**
 * Backpressure on the embedded database (PGlite has one connection: its queries run one at a
 * time): at most `limit` API requests are in flight; one more is answered at once with 503, a
 * `Retry-After` and the error body, instead of waiting seconds in a queue. PostgreSQL has a pool
 * and servers side by side, so there the limit is off by default.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.js';
import { errorBody } from './errors.js';

/** Requests in flight on the embedded database by default (above the bench's 50 connections). */
export const DEFAULT_MAX_IN_FLIGHT = 64;
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export function backpressure(limit: number | null) {
  let inFlight = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (limit === null) return next();
    if (inFlight >= limit) {
      c.header('Retry-After', '1');
      return c.json(errorBody('busy', BUSY_MESSAGE), 503);
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  });
}
