import {
  FIRST_PAGE,
  getItemDetails,
  getStoreDetails,
  listBanners,
  listBasicCampaigns,
  listCampaignItems,
  listCategories,
  listCategoryItems,
  listChildCategories,
  listDiscountedItems,
  listItems,
  listRecommendedItems,
  listStoreItems,
  listStores,
  listStoresBy,
  nextOffset,
  searchItems,
  searchStores,
  type CallOptions,
  type ItemListKind,
  type StoreListKind,
} from '@storefront/core/api/catalogue';
import { parseZoneIds, type Session } from '@storefront/core/domain/session';
import { storePageTarget } from '@storefront/core/domain/store-link';
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { queryClient } from '../../app/query-client.js';
import { galleryImages } from '../item/gallery.js';
import { positiveId } from './Page.js';
import { CACHE } from './cache.js';
import { useSession } from '../../app/session.js';

/**
 * Server data of the catalogue through react-query. Every key carries what the answer depends
 * on (language, zones, module), so a module switch or a language change refetches. The cache
 * times are in cache.ts (spec §9).
 */

/** What a catalogue call is scoped by: the page's module (or the session's) and zone. */
export interface Scope {
  moduleId: number | null;
  /** The page's zone (a store link's `store_zone_id`), else the session's zones. */
  zoneId?: number | null;
}

/** The scope of the session, or of a page that names its module (and zone). */
export function useScope(override?: Partial<Scope>): CallScope {
  return scopeOf(useSession(), override);
}

export interface CallScope {
  key: readonly [string, string, number | null];
  options: CallOptions;
  hasZone: boolean;
}

/** useScope outside React (a prefetch before the first render, see app/critical.ts). */
export function scopeOf(
  session: Pick<Session, 'language' | 'zoneId' | 'module'>,
  override?: Partial<Scope>,
): CallScope {
  const moduleId = override?.moduleId ?? session.module?.id ?? null;
  const zoneId = override?.zoneId ?? null;
  const zones = zoneId != null ? `[${zoneId}]` : (session.zoneId ?? '');
  return {
    key: [session.language, zones, moduleId] as const,
    options: { moduleId, ...(zoneId != null ? { zoneId } : {}) },
    hasZone: zoneId != null || parseZoneIds(session.zoneId).length > 0,
  };
}

export function useCategories(scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useQuery({
    queryKey: ['categories', ...scope.key],
    queryFn: ({ signal }) => listCategories(api, { ...scope.options, signal }),
    staleTime: CACHE.categoriesStaleMs,
  });
}

export function useFeaturedCategories() {
  const scope = useScope();
  return useQuery({
    queryKey: ['categories', 'featured', ...scope.key],
    queryFn: ({ signal }) => listCategories(api, { ...scope.options, featured: true, signal }),
    staleTime: CACHE.featuredCategoriesStaleMs,
    gcTime: CACHE.featuredCategoriesGcMs,
  });
}

