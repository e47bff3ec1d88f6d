/**
 * The model of `rentalSearchMachine` that its model-based test walks (and that `storefront
 * machines paths rental-search` can list): Dubai places, a pickup time before and after now, the
 * route answers of `config/distance-api` (a route, `ZERO_RESULTS`, a failure) for each travel
 * mode, and a destination history that is full or already holds the destination.
 */
import { ApiError } from '../api/errors.js';
import type { RentalLocation } from '../domain/rental.js';
import type { RouteAnswer } from '../domain/rental-search.js';
import { modelPaths } from './model-paths.js';
import {
  rentalSearchMachine,
  type RentalSearchEvent,
  type RentalSearchInput,
} from './rental-search.machine.js';

const place = (location_name: string, lat: number, lng: number): RentalLocation => ({
  location_name,
  lat,
  lng,
});

const dubaiMall = place('The Dubai Mall, Downtown Dubai', 25.1985, 55.2796);
const marina = place('Dubai Marina Walk', 25.0805, 55.1403);

export const rentalSearchFixtures = {
  pickup: dubaiMall,
  destination: marina,
  /** A place without valid coordinates (refused). */
  nowhere: place('Nowhere', 200, 55),
  /** 10:00 on 5 January 2026 (the provider's local time). */
  now: { date: '2026-01-05', seconds: 10 * 3600 },
  /** 14:30 the same day. */
  future: { date: '2026-01-05', seconds: 14 * 3600 + 30 * 60 },
  /** 09:00 the same day. */
  past: { date: '2026-01-05', seconds: 9 * 3600 },
  /** 15:00: the clock overtook the pickup time. */
  later: { date: '2026-01-05', seconds: 15 * 3600 },
  /** 23.4 km, 1 h 55 min 54 s: 1 whole hour. */
  route: {
    status: 'OK',
    distanceMeters: 23_412,
    durationSeconds: 6954,
  } satisfies RouteAnswer,
  noRoute: { status: 'ZERO_RESULTS', distanceMeters: 0, durationSeconds: 0 } satisfies RouteAnswer,
  routeError: new ApiError(403, {
    errors: [{ code: 'origin_lat', message: 'The origin lat field is required.' }],
  }),
  networkError: new TypeError('fetch failed'),
  /** Five earlier destinations (the history is full). */
  fullHistory: [
    place('Jumeirah Beach', 25.2048, 55.2708),
    place('Al Fahidi', 25.2637, 55.2972),
    place('Dubai Creek Harbour', 25.2048, 55.347),
    place('Mall of the Emirates', 25.1181, 55.2006),
    place('Dubai Airport Terminal 3', 25.2485, 55.3524),
  ],
} as const;

const f = rentalSearchFixtures;

type RouteStep = 'routeDriving' | 'routeWalking' | 'routeBicycling';

export type RentalSearchModelEvent =
  | RentalSearchEvent
  | { type: `xstate.done.actor.${RouteStep}`; output: RouteAnswer }
  | { type: `xstate.error.actor.${RouteStep}`; error: unknown };

const STEPS: RouteStep[] = ['routeDriving', 'routeWalking', 'routeBicycling'];

export const rentalSearchModelEvents: RentalSearchModelEvent[] = [
  { type: 'SET_TRIP_TYPE', tripType: 'distance' },
  { type: 'SET_TRIP_TYPE', tripType: 'hourly' },
  { type: 'SET_PICKUP', location: f.pickup },
  { type: 'SET_PICKUP', location: f.nowhere },
  { type: 'SET_DESTINATION', location: f.destination },
  { type: 'SET_PICKUP_TIME', at: f.future },
  { type: 'SET_PICKUP_TIME', at: f.past },
  { type: 'SET_HOURS', hours: 3 },
  { type: 'SET_HOURS', hours: 0 },
  { type: 'SET_NOW', now: f.later },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  ...STEPS.flatMap((step): RentalSearchModelEvent[] => [
    { type: `xstate.done.actor.${step}`, output: f.route },
    { type: `xstate.done.actor.${step}`, output: f.noRoute },
  ]),
  { type: 'xstate.error.actor.routeDriving', error: f.routeError },
  { type: 'xstate.error.actor.routeWalking', error: f.networkError },
];

export const rentalSearchScenarios: { name: string; input: RentalSearchInput }[] = [
  {
    name: 'an hourly search from nothing, the history full',
    input: { now: f.now, history: [...f.fullHistory] },
  },
  {
    name: 'a distance-wise search opened with its places (routes at once)',
    input: {
      now: f.now,
      history: [f.destination, f.fullHistory[0]],
      tripType: 'distance',
      pickup: f.pickup,
      destination: f.destination,
      pickupAt: f.future,
    },
  },
];

/** The model's inputs (the shape `storefront machines paths` lists). */
export const rentalSearchModelInputs: RentalSearchInput[] = rentalSearchScenarios.map(
  (s) => s.input,
);

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function rentalSearchModelPaths(input: RentalSearchInput) {
  return modelPaths(rentalSearchMachine, {
    input,
    events: rentalSearchModelEvents as unknown as RentalSearchEvent[],
  });
}
