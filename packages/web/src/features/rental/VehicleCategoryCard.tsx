import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { CategoryPicture, categoryTile } from '../catalogue/CategoryCard.js';
import { Skeleton } from '../catalogue/Skeleton.js';
import type { ApiVehicleLabel } from './queries.js';
import { EMPTY_FILTERS, vehicleSearchParams, vehicleSearchPath } from './search-query.js';

const frame = css.raw(categoryTile, { w: '32' });

/** A vehicle category: its picture, name and vehicle count; it opens the search of it. */
export function VehicleCategoryCard({ category }: { category: ApiVehicleLabel }) {
  const { t } = useTranslation();
  const to = vehicleSearchPath(
    vehicleSearchParams({ ...EMPTY_FILTERS, categoryIds: [category.id] }, 'grid'),
  );
  return (
    <Link
      to={to}
      className={css(frame, {
        transition: 'border-color 150ms',
        _hover: { borderColor: 'accent.solid' },
      })}
      data-testid="vehicle-category"
      data-category-id={category.id}
    >
      <CategoryPicture src={category.image_full_url} compact />
      {/* Two lines for long names ('Van & Minibus', 'فان وحافلات صغيرة'); the counts stay
          level at the bottom of the row's cards. */}
      <span
        className={css({
          fontSize: 'sm',
          fontWeight: 'semibold',
          lineHeight: 'snug',
          lineClamp: '2',
        })}
      >
        {category.name}
      </span>
      <span className={css({ mt: 'auto', fontSize: 'xs', color: 'fg.muted' })}>
        {t('rentalPages.vehicles', { count: category.vehicles_count })}
      </span>
    </Link>
  );
}

export function VehicleCategoryCardSkeleton() {
  return (
    <div className={css(frame, { flexShrink: 0 })}>
      <Skeleton className={css({ w: '16', h: '16', borderRadius: 'full' })} />
      <Skeleton className={css({ h: '4', w: '70%' })} />
      <Skeleton className={css({ h: '3', w: '50%' })} />
    </div>
  );
}
