/**
 * The model of `tripBookingMachine` that its model-based test walks (and that `storefront
 * machines paths trip-booking` can list): the hourly trip cart of the trip cart's model, a guest
 * with guest checkout on and off, a customer with the profile's contact, an empty cart, contacts
 * good and bad, the payment methods, the clock passing the pickup time, and the server's
 * answers; and a customer's coupons: one that fits the trip, one whose minimum purchase it does
 * not reach, the server's refusal, removing it, and the cart shrinking under an applied one.
 * Each scenario tries its own events (the actors' outcomes are always tried), which keeps each
 * scenario's paths few.
 */
import { ApiError } from '../api/errors.js';
import type { Coupon } from '../domain/coupon.js';
import type { RentalCartResponse } from '../domain/rental.js';
import { modelPaths } from './model-paths.js';
import { EMPTY_TRIP_CART } from './trip-cart.connect.js';
import { tripCartFixtures } from './trip-cart.model.js';
import { tripBookingMachine } from './trip-booking.machine.js';
import type { CheckoutPaymentFacts } from './checkout.types.js';
import type { PayTripResult, TripBookingEvent, TripBookingInput } from './trip-booking.types.js';

/** Every method offered: cash at pickup, the sandbox gateway, the wallet, partial with either rest. */
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
  zone: null,
};

const config = {
  guest_checkout_status: 1,
  tax_included: 0,
  additional_charge_status: 0,
  additional_charge: 0,
  digit_after_decimal_point: 2,
};

export const tripBookingFixtures = {
  /** The Camry once and the Urvan twice, 3 hours from 2:30 PM, Desert Wheels (5 % tax). */
  cart: tripCartFixtures.hourlyCart as RentalCartResponse,
  config,
  guestCheckoutOff: { ...config, guest_checkout_status: 0 },
  /** 10:00 on Monday 5 January 2026. */
  now: { date: '2026-01-05', day: 1, seconds: 10 * 3600 },
  /** 15:00: the pickup time has passed. */
  later: { date: '2026-01-05', day: 1, seconds: 15 * 3600 },
  contact: {
    contact_person_name: 'Layla Haddad',
    contact_person_number: '+971501234567',
    contact_person_email: 'layla@example.com',
  },
  badContact: {
    contact_person_name: 'Layla Haddad',
    contact_person_number: '+971501234567',
    contact_person_email: 'layla@',
  },
  profile: {
    contact_person_name: 'Omar Farouk',
    contact_person_number: '+971559876543',
    contact_person_email: 'omar@example.com',
  },
  refusal: new ApiError(403, {
    errors: [{ code: 'vehicle', message: 'Nissan Urvan: only 1 unit is free at the pickup time.' }],
  }),
  networkError: new TypeError('fetch failed'),
  /** The Camry alone (3 hours: 36, under DESERT10's minimum purchase of 50). */
  smallCart: tripCartFixtures.camryOnly as RentalCartResponse,
  /** Desert Wheels' 10 % (minimum purchase 50): 10.80 off the hourly cart's 108. */
  desert10: {
    code: 'DESERT10',
    title: '10% off at Desert Wheels',
    coupon_type: 'store_wise',
    discount_type: 'percent',
    discount: 10,
    min_purchase: 50,
    max_discount: 0,
    start_date: '2025-12-01',
    expire_date: '2026-12-31',
    limit: 2,
    data: [4],
    module_id: 6,
    store_id: null,
    created_by: 'admin',
    customer_id: ['all'],
    status: 1,
  } satisfies Coupon,
  /** AED 100 off trips over AED 500: the hourly cart's 108 does not reach it. */
  drive100: {
    code: 'DRIVE100',
    title: 'AED 100 off car rentals over AED 500',
    coupon_type: 'default',
    discount_type: 'amount',
    discount: 100,
    min_purchase: 500,
    max_discount: 0,
    start_date: '2025-12-01',
    expire_date: '2026-12-31',
    limit: null,
    data: [],
    module_id: 6,
    store_id: null,
    created_by: 'admin',
    customer_id: ['all'],
    status: 1,
  } satisfies Coupon,
  couponRefusal: new ApiError(404, {
    errors: [{ code: 'coupon', message: 'Coupon not found' }],
  }),
  payment,
  gatewayReturn: { callback: 'http://shop.test/payment-callback?kind=trip', platform: 'web' },
  /** The sandbox's page of the booked trip's digital payment. */
  redirect: {
    message: 'Payment started.',
    payment_id: '0123456789abcdef0123456789abcdef',
    redirect_link: 'http://shop.test/payment/sandbox/0123456789abcdef0123456789abcdef',
  } satisfies PayTripResult,
  walletPaid: { message: 'Your trip is paid.' } satisfies PayTripResult,
  payRefusal: new ApiError(403, {
    errors: [
      { code: 'insufficient_balance', message: 'Your wallet balance is insufficient for payment.' },
    ],
  }),
  /** The money settings the toasts word amounts with. */
  money: {
    currency_symbol: 'AED',
    currency_symbol_direction: 'left',
    digit_after_decimal_point: 2,
  },
} as const;

