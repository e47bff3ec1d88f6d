import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, dialog, note } from '../../../styled-system/recipes';
import { AlertIcon, CloseIcon } from '../../ui/icons.js';
import { RatingBadge } from '../catalogue/Rating.js';
import { Skeleton } from '../catalogue/Skeleton.js';
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

function LoadingBody({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('catalogue.loading.item', { name })}
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', md: '6fr 5fr' },
      })}
    >
      <Skeleton className={css({ aspectRatio: '16 / 10', w: 'full', borderRadius: '2xl' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton className={css({ h: '10', w: '60%' })} />
        <Skeleton className={css({ h: '7', w: '80%' })} />
        <Skeleton className={css({ h: '12', w: 'full' })} />
        <Skeleton className={css({ h: '16', w: 'full' })} />
        <Skeleton className={css({ h: '24', w: 'full' })} />
      </div>
    </div>
  );
}

/**
 * The vehicle quick view (rental-and-auth §2 'Vehicle quick-view modal'): the image slider,
 * discount badge and New Arrival tag, the provider, the name, the description (read more above
 * 70 characters), seats, type, AC, transmission and fuel, the hourly and distance prices, the
 * wishlist heart and the rent block; a link to the vehicle's page. An Ark dialog labelled by
 * the vehicle's name.
 */
export default function VehicleQuickViewDialog({
  request,
  open,
  onOpenChange,
  onExited,
}: {
  request: VehicleQuickViewRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const details = useVehicleDetails(request.slug || String(request.id));
  const vehicle = details.data;
  const trip = request.trip ? parseTripQuery(request.trip) : null;
  const searched = request.trip?.has('trip_type') ? (trip?.tripType ?? null) : null;
  const rent = useRentVehicle(vehicle ?? null, trip && hasTrip(trip) ? trip : null);
  const classes = dialog({ size: 'lg' });

  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      onExitComplete={onExited}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content
            className={cx(
              classes.content,
              css({ maxW: { sm: 'min(980px, 94vw)' }, isolation: 'isolate' }),
            )}
            aria-labelledby={titleId}
            data-testid="vehicle-quick-view-dialog"
          >
            <div
              className={css({
                overflowY: 'auto',
                flex: '1',
                ps: { base: '4', sm: '6' },
                pe: { base: '4', sm: '14' },
                mt: { base: '12', sm: '0' },
                py: { base: '0', sm: '6' },
                pb: '6',
              })}
            >
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
                  <div
                    className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}
                  >
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
              ) : details.isError ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                  <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                    {request.name}
                  </h2>
                  <p className={note({ tone: 'error' })} role="alert">
                    <AlertIcon />
                    {details.error.message}
                  </p>
                  <button
                    type="button"
                    className={cx(button({ variant: 'outline' }), css({ alignSelf: 'start' }))}
                    onClick={() => void details.refetch()}
                  >
                    {t('common.action.tryAgain')}
                  </button>
                </div>
              ) : (
                <>
                  <h2 id={titleId} className={css({ srOnly: true })}>
                    {request.name}
                  </h2>
                  <LoadingBody name={request.name} />
                </>
              )}
            </div>
            <ArkDialog.CloseTrigger
              className={cx(
                classes.closeTrigger,
                button({ variant: 'outline', size: 'iconSm' }),
                css({ borderRadius: 'full', zIndex: 'raised' }),
              )}
              aria-label={t('common.action.close')}
            >
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
