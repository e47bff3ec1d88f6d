import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import { ApiError } from '../api/errors.js';
import {
  formatLatLng,
  GeolocationError,
  locationEntries,
  type PlaceDetail,
  type PlaceSuggestion,
  type ZoneLookup,
} from '../domain/location.js';
import type { LatLng } from '../domain/session.js';
import { locationMachine, SEARCH_DEBOUNCE_MS, type LocationApiActors } from './location.machine.js';
import { provideLocationMachine } from './location.provide.js';
import { chosenLocation } from './location.connect.js';
import type { LocationInput } from './location.types.js';
import {
  locationFixtures as f,
  locationModelInputs,
  locationModelPaths,
  SEARCH_DEBOUNCE_EVENT,
  type LocationModelEvent,
} from './location.model.js';
import {
  pendingCalls,
  pendingGeolocation,
  recordingNavigator,
  recordingNotifier,
} from '../testing/fakes.js';
import { chunkPaths, replayEvent, replayPaths, settle } from '../testing/harness.js';
import { checkBe, checkEqual } from '../testing/quiet-expect.js';

type LocationSnapshot = SnapshotFrom<typeof locationMachine>;

const LOCATION_KEYS = ['location', 'currentLatLng', 'zoneid'] as const;
const DELIVERY_TOAST = 'New Delivery address selected.';
const PICKUP_TOAST = 'New Pickup address selected.';
const en = (key: string) => translate('en', key);

