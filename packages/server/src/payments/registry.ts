/**
 * Payments through a gateway (docs/payments.md): what a payment pays for, starting one, and
 * confirming its result once.
 *
 * - A purpose (`order`, `trip`, `wallet_top_up`) registers what happens when its payment is paid
 *   (`onPaid`) and, optionally, when it fails, is canceled or expires (`onFailed`), with
 *   `registerPaymentPurpose`. Both run in the transaction that records the result.
 * - `startPayment(db, {...paymentEnv(c), purpose, owner, referenceId, amount, callback, gateway})`
 *   writes a pending `payment_requests` row (the id: 128 random bits) and opens the gateway's
 *   hosted session: `{paymentId, redirectLink}`. It runs in the caller's transaction when given
 *   one (order placement writes the order and its payment together).
 * - `confirmPayment(db, result, nowMs)` records a gateway's verified result (the merchant
 *   callback): it locks the payment's row, checks the amount (403 `amount` when it differs), and
 *   moves a pending payment to paid, failed or canceled exactly once, running the purpose's
 *   handler in the same transaction. The same result again is a replay and changes nothing; a
 *   different result for a finished payment is refused (409 `payment`); a payment past its expiry
 *   is expired instead (its `onFailed` runs). Once committed, a guest's paid payment that its
 *   purpose marked `refund_due` is returned through the gateway (payments/refunds.ts).
 * - `expirePayments(db, nowMs)` expires every pending payment past its time (the sweep).
 *
 * After the result, the browser goes back to the client's `callback` with `flag=success|fail|
 * cancel` and `payment_id` appended, its other query parameters kept (`callbackRedirect`).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { paymentExpiryMinutes } from '@storefront/core/domain/payment';
import { paymentRequests, type PAYMENT_PURPOSES } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { type AppContext, publicOrigin } from '../http/env.js';
import { fail } from '../http/errors.js';
import { ownerColumns, type Owner } from '../ordering/owner.js';
import { paymentGateway, type GatewayResult, type GatewayStatus } from './gateway.js';
import { refundDueSoon } from './refunds.js';

export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export type PaymentRow = typeof paymentRequests.$inferSelect;
type Db = Database | Transaction;

export interface PaymentPurposeHandlers {
  /** The payment is confirmed paid: settle what it pays for (in the callback's transaction). */
  onPaid(tx: Transaction, payment: PaymentRow): Promise<void>;
  /** The payment failed, was canceled or expired (`payment.status` says which). */
  onFailed?(tx: Transaction, payment: PaymentRow): Promise<void>;
}

const purposes = new Map<PaymentPurpose, PaymentPurposeHandlers>();

/** Registers (or replaces) what a purpose does when its payment ends. */
export function registerPaymentPurpose(
  purpose: PaymentPurpose,
  handlers: PaymentPurposeHandlers,
): void {
  purposes.set(purpose, handlers);
}

function handlersOf(purpose: PaymentPurpose): PaymentPurposeHandlers {
  const handlers = purposes.get(purpose);
  if (!handlers) throw new Error(`No handlers registered for payments of purpose ${purpose}`);
  return handlers;
}

/** What starting a payment needs from the request: origin, clock, currency, merchant, expiry. */
export interface PaymentEnv {
  /** This server's public origin (the hosted page's address starts with it). */
  baseUrl: string;
  nowMs: number;
  currencyCode: string;
  /** `business_name`. */
  merchantName: string;
  /** `digital_payment_expiry_minutes` (or `PAYMENT_EXPIRY_SECONDS`): a payment's lifetime. */
  expiryMinutes: number;
  /** The request's language: the hosted page's language. */
  locale: string;
}

/**
 * How long a payment waits, in minutes: `PAYMENT_EXPIRY_SECONDS` when set (a number of seconds
 * > 0: tests and demos), else the setting.
 */
export function expiryMinutesOf(setting: unknown, env = process.env.PAYMENT_EXPIRY_SECONDS) {
  if (env !== undefined && env.trim() !== '') {
    const seconds = Number(env);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new Error(`PAYMENT_EXPIRY_SECONDS must be a number of seconds > 0, not "${env}"`);
    }
    return seconds / 60;
  }
  return paymentExpiryMinutes(setting);
}

