/**
 * Orders (reference §1.3 `apiGuestCheck` order routes, §4.12, §6.7): `customer/order/place`,
 * `list` (final statuses), `running-orders` (the others), `details`, `track` and `cancel`, for a
 * signed-in customer (bearer token) or a guest (`guest_id`).
 *
 * - Placement: see ordering/place.ts (a parcel, `order_type=parcel`: ordering/parcel.ts). The
 *   `Idempotency-Key` header is required (1 to 128 visible characters, else 403
 *   `idempotency_key`).
 * - Lists: `limit` (default 10, at most 50) and `offset` (1-based page), newest first, envelope
 *   `{total_size, limit, offset, orders}`; with a `moduleId` header, that module's orders only.
 * - Another owner's order answers 404 `order_id`, never its data. Tracking is the exception the
 *   v1 API makes for guests: the order id with the order's contact number (a leading `+` is
 *   added to both sides before they are compared) shows the order to whoever knows both.
 * - Cancel (`PUT customer/order/cancel`, issue 12): only while pending (else 403 `order` 'You
 *   can not cancel after confirm', as the v1 API), with a reason (403 `reason` 'Please select a
 *   cancellation reason' when empty); the stock goes back and what was paid (wallet, digital, a
 *   partial payment's wallet part) is refunded to the wallet as an `order_refund`, in one
 *   transaction (ordering/settle.ts). Canceling a canceled order answers the same success again.
 * - `PUT customer/order/payment-method`: an order waiting for its digital payment switches to cash
 *   on delivery (or the wallet), 'Payment info updated.' (ordering/order-payment.ts).
 * - `GET customer/order/cancellation-reasons` (paged, `type` customer, store, deliveryman or
 *   admin; no owner needed, reference §1.1) and `GET customer/order/refund-reasons`: the active
 *   reasons in the request's language.
 * - An unpaid digital order past its payment time expires when it is read (and by the sweep,
 *   payments/expiry.ts): failed, its stock back. Demo mode moves orders along on read
 *   (ordering/progress.ts); an order waiting for its digital payment does not move.
 */
import { Hono } from 'hono';
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import {
  canCancelOrder,
  FINAL_ORDER_STATUSES,
  type OrderStatus,
} from '@storefront/core/domain/order-status';
import {
  cancelOrderRequest,
  idempotencyKeyIssue,
  orderIdQuery,
  orderListQuery,
  placeOrderRequest,
  trackOrderQuery,
} from '@storefront/core/schemas/ordering';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { orderCancelReasons, orders, refundReasons } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { catalogueScope } from '../catalogue/scope.js';
import { detailRows, formatDetails, formatOrders } from '../ordering/format-order.js';
import { ownedBy, resolveOwner, type Owner } from '../ordering/owner.js';
import { placeOrder } from '../ordering/place.js';
import { placeParcel } from '../ordering/parcel.js';
import { parcelPlaceRequest } from '@storefront/core/schemas/parcel';
import {
  progressOrder,
  progressOrders,
  progressStepMs,
  type OrderRow,
} from '../ordering/progress.js';
import {
  cancellationReasonsQuery,
  orderPaymentMethodRequest,
} from '@storefront/core/schemas/payment';
import { asc, isNotNull, lte, ne } from 'drizzle-orm';
import { translated } from '../http/env.js';
import { pageOfRows } from '../db/paging.js';
import { expireDueOrders, refundGuestSoon, releaseOrder } from '../ordering/settle.js';
import type { ReferenceChange } from '../cache/reference.js';
import { switchPaymentMethod } from '../ordering/order-payment.js';
import { orderingScope } from '../ordering/scope.js';
import { iso } from '../catalogue/format-store.js';

export interface OrderRouteOptions {
  /** Demo progress step in ms (default: `ORDER_PROGRESS_SECONDS`, else 20 s; 0: off). */
  progressStepMs?: number;
}

export const ORDER_NOT_FOUND = 'Order not found.';

/** A placement body that asks for a parcel. */
const isParcelBody = (raw: unknown) =>
  raw != null &&
  typeof raw === 'object' &&
  typeof (raw as Record<string, unknown>).order_type === 'string' &&
  ((raw as Record<string, unknown>).order_type as string).trim() === 'parcel';

