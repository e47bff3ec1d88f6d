import type { RentalType } from '@storefront/core/domain/rental';
import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { QuantityStepper as TripStepper } from '../item/QuantityStepper.js';
import type { ApiVehicle } from './queries.js';
import type { RentAction } from './rent.js';
import { useRateText } from './VehicleParts.js';

/** Spec §9: the booking bar appears after more than 200 px of scroll. */
export const BOOKING_BAR_THRESHOLD_PX = 200;

/** Whether the page is scrolled more than `threshold` px (a passive listener). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const measure = () => setPast(window.scrollY > threshold);
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    return () => window.removeEventListener('scroll', measure);
  }, [threshold]);
  return past;
}

/** The price and the rent button: the vehicle page's own block, and the bar's. */
export function RentBlock({
  vehicle,
  searched,
  rent,
  variant = 'block',
}: {
  vehicle: ApiVehicle;
  searched: RentalType | null;
  rent: RentAction;
  variant?: 'block' | 'bar';
}) {
  const { t } = useTranslation();
  const rateText = useRateText();
  const shown = shownRentalPrice(vehicle, searched);
  const estimate = rent.estimate;
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '4',
        minW: 0,
      })}
    >
      <p className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {estimate ? (
            <>
              {t('rental.bookingBar.estimated')} <bdi>{estimate.units}</bdi>
            </>
          ) : (
            t('rental.bookingBar.startFrom')
          )}
        </span>
        <span
          className={cx(
            css({ fontWeight: 'extrabold', color: 'accent.text', whiteSpace: 'nowrap' }),
            variant === 'bar' ? css({ fontSize: 'lg' }) : css({ fontSize: '2xl' }),
          )}
          data-testid={variant === 'bar' ? 'booking-bar-price' : 'rent-price'}
        >
          {estimate ? estimate.amount : shown ? rateText(shown.type, shown.rate) : '—'}
        </span>
      </p>
      {rent.inCart ? (
        <TripStepper
          label={t('trip.web.line.quantity', { name: rent.inCart.name })}
          value={String(rent.inCart.quantity)}
          canDecrement={!rent.inCart.busy}
          onDecrement={rent.inCart.onDecrement}
          onIncrement={rent.inCart.onIncrement}
          testId={variant === 'bar' ? 'booking-bar-stepper' : 'rent-stepper'}
        />
      ) : (
        <button
          type="button"
          onClick={rent.onRent ?? undefined}
          disabled={rent.onRent == null || shown == null}
          className={cx(button({ size: 'lg' }), css({ flexShrink: 0 }))}
          data-testid={variant === 'bar' ? 'booking-bar-rent' : 'rent-button'}
        >
          <span className={css({ display: { base: 'none', sm: 'inline' } })}>
            {t('rental.bookingBar.rent')}
          </span>
          <span className={css({ display: { base: 'inline', sm: 'none' } })}>
            {t('rental.bookingBar.rentShort')}
          </span>
        </button>
      )}
    </div>
  );
}

/**
 * The booking bar (spec §2): fixed at the bottom once the page is scrolled more than 200 px;
 * 'Start From' and the price a card shows (core's `shownRentalPrice`), or 'Estimated' once the
 * vehicle is in the trip cart, then 'Rent This Car' ('Rent' on small screens). It slides in
 * (without motion when reduced motion is asked for) and is out of the tab order while hidden.
 */
export function BookingBar({
  vehicle,
  searched,
  rent,
}: {
  vehicle: ApiVehicle;
  searched: RentalType | null;
  rent: RentAction;
}) {
  const { t } = useTranslation();
  const shown = useScrolledPast(BOOKING_BAR_THRESHOLD_PX);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <div
      role="region"
      aria-label={t('rentalPages.booking.label', { name: vehicle.name })}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="booking-bar"
      data-shown={shown}
      className={css({
        position: 'fixed',
        insetInline: '0',
        bottom: '0',
        zIndex: 'sticky',
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'overlay',
        pb: 'env(safe-area-inset-bottom)',
      })}
      style={{
        transform: shown ? 'translateY(0)' : 'translateY(110%)',
        visibility: shown ? 'visible' : 'hidden',
        transition: reduceMotion
          ? 'none'
          : `transform 200ms ease, visibility 0s linear ${shown ? '0s' : '200ms'}`,
      }}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', lg: '6' },
          py: '3',
          display: 'flex',
          alignItems: 'center',
          gap: '4',
        })}
      >
        <div
          className={css({
            display: { base: 'none', md: 'flex' },
            alignItems: 'center',
            gap: '3',
            minW: 0,
            flex: '1',
          })}
        >
          {vehicle.thumbnail_full_url && (
            <img
              src={vehicle.thumbnail_full_url}
              alt=""
              className={css({
                w: '16',
                aspectRatio: '16 / 10',
                borderRadius: 'md',
                objectFit: 'cover',
                bg: 'bg.subtle',
              })}
            />
          )}
          <p className={css({ fontWeight: 'bold', truncate: true })}>{vehicle.name}</p>
        </div>
        <div className={css({ flex: { base: '1', md: 'initial' }, minW: 0 })}>
          <RentBlock vehicle={vehicle} searched={searched} rent={rent} variant="bar" />
        </div>
      </div>
    </div>
  );
}
