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
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { ModuleType } from '../domain/session.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import {
  addOnPayload,
  addOnsFromLine,
  countedAddOns,
  initialAddOns,
  sameAddOns,
  setAddOnQuantity,
  toggleAddOn,
  type AddOnQuantity,
  type SelectedAddOn,
} from '../domain/addons.js';
import {
  availabilityWindow,
  isAvailableAt,
  parseTimeOfDay,
  type TimeWindow,
} from '../domain/availability.js';
import {
  findCartLine,
  isCampaignItem,
  itemAddOns,
  itemButtons,
  type CartLineRef,
  type CatalogItem,
  type ItemButton,
  type ItemButtonKind,
} from '../domain/item.js';
import { linePrice, type LinePrice } from '../domain/item-price.js';
import {
  canDecrement,
  formatQuantity,
  incrementBlock,
  normalizeQuantity,
  quantityBlock,
  QUANTITY_KEYS,
  type QuantityBlock,
  type QuantityLimits,
} from '../domain/quantity.js';
import {
  chooseItemOption,
  initialSelection,
  isItemOption,
  selectionFromVariation,
  selectionIssues,
  selectionStock,
  selectionVariation,
  VARIATION_KEYS,
  variationIssueMessage,
  type CartVariation,
  type ItemMessage,
  type SelectedOption,
  type VariationIssue,
} from '../domain/variations.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

export interface ItemConfigInput {
  item: CatalogItem;
  moduleType: ModuleType;
  /** Default: `isCampaignItem(item)`. */
  campaign?: boolean;
  /** This item's cart lines. */
  cartLines?: CartLineRef[];
  /** Start from this cart line (editing a line from the cart). */
  cartLineId?: number | null;
  /** The local time of day, 'HH:MM:SS'. */
  timeOfDay: string;
}

export type ItemConfigOutcome = 'added' | 'updated' | 'boughtNow';

export interface ItemConfigContext {
  item: CatalogItem;
  moduleType: ModuleType;
  campaign: boolean;
  cartLines: CartLineRef[];
  timeOfDay: string;
  /** Chosen options in canonical order (group, then option). */
  selected: SelectedOption[];
  addOns: SelectedAddOn[];
  quantity: number;
  error: UiError | null;
  outcome: ItemConfigOutcome | null;
}

export type ItemConfigEvent =
  | { type: 'CHOOSE_OPTION'; choiceIndex: number; optionIndex: number }
  | { type: 'TOGGLE_ADDON'; addOnId: number }
  | { type: 'SET_ADDON_QTY'; addOnId: number; quantity: number }
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' }
  | { type: 'SUBMIT_ADD' }
  | { type: 'SUBMIT_UPDATE' }
  | { type: 'BUY_NOW' }
  | { type: 'SET_TIME'; timeOfDay: string };

/** The add-to-cart body without `guest_id` (the API client adds it; spec §3, reference §4.7). */
export interface CartLinePayload {
  item_id: number;
  model: 'Item' | 'ItemCampaign';
  /** The undiscounted unit price × quantity (see item-price.ts). */
  price: number;
  quantity: number;
  variation: CartVariation;
  add_on_ids: number[];
  /** Per add-on quantities, index for index with `add_on_ids`. */
  add_on_qtys: number[];
}

export interface CartUpdatePayload extends CartLinePayload {
  cart_id: number;
}

/** How a cart call ended: done, or cancelled by the customer (no toast, back to editing). */
export type CartCallResult = 'done' | 'cancelled';

export interface BuyNowParams {
  /** The checkout page: `/checkout?page=buy_now`, or `page=campaign` for a campaign item. */
  page: 'buy_now' | 'campaign';
  line: CartLinePayload;
  item: CatalogItem;
}

/** A toast: `NotifyParams` plus the placeholders of `key`. */
export interface ItemNotifyParams extends NotifyParams {
  vars?: Record<string, string | number>;
}

/** Everything the quick view shows, derived from the context. */
export interface ItemConfigView {
  /** Within the availability window (no window: always). */
  available: boolean;
  /** The window to show next to 'Not Available now', or null when the item has none. */
  window: TimeWindow | null;
  /** Units available for the chosen variation, or null when stock is not tracked. */
  stock: number | null;
  inStock: boolean;
  variationOutOfStock: boolean;
  /** The inline '*This variation is out of stock', or null. */
  stockMessage: ItemMessage | null;
  issues: VariationIssue[];
  /** The variation messages (translate `key` with `vars`). */
  messages: ItemMessage[];
  /** No variation rule broken, nothing out of stock, the quantity within stock and limits. */
  valid: boolean;
  price: LinePrice;
  buttons: ItemButton[];
  /** The cart line with the same item and variation, or null. */
  cartLine: CartLineRef | null;
  canIncrement: boolean;
  canDecrement: boolean;
  /** '01' … '09', '10' … */
  quantityLabel: string;
  variation: CartVariation;
  addOns: AddOnQuantity[];
}

