/**
 * The small interfaces that adapters implement. The web app provides browser
 * ports (localStorage, toaster, router); the CLI provides Node ports (a JSON
 * session file, terminal output). Core never touches storage, the clock,
 * geolocation or navigation except through these.
 */

/** Key-value storage with string values (localStorage semantics). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export interface GeoPosition {
  lat: number;
  lng: number;
}

export interface GeolocationOptions {
  enableHighAccuracy: boolean;
  /** Milliseconds. */
  timeout: number;
}

export interface GeolocationPort {
  /**
   * Resolves with the position, or rejects with an error carrying `code`: the
   * browser's numeric code (1 denied, 2 unavailable, 3 timeout) or `'denied'`,
   * `'unavailable'`, `'timeout'`, `'unsupported'` (see `GeolocationError` in
   * domain/location.ts). The machines turn the code into a translated message.
   */
  current(options: GeolocationOptions): Promise<GeoPosition>;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Notifier {
  /** `message` is already translated text. */
  notify(kind: ToastKind, message: string): void;
}

export interface NavigatorPort {
  /** Go to an app route such as `/home`. */
  go(path: string): void;
  /** Reload the current page (the CLI treats this as a no-op). */
  reload(): void;
}

/** An in-memory storage, used by tests and by the CLI before a session file exists. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  snapshot(): Record<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    snapshot: () => Object.fromEntries(data),
  };
}
