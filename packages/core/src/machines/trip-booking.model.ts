/**
 * The model of `tripBookingMachine` that its model-based test walks (and that `storefront
 * machines paths trip-booking` can list): the hourly trip cart of the trip cart's model, a guest
 * with guest checkout on and off, a customer with the profile's contact, an empty cart, contacts
 * good and bad, the payment methods, the clock passing the pickup time, and the server's
 * answers.
 */
import { ApiError } from '../api/errors.js';
import type { RentalCartResponse } from '../domain/rental.js';
import { modelPaths } from './model-paths.js';
import { EMPTY_TRIP_CART } from './trip-cart.connect.js';
import { tripCartFixtures } from './trip-cart.model.js';
import { tripBookingMachine } from './trip-booking.machine.js';
import type { TripBookingEvent, TripBookingInput } from './trip-booking.types.js';

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
} as const;

const f = tripBookingFixtures;

export type TripBookingModelEvent =
  | TripBookingEvent
  | { type: 'xstate.done.actor.newIdempotencyKey'; output: string }
  | { type: 'xstate.done.actor.bookTrip'; output: { trip_id: number } }
  | {
      type: 'xstate.error.actor.newIdempotencyKey' | 'xstate.error.actor.bookTrip';
      error: unknown;
    };

export const tripBookingModelEvents: TripBookingModelEvent[] = [
  { type: 'SET_CONTACT', contact: f.contact },
  { type: 'SET_CONTACT', contact: f.badContact },
  { type: 'SET_PAYMENT', method: 'digital_payment' },
  { type: 'SET_NOTE', note: 'A child seat, please' },
  { type: 'SET_NOW', now: f.later },
  { type: 'SIGNED_IN', contact: f.profile },
  { type: 'PLACE' },
  { type: 'RETRY' },
  { type: 'EDIT' },
  { type: 'xstate.done.actor.newIdempotencyKey', output: 'key-1' },
  { type: 'xstate.error.actor.newIdempotencyKey', error: new Error('no randomness') },
  { type: 'xstate.done.actor.bookTrip', output: { trip_id: 100001 } },
  { type: 'xstate.error.actor.bookTrip', error: f.refusal },
  { type: 'xstate.error.actor.bookTrip', error: f.networkError },
];

export const tripBookingScenarios: { name: string; input: TripBookingInput }[] = [
  {
    name: 'a guest, guest checkout on',
    input: { signedIn: false, config: f.config, cart: f.cart, now: f.now },
  },
  {
    name: 'a guest, guest checkout off: sign in first',
    input: { signedIn: false, config: f.guestCheckoutOff, cart: f.cart, now: f.now },
  },
  {
    name: 'a customer with the profile’s contact',
    input: { signedIn: true, config: f.config, cart: f.cart, now: f.now, contact: f.profile },
  },
  {
    name: 'an empty trip cart',
    input: { signedIn: true, config: f.config, cart: EMPTY_TRIP_CART, now: f.now },
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const tripBookingModelInputs: TripBookingInput[] = tripBookingScenarios.map((s) => s.input);

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function tripBookingModelPaths(input: TripBookingInput) {
  return modelPaths(tripBookingMachine, {
    input,
    events: tripBookingModelEvents as unknown as TripBookingEvent[],
  });
}
