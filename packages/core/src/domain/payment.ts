/**
 * Paying an order or a trip (reference §6.7, §6.9, §6.10, §6.11; storefront §3 'Configuration
 * read', issue 12 'Payments'): which methods are offered, the checks on the customer's choice,
 * and how the amount is split between the wallet and the rest. The web and CLI checkouts show
 * exactly this; the server's `order/place`, `order/payment-method` and `rental/user/trip/payment`
 * refuse with exactly this.
 *
 * Methods, by kind (`PaymentKind`):
 * - `cash`: cash on delivery (orders, `cash_on_delivery`) or at pickup (trips, `cash_payment`),
 *   when the config's and the zone's `cash_on_delivery` are on (absent counts as on);
 * - `digital`: through a gateway of `active_payment_method_list` (the hosted page), when the
 *   config's `digital_payment` (and `digital_payment_info.digital_payment`, when sent) and the
 *   zone's `digital_payment` are on and the list has a gateway;
 * - `wallet`: customers only (never guests), when `customer_wallet_status` is 1; the balance must
 *   cover the whole total ('Your wallet balance is insufficient for payment.');
 * - partial: the wallet pays what it has and another method the rest, customers only, when the
 *   wallet is offered and `partial_payment_status` is 1; the rest by `partial_payment_method`:
 *   `cod` cash, `digital_payment` digital, `both` (or absent) either, among those offered. The
 *   wallet must hold something (> 0) and less than the total (otherwise the whole wallet
 *   payment is the way), and the rest must be chosen ('* Please select an option to pay the rest
 *   of the amount').
 * No choice: 'Please select a payment method'.
 *
 * The split (`paymentSplit`): wallet part = min(balance, total), rest = total − wallet part, both
 * rounded to the money digits, never negative, adding up to the total.
 *
 * The plan (`paymentPlan`): what a chosen method does to the order: the stored `payment_method`
 * (`partial_payment` for a partial payment, as the v1 API stores it), the wallet debit, the part
 * left to a gateway, and the payment status at placement (`paid` by wallet, `partially_paid`
 * with a wallet part, else `unpaid`). An order paid by wallet, or partly by wallet with cash for
 * the rest, is `confirmed` at once (reference §6.7); the others stay `pending`.
 *
 * Wire names: orders send `payment_method` ∈ cash_on_delivery | digital_payment | wallet, with
 * `partial_payment=1` and the rest's method for a partial payment (`orderPaymentSelection`);
 * trips send cash_payment | wallet | partial_payment | digital_payment, with a partial payment's
 * rest digital when a `payment_gateway` is named, else cash at pickup (`tripPaymentSelection`).
 */
import { ruleIssue, type RuleIssue } from './issue.js';
import { cleanAmount, roundTo, toAmount } from './money.js';

const on = (v: boolean | number | string | null | undefined): boolean =>
  v === true || v === 1 || v === '1';
/** A flag that counts as on when absent. */
const onByDefault = (v: boolean | number | string | null | undefined): boolean =>
  v == null || on(v);

export type PaymentKind = 'cash' | 'digital' | 'wallet';
/** The kinds that can pay a partial payment's rest. */
export type RestKind = 'cash' | 'digital';

/** A gateway of `active_payment_method_list`. */
export interface PaymentGatewayOption {
  gateway: string;
  gateway_title: string;
  gateway_image_full_url?: string | null;
}

/** The config fields the payment rules read (`GET config`). */
export interface PaymentConfig {
  cash_on_delivery?: boolean | number | null;
  digital_payment?: boolean | number | null;
  digital_payment_info?: { digital_payment?: boolean | number | null } | null;
  active_payment_method_list?: readonly PaymentGatewayOption[] | null;
  customer_wallet_status?: number | boolean | null;
  partial_payment_status?: number | boolean | null;
  /** `cod`, `digital_payment` or `both`: what may pay a partial payment's rest. */
  partial_payment_method?: string | null;
}

/** The zone's payment flags (`config/get-zone-id` zone_data, the store's zone). */
export interface PaymentZone {
  cash_on_delivery?: boolean | number | null;
  digital_payment?: boolean | number | null;
}

export interface PaymentOptions {
  cash: boolean;
  digital: boolean;
  /** The gateways a digital payment may go through (empty when digital is not offered). */
  gateways: PaymentGatewayOption[];
  wallet: boolean;
  partial: boolean;
  /** What may pay a partial payment's rest (empty when partial is not offered). */
  partialRest: RestKind[];
}

