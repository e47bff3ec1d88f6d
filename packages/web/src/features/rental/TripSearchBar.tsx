import { STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import {
  nextWholeHour,
  searchPickupTime,
  type PickupTime,
} from '@storefront/core/domain/rental-search';
import { RENTAL_SEARCH_KEYS } from '@storefront/core/machines/rental-search.machine';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { DateTimeField } from '../../ui/DateTimeField.js';
import { MapPinIcon, SearchIcon } from '../../ui/icons.js';
import { CalendarIcon, FlagIcon, HourglassIcon } from './icons.js';
import { PlaceField } from './PlaceField.js';
import {
  hoursOf,
  isOfferedPickupTime,
  SEARCH_FIELDS,
  searchFieldIssues,
  type SearchField as Field,
} from './search-bar.js';
import {
  MAX_HOURS,
  pickupTimeOf,
  pickupTimeValue,
  samePickupTime,
  type TripQuery,
} from './search-query.js';
import { TripRoute } from './TripRoute.js';
import { providerNow, useRentalSearch } from './use-rental-search.js';
import { fieldIcon } from '../../ui/field-icon.js';

/**
 * The rental search bar (rental-and-auth §3 'Rental search'), driving core's
 * rentalSearchMachine: the trip type (hourly or distance wise), the pickup (the stored location
 * first) and the destination (with the last 5 destinations, kept by the machine), the pickup
 * date and time (only in the future, on the providers' clock) and, for an hourly trip, the
 * hours; for a distance-wise trip the route's distance and hours, once both places are chosen.
 * The time is picked in the shared date field (the page's language and direction, not the
 * browser's: ui/DateTimeField), which offers only times after now; it reaches the machine once
 * the picker closes (or on submit), so that a day picked before its hour is never refused
 * half-way. Submitting hands the trip to
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
  const [time, setTime] = useState(
    () => initial?.pickupTime ?? pickupTimeValue(nextWholeHour(providerNow())),
  );
  const [storedPickup] = useState(() => {
    const point = session.currentLatLng;
    if (point == null || !session.location) return null;
    return { location_name: session.location, lat: point.lat, lng: point.lng };
  });
  const search = useRentalSearch({ initial, pickup: storedPickup, pickupAt: time, onSearch });
  const { context, routing, routeFailed } = search;
  const tripType = context.tripType;
  const [hours, setHours] = useState(initial?.hours != null ? String(initial.hours) : '');
  // A place being retyped: the machine keeps the last one chosen until another is.
  const [pickupEditing, setPickupEditing] = useState(false);
  const [destinationEditing, setDestinationEditing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The last time given to the machine (given again only once changed).
  const sentTime = useRef(time);
  // Whether the time is the visitor's (picked, or the search's own); else it is the next whole
  // hour as of the bar's first render, which follows the clock until the search is made.
  const timeChosen = useRef(initial?.pickupTime != null);
  const pendingSubmit = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const ids: Record<Field, string> = {
    pickup: `${id}-pickup`,
    destination: `${id}-destination`,
    time: `${id}-time`,
    hours: `${id}-hours`,
    route: `${id}-route`,
  };

  /** Gives a whole time to the machine (on the clock of now); says so when it is refused. */
  const sendTime = (value: string): boolean => {
    const at: PickupTime | null = pickupTimeOf(value);
    if (at == null || value === sentTime.current) return true;
    sentTime.current = value;
    search.send({ type: 'SET_NOW', now: providerNow() });
    search.send({ type: 'SET_PICKUP_TIME', at });
    const accepted = samePickupTime(search.actor.getSnapshot().context.pickupAt, at);
    setErrors((e) => ({ ...e, time: accepted ? undefined : t(RENTAL_SEARCH_KEYS.pickupPast) }));
    return accepted;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The route is being found: the search is made once it is.
    if (routing) {
      pendingSubmit.current = true;
      return;
    }
    const now = providerNow();
    search.send({ type: 'SET_NOW', now });
    // A time the visitor did not pick moves on with the clock (core's searchPickupTime).
    const value = timeChosen.current ? time : pickupTimeValue(searchPickupTime(null, now));
    if (value !== time) setTime(value);
    sendTime(value);
    const issues = searchFieldIssues(search.actor.getSnapshot().context, {
      pickupEditing,
      destinationEditing,
      time: value,
      hours,
    });
    const found = Object.fromEntries(
      Object.entries(issues).map(([field, key]) => [field, t(key)]),
    ) as Partial<Record<Field, string>>;
    setErrors(found);
    const first = SEARCH_FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    search.send({ type: 'SUBMIT' });
  };

  useEffect(() => {
    if (!routing && pendingSubmit.current) {
      pendingSubmit.current = false;
      form.current?.requestSubmit();
    }
  }, [routing]);

  // The pickup times offered: after now on the providers' clock (core's rule), as of this render.
  const now = providerNow();
  const isOffered = (value: string) => isOfferedPickupTime(value, now);

  const clear = (field: Field) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium' });
  const iconBox = fieldIcon;
  const errorText = css({ fontSize: 'xs', color: 'danger.text' });

  return (
    <form
      role="search"
      aria-label={t('rentalPages.search.label')}
      noValidate
      ref={form}
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
                  search.send({ type: 'SET_TRIP_TYPE', tripType: type });
                  clear('hours');
                  clear('route');
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
        className={cx(
          css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }),
          tripType === 'hourly'
            ? css({
                xl: {
                  gridTemplateColumns:
                    'minmax(0, 1.25fr) minmax(0, 1.25fr) minmax(0, 1.2fr) minmax(0, 0.6fr) auto',
                },
              })
            : css({
                xl: {
                  gridTemplateColumns:
                    'minmax(0, 1.15fr) minmax(0, 1.15fr) minmax(0, 1.35fr) minmax(0, 0.95fr) auto',
                },
              }),
        )}
      >
        <PlaceField
          id={ids.pickup}
          label={t('rentalPages.search.pickup')}
          icon={<MapPinIcon />}
          value={pickupEditing ? null : context.pickup}
          onChange={(place) => {
            setPickupEditing(place == null);
            if (place == null) return;
            search.send({ type: 'SET_PICKUP', location: place });
            clear('pickup');
            clear('route');
          }}
          error={errors.pickup}
          testId="trip-pickup"
        />
        <PlaceField
          id={ids.destination}
          label={t('rentalPages.search.destination')}
          icon={<FlagIcon />}
          value={destinationEditing ? null : context.destination}
          onChange={(place) => {
            setDestinationEditing(place == null);
            if (place == null) return;
            search.send({ type: 'SET_DESTINATION', location: place });
            clear('destination');
            clear('route');
          }}
          history={context.history}
          error={errors.destination}
          testId="trip-destination"
        />
        <DateTimeField
          id={ids.time}
          label={t('rentalPages.search.pickupTime')}
          icon={<CalendarIcon />}
          withTime
          value={time}
          min={now.date}
          timeZone={STORE_TIME_ZONE}
          isAllowed={isOffered}
          onChange={(value) => {
            timeChosen.current = true;
            setTime(value);
            clear('time');
          }}
          onClose={sendTime}
          error={errors.time}
          testId="trip-time"
        />
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
                  const n = hoursOf(e.target.value);
                  if (n != null) search.send({ type: 'SET_HOURS', hours: n });
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
        {tripType === 'distance' && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
            <span id={`${ids.route}-label`} className={fieldLabel}>
              {t('rentalPages.search.route')}
            </span>
            <TripRoute
              id={ids.route}
              labelId={`${ids.route}-label`}
              context={context}
              placesChosen={
                !pickupEditing &&
                !destinationEditing &&
                context.pickup != null &&
                context.destination != null
              }
              routing={routing}
              failed={routeFailed}
              error={errors.route}
              onRetry={() => search.send({ type: 'RETRY' })}
            />
          </div>
        )}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
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
