import type { CatalogueItem, CatalogueStore } from '@storefront/core/api/catalogue';
import type { ModuleType } from '@storefront/core/domain/session';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useArrivedData } from '../../lib/useArrivedData.js';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { ItemCard } from './ItemCard.js';
import { cardGrid, EmptyState, LoadError, LoadMore, storeGrid } from './Section.js';
import { ItemCardSkeleton, LoadingRegion, StoreCardSkeleton } from './Skeleton.js';
import { StoreCard } from './StoreCard.js';

type Paged<P> = UseInfiniteQueryResult<InfiniteData<P>>;

/** Two fluid columns on phones; fixed 230px cards from 640px up. */
function usePhoneGrid(): boolean {
  return useMediaQuery('(max-width: 639px)');
}

/** Items of a paged query as a grid of cards, with skeletons, an empty state and 'Load more'. */
export function PagedItems({
  query,
  moduleType,
  emptyText,
  label,
}: {
  query: Paged<{ products: CatalogueItem[] }>;
  moduleType: ModuleType | null;
  emptyText: string;
  label: string;
}) {
  const { t } = useTranslation();
  const phone = usePhoneGrid();
  const data = useArrivedData(query.data);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (data === undefined) {
    return (
      <LoadingRegion label={t('catalogue.loading.list', { label })} className={cardGrid}>
        {Array.from({ length: 8 }, (_, i) => (
          <ItemCardSkeleton key={i} fluid={phone} />
        ))}
      </LoadingRegion>
    );
  }
  const items = data.pages.flatMap((p) => p.products);
  if (items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul className={cardGrid} aria-label={label} data-testid="item-grid">
        {items.map((item) => (
          <li key={item.id} className={css({ display: 'flex' })}>
            <ItemCard item={item} moduleType={moduleType} fluid={phone} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
      />
    </div>
  );
}

/** Stores of a paged query as a grid of cards. */
export function PagedStores({
  query,
  emptyText,
  label,
}: {
  query: Paged<{ stores: CatalogueStore[] }>;
  emptyText: string;
  label: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <StoreGridSkeleton label={t('catalogue.loading.list', { label })} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const stores = query.data.pages.flatMap((p) => p.stores);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <StoreGrid stores={stores} emptyText={emptyText} label={label} />
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={() => void query.fetchNextPage()}
      />
    </div>
  );
}

export function StoreGridSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className={storeGrid}>
      {Array.from({ length: 6 }, (_, i) => (
        <StoreCardSkeleton key={i} fluid />
      ))}
    </LoadingRegion>
  );
}

export function StoreGrid({
  stores,
  emptyText,
  label,
}: {
  stores: CatalogueStore[];
  emptyText: string;
  label: string;
}) {
  if (stores.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ul className={storeGrid} aria-label={label} data-testid="store-grid">
      {stores.map((store) => (
        <li key={store.id} className={css({ display: 'flex' })}>
          <StoreCard store={store} fluid />
        </li>
      ))}
    </ul>
  );
}
