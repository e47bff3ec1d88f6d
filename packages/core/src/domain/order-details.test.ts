import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderLineOptions, orderLineView } from './order-details.js';

describe('orderLineView', () => {
  it('a food line: its options, add-ons and total', () => {
    const view = orderLineView({
      variation: [
        { name: 'Size', values: { label: ['Large'] } },
        { name: 'Sauce', values: { label: ['Garlic', 'Chili'] } },
        { name: 'Extra', values: { label: [] } },
      ],
      add_ons: [
        { id: 1, name: 'Cheese', price: 3, quantity: 2 },
        { id: 2, name: 'Bacon', price: 5, quantity: 0 },
      ],
      price: 32,
      quantity: 2,
      discount_on_item: 2,
      total_add_on_price: 6,
    });
    expect(view).toEqual({
      options: ['Size: Large', 'Sauce: Garlic, Chili'],
      addOns: [{ name: 'Cheese', quantity: 2, price: 3 }],
      quantity: 2,
      unitPrice: 30,
      originalUnitPrice: 32,
      total: 66,
    });
  });

  it('a variation line without discount, amounts as the server stored them (strings too)', () => {
    expect(
      orderLineView({ variation: [{ type: '2kg', price: 21.95 }], price: '21.95', quantity: '3' }),
    ).toMatchObject({ options: ['2kg'], unitPrice: 21.95, originalUnitPrice: null, total: 65.85 });
    expect(orderLineOptions(null)).toEqual([]);
    expect(orderLineOptions([null, 3, { type: ' ' }])).toEqual([]);
  });

  it('options read in the language of the item snapshot (the payload holds the English ones)', () => {
    const item_details = {
      food_variations: [
        {
          name: 'الطبق الجانبي',
          key: 'Side',
          type: 'single',
          required: 'on',
          values: [{ label: 'بطاطا مقلية', key: 'French fries', optionPrice: 0 }],
        },
      ],
    };
    const variation = [{ name: 'Side', values: { label: ['French fries'] } }];
    expect(orderLineOptions(variation, item_details)).toEqual(['الطبق الجانبي: بطاطا مقلية']);
    expect(orderLineOptions(variation)).toEqual(['Side: French fries']);
    expect(orderLineOptions([null], item_details)).toEqual([]);
  });

  it('the total is the unit price after discount times the quantity, plus the add-ons', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, off, quantity, addOnCents) => {
          const price = cents / 100;
          const discount = Math.min(off, cents) / 100;
          const view = orderLineView({
            price,
            quantity,
            discount_on_item: discount,
            total_add_on_price: addOnCents / 100,
          });
          expect(view.total).toBeCloseTo(
            ((cents - Math.min(off, cents)) * quantity + addOnCents) / 100,
            6,
          );
          expect(view.unitPrice).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});
