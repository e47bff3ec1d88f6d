import type { RentalType } from '@storefront/core/domain/rental';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CardPicture, CardQuickViewButton, cardFrame } from '../catalogue/CardPicture.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { CardSkeleton, Skeleton } from '../catalogue/Skeleton.js';
import type { ApiVehicle } from './queries.js';
import { vehiclePath } from './search-query.js';
import { VehicleHeart } from './VehicleHeart.js';
import {
  NewArrivalTag,
  SpecLine,
  VehicleDiscountBadge,
  VehiclePrice,
  VehicleRates,
} from './VehicleParts.js';
import { useVehicleQuickView } from './VehicleQuickView.js';

/** The grid of compact cards: as many columns of at least 240px as fit. */
export const vehicleGrid = css({
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
});

/** The compact card's width in rows (a grid cell fills its column). */
export const VEHICLE_CARD_WIDTH = '260px';

interface CardProps {
  vehicle: ApiVehicle;
  /** The searched trip type (the price shown is its rate when offered). */
  searched?: RentalType | null;
  /** The search's query: the vehicle's page keeps its trip (`from=from_search`). */
  trip?: URLSearchParams | null;
  /** Fill the grid cell instead of the fixed width. */
  fluid?: boolean;
}

function useOpen(vehicle: ApiVehicle, trip: URLSearchParams | null | undefined) {
  const quickView = useVehicleQuickView();
  if (quickView == null) return null;
  return () =>
    quickView.open({ id: vehicle.id, slug: vehicle.slug, name: vehicle.name, trip: trip ?? null });
}

/** The image with its badges, the heart and the quick view button. */
function VehicleImage({
  vehicle,
  onOpen,
  className,
}: {
  vehicle: ApiVehicle;
  onOpen: (() => void) | null;
  className?: string;
}) {
  return (
    <CardPicture
      src={vehicle.thumbnail_full_url ?? vehicle.images_full_url[0]}
      alt={vehicle.name}
      width={400}
      height={240}
      className={cx(css({ overflow: 'hidden', flexShrink: 0 }), className)}
      raised
      top={
        <>
          <VehicleDiscountBadge vehicle={vehicle} />
          <VehicleHeart
            vehicle={vehicle}
            onImage
            className={css({ ms: 'auto', pointerEvents: 'auto' })}
          />
        </>
      }
    >
      {vehicle.new_tag === 1 && (
        <div
          className={css({
            position: 'absolute',
            bottom: '2',
            insetInlineStart: '2',
            pointerEvents: 'none',
          })}
        >
          <NewArrivalTag vehicle={vehicle} />
        </div>
      )}
      {onOpen && (
        <CardQuickViewButton
          name={vehicle.name}
          onOpen={onOpen}
          testId="vehicle-quick-view"
          iconOnly
        />
      )}
    </CardPicture>
  );
}

/** The vehicle's name as the link to its page; the whole card is its target. */
function NameLink({ vehicle, trip }: { vehicle: ApiVehicle; trip?: URLSearchParams | null }) {
  return (
    <Link
      to={vehiclePath(vehicle, trip)}
      className={css({
        lineClamp: '2',
        _hover: { color: 'accent.text' },
        _after: { content: '""', position: 'absolute', inset: '0' },
      })}
      data-testid="vehicle-card-link"
    >
      {vehicle.name}
    </Link>
  );
}

const vehicleFrame = css.raw(cardFrame, { isolation: 'isolate', transition: 'border-color 150ms' });

/**
 * The compact vehicle card (rental-and-auth §2): image with the discount badge, New Arrival tag,
 * heart and quick view; provider, name, rating, seats, AC, transmission and fuel, and the price.
 * Clicking the card opens the vehicle's page.
 */
