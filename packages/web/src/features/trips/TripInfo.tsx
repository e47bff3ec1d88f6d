import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { MapPinIcon } from '../../ui/icons.js';
import { CalendarIcon, FlagIcon, HourglassIcon, RouteIcon } from '../rental/icons.js';
import { formatPickupAt } from '../rental/TripSummary.js';
import type { TripFacts } from './view.js';

function Fact({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: '2.5',
        alignItems: 'start',
        minW: 0,
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '8',
          h: '8',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.text',
          '& svg': { w: '4', h: '4' },
        })}
      >
        {icon}
      </span>
      <div className={css({ minW: 0 })}>
        <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
        <dd
          className={css({ fontWeight: 'semibold', fontSize: 'sm', overflowWrap: 'anywhere' })}
          data-testid={testId}
        >
          {children}
        </dd>
      </div>
    </div>
  );
}

/**
 * The cart's trip (rental-and-auth §2 'Trip cart drawer'): the pickup, the destination, 'Pickup
 * Now' or 'Schedule at' and the time, and the rent type: the hours as Hrs, or the distance in Km
 * with 3 decimals.
 */
export function TripInfo({ facts, columns = 1 }: { facts: TripFacts; columns?: 1 | 2 }) {
  const { t, i18n } = useTranslation();
  return (
    <dl
      aria-label={t('trip.web.trip.label')}
      className={css({
        display: 'grid',
        gap: '3',
        p: '4',
        borderRadius: 'xl',
        bg: 'bg.subtle',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
      style={{
        gridTemplateColumns: columns === 2 ? 'repeat(auto-fit, minmax(14rem, 1fr))' : '1fr',
      }}
      data-testid="trip-info"
    >
      <Fact icon={<MapPinIcon />} label={t('trip.web.trip.pickup')} testId="trip-info-pickup">
        {facts.pickup}
      </Fact>
      <Fact
        icon={<FlagIcon />}
        label={t('trip.web.trip.destination')}
        testId="trip-info-destination"
      >
        {facts.destination}
      </Fact>
      <Fact icon={<CalendarIcon />} label={t('trip.web.trip.time')} testId="trip-info-time">
        {facts.mode === 'now' || facts.at == null ? (
          t('rental.pickup.now')
        ) : (
          <>
            {t('rental.pickup.scheduleAt')} <bdi>{formatPickupAt(facts.at, i18n.language)}</bdi>
          </>
        )}
      </Fact>
      <Fact
        icon={facts.type === 'hourly' ? <HourglassIcon /> : <RouteIcon />}
        label={t('trip.web.trip.rentType')}
        testId="trip-info-length"
      >
        {facts.type === 'hourly' ? t('trip.web.trip.hourly') : t('trip.web.trip.distance')}
        {' · '}
        <bdi>
          {facts.length} {facts.type === 'hourly' ? t('rental.unit.hrs') : t('rental.unit.km')}
        </bdi>
      </Fact>
    </dl>
  );
}