const MACHINE = 'itemConfigMachine';

function limitsOf(context: ItemConfigContext, stock: number | null): QuantityLimits {
  return { stock, maxCartQuantity: context.item.maximum_cart_quantity ?? null };
}

/** The quick view's derived state (see `ItemConfigView`). */
export function itemConfigView(context: ItemConfigContext): ItemConfigView {
  const { item, moduleType, selected, quantity } = context;
  const addOnList = itemAddOns(item);
  const stockState = selectionStock(item, moduleType, selected);
  const issues = selectionIssues(item, moduleType, selected);
  const price = linePrice(item, addOnList, moduleType, {
    selected,
    addOns: context.addOns,
    quantity,
  });
  const available = isAvailableAt(item, context.timeOfDay);
  const variation = selectionVariation(item, moduleType, selected);
  const cartLine = findCartLine(context.cartLines, item.id, variation);
  const limits = limitsOf(context, stockState.stock);
  return {
    available,
    window: availabilityWindow(item),
    stock: stockState.stock,
    inStock: stockState.inStock,
    variationOutOfStock: stockState.variationOutOfStock,
    stockMessage: stockState.variationOutOfStock ? { key: VARIATION_KEYS.outOfStockInline } : null,
    issues,
    messages: issues.map(variationIssueMessage),
    valid:
      issues.length === 0 &&
      !stockState.variationOutOfStock &&
      quantityBlock(quantity, limits) == null,
    price,
    buttons: itemButtons({
      inStock: stockState.inStock,
      available,
      campaign: context.campaign,
      inCart: cartLine != null,
    }),
    cartLine,
    canIncrement: incrementBlock(quantity, limits) == null,
    canDecrement: canDecrement(quantity, price.total),
    quantityLabel: formatQuantity(quantity),
    variation,
    addOns: countedAddOns(addOnList, context.addOns),
  };
}

/** The add-to-cart body of the current configuration. */
export function cartLinePayload(context: ItemConfigContext): CartLinePayload {
  const view = itemConfigView(context);
  return {
    item_id: context.item.id,
    model: context.campaign ? 'ItemCampaign' : 'Item',
    price: view.price.cartPrice,
    quantity: context.quantity,
    variation: view.variation,
    ...addOnPayload(view.addOns),
  };
}

const QUANTITY_TOASTS: Record<QuantityBlock, string> = {
  outOfStock: QUANTITY_KEYS.outOfStock,
  outOfLimits: QUANTITY_KEYS.outOfLimits,
};

/** Why a submit is refused (the toast to show), or null. */
export function submitIssue(context: ItemConfigContext): ItemNotifyParams | null {
  const view = itemConfigView(context);
  if (view.variationOutOfStock) return { kind: 'error', key: VARIATION_KEYS.outOfStock };
  const first = view.messages[0];
  if (first != null) return { kind: 'error', key: first.key, vars: first.vars ?? {} };
  const block = quantityBlock(context.quantity, limitsOf(context, view.stock));
  if (block != null) return { kind: 'error', key: QUANTITY_TOASTS[block] };
  return null;
}

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

/** What `provideItemConfigMachine` needs: the cart actors and the adapters' effects. */
export interface ItemConfigMachineDeps {
  actors: ItemConfigCartActors;
  /** Keep the line for checkout and go to `/checkout?page=<page>`. */
  buyNow: (params: BuyNowParams) => void;
  notifier: Notifier;
  t: Translate;
}

/** Shows a toast: the server's messages when present, else `key` translated with `vars`. */
export function showItemToast(notifier: Notifier, t: Translate, params: ItemNotifyParams): void {
  if ((params.messages ?? []).some((m) => m.trim() !== '')) {
    showToast(notifier, t, params);
    return;
  }
  notifier.notify(params.kind, t(params.key, params.vars));
}

/** The item-configuration machine wired to adapters: the same machine for web and CLI. */
export function provideItemConfigMachine(deps: ItemConfigMachineDeps) {
  return itemConfigMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showItemToast(deps.notifier, deps.t, params),
      buyNow: (_, params) => deps.buyNow(params),
    },
  });
}