export function VehicleCard({ vehicle, searched, trip, fluid = false }: CardProps) {
  const onOpen = useOpen(vehicle, trip);
  return (
    <article
      className={cx(
        css(vehicleFrame, { flexDirection: 'column', flexShrink: 0 }),
        fluid ? css({ w: 'full', minW: 0 }) : css({ w: VEHICLE_CARD_WIDTH }),
      )}
      aria-label={vehicle.name}
      data-testid="vehicle-card"
      data-vehicle-id={vehicle.id}
    >
      <VehicleImage vehicle={vehicle} onOpen={onOpen} className={css({ aspectRatio: '16 / 10' })} />
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '3', flex: '1' })}
      >
        <p
          className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}
          data-testid="vehicle-card-provider"
        >
          {vehicle.provider?.name}
        </p>
        <h3
          className={css({
            fontWeight: 'semibold',
            fontSize: 'sm',
            lineHeight: '1.35',
            minH: '2lh',
          })}
        >
          <NameLink vehicle={vehicle} trip={trip} />
        </h3>
        <RatingBadge average={vehicle.avg_rating} count={vehicle.total_reviews} />
        <SpecLine vehicle={vehicle} />
        <div className={css({ mt: 'auto', pt: '1' })}>
          <VehiclePrice vehicle={vehicle} searched={searched} />
        </div>
      </div>
    </article>
  );
}

/** The wide row of a vehicle (the search's list view): the card's facts side by side. */
export function VehicleRow({ vehicle, searched, trip }: Omit<CardProps, 'fluid'>) {
  const { t } = useTranslation();
  const onOpen = useOpen(vehicle, trip);
  return (
    <article
      className={css(vehicleFrame, {
        flexDirection: { base: 'column', sm: 'row' },
        w: 'full',
        minW: 0,
      })}
      aria-label={vehicle.name}
      data-testid="vehicle-row"
      data-vehicle-id={vehicle.id}
    >
      <VehicleImage
        vehicle={vehicle}
        onOpen={onOpen}
        className={css({
          w: { base: 'full', sm: '64' },
          aspectRatio: { base: '16 / 10', sm: 'auto' },
          minH: { sm: '44' },
        })}
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          gap: '4',
          p: '4',
          flex: '1',
          minW: 0,
          alignItems: 'center',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
          <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
            {vehicle.provider?.name}
          </p>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'md', lineHeight: '1.35' })}>
            <NameLink vehicle={vehicle} trip={trip} />
          </h3>
          <RatingBadge average={vehicle.avg_rating} count={vehicle.total_reviews} />
          <SpecLine vehicle={vehicle} className={css({ fontSize: 'sm' })} />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <VehicleRates vehicle={vehicle} searched={searched} compact />
          <span
            aria-hidden="true"
            className={cx(
              button({ variant: 'subtle', size: 'sm' }),
              css({ alignSelf: { base: 'stretch', md: 'end' } }),
            )}
          >
            {t('rentalPages.card.viewDetails')}
          </span>
        </div>
      </div>
    </article>
  );
}

/** The shape of a compact card while it loads. */
export function VehicleCardSkeleton({ fluid = false }: { fluid?: boolean }) {
  return (
    <CardSkeleton
      fluid={fluid}
      widthClassName={css({ w: VEHICLE_CARD_WIDTH })}
      mediaClassName={css({ aspectRatio: '16 / 10' })}
    >
      <Skeleton className={css({ h: '3', w: '40%' })} />
      <Skeleton className={css({ h: '4', w: '85%' })} />
      <Skeleton className={css({ h: '4', w: '55%' })} />
      <Skeleton className={css({ h: '3', w: '90%' })} />
      <Skeleton className={css({ h: '10', w: '50%' })} />
    </CardSkeleton>
  );
}

/** The shape of a wide row while it loads. */
export function VehicleRowSkeleton() {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
        overflow: 'hidden',
      })}
    >
      <Skeleton
        className={css({
          w: { base: 'full', sm: '64' },
          aspectRatio: { base: '16 / 10', sm: 'auto' },
          minH: { sm: '44' },
          borderRadius: '0',
        })}
      />
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', flex: '1' })}
      >
        <Skeleton className={css({ h: '3', w: '30%' })} />
        <Skeleton className={css({ h: '5', w: '60%' })} />
        <Skeleton className={css({ h: '4', w: '20%' })} />
        <Skeleton className={css({ h: '14', w: 'full' })} />
      </div>
    </div>
  );
}
