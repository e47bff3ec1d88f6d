/**
 * `storefront order …`: the owner's orders (a guest's on this session, or a signed-in
 * customer's): `order track ID [--phone]` (anyone with the order's contact number, as the web
 * app's /track-order), `order list` (running and finished), `order reasons` (the cancellation
 * reasons, with their ids), `order cancel ID --reason <id|text>` (while pending; core's
 * order-cancel machine, as the web app's dialog: a listed reason by its id, or a text of one's
 * own; none: 'Please select a cancellation reason'; the server's refusal exits 1).
 * The status steps are core's (every status, pending included); the summary is core's
 * `orderSummary` of the amounts the server stored.
 */
import type { Command } from 'commander';
import {
  canCancelOrder,
  isFinalOrderStatus,
  orderStatusSteps,
  orderStepIndex,
  readSession,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import { fromPromise } from 'xstate';
import { listCancellationReasons } from '@storefront/core/api/order-extras';
import {
  provideOrderCancelMachine,
  reasonChoiceOf,
  type CancelOrderInput,
  type CancelOrderResult,
  type CancelReason,
} from '@storefront/core/machines/order-cancel.machine';
import { CliError, EXIT } from '../errors.js';
import { toFailure } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import {
  cancelOrder,
  listOrders,
  orderingOwner,
  orderSummary,
  trackOrder,
  type Order,
} from '@storefront/core/api/ordering';
import type { Context, Runner } from '../context.js';
import { keyValues, table } from '../output.js';
import { ensureOwner, moneyFormatter, positiveInt } from './shared.js';

export interface TrackedOrder {
  id: number;
  status: string;
  statusText: string;
  final: boolean;
  orderType: string;
  store: string | null;
  placedAt: string;
  steps: { status: string; text: string; reached: boolean; current: boolean; at: string | null }[];
  summary: [string, string][];
  amounts: { total: number; itemsPrice: number; discount: number; subtotal: number };
  total: string;
  deliveryAddress: string | null;
  contactNumber: string | null;
}

const stamp = (order: Order, status: string): string | null => {
  const value = (order as unknown as Record<string, unknown>)[status];
  return typeof value === 'string' && value !== '' ? value : null;
};

export async function describeOrder(context: Context, order: Order): Promise<TrackedOrder> {
  const t = context.t;
  const config = await unwrap(context.api.GET('/config'));
  const money = await moneyFormatter(context);
  const summary = orderSummary(order, config);
  const index = orderStepIndex(order.order_type, order.order_status);
  const rows: [string, string][] = [
    [t('checkout.summary.itemsPrice'), money(summary.itemsPrice)],
    [t('checkout.summary.discount'), `- ${money(summary.productDiscount)}`],
    [t('cart.subtotal'), money(summary.subtotal)],
  ];
  if (summary.couponDiscount > 0) {
    rows.push([t('checkout.summary.couponDiscount'), `- ${money(summary.couponDiscount)}`]);
  }
  rows.push([
    summary.taxRate > 0
      ? t('checkout.summary.taxRate', { rate: summary.taxRate })
      : t('checkout.summary.tax'),
    summary.taxIncluded
      ? `${money(summary.tax)} (${t('checkout.summary.taxIncluded')})`
      : `+ ${money(summary.tax)}`,
  ]);
  if (summary.dmTips > 0) rows.push([t('checkout.summary.tips'), `+ ${money(summary.dmTips)}`]);
  if (summary.additionalCharge > 0) {
    rows.push([
      config.additional_charge_name || t('checkout.summary.additionalCharge'),
      `+ ${money(summary.additionalCharge)}`,
    ]);
  }
  if (order.order_type === 'delivery') {
    rows.push([
      t('checkout.summary.deliveryFee'),
      summary.freeDelivery ? t('checkout.summary.free') : `+ ${money(summary.deliveryCharge)}`,
    ]);
  }
  rows.push([t('checkout.summary.total'), money(summary.total)]);
  return {
    id: order.id,
    status: order.order_status,
    statusText: t(`orders.status.${order.order_status}`),
    final: isFinalOrderStatus(order.order_status),
    orderType: order.order_type,
    store: order.store?.name ?? null,
    placedAt: order.created_at,
    steps: orderStatusSteps(order.order_type).map((status, i) => ({
      status,
      text: t(`orders.status.${status}`),
      reached: index >= 0 ? i <= index : stamp(order, status) != null,
      current: i === index,
      at: stamp(order, status),
    })),
    summary: rows,
    amounts: {
      total: summary.total,
      itemsPrice: summary.itemsPrice,
      discount: summary.productDiscount,
      subtotal: summary.subtotal,
    },
    total: money(summary.total),
    deliveryAddress: order.delivery_address?.address ?? null,
    contactNumber: order.delivery_address?.contact_person_number ?? null,
  };
}

export function formatTracked(order: TrackedOrder, t: Context['t']): string {
  const steps = order.steps
    .map((s) => `${s.current ? '▶' : s.reached ? '✓' : '·'} ${s.text}${s.at ? `  ${s.at}` : ''}`)
    .join('\n');
  const stopped = order.steps.some((s) => s.status === order.status)
    ? ''
    : `\n${t('orders.status.stopped', { status: order.statusText })}`;
  return [
    `${t('orders.order', { id: order.id })}  ${order.statusText}${order.store ? `  (${order.store})` : ''}`,
    '',
    steps + stopped,
    '',
    keyValues(order.summary),
    ...(order.deliveryAddress
      ? ['', `${t('orders.deliveryAddress')}: ${order.deliveryAddress}`]
      : []),
  ].join('\n');
}

export function registerOrderCommands(program: Command, run: Runner): void {
  const order = program.command('order').description('track, list and cancel orders');

  order
    .command('track')
    .argument('<id>', 'the order id', positiveInt)
    .option('--phone <phone>', "the order's contact number (tracking someone else's order)")
    .description('an order’s status steps (every status, pending included) and its summary')
    .action(
      run(async (context, id: number, options: { phone?: string }) => {
        await ensureOwner(context);
        const tracked = await trackOrder(context.api, id, {
          ...orderingOwner(readSession(context.storage)),
          contactNumber: options.phone ?? null,
        });
        const result = await describeOrder(context, tracked);
        context.output.result(result, () => formatTracked(result, context.t));
      }),
    );

  order
    .command('list')
    .description('the running and the finished orders of this session, newest first')
    .option('--limit <n>', 'orders per list', positiveInt, 10)
    .action(
      run(async (context, options: { limit: number }) => {
        const guestId = await ensureOwner(context);
        const money = await moneyFormatter(context);
        const [running, finished] = await Promise.all([
          listOrders(context.api, 'running', { guestId, limit: options.limit }),
          listOrders(context.api, 'finished', { guestId, limit: options.limit }),
        ]);
        const row = (o: Order) => ({
          id: o.id,
          status: o.order_status,
          orderType: o.order_type,
          total: money(o.order_amount),
          amount: o.order_amount,
          store: o.store?.name ?? null,
          placedAt: o.created_at,
          cancelable: canCancelOrder(o.order_status),
        });
        const result = { running: running.orders.map(row), finished: finished.orders.map(row) };
        context.output.result(result, () => {
          const all = [...result.running, ...result.finished];
          if (all.length === 0) return 'No orders yet.';
          return table(
            ['ID', 'STATUS', 'TYPE', 'TOTAL', 'STORE', 'PLACED'],
            all.map((o) => [
              String(o.id),
              context.t(`orders.status.${o.status}`),
              o.orderType,
              o.total,
              o.store ?? '-',
              o.placedAt,
            ]),
          );
        });
      }),
    );

  order
    .command('reasons')
    .description('the reasons a customer may give for canceling an order, with their ids')
    .action(
      run(async (context) => {
        const reasons = await listCancellationReasons(context.api);
        context.output.result({ reasons }, () =>
          table(
            ['ID', 'REASON'],
            reasons.map((r) => [String(r.id), r.reason]),
          ),
        );
      }),
    );

  order
    .command('cancel')
    .argument('<id>', 'the order id', positiveInt)
    .option(
      '--reason <id|text>',
      'the id of a listed reason (order reasons), or a reason of your own',
    )
    .description(
      'cancel an order while it is pending, with a reason (its stock goes back, what was paid goes to the wallet)',
    )
    .action(
      run(async (context, id: number, options: { reason?: string }) => {
        const result = await cancelWithReason(context, id, options.reason ?? null);
        context.output.result(result, () => result.message);
      }),
    );
}

/**
 * Cancels the owner's order with core's order-cancel machine (the web app's dialog): the order's
 * status read first, the reasons loaded, the reason chosen (a listed id, else a text of one's
 * own), confirmed. A refusal (not pending, no reason, the server's) exits 1 with its message.
 */
export async function cancelWithReason(
  context: Context,
  orderId: number,
  reason: string | null,
): Promise<{ orderId: number; message: string; reason: string }> {
  const guestId = await ensureOwner(context);
  const order = await trackOrder(context.api, orderId, { guestId });
  let lastError: unknown = null;
  const machine = provideOrderCancelMachine({
    actors: {
      loadReasons: fromPromise<CancelReason[]>(({ signal }) =>
        listCancellationReasons(context.api, { signal }),
      ),
      cancelOrder: fromPromise<CancelOrderResult, CancelOrderInput>(async ({ input, signal }) => {
        try {
          const message = await cancelOrder(context.api, input.orderId, {
            guestId,
            reason: input.reason,
            signal,
          });
          return { message };
        } catch (error) {
          lastError = error;
          throw error;
        }
      }),
    },
    notifier: context.notifier,
    t: context.t,
    onCanceled: () => undefined,
  });
  const toasts = context.notifier.toasts.length;
  const refused = (code: string) => {
    const toast = context.notifier.toasts.slice(toasts).find((t) => t.kind === 'error');
    const failure = lastError == null ? null : toFailure(lastError, context.apiRoot);
    const error = new CliError(
      toast?.message ?? failure?.message ?? context.t('common.error.generic'),
      failure?.exitCode ?? EXIT.failure,
      failure?.code ?? code,
    );
    error.reported = toast != null;
    return error;
  };
  const actor = startMachine(context, machine, { orderId, orderStatus: order.order_status });
  try {
    actor.send({ type: 'OPEN' });
    if (!actor.getSnapshot().hasTag('open')) throw refused('order');
    const choosing = await settle(actor, (s) => !s.hasTag('busy'), 'Loading the reasons');
    if (reason != null && reason.trim() !== '') {
      const { choice, otherText } = reasonChoiceOf(choosing.context.reasons, reason);
      if (choice.kind === 'listed') actor.send({ type: 'CHOOSE', reasonId: choice.reasonId });
      else actor.send({ type: 'SET_OTHER', text: otherText });
    }
    actor.send({ type: 'CONFIRM' });
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Canceling the order');
    if (done.status !== 'done') throw refused('reason');
    const success = context.notifier.toasts.slice(toasts).find((t) => t.kind === 'success');
    const chosen = done.context.choice;
    const text =
      chosen?.kind === 'listed'
        ? (done.context.reasons.find((r) => r.id === chosen.reasonId)?.reason ?? '')
        : done.context.otherText.trim();
    return { orderId, message: success?.message ?? context.t('orderCancel.success'), reason: text };
  } finally {
    actor.stop();
  }
}
