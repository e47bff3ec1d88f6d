/**
 * # cartLineMachine: one line of the cart drawer
 *
 * Drives a line's quantity stepper and delete button (web drawer) and `storefront cart update` /
 * `cart remove` (CLI). Spec §4 'Cart line', §5:
 * - INCREMENT sends the new quantity when the stock is greater than the quantity (else 'Out of
 *   Stock') and, with `maximum_cart_quantity` set, while it exceeds the quantity (else 'Out of
 *   Limits'). **The food case:** in a food module the 'Out of Limits' message shows and the
 *   request is still sent (the server then answers with its own message).
 * - DECREMENT sends quantity − 1; at quantity 1 the decrement is the delete button: it removes
 *   the line ('Cart item remove successfully'). REMOVE removes at any quantity.
 * - While a request is in flight (tag `busy`) the controls are disabled: every event is ignored.
 * - A failure shows the server's message and keeps the quantity the server had.
 * - SYNC { line } takes the server's line after a refetch (ignored while busy).
 *
 * ## Input
 * `{ line: CartLine, moduleType, digits? }` (cart.ts): the line's item carries its prices, stock
 * and `maximum_cart_quantity`; `digits` is `digit_after_decimal_point` (default 2).
 *
 * ## States
 * `idle`; `updating` (tag `busy`, actor `updateItem` with the update body for
 * `context.pendingQuantity`); `removing` (tag `busy`, actor `removeItem` with `{ cart_id }`);
 * `removed` (final).
 *
 * ## Effects (named, implemented by `provideCartLineMachine`)
 * Actors `updateItem` (`CartUpdatePayload`), `removeItem` (`{ cart_id }`), resolving with
 * anything (the whole cart; the adapter refreshes the cart) and never toasting; action `notify`.
 *
 * `cartLineView(context)` gives what the line shows: the quantity ('01' … '09', '10' …), its
 * price, whether the decrement is the delete button, and whether the controls are enabled.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { cartLineBody, cartLinePrice, type CartLine, type CartLinePrice } from '../domain/cart.js';
import { formatQuantity, incrementBlock, MIN_QUANTITY, QUANTITY_KEYS } from '../domain/quantity.js';
import type { ModuleType } from '../domain/session.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';
import type { CartUpdatePayload } from './item-config.types.js';

export interface CartLineInput {
  line: CartLine;
  moduleType: ModuleType;
  /** `digit_after_decimal_point` (default 2), for the line's rounded price. */
  digits?: number;
}

export interface CartLineContext {
  line: CartLine;
  moduleType: ModuleType;
  digits: number;
  /** The quantity being sent, while `updating`. */
  pendingQuantity: number | null;
  error: UiError | null;
}

export type CartLineEvent =
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' }
  | { type: 'REMOVE' }
  | { type: 'SYNC'; line: CartLine };

export interface CartLineRemovePayload {
  cart_id: number;
}

export interface CartLineView {
  /** The quantity shown (the one being sent while busy). */
  quantity: number;
  quantityLabel: string;
  price: CartLinePrice;
  /** At quantity 1 the decrement control is the delete button. */
  decrementDeletes: boolean;
  /** The stepper and delete button are enabled (no request in flight). */
  enabled: boolean;
}

export const CART_LINE_KEYS = {
  removed: 'cart.toast.removed',
  outOfStock: QUANTITY_KEYS.outOfStock,
  outOfLimits: QUANTITY_KEYS.outOfLimits,
} as const;

const MACHINE = 'cartLineMachine';

/** What the line shows (see the notes); `busy` is `snapshot.hasTag('busy')`. */
export function cartLineView(context: CartLineContext, busy = false): CartLineView {
  const quantity = context.pendingQuantity ?? context.line.quantity;
  return {
    quantity,
    quantityLabel: formatQuantity(quantity),
    price: cartLinePrice({ ...context.line, quantity }, context.moduleType, context.digits),
    decrementDeletes: quantity <= MIN_QUANTITY,
    enabled: !busy,
  };
}

/** The update body for `quantity` units of the line. */
export function cartLineUpdatePayload(
  context: CartLineContext,
  quantity: number,
): CartUpdatePayload {
  return { ...cartLineBody(context.line, context.moduleType, quantity), cart_id: context.line.id };
}

