import type { CatalogueCategorySummary } from '@storefront/core/api/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';

/** A category tile's frame (a catalogue category's, a vehicle category's): a bordered column. */
export const categoryTile = css.raw({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  p: '3',
  borderRadius: 'xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'center',
});

/** A category's round picture (`compact` the smaller one), its image filling it when it has one. */
export function CategoryPicture({
  src,
  compact = false,
}: {
  src: string | null;
  compact?: boolean;
}) {
  return (
    <span
      className={css({
        display: 'grid',
        placeItems: 'center',
        w: compact ? '16' : '20',
        h: compact ? '16' : '20',
        borderRadius: 'full',
        bg: 'accent.subtle',
        overflow: 'hidden',
      })}
    >
      {src && (
        <img
          src={src}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
        />
      )}
    </span>
  );
}

/** A category tile: image and name (and its item count when known), linking to `to`. */
export function CategoryCard({
  category,
  to,
  count,
  compact = false,
}: {
  category: Pick<CatalogueCategorySummary, 'id' | 'name' | 'image_full_url'>;
  to: string;
  count?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      data-testid="category-card"
      data-category-id={category.id}
      className={cx(
        css(categoryTile, {
          transition: 'border-color 150ms, transform 150ms',
          _hover: { borderColor: 'accent.solid' },
        }),
        compact ? css({ w: '28' }) : css({ w: 'full' }),
      )}
    >
      <CategoryPicture src={category.image_full_url} compact={compact} />
      <span className={css({ fontSize: 'sm', fontWeight: 'semibold', lineClamp: '2' })}>
        {category.name}
      </span>
      {count != null && (
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {t('catalogue.category.items', { count })}
        </span>
      )}
    </Link>
  );
}
