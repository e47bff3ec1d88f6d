/**
 * An order that ends before it is served (issue 12): canceled by its customer while pending, or
 * expired unpaid (a digital payment not made within `digital_payment_expiry_minutes`). Either
 * way, in one transaction: the status moves (conditionally: only from pending, so a store that
 * confirmed it meanwhile wins), the stock goes back (stock modules only, reference §6.1), and
 * what was paid goes back to the customer's wallet through the ledger as an `order_refund`: a
 * wallet or digital payment in full, the wallet part of a partial payment. A guest has no
 * wallet: a guest's paid digital payment is marked in its payment row as due for a refund
 * (`meta.refund_due`), and once the transaction committed, `refundGuestSoon` has the refund runner
 * (payments/refunds.ts) return it through the gateway to the card (the order's `refunded` stamp).
 *
 * Expiry is applied by the periodic sweep (payments/expiry.ts) and lazily whenever orders are
 * read (`expireDueOrders`), so a customer never sees an order that should have expired.
 */
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { tracksStock } from '@storefront/core/domain/quantity';
import type { ModuleType } from '@storefront/core/domain/session';
import { modules, orderDetails, orderPayments, orders, paymentRequests } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { walletEntry } from '../money/ledger.js';
import { refundDueSoon } from '../payments/refunds.js';
import type { OrderRow } from './progress.js';
import { restoreStock, type StockLine } from './stock.js';
import { detailFlashLines, restoreFlashStock } from './flash-stock.js';
import type { ReferenceChange } from '../cache/reference.js';

type Db = Database | Transaction;
export type OrderDetailRow = typeof orderDetails.$inferSelect;

/** The stock lines an order's details took (the same rule as placement's `stockLine`). */
export function detailStockLines(details: readonly OrderDetailRow[]): StockLine[] {
  return details.flatMap((d) => {
    const itemId = d.itemId ?? d.itemCampaignId;
    if (itemId === null) return [];
    const first = d.variation[0] as { type?: unknown } | undefined;
    const snapshot = d.itemDetails as { variations?: unknown[]; choice_options?: unknown[] };
    const hasOptions =
      (snapshot.variations?.length ?? 0) > 0 && (snapshot.choice_options?.length ?? 0) > 0;
    return [
      {
        itemType: d.itemId !== null ? ('Item' as const) : ('ItemCampaign' as const),
        itemId,
        variationType: hasOptions && typeof first?.type === 'string' ? first.type : null,
        quantity: d.quantity,
        name: '',
      },
    ];
  });
}

/**
 * What the customer paid for an order that is given up: a wallet or digital payment in full
 * (once paid), the wallet part of a partial payment, plus its digital rest once paid.
 */
export function paidAmount(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'orderAmount' | 'partiallyPaidAmount'>,
): number {
  if (order.paymentMethod === 'partial_payment') {
    return order.paymentStatus === 'paid' ? order.orderAmount : order.partiallyPaidAmount;
  }
  if (order.paymentMethod === 'wallet' || order.paymentMethod === 'digital_payment') {
    return order.paymentStatus === 'paid' ? order.orderAmount : 0;
  }
  return 0;
}

export interface ReleaseInput {
  status: 'canceled' | 'failed';
  reason: string;
  canceledBy: string | null;
  nowMs: number;
  /** Expiry only: the order must still be unpaid and past its payment time. */
  expiredOnly?: boolean;
  /** Collects the reference changes to apply after the commit (a flash sale's stock given back). */
  changes?: ReferenceChange[];
}

/**
 * Gives up a pending order (see the module notes), in the caller's transaction: the order after,
 * or null when it was no longer pending (nothing is done then).
 */
