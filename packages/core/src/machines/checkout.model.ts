/**
 * The model of `checkoutMachine` that its model-based test walks (and that
 * `storefront machines paths checkout` can list): a grocery cart at a Dubai store, checked out
 * by a guest (address and contact), by a customer (coupon, tip, address details), by a customer
 * saving the address ('Save this Address'), over the cash-on-delivery limit, with guest checkout
 * off, as buy now, scheduled (a future slot, one the clock overtakes, a closed hour), and as a
 * food order with notes and cutlery at a store without scheduled orders; the payment (issue 12:
 * none chosen, cash, a digital gateway whose page the order goes on to, the wallet that covers or
 * falls short, a partial payment with the rest in cash or digital, a guest without a wallet); with
 * the API's outcomes.
 */
import { ApiError } from '../api/errors.js';
import type {
  CheckoutAddress,
  CheckoutSource,
  GuestContact,
  UnavailableItemNote,
} from '../domain/checkout.js';
import type { Coupon } from '../domain/coupon.js';
import type { LocalDateTime } from '../domain/schedule.js';
import { milk, rice, source } from '../domain/checkout.fixtures.js';
import { modelPaths } from './model-paths.js';
import { checkoutMachine } from './checkout.machine.js';
import type {
  CheckoutEvent,
  CheckoutInput,
  CheckoutPaymentFacts,
  PlaceOrderResult,
  SaveAddressResult,
} from './checkout.types.js';

const inside: CheckoutAddress = {
  address: 'Downtown Dubai',
  latitude: 25.21,
  longitude: 55.28,
  road: '12',
  house: '4',
  floor: '2',
  contact_person_name: 'Omar Haddad',
  contact_person_number: '+971501111111',
};
/** Beyond the zone's northern edge (about 16.7 km from the store). */
const outside: CheckoutAddress = { ...inside, address: 'Al Qusais', latitude: 25.35 };

const contact: GuestContact = {
  contact_person_name: 'Sara Ali',
  contact_person_number: '+971500000000',
  contact_person_email: 'sara@example.com',
};

const coupon = (over: Partial<Coupon>): Coupon => ({
  code: 'SAVE10',
  title: '10% off',
  coupon_type: 'default',
  discount_type: 'percent',
  discount: 10,
  min_purchase: 20,
  max_discount: 3,
  start_date: '2025-01-01',
  expire_date: '2025-12-31',
  limit: null,
  data: [],
  module_id: 1,
  created_by: 'admin',
  customer_id: ['all'],
  status: 1,
  ...over,
});

/** Sunday 15 June 2025, noon, in the store's time zone. */
const noon: LocalDateTime = { date: '2025-06-15', day: 0, seconds: 12 * 3600 };
const sunday = (hours: number): LocalDateTime => ({
  date: '2025-06-15',
  day: 0,
  seconds: hours * 3600,
});

/** A restaurant: the same lines as food, cutlery on request, no scheduled orders. */
const restaurant: CheckoutSource = {
  ...source,
  moduleType: 'food',
  store: { ...source.store, cutlery: 1, schedule_order: 0 },
};

/** Every method offered: cash, the sandbox gateway, the wallet, a partial payment with either rest. */
const payment: CheckoutPaymentFacts = {
  config: {
    cash_on_delivery: 1,
    digital_payment: 1,
    customer_wallet_status: 1,
    partial_payment_status: 1,
    partial_payment_method: 'both',
    active_payment_method_list: [
      { gateway: 'sandbox', gateway_title: 'Sandbox Pay', gateway_image_full_url: null },
    ],
  },
  zone: { cash_on_delivery: 1, digital_payment: 1 },
};

const gatewayReturn = {
  callback: 'http://shop.test/payment-callback?kind=order',
  platform: 'web',
};

export const checkoutFixtures = {
  rice,
  milk,
  source,
  inside,
  outside,
  contact,
  noon,
  restaurant,
  save10: coupon({}),
  bigSpender: coupon({ code: 'BIG', min_purchase: 500 }),
  freeShip: coupon({
    code: 'FREESHIP',
    coupon_type: 'free_delivery',
    discount: 0,
    min_purchase: 0,
  }),
  couponError: new ApiError(404, { errors: [{ code: 'coupon', message: 'Coupon not found!' }] }),
  placeError: new ApiError(403, {
    errors: [{ code: 'order', message: 'The store is busy, try again' }],
  }),
  networkError: new TypeError('fetch failed'),
  /** The server's answer to saving the address (`customer/address/add`). */
  savedAddress: {
    id: 41,
    address_type: 'other',
    contact_person_name: 'Omar Haddad',
    contact_person_number: '+971501111111',
    message: 'Successfully added!',
  },
  addressError: new ApiError(403, {
    errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
  }),
  orderId: 100001,
  payment,
  gatewayReturn,
  /** The sandbox's page of the placed digital order. */
  redirect: {
    order_id: 100001,
    payment_id: '0123456789abcdef0123456789abcdef',
    redirect_link: 'http://shop.test/payment/sandbox/0123456789abcdef0123456789abcdef',
  } satisfies PlaceOrderResult,
  /** The money settings the refusals are formatted with. */
  money: {
    currency_symbol: 'AED',
    currency_symbol_direction: 'right',
    digit_after_decimal_point: 2,
  },
} as const;

