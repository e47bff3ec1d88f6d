import { isApiError } from '@storefront/core/api/errors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { storePageTarget } from '@storefront/core/domain/store-link';
import { modulesQuery } from '../app/queries.js';
import { useSession } from '../app/session.js';
import { useArrivedData } from '../lib/useArrivedData.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { NotFoundNote, Page, positiveId } from '../features/catalogue/Page.js';
import { useStoreDetails } from '../features/catalogue/queries.js';
import { LoadError } from '../features/catalogue/Section.js';
import { LoadingRegion } from '../features/catalogue/Skeleton.js';
import { providerPath } from '../features/rental/search-query.js';
import { StorePage } from '../features/store/StorePage.js';
import { StoreHeaderSkeleton } from '../features/store/StoreHeaderSkeleton.js';
import { pagePicture } from '../app/page-picture.js';

/**
 * `/store/[id]`: the path id is the store's slug or id; the query carries `id`, `module_id`,
 * `module_type`, `lat`, `lng` and `store_zone_id` (a shared link works without a stored zone:
 * the page uses the store's zone and module). A store of the rental module is a provider: its
 * page is `/rental/provider-details/{id}`, where the link goes instead (replacing this entry),
 * as soon as the query's `module_type` or the store's module says so.
 */
export default function Store() {
  const { t } = useTranslation();
  const { id: pathId = '' } = useParams();
  const [params] = useSearchParams();
  const target = storePageTarget(pathId, params);
  const moduleId = positiveId(params.get('module_id'));
  const zoneId = positiveId(params.get('store_zone_id'));
  const rentalLink = target?.rental ?? false;
  const idOrSlug = target?.idOrSlug ?? pathId;
  const details = useStoreDetails(rentalLink ? '' : idOrSlug);
  const store = details.data;
  // The store's page renders when its details first arrive in a transition, in slices the
  // browser can interleave with input and painting (useArrivedData): an answer reaches React
  // through the query's store, which React renders at once, in one long task (48-64 ms here,
  // issue 9). Until then, the skeleton.
  const shown = useArrivedData(store);
  const scope = {
    moduleId: moduleId ?? store?.module_id ?? null,
    zoneId: zoneId ?? null,
  };
  // A location chosen on this page (a shared link, issue 15) reloads the zone's modules: the
  // previous list keeps the store's module type meanwhile, so the page and its quick view (with
  // an add to cart waiting for that location) are not torn down.
  const { zoneId: sessionZones, language } = useSession();
  const modules = useQuery({
    ...modulesQuery(sessionZones, language),
    placeholderData: keepPreviousData,
  });
  const moduleType = modules.data?.find((m) => m.id === scope.moduleId)?.module_type ?? null;
  // The store's items wait for its module's type (a provider has none to show).
  const typeKnown = moduleType != null || !modules.isPending;
  usePageTitle(store?.name);
  // The cover the server named in the page's HTML, shown where the shell showed it (issue 9).
  const picture = pagePicture();

  if (rentalLink || (store && moduleType === 'rental')) {
    const target = store ? providerPath(store) : providerPath({ id: 0, slug: idOrSlug });
    return <Navigate to={target} replace />;
  }

  return (
    <Page testId="store-page">
      {(details.isPending || (store && !shown) || (shown && !typeKnown)) && (
        <LoadingRegion label={t('store.loading')}>
          <StoreHeaderSkeleton picture={picture ? { src: picture } : undefined} />
        </LoadingRegion>
      )}
      {details.isError &&
        (isApiError(details.error) && details.error.status === 404 ? (
          <NotFoundNote title={t('store.notFound.title')} text={t('store.notFound.text')} />
        ) : (
          <LoadError error={details.error} onRetry={() => void details.refetch()} />
        ))}
      {shown && typeKnown && (
        <StorePage key={shown.id} store={shown} scope={scope} moduleType={moduleType} />
      )}
    </Page>
  );
}
