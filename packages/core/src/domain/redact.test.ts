import { describe, expect, it } from 'vitest';
import { isSecretKey, keyWords, REDACTED, redactSecrets } from './redact.js';

describe('isSecretKey', () => {
  it.each([
    'token',
    'accessToken',
    'reset_token',
    'password',
    'confirm_password',
    'newPassword',
    'otp',
    'otpCode',
    'secret',
    'clientSecret',
    'pin',
    'pinCode',
    'card_number',
    'cardNumber',
    'cvv',
    'Authorization',
    'apiKey',
    'api_key',
    'credential',
  ])('%s is secret', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each([
    'shipping_address',
    'spinner',
    'opinion',
    'pickup',
    'typing',
    'topping',
    'discard',
    'keyword',
    'key',
    'searchText',
    'stock',
    'phone',
    'email',
  ])('%s is not secret', (key) => {
    expect(isSecretKey(key)).toBe(false);
  });

  it('splits camelCase, acronyms and separators into words', () => {
    expect(keyWords('resetTokenID')).toEqual(['reset', 'token', 'id']);
    expect(keyWords('HTTPHeader-value.x y')).toEqual(['http', 'header', 'value', 'x', 'y']);
  });
});

describe('redactSecrets', () => {
  it('redacts secret keys at any depth and keeps the rest', () => {
    const input = {
      type: 'SUBMIT_LOGIN',
      values: { email_or_phone: 'a@b.co', password: 'hunter22' },
      session: { token: 'abc', user: { name: 'Ann' } },
      list: [{ otp: '1234' }, { card: { number: '4242' } }],
      empty: { password: '' },
    };
    expect(redactSecrets(input)).toEqual({
      type: 'SUBMIT_LOGIN',
      values: { email_or_phone: 'a@b.co', password: REDACTED },
      session: { token: REDACTED, user: { name: 'Ann' } },
      list: [{ otp: REDACTED }, { card: REDACTED }],
      empty: { password: '' },
    });
    // The input is untouched.
    expect(input.values.password).toBe('hunter22');
  });

  it('redacts the value of a change to a secret field and an OTP-like code', () => {
    expect(redactSecrets({ type: 'CHANGE', field: 'password', value: 'x1' })).toEqual({
      type: 'CHANGE',
      field: 'password',
      value: REDACTED,
    });
    expect(redactSecrets({ type: 'CHANGE', field: 'name', value: 'Ann' })).toEqual({
      type: 'CHANGE',
      field: 'name',
      value: 'Ann',
    });
    expect(redactSecrets({ type: 'CHANGE', code: '123456' })).toEqual({
      type: 'CHANGE',
      code: REDACTED,
    });
    expect(redactSecrets({ error: { code: 'zone_id' } })).toEqual({ error: { code: 'zone_id' } });
  });

  it('leaves out functions, marks cycles, summarises deep values and maps and sets', () => {
    const cyclic: Record<string, unknown> = { a: 1, f: () => 1 };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ a: 1, self: '[circular]' });
    expect(redactSecrets({ a: { b: { c: [1, 2] } } }, { maxDepth: 2 })).toEqual({
      a: { b: '{…}' },
    });
    expect(redactSecrets({ tags: new Set(['busy']), m: new Map([['token', 't']]) })).toEqual({
      tags: ['busy'],
      m: { token: REDACTED },
    });
    // The same object twice (not a cycle) is shown twice.
    const shared = { x: 1 };
    expect(redactSecrets({ a: shared, b: shared })).toEqual({ a: { x: 1 }, b: { x: 1 } });
  });

  it('lets the caller describe objects it knows', () => {
    const actor = { sessionId: 'x:1', send: () => undefined };
    expect(
      redactSecrets(
        { ref: actor },
        { describe: (o) => ('sessionId' in o ? 'actor x:1' : undefined) },
      ),
    ).toEqual({ ref: 'actor x:1' });
  });
});
