import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { RatingStars } from '../catalogue/Rating.js';
import { BookingBar, RentBlock } from './BookingBar.js';
import { ProviderDiscountNote } from './ProviderHeader.js';
import { useVehicleReviewPages, type ApiVehicleDetails } from './queries.js';
import { useRentVehicle } from './rent.js';
import { Reviews } from './Reviews.js';
import { hasTrip, parseTripQuery } from './search-query.js';
import {
  GalleryBadges,
  ProviderLine,
  ReadMore,
  VehicleGallery,
  VehicleSpecs,
} from './VehicleDetailParts.js';
import { VehicleHeart } from './VehicleHeart.js';
import { VehicleRates } from './VehicleParts.js';

const panel = css({
  p: { base: '4', md: '6' },
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});

const panelTitle = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' });

/**
 * `/rental/vehicle-details/{id}` (rental-and-auth §2): the image slider, the discount badge and
 * New Arrival tag, the provider, the name, rating and wishlist heart, the description (read more
 * above 70 characters), the hourly and distance prices, the rent block, the specifications, the
 * provider's discount, the reviews, and the booking bar once scrolled. Opened from a search
 * (`from=from_search`), the trip's type sets the price shown.
 */
export function VehicleDetailsPage({ vehicle }: { vehicle: ApiVehicleDetails }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const trip = parseTripQuery(params);
  const fromSearch = params.get('from') === 'from_search' && hasTrip(trip);
  const searched = params.has('trip_type') ? trip.tripType : null;
  const rent = useRentVehicle(vehicle, fromSearch ? trip : null);
  const reviews = useVehicleReviewPages(vehicle.id);
  const specsId = useId();
  const providerId = useId();

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', pb: '24' })}>
      <div
        className={css({
          display: 'grid',
          gap: { base: '5', md: '8' },
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        })}
      >
        <VehicleGallery vehicle={vehicle}>
          <GalleryBadges vehicle={vehicle} />
        </VehicleGallery>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
          {vehicle.provider && <ProviderLine provider={vehicle.provider} compact />}
          <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
            <h1
              className={css({
                flex: '1',
                fontSize: { base: '2xl', md: '3xl' },
                fontWeight: 'extrabold',
                lineHeight: '1.2',
              })}
              data-testid="vehicle-name"
            >
              {vehicle.name}
            </h1>
            <VehicleHeart vehicle={vehicle} size="md" />
          </div>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '3',
              color: 'fg.muted',
              fontSize: 'sm',
            })}
          >
            <RatingStars average={vehicle.avg_rating} count={vehicle.total_reviews} />
            {vehicle.model && <span>{vehicle.model}</span>}
            {vehicle.brand && <span>{vehicle.brand.name}</span>}
          </div>
          <ReadMore text={vehicle.description} />
          <VehicleRates vehicle={vehicle} searched={searched} />
          <div
            className={css({
              p: '4',
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'accent.muted',
              bg: 'bg.surface',
            })}
          >
            <RentBlock vehicle={vehicle} searched={searched} rent={rent} />
          </div>
        </div>
      </div>

      <section aria-labelledby={specsId} className={panel}>
        <h2 id={specsId} className={panelTitle}>
          {t('rentalPages.spec.title')}
        </h2>
        <VehicleSpecs vehicle={vehicle} withEngine />
      </section>

      {vehicle.provider && (
        <section aria-labelledby={providerId} className={panel}>
          <h2 id={providerId} className={panelTitle}>
            {t('rentalPages.details.provider')}
          </h2>
          <ProviderLine provider={vehicle.provider} />
          <ProviderDiscountNote discount={vehicle.provider.discount} />
        </section>
      )}

      <Reviews
        query={reviews}
        average={vehicle.avg_rating}
        count={vehicle.total_reviews}
        testId="vehicle-reviews"
      />

      <BookingBar vehicle={vehicle} searched={searched} rent={rent} />
    </div>
  );
}