const f = tripBookingFixtures;

export type TripBookingModelEvent =
  | TripBookingEvent
  | { type: 'xstate.done.actor.newIdempotencyKey'; output: string }
  | { type: 'xstate.done.actor.bookTrip'; output: { trip_id: number } }
  | { type: 'xstate.done.actor.applyCoupon'; output: Coupon }
  | { type: 'xstate.done.actor.payTrip'; output: PayTripResult }
  | {
      type:
        | 'xstate.error.actor.newIdempotencyKey'
        | 'xstate.error.actor.bookTrip'
        | 'xstate.error.actor.applyCoupon'
        | 'xstate.error.actor.payTrip';
      error: unknown;
    };

/** The customer's events: the contact, the payment, the note, the clock, signing in, booking. */
const bookingEvents: TripBookingModelEvent[] = [
  { type: 'SET_CONTACT', contact: f.contact },
  { type: 'SET_CONTACT', contact: f.badContact },
  { type: 'SET_PAYMENT', method: 'digital_payment' },
  { type: 'SET_PAYMENT', method: 'cash_on_delivery' },
  { type: 'SET_NOTE', note: 'A child seat, please' },
  { type: 'SET_NOW', now: f.later },
  { type: 'SIGNED_IN', contact: f.profile },
  { type: 'PLACE' },
  { type: 'RETRY' },
  { type: 'EDIT' },
];

/** The coupon's events: a code, a blank one, removing, and the cart shrinking under it. */
const couponEvents: TripBookingModelEvent[] = [
  { type: 'APPLY_COUPON', code: ' desert10 ' },
  { type: 'APPLY_COUPON', code: '   ' },
  { type: 'REMOVE_COUPON' },
  { type: 'UPDATE_CART', cart: f.smallCart },
];

/** The actors' outcomes, tried in every scenario. */
const callEvents: TripBookingModelEvent[] = [
  { type: 'xstate.done.actor.newIdempotencyKey', output: 'key-1' },
  { type: 'xstate.error.actor.newIdempotencyKey', error: new Error('no randomness') },
  { type: 'xstate.done.actor.bookTrip', output: { trip_id: 100001 } },
  { type: 'xstate.error.actor.bookTrip', error: f.refusal },
  { type: 'xstate.error.actor.bookTrip', error: f.networkError },
  { type: 'xstate.done.actor.applyCoupon', output: f.desert10 },
  { type: 'xstate.done.actor.applyCoupon', output: f.drive100 },
  { type: 'xstate.error.actor.applyCoupon', error: f.couponRefusal },
];

/** The payment's events: the wallet, partly by wallet, digital, cash; after booking, its outcome. */
const paymentEvents: TripBookingModelEvent[] = [
  { type: 'SET_CONTACT', contact: f.contact },
  { type: 'SET_PAYMENT', method: 'wallet' },
  { type: 'SET_PARTIAL', partial: true },
  { type: 'SET_PAYMENT', method: 'digital_payment', gateway: 'sandbox' },
  { type: 'SET_PAYMENT', method: 'cash_on_delivery' },
  { type: 'SET_WALLET', balance: 500 },
  { type: 'PLACE' },
  { type: 'xstate.done.actor.payTrip', output: f.redirect },
  { type: 'xstate.done.actor.payTrip', output: f.walletPaid },
  { type: 'xstate.error.actor.payTrip', error: f.payRefusal },
  { type: 'RETRY' },
  { type: 'PAY_AT_PICKUP' },
];

