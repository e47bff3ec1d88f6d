/**
 * Paying a trip (reference §6.9, §6.11 'After booking'; issue 12): `POST rental/user/trip/payment`
 * with `payment_method` cash_payment (or cash_on_delivery), wallet, partial_payment or
 * digital_payment, checked by core's payment rules (domain/payment.ts): guests never by wallet or
 * partial payment, the wallet must cover what is due, a partial payment needs a wallet that holds
 * something and less than what is due (its rest digital when a `payment_gateway` is named, else
 * cash at pickup).
 *
 * - cash: the trip is paid at pickup (the demo marks it paid when it completes);
 * - wallet: the ledger debits it (`trip_booking`) in the transaction that marks the trip paid;
 * - partial: the wallet part is debited (`partial_payment`), the parts recorded
 *   (`partial_payments`), the trip partially paid; a digital rest opens a gateway payment;
 * - digital: a gateway payment for what is due, answered with its `redirect_link`; the trip waits
 *   for it until `payment_expires_at` (the expiry setting), after which it fails
 *   (`payment_failed`, its units free) and a wallet part goes back to the wallet.
 *
 * The purpose `trip`'s `onPaid` marks the trip paid once; a payment that arrives for a trip that
 * no longer waits for it goes back to the customer's wallet (`order_refund`), or is marked
 * `refund_due` for a guest. Canceling a trip (`cancelTrip`) refunds what was paid the same way.
 * A guest's refund due is returned through the gateway to the card once the transaction committed
 * (payments/refunds.ts, which stamps the trip's `refunded`).
 * Wallet references of trips are `trip-<id>`, apart from orders' ids.
 */
import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { issueText } from '@storefront/core/domain/issue';
import { formatMoney } from '@storefront/core/domain/money';
import {
  chosenGateway,
  PAYMENT_ISSUE_STATUS,
  paymentIssue,
  paymentOptions,
  paymentPlan,
  tripPaymentMethodOf,
  tripPaymentSelection,
} from '@storefront/core/domain/payment';
import {
  CANCELABLE_TRIP_STATUSES,
  UNIT_HOLDING_TRIP_STATUSES,
} from '@storefront/core/domain/rental-trip';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { partialPayments, paymentRequests, trips, users } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { ApiError } from '../http/errors.js';
import { walletEntry, LedgerRefusal } from '../money/ledger.js';
import {
  checkedCallback,
  registerPaymentPurpose,
  startPayment,
  type PaymentEnv,
  type PaymentRow,
} from '../payments/registry.js';
import { refundDueSoon } from '../payments/refunds.js';
import type { OrderingScope } from '../ordering/scope.js';
import type { TripRowDb } from './trips.js';

type Db = Database | Transaction;

/** A trip's wallet reference (apart from orders' ids). */
export const tripReference = (tripId: number) => `trip-${tripId}`;

const HOLDING = [...UNIT_HOLDING_TRIP_STATUSES];

/** What is left to pay on a trip. */
export function tripDue(
  trip: Pick<TripRowDb, 'tripAmount' | 'partiallyPaidAmount' | 'paymentStatus'>,
): number {
  if (trip.paymentStatus === 'paid') return 0;
  return Math.round((trip.tripAmount - trip.partiallyPaidAmount) * 1000) / 1000;
}

/** Whether the trip waits for a gateway payment. */
export function tripAwaitsGateway(trip: TripRowDb): boolean {
  return (
    trip.paymentExpiresAt !== null &&
    trip.paymentStatus !== 'paid' &&
    (HOLDING as string[]).includes(trip.tripStatus)
  );
}

const ownerOf = (trip: Pick<TripRowDb, 'userId' | 'guestId'>) =>
  trip.userId !== null
    ? ({ kind: 'customer', userId: trip.userId } as const)
    : ({ kind: 'guest', guestId: trip.guestId! } as const);

/** Cancels the trip's open payments. */
async function cancelOpenPayments(db: Db, tripId: number, stamp: Date) {
  await db
    .update(paymentRequests)
    .set({ status: 'canceled', finishedAt: stamp, updatedAt: stamp })
    .where(
      and(
        eq(paymentRequests.purpose, 'trip'),
        eq(paymentRequests.referenceId, String(tripId)),
        eq(paymentRequests.status, 'pending'),
      ),
    );
}

