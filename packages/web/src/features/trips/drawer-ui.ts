import { useSyncExternalStore } from 'react';

let drawerOpen = false;
const listeners = new Set<() => void>();
const setDrawer = (open: boolean) => {
  drawerOpen = open;
  for (const listener of listeners) listener();
};

/** Whether the trip cart drawer is open, kept outside React (the header and the pages share it). */
export const tripCartUi = {
  open: () => setDrawer(true),
  close: () => setDrawer(false),
  set: setDrawer,
  get: () => drawerOpen,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTripCartDrawerOpen(): boolean {
  return useSyncExternalStore(tripCartUi.subscribe, tripCartUi.get, tripCartUi.get);
}
