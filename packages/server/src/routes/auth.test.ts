/**
 * Authentication, tokens, OTPs, limits, social sign-in, customer info, wishlist and the demo
 * outbox, in process on the demo marketplace (in-memory PGlite) with a movable clock and a
 * chosen client address.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createApp } from '../app.js';
import { staticDatabase } from '../db/client.js';
import {
  authTokens,
  businessSettings,
  carts,
  otpRecords,
  outbox,
  rateLimits,
  users,
} from '../db/schema.js';
import { DEMO_CUSTOMER } from '../seed/data/customer.js';
import { demoMarketplace, TUESDAY_1430, type Demo } from '../ordering/testing.js';
import { testSocialVerifier } from '../auth/social.js';
import { OTP_RULES } from '../auth/otp.js';
import { delayAfter, LOGIN_LIMITS, loginKeys } from '../auth/rate-limit.js';
import { humanDuration } from '../auth/duration.js';
import { TOKEN_TTL_MS } from '../auth/tokens.js';
import { SECRET_KEY } from '../auth/secret.js';
import { costOfNewHashes } from '../auth/password.js';

type Json = Record<string, unknown>;
type ErrorJson = { errors: { code: string; message: string }[] };
interface Answer<T = Json> {
  status: number;
  json: T;
  text: string;
  headers: Headers;
}

let demo: Demo;
let now = TUESDAY_1430;
const errors: string[] = [];
let app: ReturnType<typeof createApp>;
let offlineApp: ReturnType<typeof createApp>;
let plainApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  demo = await demoMarketplace();
  const common = {
    database: staticDatabase(demo.db),
    clock: { now: () => now },
    logError: (message: string) => errors.push(message),
  };
  app = createApp({ ...common, socialVerifier: testSocialVerifier });
  offlineApp = createApp(common);
  plainApp = createApp({ ...common, demo: false });
}, 120_000);
afterAll(async () => {
  expect(errors).toEqual([]);
  await demo.close();
});

let addressCounter = 0;
/** A fresh client address per test, so that address limits of one test do not touch another. */
let address = '10.0.0.1';
beforeEach(() => {
  addressCounter += 1;
  address = `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
});

async function call<T = Json>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, string | number>;
    headers?: Record<string, string>;
    token?: string | null;
    from?: string;
    on?: ReturnType<typeof createApp>;
  } = {},
): Promise<Answer<T>> {
  const url = new URL(
    path.startsWith('/demo') ? `http://localhost${path}` : `http://localhost/api/v1${path}`,
  );
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const env = { incoming: { socket: { remoteAddress: options.from ?? address } } };
  const response = await (options.on ?? app).request(
    url.toString(),
    { method, headers, body },
    env,
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as T, text, headers: response.headers };
}

function expectError(answer: Answer<unknown>, status: number, code: string, message?: string) {
  expect(answer.status, answer.text).toBe(status);
  const first = (answer.json as ErrorJson).errors[0];
  expect(first?.code, answer.text).toBe(code);
  if (message !== undefined) expect(first?.message).toBe(message);
}

