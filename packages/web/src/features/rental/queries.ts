import { unwrap } from '@storefront/core/api/calls';
import { CATALOGUE_PAGE_LIMIT, FIRST_PAGE } from '@storefront/core/api/catalogue';
import type { components } from '@storefront/core/api/schema.gen';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useModules, useZones } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { CACHE } from '../catalogue/cache.js';
import { useScope } from '../catalogue/queries.js';
import { vehicleSearchApiQuery, type VehicleFilters } from './search-query.js';

/**
 * The rental module's reads (openapi tag `rental`, under /api/v1/rental) through react-query.
 * Keys carry the language, the zones and the rental module (catalogue `useScope`), so a language
 * or zone change refetches. Lists are paged 12 at a time from page 1 (`total_size` says how many
 * there are); the category and brand lists come whole (50, the server's most).
 */

type Schemas = components['schemas'];
export type ApiVehicle = Schemas['Vehicle'];
export type ApiVehicleDetails = Schemas['VehicleDetails'];
export type ApiVehiclePage = Schemas['VehiclePage'];
export type ApiVehicleReview = Schemas['VehicleReview'];
export type ApiVehicleReviewPage = Schemas['VehicleReviewPage'];
export type ApiVehicleLabel = Schemas['VehicleCategoryOrBrand'];
export type ApiProvider = Schemas['Provider'];
export type ApiProviderBrief = Schemas['ProviderBrief'];
export type ApiBanner = Schemas['Banner'];

/** How many vehicles or providers a home row shows. */
export const ROW_LIMIT = 10;
/** Category and brand lists: the server's largest page. */
const LABEL_LIMIT = 50;

/** The next page while the pages read so far hold fewer than `total_size`. */
export function nextPage(
  last: { offset: number; limit: number; total_size: number },
  list: readonly unknown[],
): number | undefined {
  return list.length > 0 && last.offset * last.limit < last.total_size
    ? last.offset + 1
    : undefined;
}

/**
 * The rental module's id: the session's module when it is the rental one, else the rental module
 * among the zone's modules (a shared vehicle or provider link opened from another module).
 */
export function useRentalModuleId(): number | null {
  const session = useSession();
  const stored = session.module?.module_type === 'rental' ? session.module.id : null;
  const modules = useModules({ enabled: stored == null });
  return stored ?? modules.data?.find((m) => m.module_type === 'rental')?.id ?? null;
}

/** The catalogue scope with the rental module (calls wait until it is known). */
function useRentalScope() {
  const moduleId = useRentalModuleId();
  const scope = useScope({ moduleId });
  return {
    key: scope.key,
    header: moduleId != null ? { moduleId } : {},
    ready: moduleId != null,
    hasZone: scope.hasZone,
  };
}

export function useRentalBanners() {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'banners', ...scope.key],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/rental/banners', { params: { header: scope.header }, signal })),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && scope.hasZone,
  });
}

export function useVehicleCategories() {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'categories', ...scope.key],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/rental/vehicle/category-list', {
            params: { header: scope.header, query: { limit: LABEL_LIMIT } },
            signal,
          }),
        )
      ).categories,
    staleTime: CACHE.categoriesStaleMs,
    enabled: scope.ready,
  });
}

export function useVehicleBrands() {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'brands', ...scope.key],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/rental/vehicle/brand-list', {
            params: { header: scope.header, query: { limit: LABEL_LIMIT } },
            signal,
          }),
        )
      ).brands,
    staleTime: CACHE.categoriesStaleMs,
    enabled: scope.ready,
  });
}

/** The home's vehicle rows: the most booked (the search's popular order) or the best rated. */
export function useVehicleRow(kind: 'popular' | 'top-rated') {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'vehicles', kind, ...scope.key],
    queryFn: async ({ signal }) => {
      const page =
        kind === 'popular'
          ? await unwrap(
              api.GET('/rental/vehicle/search', {
                params: { header: scope.header, query: { sort_by: 'popular', limit: ROW_LIMIT } },
                signal,
              }),
            )
          : await unwrap(
              api.GET('/rental/vehicle/top-rated', {
                params: { header: scope.header, query: { limit: ROW_LIMIT } },
                signal,
              }),
            );
      return page.vehicles;
    },
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && scope.hasZone,
  });
}

