import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linePrice } from './item-price.js';
import { itemAddOns } from './item.js';
import { addOnsFromLine } from './addons.js';
import {
  aggregateStoreDiscount,
  cartEntryRef,
  cartLineBody,
  cartLinePrice,
  cartNeedsRefetch,
  cartScope,
  cartScopeKey,
  cartStoreId,
  cartTotals,
  hasStoreConflict,
  isSingleStore,
  type CartLine,
  type StoreDiscountTerms,
} from './cart.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const close = (a: number, b: number, what = '') =>
  expect(Math.abs(a - b), `${what} ${a} vs ${b}`).toBeLessThanOrEqual(1e-6);
/** Half up at 2 decimals on the decimal value (112.515 → 112.52, though the double is below). */
const round2 = (n: number) => Math.round(Number((n * 100).toPrecision(12))) / 100;

/** A grocery line: a plain item (price, discount) or one with pack variations. */
const discountArb = fc.oneof(
  fc.constant({ discount: 0, discount_type: 'amount', store_discount: 0 }),
  fc.record({
    discount: fc.integer({ min: 1, max: 100 }),
    discount_type: fc.constant('percent'),
    store_discount: fc.constant(0),
  }),
  fc.record({
    discount: cents(3000),
    discount_type: fc.constant('amount'),
    store_discount: fc.constant(0),
  }),
  fc.record({
    discount: cents(3000),
    discount_type: fc.constantFrom('percent', 'amount'),
    store_discount: fc.integer({ min: 1, max: 50 }),
  }),
);

const groceryLine = (id: number, storeId = 7) =>
  fc
    .record({
      price: cents(20_000),
      discount: discountArb,
      quantity: fc.integer({ min: 1, max: 12 }),
      packs: fc.option(fc.array(cents(20_000), { minLength: 1, maxLength: 3 }), { nil: null }),
      pick: fc.nat(),
    })
    .map((r): CartLine => {
      const packs = r.packs ?? [];
      const chosen = packs.length > 0 ? r.pick % packs.length : -1;
      return {
        id,
        item: {
          id: 1000 + id,
          name: `Item ${id}`,
          store_id: storeId,
          price: r.price,
          ...r.discount,
          stock: 50,
          ...(packs.length > 0
            ? {
                choice_options: [{ title: 'Pack', options: packs.map((_, i) => `P${i}`) }],
                variations: packs.map((p, i) => ({ type: `P${i}`, price: p, stock: 10 })),
              }
            : {}),
        },
        variation: chosen >= 0 ? [{ type: `P${chosen}`, price: packs[chosen]!, stock: 10 }] : [],
        addOns: [],
        quantity: r.quantity,
      };
    });

/** A food line with options and add-ons. */
const foodLine = (id: number) =>
  fc
    .record({
      price: cents(5000),
      discount: discountArb,
      optionPrices: fc.array(cents(1000), { minLength: 1, maxLength: 3 }),
      pick: fc.nat(),
      addOnPrices: fc.array(cents(800), { minLength: 0, maxLength: 3 }),
      addOnQtys: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 3, maxLength: 3 }),
      quantity: fc.integer({ min: 1, max: 6 }),
    })
    .map((r): CartLine => {
      const chosen = r.pick % r.optionPrices.length;
      const addOns = r.addOnPrices.map((price, i) => ({ id: 50 + i, name: `A${i}`, price }));
      return {
        id,
        item: {
          id: 2000 + id,
          name: `Dish ${id}`,
          store_id: 9,
          price: r.price,
          ...r.discount,
          food_variations: [
            {
              name: 'Size',
              type: 'single',
              required: 'on',
              values: r.optionPrices.map((p, i) => ({ label: `S${i}`, optionPrice: String(p) })),
            },
          ],
          add_ons: addOns,
        },
        variation: [{ name: 'Size', values: { label: [`S${chosen}`] } }],
        addOns: addOns
          .map((a, i) => ({ id: a.id, quantity: r.addOnQtys[i]! }))
          .filter((a) => a.quantity > 0),
        quantity: r.quantity,
      };
    });

const groceryCart = fc
  .integer({ min: 0, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => groceryLine(i + 1))));
const foodCart = fc
  .integer({ min: 0, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => foodLine(i + 1))));

