/**
 * Paying orders and trips through the API (issue 12; reference §6.7, §6.11,
 * reference/6ammart-web.md 'Payment redirect'): what the checkout and trip booking send for a
 * digital payment, where an order's or trip's payment stands, a new payment for it, and switching
 * it to another method. Used by the web app and the CLI through the machines' actors
 * (`paymentReturnActors`).
 *
 * - The callback: where the browser comes back after the gateway's hosted page; the server
 *   appends `flag=success|fail|cancel` and `payment_id` and keeps the callback's own query
 *   (`paymentCallback`: the web app's `/payment-callback?kind=order|trip[&id=…]`).
 * - `orderPaymentState` / `tripPaymentState`: where the payment stands from the order or trip the
 *   server answers (paid; still due to the gateway; left to cash; closed).
 * - A new payment of an order: the incumbent's entry `GET /payment-mobile?order_id=&customer_id=
 *   &payment_platform=&callback=&payment_method=` (the gateway), which resumes the pending
 *   payment or starts one and redirects to its hosted page (`orderPaymentLink`).
 */
import { toAmount } from '../domain/money.js';
import type { PaymentConfig, PaymentZone } from '../domain/payment.js';
import type { CheckoutPaymentFacts } from '../machines/checkout.types.js';
import type { PaymentState, PaymentSubject } from '../machines/payment-return.types.js';
import type { components } from './schema.gen.js';

type ApiConfig = components['schemas']['Config'];
type ApiZone = components['schemas']['ZoneWithModules'];

/** The platform the payments are started from (`payment_platform`). */
export type PaymentPlatform = 'web' | 'cli';

/** The payment fields of `GET config` as core's payment rules read them. */
export function paymentConfigOf(config: ApiConfig): PaymentConfig {
  const extra = config as ApiConfig & {
    partial_payment_method?: string | null;
    digital_payment_info?: { digital_payment?: boolean | number | null } | null;
  };
  return {
    cash_on_delivery: config.cash_on_delivery,
    digital_payment: config.digital_payment,
    digital_payment_info: extra.digital_payment_info ?? null,
    // A v1 backend may leave the list out: no gateway then.
    active_payment_method_list: (config.active_payment_method_list ?? []).map((g) => ({
      gateway: g.gateway,
      gateway_title: g.gateway_title,
      gateway_image_full_url: g.gateway_image_full_url ?? null,
    })),
    customer_wallet_status: config.customer_wallet_status,
    partial_payment_status: config.partial_payment_status ?? null,
    partial_payment_method: extra.partial_payment_method ?? null,
  };
}

/** A zone's payment flags. */
export function paymentZoneOf(
  zone: Pick<ApiZone, 'cash_on_delivery' | 'digital_payment'>,
): PaymentZone {
  return { cash_on_delivery: zone.cash_on_delivery, digital_payment: zone.digital_payment };
}

/** The checkout's payment facts: the config's, and the store's zone's when known. */
export function checkoutPaymentFactsOf(
  config: ApiConfig,
  zone: Pick<ApiZone, 'cash_on_delivery' | 'digital_payment'> | null,
): CheckoutPaymentFacts {
  return { config: paymentConfigOf(config), zone: zone == null ? null : paymentZoneOf(zone) };
}

/** The web app's payment callback route. */
export const PAYMENT_CALLBACK_PATH = '/payment-callback';

