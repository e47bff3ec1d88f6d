import { parseZoneIds, readSession, type Session } from '@storefront/core/domain/session';
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
