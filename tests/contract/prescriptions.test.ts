// Prescriptions with an order (issue 12; reference §6.7 `order_attachment`), on the live demo
// server (PGlite, or PostgreSQL in the DATABASE_URL run): a pharmacy order with an item that needs
// a prescription is placed only with one, sent as multipart `order_attachment[]`; at most 5 files,
// images or PDF told by their bytes (never the name or the claimed type), 2 MB each; a refused
// order writes nothing (the cart stays). The files are kept with the order and served only to its
// owner: another guest, another customer or nobody gets 404 (401 without any owner), never the
// bytes. Every answer of the suite is validated against the operation's documented response.
//
// Creekside Pharmacy is open around the clock; orders are canceled right after the checks (the
// stock goes back, demo orders move after 20 s).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { expectError, operationCaller } from './client.js';
import {
  fillCart,
  file,
  GIF,
  JPEG,
  newCustomer,
  newGuest,
  ownerHeaders,
  ownerQuery,
  PDF,
  placeCart,
  placedId,
  PNG,
  product,
  shopAt,
  WEBP,
  type Owner,
  type Product,
  type Shop,
} from './orders-extra.js';

const base = inject('serverUrl');
const { call } = operationCaller(() => base);

const REQUIRED = 'Please upload your prescription image';
const TOO_MANY = 'You can upload a maximum of 5 prescriptions';

let shop: Shop;
let amoxicillin: Product;
let paracetamol: Product;
const placed: { owner: Owner; orderId: number }[] = [];

beforeAll(async () => {
  shop = await shopAt(base);
  amoxicillin = await product(shop, 'pharmacy', 'Amoxicillin', 'amoxicillin-500-capsules');
  paracetamol = await product(shop, 'pharmacy', 'Paracetamol', 'paracetamol-500-tablets');
  expect(amoxicillin.is_prescription_required).toBe(1);
  expect(paracetamol.is_prescription_required).toBe(0);
});

afterAll(async () => {
  // The stock goes back.
  for (const { owner, orderId } of placed) {
    await http(base, '/api/v1/customer/order/cancel', {
      method: 'PUT',
      headers: { ...ownerHeaders(owner), moduleId: String(shop.moduleIds.get('pharmacy')) },
      body: { order_id: orderId, reason: 'Contract suite clean-up', ...ownerQuery(owner) },
    });
  }
});

/** The owner's cart of amoxicillin (and paracetamol), and its placement with `files`. */
async function prescriptionOrder(owner: Owner, files: { name: string; data: Blob }[]) {
  const cart = await fillCart(shop, owner, 'pharmacy', [
    { item_id: amoxicillin.id, quantity: 1 },
    { item_id: paracetamol.id, quantity: 2 },
  ]);
  return placeCart(shop, owner, 'pharmacy', amoxicillin.store_id, cart, { files });
}

const cartSize = async (owner: Owner) => {
  const answer = await http(base, '/api/v1/customer/cart/list', {
    query: ownerQuery(owner),
    headers: { ...ownerHeaders(owner), moduleId: String(shop.moduleIds.get('pharmacy')) },
  });
  return (answer.json as unknown[]).length;
};

const listOf = (owner: Owner, orderId: number, headers: Record<string, string> = {}) =>
  call<
    { id: number; file_name: string; file_type: string; file_size: number; file_full_url: string }[]
  >('listOrderPrescriptions', {
    query: { order_id: orderId, ...ownerQuery(owner) },
    headers: { ...ownerHeaders(owner), ...headers },
  });

const fileOf = (owner: Owner | null, id: number) =>
  http(base, `/api/v1/customer/order/prescriptions/${id}/file`, {
    query: owner ? ownerQuery(owner) : {},
    headers: owner ? ownerHeaders(owner) : {},
  });