/** The newest code sent to `destination` (from the outbox). */
async function lastCode(destination: string): Promise<string> {
  const [row] = await demo.db
    .select()
    .from(outbox)
    .where(eq(outbox.destination, destination))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

const outboxCount = async (destination: string) =>
  (await demo.db.select().from(outbox).where(eq(outbox.destination, destination))).length;

let phoneCounter = 0;
const newPhone = () => `+97155${String(1_000_000 + (phoneCounter += 1)).slice(-7)}`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const demoLogin = (password = DEMO_CUSTOMER.password, extra: Json = {}) =>
  call('POST', '/auth/login', {
    body: {
      login_type: 'manual',
      email_or_phone: DEMO_CUSTOMER.email,
      password,
      field_type: 'email',
      ...extra,
    },
  });

async function demoToken(): Promise<string> {
  const answer = await demoLogin();
  expect(answer.status, answer.text).toBe(200);
  return answer.json.token as string;
}

/** Signs up and verifies the phone; returns the token. */
async function signUp(phone: string, password = 'Saffron-Lantern-42', extra: Json = {}) {
  const created = await call('POST', '/auth/sign-up', {
    body: { name: 'Sara Al Haddad', phone, password, confirm_password: password, ...extra },
  });
  expect(created.status, created.text).toBe(200);
  const verified = await call('POST', '/auth/verify-phone', {
    body: {
      phone,
      otp: await lastCode(phone),
      verification_type: 'phone',
      login_type: 'manual',
      ...extra,
    },
  });
  expect(verified.status, verified.text).toBe(200);
  return verified.json.token as string;
}

describe('sign-up and phone verification', () => {
  it('creates the account, sends a code, and gives a token once the phone is verified', async () => {
    const phone = newPhone();
    const created = await call('POST', '/auth/sign-up', {
      body: {
        name: 'Sara Al Haddad',
        email: 'Sara@Example.test',
        phone,
        password: 'Saffron-Lantern-42',
        ref_code: DEMO_CUSTOMER.refCode,
      },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toEqual({
      token: null,
      is_phone_verified: 0,
      is_email_verified: 0,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: 'sara@example.test',
    });
    const [row] = await demo.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ fName: 'Sara', lName: 'Al Haddad', email: 'sara@example.test' });
    // The password is stored as an scrypt hash only.
    expect(row!.password).toMatch(new RegExp(`^scrypt\\$${costOfNewHashes()}\\$8\\$1\\$`));
    expect(row!.password).not.toContain('Saffron-Lantern-42');
    const [demoUser] = await demo.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMER.email));
    expect(row!.refBy).toBe(demoUser!.id);

    const code = await lastCode(phone);
    const wrong = await call('POST', '/auth/verify-phone', {
      body: { phone, otp: wrongCode(code) },
    });
    expectError(wrong, 404, 'otp', 'OTP does not match');
    const verified = await call('POST', '/auth/verify-phone', { body: { phone, otp: code } });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      is_phone_verified: 1,
      is_personal_info: 1,
      login_type: 'manual',
    });
    expect(verified.json.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The code was single use.
    const again = await call('POST', '/auth/verify-phone', { body: { phone, otp: code } });
    expect(again.json).toEqual({ message: 'Phone number is already verified' });

    const info = await call('GET', '/customer/info', { token: verified.json.token as string });
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({
      f_name: 'Sara',
      l_name: 'Al Haddad',
      phone,
      is_phone_verified: 1,
      order_count: 0,
    });
    expect(info.json).not.toHaveProperty('password');
    // The stored token is a hash, never the token.
    const stored = await demo.db.select().from(authTokens).where(eq(authTokens.userId, row!.id));
    expect(stored.map((t) => t.tokenHash)).not.toContain(verified.json.token);
  });

  it('refuses bad input with 403 and the field as the code', async () => {
    const phone = newPhone();
    const cases: [Json, string, string?][] = [
      [{ phone, password: 'Saffron-Lantern-42' }, 'name', 'First name is required'],
      [{ name: 'A', password: 'Saffron-Lantern-42' }, 'phone', 'Please give a phone number'],
      [{ name: 'A', phone: 'not a phone', password: 'Saffron-Lantern-42' }, 'phone'],
      [
        { name: 'A', phone, password: 'short12' },
        'password',
        'The password must be at least 8 characters.',
      ],
      [
        { name: 'A', phone, password: 'Password123' },
        'password',
        'This password is too common. Please choose a less predictable one.',
      ],
      [
        { name: 'A', phone, password: 'Saffron-Lantern-42', confirm_password: 'other-thing-42' },
        'confirm_password',
      ],
      [{ name: 'A', phone, email: 'nope', password: 'Saffron-Lantern-42' }, 'email'],
      [
        { name: 'A', phone: DEMO_CUSTOMER.phone, password: 'Saffron-Lantern-42' },
        'phone',
        'The phone has already been taken.',
      ],
      [
        { name: 'A', phone, email: DEMO_CUSTOMER.email, password: 'Saffron-Lantern-42' },
        'email',
        'The email has already been taken.',
      ],
    ];
    for (const [body, code, message] of cases) {
      expectError(await call('POST', '/auth/sign-up', { body }), 403, code, message);
    }
    expectError(
      await call('POST', '/auth/sign-up', {
        body: { name: 'A', phone, password: 'Saffron-Lantern-42', ref_code: 'NOSUCHCODE' },
      }),
      405,
      'referer_code_not_found',
    );
    expect(await demo.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });
});

