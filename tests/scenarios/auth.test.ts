// A new customer signs up from the command line (the code read from the demo outbox), signs in
// by password, orders groceries as that customer, keeps a wishlist, and signs out; the same
// core machines as the web app (auth modal, OTP dialog, wishlist heart, logout).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storefront } from './cli.js';

const api = inject('serverUrl');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-auth-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(session: string) {
  return (...args: string[]) =>
    storefront(['--api', api, '--session', join(dir, session), ...args]);
}

async function json<T>(run: Promise<{ code: number | null; stdout: string; stderr: string }>) {
  const result = await run;
  expect(result.code, result.stderr || result.stdout).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** The newest code the demo outbox holds for `destination`. */
async function outboxCode(destination: string): Promise<string> {
  const response = await fetch(`${api}/demo/outbox.json`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as {
    messages: { destination: string; code: string | null }[];
  };
  const code = messages.find((m) => m.destination === destination && m.code != null)?.code;
  if (code == null) throw new Error(`no code for ${destination} in the outbox`);
  return code;
}

interface AuthResult {
  status: string;
  customer?: { id: number; name: string; phone: string | null };
  next?: string;
  toasts: { kind: string; message: string }[];
}

// A phone no other suite uses (the server is shared by the scenario files).
const PHONE = '+971509876501';
const PASSWORD = 'Falcon#Dunes42';

describe('a customer signs up, signs in and orders from the command line', () => {
  const run = cli('customer.json');
  let orderId = 0;

  it('signs up; the code is sent to the phone (read from the demo outbox) and verified', async () => {
    expect((await run('location', 'set', '--search', 'Dubai Mall')).code).toBe(0);
    expect((await run('module', 'use', 'grocery')).code).toBe(0);
    const signup = await json<AuthResult>(
      run(
        '--json',
        'auth',
        'signup',
        '--name',
        'Layla Haddad',
        '--phone',
        PHONE,
        '--email',
        'layla.haddad@example.com',
        '--password',
        PASSWORD,
      ),
    );
    expect(signup).toMatchObject({
      status: 'otp_required',
      next: `storefront auth otp verify --phone ${PHONE} --otp CODE`,
    });

    const wrong = await run('auth', 'otp', 'verify', '--phone', PHONE, '--otp', '12');
    expect(wrong.code).toBe(2);

    const code = await outboxCode(PHONE);
    const verified = await json<AuthResult>(
      run('--json', 'auth', 'otp', 'verify', '--phone', PHONE, '--otp', code),
    );
    expect(verified.status).toBe('signed_in');
    expect(verified.customer).toMatchObject({ name: 'Layla Haddad', phone: PHONE });
  });

  it('signs out, fills a guest cart, is refused a wrong password, and signs in by password', async () => {
    expect((await run('auth', 'logout')).code).toBe(0);
    // As a guest again: the cart is the guest's (a guest id is created) until sign-in.
    const added = await json<{ outcome: string }>(run('--json', 'cart', 'add', '4', '--qty', '2'));
    expect(added.outcome).toBe('added');

    const refused = await run(
      '--json',
      'auth',
      'login',
      '--phone',
      PHONE,
      '--password',
      'nope1234',
    );
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).error.message).toBe('User credential does not match');

    const bad = await run('auth', 'login', '--phone', 'not a phone', '--password', PASSWORD);
    expect(bad.code).toBe(2);

    const login = await json<AuthResult>(
      run('--json', 'auth', 'login', '--phone', PHONE, '--password', PASSWORD),
    );
    expect(login.status).toBe('signed_in');
    expect(login.toasts).toContainEqual({ kind: 'success', message: 'Logged in successfully' });
  });

  it('auth whoami shows the customer', async () => {
    const who = await run('auth', 'whoami');
    expect(who.code).toBe(0);
    expect(who.stdout).toContain('Layla Haddad');
    expect(who.stdout).toContain(PHONE);
  });

  it("the guest's cart came along; checks out as the customer (no contact flags)", async () => {
    const cart = await json<{ cart: { lines: { name: string; quantity: number }[] } }>(
      run('--json', 'cart', 'list'),
    );
    expect(cart.cart.lines.map((l) => [l.name, l.quantity])).toEqual([['Medjool Dates', 2]]);
    const placed = await json<{ orderId: number }>(
      run('--json', 'checkout', '--type', 'delivery', '--road', '12', '--house', '4B'),
    );
    expect(placed.orderId).toBeGreaterThan(0);
    orderId = placed.orderId;
  });

  it('order list shows the order', async () => {
    const list = await json<{ running: { id: number }[]; finished: { id: number }[] }>(
      run('--json', 'order', 'list'),
    );
    expect([...list.running, ...list.finished].map((o) => o.id)).toContain(orderId);
  });

  it('keeps a wishlist: add, list, remove (asked first; --yes confirms)', async () => {
    const added = await json<{ wished: boolean; message: string }>(
      run('--json', 'wishlist', 'add', '4'),
    );
    expect(added.wished).toBe(true);
    const list = await json<{ items: { id: number; name: string }[] }>(
      run('--json', 'wishlist', 'list'),
    );
    expect(list.items.map((i) => i.id)).toEqual([4]);

    const asked = await run('wishlist', 'remove', '4');
    expect(asked.code).toBe(1);
    expect(asked.stderr).toContain('Are you sure you want to delete this item?');

    expect((await run('wishlist', 'remove', '4', '--yes')).code).toBe(0);
    const empty = await json<{ items: unknown[] }>(run('--json', 'wishlist', 'list'));
    expect(empty.items).toEqual([]);
  });

  it('signs out: whoami then exits 1, and the wishlist needs a sign-in again', async () => {
    const out = await run('auth', 'logout');
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Logout successful.');
    const who = await run('auth', 'whoami');
    expect(who.code).toBe(1);
    const wish = await run('wishlist', 'add', '4');
    expect(wish.code).toBe(1);
    expect(wish.stderr).toContain('You are not logged in');
  });
});
