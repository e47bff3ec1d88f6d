/**
 * The model of `rentalModuleMachine` that its model-based test walks (and that `storefront
 * machines paths rental-module` can list): a trip cart whose provider picks up in zone 1, the
 * zone lists that keep it or clear it, an empty cart, and the calls' failures.
 */
import { ApiError } from '../api/errors.js';
import type { RentalCartResponse } from '../domain/rental.js';
import { modelPaths } from './model-paths.js';
import { rentalModuleMachine, type RentalModuleInput } from './rental-module.machine.js';
import { EMPTY_TRIP_CART } from './trip-cart.connect.js';
import { tripCartFixtures } from './trip-cart.model.js';

export const rentalModuleFixtures = {
  /** Desert Wheels picks up in zone 1. */
  cart: tripCartFixtures.hourlyCart as RentalCartResponse,
  empty: EMPTY_TRIP_CART,
  loadError: new ApiError(403, { errors: [{ code: 'moduleId', message: 'Module id required' }] }),
  networkError: new TypeError('fetch failed'),
} as const;

const f = rentalModuleFixtures;

export type RentalModuleModelEvent =
  | { type: 'xstate.done.actor.loadTripCart' | 'xstate.done.actor.removeCart'; output: unknown }
  | { type: 'xstate.error.actor.loadTripCart' | 'xstate.error.actor.removeCart'; error: unknown };

export const rentalModuleModelEvents: RentalModuleModelEvent[] = [
  { type: 'xstate.done.actor.loadTripCart', output: f.cart },
  { type: 'xstate.done.actor.loadTripCart', output: f.empty },
  { type: 'xstate.error.actor.loadTripCart', error: f.loadError },
  { type: 'xstate.done.actor.removeCart', output: f.empty },
  { type: 'xstate.error.actor.removeCart', error: f.networkError },
];

/** Zones with the pickup zone (stored as the JSON string), without it, and none stored. */
export const rentalModuleModelInputs: RentalModuleInput[] = [
  { zoneIds: '[2,1]' },
  { zoneIds: [3] },
  { zoneIds: null },
];

export function rentalModuleModelPaths(input: RentalModuleInput) {
  return modelPaths(rentalModuleMachine, {
    input,
    events: rentalModuleModelEvents as unknown as never[],
  });
}
