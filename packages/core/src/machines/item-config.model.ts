/**
 * The model of `itemConfigMachine` that its model-based test walks (and that
 * `storefront machines paths item-config` can list): demo items for every situation of the
 * quick view, each with the events tried in every state (including the cart actors'
 * outcomes), and the traversal.
 */
import { ApiError } from '../api/errors.js';
import type { CartLineRef, CatalogItem } from '../domain/item.js';
import { modelPaths } from './model-paths.js';
import { itemConfigMachine } from './item-config.machine.js';
import type { CartCallResult, ItemConfigEvent, ItemConfigInput } from './item-config.types.js';

/** A food item: a required single group, an optional multi group (1-2, one option out of stock), add-ons. */
const burger: CatalogItem = {
  id: 101,
  name: 'Chicken Burger',
  store_id: 7,
  store_name: 'Burger Barn',
  price: 8.5,
  discount: 10,
  discount_type: 'percent',
  store_discount: 0,
  // food has no stock: this 0 must not block anything
  stock: 0,
  maximum_cart_quantity: 3,
  module_type: 'food',
  available_time_starts: '07:00:00',
  available_time_ends: '23:00:00',
  food_variations: [
    {
      name: 'Size',
      type: 'single',
      required: 'on',
      min: 0,
      max: 0,
      values: [
        { label: 'Regular', optionPrice: '0' },
        { label: 'Large', optionPrice: '2.75' },
      ],
    },
    {
      name: 'Toppings',
      type: 'multi',
      required: 'off',
      min: '1',
      max: '2',
      values: [
        { label: 'Cheese', optionPrice: '1.25' },
        { label: 'Egg', optionPrice: 0.5 },
        { label: 'Olive', optionPrice: '0.75' },
        { label: 'Bacon', optionPrice: '2', stock: 0 },
      ],
    },
  ],
  add_ons: [
    { id: 11, name: 'Fries', price: 2.5, store_id: 7 },
    { id: 12, name: 'Cola', price: '1.75', store_id: 7 },
  ],
};

/** A grocery item: pack sizes matched to variations (one out of stock), an amount discount. */
const rice: CatalogItem = {
  id: 401,
  name: 'Basmati Rice',
  store_id: 8,
  store_name: 'Green Grocer',
  price: 12,
  discount: 2,
  discount_type: 'amount',
  store_discount: 0,
  stock: 10,
  maximum_cart_quantity: null,
  module_type: 'grocery',
  choice_options: [{ name: 'choice_1', title: 'Pack', options: ['1 kg', '5 kg', '10 kg'] }],
  variations: [
    { type: '1kg', price: 3.5, stock: 2 },
    { type: '5kg', price: '15.25', stock: 3 },
    { type: '10kg', price: 28, stock: 0 },
  ],
};

/** A food campaign item (Order Now only) with a running store discount over its own. */
const mealDeal: CatalogItem = {
  id: 201,
  name: 'Family Meal Deal',
  store_id: 7,
  price: 20,
  discount: 5,
  discount_type: 'amount',
  store_discount: 15,
  maximum_cart_quantity: 2,
  module_type: 'food',
  isCampaignItem: true,
  available_date_starts: '2025-01-01',
  available_date_ends: '2025-12-31',
  food_variations: '',
  add_ons: [],
};

/** A breakfast item, orderable 07:00-11:00 only. */
const pancakes: CatalogItem = {
  id: 301,
  name: 'Pancakes',
  store_id: 7,
  price: 6,
  maximum_cart_quantity: 2,
  module_type: 'food',
  available_time_starts: '07:00:00',
  available_time_ends: '11:00:00',
  food_variations: [],
};

/** An e-commerce item that is free after its discount (decrement stays disabled). */
const giftWrap: CatalogItem = {
  id: 501,
  name: 'Gift Wrap',
  store_id: 9,
  price: 4,
  discount: 100,
  discount_type: 'percent',
  stock: 5,
  maximum_cart_quantity: 2,
  module_type: 'ecommerce',
};

/** A pharmacy item out of stock. */
const paracetamol: CatalogItem = {
  id: 601,
  name: 'Paracetamol 500 mg',
  store_id: 10,
  price: 1.2,
  stock: 0,
  is_prescription_required: 1,
  module_type: 'pharmacy',
};

/** The burger in the cart: Large, one Fries, quantity 2. */
const burgerLine: CartLineRef = {
  id: 701,
  itemId: 101,
  variation: [{ name: 'Size', values: { label: ['Large'] } }],
  addOns: [{ id: 11, quantity: 1 }],
  quantity: 2,
};

/** The 5 kg rice in the cart, quantity 1. */
const riceLine: CartLineRef = {
  id: 801,
  itemId: 401,
  variation: [{ type: '5kg', price: 15.25, stock: 3 }],
  addOns: [],
  quantity: 1,
};

/** The pancakes in the cart, quantity 1 (no variations). */
const pancakesLine: CartLineRef = { id: 901, itemId: 301, variation: [], addOns: [], quantity: 1 };

export const itemConfigFixtures = {
  burger,
  rice,
  mealDeal,
  pancakes,
  giftWrap,
  paracetamol,
  burgerLine,
  riceLine,
  pancakesLine,
  noon: '12:00:00',
  morning: '08:00:00',
  lateNight: '23:30:00',
  cartError: new ApiError(403, { errors: [{ code: 'cart_item', message: 'Item already exists' }] }),
  networkError: new TypeError('fetch failed'),
} as const;

