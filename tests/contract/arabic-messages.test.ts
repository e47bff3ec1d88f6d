// Server messages that name an item read in the request's language (issue 15): under
// `X-localization: ar` a cart line over the item's stock or over its `maximum_cart_quantity`
// (cart add and cart update) names the item by its Arabic name, and in English by its English
// name, as the item answers show it.
import { describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { getJson } from './checkout.js';
import { moduleHeader, newGuest, shopAt, type Shop } from './orders-extra.js';

const base = inject('serverUrl');
const AR = { 'X-localization': 'ar' };
/** Latin letters (an Arabic item name has none). */
const LATIN = /[A-Za-z]/;

type Type = 'ecommerce' | 'pharmacy';
interface Item {
  id: number;
  name: string;
  stock: number;
  maximum_cart_quantity: number | null;
}

let shop: Shop | undefined;
async function headersOf(type: Type, extra: Record<string, string> = {}) {
  shop ??= await shopAt(base);
  return { ...moduleHeader(shop, type), zoneId: shop.zoneHeader, ...extra };
}
const details = async (slug: string, type: Type, extra: Record<string, string> = {}) =>
  getJson<Item>(base, `/items/details/${slug}`, undefined, await headersOf(type, extra));

/** The first error of a refused answer, with its status. */
const refusal = (answer: { status: number; json: unknown }) => ({
  status: answer.status,
  ...(answer.json as { errors: { code: string; message: string }[] }).errors[0],
});

describe('messages that name an item, in the request language (issue 15)', () => {
  it('over the stock and over the limit, on cart add and update: the Arabic name under ar', async () => {
    const guest = await newGuest(base);
    const add = async (type: Type, item: Item, quantity: number, extra = {}) =>
      http(base, '/api/v1/customer/cart/add', {
        method: 'POST',
        headers: await headersOf(type, extra),
        body: { guest_id: guest, model: 'Item', item_id: item.id, price: 0, quantity },
      });

    // Over the stock (Ceramic Dinner Set, a few in stock).
    const dinnerSet = await details('ceramic-dinner-set', 'ecommerce', AR);
    const dinnerSetEn = await details('ceramic-dinner-set', 'ecommerce');
    expect(dinnerSet.name).not.toMatch(LATIN);
    expect(refusal(await add('ecommerce', dinnerSet, dinnerSet.stock + 1, AR))).toEqual({
      status: 403,
      code: 'stock',
      message: `نفد من المخزون: ${dinnerSet.name}`,
    });
    expect(refusal(await add('ecommerce', dinnerSet, dinnerSet.stock + 1))).toEqual({
      status: 403,
      code: 'stock',
      message: `Out of Stock: ${dinnerSetEn.name}`,
    });

    // Over the limit (Paracetamol, at most 3 in a cart).
    const paracetamol = await details('paracetamol-500-tablets', 'pharmacy', AR);
    const max = paracetamol.maximum_cart_quantity!;
    expect(max).toBeGreaterThan(0);
    expect(paracetamol.name).not.toMatch(LATIN);
    const overLimit = {
      status: 403,
      code: 'cart_item_limit',
      message: `تجاوزت الحد المسموح به: ${paracetamol.name} (الحد الأقصى ${max})`,
    };
    expect(refusal(await add('pharmacy', paracetamol, max + 1, AR))).toEqual(overLimit);

    // A line within the limit, then updated over it.
    const added = await add('pharmacy', paracetamol, 1, AR);
    expect(added.status, added.text).toBe(200);
    const [line] = added.json as { id: number }[];
    const updated = await http(base, '/api/v1/customer/cart/update', {
      method: 'POST',
      headers: await headersOf('pharmacy', AR),
      body: { guest_id: guest, cart_id: line!.id, price: 0, quantity: max + 1 },
    });
    expect(refusal(updated)).toEqual(overLimit);
  });
});
