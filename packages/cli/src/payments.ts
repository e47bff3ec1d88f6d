/**
 * Paying from the command line (issue 12 'CLI'), shared by `checkout`, `rental book` and the
 * `order pay` / `rental pay` commands:
 *
 * - `--payment cash|wallet|digital|partial` (the wire names `cash_on_delivery`, `digital_payment`
 *   and `wallet` too), `--rest cash|digital` for a partial payment's rest, `--gateway` a gateway of
 *   `active_payment_method_list` (the first when absent);
 * - a digital payment opens the gateway's hosted page: without `--sandbox` its address is printed
 *   (to pay in a browser); with `--sandbox success|decline|cancel` the page is driven as a customer
 *   would (its form with the success card, the declined one, or Cancel), then core's
 *   `paymentReturnMachine` asks the server how the payment stands. Paid: done. Still due: exit 1
 *   (`payment_failed`, `payment_canceled`) with the order or trip in the failure's details, to
 *   retry (`order pay`) or switch (`order payment-method`).
 */
import { InvalidArgumentError } from 'commander';
import { paymentReturnActors } from '@storefront/core/api/payment-calls';
import { paymentCallback } from '@storefront/core/api/payments';
import { getCustomerInfo } from '@storefront/core/api/customer-info';
import { orderingOwner } from '@storefront/core/api/ordering';
import { isSignedIn, readSession } from '@storefront/core';
import { providePaymentReturnMachine } from '@storefront/core/machines/payment-return.machine';
import type {
  PaymentReturnConfig,
  PaymentReturnContext,
  PaymentState,
  PaymentSubject,
} from '@storefront/core/machines/payment-return.types';
import type { Context } from './context.js';
import { CliError, EXIT } from './errors.js';
import { flowError } from './failure.js';
import { settle, startMachine } from './machines/run.js';
import { driveSandbox, type SandboxOutcome } from './sandbox.js';

export const PAYMENT_KINDS = ['cash', 'wallet', 'digital', 'partial'] as const;
export type PaymentKindOption = (typeof PAYMENT_KINDS)[number];
export type RestOption = 'cash' | 'digital';

const WIRE: Record<string, PaymentKindOption> = {
  cash: 'cash',
  cash_on_delivery: 'cash',
  cash_payment: 'cash',
  wallet: 'wallet',
  digital: 'digital',
  digital_payment: 'digital',
  partial: 'partial',
  partial_payment: 'partial',
};

/** `--payment` (commander's parser). */
export function paymentKind(value: string): PaymentKindOption {
  const kind = WIRE[value.trim().toLowerCase()];
  if (kind == null) {
    throw new InvalidArgumentError(`must be one of ${PAYMENT_KINDS.join(', ')}`);
  }
  return kind;
}

/** `--rest` (commander's parser). */
export function restKind(value: string): RestOption {
  const kind = WIRE[value.trim().toLowerCase()];
  if (kind !== 'cash' && kind !== 'digital') {
    throw new InvalidArgumentError('must be cash or digital');
  }
  return kind;
}

/** Where a payment started from the command line comes back: the web app's callback route. */
export function cliPaymentCallback(context: Context, kind: PaymentSubject['kind']): string {
  return paymentCallback(new URL(context.apiRoot).origin, { kind });
}

/** How a gateway payment ended, as commands report it. */
export interface GatewayOutcome {
  /** The hosted page to pay at. */
  link: string;
  /** The sandbox's outcome when driven, else null (to be paid in a browser). */
  sandbox: SandboxOutcome | null;
  /** The callback's flag (success, fail, cancel) when driven. */
  flag: string | null;
  /** The payment as the server has it after the page (null when not driven). */
  state: PaymentState | null;
  /** paid: done; pending: not driven. */
  status: 'paid' | 'pending';
}

/** The payment return machine of the command line (its actors bound to the session). */
export function cliPaymentReturn(context: Context, config: PaymentReturnConfig) {
  return providePaymentReturnMachine({
    actors: paymentReturnActors(context.api, {
      guestId: () => orderingOwner(readSession(context.storage)).guestId,
      customer: (signal) =>
        isSignedIn(readSession(context.storage))
          ? getCustomerInfo(context.api, signal)
          : Promise.resolve(null),
      origin: new URL(context.apiRoot).origin,
      platform: 'cli',
      gateway: () => config.active_payment_method_list?.[0]?.gateway ?? null,
    }),
    notifier: context.notifier,
    t: context.t,
    onRedirect: () => undefined,
  });
}

/** A payment report after the gateway's page: its link, the sandbox's flag, paid when paid. */
export function withGateway<
  R extends {
    link: string | null;
    flag: string | null;
    status: 'paid' | 'partially_paid' | 'unpaid';
  },
>(report: R, gateway: GatewayOutcome): R {
  return {
    ...report,
    link: gateway.link,
    flag: gateway.flag,
    status: gateway.status === 'paid' ? 'paid' : report.status,
  };
}

/**
 * The hosted page of a payment: printed (no `--sandbox`), or driven and checked with the server
 * (see the module notes). A payment still due after the page is a failure (exit 1).
 */
