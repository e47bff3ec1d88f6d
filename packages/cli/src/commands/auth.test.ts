// `auth …` and `wishlist …` against a fake server answering like the v1 API: the calls the
// machines make (with the guest id), the token in the session file, the OTP step off a terminal,
// forgot password with a code already received, logout, and the wishlist's sign-in and confirm.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';
import { splitPhone } from './auth.js';

const failure = (status: number, code: string, message: string) =>
  json({ errors: [{ code, message }] }, status);

const CONFIG = {
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 0,
    email_verification_status: 0,
    phone_verification_status: 1,
  },
};

const signedIn = (token: string) => ({
  token,
  is_phone_verified: 1,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: null,
});

const CUSTOMER = {
  id: 7,
  f_name: 'Mona',
  l_name: 'Saleh',
  phone: '+971500000009',
  email: 'mona@example.com',
  image: null,
  image_full_url: null,
  is_phone_verified: 1,
  is_email_verified: 0,
  status: 1,
  order_count: 2,
  wallet_balance: 0,
  loyalty_point: 0,
  ref_code: 'MONA1',
  current_language_key: 'en',
  member_since_days: 3,
  is_valid_for_discount: false,
  discount_amount: 0,
  discount_amount_type: 'amount',
  validity: null,
};

interface Recorded {
  method: string;
  path: string;
  query: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

function fakeServer() {
  const requests: Recorded[] = [];
  const wished = new Set<number>();
  return {
    requests,
    wished,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace('/api/v1', '');
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      const authorization = request.headers.get('Authorization');
      requests.push({ method: request.method, path, query: url.search, body, authorization });
      const token = authorization?.replace(/^Bearer /, '') ?? '';
      if (path === '/config') return json(CONFIG);
      if (path === '/auth/login') {
        if (body?.login_type === 'manual') {
          return body.password === 'Right@123'
            ? json(signedIn('tok-manual'))
            : failure(401, 'auth-001', 'User credential does not match');
        }
        if (body?.otp === undefined) {
          return json({ ...signedIn(''), token: null, is_phone_verified: 0, login_type: 'otp' });
        }
        return body.otp === '123456'
          ? json({ ...signedIn('tok-otp'), login_type: 'otp' })
          : failure(404, 'otp', 'OTP does not match');
      }
      if (path === '/auth/sign-up') {
        return json({ ...signedIn(''), token: null, is_phone_verified: 0 });
      }
      if (path === '/auth/verify-phone') {
        return body?.otp === '654321'
          ? json(signedIn('tok-verified'))
          : failure(404, 'otp', 'OTP does not match');
      }
      if (path === '/auth/forgot-password') return json({ message: 'OTP sent successfully.' });
      if (path === '/auth/verify-token') {
        return body?.reset_token === '111222'
          ? json({ message: 'OTP found, you can proceed' })
          : failure(400, 'invalid', 'Invalid OTP.');
      }
      if (path === '/auth/reset-password') {
        return json({ message: 'Password changed successfully.' });
      }
      if (path === '/customer/info') {
        return token.startsWith('tok-')
          ? json(CUSTOMER)
          : failure(401, 'auth-001', 'Unauthorized.');
      }
      if (path === '/customer/logout') return json({ message: 'Signed out' });
      if (path === '/customer/wish-list') {
        return json({ item: [...wished].map((id) => ({ id, name: `Item ${id}` })), store: [] });
      }
      if (path === '/customer/wish-list/add') {
        const id = Number(url.searchParams.get('item_id'));
        if (wished.has(id)) return failure(409, 'wishlist', 'Already in your wishlist');
        wished.add(id);
        return json({ message: 'Successfully added!' });
      }
      if (path === '/customer/wish-list/remove') {
        const id = Number(url.searchParams.get('item_id'));
        if (!wished.delete(id)) return failure(404, 'wishlist', 'Not found in your wishlist');
        return json({ message: 'Successfully removed!' });
      }
      return failure(404, 'not-found', 'Not found');
    }) as typeof fetch,
  };
}

const {
  cli: runCli,
  writeSession,
  readSession: stored,
} = cliHarness('auth', () => ({ zoneid: '[1]', guest_id: 'g1' }));

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests };
}

const writes = (requests: Recorded[]) =>
  requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

