import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/usePageTitle.js';
import { Page } from '../features/catalogue/Page.js';
import { VehicleSearchPage } from '../features/rental/VehicleSearchPage.js';

/**
 * `/rental/vehicle-search` (rental-and-auth §2; query `categoryId` or `all_category=1`, the
 * filters, the order, the view and the trip of the search bar): the rental module's vehicles.
 */
export default function RentalVehicleSearch() {
  const { t } = useTranslation();
  usePageTitle(t('rentalPages.searchPage.title'));
  return (
    <Page testId="vehicle-search-page">
      <VehicleSearchPage />
    </Page>
  );
}
