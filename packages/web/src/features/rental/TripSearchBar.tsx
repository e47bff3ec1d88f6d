import { STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import type { RentalLocation, RentalType } from '@storefront/core/domain/rental';
import {
  addDestination,
  DESTINATION_HISTORY_KEY,
  isPickupInFuture,
  parsePickupTime,
  readDestinationHistory,
  type PickupTime,
} from '@storefront/core/domain/rental-search';
import { localDateTime } from '@storefront/core/domain/schedule';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { storage } from '../../adapters/storage.js';
import { useSession } from '../../app/session.js';
import { MapPinIcon, SearchIcon } from '../../ui/icons.js';
import { CalendarIcon, FlagIcon, HourglassIcon } from './icons.js';
import { PlaceField } from './PlaceField.js';
import { MAX_HOURS, type TripQuery } from './search-query.js';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value (`YYYY-MM-DDTHH:MM`) of a local date and time. */
function inputValue(at: PickupTime): string {
  const minutes = Math.floor(at.seconds / 60);
  return `${at.date}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** Now in the providers' time zone (the pickup time is theirs). */
const providerNow = (): PickupTime => localDateTime(Date.now(), STORE_TIME_ZONE);

/** The next whole hour after now: the pickup time offered first. */
function nextHour(now: PickupTime): string {
  const next = Math.floor(now.seconds / 3600) + 1;
  if (next < 24) return inputValue({ date: now.date, seconds: next * 3600 });
  const [y, m, d] = now.date.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1));
  return inputValue({ date: tomorrow.toISOString().slice(0, 10), seconds: 0 });
}

type Field = 'pickup' | 'destination' | 'time' | 'hours';

/**
 * The rental search bar (rental-and-auth §3 'Rental search'): the trip type (hourly or distance
 * wise), the pickup (the stored location first) and the destination (with the last 5
 * destinations), the pickup date and time (only in the future: core's `isPickupInFuture`, in
 * the providers' time zone) and, for an hourly trip, the hours. Submitting hands the trip to
 * `onSearch`; what is missing is said on its field, the first one focused.
 */
export function TripSearchBar({
  initial,
  onSearch,
  compact = false,
}: {
  initial?: Partial<TripQuery>;
  onSearch: (trip: TripQuery) => void;
  /** Inside the search page (a lighter frame). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const id = useId();
  const [tripType, setTripType] = useState<RentalType>(initial?.tripType ?? 'hourly');
  const [pickup, setPickup] = useState<RentalLocation | null>(() => {
    if (initial?.pickup) return initial.pickup;
    const point = session.currentLatLng;
    if (point == null || !session.location) return null;
    return { location_name: session.location, lat: point.lat, lng: point.lng };
  });
  const [destination, setDestination] = useState<RentalLocation | null>(
    initial?.destination ?? null,
  );
  const [history, setHistory] = useState(() =>
    readDestinationHistory(storage.get(DESTINATION_HISTORY_KEY)),
  );
  const [minTime] = useState(() => inputValue(providerNow()));
  const [time, setTime] = useState(() => initial?.pickupTime ?? nextHour(providerNow()));
  const [hours, setHours] = useState(initial?.hours != null ? String(initial.hours) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ids = {
    pickup: `${id}-pickup`,
    destination: `${id}-destination`,
    time: `${id}-time`,
    hours: `${id}-hours`,
  };

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (pickup == null) found.pickup = t('trip.search.error.pickup');
    if (destination == null) found.destination = t('trip.search.error.destination');
    const at = parsePickupTime(time);
    if (at == null) found.time = t('trip.search.error.pickupTime');
    else if (!isPickupInFuture(at, providerNow())) found.time = t('rental.cart.error.pickupPast');
    const n = Number(hours);
    if (tripType === 'hourly' && !(Number.isInteger(n) && n >= 1 && n <= MAX_HOURS)) {
      found.hours = t('trip.search.error.hours');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const first = (['pickup', 'destination', 'time', 'hours'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    if (destination != null) {
      const next = addDestination(history, destination);
      storage.set(DESTINATION_HISTORY_KEY, JSON.stringify(next));
      setHistory(next);
    }
    onSearch({
      tripType,
      pickup,
      destination,
      pickupTime: time,
      hours: tripType === 'hourly' ? Number(hours) : null,
    });
  };

  const clear = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium' });
  const iconBox = css({
    position: 'absolute',
    insetInlineStart: '3',
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'accent.text',
    pointerEvents: 'none',
    display: 'flex',
  });
  const errorText = css({ fontSize: 'xs', color: 'danger.text' });

  return (
    <form
      role="search"
      aria-label={t('rentalPages.search.label')}
      noValidate
      onSubmit={submit}
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '4' }),
        compact
          ? css({ p: { base: '4', md: '5' } })
          : css({ p: { base: '4', md: '6' }, boxShadow: 'overlay' }),
        css({
          bg: 'bg.surface',
          borderRadius: '2xl',
          borderWidth: '1px',
          borderColor: 'border.default',
        }),
      )}
      data-testid="trip-search"
    >
      <fieldset
        className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}
      >
        <legend className={css({ srOnly: true })}>{t('rentalPages.search.tripType')}</legend>
        <div
          className={css({
            display: 'inline-flex',
            p: '1',
            gap: '1',
            borderRadius: 'full',
            bg: 'bg.subtle',
          })}
        >
          {(['hourly', 'distance'] as const).map((type) => (
            <label
              key={type}
              className={css({
                position: 'relative',
                display: 'inline-flex',
                alignItems: 'center',
                h: '9',
                px: '4',
                borderRadius: 'full',
                fontSize: 'sm',
                fontWeight: 'semibold',
                cursor: 'pointer',
                color: 'fg.muted',
                transition: 'background 150ms, color 150ms',
                '&:has(input:checked)': { bg: 'accent.solid', color: 'accent.onSolid' },
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'focusRing',
                  outlineOffset: '2px',
                },
              })}
            >
              <input
                type="radio"
                name={`${id}-trip-type`}
                value={type}
                checked={tripType === type}
                onChange={() => {
                  setTripType(type);
                  clear('hours');
                }}
                className={css({ srOnly: true })}
                data-testid={`trip-type-${type}`}
              />
              {t(
                type === 'hourly' ? 'rentalPages.tripType.hourly' : 'rentalPages.tripType.distance',
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: {
            base: 'minmax(0, 1fr)',
            md: 'repeat(2, minmax(0, 1fr))',
            xl: 'minmax(0, 1.25fr) minmax(0, 1.25fr) minmax(0, 1.2fr) minmax(0, 0.6fr) auto',
          },
          alignItems: 'start',
        })}
      >
        <PlaceField
          id={ids.pickup}
          label={t('rentalPages.search.pickup')}
          icon={<MapPinIcon />}
          value={pickup}
          onChange={(place) => {
            setPickup(place);
            clear('pickup');
          }}
          error={errors.pickup}
          testId="trip-pickup"
        />
        <PlaceField
          id={ids.destination}
          label={t('rentalPages.search.destination')}
          icon={<FlagIcon />}
          value={destination}
          onChange={(place) => {
            setDestination(place);
            clear('destination');
          }}
          history={history}
          error={errors.destination}
          testId="trip-destination"
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
          <label htmlFor={ids.time} className={fieldLabel}>
            {t('rentalPages.search.pickupTime')}
          </label>
          <div className={css({ position: 'relative' })}>
            <span className={iconBox}>
              <CalendarIcon />
            </span>
            <input
              id={ids.time}
              type="datetime-local"
              value={time}
              min={minTime}
              onChange={(e) => {
                setTime(e.target.value);
                clear('time');
              }}
              className={cx(input(), css({ ps: '10', textAlign: 'start' }))}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={errors.time ? `${ids.time}-error` : undefined}
              data-testid="trip-time"
            />
          </div>
          {errors.time && (
            <p id={`${ids.time}-error`} className={errorText}>
              {errors.time}
            </p>
          )}
        </div>
        {tripType === 'hourly' && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
            <label htmlFor={ids.hours} className={fieldLabel}>
              {t('rentalPages.search.hours')}
            </label>
            <div className={css({ position: 'relative' })}>
              <span className={iconBox}>
                <HourglassIcon />
              </span>
              <input
                id={ids.hours}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_HOURS}
                step={1}
                value={hours}
                placeholder={t('rentalPages.search.hoursPlaceholder')}
                onChange={(e) => {
                  setHours(e.target.value);
                  clear('hours');
                }}
                className={cx(input(), css({ ps: '10', textAlign: 'start' }))}
                aria-invalid={errors.hours ? true : undefined}
                aria-describedby={errors.hours ? `${ids.hours}-error` : undefined}
                data-testid="trip-hours"
              />
            </div>
            {errors.hours && (
              <p id={`${ids.hours}-error`} className={errorText}>
                {errors.hours}
              </p>
            )}
          </div>
        )}
        <div
          className={cx(
            css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
            tripType !== 'hourly' && css({ gridColumn: { xl: 'span 2' } }),
          )}
        >
          {/* The labels' line, so that the button lines up with the fields. */}
          <span
            aria-hidden="true"
            className={cx(fieldLabel, css({ display: { base: 'none', xl: 'block' } }))}
          >
            &nbsp;
          </span>
          <button
            type="submit"
            className={cx(button({ size: 'lg' }), css({ w: 'full', h: '11' }))}
            data-testid="trip-search-submit"
          >
            <SearchIcon />
            {t('rentalPages.search.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
