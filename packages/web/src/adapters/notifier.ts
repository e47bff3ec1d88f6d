import type { Notifier } from '@storefront/core/ports';

type ToastKind = Parameters<Notifier['notify']>[0];

export interface ToastRequest {
  kind: ToastKind;
  message: string;
}

/**
 * The toasts asked for before the toaster's code is there (ui/Toaster loads it with the first
 * toast, so that the landing page does not carry it), and what shows them once it is.
 */
const waiting: ToastRequest[] = [];
let show: ((toast: ToastRequest) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

export const toasts = {
  /** Whether a toast was ever asked for (ui/Toaster then loads the toaster). */
  wanted: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The loaded toaster shows the waiting toasts, then every later one; returns the detach. */
  attach(next: (toast: ToastRequest) => void): () => void {
    show = next;
    for (const toast of waiting.splice(0)) next(toast);
    return () => {
      if (show === next) show = null;
    };
  },
};

/** Core's notifier port: every machine notification becomes a toast. */
export const notifier: Notifier = {
  notify: (kind, message) => {
    if (show) {
      show({ kind, message });
      return;
    }
    waiting.push({ kind, message });
    if (!wanted) {
      wanted = true;
      for (const listener of listeners) listener();
    }
  },
};

const FLASH_KEY = 'storefront.flash';

/**
 * A toast shown after the next page load (for actions that reload the page, such as a language
 * change). Kept in sessionStorage, so it never outlives the tab.
 */
export const flash = {
  set(kind: ToastKind, message: string): void {
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
