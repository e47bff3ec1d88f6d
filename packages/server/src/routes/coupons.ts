/**
 * Coupons (reference §1.3 coupons, §4.12, §6.3, §6.9), for a signed-in customer (bearer token)
 * or a guest (`guest_id`):
 *
 * - `GET coupon/list`: the coupons core's `couponListIssue` lets this customer or guest use in
 *   the `moduleId` module and the `zoneId` zones today (guests: only coupons without a usage
 *   limit; used-up and other customers' coupons left out), each with its `store` when it is a
 *   store's coupon. Without `moduleId` (the path is exempt from the module check), every
 *   module's.
 * - `GET coupon/apply?code&store_id`: the coupon, or the first failed check of core's
 *   `couponIssue` at that store: unknown code, other module, store or zone 404; expired 403;
 *   usage or first-order limit 406; not for this account 403; below its minimum purchase 406
 *   with 'To apply this coupon,the minimum purchase amount is' and the amount. The minimum
 *   purchase is judged on the subtotal of the owner's cart lines of that store; when the cart
 *   holds none (a buy-now checkout), the client's rule and the placement judge it.
 */
import { Hono } from 'hono';
import { cartTotals } from '@storefront/core/domain/cart';
import { couponIssue, type CouponCustomer } from '@storefront/core/domain/coupon';
import { couponListIssue } from '@storefront/core/domain/coupon-list';
import type { ModuleType } from '@storefront/core/domain/session';
import { couponApplyQuery, guestOnlyRequest } from '@storefront/core/schemas/ordering';
import type { AppEnv } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { runningStoreDiscounts } from '../catalogue/lookups.js';
import { loadCart } from '../ordering/cart.js';
import { couponOf } from '../ordering/checkout.js';
import {
  couponByCode,
  couponCustomer,
  couponNotFound,
  couponStoreId,
  couponStores,
  couponUsesByCode,
  failCoupon,
  formatCoupon,
} from '../ordering/coupons.js';
import { resolveOwner } from '../ordering/owner.js';
import { orderingScope } from '../ordering/scope.js';

export function couponRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/coupon/list', moduleChecked, async (c) => {
    validate(guestOnlyRequest, c.req.query(), 'query');
    const zoneIds = zoneIdsFromHeader(c);
    // A visitor who sends neither a token nor a guest id (the incumbent web client before its
    // guest id exists) sees the coupons any guest may use; a token or a guest id must be valid.
    const anonymous =
      c.req.header('Authorization') === undefined && c.req.query('guest_id') === undefined;
    const owner = anonymous ? null : await resolveOwner(c);
    const scope = orderingScope(c);
    const module = c.get('module');
    const today = scope.now.date;
    const rows = scope.ref.coupons.filter(
      (row) =>
        row.status &&
        row.startDate <= today &&
        row.expireDate >= today &&
        (!module || row.moduleId === module.id),
    );
    const base: CouponCustomer = owner
      ? await couponCustomer(scope.db, owner, null)
      : { kind: 'guest' };
    const uses = owner?.kind === 'customer' ? await couponUsesByCode(scope.db, owner.userId) : null;
    const listed = rows.filter((row) => {
      const customer: CouponCustomer =
        base.kind === 'customer'
          ? { ...base, couponUses: uses?.get(row.code.toUpperCase()) ?? 0 }
          : base;
      return (
        couponListIssue(couponOf(row), {
          today: scope.now.date,
          moduleId: module?.id ?? row.moduleId,
          zoneIds,
          customer,
        }) === null
      );
    });
    const storeMap = couponStores(
      scope.ref,
      listed.flatMap((r) => {
        const id = couponStoreId(r);
        return id === null ? [] : [id];
      }),
      scope.locale,
      scope.url,
    );
    return c.json(
      listed.map((row) => {
        const storeId = couponStoreId(row);
        return formatCoupon(
          row,
          scope.locale,
          storeId === null ? null : (storeMap.get(storeId) ?? null),
        );
      }),
    );
  });

  app.get('/coupon/apply', moduleChecked, async (c) => {
    const query = validateQuery(c, couponApplyQuery);
    const owner = await resolveOwner(c);
    const scope = orderingScope(c);
    const module = c.get('module');
    const store = scope.ref.stores.get(query.store_id);
    if (!store?.status || (module && store.moduleId !== module.id)) {
      fail(404, 'store_id', 'Store not found.');
    }
    const row = couponByCode(scope.ref, query.code);
    if (!row) couponNotFound(scope);
    const storeModule = scope.ref.moduleById.get(store.moduleId);
    const moduleType = (storeModule?.moduleType ?? 'grocery') as ModuleType;
    const cart = await loadCart(scope, owner, store.moduleId);
    const lines = cart.lines.filter((l) => l.item.store_id === store.id);
    const discount = runningStoreDiscounts(scope, [store.id]).get(store.id);
    const base =
      lines.length > 0
        ? cartTotals(lines, moduleType, {
            storeDiscount: discount
              ? { min_purchase: discount.minPurchase, max_discount: discount.maxDiscount }
              : null,
            digits: scope.digits,
          }).subtotal
        : Number.POSITIVE_INFINITY;
    const issue = couponIssue(couponOf(row), {
      today: scope.now.date,
      moduleId: store.moduleId,
      storeId: store.id,
      storeZoneId: store.zoneId,
      base,
      customer: await couponCustomer(scope.db, owner, row.code),
    });
    if (issue) failCoupon(scope, issue);
    const storeId = couponStoreId(row);
    const storeMap = couponStores(
      scope.ref,
      storeId === null ? [] : [storeId],
      scope.locale,
      scope.url,
    );
    return c.json(
      formatCoupon(row, scope.locale, storeId === null ? null : (storeMap.get(storeId) ?? null)),
    );
  });

  return app;
}
