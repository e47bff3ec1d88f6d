/**
 * Demo order progress: in demo mode nobody accepts, cooks or delivers, so orders move on a
 * schedule (core's `demoOrderProgress`): one step every `ORDER_PROGRESS_SECONDS` (default 20)
 * from placement, or from the scheduled time when later. 0 turns it off.
 *
 * Progress is computed lazily when orders are read (list, running, details, track, cancel): no
 * timer runs, nothing happens while nobody looks, and the status timestamps are those of the
 * schedule (start + k × step), not of the read. The write is conditional on the status read, so
 * a cancellation in between wins. A delivered cash-on-delivery order is marked paid. An order
 * waiting for its digital payment does not move; once paid it starts from the payment.
 */
import { and, eq } from 'drizzle-orm';
import { demoOrderProgress, type OrderStatus } from '@storefront/core/domain/order-status';
import { orders } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';

export type OrderRow = typeof orders.$inferSelect;

export const DEFAULT_PROGRESS_SECONDS = 20;

/**
 * What a delivery sets off (the loyalty points and the referral reward, money/rewards.ts): run in
 * the transaction of the update that marks the order delivered, so exactly once per order.
 */
export type DeliveredHook = (tx: Transaction, order: OrderRow) => Promise<void>;
const deliveredHooks: DeliveredHook[] = [];

/** Registers a hook run when an order becomes delivered (once per hook). */
export function onOrderDelivered(hook: DeliveredHook): void {
  if (!deliveredHooks.includes(hook)) deliveredHooks.push(hook);
}

/** `ORDER_PROGRESS_SECONDS` in ms: a number of seconds ≥ 0 (0: off); default 20 s. */
export function progressStepMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PROGRESS_SECONDS * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`ORDER_PROGRESS_SECONDS must be a number of seconds ≥ 0, not "${value}"`);
  }
  return Math.round(seconds * 1000);
}

type StatusColumn = 'confirmedAt' | 'processingAt' | 'handoverAt' | 'pickedUpAt' | 'deliveredAt';

const STATUS_COLUMNS: Partial<Record<OrderStatus, StatusColumn>> = {
  confirmed: 'confirmedAt',
  processing: 'processingAt',
  handover: 'handoverAt',
  picked_up: 'pickedUpAt',
  delivered: 'deliveredAt',
};

/** When the order started moving: placement, or its scheduled time when later. */
export function progressStart(row: Pick<OrderRow, 'pendingAt' | 'createdAt' | 'scheduleAt'>) {
  const placed = (row.pendingAt ?? row.createdAt).getTime();
  const scheduled = row.scheduleAt?.getTime() ?? 0;
  return Math.max(placed, scheduled);
}

/** Moves one order as far as `now` allows; the row as it is after. */
export async function progressOrder(
  db: Database,
  row: OrderRow,
  now: number,
  stepMs: number,
): Promise<OrderRow> {
  // An order waiting for its digital payment does not move until it is paid (issue 12).
  if (row.paymentExpiresAt !== null && row.paymentStatus !== 'paid') return row;
  const progress = demoOrderProgress({
    orderType: row.orderType,
    status: row.orderStatus,
    startedAt: progressStart(row),
    now,
    stepMs,
  });
  if (!progress) return row;
  const changes: Partial<OrderRow> = { orderStatus: progress.status, updatedAt: new Date(now) };
  for (const step of progress.reached) {
    const column = STATUS_COLUMNS[step.status];
    if (column) changes[column] = new Date(step.at);
  }
  if (progress.status === 'delivered' && row.paymentMethod === 'cash_on_delivery') {
    changes.paymentStatus = 'paid';
  }
  const write = async (tx: Database | Transaction) => {
    const [moved] = await tx
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, row.id), eq(orders.orderStatus, row.orderStatus)))
      .returning();
    if (moved?.orderStatus === 'delivered') {
      for (const hook of deliveredHooks) await hook(tx as Transaction, moved);
    }
    return moved;
  };
  const delivers = progress.status === 'delivered' && deliveredHooks.length > 0;
  const updated = delivers ? await db.transaction(write) : await write(db);
  if (updated) return updated;
  const [current] = await db.select().from(orders).where(eq(orders.id, row.id)).limit(1);
  return current ?? row;
}

/** Moves every order of a page (in order). */
export async function progressOrders(
  db: Database,
  rows: readonly OrderRow[],
  now: number,
  stepMs: number,
): Promise<OrderRow[]> {
  const out: OrderRow[] = [];
  for (const row of rows) out.push(stepMs > 0 ? await progressOrder(db, row, now, stepMs) : row);
  return out;
}
