/**
 * Orders (reference §1.3 `apiGuestCheck` order routes, §4.12, §6.7): `customer/order/place`,
 * `list` (final statuses), `running-orders` (the others), `details`, `track` and `cancel`, for a
 * signed-in customer (bearer token) or a guest (`guest_id`).
 *
 * - Placement: see ordering/place.ts. The `Idempotency-Key` header is required (1 to 128
 *   visible characters, else 403 `idempotency_key`).
 * - Lists: `limit` (default 10, at most 50) and `offset` (1-based page), newest first, envelope
 *   `{total_size, limit, offset, orders}`; with a `moduleId` header, that module's orders only.
 * - Another owner's order answers 404 `order_id`, never its data. Tracking is the exception the
 *   v1 API makes for guests: the order id with the order's contact number (a leading `+` is
 *   added to both sides before they are compared) shows the order to whoever knows both.
 * - Cancel: only while pending (else 403 `order`); the stock goes back in the same transaction.
 * - Demo mode moves orders along on read (ordering/progress.ts).
 */
import { Hono } from 'hono';
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import {
  canCancelOrder,
  FINAL_ORDER_STATUSES,
  type OrderStatus,
} from '@storefront/core/domain/order-status';
import { tracksStock } from '@storefront/core/domain/quantity';
import type { ModuleType } from '@storefront/core/domain/session';
import {
  cancelOrderRequest,
  idempotencyKeyIssue,
  orderIdQuery,
  orderListQuery,
  placeOrderRequest,
  trackOrderQuery,
} from '@storefront/core/schemas/ordering';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { modules, orders } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { catalogueScope } from '../catalogue/scope.js';
import { detailRows, formatDetails, formatOrders } from '../ordering/format-order.js';
import { ownedBy, resolveOwner, type Owner } from '../ordering/owner.js';
import { placeOrder } from '../ordering/place.js';
import {
  progressOrder,
  progressOrders,
  progressStepMs,
  type OrderRow,
} from '../ordering/progress.js';
import { restoreStock, type StockLine } from '../ordering/stock.js';

export interface OrderRouteOptions {
  /** Demo progress step in ms (default: `ORDER_PROGRESS_SECONDS`, else 20 s; 0: off). */
  progressStepMs?: number;
}

export const ORDER_NOT_FOUND = 'Order not found.';

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

  /** The owner's order (moved along in demo mode), or 404. */
  async function ownedOrder(c: AppContext, owner: Owner, orderId: number): Promise<OrderRow> {
    const db = getDb(c);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(orders, owner)))
      .limit(1);
    if (!row) fail(404, 'order_id', ORDER_NOT_FOUND);
    return step(c) > 0 ? progressOrder(db, row, now(c), step(c)) : row;
  }

  app.post('/customer/order/place', moduleChecked, async (c) => {
    const raw = await readBody(c);
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
    // Move the owner's running orders first, so that each lands in the right list.
    if (step(c) > 0) {
      const running = await db
        .select()
        .from(orders)
        .where(
          and(ownedBy(orders, owner), notInArray(orders.orderStatus, [...FINAL_ORDER_STATUSES])),
        );
      await progressOrders(db, running, now(c), step(c));
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
    const moved = step(c) > 0 ? await progressOrder(db, row, now(c), step(c)) : row;
    const [formatted] = await formatOrders(catalogueScope(c, null), [moved]);
    return c.json(formatted);
  });

  app.put('/customer/order/cancel', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(cancelOrderRequest, raw);
    const owner = await resolveOwner(c, raw);
    const order = await ownedOrder(c, owner, body.order_id);
    if (!canCancelOrder(order.orderStatus)) {
      fail(403, 'order', 'Only a pending order can be canceled.');
    }
    await getDb(c).transaction(async (tx) => {
      const db: Database = tx;
      const stamp = new Date(now(c));
      const [canceled] = await db
        .update(orders)
        .set({
          orderStatus: 'canceled',
          canceledAt: stamp,
          canceledBy: 'customer',
          cancellationReason: body.reason,
          updatedAt: stamp,
        })
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'pending')))
        .returning({ id: orders.id, moduleId: orders.moduleId });
      if (!canceled) fail(403, 'order', 'Only a pending order can be canceled.');
      const [module] = await db.select().from(modules).where(eq(modules.id, canceled.moduleId));
      if (!tracksStock((module?.moduleType ?? null) as ModuleType | null)) return;
      const details = await detailRows({ ...catalogueScope(c, null), db }, order.id);
      const lines: StockLine[] = details.flatMap((d) => {
        const itemId = d.itemId ?? d.itemCampaignId;
        if (itemId === null) return [];
        const first = d.variation[0] as { type?: unknown } | undefined;
        const snapshot = d.itemDetails as { variations?: unknown[]; choice_options?: unknown[] };
        const hasOptions =
          (snapshot.variations?.length ?? 0) > 0 && (snapshot.choice_options?.length ?? 0) > 0;
        return [
          {
            itemType: d.itemId !== null ? 'Item' : 'ItemCampaign',
            itemId,
            variationType: hasOptions && typeof first?.type === 'string' ? first.type : null,
            quantity: d.quantity,
            name: '',
          },
        ];
      });
      await restoreStock(db, lines);
    });
    return c.json({ message: 'Order canceled successfully' });
  });

  return app;
}
