import type { WishlistLists } from '@storefront/core/machines/wishlist-toggle.machine';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../../app/session.js';
import { heartLogic } from '../wishlist/heart.js';
import { wishlistEnabled } from '../wishlist/keys.js';

/**
 * The rental wishlist (vehicles and providers; rental-and-auth §3 'Wishlist', §4): signed-in
 * customers with a zone. Its operations (`rental/user/wish-list`, `add`, `remove`) are not in
 * openapi/storefront.yaml yet: until they are, the list is empty and a change is refused by the
 * general wishlist's call (features/wishlist/api.ts), so a guest still gets 'You are not logged
 * in' from core's machine.
 */
export const RENTAL_WISHLIST_KEY = 'rental-wishlist';

export function useRentalWishlist() {
  const session = useSession();
  return useQuery({
    queryKey: [RENTAL_WISHLIST_KEY, session.token != null, session.zoneId ?? ''],
    queryFn: (): Promise<WishlistLists> => Promise.resolve({ vehicles: [], providers: [] }),
    enabled: wishlistEnabled(session),
    staleTime: 30_000,
  });
}

export function refreshRentalWishlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [RENTAL_WISHLIST_KEY] });
}

/** Core's wishlistToggleMachine for one rental heart. */
export const rentalHeartLogic = heartLogic;
