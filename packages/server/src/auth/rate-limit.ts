/**
 * Failed password sign-ins, limited per account and per client address (the `rate_limits`
 * table): 5 failures within 15 minutes for one account (the identifier as typed, normalised,
 * whether or not an account has it), or 20 from one address, block that key for 15 minutes.
 * While a key is blocked every password sign-in on it, the right password included, answers 429
 * `login_block_time` 'Too many failed sign-in attempts. Please try again after …' (the v1 API
 * has no customer login limit; 429 is its throttle status). A successful sign-in clears the
 * account's count.
 */
import { eq, inArray } from 'drizzle-orm';
import { rateLimits } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { humanDuration, secondsUntil } from './duration.js';

export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
  address: { max: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 },
} as const;

export interface LoginKeys {
  account: string;
  address: string;
}

export function loginKeys(identifier: string, address: string | null): LoginKeys {
  return {
    account: `login:account:${identifier}`,
    address: `login:address:${address ?? 'unknown'}`,
  };
}

/** Throws 429 when either key is blocked. */
export async function refuseWhenBlocked(db: Database, keys: LoginKeys, now: Date) {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, [keys.account, keys.address]));
  const until = rows
    .map((r) => r.blockedUntil)
    .filter((d): d is Date => d !== null && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (until) {
    throw new ApiError(429, [
      {
        code: 'login_block_time',
        message: `Too many failed sign-in attempts. Please try again after ${humanDuration(secondsUntil(until, now))}`,
      },
    ]);
  }
}

async function countFailure(
  db: Database,
  key: string,
  limit: { max: number; windowMs: number; blockMs: number },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values({ key, count: 0, windowStartedAt: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
    if (!row) return;
    const fresh = row.windowStartedAt.getTime() + limit.windowMs <= now.getTime();
    const count = (fresh ? 0 : row.count) + 1;
    const blocked = count >= limit.max;
    await tx
      .update(rateLimits)
      .set({
        count: blocked ? 0 : count,
        windowStartedAt: fresh || blocked ? now : row.windowStartedAt,
        blockedUntil: blocked ? new Date(now.getTime() + limit.blockMs) : row.blockedUntil,
      })
      .where(eq(rateLimits.key, key));
  });
}

export async function recordLoginFailure(db: Database, keys: LoginKeys, now: Date) {
  await countFailure(db, keys.account, LOGIN_LIMITS.account, now);
  await countFailure(db, keys.address, LOGIN_LIMITS.address, now);
}

export async function clearAccountFailures(db: Database, keys: LoginKeys) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keys.account));
}
