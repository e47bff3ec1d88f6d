/**
 * Payment gateways behind one interface (docs/payments.md): a gateway opens a hosted payment
 * session for a payment and gives the address the customer pays at, and it reads and verifies
 * the result it sends back to the merchant callback. The server ships one, the sandbox gateway
 * (`sandbox`, 'Sandbox Pay'), which works offline: its hosted page is served by this server
 * (payments/sandbox-page.ts) and it signs its results with HMAC-SHA-256 over the payment id, the
 * amount and the status (payments/secret.ts holds the key). A gateway also gives a payment back
 * (`refund`, run by payments/refunds.ts for guests' payments, who have no wallet): the sandbox's
 * refund reference is derived from the payment (HMAC of `refund|id|amount`), so asking twice
 * gives the same refund, as a real provider's idempotency key does. A real provider is another
 * `PaymentGateway` registered with `registerGateway` and named in `active_payment_method_list`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.js';
import { paymentSecret } from './secret.js';

/** How a payment ended at the gateway. */
export type GatewayStatus = 'paid' | 'failed' | 'canceled';
export const GATEWAY_STATUSES: readonly GatewayStatus[] = ['paid', 'failed', 'canceled'];

/** What the merchant opens a session for. */
export interface PaymentSession {
  paymentId: string;
  amount: number;
  currencyCode: string;
  /** The merchant's name (`business_name`), shown on the hosted page. */
  merchantName: string;
  /** This server's public origin (the sandbox's hosted page and callback live here). */
  baseUrl: string;
}

/** A gateway's result, verified: which payment, for how much, how it ended. */
export interface GatewayResult {
  paymentId: string;
  amount: number;
  status: GatewayStatus;
  /** The gateway's own reference of the transaction. */
  transactionReference: string | null;
}

/** A callback as received: its form or JSON fields (strings) and its headers. */
export interface GatewayCallback {
  fields: Record<string, string>;
  headers: Record<string, string | undefined>;
}

/** A refund to ask the gateway for: all or part of a paid payment. */
export interface RefundRequest {
  /** Our payment id: the refund's idempotency key (asking twice refunds once). */
  paymentId: string;
  /** How much goes back (at most the payment's amount). */
  amount: number;
  currencyCode: string;
  /** The gateway's reference of the paid transaction (null when it gave none). */
  transactionReference: string | null;
}

export interface PaymentGateway {
  /** The `gateway` of `active_payment_method_list`. */
  readonly id: string;
  /** Opens the hosted session; the customer's browser goes to `redirectUrl`. */
  createSession(session: PaymentSession): Promise<{ redirectUrl: string }>;
  /** The result a callback carries, or null when it is not signed by this gateway. */
  verifyCallback(callback: GatewayCallback): Promise<GatewayResult | null>;
  /**
   * Gives the money back to the means of payment: the gateway's refund reference. Throws when
   * the gateway refuses or cannot be reached (the refund stays due and is asked again later, with
   * the same `paymentId`).
   */
  refund(request: RefundRequest): Promise<{ reference: string }>;
}

/** The amount as signed: three decimals (the money columns' scale). */
export function signedAmount(amount: number): string {
  return (Math.round(amount * 1000) / 1000).toFixed(3);
}

/** The sandbox's signature of a result: hex HMAC-SHA-256 of `id|amount|status`. */
export function sandboxSignature(
  secret: Buffer,
  result: Pick<GatewayResult, 'paymentId' | 'amount' | 'status'>,
): string {
  return createHmac('sha256', secret)
    .update(`${result.paymentId}|${signedAmount(result.amount)}|${result.status}`, 'utf8')
    .digest('hex');
}

/** The signed fields the sandbox posts to the merchant callback. */
export function sandboxCallbackFields(
  secret: Buffer,
  result: GatewayResult,
): Record<string, string> {
  return {
    payment_id: result.paymentId,
    amount: signedAmount(result.amount),
    status: result.status,
    transaction_reference: result.transactionReference ?? '',
    signature: sandboxSignature(secret, result),
  };
}

const AMOUNT = /^\d{1,12}(\.\d{1,3})?$/;

/** The sandbox gateway (see the module notes). */
export function sandboxGateway(secret: () => Promise<Buffer>): PaymentGateway {
  return {
    id: 'sandbox',
    createSession(session) {
      const base = session.baseUrl.replace(/\/+$/, '');
      return Promise.resolve({
        redirectUrl: `${base}/payment/sandbox/${encodeURIComponent(session.paymentId)}`,
      });
    },
    async verifyCallback({ fields }) {
      const { payment_id: paymentId, amount, status, signature } = fields;
      if (!paymentId || !amount || !status || !signature) return null;
      if (!AMOUNT.test(amount) || !(GATEWAY_STATUSES as readonly string[]).includes(status)) {
        return null;
      }
      const result: GatewayResult = {
        paymentId,
        amount: Number(amount),
        status: status as GatewayStatus,
        transactionReference: fields.transaction_reference || null,
      };
      const expected = Buffer.from(sandboxSignature(await secret(), result), 'hex');
      const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
      if (!given || !timingSafeEqual(expected, given)) return null;
      return result;
    },
    async refund(request) {
      if (!(request.amount > 0) || !Number.isFinite(request.amount)) {
        throw new Error(`sandbox refund of ${request.paymentId}: the amount must be > 0`);
      }
      const digest = createHmac('sha256', await secret())
        .update(`refund|${request.paymentId}|${signedAmount(request.amount)}`, 'utf8')
        .digest('hex');
      return { reference: `sandbox-refund-${digest.slice(0, 24)}` };
    },
  };
}

type GatewayFactory = (db: Database) => PaymentGateway;

const factories = new Map<string, GatewayFactory>([
  ['sandbox', (db) => sandboxGateway(() => paymentSecret(db))],
]);

/** Adds a gateway (a real provider) under its `active_payment_method_list` name. */
export function registerGateway(id: string, factory: GatewayFactory): void {
  factories.set(id, factory);
}

/** The gateway of that name, or null when this server has none. */
export function paymentGateway(id: string, db: Database): PaymentGateway | null {
  return factories.get(id)?.(db) ?? null;
}
