import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponIssue, type Coupon } from './coupon.js';
import { couponListIssue, isCouponListed, type CouponListContext } from './coupon-list.js';

const base: Coupon = {
  code: 'SAVE10',
  coupon_type: 'default',
  discount_type: 'percent',
  discount: 10,
  min_purchase: 500,
  max_discount: 0,
  start_date: '2030-01-01',
  expire_date: '2030-12-31',
  limit: null,
  data: [],
  module_id: 1,
  created_by: 'admin',
  customer_id: ['all'],
  status: 1,
};

const customer = { kind: 'customer', id: 7, orderCount: 0, couponUses: 0 } as const;
const ctx: CouponListContext = {
  today: '2030-06-01',
  moduleId: 1,
  zoneIds: [1],
  customer,
};

describe('couponListIssue', () => {
  it('lists a running coupon of the module whatever its minimum purchase', () => {
    expect(couponListIssue(base, ctx)).toBeNull();
  });

  it('leaves out other modules, inactive, expired and future coupons', () => {
    expect(couponListIssue({ ...base, module_id: 2 }, ctx)?.code).toBe('coupon_not_found');
    expect(couponListIssue({ ...base, status: 0 }, ctx)?.code).toBe('coupon_not_found');
    expect(couponListIssue({ ...base, expire_date: '2030-05-31' }, ctx)?.code).toBe(
      'coupon_expired',
    );
    expect(couponListIssue({ ...base, start_date: '2030-06-02' }, ctx)?.code).toBe(
      'coupon_expired',
    );
  });

  it('lists store-wise and vendor coupons at their own stores', () => {
    expect(couponListIssue({ ...base, coupon_type: 'store_wise', data: [9, 4] }, ctx)).toBeNull();
    expect(
      couponListIssue({ ...base, created_by: 'vendor', store_id: 9, coupon_type: 'default' }, ctx),
    ).toBeNull();
  });

  it('lists a zone-wise coupon only for a customer in one of its zones', () => {
    const zoneWise = { ...base, coupon_type: 'zone_wise', data: ['2', '3'] };
    expect(couponListIssue(zoneWise, ctx)?.code).toBe('coupon_zone');
    expect(couponListIssue(zoneWise, { ...ctx, zoneIds: [5, 3] })).toBeNull();
    expect(couponListIssue(zoneWise, { ...ctx, zoneIds: null })).toBeNull();
    expect(couponListIssue({ ...zoneWise, data: [] }, { ...ctx, zoneIds: null })?.code).toBe(
      'coupon_zone',
    );
  });

  it('offers guests only coupons without a usage limit', () => {
    const guest = { ...ctx, customer: { kind: 'guest' } as const };
    expect(isCouponListed(base, guest)).toBe(true);
    expect(couponListIssue({ ...base, limit: 1 }, guest)?.code).toBe('coupon_guest');
  });

  it('leaves out coupons the customer used up or may not use', () => {
    expect(
      couponListIssue({ ...base, limit: 2 }, { ...ctx, customer: { ...customer, couponUses: 2 } })
        ?.code,
    ).toBe('coupon_limit');
    expect(
      couponListIssue(
        { ...base, coupon_type: 'first_order', limit: 1 },
        { ...ctx, customer: { ...customer, orderCount: 1 } },
      )?.code,
    ).toBe('coupon_first_order');
    expect(couponListIssue({ ...base, customer_id: [8] }, ctx)?.code).toBe('coupon_customer');
    expect(couponListIssue({ ...base, customer_id: ['7'] }, ctx)).toBeNull();
  });

  it('agrees with couponIssue at a store the coupon applies to, for any big enough cart', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('default', 'store_wise', 'zone_wise', 'free_delivery', 'first_order'),
        fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (type, limit, uses, guest) => {
          const coupon: Coupon = { ...base, coupon_type: type, limit, data: [1] };
          const who = guest
            ? ({ kind: 'guest' } as const)
            : { ...customer, couponUses: uses, orderCount: uses };
          const listed = isCouponListed(coupon, { ...ctx, customer: who });
          const atStore = couponIssue(coupon, {
            today: ctx.today,
            moduleId: 1,
            storeId: 1,
            storeZoneId: 1,
            base: 10_000,
            customer: who,
          });
          expect(listed).toBe(atStore == null);
        },
      ),
    );
  });
});
