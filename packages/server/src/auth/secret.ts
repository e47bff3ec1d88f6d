/**
 * The server secret that keys the OTP hashes (HMAC-SHA-256): 32 random bytes generated at first
 * use and kept in `business_settings` under `auth_otp_secret` (a key `/config` never reads), so
 * that it lives with the data, never in the repository, and survives restarts. Concurrent first
 * starts agree: the insert does nothing when a row exists and the stored value is read back.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { businessSettings } from '../db/schema.js';
import type { Database } from '../db/client.js';

export const SECRET_KEY = 'auth_otp_secret';

const cache = new WeakMap<Database, Promise<Buffer>>();

async function loadOrCreate(db: Database): Promise<Buffer> {
  await db
    .insert(businessSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(eq(businessSettings.key, SECRET_KEY));
  if (typeof row?.value !== 'string' || row.value.length < 32) {
    throw new Error('The OTP secret in business_settings is malformed.');
  }
  return Buffer.from(row.value, 'base64url');
}

/** The secret (read once per database). */
export function serverSecret(db: Database): Promise<Buffer> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}
