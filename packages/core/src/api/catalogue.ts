/**
 * The catalogue calls (issue 3; reference §1.3, §4.5, §4.6): categories, items, stores,
 * banners and campaigns, as plain async functions over the typed client. The web app (through
 * react-query) and the CLI use them; each returns the server's data or throws an `ApiError`.
 *
 * - Lists are scoped by the session headers the middleware sends (`zoneId`, `moduleId`,
 *   `latitude`, `longitude`, `X-localization`). A page that names its own module (`/store/[id]`
 *   and `/category/[id]` carry `module_id` in the query) passes `moduleId`: a header the call
 *   sets itself wins over the session's.
 * - Pages: `limit` is the page size, `offset` the 1-based page number; the answer carries
 *   `total_size`, `limit`, `offset` and the list. A next page exists while the list is
 *   non-empty (spec §7 'GET stores list'): `nextOffset`.
 * - The campaign routes answer the error body with status 200 when no zone is sent (as the v1
 *   API does); that body becomes an `ApiError` here, like any other error.
 */
import type { ApiClient } from './client.js';
import type { Signal } from './calls.js';
import type { components, paths } from './schema.gen.js';
import { ApiError } from './errors.js';
import { unwrap } from './calls.js';
import type { ItemFilterQuery } from '../domain/search-filters.js';

type Schemas = components['schemas'];

export type CatalogueItem = Schemas['Item'];
export type CatalogueCampaignItem = Schemas['CampaignItem'];
export type CatalogueItemDetails = Schemas['ItemDetails'];
export type CatalogueStore = Schemas['Store'];
export type CatalogueStoreDetails = Schemas['StoreDetails'];
export type CatalogueCategory = Schemas['Category'];
export type CatalogueCategorySummary = Schemas['CategorySummary'];
export type CatalogueBanner = Schemas['Banner'];
export type CatalogueBasicCampaign = Schemas['BasicCampaign'];
export type CatalogueReview = Schemas['Review'];
export type ItemPage = Schemas['ItemPage'];
export type ItemPageWithCategories = Schemas['ItemPageWithCategories'];
export type RecommendedItemPage = Schemas['RecommendedItemPage'];
export type StorePage = Schemas['StorePage'];
export type ReviewPage = Schemas['ReviewPage'];
export type BannersResponse = Schemas['BannersResponse'];

/** Which stores `stores/get-stores/{filter}` lists. */
export type StoreListFilter =
  paths['/stores/get-stores/{filter_data}']['get']['parameters']['path']['filter_data'];
/** `veg`, `non_veg` or `all` (the items' `type` query). */
export type ItemTypeFilter = NonNullable<
  paths['/items/popular']['get']['parameters']['query']
>['type'];

/** Spec §9 and §7: lists are fetched 12 at a time from page 1. */
export const CATALOGUE_PAGE_LIMIT = 12;
export const FIRST_PAGE = 1;

/** The next page number while the page's list is non-empty, else undefined (spec §7). */
export function nextOffset(offset: number, list: readonly unknown[]): number | undefined {
  return list.length > 0 ? offset + 1 : undefined;
}

export interface CallOptions {
  /** The module of the page (a `module_id` in its query); default: the session's module. */
  moduleId?: number | null;
  /** The zone of the page (a store link's `store_zone_id`); default: the session's zones. */
  zoneId?: number | null;
  signal?: Signal;
}

export interface PageOptions extends CallOptions {
  /** Page size (default `CATALOGUE_PAGE_LIMIT`). */
  limit?: number;
  /** 1-based page number (default 1). */
  offset?: number;
  type?: ItemTypeFilter;
}

const isId = (n: number | null | undefined): n is number =>
  n != null && Number.isInteger(n) && n > 0;

const moduleHeader = (moduleId: number | null | undefined) => (isId(moduleId) ? { moduleId } : {});

/** The page's module and zone headers (each only when the page names it). */
const scopeHeaders = (options: CallOptions) => ({
  ...moduleHeader(options.moduleId),
  ...(isId(options.zoneId) ? { zoneId: `[${options.zoneId}]` } : {}),
});

const page = (options: PageOptions) => ({
  limit: options.limit ?? CATALOGUE_PAGE_LIMIT,
  offset: options.offset ?? FIRST_PAGE,
  ...(options.type ? { type: options.type } : {}),
});

