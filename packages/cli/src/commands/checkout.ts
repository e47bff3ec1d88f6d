/**
 * `storefront checkout`: places the cart's order with core's checkout machine (the web app's
 * `/checkout?page=cart`): order type, the stored location as the delivery address with street,
 * house and floor, a guest's contact (checked with core's contact form schema), the delivery man
 * tip (core's custom-tip parser), a scheduled time (a slot of core's schedule-slots rule), the
 * notes (core's fixed options), cutlery, a coupon, and the payment; the summary is
 * `checkoutView`'s, the order is placed with a fresh Idempotency-Key, and the server charges
 * exactly the total shown.
 *
 * Every choice is the machine's event (SET_TIPS, SET_SCHEDULE, SET_NOTES, SET_CUTLERY, ...); an
 * event the machine refuses (its guard leaves the context as it was) is an error, exit 1. A value
 * the command line cannot read (a tip core's parser refuses, a time that is no slot) is exit 2.
 * `--schedule list` prints the slots of today and tomorrow and places nothing.
 *
 * The payment (issue 12; cli/src/payments.ts): `--payment cash|wallet|digital|partial`,
 * `--rest cash|digital` (a partial payment's rest), `--gateway`. A digital order is placed unpaid
 * and its gateway page printed; `--sandbox success|decline|cancel` drives the sandbox page and
 * checks the payment with the server: a payment still due exits 1 with the order in the details.
 */
import { randomUUID } from 'node:crypto';
import { InvalidArgumentError, Option, type Command } from 'commander';
import {
  allowedOrderTypes,
  CHECKOUT_KEYS,
  checkoutView,
  contactSchema,
  DELIVERY_INSTRUCTIONS,
  DM_TIP_PRESETS,
  formatTime12,
  isSignedIn,
  issueText,
  localDateTime,
  offersSchedule,
  parseTipAmount,
  provideCheckoutMachine,
  readSession,
  sessionAddress,
  UNAVAILABLE_ITEM_NOTES,
  validate,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutSource,
  type CheckoutView,
  type DeliveryInstruction,
  type GuestContact,
  type LocalDateTime,
  type OrderType,
  type UnavailableItemNote,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import { getCustomerInfo } from '@storefront/core/api/customer-info';
import { getStoreDetails } from '@storefront/core/api/catalogue';
import {
  cartLinesOf,
  checkoutSourceOf,
  loadStoreZone,
  STORE_TIME_ZONE,
} from '@storefront/core/api/ordering';
import { checkoutPaymentFactsOf, paymentConfigOf } from '@storefront/core/api/payments';
import { paymentIssue, type PaymentSelection } from '@storefront/core/domain/payment';
import {
  checkoutPaymentAmounts,
  checkoutPaymentOptions,
} from '@storefront/core/machines/checkout.connect';
import type { CheckoutPaymentFacts } from '@storefront/core/machines/checkout.types';
import type { MoneyConfig } from '@storefront/core/domain/money';
import {
  clockText,
  nextDate,
  scheduleOptions,
  slotMinutes,
  SCHEDULE_DAYS,
  type ScheduleDay,
  type ScheduleOption,
} from '@storefront/core/domain/schedule-slots';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues, table } from '../output.js';
import {
  cliPaymentCallback,
  paymentKind,
  restKind,
  settleGatewayPayment,
  withGateway,
  type PaymentKindOption,
  type RestOption,
} from '../payments.js';
import { sandboxOutcome, type SandboxOutcome } from '../sandbox.js';
import {
  cartActors,
  ensureOwner,
  loadCart,
  moneyFormatter,
  requireModule,
  requireZone,
} from './shared.js';

/** `--schedule`: a slot named by its day and time (the scheduled moment, its end), or `list`. */
export type ScheduleRequest = { kind: 'list' } | { kind: 'slot'; day: ScheduleDay; time: string };

export interface CheckoutOptions {
  type?: OrderType;
  name?: string;
  phone?: string;
  email?: string;
  house?: string;
  floor?: string;
  road?: string;
  coupon?: string;
  /** cash, wallet, digital or partial (the wallet first, `rest` for the rest). */
  payment: PaymentKindOption;
  rest?: RestOption;
  /** A gateway of `active_payment_method_list` (default: the first). */
  gateway?: string;
  /** Drive the sandbox's hosted page: success, decline or cancel. */
  sandbox?: SandboxOutcome;
  /** The delivery man tip as typed (core's custom-tip parser reads it). */
  tip?: string;
  schedule?: ScheduleRequest;
  unavailableNote?: UnavailableItemNote;
  deliveryInstruction?: DeliveryInstruction;
  /** `--cutlery` (true) or `--no-cutlery` (false); absent: not asked. */
  cutlery?: boolean;
}

