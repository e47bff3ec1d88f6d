import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_KEY,
  removeRecentSearch,
  serialiseRecentSearches,
} from '@storefront/core/domain/recent-searches';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { storage } from '../../adapters/storage.js';

const read = () => storage.get(RECENT_SEARCHES_KEY);
const write = (list: readonly string[]) => {
  if (list.length === 0) storage.remove(RECENT_SEARCHES_KEY);
  else storage.set(RECENT_SEARCHES_KEY, serialiseRecentSearches(list));
};

/** Records a search on this device (core recent-searches: newest first, no repeats, capped). */
export function recordSearch(text: string): void {
  write(addRecentSearch(parseRecentSearches(read()), text));
}

/**
 * This device's recent searches (localStorage through the storage adapter, so every search box
 * and other tabs follow a change), with remove and Clear All.
 */
export function useRecentSearches() {
  const raw = useSyncExternalStore(storage.subscribe, read, read);
  const list = useMemo(() => parseRecentSearches(raw), [raw]);
  const remove = useCallback((text: string) => write(removeRecentSearch(list, text)), [list]);
  const clear = useCallback(() => write([]), []);
  return { list, remove, clear };
}
