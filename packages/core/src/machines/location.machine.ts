/**
 * # locationMachine: choosing a location
 *
 * Drives the header location selector, the landing hero and the map picker (web) and
 * `storefront location set` (CLI). It never calls fetch, storage or the clock itself:
 * `provideLocationMachine(deps)` gives it the API actors and the ports.
 *
 * ## Input
 * `{ purpose?: 'delivery' | 'pickup', signedIn?: boolean }`: `purpose` picks the success
 * toast ('New Delivery address selected.' or, for the rental module, 'New Pickup address
 * selected.'); `signedIn` allows saved addresses (guests are told to sign in, and their
 * PICK_ADDRESS is ignored).
 *
 * ## States (the machine is parallel: a `search` region and a `choice` region)
 * - `search.idle`: no search running; `context.suggestions` holds the last results
 *   (empty with a non-empty `searchText` means "no places match").
 * - `search.debouncing`: the text changed; searching starts after the `searchDebounce` delay (300 ms).
 * - `search.loading` (tag `searching`): `GET /config/place-api-autocomplete`.
 * - `search.failed`: the search failed; `context.searchError`. Typing again or RETRY_SEARCH retries.
 * - `choice.open.idle`: waiting for a choice (popover or hero open).
 * - `choice.open.locating` (tag `busy`): browser geolocation, low accuracy, 5000 ms timeout.
 * - `choice.open.details` (`busy`): place details of the picked suggestion.
 * - `choice.open.geocoding` (`busy`): reverse geocoding of `context.point`.
 * - `choice.open.zoning` (`busy`): zone lookup of `context.point`.
 * - `choice.open.failed` (tag `failed`): `context.error` is shown (and toasted); nothing was
 *   stored, the previous location stays. RETRY repeats the choice; any other choice works too.
 * - `choice.open.selected` (tag `done`): the location was stored (`location`, `currentLatLng`,
 *   `zoneid`) and the toast shown. **The UI closes the popover here.** Any new choice starts over.
 * - `choice.map.idle`: the map picker is open with no pin resolved yet.
 * - `choice.map.details` / `choice.map.geocoding` / `choice.map.zoning` (`busy`): resolving the
 *   pin (a drag, or a suggestion picked in the map's search).
 * - `choice.map.ready`: the pin has an address (`context.address`) inside a zone
 *   (`context.zoneId`); nothing stored yet. CONFIRM stores it and goes to `choice.open.selected`.
 * - `choice.map.failed` (`failed`): the pin could not be resolved (for example 'Service not
 *   available in this area'); move the pin again, or RETRY.
 * - `choice.reloading` (`done`): the current location was stored and the page reload was
 *   requested (navigator `reload()`; a no-op in the CLI). Nothing else happens after this.
 *
 * ## Events
 * - `SEARCH { text }`: the search text changed (blank text clears the results).
 * - `RETRY_SEARCH`: repeat a failed search.
 * - `PICK_SUGGESTION { placeId }`: a suggestion was picked. Outside the map it is stored once
 *   resolved; in the map it moves the pin (preview).
 * - `USE_CURRENT_LOCATION`: geolocate → reverse geocode → zone lookup → store → reload.
 * - `PICK_POINT { lat, lng }`: choose coordinates directly (CLI `--lat/--lng`): reverse geocode
 *   → zone lookup → store → toast.
 * - `PICK_ADDRESS { address }`: a saved address (`address`, `latitude`, `longitude`, `zone_ids?`);
 *   signed-in only. With zone ids they are stored as `zoneid` without a lookup.
 * - `OPEN_MAP { center? }`: open the map picker (with a centre, it is resolved at once).
 * - `MOVE_PIN { lat, lng }`: the map was dragged; clears the picked place (place details).
 * - `CONFIRM`: store the map's pin (only in `choice.map.ready`).
 * - `CLOSE_MAP`: leave the map without storing.
 * - `RETRY`: repeat the failed choice.
 * - `RESET`: back to `choice.open.idle` with an empty search (for example when the popover reopens).
 *
 * ## Effects (named, implemented by `provideLocationMachine`)
 * Actors `geolocate`, `reverseGeocode`, `lookupZone`, `searchPlaces`, `placeDetails`;
 * actions `persist` (the three storage keys), `notify` (toasts), `reload`; delay `searchDebounce`.
 *
 * ## Reading it from a UI
 * - spinners: `state.hasTag('busy')` (choice) and `state.hasTag('searching')` (search box);
 * - close the popover: `state.matches({ choice: { open: 'selected' } })` (or tag `done`);
 * - errors: `errorText(state.context.error, t)` and `errorText(state.context.searchError, t)`;
 * - map preview: `state.context.point`, `state.context.address`, `chosenLocation(state.context)`;
 * - the CLI waits with `waitFor(actor, (s) => s.hasTag('done') || s.hasTag('failed'))`.
 *
 * ```ts
 * const machine = provideLocationMachine({ actors: createLocationActors(api), geolocation,
 *   storage, notifier, navigator, t });
 * const actor = createActor(machine, { input: { purpose: 'delivery', signedIn } }).start();
 * actor.send({ type: 'SEARCH', text: 'gulshan' });
 * ```
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { GeolocationOptions, GeoPosition } from '../ports.js';
import type { LatLng } from '../domain/session.js';
import { isValidLatLng } from '../domain/geo.js';
import {
  formatLatLng,
  geolocationErrorKey,
  GEOLOCATION_OPTIONS,
  locationSelectedKey,
  savedAddressPoint,
  savedAddressZoneId,
  type ChosenLocation,
  type PlaceDetail,
  type PlaceSuggestion,
  type ZoneLookup,
} from '../domain/location.js';
import { toUiError, uiError } from '../domain/ui-error.js';
import { errorToast, notProvided, type NotifyParams } from './effects.js';
import type {
  LocationContext,
  LocationEvent,
  LocationInput,
  LocationSource,
} from './location.types.js';
import { chosenLocation } from './location.connect.js';

/** Search debounce, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

const MACHINE = 'locationMachine';

const emptyChoice = {
  source: null,
  place: null,
  point: null,
  address: null,
  zoneId: null,
  error: null,
} satisfies Partial<LocationContext>;

const apiActors = {
  reverseGeocode: fromPromise<string | null, LatLng>(notProvided(MACHINE, 'reverseGeocode')),
  lookupZone: fromPromise<ZoneLookup, LatLng>(notProvided(MACHINE, 'lookupZone')),
  searchPlaces: fromPromise<PlaceSuggestion[], { text: string }>(
    notProvided(MACHINE, 'searchPlaces'),
  ),
  placeDetails: fromPromise<PlaceDetail, { placeId: string }>(notProvided(MACHINE, 'placeDetails')),
};

/** The API actors the machine needs (see `createLocationActors(api)` in api/actors.ts). */
export type LocationApiActors = typeof apiActors;

