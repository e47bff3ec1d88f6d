/**
 * An order's digital payment (issue 12; reference §6.7, reference/6ammart-web.md 'Payment
 * redirect'):
 *
 * - An order placed with `digital_payment` (or a partial payment whose rest is digital) waits for
 *   its gateway payment until `payment_expires_at`: `gatewayDue` is what the gateway collects
 *   (the whole amount, or the rest after the wallet part).
 * - `startOrderPayment` opens a payment for it (purpose `order`, expiring with the order); an
 *   older pending payment of the order is canceled, so one payment is open at a time.
 * - The purpose's `onPaid` marks the order paid (`payment_status: paid`, the gateway's
 *   `transaction_reference`, the rest's `order_payments` part paid) and it starts moving from
 *   then. A payment that arrives for an order that no longer waits for it (canceled, expired,
 *   switched to cash, paid by another payment) is credited back to the customer's wallet
 *   (`order_refund`), or marked `refund_due` for a guest. A failed or canceled payment leaves the
 *   order unpaid: it can be paid again (a new payment) or switched to another method.
 * - `resumeOrderPayment` serves `GET /payment-mobile`: the pending payment of the order, or a new
 *   one, for the order's owner (`customer_id`: the customer's id, or the guest's id).
 * - `switchPaymentMethod` serves `PUT customer/order/payment-method`: an order still waiting for
 *   its digital payment goes to cash on delivery (the rest of a partial payment goes to cash) or,
 *   for a customer whose wallet covers it, to the wallet. 'Payment info updated.'
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import {
  paymentIssue,
  paymentOptions,
  paymentPlan,
  type PaymentKind,
} from '@storefront/core/domain/payment';
import { issueText, ruleIssue } from '@storefront/core/domain/issue';
import { toAmount } from '@storefront/core/domain/money';
import { orderPayments, orders, paymentRequests, users } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { walletEntry } from '../money/ledger.js';
import {
  checkedCallback,
  pendingPaymentOf,
  paymentEnv,
  registerPaymentPurpose,
  startPayment,
  type PaymentEnv,
  type PaymentRow,
  type StartedPayment,
} from '../payments/registry.js';
import { expireDueOrders } from './settle.js';
import type { OrderRow } from './progress.js';
import type { Owner } from './owner.js';
import { orderingScope, type OrderingScope } from './scope.js';

type Db = Database | Transaction;

export const ORDER_NOT_FOUND = 'Order not found.';

/** The owner of an order row. */
export function orderOwner(order: Pick<OrderRow, 'userId' | 'guestId'>): Owner {
  return order.userId !== null
    ? { kind: 'customer', userId: order.userId }
    : { kind: 'guest', guestId: order.guestId! };
}

/** Whether the order waits for a gateway payment (digital, or a partial payment's digital rest). */
export function awaitsGateway(order: OrderRow): boolean {
  return (
    order.paymentExpiresAt !== null &&
    order.paymentStatus !== 'paid' &&
    order.orderStatus === 'pending' &&
    (order.paymentMethod === 'digital_payment' || order.paymentMethod === 'partial_payment')
  );
}

/** What the gateway collects for an order waiting for it (0 when it does not wait). */
export function gatewayDue(order: OrderRow): number {
  if (!awaitsGateway(order)) return 0;
  const due =
    order.orderAmount - (order.paymentMethod === 'partial_payment' ? order.partiallyPaidAmount : 0);
  return Math.round(due * 1000) / 1000;
}

/** Cancels the order's open payments (one payment is open at a time). */
async function cancelPendingOf(db: Db, order: OrderRow, env: PaymentEnv) {
  await db
    .update(paymentRequests)
    .set({ status: 'canceled', finishedAt: new Date(env.nowMs), updatedAt: new Date(env.nowMs) })
    .where(
      and(
        eq(paymentRequests.purpose, 'order'),
        eq(paymentRequests.referenceId, String(order.id)),
        eq(paymentRequests.status, 'pending'),
      ),
    );
}