describe('auth login', () => {
  it('signs in by password with the guest id, stores the token and shows the customer', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'auth',
      'login',
      '--phone',
      '+971 50 000 0009',
      '--password',
      'Right@123',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    const login = requests.find((r) => r.path === '/auth/login');
    expect(login?.body).toEqual({
      login_type: 'manual',
      email_or_phone: '+971500000009',
      password: 'Right@123',
      field_type: 'phone',
      guest_id: 'g1',
    });
    expect(stored().token).toBe('tok-manual');
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ status: 'signed_in', customer: { id: 7, name: 'Mona Saleh' } });
    expect(result.toasts).toContainEqual({ kind: 'success', message: 'Logged in successfully' });
  });

  it("refuses a wrong password with the server's message (exit 1), storing nothing", async () => {
    const { code, stdout } = await cli([
      '--json',
      'auth',
      'login',
      '--phone',
      '+971500000009',
      '--password',
      'Wrong@123',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({
      code: 'auth-001',
      message: 'User credential does not match',
    });
    expect(stored().token).toBeUndefined();
  });

  it("refuses bad input with the form's messages (exit 2) before any call", async () => {
    const { code, stderr, requests } = await cli([
      'auth',
      'login',
      '--phone',
      'abc',
      '--password',
      '1',
    ]);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('--password:');
    expect(requests.some((r) => r.path === '/auth/login')).toBe(false);
  });

  it('needs --password or --otp-login (exit 2)', async () => {
    expect((await cli(['auth', 'login', '--phone', '+971500000009'])).code).toBe(EXIT.usage);
  });

  it('signs in by OTP with a code received earlier: no new code is requested', async () => {
    const { code, stdout, requests } = await cli([
      'auth',
      'login',
      '--phone',
      '+971500000009',
      '--otp-login',
      '--otp',
      '123456',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    const logins = requests.filter((r) => r.path === '/auth/login');
    expect(logins.map((r) => r.body)).toEqual([
      { login_type: 'otp', phone: '+971500000009', otp: '123456', guest_id: 'g1' },
    ]);
    expect(stored().token).toBe('tok-otp');
    expect(stdout).toContain('Signed in as Mona Saleh');
  });

  it('off a terminal without --otp, requests the code and says how to enter it', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'auth',
      'login',
      '--phone',
      '+971500000009',
      '--otp-login',
    ]);
    expect(code).toBe(EXIT.ok);
    expect(requests.find((r) => r.path === '/auth/login')?.body).toEqual({
      login_type: 'otp',
      phone: '+971500000009',
      guest_id: 'g1',
    });
    expect(JSON.parse(stdout)).toMatchObject({
      status: 'otp_required',
      destination: '+971500000009',
      next: 'storefront auth login --otp-login --phone +971500000009 --otp CODE',
    });
    expect(stored().token).toBeUndefined();
  });

  it('a wrong code fails with the server message (exit 1)', async () => {
    const { code, stderr } = await cli([
      'auth',
      'login',
      '--phone',
      '+971500000009',
      '--otp-login',
      '--otp',
      '000000',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain('OTP does not match');
  });
});

describe('auth signup and auth otp verify', () => {
  it('signs up (terms accepted, guest id sent), then verifies the phone with the code', async () => {
    const server = fakeServer();
    const signup = await cli(
      [
        '--json',
        'auth',
        'signup',
        '--name',
        'Mona Saleh',
        '--phone',
        '+971500000009',
        '--email',
        'mona@example.com',
        '--password',
        'Right@123',
      ],
      server,
    );
    expect(signup.code, signup.stdout).toBe(EXIT.ok);
    expect(server.requests.find((r) => r.path === '/auth/sign-up')?.body).toEqual({
      name: 'Mona Saleh',
      email: 'mona@example.com',
      phone: '+971500000009',
      password: 'Right@123',
      confirm_password: 'Right@123',
      ref_code: null,
      guest_id: 'g1',
    });
    expect(JSON.parse(signup.stdout)).toMatchObject({
      status: 'otp_required',
      next: 'storefront auth otp verify --phone +971500000009 --otp CODE',
    });

    const wrong = await cli(['auth', 'otp', 'verify', '--phone', '+971500000009', '--otp', '1']);
    expect(wrong.code).toBe(EXIT.usage);

    const verify = await cli(
      ['--json', 'auth', 'otp', 'verify', '--phone', '+971500000009', '--otp', '654321'],
      server,
    );
    expect(verify.code, verify.stderr).toBe(EXIT.ok);
    expect(server.requests.find((r) => r.path === '/auth/verify-phone')?.body).toEqual({
      otp: '654321',
      verification_type: 'phone',
      phone: '+971500000009',
      login_type: 'manual',
      guest_id: 'g1',
    });
    expect(stored().token).toBe('tok-verified');
    expect(JSON.parse(verify.stdout).customer).toMatchObject({ phone: '+971500000009' });
  });

  it("refuses a sign-up with the form's messages (exit 2)", async () => {
    const { code, stderr, requests } = await cli([
      'auth',
      'signup',
      '--name',
      'M',
      '--phone',
      '+971500000009',
      '--email',
      'not-an-email',
      '--password',
      'Right@123',
    ]);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('--email:');
    expect(requests.some((r) => r.path === '/auth/sign-up')).toBe(false);
  });
});

describe('auth forgot-password', () => {
  it('splits a phone into the country code and the 10 digits', () => {
    expect(splitPhone('+971500000001')).toEqual({ dial_code: '97', phone: '1500000001' });
    expect(splitPhone('+1 415 555 0100')).toEqual({ dial_code: '1', phone: '4155550100' });
  });

  it('requests a code and says how to finish off a terminal', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'auth',
      'forgot-password',
      '--phone',
      '+971500000009',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(requests.find((r) => r.path === '/auth/forgot-password')?.body).toEqual({
      verification_method: 'phone',
      phone: '+971500000009',
    });
    expect(JSON.parse(stdout)).toMatchObject({ status: 'otp_required' });
  });

  it('with the code and a new password: verifies the code and resets the password', async () => {
    const { code, stdout, requests } = await cli([
      '--json',
      'auth',
      'forgot-password',
      '--phone',
      '+971500000009',
      '--otp',
      '111222',
      '--new-password',
      'Newer@123',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(writes(requests)).toEqual(['POST /auth/verify-token', 'PUT /auth/reset-password']);
    expect(requests.find((r) => r.path === '/auth/reset-password')?.body).toEqual({
      verification_method: 'phone',
      phone: '+971500000009',
      reset_token: '111222',
      password: 'Newer@123',
      confirm_password: 'Newer@123',
    });
    expect(JSON.parse(stdout).toasts).toContainEqual({
      kind: 'success',
      message: 'Password changed successfully.',
    });
  });

  it('a wrong code fails with the server message, and no password is set', async () => {
    const { code, stderr, requests } = await cli([
      'auth',
      'forgot-password',
      '--phone',
      '+971500000009',
      '--otp',
      '999999',
      '--new-password',
      'Newer@123',
    ]);
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain('Invalid OTP.');
    expect(requests.some((r) => r.path === '/auth/reset-password')).toBe(false);
  });
});

describe('auth logout and whoami', () => {
  it('whoami shows the customer; logout revokes and removes the token; whoami then fails', async () => {
    writeSession({ zoneid: '[1]', token: 'tok-manual' });
    const who = await cli(['auth', 'whoami']);
    expect(who.code).toBe(EXIT.ok);
    expect(who.stdout).toContain('Mona Saleh');
    expect(who.requests.find((r) => r.path === '/customer/info')?.authorization).toBe(
      'Bearer tok-manual',
    );

    const out = await cli(['auth', 'logout']);
    expect(out.code).toBe(EXIT.ok);
    expect(out.stdout).toContain('Logout successful.');
    expect(writes(out.requests)).toEqual(['POST /customer/logout']);
    expect(stored().token).toBeUndefined();

    const after = await cli(['auth', 'whoami']);
    expect(after.code).toBe(EXIT.failure);
    expect((await cli(['auth', 'logout'])).code).toBe(EXIT.failure);
  });
});

describe('wishlist', () => {
  it("a guest is told 'You are not logged in' (exit 1), and nothing is sent", async () => {
    const { code, stderr, requests } = await cli(['wishlist', 'add', '4']);
    expect(code).toBe(EXIT.failure);
    expect(stderr).toContain('You are not logged in');
    expect(writes(requests)).toEqual([]);
  });

  it('adds, lists, asks before removing (refused without --yes), removes with --yes', async () => {
    writeSession({ zoneid: '[1]', token: 'tok-manual' });
    const server = fakeServer();
    const added = await cli(['--json', 'wishlist', 'add', '4'], server);
    expect(added.code, added.stderr).toBe(EXIT.ok);
    expect(JSON.parse(added.stdout)).toMatchObject({ id: 4, wished: true });
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/customer/wish-list/add',
      query: '?item_id=4',
    });

    const again = await cli(['wishlist', 'add', '4'], server);
    expect(again.code).toBe(EXIT.failure);
    expect(again.stderr).toContain('Already in your wishlist');

    const list = await cli(['--json', 'wishlist', 'list'], server);
    expect(JSON.parse(list.stdout)).toEqual({ items: [{ id: 4, name: 'Item 4' }], stores: [] });

    const asked = await cli(['--json', 'wishlist', 'remove', '4'], server);
    expect(asked.code).toBe(EXIT.failure);
    expect(JSON.parse(asked.stdout).error).toMatchObject({
      code: 'confirm_required',
      message: expect.stringContaining('Are you sure you want to delete this item?'),
    });
    expect(server.wished.has(4)).toBe(true);

    const removed = await cli(['wishlist', 'remove', '4', '--yes'], server);
    expect(removed.code).toBe(EXIT.ok);
    expect(removed.stdout).toContain('Successfully removed!');
    expect(server.wished.has(4)).toBe(false);

    const human = await cli(['wishlist', 'list'], server);
    expect(human.stdout).toContain('No favourite items found');
  });
});
