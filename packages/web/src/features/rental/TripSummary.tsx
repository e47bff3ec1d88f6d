import { formatKm } from '@storefront/core/domain/rental-search';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { dateTimeFormat } from '../../lib/intl.js';
import { MapPinIcon } from '../../ui/icons.js';
import { useTripPlan } from '../trips/plan-query.js';
import { CalendarIcon, FlagIcon, HourglassIcon, RouteIcon } from './icons.js';
import type { TripQuery } from './search-query.js';

/** A pickup time (`YYYY-MM-DDTHH:MM`, the providers' wall clock) in the page's language. */
export function formatPickupAt(value: string, language: string): string {
  const [date = '', time = ''] = value.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const at = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  if (Number.isNaN(at.getTime())) return value;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(at);
}

const fact = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minW: 0,
  '& svg': { color: 'accent.text', flexShrink: 0 },
});

/**
 * The trip a search was made for, in one line (trip type, pickup, destination, pickup time,
 * hours, or the km of a distance-wise trip's route as the trip cart will take it), with a button
 * to change it; without one, an invitation to give it.
 */
export function TripSummary({ trip, onEdit }: { trip: TripQuery | null; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const plan = useTripPlan(trip);
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        alignItems: { base: 'stretch', md: 'center' },
        gap: '3',
        p: '4',
        bg: 'bg.surface',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
      data-testid="trip-summary"
    >
      {trip ? (
        <ul
          aria-label={t('rentalPages.trip.label')}
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: '5',
            rowGap: '2',
            flex: '1',
            minW: 0,
            fontSize: 'sm',
            listStyle: 'none',
          })}
        >
          <li className={cx(fact, css({ fontWeight: 'semibold' }))}>
            <RouteIcon />
            {t(
              trip.tripType === 'hourly'
                ? 'rentalPages.tripType.hourly'
                : 'rentalPages.tripType.distance',
            )}
          </li>
          {trip.pickup && (
            <li className={fact}>
              <MapPinIcon />
              <span className={css({ srOnly: true })}>{t('rentalPages.search.pickup')}:</span>
              <bdi className={css({ truncate: true, maxW: '64' })}>{trip.pickup.location_name}</bdi>
            </li>
          )}
          {trip.destination && (
            <li className={fact}>
              <FlagIcon />
              <span className={css({ srOnly: true })}>{t('rentalPages.search.destination')}:</span>
              <bdi className={css({ truncate: true, maxW: '64' })}>
                {trip.destination.location_name}
              </bdi>
            </li>
          )}
          {trip.pickupTime && (
            <li className={fact}>
              <CalendarIcon />
              <span className={css({ srOnly: true })}>{t('rentalPages.search.pickupTime')}:</span>
              {formatPickupAt(trip.pickupTime, i18n.language)}
            </li>
          )}
          {trip.tripType === 'distance' && plan != null && (
            <li className={fact} data-testid="trip-summary-distance">
              <RouteIcon />
              <span className={css({ srOnly: true })}>{t('rentalPages.search.route')}:</span>
              <span>
                <bdi>{formatKm(plan.km)}</bdi> {t('rental.unit.km')}
              </span>
            </li>
          )}
          {trip.tripType === 'hourly' && trip.hours != null && (
            <li className={fact}>
              <HourglassIcon />
              {t('rentalPages.trip.hours', { count: trip.hours, unit: t('rental.unit.hrs') })}
            </li>
          )}
        </ul>
      ) : (
        <p className={css({ flex: '1', fontSize: 'sm', color: 'fg.muted' })}>
          {t('rentalPages.trip.none')}
        </p>
      )}
      <button
        type="button"
        className={button({ variant: trip ? 'outline' : 'solid', size: 'sm' })}
        onClick={onEdit}
        data-testid="trip-edit"
      >
        {t(trip ? 'rentalPages.trip.change' : 'rentalPages.trip.add')}
      </button>
    </div>
  );
}
