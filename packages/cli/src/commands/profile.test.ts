// `profile …` against a fake server answering like the v1 API: show; edit with the form's rules
// before anything is sent, the multipart update of spec §3, a new e-mail needing a code (then sent
// with --otp), a refused photo; delete needing --yes, done, or refused while an order runs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';

const INFO = {
  id: 1,
  f_name: 'Sara',
  l_name: 'Haddad',
  phone: '+971500000001',
  email: 'sara@example.com',
  image: null,
  image_full_url: null,
  is_phone_verified: 1,
  is_email_verified: 1,
  status: 1,
  order_count: 2,
  wallet_balance: 0,
  loyalty_point: 0,
  ref_code: 'SARA1',
  current_language_key: 'en',
  member_since_days: 12,
  is_valid_for_discount: false,
  discount_amount: 0,
  discount_amount_type: 'amount',
  validity: '0 days',
};

const CONFIG = {
  centralize_login: { manual_login_status: 1 },
  firebase_otp_verification: 0,
  demo: 0,
};

type Form = Record<string, string | { name: string; type: string; size: number }>;

function fakeServer(answers: { update?: Response[]; remove?: Response } = {}) {
  const updates: Form[] = [];
  const requests: { method: string; path: string }[] = [];
  const queue = [...(answers.update ?? [])];
  return {
    updates,
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace('/api/v1', '');
      requests.push({ method: request.method, path });
      if (path === '/customer/info') return json(INFO);
      if (path === '/config') return json(CONFIG);
      if (path === '/customer/update-profile') {
        const form: Form = {};
        for (const [key, value] of await request.formData()) {
          form[key] =
            typeof value === 'string'
              ? value
              : { name: value.name, type: value.type, size: value.size };
        }
        updates.push(form);
        return queue.shift() ?? json({ message: 'Updated successfully.' });
      }
      if (path === '/customer/remove-account') return answers.remove ?? json([]);
      return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

const { cli: runCli, writeSession, readSession } = cliHarness('profile');
const signIn = () => writeSession({ token: 'secret-token' });

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), server };
}

const files = mkdtempSync(join(tmpdir(), 'storefront-profile-files-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const photo = join(files, 'me.png');
writeFileSync(photo, PNG);
const disguised = join(files, 'scan.jpg');
writeFileSync(disguised, '%PDF-1.7\n%\n');

describe('profile show', () => {
  it('needs a signed-in customer', async () => {
    const { code, stdout } = await cli(['--json', 'profile', 'show']);
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({ code: 'not_signed_in' });
  });

  it('prints the profile with its verified marks', async () => {
    signIn();
    const { code, stdout } = await cli(['profile', 'show']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('Sara Haddad');
    expect(stdout).toContain('+971500000001 (verified: yes)');
    const shown = await cli(['--json', 'profile', 'show']);
    expect(JSON.parse(shown.stdout)).toMatchObject({ name: 'Sara Haddad', emailVerified: true });
  });
});

describe('profile edit', () => {
  it('sends the multipart update with the photo and prints the profile', async () => {
    signIn();
    const { code, stdout, server } = await cli([
      '--json',
      'profile',
      'edit',
      '--name',
      'Sara Al Haddad',
      '--image',
      photo,
      '--password',
      'Cedar-Harbour-77',
    ]);
    expect(code, stdout).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'updated' });
    expect(server.updates).toEqual([
      {
        name: 'Sara Al Haddad',
        email: 'sara@example.com',
        phone: '+971500000001',
        password: 'Cedar-Harbour-77',
        image: { name: 'me.png', type: 'image/png', size: PNG.length },
      },
    ]);
  });

  it("checks the form first: the spec's messages per flag, nothing sent", async () => {
    signIn();
    const { code, stdout, server } = await cli([
      '--json',
      'profile',
      'edit',
      '--name',
      ' ',
      '--email',
      'sara@',
      '--password',
      'short',
    ]);
    expect(code).toBe(EXIT.usage);
    expect(JSON.parse(stdout).error.message).toBe(
      '--name: Name is required\n--email: Please insert a valid email.\n--password: The password must be at least 8 characters.',
    );
    expect(server.updates).toEqual([]);
    const photoRefused = await cli(['--json', 'profile', 'edit', '--image', disguised]);
    expect(photoRefused.code).toBe(EXIT.usage);
    expect(JSON.parse(photoRefused.stdout).error.message).toBe(
      '--image: Only JPG, PNG, JPEG or GIF images are supported.',
    );
    const same = await cli(['profile', 'edit', '--name', 'Sara Haddad']);
    expect(same.code).toBe(EXIT.ok);
    expect(same.stdout).toContain('No changes found to update.');
  });

  it('a new e-mail needs the code sent to it: then the same command with --otp', async () => {
    signIn();
    const sent = json({
      verification_on: 'email',
      verification_medium: 'email',
      otp_send: true,
      message: 'We sent a code to new@example.com.',
    });
    const first = await cli(
      ['--json', 'profile', 'edit', '--email', 'new@example.com'],
      fakeServer({ update: [sent] }),
    );
    expect(first.code, first.stdout).toBe(EXIT.ok);
    expect(JSON.parse(first.stdout)).toMatchObject({
      status: 'otp_required',
      verificationOn: 'email',
      destination: 'new@example.com',
    });
    const second = await cli(['profile', 'edit', '--email', 'new@example.com', '--otp', '123456']);
    expect(second.code, second.stderr).toBe(EXIT.ok);
    expect(second.stdout).toContain('Updated successfully.');
    expect(second.server.updates[0]).toMatchObject({
      email: 'new@example.com',
      button_type: 'email',
      otp: '123456',
    });
    const bad = await cli(['profile', 'edit', '--email', 'new@example.com', '--otp', '12']);
    expect(bad.code).toBe(EXIT.usage);
  });

  it("fails with the server's refusal", async () => {
    signIn();
    const taken = json(
      { errors: [{ code: 'email', message: 'The email has already been taken.' }] },
      403,
    );
    const { code, stdout } = await cli(
      ['--json', 'profile', 'edit', '--email', 'omar@example.com'],
      fakeServer({ update: [taken] }),
    );
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({
      code: 'email',
      message: 'The email has already been taken.',
    });
  });
});

describe('profile delete', () => {
  it('needs --yes', async () => {
    signIn();
    const { code, stderr, server } = await cli(['profile', 'delete']);
    expect(code).toBe(EXIT.usage);
    expect(stderr).toContain('add --yes to confirm');
    expect(server.requests.some((r) => r.path === '/customer/remove-account')).toBe(false);
  });

  it('deletes the account and forgets the token', async () => {
    signIn();
    const { code, stdout } = await cli(['profile', 'delete', '--yes']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toContain('Account has been deleted');
    expect(readSession().token).toBeUndefined();
  });

  it('is refused while an order runs: the first message, exit 1, the token kept', async () => {
    signIn();
    const ongoing = json(
      { errors: [{ code: 'on-going', message: 'You have an ongoing order or trip.' }] },
      203,
    );
    const { code, stdout } = await cli(
      ['--json', 'profile', 'delete', '--yes'],
      fakeServer({ remove: ongoing }),
    );
    expect(code).toBe(EXIT.failure);
    expect(JSON.parse(stdout).error).toMatchObject({
      code: 'on-going',
      message: 'You have an ongoing order or trip.',
    });
    expect(readSession().token).toBe('secret-token');
  });
});