function orderType(value: string): OrderType {
  if (value === 'delivery' || value === 'take_away') return value;
  throw new InvalidArgumentError('must be delivery or take_away');
}

const SCHEDULE_TEXT = /^(today|tomorrow)\s+(\d{1,2}):(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** `--schedule`: "today HH:MM", "tomorrow HH:MM" or list. */
export function scheduleRequest(value: string): ScheduleRequest {
  const text = value.trim().toLowerCase();
  if (text === 'list') return { kind: 'list' };
  const match = SCHEDULE_TEXT.exec(text);
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  if (match == null || hours > 23 || minutes > 59) {
    throw new InvalidArgumentError('must be "today HH:MM", "tomorrow HH:MM" or list');
  }
  return { kind: 'slot', day: match[1] as ScheduleDay, time: `${pad2(hours)}:${pad2(minutes)}` };
}

/** `--tip`: the amount core's custom-tip parser reads, or a usage error with its message. */
export function tipAmount(text: string, t: Context['t']): number {
  const parsed = parseTipAmount(text);
  if ('error' in parsed) throw usageError(`--tip: ${t(parsed.error)}`);
  return parsed.amount;
}

// ---------------------------------------------------------------- schedule slots

/** A slot as the command line names it. */
export interface SlotRow {
  day: ScheduleDay;
  /** The slot's scheduled time (its end), as `--schedule "<day> <time>"` takes it. */
  time: string;
  /** `schedule_at` as sent: `YYYY-MM-DD HH:MM` in the store's time zone. */
  at: string;
  /** The slot as the web lists it: 'Now', or '12:00 AM – 12:30 AM'. */
  label: string;
  isNow: boolean;
}

const dayPeriods = (t: Context['t']) => ({ am: t('item.time.am'), pm: t('item.time.pm') });

/** The slots of today and tomorrow (core's schedule-slots rule), today's first. */
export function scheduleSlots(
  source: Pick<CheckoutSource, 'store'>,
  now: LocalDateTime,
  minutes: number,
): ScheduleOption[] {
  return SCHEDULE_DAYS.flatMap((day) => scheduleOptions(source.store.schedules, now, day, minutes));
}

export function slotRow(option: ScheduleOption, t: Context['t']): SlotRow {
  const periods = dayPeriods(t);
  return {
    day: option.day,
    time: clockText(option.end),
    at: option.value,
    label: option.isNow
      ? t('checkout.schedule.now')
      : t('checkout.schedule.range', {
          start: formatTime12(option.start, periods),
          end: formatTime12(option.end, periods),
        }),
    isNow: option.isNow,
  };
}

/** The refusal of a time that is no slot, listing the slots of each day (12 times a line). */
function noSlotError(wanted: { day: ScheduleDay; time: string }, slots: ScheduleOption[]) {
  const days = SCHEDULE_DAYS.flatMap((day) => {
    const times = slots.filter((s) => s.day === day).map((s) => clockText(s.end));
    if (times.length === 0) return [`  ${day}: no slots left`];
    const lines: string[] = [];
    for (let i = 0; i < times.length; i += 12) lines.push(times.slice(i, i + 12).join(', '));
    return lines.map((line, i) => (i === 0 ? `  ${day}: ${line}` : `    ${line}`));
  });
  return usageError(
    [
      `--schedule: "${wanted.day} ${wanted.time}" is not a time slot of the store. Its slots, each named by its end (the scheduled time):`,
      ...days,
      'Pass one as --schedule "tomorrow HH:MM", or see them with --schedule list.',
    ].join('\n'),
  );
}

/** The moment a request names, without a slot (for a store that takes no scheduled orders). */
function requestedMoment(wanted: { day: ScheduleDay; time: string }, now: LocalDateTime) {
  const [hours, minutes] = wanted.time.split(':').map(Number);
  const today = wanted.day === 'today';
  return {
    date: today ? now.date : nextDate(now.date),
    day: today ? now.day : (now.day + 1) % 7,
    seconds: hours! * 3600 + minutes! * 60,
  };
}

// ---------------------------------------------------------------- the summary

/** The tip, the time and the notes the order is placed with (what the place body carries). */
export interface CheckoutExtras {
  /** The delivery man tip charged (0: none). */
  tip: { amount: number; text: string };
  /** The scheduled time, or null: as soon as possible. */
  schedule: { day: ScheduleDay; time: string; at: string; text: string } | null;
  notes: {
    unavailableItem: { key: UnavailableItemNote; text: string } | null;
    deliveryInstruction: { key: DeliveryInstruction; text: string } | null;
  };
  cutlery: boolean;
}

/** The summary rows of a checkout (what the web page shows), as money text and numbers. */
export interface CheckoutSummary extends CheckoutExtras {
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

/** The extras of a checkout, read from the body it places (so the output is what is sent). */
export function checkoutExtras(
  view: CheckoutView,
  context: CheckoutContext,
  money: (amount: number) => string,
  t: Context['t'],
): CheckoutExtras {
  const body = view.body;
  const scheduleAt = body.schedule_at == null ? null : context.scheduleAt;
  const day: ScheduleDay = scheduleAt?.date === context.at.date ? 'today' : 'tomorrow';
  const unavailable = body.unavailable_item_note == null ? null : context.unavailableItemNote;
  const instruction = body.delivery_instruction == null ? null : context.deliveryInstruction;
  return {
    tip: { amount: body.dm_tips, text: money(body.dm_tips) },
    schedule:
      scheduleAt == null
        ? null
        : {
            day,
            time: clockText(scheduleAt.seconds),
            at: body.schedule_at!,
            text: `${t(`checkout.schedule.${day}`)}, ${formatTime12(scheduleAt.seconds, dayPeriods(t))}`,
          },
    notes: {
      unavailableItem:
        unavailable == null
          ? null
          : { key: unavailable, text: t(`checkout.notes.unavailable.${unavailable}`) },
      deliveryInstruction:
        instruction == null
          ? null
          : { key: instruction, text: t(`checkout.notes.instruction.${instruction}`) },
    },
    cutlery: body.cutlery === 1,
  };
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
    ...checkoutExtras(view, context, money, t),
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

// ---------------------------------------------------------------- the facts

/** Who checks out: the location and module must be set; a guest gets a guest id. */
async function checkoutOwner(context: Context) {
  requireZone(context);
  const module = requireModule(context);
  await ensureOwner(context);
  const session = readSession(context.storage);
  return { module, session, signedIn: isSignedIn(session) };
}

/**
 * The cart's checkout facts (core's `CheckoutSource`), the payment facts (config and the store's
 * zone), the config, money and now.
 */
async function checkoutFacts(context: Context, module: { id: number; type: OrderingModule }) {
  const cart = await loadCart(context, module.id);
  const lines = cartLinesOf(cart);
  if (lines.length === 0) {
    throw new CliError(context.t('checkout.error.emptyCart'), EXIT.failure, 'empty_cart');
  }
  const [config, money, store] = await Promise.all([
    unwrap(context.api.GET('/config')),
    moneyFormatter(context),
    getStoreDetails(context.api, lines[0]!.item.store_id),
  ]);
  const zone = await loadStoreZone(context.api, store);
  const source = checkoutSourceOf({
    moduleId: module.id,
    moduleType: module.type,
    lines,
    config,
    store,
    zone,
  });
  return {
    source,
    payment: checkoutPaymentFactsOf(config, zone),
    config,
    money,
    at: localDateTime(Date.now(), STORE_TIME_ZONE),
    minutes: slotMinutes(config.schedule_order_slot_duration),
  };
}

type OrderingModule = ReturnType<typeof requireModule>['type'];

// ---------------------------------------------------------------- --schedule list

export interface ScheduleList {
  store: { id: number };
  orderType: OrderType;
  /** The slot length in minutes (`schedule_order_slot_duration`, 30 when 0). */
  slotMinutes: number;
  slots: SlotRow[];
}

/** The slots of today and tomorrow for the cart's store (places nothing). */
export async function listScheduleSlots(
  context: Context,
  options: Pick<CheckoutOptions, 'type'>,
): Promise<ScheduleList> {
  const { module } = await checkoutOwner(context);
  const facts = await checkoutFacts(context, module);
  if (!offersSchedule(facts.source.store)) {
    throw new CliError(
      context.t(CHECKOUT_KEYS.schedule_not_allowed),
      EXIT.failure,
      'schedule_not_allowed',
    );
  }
  const types = allowedOrderTypes(facts.source.config, facts.source.store);
  return {
    store: { id: facts.source.store.id },
    orderType: options.type ?? types[0] ?? 'delivery',
    slotMinutes: facts.minutes,
    slots: scheduleSlots(facts.source, facts.at, facts.minutes).map((s) => slotRow(s, context.t)),
  };
}

export function formatScheduleList(list: ScheduleList, t: Context['t']): string {
  const title =
    list.orderType === 'take_away'
      ? t('checkout.schedule.titleTakeAway')
      : t('checkout.schedule.title');
  const days = SCHEDULE_DAYS.map((day) => {
    const rows = list.slots.filter((s) => s.day === day);
    const heading = t(`checkout.schedule.${day}`);
    return rows.length === 0
      ? `${heading}: ${t('checkout.schedule.noSlots')}`
      : [
          heading,
          table(
            ['--schedule', 'SLOT'],
            rows.map((s) => [`"${s.day} ${s.time}"`, s.label]),
          ),
        ].join('\n');
  });
  return [title, '', ...days.flatMap((d, i) => (i === 0 ? [d] : ['', d]))].join('\n');
}

// ---------------------------------------------------------------- placing

/** How the order is paid, as the command reports it. */
export interface PaymentReport {
  /** cash, wallet, digital or partial. */
  method: PaymentKindOption;
  /** A partial payment's rest. */
  rest: RestOption | null;
  /** The gateway of a digital payment (or digital rest). */
  gateway: string | null;
  /** What the wallet pays (a partial payment), else null. */
  wallet: number | null;
  /** paid (wallet, or the gateway's page paid); unpaid (cash, or a page to pay at). */
  status: 'paid' | 'partially_paid' | 'unpaid';
  /** The gateway's page (a digital payment). */
  link: string | null;
  /** The sandbox's callback flag when driven. */
  flag: string | null;
}

export interface PlacedResult {
  orderId: number;
  summary: CheckoutSummary;
  payment: PaymentReport;
}

type CheckoutActor = ReturnType<typeof startMachine<ReturnType<typeof provideCheckoutMachine>>>;

/** Sends a choice when the machine takes it; a refusal (its guard) is `refusal()`. */
function choose(actor: CheckoutActor, event: CheckoutEvent, refusal: () => CliError): void {
  if (!actor.getSnapshot().can(event)) throw refusal();
  actor.send(event);
}

/** Runs the checkout machine to a placed order (or a failure with the first refusal). */
export async function placeCartOrder(
  context: Context,
  options: CheckoutOptions,
): Promise<PlacedResult> {
  const t = context.t;
  const tip = options.tip == null ? null : tipAmount(options.tip, t);
  const { module, session, signedIn } = await checkoutOwner(context);
  const contact = signedIn ? null : guestContact(options, t);
  const { source, payment, config, money, at, minutes } = await checkoutFacts(context, module);
  const walletBalance = signedIn ? ((await getCustomerInfo(context.api)).wallet_balance ?? 0) : 0;
  const address = sessionAddress(session);
  const machine = provideCheckoutMachine({
    actors: cartActors(context).checkout,
    newId: randomUUID,
    notifier: context.notifier,
    t,
    money: config,
    onPlaced: () => undefined,
  });
  const actor = startMachine(context, machine, {
    page: 'cart',
    signedIn,
    source,
    at,
    address,
    contact,
    payment,
    walletBalance,
    gatewayReturn: { callback: cliPaymentCallback(context, 'order'), platform: 'cli' },
  });
  const snapshotContext = () => actor.getSnapshot().context as CheckoutContext;
  try {
    if (options.type) {
      actor.send({ type: 'SET_ORDER_TYPE', orderType: options.type });
      if (snapshotContext().orderType !== options.type) {
        throw new CliError(t('checkout.error.orderType'), EXIT.failure, 'order_type');
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
    chooseExtras(actor, options, { tip, source, at, minutes, t });
    if (options.coupon) {
      actor.send({ type: 'APPLY_COUPON', code: options.coupon });
      await settle(actor, (s) => !s.hasTag('busy'), 'Applying the coupon');
      const applied = snapshotContext();
      if (applied.coupon == null) {
        const failure = applied.couponIssue
          ? new CliError(issueText(applied.couponIssue, t, config), EXIT.failure, 'coupon')
          : flowError(applied.couponError, t, false);
        failure.reported = true;
        throw failure;
      }
    }
    // The payment last: a partial payment depends on the total (the tip, the coupon).
    choosePayment(actor, options, payment, config, t);
    const view = checkoutView(snapshotContext());
    const summary = checkoutSummary(
      view,
      snapshotContext(),
      money,
      t,
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
        const failure = new CliError(issueText(first, t, config), EXIT.failure, first.code);
        failure.reported = true;
        throw failure;
      }
      throw flowError((done.context as CheckoutContext).error, t, true);
    }
    const placed = done.context as CheckoutContext;
    const orderId = placed.orderId;
    if (orderId == null) throw new CliError('No order id was returned', EXIT.failure);
    const report = paymentReport(options, view);
    if (placed.redirectLink == null) return { orderId, summary, payment: report };
    const gateway = await settleGatewayPayment(context, {
      subject: { kind: 'order', id: orderId },
      link: placed.redirectLink,
      sandbox: options.sandbox,
      config: {
        ...paymentConfigOf(config),
        digit_after_decimal_point: config.digit_after_decimal_point,
      },
      money,
    });
    return { orderId, summary, payment: withGateway(report, gateway) };
  } finally {
    actor.stop();
  }
}

const REST_METHOD: Record<RestOption, string> = {
  cash: 'cash_on_delivery',
  digital: 'digital_payment',
};
const WHOLE_METHOD: Record<Exclude<PaymentKindOption, 'partial'>, string> = {
  cash: 'cash_on_delivery',
  wallet: 'wallet',
  digital: 'digital_payment',
};

/**
 * `--payment`, `--rest` and `--gateway` as the machine's events (SET_PARTIAL, SET_PAYMENT). A
 * choice the machine refuses is an error with core's reason (exit 1): a method not offered, a
 * guest's wallet, a wallet that covers the total or holds nothing, an unknown gateway.
 */
function choosePayment(
  actor: CheckoutActor,
  options: CheckoutOptions,
  payment: CheckoutPaymentFacts,
  config: MoneyConfig,
  t: Context['t'],
): void {
  const context = () => actor.getSnapshot().context as CheckoutContext;
  const partial = options.payment === 'partial';
  const rest: RestOption | null = partial ? (options.rest ?? 'cash') : null;
  const selection: PaymentSelection = partial
    ? { kind: 'wallet', partial: true, rest, gateway: options.gateway ?? null }
    : {
        kind: options.payment as Exclude<PaymentKindOption, 'partial'>,
        partial: false,
        gateway: options.gateway ?? null,
      };
  const refused = () => {
    const c = context();
    const amounts = checkoutPaymentAmounts(c, checkoutView(c).totals.total);
    const issue =
      paymentIssue(checkoutPaymentOptions(c), selection, amounts, { guest: !c.signedIn }) ??
      ({ code: 'payment_method', key: 'payment.error.unavailable', values: {} } as const);
    const gateways = payment.config.active_payment_method_list?.map((g) => g.gateway) ?? [];
    const text = issueText(issue, t, config);
    return new CliError(
      issue.code === 'payment_gateway' ? `${text} (--gateway ${gateways.join(', ')})` : text,
      EXIT.failure,
      issue.code,
    );
  };
  if (partial) {
    if (!actor.getSnapshot().can({ type: 'SET_PARTIAL', partial: true })) throw refused();
    actor.send({ type: 'SET_PARTIAL', partial: true });
  }
  const method = partial ? REST_METHOD[rest!] : WHOLE_METHOD[options.payment as 'cash'];
  const gateway = method === 'digital_payment' ? (options.gateway ?? null) : null;
  const event = { type: 'SET_PAYMENT' as const, method, ...(gateway ? { gateway } : {}) };
  if (!actor.getSnapshot().can(event)) throw refused();
  actor.send(event);
  // The wallet must cover the whole total: core's refusal before anything is sent.
  const issue = checkoutView(context()).payment.issue;
  if (issue != null) throw new CliError(issueText(issue, t, config), EXIT.failure, issue.code);
}

/** The payment as chosen, before any gateway. */
function paymentReport(options: CheckoutOptions, view: CheckoutView): PaymentReport {
  const partial = options.payment === 'partial';
  const split = view.payment.split;
  return {
    method: options.payment,
    rest: partial ? (options.rest ?? 'cash') : null,
    gateway: view.payment.gateway,
    wallet: split?.wallet ?? null,
    status:
      options.payment === 'wallet'
        ? 'paid'
        : partial && (split?.wallet ?? 0) > 0
          ? 'partially_paid'
          : 'unpaid',
    link: null,
    flag: null,
  };
}

/** The report after the gateway's page: its address, and paid when the page was paid. */
/**
 * The tip, the scheduled slot, the notes and cutlery as the machine's events. A choice the
 * machine refuses is an error (exit 1), as is one the order would not carry (a tip or a delivery
 * instruction on a take-away order); a time that is no slot is a usage error (exit 2).
 */
function chooseExtras(
  actor: CheckoutActor,
  options: CheckoutOptions,
  facts: {
    tip: number | null;
    source: CheckoutSource;
    at: LocalDateTime;
    minutes: number;
    t: Context['t'];
  },
): void {
  const { tip, source, at, minutes, t } = facts;
  const view = () => checkoutView(actor.getSnapshot().context as CheckoutContext);
  if (tip != null) {
    choose(
      actor,
      { type: 'SET_TIPS', amount: tip },
      () => new CliError(`--tip: ${t('checkout.tips.error.invalid')}`, EXIT.failure, 'tips'),
    );
    if (tip > 0 && !view().showTips) {
      throw new CliError(
        `--tip: ${t(view().needsAddress ? 'checkout.tips.error.notOffered' : 'checkout.tips.error.deliveryOnly')}`,
        EXIT.failure,
        'tips',
      );
    }
  }
  const schedule = options.schedule;
  if (schedule?.kind === 'slot') {
    let moment: LocalDateTime = requestedMoment(schedule, at);
    if (offersSchedule(source.store)) {
      const slots = scheduleSlots(source, at, minutes);
      const slot = slots.find((s) => s.day === schedule.day && clockText(s.end) === schedule.time);
      if (slot == null) throw noSlotError(schedule, slots);
      moment = slot.at;
    }
    choose(
      actor,
      { type: 'SET_SCHEDULE', scheduleAt: moment },
      () =>
        new CliError(t(CHECKOUT_KEYS.schedule_not_allowed), EXIT.failure, 'schedule_not_allowed'),
    );
  }
  const { unavailableNote, deliveryInstruction } = options;
  if (unavailableNote != null || deliveryInstruction != null) {
    if (deliveryInstruction != null && !view().showDeliveryInstruction) {
      throw new CliError(
        `--delivery-instruction: ${t('checkout.notes.error.deliveryOnly')}`,
        EXIT.failure,
        'delivery_instruction',
      );
    }
    choose(
      actor,
      {
        type: 'SET_NOTES',
        ...(unavailableNote != null ? { unavailableItemNote: unavailableNote } : {}),
        ...(deliveryInstruction != null ? { deliveryInstruction } : {}),
      },
      () =>
        new CliError(
          `--unavailable-note, --delivery-instruction: ${t('checkout.notes.error.unknown')} (--help)`,
          EXIT.failure,
          'notes',
        ),
    );
  }
  if (options.cutlery != null) {
    choose(
      actor,
      { type: 'SET_CUTLERY', cutlery: options.cutlery },
      () =>
        new CliError(
          `--${options.cutlery ? '' : 'no-'}cutlery: ${t('checkout.cutlery.error.notOffered')}`,
          EXIT.failure,
          'cutlery',
        ),
    );
  }
}

/** The time, notes and cutlery rows of the output (the tip is a summary row). */
export function extrasRows(summary: CheckoutSummary, t: Context['t']): [string, string][] {
  const rows: [string, string][] = [
    [
      summary.orderType === 'take_away'
        ? t('checkout.schedule.titleTakeAway')
        : t('checkout.schedule.title'),
      summary.schedule?.text ?? t('checkout.schedule.asap'),
    ],
  ];
  if (summary.notes.unavailableItem != null) {
    rows.push([t('checkout.notes.unavailable.title'), summary.notes.unavailableItem.text]);
  }
  if (summary.notes.deliveryInstruction != null) {
    rows.push([t('checkout.notes.instruction.title'), summary.notes.deliveryInstruction.text]);
  }
  if (summary.cutlery)
    rows.push([t('checkout.extras.cutlery'), t('checkout.extras.cutleryRequested')]);
  return rows;
}

export function formatPlaced(result: PlacedResult, t: Context['t']): string {
  const { payment } = result;
  const pay: string[] =
    payment.link == null
      ? []
      : payment.flag == null
        ? ['', t('checkout.payment.payAt', { gateway: payment.gateway ?? '' }), payment.link]
        : ['', t('checkout.paymentReturn.paid')];
  return [
    t('checkout.placed.title'),
    t('checkout.placed.orderId', { id: result.orderId }),
    `${t('checkout.placed.payment')}: ${t(`payment.method.${payment.method}`)} (${t(`checkout.placed.status.${payment.status}`)})`,
    ...pay,
    '',
    ...result.summary.lines.map((l) => `${l.name} × ${l.quantity}  ${l.price}`),
    '',
    keyValues(result.summary.rows),
    '',
    keyValues(extrasRows(result.summary, t)),
    '',
    `Track it: storefront order track ${result.orderId}`,
  ].join('\n');
}

const positiveTips = DM_TIP_PRESETS.filter((p) => p > 0).join(', ');

/** The option keys of the notes and their texts (the help lists them). */
function notesHelp(): string {
  const list = (table: Record<string, string>) =>
    Object.entries(table).map(([key, text]) => `  ${key.padEnd(10)}  ${text}`);
  return [
    '',
    '--unavailable-note KEY (if any product is not available):',
    ...list(UNAVAILABLE_ITEM_NOTES),
    '',
    '--delivery-instruction KEY (delivery orders):',
    ...list(DELIVERY_INSTRUCTIONS),
    '',
    "--schedule takes a slot of today or tomorrow by its time (the slot's end, the scheduled",
    'moment), e.g. --schedule "tomorrow 00:30"; --schedule list prints the slots.',
  ].join('\n');
}

export function registerCheckoutCommand(program: Command, run: Runner): void {
  program
    .command('checkout')
    .description(
      'place the cart’s order with the checkout machine (cash, wallet, digital, partial); guests give their contact',
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
    .option(
      '--tip <amount>',
      `the delivery man tip (delivery): a preset (${positiveTips}) or any amount from 0`,
    )
    .option(
      '--schedule <when>',
      '"today HH:MM" or "tomorrow HH:MM" (a slot\'s time), or list: the slots (places nothing)',
      scheduleRequest,
    )
    .addOption(
      new Option('--unavailable-note <key>', 'what to do if any product is not available').choices(
        Object.keys(UNAVAILABLE_ITEM_NOTES),
      ),
    )
    .addOption(
      new Option('--delivery-instruction <key>', 'the delivery instruction (delivery)').choices(
        Object.keys(DELIVERY_INSTRUCTIONS),
      ),
    )
    .option('--cutlery', 'ask for cutlery (food orders, when the store offers it)')
    .option('--no-cutlery', 'no cutlery')
    .option('--coupon <code>', 'a coupon code')
    .option(
      '--payment <method>',
      'cash, wallet, digital, or partial (the wallet first, --rest for the rest)',
      paymentKind,
      'cash',
    )
    .option('--rest <method>', 'a partial payment’s rest: cash or digital (default cash)', restKind)
    .option('--gateway <gateway>', 'the digital gateway (default: the first offered)')
    .option(
      '--sandbox <outcome>',
      'pay a digital order on the sandbox page: success, decline or cancel',
      sandboxOutcome,
    )
    .addHelpText('after', notesHelp())
    .action(
      run(async (context, options: CheckoutOptions) => {
        if (options.schedule?.kind === 'list') {
          const list = await listScheduleSlots(context, options);
          context.output.result(list, () => formatScheduleList(list, context.t));
          return;
        }
        const result = await placeCartOrder(context, options);
        context.output.result(
          {
            orderId: result.orderId,
            ...result.summary,
            payment: result.payment,
            toasts: context.notifier.toasts,
          },
          () => formatPlaced(result, context.t),
        );
      }),
    );
}
