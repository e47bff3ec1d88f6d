/**
 * `auth:api` (reference §3): the customer of a valid bearer token (not revoked, not expired, an
 * active account), else 401 `{"errors":[{"code":"auth-001","message":"Unauthenticated."}]}`.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { type AppContext, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { bearerToken, customerOfToken } from '../ordering/owner.js';

export const UNAUTHENTICATED = { code: 'auth-001', message: 'Unauthenticated.' } as const;

export async function requireCustomer(c: AppContext): Promise<{ userId: number; token: string }> {
  const token = bearerToken(c.req.header('Authorization'));
  if (token === null) fail(401, UNAUTHENTICATED.code, UNAUTHENTICATED.message);
  const userId = await customerOfToken(getDb(c), token, new Date(c.get('deps').clock.now()));
  if (userId === null) fail(401, UNAUTHENTICATED.code, UNAUTHENTICATED.message);
  return { userId, token };
}

/**
 * The client's address: the socket's (in-process requests without one share `null`), or, when
 * the server runs behind one trusted reverse proxy (`trustProxy`, TRUST_PROXY=1), the last entry
 * of X-Forwarded-For, the one that proxy appended. Never trust the header without a proxy that
 * sets it: a client could then name any address.
 */
export function clientAddress(c: AppContext): string | null {
  if (c.get('deps').trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** TRUST_PROXY=1 (or true/on/yes): one trusted reverse proxy sets X-Forwarded-For. */
export function trustProxyFromEnv(env: Record<string, string | undefined>): boolean {
  return ['1', 'true', 'on', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());
}
