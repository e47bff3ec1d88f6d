import { createToaster } from '@ark-ui/react/toast';
import type { Notifier } from '@storefront/core/ports';

/**
 * The app's single Ark toaster; rendered by ui/Toaster. Ark places toasts
 * physically, and the page reloads on a language change, so the inline end
 * (right in English, left in Arabic) is chosen once from the document's dir.
 */
const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
export const toaster = createToaster({
  placement: rtl ? 'bottom-start' : 'bottom-end',
  overlap: false,
  gap: 12,
  max: 4,
});

/** Core's notifier port: every machine notification becomes a toast. */
export const notifier: Notifier = {
  notify: (kind, message) => {
    toaster.create({ type: kind, title: message, closable: true });
  },
};

const FLASH_KEY = 'storefront.flash';

/**
 * A toast shown after the next page load (for actions that reload the page, such as a language
 * change). Kept in sessionStorage, so it never outlives the tab.
 */
export const flash = {
  set(kind: Parameters<Notifier['notify']>[0], message: string): void {
    try {
      window.sessionStorage.setItem(FLASH_KEY, JSON.stringify({ kind, message }));
    } catch {
      // No session storage: the toast is skipped.
    }
  },
  /** Shows and clears a pending flash toast. */
  show(): void {
    try {
      const raw = window.sessionStorage.getItem(FLASH_KEY);
      if (raw == null) return;
      window.sessionStorage.removeItem(FLASH_KEY);
      const parsed = JSON.parse(raw) as { kind?: unknown; message?: unknown };
      const kinds = ['success', 'error', 'info', 'warning'] as const;
      const kind = kinds.find((k) => k === parsed.kind);
      if (kind && typeof parsed.message === 'string') notifier.notify(kind, parsed.message);
    } catch {
      // Malformed entry: ignored.
    }
  },
};