function requirePoint(context: LocationContext): LatLng {
  if (context.point == null) throw new Error(`${MACHINE}: no point to resolve`);
  return context.point;
}

function requireChosen(context: LocationContext): ChosenLocation {
  const chosen = chosenLocation(context);
  if (chosen == null) throw new Error(`${MACHINE}: the location is incomplete`);
  return chosen;
}

/** A failed lookup keeps its error for the `failed` step. */
const toFailed = () => ({
  target: 'failed' as const,
  actions: {
    type: 'setError' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
});

/** The found zone is stored; then `target`. */
const zoneFound = <T extends string>(target: T) => ({
  target,
  actions: {
    type: 'setZone' as const,
    params: ({ event }: { event: { output: ZoneLookup } }) => event.output,
  },
});

/**
 * The lookups a pick goes through, the same in the open dialog and on the map: a place's
 * details (or a point's address), then its zone; `zoned` says where a found zone leads.
 */
function lookupStates<TZoned>(zoned: TZoned) {
  return {
    details: {
      tags: 'busy' as const,
      invoke: {
        id: 'placeDetails',
        src: 'placeDetails' as const,
        input: ({ context }: { context: LocationContext }) => ({
          placeId: context.place?.placeId ?? '',
        }),
        onDone: {
          target: 'zoning' as const,
          actions: {
            type: 'setPlaceDetail' as const,
            params: ({ event }: { event: { output: PlaceDetail } }) => event.output,
          },
        },
        onError: toFailed(),
      },
    },
    geocoding: {
      tags: 'busy' as const,
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode' as const,
        input: ({ context }: { context: LocationContext }) => requirePoint(context),
        onDone: {
          target: 'zoning' as const,
          actions: {
            type: 'setAddress' as const,
            params: ({ event }: { event: { output: string | null } }) => ({
              address: event.output,
            }),
          },
        },
        onError: toFailed(),
      },
    },
    zoning: {
      tags: 'busy' as const,
      invoke: {
        id: 'lookupZone',
        src: 'lookupZone' as const,
        input: ({ context }: { context: LocationContext }) => requirePoint(context),
        onDone: zoned,
        onError: toFailed(),
      },
    },
  };
}

