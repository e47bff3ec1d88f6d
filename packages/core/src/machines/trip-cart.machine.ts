/**
 * # tripCartMachine: the trip cart
 *
 * One per page that changes the trip cart: the vehicle card, page and quick view ('Rent This
 * Car' and its stepper), the trip cart drawer and `/rental/cart` (web), and `storefront rental
 * cart …`, `trip type`, `duration` (CLI). It keeps the cart as the server last answered it and
 * decides every step with core's trip cart rules (rental-cart.ts; spec §4 'Adding a vehicle to
 * the trip cart', §5; reference §4.8):
 * - **Adding** (ADD) with a searched trip (`context.plan`; without one: 'Search a trip
 *   first…'): a vehicle already in the cart is a quantity change (one more); a vehicle that does
 *   not offer the searched type is refused ('This vehicle does not offer this trip type.'); more
 *   units than it has are refused ("You can't add more than {n} quantities of this vehicle.",
 *   or "Vehicle can have up to {n} rental options; no more can be added" in the wishlist);
 *   otherwise `tripCartAddStep`: an empty cart adds; another provider's cart opens the
 *   same-provider conflict ('Are you sure want to reset ?'), whose Yes removes the cart
 *   (remove-cart) and then adds; another trip type opens 'Do you want to change trip type',
 *   whose Yes changes the cart's trip (update-user-data) and then adds, unless the server lists
 *   vehicles without the new type: the trip vehicle list opens, and 'remove and continue'
 *   removes them (remove-multiple-cart) and changes the trip again; the same hourly type with
 *   other hours opens 'Do you want to change trip duration', whose Yes changes the hours and
 *   then adds. Added: 'The vehicle successfully added to your cart.'.
 * - **Quantity** (INCREMENT, DECREMENT, SET_QUANTITY): more than the entry's units is refused
 *   with the quantity message; 0 removes; from the search (`fromSearch`, the vehicle page opened
 *   from the search) an hourly search of other hours first asks 'Do you want to change trip
 *   duration' (spec: 'Decreasing quantity follows the same duration check when arriving from
 *   search'; increasing too); then update-cart with the cart's own trip.
 * - **Removing** (REMOVE, or DECREMENT at 1): remove-vehicle; removing the last vehicle clears
 *   the cached cart (action `cartCleared`; the context holds the empty cart).
 * - **Changing the trip** (APPLY_TRIP): the search changed; with vehicles in the cart, another
 *   type asks 'Do you want to change trip type' (and the trip vehicle list as above), other hours
 *   'Do you want to change trip duration'; other places or time change the trip at once.
 *
 * ## Input (`TripCartInput`)
 * `cart` (get-cart's answer), `plan` (the searched trip, from `rentalSearchMachine`, or null),
 * `surface` ('wishlist' for the wishlist's quick view).
 *
 * ## States
 * - `idle`: the cart as answered. `context.outcome` tells how the last intent ended ('added',
 *   'replaced', 'updated', 'removed', 'tripChanged', 'unchanged', 'cancelled', 'refused',
 *   'failed'); `context.issue` / `context.error` why it was refused.
 * - `deciding`, `checkingQuantity`, `checkingTrip`, `continuing` (transient): the rules above.
 * - `confirmingProvider`, `confirmingTripType`, `tripVehicleList`, `confirmingDuration` (tag
 *   `confirm`): **the UI shows the dialog** (`tripCartDialog(state)`, its texts
 *   `tripCartDialogTexts`); CONFIRM goes on, CANCEL leaves everything as it was.
 * - `clearing`, `changingTrip`, `removingUnsupported`, `adding`, `updatingQuantity`, `removing`
 *   (tag `busy`): the calls. A refusal shows the server's message and returns to `idle` with
 *   `outcome` 'failed'.
 *
 * ## Effects (named, implemented by `provideTripCartMachine`)
 * Actors `removeCart`, `updateUserData` (→ `TripChangeResult`), `removeMultiple`, `addToCart`,
 * `updateCart`, `removeVehicle` (each → the whole cart; the API adds the owner); actions
 * `notify`, `cartChanged` (every answered cart, to refresh a cache), `cartCleared`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ruleIssue, type RuleIssue } from '../domain/issue.js';
import {
  offersRentalType,
  type RentalCartEntry,
  type RentalCartResponse,
} from '../domain/rental.js';
import {
  hasDurationConflict,
  RENTAL_CART_KEYS,
  rentalQuantityIssue,
  rentalUnitsOf,
  tripCartAddStep,
} from '../domain/rental-cart.js';
import { toUiError } from '../domain/ui-error.js';
import { errorToast, notProvided } from './effects.js';
import type { TripPlan } from './rental-search.machine.js';
import {
  addToCartBody,
  cartFacts,
  EMPTY_TRIP_CART,
  entryOf,
  entryOfVehicle,
  entryUnits,
  planDiffersFromCart,
  updateCartBody,
  userDataBody,
} from './trip-cart.connect.js';
import type {
  TripCartAddBody,
  TripCartContext,
  TripCartEvent,
  TripCartInput,
  TripCartIntent,
  TripCartNotifyParams,
  TripCartOutcome,
  TripCartUpdateBody,
  TripCartUserDataBody,
  TripChangeResult,
} from './trip-cart.types.js';

/** i18n keys of the machine's own toasts. */
export const TRIP_CART_KEYS = {
  added: RENTAL_CART_KEYS.added,
  typeUnsupported: RENTAL_CART_KEYS.typeUnsupported,
  noTrip: 'trip.cart.error.noTrip',
  notInCart: 'trip.cart.error.notInCart',
  removed: 'trip.toast.removed',
  tripChanged: 'trip.toast.tripChanged',
} as const;

