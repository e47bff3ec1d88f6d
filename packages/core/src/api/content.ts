/**
 * The v1 content calls that the incumbent's web client shows (issue 16): the landing page's
 * testimonials and app download block, an item's related items, the pharmacy's common
 * conditions and their medicines, a signed-in customer's suggested items, the search box's
 * item-or-store suggestions and the review reminder. Plain async functions over the typed
 * client, as in `catalogue.ts`; each returns the server's data or throws an `ApiError`.
 */
import type { ApiClient } from './client.js';
import type { Signal } from './calls.js';
import type { components, operations } from './schema.gen.js';
import { unwrap } from './calls.js';
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

export type Testimonial = Json<'listTestimonials'>[number];
export type AppDownloadSection = Json<'getAppDownloadSection'>;
export type CommonCondition = components['schemas']['CommonCondition'];
export type ItemOrStoreSuggestions = Json<'searchItemsOrStores'>;
export type ReviewReminder = Json<'getReviewReminder'>;

const isId = (n: number | null | undefined): n is number =>
  n != null && Number.isInteger(n) && n > 0;

const scopeHeaders = (options: CallOptions) => ({
  ...(isId(options.moduleId) ? { moduleId: options.moduleId } : {}),
  ...(isId(options.zoneId) ? { zoneId: `[${options.zoneId}]` } : {}),
});

/** The active testimonials of the landing page, in the request's language. */
export function listTestimonials(
  api: ApiClient,
  options: { signal?: Signal } = {},
): Promise<Testimonial[]> {
  return unwrap(api.GET('/testimonial', { signal: options.signal }));
}

/** The landing page's 'download the app' block: title, subtitle, image and store links. */
export function getAppDownloadSection(
  api: ApiClient,
  options: { signal?: Signal } = {},
): Promise<AppDownloadSection> {
  return unwrap(api.GET('/app-download-section', { signal: options.signal }));
}

/** The store links of the app download block that are switched on. */
export function appStoreLinks(section: AppDownloadSection): { play?: string; apple?: string } {
  const links = section.download_user_app_links;
  return {
    ...(links.playstore_url_status === '1' && links.playstore_url !== ''
      ? { play: links.playstore_url }
      : {}),
    ...(links.apple_store_url_status === '1' && links.apple_store_url !== ''
      ? { apple: links.apple_store_url }
      : {}),
  };
}

/** Items like this one (of its category), without the item itself. */
export function listRelatedItems(
  api: ApiClient,
  id: number,
  options: CallOptions = {},
): Promise<components['schemas']['Item'][]> {
  return unwrap(
    api.GET('/items/related-items/{id}', {
      params: { header: scopeHeaders(options), path: { id } },
      signal: options.signal,
    }),
  );
}

/** The module's common conditions that have items in the zones (pharmacy). */
export function listCommonConditions(
  api: ApiClient,
  options: CallOptions = {},
): Promise<CommonCondition[]> {
  return unwrap(
    api.GET('/common-condition', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
}

/** A page of a common condition's medicines (id or slug). */
export function listCommonConditionItems(
  api: ApiClient,
  idOrSlug: number | string,
  options: PageOptions = {},
): Promise<components['schemas']['ItemPage']> {
  return unwrap(
    api.GET('/common-condition/items/{id}', {
      params: {
        header: scopeHeaders(options),
        path: { id: String(idOrSlug) },
        query: {
          limit: options.limit ?? CATALOGUE_PAGE_LIMIT,
          offset: options.offset ?? FIRST_PAGE,
          ...(options.type ? { type: options.type } : {}),
        },
      },
      signal: options.signal,
    }),
  );
}

/** A signed-in customer's suggested items ('Just for you': interests, else most ordered). */
export function listSuggestedItems(
  api: ApiClient,
  options: CallOptions = {},
): Promise<components['schemas']['Item'][]> {
  return unwrap(
    api.GET('/customer/suggested-items', {
      params: { header: scopeHeaders(options) },
      signal: options.signal,
    }),
  );
}

/** The shortest text the search box asks suggestions for. */
export const SUGGEST_MIN_LENGTH = 2;
/** How many items and stores a suggestion list shows at most. */
export const SUGGEST_LIMIT = 5;

/** Items and stores whose names match what the customer is typing. */
export async function suggestItemsOrStores(
  api: ApiClient,
  name: string,
  options: CallOptions & { limit?: number } = {},
): Promise<ItemOrStoreSuggestions> {
  const limit = options.limit ?? SUGGEST_LIMIT;
  const data = await unwrap(
    api.GET('/items/item-or-store-search', {
      params: { header: scopeHeaders(options), query: { name, limit } },
      signal: options.signal,
    }),
  );
  return { items: data.items.slice(0, limit), stores: data.stores.slice(0, limit) };
}

/** The latest delivered order waiting for a review (`order_id` null when there is none). */
export function getReviewReminder(
  api: ApiClient,
  options: { signal?: Signal } = {},
): Promise<ReviewReminder> {
  return unwrap(api.GET('/customer/review-reminder', { signal: options.signal }));
}

/** Dismisses the review reminder of an order. */
export async function cancelReviewReminder(api: ApiClient, orderId: number): Promise<void> {
  await unwrap(
    api.GET('/customer/review-reminder-cancel', { params: { query: { order_id: orderId } } }),
  );
}
