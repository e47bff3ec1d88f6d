import type { Middleware } from 'openapi-fetch';
import type { KeyValueStorage } from '../ports.js';
import { isValidLatLng } from '../domain/geo.js';
import { formatZoneIds, parseZoneIds, STORAGE_KEYS } from '../domain/session.js';
import type { RequestLike, ResponseLike } from './fetch-types.js';

/** Header names the storefront sends on every call (the v1 API's spelling). */
export const HEADERS = {
  zoneId: 'zoneId',
  moduleId: 'moduleId',
  localization: 'X-localization',
  latitude: 'latitude',
  longitude: 'longitude',
  authorization: 'Authorization',
  accept: 'Accept',
} as const;

const DEFAULT_LANGUAGE = 'en';

function parseJson(raw: string | null): unknown {
  if (raw == null || raw.trim() === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The headers a request carries, read from storage at the time of the request.
 * A header whose value is missing is left out (never sent empty or as "null").
 */
export function sessionHeaders(storage: KeyValueStorage): Record<string, string> {
  const headers: Record<string, string> = { [HEADERS.accept]: 'application/json' };

  const zoneIds = parseZoneIds(storage.get(STORAGE_KEYS.zoneId));
  if (zoneIds.length > 0) headers[HEADERS.zoneId] = formatZoneIds(zoneIds);

  const module = parseJson(storage.get(STORAGE_KEYS.module));
  if (typeof module === 'object' && module !== null && 'id' in module) {
    const id = Number((module as { id: unknown }).id);
    if (Number.isInteger(id) && id > 0) headers[HEADERS.moduleId] = String(id);
  }

  const language = storage.get(STORAGE_KEYS.language)?.trim();
  headers[HEADERS.localization] = language ? language : DEFAULT_LANGUAGE;

  const latLng = parseJson(storage.get(STORAGE_KEYS.currentLatLng));
  if (typeof latLng === 'object' && latLng !== null) {
    const { lat, lng } = latLng as { lat: unknown; lng: unknown };
    const point = { lat: Number(lat), lng: Number(lng) };
    if (lat != null && lng != null && isValidLatLng(point)) {
      headers[HEADERS.latitude] = String(point.lat);
      headers[HEADERS.longitude] = String(point.lng);
    }
  }

  const token = storage.get(STORAGE_KEYS.token)?.trim();
  if (token) headers[HEADERS.authorization] = `Bearer ${token}`;

  return headers;
}

export interface SessionMiddlewareOptions {
  storage: KeyValueStorage;
  /** Called when a call answers 401 while a token is stored (the token has expired or the account is inactive). */
  onSessionExpired?: () => void;
}

/**
 * openapi-fetch middleware: sets the session headers on every request (a header the
 * call set itself wins), and reports a 401 answered while a token is stored.
 */
export function sessionMiddleware({
  storage,
  onSessionExpired,
}: SessionMiddlewareOptions): Middleware {
  return {
    onRequest({ request }) {
      const { headers } = request as RequestLike;
      for (const [name, value] of Object.entries(sessionHeaders(storage))) {
        if (!headers.has(name)) headers.set(name, value);
      }
      return undefined;
    },
    onResponse({ response }) {
      const { status } = response as ResponseLike;
      const token = storage.get(STORAGE_KEYS.token)?.trim();
      if (status === 401 && token) onSessionExpired?.();
      return undefined;
    },
  };
}
