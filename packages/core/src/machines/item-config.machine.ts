/**
 * # itemConfigMachine: configuring an item in the quick view
 *
 * Drives the item quick view (web) and `storefront item price` (CLI): the chosen options,
 * add-ons and quantity go in; validity, messages, prices and the allowed buttons come out of
 * `itemConfigView(snapshot.context)` (derived, never stored twice). It never calls the cart
 * API, navigation or the clock itself: `provideItemConfigMachine(deps)` gives it the cart
 * actors and the buy-now effect.
 *
 * ## Input (`ItemConfigInput`)
 * - `item`: the server's item (`CatalogItem`); `moduleType`: the module it is shown in (food
 *   uses `food_variations`, the others `choice_options` + `variations`; stock is tracked for
 *   grocery, pharmacy and e-commerce).
 * - `campaign`: whether it is a campaign item (default `isCampaignItem(item)`).
 * - `cartLines`: this item's cart lines (id, variation, add-ons, quantity). The quick view
 *   starts from the line `cartLineId` names, else from the line that has the starting
 *   variation (nothing chosen for food, the first value of each group otherwise), else fresh
 *   (quantity 1, no add-ons).
 * - `timeOfDay`: the local time, 'HH:MM:SS' (`timeOfDayOf(clockDate)`); SET_TIME moves it.
 *
 * ## States
 * - `editing`: choosing. Every change is checked at once (see Events).
 * - `adding` (tag `busy`): the `addToCart` actor runs with the line payload.
 * - `updating` (tag `busy`): the `updateCart` actor runs with the payload and `cart_id`.
 * - `closed` (final): added ('Item added to cart'), updated ('Item updated successfully') or
 *   handed to buy now; `output.outcome` says which. **The UI closes the quick view here.**
 *   A failed call goes back to `editing` with `context.error` toasted; a call that resolves
 *   `'cancelled'` (the customer declined, e.g. replacing another store's cart) goes back quietly.
 *
 * ## Events (in `editing`)
 * - `CHOOSE_OPTION { choiceIndex, optionIndex }`: a food variation's option (single replaces,
 *   multi toggles) or a choice group's value. Landing on a variation (or option) with stock 0
 *   toasts 'This variation is out of stock. Choose another variation to proceed further.'.
 * - `TOGGLE_ADDON { addOnId }`, `SET_ADDON_QTY { addOnId, quantity }` (0 unchecks).
 * - `INCREMENT`: refused with 'Out of Stock' (stock not above the quantity) or 'Out of Limits'
 *   (`maximum_cart_quantity` not above it). `DECREMENT`: ignored at 1 or when the total is 0.
 * - `SUBMIT_ADD`, `SUBMIT_UPDATE`, `BUY_NOW`: only when the view offers that button. A broken
 *   variation rule toasts its message ('Variation {name} can not remain without selection.',
 *   'Selected variation named {name} must be in between Minimum {min} and Maximum {max}') and
 *   stays; an update without any difference toasts the warning 'No changes found to update.'.
 * - `SET_TIME { timeOfDay }`: the clock moved (availability is re-derived).
 *
 * ## Effects (named, implemented by `provideItemConfigMachine`)
 * Actors `addToCart`, `updateCart` (resolve `'done'` or `'cancelled'`; they must not toast);
 * actions `buyNow` (`{ page: 'buy_now' | 'campaign', line, item }`: keep the line for checkout
 * and go to `/checkout?page=<page>`) and `notify` (toasts).
 *
 * ```ts
 * const machine = provideItemConfigMachine({ actors, buyNow, notifier, t });
 * const actor = createActor(machine, { input: { item, moduleType: 'food', cartLines, timeOfDay } }).start();
 * actor.send({ type: 'CHOOSE_OPTION', choiceIndex: 0, optionIndex: 1 });
 * const view = itemConfigView(actor.getSnapshot().context); // view.price.total, view.buttons
 * ```
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toUiError } from '../domain/ui-error.js';
import {
  addOnsFromLine,
  initialAddOns,
  sameAddOns,
  setAddOnQuantity,
  toggleAddOn,
} from '../domain/addons.js';
import { parseTimeOfDay } from '../domain/availability.js';
import { findCartLine, isCampaignItem, itemAddOns, type ItemButtonKind } from '../domain/item.js';
import {
  incrementBlock,
  normalizeQuantity,
  QUANTITY_KEYS,
  type QuantityBlock,
} from '../domain/quantity.js';
import {
  chooseItemOption,
  initialSelection,
  isItemOption,
  selectionFromVariation,
  selectionStock,
  selectionVariation,
  VARIATION_KEYS,
} from '../domain/variations.js';
import { errorToast, notProvided } from './effects.js';
import type {
  BuyNowParams,
  CartCallResult,
  CartLinePayload,
  CartUpdatePayload,
  ItemConfigContext,
  ItemConfigEvent,
  ItemConfigInput,
  ItemConfigOutcome,
  ItemNotifyParams,
} from './item-config.types.js';
import { cartLinePayload, itemConfigView, limitsOf, submitIssue } from './item-config.connect.js';

const MACHINE = 'itemConfigMachine';

/** The starting configuration (see Input in the notes). */
function initialContext(input: ItemConfigInput): ItemConfigContext {
  const { item, moduleType } = input;
  const cartLines = [...(input.cartLines ?? [])].filter((l) => l.itemId === item.id);
  const addOnList = itemAddOns(item);
  const fresh = initialSelection(item, moduleType);
  const named = cartLines.find((l) => l.id === input.cartLineId) ?? null;
  const line =
    named ?? findCartLine(cartLines, item.id, selectionVariation(item, moduleType, fresh));
  const fromLine = line == null ? null : selectionFromVariation(item, moduleType, line.variation);
  const useLine = line != null && fromLine != null;
  return {
    item,
    moduleType,
    campaign: input.campaign ?? isCampaignItem(item),
    cartLines,
    timeOfDay: input.timeOfDay,
    selected: useLine ? fromLine : fresh,
    addOns: useLine ? addOnsFromLine(addOnList, line.addOns) : initialAddOns(addOnList),
    quantity: useLine ? normalizeQuantity(line.quantity) : 1,
    error: null,
    outcome: null,
  };
}

