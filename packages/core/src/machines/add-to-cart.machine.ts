/**
 * # addToCartMachine: putting a configured line into the cart
 *
 * Drives adding from an item card or the quick view (web) and `storefront cart add` (CLI). It
 * decides once, from its input, what adding means (spec §4 'Add to cart', 'Update'):
 * - the same item with the same variation is already in the cart → update that line, or the
 *   warning 'No changes found to update.' when the quantity and add-ons are the same;
 * - the cart holds a line of another store → ask to replace the cart ('You have item from
 *   another store in cart. If you continue, your all previous item from cart will be removed and
 *   this one will be added.'); on confirm clear the cart, then add, with 'Your cart has been
 *   cleared successfully. And selected item added to the cart.'; cancel leaves the cart alone;
 * - otherwise (an empty cart, or a cart of the same store) → add ('Item added to cart').
 * Before any of these, a visitor with no delivery location (no zone stored: a store opened by a
 * shared link) is asked for one (issue 15): the cart of a visitor without a zone cannot be
 * delivered. Once a location in a zone is stored, adding goes on as above; closing the question
 * adds nothing.
 * A failed call shows the server's message and ends in `failed`; the caller keeps the
 * configuration (the quick view stays open with everything chosen).
 *
 * ## Input (`AddToCartInput`)
 * `line` (the add body: item_id, model, price, quantity, variation, add_on_ids, add_on_qtys, as
 * `cartLinePayload` of the item-configuration machine builds it), `storeId` (the item's store)
 * and `cart` (the current cart's entries with their stores, `cartEntryRef` of cart.ts);
 * `hasZone` (default true): whether a delivery location with its zone is stored.
 *
 * ## States
 * - `deciding` (transient): picks one of the paths above.
 * - `needsLocation` (tag `location`): **the UI asks for a delivery location** (the map picker
 *   dialog); LOCATION_SET (a location in a zone was stored) decides again, CANCEL ends in
 *   `cancelled`.
 * - `confirmingReplace` (tag `confirm`): **the UI shows the replace-cart dialog**; CONFIRM or
 *   CANCEL.
 * - `clearing`, `adding`, `updating` (tag `busy`): the actors `clearCart`, `addItem`,
 *   `updateItem` run.
 * - final states, with `output.outcome`: `done` ('added', 'replaced' or 'updated'), `unchanged`,
 *   `cancelled`, `failed` (`output.error` is the server's message).
 *
 * ## Effects (named, implemented by `provideAddToCartMachine`)
 * Actors `clearCart` (no input), `addItem` (`CartLinePayload`), `updateItem`
 * (`CartUpdatePayload`); they resolve with anything (the whole cart) and must not toast.
 * Action `notify` (toasts).
 *
 * ```ts
 * const machine = provideAddToCartMachine({ actors, notifier, t });
 * const actor = createActor(machine, { input: { line, storeId: item.store_id, cart } }).start();
 * // actor.getSnapshot().hasTag('confirm') → show the dialog; send CONFIRM or CANCEL
 * ```
 *
 * The quick view's item-configuration machine delegates its `addToCart` actor here with
 * `itemConfigCartActors(deps)` (see below).
 */
