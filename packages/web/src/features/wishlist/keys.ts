import { isSignedIn, parseZoneIds, type Session } from '@storefront/core/domain/session';

/** Every wishlist query starts with this (invalidated after a change). */
export const WISHLIST_KEY = 'wishlist';

type WishlistSession = Pick<Session, 'token' | 'zoneId' | 'module'>;

/**
 * The wishlist's query key: whether a token is stored, the zones and the module (the server
 * lists the wished items and stores of the `zoneId` header's zones and the `moduleId` module).
 */
export function wishlistKey(session: WishlistSession) {
  return [
    WISHLIST_KEY,
    isSignedIn(session),
    session.zoneId ?? '',
    session.module?.id ?? null,
  ] as const;
}

/** The wishlist is fetched only for a signed-in customer with a zone (spec §6). */
export function wishlistEnabled(session: WishlistSession): boolean {
  return isSignedIn(session) && parseZoneIds(session.zoneId).length > 0;
}
