/**
 * The remaining v1 calls the storefront shows (issue 14): a store's other items, its reviews,
 * store lists, a basic campaign's details, the running flash sale and its items, store
 * advertisements, e-commerce brands and their items, the cashback offers and quote, the stores a
 * customer visits again and the search page's combined data. Plain async functions over the
 * typed client, as in `catalogue.ts`; each returns the server's data or throws an `ApiError`.
 */
import type { ApiClient } from './client.js';
import type { components, operations } from './schema.gen.js';
import { unwrap } from './calls.js';
import { ApiError } from './errors.js';
import {
  CATALOGUE_PAGE_LIMIT,
  FIRST_PAGE,
  type CallOptions,
  type PageOptions,
} from './catalogue.js';

type Json<O extends keyof operations> = operations[O] extends {
  responses: { 200: { content: { 'application/json': infer D } } };
}
  ? D
  : never;

export type StoreReview = components['schemas']['StoreReview'];
export type FlashSale = components['schemas']['FlashSale'];
export type FlashSaleProduct = components['schemas']['FlashSaleProduct'];
export type RunningFlashSale = NonNullable<Json<'getFlashSale'>>;
export type FlashSaleItemsPage = Json<'listFlashSaleItems'>;
export type Advertisement = components['schemas']['Advertisement'];
export type Brand = components['schemas']['Brand'];
export type BrandPage = Json<'listBrands'>;
export type BrandItemsPage = Json<'listBrandItems'>;
export type Cashback = components['schemas']['Cashback'];
export type CashbackQuote = components['schemas']['CashbackQuote'];
export type BasicCampaignDetails = components['schemas']['BasicCampaignDetails'];
export type CombinedData = Json<'getCombinedData'>;
export type OtherBanner = Json<'listOtherBanners'>['banners'][number];
export type OfferStoreKind = 'discounted' | 'recommended' | 'top-offer-near-me';

const isId = (n: number | null | undefined): n is number =>
  n != null && Number.isInteger(n) && n > 0;
const scopeHeaders = (options: CallOptions) => ({
  ...(isId(options.moduleId) ? { moduleId: options.moduleId } : {}),
  ...(isId(options.zoneId) ? { zoneId: `[${options.zoneId}]` } : {}),
});
const page = (options: PageOptions) => ({
  limit: options.limit ?? CATALOGUE_PAGE_LIMIT,
  offset: options.offset ?? FIRST_PAGE,
});

/** The other items of an item's store ('More from this store'). */
export function listRelatedStoreItems(api: ApiClient, id: number, options: PageOptions = {}) {
  return unwrap(
    api.GET('/items/related-store-items/{id}', {
      params: { header: scopeHeaders(options), path: { id }, query: page(options) },
      signal: options.signal,
    }),
  );
}

/** A page of a store's reviews, newest first. */
export function listStoreReviews(api: ApiClient, storeId: number, options: PageOptions = {}) {
  return unwrap(
    api.GET('/stores/reviews', {
      params: { header: scopeHeaders(options), query: { store_id: storeId, ...page(options) } },
      signal: options.signal,
    }),
  );
}

const OFFER_PATHS = {
  discounted: '/stores/discounted',
  recommended: '/stores/recommended',
  'top-offer-near-me': '/stores/top-offer-near-me',
} as const;

/**
 * A page of the discounted, recommended or top-offer stores. `origin` is the customer's stored
 * point, sent as the `latitude`/`longitude` headers so `top-offer-near-me` orders the stores by
 * their distance from it (the call names it, so a list cached by point is never mixed up).
 */
export function listOfferStores(
  api: ApiClient,
  kind: OfferStoreKind,
  options: PageOptions & { origin?: { lat: number; lng: number } | null } = {},
) {
  const origin = options.origin;
  return unwrap(
    api.GET(OFFER_PATHS[kind], {
      params: {
        header: {
          ...scopeHeaders(options),
          ...(origin ? { latitude: origin.lat, longitude: origin.lng } : {}),
        },
        query: page(options),
      },
      signal: options.signal,
    }),
  );
}

/** A running basic campaign with its stores (the API's 200 error body becomes an ApiError). */
export async function getBasicCampaignDetails(
  api: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<BasicCampaignDetails> {
  const answer = await unwrap(
    api.GET('/campaigns/basic-campaign-details', {
      params: { header: scopeHeaders(options), query: { basic_campaign_id: id } },
      signal: options.signal,
    }),
  );
  if ('errors' in answer) throw new ApiError(403, answer);
  return answer;
}

/** The module's running flash sale with its first items, or null. */
export function getFlashSale(api: ApiClient, options: PageOptions = {}) {
  return unwrap(
    api.GET('/flash-sales', {
      params: { header: scopeHeaders(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

/** A page of a running flash sale's items. */
export function listFlashSaleItems(api: ApiClient, flashSaleId: number, options: PageOptions = {}) {
  return unwrap(
    api.GET('/flash-sales/items', {
      params: {
        header: scopeHeaders(options),
        query: { flash_sale_id: flashSaleId, ...page(options) },
      },
      signal: options.signal,
    }),
  );
}

/** The running store advertisements. */
export function listAdvertisements(api: ApiClient, options: CallOptions = {}) {
  return unwrap(
    api.GET('/advertisement/list', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
}

/** A page of the module's brands. */
export function listBrands(api: ApiClient, options: PageOptions = {}) {
  return unwrap(
    api.GET('/brand', {
      params: { header: scopeHeaders(options), query: page(options) },
      signal: options.signal,
    }),
  );
}

/** A page of a brand's items. */
export function listBrandItems(api: ApiClient, brandId: number, options: PageOptions = {}) {
  return unwrap(
    api.GET('/brand/items/{id}', {
      params: { header: scopeHeaders(options), path: { id: brandId }, query: page(options) },
      signal: options.signal,
    }),
  );
}

/** The signed-in customer's cashback offers. */
export function listCashbacks(api: ApiClient, options: CallOptions = {}) {
  return unwrap(api.GET('/cashback/list', { signal: options.signal }));
}

/** The cashback the signed-in customer earns on `amount`. */
export function getCashback(api: ApiClient, amount: number, options: CallOptions = {}) {
  return unwrap(
    api.GET('/cashback/getCashback', {
      params: { query: { amount } },
      signal: options.signal,
    }),
  );
}

/** The stores the signed-in customer ordered from. */
export function listVisitAgainStores(api: ApiClient, options: CallOptions = {}) {
  return unwrap(
    api.GET('/customer/visit-again', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
}

/** The search page's blocks: top categories, popular items and stores (matching `name`). */
export function getCombinedData(
  api: ApiClient,
  options: CallOptions & { name?: string; limit?: number } = {},
) {
  return unwrap(
    api.GET('/get-combined-data', {
      params: {
        header: scopeHeaders(options),
        query: {
          limit: options.limit ?? CATALOGUE_PAGE_LIMIT,
          ...(options.name ? { name: options.name } : {}),
        },
      },
      signal: options.signal,
    }),
  );
}

/** The module's promotional banners (`other-banners`: the parcel home shows them). */
export async function listOtherBanners(api: ApiClient, options: CallOptions = {}) {
  const answer = await unwrap(
    api.GET('/other-banners', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
  return answer.banners;
}
