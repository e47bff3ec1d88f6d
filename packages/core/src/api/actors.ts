/**
 * Binds the machines' actor names to API calls. Machines never call fetch: the web
 * app and the CLI build these from their client and pass them to
 * `provideLocationMachine` / `provideModuleMachine`.
 */
import { fromPromise } from 'xstate';
import type { KeyValueStorage } from '../ports.js';
import type { LatLng, StoredModule } from '../domain/session.js';
import type { PlaceDetail, PlaceSuggestion, ZoneLookup } from '../domain/location.js';
import type { LocationApiActors } from '../machines/location.machine.js';
import type { ModuleApiActors } from '../machines/module.machine.js';
import type { ApiClient } from './client.js';
import { listModules, lookupZone, placeDetails, reverseGeocode, searchPlaces } from './calls.js';
import { ensureGuestId, type EnsureGuestIdOptions } from './guest.js';

/** The location machine's API actors: `reverseGeocode`, `lookupZone`, `searchPlaces`, `placeDetails`. */
export function createLocationActors(api: ApiClient): LocationApiActors {
  return {
    reverseGeocode: fromPromise<string | null, LatLng>(({ input, signal }) =>
      reverseGeocode(api, input, signal),
    ),
    lookupZone: fromPromise<ZoneLookup, LatLng>(({ input, signal }) =>
      lookupZone(api, input, signal),
    ),
    searchPlaces: fromPromise<PlaceSuggestion[], { text: string }>(({ input, signal }) =>
      searchPlaces(api, input.text, signal),
    ),
    placeDetails: fromPromise<PlaceDetail, { placeId: string }>(({ input, signal }) =>
      placeDetails(api, input.placeId, signal),
    ),
  };
}

/** The module machine's API actor: `loadModules`. */
export function createModuleActors(api: ApiClient): ModuleApiActors {
  return {
    loadModules: fromPromise<StoredModule[]>(({ signal }) => listModules(api, signal)),
  };
}

/** Guest identity as an actor (for a future session machine): resolves with the guest id or null. */
export function createGuestActor(
  api: ApiClient,
  storage: KeyValueStorage,
  options?: EnsureGuestIdOptions,
) {
  return fromPromise<string | null>(() => ensureGuestId(api, storage, options));
}