// Core runs without the DOM's URL types: addresses are put together by hand.
/** `origin` (scheme, host, port; a trailing path or slash is dropped) + `path` + the query. */
function address(origin: string, path: string, query: [string, string][]): string {
  const root = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(origin.trim())?.[0] ?? '';
  const search = query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${root}${path}${search === '' ? '' : `?${search}`}`;
}

/** A query's reader (`URLSearchParams` in a browser and in Node). */
export interface QueryReader {
  get(name: string): string | null;
}

/**
 * The callback URL of a payment: the app's callback route at `origin`, naming what is paid (its
 * id when known: a retry; a new order's id is not known before it is placed).
 */
export function paymentCallback(
  origin: string,
  subject: { kind: PaymentSubject['kind']; id?: number | null },
): string {
  const query: [string, string][] = [['kind', subject.kind]];
  if (subject.id != null) query.push(['id', String(subject.id)]);
  return address(origin, PAYMENT_CALLBACK_PATH, query);
}

/** What the callback's address says: the flag, the payment, what was paid (when named). */
export interface PaymentCallbackParams {
  flag: string | null;
  paymentId: string | null;
  kind: PaymentSubject['kind'] | null;
  id: number | null;
}

/** Reads the callback's query (`flag`, `payment_id`, `kind`, `id`). */
export function paymentCallbackParams(search: QueryReader): PaymentCallbackParams {
  const kind = search.get('kind');
  const id = (search.get('id') ?? '').trim();
  const paymentId = (search.get('payment_id') ?? '').trim();
  return {
    flag: search.get('flag'),
    paymentId: /^[0-9a-f]{8,64}$/i.test(paymentId) ? paymentId : null,
    kind: kind === 'order' || kind === 'trip' ? kind : null,
    id: /^\d{1,12}$/.test(id) && Number(id) > 0 ? Number(id) : null,
  };
}

/** Order statuses after which nothing is paid any more. */
const CLOSED_ORDER_STATUSES = [
  'canceled',
  'failed',
  'refunded',
  'refund_requested',
  'refund_request_canceled',
];

/** The order fields `orderPaymentState` reads. */
export interface OrderPaymentFacts {
  payment_status: string;
  payment_method: string | null;
  order_status: string;
  order_amount: number | string;
  partially_paid_amount?: number | string | null;
  /** When an unpaid digital payment expires: set while the gateway payment is due. */
  payment_expires_at?: string | null;
}

/**
 * Whether the gateway payment is still due: the server's `payment_expires_at` when it sends one
 * (set exactly while it waits); else a digital (or partial) payment of a holding status.
 */
function gatewayDue(
  facts: { payment_method: string | null; payment_expires_at?: string | null },
  holding: boolean,
): boolean {
  if (!holding) return false;
  if (facts.payment_expires_at !== undefined) return facts.payment_expires_at != null;
  return facts.payment_method === 'digital_payment' || facts.payment_method === 'partial_payment';
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Where an order's payment stands (`PaymentState`): paid; a digital payment (or a partial
 * payment's digital rest) still due while the order is pending; closed once the order was
 * canceled or failed (an unpaid digital order expires as failed); otherwise left to cash.
 */
export function orderPaymentState(order: OrderPaymentFacts, walletBalance: number): PaymentState {
  const partial = order.payment_method === 'partial_payment';
  const base = { walletBalance: Math.max(0, toAmount(walletBalance)), partial };
  if (order.payment_status === 'paid') return { ...base, progress: 'paid', due: 0 };
  if (CLOSED_ORDER_STATUSES.includes(order.order_status)) {
    return { ...base, progress: 'closed', due: 0 };
  }
  if (gatewayDue(order, order.order_status === 'pending')) {
    const paid = partial ? toAmount(order.partially_paid_amount) : 0;
    return {
      ...base,
      progress: 'awaiting',
      due: Math.max(0, round3(toAmount(order.order_amount) - paid)),
    };
  }
  return { ...base, progress: 'settled', due: 0 };
}

/** What `orderPaymentLink` needs. */
export interface OrderPaymentLinkInput {
  orderId: number;
  /** The customer's id, or the guest's id (the order's owner). */
  customerId: string | number;
  /** Where the browser returns (`paymentCallback`). */
  callback: string;
  /** The gateway (`active_payment_method_list[].gateway`). */
  gateway: string;
  platform: PaymentPlatform;
}

/**
 * A new payment of an order (or the one still open): the server's `/payment-mobile` entry at
 * `origin`, which redirects to the gateway's hosted page.
 */
export function orderPaymentLink(origin: string, input: OrderPaymentLinkInput): string {
  return address(origin, '/payment-mobile', [
    ['order_id', String(input.orderId)],
    ['customer_id', String(input.customerId)],
    ['payment_platform', input.platform],
    ['callback', input.callback],
    ['payment_method', input.gateway],
  ]);
}

/** The i18n key of an order's or trip's stored `payment_method` (area payment). */
export function paymentMethodKey(method: string | null | undefined): string {
  switch (method) {
    case 'digital_payment':
      return 'payment.method.digital';
    case 'wallet':
      return 'payment.method.wallet';
    case 'partial_payment':
      return 'payment.method.partial';
    case 'cash_payment':
      return 'payment.method.cashAtPickup';
    default:
      return 'payment.method.cash';
  }
}

/**
 * A partial payment's parts as placed (reference 'Paid by wallet', 'Due payment'): what the
 * wallet paid and what is still due (0 once paid); null for any other payment.
 */
export function partialPaymentParts(
  order: Pick<OrderPaymentFacts, 'payment_method' | 'payment_status' | 'order_amount'> & {
    partially_paid_amount?: number | string | null;
  },
): { wallet: number; due: number } | null {
  if (order.payment_method !== 'partial_payment') return null;
  const wallet = Math.max(0, toAmount(order.partially_paid_amount));
  const due =
    order.payment_status === 'paid'
      ? 0
      : Math.max(0, round3(toAmount(order.order_amount) - wallet));
  return { wallet, due };
}

/** The trip fields `tripPaymentState` reads. */
export interface TripPaymentFacts {
  payment_status: string;
  payment_method: string | null;
  trip_status: string;
  trip_amount: number | string;
  partially_paid_amount?: number | string | null;
  payment_expires_at?: string | null;
}

/** Trip statuses after which nothing is paid any more. */
const CLOSED_TRIP_STATUSES = ['canceled', 'payment_failed'];

/**
 * Where a trip's payment stands (as `orderPaymentState`): paid; a digital payment (or a partial
 * payment's digital rest) still due while the trip holds its vehicles (pending or confirmed);
 * closed once canceled or failed for want of payment; otherwise left to cash at pickup.
 */
export function tripPaymentState(trip: TripPaymentFacts, walletBalance: number): PaymentState {
  const partial = trip.payment_method === 'partial_payment';
  const base = { walletBalance: Math.max(0, toAmount(walletBalance)), partial };
  if (trip.payment_status === 'paid') return { ...base, progress: 'paid', due: 0 };
  if (CLOSED_TRIP_STATUSES.includes(trip.trip_status)) {
    return { ...base, progress: 'closed', due: 0 };
  }
  if (gatewayDue(trip, trip.trip_status === 'pending' || trip.trip_status === 'confirmed')) {
    const paid = partial ? toAmount(trip.partially_paid_amount) : 0;
    return {
      ...base,
      progress: 'awaiting',
      due: Math.max(0, round3(toAmount(trip.trip_amount) - paid)),
    };
  }
  return { ...base, progress: 'settled', due: 0 };
}

/** The order or trip fields `cardRefund` reads (an order's `order_status`, a trip's `trip_status`). */
export interface CardRefundFacts {
  is_guest?: number | boolean | null;
  payment_method?: string | null;
  payment_status: string;
  order_status?: string;
  trip_status?: string;
  refunded?: string | null;
}

/** Statuses of an order or trip given up before it was served (what was paid goes back). */
const GIVEN_UP_STATUSES = ['canceled', 'failed', 'payment_failed'];

/**
 * A guest's refund to the card (a guest has no wallet; the server returns a paid digital payment
 * of a canceled or failed order or trip through the gateway, and stamps `refunded`): done (at
 * `refunded`), on its way (given up, paid digitally, not stamped yet), or nothing to show.
 */
export function cardRefund(
  facts: CardRefundFacts,
): { state: 'refunded'; at: string } | { state: 'pending' } | null {
  if (facts.refunded) return { state: 'refunded', at: facts.refunded };
  const status = facts.order_status ?? facts.trip_status ?? '';
  const guest = facts.is_guest === 1 || facts.is_guest === true;
  if (
    guest &&
    GIVEN_UP_STATUSES.includes(status) &&
    facts.payment_status === 'paid' &&
    facts.payment_method === 'digital_payment'
  ) {
    return { state: 'pending' };
  }
  return null;
}
