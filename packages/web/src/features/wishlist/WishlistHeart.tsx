import type { WishlistKind } from '@storefront/core/machines/wishlist-toggle.machine';
import { heartLogic } from './heart.js';
import { HeartToggle, type HeartProps } from './HeartToggle.js';
import { refreshWishlist, useWishlist } from './queries.js';

/** The wishlist heart of an item or a store (spec §4 'Wishlist', §5, §8), over the real API. */
export function WishlistHeart(props: HeartProps<Extract<WishlistKind, 'item' | 'store'>>) {
  const wishlist = useWishlist();
  return (
    <HeartToggle {...props} lists={wishlist.data} logic={heartLogic} refresh={refreshWishlist} />
  );
}
