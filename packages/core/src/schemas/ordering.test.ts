import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validate } from './validate.js';
import {
  cancelOrderRequest,
  cartAddRequest,
  cartLineRequest,
  cartRemoveItemRequest,
  cartUpdateRequest,
  couponApplyQuery,
  idempotencyKeyIssue,
  orderIdQuery,
  orderListQuery,
  placeOrderRequest,
  trackOrderQuery,
} from './ordering.js';

const errorsOf = (result: ReturnType<typeof validate>) => (result.success ? [] : result.errors);

describe('cartAddRequest', () => {
  it('reads the reference payload, with numbers as strings too', () => {
    const result = validate(cartAddRequest, {
      item_id: '12',
      model: 'Item',
      price: 19.5,
      quantity: 2,
      variation: [{ type: '1kg', price: 9.95, stock: 60 }],
      add_on_ids: [3, 4],
      add_on_qtys: ['2', 1],
      guest_id: 'abc',
    });
    expect(result).toEqual({
      success: true,
      data: {
        item_id: 12,
        model: 'Item',
        price: 19.5,
        quantity: 2,
        variation: [{ type: '1kg', price: 9.95, stock: 60 }],
        add_on_ids: [3, 4],
        add_on_qtys: [2, 1],
        guest_id: 'abc',
      },
    });
  });

  it('defaults the model, the variation and the add-ons, and reads JSON array strings', () => {
    const result = validate(cartAddRequest, {
      item_id: 5,
      quantity: 1,
      variation: JSON.stringify([{ name: 'Size', values: { label: ['Large'] } }]),
      add_on_ids: '[7]',
    });
    expect(result.success && result.data).toMatchObject({
      model: 'Item',
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
      add_on_ids: [7],
      add_on_qtys: [],
      guest_id: null,
    });
  });

  it('names the field of each problem', () => {
    expect(errorsOf(validate(cartAddRequest, {}))).toEqual([
      { code: 'item_id', message: 'The item id field is required.' },
      { code: 'quantity', message: 'The quantity field is required.' },
    ]);
    expect(errorsOf(validate(cartAddRequest, { item_id: 1, quantity: 0 }))).toEqual([
      { code: 'quantity', message: 'The quantity must be at least 1.' },
    ]);
    expect(
      errorsOf(validate(cartAddRequest, { item_id: 1, quantity: 1, model: 'Food' }))[0]?.code,
    ).toBe('model');
    expect(
      errorsOf(validate(cartAddRequest, { item_id: 1, quantity: 1, variation: 'red' }))[0]?.code,
    ).toBe('variation');
    expect(
      errorsOf(validate(cartAddRequest, { item_id: 1, quantity: 1, add_on_ids: [1, 1] })),
    ).toEqual([{ code: 'add_on_ids', message: 'The add on ids may not repeat an add-on.' }]);
    expect(
      errorsOf(
        validate(cartAddRequest, { item_id: 1, quantity: 1, add_on_ids: [1, 2], add_on_qtys: [1] }),
      ),
    ).toEqual([
      { code: 'add_on_qtys', message: 'The add on qtys must have one quantity per add-on.' },
    ]);
    expect(errorsOf(validate(cartAddRequest, 'nope'))[0]?.message).toBe(
      'The request body must be a JSON object.',
    );
  });

  it('never throws and accepts only whole quantities from 1', () => {
    fc.assert(
      fc.property(fc.anything(), (quantity) => {
        const result = validate(cartAddRequest, { item_id: 1, quantity });
        if (result.success) {
          expect(Number.isInteger(result.data.quantity)).toBe(true);
          expect(result.data.quantity).toBeGreaterThanOrEqual(1);
        } else {
          expect(result.errors[0]?.code).toBe('quantity');
        }
      }),
    );
  });
});

