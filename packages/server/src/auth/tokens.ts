/**
 * Bearer tokens: 32 random bytes (256 bits) as base64url, opaque; only their SHA-256 is stored
 * (`auth_tokens.token_hash`, looked up by ordering/owner.ts). Each sign-in issues a new token and
 * leaves the customer's other tokens (other devices) valid until they expire (30 days), are
 * revoked by logout, or are all revoked by a password reset.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { authTokens } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { hashToken } from '../ordering/owner.js';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

export async function issueToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return token;
}

export async function revokeToken(db: Database, token: string, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}

export async function revokeAllTokens(db: Database, userId: number, now: Date) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