/** RETRY from `failed` for a choice from `source`: the error is cleared, `target` again. */
const retryFrom = <T extends string>(source: LocationSource, target: T) => ({
  guard: { type: 'sourceIs' as const, params: { source } },
  target,
  actions: 'clearError' as const,
});

/** The `failed` step: the error's toast; RETRY repeats the step that failed. */
function failedState<TRetry>(retry: TRetry) {
  return {
    tags: 'failed' as const,
    entry: {
      type: 'notify' as const,
      params: ({ context }: { context: LocationContext }) => errorToast(context.error),
    },
    on: { RETRY: retry },
  };
}

export const locationMachine = setup({
  types: {} as {
    context: LocationContext;
    events: LocationEvent;
    input: LocationInput | undefined;
    tags: 'busy' | 'searching' | 'failed' | 'done';
  },
  actors: {
    geolocate: fromPromise<GeoPosition, GeolocationOptions>(notProvided(MACHINE, 'geolocate')),
    ...apiActors,
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    searchTextIsBlank: ({ event }) => {
      assertEvent(event, 'SEARCH');
      return event.text.trim() === '';
    },
    eventHasValidPoint: ({ event }) => {
      assertEvent(event, ['PICK_POINT', 'MOVE_PIN']);
      return isValidLatLng(event);
    },
    eventHasCenter: ({ event }) => {
      assertEvent(event, 'OPEN_MAP');
      return event.center != null && isValidLatLng(event.center);
    },
    addressHasValidPoint: ({ event }) => {
      assertEvent(event, 'PICK_ADDRESS');
      return savedAddressPoint(event.address) != null;
    },
    addressHasZones: ({ event }) => {
      assertEvent(event, 'PICK_ADDRESS');
      return savedAddressZoneId(event.address) != null;
    },
    sourceIs: ({ context }, params: { source: LocationSource }) => context.source === params.source,
  },
  actions: {
    // search region
    setSearchText: assign(({ event }) => {
      assertEvent(event, 'SEARCH');
      return { searchText: event.text, searchError: null };
    }),
    setSignedIn: assign(({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return { signedIn: event.signedIn };
    }),
    clearSearch: assign({ searchText: '', suggestions: [], searchError: null }),
    setSuggestions: assign((_, params: { suggestions: PlaceSuggestion[] }) => ({
      suggestions: params.suggestions,
      searchError: null,
    })),
    setSearchError: assign((_, params: { error: unknown }) => ({
      searchError: toUiError(params.error),
      suggestions: [],
    })),
    // choice region
    startCurrentLocation: assign({ ...emptyChoice, source: 'current' }),
    choosePlace: assign(({ event, context }) => {
      assertEvent(event, 'PICK_SUGGESTION');
      const suggestion = context.suggestions.find((s) => s.placeId === event.placeId);
      const text = suggestion?.text ?? '';
      return {
        ...emptyChoice,
        source: 'place' as const,
        place: { placeId: event.placeId, text },
        searchText: text || context.searchText,
        suggestions: [],
      };
    }),
    choosePoint: assign(({ event }) => {
      assertEvent(event, ['PICK_POINT', 'MOVE_PIN']);
      return {
        ...emptyChoice,
        source: 'point' as const,
        point: { lat: event.lat, lng: event.lng },
      };
    }),
    chooseAddress: assign(({ event }) => {
      assertEvent(event, 'PICK_ADDRESS');
      return {
        ...emptyChoice,
        source: 'address' as const,
        point: savedAddressPoint(event.address),
        address: event.address.address,
        zoneId: savedAddressZoneId(event.address),
      };
    }),
    rejectAddress: assign({ ...emptyChoice, error: uiError('location.error.invalidAddress') }),
    startMapAtCenter: assign(({ event }) => {
      assertEvent(event, 'OPEN_MAP');
      return { ...emptyChoice, source: 'point' as const, point: event.center ?? null };
    }),
    clearChoice: assign({ ...emptyChoice }),
    clearError: assign({ error: null }),
    setPosition: assign((_, params: GeoPosition) => ({
      point: { lat: params.lat, lng: params.lng },
    })),
    setPlaceDetail: assign((_, params: PlaceDetail) => ({
      point: { lat: params.lat, lng: params.lng },
      address: params.address,
    })),
    setAddress: assign(({ context }, params: { address: string | null }) => ({
      address: params.address ?? formatLatLng(requirePoint(context)),
    })),
    setZone: assign((_, params: ZoneLookup) => ({ zoneId: params.zoneId })),
    setGeolocationError: assign((_, params: { error: unknown }) => ({
      error: uiError(geolocationErrorKey(params.error)),
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    // effects, implemented by provideLocationMachine
    persist: notProvided(MACHINE, 'persist') as (_: unknown, params: ChosenLocation) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    reload: notProvided(MACHINE, 'reload'),
  },
}).createMachine({
  id: 'location',
  type: 'parallel',
  on: {
    SESSION_CHANGED: {
      actions: 'setSignedIn',
    },
  },
  context: ({ input }) => ({
    purpose: input?.purpose ?? 'delivery',
    signedIn: input?.signedIn ?? false,
    searchText: '',
    suggestions: [],
    searchError: null,
    ...emptyChoice,
  }),
  states: {
    choice: {
      initial: 'open',
      states: {
        open: {
          initial: 'idle',
          on: {
            USE_CURRENT_LOCATION: { target: '.locating', actions: 'startCurrentLocation' },
            PICK_SUGGESTION: { target: '.details', actions: 'choosePlace' },
            PICK_POINT: {
              guard: 'eventHasValidPoint',
              target: '.geocoding',
              actions: 'choosePoint',
            },
            PICK_ADDRESS: [
              // Guests cannot pick saved addresses; the UI tells them to sign in.
              { guard: not('isSignedIn') },
              { guard: not('addressHasValidPoint'), target: '.failed', actions: 'rejectAddress' },
              { guard: 'addressHasZones', target: '.selected', actions: 'chooseAddress' },
              { target: '.zoning', actions: 'chooseAddress' },
            ],
            OPEN_MAP: [
              { guard: 'eventHasCenter', target: 'map.geocoding', actions: 'startMapAtCenter' },
              { target: 'map', actions: 'clearChoice' },
            ],
            RESET: { target: '.idle', actions: 'clearChoice' },
          },
          states: {
            idle: {},
            locating: {
              tags: 'busy',
              invoke: {
                id: 'geolocate',
                src: 'geolocate',
                input: () => ({ ...GEOLOCATION_OPTIONS }),
                onDone: {
                  target: 'geocoding',
                  actions: { type: 'setPosition', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'setGeolocationError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            ...lookupStates([
              {
                guard: { type: 'sourceIs' as const, params: { source: 'current' as const } },
                ...zoneFound('#location.choice.reloading'),
              },
              zoneFound('selected'),
            ]),
            failed: failedState([
              {
                guard: { type: 'sourceIs' as const, params: { source: 'current' as const } },
                target: 'locating' as const,
                actions: 'startCurrentLocation' as const,
              },
              retryFrom('place', 'details'),
              retryFrom('point', 'geocoding'),
              retryFrom('address', 'zoning'),
            ]),
            selected: {
              tags: 'done',
              entry: [
                { type: 'persist', params: ({ context }) => requireChosen(context) },
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    kind: 'success' as const,
                    key: locationSelectedKey(context.purpose),
                  }),
                },
              ],
            },
          },
        },
        map: {
          initial: 'idle',
          on: {
            MOVE_PIN: { guard: 'eventHasValidPoint', target: '.geocoding', actions: 'choosePoint' },
            PICK_SUGGESTION: { target: '.details', actions: 'choosePlace' },
            CLOSE_MAP: { target: 'open', actions: 'clearChoice' },
            RESET: { target: 'open', actions: 'clearChoice' },
          },
          states: {
            idle: {},
            ...lookupStates(zoneFound('ready')),
            ready: {
              on: { CONFIRM: { target: '#location.choice.open.selected' } },
            },
            failed: failedState([retryFrom('place', 'details'), retryFrom('point', 'geocoding')]),
          },
        },
        reloading: {
          tags: 'done',
          entry: [
            { type: 'persist', params: ({ context }) => requireChosen(context) },
            { type: 'reload' },
          ],
        },
      },
    },
    search: {
      initial: 'idle',
      on: {
        SEARCH: [
          { guard: 'searchTextIsBlank', target: '.idle', actions: 'clearSearch' },
          { target: '.debouncing', actions: 'setSearchText' },
        ],
        // The choice region records the pick; a search still running is dropped.
        PICK_SUGGESTION: { target: '.idle' },
        RESET: { target: '.idle', actions: 'clearSearch' },
      },
      states: {
        idle: {},
        debouncing: {
          after: { searchDebounce: 'loading' },
        },
        loading: {
          tags: 'searching',
          invoke: {
            id: 'searchPlaces',
            src: 'searchPlaces',
            input: ({ context }) => ({ text: context.searchText.trim() }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'setSuggestions',
                params: ({ event }) => ({ suggestions: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: { type: 'setSearchError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          on: { RETRY_SEARCH: 'loading' },
        },
      },
    },
  },
});
