/**
 * # rentalSearchMachine: the rental search bar
 *
 * Drives the rental home's search bar (web) and `storefront rental search` (CLI): the trip type
 * (hourly or distance-wise), the pickup and the destination, the pickup time (only in the
 * future) and the duration: hours for an hourly trip; the route for a distance-wise trip.
 * Every rule is core's rental-search.ts (spec §3 'Rental search', §4 'Route/distance', §5, §9):
 * - the route is tried driving, then walking, then bicycling (`ROUTE_TRAVEL_MODES`, one call of
 *   the `route` actor each, `config/distance-api`); the first answer with a route gives the km
 *   (metres / 1000) and the hours (seconds / 3600, rounded down); when none has one
 *   (`ZERO_RESULTS`) the distance is the straight line (haversine) and the hours 0
 *   (`tripDistance`);
 * - the pickup time is valid only in the future (`isPickupInFuture`), judged again on SUBMIT
 *   (the clock moves: SET_NOW);
 * - the destination history (`destination_location` in storage) keeps the last 5
 *   (`addDestination`): every destination chosen is added and the history saved.
 *
 * ## Input (`RentalSearchInput`; `rentalSearchInput(storage, now)` reads the history)
 * `now` (the provider's local time, `localDateTime(clock.now(), zone)`), `history` (the stored
 * destinations), and optionally the search already made (`tripType`, `pickup`, `destination`,
 * `pickupAt`, `hours`) when the bar opens with it.
 *
 * ## States
 * - `checking` (transient): a distance-wise trip with both places and no route yet → `routing`;
 *   otherwise `editing`.
 * - `editing`: every choice is an event (below). SUBMIT with a complete search → `searched`;
 *   otherwise the first thing missing is toasted (`rentalSearchIssue`) and nothing happens.
 * - `routing.driving` / `routing.walking` / `routing.bicycling` (tag `busy`): the `route` actor
 *   with the mode; an answer without a route moves to the next mode; after bicycling the
 *   straight line is used. Changing a place, or the trip type, starts again.
 * - `routeFailed` (tag `failed`): the call failed (not a `ZERO_RESULTS` answer); its message was
 *   toasted; RETRY routes again; editing works as in `editing`.
 * - `searched` (tag `done`): action `searched` handed the trip (`TripPlan`) to the adapter (the
 *   web app goes to /rental/vehicle-search, the CLI prints it); any change goes back to editing.
 *
 * ## Events
 * SET_TRIP_TYPE { tripType }, SET_PICKUP { location }, SET_DESTINATION { location } (added to
 * the history), SET_PICKUP_TIME { at } (refused with 'The pickup time must be in the future.'
 * unless after now), SET_HOURS { hours } (a whole number from 1), SET_NOW { now }, SUBMIT, RETRY.
 *
 * ## Effects (named, implemented by `provideRentalSearchMachine`)
 * Actor `route` (`RouteRequest` → `RouteAnswer`); actions `notify`, `saveHistory` (the history
 * to store), `searched` (the trip).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { isValidLatLng } from '../domain/geo.js';
import { ruleIssue, type RuleIssue } from '../domain/issue.js';
import type { RentalLocation, RentalType } from '../domain/rental.js';
import { RENTAL_CART_KEYS } from '../domain/rental-cart.js';
import {
  addDestination,
  DESTINATION_HISTORY_KEY,
  formatPickupTime,
  hasRoute,
  isPickupInFuture,
  locationPoint,
  readDestinationHistory,
  tripDistance,
  type PickupTime,
  type RouteAnswer,
  type RouteTravelMode,
  type TripDistance,
} from '../domain/rental-search.js';
import type { LatLng } from '../domain/session.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

/** A searched trip: what the trip cart adds vehicles with (spec §3 'Rental search'). */
export interface TripPlan {
  type: RentalType;
  pickup: RentalLocation;
  destination: RentalLocation;
  /** The pickup time in the provider's local time. */
  pickupAt: PickupTime;
  /** `YYYY-MM-DD hh:mm AM/PM` (the payloads' `pickup_time`). */
  pickupTime: string;
  /** Hourly: the hours chosen (`estimated_hours`); distance-wise: the route's whole hours. */
  hours: number;
  /** Km of the route or of the straight line (0 for an hourly trip). */
  km: number;
  /** The route's whole hours (`destination_time`; 0 for an hourly trip or the straight line). */
  destinationTime: number;
  /** Where the km come from (null for an hourly trip). */
  distanceSource: TripDistance['source'] | null;
}

