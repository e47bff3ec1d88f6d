import { hasRatings } from '@storefront/core/domain/item-rating';
import { formatRating, ratingStars } from '@storefront/core/domain/rating';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { StarIcon } from './icons.js';

const starColor = css({ color: 'warning.text' });
const flipInRtl = css({ _rtl: { transform: 'scaleX(-1)' } });

/**
 * Five stars at 0.5 precision with the average (one decimal) and, when given, the review count.
 * With a count of 0 it says "No reviews yet" instead (never "0.0 (0)").
 */
export function RatingStars({
  average,
  count,
  className,
  showValue = true,
}: {
  average: number | null | undefined;
  count?: number | null;
  className?: string;
  /** False where the average is already written beside the stars (the rating summary). */
  showValue?: boolean;
}) {
  const { t } = useTranslation();
  if (count != null && !hasRatings(count)) {
    return (
      <span
        className={cx(css({ fontSize: 'sm', color: 'fg.muted' }), className)}
        data-testid="no-ratings"
      >
        {t('product.ratings.none')}
      </span>
    );
  }
  const stars = ratingStars(average);
  const value = formatRating(average);
  const label =
    count != null
      ? t('catalogue.rating.labelWithCount', { value, count })
      : t('catalogue.rating.label', { value });
  return (
    <span
      role="img"
      aria-label={label}
      className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }), className)}
      data-testid="rating"
    >
      <span className={cx(css({ display: 'inline-flex', gap: '0.5' }), starColor, flipInRtl)}>
        {Array.from({ length: stars.full }, (_, i) => (
          <StarIcon key={`f${i}`} fill="full" />
        ))}
        {stars.half === 1 && <StarIcon fill="half" />}
        {Array.from({ length: stars.empty }, (_, i) => (
          <StarIcon key={`e${i}`} fill="empty" className={css({ color: 'fg.subtle' })} />
        ))}
      </span>
      {showValue && (
        <span aria-hidden="true" className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
          {value}
        </span>
      )}
      {count != null && (
        <span aria-hidden="true" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          ({t('item.reviews', { count })})
        </span>
      )}
    </span>
  );
}

/** A compact rating: one star and the average with one decimal (cards); nothing with a count of 0. */
export function RatingBadge({
  average,
  count,
}: {
  average: number | null | undefined;
  count?: number | null;
}) {
  const { t } = useTranslation();
  if (count != null && !hasRatings(count)) return null;
  const value = formatRating(average);
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        fontSize: 'xs',
        fontWeight: 'semibold',
      })}
      aria-label={
        count != null
          ? t('catalogue.rating.labelWithCount', { value, count })
          : t('catalogue.rating.label', { value })
      }
      role="img"
      data-testid="rating"
    >
      <StarIcon className={starColor} />
      <span aria-hidden="true">{value}</span>
      {count != null && (
        <span aria-hidden="true" className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
          ({count})
        </span>
      )}
    </span>
  );
}