/** The payment environment of a request. */
export function paymentEnv(c: AppContext): PaymentEnv {
  const settings = c.get('ref').settings;
  return {
    baseUrl: publicOrigin(c),
    nowMs: c.get('deps').clock.now(),
    currencyCode: settings.currency_code,
    merchantName: settings.business_name,
    expiryMinutes: expiryMinutesOf(settings.digital_payment_expiry_minutes),
    locale: c.get('locale'),
  };
}

export const MAX_CALLBACK_LENGTH = 2000;

/** A client callback: empty (none) or an http(s) URL; anything else is refused (403 `callback`). */
export function checkedCallback(callback: string | null | undefined, field = 'callback') {
  const text = (callback ?? '').trim();
  if (text === '') return null;
  let url: URL | null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    text.length > MAX_CALLBACK_LENGTH
  ) {
    fail(403, field, 'The callback must be a web address (http or https).');
  }
  return text;
}

export interface StartPaymentInput extends PaymentEnv {
  purpose: PaymentPurpose;
  owner: Owner;
  /** The order id, trip id or a top-up's own reference. */
  referenceId: string | number;
  amount: number;
  /** Where the browser returns after the hosted page (null: the page shows the result). */
  callback: string | null;
  /** The gateway (`active_payment_method_list[].gateway`), e.g. `sandbox`. */
  gateway: string;
  paymentPlatform?: string | null;
  /** When the payment expires (default: now + `expiryMinutes`). */
  expiresAt?: Date;
  /** What the purpose keeps with the payment. */
  meta?: Record<string, unknown>;
}

export interface StartedPayment {
  paymentId: string;
  redirectLink: string;
}

/** A new payment id: 128 random bits, 32 hex characters. */
export function newPaymentId(): string {
  return randomBytes(16).toString('hex');
}

export const PAYMENT_ID = /^[0-9a-f]{32}$/;

/** Starts a payment (see the module notes). */
export async function startPayment(db: Db, input: StartPaymentInput): Promise<StartedPayment> {
  const gateway = paymentGateway(input.gateway, db as Database);
  if (!gateway) fail(403, 'payment_gateway', 'This payment gateway is not available.');
  if (!(input.amount > 0) || !Number.isFinite(input.amount)) {
    fail(403, 'amount', 'The amount to pay must be greater than 0.');
  }
  const callback = checkedCallback(input.callback);
  const now = new Date(input.nowMs);
  const expiresAt =
    input.expiresAt ?? new Date(input.nowMs + Math.round(input.expiryMinutes * 60_000));
  const id = newPaymentId();
  await db.insert(paymentRequests).values({
    id,
    purpose: input.purpose,
    ...ownerColumns(input.owner),
    referenceId: String(input.referenceId),
    amount: Math.round(input.amount * 1000) / 1000,
    currencyCode: input.currencyCode,
    gateway: gateway.id,
    paymentPlatform: input.paymentPlatform ?? null,
    callback,
    status: 'pending',
    meta: { ...input.meta, locale: input.locale },
    expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  const session = await gateway.createSession({
    paymentId: id,
    amount: input.amount,
    currencyCode: input.currencyCode,
    merchantName: input.merchantName,
    baseUrl: input.baseUrl,
  });
  return { paymentId: id, redirectLink: session.redirectUrl };
}

/** A payment by id (null when there is none). */
export async function loadPayment(db: Db, id: string): Promise<PaymentRow | null> {
  if (!PAYMENT_ID.test(id)) return null;
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  return row ?? null;
}

/** The newest pending payment of what `referenceId` names, still within its time, or null. */
export async function pendingPaymentOf(
  db: Db,
  purpose: PaymentPurpose,
  referenceId: string | number,
  nowMs: number,
): Promise<PaymentRow | null> {
  const rows = await db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.purpose, purpose),
        eq(paymentRequests.referenceId, String(referenceId)),
        eq(paymentRequests.status, 'pending'),
        sql`${paymentRequests.expiresAt} > ${new Date(nowMs)}`,
      ),
    )
    .orderBy(sql`${paymentRequests.createdAt} desc`)
    .limit(1);
  return rows[0] ?? null;
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; payment: PaymentRow }
  | { kind: 'replay'; payment: PaymentRow }
  | { kind: 'expired'; payment: PaymentRow };