/** Every event of the model (the shape `storefront machines paths` lists). */
export const tripBookingModelEvents: TripBookingModelEvent[] = [
  ...bookingEvents,
  ...couponEvents,
  ...paymentEvents,
  ...callEvents,
];

export interface TripBookingScenario {
  name: string;
  input: TripBookingInput;
  /** The customer's events tried in this scenario (the actors' outcomes are always tried). */
  events: readonly TripBookingModelEvent[];
}

const only = (...types: TripBookingEvent['type'][]) =>
  [...bookingEvents, ...couponEvents].filter((e) => (types as string[]).includes(e.type));

/** Cash at pickup, chosen: what the scenarios before the payments booked with. */
const cash: TripBookingModelEvent = { type: 'SET_PAYMENT', method: 'cash_on_delivery' };

export const tripBookingScenarios: TripBookingScenario[] = [
  {
    name: 'a guest, guest checkout on (a coupon needs signing in)',
    input: { signedIn: false, config: f.config, cart: f.cart, now: f.now },
    events: [
      ...bookingEvents.filter((e) => e.type !== 'SIGNED_IN'),
      { type: 'APPLY_COUPON', code: ' desert10 ' },
    ],
  },
  {
    name: 'a guest signs in on the way, to use a coupon (the contact typed stays)',
    input: { signedIn: false, config: f.config, cart: f.cart, now: f.now },
    events: [
      ...only('SIGNED_IN', 'PLACE'),
      cash,
      { type: 'SET_CONTACT', contact: f.contact },
      { type: 'APPLY_COUPON', code: ' desert10 ' },
    ],
  },
  {
    name: 'a guest, guest checkout off: sign in first',
    input: { signedIn: false, config: f.guestCheckoutOff, cart: f.cart, now: f.now },
    events: bookingEvents,
  },
  {
    name: 'a customer with the profile’s contact',
    input: { signedIn: true, config: f.config, cart: f.cart, now: f.now, contact: f.profile },
    events: bookingEvents,
  },
  {
    name: 'a customer’s coupons: applied, refused, removed, the cart shrinking under it',
    input: { signedIn: true, config: f.config, cart: f.cart, now: f.now, contact: f.profile },
    events: [...only('PLACE', 'RETRY', 'EDIT'), cash, ...couponEvents],
  },
  {
    // the hourly trip is 113.40: 50 in the wallet falls short, 500 covers it
    name: 'a customer pays after booking: the wallet, partly by wallet, digitally',
    input: {
      signedIn: true,
      config: f.config,
      cart: f.cart,
      now: f.now,
      contact: f.profile,
      payment,
      walletBalance: 50,
      gatewayReturn: f.gatewayReturn,
    },
    events: paymentEvents,
  },
  {
    name: 'a guest: cash at pickup or digital, never the wallet',
    input: {
      signedIn: false,
      config: f.config,
      cart: f.cart,
      now: f.now,
      contact: f.contact,
      payment,
      walletBalance: 50,
      gatewayReturn: f.gatewayReturn,
    },
    events: [
      { type: 'SET_PAYMENT', method: 'wallet' },
      { type: 'SET_PARTIAL', partial: true },
      { type: 'SET_PAYMENT', method: 'digital_payment' },
      { type: 'PLACE' },
      { type: 'xstate.done.actor.payTrip', output: f.redirect },
    ],
  },
  {
    name: 'an empty trip cart',
    input: { signedIn: true, config: f.config, cart: EMPTY_TRIP_CART, now: f.now },
    events: [...bookingEvents, { type: 'APPLY_COUPON', code: ' desert10 ' }],
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const tripBookingModelInputs: TripBookingInput[] = tripBookingScenarios.map((s) => s.input);

/**
 * Paths to every distinct state, and through every distinct transition, for one input (the
 * events of its scenario: the first scenario with this very input).
 */
export function tripBookingModelPaths(input: TripBookingInput) {
  const scenario = tripBookingScenarios.find((s) => s.input === input);
  const events = [...(scenario?.events ?? [...bookingEvents, ...couponEvents]), ...callEvents];
  return modelPaths(tripBookingMachine, {
    input,
    events: events as unknown as TripBookingEvent[],
  });
}
