import { createLocationActors } from '@storefront/core/api/actors';
import type { LatLng } from '@storefront/core/domain/session';
import { provideLocationMachine } from '@storefront/core/machines/location.provide';
import { chosenLocation } from '@storefront/core/machines/location.connect';
import type { LocationInput } from '@storefront/core/machines/location.types';
import { memoryStorage, type Notifier } from '@storefront/core/ports';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { geolocation } from '../../adapters/geolocation.js';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { Spinner } from '../../ui/Spinner.js';
import { LocationActor } from '../location/LocationProvider.js';

const MapPicker = lazy(() => import('../location/MapPicker.js'));

/** A location pinned for an address form. */
export interface PinnedLocation {
  address: string;
  latitude: number;
  longitude: number;
}

/** Failures are toasted as everywhere; the header's 'New Delivery address selected.' is not. */
const quietNotifier: Notifier = {
  notify: (kind, message) => {
    if (kind === 'error') notifier.notify(kind, message);
  },
};

/**
 * The location machine for an address form: the same machine and API actors as the header's
 * map picker, with a scratch storage, so confirming a pin fills the form and never changes the
 * stored delivery location.
 */
const formLocationLogic = provideLocationMachine({
  actors: createLocationActors(api),
  geolocation,
  storage: memoryStorage(),
  notifier: quietNotifier,
  navigator: { go: () => undefined, reload: () => undefined },
  t: (key, vars) => i18n.t(key, vars ?? {}),
});

const INPUT: LocationInput = { purpose: 'delivery', signedIn: true };

/**
 * The location map picker (features/location's MapPicker, unchanged: place search, the map with
 * the zones and a centre pin, Cancel and Confirm) driving a location machine of its own. Confirm
 * hands the pinned address to `onPicked`; Cancel calls `onCancel`.
 */
export function AddressMapPicker({
  center,
  onPicked,
  onCancel,
}: {
  center: LatLng | null;
  onPicked: (location: PinnedLocation) => void;
  onCancel: () => void;
}) {
  return (
    <LocationActor.Provider logic={formLocationLogic} options={{ input: INPUT }}>
      <PickerBody center={center} onPicked={onPicked} onCancel={onCancel} />
    </LocationActor.Provider>
  );
}

function PickerBody({
  center,
  onPicked,
  onCancel,
}: {
  center: LatLng | null;
  onPicked: (location: PinnedLocation) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const callbacks = useRef({ onPicked, onCancel });
  useEffect(() => {
    callbacks.current = { onPicked, onCancel };
  });
  const start = useRef(center);

  useEffect(() => {
    actor.send({ type: 'OPEN_MAP', center: start.current });
    let inMap = actor.getSnapshot().matches({ choice: 'map' });
    const sub = actor.subscribe((snapshot) => {
      const nowInMap = snapshot.matches({ choice: 'map' });
      if (inMap && !nowInMap) {
        const chosen = chosenLocation(snapshot.context);
        if (snapshot.matches({ choice: { open: 'selected' } }) && chosen != null) {
          callbacks.current.onPicked({
            address: chosen.address,
            latitude: chosen.lat,
            longitude: chosen.lng,
          });
        } else {
          callbacks.current.onCancel();
        }
      }
      inMap = nowInMap;
    });
    return () => sub.unsubscribe();
  }, [actor]);

  return (
    <Suspense
      fallback={
        <div className={css({ display: 'grid', placeItems: 'center', h: '360px' })}>
          <Spinner label={t('common.loading')} />
        </div>
      }
    >
      <MapPicker />
    </Suspense>
  );
}
