import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import type { RentalLocation } from '../domain/rental.js';
import type { RouteAnswer } from '../domain/rental-search.js';
import {
  provideRentalSearchMachine,
  rentalSearchInput,
  rentalSearchMachine,
  type RentalSearchInput,
  type RouteRequest,
  type TripPlan,
} from './rental-search.machine.js';
import {
  rentalSearchFixtures as f,
  rentalSearchModelPaths,
  rentalSearchScenarios,
  type RentalSearchModelEvent,
} from './rental-search.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof rentalSearchMachine>;

const MODE_CALL = { DRIVING: 'routeDriving', WALKING: 'routeWalking', BICYCLING: 'routeBicycling' };

function harness(input: RentalSearchInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const storage = memoryStorage();
  const searched: TripPlan[] = [];
  const machine = provideRentalSearchMachine({
    actors: {
      route: fromPromise<RouteAnswer, RouteRequest>(({ input: request }) =>
        calls.start(MODE_CALL[request.mode], request),
      ),
    },
    storage,
    notifier,
    t: translator(locale),
    onSearched: (plan) => void searched.push(plan),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, storage, searched };
}

// ------------------------------------------------------------------ the spec, as an oracle

const PAST = 'The pickup time must be in the future.';

/** The straight line Dubai Mall → Dubai Marina, earth radius 6378137 m, in km. */
function straightKm(a: RentalLocation, b: RentalLocation): number {
  const rad = (d: number) => (Number(d) * Math.PI) / 180;
  const dLat = rad(Number(b.lat) - Number(a.lat));
  const dLng = rad(Number(b.lng) - Number(a.lng));
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(Number(a.lat))) * Math.cos(rad(Number(b.lat))) * Math.sin(dLng / 2) ** 2;
  return (2 * 6378137 * Math.asin(Math.sqrt(h))) / 1000;
}

const later = (a: { date: string; seconds: number }, b: { date: string; seconds: number }) =>
  a.date > b.date || (a.date === b.date && a.seconds > b.seconds);

/** The first thing the bar misses, as the spec's order reads it. */
function missing(c: Snapshot['context']): string | null {
  if (c.pickup == null) return translate('en', 'trip.search.error.pickup');
  if (c.destination == null) return translate('en', 'trip.search.error.destination');
  if (c.pickupAt == null) return translate('en', 'trip.search.error.pickupTime');
  if (!later(c.pickupAt, c.now)) return PAST;
  if (c.tripType === 'hourly' && !(c.hours != null && c.hours >= 1)) {
    return translate('en', 'trip.search.error.hours');
  }
  if (c.tripType === 'distance' && c.route == null)
    return translate('en', 'trip.search.error.route');
  return null;
}

function expectedToasts(prev: Snapshot, event: RentalSearchModelEvent) {
  switch (event.type) {
    case 'SET_PICKUP_TIME':
      return later(event.at, prev.context.now) ? [] : [{ kind: 'error', message: PAST }];
    case 'SUBMIT': {
      if (prev.hasTag('busy') || prev.hasTag('failed')) return [];
      const why = missing(prev.context);
      return why == null ? [] : [{ kind: 'error', message: why }];
    }
    case 'xstate.error.actor.routeDriving':
    case 'xstate.error.actor.routeWalking':
      return [
        {
          kind: 'error',
          message:
            event.error === f.routeError
              ? 'The origin lat field is required.'
              : translate('en', 'common.error.network'),
        },
      ];
    default:
      return [];
  }
}

const ROUTING = { driving: 'DRIVING', walking: 'WALKING', bicycling: 'BICYCLING' } as const;