const MACHINE = 'tripCartMachine';

type AddIntent = Extract<TripCartIntent, { kind: 'add' }>;
type QuantityIntent = Extract<TripCartIntent, { kind: 'quantity' }>;

const addIntent = (context: TripCartContext): AddIntent | null =>
  context.pending?.kind === 'add' ? context.pending : null;
const quantityIntent = (context: TripCartContext): QuantityIntent | null =>
  context.pending?.kind === 'quantity' ? context.pending : null;

function requirePlan(context: TripCartContext): TripPlan {
  if (context.plan == null) throw new Error(`${MACHINE}: no searched trip`);
  return context.plan;
}

/** The quantity refusal of an add (the vehicle's units), or null. */
function addQuantityIssue(context: TripCartContext) {
  const add = addIntent(context);
  if (add == null) return null;
  return rentalQuantityIssue(add.quantity, rentalUnitsOf(add.vehicle), context.surface);
}

/** The quantity refusal of a change (the entry's units), or null. */
function changeQuantityIssue(context: TripCartContext) {
  const change = quantityIntent(context);
  const entry = change && entryOf(context.cart, change.cartId);
  if (change == null || entry == null) return null;
  return rentalQuantityIssue(change.quantity, entryUnits(entry), context.surface);
}

const apiActors = {
  removeCart: fromPromise<RentalCartResponse>(notProvided(MACHINE, 'removeCart')),
  updateUserData: fromPromise<TripChangeResult, TripCartUserDataBody>(
    notProvided(MACHINE, 'updateUserData'),
  ),
  removeMultiple: fromPromise<RentalCartResponse, { cart_ids: number[] }>(
    notProvided(MACHINE, 'removeMultiple'),
  ),
  addToCart: fromPromise<RentalCartResponse, TripCartAddBody>(notProvided(MACHINE, 'addToCart')),
  updateCart: fromPromise<RentalCartResponse, TripCartUpdateBody>(
    notProvided(MACHINE, 'updateCart'),
  ),
  removeVehicle: fromPromise<RentalCartResponse, { cart_id: number }>(
    notProvided(MACHINE, 'removeVehicle'),
  ),
};

