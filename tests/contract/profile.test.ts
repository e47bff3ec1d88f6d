// customer/update-profile (tag `profile`) on the suite's live server (PGlite, or PostgreSQL in the
// DATABASE_URL run): every answer validated against the YAML. A name and a photo change at once;
// the photo is told by its bytes (a PDF or WebP named .jpg/.png refused, over 2 MB refused, an
// oversized body 413) and comes back as `image_full_url`, a link signed for its owner; a new
// e-mail is confirmed with the code the server put in the demo outbox; a verified phone is Not
// Changeable; another account's e-mail is refused; bad input (control characters, wrong types,
// a bad code) gets a 4xx error body in the request's language, never a 500; no token, 401.
// (The phone's own code flow needs a customer with an unverified phone, which the demo's phone
// verification never leaves: packages/server/src/routes/profile.test.ts covers it in process.)
import { afterAll, describe, expect, inject, it } from 'vitest';
import { http, httpOnce } from '../support/http.js';
import { expectError, lastCode, operationCaller, signedUpCustomer } from './client.js';
import { operations } from './openapi.js';

const base = inject('serverUrl');
const { call, statuses } = operationCaller(() => base);

type Json = Record<string, unknown>;

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let phones = 0;
/** A phone no other run of the suite used (PostgreSQL may keep its data between runs). */
const newPhone = () => `+97159${run.slice(-4)}${String((phones += 1)).padStart(3, '0')}`;
const newEmail = (name: string) => `${name}.${run}.${phones}@example.com`;

async function newCustomer(name: string) {
  const phone = newPhone();
  const token = await signedUpCustomer(base, { name, phone, password: 'Saffron-Lantern-42' });
  return { token, phone };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1');
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 \x00\x00', 'latin1');
const AVIF = Buffer.from('\x00\x00\x00\x1cftypavif\x00\x00\x00\x00', 'latin1');

function form(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (image)
    data.set('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return data;
}

const update = (token: string | null, body: Json | FormData, headers?: Record<string, string>) =>
  call<Json>('updateProfile', { token, body, headers });
const info = async (token: string) => {
  const result = await http(base, '/api/v1/customer/info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(result.status, result.text).toBe(200);
  return result.json as Json;
};

const UNSUPPORTED = 'Only JPG, PNG, JPEG or GIF images are supported.';

afterAll(() => {
  // Every operation of the tag was called with a success and a refusal.
  const own = operations.filter((op) => op.tags.includes('profile')).map((op) => op.operationId);
  expect(own.sort()).toEqual(['removeAccount', 'updateProfile']);
  const seen = statuses.get('updateProfile') ?? new Set<number>();
  expect([...seen].some((s) => s === 200)).toBe(true);
  expect([...seen].some((s) => s >= 400)).toBe(true);
});

describe('updateProfile: name and photo', () => {
  it('changes the name and the photo at once; the photo comes back by a link signed for its owner', async () => {
    const sara = await newCustomer('Sara Haddad');
    const answer = await update(
      sara.token,
      form({ name: '  Sara   Al Haddad ' }, { bytes: PNG, name: 'me.png', type: 'image/png' }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ message: 'Updated successfully.' });
    const me = await info(sara.token);
    expect(me).toMatchObject({ f_name: 'Sara', l_name: 'Al Haddad', phone: sara.phone });
    const link = new URL(String(me.image_full_url));
    const photo = await fetch(link);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    // Without the signature, with a forged one, or under /storage: nothing.
    const bare = await http(base, link.pathname);
    expect(bare.status).toBe(404);
    const forged = await http(base, link.pathname, { query: { signature: 'x'.repeat(43) } });
    expect(forged.status).toBe(404);
    expect((await http(base, `/storage/${String(me.image)}`)).status).toBe(404);

    // A JPEG replaces it; the old link stops working.
    const again = await update(
      sara.token,
      form({}, { bytes: JPEG, name: 'portrait.JPEG', type: 'image/jpeg' }),
    );
    expect(again.status, again.text).toBe(200);
    expect((await fetch(link)).status).toBe(404);
    const now = await info(sara.token);
    expect((await fetch(String(now.image_full_url))).headers.get('content-type')).toBe(
      'image/jpeg',
    );
  });

  it('refuses a photo that is not a JPG, PNG, JPEG or GIF by its bytes, whatever its name', async () => {
    const omar = await newCustomer('Omar Khalid');
    for (const image of [
      { bytes: PDF, name: 'scan.jpg', type: 'image/jpeg' },
      { bytes: PDF, name: 'scan.pdf', type: 'application/pdf' },
      { bytes: WEBP, name: 'photo.png', type: 'image/png' },
      { bytes: AVIF, name: 'photo.avif', type: 'image/avif' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'a.gif',
        type: 'image/gif',
      },
    ]) {
      expectError(await update(omar.token, form({}, image)), 403, 'image', UNSUPPORTED);
    }
    const twoMegabytes = 2 * 1024 * 1024;
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(twoMegabytes - PNG.length + 1)]);
    expectError(
      await update(omar.token, form({}, { bytes: tooLarge, name: 'big.png', type: 'image/png' })),
      403,
      'image',
      'The photo may not be larger than 2 MB.',
    );
    const justRight = Buffer.concat([PNG, Buffer.alloc(twoMegabytes - PNG.length)]);
    const taken = await update(
      omar.token,
      form({}, { bytes: justRight, name: 'exact.png', type: 'image/png' }),
    );
    expect(taken.status, taken.text).toBe(200);
    // A body far over the upload limit is refused before it is read: a 413, or the connection
    // closed while the client is still sending (EPIPE, ECONNRESET), as the timing falls.
    const huge = await httpOnce(base, '/api/v1/customer/update-profile', {
      method: 'POST',
      headers: { Authorization: `Bearer ${omar.token}` },
      body: JSON.stringify({ name: 'x'.repeat(4 * 1024 * 1024) }),
    }).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return 'closed';
        throw error;
      },
    );
    expect([413, 'closed']).toContain(huge);
    // A photo given as text is not a file.
    expectError(
      await update(omar.token, { image: 'data:image/png;base64,iVBORw0KGgo=' }),
      403,
      'image',
    );
    expectError(await update(omar.token, form({ image: 'me.png' })), 403, 'image');
  });
});

