/**
 * # walletTopUpMachine: adding money to the wallet
 *
 * One per top-up form: the Add fund modal of the wallet page (web) and `storefront wallet
 * add-fund --amount N` (CLI). Spec: storefront §2 'Wallet card with balance, an Add fund button
 * and a top-up modal', §4 'Wallet top-up: submit starts loading; on success redirect to the
 * returned redirect_link', §5 'amount required ("Please Enter amount"), payment_method required
 * ("Payment method is required"); submit disabled when amount is 0 or below', §7 (amount,
 * payment_method, callback, payment_platform), §8 'Wallet top-up: each entry of
 * response.data.errors shown'.
 *
 * ## Input
 * `{ gateways, callback, platform }`: the gateways offered (`active_payment_method_list`), where
 * the gateway sends the browser back (the wallet page; null: the hosted page shows the result)
 * and the platform (`web`, `cli`); optionally a first `amount` and `method`. SYNC `{ gateways }`
 * follows a configuration read again.
 *
 * ## States
 * - `editing`: SET_AMOUNT `{ amount }` (the text typed), BLUR_AMOUNT, SELECT_METHOD `{ gateway }`
 *   (an offered one). The form's messages are core's `topUpIssues`, shown once the field was
 *   touched or SUBMIT pressed (`topUpView`). SUBMIT → `submitting` when there is none;
 *   otherwise the messages show (nothing is sent). The web app disables submit while the amount
 *   is 0 or below (`topUpView(...).canSubmit`).
 * - `submitting` (tag `busy`): the `addFund` actor (`AddFundInput`). Done → `redirecting` with
 *   `redirect` (the adapter leaves for the gateway's `redirect_link`). Refused → `editing` with
 *   `error`, every message of the server's errors toasted.
 * - `redirecting` (final, tag `busy`): the page is leaving for the gateway.
 *
 * ## Effects (named, implemented by `provideWalletTopUpMachine`)
 * Actor `addFund` (`AddFundInput` → `{ redirect_link }`); actions `notify`, `redirect`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { RuleIssue } from '../domain/issue.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import {
  canSubmitTopUp,
  topUpAmountOf,
  topUpIssues,
  type TopUpIssueCode,
} from '../domain/wallet.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

export type TopUpPlatform = 'web' | 'cli';

export interface WalletTopUpInput {
  /** The gateways offered (`active_payment_method_list[].gateway`). */
  gateways: string[];
  /** Where the gateway sends the browser back (null: the hosted page shows the result). */
  callback: string | null;
  platform: TopUpPlatform;
  amount?: string;
  method?: string | null;
}

export interface WalletTopUpContext {
  gateways: string[];
  callback: string | null;
  platform: TopUpPlatform;
  /** The amount as typed. */
  amount: string;
  /** The chosen gateway. */
  method: string | null;
  /** Whether the amount field was changed or left (its message then shows). */
  amountTouched: boolean;
  /** Whether SUBMIT was pressed (every message then shows). */
  submitted: boolean;
  /** The server's refusal of the last attempt. */
  error: UiError | null;
  /** The gateway's hosted page, once the payment is started. */
  redirectLink: string | null;
}

export type WalletTopUpEvent =
  | { type: 'SET_AMOUNT'; amount: string }
  | { type: 'BLUR_AMOUNT' }
  | { type: 'SELECT_METHOD'; gateway: string }
  | { type: 'SUBMIT' }
  | { type: 'SYNC'; gateways: string[] };

/** What the `addFund` actor sends (`POST customer/wallet/add-fund`). */
export interface AddFundInput {
  amount: number;
  payment_method: string;
  payment_platform: TopUpPlatform;
  callback: string | null;
}

export interface AddFundOutput {
  redirect_link: string;
}

/** What the form shows: the messages due, and whether submit is enabled. */
export interface TopUpView {
  /** The message of each field, once it is due (touched or submitted). */
  issues: Partial<Record<TopUpIssueCode, RuleIssue<TopUpIssueCode>>>;
  /** Submit is enabled: an amount above 0, and not already sending. */
  canSubmit: boolean;
  busy: boolean;
}

