/**
 * # orderCancelMachine: cancelling an order with a reason
 *
 * One per cancel button: on the order details and in My orders (web), and `storefront order
 * cancel ID --reason …` (CLI). Issue 12 'Orders': only while the order is pending; the reasons
 * come from the server (`customer/order/cancellation-reasons`); no reason: 'Please select a
 * cancellation reason'; success: 'Order canceled successfully' and the order refetched; after
 * confirmation, the server's refusal is shown (reference §4.12 'Order cancel (PUT)': `order_id`,
 * `reason` ≤ 255, `guest_id`; only while pending, else 403).
 *
 * ## Input
 * `{ orderId, orderStatus }`; SYNC `{ orderStatus }` follows a refetched order.
 *
 * ## States
 * - `idle`: OPEN → `loadingReasons` while the order is pending (the UI shows the button only
 *   then); otherwise 'Only a pending order can be canceled.' and nothing else.
 * - `loadingReasons` (tag `busy`, `open`): the `loadReasons` actor (the customer's reasons in the
 *   request's language). Loaded → `choosing`; failed → `choosing` with `reasonsError` (the
 *   customer may still give a reason of their own, or RETRY_REASONS).
 * - `choosing` (tag `open`): **the dialog** lists the reasons (radio) and 'Another reason' with a
 *   text field. CHOOSE `{ reasonId }`, CHOOSE_OTHER, SET_OTHER `{ text }` (at most 255
 *   characters), CONFIRM → `canceling` when a reason is chosen (a listed one, or a non-empty text
 *   of its own); otherwise `reasonIssue` is set and 'Please select a cancellation reason' toasted.
 *   CLOSE → `idle` (the choice is kept for the next OPEN).
 * - `canceling` (tag `busy`, `open`): the `cancelOrder` actor (`{ orderId, reason }`, the reason's
 *   text). Done → `canceled`: the server's message (else 'Order canceled successfully') and
 *   `orderCanceled` (the adapter refetches the order and the lists). Refused → `choosing` with
 *   `error` (shown in the dialog) and the server's message toasted (→ `idle` when a SYNC
 *   meanwhile said the order is no longer pending).
 * - `canceled` (final).
 *
 * A SYNC that says the order is no longer pending closes the dialog (`loadingReasons`,
 * `choosing` → `idle`) with 'Only a pending order can be canceled.'; while `canceling`, the
 * server decides.
 *
 * ## Effects (named, implemented by `provideOrderCancelMachine`)
 * Actors `loadReasons` (→ `CancelReason[]`), `cancelOrder` (`CancelOrderInput` → `{ message }`);
 * actions `notify`, `orderCanceled`.
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { canCancelOrder } from '../domain/order-status.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { MAX_REASON_LENGTH } from '../schemas/ordering.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

/** A cancellation reason the server offers. */
export interface CancelReason {
  id: number;
  reason: string;
}

export interface OrderCancelInput {
  orderId: number;
  orderStatus: string;
}

/** What the customer picked: a listed reason, or one of their own. */
export type CancelChoice = { kind: 'listed'; reasonId: number } | { kind: 'other' };

export interface OrderCancelContext extends OrderCancelInput {
  reasons: CancelReason[];
  /** Why the reasons could not be loaded (the dialog says so, with Try again). */
  reasonsError: UiError | null;
  choice: CancelChoice | null;
  /** The customer's own reason (with `choice.kind === 'other'`). */
  otherText: string;
  /** i18n key of why CONFIRM was refused before sending (no reason, too long). */
  reasonIssue: string | null;
  /** The server's refusal of the last attempt. */
  error: UiError | null;
}

export type OrderCancelEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'RETRY_REASONS' }
  | { type: 'CHOOSE'; reasonId: number }
  | { type: 'CHOOSE_OTHER' }
  | { type: 'SET_OTHER'; text: string }
  | { type: 'CONFIRM' }
  | { type: 'SYNC'; orderStatus: string };

export interface CancelOrderInput {
  orderId: number;
  /** The reason's text, sent as `reason`. */
  reason: string;
}

export interface CancelOrderResult {
  /** The server's message ('Order canceled successfully'). */
  message?: string | null;
}

