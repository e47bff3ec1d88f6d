import { provideWishlistToggleMachine } from '@storefront/core/machines/wishlist-toggle.machine';
import type { WishlistChange } from '@storefront/core/machines/wishlist-toggle.machine';
import type { ApiClient } from '@storefront/core/api/client';
import type { Translate } from '@storefront/core/i18n/index';
import type { Notifier } from '@storefront/core/ports';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { listRentalWishlist, rentalActors } from '@storefront/core/api/rental';
import { wishlistEnabled } from '../wishlist/keys.js';

/**
 * The rental wishlist (vehicles and providers; rental-and-auth §3 'Wishlist', §4): signed-in
 * customers with a zone (`rental/user/wish-list`, core's api/rental.ts). A guest's
 * heart gets 'You are not logged in' from core's machine.
 */
export const RENTAL_WISHLIST_KEY = 'rental-wishlist';

export function useRentalWishlist() {
  const session = useSession();
  return useQuery({
    queryKey: [RENTAL_WISHLIST_KEY, session.token != null, session.zoneId ?? '', session.language],
    queryFn: ({ signal }) => listRentalWishlist(api, { signal }),
    enabled: wishlistEnabled(session),
    staleTime: 30_000,
  });
}

export function refreshRentalWishlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [RENTAL_WISHLIST_KEY] });
}

/** Core's wishlistToggleMachine for one rental heart, over the rental wishlist's calls. */
export function rentalHeartLogic(deps: {
  api: ApiClient;
  notifier: Notifier;
  t: Translate;
  onChange: (change: Omit<WishlistChange, 'action'> & { wished: boolean }) => void;
}) {
  return provideWishlistToggleMachine({
    // Signed-in customers only: no guest id.
    actors: rentalActors(deps.api, { guestId: () => null }).wishlist,
    notifier: deps.notifier,
    t: deps.t,
    syncWishlist: deps.onChange,
  });
}