describe('cart update and removal', () => {
  it('keeps the variation and add-ons when absent', () => {
    const result = validate(cartUpdateRequest, { cart_id: 3, quantity: 4 });
    expect(result.success && result.data).toMatchObject({
      cart_id: 3,
      quantity: 4,
      variation: null,
      add_on_ids: null,
      add_on_qtys: null,
    });
  });

  it('requires the cart id', () => {
    expect(errorsOf(validate(cartRemoveItemRequest, { cart_id: 'x' }))).toEqual([
      { code: 'cart_id', message: 'The cart id must be an integer.' },
    ]);
    expect(errorsOf(validate(cartUpdateRequest, { quantity: 1 }))[0]?.code).toBe('cart_id');
  });

  it('reads a buy-now line like an added one', () => {
    expect(validate(cartLineRequest, { item_id: 2, quantity: 3 }).success).toBe(true);
  });
});

describe('placeOrderRequest', () => {
  const body = {
    order_amount: 52.5,
    payment_method: 'cash_on_delivery',
    order_type: 'delivery',
    store_id: 4,
    distance: 1.2,
    address: 'Burj Vista 1',
    latitude: 25.1972,
    longitude: '55.2744',
    contact_person_name: 'Sara',
    contact_person_number: '+971500000002',
    coupon_code: null,
    schedule_at: null,
    dm_tips: 0,
    is_buy_now: 0,
    cart: null,
  };

  it("reads core's place-order body", () => {
    const result = validate(placeOrderRequest, body);
    expect(result.success && result.data).toMatchObject({
      order_amount: 52.5,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: 4,
      longitude: 55.2744,
      coupon_code: null,
      schedule_at: null,
      is_buy_now: false,
      cart: null,
    });
  });

  it('refuses missing or unknown essentials with their field', () => {
    expect(errorsOf(validate(placeOrderRequest, {})).map((e) => e.code)).toEqual([
      'order_amount',
      'payment_method',
      'order_type',
      'store_id',
    ]);
    expect(errorsOf(validate(placeOrderRequest, { ...body, order_type: 'parcel' }))[0]?.code).toBe(
      'order_type',
    );
    expect(errorsOf(validate(placeOrderRequest, { ...body, latitude: 95 }))[0]?.code).toBe(
      'latitude',
    );
    expect(errorsOf(validate(placeOrderRequest, { ...body, order_amount: -1 }))[0]?.code).toBe(
      'order_amount',
    );
  });

  it('reads a scheduled time as local time or as an instant', () => {
    for (const at of ['2030-01-08 18:30', '2030-01-08 18:30:00', '2030-01-08T14:30:00Z']) {
      expect(validate(placeOrderRequest, { ...body, schedule_at: at }).success).toBe(true);
    }
    for (const at of ['tomorrow', '2030-01-08 25:00', '2030-13-40 10:00']) {
      expect(errorsOf(validate(placeOrderRequest, { ...body, schedule_at: at }))[0]?.code).toBe(
        'schedule_at',
      );
    }
  });
});

describe('queries', () => {
  it('pages order lists with defaults', () => {
    expect(validate(orderListQuery, {})).toEqual({
      success: true,
      data: { limit: 10, offset: 1, guest_id: null },
    });
    expect(errorsOf(validate(orderListQuery, { offset: '0' }))[0]?.code).toBe('offset');
  });

  it('needs the order id, and the coupon code and store', () => {
    expect(errorsOf(validate(orderIdQuery, {}))[0]?.code).toBe('order_id');
    expect(validate(trackOrderQuery, { order_id: '100001', contact_number: '97150' }).success).toBe(
      true,
    );
    expect(errorsOf(validate(couponApplyQuery, { store_id: '1' }))[0]?.code).toBe('code');
    expect(
      errorsOf(validate(cancelOrderRequest, { order_id: 1, reason: 'x'.repeat(256) })),
    ).toEqual([{ code: 'reason', message: 'The reason may not be greater than 255 characters.' }]);
  });
});

describe('idempotencyKeyIssue', () => {
  it('wants 1 to 128 visible characters', () => {
    expect(idempotencyKeyIssue('3f1c-key')).toBeNull();
    expect(idempotencyKeyIssue('k'.repeat(128))).toBeNull();
    expect(idempotencyKeyIssue(undefined)).toBeNull();
    expect(idempotencyKeyIssue('  ')).toBe('The Idempotency-Key header may not be empty.');
    expect(idempotencyKeyIssue('k'.repeat(129))).toMatch(/128/);
    expect(idempotencyKeyIssue('with space')).toMatch(/visible/);
  });
});