export const ORDER_CANCEL_KEYS = {
  noReason: 'orderCancel.error.noReason',
  tooLong: 'orderCancel.error.reasonTooLong',
  notPending: 'orderCancel.error.notPending',
  canceled: 'orderCancel.success',
} as const;

/** The text of the chosen reason (trimmed), or null when none is chosen. */
export function chosenReason(
  context: Pick<OrderCancelContext, 'choice' | 'reasons' | 'otherText'>,
): string | null {
  const { choice } = context;
  if (choice == null) return null;
  if (choice.kind === 'other') {
    const text = context.otherText.trim();
    return text === '' ? null : text;
  }
  return context.reasons.find((r) => r.id === choice.reasonId)?.reason.trim() || null;
}

/** Why the choice cannot be sent (i18n key), or null. */
export function reasonIssueOf(
  context: Pick<OrderCancelContext, 'choice' | 'reasons' | 'otherText'>,
): string | null {
  const reason = chosenReason(context);
  if (reason == null) return ORDER_CANCEL_KEYS.noReason;
  if (reason.length > MAX_REASON_LENGTH) return ORDER_CANCEL_KEYS.tooLong;
  return null;
}

/**
 * A reason as the CLI takes it (`--reason`): the id of a listed reason, else a text of its own.
 * The choice to send with CHOOSE / CHOOSE_OTHER and SET_OTHER.
 */
export function reasonChoiceOf(
  reasons: readonly CancelReason[],
  given: string,
): { choice: CancelChoice; otherText: string } {
  const text = given.trim();
  const listed = /^\d+$/.test(text) ? reasons.find((r) => r.id === Number(text)) : undefined;
  if (listed) return { choice: { kind: 'listed', reasonId: listed.id }, otherText: '' };
  return { choice: { kind: 'other' }, otherText: text };
}

function messageOf(output: unknown): string[] {
  if (typeof output !== 'object' || output === null || !('message' in output)) return [];
  const { message } = output as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? [message] : [];
}

const MACHINE = 'orderCancelMachine';

const apiActors = {
  loadReasons: fromPromise<CancelReason[]>(notProvided(MACHINE, 'loadReasons')),
  cancelOrder: fromPromise<CancelOrderResult, CancelOrderInput>(
    notProvided(MACHINE, 'cancelOrder'),
  ),
};

export type OrderCancelActors = typeof apiActors;