export function useChildCategories(id: number, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useQuery({
    queryKey: ['categories', 'childes', id, ...scope.key],
    queryFn: ({ signal }) => listChildCategories(api, id, { ...scope.options, signal }),
    staleTime: CACHE.categoriesStaleMs,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The module home's banners (the first paint's largest picture: prefetched, see critical.ts). */
export const bannersQuery = (scope: CallScope) =>
  queryOptions({
    queryKey: ['banners', ...scope.key],
    queryFn: ({ signal }) => listBanners(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
  });

export function useBanners() {
  return useQuery(bannersQuery(useScope()));
}

export function useBasicCampaigns() {
  const scope = useScope();
  return useQuery({
    queryKey: ['campaigns', 'basic', ...scope.key],
    queryFn: ({ signal }) => listBasicCampaigns(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
  });
}

export function useCampaignItems() {
  const scope = useScope();
  return useQuery({
    queryKey: ['campaigns', 'item', ...scope.key],
    queryFn: ({ signal }) => listCampaignItems(api, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
  });
}

/** The first page of one of the home's item sections. */
export type ItemSectionKind = ItemListKind | 'discounted' | 'recommended';

export function useItemSection(kind: ItemSectionKind) {
  const scope = useScope();
  return useQuery({
    queryKey: ['items', kind, ...scope.key],
    queryFn: async ({ signal }) => {
      const options = { ...scope.options, signal };
      if (kind === 'discounted') return (await listDiscountedItems(api, options)).products;
      if (kind === 'recommended') return (await listRecommendedItems(api, options)).items;
      return (await listItems(api, kind, options)).products;
    },
    staleTime: CACHE.listsStaleMs,
  });
}

/** The first page of popular or latest stores (the home's store rows). */
export function useStoreSection(kind: StoreListKind) {
  const scope = useScope();
  return useQuery({
    queryKey: ['stores', kind, 'first', ...scope.key],
    queryFn: async ({ signal }) =>
      (await listStoresBy(api, kind, { ...scope.options, signal })).stores,
    staleTime: CACHE.listsStaleMs,
  });
}

/** Popular or latest stores, page by page (a next page while the list is non-empty). */
export function useStorePages(kind: StoreListKind) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['stores', kind, 'pages', ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      listStoresBy(api, kind, { ...scope.options, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.stores),
    staleTime: CACHE.listsStaleMs,
  });
}

/** Every store of the zone and module (the stores that sell in a category). */
export function useAllStores(enabled = true) {
  const scope = useScope();
  return useQuery({
    queryKey: ['stores', 'all', ...scope.key],
    queryFn: async ({ signal }) =>
      (await listStores(api, 'all', { ...scope.options, limit: 50, signal })).stores,
    staleTime: CACHE.listsStaleMs,
    enabled,
  });
}

export function useCategoryItemPages(id: number, scopeOverride?: Partial<Scope>) {
  const scope = useScope(scopeOverride);
  return useInfiniteQuery({
    queryKey: ['items', 'category', id, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      listCategoryItems(api, id, { ...scope.options, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    staleTime: CACHE.listsStaleMs,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * A store's or an item's details stay on screen while a new scope (a delivery location chosen on
 * the page, a language switch) reloads the same one: the page and its open quick view are not
 * torn down (an add to cart waiting for a location went with them, issue 15).
 */
function sameEntity<T extends { id: number; slug?: string | null }>(
  previous: T | undefined,
  idOrSlug: string | number,
): T | undefined {
  const wanted = String(idOrSlug);
  return previous != null && (String(previous.id) === wanted || previous.slug === wanted)
    ? previous
    : undefined;
}

/** A store's details (the store page's, prefetched before its first render: critical.ts). */
export const storeDetailsQuery = (idOrSlug: string, scope: CallScope) =>
  queryOptions({
    queryKey: ['store', idOrSlug, ...scope.key],
    queryFn: ({ signal }) => getStoreDetails(api, idOrSlug, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
  });

export function useStoreDetails(idOrSlug: string, scopeOverride?: Partial<Scope>) {
  return useQuery({
    ...storeDetailsQuery(idOrSlug, useScope(scopeOverride)),
    placeholderData: (previous) => sameEntity(previous, idOrSlug),
    enabled: idOrSlug !== '',
  });
}

/** A store's items, page by page: all, one category, or those matching a search text. */
export function useStoreItemPages(
  storeId: number | null,
  filter: { categoryId: number | null; text: string },
  scopeOverride?: Partial<Scope>,
) {
  const scope = useScope(scopeOverride);
  const text = filter.text.trim();
  return useInfiniteQuery({
    queryKey: ['items', 'store', storeId, filter.categoryId, text, ...scope.key],
    queryFn: ({ signal, pageParam }) => {
      const options = { ...scope.options, offset: pageParam, signal };
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

export function useItemSearchPages(text: string) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['items', 'search', text, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      searchItems(api, { ...scope.options, name: text, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.products),
    staleTime: CACHE.listsStaleMs,
    enabled: text.trim() !== '',
  });
}

export function useStoreSearchPages(text: string) {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: ['stores', 'search', text, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      searchStores(api, { ...scope.options, name: text, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.stores),
    staleTime: CACHE.listsStaleMs,
    enabled: text.trim() !== '',
  });
}

/**
 * An item's details (spec §9: 30 s); `campaign` looks among the running campaign items. The
 * product page's, prefetched before its first render (critical.ts).
 */
export const itemDetailsQuery = (
  idOrSlug: string | number | null,
  campaign: boolean,
  scope: CallScope,
) =>
  queryOptions({
    queryKey: ['item', String(idOrSlug), campaign, ...scope.key],
    queryFn: ({ signal }) =>
      getItemDetails(api, idOrSlug ?? '', { ...scope.options, campaign, signal }),
    staleTime: CACHE.itemDetailsStaleMs,
  });

export function useItemDetails(
  idOrSlug: string | number | null,
  options: { campaign?: boolean; moduleId?: number | null } = {},
) {
  const scope = useScope(options.moduleId != null ? { moduleId: options.moduleId } : undefined);
  return useQuery({
    ...itemDetailsQuery(idOrSlug, options.campaign ?? false, scope),
    placeholderData: (previous) => sameEntity(previous, idOrSlug ?? ''),
    enabled: idOrSlug != null && idOrSlug !== '',
  });
}

/**
 * Asks for a picture the page shows first and largest, at high priority, before the page renders
 * it; the page's <img> (same URL) then takes it from the cache.
 */
function preloadPicture(url: string | null | undefined) {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * Before the first render (app/critical.ts), the page's first data and its largest picture, as
 * the page asks for them, so that they load while the app renders instead of after it (issue 9):
 * a shop's home, its banners and the first slide's picture (BannerCarousel: banners, then
 * campaigns); a product page, the item's details and its gallery's first picture; a store page,
 * its details (the server names its cover in the HTML itself, server http/static.ts). Not
 * awaited by the first render; a failure is left to the page, which asks again.
 */
export async function prefetchPage(
  pathname: string,
  session: Pick<Session, 'language' | 'zoneId' | 'module'>,
): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const [, kind, path = ''] = /^\/(home|product|store)\/?([^/]*)\/?$/.exec(pathname) ?? [];
  if (kind === 'home') {
    const { banners, campaigns } = await queryClient.fetchQuery(bannersQuery(scopeOf(session)));
    preloadPicture(banners[0]?.image_full_url ?? campaigns[0]?.image_full_url);
  } else if (kind === 'product' && path !== '') {
    const moduleId = positiveId(params.get('module_id'));
    const scope = scopeOf(session, moduleId != null ? { moduleId } : undefined);
    const item = await queryClient.fetchQuery(
      itemDetailsQuery(decodeURIComponent(path), false, scope),
    );
    preloadPicture(galleryImages(item)[0]);
  } else if (kind === 'store') {
    const target = storePageTarget(decodeURIComponent(path), params);
    // A rental store's link goes to its provider page instead.
    if (target && !target.rental) {
      await queryClient.prefetchQuery(storeDetailsQuery(target.idOrSlug, scopeOf(session)));
    }
  }
}
