/**
 * Password hashing with scrypt (node:crypto) at the currently recommended cost (N=2^17, r=8,
 * p=1: OWASP's scrypt setting), stored as `scrypt$N$r$p$saltBase64$hashBase64`; and the policy for
 * new passwords: at least 8 characters (the v1 API's sign-up and reset rule; the web form's own
 * check says 6, the server's 403 message then explains), at most 128, never one of the most common
 * passwords.
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

/**
 * The cost of new hashes. Test servers only (both `NODE_ENV=test` and
 * `STOREFRONT_TEST_PASSWORD_COST=low`, as tests/support/server.ts starts them) hash at N=2^10, so
 * that suites signing up and in hundreds of times do not spend minutes in scrypt. Verification
 * reads N from each stored hash, so it is the same code either way.
 */
export function costOfNewHashes(): number {
  const low =
    process.env.NODE_ENV === 'test' && process.env.STOREFRONT_TEST_PASSWORD_COST === 'low';
  return low ? 1024 : N;
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const n = costOfNewHashes();
  const key = await derive(plain, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: MAX_MEMORY });
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
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

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The most common passwords of public breach lists (lower case). A password equal to one of them,
 * ignoring case, is refused: they are the first ones any guessing attack tries.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '123456789',
  '12345678',
  'password',
  'qwerty123',
  'qwerty1',
  '111111',
  '12345',
  'secret',
  '123123',
  '1234567890',
  '1234567',
  '000000',
  'qwerty',
  'abc123',
  'password1',
  'iloveyou',
  '11111111',
  'dragon',
  'monkey',
  '123123123',
  '123321',
  'qwertyuiop',
  '00000000',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'welcome',
  'welcome1',
  'welcome123',
  'admin',
  'admin123',
  'administrator',
  'letmein',
  'letmein1',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'starwars',
  'whatever',
  'trustno1',
  'shadow',
  'master',
  'superman',
  'batman',
  'michael',
  'jennifer',
  'hunter2',
  'charlie',
  'jordan23',
  'computer',
  'freedom',
  'asdfghjkl',
  'asdfasdf',
  'zxcvbnm',
  'zxcvbnm123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'qazwsx',
  'qazwsxedc',
  '1qaz2wsx',
  '987654321',
  '87654321',
  '7777777',
  '88888888',
  '99999999',
  '55555555',
  '66666666',
  '12341234',
  '11223344',
  '112233',
  '121212',
  '654321',
  'aaaaaaaa',
  'abcdefgh',
  'abcd1234',
  'abc12345',
  'a1b2c3d4',
  'changeme',
  'default',
  'login123',
  'mypassword',
  'pass1234',
  'passport',
  'access',
  'access14',
  'killer',
  'mustang',
  'lovely',
  'loveme',
  'iloveyou1',
  'samsung',
  'google',
  'internet',
  'test1234',
  'testtest',
  'qwe123',
  'qwer1234',
  'zaq12wsx',
  '1234qwer',
  'storefront',
]);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(plain: string): string | null {
  if (plain.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (plain.length > PASSWORD_MAX_LENGTH) {
    return `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`;
  }
  if (COMMON_PASSWORDS.has(plain.toLowerCase())) {
    return 'This password is too common. Please choose a less predictable one.';
  }
  return null;
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one verification when there is no account to check against, so that a
 * sign-in for a missing account takes as long as one with a wrong password.
 */
export async function verifyAgainstNothing(plain: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password');
  await verifyPassword(plain, await dummyHash);
  return false;
}
