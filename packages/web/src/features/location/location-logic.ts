import { createLocationActors } from '@storefront/core/api/actors';
import { provideLocationMachine } from '@storefront/core/machines/location.provide';
import type { LocationInput } from '@storefront/core/machines/location.types';
import type { AnyActorLogic } from 'xstate';
import { geolocation } from '../../adapters/geolocation.js';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { createInspectedActor } from '../inspector/inspected-actor.js';

/** The app's location machine wired to the browser ports (loaded after the first paint). */
const logic = provideLocationMachine({
  actors: createLocationActors(api),
  geolocation,
  storage,
  notifier,
  navigator: navigatorPort,
  t: (key, vars) => i18n.t(key, vars ?? {}),
});

/** Starts the app's location actor. */
export function startLocationActor(input: LocationInput) {
  return createInspectedActor(logic, { input }).start();
}

/** Starts an actor of other location logic (an address form's own picker). */
export function startActor(other: AnyActorLogic, input: unknown) {
  return createInspectedActor(other, { input }).start();
}
