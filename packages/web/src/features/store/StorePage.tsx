import type { CatalogueStoreDetails } from '@storefront/core/api/catalogue';
import type { ModuleType } from '@storefront/core/domain/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { PagedItems } from '../catalogue/PagedLists.js';
import type { Scope } from '../catalogue/queries.js';
import {
  readFilters,
  writeFilters,
  type ItemFilters,
} from '@storefront/core/domain/search-filters';
import { useSearchParams } from 'react-router-dom';
import { useConfig } from '../../app/queries.js';
import { FilterBar } from '../search/FilterBar.js';
import { useFilteredStoreItems } from '../search/queries.js';
import { QuickViewProvider } from '../item/QuickView.js';
import { SearchForm } from '../search/SearchForm.js';
import { StoreHeader } from './StoreHeader.js';
import { StoreReviews } from '../v1more/StoreReviews.js';

const chip = (active: boolean) =>
  cx(
    button({ variant: active ? 'solid' : 'outline', size: 'sm' }),
    css({ borderRadius: 'full', justifyContent: 'flex-start' }),
  );

/**
 * A store's page: its header, its categories, its items (page by page) and a search within
 * the store. Items open in the quick view, where the store link is hidden.
 */
export function StorePage({
  store,
  scope,
  moduleType,
}: {
  store: CatalogueStoreDetails;
  scope: Partial<Scope>;
  moduleType: ModuleType | null;
}) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const { data: config } = useConfig();
  const vegAllowed = config?.toggle_veg_non_veg === true && moduleType === 'food';
  // Filters and sort in the URL query (issue 15), beside the page's own query names.
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, vegAllowed);
  const setFilters = (next: ItemFilters) =>
    setParams(writeFilters(new URLSearchParams(params), next), { replace: false });
  const items = useFilteredStoreItems(store.id, { categoryId, text }, filters, scope);
  const categories = store.category_details;
  const activeName =
    categoryId == null
      ? t('store.allItems')
      : (categories.find((c) => c.id === categoryId)?.name ?? t('store.allItems'));

  return (
    <QuickViewProvider storeId={store.id}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <StoreHeader store={store} />
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
            alignItems: 'start',
          })}
        >
          <nav
            aria-label={t('store.categories')}
            className={css({ lg: { position: 'sticky', top: '24' } })}
            data-testid="store-categories"
          >
            <h2
              className={css({
                fontWeight: 'bold',
                mb: '3',
                display: { base: 'none', lg: 'block' },
              })}
            >
              {t('store.categories')}
            </h2>
            <ul
              className={css({
                display: 'flex',
                flexDirection: { base: 'row', lg: 'column' },
                gap: '2',
                overflowX: { base: 'auto', lg: 'visible' },
                listStyle: 'none',
                pb: { base: '1', lg: '0' },
              })}
            >
              <li className={css({ flexShrink: 0 })}>
                <button
                  type="button"
                  className={cx(chip(categoryId == null), css({ w: { lg: 'full' } }))}
                  aria-pressed={categoryId == null}
                  onClick={() => setCategoryId(null)}
                >
                  {t('store.allItems')}
                </button>
              </li>
              {categories.map((category) => (
                <li key={category.id} className={css({ flexShrink: 0 })}>
                  <button
                    type="button"
                    className={cx(chip(categoryId === category.id), css({ w: { lg: 'full' } }))}
                    aria-pressed={categoryId === category.id}
                    onClick={() => setCategoryId(category.id)}
                  >
                    {category.name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section
            aria-labelledby="store-items-title"
            className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}
          >
            <div
              className={css({
                display: 'flex',
                flexDirection: { base: 'column', md: 'row' },
                gap: '3',
                alignItems: { md: 'center' },
                justifyContent: 'space-between',
              })}
            >
              <h2 id="store-items-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                {text.trim() !== '' ? t('catalogue.search.resultsFor', { text }) : activeName}
              </h2>
              <div className={css({ w: { base: 'full', md: '96' } })}>
                <SearchForm
                  key={text === '' ? 'empty' : 'searching'}
                  initial={text}
                  label={t('store.search.label', { name: store.name })}
                  placeholder={t('store.search.placeholder')}
                  onSearch={setText}
                  testId="store-search"
                />
              </div>
            </div>
            {text.trim() !== '' && (
              <button
                type="button"
                className={cx(
                  button({ variant: 'ghost', size: 'sm' }),
                  css({ alignSelf: 'start' }),
                )}
                onClick={() => setText('')}
              >
                {t('store.search.clear')}
              </button>
            )}
            <FilterBar
              filters={filters}
              vegAllowed={vegAllowed}
              onChange={setFilters}
              testId="store-filters"
            />
            <PagedItems
              query={items}
              moduleType={moduleType}
              emptyText={text.trim() !== '' ? t('catalogue.search.empty') : t('store.noItems')}
              label={activeName}
            />
          </section>
        </div>
        <StoreReviews store={store} scope={scope} />
      </div>
    </QuickViewProvider>
  );
}