/** Money back for a trip given up: to the customer's wallet, or marked due for a guest. */
async function refundTrip(tx: Transaction, trip: TripRowDb, amount: number) {
  if (!(amount > 0)) return;
  if (trip.userId !== null) {
    await walletEntry(tx, {
      userId: trip.userId,
      credit: amount,
      type: 'order_refund',
      reference: tripReference(trip.id),
    });
    return;
  }
  await tx
    .update(paymentRequests)
    .set({ meta: sql`${paymentRequests.meta} || ${JSON.stringify({ refund_due: true })}::jsonb` })
    .where(
      and(
        eq(paymentRequests.purpose, 'trip'),
        eq(paymentRequests.referenceId, String(trip.id)),
        eq(paymentRequests.status, 'paid'),
      ),
    );
}

/** What the customer paid for a trip (wallet, digital, a partial payment's parts). */
export function tripPaid(
  trip: Pick<TripRowDb, 'paymentStatus' | 'paymentMethod' | 'tripAmount' | 'partiallyPaidAmount'>,
): number {
  if (trip.paymentStatus === 'paid') {
    return trip.paymentMethod === 'cash_payment' || trip.paymentMethod === 'cash_on_delivery'
      ? 0
      : trip.tripAmount;
  }
  return trip.partiallyPaidAmount;
}

registerPaymentPurpose('trip', {
  async onPaid(tx, payment: PaymentRow) {
    const tripId = Number(payment.referenceId);
    const stamp = payment.finishedAt ?? new Date();
    const reference = payment.transactionReference ?? payment.id;
    const [paid] = await tx
      .update(trips)
      .set({
        paymentStatus: 'paid',
        transactionReference: reference,
        paymentExpiresAt: null,
        updatedAt: stamp,
      })
      .where(
        and(
          eq(trips.id, tripId),
          isNotNull(trips.paymentExpiresAt),
          ne(trips.paymentStatus, 'paid'),
          inArray(trips.tripStatus, HOLDING),
          sql`round(${trips.tripAmount} - ${trips.partiallyPaidAmount}, 3) = ${payment.amount}`,
        ),
      )
      .returning({ id: trips.id });
    if (paid) {
      await tx
        .update(partialPayments)
        .set({ paymentStatus: 'paid', transactionRef: reference, updatedAt: stamp })
        .where(
          and(
            eq(partialPayments.tripId, tripId),
            eq(partialPayments.paymentStatus, 'unpaid'),
            eq(partialPayments.paymentMethod, 'digital_payment'),
          ),
        );
      return;
    }
    if (payment.userId !== null) {
      await walletEntry(tx, {
        userId: payment.userId,
        credit: payment.amount,
        type: 'order_refund',
        reference: tripReference(tripId),
      });
    }
    await tx
      .update(paymentRequests)
      .set({
        meta: sql`${paymentRequests.meta} || ${JSON.stringify(
          payment.userId !== null ? { refunded_to_wallet: true } : { refund_due: true },
        )}::jsonb`,
      })
      .where(eq(paymentRequests.id, payment.id));
  },
});

/** A trip payment's refusal: the v1 API answers these as `{message}`, so both are sent. */
export class TripPaymentRefusal extends ApiError {}

function refuse(status: number, code: string, message: string): never {
  throw new TripPaymentRefusal(status as ContentfulStatusCode, [{ code, message }]);
}

export interface TripPaymentInput {
  payment_method: string;
  payment_gateway: string | null;
  callback_url: string | null;
  payment_platform: string | null;
}

export interface TripPaymentAnswer {
  message: string;
  payment_id?: string;
  redirect_link?: string;
}

