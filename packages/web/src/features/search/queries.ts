import {
  FIRST_PAGE,
  listStoreItems,
  nextOffset,
  searchItems,
} from '@storefront/core/api/catalogue';
import { filterQuery, type ItemFilters } from '@storefront/core/domain/search-filters';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { CACHE } from '../catalogue/cache.js';
import { useScope, type Scope } from '../catalogue/queries.js';

/** Items matching a text, with the page's filters and sort (issue 15), page by page. */
export function useFilteredItemSearch(text: string, filters: ItemFilters) {
  const scope = useScope();
  const query = filterQuery(filters);
  return useInfiniteQuery({
    queryKey: ['items', 'search', text, query, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      searchItems(api, {
        ...scope.options,
        name: text,
        offset: pageParam,
        filters: query,
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    placeholderData: keepPreviousData,
    staleTime: CACHE.listsStaleMs,
    enabled: text.trim() !== '',
  });
}

/**
 * A store's items with the page's filters and sort (issue 15), page by page: all, one
 * category, or those matching a search text.
 */
export function useFilteredStoreItems(
  storeId: number | null,
  filter: { categoryId: number | null; text: string },
  filters: ItemFilters,
  scopeOverride?: Partial<Scope>,
) {
  const scope = useScope(scopeOverride);
  const text = filter.text.trim();
  const query = filterQuery(filters);
  return useInfiniteQuery({
    queryKey: ['items', 'store', storeId, filter.categoryId, text, query, ...scope.key],
    queryFn: ({ signal, pageParam }) => {
      const options = { ...scope.options, offset: pageParam, signal, filters: query };
      return text !== ''
        ? searchItems(api, { ...options, name: text, storeId, categoryId: filter.categoryId })
        : listStoreItems(api, storeId ?? 0, { ...options, categoryId: filter.categoryId });
    },
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    placeholderData: keepPreviousData,
    staleTime: CACHE.listsStaleMs,
    enabled: storeId != null,
  });
}
