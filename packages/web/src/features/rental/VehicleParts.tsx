import { offersRentalType, rentalRate, type RentalType } from '@storefront/core/domain/rental';
import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { Chip, DiscountBadge } from '../catalogue/Badges.js';
import { useMoney } from '../catalogue/format.js';
import { FuelIcon, GearIcon, SeatIcon, SnowflakeIcon } from './icons.js';
import { airConditionLabel, fuelLabel, transmissionLabel } from './labels.js';
import type { ApiVehicle } from './queries.js';

/** The vehicle's discount badge ('10% off' or the amount off: core's `discountBadge`). */
export function VehicleDiscountBadge({
  vehicle,
  className,
}: {
  vehicle: Pick<ApiVehicle, 'discount_price' | 'discount_type'>;
  className?: string;
}) {
  return (
    <DiscountBadge
      item={{ discount: vehicle.discount_price, discount_type: vehicle.discount_type }}
      className={className}
    />
  );
}

/** 'New Arrival' when the vehicle's `new_tag` is 1. */
export function NewArrivalTag({ vehicle }: { vehicle: Pick<ApiVehicle, 'new_tag'> }) {
  const { t } = useTranslation();
  if (vehicle.new_tag !== 1) return null;
  return (
    <Chip tone="info" onImage testId="new-arrival">
      {t('rental.card.newArrival')}
    </Chip>
  );
}

/** A rate with its unit: 'AED35.00/hr' or 'AED2.50/km'. */
export function useRateText() {
  const { t } = useTranslation();
  const money = useMoney();
  return (type: RentalType, rate: number) =>
    t(type === 'hourly' ? 'rentalPages.rate.perHour' : 'rentalPages.rate.perKm', {
      price: money(rate),
    });
}

/**
 * The price a card leads with (core's `shownRentalPrice`: the searched trip type's rate, else the
 * lower of the hourly and distance rates when both are offered) and the other offered rate.
 */
export function VehiclePrice({
  vehicle,
  searched,
  size = 'md',
}: {
  vehicle: ApiVehicle;
  searched?: RentalType | null;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const rateText = useRateText();
  const shown = shownRentalPrice(vehicle, searched);
  if (shown == null) return null;
  const other: RentalType = shown.type === 'hourly' ? 'distance' : 'hourly';
  const hasOther = offersRentalType(vehicle, other);
  return (
    <p
      className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}
      data-testid="vehicle-price"
      data-type={shown.type}
    >
      <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {t('rental.bookingBar.startFrom')}
      </span>
      <span
        className={cx(
          css({ fontWeight: 'bold', color: 'accent.text', whiteSpace: 'nowrap' }),
          size === 'lg' ? css({ fontSize: 'xl' }) : css({ fontSize: 'md' }),
        )}
        data-testid="vehicle-price-shown"
      >
        {rateText(shown.type, shown.rate)}
      </span>
      {hasOther && (
        <span
          className={css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}
          data-testid="vehicle-price-other"
        >
          {rateText(other, rentalRate(vehicle, other))}
        </span>
      )}
    </p>
  );
}

/**
 * Both rates, labelled (the wide row, the quick view and the vehicle page); the searched trip
 * type's is outlined.
 */
export function VehicleRates({
  vehicle,
  searched = null,
  compact = false,
}: {
  vehicle: ApiVehicle;
  searched?: RentalType | null;
  /** The wide row's smaller boxes. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const rateText = useRateText();
  const rows: { type: RentalType; label: string }[] = [
    { type: 'hourly', label: t('rentalPages.rate.hourly') },
    { type: 'distance', label: t('rentalPages.rate.distance') },
  ];
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: '2',
      })}
      data-testid="vehicle-rates"
    >
      {rows.map(({ type, label }) => {
        const offered = offersRentalType(vehicle, type);
        return (
          <div
            key={type}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '0.5',
              p: compact ? '2.5' : '3',
              borderRadius: 'lg',
              bg: offered ? 'accent.subtle' : 'bg.subtle',
              borderWidth: '1px',
              borderColor: offered && searched === type ? 'accent.solid' : 'transparent',
              minW: 0,
            })}
            data-testid={`vehicle-rate-${type}`}
            data-offered={offered}
          >
            <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
            <dd
              className={cx(
                css({ fontWeight: 'bold', whiteSpace: 'nowrap' }),
                compact && css({ fontSize: 'sm' }),
                offered ? css({ color: 'accent.text' }) : css({ color: 'fg.subtle' }),
              )}
            >
              {offered
                ? rateText(type, rentalRate(vehicle, type))
                : t('rentalPages.rate.notOffered')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function Spec({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        whiteSpace: 'nowrap',
        '& svg': { color: 'fg.subtle', flexShrink: 0 },
      })}
    >
      {icon}
      {children}
    </li>
  );
}

/** Seats, AC, transmission and fuel in one line of small facts (cards). */
export function SpecLine({ vehicle, className }: { vehicle: ApiVehicle; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('rentalPages.spec.title')}
      className={cx(
        css({
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: '3',
          rowGap: '1',
          fontSize: 'xs',
          color: 'fg.muted',
          listStyle: 'none',
        }),
        className,
      )}
      data-testid="vehicle-spec-line"
    >
      <Spec icon={<SeatIcon />}>
        {t('rentalPages.spec.seatsCount', { count: vehicle.seating_capacity })}
      </Spec>
      <Spec icon={<SnowflakeIcon />}>{airConditionLabel(t, vehicle.air_condition)}</Spec>
      <Spec icon={<GearIcon />}>{transmissionLabel(t, vehicle.transmission_type)}</Spec>
      <Spec icon={<FuelIcon />}>{fuelLabel(t, vehicle.fuel_type)}</Spec>
    </ul>
  );
}