// ---------------------------------------------------------------- categories

/** Top-level categories with their sub-categories (`featured` keeps the featured ones). */
export function listCategories(
  api: ApiClient,
  options: CallOptions & { featured?: boolean } = {},
): Promise<CatalogueCategory[]> {
  return unwrap(
    api.GET('/categories', {
      params: {
        header: scopeHeaders(options),
        query: options.featured ? { featured: 1 } : {},
      },
      signal: options.signal,
    }),
  );
}

/** The sub-categories of a category. */
export function listChildCategories(
  api: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<CatalogueCategory[]> {
  return unwrap(
    api.GET('/categories/childes/{id}', {
      params: { header: scopeHeaders(options), path: { id } },
      signal: options.signal,
    }),
  );
}

/** A page of a category's items. */
export function listCategoryItems(
  api: ApiClient,
  id: number,
  options: PageOptions = {},
): Promise<ItemPage> {
  return unwrap(
    api.GET('/categories/items/{id}', {
      params: { header: scopeHeaders(options), path: { id }, query: page(options) },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- items

export type ItemListKind = 'popular' | 'most-reviewed' | 'new-arrival';

const ITEM_LIST_PATHS = {
  popular: '/items/popular',
  'most-reviewed': '/items/most-reviewed',
  'new-arrival': '/items/new-arrival',
} as const satisfies Record<ItemListKind, keyof paths>;

/** A page of popular, most reviewed or newly arrived items of the module and zones. */
export function listItems(
  api: ApiClient,
  kind: ItemListKind,
  options: PageOptions = {},
): Promise<ItemPage> {
  return unwrap(
    api.GET(ITEM_LIST_PATHS[kind], {
      params: { header: scopeHeaders(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

/** A page of discounted items (own discount or a running store discount). */
export function listDiscountedItems(
  api: ApiClient,
  options: PageOptions = {},
): Promise<ItemPageWithCategories> {
  return unwrap(
    api.GET('/items/discounted', {
      params: { header: scopeHeaders(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

/** A page of recommended items, of one store when `storeId` is given. */
export function listRecommendedItems(
  api: ApiClient,
  options: PageOptions & { storeId?: number | string } = {},
): Promise<RecommendedItemPage> {
  const store = options.storeId != null ? { store_id: String(options.storeId) } : {};
  return unwrap(
    api.GET('/items/recommended', {
      params: { header: scopeHeaders(options), query: { ...page(options), ...store } },
      signal: options.signal,
    }),
  );
}

/**
 * A page of a store's items, newest first, with the store's categories (`categoryId`: only
 * that category; default all).
 */
export function listStoreItems(
  api: ApiClient,
  storeId: number | string,
  options: PageOptions & { categoryId?: number | null; filters?: ItemFilterQuery } = {},
): Promise<ItemPageWithCategories> {
  return unwrap(
    api.GET('/items/latest', {
      params: {
        header: scopeHeaders(options),
        query: {
          store_id: String(storeId),
          category_id: options.categoryId != null ? String(options.categoryId) : '0',
          ...page(options),
          ...options.filters,
        },
      },
      signal: options.signal,
    }),
  );
}

export interface ItemSearch extends PageOptions {
  /** The text to look for in names and tags. */
  name: string;
  /** Only items of this category. */
  categoryId?: number | null;
  /** Only this store's items (id or slug). */
  storeId?: number | string | null;
  /** Filters and sort (core search-filters `filterQuery`). */
  filters?: ItemFilterQuery;
}

/** Items whose name or tags contain a text. */
export function searchItems(api: ApiClient, search: ItemSearch): Promise<ItemPageWithCategories> {
  return unwrap(
    api.GET('/items/search', {
      params: {
        header: scopeHeaders(search),
        query: {
          name: search.name,
          ...page(search),
          ...(search.categoryId != null ? { category_id: String(search.categoryId) } : {}),
          ...(search.storeId != null ? { store_id: String(search.storeId) } : {}),
          ...search.filters,
        },
      },
      signal: search.signal,
    }),
  );
}

/** An item by id or slug; `campaign` looks it up among the running campaign items. */
export function getItemDetails(
  api: ApiClient,
  idOrSlug: number | string,
  options: CallOptions & { campaign?: boolean } = {},
): Promise<CatalogueItemDetails> {
  return unwrap(
    api.GET('/items/details/{id}', {
      params: {
        header: moduleHeader(options.moduleId),
        path: { id: String(idOrSlug) },
        query: options.campaign ? { campaign: 1 } : {},
      },
      signal: options.signal,
    }),
  );
}

/** A page of an item's reviews, newest first. */
export function listItemReviews(
  api: ApiClient,
  id: number,
  options: PageOptions = {},
): Promise<ReviewPage> {
  return unwrap(
    api.GET('/items/reviews/{id}', {
      params: {
        header: moduleHeader(options.moduleId),
        path: { id },
        query: { limit: options.limit ?? CATALOGUE_PAGE_LIMIT, offset: options.offset ?? 1 },
      },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- stores

/** A page of all stores, the delivering ones or those offering take-away. */
export function listStores(
  api: ApiClient,
  filter: StoreListFilter,
  options: PageOptions = {},
): Promise<StorePage> {
  return unwrap(
    api.GET('/stores/get-stores/{filter_data}', {
      params: {
        header: scopeHeaders(options),
        path: { filter_data: filter },
        query: page(options),
      },
      signal: options.signal,
    }),
  );
}

export type StoreListKind = 'popular' | 'latest' | 'top-rated';

const STORE_LIST_PATHS = {
  popular: '/stores/popular',
  latest: '/stores/latest',
  'top-rated': '/stores/top-rated',
} as const satisfies Record<StoreListKind, keyof paths>;

/** A page of popular, latest or top-rated stores (spec §7: type all, offset 1, limit 12). */
export function listStoresBy(
  api: ApiClient,
  kind: StoreListKind,
  options: PageOptions = {},
): Promise<StorePage> {
  return unwrap(
    api.GET(STORE_LIST_PATHS[kind], {
      params: { header: scopeHeaders(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

/** Stores whose name contains a text. */
export function searchStores(
  api: ApiClient,
  search: PageOptions & { name: string; categoryId?: number | null },
): Promise<StorePage> {
  return unwrap(
    api.GET('/stores/search', {
      params: {
        header: scopeHeaders(search),
        query: {
          name: search.name,
          limit: search.limit ?? CATALOGUE_PAGE_LIMIT,
          offset: search.offset ?? FIRST_PAGE,
          ...(search.categoryId != null ? { category_id: search.categoryId } : {}),
        },
      },
      signal: search.signal,
    }),
  );
}

/** A store by id or slug, with its categories, campaigns and coupons. */
export function getStoreDetails(
  api: ApiClient,
  idOrSlug: number | string,
  options: CallOptions = {},
): Promise<CatalogueStoreDetails> {
  return unwrap(
    api.GET('/stores/details/{id}', {
      params: { path: { id: String(idOrSlug) } },
      signal: options.signal,
    }),
  );
}

// ---------------------------------------------------------------- banners and campaigns

/** The banners of the zones and the running basic campaigns. */
export function listBanners(
  api: ApiClient,
  options: CallOptions & { featured?: boolean } = {},
): Promise<BannersResponse> {
  return unwrap(
    api.GET('/banners', {
      params: {
        header: scopeHeaders(options),
        query: options.featured ? { featured: 1 } : {},
      },
      signal: options.signal,
    }),
  );
}

/** A list, or the v1 API's error body answered with status 200 (no zone): thrown. */
function listOrError<T>(data: T[] | Schemas['ErrorBody']): T[] {
  if (Array.isArray(data)) return data;
  throw new ApiError(403, data);
}

/** The running basic campaigns with a store in the zones. */
export async function listBasicCampaigns(
  api: ApiClient,
  options: CallOptions = {},
): Promise<CatalogueBasicCampaign[]> {
  const data = await unwrap(
    api.GET('/campaigns/basic', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
  return listOrError(data);
}

/** The running campaign items of the zones. */
export async function listCampaignItems(
  api: ApiClient,
  options: CallOptions = {},
): Promise<CatalogueCampaignItem[]> {
  const data = await unwrap(
    api.GET('/campaigns/item', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
  return listOrError(data);
}