describe('rentalSearchMachine (model-based)', () => {
  const all = rentalSearchScenarios.map((s) => ({ ...s, paths: rentalSearchModelPaths(s.input) }));

  for (const { name, input, paths } of all) {
    describe(`${name} (${paths.length} paths)`, () => {
      it('finds paths', () => {
        expect(paths.length).toBeGreaterThan(0);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toasts = 0;
            let searches = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as RentalSearchModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const c = snap.context;

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.hasTag('busy'), where).toBe(snap.matches('routing'));
              expect(snap.hasTag('failed'), where).toBe(snap.matches('routeFailed'));
              expect(snap.hasTag('done'), where).toBe(snap.matches('searched'));

              // a route is asked, mode by mode, only for a distance-wise trip with both places
              const newCalls = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              const routing = Object.entries(ROUTING).find(([state]) =>
                snap.matches({ routing: state as keyof typeof ROUTING }),
              );
              if (routing == null) expect(newCalls, where).toEqual([]);
              else {
                const [, mode] = routing;
                expect(c.tripType, where).toBe('distance');
                const call = h.calls.calls.at(-1)!;
                expect(call.name, where).toBe(MODE_CALL[mode]);
                expect(h.calls.isPending(call.name), where).toBe(true);
                expect(call.input, where).toEqual({
                  origin: { lat: Number(c.pickup!.lat), lng: Number(c.pickup!.lng) },
                  destination: {
                    lat: Number(c.destination!.lat),
                    lng: Number(c.destination!.lng),
                  },
                  mode,
                });
              }
              // the route: the first answer with one, else the straight line; whole hours
              if (c.route != null) {
                if (c.route.source === 'route') {
                  expect(c.route, where).toEqual({ km: 23.412, hours: 1, source: 'route' });
                } else {
                  expect(c.route.hours, where).toBe(0);
                  expect(c.route.km, where).toBeCloseTo(straightKm(c.pickup!, c.destination!), 6);
                  expect(trail, where).toContain('xstate.done.actor.routeBicycling');
                }
              }
              // the pickup time is only ever one in the future of when it was chosen
              if (c.pickupAt != null) expect(c.pickupAt, where).toEqual(f.future);
              // the history: the last 5 destinations, the destination last once chosen
              expect(c.history.length, where).toBeLessThanOrEqual(5);
              if (trail.includes('SET_DESTINATION')) {
                expect(c.history.at(-1), where).toEqual(f.destination);
                expect(JSON.parse(h.storage.get('destination_location') ?? '[]'), where).toEqual(
                  c.history,
                );
              }

              if (event.type !== 'xstate.init') {
                expect(h.notifier.toasts.slice(toasts), where).toEqual(expectedToasts(prev, event));
              }
              toasts = h.notifier.toasts.length;

              // searching hands the complete trip over, once per SUBMIT that succeeds
              const newSearches = h.searched.slice(searches);
              searches = h.searched.length;
              if (
                event.type === 'SUBMIT' &&
                missing(prev.context) == null &&
                !prev.hasTag('busy')
              ) {
                expect(newSearches, where).toHaveLength(1);
                const plan = newSearches[0]!;
                expect(plan.type, where).toBe(c.tripType);
                expect(plan.pickupTime, where).toBe('2026-01-05 02:30 PM');
                expect(plan.pickup, where).toEqual(f.pickup);
                expect(plan.destination, where).toEqual(f.destination);
                if (plan.type === 'hourly') {
                  expect([plan.hours, plan.km, plan.distanceSource], where).toEqual([3, 0, null]);
                } else {
                  expect(plan.km, where).toBe(c.route!.km);
                  expect(plan.hours, where).toBe(c.route!.hours);
                  expect(plan.destinationTime, where).toBe(c.route!.hours);
                }
              } else {
                expect(newSearches, where).toEqual([]);
              }
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(rentalSearchMachine);
    expect(leaves.map((n) => n.path.join('.')).sort()).toEqual(
      [
        'checking',
        'editing',
        'routeFailed',
        'routing.bicycling',
        'routing.driving',
        'routing.walking',
        'searched',
      ].sort(),
    );
    // `checking` is transient: no snapshot rests in it
    for (const leaf of leaves.filter((n) => n.key !== 'checking')) {
      expect(
        ends.some((s) => s.matches(leaf.path.join('.') as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('rentalSearchMachine', () => {
  it('driving, then walking, then bicycling; no route at all: the straight line, 0 hours', async () => {
    const h = harness(rentalSearchScenarios[1]!.input);
    for (const step of ['routeDriving', 'routeWalking', 'routeBicycling']) {
      expect(h.calls.isPending(step)).toBe(true);
      h.calls.resolve(step, f.noRoute);
      await settle();
    }
    const route = h.actor.getSnapshot().context.route!;
    expect(route.source).toBe('straightLine');
    expect(route.hours).toBe(0);
    expect(route.km).toBeCloseTo(19.23, 2);
  });

  it('a route walking: its km and its whole hours (6954 s → 1)', async () => {
    const h = harness(rentalSearchScenarios[1]!.input);
    h.calls.resolve('routeDriving', f.noRoute);
    await settle();
    h.calls.resolve('routeWalking', f.route);
    await settle();
    expect(h.calls.calls.map((c) => (c.input as RouteRequest).mode)).toEqual([
      'DRIVING',
      'WALKING',
    ]);
    h.actor.send({ type: 'SUBMIT' });
    expect(h.searched).toEqual([
      {
        type: 'distance',
        pickup: f.pickup,
        destination: f.destination,
        pickupAt: f.future,
        pickupTime: '2026-01-05 02:30 PM',
        hours: 1,
        km: 23.412,
        destinationTime: 1,
        distanceSource: 'route',
      },
    ]);
  });

  it('a pickup time the clock overtook is refused on SUBMIT, in Arabic too', () => {
    const h = harness({ now: f.now }, 'ar');
    h.actor.send({ type: 'SET_PICKUP', location: f.pickup });
    h.actor.send({ type: 'SET_DESTINATION', location: f.destination });
    h.actor.send({ type: 'SET_PICKUP_TIME', at: f.future });
    h.actor.send({ type: 'SET_HOURS', hours: 2 });
    h.actor.send({ type: 'SET_NOW', now: f.later });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.searched).toEqual([]);
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: translate('ar', 'rental.cart.error.pickupPast') },
    ]);
  });

  it('the destination history is read from storage and keeps the last 5', () => {
    const storage = memoryStorage({
      destination_location: JSON.stringify([...f.fullHistory, { location_name: 'x' }]),
    });
    const input = rentalSearchInput(storage, f.now);
    expect(input.history).toEqual(f.fullHistory);
    const h = harness(input);
    h.actor.send({ type: 'SET_DESTINATION', location: f.destination });
    expect(JSON.parse(h.storage.get('destination_location')!)).toEqual([
      ...f.fullHistory.slice(1),
      f.destination,
    ]);
  });

  it('the context serialises', () => {
    const h = harness(rentalSearchScenarios[1]!.input);
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
