import type { KeyValueStorage } from '@storefront/core/ports';
import { memoryStorage } from '@storefront/core/ports';

/**
 * The browser's KeyValueStorage: localStorage, or memory when localStorage is unavailable
 * (private mode, storage disabled), so the storefront still works for the visit.
 */
function createBrowserStorage(): KeyValueStorage {
  try {
    const ls = window.localStorage;
    const probe = '__storefront_probe__';
    ls.setItem(probe, probe);
    ls.removeItem(probe);
    return {
      get: (key) => ls.getItem(key),
      set: (key, value) => {
        try {
          ls.setItem(key, value);
        } catch {
          // Quota exceeded: the value lives only for this page.
        }
      },
      remove: (key) => ls.removeItem(key),
    };
  } catch {
    return memoryStorage();
  }
}

type Listener = () => void;

/**
 * Storage that tells subscribers when a value changes, so the UI re-reads the session after a
 * machine stores a location or a module (and when another tab changes it).
 */
function observable(inner: KeyValueStorage): KeyValueStorage & {
  subscribe(listener: Listener): () => void;
  version(): number;
} {
  const listeners = new Set<Listener>();
  let version = 0;
  const emit = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  window.addEventListener('storage', emit);
  return {
    get: (key) => inner.get(key),
    set: (key, value) => {
      if (inner.get(key) === value) return;
      inner.set(key, value);
      emit();
    },
    remove: (key) => {
      if (inner.get(key) == null) return;
      inner.remove(key);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

export const storage = observable(createBrowserStorage());
