/**
 * # rentalModuleMachine: the trip cart when the rental module is chosen
 *
 * Runs right after the rental module is chosen (the module machine's `selected` with a module of
 * type rental: the web app's module picker and switcher, `storefront module use rental`), and
 * after a new location in the rental module. Spec §4 'Selecting a rental module with a non-empty
 * rental cart': when the new zone list contains the cart's pickup zone, the cart stays and
 * 'Location set successfully' is shown; otherwise the cart is cleared with 'Your cart has been
 * cleared as the selected zone does not support the previous pickup point.' (core's
 * `rentalZoneChange`; the cart's pickup zones are its provider's `pickup_zone_id`). An empty
 * cart says nothing.
 *
 * ## Input
 * `{ zoneIds }`: the stored zone ids (the `zoneid` value, a JSON array string, or ids).
 *
 * ## States
 * - `loading` (tag `busy`): the `loadTripCart` actor (get-cart of the rental module).
 * - `clearing` (tag `busy`): the `removeCart` actor (remove-cart).
 * - final `done`, with `output.outcome`: 'empty' (nothing to check), 'kept' or 'cleared', and
 *   `output.cart`; final `failed` (the server's message toasted; the cart stays unknown).
 *
 * ## Effects (named, implemented by `provideRentalModuleMachine`)
 * Actors `loadTripCart`, `removeCart` (each → the whole cart); actions `notify`, `cartChanged`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { RentalCartResponse, RentalProvider } from '../domain/rental.js';
import { RENTAL_CART_KEYS, rentalZoneChange } from '../domain/rental-cart.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';
import { EMPTY_TRIP_CART } from './trip-cart.connect.js';

export interface RentalModuleInput {
  /** The stored zone ids (`zoneid`: a JSON array string), or ids. */
  zoneIds: string | readonly (number | string)[] | null;
}

export type RentalModuleOutcome = 'empty' | 'kept' | 'cleared' | 'failed';

export interface RentalModuleContext {
  zoneIds: string | (number | string)[] | null;
  cart: RentalCartResponse | null;
  outcome: RentalModuleOutcome | null;
  error: UiError | null;
}

export interface RentalModuleOutput {
  outcome: RentalModuleOutcome;
  cart: RentalCartResponse | null;
  error: UiError | null;
}

const MACHINE = 'rentalModuleMachine';

/** The provider whose pickup zones the cart needs (its first entry's), or null when empty. */
export function tripCartProvider(
  cart: RentalCartResponse | null,
): Pick<RentalProvider, 'pickup_zone_id'> | null {
  return cart?.carts[0]?.provider ?? null;
}

const apiActors = {
  loadTripCart: fromPromise<RentalCartResponse>(notProvided(MACHINE, 'loadTripCart')),
  removeCart: fromPromise<RentalCartResponse>(notProvided(MACHINE, 'removeCart')),
};

export type RentalModuleApiActors = typeof apiActors;

export const rentalModuleMachine = setup({
  types: {} as {
    context: RentalModuleContext;
    input: RentalModuleInput;
    output: RentalModuleOutput;
    tags: 'busy';
  },
  actors: apiActors,
  guards: {
    isEmpty: (_, params: { cart: RentalCartResponse }) => params.cart.carts.length === 0,
    fitsZones: ({ context }, params: { cart: RentalCartResponse }) =>
      !rentalZoneChange(tripCartProvider(params.cart), context.zoneIds).clearCart,
  },
  actions: {
    setCart: assign((_, params: { cart: RentalCartResponse }) => ({ cart: params.cart })),
    setOutcome: assign((_, params: { outcome: RentalModuleOutcome }) => ({
      outcome: params.outcome,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: toUiError(params.error),
      outcome: 'failed' as const,
    })),
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    cartChanged: notProvided(MACHINE, 'cartChanged') as (
      _: unknown,
      params: { cart: RentalCartResponse },
    ) => void,
  },
}).createMachine({
  id: 'rentalModule',
  initial: 'loading',
  context: ({ input }) => ({
    zoneIds: typeof input.zoneIds === 'string' ? input.zoneIds : [...(input.zoneIds ?? [])],
    cart: null,
    outcome: null,
    error: null,
  }),
  output: ({ context }) => ({
    outcome: context.outcome ?? 'failed',
    cart: context.cart,
    error: context.error,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadTripCart',
        src: 'loadTripCart',
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ cart: event.output }) },
            target: 'done',
            actions: [
              { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'setOutcome', params: { outcome: 'empty' } },
            ],
          },
          {
            guard: { type: 'fitsZones', params: ({ event }) => ({ cart: event.output }) },
            target: 'done',
            actions: [
              { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'setOutcome', params: { outcome: 'kept' } },
              {
                type: 'notify',
                params: { kind: 'success', key: RENTAL_CART_KEYS.locationSet },
              },
            ],
          },
          {
            target: 'clearing',
            actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    clearing: {
      tags: 'busy',
      invoke: {
        id: 'removeCart',
        src: 'removeCart',
        onDone: {
          target: 'done',
          actions: [
            { type: 'setCart', params: { cart: EMPTY_TRIP_CART } },
            { type: 'setOutcome', params: { outcome: 'cleared' } },
            { type: 'cartChanged', params: { cart: EMPTY_TRIP_CART } },
            {
              type: 'notify',
              params: { kind: 'info', key: RENTAL_CART_KEYS.cartClearedZone },
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
    failed: {
      type: 'final',
      entry: { type: 'notify', params: ({ context }) => errorToast(context.error) },
    },
  },
});

/** What `provideRentalModuleMachine` needs. */
export interface RentalModuleMachineDeps {
  /** get-cart and remove-cart of the rental module (`rentalActors(api, …).rentalModule`). */
  actors: RentalModuleApiActors;
  notifier: Notifier;
  t: Translate;
  /** The cart was cleared (to refresh a cache). */
  onCart?: (cart: RentalCartResponse) => void;
}

export function provideRentalModuleMachine(deps: RentalModuleMachineDeps) {
  return rentalModuleMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      cartChanged: (_, params) => deps.onCart?.(params.cart),
    },
  });
}
