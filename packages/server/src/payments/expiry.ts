/**
 * The unpaid expiry sweep (issue 12): every `SWEEP_INTERVAL_MS` (and once at start), pending
 * payments past their time expire (their purpose's `onFailed` runs), orders still waiting for
 * their digital payment past `payment_expires_at` fail and give their stock back (and a wallet
 * part back to the wallet), and such trips fail (`payment_failed`, their units free). The same
 * is applied lazily whenever an order or trip is read, so nobody waits for the sweep; the sweep
 * makes sure stock and units come back even when nobody looks. On PostgreSQL several servers may
 * sweep at once: each step is a conditional update, so an order expires once.
 */
import { translator } from '@storefront/core/i18n/index';
import type { Clock } from '@storefront/core/ports';
import type { DatabaseProvider } from '../db/client.js';
import { expireOrders } from '../ordering/settle.js';
import { expireTrips } from '../rental/trip-payment.js';
import { expirePayments } from './registry.js';
import { runRefunds, setRefundLogger } from './refunds.js';

export const SWEEP_INTERVAL_MS = 30_000;

/**
 * One sweep: how many payments, orders and trips expired, and the guests' refunds due run
 * (payments/refunds.ts: the ones these expiries marked, and any left by a crash or a failing
 * gateway).
 */
export async function sweepUnpaid(database: DatabaseProvider, nowMs: number) {
  const db = database.current();
  if (!db) return { payments: 0, orders: 0, trips: 0, refunds: { refunded: 0, failed: 0 } };
  const reason = translator('en')('payment.expired.reason');
  const payments = await expirePayments(db, nowMs);
  const orders = await expireOrders(db, nowMs, reason);
  const trips = await expireTrips(db, nowMs);
  const refunds = await runRefunds(db, { nowMs });
  return { payments, orders, trips, refunds };
}

/** Starts the periodic sweep; the function returned stops it. */
export function startPaymentSweep(options: {
  database: DatabaseProvider;
  clock: Clock;
  logError: (message: string) => void;
  intervalMs?: number;
}): () => void {
  setRefundLogger(options.logError);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweepUnpaid(options.database, options.clock.now());
    } catch (error) {
      options.logError(
        `Unpaid expiry sweep failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