/** The spec's line rule written out (oracle): unit, discounted unit, add-ons. */
function oracleLine(line: CartLine, food: boolean) {
  const item = line.item;
  let unit = Number(item.price);
  if (food) {
    const label = (line.variation[0] as { values: { label: string[] } }).values.label[0];
    const groups = item.food_variations as { values: { label: string; optionPrice: string }[] }[];
    unit += Number(groups[0]!.values.find((v) => v.label === label)!.optionPrice);
  } else if ((item.variations ?? []).length > 0) {
    const type = (line.variation[0] as { type: string }).type;
    unit = Number(item.variations!.find((v) => v.type === type)!.price);
  }
  const store = Number(item.store_discount ?? 0);
  const d = Number(item.discount ?? 0);
  let off = 0;
  let source: 'store' | 'item' | null = null;
  if (store > 0) {
    off = (unit * store) / 100;
    source = 'store';
  } else if (d > 0) {
    off = item.discount_type === 'percent' ? (unit * d) / 100 : d;
    source = 'item';
  }
  off = Math.min(unit, off);
  const addOns = (item.add_ons ?? []).reduce((s, a) => {
    const q = line.addOns.find((x) => x.id === a.id)?.quantity ?? 0;
    return s + Number(a.price) * q;
  }, 0);
  return {
    unit,
    off: off * line.quantity,
    source,
    original: unit * line.quantity + addOns,
    total: (unit - off) * line.quantity + addOns,
    addOns,
  };
}

describe('cart line price', () => {
  it('is item-price.ts linePrice for the line’s selection (not written again)', () => {
    fc.assert(
      fc.property(foodLine(1), (line) => {
        const priced = cartLinePrice(line, 'food');
        const addOnList = itemAddOns(line.item);
        const direct = linePrice(line.item, addOnList, 'food', {
          selected: [
            {
              choiceIndex: 0,
              optionIndex: Number(
                (line.variation[0] as { values: { label: string[] } }).values.label[0]!.slice(1),
              ),
            },
          ],
          addOns: addOnsFromLine(addOnList, line.addOns),
          quantity: line.quantity,
        });
        expect(priced.total).toBe(direct.total);
        expect(priced.original).toBe(direct.original);
        expect(priced.readable).toBe(true);
      }),
    );
  });

  it('follows the spec: discounted unit × quantity + add-ons once per line', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          foodLine(1).map((l) => [l, true] as const),
          groceryLine(1).map((l) => [l, false] as const),
        ),
        ([line, food]) => {
          const priced = cartLinePrice(line, food ? 'food' : 'grocery');
          const o = oracleLine(line, food);
          close(priced.unitPrice, o.unit, 'unit');
          close(priced.total, o.total, 'total');
          close(priced.original, o.original, 'original');
          close(priced.discountAmount, round2(o.original) - round2(o.total), 'discount');
          expect(priced.roundedTotal).toBe(round2(o.total));
          expect(priced.roundedOriginal).toBe(round2(o.original));
          close(priced.addOnsTotal, o.addOns, 'add-ons');
          expect(priced.discount?.source ?? null).toBe(o.source);
        },
      ),
    );
  });

  it('a variation the item no longer has is unreadable (checkout refuses it)', () => {
    const line: CartLine = {
      id: 1,
      item: {
        id: 5,
        name: 'Rice',
        store_id: 7,
        price: 10,
        stock: 9,
        choice_options: [{ title: 'Pack', options: ['1 kg'] }],
        variations: [{ type: '1kg', price: 4, stock: 9 }],
      },
      variation: [{ type: '25kg', price: 90 }],
      addOns: [],
      quantity: 1,
    };
    const priced = cartLinePrice(line, 'grocery');
    expect(priced.readable).toBe(false);
    // priced with the starting selection, never the client's price
    expect(priced.total).toBe(4);
  });

  it('stock comes from the chosen variation; food has no stock', () => {
    const line: CartLine = {
      id: 1,
      item: {
        id: 5,
        name: 'Rice',
        store_id: 7,
        price: 10,
        stock: 99,
        maximum_cart_quantity: 4,
        choice_options: [{ title: 'Pack', options: ['1 kg', '5 kg'] }],
        variations: [
          { type: '1kg', price: 4, stock: 9 },
          { type: '5kg', price: 15, stock: 2 },
        ],
      },
      variation: [{ type: '5kg', price: 15, stock: 2 }],
      addOns: [],
      quantity: 1,
    };
    expect(cartLinePrice(line, 'grocery').limits).toEqual({ stock: 2, maxCartQuantity: 4 });
    expect(cartLinePrice({ ...line, variation: [] }, 'food').limits.stock).toBeNull();
  });
});

