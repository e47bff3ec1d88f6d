import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { formatDate } from '../catalogue/format.js';
import { RatingStars } from '../catalogue/Rating.js';
import { EmptyState, LoadError, LoadMore } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import type { ApiVehicleReview, ApiVehicleReviewPage } from './queries.js';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');
}

function ReviewItem({ review, showVehicle }: { review: ApiVehicleReview; showVehicle: boolean }) {
  const { i18n } = useTranslation();
  const name = review.customer_name.trim() || '—';
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
      data-testid="review"
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
        {showVehicle && (
          <p dir="auto" className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {review.vehicle_name}
          </p>
        )}
        {review.comment.trim() !== '' && (
          <p dir="auto" className={css({ fontSize: 'sm', lineHeight: '1.6', textAlign: 'start' })}>
            {review.comment}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * Reviews, newest first, page by page, under a title with the average and the count (a
 * vehicle's, or the reviews of a provider's vehicles, which name the vehicle).
 */
export function Reviews({
  query,
  average,
  count,
  showVehicle = false,
  testId,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ApiVehicleReviewPage>>;
  average: number | null | undefined;
  count: number | null | undefined;
  showVehicle?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];
  const title = t('rentalPages.reviews.title');
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
      data-testid={testId}
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
          {title}
        </h2>
        {count != null && count > 0 && <RatingStars average={average} count={count} />}
      </div>
      {query.isPending ? (
        <LoadingRegion label={t('catalogue.loading.list', { label: title })}>
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
        <EmptyState title={t('rentalPages.reviews.empty')} />
      ) : (
        <>
          <ul className={css({ listStyle: 'none' })}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} showVehicle={showVehicle} />
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
