/**
 * # paymentReturnMachine: back from the payment gateway
 *
 * Drives the web app's payment callback (`/payment/return?kind=order|trip&id=…&flag=…`) and
 * `storefront checkout` / `storefront rental book` after a digital payment (issue 12
 * 'Payments'): the browser comes back from the gateway's hosted page with `flag=success|fail|
 * cancel`; what counts is the server's word, so the machine loads the order's (or trip's)
 * payment first. Paid: the confirmation. Still due: the spec's failure page ('Sorry, Something
 * Went Wrong' / 'Please try again after some time or Contact with our support team.') with a
 * retry (a new payment of the same order, through the gateway again) or a switch to another
 * method ('Payment info updated.').
 *
 * ## Input (`PaymentReturnInput`)
 * `subject` (`{ kind: 'order' | 'trip', id }`), `flag` (the callback's; anything else is none),
 * `guest`, `config` (the payment fields of `GET config`: what a failed payment may switch to).
 *
 * ## States
 * - `loading` (tag `busy`): `loadPayment` gives the payment's `PaymentState`. `paid` → `paid`;
 *   `settled` (left to cash) → `settled`; `closed` (canceled, expired) → `closed`; `awaiting` →
 *   `failed`, whatever the flag said (a success the server has not confirmed is no payment).
 *   The load failing → `loadFailed` (RELOAD tries again).
 * - `failed` (tag `failed`): RETRY → `retrying`; SWITCH { method } (one of
 *   `paymentReturnView(context).switchOptions`: cash when offered, the wallet for a customer
 *   whose balance covers what is due) → `switching`.
 * - `retrying` (tag `busy`): `retryPayment` opens a new payment; → `redirecting` (final) with
 *   action `redirect { link }` (the web app navigates, the CLI prints or drives it). Refused: the
 *   server's message, back to `failed`.
 * - `switching` (tag `busy`): `switchPayment`; done: 'Payment info updated.' (the server's
 *   message, else the spec's), → `switched` (final: the confirmation). Refused: the message,
 *   back to `failed`.
 * - `paid`, `settled`, `switched`, `closed`, `redirecting`: final (`output.outcome`).
 *
 * ## Effects (named, implemented by `providePaymentReturnMachine`)
 * Actors `loadPayment`, `retryPayment`, `switchPayment`; actions `notify`, `redirect`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { toUiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast } from './effects.js';
import { PAYMENT_RETURN_KEYS, paymentFlag, switchOptions } from './payment-return.connect.js';
import type {
  PaymentReturnContext,
  PaymentReturnEvent,
  PaymentReturnInput,
  PaymentReturnNotifyParams,
  PaymentReturnOutcome,
  PaymentState,
  PaymentSubjectInput,
  RetryPaymentResult,
  SwitchPaymentInput,
  SwitchPaymentResult,
} from './payment-return.types.js';

const MACHINE = 'paymentReturnMachine';

const apiActors = {
  loadPayment: fromPromise<PaymentState, PaymentSubjectInput>(notProvided(MACHINE, 'loadPayment')),
  retryPayment: fromPromise<RetryPaymentResult, PaymentSubjectInput>(
    notProvided(MACHINE, 'retryPayment'),
  ),
  switchPayment: fromPromise<SwitchPaymentResult, SwitchPaymentInput>(
    notProvided(MACHINE, 'switchPayment'),
  ),
};

/** The actors the machine needs (the API's). */
export type PaymentReturnActors = typeof apiActors;

const progressIs =
  (progress: PaymentState['progress']) =>
  (_: unknown, params: { state: PaymentState }): boolean =>
    params.state.progress === progress;