/** The methods offered (see the module notes). `zone` null: no zone restriction. */
export function paymentOptions(facts: {
  config: PaymentConfig;
  zone?: PaymentZone | null;
  guest: boolean;
}): PaymentOptions {
  const { config, guest } = facts;
  const zone = facts.zone ?? {};
  const cash = onByDefault(config.cash_on_delivery) && onByDefault(zone.cash_on_delivery);
  const gateways = [...(config.active_payment_method_list ?? [])];
  const digital =
    onByDefault(config.digital_payment) &&
    onByDefault(config.digital_payment_info?.digital_payment) &&
    onByDefault(zone.digital_payment) &&
    gateways.length > 0;
  const wallet = !guest && on(config.customer_wallet_status);
  const restAllowed = partialRestKinds(config.partial_payment_method);
  const partialRest = restAllowed.filter((k) => (k === 'cash' ? cash : digital));
  const partial = wallet && on(config.partial_payment_status) && partialRest.length > 0;
  return {
    cash,
    digital,
    gateways: digital ? gateways : [],
    wallet,
    partial,
    partialRest: partial ? partialRest : [],
  };
}

/** The kinds `partial_payment_method` allows for the rest: cod, digital_payment, both. */
export function partialRestKinds(setting: string | null | undefined): RestKind[] {
  if (setting === 'cod') return ['cash'];
  if (setting === 'digital_payment') return ['digital'];
  return ['cash', 'digital'];
}

/** Whether any method at all is offered. */
export function anyPaymentOffered(options: PaymentOptions): boolean {
  return options.cash || options.digital || options.wallet;
}

// ---------------------------------------------------------------- the choice

/** What the customer chose. A partial payment is `{kind: 'wallet', partial: true, rest}`. */
export interface PaymentSelection {
  kind: PaymentKind | null;
  partial: boolean;
  /** A partial payment's rest. */
  rest?: RestKind | null;
  /** The gateway of a digital payment (or a partial payment's digital rest). */
  gateway?: string | null;
}

export interface PaymentAmounts {
  /** What is to be paid. */
  total: number;
  /** The customer's wallet balance (0 for guests). */
  walletBalance: number;
  /** `digit_after_decimal_point`. */
  digits: number;
}

export type PaymentIssueCode =
  | 'payment_method'
  | 'insufficient_balance'
  | 'partial_payment'
  | 'partial_rest'
  | 'payment_gateway';

export type PaymentIssue = RuleIssue<PaymentIssueCode>;

/** i18n keys of the payment issues (and the spec's texts they hold). */
export const PAYMENT_KEYS = {
  /** 'Please select a payment method' */
  selectMethod: 'payment.error.selectMethod',
  /** A method that is not offered to this customer, order or zone. */
  unavailable: 'payment.error.unavailable',
  /** A guest choosing the wallet or a partial payment. */
  signInForWallet: 'payment.error.signInForWallet',
  /** 'Your wallet balance is insufficient for payment.' */
  walletInsufficient: 'payment.error.walletInsufficient',
  /** A partial payment with an empty wallet. */
  walletEmpty: 'payment.error.walletEmpty',
  /** A partial payment while the wallet covers the whole total. */
  walletCovers: 'payment.error.walletCovers',
  /** '* Please select an option to pay the rest of the amount' */
  selectRest: 'payment.error.selectRest',
  /** A gateway that is not among the offered ones. */
  gateway: 'payment.error.gateway',
} as const;

/** The HTTP status the server answers an issue with (403: the v1 API's refusals). */
export const PAYMENT_ISSUE_STATUS: Record<PaymentIssueCode, number> = {
  payment_method: 403,
  insufficient_balance: 403,
  partial_payment: 403,
  partial_rest: 403,
  payment_gateway: 403,
};

/** An amount rounded to the money digits, never below 0. */
function money(value: number, digits: number): number {
  return Math.max(0, roundTo(cleanAmount(toAmount(value)), digits));
}

/** Whether the wallet covers the total. */
export function walletCovers(amounts: PaymentAmounts): boolean {
  return money(amounts.walletBalance, amounts.digits) >= money(amounts.total, amounts.digits);
}

export interface PaymentSplit {
  /** What the wallet pays. */
  wallet: number;
  /** What is left for the other method. */
  rest: number;
}

