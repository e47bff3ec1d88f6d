/**
 * Password hashing with scrypt (node:crypto), stored as
 * `scrypt$N$r$p$saltBase64$hashBase64`. Lives here until the auth issue moves it.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 131072; // 2^17
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** scrypt needs 128 · N · r bytes (128 MiB here); allow twice that. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(
  plain: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether `plain` matches a stored hash. Malformed hashes and parameters outside
 * sane bounds (which could be used to exhaust memory or time) never match.
 */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const n = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const powerOfTwo = Number.isInteger(n) && n >= 2 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > 2 ** 20 || !Number.isInteger(r) || r < 1 || r > 16) return false;
  if (!Number.isInteger(p) || p < 1 || p > 4 || 128 * n * r > MAX_MEMORY) return false;
  if (!BASE64.test(saltText) || !BASE64.test(hashText)) return false;
  const salt = Buffer.from(saltText, 'base64');
  const expected = Buffer.from(hashText, 'base64');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  const actual = await derive(plain, salt, expected.length, { N: n, r, p, maxmem: MAX_MEMORY });
  return timingSafeEqual(actual, expected);
}
