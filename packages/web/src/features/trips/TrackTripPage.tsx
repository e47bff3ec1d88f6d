import { isSignedIn } from '@storefront/core/domain/session';
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, input, note } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { AlertIcon } from '../../ui/icons.js';
import { Field } from '../../ui/Field.js';
import { Spinner } from '../../ui/Spinner.js';
import type { Trip } from './api.js';
import { parseTripId, trackTripPath } from './links.js';
import { TripDetailsView } from './TripDetails.js';
import { useTripDetails } from './trip-queries.js';

/** The phone handed over by the confirmation page (router state), if any. */
function statePhone(state: unknown): string {
  if (typeof state === 'object' && state != null && 'phone' in state) {
    const phone = (state as { phone: unknown }).phone;
    return typeof phone === 'string' ? phone : '';
  }
  return '';
}

/** Whether the trip is the session's own (this guest's, or a signed-in customer's). */
function ownsTrip(trip: Trip, session: ReturnType<typeof useSession>): boolean {
  const guest = trip.is_guest === 1 || (trip.is_guest as unknown) === true;
  if (guest) return !isSignedIn(session) && String(trip.user_id) === (session.guestId ?? '');
  return isSignedIn(session);
}

/**
 * Track Trip (`/track-trip`, `/track-trip/:id`): the trip id and the pickup contact's phone
 * (rental/user/trip/get-trip-details with `contact_number`, as orders are tracked), then the
 * trip with its status steps, refreshed while it moves. The trip's own guest or customer may
 * cancel it here too.
 */
export default function TrackTripPage() {
  const { t } = useTranslation();
  usePageTitle(t('trip.web.track.title'));
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const id = useId();
  const tripId = parseTripId(params.id);
  const phone = statePhone(location.state);
  const [form, setForm] = useState({ tripId: params.id ?? '', phone });
  const [formError, setFormError] = useState<string | null>(null);
  const tracked = useTripDetails(tripId, phone === '' ? null : phone);
  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = parseTripId(form.tripId);
    if (next == null) {
      setFormError(t('trip.web.track.error.tripId'));
      return;
    }
    setFormError(null);
    void navigate(trackTripPath(next), { state: { phone: form.phone.trim() } });
  };

  return (
    <div
      className={css({
        maxW: '5xl',
        mx: 'auto',
        w: 'full',
        px: { base: '3', sm: '4', lg: '6' },
        py: { base: '5', md: '8' },
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
      })}
      data-testid="track-trip-page"
    >
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' })}>
          {t('trip.web.track.title')}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{t('trip.web.track.hint')}</p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
          gap: '3',
          alignItems: 'end',
          bg: 'bg.surface',
          p: { base: '4', sm: '5' },
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'card',
        })}
        data-testid="track-trip-form"
      >
        <Field id={`${id}-trip`} label={t('trip.web.track.tripId')} error={formError}>
          <input
            id={`${id}-trip`}
            className={input()}
            inputMode="numeric"
            dir="ltr"
            value={form.tripId}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `${id}-trip-error` : undefined}
            onChange={(e) => setForm((f) => ({ ...f, tripId: e.target.value }))}
            data-testid="track-trip-id"
          />
        </Field>
        <Field id={`${id}-phone`} label={t('trip.web.track.phone')}>
          <input
            id={`${id}-phone`}
            className={input()}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            value={form.phone}
            onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))}
            data-testid="track-trip-phone"
          />
        </Field>
        <button
          type="submit"
          className={cx(button({ variant: 'solid' }), css({ h: '11' }))}
          data-testid="track-trip-submit"
        >
          {t('trip.web.track.submit')}
        </button>
      </form>

      {tripId != null &&
        (tracked.isPending ? (
          <div
            className={css({ display: 'grid', placeItems: 'center', py: '10', color: 'fg.muted' })}
          >
            <Spinner label={t('common.loading')} />
          </div>
        ) : tracked.isError ? (
          <p className={note({ tone: 'error' })} role="alert" data-testid="track-trip-error">
            <AlertIcon />
            {errorText(toUiError(tracked.error), tr)}
          </p>
        ) : (
          <section
            className={css({
              bg: 'bg.surface',
              p: { base: '4', sm: '6' },
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              boxShadow: 'card',
            })}
          >
            <TripDetailsView
              trip={tracked.data}
              owned={ownsTrip(tracked.data, session)}
              onChanged={() => void tracked.refetch()}
            />
          </section>
        ))}
    </div>
  );
}