function harness(input: LocationInput, locale = 'en') {
  const storage = memoryStorage({ ...f.previous, language: locale });
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const calls = pendingCalls();
  const actors: LocationApiActors = {
    reverseGeocode: fromPromise<string | null, LatLng>(({ input: i }) =>
      calls.start('reverseGeocode', i),
    ),
    lookupZone: fromPromise<ZoneLookup, LatLng>(({ input: i }) => calls.start('lookupZone', i)),
    searchPlaces: fromPromise<PlaceSuggestion[], { text: string }>(({ input: i }) =>
      calls.start('searchPlaces', i),
    ),
    placeDetails: fromPromise<PlaceDetail, { placeId: string }>(({ input: i }) =>
      calls.start('placeDetails', i),
    ),
  };
  const clock = new SimulatedClock();
  const machine = provideLocationMachine({
    actors,
    geolocation: pendingGeolocation(calls),
    storage,
    notifier,
    navigator,
    t: translator(locale),
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  const stored = () => {
    const all = storage.snapshot();
    return Object.fromEntries(LOCATION_KEYS.map((k) => [k, all[k]]));
  };
  return { actor, storage, notifier, navigator, calls, clock, stored };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: LocationModelEvent): Promise<void> {
  const { type } = event;
  if (type === SEARCH_DEBOUNCE_EVENT) {
    h.clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
  } else {
    await replayEvent(h, event);
  }
}

const isSelected = (s: LocationSnapshot) => s.matches({ choice: { open: 'selected' } });
const isReloading = (s: LocationSnapshot) => s.matches({ choice: 'reloading' });

/** The text a failure must show, decided from the fixture that caused it. */
function failureText(error: unknown): string {
  if (error === f.zoneError) return 'Service not available in this area';
  if (error === f.placeError) return 'Place not found';
  if (error === f.geolocationError) return en('location.error.permissionDenied');
  if (error === f.networkError) return en('common.error.network');
  throw new Error(`unexpected failure ${String(error)}`);
}

/** The toasts one step must show, from the spec's rules (not from the machine). */
function expectedToasts(
  input: LocationInput,
  prev: LocationSnapshot,
  event: LocationModelEvent,
  next: LocationSnapshot,
) {
  if (
    event.type.startsWith('xstate.error.actor.') &&
    event.type !== 'xstate.error.actor.searchPlaces'
  ) {
    return [{ kind: 'error', message: failureText((event as { error: unknown }).error) }];
  }
  if (event.type === 'PICK_ADDRESS' && event.address === f.addressWithoutCoordinates) {
    return input.signedIn ? [{ kind: 'error', message: en('location.error.invalidAddress') }] : [];
  }
  if (isSelected(next) && (!isSelected(prev) || event.type === 'PICK_ADDRESS')) {
    return [
      { kind: 'success', message: input.purpose === 'pickup' ? PICKUP_TOAST : DELIVERY_TOAST },
    ];
  }
  return [];
}

const KNOWN_ADDRESSES = new Set<string>([
  f.geocodedAddress,
  f.placeDetail.address,
  f.addressWithZones.address,
  f.addressWithoutZones.address,
  formatLatLng(f.position),
  formatLatLng(f.point),
  formatLatLng(f.pin),
]);

describe('locationMachine (model-based)', () => {
  const pathsByInput = locationModelInputs.map((input) => ({
    input,
    paths: locationModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`${JSON.stringify(input)}, ${paths.length} paths`, () => {
      it('finds more than 50 paths', () => {
        expect(paths.length).toBeGreaterThan(50);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let lastStored = h.stored();
            let toastsSeen = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as LocationModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = trail.join(' → ');
              const snap = h.actor.getSnapshot();

              // The running machine (real actors, ports, clock) follows the model.
              checkBe(snap.status, 'active', where);
              checkEqual(snap.value, step.state.value, where);
              checkEqual(snap.context, step.state.context, where);

              // What each state shows.
              const c = snap.context;
              if (
                snap.matches({ choice: { open: 'idle' } }) ||
                snap.matches({ choice: { map: 'idle' } })
              ) {
                checkEqual(
                  [c.point, c.address, c.zoneId, c.error],
                  [null, null, null, null],
                  where,
                );
              }
              if (snap.hasTag('failed')) expect(c.error, where).not.toBeNull();
              if (snap.hasTag('busy')) checkEqual([c.error, c.zoneId], [null, null], where);
              if (snap.matches({ choice: { map: 'ready' } })) {
                expect(chosenLocation(c), where).not.toBeNull();
              }
              if (snap.matches({ search: 'failed' })) expect(c.searchError, where).not.toBeNull();
              if (snap.hasTag('searching')) expect(c.searchText.trim(), where).not.toBe('');

              // Storage changes only when a location is selected, and then holds all three keys.
              if (isSelected(snap) || isReloading(snap)) {
                const chosen = chosenLocation(snap.context);
                expect(chosen, where).not.toBeNull();
                checkBe(KNOWN_ADDRESSES.has(chosen!.address), true, where);
                expect([f.zoneId, '[1,2]'], where).toContain(chosen!.zoneId);
                lastStored = locationEntries(chosen!);
              }
              checkEqual(h.stored(), lastStored, where);

              // Toasts follow the spec.
              if (event.type !== 'xstate.init') {
                checkEqual(
                  h.notifier.toasts.slice(toastsSeen),
                  expectedToasts(input, prev, event, snap),
                  where,
                );
              }
              toastsSeen = h.notifier.toasts.length;

              // Only current location reloads; nothing navigates.
              checkBe(h.navigator.reloads, isReloading(snap) ? 1 : 0, where);
              checkEqual(h.navigator.paths, [], where);

              // Calls started by this step: geolocation with low accuracy and a 5000 ms timeout;
              // reverse geocoding and zone lookups for the point being resolved.
              for (const call of h.calls.calls.slice(callsSeen)) {
                if (call.name === 'geolocate') {
                  checkEqual(call.input, { enableHighAccuracy: false, timeout: 5000 }, where);
                } else if (call.name === 'lookupZone' || call.name === 'reverseGeocode') {
                  checkEqual(call.input, snap.context.point, where);
                } else if (call.name === 'placeDetails') {
                  checkEqual(call.input, { placeId: snap.context.place?.placeId }, where);
                } else {
                  checkEqual(
                    call,
                    {
                      name: 'searchPlaces',
                      input: { text: snap.context.searchText },
                    },
                    where,
                  );
                }
              }
              callsSeen = h.calls.calls.length;
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const leaves = getStateNodes(locationMachine.root).filter((n) => n.type === 'atomic');
    expect(leaves.length).toBeGreaterThan(10);
    const endStates = pathsByInput.flatMap(({ paths }) => paths.map((p) => p.state));
    for (const leaf of leaves) {
      const value = leaf.path.reduceRight<unknown>(
        (acc, key) => (acc == null ? key : { [key]: acc }),
        null,
      );
      const reached = endStates.some((s) => s.matches(value as never));
      checkBe(reached, true, leaf.id);
    }
  });
});

describe('locationMachine: current location', () => {
  it('geolocates with low accuracy and 5000 ms, geocodes, looks up the zone, stores and reloads', async () => {
    const h = harness({ purpose: 'delivery' });
    h.actor.send({ type: 'USE_CURRENT_LOCATION' });
    await settle();
    expect(h.calls.calls).toEqual([
      { name: 'geolocate', input: { enableHighAccuracy: false, timeout: 5000 } },
    ]);
    h.calls.resolve('geolocate', { lat: 23.78, lng: 90.41 });
    await settle();
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'reverseGeocode',
      input: { lat: 23.78, lng: 90.41 },
    });
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.calls.resolve('reverseGeocode', 'Gulshan Avenue, Dhaka');
    await settle();
    expect(h.calls.calls.at(-1)).toEqual({ name: 'lookupZone', input: { lat: 23.78, lng: 90.41 } });
    expect(h.stored()).toEqual(f.previous);
    h.calls.resolve('lookupZone', { zoneId: '[3,1]' });
    await settle();
    expect(h.actor.getSnapshot().matches({ choice: 'reloading' })).toBe(true);
    expect(h.actor.getSnapshot().hasTag('done')).toBe(true);
    expect(h.stored()).toEqual({
      location: 'Gulshan Avenue, Dhaka',
      currentLatLng: '{"lat":23.78,"lng":90.41}',
      zoneid: '[3,1]',
    });
    expect(h.navigator.reloads).toBe(1);
    expect(h.notifier.toasts).toEqual([]);
  });

  it('a denied permission shows a translated message, keeps the previous location, and RETRY works', async () => {
    const h = harness({}, 'ar');
    h.actor.send({ type: 'USE_CURRENT_LOCATION' });
    await settle();
    h.calls.reject('geolocate', { code: 1, message: 'User denied Geolocation' });
    await settle();
    const snap = h.actor.getSnapshot();
    expect(snap.matches({ choice: { open: 'failed' } })).toBe(true);
    expect(snap.context.error).toEqual({
      key: 'location.error.permissionDenied',
      messages: [],
      code: null,
    });
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: translate('ar', 'location.error.permissionDenied') },
    ]);
    expect(h.stored()).toEqual(f.previous);

    h.actor.send({ type: 'RETRY' });
    await settle();
    expect(h.actor.getSnapshot().matches({ choice: { open: 'locating' } })).toBe(true);
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.calls.resolve('geolocate', f.position);
    await settle();
    h.calls.resolve('reverseGeocode', f.geocodedAddress);
    await settle();
    h.calls.resolve('lookupZone', { zoneId: f.zoneId });
    await settle();
    expect(h.stored().location).toBe(f.geocodedAddress);
    expect(h.navigator.reloads).toBe(1);
  });

  it.each([
    [{ code: 3 }, 'location.error.timeout'],
    [new GeolocationError('timeout'), 'location.error.timeout'],
    [{ code: 2 }, 'location.error.positionUnavailable'],
    [new GeolocationError('unsupported'), 'location.error.unsupported'],
    [new Error('boom'), 'location.error.geolocation'],
  ])('geolocation failure %o shows %s', async (error, key) => {
    const h = harness({});
    h.actor.send({ type: 'USE_CURRENT_LOCATION' });
    await settle();
    h.calls.reject('geolocate', error);
    await settle();
    expect(h.actor.getSnapshot().context.error?.key).toBe(key);
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: en(key) }]);
  });

  it('a point outside every zone shows the server message and stores nothing', async () => {
    const h = harness({});
    h.actor.send({ type: 'USE_CURRENT_LOCATION' });
    await settle();
    h.calls.resolve('geolocate', f.position);
    await settle();
    h.calls.resolve('reverseGeocode', f.geocodedAddress);
    await settle();
    h.calls.reject(
      'lookupZone',
      new ApiError(404, {
        errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
      }),
    );
    await settle();
    const { context } = h.actor.getSnapshot();
    expect(context.error).toEqual({
      key: 'common.error.generic',
      messages: ['Service not available in this area'],
      code: 'coordinates',
    });
    expect(h.notifier.toasts).toEqual([
      { kind: 'error', message: 'Service not available in this area' },
    ]);
    expect(h.stored()).toEqual(f.previous);
    expect(h.navigator.reloads).toBe(0);
  });
});

