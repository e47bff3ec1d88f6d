import { STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import { canCancelTrip, TRIP_STATUS_STEPS } from '@storefront/core/domain/rental-trip';
import { localDateTime } from '@storefront/core/domain/schedule';
import { formatKm, parsePickupTime } from '@storefront/core/domain/rental-search';
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input, note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Field } from '../../ui/Field.js';
import { useMoney } from '../catalogue/format.js';
import { CardRefundNote } from '../orders/CardRefundNote.js';
import { formatDateTime } from '../orders/format.js';
import { formatPickupAt } from '../rental/TripSummary.js';
import { useRateText } from '../rental/VehicleParts.js';
import { paymentMethodKey } from '@storefront/core/api/payments';
import { cancelTrip } from '@storefront/core/api/rental';
import { reviewTripVehicle, type Trip, type TripDetail } from './api.js';
import { tripOwner, TRIPS_KEY } from './trip-queries.js';
import { pickupInputValue } from './view.js';

const tr = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * A trip time for reading, on the providers' clock (as the pickup time was chosen): a wall-clock
 * `YYYY-MM-DD hh:mm[:ss]`, or an instant (ISO) shown in the providers' time zone.
 */
export function tripTime(value: string | null | undefined, language: string): string | null {
  if (value == null || value === '') return null;
  const wall = parsePickupTime(value);
  if (wall) return formatPickupAt(pickupInputValue(wall), language);
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return formatDateTime(value, language);
  return formatPickupAt(pickupInputValue(localDateTime(ms, STORE_TIME_ZONE)), language);
}

