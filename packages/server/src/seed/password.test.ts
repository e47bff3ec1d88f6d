import { afterEach, describe, expect, it, vi } from 'vitest';
import { costOfNewHashes } from '../auth/password.js';
import { hashPassword, verifyPassword } from './password.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    vi.stubEnv('STOREFRONT_TEST_PASSWORD_COST', undefined);
    const hash = await hashPassword('Demo@12345');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect(scheme).toBe('scrypt');
    expect([n, r, p]).toEqual(['131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('hashes at N=2^10 only for test servers: NODE_ENV=test and STOREFRONT_TEST_PASSWORD_COST=low', () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('STOREFRONT_TEST_PASSWORD_COST', 'low');
    expect(costOfNewHashes()).toBe(1024);
    vi.stubEnv('NODE_ENV', 'production');
    expect(costOfNewHashes()).toBe(131072);
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('STOREFRONT_TEST_PASSWORD_COST', 'high');
    expect(costOfNewHashes()).toBe(131072);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(await verifyPassword('Demo@12345', hash)).toBe(true);
    expect(await verifyPassword('Demo@1234', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('rejects malformed or tampered hashes without throwing', async () => {
    const hash = await hashPassword('secret');
    const parts = hash.split('$');
    const withParts = (i: number, value: string) =>
      parts.map((p, j) => (j === i ? value : p)).join('$');
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret', withParts(0, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('secret', withParts(1, '1000'))).toBe(false); // not a power of two
    expect(await verifyPassword('secret', withParts(1, String(2 ** 24)))).toBe(false); // too costly
    expect(await verifyPassword('secret', withParts(3, '99'))).toBe(false);
    expect(await verifyPassword('secret', withParts(4, '!!!'))).toBe(false);
    expect(await verifyPassword('secret', withParts(5, Buffer.alloc(64).toString('base64')))).toBe(
      false,
    );
    expect(await verifyPassword('secret', `${hash}$extra`)).toBe(false);
  });
});
