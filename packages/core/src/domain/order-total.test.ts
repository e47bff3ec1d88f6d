import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CartLine } from './cart.js';
import type { Coupon } from './coupon.js';
import { roundTo } from './money.js';
import { orderTotals, type OrderPricingInput } from './order-total.js';

const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);

const line = (id: number) =>
  fc
    .record({
      price: cents(30_000),
      quantity: fc.integer({ min: 1, max: 8 }),
      discount: fc.oneof(
        fc.constant({}),
        fc.record({
          discount: fc.integer({ min: 1, max: 60 }),
          discount_type: fc.constant('percent'),
        }),
        fc.record({ discount: cents(2000), discount_type: fc.constant('amount') }),
        fc.record({ store_discount: fc.integer({ min: 1, max: 40 }) }),
      ),
    })
    .map((r): CartLine => ({
      id,
      item: { id: 100 + id, name: `I${id}`, store_id: 7, price: r.price, stock: 99, ...r.discount },
      variation: [],
      addOns: [],
      quantity: r.quantity,
    }));

const lines = fc
  .integer({ min: 0, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => line(i + 1))));

const coupon: fc.Arbitrary<Coupon | null> = fc.option(
  fc.record({
    code: fc.constant('C'),
    coupon_type: fc.constantFrom('default', 'free_delivery', 'store_wise'),
    discount_type: fc.constantFrom('percent', 'amount'),
    discount: fc.oneof(fc.integer({ min: 0, max: 100 }), cents(10_000)),
    min_purchase: fc.oneof(fc.constant(0), cents(20_000)),
    max_discount: fc.oneof(fc.constant(0), cents(5_000)),
    start_date: fc.constant('2025-01-01'),
    expire_date: fc.constant('2025-12-31'),
    created_by: fc.constantFrom('admin', 'vendor'),
  }),
  { nil: null },
);

const pricing: fc.Arbitrary<OrderPricingInput> = fc.record({
  moduleType: fc.constant('grocery' as const),
  lines,
  storeDiscount: fc.option(
    fc.record({
      min_purchase: cents(20_000),
      max_discount: fc.oneof(fc.constant(0), cents(3_000)),
    }),
    { nil: null },
  ),
  coupon,
  tax: fc.record({
    rate: fc.oneof(fc.integer({ min: 0, max: 20 }), cents(1500)),
    included: fc.boolean(),
  }),
  delivery: fc.record({
    orderType: fc.constantFrom('delivery' as const, 'take_away' as const),
    distanceKm: fc.integer({ min: 0, max: 30_000 }).map((m) => m / 1000),
    store: fc.record({
      free_delivery: fc.constantFrom(0, 1),
      self_delivery_system: fc.constantFrom(0, 1),
    }),
    zone: fc.record({
      increased_delivery_fee_status: fc.constantFrom(0, 1),
      increased_delivery_fee: fc.integer({ min: 0, max: 30 }),
    }),
    pivot: fc.option(
      fc.record({
        per_km_shipping_charge: cents(500),
        minimum_shipping_charge: cents(2000),
        maximum_shipping_charge: fc.option(cents(6000), { nil: null }),
      }),
      { nil: null },
    ),
    global: fc.record({ per_km_shipping_charge: cents(500), minimum_shipping_charge: cents(2000) }),
    adminFreeDelivery: fc.option(
      fc.record({
        status: fc.constantFrom(0, 1),
        type: fc.constantFrom('free_delivery_to_all_store', 'free_delivery_by_order_amount'),
        free_delivery_over: cents(50_000),
      }),
      { nil: null },
    ),
  }),
  tips: fc.record({ status: fc.constantFrom(0, 1), amount: cents(5000) }),
  additionalCharge: fc.record({ status: fc.constantFrom(0, 1), amount: cents(1000) }),
  extraPackaging: cents(500),
  digits: fc.integer({ min: 0, max: 3 }),
});

const isRounded = (v: number, digits: number) =>
  Math.abs(v * 10 ** digits - Math.round(v * 10 ** digits)) < 1e-6;