export async function settleGatewayPayment(
  context: Context,
  input: {
    subject: PaymentSubject;
    link: string;
    sandbox: SandboxOutcome | undefined;
    config: PaymentReturnConfig;
    /** Money as the configuration formats it. */
    money: (amount: number) => string;
  },
): Promise<GatewayOutcome> {
  const { subject, link, sandbox } = input;
  if (!sandbox) return { link, sandbox: null, flag: null, state: null, status: 'pending' };
  // The page first, as a browser opens it: it must be there to pay on.
  const page = await context.fetch(link, { headers: { Accept: 'text/html' } });
  if (!page.ok) {
    throw new CliError(
      `The payment page answered HTTP ${page.status}.`,
      page.status >= 500 ? EXIT.unavailable : EXIT.failure,
      'payment_page',
    );
  }
  // A retry's link is the server's /payment-mobile entry, which redirects to the hosted page.
  const hosted = page.url || link;
  const result = await driveSandbox(context.fetch, hosted, sandbox);
  const actor = startMachine(context, cliPaymentReturn(context, input.config), {
    subject,
    flag: result.flag,
    guest: !isSignedIn(readSession(context.storage)),
    config: input.config,
  });
  try {
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Checking the payment');
    const returned = done.context as PaymentReturnContext;
    if (done.matches('loadFailed')) throw flowError(returned.error, context.t, false);
    const outcome = returned.outcome;
    if (outcome === 'paid' || outcome === 'settled') {
      return { link: hosted, sandbox, flag: result.flag, state: returned.state, status: 'paid' };
    }
    const canceled = result.flag === 'cancel';
    const failure = new CliError(
      context.t(canceled ? 'checkout.paymentReturn.canceled' : 'checkout.paymentReturn.declined', {
        amount: input.money(returned.state?.due ?? 0),
      }),
      EXIT.failure,
      outcome === 'closed' ? 'payment_closed' : canceled ? 'payment_canceled' : 'payment_failed',
    );
    failure.details = {
      [subject.kind === 'order' ? 'orderId' : 'tripId']: subject.id,
      flag: result.flag,
      due: returned.state?.due ?? null,
      retry: `storefront ${subject.kind === 'order' ? 'order' : 'rental'} pay ${subject.id} --sandbox success`,
    };
    throw failure;
  } finally {
    actor.stop();
  }
}

/** Loads a payment with the return machine and leaves it where it settles. */
async function loadedReturn(
  context: Context,
  subject: PaymentSubject,
  config: PaymentReturnConfig,
) {
  const actor = startMachine(context, cliPaymentReturn(context, config), {
    subject,
    flag: null,
    guest: !isSignedIn(readSession(context.storage)),
    config,
  });
  const loaded = await settle(actor, (s) => !s.hasTag('busy'), 'Reading the payment');
  if (loaded.matches('loadFailed')) {
    actor.stop();
    throw flowError((loaded.context as PaymentReturnContext).error, context.t, false);
  }
  return { actor, loaded };
}

/** Why an order's or trip's payment is not due any more (exit 1). */
function notDue(context: Context, subject: PaymentSubject, state: PaymentState | null) {
  const key =
    state?.progress === 'paid'
      ? 'payment.error.paid'
      : subject.kind === 'order'
        ? 'checkout.paymentReturn.closed'
        : 'checkout.paymentReturn.tripClosed';
  return new CliError(
    context.t(key),
    EXIT.failure,
    state?.progress === 'paid' ? 'paid' : 'payment_closed',
  );
}

/**
 * A new payment of an order or trip still waiting for its digital payment (the web app's Retry
 * payment): its gateway page, printed or driven (`settleGatewayPayment`).
 */
export async function retryGatewayPayment(
  context: Context,
  input: {
    subject: PaymentSubject;
    sandbox: SandboxOutcome | undefined;
    config: PaymentReturnConfig;
    money: (amount: number) => string;
  },
): Promise<GatewayOutcome> {
  const { actor, loaded } = await loadedReturn(context, input.subject, input.config);
  let link: string;
  try {
    if (!loaded.matches('failed')) {
      throw notDue(context, input.subject, (loaded.context as PaymentReturnContext).state);
    }
    actor.send({ type: 'RETRY' });
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Opening the payment');
    const returned = done.context as PaymentReturnContext;
    if (returned.outcome !== 'redirecting' || returned.link == null) {
      throw flowError(returned.error, context.t, true);
    }
    link = returned.link;
  } finally {
    actor.stop();
  }
  return settleGatewayPayment(context, { ...input, link });
}

/**
 * Switches an order or trip waiting for its digital payment to cash or the wallet (the web app's
 * switch): 'Payment info updated.' (the server's message) is the toast.
 */
export async function switchGatewayPayment(
  context: Context,
  input: { subject: PaymentSubject; method: 'cash' | 'wallet'; config: PaymentReturnConfig },
): Promise<void> {
  const { actor, loaded } = await loadedReturn(context, input.subject, input.config);
  try {
    if (!loaded.matches('failed')) {
      throw notDue(context, input.subject, (loaded.context as PaymentReturnContext).state);
    }
    const event = { type: 'SWITCH' as const, method: input.method };
    if (!actor.getSnapshot().can(event)) {
      throw new CliError(context.t('payment.error.unavailable'), EXIT.failure, 'payment_method');
    }
    actor.send(event);
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Switching the payment');
    const returned = done.context as PaymentReturnContext;
    if (returned.outcome !== 'switched') throw flowError(returned.error, context.t, true);
  } finally {
    actor.stop();
  }
}
