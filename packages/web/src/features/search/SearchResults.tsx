import { Tabs } from '@ark-ui/react/tabs';
import type { ModuleType } from '@storefront/core/domain/session';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { CategoryCard } from '../catalogue/CategoryCard.js';
import { categorySearchPath } from '../catalogue/links.js';
import { PagedItems, PagedStores, StoreGrid, StoreGridSkeleton } from '../catalogue/PagedLists.js';
import {
  useAllStores,
  useCategories,
  useCategoryItemPages,
  useStoreSearchPages,
} from '../catalogue/queries.js';
import { LoadError } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import type { SearchRequest } from './query.js';
import {
  readFilters,
  writeFilters,
  type ItemFilters,
} from '@storefront/core/domain/search-filters';
import { useSearchParams } from 'react-router-dom';
import { useConfig } from '../../app/queries.js';
import { FilterBar } from './FilterBar.js';
import { useFilteredItemSearch } from './queries.js';
import { tabTrigger } from '../../ui/tabs.js';
import { SearchCategories } from '../v1more/SearchCategories.js';

const tabList = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  mb: '5',
  position: 'relative',
});
const countBadge = css({
  ms: '2',
  px: '1.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
});

function ResultTabs({
  items,
  stores,
  itemCount,
  storeCount,
}: {
  items: ReactNode;
  stores: ReactNode;
  itemCount: number | null;
  storeCount: number | null;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('items');
  return (
    <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} lazyMount>
      <Tabs.List className={tabList} aria-label={t('catalogue.search.tabs')}>
        <Tabs.Trigger value="items" className={tabTrigger} data-testid="search-tab-items">
          {t('catalogue.search.items')}
          {itemCount != null && <span className={countBadge}>{itemCount}</span>}
        </Tabs.Trigger>
        <Tabs.Trigger value="stores" className={tabTrigger} data-testid="search-tab-stores">
          {t('catalogue.search.stores')}
          {storeCount != null && <span className={countBadge}>{storeCount}</span>}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="items">{items}</Tabs.Content>
      <Tabs.Content value="stores">{stores}</Tabs.Content>
    </Tabs.Root>
  );
}

const heading = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'extrabold' });

function TextResults({ text, moduleType }: { text: string; moduleType: ModuleType | null }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const vegAllowed = config?.toggle_veg_non_veg === true && moduleType === 'food';
  // The filters live in the URL query (shareable; the back button undoes a change).
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, vegAllowed);
  const setFilters = (next: ItemFilters) =>
    setParams(writeFilters(new URLSearchParams(params), next));
  const items = useFilteredItemSearch(text, filters);
  const stores = useStoreSearchPages(text);
  const empty = t('catalogue.search.empty');
  const itemCount = items.data?.pages[0]?.total_size ?? null;
  const storeCount = stores.data?.pages[0]?.total_size ?? null;
  return (
    <section aria-labelledby="search-title" data-testid="search-results">
      <h1 id="search-title" className={cx(heading, css({ mb: '1' }))}>
        {t('search.resultsFor', { text })}
      </h1>
      <p className={css({ color: 'fg.muted', mb: '4' })} data-testid="search-count">
        {itemCount != null && storeCount != null
          ? t('search.resultCount', { count: itemCount + storeCount })
          : '\u00a0'}
      </p>
      <SearchCategories text={text} />
      <ResultTabs
        itemCount={itemCount}
        storeCount={storeCount}
        items={
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <FilterBar filters={filters} vegAllowed={vegAllowed} onChange={setFilters} />
            <PagedItems
              query={items}
              moduleType={moduleType}
              emptyText={empty}
              label={t('catalogue.search.items')}
            />
          </div>
        }
        stores={
          <PagedStores query={stores} emptyText={empty} label={t('catalogue.search.stores')} />
        }
      />
    </section>
  );
}

function CategoryResults({
  id,
  moduleId,
  name,
  moduleType,
}: {
  id: number;
  moduleId: number | null;
  name: string;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation();
  const scope = moduleId != null ? { moduleId } : undefined;
  const items = useCategoryItemPages(id, scope);
  const stores = useAllStores();
  const categories = useCategories(scope);
  const known = categories.data?.flatMap((c) => [c, ...c.childes]).find((c) => c.id === id)?.name;
  const title = name !== '' ? name : (known ?? '');
  const empty = t('catalogue.search.empty');
  const selling = stores.data?.filter((s) => s.category_ids.includes(id)) ?? [];
  return (
    <section aria-labelledby="search-title" data-testid="search-results">
      <h1 id="search-title" className={cx(heading, css({ mb: '4' }))}>
        {title}
      </h1>
      <ResultTabs
        itemCount={items.data?.pages[0]?.total_size ?? null}
        storeCount={stores.data ? selling.length : null}
        items={
          <PagedItems
            query={items}
            moduleType={moduleType}
            emptyText={empty}
            label={t('catalogue.search.items')}
          />
        }
        stores={
          stores.isPending ? (
            <StoreGridSkeleton label={t('catalogue.search.stores')} />
          ) : stores.isError ? (
            <LoadError error={stores.error} onRetry={() => void stores.refetch()} />
          ) : (
            <StoreGrid stores={selling} emptyText={empty} label={t('catalogue.search.stores')} />
          )
        }
      />
    </section>
  );
}

/** Every category of the module, as a grid (also the /categories page). */
export function AllCategories({
  moduleId,
  linkTo,
  headingLevel = 1,
}: {
  moduleId: number | null;
  linkTo: (category: { id: number; name: string }) => string;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const categories = useCategories(moduleId != null ? { moduleId } : undefined);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const grid = css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: {
      base: 'repeat(3, minmax(0, 1fr))',
      sm: 'repeat(4, minmax(0, 1fr))',
      md: 'repeat(6, minmax(0, 1fr))',
      lg: 'repeat(8, minmax(0, 1fr))',
    },
    listStyle: 'none',
  });
  return (
    <section
      aria-labelledby="all-categories-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="all-categories"
    >
      <Heading id="all-categories-title" className={heading}>
        {t('catalogue.categories.all')}
      </Heading>
      {categories.isPending ? (
        <LoadingRegion label={t('catalogue.categories.all')} className={grid}>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className={css({ h: '32', borderRadius: 'xl' })} />
          ))}
        </LoadingRegion>
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <ul className={grid}>
          {categories.data.map((category) => (
            <li key={category.id} className={css({ display: 'flex' })}>
              <CategoryCard
                category={category}
                to={linkTo(category)}
                count={category.products_count}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What /home shows for a search query (see query.ts). */
export function SearchResults({
  request,
  moduleType,
  moduleId,
}: {
  request: Exclude<SearchRequest, { kind: 'none' }>;
  moduleType: ModuleType | null;
  moduleId: number | null;
}) {
  switch (request.kind) {
    case 'text':
      return <TextResults key={request.text} text={request.text} moduleType={moduleType} />;
    case 'category':
      return (
        <CategoryResults
          key={request.id}
          id={request.id}
          moduleId={request.moduleId ?? moduleId}
          name={request.name}
          moduleType={moduleType}
        />
      );
    case 'allCategories':
      return (
        <AllCategories
          moduleId={moduleId}
          linkTo={(category) => categorySearchPath(category, moduleId)}
        />
      );
  }
}
