import { useSyncExternalStore } from 'react';

/**
 * Whether the wishlist drawer is open: kept outside React, so the header's button opens the
 * drawer the header hosts, wherever either is rendered.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const wishlistUi = {
  isOpen: (): boolean => open,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open: () => set(true),
  close: () => set(false),
  setOpen: set,
};

export function useWishlistDrawerOpen(): boolean {
  return useSyncExternalStore(wishlistUi.subscribe, wishlistUi.isOpen, wishlistUi.isOpen);
}