describe('locationMachine: place search', () => {
  it('debounces the search, then lists suggestions', async () => {
    const h = harness({});
    h.actor.send({ type: 'SEARCH', text: 'bas' });
    h.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    h.actor.send({ type: 'SEARCH', text: 'bashu' });
    h.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    await settle();
    expect(h.calls.calls).toEqual([]);
    h.clock.increment(1);
    await settle();
    expect(h.calls.calls).toEqual([{ name: 'searchPlaces', input: { text: 'bashu' } }]);
    expect(h.actor.getSnapshot().hasTag('searching')).toBe(true);
    h.calls.resolve('searchPlaces', [f.suggestion]);
    await settle();
    const snap = h.actor.getSnapshot();
    expect(snap.matches({ search: 'idle' })).toBe(true);
    expect(snap.context.suggestions).toEqual([f.suggestion]);
  });

  it('blank text clears the suggestions without searching', async () => {
    const h = harness({});
    h.actor.send({ type: 'SEARCH', text: 'bash' });
    h.clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    h.calls.resolve('searchPlaces', [f.suggestion]);
    await settle();
    h.actor.send({ type: 'SEARCH', text: '' });
    h.clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(h.calls.calls.filter((c) => c.name === 'searchPlaces')).toHaveLength(1);
    expect(h.actor.getSnapshot().context).toMatchObject({ searchText: '', suggestions: [] });
  });

  it('a failed search keeps the choice open and can be retried', async () => {
    const h = harness({});
    h.actor.send({ type: 'SEARCH', text: 'bash' });
    h.clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    h.calls.reject(
      'searchPlaces',
      new ApiError(403, { errors: [{ code: 'search_text', message: 'Too long' }] }),
    );
    await settle();
    expect(h.actor.getSnapshot().matches({ search: 'failed', choice: { open: 'idle' } })).toBe(
      true,
    );
    expect(h.actor.getSnapshot().context.searchError?.messages).toEqual(['Too long']);
    h.actor.send({ type: 'RETRY_SEARCH' });
    await settle();
    expect(h.calls.calls.filter((c) => c.name === 'searchPlaces')).toHaveLength(2);
  });

  it('picking a suggestion gets its details, looks up the zone, stores and toasts', async () => {
    const h = harness({ purpose: 'delivery' });
    h.actor.send({ type: 'SEARCH', text: 'bash' });
    h.clock.increment(SEARCH_DEBOUNCE_MS);
    await settle();
    h.calls.resolve('searchPlaces', [f.suggestion]);
    await settle();
    h.actor.send({ type: 'PICK_SUGGESTION', placeId: f.suggestion.placeId });
    await settle();
    let snap = h.actor.getSnapshot();
    expect(snap.context.place).toEqual({ placeId: f.suggestion.placeId, text: f.suggestion.text });
    expect(snap.context.searchText).toBe(f.suggestion.text);
    expect(snap.context.suggestions).toEqual([]);
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'placeDetails',
      input: { placeId: f.suggestion.placeId },
    });
    h.calls.resolve('placeDetails', f.placeDetail);
    await settle();
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'lookupZone',
      input: { lat: f.placeDetail.lat, lng: f.placeDetail.lng },
    });
    h.calls.resolve('lookupZone', { zoneId: '[2]' });
    await settle();
    snap = h.actor.getSnapshot();
    expect(snap.matches({ choice: { open: 'selected' } })).toBe(true);
    expect(h.stored()).toEqual({
      location: f.placeDetail.address,
      currentLatLng: JSON.stringify({ lat: f.placeDetail.lat, lng: f.placeDetail.lng }),
      zoneid: '[2]',
    });
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: DELIVERY_TOAST }]);
    expect(h.navigator.reloads).toBe(0);
  });

  it('for a rental pickup the toast says Pickup', async () => {
    const h = harness({ purpose: 'pickup' });
    h.actor.send({ type: 'PICK_POINT', lat: f.point.lat, lng: f.point.lng });
    await settle();
    h.calls.resolve('reverseGeocode', f.geocodedAddress);
    await settle();
    h.calls.resolve('lookupZone', { zoneId: f.zoneId });
    await settle();
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: PICKUP_TOAST }]);
  });

  it('a point with no named place is stored with its coordinates as text', async () => {
    const h = harness({});
    h.actor.send({ type: 'PICK_POINT', lat: 23.5, lng: 90.25 });
    await settle();
    h.calls.resolve('reverseGeocode', null);
    await settle();
    h.calls.resolve('lookupZone', { zoneId: '[1]' });
    await settle();
    expect(h.stored().location).toBe('23.500000, 90.250000');
  });

  it('ignores coordinates out of range', () => {
    const h = harness({});
    h.actor.send({ type: 'PICK_POINT', lat: 91, lng: 0 });
    expect(h.actor.getSnapshot().matches({ choice: { open: 'idle' } })).toBe(true);
    expect(h.calls.calls).toEqual([]);
  });
});