/** The trip cart calls the machine needs (bound to the API by `rentalActors`, api/rental.ts). */
export type TripCartApiActors = typeof apiActors;

/** The quantity refusal of the intent (an add's, or a change's). */
function quantityRefusal(context: TripCartContext): RuleIssue {
  const issue = addQuantityIssue(context) ?? changeQuantityIssue(context);
  if (issue == null) throw new Error(`${MACHINE}: no quantity refusal`);
  return issue;
}

/** A refusal by a rule: kept in `context.issue`, and toasted with its values. */
function refusal(issueOf: (context: TripCartContext) => RuleIssue) {
  return [
    {
      type: 'refuse' as const,
      params: ({ context }: { context: TripCartContext }) => ({ issue: issueOf(context) }),
    },
    {
      type: 'notify' as const,
      params: ({ context }: { context: TripCartContext }) => ({
        kind: 'error' as const,
        key: context.issue?.key ?? TRIP_CART_KEYS.noTrip,
        values: context.issue?.values ?? {},
      }),
    },
  ];
}

/** A failed call: the server's message, back to `idle`. */
const failed = {
  target: '#tripCart.idle' as const,
  actions: [
    {
      type: 'setError' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
    {
      type: 'notify' as const,
      params: ({ context }: { context: TripCartContext }) => errorToast(context.error),
    },
  ],
};

/** An answered cart: kept, and handed to the adapter. */
const keepCart = {
  type: 'setCart' as const,
  params: ({ event }: { event: { output: RentalCartResponse } }) => ({ cart: event.output }),
};
const cartChanged = {
  type: 'cartChanged' as const,
  params: ({ context }: { context: TripCartContext }) => ({ cart: context.cart }),
};

export const tripCartMachine = setup({
  types: {} as {
    context: TripCartContext;
    events: TripCartEvent;
    input: TripCartInput;
    tags: 'busy' | 'confirm';
  },
  actors: apiActors,
  guards: {
    hasNoPlan: ({ context }) => context.plan == null,
    isInCart: ({ context }) => {
      const add = addIntent(context);
      return add != null && entryOfVehicle(context.cart, add.vehicle.id) != null;
    },
    isTypeNotOffered: ({ context }) => {
      const add = addIntent(context);
      return add != null && !offersRentalType(add.vehicle, requirePlan(context).type);
    },
    isOverUnits: ({ context }) => addQuantityIssue(context) != null,
    isProviderConflict: ({ context }) => addStep(context) === 'providerConflict',
    isTripTypeChange: ({ context }) => addStep(context) === 'tripTypeChange',
    isDurationChange: ({ context }) => addStep(context) === 'durationChange',
    // quantity
    isNotInCart: ({ context }) => {
      const change = quantityIntent(context);
      return change == null || entryOf(context.cart, change.cartId) == null;
    },
    isChangeOverUnits: ({ context }) => changeQuantityIssue(context) != null,
    isZero: ({ context }) => (quantityIntent(context)?.quantity ?? 1) < 1,
    isSameQuantity: ({ context }) => {
      const change = quantityIntent(context);
      return change != null && entryOf(context.cart, change.cartId)?.quantity === change.quantity;
    },
    isDurationCheckFromSearch: ({ context }) => {
      const change = quantityIntent(context);
      if (change == null || !change.fromSearch || context.plan == null) return false;
      return hasDurationConflict(cartFacts(context), context.plan.type, context.plan.hours);
    },
    // the trip
    isEmptyCart: ({ context }) => context.cart.carts.length === 0,
    isOtherType: ({ context }) => {
      const facts = cartFacts(context);
      return facts.rentalType != null && facts.rentalType !== requirePlan(context).type;
    },
    isOtherHours: ({ context }) =>
      hasDurationConflict(
        cartFacts(context),
        requirePlan(context).type,
        requirePlan(context).hours,
      ),
    isOtherTrip: ({ context }) => planDiffersFromCart(context.cart, requirePlan(context)),
    hasUnsupported: (_, params: { result: TripChangeResult }) =>
      params.result.unsupported.length > 0,
    // continuing
    isAdding: ({ context }) => context.pending?.kind === 'add',
    isChangingQuantity: ({ context }) => context.pending?.kind === 'quantity',
    isReplaced: ({ context }) => context.replaced,
    isLastEntry: ({ context }) => {
      const change = quantityIntent(context);
      return (
        change != null &&
        context.cart.carts.length === 1 &&
        context.cart.carts[0]?.id === change.cartId
      );
    },
  },
  actions: {
    startAdd: assign(({ event }) => {
      assertEvent(event, 'ADD');
      return start({ kind: 'add', vehicle: { ...event.vehicle }, quantity: event.quantity ?? 1 });
    }),
    startQuantity: assign(({ context, event }) => {
      assertEvent(event, ['INCREMENT', 'DECREMENT', 'SET_QUANTITY', 'REMOVE']);
      const current = entryOf(context.cart, event.cartId)?.quantity ?? 0;
      const quantity =
        event.type === 'INCREMENT'
          ? current + 1
          : event.type === 'DECREMENT'
            ? current - 1
            : event.type === 'REMOVE'
              ? 0
              : Math.max(0, Math.floor(event.quantity));
      const fromSearch = 'fromSearch' in event && event.fromSearch === true;
      return start({ kind: 'quantity', cartId: event.cartId, quantity, fromSearch });
    }),
    addToQuantity: assign(({ context }) => {
      const add = addIntent(context);
      const entry = add && entryOfVehicle(context.cart, add.vehicle.id);
      if (add == null || entry == null) return {};
      return {
        pending: {
          kind: 'quantity' as const,
          cartId: entry.id,
          quantity: entry.quantity + add.quantity,
          fromSearch: true,
        },
      };
    }),
    startTrip: assign(({ event }) => {
      assertEvent(event, 'APPLY_TRIP');
      return { ...start({ kind: 'trip' }), plan: event.plan };
    }),
    setPlan: assign(({ event }) => {
      assertEvent(event, 'SET_PLAN');
      return { plan: event.plan };
    }),
    sync: assign(({ event }) => {
      assertEvent(event, 'SYNC');
      return { cart: event.cart };
    }),
    setCart: assign((_, params: { cart: RentalCartResponse }) => ({ cart: params.cart })),
    setChange: assign(({ context }, params: { result: TripChangeResult }) => ({
      cart: params.result.cart ?? context.cart,
      unsupported: [],
    })),
    setUnsupported: assign((_, params: { result: TripChangeResult }) => ({
      unsupported: params.result.unsupported.map((e) => ({ ...e })),
    })),
    clearCart: assign({ cart: EMPTY_TRIP_CART }),
    markReplaced: assign({ replaced: true }),
    finish: assign((_, params: { outcome: TripCartOutcome }) => ({
      outcome: params.outcome,
      pending: null,
      unsupported: [] as RentalCartEntry[],
    })),
    refuse: assign((_, params: { issue: RuleIssue }) => ({
      issue: params.issue,
      outcome: 'refused' as const,
      pending: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({
      error: toUiError(params.error),
      outcome: 'failed' as const,
      pending: null,
      unsupported: [] as RentalCartEntry[],
    })),
    // effects, implemented by provideTripCartMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: TripCartNotifyParams) => void,
    cartChanged: notProvided(MACHINE, 'cartChanged') as (
      _: unknown,
      params: { cart: RentalCartResponse },
    ) => void,
    cartCleared: notProvided(MACHINE, 'cartCleared') as () => void,
  },
}).createMachine({
  id: 'tripCart',
  initial: 'idle',
  context: ({ input }) => ({
    cart: input.cart,
    plan: input.plan ?? null,
    surface: input.surface ?? 'default',
    pending: null,
    unsupported: [],
    outcome: null,
    issue: null,
    error: null,
    replaced: false,
  }),
  states: {
    idle: {
      on: {
        ADD: { target: 'deciding', actions: 'startAdd' },
        INCREMENT: { target: 'checkingQuantity', actions: 'startQuantity' },
        DECREMENT: { target: 'checkingQuantity', actions: 'startQuantity' },
        SET_QUANTITY: { target: 'checkingQuantity', actions: 'startQuantity' },
        REMOVE: { target: 'checkingQuantity', actions: 'startQuantity' },
        APPLY_TRIP: { target: 'checkingTrip', actions: 'startTrip' },
        SET_PLAN: { actions: 'setPlan' },
        SYNC: { actions: 'sync' },
      },
    },
    deciding: {
      always: [
        {
          guard: 'hasNoPlan',
          target: 'idle',
          actions: refusal(() => ruleIssue('trip_cart', TRIP_CART_KEYS.noTrip)),
        },
        { guard: 'isInCart', target: 'checkingQuantity', actions: 'addToQuantity' },
        {
          guard: 'isTypeNotOffered',
          target: 'idle',
          actions: refusal(() => ruleIssue('trip_cart', TRIP_CART_KEYS.typeUnsupported)),
        },
        { guard: 'isOverUnits', target: 'idle', actions: refusal(quantityRefusal) },
        { guard: 'isProviderConflict', target: 'confirmingProvider' },
        { guard: 'isTripTypeChange', target: 'confirmingTripType' },
        { guard: 'isDurationChange', target: 'confirmingDuration' },
        { target: 'adding' },
      ],
    },
    checkingQuantity: {
      always: [
        {
          guard: 'isNotInCart',
          target: 'idle',
          actions: refusal(() => ruleIssue('trip_cart', TRIP_CART_KEYS.notInCart)),
        },
        { guard: 'isChangeOverUnits', target: 'idle', actions: refusal(quantityRefusal) },
        { guard: 'isZero', target: 'removing' },
        {
          guard: 'isSameQuantity',
          target: 'idle',
          actions: { type: 'finish', params: { outcome: 'unchanged' } },
        },
        { guard: 'isDurationCheckFromSearch', target: 'confirmingDuration' },
        { target: 'updatingQuantity' },
      ],
    },
    checkingTrip: {
      always: [
        {
          guard: 'isEmptyCart',
          target: 'idle',
          actions: { type: 'finish', params: { outcome: 'unchanged' } },
        },
        { guard: 'isOtherType', target: 'confirmingTripType' },
        { guard: 'isOtherHours', target: 'confirmingDuration' },
        { guard: 'isOtherTrip', target: 'changingTrip' },
        { target: 'idle', actions: { type: 'finish', params: { outcome: 'unchanged' } } },
      ],
    },
    confirmingProvider: {
      tags: 'confirm',
      on: {
        CONFIRM: 'clearing',
        CANCEL: { target: 'idle', actions: { type: 'finish', params: { outcome: 'cancelled' } } },
      },
    },
    confirmingTripType: {
      tags: 'confirm',
      on: {
        CONFIRM: 'changingTrip',
        CANCEL: { target: 'idle', actions: { type: 'finish', params: { outcome: 'cancelled' } } },
      },
    },
    confirmingDuration: {
      tags: 'confirm',
      on: {
        CONFIRM: 'changingTrip',
        CANCEL: { target: 'idle', actions: { type: 'finish', params: { outcome: 'cancelled' } } },
      },
    },
    tripVehicleList: {
      tags: 'confirm',
      on: {
        CONFIRM: 'removingUnsupported',
        CANCEL: { target: 'idle', actions: { type: 'finish', params: { outcome: 'cancelled' } } },
      },
    },
    clearing: {
      tags: 'busy',
      invoke: {
        id: 'removeCart',
        src: 'removeCart',
        onDone: { target: 'adding', actions: ['clearCart', 'markReplaced', cartChanged] },
        onError: failed,
      },
    },
    changingTrip: {
      tags: 'busy',
      invoke: {
        id: 'updateUserData',
        src: 'updateUserData',
        input: ({ context }) => userDataBody(context.cart, requirePlan(context)),
        onDone: [
          {
            guard: { type: 'hasUnsupported', params: ({ event }) => ({ result: event.output }) },
            target: 'tripVehicleList',
            actions: { type: 'setUnsupported', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'continuing',
            actions: [
              { type: 'setChange', params: ({ event }) => ({ result: event.output }) },
              cartChanged,
            ],
          },
        ],
        onError: failed,
      },
    },
    removingUnsupported: {
      tags: 'busy',
      invoke: {
        id: 'removeMultiple',
        src: 'removeMultiple',
        input: ({ context }) => ({ cart_ids: context.unsupported.map((e) => e.id) }),
        onDone: { target: 'changingTrip', actions: [keepCart, cartChanged] },
        onError: failed,
      },
    },
    continuing: {
      always: [
        { guard: 'isAdding', target: 'adding' },
        { guard: 'isChangingQuantity', target: 'updatingQuantity' },
        {
          target: 'idle',
          actions: [
            { type: 'finish', params: { outcome: 'tripChanged' } },
            { type: 'notify', params: { kind: 'success', key: TRIP_CART_KEYS.tripChanged } },
          ],
        },
      ],
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => {
          const add = addIntent(context);
          if (add == null) throw new Error(`${MACHINE}: nothing to add`);
          return addToCartBody(requirePlan(context), add.vehicle, add.quantity);
        },
        onDone: [
          {
            guard: 'isReplaced',
            target: 'idle',
            actions: [
              keepCart,
              cartChanged,
              { type: 'finish', params: { outcome: 'replaced' } },
              { type: 'notify', params: { kind: 'success', key: TRIP_CART_KEYS.added } },
            ],
          },
          {
            target: 'idle',
            actions: [
              keepCart,
              cartChanged,
              { type: 'finish', params: { outcome: 'added' } },
              { type: 'notify', params: { kind: 'success', key: TRIP_CART_KEYS.added } },
            ],
          },
        ],
        onError: failed,
      },
    },
    updatingQuantity: {
      tags: 'busy',
      invoke: {
        id: 'updateCart',
        src: 'updateCart',
        input: ({ context }) => {
          const change = quantityIntent(context);
          if (change == null) throw new Error(`${MACHINE}: no quantity to change`);
          return updateCartBody(context.cart, change.cartId, change.quantity);
        },
        onDone: {
          target: 'idle',
          actions: [keepCart, cartChanged, { type: 'finish', params: { outcome: 'updated' } }],
        },
        onError: failed,
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'removeVehicle',
        src: 'removeVehicle',
        input: ({ context }) => ({ cart_id: quantityIntent(context)?.cartId ?? 0 }),
        onDone: [
          {
            guard: 'isLastEntry',
            target: 'idle',
            actions: [
              'clearCart',
              'cartCleared',
              { type: 'finish', params: { outcome: 'removed' } },
              { type: 'notify', params: { kind: 'success', key: TRIP_CART_KEYS.removed } },
            ],
          },
          {
            target: 'idle',
            actions: [
              keepCart,
              cartChanged,
              { type: 'finish', params: { outcome: 'removed' } },
              { type: 'notify', params: { kind: 'success', key: TRIP_CART_KEYS.removed } },
            ],
          },
        ],
        onError: failed,
      },
    },
  },
});

/** A new intent: nothing of the last one's outcome is kept. */
function start(pending: TripCartIntent): Partial<TripCartContext> {
  return { pending, outcome: null, issue: null, error: null, replaced: false, unsupported: [] };
}

function addStep(context: TripCartContext) {
  const add = addIntent(context);
  if (add == null || context.plan == null) return null;
  return tripCartAddStep(cartFacts(context), {
    providerId: add.vehicle.providerId,
    type: context.plan.type,
    hours: context.plan.hours,
  });
}
