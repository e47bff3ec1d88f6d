import { unwrap, type Signal } from '@storefront/core/api/calls';
import type { ApiClient } from '@storefront/core/api/client';
import type { components } from '@storefront/core/api/schema.gen';
import { formatZoneIds, parseZoneIds } from '@storefront/core/domain/session';
import {
  wishlistRequest,
  type WishlistChange,
} from '@storefront/core/machines/wishlist-toggle.machine';

/**
 * The rental wishlist over core's typed client (`rental/user/wish-list`, `add`, `remove`;
 * signed-in customers): the wished vehicles and providers shown in the stored zones.
 */
export type RentalWishlist = components['schemas']['RentalWishlist'];

/** The customer's wished vehicles and providers in the stored zones. */
export function getRentalWishlist(
  api: ApiClient,
  options: { zoneId: string | null; signal?: Signal },
): Promise<RentalWishlist> {
  const zones = parseZoneIds(options.zoneId);
  if (zones.length === 0) return Promise.reject(new Error('The rental wishlist needs a zone'));
  return unwrap(
    api.GET('/rental/user/wish-list', {
      params: { header: { zoneId: formatZoneIds(zones) } },
      signal: options.signal,
    }),
  );
}

/**
 * One change of the rental wishlist (core's `wishlistRequest`: POST `add` or DELETE `remove`
 * with `vehicle_id` or `provider_id`); answers the server's `{message}`.
 */
export function changeRentalWishlist(
  api: ApiClient,
  change: WishlistChange,
  signal?: Signal,
): Promise<{ message: string }> {
  const { method, query } = wishlistRequest(change);
  if (change.kind !== 'vehicle' && change.kind !== 'provider') {
    return Promise.reject(new Error(`The rental wishlist holds no ${change.kind}`));
  }
  return method === 'POST'
    ? unwrap(api.POST('/rental/user/wish-list/add', { params: { query }, signal }))
    : unwrap(api.DELETE('/rental/user/wish-list/remove', { params: { query }, signal }));
}
