/** The types of `paymentReturnMachine` (payment-return.machine.ts): its input, context, events, actors' inputs and outputs. */
import type { PaymentConfig, PaymentKind } from '../domain/payment.js';
import type { MoneyConfig } from '../domain/money.js';
import type { UiError } from '../domain/ui-error.js';
import type { NotifyParams } from './effects.js';

/** What was paid for: an order or a trip. */
export interface PaymentSubject {
  kind: 'order' | 'trip';
  id: number;
}

/** How the gateway's page ended, as the callback says (`flag`); null when it says nothing known. */
export type PaymentFlag = 'success' | 'fail' | 'cancel';

/**
 * Where the payment of an order or trip stands, as the server has it:
 * - `paid`: nothing is left to pay;
 * - `awaiting`: the gateway payment is still due and can be made (again) or switched;
 * - `settled`: what is left is paid otherwise (cash on delivery, at pickup);
 * - `closed`: the order or trip is over without the payment (canceled, expired).
 */
export type PaymentProgress = 'paid' | 'awaiting' | 'settled' | 'closed';

/** The payment of an order or trip as loaded (see `orderPaymentState`, `tripPaymentState`). */
export interface PaymentState {
  progress: PaymentProgress;
  /** What the gateway is to collect (the total, or the rest after a wallet part); 0 when none. */
  due: number;
  /** The customer's wallet balance (0 for a guest). */
  walletBalance: number;
  /** A partial payment's rest (the wallet paid a part): it may switch to cash only. */
  partial: boolean;
}

/** The config fields the return reads: the payment rules' and the money digits. */
export type PaymentReturnConfig = PaymentConfig & Pick<MoneyConfig, 'digit_after_decimal_point'>;

export interface PaymentReturnInput {
  subject: PaymentSubject;
  /** The callback's `flag` as read from the address (anything else counts as none). */
  flag: string | null;
  /** A guest (no wallet). */
  guest: boolean;
  /** The config's payment fields: what a failed payment may switch to. */
  config: PaymentReturnConfig;
}

export interface PaymentReturnContext {
  subject: PaymentSubject;
  flag: PaymentFlag | null;
  guest: boolean;
  config: PaymentReturnConfig;
  /** The payment as last loaded. */
  state: PaymentState | null;
  /** The gateway's page a retry goes to. */
  link: string | null;
  /** The method the payment was switched to. */
  switchedTo: SwitchKind | null;
  /** Why loading, retrying or switching failed. */
  error: UiError | null;
  /** How the return ended (the final state's name), null until then. */
  outcome: PaymentReturnOutcome;
}

/** How the return ended. */
export type PaymentReturnOutcome =
  'paid' | 'settled' | 'switched' | 'closed' | 'redirecting' | null;

/** What a failed digital payment can switch to. */
export type SwitchKind = Extract<PaymentKind, 'cash' | 'wallet'>;

export type PaymentReturnEvent =
  { type: 'RETRY' } | { type: 'SWITCH'; method: SwitchKind } | { type: 'RELOAD' };

/** `retryPayment`'s and `loadPayment`'s input. */
export interface PaymentSubjectInput {
  subject: PaymentSubject;
}

/** `switchPayment`'s input: the subject and the method it is to be paid with instead. */
export interface SwitchPaymentInput {
  subject: PaymentSubject;
  method: SwitchKind;
}

/** A new gateway payment: the hosted page to go to. */
export interface RetryPaymentResult {
  redirect_link: string;
}

/** The server's answer to switching ('Payment info updated.'). */
export interface SwitchPaymentResult {
  message?: string | null;
}

export type PaymentReturnNotifyParams = NotifyParams;
