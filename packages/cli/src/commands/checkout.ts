/**
 * `storefront checkout`: places the cart's order with core's checkout machine (the web app's
 * `/checkout?page=cart`): order type, the stored location as the delivery address with street,
 * house and floor, a guest's contact (checked with core's contact form schema), a coupon, and
 * the payment; the summary is `checkoutView`'s, the order is placed with a fresh
 * Idempotency-Key, and the server charges exactly the total shown.
 */
import { randomUUID } from 'node:crypto';
import { InvalidArgumentError, type Command } from 'commander';
import {
  checkoutView,
  contactSchema,
  isSignedIn,
  issueText,
  localDateTime,
  provideCheckoutMachine,
  readSession,
  sessionAddress,
  validate,
  type CheckoutContext,
  type CheckoutView,
  type GuestContact,
  type OrderType,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import { cartLinesOf, loadCheckoutSource, STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import type { Context } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues } from '../output.js';
import type { Runner } from '../program.js';
import { moneyFormatter, requireZone } from './catalog.js';
import { cartActors, ensureOwner, loadCart, requireModule } from './cart.js';

export interface CheckoutOptions {
  type?: OrderType;
  name?: string;
  phone?: string;
  email?: string;
  house?: string;
  floor?: string;
  road?: string;
  coupon?: string;
  payment: string;
}

function orderType(value: string): OrderType {
  if (value === 'delivery' || value === 'take_away') return value;
  throw new InvalidArgumentError('must be delivery or take_away');
}

/** The summary rows of a checkout (what the web page shows), as money text and numbers. */
export interface CheckoutSummary {
  orderType: OrderType;
  store: { id: number };
  lines: { id: number; name: string; quantity: number; price: string }[];
  rows: [string, string][];
  amounts: {
    itemsPrice: number;
    discount: number;
    subtotal: number;
    couponDiscount: number;
    tax: number;
    taxIncluded: boolean;
    deliveryCharge: number;
    additionalCharge: number;
    dmTips: number;
    total: number;
  };
  total: string;
}

export function checkoutSummary(
  view: CheckoutView,
  context: CheckoutContext,
  money: (amount: number) => string,
  t: Context['t'],
  additionalChargeName: string | null | undefined,
): CheckoutSummary {
  const totals = view.totals;
  const rows: [string, string][] = [
    [t('checkout.summary.itemsPrice'), money(totals.itemsPrice)],
    [t('checkout.summary.discount'), `- ${money(totals.productDiscount)}`],
    [t('cart.subtotal'), money(totals.subtotal)],
  ];
  if (totals.couponFreeDelivery) {
    rows.push([t('checkout.summary.couponDiscount'), t('checkout.summary.freeDelivery')]);
  } else if (totals.couponDiscount > 0) {
    rows.push([t('checkout.summary.couponDiscount'), `- ${money(totals.couponDiscount)}`]);
  }
  rows.push([
    totals.taxRate > 0
      ? t('checkout.summary.taxRate', { rate: totals.taxRate })
      : t('checkout.summary.tax'),
    totals.taxIncluded
      ? `${money(totals.tax)} (${t('checkout.summary.taxIncluded')})`
      : `+ ${money(totals.tax)}`,
  ]);
  if (totals.dmTips > 0) rows.push([t('checkout.summary.tips'), `+ ${money(totals.dmTips)}`]);
  if (totals.additionalCharge > 0) {
    rows.push([
      additionalChargeName || t('checkout.summary.additionalCharge'),
      `+ ${money(totals.additionalCharge)}`,
    ]);
  }
  if (context.orderType === 'delivery') {
    rows.push([
      t('checkout.summary.deliveryFee'),
      totals.delivery.freeDeliveryBy != null
        ? t('checkout.summary.free')
        : `+ ${money(totals.deliveryCharge)}`,
    ]);
  }
  rows.push([t('checkout.summary.total'), money(totals.total)]);
  return {
    orderType: context.orderType,
    store: { id: context.source.store.id },
    lines: context.source.lines.map((line) => ({
      id: line.id,
      name: line.item.name,
      quantity: line.quantity,
      price: money(totals.cart.lines.find((l) => l.lineId === line.id)?.roundedTotal ?? 0),
    })),
    rows,
    amounts: {
      itemsPrice: totals.itemsPrice,
      discount: totals.productDiscount,
      subtotal: totals.subtotal,
      couponDiscount: totals.couponDiscount,
      tax: totals.tax,
      taxIncluded: totals.taxIncluded,
      deliveryCharge: totals.deliveryCharge,
      additionalCharge: totals.additionalCharge,
      dmTips: totals.dmTips,
      total: totals.total,
    },
    total: money(totals.total),
  };
}

/** A guest's contact from the options, checked with core's contact form (spec §5 messages). */
export function guestContact(options: CheckoutOptions, t: Context['t']): GuestContact {
  const result = validate(
    contactSchema,
    {
      contact_person_name: options.name ?? '',
      contact_person_number: options.phone ?? '',
      contact_person_email: options.email ?? '',
    },
    t,
  );
  if (!result.success) {
    const flags: Record<string, string> = {
      contact_person_name: '--name',
      contact_person_number: '--phone',
      contact_person_email: '--email',
    };
    throw usageError(
      result.errors.map((e) => `${flags[e.code] ?? e.code}: ${e.message}`).join('\n'),
    );
  }
  return result.data;
}

export interface PlacedResult {
  orderId: number;
  summary: CheckoutSummary;
}

/** Runs the checkout machine to a placed order (or a failure with the first refusal). */
export async function placeCartOrder(
  context: Context,
  options: CheckoutOptions,
): Promise<PlacedResult> {
  requireZone(context);
  const module = requireModule(context);
  await ensureOwner(context);
  const session = readSession(context.storage);
  const signedIn = isSignedIn(session);
  const contact = signedIn ? null : guestContact(options, context.t);
  const cart = await loadCart(context, module.id);
  const lines = cartLinesOf(cart);
  if (lines.length === 0) {
    throw new CliError(context.t('checkout.error.emptyCart'), EXIT.failure, 'empty_cart');
  }
  const [config, money] = await Promise.all([
    unwrap(context.api.GET('/config')),
    moneyFormatter(context),
  ]);
  const source = await loadCheckoutSource(context.api, {
    storeId: lines[0]!.item.store_id,
    moduleId: module.id,
    moduleType: module.type,
    lines,
  });
  const address = sessionAddress(session);
  const machine = provideCheckoutMachine({
    actors: cartActors(context).checkout,
    newId: randomUUID,
    notifier: context.notifier,
    t: context.t,
    money: config,
    onPlaced: () => undefined,
  });
  const actor = startMachine(context, machine, {
    page: 'cart',
    signedIn,
    source,
    at: localDateTime(Date.now(), STORE_TIME_ZONE),
    address,
    contact,
  });
  const snapshotContext = () => actor.getSnapshot().context as CheckoutContext;
  try {
    if (options.type) {
      actor.send({ type: 'SET_ORDER_TYPE', orderType: options.type });
      if (snapshotContext().orderType !== options.type) {
        throw new CliError(context.t('checkout.error.orderType'), EXIT.failure, 'order_type');
      }
    }
    if (snapshotContext().orderType === 'delivery' && address != null) {
      actor.send({
        type: 'SET_ADDRESS_DETAILS',
        ...(options.road != null ? { road: options.road } : {}),
        ...(options.house != null ? { house: options.house } : {}),
        ...(options.floor != null ? { floor: options.floor } : {}),
      });
    }
    actor.send({ type: 'SET_PAYMENT', method: options.payment });
    if (snapshotContext().paymentMethod !== options.payment) {
      throw new CliError(context.t('checkout.error.paymentMethod'), EXIT.failure, 'payment_method');
    }
    if (options.coupon) {
      actor.send({ type: 'APPLY_COUPON', code: options.coupon });
      await settle(actor, (s) => !s.hasTag('busy'), 'Applying the coupon');
      const applied = snapshotContext();
      if (applied.coupon == null) {
        const failure = applied.couponIssue
          ? new CliError(issueText(applied.couponIssue, context.t, config), EXIT.failure, 'coupon')
          : flowError(applied.couponError, context.t, false);
        failure.reported = true;
        throw failure;
      }
    }
    const view = checkoutView(snapshotContext());
    const summary = checkoutSummary(
      view,
      snapshotContext(),
      money,
      context.t,
      config.additional_charge_name,
    );
    actor.send({ type: 'PLACE' });
    const done = await settle(
      actor,
      (s) => s.status === 'done' || s.hasTag('failed') || s.matches('editing'),
      'Placing the order',
    );
    if (done.status !== 'done') {
      const first = checkoutView(done.context as CheckoutContext).issues[0];
      if (first != null && done.matches('editing')) {
        const failure = new CliError(issueText(first, context.t, config), EXIT.failure, first.code);
        failure.reported = true;
        throw failure;
      }
      throw flowError((done.context as CheckoutContext).error, context.t, true);
    }
    const orderId = (done.context as CheckoutContext).orderId;
    if (orderId == null) throw new CliError('No order id was returned', EXIT.failure);
    return { orderId, summary };
  } finally {
    actor.stop();
  }
}

export function formatPlaced(result: PlacedResult, t: Context['t']): string {
  return [
    t('checkout.placed.title'),
    t('checkout.placed.orderId', { id: result.orderId }),
    '',
    ...result.summary.lines.map((l) => `${l.name} × ${l.quantity}  ${l.price}`),
    '',
    keyValues(result.summary.rows),
    '',
    `Track it: storefront order track ${result.orderId}`,
  ].join('\n');
}

export function registerCheckoutCommand(program: Command, run: Runner): void {
  program
    .command('checkout')
    .description(
      'place the cart’s order (cash on delivery) with the checkout machine; guests give their contact',
    )
    .option(
      '--type <type>',
      'delivery or take_away (default: the first the store offers)',
      orderType,
    )
    .option('--name <name>', "a guest's contact name")
    .option('--phone <phone>', "a guest's contact phone")
    .option('--email <email>', "a guest's contact e-mail")
    .option('--road <text>', 'street number (delivery)')
    .option('--house <text>', 'house number (delivery)')
    .option('--floor <text>', 'floor (delivery)')
    .option('--coupon <code>', 'a coupon code')
    .option('--payment <method>', 'the payment method', 'cash_on_delivery')
    .action(
      run(async (context, options: CheckoutOptions) => {
        const result = await placeCartOrder(context, options);
        context.output.result(
          {
            orderId: result.orderId,
            ...result.summary,
            toasts: context.notifier.toasts,
          },
          () => formatPlaced(result, context.t),
        );
      }),
    );
}