const f = checkoutFixtures;

export type CheckoutModelEvent =
  | CheckoutEvent
  | { type: 'xstate.done.actor.applyCoupon'; output: Coupon }
  | { type: 'xstate.done.actor.newIdempotencyKey'; output: string }
  | { type: 'xstate.done.actor.placeOrder'; output: PlaceOrderResult }
  | { type: 'xstate.done.actor.saveAddress'; output: SaveAddressResult }
  | {
      type:
        | 'xstate.error.actor.applyCoupon'
        | 'xstate.error.actor.newIdempotencyKey'
        | 'xstate.error.actor.placeOrder'
        | 'xstate.error.actor.saveAddress';
      error: unknown;
    };

const cash: CheckoutModelEvent = { type: 'SET_PAYMENT', method: 'cash_on_delivery' };

const placing: CheckoutModelEvent[] = [
  cash,
  { type: 'PLACE' },
  { type: 'xstate.done.actor.newIdempotencyKey', output: 'key-1' },
  { type: 'xstate.done.actor.placeOrder', output: { order_id: f.orderId } },
  { type: 'xstate.error.actor.placeOrder', error: f.placeError },
  { type: 'RETRY' },
  { type: 'EDIT' },
];

export interface CheckoutScenario {
  name: string;
  input: CheckoutInput;
  events: CheckoutModelEvent[];
}

