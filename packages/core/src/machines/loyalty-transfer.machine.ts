/**
 * # loyaltyTransferMachine: converting loyalty points to wallet money
 *
 * One per conversion form: 'Convert to currency now' on the loyalty page (web) and `storefront
 * loyalty convert --points N` (CLI). Spec: storefront §2 'Loyalty "Total points" variant with a
 * "Convert to currency now" link', §8 'Point to wallet transfer successfully.'; issue 12 'a point
 * transfer with the configured exchange rate and minimum; clear messages when the amount is
 * empty, below the minimum or above the balance'; reference §4.12 (`point` int ≥ 1; 403
 * `code:"point"`), §6.10 (credit `floor(point / rate)`).
 *
 * ## Input
 * `{ balance, settings }`: the customer's points and the loyalty settings of `GET config`
 * (`loyalty_point_exchange_rate`, `loyalty_point_minimum_point`); optionally the first `points`.
 * SYNC `{ balance }` follows a refetched balance.
 *
 * ## States
 * - `editing`: SET_POINTS `{ points }` (the text typed), USE_ALL (every point). SUBMIT →
 *   `converting` when core's `loyaltyTransferIssue` finds nothing; otherwise the refusal is kept
 *   (`issue`: empty, not whole, below the minimum, above the balance, worth nothing) for the form
 *   to show next to the field (nothing is sent). A change of the points clears it.
 * - `converting` (tag `busy`): the `transferPoints` actor (`{ point }`). Done → `converted`: the
 *   server's message (else 'Point to wallet transfer successfully.') and `transferred` (the
 *   adapter refetches the balances and histories). Refused → `editing` with `error`, the server's
 *   messages toasted (403 `point` when the points changed meanwhile).
 * - `converted` (final).
 *
 * ## Effects (named, implemented by `provideLoyaltyTransferMachine`)
 * Actor `transferPoints` (`{ point }` → `PointTransferOutput`); actions `notify`, `transferred`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { RuleIssue } from '../domain/issue.js';
import {
  LOYALTY_KEYS,
  loyaltyTransferIssue,
  pointsOf,
  pointsToMoney,
  type LoyaltyIssueCode,
  type LoyaltySettings,
} from '../domain/loyalty.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

export interface LoyaltyTransferInput {
  /** The customer's points. */
  balance: number;
  settings: LoyaltySettings;
  points?: string;
}

export interface LoyaltyTransferContext {
  balance: number;
  settings: LoyaltySettings;
  /** The points as typed. */
  points: string;
  /** Why the last SUBMIT was refused before sending (core's rule), until the points change. */
  issue: RuleIssue<LoyaltyIssueCode> | null;
  /** The server's refusal of the last attempt. */
  error: UiError | null;
  /** The server's answer, once converted. */
  result: PointTransferOutput | null;
}

export type LoyaltyTransferEvent =
  | { type: 'SET_POINTS'; points: string }
  | { type: 'USE_ALL' }
  | { type: 'SUBMIT' }
  | { type: 'SYNC'; balance: number };

export interface PointTransferOutput {
  message?: string | null;
  converted_amount?: number;
  wallet_balance?: number;
  loyalty_point?: number;
}

/** What the conversion form shows: the wallet money the points are worth, the refusal due. */
export interface LoyaltyTransferView {
  /** `floor(points / rate)` of the points typed (0 when not a whole number). */
  worth: number;
  issue: RuleIssue<LoyaltyIssueCode> | null;
  busy: boolean;
}

export function loyaltyTransferView(
  context: LoyaltyTransferContext,
  busy = false,
): LoyaltyTransferView {
  const points = pointsOf(context.points);
  const worth =
    points != null && Number.isFinite(points) ? pointsToMoney(points, context.settings) : 0;
  return { worth, issue: context.issue, busy };
}

function messageOf(output: unknown): string[] {
  if (typeof output !== 'object' || output === null || !('message' in output)) return [];
  const { message } = output as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? [message] : [];
}

const MACHINE = 'loyaltyTransferMachine';

const apiActors = {
  transferPoints: fromPromise<PointTransferOutput, { point: number }>(
    notProvided(MACHINE, 'transferPoints'),
  ),
};

export type LoyaltyTransferActors = typeof apiActors;

const issueOf = (context: LoyaltyTransferContext) =>
  loyaltyTransferIssue(context.points, context.balance, context.settings);

export const loyaltyTransferMachine = setup({
  types: {} as {
    context: LoyaltyTransferContext;
    events: LoyaltyTransferEvent;
    input: LoyaltyTransferInput;
    tags: 'busy';
  },
  actors: apiActors,
  guards: {
    isValid: ({ context }) => issueOf(context) == null,
  },
  actions: {
    setPoints: assign(({ event }) => {
      assertEvent(event, 'SET_POINTS');
      return { points: event.points, issue: null, error: null };
    }),
    useAll: assign(({ context }) => ({
      points: String(Math.max(0, Math.floor(context.balance))),
      issue: null,
      error: null,
    })),
    sync: assign(({ event }) => {
      assertEvent(event, 'SYNC');
      return { balance: event.balance };
    }),
    refuse: assign(({ context }) => ({ issue: issueOf(context) })),
    clearError: assign({ error: null, issue: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    setResult: assign((_, params: { output: PointTransferOutput }) => ({ result: params.output })),
    // effects, implemented by provideLoyaltyTransferMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    transferred: notProvided(MACHINE, 'transferred') as (
      _: unknown,
      params: { output: PointTransferOutput },
    ) => void,
  },
}).createMachine({
  id: 'loyaltyTransfer',
  initial: 'editing',
  context: ({ input }) => ({
    balance: input.balance,
    settings: { ...input.settings },
    points: input.points ?? '',
    issue: null,
    error: null,
    result: null,
  }),
  states: {
    editing: {
      on: {
        SET_POINTS: { actions: 'setPoints' },
        USE_ALL: { actions: 'useAll' },
        SYNC: { actions: 'sync' },
        SUBMIT: [
          { guard: 'isValid', target: 'converting', actions: 'clearError' },
          { actions: 'refuse' },
        ],
      },
    },
    converting: {
      tags: 'busy',
      on: { SYNC: { actions: 'sync' } },
      invoke: {
        id: 'transferPoints',
        src: 'transferPoints',
        input: ({ context }) => ({ point: pointsOf(context.points) ?? 0 }),
        onDone: {
          target: 'converted',
          actions: [
            { type: 'setResult', params: ({ event }) => ({ output: event.output }) },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: LOYALTY_KEYS.success,
                messages: messageOf(event.output),
              }),
            },
            { type: 'transferred', params: ({ event }) => ({ output: event.output }) },
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
    converted: { type: 'final' },
  },
});

/** What `provideLoyaltyTransferMachine` needs. */
export interface LoyaltyTransferMachineDeps {
  actors: LoyaltyTransferActors;
  notifier: Notifier;
  t: Translate;
  /** The points were converted: refetch the balances and the histories. */
  onTransferred: (output: PointTransferOutput) => void;
}

/** The machine wired to adapters: the same machine for web and CLI. */
export function provideLoyaltyTransferMachine(deps: LoyaltyTransferMachineDeps) {
  return loyaltyTransferMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      transferred: (_, params) => deps.onTransferred(params.output),
    },
  });
}