const sameAmount = (a: number, b: number) => Math.round(a * 1000) === Math.round(b * 1000);

/** Ends a locked pending payment with `status` and runs its purpose's handler. */
async function finish(
  tx: Transaction,
  payment: PaymentRow,
  status: GatewayStatus | 'expired',
  nowMs: number,
  transactionReference: string | null,
): Promise<PaymentRow> {
  const stamp = new Date(nowMs);
  const [ended] = await tx
    .update(paymentRequests)
    .set({
      status,
      finishedAt: stamp,
      updatedAt: stamp,
      transactionReference: transactionReference ?? payment.transactionReference,
    })
    .where(and(eq(paymentRequests.id, payment.id), eq(paymentRequests.status, 'pending')))
    .returning();
  if (!ended) throw new Error(`payment ${payment.id} was not pending`);
  const handlers = handlersOf(ended.purpose);
  if (status === 'paid') await handlers.onPaid(tx, ended);
  else await handlers.onFailed?.(tx, ended);
  return ended;
}

/** Records a gateway's verified result once (see the module notes). */
export async function confirmPayment(
  db: Database,
  result: GatewayResult,
  nowMs: number,
): Promise<ConfirmOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [payment] = await tx
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, result.paymentId))
      .for('update');
    if (!payment) fail(404, 'payment_id', 'Payment not found.');
    if (!sameAmount(payment.amount, result.amount)) {
      fail(403, 'amount', 'The amount does not match the payment.');
    }
    if (payment.status === result.status) return { kind: 'replay', payment };
    if (payment.status !== 'pending') {
      fail(409, 'payment', 'This payment is already finished.');
    }
    if (payment.expiresAt.getTime() <= nowMs) {
      return { kind: 'expired', payment: await finish(tx, payment, 'expired', nowMs, null) };
    }
    const ended = await finish(tx, payment, result.status, nowMs, result.transactionReference);
    return { kind: 'confirmed', payment: ended };
  });
  // A guest's payment for what no longer waits for it is due back to the card (refunds.ts).
  if (
    outcome.kind === 'confirmed' &&
    outcome.payment.status === 'paid' &&
    !outcome.payment.userId
  ) {
    refundDueSoon(db, nowMs);
  }
  return outcome;
}

/** Expires one pending payment past its time (the hosted page of an expired payment). */
export async function expirePayment(db: Database, id: string, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.id, id),
          eq(paymentRequests.status, 'pending'),
          lte(paymentRequests.expiresAt, new Date(nowMs)),
        ),
      )
      .for('update');
    if (payment) await finish(tx, payment, 'expired', nowMs, null);
  });
}

/** Expires every pending payment past its time, each with its purpose's `onFailed`. */
export async function expirePayments(db: Database, nowMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(paymentRequests)
      .where(
        and(eq(paymentRequests.status, 'pending'), lte(paymentRequests.expiresAt, new Date(nowMs))),
      )
      .orderBy(paymentRequests.id)
      .for('update', { skipLocked: true });
    for (const payment of due) await finish(tx, payment, 'expired', nowMs, null);
    return due.length;
  });
}

/** The flag the browser returns with. */
export function flagOf(status: PaymentRow['status']): 'success' | 'fail' | 'cancel' {
  if (status === 'paid') return 'success';
  if (status === 'canceled') return 'cancel';
  return 'fail';
}

/**
 * Where the browser goes once the payment ended: the client's callback with `flag` and
 * `payment_id` (other query parameters kept), or the hosted page's result without a callback.
 */
export function callbackRedirect(payment: PaymentRow, baseUrl: string): string {
  const flag = flagOf(payment.status);
  if (!payment.callback) {
    return `${baseUrl.replace(/\/+$/, '')}/payment/sandbox/${payment.id}`;
  }
  const url = new URL(payment.callback);
  url.searchParams.set('flag', flag);
  url.searchParams.set('payment_id', payment.id);
  return url.toString();
}
