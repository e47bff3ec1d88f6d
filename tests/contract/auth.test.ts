// The auth, customer and wishlist operations of openapi/storefront.yaml (tag `auth`), called on a
// live server of their own: the same build as the suite's, started with STOREFRONT_TEST_SOCIAL=1
// so that the TEST-ONLY social verifier accepts `test:<email>:<unique_id>` tokens (a real server
// never enables it), and with TRUST_PROXY=1 so that a test names its client address in
// X-Forwarded-For (as a trusted reverse proxy would). Codes are read from the demo outbox (/demo/outbox.json). Every answer,
// success or error, is validated against the operation's documented response; bad input gets a
// 4xx with the error body, never a 500. The suite checks that it exercised every `auth`
// operation with a success and a refusal.
//
// The clock is real: what needs time to pass (the end of a block, token expiry, the 60 s resend
// window) is covered by the server's own tests with an injected clock. Failed password sign-ins
// stay below the per-address limit (20) so that the suite's later sign-ins are not blocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../support/http.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { expectError, lastCode as lastCodeOf, operationCaller } from './client.js';
import { operations } from './openapi.js';

const TAG = 'auth';
const DEMO = { email: 'demo@storefront.test', phone: '+971500000001', password: 'Demo@12345' };

type Json = Record<string, unknown>;
type ErrorJson = { errors: { code: string; message: string }[] };

let server: TestServer;
let base = '';
const { call, statuses } = operationCaller(() => base);
/** The newest code sent to `destination`, from the demo outbox. */
const lastCode = (destination: string) => lastCodeOf(base, destination);