describe('cart totals', () => {
  it('items price, discount and subtotal follow the spec; subtotal = items price − discount ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          groceryCart.map((c) => [c, false] as const),
          foodCart.map((c) => [c, true] as const),
        ),
        ([lines, food]) => {
          const totals = cartTotals(lines, food ? 'food' : 'grocery');
          const oracle = lines.map((l) => oracleLine(l, food));
          expect(totals.lineCount).toBe(lines.length);
          expect(totals.quantity).toBe(lines.reduce((s, l) => s + l.quantity, 0));
          // per line rounding: each line's total and original rounded, the cart sums them
          const sum = (pick: (o: (typeof oracle)[number]) => number) =>
            round2(oracle.reduce((s, o) => s + round2(pick(o)), 0));
          expect(totals.itemsPrice).toBe(sum((o) => o.original));
          expect(totals.subtotal).toBe(sum((o) => o.total));
          close(totals.productDiscount, totals.itemsPrice - totals.subtotal, 'discount');
          totals.lines.forEach((l, i) => {
            expect(l.roundedTotal).toBe(round2(oracle[i]!.total));
            close(l.discountAmount, round2(oracle[i]!.original) - round2(oracle[i]!.total));
          });
          expect(totals.subtotal).toBeGreaterThanOrEqual(0);
          expect(totals.productDiscount).toBeLessThanOrEqual(totals.itemsPrice);
          expect(totals.storeId).toBe(lines[0]?.item.store_id ?? null);
        },
      ),
    );
  });

  it('every amount is rounded to the money digits', () => {
    fc.assert(
      fc.property(groceryCart, fc.integer({ min: 0, max: 3 }), (lines, digits) => {
        const t = cartTotals(lines, 'grocery', { digits });
        for (const v of [t.itemsPrice, t.productDiscount, t.subtotal, t.storeDiscount]) {
          expect(Math.abs(v * 10 ** digits - Math.round(v * 10 ** digits))).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('the store discount is 0 below min_purchase and capped at max_discount (0 = no cap)', () => {
    fc.assert(
      fc.property(
        cents(10_000),
        cents(50_000),
        cents(30_000),
        cents(500),
        (linesDiscount, itemsPrice, min, cap) => {
          const terms: StoreDiscountTerms = { min_purchase: min, max_discount: cap };
          const got = aggregateStoreDiscount(linesDiscount, itemsPrice, terms);
          if (itemsPrice < min) expect(got).toBe(0);
          else if (cap > 0) close(got, Math.min(linesDiscount, cap));
          else close(got, linesDiscount);
          close(aggregateStoreDiscount(linesDiscount, itemsPrice, null), linesDiscount);
        },
      ),
    );
  });

  it('applies the store discount terms at cart level (reference §6.2)', () => {
    const line = (id: number, price: number, quantity: number): CartLine => ({
      id,
      item: {
        id,
        name: `I${id}`,
        store_id: 7,
        price,
        store_discount: 20,
        discount: 5,
        discount_type: 'amount',
      },
      variation: [],
      addOns: [],
      quantity,
    });
    const lines = [line(1, 50, 2), line(2, 25, 1)]; // items 125, store discount 20% = 25
    expect(cartTotals(lines, 'grocery').productDiscount).toBe(25);
    const capped = cartTotals(lines, 'grocery', {
      storeDiscount: { min_purchase: 100, max_discount: 15 },
    });
    expect(capped).toMatchObject({
      itemsPrice: 125,
      productDiscount: 15,
      storeDiscount: 15,
      subtotal: 110,
    });
    const below = cartTotals(lines, 'grocery', {
      storeDiscount: { min_purchase: 200, max_discount: 0 },
    });
    // the store discount overrides the item's own: below its minimum there is no discount at all
    expect(below).toMatchObject({ productDiscount: 0, subtotal: 125 });
    const uncapped = cartTotals(lines, 'grocery', {
      storeDiscount: { min_purchase: 100, max_discount: 0 },
    });
    expect(uncapped.productDiscount).toBe(25);
  });

  it('an empty cart is all zeros', () => {
    expect(cartTotals([], 'grocery')).toMatchObject({
      lineCount: 0,
      itemsPrice: 0,
      productDiscount: 0,
      subtotal: 0,
      storeId: null,
    });
  });
});

describe('one store per cart', () => {
  const storeIds = fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 6 });

  it('a line of another store conflicts; an empty cart or the same store does not', () => {
    fc.assert(
      fc.property(storeIds, fc.integer({ min: 1, max: 4 }), (ids, storeId) => {
        const entries = ids.map((s) => ({ storeId: s }));
        expect(hasStoreConflict(entries, storeId)).toBe(ids.some((s) => s !== storeId));
        expect(isSingleStore(entries)).toBe(new Set(ids).size <= 1);
        expect(cartStoreId(entries)).toBe(ids[0] ?? null);
      }),
    );
    expect(hasStoreConflict([], 3)).toBe(false);
  });

  it('cartEntryRef keeps the line’s store', () => {
    fc.assert(
      fc.property(groceryLine(3, 11), (line) => {
        expect(cartEntryRef(line)).toEqual({
          id: 3,
          itemId: line.item.id,
          storeId: 11,
          variation: line.variation,
          addOns: line.addOns,
          quantity: line.quantity,
        });
      }),
    );
  });
});

describe('cart line body', () => {
  it('sends the undiscounted unit × quantity and per add-on quantities', () => {
    fc.assert(
      fc.property(foodLine(4), fc.integer({ min: 1, max: 9 }), (line, quantity) => {
        const body = cartLineBody(line, 'food', quantity);
        const o = oracleLine({ ...line, quantity }, true);
        close(body.price, o.unit * quantity);
        expect(body.quantity).toBe(quantity);
        expect(body.model).toBe('Item');
        const counted = (line.item.add_ons ?? [])
          .map((a) => ({
            id: a.id,
            quantity: line.addOns.find((x) => x.id === a.id)?.quantity ?? 0,
          }))
          .filter((a) => a.quantity > 0);
        expect(body.add_on_ids).toEqual(counted.map((a) => a.id));
        expect(body.add_on_qtys).toEqual(counted.map((a) => a.quantity));
      }),
    );
  });

  it('a campaign line is sent as ItemCampaign', () => {
    const line: CartLine = {
      id: 1,
      itemType: 'ItemCampaign',
      item: { id: 8, name: 'Deal', store_id: 2, price: 20 },
      variation: [],
      addOns: [],
      quantity: 2,
    };
    expect(cartLineBody(line, 'food')).toEqual({
      item_id: 8,
      model: 'ItemCampaign',
      price: 40,
      quantity: 2,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    });
  });
});

describe('cart refetch on module change', () => {
  const module = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    module_type: fc.constantFrom('grocery', 'food', 'rental', 'pharmacy') as fc.Arbitrary<
      'grocery' | 'food' | 'rental' | 'pharmacy'
    >,
  });
  const facts = fc.record({
    module: fc.option(module, { nil: null }),
    token: fc.option(fc.constantFrom('t1', 't2'), { nil: null }),
    guestId: fc.option(fc.constantFrom('g1', 'g2'), { nil: null }),
  });

  it('refetches exactly when the module, its kind or the owner changes', () => {
    fc.assert(
      fc.property(facts, facts, (a, b) => {
        const before = cartScope(a);
        const after = cartScope(b);
        const changed =
          a.module?.id !== b.module?.id ||
          (a.module?.module_type === 'rental') !== (b.module?.module_type === 'rental') ||
          before.owner !== after.owner;
        expect(cartNeedsRefetch(before, after)).toBe(changed);
        expect(cartNeedsRefetch(null, after)).toBe(true);
      }),
    );
  });

  it('rental loads booking items, other modules the normal cart', () => {
    expect(
      cartScope({ module: { id: 6, module_type: 'rental' }, token: null, guestId: 'g' }),
    ).toEqual({
      kind: 'booking',
      moduleId: 6,
      owner: 'guest:g',
    });
    const grocery = cartScope({
      module: { id: 1, module_type: 'grocery' },
      token: 'tok',
      guestId: 'g',
    });
    expect(grocery).toEqual({ kind: 'cart', moduleId: 1, owner: 'customer' });
    expect(cartScopeKey(grocery)).toEqual(['cart', 'cart', 1, 'customer']);
  });
});