/** A contact number for comparison: digits only, with the leading `+` the v1 API adds. */
export function normalizeContact(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/[^\d]/g, '');
  return digits === '' ? '' : `+${digits}`;
}

export function orderRoutes(options: OrderRouteOptions = {}) {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  const stepMs = options.progressStepMs ?? progressStepMs(process.env.ORDER_PROGRESS_SECONDS);

  const step = (c: AppContext) => (c.get('deps').demo ? stepMs : 0);
  const now = (c: AppContext) => c.get('deps').clock.now();
  const expiredReason = (c: AppContext) => orderingScope(c).t('payment.expired.reason');

  /** An order as it stands now: expired when its payment time passed, moved in demo mode. */
  async function current(c: AppContext, row: OrderRow): Promise<OrderRow> {
    const db = getDb(c);
    const [settled] = await expireDueOrders(db, [row], now(c), expiredReason(c));
    return step(c) > 0 ? progressOrder(db, settled!, now(c), step(c)) : settled!;
  }

  /** The owner's order (expired or moved along as due), or 404. */
  async function ownedOrder(c: AppContext, owner: Owner, orderId: number): Promise<OrderRow> {
    const db = getDb(c);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(orders, owner)))
      .limit(1);
    if (!row) fail(404, 'order_id', ORDER_NOT_FOUND);
    return current(c, row);
  }

  app.post('/customer/order/place', moduleChecked, async (c) => {
    const raw = await readBody(c);
    // A parcel (order_type=parcel) has its own body and placement (ordering/parcel.ts).
    if (isParcelBody(raw)) {
      const parcel = validate(parcelPlaceRequest, raw);
      const keyIssue = idempotencyKeyIssue(c.req.header('Idempotency-Key'));
      if (keyIssue) fail(403, 'idempotency_key', keyIssue);
      const owner = await resolveOwner(c, raw);
      const answer = await placeParcel(c, {
        body: parcel,
        raw,
        owner,
        idempotencyKey: c.req.header('Idempotency-Key') ?? null,
      });
      return c.json(answer.body as Record<string, unknown>, answer.status as ContentfulStatusCode);
    }
    const body = validate(placeOrderRequest, raw);
    const keyIssue = idempotencyKeyIssue(c.req.header('Idempotency-Key'));
    if (keyIssue) fail(403, 'idempotency_key', keyIssue);
    const owner = await resolveOwner(c, raw);
    const answer = await placeOrder(c, {
      body,
      raw,
      owner,
      idempotencyKey: c.req.header('Idempotency-Key') ?? null,
    });
    return c.json(answer.body as Record<string, unknown>, answer.status as ContentfulStatusCode);
  });

  const list = (final: boolean) => async (c: AppContext) => {
    const query = validateQuery(c, orderListQuery);
    const owner = await resolveOwner(c);
    const db = getDb(c);
    // Expire and move the owner's running orders first, so that each lands in the right list.
    if (step(c) > 0) {
      const running = await db
        .select()
        .from(orders)
        .where(
          and(ownedBy(orders, owner), notInArray(orders.orderStatus, [...FINAL_ORDER_STATUSES])),
        );
      const settled = await expireDueOrders(db, running, now(c), expiredReason(c));
      await progressOrders(db, settled, now(c), step(c));
    } else {
      const due = await db
        .select()
        .from(orders)
        .where(
          and(
            ownedBy(orders, owner),
            isNotNull(orders.paymentExpiresAt),
            lte(orders.paymentExpiresAt, new Date(now(c))),
            ne(orders.paymentStatus, 'paid'),
          ),
        );
      await expireDueOrders(db, due, now(c), expiredReason(c));
    }
    const statuses = [...FINAL_ORDER_STATUSES] as OrderStatus[];
    const where: SQL | undefined = and(
      ownedBy(orders, owner),
      final ? inArray(orders.orderStatus, statuses) : notInArray(orders.orderStatus, statuses),
      c.get('module') ? eq(orders.moduleId, c.get('module')!.id) : undefined,
    );
    const skip = (query.offset - 1) * query.limit;
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(orders).where(where),
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.limit)
        .offset(skip),
    ]);
    return c.json({
      total_size: Number(total?.n ?? 0),
      limit: query.limit,
      offset: query.offset,
      orders: await formatOrders(catalogueScope(c, null), rows),
    });
  };

  app.get('/customer/order/list', moduleChecked, list(true));
  app.get('/customer/order/running-orders', moduleChecked, list(false));

  app.get('/customer/order/details', moduleChecked, async (c) => {
    const query = validateQuery(c, orderIdQuery);
    const owner = await resolveOwner(c);
    const order = await ownedOrder(c, owner, query.order_id);
    const scope = catalogueScope(c, null);
    return c.json(formatDetails(await detailRows(scope, order.id), order, scope.url));
  });

  app.get('/customer/order/track', moduleChecked, async (c) => {
    const query = validateQuery(c, trackOrderQuery);
    const owner = await resolveOwner(c);
    const db = getDb(c);
    const [row] = await db.select().from(orders).where(eq(orders.id, query.order_id)).limit(1);
    const owned =
      row !== undefined &&
      (owner.kind === 'customer' ? row.userId === owner.userId : row.guestId === owner.guestId);
    const stored = row?.deliveryAddress?.contact_person_number;
    const contactMatches =
      row !== undefined &&
      query.contact_number !== null &&
      normalizeContact(query.contact_number) !== '' &&
      normalizeContact(query.contact_number) ===
        normalizeContact(typeof stored === 'string' ? stored : null);
    if (!row || !(owned || contactMatches)) fail(404, 'order_id', ORDER_NOT_FOUND);
    const moved = await current(c, row);
    const [formatted] = await formatOrders(catalogueScope(c, null), [moved]);
    return c.json(formatted);
  });

  app.put('/customer/order/cancel', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cancelOrderRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    if (!body.reason) fail(403, 'reason', scope.t('payment.cancel.reasonRequired'));
    const order = await ownedOrder(c, owner, body.order_id);
    const canceled = () => c.json({ message: scope.t('payment.cancel.success') });
    if (order.orderStatus === 'canceled' && order.canceledBy === 'customer') return canceled();
    const refused = () => fail(403, 'order', scope.t('payment.cancel.afterConfirm'));
    if (!canCancelOrder(order.orderStatus)) refused();
    const changes: ReferenceChange[] = [];
    const released = await getDb(c).transaction((tx) =>
      releaseOrder(tx, order.id, {
        status: 'canceled',
        reason: body.reason!,
        canceledBy: 'customer',
        nowMs: now(c),
        changes,
      }),
    );
    if (!released) refused();
    for (const change of changes) c.get('deps').reference.invalidate(change);
    refundGuestSoon(getDb(c), released, now(c));
    return canceled();
  });

  app.put('/customer/order/payment-method', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(orderPaymentMethodRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const order = await ownedOrder(c, owner, body.order_id);
    await switchPaymentMethod(c, scope, order, body.payment_method);
    return c.json({ message: scope.t('payment.info.updated') });
  });

  app.get('/customer/order/cancellation-reasons', async (c) => {
    const query = validateQuery(c, cancellationReasonsQuery);
    const locale = c.get('locale');
    const where = and(
      eq(orderCancelReasons.status, true),
      query.type ? eq(orderCancelReasons.userType, query.type) : undefined,
    );
    const page = await pageOfRows(
      getDb(c),
      orderCancelReasons,
      where,
      [asc(orderCancelReasons.id)],
      query,
    );
    return c.json({
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      data: page.rows.map((r) => ({
        id: r.id,
        reason: translated(r.translations, locale, 'reason', r.reason),
        user_type: r.userType,
        status: r.status ? 1 : 0,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      })),
    });
  });

  app.get('/customer/order/refund-reasons', moduleChecked, async (c) => {
    await resolveOwner(c);
    const locale = c.get('locale');
    const rows = await getDb(c)
      .select()
      .from(refundReasons)
      .where(eq(refundReasons.status, true))
      .orderBy(asc(refundReasons.id));
    return c.json({
      refund_reasons: rows.map((r) => ({
        id: r.id,
        reason: translated(r.translations, locale, 'reason', r.reason),
        status: r.status ? 1 : 0,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      })),
    });
  });

  return app;
}
