/**
 * Failed password sign-ins slow down the next attempts; they never lock an account (the
 * `rate_limits` table, shared by every server on one PostgreSQL). Three counters, each over a
 * 15-minute window:
 *
 * - per account and client address (the identifier as typed, normalised, whether or not an
 *   account has it, and the address): strict, the 5th failure makes the pair wait 15 s, each
 *   further one twice as long, up to 15 minutes;
 * - per account across addresses: generous, from the 50th failure 1 s, doubling up to 30 s, so
 *   that nobody elsewhere can shut a customer out for long;
 * - per client address over any accounts: from the 20th failure 15 s, doubling up to 15 minutes.
 *
 * While a key waits, a password sign-in on it, the right password included, answers
 * 429 `login_block_time` 'Too many failed sign-in attempts. Please try again after …' with
 * `Retry-After` (the v1 API has no customer login limit; 429 is its throttle status); such a
 * refusal checks no password and counts nothing. A successful sign-in clears its pair. OTP and
 * social sign-in never read these counters.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { rateLimits } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { humanDuration, secondsUntil } from './duration.js';

export interface SlowDown {
  /** The failure (within the window) that brings the first wait; each further one doubles it. */
  after: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const WINDOW_MS = 15 * 60_000;

export const LOGIN_LIMITS = {
  pair: { after: 5, windowMs: WINDOW_MS, firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 },
  account: { after: 50, windowMs: WINDOW_MS, firstDelayMs: 1_000, maxDelayMs: 30_000 },
  address: { after: 20, windowMs: WINDOW_MS, firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 },
} as const satisfies Record<string, SlowDown>;

export type LoginLimit = keyof typeof LOGIN_LIMITS;

export type LoginKeys = Record<LoginLimit, string>;

export function loginKeys(identifier: string, address: string | null): LoginKeys {
  const from = address ?? 'unknown';
  return {
    pair: `login:pair:${identifier}|${from}`,
    account: `login:account:${identifier}`,
    address: `login:address:${from}`,
  };
}

/** The wait after the `failures`-th failure of a window (0 before the limit's `after`). */
export function delayAfter(limit: SlowDown, failures: number): number {
  const over = failures - limit.after;
  if (over < 0) return 0;
  return Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** Math.min(over, 30));
}

const limitOfKey = (keys: LoginKeys) =>
  new Map(Object.entries(keys).map(([limit, key]) => [key, LOGIN_LIMITS[limit as LoginLimit]]));

export class LoginSlowDownError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, [
      {
        code: 'login_block_time',
        message: `Too many failed sign-in attempts. Please try again after ${humanDuration(retryAfterSeconds)}`,
      },
    ]);
  }
}

/** Throws `LoginSlowDownError` (429) while any of the keys waits. */
export async function refuseWhenBlocked(db: Database, keys: LoginKeys, now: Date) {
  const rows = await db
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(inArray(rateLimits.key, Object.values(keys)));
  const until = rows
    .map((r) => r.blockedUntil)
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) throw new LoginSlowDownError(secondsUntil(until, now));
}

/** Counts one failure on every key, in one transaction (rows locked in key order). */
export async function recordLoginFailure(db: Database, keys: LoginKeys, now: Date) {
  const limits = limitOfKey(keys);
  const all = [...limits.keys()];
  await db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values(all.map((key) => ({ key, count: 0, windowStartedAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(rateLimits)
      .where(inArray(rateLimits.key, all))
      .orderBy(asc(rateLimits.key))
      .for('update');
    for (const row of rows) {
      const limit = limits.get(row.key)!;
      const fresh = row.windowStartedAt.getTime() + limit.windowMs <= now.getTime();
      const count = (fresh ? 0 : row.count) + 1;
      const delay = delayAfter(limit, count);
      await tx
        .update(rateLimits)
        .set({
          count,
          windowStartedAt: fresh ? now : row.windowStartedAt,
          blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
        })
        .where(eq(rateLimits.key, row.key));
    }
  });
}

/** A successful sign-in clears its (account, address) pair; the wider counters run out. */
export async function clearPairFailures(db: Database, keys: LoginKeys) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keys.pair));
}
