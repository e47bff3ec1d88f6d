import type { KeyValueStorage } from '../ports.js';
import { STORAGE_KEYS } from '../domain/session.js';
import type { ApiClient } from './client.js';
import { requestGuestId } from './calls.js';

export interface EnsureGuestIdOptions {
  /** Where a failure is reported (spec: "Guest id failure: logged only"). Defaults to `console.warn`. */
  log?: (message: string, error: unknown) => void;
}

/** Requests in flight, per storage, so that concurrent callers share one request. */
const inFlight = new WeakMap<KeyValueStorage, Promise<string | null>>();

function defaultLog(message: string, error: unknown): void {
  const { console } = globalThis as { console?: { warn(...args: unknown[]): void } };
  console?.warn(message, error);
}

/**
 * Makes sure a guest identity is stored: when storage has no `guest_id`, one is
 * requested (`POST /auth/guest/request`) and stored; when one exists, nothing is
 * done. Resolves with the guest id, or null when the request failed (the failure
 * is logged only). Concurrent calls for the same storage share one request.
 */
export function ensureGuestId(
  api: ApiClient,
  storage: KeyValueStorage,
  options: EnsureGuestIdOptions = {},
): Promise<string | null> {
  const stored = storage.get(STORAGE_KEYS.guestId)?.trim();
  if (stored) return Promise.resolve(stored);
  const pending = inFlight.get(storage);
  if (pending) return pending;
  const log = options.log ?? defaultLog;
  const request = requestGuestId(api)
    .then((guestId) => {
      storage.set(STORAGE_KEYS.guestId, guestId);
      return guestId;
    })
    .catch((error: unknown) => {
      log('Could not create a guest id', error);
      return null;
    })
    .finally(() => inFlight.delete(storage));
  inFlight.set(storage, request);
  return request;
}