describe('order total', () => {
  it('total = subtotal − coupon + excluded tax + delivery + tips + additional charge + packaging, exactly', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const t = orderTotals(input);
        const digits = input.digits!;
        const sum =
          t.subtotal -
          t.couponDiscount +
          (t.taxIncluded ? 0 : t.tax) +
          t.deliveryCharge +
          t.dmTips +
          t.additionalCharge +
          t.extraPackaging;
        expect(Math.abs(t.total - sum)).toBeLessThan(10 ** -(digits + 3));
        for (const v of [
          t.itemsPrice,
          t.productDiscount,
          t.subtotal,
          t.couponDiscount,
          t.taxBase,
          t.tax,
          t.deliveryCharge,
          t.delivery.original,
          t.dmTips,
          t.additionalCharge,
          t.extraPackaging,
          t.total,
        ]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(isRounded(v, digits), `${v} at ${digits} digits`).toBe(true);
        }
        expect(t.productDiscount).toBeLessThanOrEqual(t.itemsPrice);
        expect(t.couponDiscount).toBeLessThanOrEqual(t.subtotal);
        expect(t.taxBase).toBeCloseTo(t.subtotal - t.couponDiscount, 9);
      }),
    );
  });

  it('tips only for delivery with dm_tips_status on; the additional charge only with its status on', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const t = orderTotals(input);
        const tipsOn = input.delivery.orderType === 'delivery' && input.tips!.status === 1;
        expect(t.dmTips).toBe(tipsOn ? roundTo(input.tips!.amount, input.digits!) : 0);
        if (input.additionalCharge!.status !== 1) expect(t.additionalCharge).toBe(0);
        if (input.delivery.orderType === 'take_away') expect(t.deliveryCharge).toBe(0);
      }),
    );
  });

  it('a free-delivery coupon takes off exactly the delivery charge: tips and the additional charge stay', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const freeShip: Coupon = {
          code: 'FREESHIP',
          coupon_type: 'free_delivery',
          discount_type: 'amount',
          discount: 0,
          min_purchase: 0,
          max_discount: 0,
          start_date: '2025-01-01',
          expire_date: '2025-12-31',
          created_by: 'admin',
        };
        const without = orderTotals({ ...input, coupon: null });
        const withCoupon = orderTotals({ ...input, coupon: freeShip });
        expect(withCoupon.couponDiscount).toBe(0);
        expect(withCoupon.deliveryCharge).toBe(0);
        expect(withCoupon.dmTips).toBe(without.dmTips);
        expect(withCoupon.additionalCharge).toBe(without.additionalCharge);
        expect(withCoupon.total).toBeCloseTo(without.total - without.deliveryCharge, 6);
        if (input.delivery.orderType === 'delivery' && without.delivery.freeDeliveryBy == null) {
          expect(withCoupon.delivery.freeDeliveryBy).toBe('admin');
        }
      }),
    );
  });

  it('included tax is shown but not added', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const t = orderTotals({ ...input, tax: { ...input.tax, included: true } });
        const rest = t.deliveryCharge + t.dmTips + t.additionalCharge + t.extraPackaging;
        expect(t.total).toBeCloseTo(t.taxBase + rest, 6);
      }),
    );
  });

  it('a spec example, row by row', () => {
    const t = orderTotals({
      moduleType: 'grocery',
      lines: [
        {
          id: 1,
          item: {
            id: 1,
            name: 'Rice',
            store_id: 7,
            price: 12,
            discount: 2,
            discount_type: 'amount',
            stock: 9,
          },
          variation: [],
          addOns: [],
          quantity: 3,
        },
        {
          id: 2,
          item: {
            id: 2,
            name: 'Milk',
            store_id: 7,
            price: 4.5,
            discount: 10,
            discount_type: 'percent',
            stock: 9,
          },
          variation: [],
          addOns: [],
          quantity: 2,
        },
      ],
      coupon: {
        code: 'SAVE10',
        coupon_type: 'default',
        discount_type: 'percent',
        discount: 10,
        min_purchase: 20,
        max_discount: 5,
        start_date: '2025-01-01',
        expire_date: '2025-12-31',
      },
      tax: { rate: 5, included: false },
      delivery: {
        orderType: 'delivery',
        distanceKm: 6,
        store: { free_delivery: 0, self_delivery_system: 0 },
        zone: { increased_delivery_fee_status: 0 },
        pivot: {
          per_km_shipping_charge: 1.5,
          minimum_shipping_charge: 5,
          maximum_shipping_charge: 20,
        },
        global: { per_km_shipping_charge: 2, minimum_shipping_charge: 3 },
        adminFreeDelivery: {
          status: 1,
          type: 'free_delivery_by_order_amount',
          free_delivery_over: 150,
        },
      },
      tips: { status: 1, amount: 10 },
      additionalCharge: { status: 1, amount: 2 },
      extraPackaging: 0,
      digits: 2,
    });
    // items 36 + 9 = 45; discount 6 + 0.9 = 6.9; subtotal 38.1; coupon 10% = 3.81;
    // tax base 34.29, tax 5% = 1.7145 → 1.71; delivery 6 × 1.5 = 9; tips 10; service 2
    expect(t).toMatchObject({
      itemsPrice: 45,
      productDiscount: 6.9,
      subtotal: 38.1,
      couponDiscount: 3.81,
      taxBase: 34.29,
      tax: 1.71,
      deliveryCharge: 9,
      dmTips: 10,
      additionalCharge: 2,
      total: 57,
    });
  });
});