import { assign, createActor, fromPromise, setup, toPromise, type ActorRefFrom } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { addOnsFromPayload, sameAddOns } from '../domain/addons.js';
import { hasStoreConflict, type CartEntryRef } from '../domain/cart.js';
import { findCartLine } from '../domain/item.js';
import { NETWORK_ERROR_KEY, toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';
import type { ItemConfigCartActors } from './item-config.machine.js';
import type { CartCallResult, CartLinePayload, CartUpdatePayload } from './item-config.types.js';

export interface AddToCartInput {
  line: CartLinePayload;
  /** The item's store. */
  storeId: number;
  /** The cart's entries, with their stores. */
  cart: readonly CartEntryRef[];
  /** Whether a delivery location with its zone is stored (default true). */
  hasZone?: boolean;
}

export type AddToCartOutcome =
  'added' | 'replaced' | 'updated' | 'unchanged' | 'cancelled' | 'failed';

export interface AddToCartContext {
  line: CartLinePayload;
  storeId: number;
  cart: CartEntryRef[];
  hasZone: boolean;
  outcome: AddToCartOutcome | null;
  error: UiError | null;
}

export type AddToCartEvent = { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'LOCATION_SET' };

export interface AddToCartOutput {
  outcome: AddToCartOutcome;
  error: UiError | null;
}

/** i18n keys of the machine's toasts. */
export const ADD_TO_CART_KEYS = {
  added: 'item.toast.added',
  updated: 'item.toast.updated',
  unchanged: 'item.update.noChanges',
  replaced: 'cart.toast.replaced',
  replaceMessage: 'cart.replace.message',
} as const;

const MACHINE = 'addToCartMachine';

/** The cart line with the same item and variation as the line being added, or null. */
export function sameCartLine(
  context: Pick<AddToCartContext, 'line' | 'cart'>,
): CartEntryRef | null {
  const found = findCartLine(context.cart, context.line.item_id, context.line.variation);
  return found == null ? null : (context.cart.find((e) => e.id === found.id) ?? null);
}

/** Whether the line is already in the cart with the same quantity and add-ons. */
export function isUnchangedLine(context: Pick<AddToCartContext, 'line' | 'cart'>): boolean {
  const same = sameCartLine(context);
  if (same == null) return false;
  const addOns = addOnsFromPayload(context.line.add_on_ids, context.line.add_on_qtys);
  return same.quantity === context.line.quantity && sameAddOns(same.addOns, addOns);
}

const apiActors = {
  clearCart: fromPromise<unknown>(notProvided(MACHINE, 'clearCart')),
  addItem: fromPromise<unknown, CartLinePayload>(notProvided(MACHINE, 'addItem')),
  updateItem: fromPromise<unknown, CartUpdatePayload>(notProvided(MACHINE, 'updateItem')),
};

/** The cart actors the machine needs (bound to the cart API by the adapters). */
export type AddToCartApiActors = typeof apiActors;

export const addToCartMachine = setup({
  types: {} as {
    context: AddToCartContext;
    events: AddToCartEvent;
    input: AddToCartInput;
    output: AddToCartOutput;
    tags: 'busy' | 'confirm' | 'location';
  },
  actors: apiActors,
  guards: {
    needsLocation: ({ context }) => !context.hasZone,
    isUnchanged: ({ context }) => isUnchangedLine(context),
    isInCart: ({ context }) => sameCartLine(context) != null,
    hasOtherStore: ({ context }) => hasStoreConflict(context.cart, context.storeId),
    isReplacing: ({ context }) => context.outcome === 'replaced',
  },
  actions: {
    setOutcome: assign((_, params: { outcome: AddToCartOutcome }) => ({ outcome: params.outcome })),
    setError: assign((_, params: { error: unknown }) => ({
      error: toUiError(params.error),
      outcome: 'failed' as const,
    })),
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
  },
}).createMachine({
  id: 'addToCart',
  initial: 'deciding',
  context: ({ input }) => ({
    line: input.line,
    storeId: input.storeId,
    cart: [...input.cart],
    hasZone: input.hasZone ?? true,
    outcome: null,
    error: null,
  }),
  output: ({ context }) => ({ outcome: context.outcome ?? 'cancelled', error: context.error }),
  states: {
    deciding: {
      always: [
        { guard: 'needsLocation', target: 'needsLocation' },
        { guard: 'isUnchanged', target: 'unchanged' },
        { guard: 'isInCart', target: 'updating' },
        { guard: 'hasOtherStore', target: 'confirmingReplace' },
        { target: 'adding' },
      ],
    },
    needsLocation: {
      tags: 'location',
      on: {
        LOCATION_SET: { target: 'deciding', actions: assign({ hasZone: true }) },
        CANCEL: 'cancelled',
      },
    },
    confirmingReplace: {
      tags: 'confirm',
      on: {
        CONFIRM: 'clearing',
        CANCEL: 'cancelled',
      },
    },
    clearing: {
      tags: 'busy',
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        onDone: {
          target: 'adding',
          actions: { type: 'setOutcome', params: { outcome: 'replaced' } },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => context.line,
        onDone: [
          {
            guard: 'isReplacing',
            target: 'done',
            actions: {
              type: 'notify',
              params: { kind: 'success', key: ADD_TO_CART_KEYS.replaced },
            },
          },
          {
            target: 'done',
            actions: [
              { type: 'setOutcome', params: { outcome: 'added' } },
              { type: 'notify', params: { kind: 'success', key: ADD_TO_CART_KEYS.added } },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context }) => {
          const same = sameCartLine(context);
          if (same == null) throw new Error(`${MACHINE}: no cart line to update`);
          return { ...context.line, cart_id: same.id };
        },
        onDone: {
          target: 'done',
          actions: [
            { type: 'setOutcome', params: { outcome: 'updated' } },
            { type: 'notify', params: { kind: 'success', key: ADD_TO_CART_KEYS.updated } },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
    unchanged: {
      type: 'final',
      entry: [
        { type: 'setOutcome', params: { outcome: 'unchanged' } },
        { type: 'notify', params: { kind: 'warning', key: ADD_TO_CART_KEYS.unchanged } },
      ],
    },
    cancelled: {
      type: 'final',
      entry: { type: 'setOutcome', params: { outcome: 'cancelled' } },
    },
    failed: {
      type: 'final',
      entry: { type: 'notify', params: ({ context }) => errorToast(context.error) },
    },
  },
});

export type AddToCartActorRef = ActorRefFrom<typeof addToCartMachine>;

/** What `provideAddToCartMachine` needs: the cart actors and the notifier. */
export interface AddToCartMachineDeps {
  actors: AddToCartApiActors;
  notifier: Notifier;
  t: Translate;
}

/** The add-to-cart machine wired to adapters: the same machine for web and CLI. */
export function provideAddToCartMachine(deps: AddToCartMachineDeps) {
  return addToCartMachine.provide({
    actors: deps.actors,
    actions: { notify: (_, params) => showToast(deps.notifier, deps.t, params) },
  });
}

// ---------------------------------------------------------------- the quick view's cart actors

/** An error for the item-configuration machine that keeps what `toUiError` reads. */
function rejection(error: UiError | null): unknown {
  if (error == null) return new Error('add to cart failed');
  if (error.messages.length > 0) {
    return { messages: error.messages, codes: error.code == null ? [] : [error.code] };
  }
  return error.key === NETWORK_ERROR_KEY ? new TypeError('fetch failed') : new Error(error.key);
}

export interface ItemConfigCartDeps extends AddToCartMachineDeps {
  /** The item's store. */
  storeId: number;
  /** The cart's entries when the customer submits. */
  cart: () => readonly CartEntryRef[];
  /** Whether a delivery location with its zone is stored when the customer submits. */
  hasZone?: () => boolean;
  /** Called with each add-to-cart actor, so the UI can show the replace and location dialogs. */
  onActor?: (actor: AddToCartActorRef) => void;
}

/**
 * The item-configuration machine's cart actors, delegating to this machine: `addToCart` runs an
 * add-to-cart actor (the replace dialog, clearing, adding) and resolves 'done' when the line is
 * in the cart, 'cancelled' when the customer declined; it rejects with the server's message.
 * The item-configuration machine toasts 'Item added to cart', 'Item updated successfully' and
 * the failures; this one adds only the replace text.
 */
export function itemConfigCartActors(deps: ItemConfigCartDeps): ItemConfigCartActors {
  const machine = addToCartMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => {
        if (params.key === ADD_TO_CART_KEYS.replaced) showToast(deps.notifier, deps.t, params);
      },
    },
  });
  return {
    addToCart: fromPromise<CartCallResult, CartLinePayload>(
      ({ input, signal }) =>
        new Promise<CartCallResult>((resolve, reject) => {
          const actor = createActor(machine, {
            input: {
              line: input,
              storeId: deps.storeId,
              cart: deps.cart(),
              hasZone: deps.hasZone?.() ?? true,
            },
          });
          actor.subscribe({
            complete: () => {
              const output = actor.getSnapshot().output;
              if (output == null || output.outcome === 'failed')
                reject(rejection(output?.error ?? null));
              else if (output.outcome === 'cancelled' || output.outcome === 'unchanged') {
                resolve('cancelled');
              } else resolve('done');
            },
            error: reject,
          });
          signal.addEventListener('abort', () => actor.stop(), { once: true });
          deps.onActor?.(actor);
          actor.start();
        }),
    ),
    updateCart: fromPromise<CartCallResult, CartUpdatePayload>(async ({ input }) => {
      await toPromise(createActor(deps.actors.updateItem, { input }).start());
      return 'done';
    }),
  };
}
