import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { MapPinIcon } from '../../ui/icons.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { OpenState } from '../catalogue/StoreCard.js';
import { CarIcon, EngineIcon, FuelIcon, GearIcon, SeatIcon, SnowflakeIcon } from './icons.js';
import { airConditionLabel, fuelLabel, transmissionLabel, vehicleTypeLabel } from './labels.js';
import type { ApiProviderBrief, ApiVehicle } from './queries.js';
import { providerPath } from './search-query.js';
import { NewArrivalTag, VehicleDiscountBadge } from './VehicleParts.js';
import { Slider } from './Slider.js';

/** Spec §9: a description longer than this is cut, with 'Read more'. */
export const READ_MORE_LIMIT = 70;

/**
 * The description (spec §2 'read-more toggle above 70 characters'): a longer one shows its first
 * 70 characters (cut at a word when one ends near) and 'Read more' / 'Read less'.
 */
export function ReadMore({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const long = trimmed.length > READ_MORE_LIMIT;
  let cut = trimmed.slice(0, READ_MORE_LIMIT);
  const space = cut.lastIndexOf(' ');
  if (space > READ_MORE_LIMIT - 15) cut = cut.slice(0, space);
  return (
    <div className={cx(css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.6' }), className)}>
      <p id={id} data-testid="vehicle-description">
        {long && !open ? `${cut.trimEnd()}…` : trimmed}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className={css({
            color: 'accent.text',
            fontWeight: 'semibold',
            cursor: 'pointer',
            _hover: { textDecoration: 'underline' },
          })}
          data-testid="read-more"
        >
          {open ? t('item.readLess') : t('item.readMore')}
        </button>
      )}
    </div>
  );
}

/** The vehicle's pictures (its thumbnail, then its images, each once). */
export function vehicleImages(vehicle: Pick<ApiVehicle, 'thumbnail_full_url' | 'images_full_url'>) {
  const all = [vehicle.thumbnail_full_url, ...vehicle.images_full_url].filter(
    (url): url is string => url != null && url !== '',
  );
  return [...new Set(all)];
}

/**
 * The image slider (spec §2: thumbnail plus images, autoplay 4 s, speed 800 ms), with a strip of
 * thumbnails that choose the slide when there are several.
 */
export function VehicleGallery({
  vehicle,
  children,
}: {
  vehicle: ApiVehicle;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const images = vehicleImages(vehicle);
  const [index, setIndex] = useState(0);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
      <div className={css({ position: 'relative' })}>
        {images.length === 0 ? (
          <div
            className={css({
              display: 'grid',
              placeItems: 'center',
              aspectRatio: '16 / 10',
              borderRadius: '2xl',
              bg: 'bg.subtle',
              color: 'fg.subtle',
              fontSize: '5xl',
            })}
          >
            <CarIcon />
          </div>
        ) : (
          <Slider
            count={images.length}
            index={index}
            onIndexChange={setIndex}
            dots={false}
            label={t('rentalPages.details.images', { name: vehicle.name })}
            testId="vehicle-gallery"
            className={css({ borderRadius: '2xl' })}
            renderSlide={(i) => (
              <img
                src={images[i]}
                alt={t('catalogue.gallery.image', { n: i + 1, total: images.length })}
                className={css({
                  display: 'block',
                  w: 'full',
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  borderRadius: '2xl',
                  bg: 'bg.subtle',
                })}
              />
            )}
          />
        )}
        {children}
      </div>
      {images.length > 1 && (
        <ul
          aria-label={t('rentalPages.details.thumbnails')}
          className={css({ display: 'flex', gap: '2', overflowX: 'auto', listStyle: 'none' })}
        >
          {images.map((url, i) => (
            <li key={url} className={css({ flexShrink: 0 })}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('catalogue.gallery.image', { n: i + 1, total: images.length })}
                aria-current={i === index ? 'true' : undefined}
                className={css({
                  display: 'block',
                  w: '20',
                  aspectRatio: '16 / 10',
                  borderRadius: 'lg',
                  overflow: 'hidden',
                  borderWidth: '2px',
                  borderColor: i === index ? 'accent.solid' : 'transparent',
                  cursor: 'pointer',
                })}
              >
                <img
                  src={url}
                  alt=""
                  loading="lazy"
                  className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SpecItem({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2.5',
        p: '3',
        borderRadius: 'lg',
        bg: 'bg.subtle',
        minW: 0,
      })}
    >
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '9',
          h: '9',
          borderRadius: 'md',
          bg: 'bg.surface',
          color: 'accent.text',
          flexShrink: 0,
        })}
      >
        {icon}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <dt className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</dt>
        <dd className={css({ fontWeight: 'semibold', fontSize: 'sm', overflowWrap: 'break-word' })}>
          <bdi>{value}</bdi>
        </dd>
      </div>
    </div>
  );
}

/** The specifications: seats, type, AC, transmission, fuel and, on the page, the engine. */
export function VehicleSpecs({
  vehicle,
  withEngine = false,
}: {
  vehicle: ApiVehicle;
  withEngine?: boolean;
}) {
  const { t } = useTranslation();
  const engine = [vehicle.engine_capacity, vehicle.engine_power]
    .filter((part): part is string => part != null && part.trim() !== '')
    .join(' · ');
  return (
    <dl
      className={css({
        display: 'grid',
        gap: '2',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
      })}
      data-testid="vehicle-specs"
    >
      <SpecItem
        icon={<SeatIcon />}
        label={t('rentalPages.spec.seats')}
        value={t('rentalPages.spec.seatsCount', { count: vehicle.seating_capacity })}
      />
      <SpecItem
        icon={<CarIcon />}
        label={t('rentalPages.spec.type')}
        value={vehicleTypeLabel(t, vehicle.type)}
      />
      <SpecItem
        icon={<SnowflakeIcon />}
        label={t('rentalPages.spec.airCondition')}
        value={airConditionLabel(t, vehicle.air_condition)}
      />
      <SpecItem
        icon={<GearIcon />}
        label={t('rentalPages.spec.transmission')}
        value={transmissionLabel(t, vehicle.transmission_type)}
      />
      <SpecItem
        icon={<FuelIcon />}
        label={t('rentalPages.spec.fuel')}
        value={fuelLabel(t, vehicle.fuel_type)}
      />
      {withEngine && engine !== '' && (
        <SpecItem icon={<EngineIcon />} label={t('rentalPages.spec.engine')} value={engine} />
      )}
    </dl>
  );
}

/** The provider of a vehicle: logo, name (its page), rating, address and open state. */
export function ProviderLine({
  provider,
  compact = false,
}: {
  provider: ApiProviderBrief;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })}
      data-testid="vehicle-provider"
    >
      <img
        src={provider.logo_full_url ?? undefined}
        alt=""
        className={css({
          w: compact ? '10' : '12',
          h: compact ? '10' : '12',
          borderRadius: 'lg',
          objectFit: 'cover',
          bg: 'bg.subtle',
          borderWidth: '1px',
          borderColor: 'border.default',
          flexShrink: 0,
        })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })}>
          <Link
            to={providerPath(provider)}
            className={css({
              fontWeight: 'semibold',
              fontSize: 'sm',
              truncate: true,
              _hover: { color: 'accent.text', textDecoration: 'underline' },
            })}
            aria-label={t('rentalPages.details.providerLink', { name: provider.name })}
          >
            {provider.name}
          </Link>
          {!compact && (
            <OpenState
              open={provider.open === 1}
              className={css({ whiteSpace: 'nowrap', flexShrink: 0 })}
            />
          )}
        </div>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'xs',
            color: 'fg.muted',
            minW: 0,
          })}
        >
          <RatingBadge average={provider.avg_rating} count={provider.rating_count ?? null} />
          {!compact && (
            <span
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', minW: 0 })}
            >
              <MapPinIcon className={css({ flexShrink: 0 })} />
              <bdi className={css({ truncate: true })}>{provider.address}</bdi>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/** The badges over the gallery: the discount and New Arrival. */
export function GalleryBadges({ vehicle }: { vehicle: ApiVehicle }) {
  return (
    <div
      className={css({
        position: 'absolute',
        top: '3',
        insetInlineStart: '3',
        display: 'flex',
        gap: '2',
        zIndex: 'raised',
        pointerEvents: 'none',
      })}
    >
      <VehicleDiscountBadge vehicle={vehicle} />
      <NewArrivalTag vehicle={vehicle} />
    </div>
  );
}

/** A link-styled button to the vehicle's full page (the quick view). */
export function FullDetailsLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={button({ variant: 'outline' })} data-testid="vehicle-full-details">
      {t('rentalPages.card.viewDetails')}
    </Link>
  );
}
