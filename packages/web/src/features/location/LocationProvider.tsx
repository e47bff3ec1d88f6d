import { isSignedIn } from '@storefront/core/domain/session';
import { createLocationActors } from '@storefront/core/api/actors';
import {
  locationMachine,
  provideLocationMachine,
  type LocationInput,
} from '@storefront/core/machines/location.machine';
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { geolocation } from '../../adapters/geolocation.js';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { useSession } from '../../app/session.js';

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
  const input = useMemo<LocationInput>(() => ({ purpose, signedIn }), [purpose, signedIn]);
  // A new purpose (rental pickup) or sign-in state starts a fresh actor with that input.
  return (
    <LocationActor.Provider key={`${purpose}:${signedIn}`} logic={logic} options={{ input }}>
      {children}
    </LocationActor.Provider>
  );
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
