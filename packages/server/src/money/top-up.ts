/**
 * Wallet top-up through a digital payment (`customer/wallet/add-fund`, reference §4.12, §6.10;
 * storefront §4 'Wallet top-up'):
 *
 * 1. `startTopUp`: the gateway must be one of `active_payment_method_list`; the amount is rounded
 *    to the money's decimals; the bonus is core's `topUpBonus` of the bonuses running now, the
 *    one the customer was shown, kept with the payment (`meta.bonus`) so that what was promised is
 *    what is credited; a pending `wallet_top_up` payment is started (its reference a new UUID)
 *    and the answer is the gateway's `redirect_link`.
 * 2. When the gateway's signed callback says paid, `onPaid` credits the amount and its bonus in
 *    the callback's transaction (`add_fund`, the payment id as the reference): the registry runs
 *    it exactly once, so a replayed callback credits nothing. A failed, canceled or expired
 *    top-up moves no money.
 *
 * Decision: the bonus is fixed when the payment starts (the v1 API computes it in the success
 * hook); a bonus ending while the customer is on the hosted page still applies.
 */
import { randomUUID } from 'node:crypto';
import { roundMoney } from '@storefront/core/domain/cart';
import type { AddFundRequest } from '@storefront/core/schemas/wallet';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import type { OrderingScope } from '../ordering/scope.js';
import {
  paymentEnv,
  registerPaymentPurpose,
  startPayment,
  type PaymentRow,
} from '../payments/registry.js';
import { bonusFor } from './bonuses.js';
import { walletEntry } from './ledger.js';

export const TOP_UP_PURPOSE = 'wallet_top_up';

/** The bonus kept with a top-up payment (0 when the payment carries none). */
export function keptBonus(payment: Pick<PaymentRow, 'meta'>): number {
  const bonus = payment.meta.bonus;
  return typeof bonus === 'number' && Number.isFinite(bonus) && bonus > 0 ? bonus : 0;
}

/** Credits a paid top-up: the amount with its bonus, once (the registry's callback transaction). */
export function registerTopUp(): void {
  registerPaymentPurpose(TOP_UP_PURPOSE, {
    async onPaid(tx, payment) {
      if (payment.userId == null) throw new Error(`top-up ${payment.id} has no customer`);
      await walletEntry(tx, {
        userId: payment.userId,
        credit: payment.amount,
        adminBonus: keptBonus(payment),
        type: 'add_fund',
        reference: payment.id,
      });
    },
  });
}

export interface StartedTopUp {
  redirect_link: string;
  payment_id: string;
  amount: number;
  bonus: number;
}

/** Starts a top-up of the customer's wallet (see the module notes). */
export async function startTopUp(
  c: AppContext,
  scope: OrderingScope,
  userId: number,
  body: AddFundRequest,
): Promise<StartedTopUp> {
  const { settings, t } = scope;
  const gateway = settings.active_payment_method_list.find(
    (m) => m.gateway === body.payment_method,
  );
  if (!gateway) fail(403, 'payment_method', t('wallet.error.method'));
  const amount = roundMoney(body.amount, scope.digits);
  const bonus = bonusFor(scope, amount);
  const started = await startPayment(scope.db, {
    ...paymentEnv(c),
    purpose: TOP_UP_PURPOSE,
    owner: { kind: 'customer', userId },
    referenceId: randomUUID(),
    amount,
    callback: body.callback,
    gateway: gateway.gateway,
    paymentPlatform: body.payment_platform,
    meta: { bonus },
  });
  return { redirect_link: started.redirectLink, payment_id: started.paymentId, amount, bonus };
}
