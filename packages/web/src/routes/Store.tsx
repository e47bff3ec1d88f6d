import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useModules } from '../app/queries.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { css } from '../../styled-system/css';
import { NotFoundNote, Page, positiveId } from '../features/catalogue/Page.js';
import { useStoreDetails } from '../features/catalogue/queries.js';
import { LoadError } from '../features/catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../features/catalogue/Skeleton.js';
import { StorePage } from '../features/store/StorePage.js';

/**
 * `/store/[id]`: the path id is the store's slug or id; the query carries `id`, `module_id`,
 * `lat`, `lng` and `store_zone_id` (a shared link works without a stored zone: the page uses
 * the store's zone and module).
 */
export default function Store() {
  const { t } = useTranslation();
  const { id: pathId = '' } = useParams();
  const [params] = useSearchParams();
  const queryId = positiveId(params.get('id'));
  const moduleId = positiveId(params.get('module_id'));
  const zoneId = positiveId(params.get('store_zone_id'));
  const details = useStoreDetails(queryId != null ? String(queryId) : pathId);
  const store = details.data;
  const scope = {
    moduleId: moduleId ?? store?.module_id ?? null,
    zoneId: zoneId ?? null,
  };
  const modules = useModules();
  const moduleType = modules.data?.find((m) => m.id === scope.moduleId)?.module_type ?? null;
  usePageTitle(store?.name);

  return (
    <Page testId="store-page">
      {details.isPending && (
        <LoadingRegion label={t('store.loading')}>
          <Skeleton className={css({ h: { base: '64', md: '80' }, borderRadius: '2xl' })} />
        </LoadingRegion>
      )}
      {details.isError &&
        (isApiError(details.error) && details.error.status === 404 ? (
          <NotFoundNote title={t('store.notFound.title')} text={t('store.notFound.text')} />
        ) : (
          <LoadError error={details.error} onRetry={() => void details.refetch()} />
        ))}
      {store && <StorePage key={store.id} store={store} scope={scope} moduleType={moduleType} />}
    </Page>
  );
}
