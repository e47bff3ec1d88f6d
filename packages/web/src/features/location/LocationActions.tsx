import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { CrosshairIcon, MapIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { LocationActor } from './LocationProvider.js';

/** 'Use Current Location' and 'Pick from map', for the landing hero and the header popover. */
export function LocationActions({
  stacked = false,
  onPickFromMap,
}: {
  stacked?: boolean;
  /**
   * Lets a container open the map itself, later: the header popover closes first (and gives
   * focus back to its trigger) and opens the map once it is gone.
   */
  onPickFromMap?: (openMap: () => void) => void;
}) {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const session = useSession();
  const locating = LocationActor.useSelector(
    (s) =>
      s.matches({ choice: 'reloading' }) || (s.context.source === 'current' && s.hasTag('busy')),
  );
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: stacked ? 'column' : { base: 'column', sm: 'row' },
        gap: '2',
      })}
    >
      <button
        type="button"
        className={cx(
          button({ variant: 'subtle', size: stacked ? 'md' : 'lg' }),
          stacked ? css({ justifyContent: 'flex-start' }) : css({ flex: { sm: '1' } }),
        )}
        onClick={() => actor.send({ type: 'USE_CURRENT_LOCATION' })}
        disabled={locating}
        aria-busy={locating}
        data-testid="use-current-location"
      >
        {locating ? <Spinner /> : <CrosshairIcon />}
        {locating ? t('location.locating') : t('location.useCurrentLocation')}
      </button>
      <button
        type="button"
        className={cx(
          button({ variant: 'outline', size: stacked ? 'md' : 'lg' }),
          stacked ? css({ justifyContent: 'flex-start' }) : css({ flex: { sm: '1' } }),
        )}
        onClick={() => {
          const openMap = () => actor.send({ type: 'OPEN_MAP', center: session.currentLatLng });
          if (onPickFromMap) onPickFromMap(openMap);
          else openMap();
        }}
        data-testid="pick-from-map"
      >
        <MapIcon />
        {t('location.pickFromMap')}
      </button>
    </div>
  );
}