beforeAll(async () => {
  server = await startTestServer({
    env: { STOREFRONT_TEST_SOCIAL: '1', TRUST_PROXY: '1' },
    timeoutMs: 120_000,
  });
  base = server.url;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let phones = 0;
/** A phone no other run of the suite used (PostgreSQL keeps its data between runs). */
const newPhone = () => `+97152${run.slice(-4)}${String((phones += 1)).padStart(3, '0')}`;
const newEmail = (label: string) => `${label}.${run}.${(phones += 1)}@example.test`;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const PASSWORD = 'Saffron-Lantern-42';

async function signUpVerified(phone: string): Promise<string> {
  const created = await call('signUp', {
    body: { name: 'Sara Al Haddad', phone, password: PASSWORD },
  });
  expect(created.status, created.text).toBe(200);
  const verified = await call('verifyPhone', {
    body: { phone, otp: await lastCode(phone), verification_type: 'phone', login_type: 'manual' },
  });
  expect(verified.status, verified.text).toBe(200);
  return verified.json.token as string;
}

const demoLogin = (extra: Json = {}) =>
  call('login', {
    body: {
      login_type: 'manual',
      email_or_phone: DEMO.email,
      password: DEMO.password,
      field_type: 'email',
      ...extra,
    },
  });

describe('sign-up and phone verification', () => {
  it('creates an account, verifies its phone by the code and gives a token', async () => {
    const phone = newPhone();
    const created = await call('signUp', {
      body: {
        name: 'Sara Al Haddad',
        email: newEmail('sara'),
        phone,
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({ token: null, is_phone_verified: 0, is_personal_info: 1 });
    const code = await lastCode(phone);
    expectError(await call('verifyPhone', { body: { phone, otp: wrongCode(code) } }), 404, 'otp');
    const verified = await call('verifyPhone', { body: { phone, otp: code } });
    expect(verified.json).toMatchObject({ is_phone_verified: 1 });
    const info = await call('getCustomerInfo', { token: verified.json.token as string });
    expect(info.json).toMatchObject({ f_name: 'Sara', l_name: 'Al Haddad', phone });
    const again = await call('verifyPhone', { body: { phone, otp: code } });
    expect(again.status).toBe(200);
  });

  it('refuses bad sign-ups with 403 and the field as the code', async () => {
    const phone = newPhone();
    const bad: [Json, string][] = [
      [{ phone, password: PASSWORD }, 'name'],
      [{ name: 'A B', password: PASSWORD }, 'phone'],
      [{ name: 'A B', phone, password: 'short' }, 'password'],
      [{ name: 'A B', phone, password: 'password123' }, 'password'],
      [{ name: 'A B', phone, password: PASSWORD, email: 'not-an-email' }, 'email'],
      [{ name: 'A B', phone: DEMO.phone, password: PASSWORD }, 'phone'],
      [{ name: 'A B', phone, email: DEMO.email, password: PASSWORD }, 'email'],
    ];
    for (const [body, code] of bad) expectError(await call('signUp', { body }), 403, code);
    // The taken e-mail and phone in the request's language (issue 15: the form shows them).
    const taken = { name: 'A B', phone: DEMO.phone, email: DEMO.email, password: PASSWORD };
    expectError(
      await call('signUp', { body: taken }),
      403,
      'email',
      'The email has already been taken.',
    );
    expectError(
      await call('signUp', { body: taken, headers: { 'X-localization': 'ar' } }),
      403,
      'email',
      'هذا البريد الإلكتروني مستخدم بالفعل.',
    );
    expectError(
      await call('signUp', {
        body: { ...taken, email: undefined },
        headers: { 'X-localization': 'ar' },
      }),
      403,
      'phone',
      'رقم الهاتف هذا مستخدم بالفعل.',
    );
    expectError(await call('signUp', { body: '{"name":' }), 400);
    expectError(await call('verifyPhone', { body: { phone } }), 403, 'otp');
  });
});

describe('password sign-in', () => {
  it('signs in and answers alike for a wrong password and a missing account', async () => {
    const good = await demoLogin();
    expect(good.status, good.text).toBe(200);
    expect(typeof good.json.token).toBe('string');
    const wrong = await demoLogin({ password: 'Wrong-password-1' });
    const missing = await call('login', {
      body: {
        login_type: 'manual',
        email_or_phone: newEmail('nobody'),
        password: 'Wrong-password-1',
      },
    });
    expectError(wrong, 401, 'auth-001', 'User credential does not match');
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual(wrong.json);
    expectError(await call('login', { body: {} }), 403, 'login_type');
    expectError(
      await call('login', { body: { login_type: 'manual', password: 'x' } }),
      403,
      'email_or_phone',
    );
    expectError(await call('login', { body: '{"login_type":' }), 400);
  });

  it('slows one address down after 5 failures; another address signs in with the right password', async () => {
    const phone = newPhone();
    await signUpVerified(phone);
    // The server trusts X-Forwarded-For (TRUST_PROXY=1): each request names its client address.
    const attempt = (password: string, from: string) =>
      call('login', {
        body: { login_type: 'manual', email_or_phone: phone, password },
        headers: { 'X-Forwarded-For': from },
      });
    const first = `203.0.113.${Number(run) % 200}`;
    const second = `198.51.100.${Number(run) % 200}`;
    for (let i = 0; i < 5; i += 1) {
      expectError(await attempt('Wrong-password-1', first), 401, 'auth-001');
    }
    const waiting = await attempt(PASSWORD, first);
    expectError(waiting, 429, 'login_block_time');
    expect((waiting.json as ErrorJson).errors[0]!.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again after \d+ seconds?$/,
    );
    const retryAfter = Number(waiting.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15);
    // The customer elsewhere is not locked out.
    const elsewhere = await attempt(PASSWORD, second);
    expect(elsewhere.status, elsewhere.text).toBe(200);
    expect(typeof elsewhere.json.token).toBe('string');
    // Nor is OTP sign-in from the waiting address.
    const otpHeaders = { 'X-Forwarded-For': first };
    const sent = await call('login', { body: { login_type: 'otp', phone }, headers: otpHeaders });
    expect(sent.status, sent.text).toBe(200);
    const otp = await call('login', {
      body: { login_type: 'otp', phone, otp: await lastCode(phone) },
      headers: otpHeaders,
    });
    expect(otp.status, otp.text).toBe(200);
    expect(typeof otp.json.token).toBe('string');
  });
});

describe('OTP sign-in', () => {
  it('answers the same for a known and an unknown phone, and locks the resend for 60 s', async () => {
    const unknown = newPhone();
    const a = await call('login', { body: { login_type: 'otp', phone: unknown } });
    expect(a.status, a.text).toBe(200);
    // The demo customer's phone may have been sent a code by an earlier run: wait for no one.
    const b = await call('login', { body: { login_type: 'otp', phone: newPhone() } });
    expect(b.json).toEqual(a.json);
    expect(a.json).toMatchObject({ token: null, is_phone_verified: 0, login_type: 'otp' });
    expectError(await call('login', { body: { login_type: 'otp', phone: unknown } }), 405, 'otp');
    const signedIn = await call('login', {
      body: { login_type: 'otp', phone: unknown, otp: await lastCode(unknown) },
    });
    expect(signedIn.json).toMatchObject({ token: null, is_personal_info: 0, is_phone_verified: 1 });
    const named = await call('updateInfo', {
      body: { name: 'Omar Khalid', login_type: 'otp', phone: unknown },
    });
    expect(named.status, named.text).toBe(200);
    expect(typeof named.json.token).toBe('string');
    expectError(
      await call('updateInfo', { body: { name: 'Again', login_type: 'otp', phone: unknown } }),
      403,
      'name',
    );
    expectError(
      await call('updateInfo', { body: { name: 'Nobody', login_type: 'otp', phone: newPhone() } }),
      404,
      'user',
    );
    expectError(await call('updateInfo', { body: { login_type: 'otp' } }), 403, 'name');
  });

  it('stops a brute force at 5 wrong codes and refuses the right code while blocked', async () => {
    const phone = newPhone();
    await call('login', { body: { login_type: 'otp', phone } });
    const code = await lastCode(phone);
    const verify = (otp: string) => call('login', { body: { login_type: 'otp', phone, otp } });
    for (let i = 0; i < 4; i += 1) expectError(await verify(wrongCode(code)), 404, 'otp');
    expectError(await verify(wrongCode(code)), 405, 'otp_temp_blocked', 'Too many attempts');
    const blocked = await verify(code);
    expectError(blocked, 405, 'otp_block_time');
    expect((blocked.json as ErrorJson).errors[0]!.message).toMatch(/^Please try again after /);
    expectError(await call('login', { body: { login_type: 'otp', phone } }), 405, 'otp_block_time');
  });
});

describe('tokens', () => {
  it('answers 401 without a token, with an unknown one and with a revoked one', async () => {
    expectError(await call('getCustomerInfo'), 401, 'auth-001');
    expectError(await call('getCustomerInfo', { token: 'not-a-real-token' }), 401, 'auth-001');
    const token = (await demoLogin()).json.token as string;
    expect((await call('getCustomerInfo', { token })).status).toBe(200);
    expect((await call('logout', { token })).status).toBe(200);
    expectError(await call('getCustomerInfo', { token }), 401, 'auth-001');
    expectError(await call('logout', { token }), 401, 'auth-001');
  });
});

describe('forgot password', () => {
  it('answers alike for a missing account, then resets the password and revokes the tokens', async () => {
    const phone = newPhone();
    const token = await signUpVerified(phone);
    const missing = newPhone();
    const existing = await call('forgotPassword', {
      body: { verification_method: 'phone', phone },
    });
    const absent = await call('forgotPassword', {
      body: { verification_method: 'phone', phone: missing },
    });
    expect(existing.status).toBe(200);
    expect(absent.json).toEqual(existing.json);
    const again = await call('forgotPassword', { body: { verification_method: 'phone', phone } });
    const againAbsent = await call('forgotPassword', {
      body: { verification_method: 'phone', phone: missing },
    });
    expectError(again, 405, 'otp');
    expect(againAbsent.json).toEqual(again.json);
    expectError(await call('forgotPassword', { body: { verification_method: 'fax' } }), 403);

    const code = await lastCode(phone);
    const body = { verification_method: 'phone', phone };
    expectError(
      await call('verifyResetToken', { body: { ...body, reset_token: wrongCode(code) } }),
      400,
      'invalid',
    );
    expectError(await call('verifyResetToken', { body }), 403, 'reset_token');
    expect((await call('verifyResetToken', { body: { ...body, reset_token: code } })).status).toBe(
      200,
    );
    const next = 'Another-Lantern-7';
    expectError(
      await call('resetPassword', {
        body: { ...body, reset_token: code, password: next, confirm_password: 'something-else-7' },
      }),
      403,
      'confirm_password',
    );
    const reset = await call('resetPassword', {
      body: { ...body, reset_token: code, password: next, confirm_password: next },
    });
    expect(reset.status, reset.text).toBe(200);
    expectError(await call('getCustomerInfo', { token }), 401, 'auth-001');
    expectError(
      await call('resetPassword', {
        body: { ...body, reset_token: code, password: next, confirm_password: next },
      }),
      400,
      'invalid',
    );
    const signedIn = await call('login', {
      body: { login_type: 'manual', email_or_phone: phone, password: next },
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('guest cart', () => {
  it('moves to the customer on sign-in', async () => {
    const modules = (await http(base, '/api/v1/module')).json as {
      id: number;
      module_type: string;
    }[];
    const grocery = { moduleId: String(modules.find((m) => m.module_type === 'grocery')!.id) };
    const zone = (
      await http(base, '/api/v1/config/get-zone-id', { query: { lat: 25.1972, lng: 55.2744 } })
    ).json as { zone_id: string };
    const search = await http(base, '/api/v1/items/search', {
      query: { name: 'Bananas', limit: 5 },
      headers: { ...grocery, zoneId: zone.zone_id },
    });
    const item = (search.json as { products: { id: number }[] }).products[0]!;
    const guest = (
      (await http(base, '/api/v1/auth/guest/request', { method: 'POST', body: {} })).json as {
        guest_id: string;
      }
    ).guest_id;
    const added = await http(base, '/api/v1/customer/cart/add', {
      method: 'POST',
      headers: grocery,
      body: { item_id: item.id, quantity: 2, model: 'Item', price: 1, guest_id: guest },
    });
    expect(added.status, added.text).toBe(200);
    const phone = newPhone();
    const created = await call('signUp', {
      body: { name: 'Guest Buyer', phone, password: PASSWORD, guest_id: guest },
    });
    expect(created.json.token).toBeNull();
    const verified = await call('verifyPhone', {
      body: { phone, otp: await lastCode(phone), guest_id: guest },
    });
    const token = verified.json.token as string;
    const cart = await http(base, '/api/v1/customer/cart/list', {
      headers: { ...grocery, Authorization: `Bearer ${token}` },
    });
    expect(
      (cart.json as { item_id: number; quantity: number }[]).map((l) => [l.item_id, l.quantity]),
    ).toEqual([[item.id, 2]]);
    const guestCart = await http(base, '/api/v1/customer/cart/list', {
      headers: grocery,
      query: { guest_id: guest },
    });
    expect(guestCart.json).toEqual([]);
  });
});

describe('social sign-in', () => {
  const social = (email: string, extra: Json = {}) => ({
    token: `test:${email}:uid-${run}`,
    unique_id: `uid-${run}`,
    email,
    medium: 'google',
    ...extra,
  });

  it('signs in an existing account and asks a new one for a phone', async () => {
    const existing = await call('login', { body: { login_type: 'social', ...social(DEMO.email) } });
    expect(existing.status, existing.text).toBe(200);
    expect(typeof existing.json.token).toBe('string');
    expectError(
      await call('login', {
        body: { login_type: 'social', ...social(DEMO.email, { token: 'forged' }) },
      }),
      403,
      'token',
    );
    const email = newEmail('social');
    expectError(
      await call('login', { body: { login_type: 'social', ...social(email) } }),
      403,
      'email',
    );
    const phone = newPhone();
    const created = await call('login', {
      body: { login_type: 'social', ...social(email, { phone }) },
    });
    expect(created.json).toMatchObject({ token: null, is_personal_info: 0, is_email_verified: 1 });
    const named = await call('updateInfo', {
      body: { name: 'Yusuf Amin', login_type: 'social', email, phone },
    });
    expect(named.json).toMatchObject({ token: null, is_personal_info: 1, is_phone_verified: 0 });
    const verified = await call('verifyPhone', {
      body: { phone, otp: await lastCode(phone), login_type: 'social' },
    });
    expect(typeof verified.json.token).toBe('string');
  });

  it('keeps the legacy social-login and social-register', async () => {
    const email = newEmail('legacy');
    expectError(await call('socialLogin', { body: social(email) }), 403, 'email');
    expectError(await call('socialRegister', { body: social(email) }), 403, 'phone');
    const registered = await call('socialRegister', { body: social(email, { phone: newPhone() }) });
    expect(registered.status, registered.text).toBe(200);
    expectError(
      await call('socialRegister', { body: social(email, { phone: newPhone() }) }),
      403,
      'email',
    );
    const login = await call('socialLogin', { body: social(email) });
    expect(login.status).toBe(200);
    const demo = await call('socialLogin', { body: social(DEMO.email) });
    expect(typeof demo.json.token).toBe('string');
  });

  it('answers 403 on firebase-verify-token while Firebase is off', async () => {
    const body = { session_info: 'session', phone: newPhone(), otp: '123456' };
    expectError(await call('firebaseVerifyToken', { body }), 403, 'firebase');
    expectError(await call('firebaseVerifyToken', { body: {} }), 403);
  });
});

describe('wishlist', () => {
  it('adds, lists and removes items and stores, with every refusal', async () => {
    const token = (await demoLogin()).json.token as string;
    const zone = (
      await http(base, '/api/v1/config/get-zone-id', { query: { lat: 25.1972, lng: 55.2744 } })
    ).json as { zone_id: string };
    const modules = (await http(base, '/api/v1/module')).json as {
      id: number;
      module_type: string;
    }[];
    const grocery = { moduleId: String(modules.find((m) => m.module_type === 'grocery')!.id) };
    const search = await http(base, '/api/v1/items/search', {
      query: { name: 'Tomatoes', limit: 5 },
      headers: { ...grocery, zoneId: zone.zone_id },
    });
    const item = (search.json as { products: { id: number; store_id: number }[] }).products[0]!;
    // Start clean (PostgreSQL keeps the wishlist of an earlier run).
    await call('removeFromWishlist', { query: { item_id: item.id }, token });
    await call('removeFromWishlist', { query: { store_id: item.store_id }, token });

    expectError(await call('addToWishlist', { query: { item_id: item.id } }), 401, 'auth-001');
    expect((await call('addToWishlist', { query: { item_id: item.id }, token })).status).toBe(200);
    expectError(
      await call('addToWishlist', { query: { item_id: item.id }, token }),
      409,
      'wishlist',
    );
    expect((await call('addToWishlist', { body: { store_id: item.store_id }, token })).status).toBe(
      200,
    );
    expectError(
      await call('addToWishlist', { query: { item_id: item.id, store_id: item.store_id }, token }),
      403,
      'data',
    );
    expectError(await call('addToWishlist', { token }), 403, 'data');
    expectError(await call('addToWishlist', { query: { item_id: 99_999_999 }, token }), 404);
    expectError(await call('addToWishlist', { query: { item_id: 'abc' }, token }), 403, 'item_id');
    expectError(await call('addToWishlist', { body: '{"item_id":', token }), 400);

    expectError(await call('getWishlist', { token }), 403, 'zoneId', 'Zone id is required!');
    expectError(await call('getWishlist', { headers: { zoneId: zone.zone_id } }), 401, 'auth-001');
    const list = await call<{ item: { id: number }[]; store: { id: number }[] }>('getWishlist', {
      token,
      headers: { zoneId: zone.zone_id },
    });
    expect(list.json.item.map((i) => i.id)).toContain(item.id);
    expect(list.json.store.map((s) => s.id)).toContain(item.store_id);

    expect((await call('removeFromWishlist', { query: { item_id: item.id }, token })).status).toBe(
      200,
    );
    expectError(
      await call('removeFromWishlist', { query: { item_id: item.id }, token }),
      404,
      'wishlist',
    );
    expectError(await call('removeFromWishlist', { query: { item_id: item.id } }), 401, 'auth-001');
    expectError(await call('removeFromWishlist', { query: { item_id: 0 }, token }), 403, 'item_id');
    expect(
      (await call('removeFromWishlist', { query: { store_id: item.store_id }, token })).status,
    ).toBe(200);
  });
});

describe('the demo outbox page', () => {
  it('lists the codes sent, newest first, with the demo hint', async () => {
    const phone = newPhone();
    await call('login', { body: { login_type: 'otp', phone } });
    const code = await lastCode(phone);
    const page = await http(base, '/demo/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain(`For demo purpose use otp <strong>${code}</strong>`);
  });
});

/** Firebase phone verification is off on this server: that operation can only refuse. */
const REFUSE_ONLY = ['firebaseVerifyToken'];
/** Operations tagged auth that another file of this folder covers (with its own check). */
const OWN_FILES = ['updateInterest']; // interest.test.ts

describe('coverage of the auth operations', () => {
  it('exercised every operation tagged auth with a success and a refusal', () => {
    const tagged = operations
      .filter((op) => op.tags.includes(TAG) && !OWN_FILES.includes(op.operationId))
      .map((op) => op.operationId);
    expect(tagged.length).toBeGreaterThan(0);
    const missing = tagged.filter((id) => {
      const seen = [...(statuses.get(id) ?? [])];
      const succeeded = REFUSE_ONLY.includes(id) || seen.some((s) => s < 300);
      return !succeeded || !seen.some((s) => s >= 400);
    });
    expect(missing).toEqual([]);
  });
});