const offers = (context: ItemConfigContext, kinds: readonly ItemButtonKind[]): boolean =>
  itemConfigView(context).buttons.some((b) => !b.disabled && kinds.includes(b.kind));

const BUTTONS = {
  add: ['addToCart'],
  update: ['updateCart'],
  buy: ['buyNow', 'orderNow'],
} as const satisfies Record<string, readonly ItemButtonKind[]>;

type ButtonGroup = keyof typeof BUTTONS;

const cartActors = {
  addToCart: fromPromise<CartCallResult, CartLinePayload>(notProvided(MACHINE, 'addToCart')),
  updateCart: fromPromise<CartCallResult, CartUpdatePayload>(notProvided(MACHINE, 'updateCart')),
};

/** The cart actors the machine needs (bound to the cart API by a later adapter). */
export type ItemConfigCartActors = typeof cartActors;

export const itemConfigMachine = setup({
  types: {} as {
    context: ItemConfigContext;
    events: ItemConfigEvent;
    input: ItemConfigInput;
    output: { outcome: ItemConfigOutcome | null };
    tags: 'busy';
  },
  actors: cartActors,
  guards: {
    isOption: ({ context, event }) => {
      assertEvent(event, 'CHOOSE_OPTION');
      return isItemOption(context.item, context.moduleType, event.choiceIndex, event.optionIndex);
    },
    choiceIsOutOfStock: ({ context, event }) => {
      assertEvent(event, 'CHOOSE_OPTION');
      const { item, moduleType } = context;
      if (!isItemOption(item, moduleType, event.choiceIndex, event.optionIndex)) return false;
      const next = chooseItemOption(
        context.item,
        context.moduleType,
        context.selected,
        event.choiceIndex,
        event.optionIndex,
      );
      return selectionStock(context.item, context.moduleType, next).variationOutOfStock;
    },
    isAddOn: ({ context, event }) => {
      assertEvent(event, ['TOGGLE_ADDON', 'SET_ADDON_QTY']);
      if (
        event.type === 'SET_ADDON_QTY' &&
        !(Number.isInteger(event.quantity) && event.quantity >= 0)
      ) {
        return false;
      }
      return context.addOns.some((a) => a.id === event.addOnId);
    },
    canIncrement: ({ context }) => itemConfigView(context).canIncrement,
    incrementBlockedBy: ({ context }, params: { block: QuantityBlock }) =>
      incrementBlock(context.quantity, limitsOf(context, itemConfigView(context).stock)) ===
      params.block,
    canDecrement: ({ context }) => itemConfigView(context).canDecrement,
    isTimeOfDay: ({ event }) => {
      assertEvent(event, 'SET_TIME');
      return parseTimeOfDay(event.timeOfDay) != null;
    },
    offers: ({ context }, params: { buttons: ButtonGroup }) =>
      offers(context, BUTTONS[params.buttons]),
    isRefused: ({ context }, params: { buttons: ButtonGroup }) =>
      offers(context, BUTTONS[params.buttons]) && submitIssue(context) != null,
    isUnchanged: ({ context }) => {
      const view = itemConfigView(context);
      const line = view.cartLine;
      return (
        offers(context, BUTTONS.update) &&
        line != null &&
        line.quantity === context.quantity &&
        sameAddOns(line.addOns, view.addOns)
      );
    },
    wasCancelled: (_, params: { result: CartCallResult }) => params.result === 'cancelled',
  },
  actions: {
    chooseOption: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'CHOOSE_OPTION');
        return chooseItemOption(
          context.item,
          context.moduleType,
          context.selected,
          event.choiceIndex,
          event.optionIndex,
        );
      },
    }),
    toggleAddOn: assign({
      addOns: ({ context, event }) => {
        assertEvent(event, 'TOGGLE_ADDON');
        return toggleAddOn(context.addOns, event.addOnId);
      },
    }),
    setAddOnQuantity: assign({
      addOns: ({ context, event }) => {
        assertEvent(event, 'SET_ADDON_QTY');
        return setAddOnQuantity(context.addOns, event.addOnId, event.quantity);
      },
    }),
    increment: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrement: assign({ quantity: ({ context }) => normalizeQuantity(context.quantity - 1) }),
    setTime: assign({
      timeOfDay: ({ event }) => {
        assertEvent(event, 'SET_TIME');
        return event.timeOfDay;
      },
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    setOutcome: assign((_, params: { outcome: ItemConfigOutcome }) => ({
      outcome: params.outcome,
    })),
    // effects, implemented by provideItemConfigMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: ItemNotifyParams) => void,
    buyNow: notProvided(MACHINE, 'buyNow') as (_: unknown, params: BuyNowParams) => void,
  },
}).createMachine({
  id: 'itemConfig',
  initial: 'editing',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ outcome: context.outcome }),
  states: {
    editing: {
      on: {
        CHOOSE_OPTION: [
          {
            guard: 'choiceIsOutOfStock',
            actions: [
              'chooseOption',
              { type: 'notify', params: { kind: 'error', key: VARIATION_KEYS.outOfStock } },
            ],
          },
          { guard: 'isOption', actions: 'chooseOption' },
        ],
        TOGGLE_ADDON: { guard: 'isAddOn', actions: 'toggleAddOn' },
        SET_ADDON_QTY: { guard: 'isAddOn', actions: 'setAddOnQuantity' },
        INCREMENT: [
          { guard: 'canIncrement', actions: 'increment' },
          {
            guard: { type: 'incrementBlockedBy', params: { block: 'outOfStock' } },
            actions: { type: 'notify', params: { kind: 'error', key: QUANTITY_KEYS.outOfStock } },
          },
          {
            actions: { type: 'notify', params: { kind: 'error', key: QUANTITY_KEYS.outOfLimits } },
          },
        ],
        DECREMENT: { guard: 'canDecrement', actions: 'decrement' },
        SET_TIME: { guard: 'isTimeOfDay', actions: 'setTime' },
        SUBMIT_ADD: [
          {
            guard: { type: 'isRefused', params: { buttons: 'add' } },
            actions: { type: 'notify', params: ({ context }) => submitIssue(context)! },
          },
          {
            guard: { type: 'offers', params: { buttons: 'add' } },
            target: 'adding',
            actions: 'clearError',
          },
        ],
        SUBMIT_UPDATE: [
          {
            guard: { type: 'isRefused', params: { buttons: 'update' } },
            actions: { type: 'notify', params: ({ context }) => submitIssue(context)! },
          },
          {
            guard: 'isUnchanged',
            actions: { type: 'notify', params: { kind: 'warning', key: 'item.update.noChanges' } },
          },
          {
            guard: { type: 'offers', params: { buttons: 'update' } },
            target: 'updating',
            actions: 'clearError',
          },
        ],
        BUY_NOW: [
          {
            guard: { type: 'isRefused', params: { buttons: 'buy' } },
            actions: { type: 'notify', params: ({ context }) => submitIssue(context)! },
          },
          {
            guard: { type: 'offers', params: { buttons: 'buy' } },
            target: 'closed',
            actions: [
              { type: 'setOutcome', params: { outcome: 'boughtNow' } },
              {
                type: 'buyNow',
                params: ({ context }) => ({
                  page: context.campaign ? 'campaign' : 'buy_now',
                  line: cartLinePayload(context),
                  item: context.item,
                }),
              },
            ],
          },
        ],
      },
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => cartLinePayload(context),
        onDone: [
          {
            guard: { type: 'wasCancelled', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
          },
          {
            target: 'closed',
            actions: [
              { type: 'setOutcome', params: { outcome: 'added' } },
              { type: 'notify', params: { kind: 'success', key: 'item.toast.added' } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    updating: {
      tags: 'busy',
      invoke: {
        id: 'updateCart',
        src: 'updateCart',
        input: ({ context }) => {
          const line = itemConfigView(context).cartLine;
          if (line == null) throw new Error(`${MACHINE}: no cart line to update`);
          return { ...cartLinePayload(context), cart_id: line.id };
        },
        onDone: [
          {
            guard: { type: 'wasCancelled', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
          },
          {
            target: 'closed',
            actions: [
              { type: 'setOutcome', params: { outcome: 'updated' } },
              { type: 'notify', params: { kind: 'success', key: 'item.toast.updated' } },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    closed: {
      type: 'final',
    },
  },
});
