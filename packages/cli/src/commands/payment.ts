/**
 * Paying an order or a trip again from the command line (issue 12), as the web app's failure page
 * does after a declined or canceled digital payment:
 *
 * - `storefront order pay ID [--sandbox success|decline|cancel]`: a new payment of an order still
 *   waiting for its digital payment (its gateway page printed, or driven);
 * - `storefront order payment-method ID cash|wallet`: the order is paid in cash on delivery (or,
 *   for a customer whose wallet covers it, by the wallet) instead: 'Payment info updated.';
 * - `storefront rental pay ID` and `storefront rental payment-method ID cash|wallet`: the same for
 *   a trip (cash at pickup).
 *
 * Each runs core's `paymentReturnMachine` (cli/src/payments.ts). An order or trip that is paid,
 * or no longer waits for its payment, exits 1.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { unwrap } from '@storefront/core/api/calls';
import { paymentConfigOf } from '@storefront/core/api/payments';
import type { PaymentSubject } from '@storefront/core/machines/payment-return.types';
import type { Context, Runner } from '../context.js';
import { retryGatewayPayment, switchGatewayPayment, type GatewayOutcome } from '../payments.js';
import { sandboxOutcome, type SandboxOutcome } from '../sandbox.js';
import { ensureOwner, moneyFormatter, positiveInt } from './shared.js';

async function returnConfig(context: Context) {
  const config = await unwrap(context.api.GET('/config'));
  return {
    ...paymentConfigOf(config),
    digit_after_decimal_point: config.digit_after_decimal_point,
  };
}

function switchKind(value: string): 'cash' | 'wallet' {
  const text = value.trim().toLowerCase();
  if (text === 'cash' || text === 'cash_on_delivery' || text === 'cash_payment') return 'cash';
  if (text === 'wallet') return 'wallet';
  throw new InvalidArgumentError('must be cash or wallet');
}

function formatGateway(outcome: GatewayOutcome, t: Context['t']): string {
  return outcome.status === 'paid'
    ? t('checkout.paymentReturn.paid')
    : `${t('checkout.paymentReturn.retry')}: ${outcome.link}`;
}

function registerFor(parent: Command, kind: PaymentSubject['kind'], run: Runner): void {
  const noun = kind === 'order' ? 'order' : 'trip';
  parent
    .command('pay')
    .argument('<id>', `the ${noun} id`, positiveInt)
    .description(`a new digital payment of an ${noun} whose payment was declined or canceled`)
    .option(
      '--sandbox <outcome>',
      'pay on the sandbox page: success, decline or cancel',
      sandboxOutcome,
    )
    .action(
      run(async (context, id: number, options: { sandbox?: SandboxOutcome }) => {
        await ensureOwner(context);
        const [config, money] = await Promise.all([returnConfig(context), moneyFormatter(context)]);
        const subject = { kind, id };
        const outcome = await retryGatewayPayment(context, {
          subject,
          sandbox: options.sandbox,
          config,
          money,
        });
        context.output.result(
          {
            [kind === 'order' ? 'orderId' : 'tripId']: id,
            payment: {
              status: outcome.status,
              link: outcome.link,
              flag: outcome.flag,
            },
          },
          () => formatGateway(outcome, context.t),
        );
      }),
    );
  parent
    .command('payment-method')
    .argument('<id>', `the ${noun} id`, positiveInt)
    .argument('<method>', 'cash, or wallet (a customer whose wallet covers it)', switchKind)
    .description(`pay an ${noun} waiting for its digital payment in cash or by wallet instead`)
    .action(
      run(async (context, id: number, method: 'cash' | 'wallet') => {
        await ensureOwner(context);
        const config = await returnConfig(context);
        await switchGatewayPayment(context, { subject: { kind, id }, method, config });
        // 'Payment info updated.' is the toast.
        context.output.result(
          {
            [kind === 'order' ? 'orderId' : 'tripId']: id,
            method,
            toasts: context.notifier.toasts,
          },
          () => '',
        );
      }),
    );
}

/** Adds `pay` and `payment-method` to the `order` and `rental` commands. */
export function registerPaymentCommands(program: Command, run: Runner): void {
  const find = (name: string) => program.commands.find((c) => c.name() === name);
  const order = find('order');
  const rental = find('rental');
  if (order) registerFor(order, 'order', run);
  if (rental) registerFor(rental, 'trip', run);
}