/** `POST rental/user/trip/payment` (see the module notes), for a trip read as it stands now. */
export async function payTrip(
  scope: OrderingScope,
  env: PaymentEnv,
  trip: TripRowDb,
  body: TripPaymentInput,
): Promise<TripPaymentAnswer> {
  const { t } = scope;
  if (trip.paymentStatus === 'paid') refuse(403, 'payment', t('rental.trip.error.paid'));
  if (!(HOLDING as string[]).includes(trip.tripStatus)) {
    refuse(403, 'trip', t('rental.trip.error.closed'));
  }
  const selection = tripPaymentSelection(body);
  const guest = trip.guestId !== null;
  // A partial payment already made leaves only its rest: cash, or a new digital payment.
  if (trip.partiallyPaidAmount > 0 && selection.kind !== 'cash' && selection.kind !== 'digital') {
    refuse(403, 'payment_method', t('payment.error.unavailable'));
  }
  const zone = scope.ref.zoneById.get(trip.zoneId ?? -1);
  const options = paymentOptions({
    config: scope.settings,
    zone: zone
      ? { cash_on_delivery: zone.cashOnDelivery, digital_payment: zone.digitalPayment }
      : null,
    guest,
  });
  let balance = 0;
  if (!guest && (selection.kind === 'wallet' || selection.partial)) {
    const [user] = await scope.db
      .select({ walletBalance: users.walletBalance })
      .from(users)
      .where(eq(users.id, trip.userId!));
    balance = user?.walletBalance ?? 0;
  }
  const due = tripDue(trip);
  const amounts = { total: due, walletBalance: balance, digits: scope.digits };
  const issue = paymentIssue(options, selection, amounts, { guest });
  if (issue) {
    refuse(PAYMENT_ISSUE_STATUS[issue.code] ?? 403, issue.code, issueText(issue, t, scope.money));
  }
  const plan = paymentPlan(selection, amounts);
  const gateway = plan.gatewayAmount > 0 ? chosenGateway(options, body.payment_gateway) : null;
  const callback =
    plan.gatewayAmount > 0 ? checkedCallback(body.callback_url, 'callback_url') : null;
  const stamp = new Date(env.nowMs);
  const expiresAt =
    plan.gatewayAmount > 0
      ? (trip.paymentExpiresAt ?? new Date(env.nowMs + Math.round(env.expiryMinutes * 60_000)))
      : null;
  const method = trip.partiallyPaidAmount > 0 ? 'partial_payment' : tripPaymentMethodOf(plan);

  return scope.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(trips)
      .set({
        paymentMethod: method,
        paymentExpiresAt: expiresAt,
        ...(plan.method === 'wallet' ? { paymentStatus: 'paid' as const } : {}),
        ...(plan.method === 'partial'
          ? { paymentStatus: 'partially_paid' as const, partiallyPaidAmount: plan.walletDebit }
          : {}),
        updatedAt: stamp,
      })
      .where(
        and(
          eq(trips.id, trip.id),
          ne(trips.paymentStatus, 'paid'),
          inArray(trips.tripStatus, HOLDING),
          eq(trips.partiallyPaidAmount, trip.partiallyPaidAmount),
        ),
      )
      .returning();
    if (!updated) refuse(403, 'trip', t('rental.trip.error.closed'));
    await cancelOpenPayments(tx, trip.id, stamp);
    if (plan.walletDebit > 0) {
      try {
        await walletEntry(tx, {
          userId: trip.userId!,
          debit: plan.walletDebit,
          type: plan.method === 'partial' ? 'partial_payment' : 'trip_booking',
          reference: tripReference(trip.id),
        });
      } catch (error) {
        if (!(error instanceof LedgerRefusal)) throw error;
        refuse(403, 'insufficient_balance', t('payment.error.walletInsufficient'));
      }
    }
    if (plan.method === 'partial') {
      await tx.insert(partialPayments).values([
        {
          tripId: trip.id,
          amount: plan.walletDebit,
          paymentStatus: 'paid',
          paymentMethod: 'wallet',
        },
        {
          tripId: trip.id,
          amount: plan.rest === 'digital' ? plan.gatewayAmount : plan.cashAmount,
          paymentStatus: 'unpaid',
          paymentMethod: plan.rest === 'digital' ? 'digital_payment' : 'cash_payment',
        },
      ]);
    }
    if (plan.gatewayAmount > 0 && gateway) {
      const started = await startPayment(tx, {
        ...env,
        purpose: 'trip',
        owner: ownerOf(trip),
        referenceId: trip.id,
        amount: plan.gatewayAmount,
        callback,
        gateway: gateway.gateway,
        paymentPlatform: body.payment_platform,
        expiresAt: expiresAt ?? undefined,
      });
      return {
        message: t('payment.trip.redirect'),
        payment_id: started.paymentId,
        redirect_link: started.redirectLink,
      };
    }
    if (plan.method === 'wallet') return { message: t('payment.trip.paid') };
    if (plan.method === 'partial') {
      const amount = formatMoney(plan.walletDebit, scope.money, { compact: false });
      return { message: t('payment.trip.partiallyPaid', { amount }) };
    }
    return { message: t('rental.trip.payment.cash') };
  });
}

