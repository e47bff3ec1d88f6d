import { STORAGE_KEYS } from '@storefront/core/domain/session';
import { useCallback, useSyncExternalStore } from 'react';
import { storage } from '../../adapters/storage.js';

export type ThemeMode = 'light' | 'dark';

/** The theme is `data-theme` on <html>; index.html's boot script sets it before the first paint. */
function read(): ThemeMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function setTheme(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  storage.set(STORAGE_KEYS.theme, mode);
}

/** The current theme and a toggle that keeps the choice across reloads (storage key `theme`). */
export function useTheme(): { mode: ThemeMode; toggle: () => void } {
  const mode = useSyncExternalStore(subscribe, read, () => 'light' as const);
  const toggle = useCallback(() => setTheme(read() === 'dark' ? 'light' : 'dark'), []);
  return { mode, toggle };
}
