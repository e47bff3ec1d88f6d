import { isSignedIn } from '@storefront/core/domain/session';
import { createLocationActors } from '@storefront/core/api/actors';
import { locationMachine } from '@storefront/core/machines/location.machine';
import { provideLocationMachine } from '@storefront/core/machines/location.provide';
import type { LocationInput } from '@storefront/core/machines/location.types';
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { geolocation } from '../../adapters/geolocation.js';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession, useSession } from '../../app/session.js';

/**
 * One location actor for the whole app: the header popover, the landing hero and the map picker
 * drive the same core machine, wired here to the browser ports.
 */
export const LocationActor = createActorContext(locationMachine);

const logic = provideLocationMachine({
  actors: createLocationActors(api),
  geolocation,
  storage,
  notifier,
  navigator: navigatorPort,
  t: (key, vars) => i18n.t(key, vars ?? {}),
});

export function LocationProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const purpose = session.module?.module_type === 'rental' ? 'pickup' : 'delivery';
  const signedIn = isSignedIn(session);
  // The input is read when an actor starts; later sign-ins and -outs reach it as events.
  const input = useMemo<LocationInput>(
    () => ({ purpose, signedIn: isSignedIn(readCurrentSession()) }),
    [purpose],
  );
  // A new purpose (rental pickup) starts a fresh actor. Signing in or out must not: the key
  // wraps the whole app, so a new key would remount every page.
  return (
    <LocationActor.Provider key={purpose} logic={logic} options={{ input }}>
      <SessionToLocation signedIn={signedIn} />
      {children}
    </LocationActor.Provider>
  );
}

/** Tells the location actor when the visitor signs in or out. */
function SessionToLocation({ signedIn }: { signedIn: boolean }) {
  const actor = LocationActor.useActorRef();
  useEffect(() => {
    if (actor.getSnapshot().context.signedIn !== signedIn) {
      actor.send({ type: 'SESSION_CHANGED', signedIn });
    }
  }, [actor, signedIn]);
  return null;
}

/** Calls `onSelected` each time a location is stored (the machine enters `choice.open.selected`). */
export function useOnLocationSelected(onSelected: () => void): void {
  const actor = LocationActor.useActorRef();
  const callback = useRef(onSelected);
  useEffect(() => {
    callback.current = onSelected;
  });
  useEffect(() => {
    let was = actor.getSnapshot().matches({ choice: { open: 'selected' } });
    const sub = actor.subscribe((snapshot) => {
      const is = snapshot.matches({ choice: { open: 'selected' } });
      if (is && !was) callback.current();
      was = is;
    });
    return () => sub.unsubscribe();
  }, [actor]);
}