describe('locationMachine: saved addresses', () => {
  it('an address with zone ids is stored without a zone lookup', async () => {
    const h = harness({ signedIn: true });
    h.actor.send({ type: 'PICK_ADDRESS', address: f.addressWithZones });
    await settle();
    expect(h.calls.calls).toEqual([]);
    expect(h.actor.getSnapshot().matches({ choice: { open: 'selected' } })).toBe(true);
    expect(h.stored()).toEqual({
      location: f.addressWithZones.address,
      currentLatLng: '{"lat":23.794,"lng":90.4043}',
      zoneid: '[1,2]',
    });
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: DELIVERY_TOAST }]);
  });

  it('an address without zone ids is looked up', async () => {
    const h = harness({ signedIn: true });
    h.actor.send({ type: 'PICK_ADDRESS', address: f.addressWithoutZones });
    await settle();
    expect(h.calls.calls).toEqual([{ name: 'lookupZone', input: { lat: 23.733, lng: 90.4172 } }]);
    h.calls.reject('lookupZone', f.zoneError);
    await settle();
    expect(h.stored()).toEqual(f.previous);
    h.actor.send({ type: 'RETRY' });
    await settle();
    h.calls.resolve('lookupZone', { zoneId: '[4]' });
    await settle();
    expect(h.stored()).toEqual({
      location: f.addressWithoutZones.address,
      currentLatLng: '{"lat":23.733,"lng":90.4172}',
      zoneid: '[4]',
    });
  });

  it('guests cannot pick saved addresses', async () => {
    const h = harness({ signedIn: false });
    h.actor.send({ type: 'PICK_ADDRESS', address: f.addressWithZones });
    await settle();
    expect(h.actor.getSnapshot().matches({ choice: { open: 'idle' } })).toBe(true);
    expect(h.stored()).toEqual(f.previous);
    expect(h.notifier.toasts).toEqual([]);
  });

  it('signing in and out while the actor lives allows and forbids saved addresses', async () => {
    const h = harness({ signedIn: false });
    h.actor.send({ type: 'SESSION_CHANGED', signedIn: true });
    h.actor.send({ type: 'PICK_ADDRESS', address: f.addressWithZones });
    await settle();
    expect(h.actor.getSnapshot().matches({ choice: { open: 'selected' } })).toBe(true);
    h.actor.send({ type: 'SESSION_CHANGED', signedIn: false });
    expect(h.actor.getSnapshot().context.signedIn).toBe(false);
    expect(h.actor.getSnapshot().matches({ choice: { open: 'selected' } })).toBe(true);
  });
});