export interface RentalSearchInput {
  now: PickupTime;
  history?: readonly RentalLocation[];
  tripType?: RentalType;
  pickup?: RentalLocation | null;
  destination?: RentalLocation | null;
  pickupAt?: PickupTime | null;
  hours?: number | null;
}

export interface RentalSearchContext {
  tripType: RentalType;
  pickup: RentalLocation | null;
  destination: RentalLocation | null;
  pickupAt: PickupTime | null;
  /** The hours of an hourly trip. */
  hours: number | null;
  /** The distance-wise trip's distance (null until routed). */
  route: TripDistance | null;
  now: PickupTime;
  /** The last 5 destinations, oldest first. */
  history: RentalLocation[];
  /** Why the last route call failed. */
  error: UiError | null;
}

export type RentalSearchEvent =
  | { type: 'SET_TRIP_TYPE'; tripType: RentalType }
  | { type: 'SET_PICKUP'; location: RentalLocation }
  | { type: 'SET_DESTINATION'; location: RentalLocation }
  | { type: 'SET_PICKUP_TIME'; at: PickupTime }
  | { type: 'SET_HOURS'; hours: number }
  | { type: 'SET_NOW'; now: PickupTime }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** One call of the `route` actor: a travel mode between the two places. */
export interface RouteRequest {
  origin: LatLng;
  destination: LatLng;
  mode: RouteTravelMode;
}

/** i18n keys of the search's refusals. */
export const RENTAL_SEARCH_KEYS = {
  pickup: 'trip.search.error.pickup',
  destination: 'trip.search.error.destination',
  pickupTime: 'trip.search.error.pickupTime',
  pickupPast: RENTAL_CART_KEYS.pickupPast,
  hours: 'trip.search.error.hours',
  route: 'trip.search.error.route',
} as const;

export type RentalSearchIssue = RuleIssue<
  'pickup' | 'destination' | 'pickup_time' | 'pickup_past' | 'hours' | 'route'
>;

/**
 * What stops the search, the first only (in the bar's order), or null: the pickup, the
 * destination, the pickup time (missing, or not in the future), the hours of an hourly trip, the
 * route of a distance-wise trip.
 */
export function rentalSearchIssue(context: RentalSearchContext): RentalSearchIssue | null {
  const K = RENTAL_SEARCH_KEYS;
  if (context.pickup == null) return ruleIssue('pickup', K.pickup);
  if (context.destination == null) return ruleIssue('destination', K.destination);
  if (context.pickupAt == null) return ruleIssue('pickup_time', K.pickupTime);
  if (!isPickupInFuture(context.pickupAt, context.now))
    return ruleIssue('pickup_past', K.pickupPast);
  if (context.tripType === 'hourly' && !isValidHours(context.hours)) {
    return ruleIssue('hours', K.hours);
  }
  if (context.tripType === 'distance' && context.route == null) return ruleIssue('route', K.route);
  return null;
}

/** The searched trip of a complete search, or null (`rentalSearchIssue` says why). */
export function tripPlanOf(context: RentalSearchContext): TripPlan | null {
  if (rentalSearchIssue(context) != null) return null;
  const { pickup, destination, pickupAt } = context as RentalSearchContext & {
    pickup: RentalLocation;
    destination: RentalLocation;
    pickupAt: PickupTime;
  };
  const hourly = context.tripType === 'hourly';
  const route = hourly ? null : context.route;
  return {
    type: context.tripType,
    pickup,
    destination,
    pickupAt: { date: pickupAt.date, seconds: pickupAt.seconds },
    pickupTime: formatPickupTime(pickupAt),
    hours: hourly ? (context.hours ?? 0) : (route?.hours ?? 0),
    km: route?.km ?? 0,
    destinationTime: route?.hours ?? 0,
    distanceSource: route?.source ?? null,
  };
}

/** Hours of an hourly trip: a whole number from 1. */
export function isValidHours(hours: number | null | undefined): hours is number {
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= 1;
}

/** A place of the trip: a name and valid coordinates. */
export function isRentalLocation(location: RentalLocation | null | undefined): boolean {
  if (location == null || location.location_name.trim() === '') return false;
  return isValidLatLng(locationPoint(location));
}

/** The machine's input from storage (the destination history) and the clock. */
export function rentalSearchInput(
  storage: KeyValueStorage,
  now: PickupTime,
  search: Omit<RentalSearchInput, 'now' | 'history'> = {},
): RentalSearchInput {
  return { ...search, now, history: readDestinationHistory(storage.get(DESTINATION_HISTORY_KEY)) };
}

