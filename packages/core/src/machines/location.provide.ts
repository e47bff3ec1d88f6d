/** `locationMachine` bound to ports: the API actors, geolocation, storage, toasts, reload. */
import { fromPromise } from 'xstate';
import type {
  GeolocationOptions,
  GeolocationPort,
  GeoPosition,
  KeyValueStorage,
  NavigatorPort,
  Notifier,
} from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { storeLocation } from '../domain/location.js';
import { showToast } from './effects.js';
import { locationMachine, type LocationApiActors } from './location.machine.js';

/** What `provideLocationMachine` needs: the API actors and the adapters' ports. */
export interface LocationMachineDeps {
  /** From `createLocationActors(api)`. */
  actors: LocationApiActors;
  geolocation: GeolocationPort;
  storage: KeyValueStorage;
  notifier: Notifier;
  navigator: NavigatorPort;
  t: Translate;
}

/** The location machine wired to ports: the same machine for the web app and the CLI. */
export function provideLocationMachine(deps: LocationMachineDeps) {
  return locationMachine.provide({
    actors: {
      ...deps.actors,
      geolocate: fromPromise<GeoPosition, GeolocationOptions>(({ input }) =>
        deps.geolocation.current(input),
      ),
    },
    actions: {
      persist: (_, params) => storeLocation(deps.storage, params),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      reload: () => deps.navigator.reload(),
    },
  });
}
