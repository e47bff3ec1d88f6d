/**
 * The cart routes on the demo marketplace (in-memory PGlite, Tuesday 8 January 2030, 14:30 in
 * Dubai): owners, prices recomputed by the server, the reference's refusals, owner checks.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { cartTotals } from '@storefront/core/domain/cart';
import { carts, users } from '../db/schema.js';
import {
  customerToken,
  linesFromCart,
  type TestApi,
  TUESDAY_1430,
  type CartEntryJson,
  type Demo,
} from '../ordering/testing.js';
import { useDemoApi } from '../testing/demo-api.js';

let demo: Demo;
let api: TestApi;

useDemoApi((d, a) => {
  demo = d;
  api = a;
});

type Entry = CartEntryJson & {
  user_id: number | string;
  is_guest: boolean;
  module_id: number;
  item_id: number;
  item_type: string;
  item: CartEntryJson['item'] & {
    addons: { id: number; isChecked: boolean; quantity: number }[];
    food_variations: { name: string; values: { label: string; isSelected: boolean }[] }[];
  };
};

const grocery = () => ({ moduleId: String(demo.moduleIds.grocery) });
const food = () => ({ moduleId: String(demo.moduleIds.food) });
const pharmacy = () => ({ moduleId: String(demo.moduleIds.pharmacy) });

function add(guest: string, body: Record<string, unknown>, headers = grocery()) {
  return api.call<Entry[]>('POST', '/customer/cart/add', {
    body: { model: 'Item', price: 0.01, ...body, guest_id: guest },
    headers,
  });
}

describe('who owns the cart', () => {
  it('answers 401 auth-001 without a token or a known guest id', async () => {
    for (const query of [{}, { guest_id: 'f'.repeat(32) }]) {
      const answer = await api.call('GET', '/customer/cart/list', { query, headers: grocery() });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthorized.' }] });
    }
  });

  it("takes a valid token as the customer's, and refuses expired or revoked ones", async () => {
    const [customer] = await demo.db.select().from(users).limit(1);
    const good = await customerToken(demo.db, customer!.id, TUESDAY_1430);
    const expired = await customerToken(demo.db, customer!.id, TUESDAY_1430, { expiresInMs: -1 });
    const revoked = await customerToken(demo.db, customer!.id, TUESDAY_1430, { revoked: true });
    const mango = demo.item('alphonso-mangoes');
    const added = await api.call<Entry[]>('POST', '/customer/cart/add', {
      body: { item_id: mango.id, quantity: 1 },
      headers: { ...grocery(), Authorization: `Bearer ${good}` },
    });
    expect(added.status).toBe(200);
    expect(added.json[0]).toMatchObject({ user_id: customer!.id, is_guest: false, guest_id: null });
    for (const token of [expired, revoked, 'not-a-token']) {
      const answer = await api.call('GET', '/customer/cart/list', {
        headers: { ...grocery(), Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(401);
    }
    // `Bearer null` is no token: a guest id then identifies a guest.
    const guest = await api.guest();
    const asGuest = await api.call<Entry[]>('GET', '/customer/cart/list', {
      query: { guest_id: guest },
      headers: { ...grocery(), Authorization: 'Bearer null' },
    });
    expect(asGuest.status).toBe(200);
    expect(asGuest.json).toEqual([]);
  });
});

describe('add', () => {
  it('prices the line from the database, whatever price is sent, and answers the whole cart', async () => {
    const guest = await api.guest();
    const mango = demo.item('alphonso-mangoes');
    const dates = demo.item('medjool-dates');
    await add(guest, { item_id: mango.id, quantity: 2, price: 1 });
    const answer = await add(guest, {
      item_id: dates.id,
      quantity: 1,
      price: 99999,
      variation: [{ type: '500g', price: 0.5 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.json.map((e) => [e.item_id, e.quantity, e.price])).toEqual([
      [mango.id, 2, 138],
      [dates.id, 1, 36],
    ]);
    expect(answer.json[1]!.variation).toEqual([{ type: '500g', price: 36, stock: 25 }]);
    expect(answer.json[1]).toMatchObject({
      is_guest: true,
      user_id: guest,
      module_id: demo.moduleIds.grocery,
      item_type: 'App\\Models\\Item',
      model: 'Item',
    });
    // The client's cart totals from these lines: mango 69 − 10 a unit, dates 36 − 10 %.
    const totals = cartTotals(linesFromCart(answer.json), 'grocery');
    expect(totals.itemsPrice).toBe(174);
    expect(totals.subtotal).toBe(150.4);
  });

  it('chooses the first options of an item added without a variation, as core prices it', async () => {
    const guest = await api.guest();
    const answer = await add(guest, { item_id: demo.item('medjool-dates').id, quantity: 1 });
    expect(answer.json[0]!.variation).toEqual([{ type: '250g', price: 19.5, stock: 30 }]);
    expect(answer.json[0]!.price).toBe(19.5);
  });

  it('marks the chosen add-ons and food options on the item', async () => {
    const guest = await api.guest();
    const burger = demo.item('classic-smash-burger');
    const [first, second] = burger.addOnIds;
    const answer = await add(
      guest,
      {
        item_id: burger.id,
        quantity: 2,
        variation: [
          { name: 'Patty', values: { label: ['Double'] } },
          { name: 'Toppings', values: { label: ['Pickles', 'Lettuce'] } },
        ],
        add_on_ids: [first, second],
        add_on_qtys: [3, 1],
      },
      food(),
    );
    expect(answer.status).toBe(200);
    const entry = answer.json[0]!;
    expect(entry.price).toBe(100);
    expect(entry.add_on_ids).toEqual([first, second]);
    expect(entry.add_on_qtys).toEqual([3, 1]);
    expect(entry.variation).toEqual([
      { name: 'Patty', values: { label: ['Double'] } },
      { name: 'Toppings', values: { label: ['Lettuce', 'Pickles'] } },
    ]);
    const checked = entry.item.addons.filter((a) => a.isChecked);
    expect(checked.map((a) => [a.id, a.quantity])).toEqual([
      [first, 3],
      [second, 1],
    ]);
    const selected = entry.item.food_variations.flatMap((g) =>
      g.values.filter((v) => v.isSelected).map((v) => `${g.name}:${v.label}`),
    );
    expect(selected).toEqual(['Patty:Double', 'Toppings:Lettuce', 'Toppings:Pickles']);
  });

  it('refuses the same item with the same variation, but takes another variation', async () => {
    const guest = await api.guest();
    const dates = demo.item('medjool-dates');
    expect(
      (await add(guest, { item_id: dates.id, quantity: 1, variation: [{ type: '1kg' }] })).status,
    ).toBe(200);
    const again = await add(guest, {
      item_id: dates.id,
      quantity: 2,
      variation: [{ type: '1 kg' }],
    });
    expect(again.status).toBe(403);
    expect(again.json).toEqual({ errors: [{ code: 'cart_item', message: 'Item already exists' }] });
    const other = await add(guest, {
      item_id: dates.id,
      quantity: 1,
      variation: [{ type: '250g' }],
    });
    expect(other.status).toBe(200);
    expect(other.json).toHaveLength(2);
  });

  it('refuses more than the stock and more than maximum_cart_quantity', async () => {
    const guest = await api.guest();
    const mango = demo.item('alphonso-mangoes');
    const short = await add(guest, { item_id: mango.id, quantity: mango.stock + 1 });
    expect(short.status).toBe(403);
    expect(short.json).toEqual({
      errors: [{ code: 'stock', message: 'Out of Stock: Alphonso Mangoes (box of 12)' }],
    });
    const dates = demo.item('medjool-dates');
    const variationShort = await add(guest, {
      item_id: dates.id,
      quantity: 4,
      variation: [{ type: '1kg' }],
    });
    expect(variationShort.status).toBe(403);
    const paracetamol = demo.item('paracetamol-500-tablets');
    const limited = await add(guest, { item_id: paracetamol.id, quantity: 4 }, pharmacy());
    expect(limited.status).toBe(403);
    expect(limited.json).toEqual({
      errors: [
        {
          code: 'cart_item_limit',
          message: `Out of Limits: ${paracetamol.name} (maximum 3)`,
        },
      ],
    });
    const empty = await api.call<Entry[]>('GET', '/customer/cart/list', {
      query: { guest_id: guest },
      headers: grocery(),
    });
    expect(empty.json).toEqual([]);
  });

  it('refuses variations and add-ons the item does not have, with the field as code', async () => {
    const guest = await api.guest();
    const burger = demo.item('classic-smash-burger');
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ variation: [{ name: 'Patty', values: { label: ['Triple'] } }] }, 'variation'],
      [{ variation: [{ name: 'Sauce', values: { label: ['Mayo'] } }] }, 'variation'],
      [{ variation: [{ type: 'Large' }] }, 'variation'],
      [{ variation: [] }, 'variation', 'Variation Patty can not remain without selection.'],
      [
        {
          variation: [{ name: 'Patty', values: { label: ['Single', 'Double'] } }],
        },
        'variation',
      ],
      [
        { variation: [{ name: 'Patty', values: { label: ['Single'] } }], add_on_ids: [999999] },
        'add_on_ids',
      ],
    ];
    for (const [body, code, message] of cases) {
      const answer = await add(guest, { item_id: burger.id, quantity: 1, ...body }, food());
      expect(answer.status, JSON.stringify(body)).toBe(403);
      const first = (answer.json as unknown as { errors: { code: string; message: string }[] })
        .errors[0];
      expect(first?.code).toBe(code);
      if (message) expect(first?.message).toBe(message);
    }
    const dates = demo.item('medjool-dates');
    const unknownPack = await add(guest, {
      item_id: dates.id,
      quantity: 1,
      variation: [{ type: '5kg' }],
    });
    expect(unknownPack.status).toBe(403);
  });

  it('answers 404 for an unknown item, a disabled one, or one of another module', async () => {
    const guest = await api.guest();
    expect((await add(guest, { item_id: 999999, quantity: 1 })).status).toBe(404);
    const burger = demo.item('classic-smash-burger');
    const wrongModule = await add(guest, { item_id: burger.id, quantity: 1 });
    expect(wrongModule.status).toBe(404);
    expect(wrongModule.json).toEqual({
      errors: [{ code: 'item_id', message: 'Item not found.' }],
    });
  });

  it('never answers 500, whatever the body', async () => {
    const guest = await api.guest();
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            item_id: fc.oneof(
              fc.integer(),
              fc.string(),
              fc.constant(demo.item('medjool-dates').id),
            ),
            model: fc.oneof(fc.constantFrom('Item', 'ItemCampaign'), fc.string()),
            quantity: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.string(), fc.double()),
            variation: fc.oneof(fc.anything(), fc.constant([{ type: '500g' }])),
            add_on_ids: fc.anything(),
            add_on_qtys: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const answer = await api.call('POST', '/customer/cart/add', {
            body: { ...body, guest_id: guest },
            headers: grocery(),
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) {
            expect((answer.json as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
          }
          await demo.db.delete(carts).where(eq(carts.guestId, guest));
        },
      ),
      { numRuns: 60, seed: 4 },
    );
  });
});

describe('update, remove and clear', () => {
  it("changes a line's quantity and variation, and re-prices it", async () => {
    const guest = await api.guest();
    const dates = demo.item('medjool-dates');
    const [line] = (
      await add(guest, { item_id: dates.id, quantity: 1, variation: [{ type: '250g' }] })
    ).json;
    const answer = await api.call<Entry[]>('POST', '/customer/cart/update', {
      body: {
        cart_id: line!.id,
        quantity: 3,
        price: 1,
        variation: [{ type: '500g' }],
        guest_id: guest,
      },
      headers: grocery(),
    });
    expect(answer.status).toBe(200);
    expect(answer.json.map((e) => [e.id, e.quantity, e.price, e.variation[0]])).toEqual([
      [line!.id, 3, 108, { type: '500g', price: 36, stock: 25 }],
    ]);
    const tooMany = await api.call('POST', '/customer/cart/update', {
      body: { cart_id: line!.id, quantity: 26, guest_id: guest },
      headers: grocery(),
    });
    expect(tooMany.status).toBe(403);
  });

  it('refuses an update that makes a line the same as another one', async () => {
    const guest = await api.guest();
    const dates = demo.item('medjool-dates');
    await add(guest, { item_id: dates.id, quantity: 1, variation: [{ type: '250g' }] });
    const lines = (
      await add(guest, { item_id: dates.id, quantity: 1, variation: [{ type: '500g' }] })
    ).json;
    const answer = await api.call('POST', '/customer/cart/update', {
      body: { cart_id: lines[1]!.id, quantity: 1, variation: [{ type: '250g' }], guest_id: guest },
      headers: grocery(),
    });
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({
      errors: [{ code: 'cart_item', message: 'Item already exists' }],
    });
  });

  it("never shows or changes another guest's line (404)", async () => {
    const owner = await api.guest();
    const intruder = await api.guest();
    const [line] = (await add(owner, { item_id: demo.item('alphonso-mangoes').id, quantity: 1 }))
      .json;
    const attempts = [
      api.call('POST', '/customer/cart/update', {
        body: { cart_id: line!.id, quantity: 2, guest_id: intruder },
        headers: grocery(),
      }),
      api.call('DELETE', '/customer/cart/remove-item', {
        query: { cart_id: line!.id, guest_id: intruder },
        headers: grocery(),
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('Alphonso');
      expect(answer.json).toEqual({
        errors: [{ code: 'cart_id', message: 'Cart item not found.' }],
      });
    }
    const intruderCart = await api.call<Entry[]>('GET', '/customer/cart/list', {
      query: { guest_id: intruder },
      headers: grocery(),
    });
    expect(intruderCart.json).toEqual([]);
    const ownerCart = await api.call<Entry[]>('GET', '/customer/cart/list', {
      query: { guest_id: owner },
      headers: grocery(),
    });
    expect(ownerCart.json.map((e) => [e.id, e.quantity])).toEqual([[line!.id, 1]]);
  });

  it('removes a line (cart_id in the query or the body) and clears one module', async () => {
    const guest = await api.guest();
    const mango = demo.item('alphonso-mangoes');
    const dates = demo.item('medjool-dates');
    await add(guest, { item_id: mango.id, quantity: 1 });
    const lines = (await add(guest, { item_id: dates.id, quantity: 1 })).json;
    await add(
      guest,
      {
        item_id: demo.item('classic-smash-burger').id,
        quantity: 1,
        variation: [{ name: 'Patty', values: { label: ['Single'] } }],
      },
      food(),
    );
    const removed = await api.call<Entry[]>('DELETE', '/customer/cart/remove-item', {
      body: { cart_id: lines[0]!.id, guest_id: guest },
      headers: grocery(),
    });
    expect(removed.status).toBe(200);
    expect(removed.json.map((e) => e.item_id)).toEqual([dates.id]);
    const all = await api.call<Entry[]>('GET', '/customer/cart/list', {
      query: { guest_id: guest },
    });
    expect(all.json).toHaveLength(2);
    const cleared = await api.call<Entry[]>('DELETE', '/customer/cart/remove', {
      query: { guest_id: guest },
      headers: grocery(),
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toEqual([]);
    const foodCart = await api.call<Entry[]>('GET', '/customer/cart/list', {
      query: { guest_id: guest },
      headers: food(),
    });
    expect(foodCart.json).toHaveLength(1);
  });
});
