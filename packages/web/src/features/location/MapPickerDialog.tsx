import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Dialog } from '../../ui/Dialog.js';
import { Spinner } from '../../ui/Spinner.js';
import { useCartUi } from '../cart/cart-ui.js';
import { LocationActor } from './LocationProvider.js';

const MapPicker = lazy(() => import('./MapPicker.js'));

/**
 * The map picker dialog: open while the location machine is in `choice.map` (OPEN_MAP from
 * the hero or the header), closed by CLOSE_MAP or once CONFIRM stored the pin.
 */
export function MapPickerDialog() {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const open = LocationActor.useSelector((s) => s.matches({ choice: 'map' }));
  // Opened for an add to cart without a delivery location (issue 15): it says why.
  const forCart = useCartUi().locate != null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'CLOSE_MAP' });
      }}
      size="lg"
      title={t(forCart ? 'v1more.cartLocation.title' : 'location.map.title')}
      description={t(forCart ? 'v1more.cartLocation.hint' : 'location.map.hint')}
      testId="map-picker"
    >
      <Suspense
        fallback={
          <div
            className={css({
              display: 'grid',
              placeItems: 'center',
              h: '360px',
              color: 'fg.muted',
            })}
          >
            <Spinner label={t('common.loading')} />
          </div>
        }
      >
        <MapPicker />
      </Suspense>
    </Dialog>
  );
}