describe('manual sign-in', () => {
  it('signs in by e-mail or phone and answers alike for a wrong password and a missing account', async () => {
    const byEmail = await demoLogin();
    expect(byEmail.json).toMatchObject({
      is_personal_info: 1,
      is_phone_verified: 1,
      login_type: 'manual',
    });
    expect(typeof byEmail.json.token).toBe('string');
    const byPhone = await call('POST', '/auth/login', {
      body: {
        login_type: 'manual',
        email_or_phone: '971 50 000 0001',
        password: DEMO_CUSTOMER.password,
        field_type: 'phone',
      },
    });
    expect(byPhone.status, byPhone.text).toBe(200);
    // A new token per sign-in; the first stays valid (another device).
    expect(byPhone.json.token).not.toBe(byEmail.json.token);
    expect(
      (await call('GET', '/customer/info', { token: byEmail.json.token as string })).status,
    ).toBe(200);

    const wrong = await demoLogin('Wrong-password-1');
    const missing = await call('POST', '/auth/login', {
      body: {
        login_type: 'manual',
        email_or_phone: 'nobody@storefront.test',
        password: 'Wrong-password-1',
      },
    });
    expectError(wrong, 401, 'auth-001', 'User credential does not match');
    expect(missing.status).toBe(wrong.status);
    expect(missing.json).toEqual(wrong.json);
  });

  it('refuses bad input and an unknown login type with 403', async () => {
    expectError(await call('POST', '/auth/login', { body: {} }), 403, 'login_type');
    expectError(
      await call('POST', '/auth/login', { body: { login_type: 'magic' } }),
      403,
      'login_type',
    );
    expectError(
      await call('POST', '/auth/login', { body: { login_type: 'manual', password: 'x' } }),
      403,
      'email_or_phone',
    );
    expectError(
      await call('POST', '/auth/login', {
        body: { login_type: 'manual', email_or_phone: 'x y z', password: 'x' },
      }),
      403,
      'email_or_phone',
    );
    expectError(await call('POST', '/auth/login', { body: '{"login_type":' }), 400, 'body');
  });

  const signIn = (phone: string, password: string, from?: string) =>
    call('POST', '/auth/login', {
      body: { login_type: 'manual', email_or_phone: phone, password },
      from,
    });
  const PASSWORD = 'Saffron-Lantern-42';
  const WRONG = 'Wrong-password-1';

  function expectWait(answer: Answer<unknown>, seconds: number) {
    expectError(
      answer,
      429,
      'login_block_time',
      `Too many failed sign-in attempts. Please try again after ${humanDuration(seconds)}`,
    );
    expect(answer.headers.get('Retry-After')).toBe(String(seconds));
  }

  it('waits grow per limit and are capped: 15 s doubling for a pair, 1 s to 30 s for an account', () => {
    const { pair, account, address } = LOGIN_LIMITS;
    expect([4, 5, 6, 7].map((n) => delayAfter(pair, n))).toEqual([0, 15_000, 30_000, 60_000]);
    expect(delayAfter(pair, 40)).toBe(15 * 60_000);
    expect([49, 50, 51, 55, 500].map((n) => delayAfter(account, n))).toEqual([
      0, 1_000, 2_000, 30_000, 30_000,
    ]);
    expect([19, 20, 21].map((n) => delayAfter(address, n))).toEqual([0, 15_000, 30_000]);
  });

  it('slows one account and address down from the 5th failure with a growing wait, never a lockout', async () => {
    const phone = newPhone();
    await signUp(phone);
    for (let i = 1; i < LOGIN_LIMITS.pair.after; i += 1) {
      expectError(await signIn(phone, WRONG), 401, 'auth-001');
    }
    expectError(await signIn(phone, WRONG), 401, 'auth-001');
    // The 5th failure: 15 s, the right password included; what comes meanwhile counts nothing.
    expectWait(await signIn(phone, PASSWORD), 15);
    expectWait(await signIn(phone, WRONG), 15);
    now += 15_000;
    expectError(await signIn(phone, WRONG), 401, 'auth-001');
    expectWait(await signIn(phone, PASSWORD), 30);
    now += 30_000;
    expect((await signIn(phone, PASSWORD)).status).toBe(200);
    // Signing in clears the pair: the next mistake costs nothing.
    expectError(await signIn(phone, WRONG), 401, 'auth-001');
    expect((await signIn(phone, PASSWORD)).status).toBe(200);
  });

  it('lets the right password in from another address, and OTP sign-in anywhere, while one waits', async () => {
    const phone = newPhone();
    await signUp(phone);
    for (let i = 0; i < LOGIN_LIMITS.pair.after; i += 1) {
      expectError(await signIn(phone, WRONG), 401, 'auth-001');
    }
    expectWait(await signIn(phone, PASSWORD), 15);
    const elsewhere = await signIn(phone, PASSWORD, '192.0.2.99');
    expect(elsewhere.status, elsewhere.text).toBe(200);
    expect(typeof elsewhere.json.token).toBe('string');
    // OTP sign-in from the waiting address: password failures never block it.
    expect((await call('POST', '/auth/login', { body: { login_type: 'otp', phone } })).status).toBe(
      200,
    );
    const otp = await call('POST', '/auth/login', {
      body: { login_type: 'otp', phone, otp: await lastCode(phone) },
    });
    expect(otp.status, otp.text).toBe(200);
    expect(typeof otp.json.token).toBe('string');
  });

  it('slows an account down across addresses only from its 50th failure, and briefly', async () => {
    const phone = newPhone();
    await signUp(phone);
    const from = (i: number) => `198.18.0.${i}`;
    for (let i = 1; i <= 3; i += 1) {
      expectError(await signIn(phone, WRONG, from(i)), 401, 'auth-001');
    }
    // As if 46 more had failed from as many other addresses (each scrypt check takes time).
    const { account } = loginKeys(`phone:${phone}`, null);
    await demo.db
      .update(rateLimits)
      .set({ count: LOGIN_LIMITS.account.after - 1 })
      .where(eq(rateLimits.key, account));
    expect((await signIn(phone, PASSWORD, from(10))).status).toBe(200);
    expectError(await signIn(phone, WRONG, from(11)), 401, 'auth-001');
    // The 50th failure across addresses: 1 s for everyone on that account.
    expectWait(await signIn(phone, PASSWORD, from(12)), 1);
    now += 1_000;
    expect((await signIn(phone, PASSWORD, from(13))).status).toBe(200);
  });

  it('slows a client address down after 20 failures over any accounts, not the accounts elsewhere', async () => {
    for (let i = 0; i < LOGIN_LIMITS.address.after; i += 1) {
      const answer = await call('POST', '/auth/login', {
        body: {
          login_type: 'manual',
          email_or_phone: `guess${i}@storefront.test`,
          password: WRONG,
        },
      });
      expectError(answer, 401, 'auth-001');
    }
    expectWait(await demoLogin(), 15);
    // The demo customer signs in from elsewhere.
    const elsewhere = await call('POST', '/auth/login', {
      body: {
        login_type: 'manual',
        email_or_phone: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      },
      from: '198.51.100.7',
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
  });
});

describe('OTP sign-in', () => {
  it('answers the same for a known and an unknown phone, then signs in or creates the account', async () => {
    const unknown = newPhone();
    const first = await call('POST', '/auth/login', {
      body: { login_type: 'otp', phone: unknown },
    });
    const known = await call('POST', '/auth/login', {
      body: { login_type: 'otp', phone: DEMO_CUSTOMER.phone },
    });
    expect(first.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.json).toEqual(first.json);
    expect(first.json).toMatchObject({ token: null, is_phone_verified: 0, login_type: 'otp' });

    const signedIn = await call('POST', '/auth/login', {
      body: {
        login_type: 'otp',
        phone: DEMO_CUSTOMER.phone,
        otp: await lastCode(DEMO_CUSTOMER.phone),
      },
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(typeof signedIn.json.token).toBe('string');

    // A new phone: the account is made, without a name yet.
    const created = await call('POST', '/auth/login', {
      body: { login_type: 'otp', phone: unknown, otp: await lastCode(unknown) },
    });
    expect(created.json).toMatchObject({ token: null, is_personal_info: 0, is_phone_verified: 1 });
    const info = await call('POST', '/auth/update-info', {
      body: { name: 'Omar Khalid', login_type: 'otp', phone: unknown, email: 'omar@example.test' },
    });
    expect(info.status, info.text).toBe(200);
    expect(info.json).toMatchObject({
      is_personal_info: 1,
      is_phone_verified: 1,
      login_type: 'otp',
    });
    expect(typeof info.json.token).toBe('string');
    // The proof of sign-in is used up: update-info cannot be replayed.
    expectError(
      await call('POST', '/auth/update-info', {
        body: { name: 'X', login_type: 'otp', phone: unknown },
      }),
      403,
      'name',
    );
  });

  it('refuses update-info without a recent sign-in', async () => {
    const phone = newPhone();
    await demo.db
      .insert(users)
      .values({ phone, isPhoneVerified: true, refCode: `T${phoneCounter}X` });
    expectError(
      await call('POST', '/auth/update-info', {
        body: { name: 'Mallory', login_type: 'otp', phone },
      }),
      403,
      'verification',
    );
    expectError(
      await call('POST', '/auth/update-info', {
        body: { name: 'Mallory', login_type: 'otp', phone: newPhone() },
      }),
      404,
      'user',
    );
  });

  it('locks the resend for 60 s', async () => {
    const phone = newPhone();
    expect((await call('POST', '/auth/login', { body: { login_type: 'otp', phone } })).status).toBe(
      200,
    );
    now += 15_000;
    expectError(
      await call('POST', '/auth/login', { body: { login_type: 'otp', phone } }),
      405,
      'otp',
      'Please try again after 45 seconds',
    );
    now += 45_000;
    expect((await call('POST', '/auth/login', { body: { login_type: 'otp', phone } })).status).toBe(
      200,
    );
    expect(await outboxCount(phone)).toBe(2);
  });

  it('blocks after 5 wrong codes, refuses the right one while blocked, and a resend keeps the count', async () => {
    const phone = newPhone();
    const send = () => call('POST', '/auth/login', { body: { login_type: 'otp', phone } });
    const verify = (otp: string) =>
      call('POST', '/auth/login', { body: { login_type: 'otp', phone, otp } });
    await send();
    let code = await lastCode(phone);
    for (let i = 0; i < 3; i += 1) expectError(await verify(wrongCode(code)), 404, 'otp');
    now += OTP_RULES.resendMs;
    await send();
    code = await lastCode(phone);
    expectError(await verify(wrongCode(code)), 404, 'otp');
    expectError(await verify(wrongCode(code)), 405, 'otp_temp_blocked', 'Too many attempts');
    expectError(await verify(code), 405, 'otp_block_time', 'Please try again after 10 minutes');
    now += 60_000;
    expectError(await send(), 405, 'otp_block_time', 'Please try again after 9 minutes');
    now += OTP_RULES.blockMs;
    await send();
    const fresh = await verify(await lastCode(phone));
    expect(fresh.status, fresh.text).toBe(200);
  });

  it('expires codes after 5 minutes and stores them hashed', async () => {
    const phone = newPhone();
    await call('POST', '/auth/login', { body: { login_type: 'otp', phone } });
    const code = await lastCode(phone);
    const [record] = await demo.db
      .select()
      .from(otpRecords)
      .where(and(eq(otpRecords.purpose, 'otp_login'), eq(otpRecords.destination, phone)));
    expect(record!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.codeHash).not.toContain(code);
    const [secret] = await demo.db
      .select()
      .from(businessSettings)
      .where(eq(businessSettings.key, SECRET_KEY));
    expect(typeof secret!.value).toBe('string');
    now += OTP_RULES.ttlMs;
    expectError(
      await call('POST', '/auth/login', {
        body: { login_type: 'otp', phone, otp: code },
      }),
      404,
      'otp',
      'OTP has expired. Please request a new one.',
    );
  });

  it('asks "is it you?" for an unverified account with that phone', async () => {
    const phone = newPhone();
    await call('POST', '/auth/sign-up', {
      body: { name: 'Layla Noor', phone, password: 'Saffron-Lantern-42' },
    });
    now += OTP_RULES.resendMs;
    await call('POST', '/auth/login', { body: { login_type: 'otp', phone } });
    const code = await lastCode(phone);
    const asked = await call('POST', '/auth/login', {
      body: { login_type: 'otp', phone, otp: code },
    });
    expect(asked.json).toMatchObject({ token: null, is_exist_user: { name: 'Layla Noor' } });
    const yes = await call('POST', '/auth/login', {
      body: { login_type: 'otp', phone, otp: code, verified: 'yes' },
    });
    expect(yes.status, yes.text).toBe(200);
    expect(typeof yes.json.token).toBe('string');
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with an unknown, an expired or a revoked one', async () => {
    expectError(await call('GET', '/customer/info'), 401, 'auth-001', 'Unauthenticated.');
    expectError(await call('GET', '/customer/info', { token: 'not-a-token' }), 401, 'auth-001');
    const token = await demoToken();
    expect((await call('GET', '/customer/info', { token })).status).toBe(200);
    now += TOKEN_TTL_MS;
    expectError(await call('GET', '/customer/info', { token }), 401, 'auth-001');
    const fresh = await demoToken();
    const out = await call('POST', '/customer/logout', { token: fresh });
    expect(out.status).toBe(200);
    expectError(await call('GET', '/customer/info', { token: fresh }), 401, 'auth-001');
    expectError(await call('POST', '/customer/logout', { token: fresh }), 401, 'auth-001');
  });
});

describe('forgot password', () => {
  it('answers alike for a missing account, checks the code, resets and revokes every token', async () => {
    const phone = newPhone();
    const token = await signUp(phone);
    const missing = newPhone();
    const forExisting = await call('POST', '/auth/forgot-password', {
      body: { verification_method: 'phone', phone },
    });
    const forMissing = await call('POST', '/auth/forgot-password', {
      body: { verification_method: 'phone', phone: missing },
    });
    expect(forExisting.status).toBe(200);
    expect(forMissing.status).toBe(200);
    expect(forMissing.json).toEqual(forExisting.json);
    // Both are locked for 60 s alike.
    const again = [
      await call('POST', '/auth/forgot-password', { body: { phone } }),
      await call('POST', '/auth/forgot-password', { body: { phone: missing } }),
    ];
    expectError(again[0]!, 405, 'otp');
    expect(again[1]!.json).toEqual(again[0]!.json);
    expect(await outboxCount(missing)).toBe(0);

    const code = await lastCode(phone);
    expectError(
      await call('POST', '/auth/verify-token', {
        body: { reset_token: wrongCode(code), verification_method: 'phone', phone },
      }),
      400,
      'invalid',
      'Invalid OTP.',
    );
    const checked = await call('POST', '/auth/verify-token', {
      body: { reset_token: code, verification_method: 'phone', phone },
    });
    expect(checked.status).toBe(200);
    expectError(
      await call('PUT', '/auth/reset-password', {
        body: {
          reset_token: code,
          phone,
          password: 'Another-Lantern-7',
          confirm_password: 'different-one-7',
        },
      }),
      403,
      'confirm_password',
    );
    const reset = await call('PUT', '/auth/reset-password', {
      body: {
        reset_token: code,
        verification_method: 'phone',
        phone,
        password: 'Another-Lantern-7',
        confirm_password: 'Another-Lantern-7',
      },
    });
    expect(reset.status, reset.text).toBe(200);
    expectError(await call('GET', '/customer/info', { token }), 401, 'auth-001');
    // The code was used.
    expectError(
      await call('PUT', '/auth/reset-password', {
        body: {
          reset_token: code,
          phone,
          password: 'Third-Lantern-77',
          confirm_password: 'Third-Lantern-77',
        },
      }),
      400,
      'invalid',
    );
    const old = await call('POST', '/auth/login', {
      body: { login_type: 'manual', email_or_phone: phone, password: 'Saffron-Lantern-42' },
    });
    expectError(old, 401, 'auth-001');
    const signedIn = await call('POST', '/auth/login', {
      body: { login_type: 'manual', email_or_phone: phone, password: 'Another-Lantern-7' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses bad input with 403', async () => {
    expectError(await call('POST', '/auth/forgot-password', { body: {} }), 403, 'phone');
    expectError(
      await call('POST', '/auth/forgot-password', { body: { verification_method: 'email' } }),
      403,
      'email',
    );
    expectError(
      await call('POST', '/auth/forgot-password', {
        body: { verification_method: 'fax', phone: newPhone() },
      }),
      403,
      'verification_method',
    );
    expectError(
      await call('POST', '/auth/verify-token', { body: { phone: newPhone() } }),
      403,
      'reset_token',
    );
    expectError(
      await call('POST', '/auth/verify-token', {
        body: { phone: newPhone(), reset_token: '12ab56' },
      }),
      403,
      'reset_token',
    );
  });
});

describe('guest cart', () => {
  it('moves to the customer on sign-in, replacing the customer cart', async () => {
    const grocery = { moduleId: String(demo.moduleIds.grocery) };
    const token = await demoToken();
    const tomatoes = demo.item('local-tomatoes');
    const bananas = demo.item('bananas-philippines');
    const own = await call('POST', '/customer/cart/add', {
      body: { item_id: tomatoes.id, quantity: 1, model: 'Item', price: 1 },
      headers: grocery,
      token,
    });
    expect(own.status, own.text).toBe(200);
    const guest = (
      (await call('POST', '/auth/guest/request', { body: {} })).json as { guest_id: string }
    ).guest_id;
    const added = await call('POST', '/customer/cart/add', {
      body: { item_id: bananas.id, quantity: 2, model: 'Item', price: 1, guest_id: guest },
      headers: grocery,
    });
    expect(added.status, added.text).toBe(200);
    const signedIn = await demoLogin(DEMO_CUSTOMER.password, { guest_id: guest });
    const list = await call<{ item_id: number; quantity: number }[]>('GET', '/customer/cart/list', {
      headers: grocery,
      token: signedIn.json.token as string,
    });
    expect(list.json.map((l) => [l.item_id, l.quantity])).toEqual([[bananas.id, 2]]);
    expect(await demo.db.select().from(carts).where(eq(carts.guestId, guest))).toEqual([]);
  });
});

describe('social sign-in', () => {
  const social = (email: string, extra: Json = {}) => ({
    login_type: 'social',
    token: `test:${email}:uid-${email}`,
    unique_id: `uid-${email}`,
    email,
    medium: 'google',
    ...extra,
  });

  it('refuses every token when no provider is configured', async () => {
    const answer = await call('POST', '/auth/login', {
      body: social('sara@example.test'),
      on: offlineApp,
    });
    expectError(answer, 403, 'token', 'Sign-in with Google is not configured on this server.');
  });

  it('signs in an existing account, asks for a phone for a new one, then completes it', async () => {
    const existing = await call('POST', '/auth/login', { body: social(DEMO_CUSTOMER.email) });
    expect(existing.status, existing.text).toBe(200);
    expect(typeof existing.json.token).toBe('string');
    expectError(
      await call('POST', '/auth/login', {
        body: social(DEMO_CUSTOMER.email, { token: 'test:demo@storefront.test:other' }),
      }),
      403,
      'token',
    );

    const email = `new${phoneCounter}@example.test`;
    expectError(await call('POST', '/auth/login', { body: social(email) }), 403, 'email');
    const phone = newPhone();
    const created = await call('POST', '/auth/login', { body: social(email, { phone }) });
    expect(created.json).toMatchObject({
      token: null,
      is_personal_info: 0,
      is_email_verified: 1,
      login_type: 'social',
    });
    const named = await call('POST', '/auth/update-info', {
      body: { name: 'Yusuf Amin', login_type: 'social', email, phone },
    });
    expect(named.json).toMatchObject({ token: null, is_personal_info: 1, is_phone_verified: 0 });
    const verified = await call('POST', '/auth/verify-phone', {
      body: { phone, otp: await lastCode(phone), login_type: 'social' },
    });
    expect(verified.status, verified.text).toBe(200);
    expect(typeof verified.json.token).toBe('string');
  });

  it('keeps the legacy social-login and social-register shapes', async () => {
    const email = `legacy${phoneCounter}@example.test`;
    const body = { token: `test:${email}:u1`, unique_id: 'u1', email, medium: 'facebook' };
    expectError(await call('POST', '/auth/social-login', { body }), 403, 'email');
    expectError(await call('POST', '/auth/social-register', { body }), 403, 'phone');
    const registered = await call('POST', '/auth/social-register', {
      body: { ...body, phone: newPhone() },
    });
    expect(registered.status, registered.text).toBe(200);
    expect(registered.json).toEqual({ token: null, is_phone_verified: 0 });
    const login = await call('POST', '/auth/social-login', { body });
    expect(login.status).toBe(200);
    expect(Object.keys(login.json).sort()).toEqual(['is_phone_verified', 'phone', 'token']);
  });

  it('answers 403 on firebase-verify-token while Firebase is off', async () => {
    const answer = await call('POST', '/auth/firebase-verify-token', {
      body: { session_info: 'abc', phone: newPhone(), otp: '123456' },
    });
    expectError(answer, 403, 'firebase');
    expectError(
      await call('POST', '/auth/firebase-verify-token', { body: {} }),
      403,
      'session_info',
    );
  });
});

describe('wishlist', () => {
  it('adds, lists, refuses duplicates and removes items and stores', async () => {
    const token = await demoToken();
    const item = demo.item('local-tomatoes');
    const zone = { zoneId: JSON.stringify(demo.zoneIds) };
    expectError(
      await call('POST', '/customer/wish-list/add', { query: { item_id: item.id } }),
      401,
      'auth-001',
    );
    const added = await call('POST', '/customer/wish-list/add', {
      query: { item_id: item.id },
      token,
    });
    expect(added.json).toEqual({ message: 'Successfully added!' });
    expectError(
      await call('POST', '/customer/wish-list/add', { body: { item_id: item.id }, token }),
      409,
      'wishlist',
    );
    expect(
      (await call('POST', '/customer/wish-list/add', { body: { store_id: item.storeId }, token }))
        .status,
    ).toBe(200);
    expectError(
      await call('POST', '/customer/wish-list/add', {
        query: { item_id: item.id, store_id: item.storeId },
        token,
      }),
      403,
      'data',
    );
    expectError(await call('POST', '/customer/wish-list/add', { token }), 403, 'data');
    expectError(
      await call('POST', '/customer/wish-list/add', { query: { item_id: 999_999 }, token }),
      404,
      'item_id',
    );
    expectError(
      await call('POST', '/customer/wish-list/add', { query: { item_id: 'abc' }, token }),
      403,
      'item_id',
    );

    expectError(
      await call('GET', '/customer/wish-list', { token }),
      403,
      'zoneId',
      'Zone id is required!',
    );
    const list = await call<{ item: { id: number }[]; store: { id: number }[] }>(
      'GET',
      '/customer/wish-list',
      { token, headers: zone },
    );
    expect(list.status, list.text).toBe(200);
    expect(list.json.item.map((i) => i.id)).toEqual([item.id]);
    expect(list.json.store.map((s) => s.id)).toEqual([item.storeId]);

    expect(
      (await call('DELETE', '/customer/wish-list/remove', { query: { item_id: item.id }, token }))
        .json,
    ).toEqual({ message: 'Successfully removed!' });
    expectError(
      await call('DELETE', '/customer/wish-list/remove', { query: { item_id: item.id }, token }),
      404,
      'wishlist',
    );
    await call('DELETE', '/customer/wish-list/remove', {
      query: { store_id: item.storeId },
      token,
    });
  });
});

describe('demo outbox page', () => {
  it('lists the codes in demo mode and is not found otherwise', async () => {
    const phone = newPhone();
    await call('POST', '/auth/login', { body: { login_type: 'otp', phone } });
    const code = await lastCode(phone);
    const page = await call('GET', '/demo/outbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`For demo purpose use otp <strong>${code}</strong>`);
    const json = await call<{ messages: { destination: string; code: string }[] }>(
      'GET',
      '/demo/outbox.json',
    );
    expect(json.json.messages[0]).toMatchObject({ destination: phone, code });
    expect((await call('GET', '/demo/outbox', { on: plainApp })).status).toBe(404);
    expect((await call('GET', '/demo/outbox.json', { on: plainApp })).status).toBe(404);
  });
});
