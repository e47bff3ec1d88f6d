/**
 * Refunds through the gateway (issue 12): a guest has no wallet, so a guest's paid payment that is
 * given back (order canceled or expired, trip canceled or failed, a payment confirmed for an order
 * or trip that no longer waits for it) is marked `meta.refund_due` in the transaction that gives
 * it up, and returned to the card here, after that transaction committed:
 *
 * - `runRefunds(db, {nowMs})` takes the paid payments due for a refund and not refunded yet. Each
 *   is first claimed with a conditional update (`meta.refund_claimed_at` set where it is still
 *   unclaimed, or where the claim read is older than `REFUND_CLAIM_STALE_MS`: a server that died
 *   holding it), so two servers or two sweeps never ask twice at once; then the gateway's
 *   `refund` is asked once, with the payment id as its idempotency key. On success, one
 *   transaction records `meta.refunded_at` and `meta.refund_reference`, drops the claim, and
 *   stamps the order's `refunded` (a canceled or failed order) or the trip's (a canceled or
 *   failed trip). On failure the claim is dropped, `refund_attempts` and `refund_error` kept, the
 *   failure logged, and the refund stays due: it is asked again after 30 s, doubling with each
 *   failure up to an hour (`meta.refund_failed_at`, `refund_attempts`).
 * - `refundDueSoon(db, nowMs)` starts a run without waiting for it (fire and forget: never inside
 *   the caller's transaction, never failing the customer's request); it is called right after the
 *   transactions that mark refunds due commit. The periodic sweep (payments/expiry.ts) runs it
 *   too, so a refund left by a crash between commit and refund, or a gateway that failed, is
 *   caught up.
 * - A customer's payment never comes here: it goes back to the wallet (`order_refund`) and is
 *   marked `refunded_to_wallet`, not `refund_due`.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { orders, paymentRequests, trips } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { paymentGateway, type PaymentGateway } from './gateway.js';

type PaymentRow = typeof paymentRequests.$inferSelect;

/** A claim older than this is taken over (its server died before finishing). */
export const REFUND_CLAIM_STALE_MS = 10 * 60_000;
/** How many refunds one run takes at most. */
export const REFUND_BATCH = 100;
/**
 * After a failure, a refund waits 30 s, doubling with each failure up to an hour, so a gateway
 * that is down is not asked (nor the failure logged) at every run.
 */
export const REFUND_RETRY_FIRST_MS = 30_000;
export const REFUND_RETRY_MAX_MS = 60 * 60_000;

const ORDER_GIVEN_UP = ['canceled', 'failed'] as const;
const TRIP_GIVEN_UP = ['canceled', 'payment_failed'] as const;

let defaultLog: (message: string) => void = (message) => console.error(message);

/** Where refund failures are logged (the server's error log; set by the sweep's start). */
export function setRefundLogger(log: (message: string) => void): void {
  defaultLog = log;
}

export interface RunRefundsOptions {
  nowMs: number;
  /** The gateway of a payment (default: the registered gateways). */
  gatewayOf?: (id: string, db: Database) => PaymentGateway | null;
  log?: (message: string) => void;
}

/** What one run did. */
export interface RefundRun {
  refunded: number;
  failed: number;
}

const due = sql`${paymentRequests.meta}->>'refund_due' = 'true'`;
const notRefunded = sql`${paymentRequests.meta}->>'refunded_at' is null`;
const claimedAt = sql<string | null>`${paymentRequests.meta}->>'refund_claimed_at'`;

