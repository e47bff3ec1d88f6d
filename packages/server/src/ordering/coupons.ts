/**
 * Coupons (reference §4.12, §6.3): lookup by code (case does not matter, as on the v1 API's
 * MySQL collation), the customer's counts for core's validity rule, the v1 coupon shape, and how
 * a refusal is answered: code `coupon`, the status of core's `CHECKOUT_ISSUE_STATUS` (404 not
 * found, store or zone; 403 expired, where the v1 API's 407 could not be read by fetch; 406
 * usage or first-order limit and minimum purchase; 403 not for this account).
 */
import { and, count, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { CHECKOUT_ISSUE_STATUS } from '@storefront/core/domain/checkout';
import type { CouponCustomer, CouponIssue } from '@storefront/core/domain/coupon';
import { issueText } from '@storefront/core/domain/issue';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { orders, type stores } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { translated, type Locale } from '../http/env.js';
import { fail } from '../http/errors.js';
import { flag, iso } from '../catalogue/format-store.js';
import type { CouponRow } from './checkout.js';
import type { Owner } from './owner.js';
import type { ReferenceData } from '../cache/reference.js';
import type { OrderingScope } from './scope.js';

/** Orders that do not count towards coupon limits and first orders. */
export const UNCOUNTED_STATUSES = ['canceled', 'failed'] as const;

/** A coupon by code (any case) from the reference data, or undefined. */
export function couponByCode(ref: ReferenceData, code: string): CouponRow | undefined {
  const wanted = code.trim().toUpperCase();
  return ref.coupons.find((row) => row.code.toUpperCase() === wanted);
}

/** The owner as core's coupon rule sees it (a customer's order and coupon counts). */
export async function couponCustomer(
  db: Database,
  owner: Owner,
  code: string | null,
): Promise<CouponCustomer> {
  if (owner.kind === 'guest') return { kind: 'guest' };
  const counted = and(
    eq(orders.userId, owner.userId),
    notInArray(orders.orderStatus, [...UNCOUNTED_STATUSES]),
  );
  const [[all], [withCode]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(counted),
    code === null
      ? Promise.resolve([{ n: 0 }])
      : db
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              counted,
              isNotNull(orders.couponCode),
              sql`upper(${orders.couponCode}) = upper(${code})`,
            ),
          ),
  ]);
  return {
    kind: 'customer',
    id: owner.userId,
    orderCount: Number(all?.n ?? 0),
    couponUses: Number(withCode?.n ?? 0),
  };
}

/** Every customer's coupon uses, by code (for the list). */
export async function couponUsesByCode(db: Database, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: sql<string>`upper(${orders.couponCode})`, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.couponCode),
        notInArray(orders.orderStatus, [...UNCOUNTED_STATUSES]),
      ),
    )
    .groupBy(sql`upper(${orders.couponCode})`);
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/** Answers a coupon refusal (see the module notes). */
export function failCoupon(scope: OrderingScope, issue: CouponIssue): never {
  const status = CHECKOUT_ISSUE_STATUS[issue.code] as ContentfulStatusCode;
  fail(status, 'coupon', issueText(issue, scope.t, scope.money));
}

export function couponNotFound(scope: OrderingScope): never {
  fail(404, 'coupon', scope.t('checkout.coupon.error.notFound'));
}

/** The store a coupon is for: its own (`store_id`), else the first of a store-wise coupon. */
export function couponStoreId(row: CouponRow): number | null {
  if (row.storeId !== null) return row.storeId;
  return row.couponType === 'store_wise' ? (row.data[0] ?? null) : null;
}

/** `{id, name, slug, logo_full_url}` of coupon stores, by id (from the reference data). */
export function couponStores(
  ref: ReferenceData,
  ids: readonly number[],
  locale: Locale,
  url: (path: string | null | undefined) => string | null,
) {
  const rows = [...new Set(ids)].flatMap((id) => ref.stores.get(id) ?? []);
  return new Map(rows.map((s) => [s.id, storeBrief(s, locale, url)]));
}

function storeBrief(
  s: typeof stores.$inferSelect,
  locale: Locale,
  url: (path: string | null | undefined) => string | null,
) {
  return {
    id: s.id,
    name: translated(s.translations, locale, 'name', s.name),
    slug: s.slug,
    logo_full_url: url(s.logo),
  };
}

/** The v1 coupon row (with `store` for a store's coupon). */
export function formatCoupon(
  row: CouponRow,
  locale: Locale,
  store: ReturnType<typeof storeBrief> | null,
) {
  return {
    id: row.id,
    title: translated(row.translations, locale, 'title', row.title),
    code: row.code,
    start_date: row.startDate,
    expire_date: row.expireDate,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    discount: row.discount,
    discount_type: row.discountType,
    coupon_type: row.couponType,
    limit: row.limit,
    status: flag(row.status),
    data: row.data,
    total_uses: row.totalUses,
    module_id: row.moduleId,
    created_by: row.createdBy,
    customer_id: row.customerIds,
    store_id: row.storeId,
    created_at: iso(row.createdAt),
    store,
  };
}
