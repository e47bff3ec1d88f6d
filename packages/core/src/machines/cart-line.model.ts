/**
 * The model of `cartLineMachine` that its model-based test walks (and that
 * `storefront machines paths cart-line` can list): lines at their stock, at their cart limit,
 * at quantity 1, and the food line whose limit shows 'Out of Limits' while the request is still
 * sent, with the cart calls' outcomes and the server's refetched line.
 */
import { ApiError } from '../api/errors.js';
import type { CartLine } from '../domain/cart.js';
import { modelPaths } from './model-paths.js';
import { cartLineMachine, type CartLineEvent, type CartLineInput } from './cart-line.machine.js';

/** 5 kg basmati (stock 3), two in the cart. */
const rice: CartLine = {
  id: 801,
  item: {
    id: 401,
    name: 'Basmati Rice',
    store_id: 8,
    price: 12,
    discount: 2,
    discount_type: 'amount',
    stock: 10,
    maximum_cart_quantity: null,
    choice_options: [{ title: 'Pack', options: ['1 kg', '5 kg'] }],
    variations: [
      { type: '1kg', price: 3.5, stock: 2 },
      { type: '5kg', price: '15.25', stock: 3 },
    ],
  },
  variation: [{ type: '5kg', price: 15.25, stock: 3 }],
  addOns: [],
  quantity: 2,
};

/** Olive oil limited to 2 per cart (stock 10), one in the cart. */
const oil: CartLine = {
  id: 802,
  item: {
    id: 402,
    name: 'Olive Oil',
    store_id: 8,
    price: 9.75,
    stock: 10,
    maximum_cart_quantity: 2,
  },
  variation: [],
  addOns: [],
  quantity: 1,
};

/** A burger (food: no stock) limited to 2, with fries, two in the cart. */
const burger: CartLine = {
  id: 701,
  item: {
    id: 101,
    name: 'Chicken Burger',
    store_id: 7,
    price: 8.5,
    discount: 10,
    discount_type: 'percent',
    stock: 0,
    maximum_cart_quantity: 2,
    food_variations: [
      {
        name: 'Size',
        type: 'single',
        required: 'on',
        values: [
          { label: 'Regular', optionPrice: '0' },
          { label: 'Large', optionPrice: '2.75' },
        ],
      },
    ],
    add_ons: [{ id: 11, name: 'Fries', price: 2.5 }],
  },
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  addOns: [{ id: 11, quantity: 1 }],
  quantity: 2,
};

export const cartLineFixtures = {
  rice,
  oil,
  burger,
  limitError: new ApiError(403, {
    errors: [{ code: 'cart_item_limit', message: 'Maximum cart quantity exceeded' }],
  }),
  networkError: new TypeError('fetch failed'),
} as const;

const f = cartLineFixtures;

export type CartLineModelEvent =
  | CartLineEvent
  | { type: 'xstate.done.actor.updateItem' | 'xstate.done.actor.removeItem'; output: unknown }
  | { type: 'xstate.error.actor.updateItem' | 'xstate.error.actor.removeItem'; error: unknown };

const stepper: CartLineModelEvent[] = [
  { type: 'INCREMENT' },
  { type: 'DECREMENT' },
  { type: 'REMOVE' },
];
const removeOutcomes: CartLineModelEvent[] = [
  { type: 'xstate.done.actor.removeItem', output: [] },
  { type: 'xstate.error.actor.removeItem', error: f.networkError },
];

export interface CartLineScenario {
  name: string;
  input: CartLineInput;
  events: CartLineModelEvent[];
}

export const cartLineScenarios: CartLineScenario[] = [
  {
    name: 'grocery line up to its stock',
    input: { line: rice, moduleType: 'grocery' },
    events: [
      ...stepper,
      { type: 'SYNC', line: { ...rice, quantity: 1 } },
      { type: 'SYNC', line: { ...oil, quantity: 2 } },
      { type: 'xstate.done.actor.updateItem', output: [] },
      { type: 'xstate.error.actor.updateItem', error: f.networkError },
      ...removeOutcomes,
    ],
  },
  {
    name: 'grocery line up to its cart limit',
    input: { line: oil, moduleType: 'grocery' },
    events: [
      ...stepper,
      { type: 'xstate.done.actor.updateItem', output: [] },
      { type: 'xstate.error.actor.updateItem', error: f.limitError },
      ...removeOutcomes,
    ],
  },
  {
    // The server refuses a food line over its limit, so an update only fails here; SYNC brings
    // the line back to 1 (a refetch), from where the stepper goes up again.
    name: 'food line at its limit: Out of Limits shows and the request is still sent',
    input: { line: burger, moduleType: 'food' },
    events: [
      ...stepper,
      { type: 'SYNC', line: { ...burger, quantity: 1 } },
      { type: 'xstate.error.actor.updateItem', error: f.limitError },
      ...removeOutcomes,
    ],
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const cartLineModelInputs: CartLineInput[] = cartLineScenarios.map((s) => s.input);

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function cartLineModelPaths(input: CartLineInput) {
  const scenario = cartLineScenarios.find((s) => s.input === input);
  if (scenario == null) throw new Error('cartLineModelPaths: not one of cartLineModelInputs');
  return modelPaths(cartLineMachine, {
    input,
    events: scenario.events as unknown as CartLineEvent[],
  });
}
