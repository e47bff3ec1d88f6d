/**
 * The model of `tripCartMachine` that its model-based test walks (and that `storefront machines
 * paths trip-cart` can list): a provider's hourly cart of two vehicles, the searches that make
 * each of the spec's paths (the same trip, another type, other hours, none), vehicles of the
 * same and of another provider, and the trip cart calls' answers and refusals.
 */
import { ApiError } from '../api/errors.js';
import type {
  RentalCartEntry,
  RentalCartResponse,
  RentalCartUserData,
  RentalProvider,
  Vehicle,
} from '../domain/rental.js';
import { modelPaths } from './model-paths.js';
import type { TripPlan } from './rental-search.machine.js';
import { EMPTY_TRIP_CART, tripCartVehicle } from './trip-cart.connect.js';
import { tripCartMachine } from './trip-cart.machine.js';
import type { TripCartEvent, TripCartInput, TripChangeResult } from './trip-cart.types.js';

const provider = (id: number, name: string): RentalProvider => ({
  id,
  name,
  address: 'Al Quoz, Dubai',
  pickup_zone_id: [1],
  tax: 5,
  discount: null,
});

const desertWheels = provider(4, 'Desert Wheels');
const marinaRides = provider(5, 'Marina Rides');

const vehicle = (
  id: number,
  name: string,
  owner: RentalProvider,
  offers: { hourly: boolean; distance: boolean },
  units: number,
): Vehicle => ({
  id,
  name,
  provider_id: owner.id,
  provider: owner,
  trip_hourly: offers.hourly ? 1 : 0,
  trip_distance: offers.distance ? 1 : 0,
  hourly_price: 12,
  distance_price: 2.5,
  discount_price: 0,
  discount_type: 'amount',
  total_vehicle_count: units,
});

const camry = vehicle(31, 'Toyota Camry 2023', desertWheels, { hourly: true, distance: true }, 3);
const urvan = vehicle(32, 'Nissan Urvan', desertWheels, { hourly: true, distance: false }, 2);
const lexus = vehicle(33, 'Lexus ES 300h', desertWheels, { hourly: true, distance: true }, 2);
const wrangler = vehicle(41, 'Jeep Wrangler', marinaRides, { hourly: true, distance: true }, 1);

const entry = (id: number, v: Vehicle, quantity: number): RentalCartEntry => ({
  id,
  provider_id: v.provider_id!,
  user_id: 'guest-1',
  vehicle_id: v.id,
  module_id: 6,
  quantity,
  is_guest: 1,
  price: 36 * quantity,
  vehicle: v,
  provider: v.provider!,
});

const dubaiMall = { location_name: 'The Dubai Mall, Downtown Dubai', lat: 25.1985, lng: 55.2796 };
const marina = { location_name: 'Dubai Marina Walk', lat: 25.0805, lng: 55.1403 };

const userData = (type: 'hourly' | 'distance_wise', hours: number): RentalCartUserData => ({
  id: 7,
  user_id: 'guest-1',
  pickup_location: dubaiMall,
  destination_location: marina,
  pickup_time: '2026-01-05 02:30 PM',
  rental_type: type,
  estimated_hours: hours,
  distance: type === 'hourly' ? 0 : 23.412,
  total_cart_price: 108,
  destination_time: type === 'hourly' ? 0 : 1,
});

const cart = (carts: RentalCartEntry[], data: RentalCartUserData): RentalCartResponse => ({
  carts,
  user_data: data,
});

const plan = (type: 'hourly' | 'distance', hours: number): TripPlan => ({
  type,
  pickup: dubaiMall,
  destination: marina,
  pickupAt: { date: '2026-01-05', seconds: 14 * 3600 + 30 * 60 },
  pickupTime: '2026-01-05 02:30 PM',
  hours,
  km: type === 'hourly' ? 0 : 23.412,
  destinationTime: type === 'hourly' ? 0 : 1,
  distanceSource: type === 'hourly' ? null : 'route',
});

const camryEntry = entry(101, camry, 1);
const urvanEntry = entry(102, urvan, 2);

export const tripCartFixtures = {
  vehicles: { camry, urvan, lexus, wrangler },
  /** The Camry once and the Urvan twice (all its units), hourly, 3 hours. */
  hourlyCart: cart([camryEntry, urvanEntry], userData('hourly', 3)),
  /** After adding the Lexus. */
  addedCart: cart([camryEntry, urvanEntry, entry(103, lexus, 1)], userData('hourly', 3)),
  /** After a quantity change: the Camry twice. */
  updatedCart: cart([entry(101, camry, 2), urvanEntry], userData('hourly', 3)),
  /** After removing a vehicle, or the Urvan (no distance-wise trip): the Camry alone. */
  camryOnly: cart([camryEntry], userData('hourly', 3)),
  /** The Camry alone, distance-wise. */
  distanceCart: cart([camryEntry], userData('distance_wise', 1)),
  /** The hourly cart with 5 hours. */
  fiveHourCart: cart([camryEntry, urvanEntry], userData('hourly', 5)),
  plans: {
    threeHours: plan('hourly', 3),
    fiveHours: plan('hourly', 5),
    distance: plan('distance', 1),
  },
  cartRefusal: new ApiError(403, {
    errors: [{ code: 'cart_item', message: 'No unit of this vehicle is free at the pickup time.' }],
  }),
  networkError: new TypeError('fetch failed'),
} as const;

