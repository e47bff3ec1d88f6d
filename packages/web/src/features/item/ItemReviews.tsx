import type { CatalogueReview } from '@storefront/core/api/catalogue';
import { hasRatings, ratingBreakdown } from '@storefront/core/domain/item-rating';
import { formatRating } from '@storefront/core/domain/rating';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { StarIcon } from '../catalogue/icons.js';
import { formatDate } from '../catalogue/format.js';
import { RatingStars } from '../catalogue/Rating.js';
import { EmptyState, LoadError, LoadMore } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { useItemReviews } from './review-queries.js';

function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
}

function Review({ review }: { review: CatalogueReview }) {
  const { t, i18n } = useTranslation();
  const name = review.customer_name.trim() || '—';
  const photos = review.attachment ?? [];
  return (
    <li
      className={css({
        display: 'flex',
        gap: '3',
        py: '4',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
      data-testid="item-review"
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '10',
          h: '10',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.text',
          fontWeight: 'bold',
          fontSize: 'sm',
          flexShrink: 0,
          overflow: 'hidden',
        })}
      >
        {review.customer?.image_full_url ? (
          <img
            src={review.customer.image_full_url}
            alt=""
            loading="lazy"
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          initials(name)
        )}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: '3',
          })}
        >
          <p dir="auto" className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
            {name}
          </p>
          <time dateTime={review.created_at} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {formatDate(review.created_at, i18n.language)}
          </time>
        </div>
        <RatingStars average={review.rating} className={css({ '& svg': { w: '3.5', h: '3.5' } })} />
        {review.comment.trim() !== '' && (
          <p
            dir="auto"
            className={css({ fontSize: 'sm', lineHeight: '1.6', textAlign: 'start' })}
            data-testid="item-review-comment"
          >
            {review.comment}
          </p>
        )}
        {photos.length > 0 && (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
            {photos.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('itemReviews.photo', { n: i + 1, name })}
                    loading="lazy"
                    className={css({
                      w: '16',
                      h: '16',
                      objectFit: 'cover',
                      borderRadius: 'lg',
                      borderWidth: '1px',
                      borderColor: 'border.default',
                    })}
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * The average beside the five bars of the rating breakdown (5★ … 1★, each with its count and
 * share; core's `ratingBreakdown`), shown when the item has ratings.
 */
function RatingSummary({
  average,
  count,
  counts,
}: {
  average: number | null | undefined;
  count: number;
  counts: readonly number[] | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const bars = ratingBreakdown(counts);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: 'auto minmax(0, 1fr)' },
        alignItems: 'center',
        gap: { base: '4', sm: '8' },
        py: '2',
        maxW: '2xl',
      })}
      data-testid="rating-summary"
    >
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'row', sm: 'column' },
          alignItems: 'center',
          gap: { base: '3', sm: '1' },
          minW: { sm: '32' },
        })}
      >
        <p className={css({ display: 'flex', alignItems: 'baseline', gap: '1' })}>
          <span
            className={css({ fontSize: '4xl', fontWeight: 'extrabold', lineHeight: '1' })}
            data-testid="rating-average"
          >
            {formatRating(average)}
          </span>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('product.ratings.outOf')}
          </span>
        </p>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <RatingStars average={average} showValue={false} />
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('product.ratings.total', { count })}
          </p>
        </div>
      </div>
      <ul
        aria-label={t('product.ratings.breakdown')}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', listStyle: 'none' })}
        data-testid="rating-breakdown"
      >
        {bars.map((bar) => (
          <li
            key={bar.stars}
            aria-label={t('product.ratings.bar', {
              stars: bar.stars,
              count: bar.count,
              percent: bar.percent,
            })}
            className={css({
              display: 'grid',
              gridTemplateColumns: '2.5rem minmax(0, 1fr) 4.5rem',
              alignItems: 'center',
              gap: '2',
              fontSize: 'sm',
            })}
            data-testid="rating-bar"
            data-stars={bar.stars}
            data-count={bar.count}
          >
            <span
              aria-hidden="true"
              className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}
            >
              {number.format(bar.stars)}
              <StarIcon className={css({ color: 'warning.text', w: '3.5', h: '3.5' })} />
            </span>
            <span
              aria-hidden="true"
              className={css({
                position: 'relative',
                h: '2',
                borderRadius: 'full',
                bg: 'bg.subtle',
                overflow: 'hidden',
              })}
            >
              <span
                style={{ width: `${bar.percent}%` }}
                className={css({
                  position: 'absolute',
                  insetBlock: '0',
                  insetInlineStart: '0',
                  borderRadius: 'full',
                  bg: 'warning.text',
                })}
              />
            </span>
            <span
              aria-hidden="true"
              className={css({
                color: 'fg.muted',
                textAlign: 'end',
                fontVariantNumeric: 'tabular-nums',
              })}
            >
              {number.format(bar.count)} · {number.format(bar.percent)}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The product page's reviews (issue 12): the item's average and count beside the rating
 * breakdown (issue 15; nothing of it without ratings), then its reviews,
 * newest first, page by page, each with its stars, comment and photos (`items/reviews/{id}`).
 */
export function ItemReviews({
  itemId,
  moduleId,
  average,
  count,
  counts,
}: {
  itemId: number;
  moduleId: number | null;
  average: number | null | undefined;
  count: number | null | undefined;
  /** The rating breakdown [5★ … 1★] of items/details (`rating`). */
  counts?: readonly number[] | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useItemReviews(itemId, moduleId);
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  return (
    <section
      aria-labelledby={id}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: { base: '4', md: '6' },
        bg: 'bg.surface',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
      data-testid="item-reviews"
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '2',
        })}
      >
        <h2 id={id} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
          {t('itemReviews.title')}
        </h2>
      </div>
      {hasRatings(count) && <RatingSummary average={average} count={count!} counts={counts} />}
      {query.isPending ? (
        <LoadingRegion label={t('itemReviews.loading')}>
          {Array.from({ length: 2 }, (_, i) => (
            <div key={i} className={css({ display: 'flex', gap: '3', py: '4' })}>
              <Skeleton className={css({ w: '10', h: '10', borderRadius: 'full' })} />
              <div
                className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}
              >
                <Skeleton className={css({ h: '4', w: '30%' })} />
                <Skeleton className={css({ h: '3', w: '20%' })} />
                <Skeleton className={css({ h: '4', w: '80%' })} />
              </div>
            </div>
          ))}
        </LoadingRegion>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : reviews.length === 0 ? (
        <EmptyState
          title={t(hasRatings(count) ? 'product.reviews.noneWritten' : 'itemReviews.empty')}
        />
      ) : (
        <>
          <ul className={css({ listStyle: 'none' })}>
            {reviews.map((review) => (
              <Review key={review.id} review={review} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            fetchNextPage={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