/**
 * A partial payment's split: the wallet pays what it has, up to the total; the rest is the
 * remainder. Both rounded, never negative, `wallet + rest = total`.
 */
export function paymentSplit(amounts: PaymentAmounts): PaymentSplit {
  const total = money(amounts.total, amounts.digits);
  const wallet = Math.min(money(amounts.walletBalance, amounts.digits), total);
  return { wallet, rest: money(total - wallet, amounts.digits) };
}

/** Why the choice cannot pay this amount, the first reason, or null (see the module notes). */
export function paymentIssue(
  options: PaymentOptions,
  selection: PaymentSelection,
  amounts: PaymentAmounts,
  facts: { guest: boolean } = { guest: false },
): PaymentIssue | null {
  const K = PAYMENT_KEYS;
  const { kind, partial } = selection;
  if (kind == null) return ruleIssue('payment_method', K.selectMethod);
  if (facts.guest && (kind === 'wallet' || partial)) {
    return ruleIssue('payment_method', K.signInForWallet);
  }
  if (partial) {
    if (kind !== 'wallet' || !options.partial) return ruleIssue('partial_payment', K.unavailable);
    const balance = money(amounts.walletBalance, amounts.digits);
    if (!(balance > 0)) return ruleIssue('partial_payment', K.walletEmpty);
    if (walletCovers(amounts)) return ruleIssue('partial_payment', K.walletCovers);
    const rest = selection.rest ?? null;
    if (rest == null || !options.partialRest.includes(rest)) {
      return ruleIssue('partial_rest', K.selectRest);
    }
    if (rest === 'digital') return gatewayIssue(options, selection.gateway);
    return null;
  }
  if (kind === 'cash') return options.cash ? null : ruleIssue('payment_method', K.unavailable);
  if (kind === 'digital') {
    if (!options.digital) return ruleIssue('payment_method', K.unavailable);
    return gatewayIssue(options, selection.gateway);
  }
  if (!options.wallet) return ruleIssue('payment_method', K.unavailable);
  if (!walletCovers(amounts)) {
    return ruleIssue(
      'insufficient_balance',
      K.walletInsufficient,
      { balance: money(amounts.walletBalance, amounts.digits) },
      ['balance'],
    );
  }
  return null;
}

/** A named gateway must be one offered; no name takes the first. */
function gatewayIssue(options: PaymentOptions, gateway: string | null | undefined) {
  if (gateway == null || gateway === '') return null;
  return options.gateways.some((g) => g.gateway === gateway)
    ? null
    : ruleIssue('payment_gateway', PAYMENT_KEYS.gateway);
}

/** The gateway a digital payment goes through: the one named (offered), else the first. */
export function chosenGateway(
  options: PaymentOptions,
  gateway: string | null | undefined,
): PaymentGatewayOption | null {
  if (gateway != null && gateway !== '') {
    return options.gateways.find((g) => g.gateway === gateway) ?? null;
  }
  return options.gateways[0] ?? null;
}

// ---------------------------------------------------------------- the plan

export type PaymentStatus = 'unpaid' | 'paid' | 'partially_paid';

export interface PaymentPlan {
  /** The order's stored `payment_method` (cash, digital, wallet or `partial_payment`). */
  method: 'cash' | 'digital' | 'wallet' | 'partial';
  /** Debited from the wallet at placement. */
  walletDebit: number;
  /** Left to a gateway (the hosted page); 0 when none. */
  gatewayAmount: number;
  /** Left to cash (on delivery, or at pickup); 0 when none. */
  cashAmount: number;
  /** The rest's kind of a partial payment. */
  rest: RestKind | null;
  /** The payment status right after placement. */
  paymentStatus: PaymentStatus;
  /** An order paid by wallet, or partly by wallet with cash for the rest, is confirmed at once. */
  confirmsOrder: boolean;
}