export const orderCancelMachine = setup({
  types: {} as {
    context: OrderCancelContext;
    events: OrderCancelEvent;
    input: OrderCancelInput;
    tags: 'busy' | 'open';
  },
  actors: apiActors,
  guards: {
    isPending: ({ context }) => canCancelOrder(context.orderStatus),
    leavesPending: ({ event }) => {
      assertEvent(event, 'SYNC');
      return !canCancelOrder(event.orderStatus);
    },
    hasReason: ({ context }) => reasonIssueOf(context) == null,
    isListedReason: ({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      return context.reasons.some((r) => r.id === event.reasonId);
    },
  },
  actions: {
    sync: assign({
      orderStatus: ({ event }) => {
        assertEvent(event, 'SYNC');
        return event.orderStatus;
      },
    }),
    setReasons: assign((_, params: { reasons: CancelReason[] }) => {
      const reasons = params.reasons.filter((r) => r.reason.trim() !== '');
      return { reasons, reasonsError: null };
    }),
    keepChoiceListed: assign(({ context }) =>
      context.choice?.kind === 'listed' &&
      !context.reasons.some((r) => r.id === (context.choice as { reasonId: number }).reasonId)
        ? { choice: null }
        : {},
    ),
    setReasonsError: assign((_, params: { error: unknown }) => ({
      reasons: [],
      reasonsError: toUiError(params.error),
    })),
    choose: assign(({ event }) => {
      assertEvent(event, 'CHOOSE');
      return {
        choice: { kind: 'listed', reasonId: event.reasonId } as CancelChoice,
        reasonIssue: null,
      };
    }),
    chooseOther: assign({ choice: { kind: 'other' } as CancelChoice, reasonIssue: null }),
    setOther: assign(({ event }) => {
      assertEvent(event, 'SET_OTHER');
      return {
        choice: { kind: 'other' } as CancelChoice,
        otherText: event.text.slice(0, MAX_REASON_LENGTH),
        reasonIssue: null,
      };
    }),
    refuseReason: assign(({ context }) => ({ reasonIssue: reasonIssueOf(context) })),
    clearError: assign({ error: null, reasonIssue: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    // effects, implemented by provideOrderCancelMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    orderCanceled: notProvided(MACHINE, 'orderCanceled') as (
      _: unknown,
      params: { orderId: number },
    ) => void,
  },
}).createMachine({
  id: 'orderCancel',
  initial: 'idle',
  context: ({ input }) => ({
    orderId: input.orderId,
    orderStatus: input.orderStatus,
    reasons: [],
    reasonsError: null,
    choice: null,
    otherText: '',
    reasonIssue: null,
    error: null,
  }),
  states: {
    idle: {
      on: {
        SYNC: { actions: 'sync' },
        OPEN: [
          { guard: 'isPending', target: 'loadingReasons', actions: 'clearError' },
          {
            actions: {
              type: 'notify',
              params: { kind: 'error', key: ORDER_CANCEL_KEYS.notPending },
            },
          },
        ],
      },
    },
    loadingReasons: {
      tags: ['busy', 'open'],
      invoke: {
        id: 'loadReasons',
        src: 'loadReasons',
        onDone: {
          target: 'choosing',
          actions: [
            { type: 'setReasons', params: ({ event }) => ({ reasons: event.output }) },
            'keepChoiceListed',
          ],
        },
        onError: {
          target: 'choosing',
          actions: { type: 'setReasonsError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        CLOSE: 'idle',
        SYNC: [
          {
            guard: 'leavesPending',
            target: 'idle',
            actions: [
              'sync',
              { type: 'notify', params: { kind: 'error', key: ORDER_CANCEL_KEYS.notPending } },
            ],
          },
          { actions: 'sync' },
        ],
      },
    },
    choosing: {
      tags: 'open',
      on: {
        CHOOSE: { guard: 'isListedReason', actions: 'choose' },
        CHOOSE_OTHER: { actions: 'chooseOther' },
        SET_OTHER: { actions: 'setOther' },
        RETRY_REASONS: 'loadingReasons',
        CLOSE: 'idle',
        SYNC: [
          {
            guard: 'leavesPending',
            target: 'idle',
            actions: [
              'sync',
              { type: 'notify', params: { kind: 'error', key: ORDER_CANCEL_KEYS.notPending } },
            ],
          },
          { actions: 'sync' },
        ],
        CONFIRM: [
          { guard: 'hasReason', target: 'canceling', actions: 'clearError' },
          {
            actions: [
              'refuseReason',
              {
                type: 'notify',
                params: ({ context }) => ({
                  kind: 'error',
                  key: context.reasonIssue ?? ORDER_CANCEL_KEYS.noReason,
                }),
              },
            ],
          },
        ],
      },
    },
    canceling: {
      tags: ['busy', 'open'],
      on: { SYNC: { actions: 'sync' } },
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({
          orderId: context.orderId,
          reason: chosenReason(context) ?? '',
        }),
        onDone: {
          target: 'canceled',
          actions: [
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: ORDER_CANCEL_KEYS.canceled,
                messages: messageOf(event.output),
              }),
            },
            { type: 'orderCanceled', params: ({ context }) => ({ orderId: context.orderId }) },
          ],
        },
        onError: [
          {
            // The order moved on meanwhile (a refetch said so): the dialog closes.
            guard: not('isPending'),
            target: 'idle',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: ({ context }) => errorToast(context.error) },
            ],
          },
          {
            target: 'choosing',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'notify', params: ({ context }) => errorToast(context.error) },
            ],
          },
        ],
      },
    },
    canceled: { type: 'final' },
  },
});

/** What `provideOrderCancelMachine` needs. */
export interface OrderCancelMachineDeps {
  actors: OrderCancelActors;
  notifier: Notifier;
  t: Translate;
  /** The order was canceled: refetch it (and the order lists). */
  onCanceled: (orderId: number) => void;
}

/** The machine wired to adapters: the same machine for web and CLI. */
export function provideOrderCancelMachine(deps: OrderCancelMachineDeps) {
  return orderCancelMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      orderCanceled: (_, params) => deps.onCanceled(params.orderId),
    },
  });
}
