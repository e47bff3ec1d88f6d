/**
 * Which coupons `coupon/list` offers a customer or a guest (reference §4.12, §6.3, §6.9): the
 * coupons that would pass coupon.ts's validity checks for some store of the module in the
 * customer's zones, before any cart is known.
 *
 * It is `couponIssue` with the store-specific and cart-specific checks left open:
 * - a store-wise coupon is judged at one of its own stores (`data`), a vendor's at its store;
 * - a zone-wise coupon needs one of the customer's zones (when known) among its zones (`data`);
 * - the minimum purchase is not checked (there is no cart yet).
 * Everything else is checked as at checkout: active, the module, the dates, guests only coupons
 * without a usage limit, the customer in `customer_id`, first-order and usage counts.
 */
import {
  couponIssue,
  idList,
  type Coupon,
  type CouponCustomer,
  type CouponIssue,
} from './coupon.js';

export interface CouponListContext {
  /** The store's local date, `YYYY-MM-DD`. */
  today: string;
  moduleId: number;
  /** The customer's zones (the `zoneId` header), or null when unknown. */
  zoneIds: readonly number[] | null;
  customer: CouponCustomer;
}

const firstId = (list: readonly string[]): number => {
  const id = Number(list[0]);
  return Number.isInteger(id) ? id : 0;
};

/** Why the coupon is not offered (the first failed check), or null when it is listed. */
export function couponListIssue(coupon: Coupon, context: CouponListContext): CouponIssue | null {
  const data = idList(coupon.data);
  const storeId =
    coupon.created_by === 'vendor' && coupon.store_id != null
      ? coupon.store_id
      : coupon.coupon_type === 'store_wise'
        ? firstId(data)
        : (coupon.store_id ?? 0);
  let storeZoneId = 0;
  if (coupon.coupon_type === 'zone_wise') {
    const zones = context.zoneIds;
    const match = zones == null ? data : data.filter((id) => zones.some((z) => String(z) === id));
    storeZoneId = firstId(match);
  }
  return couponIssue(coupon, {
    today: context.today,
    moduleId: context.moduleId,
    storeId,
    storeZoneId,
    base: Number.POSITIVE_INFINITY,
    customer: context.customer,
  });
}

/** Whether `coupon/list` offers the coupon. */
export function isCouponListed(coupon: Coupon, context: CouponListContext): boolean {
  return couponListIssue(coupon, context) == null;
}
