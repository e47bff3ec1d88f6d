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
import type { PaymentState, PaymentSubject } from '../machines/payment-return.types.js';

/** The platform the payments are started from (`payment_platform`). */
export type PaymentPlatform = 'web' | 'cli';

/** The web app's payment callback route. */
export const PAYMENT_CALLBACK_PATH = '/payment-callback';

/**
 * The callback URL of a payment: the app's callback route at `origin`, naming what is paid (its
 * id when known: a retry; a new order's id is not known before it is placed).
 */
export function paymentCallback(
  origin: string,
  subject: { kind: PaymentSubject['kind']; id?: number | null },
): string {
  const url = new URL(PAYMENT_CALLBACK_PATH, origin);
  url.searchParams.set('kind', subject.kind);
  if (subject.id != null) url.searchParams.set('id', String(subject.id));
  return url.toString();
}

/** What the callback's address says: the flag, the payment, what was paid (when named). */
export interface PaymentCallbackParams {
  flag: string | null;
  paymentId: string | null;
  kind: PaymentSubject['kind'] | null;
  id: number | null;
}

/** Reads the callback's query (`flag`, `payment_id`, `kind`, `id`). */
export function paymentCallbackParams(search: URLSearchParams): PaymentCallbackParams {
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
  const gateway = order.payment_method === 'digital_payment' || partial;
  if (gateway && order.order_status === 'pending') {
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
  const url = new URL('/payment-mobile', origin);
  url.searchParams.set('order_id', String(input.orderId));
  url.searchParams.set('customer_id', String(input.customerId));
  url.searchParams.set('payment_platform', input.platform);
  url.searchParams.set('callback', input.callback);
  url.searchParams.set('payment_method', input.gateway);
  return url.toString();
}
