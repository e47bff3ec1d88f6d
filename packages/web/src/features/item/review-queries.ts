import { listItemReviews } from '@storefront/core/api/catalogue';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';

/** Every item review query starts with this key (a new review reads them again). */
export const ITEM_REVIEWS_KEY = 'item-reviews';

/** Reviews per page on the product page. */
export const ITEM_REVIEWS_PAGE = 5;

/** An item's reviews, newest first, page by page (`items/reviews/{id}`). */
export function useItemReviews(itemId: number, moduleId: number | null) {
  const { language } = useSession();
  return useInfiniteQuery({
    queryKey: [ITEM_REVIEWS_KEY, itemId, moduleId, language],
    queryFn: ({ pageParam, signal }) =>
      listItemReviews(api, itemId, {
        limit: ITEM_REVIEWS_PAGE,
        offset: pageParam,
        ...(moduleId != null ? { moduleId } : {}),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
  });
}