/** What a valid choice does (check it first with `paymentIssue`). */
export function paymentPlan(selection: PaymentSelection, amounts: PaymentAmounts): PaymentPlan {
  const total = money(amounts.total, amounts.digits);
  if (selection.partial) {
    const split = paymentSplit(amounts);
    const rest = selection.rest ?? 'cash';
    return {
      method: 'partial',
      walletDebit: split.wallet,
      gatewayAmount: rest === 'digital' ? split.rest : 0,
      cashAmount: rest === 'cash' ? split.rest : 0,
      rest,
      paymentStatus: split.wallet > 0 ? 'partially_paid' : 'unpaid',
      confirmsOrder: rest === 'cash',
    };
  }
  const kind = selection.kind ?? 'cash';
  return {
    method: kind,
    walletDebit: kind === 'wallet' ? total : 0,
    gatewayAmount: kind === 'digital' ? total : 0,
    cashAmount: kind === 'cash' ? total : 0,
    rest: null,
    paymentStatus: kind === 'wallet' ? 'paid' : 'unpaid',
    confirmsOrder: kind === 'wallet',
  };
}

// ---------------------------------------------------------------- wire names

export const ORDER_PAYMENT_METHOD: Record<PaymentKind, string> = {
  cash: 'cash_on_delivery',
  digital: 'digital_payment',
  wallet: 'wallet',
};
export const PARTIAL_PAYMENT_METHOD = 'partial_payment';

/** The kind of an order's `payment_method`, or null. */
export function orderPaymentKind(method: string | null | undefined): PaymentKind | null {
  if (method === 'cash_on_delivery') return 'cash';
  if (method === 'digital_payment') return 'digital';
  if (method === 'wallet') return 'wallet';
  return null;
}

/**
 * The choice an order body names (reference §6.7): `partial_payment` 1 with the rest's method
 * (`cash_on_delivery` or `digital_payment`) is a partial payment.
 */
export function orderPaymentSelection(body: {
  payment_method: string | null | undefined;
  partial_payment?: boolean | number | string | null;
  payment_gateway?: string | null;
}): PaymentSelection {
  const kind = orderPaymentKind(body.payment_method);
  if (on(body.partial_payment) || body.partial_payment === 'true') {
    return {
      kind: 'wallet',
      partial: true,
      rest: kind === 'cash' || kind === 'digital' ? kind : null,
      gateway: body.payment_gateway ?? null,
    };
  }
  return { kind, partial: false, gateway: body.payment_gateway ?? null };
}

/** The `payment_method` an order stores for a plan. */
export function orderPaymentMethodOf(plan: Pick<PaymentPlan, 'method'>): string {
  return plan.method === 'partial' ? PARTIAL_PAYMENT_METHOD : ORDER_PAYMENT_METHOD[plan.method];
}

/** The wire names of a trip payment (reference §6.11). */
export const TRIP_PAYMENT_METHOD = {
  cash: 'cash_payment',
  digital: 'digital_payment',
  wallet: 'wallet',
  partial: 'partial_payment',
} as const;

/**
 * The choice a trip payment names: `cash_payment` (or `cash_on_delivery`), `digital_payment`,
 * `wallet`, or `partial_payment` (the rest digital through `payment_gateway` when one is named,
 * else cash at pickup).
 */
export function tripPaymentSelection(body: {
  payment_method: string | null | undefined;
  payment_gateway?: string | null;
}): PaymentSelection {
  const gateway = body.payment_gateway ?? null;
  switch (body.payment_method) {
    case 'cash_payment':
    case 'cash_on_delivery':
      return { kind: 'cash', partial: false };
    case 'digital_payment':
      return { kind: 'digital', partial: false, gateway };
    case 'wallet':
      return { kind: 'wallet', partial: false };
    case 'partial_payment':
      return { kind: 'wallet', partial: true, rest: gateway ? 'digital' : 'cash', gateway };
    default:
      return { kind: null, partial: false };
  }
}

/** The `payment_method` a trip stores for a plan. */
export function tripPaymentMethodOf(plan: Pick<PaymentPlan, 'method'>): string {
  return TRIP_PAYMENT_METHOD[plan.method];
}

// ---------------------------------------------------------------- unpaid expiry

/** Minutes an unpaid digital order or trip waits for its payment (`digital_payment_expiry_minutes`). */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 30;

/** The expiry setting in minutes: a number > 0, else the default. */
export function paymentExpiryMinutes(value: unknown): number {
  const n = toAmount(value);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_PAYMENT_EXPIRY_MINUTES;
}

/** When an unpaid digital payment placed at `placedAtMs` expires (ms since the epoch). */
export function paymentExpiresAt(placedAtMs: number, minutes: number): number {
  return placedAtMs + Math.round(paymentExpiryMinutes(minutes) * 60_000);
}