/** The form's view of a snapshot's context (`busy` while a request is out). */
export function topUpView(context: WalletTopUpContext, busy = false): TopUpView {
  const issues: TopUpView['issues'] = {};
  for (const issue of topUpIssues({ amount: context.amount, paymentMethod: context.method })) {
    const due = context.submitted || (issue.code === 'amount' && context.amountTouched);
    if (due) issues[issue.code] = issue;
  }
  return { issues, canSubmit: !busy && canSubmitTopUp(context.amount), busy };
}

const MACHINE = 'walletTopUpMachine';

const apiActors = {
  addFund: fromPromise<AddFundOutput, AddFundInput>(notProvided(MACHINE, 'addFund')),
};

export type WalletTopUpActors = typeof apiActors;

export const walletTopUpMachine = setup({
  types: {} as {
    context: WalletTopUpContext;
    events: WalletTopUpEvent;
    input: WalletTopUpInput;
    tags: 'busy';
  },
  actors: apiActors,
  guards: {
    isValid: ({ context }) =>
      topUpIssues({ amount: context.amount, paymentMethod: context.method }).length === 0,
    isOffered: ({ context, event }) => {
      assertEvent(event, 'SELECT_METHOD');
      return context.gateways.includes(event.gateway);
    },
  },
  actions: {
    setAmount: assign(({ event }) => {
      assertEvent(event, 'SET_AMOUNT');
      return { amount: event.amount, amountTouched: true, error: null };
    }),
    touchAmount: assign({ amountTouched: true }),
    setMethod: assign(({ event }) => {
      assertEvent(event, 'SELECT_METHOD');
      return { method: event.gateway, error: null };
    }),
    sync: assign(({ context, event }) => {
      assertEvent(event, 'SYNC');
      const gateways = [...event.gateways];
      return {
        gateways,
        method: context.method != null && gateways.includes(context.method) ? context.method : null,
      };
    }),
    markSubmitted: assign({ submitted: true }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    setRedirect: assign((_, params: { link: string }) => ({ redirectLink: params.link })),
    // effects, implemented by provideWalletTopUpMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    redirect: notProvided(MACHINE, 'redirect') as (_: unknown, params: { link: string }) => void,
  },
}).createMachine({
  id: 'walletTopUp',
  initial: 'editing',
  context: ({ input }) => ({
    gateways: [...input.gateways],
    callback: input.callback,
    platform: input.platform,
    amount: input.amount ?? '',
    method: input.method != null && input.gateways.includes(input.method) ? input.method : null,
    amountTouched: false,
    submitted: false,
    error: null,
    redirectLink: null,
  }),
  states: {
    editing: {
      on: {
        SET_AMOUNT: { actions: 'setAmount' },
        BLUR_AMOUNT: { actions: 'touchAmount' },
        SELECT_METHOD: { guard: 'isOffered', actions: 'setMethod' },
        SYNC: { actions: 'sync' },
        SUBMIT: [
          { guard: 'isValid', target: 'submitting', actions: ['markSubmitted', 'clearError'] },
          { actions: 'markSubmitted' },
        ],
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'addFund',
        src: 'addFund',
        input: ({ context }) => ({
          amount: topUpAmountOf(context.amount) ?? 0,
          payment_method: context.method ?? '',
          payment_platform: context.platform,
          callback: context.callback,
        }),
        onDone: {
          target: 'redirecting',
          actions: [
            { type: 'setRedirect', params: ({ event }) => ({ link: event.output.redirect_link }) },
            { type: 'redirect', params: ({ event }) => ({ link: event.output.redirect_link }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    redirecting: { type: 'final', tags: 'busy' },
  },
});

/** What `provideWalletTopUpMachine` needs. */
export interface WalletTopUpMachineDeps {
  actors: WalletTopUpActors;
  notifier: Notifier;
  t: Translate;
  /** Leaves for the gateway's hosted page (the browser; the CLI prints or drives it). */
  redirect: (link: string) => void;
}

/** The machine wired to adapters: the same machine for web and CLI. */
export function provideWalletTopUpMachine(deps: WalletTopUpMachineDeps) {
  return walletTopUpMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      redirect: (_, params) => deps.redirect(params.link),
    },
  });
}
