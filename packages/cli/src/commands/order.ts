/**
 * `storefront order …`: the owner's orders (a guest's on this session, or a signed-in
 * customer's): `order track ID [--phone]` (anyone with the order's contact number, as the web
 * app's /track-order), `order list` (running and finished), `order cancel ID` (while pending).
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
    .command('cancel')
    .argument('<id>', 'the order id', positiveInt)
    .option('--reason <text>', 'why')
    .description('cancel an order while it is pending (its stock goes back)')
    .action(
      run(async (context, id: number, options: { reason?: string }) => {
        const guestId = await ensureOwner(context);
        const message = await cancelOrder(context.api, id, {
          guestId,
          reason: options.reason ?? null,
        });
        context.output.result({ orderId: id, message }, () => message);
      }),
    );
}
