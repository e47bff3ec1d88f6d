import {
  cancelReviewReminder,
  getReviewReminder,
  listCommonConditionItems,
  listCommonConditions,
  listRelatedItems,
  listSuggestedItems,
} from '@storefront/core/api/content';
import { FIRST_PAGE, nextOffset } from '@storefront/core/api/catalogue';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { CACHE } from './cache.js';
import { useScope, type Scope } from './queries.js';

/**
 * The catalogue's v1 content lists of issue 16 through react-query: an item's related items,
 * the pharmacy's common conditions and their medicines, and a signed-in customer's suggested
 * items. Keys carry what the answer depends on, as in queries.ts.
 */

/** Items like this one ('Similar products' on the product page). */
export function useRelatedItems(id: number | null, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useQuery({
    queryKey: ['items', 'related', id, ...scope.key],
    queryFn: ({ signal }) => listRelatedItems(api, id ?? 0, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: id != null && id > 0,
  });
}

/** The module's common conditions (pharmacy home). */
export function useCommonConditions() {
  const scope = useScope();
  return useQuery({
    queryKey: ['common-conditions', ...scope.key],
    queryFn: ({ signal }) => listCommonConditions(api, { ...scope.options, signal }),
    staleTime: CACHE.categoriesStaleMs,
  });
}

/** A common condition's medicines, page by page (id or slug). */
export function useCommonConditionItemPages(idOrSlug: string, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useInfiniteQuery({
    queryKey: ['items', 'common-condition', idOrSlug, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      listCommonConditionItems(api, idOrSlug, { ...scope.options, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    staleTime: CACHE.listsStaleMs,
    enabled: idOrSlug !== '',
  });
}

/** 'Just for you': a signed-in customer's suggested items (none asked for a guest). */
export function useSuggestedItems() {
  const scope = useScope();
  const { token } = useSession();
  return useQuery({
    queryKey: ['items', 'suggested', token != null, ...scope.key],
    queryFn: ({ signal }) => listSuggestedItems(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: token != null,
  });
}

/** The latest delivered order waiting for a review (signed in only). */
export function useReviewReminder() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['review-reminder', token != null],
    queryFn: ({ signal }) => getReviewReminder(api, { signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: token != null,
  });
}

/** Dismisses an order's review reminder; the reminder is asked for again afterwards. */
export function useCancelReviewReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => cancelReviewReminder(api, orderId),
    onSettled: () => client.invalidateQueries({ queryKey: ['review-reminder'] }),
  });
}
