/**
 * What every handler can reach: the dependencies (database, clock, options) and the request's
 * language, through Hono's typed context variables.
 */
import type { Context } from 'hono';
import type { Clock } from '@storefront/core/ports';
import type { Database, DatabaseProvider } from '../db/client.js';
import type { modules } from '../db/schema.js';
import type { ReferenceCache, ReferenceData } from '../cache/reference.js';
import type { FirebaseVerifier, SocialVerifier } from '../auth/social.js';
import type { ChatHub } from '../chat/live.js';
import type { MapTilesConfig } from '../config/map-tiles.js';
import { DatabaseUnavailableError } from './errors.js';

/** Renders a generated image (SVG text) for a storage path such as `store/12/logo.svg`. */
export type ImageRenderer = (path: string) => string | null | undefined;

export interface AppDeps {
  database: DatabaseProvider;
  /** The time source (demo mode and tests inject one). Defaults to the system clock. */
  clock?: Clock;
  /** Demo mode (default on). */
  demo?: boolean;
  /** Browser Maps key served by /config as `map_api_key`; enables the Maps hosts in the CSP. */
  mapsApiKey?: string | null;
  /** The map's tile basemap served by /config (`map_tile_url`); its host is allowed in the CSP. */
  mapTiles?: MapTilesConfig | null;
  /** Origins allowed by CORS (none by default; same-origin requests need none). */
  corsOrigins?: readonly string[];
  /** Folder of the built web app, served with an SPA fallback; null serves no web app. */
  webDist?: string | null;
  /**
   * Base of absolute URLs in responses (`*_full_url`), e.g. `https://shop.example` behind a
   * reverse proxy. Defaults to the request's own origin.
   */
  publicUrl?: string | null;
  /** Generated images under /storage/ (the seed's renderer by default). */
  images?: ImageRenderer;
  /** Largest accepted request body in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** Where unexpected errors are reported (default: stderr). */
  logError?: (message: string) => void;
  /**
   * Verifies social sign-in tokens (default: the offline verifier that refuses, or the test-only
   * verifier when STOREFRONT_TEST_SOCIAL=1; see auth/social.ts).
   */
  socialVerifier?: SocialVerifier;
  /** Verifies Firebase phone codes (default: none; firebase-verify-token answers 403). */
  firebaseVerifier?: FirebaseVerifier | null;
  /**
   * Behind one trusted reverse proxy: the client address is the last entry of X-Forwarded-For
   * (default: on when TRUST_PROXY=1; otherwise the socket's address). See auth/guard.ts.
   */
  trustProxy?: boolean;
  /** The reference-data cache (default: a new one for this app). */
  reference?: ReferenceCache;
  /**
   * API requests in flight before a quick 503 (default: 64 on PGlite, no limit on PostgreSQL;
   * null: no limit). See http/backpressure.ts.
   */
  maxInFlight?: number | null;
  /** The live chat streams of this process (default: a new hub; see chat/live.ts). */
  chat?: ChatHub;
}

export interface ResolvedDeps {
  database: DatabaseProvider;
  clock: Clock;
  demo: boolean;
  mapsApiKey: string | null;
  mapTiles: MapTilesConfig | null;
  corsOrigins: readonly string[];
  webDist: string | null;
  publicUrl: string | null;
  images: ImageRenderer;
  maxBodyBytes: number;
  logError: (message: string) => void;
  socialVerifier: SocialVerifier;
  firebaseVerifier: FirebaseVerifier | null;
  trustProxy: boolean;
  reference: ReferenceCache;
  chat: ChatHub;
}

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'];

export type ModuleRow = typeof modules.$inferSelect;

export interface AppEnv {
  Variables: {
    deps: ResolvedDeps;
    locale: Locale;
    /** Set by `requireModule` when a valid `moduleId` header is sent. */
    module: ModuleRow | null;
    /** Set by `requireZone`. */
    zoneIds: number[];
    /** The reference data (settings, zones, modules, stores…) for this request. */
    ref: ReferenceData;
  };
}

export type AppContext = Context<AppEnv>;

/** The connected database, or a 503 when it is unavailable. */
export function getDb(c: AppContext): Database {
  const db = c.get('deps').database.current();
  if (!db) throw new DatabaseUnavailableError();
  return db;
}

/** `X-localization: ar-SA` → `ar`; anything unsupported → `en`. */
export function parseLocale(header: string | undefined): Locale {
  const code = (header ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === code) ?? 'en';
}

/** The base for absolute URLs in this response. */
export function publicOrigin(c: AppContext): string {
  const configured = c.get('deps').publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(c.req.url).origin;
}

const storageBases = new WeakMap<AppContext, string>();

/** The URL under which stored images are served: `<origin>/storage` (worked out once a request). */
export function storageBase(c: AppContext): string {
  let base = storageBases.get(c);
  if (base === undefined) storageBases.set(c, (base = `${publicOrigin(c)}/storage`));
  return base;
}

/**
 * The full URL of a stored image (`*_full_url`): absolute URLs pass through, storage paths are
 * served under /storage/. Null stays null (the v1 API gives null for a missing file).
 */
export function storageUrl(c: AppContext, path: string | null | undefined): string | null {
  if (!path) return null;
  // A customer's uploaded photo is never public: only its owner gets it, by a signed link
  // (profile/image.ts); wherever else it would show (reviews), there is no image.
  if (path.startsWith('profile-image/')) return null;
  if (/^https?:\/\//i.test(path)) return path;
  return `${storageBase(c)}/${path.replace(/^\/+/, '')}`;
}

/** The value of `translations[locale][field]` (snake_case or camelCase key), else `fallback`. */
export function translated(
  translations: Record<string, Record<string, string>> | null | undefined,
  locale: Locale,
  field: string,
  fallback: string,
): string {
  if (locale === 'en' || !translations) return fallback;
  const entry = translations[locale];
  if (!entry) return fallback;
  const camel = field.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
  const value = entry[field] ?? entry[camel];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** The v1 API's `translations[]` array, from a row's `translations` jsonb. */
export function translationList(
  translations: Record<string, Record<string, string>> | null | undefined,
  type: string,
  id: number,
): {
  translationable_type: string;
  translationable_id: number;
  locale: string;
  key: string;
  value: string;
}[] {
  const list = [];
  for (const [locale, fields] of Object.entries(translations ?? {})) {
    for (const [key, value] of Object.entries(fields)) {
      list.push({ translationable_type: type, translationable_id: id, locale, key, value });
    }
  }
  return list;
}
