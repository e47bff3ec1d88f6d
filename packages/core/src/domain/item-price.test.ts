import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AddOn, SelectedAddOn } from './addons.js';
import { linePrice, unitPrice, type PricedItem } from './item-price.js';
import type { FoodVariation, SelectedOption } from './variations.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6);

const discountFields = fc.oneof(
  fc.constant({}),
  fc.record({ discount: fc.integer({ min: 1, max: 100 }), discount_type: fc.constant('percent') }),
  fc.record({ discount: cents(5000), discount_type: fc.constant('amount') }),
  fc.record({
    store_discount: fc.integer({ min: 1, max: 60 }),
    discount: cents(5000),
    discount_type: fc.constantFrom('percent', 'amount'),
  }),
);

/** A food item with one single and one multi group, options priced with cents. */
const foodCase = fc
  .record({
    price: cents(50_000),
    discount: discountFields,
    singlePrices: fc.array(cents(2000), { minLength: 1, maxLength: 4 }),
    multiPrices: fc.array(cents(2000), { minLength: 1, maxLength: 4 }),
    single: fc.option(fc.nat(), { nil: null }),
    multi: fc.array(fc.nat(), { maxLength: 4 }),
    addOnPrices: fc.array(cents(3000), { maxLength: 3 }),
    addOnQtys: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 3, maxLength: 3 }),
    checked: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    quantity: fc.integer({ min: 1, max: 30 }),
  })
  .map((r) => {
    const food_variations: FoodVariation[] = [
      {
        name: 'Size',
        type: 'single',
        required: 'on',
        values: r.singlePrices.map((p, i) => ({ label: `S${i}`, optionPrice: String(p) })),
      },
      {
        name: 'Extras',
        type: 'multi',
        required: 'off',
        min: 0,
        max: 4,
        values: r.multiPrices.map((p, i) => ({ label: `E${i}`, optionPrice: p })),
      },
    ];
    const selected: SelectedOption[] = [
      ...(r.single == null
        ? []
        : [{ choiceIndex: 0, optionIndex: r.single % r.singlePrices.length }]),
      ...[...new Set(r.multi.map((m) => m % r.multiPrices.length))]
        .sort((a, b) => a - b)
        .map((optionIndex) => ({ choiceIndex: 1, optionIndex })),
    ];
    const addOns: AddOn[] = r.addOnPrices.map((price, i) => ({ id: i + 1, name: `A${i}`, price }));
    const selectedAddOns: SelectedAddOn[] = addOns.map((a, i) => ({
      id: a.id,
      isChecked: r.checked[i]!,
      quantity: r.addOnQtys[i]!,
    }));
    const item: PricedItem = { price: r.price, food_variations, ...r.discount };
    const optionSum = selected.reduce(
      (s, o) => s + Number(food_variations[o.choiceIndex]!.values[o.optionIndex]!.optionPrice),
      0,
    );
    const addOnSum = addOns.reduce(
      (s, a, i) =>
        s + (r.checked[i] && r.addOnQtys[i]! > 0 ? Number(a.price) * r.addOnQtys[i]! : 0),
      0,
    );
    return {
      item,
      addOns,
      selected,
      selectedAddOns,
      quantity: r.quantity,
      optionSum,
      addOnSum,
      discount: r.discount,
    };
  });

/** Oracle for the discounted unit, from the spec's discount rule. */
function oracleDiscountedUnit(
  unit: number,
  d: { discount?: number; discount_type?: string; store_discount?: number },
): number {
  if ((d.store_discount ?? 0) > 0) return Math.max(0, unit * (1 - d.store_discount! / 100));
  if ((d.discount ?? 0) <= 0) return unit;
  return d.discount_type === 'percent'
    ? Math.max(0, unit * (1 - d.discount! / 100))
    : Math.max(0, unit - d.discount!);
}

