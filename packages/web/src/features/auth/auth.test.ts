// The auth screens' pure parts: the phone input's value, the country list, the forms' translated
// messages, the social providers a configuration names, and every i18n key the screens use.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogs, translator } from '@storefront/core/i18n/index';
import { signUpFormSchema } from '@storefront/core/schemas/auth';
import { validate } from '@storefront/core/schemas/validate';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../app/types.js';
import { COUNTRIES, countryOf, FALLBACK_COUNTRY } from './countries.js';
import { fieldErrorsOf } from './form.js';
import { dialCode, emptyPhone, phoneText } from './phone.js';
import { socialClients } from './social.js';

describe('the phone input', () => {
  it('starts empty on the configured country', () => {
    expect(emptyPhone('AE')).toEqual({ country: 'AE', national: '' });
    expect(emptyPhone('sa')).toEqual({ country: 'SA', national: '' });
    expect(emptyPhone(null).country).toBe(FALLBACK_COUNTRY);
    expect(emptyPhone('XX').country).toBe(FALLBACK_COUNTRY);
  });

  it('gives the international number: dialling code and number, trunk 0s dropped', () => {
    expect(phoneText({ country: 'AE', national: '050 123 4567' })).toBe('+971501234567');
    expect(phoneText({ country: 'SA', national: '512345678' })).toBe('+966512345678');
    // A number typed with its own + is kept.
    expect(phoneText({ country: 'AE', national: '+44 7700 900123' })).toBe('+44 7700 900123');
    // Nothing typed: empty, so the schema says the phone is required.
    expect(phoneText({ country: 'AE', national: '  ' })).toBe('');
    expect(dialCode({ country: 'EG', national: '' })).toBe('+20');
  });

  it('lists each country once with a dialling code', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.dial).toMatch(/^\+\d{1,4}$/);
    }
    expect(countryOf('AE').dial).toBe('+971');
    expect(countryOf('GB').dial).toBe('+44');
  });
});

describe('form messages', () => {
  it("are the schemas' messages, translated, the first of each field", () => {
    const result = validate(signUpFormSchema, { terms: true });
    if (result.success) throw new Error('an empty sign-up is refused');
    expect(fieldErrorsOf(result.errors, translator('en'))).toMatchObject({
      name: 'First name is required',
      email: 'Email is required',
      phone: 'Please give a phone number',
    });
    expect(fieldErrorsOf(result.errors, translator('ar'))).toMatchObject({
      name: catalogs.ar['auth.validation.nameRequired'],
      phone: catalogs.ar['auth.validation.phoneRequired'],
    });
  });
});

describe('social providers', () => {
  const base = { social_login: [], apple_login: [] } as unknown as Config;

  it('none without a client (the demo server names none)', () => {
    expect(socialClients(base)).toEqual({ google: null, facebook: null, apple: null });
    expect(socialClients(undefined)).toEqual({ google: null, facebook: null, apple: null });
  });

  it('reads the clients the configuration names', () => {
    const config = {
      social_login: [
        { login_medium: 'google', status: true, client_id: 'g-client' },
        { login_medium: 'facebook', status: true, client_id: ' ' },
      ],
      apple_login: [
        {
          login_medium: 'apple',
          status: true,
          client_id: 'com.example.web',
          redirect_url_react: 'https://shop.example/apple',
        },
      ],
    } as unknown as Config;
    expect(socialClients(config)).toEqual({
      google: { clientId: 'g-client' },
      facebook: null,
      apple: { clientId: 'com.example.web', redirectUri: 'https://shop.example/apple' },
    });
  });
});

describe('i18n keys of the auth screens', () => {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const keys = new Set(
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .flatMap((name) => [
        ...readFileSync(join(dir, name), 'utf8').matchAll(/'((?:auth|common)\.[A-Za-z.]+)'/g),
      ])
      .map((m) => m[1]!),
  );
  // Keys built at run time: `auth.social.<medium>`.
  for (const medium of ['google', 'facebook', 'apple']) keys.add(`auth.social.${medium}`);

  it('are found (a check of the scan)', () => {
    expect(keys.has('auth.signIn.withOtp')).toBe(true);
    expect(keys.size).toBeGreaterThan(40);
  });

  it.each([...keys].sort())('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toBeTruthy();
  });
});
