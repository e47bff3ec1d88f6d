/**
 * Who is asking (reference §2 'Guest mechanism', `apiGuestCheck`): a signed-in customer, by a
 * valid bearer token, or a guest, by a `guest_id` that the server issued (`auth/guest/request`).
 * Neither → 401 `{"errors":[{"code":"auth-001","message":"Unauthorized."}]}` (the v1 API answers
 * `{"errors":"Unauthorized"}`; clients tolerate both).
 *
 * Tokens are opaque: the `auth_tokens` table keeps the SHA-256 (hex) of the bearer value, and a
 * token counts while it is neither revoked nor expired and its customer is active. A token that
 * is sent but not valid does not fall back to a guest: without a `guest_id` it is a 401, which
 * the client takes as an expired session. `Authorization: Bearer null` counts as no token, as
 * the v1 API's middleware reads it.
 *
 * Every cart line, order and address is checked against its owner: another owner's row answers
 * 404, never its data.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { authTokens, guests, users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';

export type Owner = { kind: 'customer'; userId: number } | { kind: 'guest'; guestId: string };

export const UNAUTHORIZED = { code: 'auth-001', message: 'Unauthorized.' } as const;

/** The hex SHA-256 of a bearer token: what `auth_tokens.token_hash` stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The bearer value of an `Authorization` header, or null (absent, empty, `Bearer null`). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

/** The active customer of a valid token, or null. */
export async function customerOfToken(
  db: Database,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        eq(users.status, true),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** How many guest ids a process remembers as issued, per database (the oldest forgotten first). */
export const KNOWN_GUESTS = 10_000;

/** Guest ids seen in each database: a guest row is never deleted, so a seen id stays valid. */
const knownGuests = new WeakMap<Database, Set<string>>();

/**
 * Whether the guest id was issued by this server (any server of the database). An id once found
 * is remembered (guest rows are never deleted): a guest's cart reads and writes and its
 * placement do not read the `guests` table again.
 */
export async function guestExists(db: Database, guestId: string): Promise<boolean> {
  let known = knownGuests.get(db);
  if (known?.has(guestId)) return true;
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  if (row === undefined) return false;
  if (!known) knownGuests.set(db, (known = new Set()));
  if (known.size >= KNOWN_GUESTS) known.delete(known.values().next().value!);
  known.add(guestId);
  return true;
}

/** A `guest_id` value as sent (a string of at most 64 characters), else null. */
export function guestIdOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id !== '' && id.length <= 64 ? id : null;
}

/**
 * The owner of the request: the token's customer, else the guest of `guest_id` (from the body,
 * else the query), else 401.
 */
export async function resolveOwner(c: AppContext, body?: unknown): Promise<Owner> {
  const db = getDb(c);
  const token = bearerToken(c.req.header('Authorization'));
  if (token !== null) {
    const userId = await customerOfToken(db, token, new Date(c.get('deps').clock.now()));
    if (userId !== null) return { kind: 'customer', userId };
  }
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? guestIdOf((body as Record<string, unknown>).guest_id)
      : null;
  const guestId = fromBody ?? guestIdOf(c.req.query('guest_id'));
  if (guestId !== null && (await guestExists(db, guestId))) return { kind: 'guest', guestId };
  fail(401, UNAUTHORIZED.code, UNAUTHORIZED.message);
}

/** `user:<id>` or `guest:<id>`: the owner in idempotency keys and logs. */
export function ownerKey(owner: Owner): string {
  return owner.kind === 'customer' ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

/** The owner columns of a new row. */
export function ownerColumns(owner: Owner): { userId: number | null; guestId: string | null } {
  return owner.kind === 'customer'
    ? { userId: owner.userId, guestId: null }
    : { userId: null, guestId: owner.guestId };
}

/** The condition "the row belongs to `owner`" on a table with `user_id` and `guest_id`. */
export function ownedBy(table: { userId: PgColumn; guestId: PgColumn }, owner: Owner): SQL {
  return owner.kind === 'customer'
    ? eq(table.userId, owner.userId)
    : eq(table.guestId, owner.guestId);
}

/** The v1 API's `user_id` of an owned row: the customer id, or the guest id. */
export function ownerId(owner: Owner): number | string {
  return owner.kind === 'customer' ? owner.userId : owner.guestId;
}
