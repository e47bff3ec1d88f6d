import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { EmptyState, LoadError, LoadMore } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { ProviderHeader } from './ProviderHeader.js';
import {
  useProviderReviewPages,
  useProviderVehiclePages,
  useVehicleBrands,
  useVehicleCategories,
  type ApiProvider,
  type ApiVehicleLabel,
} from './queries.js';
import { Reviews } from './Reviews.js';
import { EMPTY_FILTERS, parseVehicleFilters } from './search-query.js';
import { VehicleCard, VehicleCardSkeleton, vehicleGrid } from './VehicleCard.js';
import { useInstantSearchParams } from './use-instant-params.js';
import { VehicleQuickViewProvider } from './VehicleQuickView.js';

const chip = (active: boolean) =>
  cx(button({ variant: active ? 'solid' : 'outline', size: 'sm' }), css({ borderRadius: 'full' }));

/** One row of toggles (categories or brands): 'All' and each label. */
function ChipRow({
  label,
  labels,
  chosen,
  onChange,
  testId,
  loading = false,
}: {
  label: string;
  labels: readonly ApiVehicleLabel[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  testId: string;
  /** The labels are loading: a row of chips of the same height stands in. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <LoadingRegion
        label={t('catalogue.loading.list', { label })}
        className={css({ display: 'flex', gap: '2', pb: '1', overflow: 'hidden' })}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton
            key={i}
            className={css({ h: '8', w: '20', borderRadius: 'full', flexShrink: 0 })}
          />
        ))}
      </LoadingRegion>
    );
  }
  if (labels.length === 0) return null;
  return (
    <div role="group" aria-label={label} data-testid={testId}>
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          overflowX: 'auto',
          listStyle: 'none',
          pb: '1',
          '& > li': { flexShrink: 0 },
        })}
      >
        <li>
          <button
            type="button"
            className={chip(chosen.length === 0)}
            aria-pressed={chosen.length === 0}
            onClick={() => onChange([])}
          >
            {t('rentalPages.filters.all')}
          </button>
        </li>
        {labels.map((item) => {
          const on = chosen.includes(item.id);
          return (
            <li key={item.id}>
              <button
                type="button"
                className={chip(on)}
                aria-pressed={on}
                onClick={() =>
                  onChange(on ? chosen.filter((id) => id !== item.id) : [...chosen, item.id])
                }
              >
                {item.name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * `/rental/provider-details/{id}` (rental-and-auth §2): the provider's header (logo, cover,
 * rating, address, pickup zones, discount), its vehicles page by page with category and brand
 * filters (in the query: `categoryId`, `brandId`), and the reviews of its vehicles.
 */
export function ProviderPage({ provider }: { provider: ApiProvider }) {
  const { t } = useTranslation();
  const [params, setParams] = useInstantSearchParams();
  const parsed = parseVehicleFilters(params);
  const filters = { ...EMPTY_FILTERS, categoryIds: parsed.categoryIds, brandIds: parsed.brandIds };
  const vehicles = useProviderVehiclePages(provider.id, filters);
  const reviews = useProviderReviewPages(provider.id);
  const categories = useVehicleCategories();
  const brands = useVehicleBrands();
  const titleId = useId();
  const list = vehicles.data?.pages.flatMap((p) => p.vehicles) ?? [];
  const total = vehicles.data?.pages[0]?.total_size ?? null;

  const set = (key: 'categoryId' | 'brandId', ids: number[]) => {
    const next = new URLSearchParams(params);
    if (ids.length > 0) next.set(key, ids.join(','));
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <VehicleQuickViewProvider>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <ProviderHeader provider={provider} />
        <section
          aria-labelledby={titleId}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}
          data-testid="provider-vehicles"
        >
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'baseline',
              justifyContent: 'space-between',
              gap: '2',
            })}
          >
            <h2
              id={titleId}
              className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}
            >
              {t('rentalPages.provider.vehiclesTitle')}
            </h2>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', minH: '5' })} aria-live="polite">
              {total != null && t('rentalPages.vehicles', { count: total })}
            </p>
          </div>
          <ChipRow
            label={t('rentalPages.filters.category')}
            labels={categories.data ?? []}
            chosen={filters.categoryIds}
            onChange={(ids) => set('categoryId', ids)}
            testId="provider-category-filter"
            loading={categories.isPending}
          />
          <ChipRow
            label={t('rentalPages.filters.brand')}
            labels={brands.data ?? []}
            chosen={filters.brandIds}
            onChange={(ids) => set('brandId', ids)}
            testId="provider-brand-filter"
            loading={brands.isPending}
          />
          {vehicles.isPending ? (
            <LoadingRegion
              label={t('catalogue.loading.list', {
                label: t('rentalPages.provider.vehiclesTitle'),
              })}
              className={vehicleGrid}
            >
              {Array.from({ length: 4 }, (_, i) => (
                <VehicleCardSkeleton key={i} fluid />
              ))}
            </LoadingRegion>
          ) : vehicles.isError ? (
            <LoadError error={vehicles.error} onRetry={() => void vehicles.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState title={t('catalogue.search.empty')} />
          ) : (
            <div
              className={cx(
                css({ display: 'flex', flexDirection: 'column', gap: '4' }),
                vehicles.isPlaceholderData && css({ opacity: 0.6 }),
              )}
            >
              <ul className={vehicleGrid} aria-labelledby={titleId}>
                {list.map((vehicle) => (
                  <li key={vehicle.id} className={css({ display: 'flex', minW: 0 })}>
                    <VehicleCard vehicle={vehicle} fluid />
                  </li>
                ))}
              </ul>
              <LoadMore
                hasNextPage={vehicles.hasNextPage}
                isFetchingNextPage={vehicles.isFetchingNextPage}
                fetchNextPage={() => void vehicles.fetchNextPage()}
              />
            </div>
          )}
        </section>
        <Reviews
          query={reviews}
          average={provider.avg_rating}
          count={provider.rating_count}
          showVehicle
          testId="provider-reviews"
        />
      </div>
    </VehicleQuickViewProvider>
  );
}
