import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { Drawer } from '../../ui/Drawer.js';
import { SearchIcon } from '../../ui/icons.js';
import { GridIcon } from '../catalogue/icons.js';
import { pageTitle } from '../catalogue/Page.js';
import { EmptyState, LoadError, LoadMore } from '../catalogue/Section.js';
import { LoadingRegion } from '../catalogue/Skeleton.js';
import { FilterIcon, ListIcon } from './icons.js';
import { SORT_KEYS } from './labels.js';
import { useVehicleSearchPages } from './queries.js';
import {
  activeFilterCount,
  hasTrip,
  MAX_NAME,
  parseTripQuery,
  parseVehicleFilters,
  parseView,
  priceBoundsOf,
  tripParams,
  VEHICLE_SORTS,
  vehicleSearchParams,
  type TripQuery,
  type VehicleFilters as Filters,
  type VehicleSort,
  type VehicleView,
} from './search-query.js';
import { TripSummary } from './TripSummary.js';
import { TripSearchBar } from './TripSearchBar.js';
import { useInstantSearchParams } from './use-instant-params.js';
import {
  VehicleCard,
  VehicleCardSkeleton,
  vehicleGrid,
  VehicleRow,
  VehicleRowSkeleton,
} from './VehicleCard.js';
import { clearedFilters, VehicleFilters } from './VehicleFilters.js';
import { VehicleQuickViewProvider } from './VehicleQuickView.js';

const rowList = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });

/** The name search within the results. */
function NameSearch({ name, onSearch }: { name: string; onSearch: (name: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(name);
  const [shown, setShown] = useState(name);
  if (shown !== name) {
    setShown(name);
    setText(name);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, MAX_NAME));
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className={css({ position: 'relative', flex: '1', minW: '0', maxW: { md: '80' } })}
    >
      <label htmlFor={id} className={css({ srOnly: true })}>
        {t('rentalPages.searchPage.nameLabel')}
      </label>
      <SearchIcon
        className={css({
          position: 'absolute',
          insetInlineStart: '3',
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'fg.subtle',
          pointerEvents: 'none',
        })}
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={MAX_NAME}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('rentalPages.searchPage.namePlaceholder')}
        className={cx(input(), css({ h: '10', ps: '10', fontSize: 'sm', textAlign: 'start' }))}
        data-testid="vehicle-name-search"
      />
    </form>
  );
}

/**
 * `/rental/vehicle-search` (rental-and-auth §2): the trip asked for (changeable), the filters
 * (a side column from 1024px, a drawer below), the order, the compact cards or the wide rows,
 * page by page, and the empty state. Filters, order and view live in the query, so a link
 * reproduces the search.
 */