export const checkoutScenarios: CheckoutScenario[] = [
  {
    name: 'guest: order type, address and contact',
    input: { page: 'cart', signedIn: false, source, at: noon },
    events: [
      { type: 'SET_ORDER_TYPE', orderType: 'take_away' },
      { type: 'SET_ORDER_TYPE', orderType: 'delivery' },
      { type: 'SET_ADDRESS', address: inside },
      { type: 'SET_ADDRESS', address: outside },
      { type: 'SET_ADDRESS', address: { ...inside, latitude: 123 } },
      { type: 'SET_CONTACT', contact },
      { type: 'SAVE_ADDRESS' },
      ...placing,
    ],
  },
  {
    name: 'customer: coupon, tip and address details',
    input: { page: 'cart', signedIn: true, source, at: noon, address: inside },
    events: [
      { type: 'APPLY_COUPON', code: ' SAVE10 ' },
      { type: 'APPLY_COUPON', code: '  ' },
      { type: 'xstate.done.actor.applyCoupon', output: f.save10 },
      { type: 'xstate.done.actor.applyCoupon', output: f.bigSpender },
      { type: 'xstate.error.actor.applyCoupon', error: f.couponError },
      { type: 'REMOVE_COUPON' },
      { type: 'SET_TIPS', amount: 5 },
      { type: 'SET_TIPS', amount: -1 },
      { type: 'SET_ADDRESS_DETAILS', floor: '7' },
      ...placing,
    ],
  },
  {
    name: 'customer: save this address, edit it, save again',
    input: { page: 'cart', signedIn: true, source, at: noon, address: inside },
    events: [
      { type: 'SAVE_ADDRESS' },
      { type: 'xstate.done.actor.saveAddress', output: f.savedAddress },
      { type: 'xstate.error.actor.saveAddress', error: f.addressError },
      { type: 'SET_ADDRESS_DETAILS', floor: '7' },
      { type: 'SET_ORDER_TYPE', orderType: 'take_away' },
      { type: 'SET_ORDER_TYPE', orderType: 'delivery' },
      ...placing.slice(0, 4),
    ],
  },
  {
    name: 'cash on delivery over the limit, take-away under it',
    input: {
      page: 'cart',
      signedIn: true,
      source: { ...source, pivot: { ...source.pivot!, maximum_cod_order_amount: 50 } },
      at: noon,
      address: inside,
    },
    events: [
      { type: 'SET_ORDER_TYPE', orderType: 'take_away' },
      { type: 'SET_ORDER_TYPE', orderType: 'delivery' },
      { type: 'SET_PAYMENT', method: 'wallet' },
      ...placing,
    ],
  },
  {
    name: 'guest checkout off',
    input: {
      page: 'cart',
      signedIn: false,
      source: { ...source, config: { ...source.config, guest_checkout_status: 0 } },
      at: noon,
      address: inside,
      contact,
    },
    events: [cash, { type: 'PLACE' }],
  },
  {
    // 14:00 is open and ahead at noon, past at 15:00; 23:00 is after closing (22:00); 10:00 is
    // past; 15 June 2025 is a Sunday, so day 3 is not a moment.
    name: 'customer: a scheduled order, and the clock overtakes the slot',
    input: { page: 'cart', signedIn: true, source, at: noon, address: inside },
    events: [
      { type: 'SET_SCHEDULE', scheduleAt: sunday(14) },
      { type: 'SET_SCHEDULE', scheduleAt: sunday(23) },
      { type: 'SET_SCHEDULE', scheduleAt: sunday(10) },
      { type: 'SET_SCHEDULE', scheduleAt: { date: '2025-06-15', day: 3, seconds: 14 * 3600 } },
      { type: 'SET_SCHEDULE', scheduleAt: null },
      { type: 'SET_CUTLERY', cutlery: true },
      { type: 'SET_NOW', at: sunday(15) },
      ...placing,
    ],
  },
  {
    name: 'food order: notes and cutlery, no scheduled orders',
    input: { page: 'cart', signedIn: true, source: restaurant, at: noon, address: inside },
    events: [
      { type: 'SET_NOTES', unavailableItemNote: 'call', deliveryInstruction: 'reception' },
      { type: 'SET_NOTES', deliveryInstruction: null },
      { type: 'SET_NOTES', unavailableItemNote: 'later' as UnavailableItemNote },
      { type: 'SET_CUTLERY', cutlery: true },
      { type: 'SET_CUTLERY', cutlery: false },
      { type: 'SET_SCHEDULE', scheduleAt: sunday(14) },
      { type: 'SET_ORDER_TYPE', orderType: 'take_away' },
      ...placing.slice(0, 4),
    ],
  },
  {
    name: 'buy now, take-away only, a free-delivery coupon',
    input: {
      page: 'buy_now',
      signedIn: true,
      source: {
        ...source,
        lines: [rice],
        store: { ...source.store, delivery: 0 },
      },
      at: noon,
    },
    events: [
      { type: 'SET_ORDER_TYPE', orderType: 'delivery' },
      { type: 'APPLY_COUPON', code: 'FREESHIP' },
      { type: 'xstate.done.actor.applyCoupon', output: f.freeShip },
      ...placing.slice(0, 4),
    ],
  },
  {
    // the order's total is 53.14 (inside, no tip): 20 in the wallet falls short, 500 covers it
    name: 'customer: the wallet falls short, a partial payment, a digital gateway',
    input: {
      page: 'cart',
      signedIn: true,
      source,
      at: noon,
      address: inside,
      payment,
      walletBalance: 20,
      gatewayReturn,
    },
    events: [
      { type: 'SET_PAYMENT', method: 'wallet' },
      { type: 'SET_PARTIAL', partial: true },
      { type: 'SET_PAYMENT', method: 'digital_payment', gateway: 'sandbox' },
      { type: 'SET_PAYMENT', method: 'digital_payment', gateway: 'paypal' },
      { type: 'SET_PARTIAL', partial: false },
      { type: 'SET_WALLET', balance: 500 },
      cash,
      { type: 'PLACE' },
      { type: 'xstate.done.actor.newIdempotencyKey', output: 'key-1' },
      { type: 'xstate.done.actor.placeOrder', output: f.redirect },
      { type: 'xstate.done.actor.placeOrder', output: { order_id: f.orderId } },
      { type: 'xstate.error.actor.placeOrder', error: f.placeError },
    ],
  },
  {
    name: 'guest: a digital payment, no wallet',
    input: {
      page: 'cart',
      signedIn: false,
      source,
      at: noon,
      address: inside,
      contact,
      payment,
      walletBalance: 150,
      gatewayReturn,
    },
    events: [
      { type: 'SET_PAYMENT', method: 'wallet' },
      { type: 'SET_PARTIAL', partial: true },
      { type: 'SET_PAYMENT', method: 'digital_payment' },
      { type: 'PLACE' },
      { type: 'xstate.done.actor.newIdempotencyKey', output: 'key-1' },
      { type: 'xstate.done.actor.placeOrder', output: f.redirect },
      { type: 'xstate.error.actor.placeOrder', error: f.networkError },
      { type: 'RETRY' },
    ],
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const checkoutModelInputs: CheckoutInput[] = checkoutScenarios.map((s) => s.input);

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function checkoutModelPaths(input: CheckoutInput) {
  const scenario = checkoutScenarios.find((s) => s.input === input);
  if (scenario == null) throw new Error('checkoutModelPaths: not one of checkoutModelInputs');
  return modelPaths(checkoutMachine, {
    input,
    events: scenario.events as unknown as CheckoutEvent[],
  });
}
