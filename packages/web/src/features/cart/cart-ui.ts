import type { AddToCartActorRef } from '@storefront/core/machines/add-to-cart.machine';
import { useSyncExternalStore } from 'react';

/**
 * What the cart shows outside any one page: whether the drawer is open, and the add-to-cart
 * actor waiting for the customer to confirm replacing another store's cart (its `confirm` tag).
 * Kept outside React so the quick view (which adds) and the header (which hosts the drawer and
 * the dialogs) share it wherever they are mounted.
 */
export interface CartUiState {
  drawerOpen: boolean;
  /** Where the drawer was opened from (its width: 450 px from the header, else 420 px). */
  variant: 'header' | 'page';
  /** The add-to-cart actor in `confirmingReplace`, or null. */
  replace: AddToCartActorRef | null;
  /** The add-to-cart actor asking for a delivery location (`needsLocation`), or null. */
  locate: AddToCartActorRef | null;
}

let state: CartUiState = { drawerOpen: false, variant: 'header', replace: null, locate: null };
const listeners = new Set<() => void>();

function set(next: Partial<CartUiState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const cartUi = {
  get: (): CartUiState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  openDrawer: (variant: CartUiState['variant'] = 'header') => set({ drawerOpen: true, variant }),
  closeDrawer: () => set({ drawerOpen: false }),
  setDrawer: (open: boolean) => set({ drawerOpen: open }),
  /**
   * Follows an add-to-cart actor: while it asks to replace the cart (tag `confirm`) it is the
   * replace dialog's actor; while it asks for a delivery location (tag `location`), the map
   * picker's (CartLocationPrompt).
   */
  watch(actor: AddToCartActorRef): void {
    const sync = () => {
      const snapshot = actor.getSnapshot();
      const active = snapshot.status === 'active';
      const asking = active && snapshot.hasTag('confirm');
      if (asking && state.replace !== actor) set({ replace: actor });
      else if (!asking && state.replace === actor) set({ replace: null });
      const locating = active && snapshot.hasTag('location');
      if (locating && state.locate !== actor) set({ locate: actor });
      else if (!locating && state.locate === actor) set({ locate: null });
    };
    // The subscription ends with the actor.
    actor.subscribe({ next: sync, complete: sync, error: sync });
    sync();
  },
};

export function useCartUi(): CartUiState {
  return useSyncExternalStore(cartUi.subscribe, cartUi.get, cartUi.get);
}