const MACHINE = 'rentalSearchMachine';

const apiActors = {
  route: fromPromise<RouteAnswer, RouteRequest>(notProvided(MACHINE, 'route')),
};

/** The actor the machine needs: one route of `config/distance-api` (see api/rental.ts). */
export type RentalSearchApiActors = typeof apiActors;

function routeRequest(context: RentalSearchContext, mode: RouteTravelMode): RouteRequest {
  if (context.pickup == null || context.destination == null) {
    throw new Error(`${MACHINE}: no places to route`);
  }
  return {
    origin: locationPoint(context.pickup),
    destination: locationPoint(context.destination),
    mode,
  };
}

const pickPoint = (at: PickupTime): PickupTime => ({ date: at.date, seconds: at.seconds });

/** A route step: its mode's call; no route → `next` (or the straight line after the last). */
function routeStep(mode: RouteTravelMode, next: 'walking' | 'bicycling' | null) {
  const id = `route${mode[0]}${mode.slice(1).toLowerCase()}`;
  return {
    invoke: {
      id,
      src: 'route' as const,
      input: ({ context }: { context: RentalSearchContext }) => routeRequest(context, mode),
      onDone: [
        {
          guard: {
            type: 'answerHasRoute' as const,
            params: ({ event }: { event: { output: RouteAnswer } }) => ({ answer: event.output }),
          },
          target: '#rentalSearch.editing',
          actions: {
            type: 'setRoute' as const,
            params: ({ event }: { event: { output: RouteAnswer } }) => ({ answer: event.output }),
          },
        },
        next == null
          ? {
              target: '#rentalSearch.editing',
              actions: { type: 'setRoute' as const, params: { answer: null } },
            }
          : { target: next },
      ],
      onError: {
        target: '#rentalSearch.routeFailed',
        actions: {
          type: 'setError' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
  };
}

/** The edits every resting state takes: places and the type re-check the route. */
const edits = {
  SET_TRIP_TYPE: { target: '#rentalSearch.checking', actions: 'setTripType' },
  SET_PICKUP: { guard: 'isValidLocation', target: '#rentalSearch.checking', actions: 'setPickup' },
  SET_DESTINATION: {
    guard: 'isValidLocation',
    target: '#rentalSearch.checking',
    actions: [
      'setDestination',
      {
        type: 'saveHistory',
        params: ({ context }: { context: RentalSearchContext }) => ({ history: context.history }),
      },
    ],
  },
  SET_PICKUP_TIME: [
    { guard: 'isFutureTime', target: '#rentalSearch.editing', actions: 'setPickupTime' },
    {
      actions: {
        type: 'notify',
        params: { kind: 'error', key: RENTAL_SEARCH_KEYS.pickupPast },
      },
    },
  ],
  SET_HOURS: { guard: 'isHours', target: '#rentalSearch.editing', actions: 'setHours' },
  SET_NOW: { actions: 'setNow' },
} as const;

export const rentalSearchMachine = setup({
  types: {} as {
    context: RentalSearchContext;
    events: RentalSearchEvent;
    input: RentalSearchInput;
    tags: 'busy' | 'failed' | 'done';
  },
  actors: apiActors,
  guards: {
    needsRoute: ({ context }) =>
      context.tripType === 'distance' &&
      context.pickup != null &&
      context.destination != null &&
      context.route == null,
    answerHasRoute: (_, params: { answer: RouteAnswer }) => hasRoute(params.answer),
    isValidLocation: ({ event }) => {
      assertEvent(event, ['SET_PICKUP', 'SET_DESTINATION']);
      return isRentalLocation(event.location);
    },
    isFutureTime: ({ context, event }) => {
      assertEvent(event, 'SET_PICKUP_TIME');
      return isPickupInFuture(event.at, context.now);
    },
    isHours: ({ event }) => {
      assertEvent(event, 'SET_HOURS');
      return isValidHours(event.hours);
    },
    isComplete: ({ context }) => rentalSearchIssue(context) == null,
  },
  actions: {
    setTripType: assign(({ event }) => {
      assertEvent(event, 'SET_TRIP_TYPE');
      return { tripType: event.tripType, error: null };
    }),
    setPickup: assign(({ event }) => {
      assertEvent(event, 'SET_PICKUP');
      return { pickup: { ...event.location }, route: null, error: null };
    }),
    setDestination: assign(({ context, event }) => {
      assertEvent(event, 'SET_DESTINATION');
      return {
        destination: { ...event.location },
        route: null,
        error: null,
        history: addDestination(context.history, event.location),
      };
    }),
    setPickupTime: assign({
      pickupAt: ({ event }) => {
        assertEvent(event, 'SET_PICKUP_TIME');
        return pickPoint(event.at);
      },
    }),
    setHours: assign({
      hours: ({ event }) => {
        assertEvent(event, 'SET_HOURS');
        return event.hours;
      },
    }),
    setNow: assign({
      now: ({ event }) => {
        assertEvent(event, 'SET_NOW');
        return pickPoint(event.now);
      },
    }),
    setRoute: assign(({ context }, params: { answer: RouteAnswer | null }) => {
      if (context.pickup == null || context.destination == null) return {};
      return { route: tripDistance(params.answer, context.pickup, context.destination) };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    // effects, implemented by provideRentalSearchMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    saveHistory: notProvided(MACHINE, 'saveHistory') as (
      _: unknown,
      params: { history: RentalLocation[] },
    ) => void,
    searched: notProvided(MACHINE, 'searched') as (_: unknown, params: { plan: TripPlan }) => void,
  },
}).createMachine({
  id: 'rentalSearch',
  initial: 'checking',
  context: ({ input }) => ({
    tripType: input.tripType ?? 'hourly',
    pickup: isRentalLocation(input.pickup) ? { ...input.pickup! } : null,
    destination: isRentalLocation(input.destination) ? { ...input.destination! } : null,
    pickupAt:
      input.pickupAt != null && isPickupInFuture(input.pickupAt, input.now)
        ? pickPoint(input.pickupAt)
        : null,
    hours: isValidHours(input.hours) ? input.hours : null,
    route: null,
    now: pickPoint(input.now),
    history: [...(input.history ?? [])],
    error: null,
  }),
  states: {
    checking: {
      always: [{ guard: 'needsRoute', target: 'routing' }, { target: 'editing' }],
    },
    editing: {
      on: {
        ...edits,
        SUBMIT: [
          { guard: 'isComplete', target: 'searched' },
          {
            actions: {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'error',
                key: rentalSearchIssue(context)?.key ?? RENTAL_SEARCH_KEYS.pickup,
              }),
            },
          },
        ],
      },
    },
    routing: {
      tags: 'busy',
      initial: 'driving',
      on: {
        SET_TRIP_TYPE: edits.SET_TRIP_TYPE,
        SET_PICKUP: edits.SET_PICKUP,
        SET_DESTINATION: edits.SET_DESTINATION,
        SET_PICKUP_TIME: [
          { guard: 'isFutureTime', actions: 'setPickupTime' },
          edits.SET_PICKUP_TIME[1],
        ],
        SET_HOURS: { guard: 'isHours', actions: 'setHours' },
        SET_NOW: edits.SET_NOW,
      },
      states: {
        driving: routeStep('DRIVING', 'walking'),
        walking: routeStep('WALKING', 'bicycling'),
        bicycling: routeStep('BICYCLING', null),
      },
    },
    routeFailed: {
      tags: 'failed',
      entry: { type: 'notify', params: ({ context }) => errorToast(context.error) },
      on: {
        ...edits,
        RETRY: { target: 'routing', actions: 'clearError' },
      },
    },
    searched: {
      tags: 'done',
      entry: {
        type: 'searched',
        params: ({ context }) => {
          const plan = tripPlanOf(context);
          if (plan == null) throw new Error(`${MACHINE}: the search is incomplete`);
          return { plan };
        },
      },
      on: {
        ...edits,
        SUBMIT: [{ guard: 'isComplete', target: 'searched', reenter: true }],
      },
    },
  },
});

/** What `provideRentalSearchMachine` needs. */
export interface RentalSearchMachineDeps {
  actors: RentalSearchApiActors;
  /** The destination history is saved here (`destination_location`). */
  storage: KeyValueStorage;
  notifier: Notifier;
  t: Translate;
  /** The search was made (the web app goes to /rental/vehicle-search). */
  onSearched: (plan: TripPlan) => void;
}

/** The rental search machine wired to adapters: the same machine for web and CLI. */
export function provideRentalSearchMachine(deps: RentalSearchMachineDeps) {
  return rentalSearchMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      saveHistory: (_, params) =>
        deps.storage.set(DESTINATION_HISTORY_KEY, JSON.stringify(params.history)),
      searched: (_, params) => deps.onSearched(params.plan),
    },
  });
}
