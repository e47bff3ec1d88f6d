import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { usePageTitle } from '../app/usePageTitle.js';
import { NotFoundNote, Page } from '../features/catalogue/Page.js';
import { LoadError } from '../features/catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../features/catalogue/Skeleton.js';
import { useVehicleDetails } from '../features/rental/queries.js';
import { VehicleDetailsPage } from '../features/rental/VehicleDetailsPage.js';

/**
 * `/rental/vehicle-details/{id}` (rental-and-auth §2): a vehicle by id or slug; the query's
 * `from=from_search` and the trip come from the search it was opened from.
 */
export default function RentalVehicleDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const details = useVehicleDetails(id);
  const vehicle = details.data;
  usePageTitle(vehicle?.name);

  return (
    <Page testId="vehicle-details-page">
      {details.isPending && (
        <LoadingRegion
          label={t('catalogue.loading.item', { name: id })}
          className={css({
            display: 'grid',
            gap: { base: '5', md: '8' },
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          })}
        >
          <Skeleton className={css({ aspectRatio: '16 / 10', borderRadius: '2xl' })} />
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Skeleton className={css({ h: '10', w: '50%' })} />
            <Skeleton className={css({ h: '9', w: '80%' })} />
            <Skeleton className={css({ h: '5', w: '40%' })} />
            <Skeleton className={css({ h: '12', w: 'full' })} />
            <Skeleton className={css({ h: '20', w: 'full' })} />
            <Skeleton className={css({ h: '20', w: 'full' })} />
          </div>
        </LoadingRegion>
      )}
      {details.isError &&
        (isApiError(details.error) && details.error.status === 404 ? (
          <NotFoundNote
            title={t('rentalPages.details.notFound')}
            text={t('rentalPages.details.notFoundText')}
          />
        ) : (
          <LoadError error={details.error} onRetry={() => void details.refetch()} />
        ))}
      {vehicle && <VehicleDetailsPage key={vehicle.id} vehicle={vehicle} />}
    </Page>
  );
}