const blockOf = (context: CartLineContext) =>
  incrementBlock(context.line.quantity, cartLinePrice(context.line, context.moduleType).limits);

const apiActors = {
  updateItem: fromPromise<unknown, CartUpdatePayload>(notProvided(MACHINE, 'updateItem')),
  removeItem: fromPromise<unknown, CartLineRemovePayload>(notProvided(MACHINE, 'removeItem')),
};

/** The cart actors the machine needs (bound to the cart API by the adapters). */
export type CartLineApiActors = typeof apiActors;

export const cartLineMachine = setup({
  types: {} as {
    context: CartLineContext;
    events: CartLineEvent;
    input: CartLineInput;
    tags: 'busy';
  },
  actors: apiActors,
  guards: {
    canIncrement: ({ context }) => blockOf(context) == null,
    isOutOfStock: ({ context }) => blockOf(context) === 'outOfStock',
    isFoodOverLimit: ({ context }) =>
      context.moduleType === 'food' && blockOf(context) === 'outOfLimits',
    isAboveOne: ({ context }) => context.line.quantity > MIN_QUANTITY,
    isSameLine: ({ context, event }) => {
      assertEvent(event, 'SYNC');
      return event.line.id === context.line.id;
    },
  },
  actions: {
    setPending: assign(({ context }, params: { delta: number }) => ({
      pendingQuantity: context.line.quantity + params.delta,
      error: null,
    })),
    commitPending: assign(({ context }) => ({
      line: { ...context.line, quantity: context.pendingQuantity ?? context.line.quantity },
      pendingQuantity: null,
    })),
    dropPending: assign({ pendingQuantity: null }),
    clearError: assign({ error: null }),
    sync: assign({
      line: ({ event }) => {
        assertEvent(event, 'SYNC');
        return event.line;
      },
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
  },
}).createMachine({
  id: 'cartLine',
  initial: 'idle',
  context: ({ input }) => ({
    line: input.line,
    moduleType: input.moduleType,
    digits: input.digits ?? 2,
    pendingQuantity: null,
    error: null,
  }),
  states: {
    idle: {
      on: {
        INCREMENT: [
          {
            guard: 'canIncrement',
            target: 'updating',
            actions: { type: 'setPending', params: { delta: 1 } },
          },
          {
            guard: 'isOutOfStock',
            actions: { type: 'notify', params: { kind: 'error', key: CART_LINE_KEYS.outOfStock } },
          },
          {
            guard: 'isFoodOverLimit',
            target: 'updating',
            actions: [
              { type: 'notify', params: { kind: 'error', key: CART_LINE_KEYS.outOfLimits } },
              { type: 'setPending', params: { delta: 1 } },
            ],
          },
          {
            actions: { type: 'notify', params: { kind: 'error', key: CART_LINE_KEYS.outOfLimits } },
          },
        ],
        DECREMENT: [
          {
            guard: 'isAboveOne',
            target: 'updating',
            actions: { type: 'setPending', params: { delta: -1 } },
          },
          { target: 'removing' },
        ],
        REMOVE: 'removing',
        SYNC: { guard: 'isSameLine', actions: 'sync' },
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context }) =>
          cartLineUpdatePayload(context, context.pendingQuantity ?? context.line.quantity),
        onDone: { target: 'idle', actions: 'commitPending' },
        onError: {
          target: 'idle',
          actions: [
            'dropPending',
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    removing: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ cart_id: context.line.id }),
        onDone: {
          target: 'removed',
          actions: { type: 'notify', params: { kind: 'success', key: CART_LINE_KEYS.removed } },
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    removed: { type: 'final' },
  },
});

/** What `provideCartLineMachine` needs. */
export interface CartLineMachineDeps {
  actors: CartLineApiActors;
  notifier: Notifier;
  t: Translate;
}

/** The cart-line machine wired to adapters: the same machine for web and CLI. */
export function provideCartLineMachine(deps: CartLineMachineDeps) {
  return cartLineMachine.provide({
    actors: deps.actors,
    actions: { notify: (_, params) => showToast(deps.notifier, deps.t, params) },
  });
}
