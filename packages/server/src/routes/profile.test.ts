/**
 * customer/update-profile, customer/remove-account and the profile photo link, in process on the
 * demo marketplace (in-memory PGlite): the photo told by its bytes and served only by its signed
 * link, e-mail and phone changes confirmed by a code from the outbox, the refusals, and the
 * erasure of a deleted account (what goes, what stays anonymised, what another customer keeps).
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  authTokens,
  carts,
  customerAddresses,
  orders,
  outbox,
  profileImages,
  users,
  vehicleReviews,
  vehicles,
  wishlists,
} from '../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { customerToken, type TestApi, type Demo } from '../ordering/testing.js';
import { PROFILE_PHOTO_MAX_BYTES } from '@storefront/core/domain/profile';
import { useDemoApi } from '../testing/demo-api.js';

type Json = Record<string, unknown>;
type ErrorJson = { errors: { code: string; message: string }[] };

let demo: Demo;
let api: TestApi;

useDemoApi((d, a) => {
  demo = d;
  api = a;
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n', 'latin1');
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 \x00\x00', 'latin1');

let counter = 0;
/** A new signed-in customer with a verified phone; the id, token, phone and e-mail. */
async function customer(options: { phoneVerified?: boolean } = {}) {
  counter += 1;
  const phone = `+97156${String(1_000_000 + counter).slice(-7)}`;
  const email = `profile${counter}@example.com`;
  const [row] = await demo.db
    .insert(users)
    .values({
      fName: 'Test',
      lName: `Customer ${counter}`,
      phone,
      email,
      isPhoneVerified: options.phoneVerified ?? true,
      isEmailVerified: true,
      password: await hashPassword('Saffron-Lantern-42'),
      loginMedium: 'manual',
      refCode: `PROF${counter}X`,
      createdAt: new Date(api.now),
      updatedAt: new Date(api.now),
    })
    .returning({ id: users.id });
  const id = row!.id;
  return { id, token: await customerToken(demo.db, id, api.now), phone, email };
}

async function send<T = Json>(
  method: string,
  path: string,
  token: string | null,
  body?: FormData | Json,
  headers: Record<string, string> = {},
) {
  const all: Record<string, string> = { ...headers };
  if (token) all.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    all['Content-Type'] = 'application/json';
  }
  const response = await api.app.request(`http://localhost/api/v1${path}`, {
    method,
    headers: all,
    body: payload,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as T, text, headers: response.headers };
}

const update = (token: string, body: FormData | Json, headers?: Record<string, string>) =>
  send('POST', '/customer/update-profile', token, body, headers);

function form(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (image) data.set('image', new Blob([image.bytes], { type: image.type }), image.name);
  return data;
}

function expectError(
  answer: { status: number; json: unknown; text: string },
  status: number,
  code: string,
  message?: string,
) {
  expect(answer.status, answer.text).toBe(status);
  const first = (answer.json as ErrorJson).errors[0];
  expect(first?.code, answer.text).toBe(code);
  if (message !== undefined) expect(first?.message, answer.text).toBe(message);
}

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

