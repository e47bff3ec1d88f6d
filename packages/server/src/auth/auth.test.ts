import { describe, expect, it } from 'vitest';
import { humanDuration } from './duration.js';
import { newOtpCode } from './otp.js';
import { COMMON_PASSWORDS, passwordProblem } from './password.js';
import { offlineSocialVerifier, socialVerifierFromEnv, testSocialVerifier } from './social.js';
import { splitName } from './accounts.js';

describe('auth helpers', () => {
  it('words durations as the v1 API does', () => {
    expect(humanDuration(600)).toBe('10 minutes');
    expect(humanDuration(598)).toBe('9 minutes 58 seconds');
    expect(humanDuration(61)).toBe('1 minute 1 second');
    expect(humanDuration(45)).toBe('45 seconds');
    expect(humanDuration(0.2)).toBe('1 second');
  });

  it('refuses short, long and common passwords', () => {
    expect(passwordProblem('Saffron-Lantern-42')).toBeNull();
    expect(passwordProblem('short12')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/128/);
    expect(passwordProblem('PassWord123')).toMatch(/too common/);
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(90);
  });

  it('makes 6-digit codes', () => {
    const codes = Array.from({ length: 200 }, newOtpCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('splits a name on the first space', () => {
    expect(splitName(' Sara  Al Haddad ')).toEqual({ fName: 'Sara', lName: 'Al Haddad' });
    expect(splitName('Omar')).toEqual({ fName: 'Omar', lName: null });
  });

  it('uses the test social verifier only when STOREFRONT_TEST_SOCIAL is 1', async () => {
    expect(socialVerifierFromEnv({})).toBe(offlineSocialVerifier);
    expect(socialVerifierFromEnv({ STOREFRONT_TEST_SOCIAL: 'true' })).toBe(offlineSocialVerifier);
    expect(socialVerifierFromEnv({ STOREFRONT_TEST_SOCIAL: '1' })).toBe(testSocialVerifier);
    const input = { medium: 'google' as const, uniqueId: 'u1', email: null };
    expect(await testSocialVerifier.verify({ ...input, token: 'test:a@b.test:u1' })).toEqual({
      email: 'a@b.test',
      uniqueId: 'u1',
      name: null,
    });
    expect(await testSocialVerifier.verify({ ...input, token: 'test:a@b.test:u2' })).toEqual({
      error: 'Invalid social token',
    });
    expect(
      await testSocialVerifier.verify({ ...input, token: 'test:a@b.test:u1', email: 'c@d.test' }),
    ).toEqual({ error: 'Invalid social token' });
    expect(await offlineSocialVerifier.verify({ ...input, token: 'anything' })).toEqual({
      error: 'Sign-in with Google is not configured on this server.',
    });
  });
});
