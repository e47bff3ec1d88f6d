/**
 * Refuses control characters in every string an API request carries, before any route runs:
 * the path's segments, every query key and value, the headers the API reads, and every key and
 * string of a JSON or form body at any depth. The rule is core's (`schemas/text.ts`): U+0000–U+001F
 * and U+007F are refused, except tab, line feed and carriage return in the multi-line fields
 * (notes, instructions, addresses); NUL always, which PostgreSQL cannot store in text.
 *
 * A refusal is a validation failure: 403 with one entry per field, `code` = the field (dotted for
 * nested body fields, `path` for the path) and 'The <field> must not contain control characters.'
 * A malformed body is left to the route (400).
 */
import type { MiddlewareHandler } from 'hono';
import {
  controlCharacterMessage,
  hasControlCharacter,
  isMultiLineField,
} from '@storefront/core/schemas/text';
import type { AppEnv } from './env.js';
import { ApiError, type ErrorEntry } from './errors.js';

/** The request headers the API reads (tab included, no control character is allowed there). */
export const CHECKED_HEADERS = [
  'Authorization',
  'Idempotency-Key',
  'X-localization',
  'latitude',
  'longitude',
  'moduleId',
  'zoneId',
] as const;

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

class Findings {
  readonly errors: ErrorEntry[] = [];
  private readonly seen = new Set<string>();

  add(code: string) {
    if (this.seen.has(code)) return;
    this.seen.add(code);
    this.errors.push({ code, message: controlCharacterMessage(code) });
  }

  text(code: string, value: string, multiLine = false) {
    if (hasControlCharacter(value, multiLine)) this.add(code);
  }
}

/** The field's own name: the last key of a JSON path or of a form key such as `cart[0][note]`. */
function leafName(path: readonly (string | number)[]): string {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const key = path[i];
    if (typeof key === 'string')
      return (
        key
          .split(/[[\].]+/)
          .filter(Boolean)
          .pop() ?? key
      );
  }
  return '';
}

/**
 * Checks every key and string of `value`; `path` is the current path, extended and restored in
 * place. A string without any control character (nearly all) needs neither its path nor its
 * field's name: those are written only for a string that has one.
 */
function walk(value: unknown, path: (string | number)[], found: Findings) {
  if (typeof value === 'string') {
    if (hasControlCharacter(value)) {
      found.text(path.join('.') || 'body', value, isMultiLineField(leafName(path)));
    }
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      walk(value[index], path, found);
      path.pop();
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (hasControlCharacter(key)) found.add(path.join('.') || 'body');
      else {
        path.push(key);
        walk(record[key], path, found);
        path.pop();
      }
    }
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether a JSON text may hold a control character in a key or string once parsed: valid JSON has
 * none of U+0000–U+001F raw in its strings (a raw one makes the parse fail, and then nothing is
 * checked), so only a raw DEL or an escape can put one there (`\b \f \n \r \t`, `\u0000`–`\u001f`,
 * `\u007f`). A text without any of these (nearly every body) needs neither the parse nor the walk;
 * `\\n` (an escaped backslash before an n) is taken for one too, and checked the long way.
 */
const MAY_HOLD_CONTROL = /\x7f|\\(?:[bfnrt]|u00[01]|u007f)/i;

async function readBodyValue(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // The same parse as the routes' readBody (Hono caches it): files are not text.
    const form = await c.req.parseBody().catch(() => undefined);
    if (!form) return undefined;
    return Object.fromEntries(Object.entries(form).filter(([, item]) => typeof item === 'string'));
  }
  const text = await c.req.text();
  if (text.trim() === '' || !MAY_HOLD_CONTROL.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = new Findings();
    const raw = c.req.url;
    // Without a raw control character or any percent escape, neither a path segment nor a query
    // key or value can hold one once decoded: the URL is parsed only when it might.
    if (raw.includes('%') || hasControlCharacter(raw)) {
      const url = new URL(raw);
      if (url.pathname.split('/').some((segment) => hasControlCharacter(decoded(segment)))) {
        found.add('path');
      }
      for (const [key, value] of url.searchParams) {
        if (hasControlCharacter(key)) found.add('query');
        else found.text(key, value);
      }
    }
    for (const name of CHECKED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) found.text(name, value);
    }
    if (!BODYLESS.has(c.req.method)) walk(await readBodyValue(c), [], found);
    if (found.errors.length > 0) throw new ApiError(403, found.errors);
    await next();
  };
}
