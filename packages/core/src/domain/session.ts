import type { KeyValueStorage } from '../ports.js';

/** Local storage keys, as the spec names them. */
export const STORAGE_KEYS = {
  token: 'token',
  guestId: 'guest_id',
  module: 'module',
  location: 'location',
  currentLatLng: 'currentLatLng',
  zoneId: 'zoneid',
  language: 'language',
  country: 'country',
  theme: 'theme',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export interface StoredModule {
  id: number;
  module_type: ModuleType;
  module_name: string;
  icon_full_url?: string | null;
  zones?: { id: number }[];
}

export const MODULE_TYPES = [
  'grocery',
  'pharmacy',
  'ecommerce',
  'food',
  'parcel',
  'rental',
] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** What the storefront remembers between visits, read through the storage port. */
export interface Session {
  token: string | null;
  guestId: string | null;
  module: StoredModule | null;
  location: string | null;
  currentLatLng: LatLng | null;
  /** Zone ids as the server gives them: a JSON array string such as `[1,2]`. */
  zoneId: string | null;
  language: string;
  country: string;
}

function parseJson<T>(raw: string | null): T | null {
  if (raw == null || raw === '') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function readSession(storage: KeyValueStorage): Session {
  return {
    token: storage.get(STORAGE_KEYS.token),
    guestId: storage.get(STORAGE_KEYS.guestId),
    module: parseJson<StoredModule>(storage.get(STORAGE_KEYS.module)),
    location: storage.get(STORAGE_KEYS.location),
    currentLatLng: parseJson<LatLng>(storage.get(STORAGE_KEYS.currentLatLng)),
    zoneId: storage.get(STORAGE_KEYS.zoneId),
    language: storage.get(STORAGE_KEYS.language) ?? 'en',
    country: storage.get(STORAGE_KEYS.country) ?? 'US',
  };
}

const isZoneId = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * Parses a stored `zoneid` value (`[1,2]`, `1`, `["1"]` or garbage) into zone ids.
 * Only positive integers count: `null`, booleans, `0` and fractions are dropped.
 */
export function parseZoneIds(raw: string | null): number[] {
  const value = parseJson<unknown>(raw);
  const toId = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);
  if (isZoneId(value)) return [value];
  if (Array.isArray(value)) return value.map(toId).filter(isZoneId);
  return [];
}

/** Formats zone ids the way the `zoneId` header and storage carry them. */
export function formatZoneIds(ids: readonly number[]): string {
  return JSON.stringify([...ids]);
}

export function isSignedIn(session: Pick<Session, 'token'>): boolean {
  return session.token != null && session.token !== '';
}
