/**
 * Reusable request guards for the routes of later issues (catalogue, cart, orders, rental):
 * the `moduleId` check (reference §2, `module-check`), the `zoneId` header and page-size limits.
 */
import { createMiddleware } from 'hono/factory';
import { parseZoneIdHeader } from './zone-header.js';
import type { AppContext, AppEnv } from './env.js';
import { fail } from './errors.js';

/**
 * Paths (below /api/v1/) that skip the module check when the header is absent, as Laravel's
 * `$request->is(...)` patterns: `*` matches anything, slashes included.
 */
export const MODULE_CHECK_EXEMPTIONS = [
  'customer*',
  'banners',
  'stores/get-stores/*',
  'coupon/list',
  'categories',
  'items/reviews/submit',
  'delivery-man/reviews/submit',
  'rental/user/trip/get-trip-list/*',
  'service/customer/booking*',
] as const;

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

const API_PREFIX = /^\/api\/v1\//;

/** Whether `path` (a URL path) is exempt from the module check when no header is sent. */
export function isModuleCheckExempt(
  path: string,
  patterns: readonly string[] = MODULE_CHECK_EXEMPTIONS,
): boolean {
  const relative = path.replace(API_PREFIX, '').replace(/\/+$/, '');
  return patterns.some((p) => patternToRegExp(p).test(relative));
}

/**
 * `module-check`: a missing `moduleId` header → 403 `Module id required` (unless the path is
 * exempt); an id that matches no module → 403 `Not found`. Sets `module` (null when exempt).
 */
export function requireModule(options: { exemptions?: readonly string[] } = {}) {
  const exemptions = options.exemptions ?? MODULE_CHECK_EXEMPTIONS;
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('moduleId');
    if (header === undefined || header.trim() === '') {
      if (isModuleCheckExempt(c.req.path, exemptions)) {
        c.set('module', null);
        return next();
      }
      fail(403, 'moduleId', 'Module id required');
    }
    const id = /^\s*\d{1,9}\s*$/.test(header) ? Number(header) : NaN;
    const module = Number.isInteger(id) ? c.get('ref').moduleById.get(id) : undefined;
    if (!module) fail(403, 'moduleId', 'Not found');
    c.set('module', module);
    return next();
  });
}

/** The `zoneId` header (JSON array string, or a bare id): missing → 403 `Zone id required`. */
export function requireZone() {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('zoneIds', zoneIdsFromHeader(c, { required: true }));
    return next();
  });
}

/**
 * Zone ids from the `zoneId` header. Absent: `null`, or 403 `Zone id required` when required.
 * Malformed: 403 with code `zoneId`.
 */
export function zoneIdsFromHeader(c: AppContext, options: { required: true }): number[];
export function zoneIdsFromHeader(c: AppContext, options?: { required?: boolean }): number[] | null;
export function zoneIdsFromHeader(
  c: AppContext,
  options: { required?: boolean } = {},
): number[] | null {
  const header = c.req.header('zoneId');
  if (header === undefined || header.trim() === '') {
    if (options.required) fail(403, 'zoneId', 'Zone id required');
    return null;
  }
  const ids = parseZoneIdHeader(header);
  if (!ids) fail(403, 'zoneId', 'The zone id must be a JSON array of zone ids, such as [1,2].');
  return ids;
}

export const PAGE_LIMITS = { defaultLimit: 10, maxLimit: 50 } as const;

export interface Page {
  /** Page size, 1 … maxLimit (larger values are capped). */
  limit: number;
  /** 1-based page number (the v1 API's `offset`). */
  offset: number;
  /** Rows to skip: (offset - 1) × limit. */
  skip: number;
}

/**
 * `limit` and `offset` of a list route (reference §0: `offset` is the 1-based page number). Not
 * an integer, or below 1 → 403; a limit above the cap is capped.
 */
export function pageParams(
  c: AppContext,
  options: { defaultLimit?: number; maxLimit?: number; required?: boolean } = {},
): Page {
  const maxLimit = options.maxLimit ?? PAGE_LIMITS.maxLimit;
  const read = (field: 'limit' | 'offset', fallback: number): number => {
    const raw = c.req.query(field)?.trim();
    if (raw === undefined || raw === '') {
      if (options.required) fail(403, field, `The ${field} field is required.`);
      return fallback;
    }
    if (!/^\d{1,9}$/.test(raw)) fail(403, field, `The ${field} must be an integer.`);
    const value = Number(raw);
    if (value < 1) fail(403, field, `The ${field} must be at least 1.`);
    return value;
  };
  const limit = Math.min(read('limit', options.defaultLimit ?? PAGE_LIMITS.defaultLimit), maxLimit);
  const offset = read('offset', 1);
  return { limit, offset, skip: (offset - 1) * limit };
}
