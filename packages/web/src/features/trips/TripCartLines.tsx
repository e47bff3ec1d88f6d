import type { RentalCartEntry } from '@storefront/core/domain/rental';
import { offeredRentalTypes } from '@storefront/core/domain/rental';
import type { RentalLinePrice } from '@storefront/core/domain/rental-pricing';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { MinusIcon, PlusIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { TrashIcon } from '../cart/icons.js';
import type { ApiVehicle } from '../rental/queries.js';
import { SpecLine, useRateText } from '../rental/VehicleParts.js';
import type { TripCartActor } from './cart-store.js';

/** − quantity + of a line; − at 1 removes it (a trash icon). */
export function TripStepper({
  actor,
  entry,
  fromSearch = false,
  size = 'sm',
  testId = 'trip-line-stepper',
}: {
  actor: TripCartActor;
  entry: Pick<RentalCartEntry, 'id' | 'quantity'> & { vehicle: { name: string } };
  fromSearch?: boolean;
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => s.hasTag('busy') || s.hasTag('confirm'));
  const iconButton = cx(
    button({ variant: 'outline', size: size === 'sm' ? 'iconSm' : 'icon' }),
    css({ borderRadius: 'full' }),
  );
  const removes = entry.quantity <= 1;
  return (
    <div
      role="group"
      aria-label={t('trip.web.line.quantity', { name: entry.vehicle.name })}
      aria-busy={busy}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexShrink: 0 })}
      data-testid={testId}
    >
      <button
        type="button"
        className={cx(iconButton, removes ? css({ color: 'danger.text' }) : undefined)}
        aria-label={removes ? t('trip.web.line.remove') : t('item.quantity.decrease')}
        disabled={busy}
        onClick={() => actor.send({ type: 'DECREMENT', cartId: entry.id, fromSearch })}
        data-testid={`${testId}-decrement`}
      >
        {removes ? <TrashIcon /> : <MinusIcon />}
      </button>
      <output
        aria-live="polite"
        className={css({
          minW: size === 'sm' ? '6' : '8',
          textAlign: 'center',
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
        })}
        data-testid={`${testId}-value`}
      >
        {entry.quantity}
      </output>
      <button
        type="button"
        className={iconButton}
        aria-label={t('item.quantity.increase')}
        disabled={busy}
        onClick={() => actor.send({ type: 'INCREMENT', cartId: entry.id, fromSearch })}
        data-testid={`${testId}-increment`}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

function LineRow({
  actor,
  entry,
  price,
  wide,
}: {
  actor: TripCartActor;
  entry: RentalCartEntry;
  price: RentalLinePrice | undefined;
  wide: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const rateText = useRateText();
  const vehicle = entry.vehicle;
  const types = offeredRentalTypes(vehicle);
  return (
    <li
      className={css({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '3',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
      data-testid="trip-line"
      data-vehicle-id={entry.vehicle_id}
      data-cart-id={entry.id}
    >
      <div
        className={css({
          w: wide ? '28' : '20',
          aspectRatio: '4 / 3',
          borderRadius: 'lg',
          overflow: 'hidden',
          bg: 'bg.subtle',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        {vehicle.thumbnail_full_url && (
          <img
            src={vehicle.thumbnail_full_url}
            alt=""
            loading="lazy"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
          <div className={css({ minW: 0 })}>
            <p
              className={css({ fontWeight: 'semibold', fontSize: 'sm', lineClamp: '2' })}
              data-testid="trip-line-name"
            >
              {vehicle.name}
            </p>
            {entry.provider?.name && (
              <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                {entry.provider.name}
              </p>
            )}
          </div>
          {price && (
            <p className={css({ textAlign: 'end', flexShrink: 0 })}>
              <strong
                className={css({ fontSize: 'sm', display: 'block' })}
                data-testid="trip-line-price"
              >
                {money(price.total)}
              </strong>
              {price.original > price.total && (
                <s className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                  {money(price.original)}
                </s>
              )}
            </p>
          )}
        </div>
        {wide && <SpecLine vehicle={vehicle as unknown as ApiVehicle} />}
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '2',
            flexWrap: 'wrap',
          })}
        >
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {price && <bdi>{rateText(price.type, price.rate)}</bdi>}
            {wide && types.length > 0 && (
              <span data-testid="trip-line-types">
                {' · '}
                {types
                  .map((type) =>
                    type === 'hourly' ? t('trip.web.trip.hourly') : t('trip.web.trip.distance'),
                  )
                  .join(' / ')}
              </span>
            )}
          </p>
          <TripStepper actor={actor} entry={entry} />
        </div>
      </div>
    </li>
  );
}

/** The trip cart's vehicles (rental-and-auth §2 'Rental cart item rows') with their steppers. */
export function TripCartLines({
  actor,
  entries,
  prices,
  wide = false,
}: {
  actor: TripCartActor;
  entries: readonly RentalCartEntry[];
  prices: readonly RentalLinePrice[] | undefined;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('trip.web.lines.label')}
      className={css({ listStyle: 'none' })}
      data-testid="trip-lines"
    >
      {entries.map((entry, i) => (
        <LineRow key={entry.id} actor={actor} entry={entry} price={prices?.[i]} wide={wide} />
      ))}
    </ul>
  );
}