export const paymentReturnMachine = setup({
  types: {} as {
    context: PaymentReturnContext;
    events: PaymentReturnEvent;
    input: PaymentReturnInput;
    output: { outcome: PaymentReturnOutcome };
    tags: 'busy' | 'failed';
  },
  actors: apiActors,
  guards: {
    isPaid: progressIs('paid'),
    isSettled: progressIs('settled'),
    isClosed: progressIs('closed'),
    isOfferedSwitch: ({ context, event }) => {
      assertEvent(event, 'SWITCH');
      return switchOptions(context, context.state).includes(event.method);
    },
  },
  actions: {
    setState: assign((_, params: { state: PaymentState }) => ({
      state: params.state,
      error: null,
    })),
    setLink: assign((_, params: { link: string }) => ({ link: params.link })),
    setOutcome: assign((_, params: { outcome: PaymentReturnOutcome }) => ({
      outcome: params.outcome,
    })),
    chooseSwitch: assign({
      switchedTo: ({ event }) => {
        assertEvent(event, 'SWITCH');
        return event.method;
      },
    }),
    clearSwitch: assign({ switchedTo: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    // effects, implemented by providePaymentReturnMachine
    notify: notProvided(MACHINE, 'notify') as (
      _: unknown,
      params: PaymentReturnNotifyParams,
    ) => void,
    redirect: notProvided(MACHINE, 'redirect') as (_: unknown, params: { link: string }) => void,
  },
}).createMachine({
  id: 'paymentReturn',
  initial: 'loading',
  context: ({ input }) => ({
    subject: { ...input.subject },
    flag: paymentFlag(input.flag),
    guest: input.guest,
    config: input.config,
    state: null,
    link: null,
    switchedTo: null,
    error: null,
    outcome: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ state: event.output }) },
            target: 'paid',
            actions: { type: 'setState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isSettled', params: ({ event }) => ({ state: event.output }) },
            target: 'settled',
            actions: { type: 'setState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            guard: { type: 'isClosed', params: ({ event }) => ({ state: event.output }) },
            target: 'closed',
            actions: { type: 'setState', params: ({ event }) => ({ state: event.output }) },
          },
          {
            target: 'failed',
            actions: { type: 'setState', params: ({ event }) => ({ state: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { RELOAD: { target: 'loading', actions: 'clearError' } },
    },
    failed: {
      tags: 'failed',
      on: {
        RETRY: { target: 'retrying', actions: 'clearError' },
        SWITCH: {
          guard: 'isOfferedSwitch',
          target: 'switching',
          actions: ['clearError', 'chooseSwitch'],
        },
      },
    },
    retrying: {
      tags: 'busy',
      invoke: {
        id: 'retryPayment',
        src: 'retryPayment',
        input: ({ context }) => ({ subject: context.subject }),
        onDone: {
          target: 'redirecting',
          actions: {
            type: 'setLink',
            params: ({ event }) => ({ link: event.output.redirect_link }),
          },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    switching: {
      tags: 'busy',
      invoke: {
        id: 'switchPayment',
        src: 'switchPayment',
        input: ({ context }) => ({ subject: context.subject, method: context.switchedTo! }),
        onDone: {
          target: 'switched',
          actions: {
            type: 'notify',
            params: ({ event }) => ({
              kind: 'success',
              key: PAYMENT_RETURN_KEYS.switched,
              messages: event.output.message ? [event.output.message] : [],
            }),
          },
        },
        onError: {
          target: 'failed',
          actions: [
            'clearSwitch',
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    redirecting: {
      type: 'final',
      entry: [
        { type: 'setOutcome', params: { outcome: 'redirecting' } },
        { type: 'redirect', params: ({ context }) => ({ link: context.link ?? '' }) },
      ],
    },
    paid: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'paid' } } },
    settled: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'settled' } } },
    switched: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'switched' } } },
    closed: { type: 'final', entry: { type: 'setOutcome', params: { outcome: 'closed' } } },
  },
});

/** What `providePaymentReturnMachine` needs. */
export interface PaymentReturnMachineDeps {
  /** `loadPayment`, `retryPayment` and `switchPayment`, bound to the API (core's `paymentActors`). */
  actors: PaymentReturnActors;
  notifier: Notifier;
  t: Translate;
  /** Go to the gateway's hosted page (the web app navigates; the CLI prints or drives it). */
  onRedirect: (link: string) => void;
}

/** The payment return machine wired to adapters: the same machine for web and CLI. */
export function providePaymentReturnMachine(deps: PaymentReturnMachineDeps) {
  return paymentReturnMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      redirect: (_, params) => deps.onRedirect(params.link),
    },
  });
}