const info = (token: string) => send<Json>('GET', '/customer/info', token);
const userRow = async (id: number) =>
  (await demo.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('customer/update-profile', () => {
  it('changes the name and the photo (told by its bytes), served only by its signed link', async () => {
    const sara = await customer();
    const answer = await update(
      sara.token,
      form({ name: 'Sara  Al Haddad' }, { bytes: PNG, name: 'me.png', type: 'image/png' }),
    );
    expect(answer.json).toEqual({ message: 'Updated successfully.' });
    const me = (await info(sara.token)).json;
    expect(me).toMatchObject({ f_name: 'Sara', l_name: 'Al Haddad' });
    const url = new URL(String(me.image_full_url));
    expect(url.pathname).toMatch(/^\/api\/v1\/customer\/profile-image\/\d+$/);
    const image = await api.app.request(url.toString());
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    // Without its signature, or with another's, the photo is not found.
    const bare = await api.app.request(`${url.origin}${url.pathname}`);
    expect(bare.status).toBe(404);
    const forged = await api.app.request(`${url.origin}${url.pathname}?signature=abc`);
    expect(forged.status).toBe(404);
    // A new photo replaces it: the old link stops working.
    await update(sara.token, form({}, { bytes: GIF, name: 'anim.gif', type: 'image/gif' }));
    expect((await api.app.request(url.toString())).status).toBe(404);
    const rows = await demo.db
      .select()
      .from(profileImages)
      .where(eq(profileImages.userId, sara.id));
    expect(rows.map((r) => r.contentType)).toEqual(['image/gif']);
  });

  it('refuses a photo that is not a JPEG, PNG or GIF by its bytes, an empty one and one over 2 MB', async () => {
    const omar = await customer();
    const unsupported = 'Only JPG, PNG, JPEG or GIF images are supported.';
    for (const image of [
      { bytes: PDF, name: 'scan.jpg', type: 'image/jpeg' },
      { bytes: WEBP, name: 'photo.png', type: 'image/png' },
      { bytes: PDF, name: 'scan.pdf', type: 'application/pdf' },
    ]) {
      expectError(await update(omar.token, form({}, image)), 403, 'image', unsupported);
    }
    expectError(
      await update(
        omar.token,
        form({}, { bytes: Buffer.alloc(0), name: 'x.png', type: 'image/png' }),
      ),
      403,
      'image',
      'The photo file is empty.',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    expectError(
      await update(omar.token, form({}, { bytes: big, name: 'big.png', type: 'image/png' })),
      403,
      'image',
      'The photo may not be larger than 2 MB.',
    );
    expectError(await update(omar.token, { image: 'data:image/png;base64,AAAA' }), 403, 'image');
    expect((await userRow(omar.id)).image).toBeNull();
  });

  it('answers in Arabic when asked', async () => {
    const layla = await customer();
    expectError(
      await update(layla.token, form({}, { bytes: PDF, name: 'a.gif', type: 'image/gif' }), {
        'X-localization': 'ar',
      }),
      403,
      'image',
      'الصيغ المدعومة للصور هي JPG وPNG وJPEG وGIF فقط.',
    );
    const done = await update(layla.token, { name: 'ليلى' }, { 'X-localization': 'ar' });
    expect(done.json).toEqual({ message: 'تم التحديث بنجاح.' });
  });

  it('confirms a new e-mail with the code sent to it, then it is verified', async () => {
    const sara = await customer();
    const first = await update(sara.token, { name: 'Sara', email: 'Sara.New@Example.com' });
    expect(first.json).toMatchObject({
      verification_on: 'email',
      verification_medium: 'email',
      otp_send: true,
    });
    // Nothing changed yet.
    expect((await userRow(sara.id)).email).toBe(sara.email);
    const code = await lastCode('sara.new@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectError(
      await update(sara.token, {
        email: 'sara.new@example.com',
        otp: wrong,
        verification_on: 'email',
      }),
      404,
      'otp',
      'OTP does not match',
    );
    const done = await update(sara.token, {
      name: 'Sara',
      email: 'sara.new@example.com',
      otp: code,
      verification_on: 'email',
      verification_medium: 'email',
    });
    expect(done.json).toEqual({ message: 'Updated successfully.' });
    const row = await userRow(sara.id);
    expect(row.email).toBe('sara.new@example.com');
    expect(row.isEmailVerified).toBe(true);
    // The code is used up.
    expectError(
      await update(sara.token, { email: 'other@example.com', otp: code, verification_on: 'email' }),
      404,
      'otp',
    );
  });

  it('confirms a new e-mail and a new phone one after the other', async () => {
    const omar = await customer({ phoneVerified: false });
    const body = {
      email: `new${counter}@example.com`,
      phone: '+971567770001',
      button_type: 'phone',
    };
    const first = await update(omar.token, body);
    expect(first.json).toMatchObject({ verification_on: 'phone', verification_medium: 'SMS' });
    const second = await update(omar.token, {
      ...body,
      otp: await lastCode('+971567770001'),
      verification_on: 'phone',
    });
    expect(second.json).toMatchObject({ verification_on: 'email', otp_send: true });
    expect((await userRow(omar.id)).phone).toBe(omar.phone);
    const third = await update(omar.token, {
      ...body,
      otp: await lastCode(body.email),
      verification_on: 'email',
    });
    expect(third.json).toEqual({ message: 'Updated successfully.' });
    const row = await userRow(omar.id);
    expect([row.email, row.phone, row.isPhoneVerified]).toEqual([body.email, body.phone, true]);
  });

  it('keeps a verified phone (Not Changeable) and refuses what another account has', async () => {
    const sara = await customer();
    const omar = await customer({ phoneVerified: false });
    expectError(
      await update(sara.token, { phone: '+971567770002' }),
      403,
      'phone',
      'A verified phone number is Not Changeable.',
    );
    expectError(
      await update(omar.token, { email: sara.email.toUpperCase() }),
      403,
      'email',
      'The email has already been taken.',
    );
    expectError(
      await update(omar.token, { phone: sara.phone }),
      403,
      'phone',
      'The phone has already been taken.',
    );
    expect(await demo.db.select().from(outbox).where(eq(outbox.destination, sara.email))).toEqual(
      [],
    );
  });

  it('changes the password, revoking the other tokens only', async () => {
    const sara = await customer();
    const other = await customerToken(demo.db, sara.id, api.now);
    expectError(await update(sara.token, { password: 'password' }), 403, 'password');
    expect((await update(sara.token, { password: 'Cedar-Harbour-77' })).json).toEqual({
      message: 'Updated successfully.',
    });
    expect((await info(sara.token)).status).toBe(200);
    expect((await info(other)).status).toBe(401);
    const login = await send('POST', '/auth/login', null, {
      login_type: 'manual',
      email_or_phone: sara.email,
      password: 'Cedar-Harbour-77',
    });
    expect(login.status, login.text).toBe(200);
  });

  it('refuses bad input with the error body, never a 500, and needs a token', async () => {
    const sara = await customer();
    expectError(await update(sara.token, { name: '' }), 403, 'name');
    expectError(await update(sara.token, { email: 'nope' }), 403, 'email');
    expectError(await update(sara.token, { name: 'a\u0000b' }), 403, 'name');
    expectError(await update(sara.token, form({ name: 'a\u0007b' })), 403, 'name');
    expectError(await update(sara.token, { otp: '123456' }), 403, 'verification_on');
    const malformed = await api.app.request('http://localhost/api/v1/customer/update-profile', {
      method: 'POST',
      headers: { Authorization: `Bearer ${sara.token}`, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expectError(await update('not-a-token', { name: 'X' }), 401, 'auth-001');
  });
});

describe('a reviewer on the vehicle details (their latest reviews are rental reference data)', () => {
  it('a new name shows at once, and an erased account leaves its reviews as Customer', async () => {
    const { id, token } = await customer();
    const [vehicle] = await demo.db
      .select({ id: vehicles.id, slug: vehicles.slug })
      .from(vehicles)
      .where(eq(vehicles.status, true))
      .limit(1);
    await demo.db.insert(vehicleReviews).values({
      vehicleId: vehicle!.id,
      userId: id,
      customerName: 'Test Customer',
      rating: 5,
      comment: 'Renamed later',
      createdAt: new Date(api.now + 60_000),
    });
    // Written behind the server's back: the test tells its cache, as a write through it would.
    api.reference.invalidate('rental');
    const mine = async () => {
      const details = await send<{
        reviews: {
          comment: string;
          customer_name: string;
          customer: { f_name: string | null } | null;
        }[];
      }>('GET', `/rental/vehicle/get-vehicle-details/${vehicle!.slug}`, null, undefined, {
        moduleId: String(demo.moduleIds.rental),
      });
      expect(details.status, details.text).toBe(200);
      return details.json.reviews.find((r) => r.comment === 'Renamed later');
    };
    expect((await mine())?.customer?.f_name).toBe('Test');
    expect((await update(token, form({ name: 'Hessa Al Marri' }))).status).toBe(200);
    expect((await mine())?.customer?.f_name).toBe('Hessa');
    expect((await send('DELETE', '/customer/remove-account', token)).status).toBe(200);
    const erased = await mine();
    expect(erased?.customer_name).toBe('Customer');
    expect(erased?.customer?.f_name ?? null).toBeNull();
  });
});

describe('customer/remove-account', () => {
  it('is refused while an order is ongoing, then erases the account and keeps the order anonymised', async () => {
    const sara = await customer();
    const omar = await customer();
    await update(sara.token, form({}, { bytes: PNG, name: 'me.png', type: 'image/png' }));
    await demo.db.insert(customerAddresses).values({
      userId: sara.id,
      addressType: 'home',
      contactPersonName: 'Sara',
      contactPersonNumber: sara.phone,
      address: 'Villa 12, Jumeirah',
      latitude: 25.2,
      longitude: 55.27,
    });
    await demo.db.insert(customerAddresses).values({
      userId: omar.id,
      addressType: 'home',
      contactPersonName: 'Omar',
      contactPersonNumber: omar.phone,
      address: 'Tower 3, Marina',
      latitude: 25.08,
      longitude: 55.14,
    });
    const item = demo.itemRows[0]!;
    await demo.db.insert(wishlists).values({ userId: sara.id, itemId: item.id });
    await demo.db.insert(carts).values({
      userId: sara.id,
      moduleId: item.moduleId,
      itemId: item.id,
      itemType: 'Item',
      price: 10,
      quantity: 1,
    });
    const [order] = await demo.db
      .insert(orders)
      .values({
        userId: sara.id,
        moduleId: item.moduleId,
        storeId: item.storeId,
        orderAmount: 25,
        paymentMethod: 'cash_on_delivery',
        orderType: 'delivery',
        orderStatus: 'processing',
        orderNote: 'Call Sara at the gate',
        deliveryAddress: {
          contact_person_name: 'Sara',
          contact_person_number: sara.phone,
          contact_person_email: sara.email,
          address_type: 'home',
          address: 'Villa 12, Jumeirah',
          latitude: '25.2',
          longitude: '55.27',
          road: '5',
          house: '12',
          floor: null,
        },
        createdAt: new Date(api.now),
        updatedAt: new Date(api.now),
      })
      .returning({ id: orders.id });

    // In demo mode the order moves along; with the clock still, it is ongoing.
    const refused = await send('DELETE', '/customer/remove-account', sara.token);
    expectError(refused, 203, 'on-going');
    expect((await userRow(sara.id)).email).toBe(sara.email);

    await demo.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, order!.id));
    const deleted = await send('DELETE', '/customer/remove-account', sara.token);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.json).toEqual([]);

    const row = await userRow(sara.id);
    expect(row).toMatchObject({
      fName: null,
      lName: null,
      phone: null,
      email: null,
      image: null,
      password: null,
      refCode: null,
      status: false,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(
      await demo.db.select().from(profileImages).where(eq(profileImages.userId, sara.id)),
    ).toEqual([]);
    expect(
      await demo.db.select().from(customerAddresses).where(eq(customerAddresses.userId, sara.id)),
    ).toEqual([]);
    expect(await demo.db.select().from(wishlists).where(eq(wishlists.userId, sara.id))).toEqual([]);
    expect(await demo.db.select().from(carts).where(eq(carts.userId, sara.id))).toEqual([]);
    const live = await demo.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, sara.id)));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
    const [kept] = await demo.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept?.orderNote).toBeNull();
    expect(kept?.deliveryAddress).toEqual({
      contact_person_name: null,
      contact_person_number: null,
      contact_person_email: null,
      address_type: 'home',
      address: null,
      latitude: null,
      longitude: null,
      road: null,
      house: null,
      floor: null,
    });
    expect(JSON.stringify(kept)).not.toContain(sara.phone);

    // The old token is refused; the old credentials sign nobody in.
    expectError(await info(sara.token), 401, 'auth-001');
    const login = await send('POST', '/auth/login', null, {
      login_type: 'manual',
      email_or_phone: sara.email,
      password: 'Saffron-Lantern-42',
    });
    expect(login.status).toBe(401);
    // Another customer keeps everything.
    expect((await info(omar.token)).json).toMatchObject({ email: omar.email, phone: omar.phone });
    expect(
      await demo.db.select().from(customerAddresses).where(eq(customerAddresses.userId, omar.id)),
    ).toHaveLength(1);
  });
});
