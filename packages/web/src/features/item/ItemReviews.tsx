import type { CatalogueReview } from '@storefront/core/api/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
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
 * The product page's reviews (issue 12): the item's average and count, then its reviews,
 * newest first, page by page, each with its stars, comment and photos (`items/reviews/{id}`).
 */
export function ItemReviews({
  itemId,
  moduleId,
  average,
  count,
}: {
  itemId: number;
  moduleId: number | null;
  average: number | null | undefined;
  count: number | null | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const query = useItemReviews(itemId, moduleId);
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const total = query.data?.pages[0]?.total_size ?? count ?? 0;
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
        {total > 0 && <RatingStars average={average} count={count ?? total} />}
      </div>
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
        <EmptyState title={t('itemReviews.empty')} />
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