/** The payments due for a refund, unclaimed or claimed long ago. */
async function dueRefunds(db: Database, nowMs: number): Promise<PaymentRow[]> {
  const stale = new Date(nowMs - REFUND_CLAIM_STALE_MS).toISOString();
  return db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.status, 'paid'),
        due,
        notRefunded,
        or(isNull(claimedAt), sql`${claimedAt} < ${stale}`),
        or(
          sql`${paymentRequests.meta}->>'refund_failed_at' is null`,
          sql`(${paymentRequests.meta}->>'refund_failed_at')::timestamptz + least(
            ${REFUND_RETRY_MAX_MS} * interval '1 millisecond',
            ${REFUND_RETRY_FIRST_MS} * interval '1 millisecond'
              * power(2, least(20, greatest(0, coalesce((${paymentRequests.meta}->>'refund_attempts')::int, 1) - 1)))
          ) <= ${new Date(nowMs).toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(paymentRequests.finishedAt, paymentRequests.id)
    .limit(REFUND_BATCH);
}

/** Claims the payment as read (its claim unchanged since): the claimed row, or null. */
async function claim(db: Database, payment: PaymentRow, nowMs: number): Promise<PaymentRow | null> {
  const before = payment.meta.refund_claimed_at;
  const [claimed] = await db
    .update(paymentRequests)
    .set({
      meta: sql`${paymentRequests.meta} || ${JSON.stringify({
        refund_claimed_at: new Date(nowMs).toISOString(),
      })}::jsonb`,
    })
    .where(
      and(
        eq(paymentRequests.id, payment.id),
        eq(paymentRequests.status, 'paid'),
        due,
        notRefunded,
        typeof before === 'string' ? sql`${claimedAt} = ${before}` : isNull(claimedAt),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Records a refund the gateway made, and stamps what the payment paid for as refunded. */
async function recordRefund(db: Database, payment: PaymentRow, reference: string, nowMs: number) {
  const stamp = new Date(nowMs);
  await db.transaction(async (tx) => {
    await tx
      .update(paymentRequests)
      .set({
        meta: sql`(${paymentRequests.meta} - 'refund_claimed_at' - 'refund_error') || ${JSON.stringify(
          { refunded_at: stamp.toISOString(), refund_reference: reference },
        )}::jsonb`,
        updatedAt: stamp,
      })
      .where(eq(paymentRequests.id, payment.id));
    const id = Number(payment.referenceId);
    if (!Number.isSafeInteger(id)) return;
    if (payment.purpose === 'order') {
      await tx
        .update(orders)
        .set({ refundedAt: stamp, updatedAt: stamp })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.orderStatus, [...ORDER_GIVEN_UP]),
            isNull(orders.refundedAt),
          ),
        );
    } else if (payment.purpose === 'trip') {
      await tx
        .update(trips)
        .set({ refundedAt: stamp, updatedAt: stamp })
        .where(
          and(
            eq(trips.id, id),
            inArray(trips.tripStatus, [...TRIP_GIVEN_UP]),
            isNull(trips.refundedAt),
          ),
        );
    }
  });
}

/** Leaves a refund the gateway refused due again (the claim dropped, the failure kept). */
async function releaseClaim(db: Database, claimed: PaymentRow, error: string, nowMs: number) {
  const attempts = Number(claimed.meta.refund_attempts ?? 0) + 1;
  await db
    .update(paymentRequests)
    .set({
      meta: sql`(${paymentRequests.meta} - 'refund_claimed_at') || ${JSON.stringify({
        refund_attempts: attempts,
        refund_error: error.slice(0, 500),
        refund_failed_at: new Date(nowMs).toISOString(),
      })}::jsonb`,
    })
    .where(
      and(
        eq(paymentRequests.id, claimed.id),
        sql`${claimedAt} = ${String(claimed.meta.refund_claimed_at)}`,
      ),
    );
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One run (see the module notes): how many payments were refunded, how many failed. */
export async function runRefunds(db: Database, options: RunRefundsOptions): Promise<RefundRun> {
  const gatewayOf = options.gatewayOf ?? paymentGateway;
  const log = options.log ?? defaultLog;
  const run: RefundRun = { refunded: 0, failed: 0 };
  for (const payment of await dueRefunds(db, options.nowMs)) {
    const claimed = await claim(db, payment, options.nowMs);
    if (!claimed) continue;
    let reference: string;
    try {
      const gateway = gatewayOf(claimed.gateway, db);
      if (!gateway) throw new Error(`the gateway ${claimed.gateway} is not available`);
      ({ reference } = await gateway.refund({
        paymentId: claimed.id,
        amount: claimed.amount,
        currencyCode: claimed.currencyCode,
        transactionReference: claimed.transactionReference,
      }));
    } catch (error) {
      run.failed += 1;
      log(`Refund of payment ${claimed.id} failed, left due for the next run: ${message(error)}`);
      await releaseClaim(db, claimed, message(error), options.nowMs);
      continue;
    }
    await recordRefund(db, claimed, reference, options.nowMs);
    run.refunded += 1;
  }
  return run;
}

const running = new WeakMap<Database, Promise<void>>();
/** A run asked for while one was going: its time. */
const queued = new WeakMap<Database, number>();

/**
 * Starts a run now, without waiting (see the module notes). While a run is going, one more run
 * is queued after it, so a refund marked due meanwhile is not left for the sweep.
 */
export function refundDueSoon(db: Database, nowMs: number): void {
  if (running.has(db)) {
    queued.set(db, Math.max(nowMs, queued.get(db) ?? nowMs));
    return;
  }
  const go = async (at: number): Promise<void> => {
    try {
      await runRefunds(db, { nowMs: at });
    } catch (error) {
      defaultLog(`Refund run failed: ${message(error)}`);
    }
    const next = queued.get(db);
    if (next !== undefined) {
      queued.delete(db);
      return go(next);
    }
  };
  const promise = go(nowMs).finally(() => running.delete(db));
  running.set(db, promise);
}

/** The run started by `refundDueSoon` on this database, finished (tests). */
export async function refundsSettled(db: Database): Promise<void> {
  await running.get(db);
}
