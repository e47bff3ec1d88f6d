import type { ModuleType } from './session.js';

/** The wishlist drawer's two tabs. */
export type WishlistTab = 'items' | 'stores';

/** The noun of a tab, as the catalog names it (`wishlist.tab.<noun>`, `wishlist.kind.<noun>`). */
export type WishlistNoun = 'items' | 'foods' | 'vehicles' | 'stores' | 'restaurants' | 'providers';

/**
 * The nouns of the drawer's tabs by module (storefront §2 'Wishlist drawer', rental-and-auth §2):
 * foods and restaurants for food, vehicles and providers for rental, else items and stores. The
 * empty state reads 'No favourite {kind} found' with the tab's noun.
 */
export function wishlistNouns(
  moduleType: ModuleType | null | undefined,
): Record<WishlistTab, WishlistNoun> {
  if (moduleType === 'food') return { items: 'foods', stores: 'restaurants' };
  if (moduleType === 'rental') return { items: 'vehicles', stores: 'providers' };
  return { items: 'items', stores: 'stores' };
}
