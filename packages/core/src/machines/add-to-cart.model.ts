/**
 * The model of `addToCartMachine` that its model-based test walks (and that
 * `storefront machines paths add-to-cart` can list): one line to add and the carts that make
 * each path of the spec (empty, same store, another store, the same line changed or not, and
 * no delivery location yet), with the cart calls' outcomes.
 */
import { ApiError } from '../api/errors.js';
import type { CartEntryRef } from '../domain/cart.js';
import { modelPaths } from './model-paths.js';
import {
  addToCartMachine,
  type AddToCartEvent,
  type AddToCartInput,
} from './add-to-cart.machine.js';
import type { CartLinePayload } from './item-config.types.js';

/** 2 × the 5 kg rice of Green Grocer (store 8) with no add-ons. */
const riceLine: CartLinePayload = {
  item_id: 401,
  model: 'Item',
  price: 30.5,
  quantity: 2,
  variation: [{ type: '5kg', price: 15.25, stock: 3 }],
  add_on_ids: [],
  add_on_qtys: [],
};

const entry = (over: Partial<CartEntryRef>): CartEntryRef => ({
  id: 1,
  itemId: 402,
  storeId: 8,
  variation: [],
  addOns: [],
  quantity: 1,
  ...over,
});

export const addToCartFixtures = {
  riceLine,
  storeId: 8,
  /** Olive oil of the same store. */
  sameStore: [entry({ id: 11, itemId: 402 })],
  /** A burger of Burger Barn (store 7). */
  otherStore: [
    entry({
      id: 21,
      itemId: 101,
      storeId: 7,
      variation: [{ name: 'Size', values: { label: ['Large'] } }],
    }),
  ],
  /** The same rice pack, once. */
  sameLineChanged: [
    entry({
      id: 31,
      itemId: 401,
      variation: [{ type: '5kg', price: 15.25, stock: 3 }],
      quantity: 1,
    }),
  ],
  /** The same rice pack, twice (nothing to update). */
  sameLineUnchanged: [
    entry({ id: 41, itemId: 401, variation: [{ type: '5 kg', price: 15.25 }], quantity: 2 }),
  ],
  /** Another pack of the same rice: a different line. */
  otherPack: [
    entry({ id: 51, itemId: 401, variation: [{ type: '1kg', price: 3.5 }], quantity: 2 }),
  ],
  cartError: new ApiError(403, {
    errors: [{ code: 'cart_item_limit', message: 'Maximum cart quantity exceeded' }],
  }),
  networkError: new TypeError('fetch failed'),
} as const;

const f = addToCartFixtures;

export type AddToCartModelEvent =
  | AddToCartEvent
  | {
      type:
        | 'xstate.done.actor.clearCart'
        | 'xstate.done.actor.addItem'
        | 'xstate.done.actor.updateItem';
      output: unknown;
    }
  | {
      type:
        | 'xstate.error.actor.clearCart'
        | 'xstate.error.actor.addItem'
        | 'xstate.error.actor.updateItem';
      error: unknown;
    };

export const addToCartModelEvents: AddToCartModelEvent[] = [
  { type: 'LOCATION_SET' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.clearCart', output: [] },
  { type: 'xstate.error.actor.clearCart', error: f.networkError },
  { type: 'xstate.done.actor.addItem', output: [] },
  { type: 'xstate.error.actor.addItem', error: f.cartError },
  { type: 'xstate.done.actor.updateItem', output: [] },
  { type: 'xstate.error.actor.updateItem', error: f.cartError },
];

export const addToCartScenarios: { name: string; input: AddToCartInput }[] = [
  { name: 'empty cart', input: { line: riceLine, storeId: f.storeId, cart: [] } },
  // Issue 15: a store opened by a shared link, no delivery location stored yet.
  {
    name: 'no location',
    input: { line: riceLine, storeId: f.storeId, cart: [], hasZone: false },
  },
  {
    name: 'no location, another store s cart',
    input: { line: riceLine, storeId: f.storeId, cart: [...f.otherStore], hasZone: false },
  },
  { name: 'same store', input: { line: riceLine, storeId: f.storeId, cart: [...f.sameStore] } },
  { name: 'another store', input: { line: riceLine, storeId: f.storeId, cart: [...f.otherStore] } },
  {
    name: 'same line, changed',
    input: { line: riceLine, storeId: f.storeId, cart: [...f.sameLineChanged] },
  },
  {
    name: 'same line, unchanged',
    input: { line: riceLine, storeId: f.storeId, cart: [...f.sameLineUnchanged] },
  },
  {
    name: 'another pack of the item',
    input: { line: riceLine, storeId: f.storeId, cart: [...f.otherPack] },
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const addToCartModelInputs: AddToCartInput[] = addToCartScenarios.map((s) => s.input);

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function addToCartModelPaths(input: AddToCartInput) {
  return modelPaths(addToCartMachine, {
    input,
    events: addToCartModelEvents as unknown as AddToCartEvent[],
  });
}
