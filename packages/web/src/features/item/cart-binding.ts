import type { CartLineRef } from '@storefront/core/domain/item';
import type {
  BuyNowParams,
  CartCallResult,
  ItemConfigCartActors,
} from '@storefront/core/machines/item-config.machine';
import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';

/**
 * What the quick view needs from the cart (issue 4): the add and update actors, Buy Now, and
 * the item's cart lines. Until a cart provides it, the quick view still runs every rule of the
 * item configuration (and shows the spec's messages), but it cannot order: a valid
 * configuration's order buttons are disabled with an 'Ordering opens soon' note.
 */
export interface CartBinding {
  actors: ItemConfigCartActors;
  buyNow: (params: BuyNowParams) => void;
  cartLines: (itemId: number) => CartLineRef[];
}

export const CartBindingContext = createContext<CartBinding | null>(null);

/** The cart binding, or null while no cart is provided. */
export function useCartBinding(): CartBinding | null {
  return useContext(CartBindingContext);
}

const noCart = (): Promise<CartCallResult> =>
  Promise.reject(new Error('No cart is provided (CartBindingContext)'));

/**
 * Actors for a quick view without a cart. Never invoked: without a cart the order buttons are
 * only enabled while the configuration breaks a rule, and the machine then refuses the submit.
 */
export const NO_CART_ACTORS: ItemConfigCartActors = {
  addToCart: fromPromise(noCart),
  updateCart: fromPromise(noCart),
};
