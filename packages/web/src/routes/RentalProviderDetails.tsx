import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { usePageTitle } from '../app/usePageTitle.js';
import { NotFoundNote, Page, pageTitle } from '../features/catalogue/Page.js';
import { EmptyState, LoadError, LoadMore } from '../features/catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../features/catalogue/Skeleton.js';
import { ProviderCard, ProviderCardSkeleton } from '../features/rental/ProviderCard.js';
import { ProviderPage } from '../features/rental/ProviderPage.js';
import { useProviderDetails, useProviderPages } from '../features/rental/queries.js';

const providerGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
});

/** `/rental/provider-details/{id}` (rental-and-auth §2): a provider by id or slug. */
export default function RentalProviderDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const details = useProviderDetails(id);
  const provider = details.data;
  usePageTitle(provider?.name);

  return (
    <Page testId="provider-page">
      {details.isPending && (
        <LoadingRegion label={t('rentalPages.provider.loading')}>
          <Skeleton className={css({ h: { base: '72', md: '96' }, borderRadius: '2xl' })} />
        </LoadingRegion>
      )}
      {details.isError &&
        (isApiError(details.error) && details.error.status === 404 ? (
          <NotFoundNote
            title={t('rentalPages.provider.notFound')}
            text={t('rentalPages.provider.notFoundText')}
          />
        ) : (
          <LoadError error={details.error} onRetry={() => void details.refetch()} />
        ))}
      {provider && <ProviderPage key={provider.id} provider={provider} />}
    </Page>
  );
}

/** `/rental/provider-details`: every provider of the zones, most trips first, page by page. */
export function RentalProviders() {
  const { t } = useTranslation();
  const query = useProviderPages();
  const title = t('rentalPages.home.providers');
  usePageTitle(title);
  const providers = query.data?.pages.flatMap((p) => p.stores) ?? [];
  return (
    <Page testId="providers-page">
      <h1 className={pageTitle}>{title}</h1>
      {query.isPending ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={providerGrid}
        >
          {Array.from({ length: 6 }, (_, i) => (
            <ProviderCardSkeleton key={i} fluid />
          ))}
        </LoadingRegion>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : providers.length === 0 ? (
        <EmptyState title={t('catalogue.stores.empty', { noun: t('common.providers') })} />
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <ul className={providerGrid} aria-label={title} data-testid="provider-grid">
            {providers.map((provider) => (
              <li key={provider.id} className={css({ display: 'flex' })}>
                <ProviderCard provider={provider} fluid />
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={() => void query.fetchNextPage()}
          />
        </div>
      )}
    </Page>
  );
}