describe('locationMachine: map picker', () => {
  it('a drag previews the pin without storing; CONFIRM stores it', async () => {
    const h = harness({});
    h.actor.send({ type: 'OPEN_MAP', center: f.position });
    await settle();
    expect(h.calls.calls).toEqual([{ name: 'reverseGeocode', input: f.position }]);
    h.actor.send({ type: 'MOVE_PIN', lat: f.pin.lat, lng: f.pin.lng });
    await settle();
    expect(h.calls.calls.at(-1)).toEqual({ name: 'reverseGeocode', input: f.pin });
    h.calls.resolve('reverseGeocode', 'Badda, Dhaka');
    await settle();
    h.calls.resolve('lookupZone', { zoneId: '[1]' });
    await settle();
    expect(h.actor.getSnapshot().matches({ choice: { map: 'ready' } })).toBe(true);
    expect(h.actor.getSnapshot().context.address).toBe('Badda, Dhaka');
    expect(h.stored()).toEqual(f.previous);
    expect(h.notifier.toasts).toEqual([]);
    h.actor.send({ type: 'CONFIRM' });
    expect(h.actor.getSnapshot().matches({ choice: { open: 'selected' } })).toBe(true);
    expect(h.stored()).toEqual({
      location: 'Badda, Dhaka',
      currentLatLng: JSON.stringify(f.pin),
      zoneid: '[1]',
    });
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: DELIVERY_TOAST }]);
  });

  it('a drag clears the place picked in the map search', async () => {
    const h = harness({});
    h.actor.send({ type: 'OPEN_MAP' });
    h.actor.send({ type: 'PICK_SUGGESTION', placeId: f.suggestion.placeId });
    await settle();
    expect(h.actor.getSnapshot().context.place?.placeId).toBe(f.suggestion.placeId);
    expect(h.actor.getSnapshot().matches({ choice: { map: 'details' } })).toBe(true);
    h.actor.send({ type: 'MOVE_PIN', lat: f.pin.lat, lng: f.pin.lng });
    expect(h.actor.getSnapshot().context.place).toBeNull();
    expect(h.actor.getSnapshot().context.point).toEqual(f.pin);
  });

  it('a pin outside the zones cannot be confirmed', async () => {
    const h = harness({});
    h.actor.send({ type: 'OPEN_MAP' });
    h.actor.send({ type: 'MOVE_PIN', lat: f.pin.lat, lng: f.pin.lng });
    await settle();
    h.calls.resolve('reverseGeocode', 'Far away');
    await settle();
    h.calls.reject('lookupZone', f.zoneError);
    await settle();
    h.actor.send({ type: 'CONFIRM' });
    expect(h.actor.getSnapshot().matches({ choice: { map: 'failed' } })).toBe(true);
    expect(h.stored()).toEqual(f.previous);
    h.actor.send({ type: 'CLOSE_MAP' });
    expect(h.actor.getSnapshot().matches({ choice: { open: 'idle' } })).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({
      point: null,
      address: null,
      error: null,
    });
  });

  it('RESET after a selection starts over with an empty search', async () => {
    const h = harness({ signedIn: true });
    h.actor.send({ type: 'SEARCH', text: 'x' });
    h.actor.send({ type: 'PICK_ADDRESS', address: f.addressWithZones });
    h.actor.send({ type: 'RESET' });
    const snap = h.actor.getSnapshot();
    expect(snap.value).toEqual({ choice: { open: 'idle' }, search: 'idle' });
    expect(snap.context).toMatchObject({
      searchText: '',
      point: null,
      address: null,
      zoneId: null,
    });
  });
});

describe('locationMachine without provide()', () => {
  it('fails loudly instead of silently doing nothing', () => {
    const actor = createActor(locationMachine, { input: { signedIn: true } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'PICK_ADDRESS', address: f.addressWithZones });
    expect(String(errors[0])).toMatch(/provideLocationMachine/);
  });
});
