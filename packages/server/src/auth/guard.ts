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

/** The client's address (the socket's; in-process requests without one share `null`). */
export function clientAddress(c: AppContext): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}
