/**
 * The key the sandbox gateway signs its results with and the merchant callback verifies them
 * with (HMAC-SHA-256): `STOREFRONT_PAYMENT_SECRET` when set (at least 32 characters), otherwise 32
 * random bytes generated at the first start and kept with the server's data, in
 * `business_settings` under `payment_gateway_secret` (a key `/config` never reads): never in the
 * repository, never sent to a browser, the same for every server of one PostgreSQL, and kept
 * across restarts. Concurrent first starts agree (the insert does nothing when a row exists and
 * the stored value is read back).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { businessSettings } from '../db/schema.js';
import type { Database } from '../db/client.js';

export const PAYMENT_SECRET_KEY = 'payment_gateway_secret';
export const PAYMENT_SECRET_ENV = 'STOREFRONT_PAYMENT_SECRET';
const MIN_LENGTH = 32;

const cache = new WeakMap<Database, Promise<Buffer>>();

async function loadOrCreate(db: Database): Promise<Buffer> {
  const fromEnv = process.env[PAYMENT_SECRET_ENV];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH) {
      throw new Error(`${PAYMENT_SECRET_ENV} must be at least ${MIN_LENGTH} characters long.`);
    }
    return Buffer.from(fromEnv, 'utf8');
  }
  await db
    .insert(businessSettings)
    .values({ key: PAYMENT_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(eq(businessSettings.key, PAYMENT_SECRET_KEY));
  if (typeof row?.value !== 'string' || row.value.length < MIN_LENGTH) {
    throw new Error('The payment secret in business_settings is malformed.');
  }
  return Buffer.from(row.value, 'base64url');
}

/** The signing key (read once per database). */
export function paymentSecret(db: Database): Promise<Buffer> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}