describe('a pharmacy order with an item that needs a prescription', () => {
  it('is refused without one, and the cart stays', async () => {
    const guest = { guest: await newGuest(base) };
    const refused = await prescriptionOrder(guest, []);
    expectError(refused, 403, 'order_attachment', REQUIRED);
    expect(await cartSize(guest)).toBe(2);
  });

  it('says so in Arabic', async () => {
    const guest = { guest: await newGuest(base) };
    const cart = await fillCart(shop, guest, 'pharmacy', [
      { item_id: amoxicillin.id, quantity: 1 },
    ]);
    const arabic = await placeCart(shop, guest, 'pharmacy', amoxicillin.store_id, cart, {
      headers: { 'X-localization': 'ar' },
    });
    expectError(arabic, 403, 'order_attachment', 'يرجى رفع صورة الوصفة الطبية');
  });

  it('is placed with a PNG and a PDF, which its guest lists and reads back, byte for byte', async () => {
    const guest = { guest: await newGuest(base) };
    const orderId = placedId(
      await prescriptionOrder(guest, [
        file(PNG, 'front of the prescription.png', 'image/png'),
        // The claimed type does not matter: the bytes say PDF.
        file(PDF, 'دواء.pdf', 'image/png'),
      ]),
    );
    placed.push({ owner: guest, orderId });
    expect(await cartSize(guest)).toBe(0);
    const list = await listOf(guest, orderId);
    expect(list.status, list.text).toBe(200);
    expect(list.json.map((f) => [f.file_name, f.file_type, f.file_size])).toEqual([
      ['front of the prescription.png', 'image/png', PNG.length],
      ['دواء.pdf', 'application/pdf', PDF.length],
    ]);
    const [png, pdf] = list.json;
    expect(png!.file_full_url).toMatch(
      new RegExp(`/api/v1/customer/order/prescriptions/${png!.id}/file$`),
    );
    const got = await fetch(`${png!.file_full_url}?guest_id=${guest.guest}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    const doc = await fileOf(guest, pdf!.id);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.text).toBe(PDF.toString());

    // Nobody else reaches them: another guest, a customer, no owner at all.
    const stranger = { guest: await newGuest(base) };
    expectError(await listOf(stranger, orderId), 404, 'order_id');
    expectError(await fileOf(stranger, png!.id), 404, 'file', 'File not found.');
    const customer = { token: await newCustomer(base) };
    expectError(await listOf(customer, orderId), 404, 'order_id');
    expectError(await fileOf(customer, pdf!.id), 404, 'file');
    expectError(await fileOf(null, png!.id), 401);
    expectError(await fileOf(guest, 999_999_999), 404, 'file');
  });

  it('takes every image kind and a PDF, up to 5 files', async () => {
    const customer = { token: await newCustomer(base) };
    const orderId = placedId(
      await prescriptionOrder(customer, [
        file(PNG, 'a.png'),
        file(JPEG, 'b.jpg'),
        file(GIF, 'c.gif'),
        file(WEBP, 'd.webp'),
        file(PDF, 'e.pdf'),
      ]),
    );
    placed.push({ owner: customer, orderId });
    const list = await listOf(customer, orderId);
    expect(list.json.map((f) => f.file_type)).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
    ]);
    // The customer's own token reads them; a guest id alone does not.
    expect((await fileOf(customer, list.json[1]!.id)).status).toBe(200);
    expectError(await fileOf({ guest: await newGuest(base) }, list.json[1]!.id), 404, 'file');
  });
});

describe('the files are checked by their content', () => {
  const refusals: [string, { name: string; data: Blob }[], string][] = [
    [
      'a text named .png with an image type',
      [file(Buffer.from('not really a picture'), 'scan.png', 'image/png')],
      'scan.png is not an image or a PDF.',
    ],
    [
      'an HTML page named .pdf',
      [file(Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf', 'application/pdf')],
      'x.pdf is not an image or a PDF.',
    ],
    ['an empty file', [file(Buffer.alloc(0), 'empty.png')], 'empty.png is empty.'],
    [
      'a file above 2 MB',
      [file(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png')],
      'big.png is larger than 2 MB.',
    ],
    ['six files', Array.from({ length: 6 }, (_, i) => file(PNG, `p${i}.png`)), TOO_MANY],
    [
      'a good file beside a bad one',
      [file(PNG, 'ok.png'), file(Buffer.from('MZ\x90\x00'), 'tool.exe')],
      'tool.exe is not an image or a PDF.',
    ],
  ];

  for (const [name, files, message] of refusals) {
    it(`refuses ${name}, writing nothing`, async () => {
      const guest = { guest: await newGuest(base) };
      expectError(await prescriptionOrder(guest, files), 403, 'order_attachment', message);
      expect(await cartSize(guest)).toBe(2);
    });
  }

  it('refuses text sent where a file goes', async () => {
    const guest = { guest: await newGuest(base) };
    const cart = await fillCart(shop, guest, 'pharmacy', [
      { item_id: amoxicillin.id, quantity: 1 },
    ]);
    const answer = await placeCart(shop, guest, 'pharmacy', amoxicillin.store_id, cart, {
      form: (form) => form.append('order_attachment[]', 'https://example.com/prescription.png'),
    });
    expectError(answer, 403, 'order_attachment');
    expect(await cartSize(guest)).toBe(1);
  });
});

describe('other orders', () => {
  it('a pharmacy order without such an item needs none', async () => {
    const guest = { guest: await newGuest(base) };
    const cart = await fillCart(shop, guest, 'pharmacy', [
      { item_id: paracetamol.id, quantity: 1 },
    ]);
    const orderId = placedId(await placeCart(shop, guest, 'pharmacy', paracetamol.store_id, cart));
    placed.push({ owner: guest, orderId });
    const list = await listOf(guest, orderId);
    expect(list.json).toEqual([]);
  });

  it('an unknown order lists nothing: 404; no owner: 401', async () => {
    const guest = { guest: await newGuest(base) };
    expectError(await listOf(guest, 999_999_999), 404, 'order_id');
    expectError(
      await http(base, '/api/v1/customer/order/prescriptions', { query: { order_id: 100001 } }),
      401,
    );
  });
});
