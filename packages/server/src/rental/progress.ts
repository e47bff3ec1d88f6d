/**
 * Demo trip progress (issue 11): in demo mode no provider confirms or hands over a vehicle, so
 * trips move as demo orders do (ordering/progress.ts, on the same `ORDER_PROGRESS_SECONDS`
 * step): pending → confirmed → ongoing → completed, one step per period from the booking, or
 * from the pickup time when later (core's `demoTripProgress`).
 *
 * Computed lazily when trips are read (lists, details, cancel, review): the status timestamps are
 * the schedule's (start + k × step), and the write is conditional on the status read, so a
 * cancellation in between wins. A completed cash trip is marked paid; a completed trip frees its
 * units (only unit-holding statuses hold them). A trip reaching completed runs the registered
 * completion hooks (money/rewards.ts: the loyalty points a trip earns) in the transaction of its
 * conditional status update, so they run once.
 */
import { and, eq } from 'drizzle-orm';
import { demoTripProgress, type TripStatus } from '@storefront/core/domain/rental-trip';
import { trips } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import type { TripRowDb } from './trips.js';

export { progressStepMs } from '../ordering/progress.js';

type StatusColumn = 'confirmedAt' | 'ongoingAt' | 'completedAt';

const STATUS_COLUMNS: Partial<Record<TripStatus, StatusColumn>> = {
  confirmed: 'confirmedAt',
  ongoing: 'ongoingAt',
  completed: 'completedAt',
};

const CASH = new Set(['cash_on_delivery', 'cash_payment']);

type CompletedHook = (tx: Transaction, trip: TripRowDb) => Promise<void>;
const completedHooks: CompletedHook[] = [];

/** Registers a hook run when a trip becomes completed (once per hook). */
export function onTripCompleted(hook: CompletedHook): void {
  if (!completedHooks.includes(hook)) completedHooks.push(hook);
}

/** When the trip started moving: its booking, or its pickup when later. */
export function tripProgressStart(row: Pick<TripRowDb, 'pendingAt' | 'createdAt' | 'scheduleAt'>) {
  const booked = (row.pendingAt ?? row.createdAt).getTime();
  return Math.max(booked, row.scheduleAt?.getTime() ?? 0);
}

/** Moves one trip as far as `now` allows; the row as it is after. */
export async function progressTrip(
  db: Database,
  row: TripRowDb,
  now: number,
  stepMs: number,
): Promise<TripRowDb> {
  // A trip waiting for its digital payment does not move until it is paid (issue 12).
  if (row.paymentExpiresAt !== null && row.paymentStatus !== 'paid') return row;
  const progress = demoTripProgress({
    status: row.tripStatus,
    startedAt: tripProgressStart(row),
    now,
    stepMs,
  });
  if (!progress) return row;
  const changes: Partial<TripRowDb> = { tripStatus: progress.status, updatedAt: new Date(now) };
  for (const step of progress.reached) {
    const column = STATUS_COLUMNS[step.status];
    if (column) changes[column] = new Date(step.at);
  }
  if (progress.status === 'completed' && CASH.has(row.paymentMethod ?? '')) {
    changes.paymentStatus = 'paid';
  }
  const write = async (tx: Database): Promise<TripRowDb | undefined> => {
    const [moved] = await tx
      .update(trips)
      .set(changes)
      .where(and(eq(trips.id, row.id), eq(trips.tripStatus, row.tripStatus)))
      .returning();
    if (moved?.tripStatus === 'completed') {
      for (const hook of completedHooks) await hook(tx as Transaction, moved);
    }
    return moved;
  };
  const completes = progress.status === 'completed' && completedHooks.length > 0;
  const updated = completes ? await db.transaction(write) : await write(db);
  if (updated) return updated;
  const [current] = await db.select().from(trips).where(eq(trips.id, row.id)).limit(1);
  return current ?? row;
}

/** Moves every trip of a list (in order). */
export async function progressTrips(
  db: Database,
  rows: readonly TripRowDb[],
  now: number,
  stepMs: number,
): Promise<TripRowDb[]> {
  const out: TripRowDb[] = [];
  for (const row of rows) out.push(stepMs > 0 ? await progressTrip(db, row, now, stepMs) : row);
  return out;
}
