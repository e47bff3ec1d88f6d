import { Tabs } from '@ark-ui/react/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { tabTrigger } from '../../ui/tabs.js';
import { EmptyState, LoadFailed, Loading, Panel } from '../account/ui.js';
import { ChevronEndIcon } from '../catalogue/icons.js';
import { useMoney } from '../catalogue/format.js';
import { CarIcon } from '../rental/icons.js';
import type { Trip } from './api.js';
import { parseTripId } from './links.js';
import { TripDetailsView, TripStatusBadge, tripTime } from './TripDetails.js';
import { useCustomerTrips, useTripDetails } from './trip-queries.js';

type Tab = 'running' | 'completed';

/** One trip in a list: its id, status, provider, pickup time, vehicles and amount. */
function TripRow({ trip, onOpen }: { trip: Trip; onOpen: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useSession();
  const units = trip.trip_details.reduce((sum, d) => sum + d.quantity, 0);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('trip.web.list.open', { id: trip.id })}
        className={css({
          w: 'full',
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          p: '3',
          textAlign: 'start',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          transition: 'border-color 150ms, background 150ms',
          cursor: 'pointer',
          _hover: { borderColor: 'accent.muted', bg: 'bg.subtle' },
        })}
        data-testid="trip-row"
        data-trip-id={trip.id}
      >
        <span
          aria-hidden="true"
          className={css({
            display: { base: 'none', sm: 'grid' },
            placeItems: 'center',
            w: '12',
            h: '12',
            borderRadius: 'lg',
            bg: 'accent.subtle',
            color: 'accent.text',
            flexShrink: 0,
          })}
        >
          <CarIcon />
        </span>
        <span
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '0.5',
            minW: 0,
            flex: '1',
          })}
        >
          <span
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
          >
            <span className={css({ fontWeight: 'bold', whiteSpace: 'nowrap' })}>
              {t('trip.web.booked.tripId', { id: trip.id })}
            </span>
            <TripStatusBadge status={trip.trip_status} />
          </span>
          {trip.provider && (
            <span className={css({ fontSize: 'sm', color: 'fg.muted', truncate: true })}>
              {trip.provider.name}
            </span>
          )}
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            <bdi>{tripTime(trip.schedule_at, language) ?? ''}</bdi> ·{' '}
            {t('trip.web.details.units', { count: units })}
          </span>
        </span>
        <span
          className={css({ fontWeight: 'bold', whiteSpace: 'nowrap' })}
          data-testid="trip-amount"
        >
          <bdi>{money(trip.trip_amount)}</bdi>
        </span>
        <ChevronEndIcon
          className={css({ color: 'fg.subtle', flexShrink: 0, _rtl: { transform: 'scaleX(-1)' } })}
        />
      </button>
    </li>
  );
}

function TripList({ kind, onOpen }: { kind: Tab; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const trips = useCustomerTrips(kind);
  if (trips.isPending) return <Loading />;
  if (trips.isError) return <LoadFailed onRetry={() => void trips.refetch()} />;
  const list = trips.data.pages.flatMap((page) => page.trips);
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<CarIcon />}
        title={
          kind === 'running' ? t('trip.web.list.emptyRunning') : t('trip.web.list.emptyCompleted')
        }
        testId="trips-empty"
      />
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}
      >
        {list.map((trip) => (
          <TripRow key={trip.id} trip={trip} onOpen={() => onOpen(trip.id)} />
        ))}
      </ul>
      {trips.hasNextPage && (
        <button
          type="button"
          className={cx(button({ variant: 'outline' }), css({ alignSelf: 'center' }))}
          onClick={() => void trips.fetchNextPage()}
          disabled={trips.isFetchingNextPage}
          aria-busy={trips.isFetchingNextPage || undefined}
        >
          {t('trip.web.list.more')}
        </button>
      )}
    </div>
  );
}

/** One trip of the customer's (`/profile?page=my-trips&trip_id=…`), with the way back. */
function OneTrip({ tripId, onBack }: { tripId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const trip = useTripDetails(tripId, null);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <button
        type="button"
        className={cx(button({ variant: 'ghost', size: 'sm' }), css({ alignSelf: 'start' }))}
        onClick={onBack}
        data-testid="trip-back"
      >
        <ChevronEndIcon className={css({ transform: 'scaleX(-1)', _rtl: { transform: 'none' } })} />
        {t('trip.web.list.back')}
      </button>
      {trip.isPending ? (
        <Loading />
      ) : trip.isError ? (
        <LoadFailed onRetry={() => void trip.refetch()} />
      ) : (
        <TripDetailsView trip={trip.data} owned onChanged={() => void trip.refetch()} />
      )}
    </div>
  );
}

/**
 * My trips (`/profile?page=my-trips`): the running and the completed trips of the customer
 * (rental/user/trip/get-trip-list), each opening its details (`&trip_id=…`): vehicles, units,
 * times, amounts and status, the cancellation of a pending or confirmed trip with a reason, and
 * the review of each vehicle of a completed one.
 */
export function TripsSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('running');
  const tripId = parseTripId(params.get('trip_id'));
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id == null) next.delete('trip_id');
    else next.set('trip_id', String(id));
    setParams(next);
  };
  return (
    <Panel testId="my-trips">
      {tripId != null ? (
        <OneTrip tripId={tripId} onBack={() => open(null)} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as Tab)} lazyMount>
          <Tabs.List
            aria-label={t('trip.web.list.tabs')}
            className={css({
              display: 'flex',
              gap: '1',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              mb: '4',
            })}
          >
            <Tabs.Trigger value="running" className={tabTrigger} data-testid="trips-tab-running">
              {t('trip.web.list.running')}
            </Tabs.Trigger>
            <Tabs.Trigger
              value="completed"
              className={tabTrigger}
              data-testid="trips-tab-completed"
            >
              {t('trip.web.list.completed')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="running">
            <TripList kind="running" onOpen={open} />
          </Tabs.Content>
          <Tabs.Content value="completed">
            <TripList kind="completed" onOpen={open} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Panel>
  );
}
