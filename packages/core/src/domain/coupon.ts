/**
 * Coupons (spec §5, reference §6.3, §6.9): whether a coupon applies, and what it gives.
 *
 * Validity, checked in the reference's order; the first failure is the answer:
 * 1. the coupon is active (`status`) and of the current module (`module_id`);
 * 2. today (the store's local date) is within `start_date` … `expire_date`, both included;
 * 3. `store_wise`: the store id is in `data`;
 * 4. a vendor's coupon applies only to its own `store_id`;
 * 5. customer checks, when the customer is known (the server always passes it; the client
 *    passes a guest and leaves a signed-in customer's counts to the server):
 *    - a guest may use only a coupon whose `limit` is null;
 *    - a customer must be in `customer_id` (or it holds `"all"`);
 * 6. `zone_wise`: the store's zone id is in `data`;
 * 7. customer counts: `first_order` needs fewer orders than `limit`; otherwise a set `limit`
 *    needs fewer uses of this coupon than `limit`;
 * 8. the base reaches `min_purchase`, else 'To apply this coupon,the minimum purchase amount is'
 *    followed by the amount (spec §5).
 *
 * Amount (`base` = items price + add-ons − product discount, i.e. the cart subtotal):
 * - `percent`: base × discount / 100, capped at `max_discount` when that is above 0 (0 means no
 *   cap);
 * - `amount`: the flat discount, never more than the base (`max_discount` is not applied: the
 *   spec caps percent coupons only);
 * - `free_delivery`: no money discount; the delivery charge becomes 0 when `min_purchase` ≤ base,
 *   and the free delivery is by the coupon's creator (`created_by`, 'admin' when absent).
 *
 * Plain inputs: the coupon row (numbers may be numeric strings; `data` and `customer_id` may be
 * JSON strings as a 6amMart backend sends them) and a `CouponContext`.
 */
import { ruleIssue, type RuleIssue } from './issue.js';
import { cleanAmount, toAmount } from './money.js';
import { isWithinDates } from './schedule.js';

export type CouponType = 'zone_wise' | 'store_wise' | 'free_delivery' | 'first_order' | 'default';

export interface Coupon {
  code: string;
  title?: string | null;
  coupon_type: CouponType | string;
  discount_type: 'percent' | 'amount' | string;
  discount: number | string;
  min_purchase?: number | string | null;
  /** 0 means no cap. */
  max_discount?: number | string | null;
  /** `YYYY-MM-DD` (a time after the date is ignored). */
  start_date: string;
  expire_date: string;
  /** Uses per customer; null means unlimited (and usable by guests). */
  limit?: number | null;
  /** Store ids (store_wise) or zone ids (zone_wise). */
  data?: readonly (number | string)[] | string | null;
  module_id?: number | null;
  store_id?: number | null;
  created_by?: 'admin' | 'vendor' | string | null;
  customer_id?: readonly (number | string)[] | string | null;
  status?: boolean | number | null;
}

export type CouponCustomer =
  | { kind: 'guest' }
  | {
      kind: 'customer';
      id: number;
      /** The customer's orders so far (for `first_order`). */
      orderCount: number;
      /** The customer's orders with this coupon so far (for `limit`). */
      couponUses: number;
    };

export interface CouponContext {
  /** The store's local date, `YYYY-MM-DD`. */
  today: string;
  moduleId: number;
  storeId: number;
  storeZoneId: number;
  /** The cart subtotal (items price + add-ons − product discount). */
  base: number;
  /** Absent: the customer checks are left to the server (see the notes). */
  customer?: CouponCustomer;
}

export type CouponIssueCode =
  | 'coupon_not_found'
  | 'coupon_expired'
  | 'coupon_store'
  | 'coupon_zone'
  | 'coupon_customer'
  | 'coupon_guest'
  | 'coupon_first_order'
  | 'coupon_limit'
  | 'coupon_min_purchase';

export type CouponIssue = RuleIssue<CouponIssueCode>;

/** i18n keys of the coupon issues. */
export const COUPON_KEYS: Record<CouponIssueCode, string> = {
  coupon_not_found: 'checkout.coupon.error.notFound',
  coupon_expired: 'checkout.coupon.error.expired',
  coupon_store: 'checkout.coupon.error.notForStore',
  coupon_zone: 'checkout.coupon.error.notForZone',
  coupon_customer: 'checkout.coupon.error.notForAccount',
  coupon_guest: 'checkout.coupon.error.signInRequired',
  coupon_first_order: 'checkout.coupon.error.firstOrder',
  coupon_limit: 'checkout.coupon.error.limit',
  coupon_min_purchase: 'checkout.coupon.error.minPurchase',
};