/** The status of a trip as a coloured badge. */
export function TripStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone =
    status === 'completed'
      ? css({ bg: 'success.subtle', color: 'success.text' })
      : status === 'canceled' || status === 'payment_failed'
        ? css({ bg: 'danger.subtle', color: 'danger.text' })
        : css({ bg: 'info.subtle', color: 'info.text' });
  return (
    <span
      className={cx(
        css({
          px: '2',
          py: '0.5',
          borderRadius: 'full',
          fontSize: 'xs',
          fontWeight: 'bold',
          whiteSpace: 'nowrap',
        }),
        tone,
      )}
      data-testid="trip-status"
      data-status={status}
    >
      {t(`trip.web.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** The trip's steps (pending → confirmed → ongoing → completed), the reached ones ticked. */
function TripSteps({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const current = TRIP_STATUS_STEPS.indexOf(trip.trip_status as (typeof TRIP_STATUS_STEPS)[number]);
  if (current < 0) return null;
  return (
    <ol
      aria-label={t('trip.web.details.progress')}
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: '2',
        listStyle: 'none',
      })}
      data-testid="trip-steps"
    >
      {TRIP_STATUS_STEPS.map((status, i) => {
        const reached = i <= current;
        return (
          <li
            key={status}
            aria-current={i === current ? 'step' : undefined}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '1.5',
              textAlign: 'center',
              fontSize: 'xs',
            })}
          >
            <span
              aria-hidden="true"
              className={cx(
                css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '7',
                  h: '7',
                  borderRadius: 'full',
                  borderWidth: '2px',
                  '& svg': { w: '3.5', h: '3.5' },
                }),
                reached
                  ? css({
                      bg: 'accent.solid',
                      borderColor: 'accent.solid',
                      color: 'accent.onSolid',
                    })
                  : css({ borderColor: 'border.strong', color: 'fg.subtle' }),
              )}
            >
              {reached ? <CheckIcon /> : i + 1}
            </span>
            <span className={reached ? css({ fontWeight: 'bold' }) : css({ color: 'fg.muted' })}>
              {t(`trip.web.status.${status}`)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
      <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
      <dd
        className={css({ fontWeight: 'semibold', fontSize: 'sm', overflowWrap: 'anywhere' })}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/** A trip paid otherwise than in cash at pickup (digital, wallet, partial). */
const paidOnline = (method: string | null | undefined) =>
  !!method && method !== 'cash_payment' && method !== 'cash_on_delivery';

function AmountRow({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={cx(
        css({ display: 'flex', justifyContent: 'space-between', gap: '3' }),
        strong
          ? css({
              fontWeight: 'extrabold',
              pt: '2',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })
          : css({ fontSize: 'sm' }),
      )}
    >
      <dt className={strong ? undefined : css({ color: 'fg.muted' })}>{label}</dt>
      <dd data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/** The length a detail was booked for: its hours (Hrs) or its distance (Km, 3 decimals). */
function lengthText(detail: Pick<TripDetail, 'rental_type' | 'estimated_hours' | 'distance'>) {
  return detail.rental_type === 'hourly'
    ? `${Number(detail.estimated_hours) || 0} ${tr('rental.unit.hrs')}`
    : `${formatKm(Number(detail.distance) || 0)} ${tr('rental.unit.km')}`;
}

/** The vehicles of a trip: each with its units, its trip length and its price. */
function TripVehicles({ trip, review }: { trip: Trip; review: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rateText = useRateText();
  return (
    <ul
      aria-label={t('trip.web.details.vehicles')}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}
      data-testid="trip-details-vehicles"
    >
      {trip.trip_details.map((detail) => (
        <li
          key={detail.id}
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '3',
            p: '3',
            borderRadius: 'lg',
            bg: 'bg.subtle',
          })}
          data-testid="trip-details-vehicle"
        >
          <div
            className={css({
              w: '20',
              aspectRatio: '4 / 3',
              borderRadius: 'md',
              overflow: 'hidden',
              bg: 'bg.surface',
            })}
          >
            {detail.vehicle_details?.thumbnail_full_url && (
              <img
                src={detail.vehicle_details.thumbnail_full_url}
                alt=""
                loading="lazy"
                className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
              />
            )}
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
              <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                {detail.vehicle_details?.name}
              </p>
              <strong className={css({ fontSize: 'sm', whiteSpace: 'nowrap' })}>
                <bdi>{money(detail.calculated_price)}</bdi>
              </strong>
            </div>
            <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {t('trip.web.details.units', { count: detail.quantity })} ·{' '}
              <bdi>{lengthText(detail)}</bdi> ·{' '}
              <bdi>
                {rateText(detail.rental_type === 'hourly' ? 'hourly' : 'distance', detail.price)}
              </bdi>
            </p>
            {review &&
              detail.vehicle_id != null &&
              (detail.is_reviewed === true ? (
                // Reviewed on this trip already (get-trip-details' is_reviewed): no second review.
                <p
                  className={css({ fontSize: 'xs', color: 'success.text' })}
                  data-testid="trip-reviewed"
                >
                  {t('trip.web.review.done')}
                </p>
              ) : (
                <ReviewVehicle
                  tripId={trip.id}
                  vehicleId={detail.vehicle_id}
                  name={detail.vehicle_details?.name ?? ''}
                />
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A star rating and a comment for one vehicle of a completed trip (rental/user/review/add). */
function ReviewVehicle({
  tripId,
  vehicleId,
  name,
}: {
  tripId: number;
  vehicleId: number;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState(false);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () =>
      reviewTripVehicle(api, tripOwner, {
        trip_id: tripId,
        vehicle_id: vehicleId,
        rating,
        comment,
      }),
    onSuccess: () => {
      setDone(true);
      setOpen(false);
      notifier.notify('success', t('rental.review.submitted'));
      // The trip's details now say the vehicle is reviewed.
      void queryClient.invalidateQueries({ queryKey: [TRIPS_KEY] });
    },
  });
  if (done) {
    return (
      <p className={css({ fontSize: 'xs', color: 'success.text' })} data-testid="trip-reviewed">
        {t('rental.review.submitted')}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return;
    send.mutate();
  };
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'outline', size: 'sm' }), css({ alignSelf: 'start' }))}
        onClick={() => setOpen(true)}
        data-testid="trip-review-open"
      >
        {t('trip.web.review.action')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t('trip.web.review.title', { name })}
        testId="trip-review-dialog"
      >
        <form
          onSubmit={submit}
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <fieldset>
            <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
              {t('trip.web.review.rating')}
            </legend>
            <div className={css({ display: 'flex', gap: '1' })}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={css({
                    cursor: 'pointer',
                    fontSize: '2xl',
                    lineHeight: '1',
                    color: n <= rating ? 'warning.text' : 'fg.subtle',
                    '&:has(input:focus-visible)': {
                      outline: '2px solid',
                      outlineColor: 'focusRing',
                      borderRadius: 'sm',
                    },
                  })}
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    className={css({ srOnly: true })}
                    aria-label={t('trip.web.review.stars', { count: n })}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field id={`${id}-comment`} label={t('trip.web.review.comment')}>
            <textarea
              id={`${id}-comment`}
              className={cx(input(), css({ minH: '24', py: '2' }))}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </Field>
          {send.isError && (
            <p className={note({ tone: 'error' })} role="alert">
              <AlertIcon />
              {errorText(toUiError(send.error), tr)}
            </p>
          )}
          <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.action.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={rating < 1 || send.isPending}
              data-testid="trip-review-submit"
            >
              {t('trip.web.review.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The reasons offered for a cancellation (the chosen one is sent in the page's language). */
const CANCEL_REASONS = [
  'trip.web.cancel.reason.plans',
  'trip.web.cancel.reason.time',
  'trip.web.cancel.reason.other',
] as const;

/** Cancel the trip: a confirm dialog with a reason (rental/user/trip/cancel-trip). */
function CancelTrip({ trip, onCanceled }: { trip: Trip; onCanceled: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof CANCEL_REASONS)[number] | null>(null);
  const cancel = useMutation({
    mutationFn: () =>
      cancelTrip(api, trip.id, t(reason ?? CANCEL_REASONS[2]), { guestId: tripOwner.guestId() }),
    onSuccess: () => {
      setOpen(false);
      notifier.notify('success', t('rental.trip.canceled'));
      void queryClient.invalidateQueries({ queryKey: [TRIPS_KEY] });
      onCanceled();
    },
  });
  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ color: 'danger.text' }))}
        onClick={() => setOpen(true)}
        data-testid="trip-cancel"
      >
        {t('trip.web.cancel.action')}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!cancel.isPending) setOpen(next);
        }}
        role="alertdialog"
        size="sm"
        title={t('trip.web.cancel.title')}
        description={t('trip.web.cancel.message', { id: trip.id })}
        testId="trip-cancel-dialog"
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              {t('common.action.no')}
            </Button>
            <Button
              onClick={() => cancel.mutate()}
              disabled={reason == null || cancel.isPending}
              data-testid="trip-cancel-confirm"
            >
              {t('trip.web.cancel.confirm')}
            </Button>
          </>
        }
      >
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
            {t('trip.web.cancel.reason.label')}
          </legend>
          {CANCEL_REASONS.map((key) => (
            <label
              key={key}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                p: '2.5',
                borderRadius: 'lg',
                borderWidth: '1px',
                borderColor: 'border.default',
                cursor: 'pointer',
                fontSize: 'sm',
                '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'accent.subtle' },
              })}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                checked={reason === key}
                onChange={() => setReason(key)}
                data-testid="trip-cancel-reason"
              />
              {t(key)}
            </label>
          ))}
        </fieldset>
        {cancel.isError && (
          <p className={cx(note({ tone: 'error' }), css({ mt: '3' }))} role="alert">
            <AlertIcon />
            {errorText(toUiError(cancel.error), tr)}
          </p>
        )}
      </Dialog>
    </>
  );
}

/**
 * A trip (My trips and Track Trip): its id, status and steps, the provider, the pickup, the
 * destination and the times, its vehicles with their units, lengths and prices, the amounts
 * (discount, coupon, tax, additional charge, total) and the payment; a pending or confirmed
 * trip of the caller can be canceled with a reason, and each vehicle of a completed one
 * reviewed.
 */
export function TripDetailsView({
  trip,
  owned,
  onChanged,
}: {
  trip: Trip;
  /** The caller's own trip (it may cancel and review it). */
  owned: boolean;
  onChanged?: () => void;
}) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const money = useMoney();
  const pickup = tripTime(trip.schedule_at, language);
  const end = tripTime(trip.estimated_trip_end_time, language);
  return (
    <article
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      data-testid="trip-details"
      data-trip-id={trip.id}
    >
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
          <h2
            className={css({ fontSize: 'xl', fontWeight: 'extrabold' })}
            data-testid="trip-details-id"
          >
            {t('trip.web.booked.tripId', { id: trip.id })}
          </h2>
          <TripStatusBadge status={trip.trip_status} />
        </div>
        {owned && canCancelTrip(trip.trip_status) && (
          <CancelTrip trip={trip} onCanceled={() => onChanged?.()} />
        )}
      </header>
      <TripSteps trip={trip} />
      {trip.trip_status === 'canceled' && trip.cancellation_reason && (
        <p className={note({ tone: 'error' })} data-testid="trip-cancel-reason-shown">
          <AlertIcon />
          {t('trip.web.details.canceledReason', { reason: trip.cancellation_reason })}
        </p>
      )}
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: '3',
          p: '4',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        {trip.provider && <Fact label={t('trip.web.details.provider')}>{trip.provider.name}</Fact>}
        <Fact label={t('trip.web.trip.rentType')}>
          {trip.trip_type === 'hourly' ? t('trip.web.trip.hourly') : t('trip.web.trip.distance')}
        </Fact>
        <Fact label={t('trip.web.trip.pickup')}>{trip.pickup_location?.location_name}</Fact>
        {trip.destination_location && (
          <Fact label={t('trip.web.trip.destination')}>
            {trip.destination_location.location_name}
          </Fact>
        )}
        {pickup && (
          <Fact label={t('trip.web.trip.time')} testId="trip-details-pickup-time">
            <bdi>{pickup}</bdi>
          </Fact>
        )}
        {end && (
          <Fact label={t('trip.web.details.endTime')}>
            <bdi>{end}</bdi>
          </Fact>
        )}
      </dl>
      <TripVehicles trip={trip} review={owned && trip.trip_status === 'completed'} />
      <dl
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
        data-testid="trip-details-amounts"
      >
        {(trip.discount_on_trip ?? 0) > 0 && (
          <AmountRow
            label={t('trip.web.totals.discount')}
            value={`− ${money(trip.discount_on_trip ?? 0)}`}
          />
        )}
        {(trip.coupon_discount_amount ?? 0) > 0 && (
          <AmountRow
            label={t('trip.web.totals.coupon')}
            value={`− ${money(trip.coupon_discount_amount ?? 0)}`}
            testId="trip-details-coupon"
          />
        )}
        <AmountRow
          label={
            trip.tax_status === 'included'
              ? t('trip.web.totals.taxIncluded', { rate: trip.tax_percentage ?? 0 })
              : t('trip.web.totals.tax', { rate: trip.tax_percentage ?? 0 })
          }
          value={money(trip.tax_amount ?? 0)}
        />
        {(trip.additional_charge ?? 0) > 0 && (
          <AmountRow
            label={t('trip.web.totals.additionalCharge')}
            value={`+ ${money(trip.additional_charge ?? 0)}`}
          />
        )}
        <AmountRow
          label={t('trip.web.totals.total')}
          value={money(trip.trip_amount)}
          strong
          testId="trip-details-total"
        />
        <AmountRow
          label={t('trip.web.payment.title')}
          value={`${paidOnline(trip.payment_method) ? t(paymentMethodKey(trip.payment_method)) : t('trip.web.payment.cash')} · ${t(`trip.web.payment.status.${trip.payment_status}`)}`}
        />
      </dl>
      <CardRefundNote facts={trip} />
    </article>
  );
}