export function VehicleSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useInstantSearchParams();
  const filters = parseVehicleFilters(params);
  const view = parseView(params);
  const trip = parseTripQuery(params);
  const searched = hasTrip(trip);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editingTrip, setEditingTrip] = useState(false);
  const query = useVehicleSearchPages(filters);
  const pages = query.data?.pages;
  const total = pages?.[0]?.total_size ?? null;
  const vehicles = pages?.flatMap((p) => p.vehicles) ?? [];
  const count = activeFilterCount(filters);
  const sortId = useId();

  const update = (next: Filters, nextView: VehicleView = view) =>
    setParams(vehicleSearchParams(next, nextView, params), { replace: true });
  const changeTrip = (next: TripQuery) => {
    setEditingTrip(false);
    setParams(vehicleSearchParams({ ...filters, tripType: next.tripType }, view, tripParams(next)));
  };
  // The vehicle page keeps the trip of the search.
  const tripQuery = searched ? params : null;

  const filtersPanel = (
    <VehicleFilters
      filters={filters}
      onChange={(next) => update(next)}
      bounds={priceBoundsOf(pages?.[0])}
      idPrefix={wide ? 'side' : 'drawer'}
    />
  );

  return (
    <VehicleQuickViewProvider>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: '2',
          })}
        >
          <h1 className={pageTitle}>{t('rentalPages.searchPage.title')}</h1>
          <p
            className={css({ color: 'fg.muted', fontSize: 'sm', minH: '5' })}
            aria-live="polite"
            data-testid="vehicle-search-count"
          >
            {total != null && t('rentalPages.searchPage.found', { count: total })}
          </p>
        </div>

        {editingTrip ? (
          <TripSearchBar
            initial={searched ? trip : { tripType: filters.tripType ?? 'hourly' }}
            onSearch={changeTrip}
            compact
          />
        ) : (
          <TripSummary trip={searched ? trip : null} onEdit={() => setEditingTrip(true)} />
        )}

        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' },
            alignItems: 'start',
          })}
        >
          {wide && (
            <aside
              aria-label={t('rentalPages.filters.title')}
              className={css({
                position: 'sticky',
                top: '24',
                maxH: 'calc(100dvh - 7rem)',
                overflowY: 'auto',
                p: '4',
                bg: 'bg.surface',
                borderRadius: 'xl',
                borderWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <div
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  mb: '3',
                })}
              >
                <h2 className={css({ fontWeight: 'bold' })}>{t('rentalPages.filters.title')}</h2>
                {count > 0 && (
                  <button
                    type="button"
                    className={button({ variant: 'ghost', size: 'sm' })}
                    onClick={() => update(clearedFilters(filters))}
                  >
                    {t('rentalPages.filters.clear')}
                  </button>
                )}
              </div>
              {filtersPanel}
            </aside>
          )}

          <section
            aria-labelledby="vehicle-results-title"
            className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}
          >
            <h2 id="vehicle-results-title" className={css({ srOnly: true })}>
              {t('rentalPages.searchPage.results')}
            </h2>
            <div
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '2',
              })}
            >
              <NameSearch name={filters.name} onSearch={(name) => update({ ...filters, name })} />
              {!wide && (
                <button
                  type="button"
                  className={button({ variant: 'outline', size: 'md' })}
                  onClick={() => setFiltersOpen(true)}
                  data-testid="open-filters"
                >
                  <FilterIcon />
                  {count > 0
                    ? t('rentalPages.filters.titleWithCount', { count })
                    : t('rentalPages.filters.title')}
                </button>
              )}
              <div className={css({ display: 'flex', alignItems: 'center', gap: '2', ms: 'auto' })}>
                <label htmlFor={sortId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {t('rentalPages.sort.label')}
                </label>
                <select
                  id={sortId}
                  value={filters.sort}
                  onChange={(e) => update({ ...filters, sort: e.target.value as VehicleSort })}
                  className={cx(input(), css({ h: '10', w: 'auto', fontSize: 'sm', pe: '8' }))}
                  data-testid="vehicle-sort"
                >
                  {VEHICLE_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(SORT_KEYS[sort])}
                    </option>
                  ))}
                </select>
                <div
                  role="group"
                  aria-label={t('rentalPages.view.label')}
                  className={css({ display: 'inline-flex', gap: '1' })}
                >
                  <button
                    type="button"
                    aria-pressed={view === 'grid'}
                    aria-label={t('rentalPages.view.grid')}
                    title={t('rentalPages.view.grid')}
                    onClick={() => update(filters, 'grid')}
                    className={button({
                      variant: view === 'grid' ? 'subtle' : 'ghost',
                      size: 'icon',
                    })}
                    data-testid="view-grid"
                  >
                    <GridIcon />
                  </button>
                  <button
                    type="button"
                    aria-pressed={view === 'rows'}
                    aria-label={t('rentalPages.view.rows')}
                    title={t('rentalPages.view.rows')}
                    onClick={() => update(filters, 'rows')}
                    className={button({
                      variant: view === 'rows' ? 'subtle' : 'ghost',
                      size: 'icon',
                    })}
                    data-testid="view-rows"
                  >
                    <ListIcon />
                  </button>
                </div>
              </div>
            </div>

            {query.isPending ? (
              <LoadingRegion
                label={t('catalogue.loading.list', { label: t('rentalPages.searchPage.results') })}
                className={view === 'rows' ? rowList : vehicleGrid}
              >
                {Array.from({ length: 6 }, (_, i) =>
                  view === 'rows' ? (
                    <VehicleRowSkeleton key={i} />
                  ) : (
                    <VehicleCardSkeleton key={i} fluid />
                  ),
                )}
              </LoadingRegion>
            ) : query.isError ? (
              <LoadError error={query.error} onRetry={() => void query.refetch()} />
            ) : vehicles.length === 0 ? (
              <EmptyState title={t('catalogue.search.empty')}>
                {count > 0 || filters.name !== '' || filters.tripType != null ? (
                  <button
                    type="button"
                    className={cx(button({ variant: 'outline', size: 'sm' }), css({ mt: '2' }))}
                    onClick={() => update({ ...clearedFilters(filters), name: '', tripType: null })}
                    data-testid="clear-search"
                  >
                    {t('rentalPages.filters.clear')}
                  </button>
                ) : null}
              </EmptyState>
            ) : (
              <div
                className={cx(
                  css({ display: 'flex', flexDirection: 'column', gap: '4' }),
                  query.isPlaceholderData && css({ opacity: 0.6, transition: 'opacity 150ms' }),
                )}
                aria-busy={query.isPlaceholderData || undefined}
              >
                <ul
                  className={view === 'rows' ? rowList : vehicleGrid}
                  aria-label={t('rentalPages.searchPage.results')}
                  data-testid="vehicle-results"
                  data-view={view}
                >
                  {vehicles.map((vehicle) => (
                    <li key={vehicle.id} className={css({ display: 'flex', minW: 0 })}>
                      {view === 'rows' ? (
                        <VehicleRow
                          vehicle={vehicle}
                          searched={filters.tripType}
                          trip={tripQuery}
                        />
                      ) : (
                        <VehicleCard
                          vehicle={vehicle}
                          searched={filters.tripType}
                          trip={tripQuery}
                          fluid
                        />
                      )}
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
          </section>
        </div>

        {!wide && (
          <Drawer
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title={t('rentalPages.filters.title')}
            maxWidth="380px"
            testId="filters-drawer"
            footer={
              <div className={css({ display: 'flex', gap: '2' })}>
                <button
                  type="button"
                  className={cx(button({ variant: 'outline' }), css({ flex: '1' }))}
                  onClick={() => update(clearedFilters(filters))}
                  disabled={count === 0}
                >
                  {t('rentalPages.filters.clear')}
                </button>
                <button
                  type="button"
                  className={cx(button(), css({ flex: '1' }))}
                  onClick={() => setFiltersOpen(false)}
                  data-testid="filters-done"
                >
                  {total != null
                    ? t('rentalPages.filters.show', { count: total })
                    : t('common.action.close')}
                </button>
              </div>
            }
          >
            {filtersPanel}
          </Drawer>
        )}
      </div>
    </VehicleQuickViewProvider>
  );
}