/** A model event: a machine event or a cart actor's outcome. */
export type ItemConfigModelEvent =
  | ItemConfigEvent
  | { type: 'xstate.done.actor.addToCart' | 'xstate.done.actor.updateCart'; output: CartCallResult }
  | { type: 'xstate.error.actor.addToCart' | 'xstate.error.actor.updateCart'; error: unknown };

const f = itemConfigFixtures;

const choose = (choiceIndex: number, optionIndex: number): ItemConfigModelEvent => ({
  type: 'CHOOSE_OPTION',
  choiceIndex,
  optionIndex,
});

const quantityEvents: ItemConfigModelEvent[] = [{ type: 'INCREMENT' }, { type: 'DECREMENT' }];
const submitEvents: ItemConfigModelEvent[] = [
  { type: 'SUBMIT_ADD' },
  { type: 'SUBMIT_UPDATE' },
  { type: 'BUY_NOW' },
];
const addOutcomes: ItemConfigModelEvent[] = [
  { type: 'xstate.done.actor.addToCart', output: 'done' },
  { type: 'xstate.done.actor.addToCart', output: 'cancelled' },
  { type: 'xstate.error.actor.addToCart', error: f.cartError },
];
const updateOutcomes: ItemConfigModelEvent[] = [
  { type: 'xstate.done.actor.updateCart', output: 'done' },
  { type: 'xstate.done.actor.updateCart', output: 'cancelled' },
  { type: 'xstate.error.actor.updateCart', error: f.networkError },
];

export interface ItemConfigScenario {
  name: string;
  input: ItemConfigInput;
  /** Every event the model tries in every state of this scenario. */
  events: ItemConfigModelEvent[];
}

/** The scenarios: each an input and the events that matter for it. */
export const itemConfigScenarios: ItemConfigScenario[] = [
  {
    name: 'food item, not in the cart',
    input: { item: burger, moduleType: 'food', cartLines: [], timeOfDay: f.noon },
    events: [
      choose(0, 0),
      choose(0, 1),
      choose(1, 0),
      choose(1, 1),
      choose(1, 2),
      choose(5, 0),
      { type: 'TOGGLE_ADDON', addOnId: 11 },
      { type: 'SET_ADDON_QTY', addOnId: 11, quantity: 2 },
      { type: 'TOGGLE_ADDON', addOnId: 99 },
      ...quantityEvents,
      ...submitEvents,
      ...addOutcomes,
    ],
  },
  {
    name: 'food item reopened from its cart line',
    input: {
      item: burger,
      moduleType: 'food',
      cartLines: [f.burgerLine],
      cartLineId: f.burgerLine.id,
      timeOfDay: f.noon,
    },
    events: [
      choose(0, 0),
      choose(0, 1),
      choose(1, 0),
      choose(1, 3),
      { type: 'TOGGLE_ADDON', addOnId: 11 },
      { type: 'SET_ADDON_QTY', addOnId: 11, quantity: 2 },
      { type: 'SET_ADDON_QTY', addOnId: 11, quantity: 0 },
      { type: 'SET_ADDON_QTY', addOnId: 12, quantity: -1 },
      ...quantityEvents,
      ...submitEvents,
      ...addOutcomes.slice(0, 1),
      ...updateOutcomes,
    ],
  },
  {
    name: 'grocery item with pack variations, one pack in the cart',
    input: { item: rice, moduleType: 'grocery', cartLines: [f.riceLine], timeOfDay: f.noon },
    events: [
      choose(0, 0),
      choose(0, 1),
      choose(0, 2),
      choose(0, 7),
      ...quantityEvents,
      ...submitEvents,
      ...addOutcomes,
      ...updateOutcomes.slice(0, 1),
    ],
  },
  {
    name: 'campaign item',
    input: { item: mealDeal, moduleType: 'food', timeOfDay: f.noon },
    events: [...quantityEvents, ...submitEvents],
  },
  {
    name: 'item in the cart, outside its availability window',
    input: { item: pancakes, moduleType: 'food', cartLines: [pancakesLine], timeOfDay: f.noon },
    events: [
      { type: 'SET_TIME', timeOfDay: f.morning },
      { type: 'SET_TIME', timeOfDay: f.lateNight },
      { type: 'SET_TIME', timeOfDay: 'later' },
      ...quantityEvents,
      ...submitEvents,
      ...updateOutcomes.slice(0, 1),
    ],
  },
  {
    name: 'free item (total 0)',
    input: { item: giftWrap, moduleType: 'ecommerce', cartLines: [], timeOfDay: f.noon },
    events: [...quantityEvents, ...submitEvents, ...addOutcomes.slice(0, 1)],
  },
  {
    name: 'item out of stock',
    input: { item: paracetamol, moduleType: 'pharmacy', cartLines: [], timeOfDay: f.noon },
    events: [...quantityEvents, ...submitEvents],
  },
];

/** The model's inputs, one per scenario (the shape `storefront machines paths` lists). */
export const itemConfigModelInputs: ItemConfigInput[] = itemConfigScenarios.map((s) => s.input);

/**
 * Paths to every distinct state, and through every distinct transition, for one of the
 * model's inputs (with the events of its scenario).
 */
export function itemConfigModelPaths(input: ItemConfigInput) {
  const scenario = itemConfigScenarios.find((s) => s.input === input);
  if (scenario == null) throw new Error('itemConfigModelPaths: not one of itemConfigModelInputs');
  return modelPaths(itemConfigMachine, {
    input: scenario.input,
    events: scenario.events as unknown as ItemConfigEvent[],
  });
}
