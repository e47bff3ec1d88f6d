import { unwrap, type Signal } from '@storefront/core/api/calls';
import type { ApiClient } from '@storefront/core/api/client';
import type { components } from '@storefront/core/api/schema.gen';
import { formatZoneIds, parseZoneIds } from '@storefront/core/domain/session';
import {
  wishlistRequest,
  type WishlistChange,
  type WishlistKind,
} from '@storefront/core/machines/wishlist-toggle.machine';

/**
 * The wishlist calls over core's typed client (contract operations `getWishlist`,
 * `addToWishlist`, `removeFromWishlist`): the session middleware adds the bearer token, the
 * `zoneId` and `moduleId` headers and the language.
 */

export interface Wishlist {
  item: components['schemas']['Item'][];
  store: components['schemas']['Store'][];
}

/** The kinds the general wishlist holds (vehicles and providers are the rental wishlist's). */
export const GENERAL_KINDS: readonly WishlistKind[] = ['item', 'store'];

/** The customer's wished items and stores in the stored zones (GET customer/wish-list). */
export async function getWishlist(
  api: ApiClient,
  options: { zoneId: string | null; signal?: Signal },
): Promise<Wishlist> {
  const zones = parseZoneIds(options.zoneId);
  if (zones.length === 0) throw new Error('The wishlist needs a zone');
  return unwrap(
    api.GET('/customer/wish-list', {
      params: { header: { zoneId: formatZoneIds(zones) } },
      signal: options.signal,
    }),
  );
}

/**
 * One change of the wishlist (core's `wishlistRequest` gives the method, path and query): POST
 * customer/wish-list/add or DELETE customer/wish-list/remove with `item_id` or `store_id`.
 * Answers the server's `{message}`; a non-2xx answer throws core's `ApiError` (409 when the id
 * is already wished).
 */
export async function changeWishlist(
  api: ApiClient,
  change: WishlistChange,
  signal?: Signal,
): Promise<{ message: string }> {
  const { method, path, query } = wishlistRequest(change);
  if (!GENERAL_KINDS.includes(change.kind)) {
    throw new Error(`The ${change.kind} wishlist (${path}) is not in the API contract yet`);
  }
  if (method === 'POST' && path === '/customer/wish-list/add') {
    return unwrap(api.POST('/customer/wish-list/add', { params: { query }, signal }));
  }
  if (method === 'DELETE' && path === '/customer/wish-list/remove') {
    return unwrap(api.DELETE('/customer/wish-list/remove', { params: { query }, signal }));
  }
  throw new Error(`Unexpected wishlist call ${method} ${path}`);
}
