import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { usePageTitle } from '../../app/usePageTitle.js';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { paymentMethodKey } from '@storefront/core/api/payments';
import { parseTripId, trackTripPath } from './links.js';
import { useTripDetails } from './trip-queries.js';

/**
 * The trip confirmation (`/rental/trip-booked?trip_id=…`): the trip id, its payment (method and
 * status, issue 12), what happens next (the provider confirms, the vehicles are handed over at the
 * pickup time, payment in cash at pickup unless paid) and Track Trip (for a guest the contact phone is handed over, so the tracking form is filled).
 */
export default function TripBookedPage() {
  const { t } = useTranslation();
  usePageTitle(t('trip.web.booked.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const tripId = parseTripId(params.get('trip_id'));
  const handed = (location.state as { phone?: unknown } | null)?.phone;
  const phone = typeof handed === 'string' ? handed : '';
  const trip = useTripDetails(tripId, phone || null);
  const paid = trip.data?.payment_status === 'paid';
  const steps = [
    'trip.web.booked.step1',
    'trip.web.booked.step2',
    paid ? 'trip.web.booked.step3Paid' : 'trip.web.booked.step3',
  ];
  return (
    <div
      className={css({
        maxW: 'xl',
        mx: 'auto',
        w: 'full',
        px: { base: '3', sm: '4' },
        py: { base: '8', md: '14' },
      })}
      data-testid="trip-booked"
    >
      <div
        className={css({
          bg: 'bg.surface',
          borderRadius: '2xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'card',
          p: { base: '5', sm: '8' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '4',
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'success.subtle',
            color: 'success.text',
            fontSize: '3xl',
          })}
        >
          <CheckIcon />
        </span>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'extrabold' })}>
          {t('trip.web.booked.title')}
        </h1>
        {tripId == null ? (
          <p className={note({ tone: 'error' })} role="alert">
            <AlertIcon />
            {t('trip.web.booked.notFound')}
          </p>
        ) : (
          <>
            <p className={css({ fontSize: 'lg', fontWeight: 'bold' })} data-testid="booked-trip-id">
              {t('trip.web.booked.tripId', { id: tripId })}
            </p>
            {trip.data != null && (
              <p
                className={css({ fontSize: 'sm', color: 'fg.muted' })}
                data-testid="booked-payment"
              >
                {t('checkout.placed.payment')}: {t(paymentMethodKey(trip.data.payment_method))} ·{' '}
                <span
                  className={css({ fontWeight: 'semibold', color: 'fg.default' })}
                  data-status={trip.data.payment_status}
                >
                  {t(`checkout.placed.status.${trip.data.payment_status}`)}
                </span>
              </p>
            )}
            <div
              className={css({
                w: 'full',
                textAlign: 'start',
                p: '4',
                borderRadius: 'lg',
                bg: 'bg.subtle',
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
              })}
            >
              <h2 className={css({ fontWeight: 'bold', fontSize: 'sm' })}>
                {t('trip.web.booked.next')}
              </h2>
              <ol
                className={css({
                  listStyle: 'decimal',
                  ps: '5',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '1.5',
                  fontSize: 'sm',
                  color: 'fg.muted',
                })}
              >
                {steps.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ol>
            </div>
            <div
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '3',
                justifyContent: 'center',
              })}
            >
              <Link
                to={trackTripPath(tripId)}
                state={{ phone }}
                className={cx(button({ variant: 'solid' }))}
                data-testid="booked-track"
              >
                {t('trip.web.track.link')}
              </Link>
              <Link to="/home" className={button({ variant: 'outline' })}>
                {t('rental.cart.continueBooking')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
