/**
 * The model of `paymentReturnMachine` that its model-based test walks (and that `storefront
 * machines paths payment-return` can list): a customer's order back from the gateway with
 * each flag, its payment paid, still due (a wallet that covers it, one that does not), left to
 * cash, or closed; a guest's trip (no wallet); cash not offered; and the server's answers to
 * loading, retrying and switching.
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import { paymentReturnMachine } from './payment-return.machine.js';
import type {
  PaymentReturnEvent,
  PaymentReturnInput,
  PaymentState,
} from './payment-return.types.js';

const config = {
  cash_on_delivery: 1,
  digital_payment: 1,
  customer_wallet_status: 1,
  partial_payment_status: 1,
  partial_payment_method: 'both',
  active_payment_method_list: [{ gateway: 'sandbox', gateway_title: 'Sandbox Pay' }],
  digit_after_decimal_point: 2,
};

export const paymentReturnFixtures = {
  config,
  noCash: { ...config, cash_on_delivery: 0 },
  order: { kind: 'order', id: 100004 } as const,
  trip: { kind: 'trip', id: 7 } as const,
  paid: { progress: 'paid', due: 0, walletBalance: 150, partial: false } satisfies PaymentState,
  /** Due 54.54, the wallet holds 150: the wallet may pay it instead. */
  due: {
    progress: 'awaiting',
    due: 54.54,
    walletBalance: 150,
    partial: false,
  } satisfies PaymentState,
  /** Due 54.54, the wallet holds 20: only cash. */
  dueSmallWallet: {
    progress: 'awaiting',
    due: 54.54,
    walletBalance: 20,
    partial: false,
  } satisfies PaymentState,
  /** A partial payment's digital rest of 34.54 (the wallet paid 20): cash only. */
  partialRest: {
    progress: 'awaiting',
    due: 34.54,
    walletBalance: 150,
    partial: true,
  } satisfies PaymentState,
  settled: {
    progress: 'settled',
    due: 0,
    walletBalance: 150,
    partial: false,
  } satisfies PaymentState,
  closed: { progress: 'closed', due: 0, walletBalance: 150, partial: false } satisfies PaymentState,
  link: 'http://127.0.0.1:8080/payment/sandbox/0123456789abcdef0123456789abcdef',
  switched: { message: 'Payment info updated.' },
  refusal: new ApiError(403, {
    errors: [{ code: 'payment', message: 'This order can no longer be paid.' }],
  }),
  networkError: new TypeError('fetch failed'),
} as const;

const f = paymentReturnFixtures;

export type PaymentReturnModelEvent =
  | PaymentReturnEvent
  | { type: 'xstate.done.actor.loadPayment'; output: PaymentState }
  | { type: 'xstate.done.actor.retryPayment'; output: { redirect_link: string } }
  | { type: 'xstate.done.actor.switchPayment'; output: { message?: string | null } }
  | {
      type:
        | 'xstate.error.actor.loadPayment'
        | 'xstate.error.actor.retryPayment'
        | 'xstate.error.actor.switchPayment';
      error: unknown;
    };

/** The customer's events. */
const customerEvents: PaymentReturnModelEvent[] = [
  { type: 'RETRY' },
  { type: 'SWITCH', method: 'cash' },
  { type: 'SWITCH', method: 'wallet' },
  { type: 'RELOAD' },
];

/** The calls' outcomes besides loading (tried in every scenario). */
const callEvents: PaymentReturnModelEvent[] = [
  { type: 'xstate.error.actor.loadPayment', error: f.networkError },
  { type: 'xstate.done.actor.retryPayment', output: { redirect_link: f.link } },
  { type: 'xstate.error.actor.retryPayment', error: f.refusal },
  { type: 'xstate.done.actor.switchPayment', output: f.switched },
  { type: 'xstate.done.actor.switchPayment', output: {} },
  { type: 'xstate.error.actor.switchPayment', error: f.refusal },
];

const loaded = (state: PaymentState): PaymentReturnModelEvent => ({
  type: 'xstate.done.actor.loadPayment',
  output: state,
});

export interface PaymentReturnScenario {
  name: string;
  input: PaymentReturnInput;
  /** The loads tried in this scenario (the other events are always tried). */
  loads: readonly PaymentState[];
}

export const paymentReturnScenarios: PaymentReturnScenario[] = [
  {
    name: 'a customer’s order, paid (success)',
    input: { subject: f.order, flag: 'success', guest: false, config: f.config },
    loads: [f.paid, f.settled, f.closed],
  },
  {
    name: 'a customer’s order, declined (fail): retry, cash, or the wallet that covers it',
    input: { subject: f.order, flag: 'fail', guest: false, config: f.config },
    loads: [f.due, f.partialRest],
  },
  {
    name: 'a customer’s order, canceled on the page, a wallet too small',
    input: { subject: f.order, flag: 'cancel', guest: false, config: f.config },
    loads: [f.dueSmallWallet],
  },
  {
    name: 'a guest’s trip, an unknown flag, cash not offered',
    input: { subject: f.trip, flag: 'maybe', guest: true, config: f.noCash },
    loads: [f.due, f.paid],
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const paymentReturnModelInputs: PaymentReturnInput[] = paymentReturnScenarios.map(
  (s) => s.input,
);

/** The events of a scenario's model: the customer's, its loads, the calls' outcomes. */
export function paymentReturnModelEvents(scenario: PaymentReturnScenario) {
  return [...customerEvents, ...scenario.loads.map(loaded), ...callEvents];
}

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function paymentReturnModelPaths(input: PaymentReturnInput) {
  const scenario = paymentReturnScenarios.find((s) => s.input === input);
  if (scenario == null) throw new Error('paymentReturnModelPaths: not one of the model inputs');
  return modelPaths(paymentReturnMachine, {
    input,
    events: paymentReturnModelEvents(scenario) as unknown as PaymentReturnEvent[],
  });
}