/** The first page of popular or latest providers (the home's row). */
export function useProviderRow(kind: 'popular' | 'latest') {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'providers', kind, 'first', ...scope.key],
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET(kind === 'popular' ? '/rental/provider/popular' : '/rental/provider/latest', {
            params: { header: scope.header, query: { limit: ROW_LIMIT } },
            signal,
          }),
        )
      ).stores,
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && scope.hasZone,
  });
}

/** Every provider of the zones, most trips first, page by page. */
export function useProviderPages() {
  const scope = useRentalScope();
  return useInfiniteQuery({
    queryKey: ['rental', 'providers', 'popular', 'pages', ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/rental/provider/popular', {
          params: {
            header: scope.header,
            query: { limit: CATALOGUE_PAGE_LIMIT, offset: pageParam },
          },
          signal,
        }),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPage(last, last.stores),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && scope.hasZone,
  });
}

/** The vehicle search, page by page; the previous answer stays while a new filter loads. */
export function useVehicleSearchPages(filters: VehicleFilters) {
  const scope = useRentalScope();
  const query = vehicleSearchApiQuery(filters);
  return useInfiniteQuery({
    queryKey: ['rental', 'search', query, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/rental/vehicle/search', {
          params: {
            header: scope.header,
            query: { ...query, limit: CATALOGUE_PAGE_LIMIT, offset: pageParam },
          },
          signal,
        }),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPage(last, last.vehicles),
    placeholderData: keepPreviousData,
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && scope.hasZone,
  });
}

/** A provider's vehicles with the search's filters, page by page. */
export function useProviderVehiclePages(providerId: number | null, filters: VehicleFilters) {
  const scope = useRentalScope();
  const query = vehicleSearchApiQuery(filters);
  return useInfiniteQuery({
    queryKey: ['rental', 'provider-vehicles', providerId, query, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/rental/vehicle/get-provider-vehicles', {
          params: {
            header: scope.header,
            query: {
              ...query,
              provider_id: providerId ?? 0,
              limit: CATALOGUE_PAGE_LIMIT,
              offset: pageParam,
            },
          },
          signal,
        }),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPage(last, last.vehicles),
    placeholderData: keepPreviousData,
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && providerId != null,
  });
}

/** A vehicle by id or slug, with its provider and latest reviews (fresh 30 s, as items). */
export function useVehicleDetails(idOrSlug: string) {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'vehicle', idOrSlug, ...scope.key],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/rental/vehicle/get-vehicle-details/{id}', {
          params: { header: scope.header, path: { id: idOrSlug } },
          signal,
        }),
      ),
    staleTime: CACHE.itemDetailsStaleMs,
    enabled: scope.ready && idOrSlug !== '',
  });
}

/** A vehicle's reviews, newest first, page by page. */
export function useVehicleReviewPages(vehicleId: number | null) {
  const scope = useRentalScope();
  return useInfiniteQuery({
    queryKey: ['rental', 'vehicle-reviews', vehicleId, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/rental/vehicle/reviews/{id}', {
          params: {
            header: scope.header,
            path: { id: vehicleId ?? 0 },
            query: { limit: CATALOGUE_PAGE_LIMIT, offset: pageParam },
          },
          signal,
        }),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPage(last, last.reviews),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && vehicleId != null,
  });
}

/** A provider by id or slug. */
export function useProviderDetails(idOrSlug: string) {
  const scope = useRentalScope();
  return useQuery({
    queryKey: ['rental', 'provider', idOrSlug, ...scope.key],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/rental/provider/get-provider-details/{id}', {
          params: { header: scope.header, path: { id: idOrSlug } },
          signal,
        }),
      ),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && idOrSlug !== '',
  });
}

/** The reviews of a provider's vehicles, newest first, page by page. */
export function useProviderReviewPages(providerId: number | null) {
  const scope = useRentalScope();
  return useInfiniteQuery({
    queryKey: ['rental', 'provider-reviews', providerId, ...scope.key],
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        api.GET('/rental/provider/get-provider-reviews/{id}', {
          params: {
            header: scope.header,
            path: { id: String(providerId ?? 0) },
            query: { limit: CATALOGUE_PAGE_LIMIT, offset: pageParam },
          },
          signal,
        }),
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextPage(last, last.reviews),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.ready && providerId != null,
  });
}

/** The names of zones by id (a provider's pickup zones). */
export function useZoneNames(): Map<number, string> {
  const zones = useZones();
  return new Map((zones.data ?? []).map((zone) => [zone.id, zone.display_name ?? zone.name]));
}