const issue = (code: CouponIssueCode, values: Record<string, number> = {}): CouponIssue =>
  code === 'coupon_min_purchase'
    ? ruleIssue(code, COUPON_KEYS[code], values, ['amount'])
    : ruleIssue(code, COUPON_KEYS[code], values);

/** A list of ids from an array or a JSON array string (`'["1",2]'`); unreadable gives []. */
export function idList(value: readonly (number | string)[] | string | null | undefined): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.map((v) => String(v).trim()) : [];
}

const hasId = (list: readonly string[], id: number): boolean => list.includes(String(id));

export const isFreeDeliveryCoupon = (coupon: Pick<Coupon, 'coupon_type'>): boolean =>
  coupon.coupon_type === 'free_delivery';

const isActive = (coupon: Coupon): boolean =>
  coupon.status == null || coupon.status === true || coupon.status === 1;

export const couponMinPurchase = (coupon: Pick<Coupon, 'min_purchase'>): number =>
  Math.max(0, toAmount(coupon.min_purchase));

/** Why the coupon does not apply (the first failed check), or null when it applies. */
export function couponIssue(coupon: Coupon, context: CouponContext): CouponIssue | null {
  if (!isActive(coupon)) return issue('coupon_not_found');
  if (coupon.module_id != null && coupon.module_id !== context.moduleId) {
    return issue('coupon_not_found');
  }
  const window = {
    start_date: coupon.start_date.slice(0, 10),
    end_date: coupon.expire_date.slice(0, 10),
  };
  if (!isWithinDates(window, { date: context.today })) return issue('coupon_expired');
  const data = idList(coupon.data);
  if (coupon.coupon_type === 'store_wise' && !hasId(data, context.storeId)) {
    return issue('coupon_store');
  }
  if (
    coupon.created_by === 'vendor' &&
    coupon.store_id != null &&
    coupon.store_id !== context.storeId
  ) {
    return issue('coupon_store');
  }
  const customer = context.customer;
  if (customer?.kind === 'guest' && coupon.limit != null) return issue('coupon_guest');
  if (customer?.kind === 'customer') {
    const allowed = idList(coupon.customer_id ?? ['all']);
    if (!allowed.includes('all') && !hasId(allowed, customer.id)) return issue('coupon_customer');
  }
  if (coupon.coupon_type === 'zone_wise' && !hasId(data, context.storeZoneId)) {
    return issue('coupon_zone');
  }
  if (customer?.kind === 'customer' && coupon.limit != null) {
    if (coupon.coupon_type === 'first_order') {
      if (!(customer.orderCount < coupon.limit)) return issue('coupon_first_order');
    } else if (!(customer.couponUses < coupon.limit)) {
      return issue('coupon_limit');
    }
  }
  const min = couponMinPurchase(coupon);
  if (context.base < min) return issue('coupon_min_purchase', { amount: min });
  return null;
}

/** The money a coupon takes off `base` (0 for free delivery or below its minimum purchase). */
export function couponDiscount(coupon: Coupon, base: number): number {
  if (base <= 0 || isFreeDeliveryCoupon(coupon) || base < couponMinPurchase(coupon)) return 0;
  const value = Math.max(0, toAmount(coupon.discount));
  if (coupon.discount_type === 'percent') {
    const off = (base * value) / 100;
    const cap = toAmount(coupon.max_discount);
    return cleanAmount(Math.min(base, cap > 0 ? Math.min(off, cap) : off));
  }
  return cleanAmount(Math.min(base, value));
}

/** Whether the coupon makes delivery free: a free-delivery coupon with `min_purchase` ≤ base. */
export function couponGivesFreeDelivery(coupon: Coupon, base: number): boolean {
  return isFreeDeliveryCoupon(coupon) && couponMinPurchase(coupon) <= base;
}

/** Who pays for a coupon's free delivery: its creator (`admin` when absent). */
export function couponCreator(coupon: Pick<Coupon, 'created_by'>): 'admin' | 'vendor' {
  return coupon.created_by === 'vendor' ? 'vendor' : 'admin';
}