describe('updateProfile: e-mail and phone', () => {
  it('confirms a new e-mail with the code sent to it, then shows it verified', async () => {
    const sara = await newCustomer('Sara Mansour');
    const email = newEmail('sara');
    const first = await update(sara.token, { name: 'Sara Mansour', email, button_type: 'email' });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      verification_on: 'email',
      verification_medium: 'email',
      otp_send: true,
    });
    // Nothing changed yet.
    expect((await info(sara.token)).email).toBeNull();
    const code = await lastCode(base, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectError(
      await update(sara.token, { email, otp: wrong, verification_on: 'email' }),
      404,
      'otp',
      'OTP does not match',
    );
    const done = await update(
      sara.token,
      form({
        name: 'Sara Mansour',
        email,
        otp: code,
        verification_on: 'email',
        verification_medium: 'email',
      }),
    );
    expect(done.status, done.text).toBe(200);
    expect(done.json).toEqual({ message: 'Updated successfully.' });
    expect(await info(sara.token)).toMatchObject({ email, is_email_verified: 1 });
    // Another customer cannot take it, in any case.
    const omar = await newCustomer('Omar Saeed');
    expectError(
      await update(omar.token, { email: email.toUpperCase() }),
      403,
      'email',
      'The email has already been taken.',
    );
  });

  it('keeps a verified phone: Not Changeable', async () => {
    const layla = await newCustomer('Layla Nasser');
    expectError(
      await update(layla.token, { phone: newPhone() }),
      403,
      'phone',
      'A verified phone number is Not Changeable.',
    );
    // The same phone, written differently, is no change.
    const same = await update(layla.token, { phone: layla.phone.replace('+971', '+971 ') });
    expect(same.json).toEqual({ message: 'Updated successfully.' });
  });

  it('answers in the request language', async () => {
    const layla = await newCustomer('Layla Odeh');
    expectError(
      await update(layla.token, form({}, { bytes: PDF, name: 'x.jpg', type: 'image/jpeg' }), {
        'X-localization': 'ar',
      }),
      403,
      'image',
      'الصيغ المدعومة للصور هي JPG وPNG وJPEG وGIF فقط.',
    );
    const done = await update(layla.token, { name: 'ليلى عودة' }, { 'X-localization': 'ar' });
    expect(done.json).toEqual({ message: 'تم التحديث بنجاح.' });
    expect((await info(layla.token)).f_name).toBe('ليلى');
  });
});

describe('updateProfile: bad input', () => {
  it('refuses control characters in every text field, JSON or form, with the field as the code', async () => {
    const omar = await newCustomer('Omar Haddad');
    for (const field of [
      'name',
      'f_name',
      'l_name',
      'email',
      'phone',
      'password',
      'otp',
      'session_info',
    ]) {
      expectError(await update(omar.token, { [field]: 'a\u0000b' }), 403, field);
      expectError(await update(omar.token, form({ [field]: 'a\u0007b' })), 403, field);
    }
  });

  it('refuses wrong types and values field by field, never with a 500', async () => {
    const omar = await newCustomer('Omar Farouk');
    const cases: [Json, string][] = [
      [{ name: '' }, 'name'],
      [{ name: { first: 'Omar' } }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: ['a@b.com'] }, 'email'],
      [{ phone: '12ab' }, 'phone'],
      [{ phone: true }, 'phone'],
      [{ password: 'short' }, 'password'],
      [{ password: 'password' }, 'password'],
      [{ button_type: 'fax' }, 'button_type'],
      [{ otp: '12345' }, 'otp'],
      [{ otp: '123456' }, 'verification_on'],
      [{ verification_on: 'fax' }, 'verification_on'],
      [{ verification_medium: 'pigeon' }, 'verification_medium'],
    ];
    for (const [body, code] of cases) expectError(await update(omar.token, body), 403, code);
    for (const body of ['[1,2]', '"text"', '{"name":']) {
      const result = await http(base, '/api/v1/customer/update-profile', {
        method: 'POST',
        headers: { Authorization: `Bearer ${omar.token}` },
        body,
      });
      expect(result.status, result.text).toBeGreaterThanOrEqual(400);
      expect(result.status, result.text).toBeLessThan(500);
    }
    // Nothing of the above changed the profile.
    expect(await info(omar.token)).toMatchObject({ f_name: 'Omar', l_name: 'Farouk', email: null });
  });

  it('needs a valid token', async () => {
    expectError(await update(null, { name: 'Nobody' }), 401, 'auth-001');
    expectError(await update('not-a-token', { name: 'Nobody' }), 401, 'auth-001');
  });
});
