import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { RatingBadge } from '../catalogue/Rating.js';
import {
  QuickViewFrame,
  type QuickViewDialogProps,
  type QuickViewLook,
} from '../item/QuickViewFrame.js';
import { RentBlock } from './BookingBar.js';
import { useVehicleDetails } from './queries.js';
import { useRentVehicle } from './rent.js';
import { hasTrip, parseTripQuery, vehiclePath } from './search-query.js';
import {
  FullDetailsLink,
  GalleryBadges,
  ProviderLine,
  ReadMore,
  VehicleGallery,
  VehicleSpecs,
} from './VehicleDetailParts.js';
import { VehicleHeart } from './VehicleHeart.js';
import { VehicleRates } from './VehicleParts.js';
import type { VehicleQuickViewRequest } from './quick-view-request.js';

const look: QuickViewLook = {
  testId: 'vehicle-quick-view-dialog',
  contentClassName: css({ maxW: { sm: 'min(980px, 94vw)' } }),
  bodyClassName: css({ py: { base: '0', sm: '6' }, pb: '6' }),
  skeleton: {
    columns: css({ gridTemplateColumns: { base: '1fr', md: '6fr 5fr' } }),
    media: css({ aspectRatio: '16 / 10', w: 'full', borderRadius: '2xl' }),
    lines: [
      css({ h: '10', w: '60%' }),
      css({ h: '7', w: '80%' }),
      css({ h: '12', w: 'full' }),
      css({ h: '16', w: 'full' }),
      css({ h: '24', w: 'full' }),
    ],
  },
};

/**
 * The vehicle quick view (rental-and-auth §2 'Vehicle quick-view modal'): the image slider,
 * discount badge and New Arrival tag, the provider, the name, the description (read more above
 * 70 characters), seats, type, AC, transmission and fuel, the hourly and distance prices, the
 * wishlist heart and the rent block; a link to the vehicle's page. An Ark dialog labelled by
 * the vehicle's name.
 */
export default function VehicleQuickViewDialog({
  request,
  ...dialog
}: QuickViewDialogProps<VehicleQuickViewRequest>) {
  const titleId = useId();
  const details = useVehicleDetails(request.slug || String(request.id));
  const vehicle = details.data;
  const trip = request.trip ? parseTripQuery(request.trip) : null;
  const searched = request.trip?.has('trip_type') ? (trip?.tripType ?? null) : null;
  const rent = useRentVehicle(vehicle ?? null, trip && hasTrip(trip) ? trip : null);

  return (
    <QuickViewFrame {...dialog} titleId={titleId} name={request.name} look={look} details={details}>
      {vehicle ? (
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: {
              base: 'minmax(0, 1fr)',
              md: 'minmax(0, 6fr) minmax(0, 5fr)',
            },
            alignItems: 'start',
          })}
        >
          <VehicleGallery vehicle={vehicle}>
            <GalleryBadges vehicle={vehicle} />
          </VehicleGallery>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
            {vehicle.provider && <ProviderLine provider={vehicle.provider} compact />}
            <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
              <h2
                id={titleId}
                className={css({
                  flex: '1',
                  fontSize: { base: 'xl', md: '2xl' },
                  fontWeight: 'extrabold',
                  lineHeight: '1.2',
                })}
              >
                {vehicle.name}
              </h2>
              <VehicleHeart vehicle={vehicle} size="md" />
            </div>
            <RatingBadge average={vehicle.avg_rating} count={vehicle.total_reviews} />
            <ReadMore text={vehicle.description} />
            <VehicleSpecs vehicle={vehicle} />
            <VehicleRates vehicle={vehicle} searched={searched} />
            <RentBlock vehicle={vehicle} searched={searched} rent={rent} />
            <FullDetailsLink to={vehiclePath(vehicle, request.trip)} />
          </div>
        </div>
      ) : null}
    </QuickViewFrame>
  );
}
