import { FIRST_PAGE, nextOffset } from '@storefront/core/api/catalogue';
import {
  getCashback,
  getCombinedData,
  getFlashSale,
  listAdvertisements,
  listBrandItems,
  listBrands,
  listCashbacks,
  listFlashSaleItems,
  listOtherBanners,
  listRelatedStoreItems,
  listStoreReviews,
  listVisitAgainStores,
} from '@storefront/core/api/v1-more';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { CACHE } from '../catalogue/cache.js';
import { useScope, type Scope } from '../catalogue/queries.js';

/**
 * The remaining v1 lists (issue 14) through react-query; keys carry what the answer depends on
 * (language, zones, module, signed in), as in catalogue/queries.ts.
 */

/** The running flash sale of the module with its first items (null: none runs). */
export function useFlashSale() {
  const scope = useScope();
  return useQuery({
    queryKey: ['flash-sale', ...scope.key],
    queryFn: ({ signal }) => getFlashSale(api, { ...scope.options, limit: 12, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.hasZone,
  });
}

/** A flash sale's items, page by page. */
export function useFlashSaleItemPages(id: number) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['flash-sale', 'items', id, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      listFlashSaleItems(api, id, { ...scope.options, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    staleTime: CACHE.listsStaleMs,
    enabled: id > 0,
  });
}

export function useAdvertisements() {
  const scope = useScope();
  return useQuery({
    queryKey: ['advertisements', ...scope.key],
    queryFn: ({ signal }) => listAdvertisements(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.hasZone,
  });
}

export function useBrands() {
  const scope = useScope();
  return useQuery({
    queryKey: ['brands', ...scope.key],
    queryFn: ({ signal }) => listBrands(api, { ...scope.options, limit: 20, signal }),
    staleTime: CACHE.categoriesStaleMs,
    enabled: scope.hasZone,
  });
}

export function useBrandItemPages(id: number, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useInfiniteQuery({
    queryKey: ['brand', 'items', id, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      listBrandItems(api, id, { ...scope.options, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    staleTime: CACHE.listsStaleMs,
    enabled: id > 0,
  });
}

/** 'More from this store' on the product page. */
export function useRelatedStoreItems(id: number | null, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useQuery({
    queryKey: ['items', 'related-store', id, ...scope.key],
    queryFn: ({ signal }) =>
      listRelatedStoreItems(api, id ?? 0, { ...scope.options, limit: 12, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: id != null && id > 0,
  });
}

/** A store's reviews, page by page (the v1 answer is an array: a short page is the last). */
export function useStoreReviewPages(storeId: number, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  const limit = 5;
  return useInfiniteQuery({
    queryKey: ['store-reviews', storeId, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      listStoreReviews(api, storeId, { ...scope.options, limit, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, _all, offset) => (last.length < limit ? undefined : offset + 1),
    staleTime: CACHE.listsStaleMs,
    enabled: storeId > 0,
  });
}

/** The stores a signed-in customer ordered from (nothing asked for a guest). */
export function useVisitAgain() {
  const scope = useScope();
  const { token } = useSession();
  return useQuery({
    queryKey: ['visit-again', token != null, ...scope.key],
    queryFn: ({ signal }) => listVisitAgainStores(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: token != null && scope.hasZone,
  });
}

/** The signed-in customer's cashback offers. */
export function useCashbacks() {
  const { token, language } = useSession();
  return useQuery({
    queryKey: ['cashbacks', token != null, language],
    queryFn: ({ signal }) => listCashbacks(api, { signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: token != null,
  });
}

/** The cashback the signed-in customer earns on `amount` (the cart's total). */
export function useCashbackQuote(amount: number | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['cashback', 'quote', token != null, amount],
    queryFn: ({ signal }) => getCashback(api, amount ?? 0, { signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: token != null && amount != null && amount > 0,
    placeholderData: keepPreviousData,
  });
}

/** The module's promotional banners (`other-banners`), shown on the parcel home. */
export function useOtherBanners() {
  const scope = useScope();
  return useQuery({
    queryKey: ['other-banners', ...scope.key],
    queryFn: ({ signal }) => listOtherBanners(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
  });
}

/** The search's blocks for a text (`get-combined-data`): its matching categories first. */
export function useCombinedData(text: string) {
  const scope = useScope();
  return useQuery({
    queryKey: ['combined-data', text, ...scope.key],
    queryFn: ({ signal }) => getCombinedData(api, { ...scope.options, name: text, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.hasZone && text.trim() !== '',
  });
}
