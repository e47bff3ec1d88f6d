/**
 * What a UI reads from `paymentReturnMachine`'s context (`paymentReturnView`): which methods a
 * failed digital payment may switch to, with core's payment rules (domain/payment.ts): cash when
 * it is offered; the wallet for a customer whose balance covers what is due. The machine decides
 * with the same reads.
 */
import { decimalDigits } from '../domain/money.js';
import { paymentOptions, walletCovers } from '../domain/payment.js';
import type {
  PaymentFlag,
  PaymentReturnContext,
  PaymentState,
  SwitchKind,
} from './payment-return.types.js';

export const PAYMENT_RETURN_KEYS = {
  /** 'Payment info updated.' (spec §8) */
  switched: 'payment.info.updated',
} as const;

/** The callback's `flag`, or null for anything else. */
export function paymentFlag(value: string | null | undefined): PaymentFlag | null {
  return value === 'success' || value === 'fail' || value === 'cancel' ? value : null;
}

/**
 * The methods an unpaid digital payment may switch to (see the notes); a partial payment's rest
 * only to cash (the wallet paid what it had); none once it is not due.
 */
export function switchOptions(
  context: Pick<PaymentReturnContext, 'config' | 'guest'>,
  state: PaymentState | null,
): SwitchKind[] {
  if (state == null || state.progress !== 'awaiting') return [];
  const options = paymentOptions({ config: context.config, guest: context.guest });
  const kinds: SwitchKind[] = [];
  if (options.cash) kinds.push('cash');
  if (
    options.wallet &&
    !state.partial &&
    walletCovers({
      total: state.due,
      walletBalance: state.walletBalance,
      digits: decimalDigits(context.config),
    })
  ) {
    kinds.push('wallet');
  }
  return kinds;
}

export interface PaymentReturnView {
  /** The payment went through (or nothing is left to pay online): the confirmation. */
  paid: boolean;
  /** The payment is still due: the failure page with Retry and the switches. */
  failed: boolean;
  /** The order or trip ended without it. */
  closed: boolean;
  switchOptions: SwitchKind[];
}

export function paymentReturnView(context: PaymentReturnContext): PaymentReturnView {
  const progress = context.state?.progress ?? null;
  return {
    paid: progress === 'paid' || progress === 'settled' || context.switchedTo != null,
    failed: progress === 'awaiting' && context.switchedTo == null,
    closed: progress === 'closed',
    switchOptions: switchOptions(context, context.state),
  };
}
