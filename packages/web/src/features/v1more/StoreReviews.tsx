import type { CatalogueStoreDetails } from '@storefront/core/api/catalogue';
import type { StoreReview } from '@storefront/core/api/v1-more';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { formatDate } from '../catalogue/format.js';
import { RatingStars } from '../catalogue/Rating.js';
import { OnScreen } from '../catalogue/OnScreen.js';
import { LoadError } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import type { Scope } from '../catalogue/queries.js';
import { useStoreReviewPages } from './queries.js';

/**
 * Whether the store's plan includes reviews: a store on a subscription whose package leaves
 * reviews out shows the spec's 'this store is not having any review plan' instead of them
 * (the v1 `store_business_model` and `store_sub.review`); commission stores always have them.
 */
export function hasReviewPlan(
  store: Pick<CatalogueStoreDetails, 'store_business_model' | 'store_sub'>,
): boolean {
  return !(store.store_business_model === 'subscription' && store.store_sub?.review === 0);
}

function Review({ review }: { review: StoreReview }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      data-testid="store-review"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1.5',
        py: '4',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {/* What customers wrote keeps its own direction (an English review on an Arabic page). */}
        <span dir="auto" className={css({ fontWeight: 'semibold' })}>
          {review.customer_name.trim() || '—'}
        </span>
        <RatingStars average={review.rating} />
        <span className={css({ fontSize: 'sm', color: 'fg.muted', ms: 'auto' })}>
          {formatDate(review.created_at, i18n.language)}
        </span>
      </div>
      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t('v1more.reviews.on', { item: review.item_name })}
      </span>
      {review.comment !== '' && (
        <p dir="auto" className={css({ lineHeight: 'relaxed', textAlign: 'start' })}>
          {review.comment}
        </p>
      )}
    </li>
  );
}

/** The height the reviews hold until they come near the screen: their loading skeletons'. */
const LIST_RESERVE = '276px';

/** The reviews of a store with a review plan (GET stores/reviews), five at a time. */
function ReviewList({ storeId, scope }: { storeId: number; scope: Partial<Scope> }) {
  const { t } = useTranslation();
  const query = useStoreReviewPages(storeId, scope);
  if (query.isPending) {
    return (
      <LoadingRegion label={t('catalogue.loading.list', { label: t('v1more.reviews.title') })}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className={css({ h: '20', mb: '3', borderRadius: 'lg' })} />
        ))}
      </LoadingRegion>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const reviews = query.data.pages.flat();
  if (reviews.length === 0) {
    return <p className={css({ color: 'fg.muted' })}>{t('v1more.reviews.empty')}</p>;
  }
  return (
    <>
      <ul>
        {reviews.map((review) => (
          <Review key={review.id} review={review} />
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('v1more.reviews.more')}
        </button>
      )}
    </>
  );
}

/**
 * A store's reviews on its page, below its items: the section and its title at once, the list
 * (its query, and the page's first date format) only when it comes near the screen (issue 9).
 */
export function StoreReviews({
  store,
  scope,
}: {
  store: CatalogueStoreDetails;
  scope: Partial<Scope>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const plan = hasReviewPlan(store);
  return (
    <section
      aria-labelledby={id}
      data-testid="store-reviews"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: { base: '4', md: '6' },
        borderRadius: '2xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h2 id={id} className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
          {t('v1more.reviews.title')}
        </h2>
        {plan && <RatingStars average={store.avg_rating} count={store.rating_count} />}
      </div>
      {plan ? (
        <OnScreen reserve={LIST_RESERVE}>
          <ReviewList storeId={store.id} scope={scope} />
        </OnScreen>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t('v1more.reviews.noPlan')}</p>
      )}
    </section>
  );
}