describe('line price (properties)', () => {
  it('unit = base + Σ chosen option prices, decimals kept', () => {
    fc.assert(
      fc.property(foodCase, (c) => {
        close(unitPrice(c.item, 'food', c.selected).unitPrice, Number(c.item.price) + c.optionSum);
      }),
    );
  });

  it('total = discounted unit × quantity + add-ons; original = unit × quantity + add-ons', () => {
    fc.assert(
      fc.property(foodCase, (c) => {
        const p = linePrice(c.item, c.addOns, 'food', {
          selected: c.selected,
          addOns: c.selectedAddOns,
          quantity: c.quantity,
        });
        const unit = Number(c.item.price) + c.optionSum;
        close(p.addOnsTotal, c.addOnSum);
        close(p.total, oracleDiscountedUnit(unit, c.discount) * c.quantity + c.addOnSum);
        close(p.original, unit * c.quantity + c.addOnSum);
        close(p.cartPrice, unit * c.quantity);
        expect(p.total).toBeLessThanOrEqual(p.original);
        expect(p.total).toBeGreaterThanOrEqual(p.addOnsTotal);
        expect(p.showOriginal).toBe(p.original > p.total);
      }),
    );
  });

  it('add-ons are added once per line: one more unit adds only the discounted unit', () => {
    fc.assert(
      fc.property(foodCase, (c) => {
        const at = (quantity: number) =>
          linePrice(c.item, c.addOns, 'food', {
            selected: c.selected,
            addOns: c.selectedAddOns,
            quantity,
          });
        const one = at(c.quantity);
        const more = at(c.quantity + 1);
        close(more.total - one.total, one.discountedUnitPrice);
        close(more.addOnsTotal, one.addOnsTotal);
      }),
    );
  });

  it('the matched variation price replaces the base price (other modules)', () => {
    fc.assert(
      fc.property(
        cents(10_000),
        fc.array(cents(10_000), { minLength: 2, maxLength: 4 }),
        fc.nat(),
        fc.constantFrom('grocery', 'pharmacy', 'ecommerce'),
        (base, prices, pick, moduleType) => {
          const options = prices.map((_, i) => `Opt ${i}`);
          const item: PricedItem = {
            price: base,
            choice_options: [{ name: 'choice_1', title: 'Pack', options }],
            variations: prices.map((price, i) => ({ type: `Opt${i}`, price, stock: 3 })),
          };
          const i = pick % prices.length;
          const p = linePrice(item, [], moduleType, {
            selected: [{ choiceIndex: 0, optionIndex: i }],
            addOns: [],
            quantity: 2,
          });
          expect(p.basePrice).toBe(prices[i]);
          close(p.total, prices[i]! * 2);
        },
      ),
    );
  });
});

describe('line price (examples)', () => {
  it('keeps option decimals (the incumbent parseInt made 2.75 into 2)', () => {
    const item: PricedItem = {
      price: 10,
      food_variations: [
        {
          name: 'Size',
          type: 'single',
          required: 'on',
          values: [{ label: 'L', optionPrice: '2.75' }],
        },
      ],
    };
    expect(unitPrice(item, 'food', [{ choiceIndex: 0, optionIndex: 0 }]).unitPrice).toBe(12.75);
  });

  it('a store discount overrides the item discount; add-ons are never discounted', () => {
    const item: PricedItem = {
      price: 100,
      discount: 30,
      discount_type: 'amount',
      store_discount: 10,
    };
    const addOns: AddOn[] = [{ id: 1, name: 'Cheese', price: 5 }];
    const p = linePrice(item, addOns, 'food', {
      selected: [],
      addOns: [{ id: 1, isChecked: true, quantity: 2 }],
      quantity: 3,
    });
    expect(p.discount).toEqual({ source: 'store', type: 'percent', value: 10 });
    expect(p.discountedUnitPrice).toBe(90);
    expect(p.total).toBe(280);
    expect(p.original).toBe(310);
    expect(p.cartPrice).toBe(300);
  });
});
