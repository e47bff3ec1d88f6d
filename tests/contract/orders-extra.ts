// What the prescription and review suites share (issue 12): orders placed on a live server as the
// web checkout places them (core's evaluation of the facts the API gives), as JSON or as
// multipart with prescriptions, by a guest or a signed-up customer; small files of each kind.
import { expect } from 'vitest';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import type { ModuleType } from '@storefront/core/domain/session';
import { multipartBody } from '@storefront/core/api/multipart';
import { http, type HttpResult } from '../support/http.js';
import { signedUpCustomer } from '../support/customers.js';
import { checkoutSource, getJson, type CartEntry } from './checkout.js';

const STORE_TIME_ZONE = 'Asia/Dubai';
const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };

/** A 1×1 PNG, a JPEG head, a GIF, a WebP head and a PDF: each kind told by its first bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A file for a multipart body. */
export const file = (bytes: Buffer, name: string, type = 'application/octet-stream') => ({
  name,
  data: new Blob([new Uint8Array(bytes)], { type }),
});

export type Owner = { guest: string } | { token: string };

export const ownerHeaders = (owner: Owner): Record<string, string> =>
  'token' in owner ? { Authorization: `Bearer ${owner.token}` } : {};
export const ownerQuery = (owner: Owner): Record<string, string> =>
  'guest' in owner ? { guest_id: owner.guest } : {};

export interface Shop {
  base: string;
  moduleIds: Map<ModuleType, number>;
  zoneHeader: string;
}

/** The modules and the Downtown zone of the server at `base`. */
export async function shopAt(base: string): Promise<Shop> {
  const list = await getJson<{ id: number; module_type: ModuleType }[]>(base, '/module');
  const zone = await getJson<{ zone_id: string }>(base, '/config/get-zone-id', DOWNTOWN);
  return {
    base,
    moduleIds: new Map(list.map((m) => [m.module_type, m.id])),
    zoneHeader: zone.zone_id,
  };
}

export const moduleHeader = (shop: Shop, type: ModuleType) => ({
  moduleId: String(shop.moduleIds.get(type)),
});

export interface Product {
  id: number;
  slug: string;
  name: string;
  store_id: number;
  price: number;
  is_prescription_required?: number;
}

/** An item of the Downtown zone by a search word and its slug. */
export async function product(
  shop: Shop,
  type: ModuleType,
  name: string,
  slug: string,
): Promise<Product> {
  const page = await getJson<{ products: Product[] }>(
    shop.base,
    '/items/search',
    { name, limit: 20 },
    { ...moduleHeader(shop, type), zoneId: shop.zoneHeader },
  );
  const found = page.products.find((p) => p.slug === slug);
  if (!found) throw new Error(`no ${slug} in the downtown zone`);
  return found;
}

export async function newGuest(base: string): Promise<string> {
  const answer = await http(base, '/api/v1/auth/guest/request', { method: 'POST', body: {} });
  return (answer.json as { guest_id: string }).guest_id;
}

let phones = 0;
/** A new signed-up customer (a phone of its own per run and call). */
export async function newCustomer(base: string): Promise<string> {
  phones += 1;
  const phone = `+9715${String((Date.now() * 10 + phones) % 100_000_000).padStart(8, '0')}`;
  return signedUpCustomer(base, { name: 'Layla Rahman', phone, password: 'Secret-pass-1' });
}

/** Puts `lines` (item id, quantity) in the owner's cart of a module, emptied first. */
export async function fillCart(
  shop: Shop,
  owner: Owner,
  type: ModuleType,
  lines: { item_id: number; quantity: number }[],
): Promise<CartEntry[]> {
  const headers = { ...moduleHeader(shop, type), ...ownerHeaders(owner) };
  await http(shop.base, '/api/v1/customer/cart/remove', {
    method: 'DELETE',
    query: ownerQuery(owner),
    headers,
  });
  let cart: CartEntry[] = [];
  for (const line of lines) {
    const answer = await http(shop.base, '/api/v1/customer/cart/add', {
      method: 'POST',
      headers,
      body: { model: 'Item', price: 0, ...line, ...ownerQuery(owner) },
    });
    expect(answer.status, answer.text).toBe(200);
    cart = answer.json as CartEntry[];
  }
  return cart;
}

let keys = 0;
/** A new Idempotency-Key. */
export const newKey = () => `orders-extra-${Date.now().toString(36)}-${(keys += 1)}`;

/** The place body of the owner's cart of `storeId`, for take-away, as the web checkout makes it. */
export async function placeBody(
  shop: Shop,
  owner: Owner,
  type: ModuleType,
  storeId: number,
  cart: CartEntry[],
  extra: Partial<CheckoutChoices> = {},
): Promise<Record<string, unknown>> {
  const source = await checkoutSource(shop.base, type, cart, storeId);
  const choices: CheckoutChoices = {
    orderType: 'take_away',
    paymentMethod: 'cash_on_delivery',
    address: null,
    contact:
      'guest' in owner
        ? { contact_person_name: 'Sara Haddad', contact_person_number: '+971500000002' }
        : null,
    coupon: null,
    ...extra,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: 'guest' in owner,
    at: localDateTime(Date.now(), STORE_TIME_ZONE),
  });
  expect(evaluation.issues, JSON.stringify(evaluation.issues)).toEqual([]);
  return { ...placeOrderBody(source, choices, 'cart', evaluation.totals), ...ownerQuery(owner) };
}

/**
 * Places the owner's cart of `storeId` for take-away as the web checkout does; with `files` the
 * body goes as multipart with `order_attachment[]`. The answer as it came.
 */
export async function placeCart(
  shop: Shop,
  owner: Owner,
  type: ModuleType,
  storeId: number,
  cart: CartEntry[],
  options: {
    files?: { name: string; data: Blob }[];
    headers?: Record<string, string>;
    /** Sent in the place of the files (text where a file goes, for example). */
    form?: (form: FormData) => void;
    /** Other choices than take-away now, cash on delivery. */
    choices?: Partial<CheckoutChoices>;
  } = {},
): Promise<HttpResult> {
  const body = await placeBody(shop, owner, type, storeId, cart, options.choices);
  const files = options.files ?? [];
  const headers = {
    ...moduleHeader(shop, type),
    ...ownerHeaders(owner),
    'Idempotency-Key': newKey(),
    ...options.headers,
  };
  const multipart = files.length > 0 || options.form !== undefined;
  const form = multipart
    ? (multipartBody(body, { 'order_attachment[]': files }) as unknown as FormData)
    : null;
  if (form && options.form) options.form(form);
  return http(shop.base, '/api/v1/customer/order/place', {
    method: 'POST',
    headers,
    body: form ?? body,
  });
}

/** The order id of a placed order (the answer must be 200). */
export function placedId(answer: HttpResult): number {
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { order_id: number }).order_id;
}

/** A grocery cart above the store's minimum order: tomatoes and bananas (Al Karama Fresh Market). */
export async function groceryLines(shop: Shop) {
  const tomato = await product(shop, 'grocery', 'Tomatoes', 'local-tomatoes');
  const banana = await product(shop, 'grocery', 'Bananas', 'bananas-philippines');
  return {
    tomato,
    banana,
    lines: [
      { item_id: tomato.id, quantity: Math.ceil(20 / tomato.price) },
      { item_id: banana.id, quantity: 3 },
    ],
  };
}
