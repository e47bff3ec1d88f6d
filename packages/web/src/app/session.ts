import { parseZoneIds, readSession, type Session } from '@storefront/core/domain/session';
import { HOME_COOKIE, homeCookieValue } from '@storefront/core/domain/home-cookie';
import { useSyncExternalStore } from 'react';
import { storage } from '../adapters/storage.js';

let cached: { version: number; session: Session } | null = null;

function snapshot(): Session {
  const version = storage.version();
  if (cached == null || cached.version !== version) {
    cached = { version, session: readSession(storage) };
  }
  return cached.session;
}

/** The stored session (core's readSession), re-read whenever storage changes. */
export function useSession(): Session {
  return useSyncExternalStore(storage.subscribe, snapshot, snapshot);
}

/** Whether a location with a zone is stored (what /home needs). */
export function hasLocation(session: Session): boolean {
  return (
    session.location != null && session.location !== '' && parseZoneIds(session.zoneId).length > 0
  );
}

export function readCurrentSession(): Session {
  return snapshot();
}

/**
 * Keeps the home's cookie (core's home-cookie.ts) in step with the stored session, so that the
 * server can send `/home` with its first banner's picture (issue 9): written at start and
 * whenever storage changes, only when its value changes; cleared without a module or a zone.
 */
let written: string | null | undefined;
function syncHomeCookie(): void {
  const value = homeCookieValue(snapshot());
  if (value === written) return;
  written = value;
  document.cookie = `${HOME_COOKIE}=${value ?? ''}; Path=/; SameSite=Lax; Max-Age=${value ? 31536000 : 0}`;
}

if (typeof document !== 'undefined') {
  syncHomeCookie();
  storage.subscribe(syncHomeCookie);
}
