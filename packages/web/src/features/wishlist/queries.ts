import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { getWishlist, type Wishlist } from './api.js';
import { WISHLIST_KEY, wishlistEnabled, wishlistKey } from './keys.js';

/**
 * The customer's wishlist (spec §4 'Wishlist'; §6: signed-in customers with a zone). Disabled
 * for guests and without a zone: the hearts are then empty.
 */
export function useWishlist() {
  const session = useSession();
  return useQuery({
    queryKey: wishlistKey(session),
    queryFn: ({ signal }): Promise<Wishlist> =>
      getWishlist(api, { zoneId: session.zoneId, signal }),
    enabled: wishlistEnabled(session),
    staleTime: 30_000,
  });
}

/** Refetches every wishlist query (after an add or a remove). */
export function refreshWishlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [WISHLIST_KEY] });
}