/** Opens the order's payment (see the module notes), in the caller's transaction if given. */
export async function startOrderPayment(
  db: Db,
  env: PaymentEnv,
  order: OrderRow,
  options: {
    callback: string | null;
    gateway: string;
    platform: string | null;
    /** A new order: it has no payment to cancel. */
    fresh?: boolean;
  },
): Promise<StartedPayment> {
  const amount = gatewayDue(order);
  if (!(amount > 0)) fail(403, 'payment', 'This order has nothing left to pay online.');
  if (!options.fresh) await cancelPendingOf(db, order, env);
  return startPayment(db, {
    ...env,
    purpose: 'order',
    owner: orderOwner(order),
    referenceId: order.id,
    amount,
    callback: options.callback,
    gateway: options.gateway,
    paymentPlatform: options.platform,
    expiresAt: order.paymentExpiresAt ?? undefined,
  });
}

/** The money back of a payment that came in for an order that no longer waits for it. */
async function creditBack(tx: Transaction, payment: PaymentRow): Promise<void> {
  if (payment.userId !== null) {
    await walletEntry(tx, {
      userId: payment.userId,
      credit: payment.amount,
      type: 'order_refund',
      reference: payment.referenceId,
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
}

registerPaymentPurpose('order', {
  async onPaid(tx, payment) {
    const orderId = Number(payment.referenceId);
    const stamp = payment.finishedAt ?? new Date();
    const reference = payment.transactionReference ?? payment.id;
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        transactionReference: reference,
        paymentExpiresAt: null,
        pendingAt: stamp,
        updatedAt: stamp,
      })
      .where(
        and(
          eq(orders.id, orderId),
          isNotNull(orders.paymentExpiresAt),
          ne(orders.paymentStatus, 'paid'),
          eq(orders.orderStatus, 'pending'),
          sql`round(${orders.orderAmount} - case when ${orders.paymentMethod} = 'partial_payment'
            then ${orders.partiallyPaidAmount} else 0 end, 3) = ${payment.amount}`,
        ),
      )
      .returning({ id: orders.id });
    if (!paid) {
      await creditBack(tx, payment);
      return;
    }
    await tx
      .update(orderPayments)
      .set({ paymentStatus: 'paid', transactionRef: reference, updatedAt: stamp })
      .where(
        and(
          eq(orderPayments.orderId, orderId),
          eq(orderPayments.paymentStatus, 'unpaid'),
          eq(orderPayments.paymentMethod, 'digital_payment'),
        ),
      );
  },
});

export interface ResumeInput {
  orderId: string | undefined;
  customerId: string | undefined;
  callback: string | undefined;
  gateway: string | undefined;
  platform: string | undefined;
}

/** `GET /payment-mobile` (see the module notes): the hosted page to go to. */
export async function resumeOrderPayment(c: AppContext, input: ResumeInput): Promise<string> {
  const scope = orderingScope(c);
  const orderId = /^\d{1,9}$/.test(input.orderId ?? '') ? Number(input.orderId) : null;
  const customerId = (input.customerId ?? '').trim();
  if (orderId === null) fail(403, 'order_id', 'The order id must be a positive integer.');
  if (customerId === '' || customerId.length > 64) {
    fail(403, 'customer_id', 'The customer id field is required.');
  }
  const db = getDb(c);
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const owned =
    row !== undefined &&
    (row.userId !== null ? String(row.userId) === customerId : row.guestId === customerId);
  if (!row || !owned) fail(404, 'order_id', ORDER_NOT_FOUND);
  const [order] = await expireDueOrders(db, [row], scope.nowMs, scope.t('payment.expired.reason'));
  if (!awaitsGateway(order!)) {
    fail(
      403,
      'payment',
      scope.t(order!.paymentStatus === 'paid' ? 'payment.error.paid' : 'payment.error.closed'),
    );
  }
  const options = paymentOptions({ config: scope.settings, guest: order!.guestId !== null });
  const gateway = (input.gateway ?? '').trim() || options.gateways[0]?.gateway || 'sandbox';
  if (!options.gateways.some((g) => g.gateway === gateway)) {
    fail(403, 'payment_method', scope.t('payment.error.gateway'));
  }
  const env = paymentEnv(c);
  const pending = await pendingPaymentOf(db, 'order', order!.id, scope.nowMs);
  const callback = (input.callback ?? '').trim() || null;
  if (pending && pending.gateway === gateway) {
    if (callback !== null && callback !== pending.callback) {
      await db
        .update(paymentRequests)
        .set({ callback: checkedCallback(callback) })
        .where(eq(paymentRequests.id, pending.id));
    }
    return `${env.baseUrl}/payment/sandbox/${pending.id}`;
  }
  const started = await db.transaction((tx) =>
    startOrderPayment(tx, env, order!, {
      callback,
      gateway,
      platform: (input.platform ?? '').trim() || null,
    }),
  );
  return started.redirectLink;
}

/** `PUT customer/order/payment-method` (see the module notes). */
export async function switchPaymentMethod(
  c: AppContext,
  scope: OrderingScope,
  order: OrderRow,
  method: string,
): Promise<void> {
  if (!awaitsGateway(order)) fail(403, 'order', scope.t('payment.error.switchMethod'));
  const target: PaymentKind | null =
    method === 'cash_on_delivery' ? 'cash' : method === 'wallet' ? 'wallet' : null;
  if (target === null || (order.paymentMethod === 'partial_payment' && target !== 'cash')) {
    fail(403, 'payment_method', scope.t('payment.error.unavailable'));
  }
  const guest = order.guestId !== null;
  const zone = scope.ref.zoneById.get(order.zoneId ?? -1);
  const options = paymentOptions({
    config: scope.settings,
    zone: zone
      ? { cash_on_delivery: zone.cashOnDelivery, digital_payment: zone.digitalPayment }
      : null,
    guest,
  });
  let balance = 0;
  if (!guest && target === 'wallet') {
    const [user] = await scope.db
      .select({ walletBalance: users.walletBalance })
      .from(users)
      .where(eq(users.id, order.userId!));
    balance = user?.walletBalance ?? 0;
  }
  const amounts = { total: gatewayDue(order), walletBalance: balance, digits: scope.digits };
  const selection = { kind: target, partial: false };
  const issue = paymentIssue(options, selection, amounts, { guest });
  if (issue) fail(403, issue.code, issueText(issue, scope.t, scope.money));
  if (target === 'cash') {
    const pivot = scope.ref.moduleZones.find(
      (link) => link.zoneId === order.zoneId && link.moduleId === order.moduleId,
    );
    const limit = Math.max(0, toAmount(pivot?.maximumCodOrderAmount));
    if (limit > 0 && order.orderAmount > limit) {
      const cod = ruleIssue('cod_limit', 'checkout.error.codLimit', { amount: limit }, ['amount']);
      fail(403, 'order_amount', issueText(cod, scope.t, scope.money));
    }
  }
  const plan = paymentPlan(selection, amounts);
  const stamp = new Date(scope.nowMs);
  await getDb(c).transaction(async (tx) => {
    const [switched] = await tx
      .update(orders)
      .set({
        paymentMethod: order.paymentMethod === 'partial_payment' ? 'partial_payment' : method,
        paymentExpiresAt: null,
        ...(target === 'wallet'
          ? {
              paymentStatus: 'paid' as const,
              orderStatus: 'confirmed' as const,
              confirmedAt: stamp,
            }
          : {}),
        pendingAt: stamp,
        updatedAt: stamp,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.orderStatus, 'pending'),
          isNotNull(orders.paymentExpiresAt),
          ne(orders.paymentStatus, 'paid'),
        ),
      )
      .returning({ id: orders.id });
    if (!switched) fail(403, 'order', scope.t('payment.error.switchMethod'));
    if (target === 'wallet') {
      await walletEntry(tx, {
        userId: order.userId!,
        debit: plan.walletDebit,
        type: 'order_place',
        reference: order.id,
      });
    } else {
      await tx
        .update(orderPayments)
        .set({ paymentMethod: 'cash_on_delivery', updatedAt: stamp })
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.paymentStatus, 'unpaid')));
    }
    await tx
      .update(paymentRequests)
      .set({ status: 'canceled', finishedAt: stamp, updatedAt: stamp })
      .where(
        and(
          eq(paymentRequests.purpose, 'order'),
          eq(paymentRequests.referenceId, String(order.id)),
          eq(paymentRequests.status, 'pending'),
        ),
      );
  });
}