export async function releaseOrder(
  tx: Transaction,
  orderId: number,
  input: ReleaseInput,
): Promise<OrderRow | null> {
  const stamp = new Date(input.nowMs);
  const [released] = await tx
    .update(orders)
    .set({
      orderStatus: input.status,
      ...(input.status === 'canceled' ? { canceledAt: stamp } : { failedAt: stamp }),
      canceledBy: input.canceledBy,
      cancellationReason: input.reason,
      paymentExpiresAt: null,
      updatedAt: stamp,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.orderStatus, 'pending'),
        input.expiredOnly
          ? and(
              isNotNull(orders.paymentExpiresAt),
              lte(orders.paymentExpiresAt, stamp),
              ne(orders.paymentStatus, 'paid'),
            )
          : undefined,
      ),
    )
    .returning();
  if (!released) return null;

  const [module] = await tx
    .select({ moduleType: modules.moduleType })
    .from(modules)
    .where(eq(modules.id, released.moduleId));
  const details = await tx
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, released.id))
    .orderBy(orderDetails.id);
  if (tracksStock((module?.moduleType ?? null) as ModuleType | null)) {
    await restoreStock(tx, detailStockLines(details));
  }
  // What a running flash sale's lines took from the sale (issue 14, ordering/flash-stock.ts).
  const flash = await restoreFlashStock(tx, detailFlashLines(details));
  if (flash) input.changes?.push(flash);

  const paid = paidAmount(released);
  if (paid > 0 && released.userId !== null) {
    await walletEntry(tx, {
      userId: released.userId,
      credit: paid,
      type: 'order_refund',
      reference: released.id,
    });
  } else if (paid > 0) {
    await tx
      .update(paymentRequests)
      .set({ meta: sql`${paymentRequests.meta} || ${JSON.stringify({ refund_due: true })}::jsonb` })
      .where(
        and(
          eq(paymentRequests.purpose, 'order'),
          eq(paymentRequests.referenceId, String(released.id)),
          eq(paymentRequests.status, 'paid'),
        ),
      );
  }
  // A payment still open for this order can no longer pay it.
  await tx
    .update(paymentRequests)
    .set({ status: 'canceled', finishedAt: stamp, updatedAt: stamp })
    .where(
      and(
        eq(paymentRequests.purpose, 'order'),
        eq(paymentRequests.referenceId, String(released.id)),
        eq(paymentRequests.status, 'pending'),
      ),
    );
  return released;
}

/**
 * After the transaction that released `order` committed: a guest's payment it marked due goes
 * back through the gateway (fire and forget; the sweep catches up whatever this misses).
 */
export function refundGuestSoon(db: Database, order: OrderRow | null, nowMs: number): void {
  if (order && order.userId === null && paidAmount(order) > 0) refundDueSoon(db, nowMs);
}

/** The unpaid digital orders past their payment time among `rows`, expired; the rows after. */
export async function expireDueOrders(
  db: Database,
  rows: readonly OrderRow[],
  nowMs: number,
  reason: string,
): Promise<OrderRow[]> {
  const due = rows.filter(
    (r) =>
      r.paymentExpiresAt !== null &&
      r.paymentExpiresAt.getTime() <= nowMs &&
      r.paymentStatus !== 'paid' &&
      r.orderStatus === 'pending',
  );
  if (due.length === 0) return [...rows];
  const after = new Map<number, OrderRow>();
  for (const row of due) {
    const released = await db.transaction((tx) =>
      releaseOrder(tx, row.id, {
        status: 'failed',
        reason,
        canceledBy: null,
        nowMs,
        expiredOnly: true,
      }),
    );
    if (released) after.set(row.id, released);
    refundGuestSoon(db, released, nowMs);
  }
  return rows.map((r) => after.get(r.id) ?? r);
}

/** Every unpaid digital order past its payment time, expired (the sweep): how many. */
export async function expireOrders(db: Database, nowMs: number, reason: string): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paymentExpiresAt),
        lte(orders.paymentExpiresAt, new Date(nowMs)),
        ne(orders.paymentStatus, 'paid'),
        eq(orders.orderStatus, 'pending'),
      ),
    )
    .orderBy(orders.id)
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const released = await db.transaction((tx) =>
      releaseOrder(tx, id, {
        status: 'failed',
        reason,
        canceledBy: null,
        nowMs,
        expiredOnly: true,
      }),
    );
    if (released) expired += 1;
  }
  return expired;
}

/** The payment parts of some orders (`order_payments`), by order. */
export async function orderPaymentParts(db: Db, orderIds: readonly number[]) {
  const byOrder = new Map<number, (typeof orderPayments.$inferSelect)[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...orderIds]))
    .orderBy(orderPayments.id);
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
}