/** Ends a pending or confirmed trip: canceled by its customer, its payments refunded. */
export async function cancelTrip(
  db: Database,
  trip: TripRowDb,
  input: { reason: string; nowMs: number },
): Promise<TripRowDb | null> {
  const stamp = new Date(input.nowMs);
  const canceled = await db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(trips)
      .set({
        tripStatus: 'canceled',
        canceledAt: stamp,
        canceledBy: 'customer',
        cancellationReason: input.reason,
        paymentExpiresAt: null,
        updatedAt: stamp,
      })
      .where(and(eq(trips.id, trip.id), inArray(trips.tripStatus, [...CANCELABLE_TRIP_STATUSES])))
      .returning();
    if (!canceled) return null;
    await refundTrip(tx, canceled, tripPaid(canceled));
    await cancelOpenPayments(tx, trip.id, stamp);
    return canceled;
  });
  refundGuestTripSoon(db, canceled, input.nowMs);
  return canceled;
}

/** After the trip's transaction committed: a guest's refund due goes back through the gateway. */
function refundGuestTripSoon(db: Database, trip: TripRowDb | null, nowMs: number) {
  if (trip && trip.userId === null && tripPaid(trip) > 0) refundDueSoon(db, nowMs);
}

/** Fails one trip whose digital payment time passed (units free, a wallet part refunded). */
async function expireTrip(db: Database, tripId: number, nowMs: number): Promise<TripRowDb | null> {
  const stamp = new Date(nowMs);
  const failed = await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(trips)
      .set({
        tripStatus: 'payment_failed',
        paymentFailedAt: stamp,
        paymentExpiresAt: null,
        updatedAt: stamp,
      })
      .where(
        and(
          eq(trips.id, tripId),
          isNotNull(trips.paymentExpiresAt),
          lte(trips.paymentExpiresAt, stamp),
          ne(trips.paymentStatus, 'paid'),
          inArray(trips.tripStatus, HOLDING),
        ),
      )
      .returning();
    if (!failed) return null;
    await refundTrip(tx, failed, tripPaid(failed));
    await cancelOpenPayments(tx, tripId, stamp);
    return failed;
  });
  refundGuestTripSoon(db, failed, nowMs);
  return failed;
}

/** The trips among `rows` whose payment time passed, failed; the rows after. */
export async function expireDueTrips(
  db: Database,
  rows: readonly TripRowDb[],
  nowMs: number,
): Promise<TripRowDb[]> {
  const out: TripRowDb[] = [];
  for (const row of rows) {
    const due =
      row.paymentExpiresAt !== null &&
      row.paymentExpiresAt.getTime() <= nowMs &&
      row.paymentStatus !== 'paid' &&
      (HOLDING as string[]).includes(row.tripStatus);
    out.push(due ? ((await expireTrip(db, row.id, nowMs)) ?? row) : row);
  }
  return out;
}

/** Every trip whose payment time passed, failed (the sweep): how many. */
export async function expireTrips(db: Database, nowMs: number): Promise<number> {
  const due = await db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        isNotNull(trips.paymentExpiresAt),
        lte(trips.paymentExpiresAt, new Date(nowMs)),
        ne(trips.paymentStatus, 'paid'),
        inArray(trips.tripStatus, HOLDING),
      ),
    )
    .orderBy(trips.id)
    .limit(500);
  let expired = 0;
  for (const { id } of due) if (await expireTrip(db, id, nowMs)) expired += 1;
  return expired;
}
