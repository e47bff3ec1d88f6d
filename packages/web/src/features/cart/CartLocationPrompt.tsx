import { parseZoneIds } from '@storefront/core/domain/session';
import { useEffect, useRef } from 'react';
import { readCurrentSession } from '../../app/session.js';
import { LocationActor } from '../location/LocationProvider.js';
import { useCartUi } from './cart-ui.js';

const hasZone = () => parseZoneIds(readCurrentSession().zoneId).length > 0;

/**
 * Issue 15: an add to cart without a delivery location (a store opened by a shared link) asks
 * for one. While an add-to-cart machine is in `needsLocation` (tag `location`), this opens the
 * app's map picker dialog (the location machine's OPEN_MAP); when the dialog closes, a stored
 * location in a zone sends LOCATION_SET (the machine adds the item), anything else CANCEL.
 */
export function CartLocationPrompt() {
  const { locate } = useCartUi();
  const location = LocationActor.useActorRef();
  const mapOpen = LocationActor.useSelector((s) => s.matches({ choice: 'map' }));
  const opened = useRef(false);

  useEffect(() => {
    if (locate == null) return;
    // A location stored meanwhile (another tab): nothing to ask.
    if (hasZone()) {
      locate.send({ type: 'LOCATION_SET' });
      return;
    }
    opened.current = false;
    location.send({ type: 'OPEN_MAP', center: readCurrentSession().currentLatLng });
  }, [locate, location]);

  useEffect(() => {
    if (locate == null) return;
    if (mapOpen) {
      opened.current = true;
      return;
    }
    if (!opened.current) return;
    // The map closed: CONFIRM stored the pin (and its zone) before it closed, CLOSE_MAP did not.
    opened.current = false;
    locate.send({ type: hasZone() ? 'LOCATION_SET' : 'CANCEL' });
  }, [locate, mapOpen]);

  return null;
}