const f = tripCartFixtures;

type ActorId =
  'removeCart' | 'updateUserData' | 'removeMultiple' | 'addToCart' | 'updateCart' | 'removeVehicle';

export type TripCartModelEvent =
  | TripCartEvent
  | { type: `xstate.done.actor.${ActorId}`; output: unknown }
  | { type: `xstate.error.actor.${ActorId}`; error: unknown };

const changed: TripChangeResult = { cart: f.distanceCart, unsupported: [] };
const conflict: TripChangeResult = { cart: null, unsupported: [urvanEntry] };

/** The customer's events: adds, the stepper, the search's trip, the dialogs. */
const customerEvents: TripCartModelEvent[] = [
  { type: 'ADD', vehicle: tripCartVehicle(lexus) },
  { type: 'ADD', vehicle: tripCartVehicle(wrangler) },
  { type: 'ADD', vehicle: tripCartVehicle(urvan) },
  { type: 'ADD', vehicle: tripCartVehicle(lexus), quantity: 3 },
  { type: 'INCREMENT', cartId: 101 },
  { type: 'INCREMENT', cartId: 102 },
  { type: 'DECREMENT', cartId: 102, fromSearch: true },
  { type: 'DECREMENT', cartId: 101 },
  { type: 'REMOVE', cartId: 102 },
  { type: 'SET_QUANTITY', cartId: 101, quantity: 1 },
  { type: 'INCREMENT', cartId: 999 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
];

/** The calls' answers (each call answers the whole cart) and refusals. */
const callEvents: TripCartModelEvent[] = [
  { type: 'xstate.done.actor.removeCart', output: EMPTY_TRIP_CART },
  { type: 'xstate.error.actor.removeCart', error: f.networkError },
  { type: 'xstate.done.actor.updateUserData', output: changed },
  { type: 'xstate.done.actor.updateUserData', output: conflict },
  { type: 'xstate.error.actor.updateUserData', error: f.cartRefusal },
  { type: 'xstate.done.actor.removeMultiple', output: f.camryOnly },
  { type: 'xstate.error.actor.removeMultiple', error: f.networkError },
  { type: 'xstate.done.actor.addToCart', output: f.addedCart },
  { type: 'xstate.error.actor.addToCart', error: f.cartRefusal },
  { type: 'xstate.done.actor.updateCart', output: f.updatedCart },
  { type: 'xstate.error.actor.updateCart', error: f.cartRefusal },
  { type: 'xstate.done.actor.removeVehicle', output: f.camryOnly },
  { type: 'xstate.error.actor.removeVehicle', error: f.networkError },
];

export interface TripCartScenario {
  name: string;
  input: TripCartInput;
  /** The customer's events tried in this scenario (the calls' answers are always tried). */
  events: readonly TripCartModelEvent[];
}

const only = (...types: TripCartEvent['type'][]) =>
  customerEvents.filter((e) => (types as string[]).includes(e.type));

export const tripCartScenarios: TripCartScenario[] = [
  {
    name: 'an empty cart, an hourly search',
    input: { cart: EMPTY_TRIP_CART, plan: f.plans.threeHours },
    events: [...only('ADD'), { type: 'APPLY_TRIP', plan: f.plans.distance }],
  },
  {
    name: 'the hourly cart, the same search: another provider, the stepper, removing',
    input: { cart: f.hourlyCart, plan: f.plans.threeHours },
    events: customerEvents,
  },
  {
    name: 'the hourly cart, a distance-wise search: the trip type and the trip vehicle list',
    input: { cart: f.hourlyCart, plan: f.plans.distance },
    events: [...only('ADD', 'CONFIRM', 'CANCEL'), { type: 'APPLY_TRIP', plan: f.plans.distance }],
  },
  {
    name: 'the hourly cart, a 5-hour search: the duration, from the search too',
    input: { cart: f.hourlyCart, plan: f.plans.fiveHours },
    events: [
      ...only('ADD', 'DECREMENT', 'CONFIRM', 'CANCEL'),
      { type: 'APPLY_TRIP', plan: f.plans.fiveHours },
    ],
  },
  {
    name: 'no search yet',
    input: { cart: f.hourlyCart, plan: null },
    events: [
      { type: 'ADD', vehicle: tripCartVehicle(lexus) },
      { type: 'SET_PLAN', plan: f.plans.threeHours },
      { type: 'SYNC', cart: f.camryOnly },
    ],
  },
  {
    name: "the wishlist's quick view",
    input: { cart: f.hourlyCart, plan: f.plans.threeHours, surface: 'wishlist' },
    events: only('INCREMENT', 'ADD'),
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const tripCartModelInputs: TripCartInput[] = tripCartScenarios.map((s) => s.input);

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function tripCartModelPaths(input: TripCartInput) {
  const scenario = tripCartScenarios.find((s) => s.input === input);
  const events = [...(scenario?.events ?? customerEvents), ...callEvents];
  return modelPaths(tripCartMachine, {
    input,
    events: events as unknown as TripCartEvent[],
  });
}
