/**
 * What a catalogue request sees: the database, the language, the store-local moment (from the
 * injected clock, in the stores' time zone), the customer's position (the `latitude` and
 * `longitude` headers), the module (`moduleId`) and the zones (`zoneId`).
 */
import type { LatLng } from '@storefront/core/domain/session';
import { isValidLatLng } from '@storefront/core/domain/geo';
import { localDateTime, type LocalDateTime } from '@storefront/core/domain/schedule';
import type { Database } from '../db/client.js';
import type { ReferenceData } from '../cache/reference.js';
import { type AppContext, getDb, type Locale, type ModuleRow, storageUrl } from '../http/env.js';

/** The stores' local time zone (the demo marketplace is in Dubai). */
export const STORE_TIME_ZONE = 'Asia/Dubai';

export interface CatalogueScope {
  db: Database;
  /** The request's snapshot of the reference data (stores, categories, discounts…). */
  ref: ReferenceData;
  locale: Locale;
  /** The stores' local date and time now. */
  now: LocalDateTime;
  /** Now, in milliseconds since the epoch (the injected clock): flash sales run by instants. */
  epochMs: number;
  /** The customer's position, or null when the headers are absent or unreadable. */
  origin: LatLng | null;
  /** The module of the `moduleId` header; null when the route is exempt and none was sent. */
  module: ModuleRow | null;
  /** The zones of the `zoneId` header; null when none applies. */
  zoneIds: number[] | null;
  /** The absolute URL of a stored image. */
  url: (path: string | null | undefined) => string | null;
}

/** `latitude` and `longitude` headers: both numbers within range, else null (no distance). */
export function originFromHeaders(
  latitude: string | undefined,
  longitude: string | undefined,
): LatLng | null {
  const read = (text: string | undefined) =>
    text !== undefined && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : Number.NaN;
  const point = { lat: read(latitude), lng: read(longitude) };
  return isValidLatLng(point) ? point : null;
}

export function catalogueScope(c: AppContext, zoneIds: number[] | null): CatalogueScope {
  return {
    db: getDb(c),
    ref: c.get('ref'),
    locale: c.get('locale'),
    now: localDateTime(c.get('deps').clock.now(), STORE_TIME_ZONE),
    epochMs: c.get('deps').clock.now(),
    origin: originFromHeaders(c.req.header('latitude'), c.req.header('longitude')),
    module: c.get('module'),
    zoneIds,
    url: (path) => storageUrl(c, path),
  };
}
