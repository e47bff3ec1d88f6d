import { isSignedIn } from '@storefront/core/domain/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { button } from '../../../styled-system/recipes';
import { hasLocation, useSession } from '../../app/session.js';
import { TruckIcon } from '../cart/header-icons.js';

/**
 * The header's track-order icon (spec §2 'Header'): for signed-out visitors with a location,
 * when the module is not parcel; in the rental module it is Track Trip (/track-trip).
 */
export function TrackOrderLink() {
  const { t } = useTranslation();
  const session = useSession();
  const type = session.module?.module_type;
  if (isSignedIn(session) || !hasLocation(session) || type === 'parcel') {
    return null;
  }
  if (type === 'rental') {
    return (
      <Link
        to="/track-trip"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={t('trip.web.track.link')}
        title={t('trip.web.track.link')}
        data-testid="header-track-trip"
      >
        <TruckIcon />
      </Link>
    );
  }
  return (
    <Link
      to="/track-order"
      className={button({ variant: 'ghost', size: 'icon' })}
      aria-label={t('orders.track.link')}
      title={t('orders.track.link')}
      data-testid="header-track-order"
    >
      <TruckIcon />
    </Link>
  );
}
