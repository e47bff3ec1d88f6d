/**
 * Rental coupons (reference §1.4 `rental/coupon/*`, §6.3; spec §5 'Coupon'): which coupons a
 * signed-in customer may use on a trip, and why one does not apply, by core's rules
 * (`couponListIssue`, `rentalCouponIssue`: a free-delivery coupon is refused for trips). A
 * customer's first-order and usage counts are those of their trips (cancelled and failed ones
 * left out), read in one statement.
 */
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { CouponCustomer } from '@storefront/core/domain/coupon';
import { CHECKOUT_ISSUE_STATUS } from '@storefront/core/domain/checkout';
import { issueText } from '@storefront/core/domain/issue';
import type { RentalCouponIssue } from '@storefront/core/domain/rental-pricing';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client.js';
import { trips } from '../db/schema.js';
import { fail } from '../http/errors.js';
import type { OrderingScope } from '../ordering/scope.js';

/** Trips that do not count towards coupon limits and first trips. */
export const UNCOUNTED_TRIP_STATUSES = ['canceled', 'payment_failed'] as const;

/** A customer's counted trips, and their uses of each coupon code (upper case). */
export async function tripCouponCounts(db: Database, userId: number) {
  const rows = await db
    .select({ code: sql<string | null>`upper(${trips.couponCode})`, n: count() })
    .from(trips)
    .where(
      and(eq(trips.userId, userId), notInArray(trips.tripStatus, [...UNCOUNTED_TRIP_STATUSES])),
    )
    .groupBy(sql`upper(${trips.couponCode})`);
  const uses = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    total += n;
    if (row.code !== null) uses.set(row.code, n);
  }
  return { trips: total, uses };
}

/** The customer as core's coupon rule sees them for `code`. */
export function tripCouponCustomer(
  userId: number,
  counts: { trips: number; uses: ReadonlyMap<string, number> },
  code: string,
): CouponCustomer {
  return {
    kind: 'customer',
    id: userId,
    orderCount: counts.trips,
    couponUses: counts.uses.get(code.toUpperCase()) ?? 0,
  };
}

/** Answers a rental coupon refusal: code `coupon`, checkout's statuses, the rule's text. */
export function failRentalCoupon(scope: OrderingScope, issue: RentalCouponIssue): never {
  const status = (
    issue.code === 'invalid_coupon' ? 403 : CHECKOUT_ISSUE_STATUS[issue.code]
  ) as ContentfulStatusCode;
  fail(status, 'coupon', issueText(issue, scope.t, scope.money));
}
