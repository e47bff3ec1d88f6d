import type { CartLineRef, CatalogItem } from '@storefront/core/domain/item';
import type { ItemConfigCartActors } from '@storefront/core/machines/item-config.machine';
import type { BuyNowParams } from '@storefront/core/machines/item-config.types';
import { createContext, useContext } from 'react';
import { useStorefrontCartBinding } from '../cart/binding.js';

/**
 * What the quick view needs from the cart (issue 4): the add and update actors of an item,
 * Buy Now, and the item's cart lines. The storefront's cart (features/cart) provides them; a
 * `CartBindingContext` provider replaces it (tests, embeddings).
 */
export interface CartBinding {
  actorsFor: (item: CatalogItem) => ItemConfigCartActors;
  buyNow: (params: BuyNowParams) => void;
  cartLines: (item: CatalogItem) => CartLineRef[];
}

export const CartBindingContext = createContext<CartBinding | null>(null);

/** The cart binding: the context's, else the storefront's cart. */
export function useCartBinding(): CartBinding {
  const storefront = useStorefrontCartBinding();
  return useContext(CartBindingContext) ?? storefront;
}
