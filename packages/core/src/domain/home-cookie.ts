/**
 * The home's first-party cookie (issue 9): the stored session's module and zones, which the
 * server reads on `GET /home` to send the picture of the first banner with the HTML (the session
 * itself lives in local storage, which the server does not see). Nothing secret: ids the
 * `moduleId` and `zoneId` headers send anyway.
 */
import { parseZoneIds, type Session } from './session.js';

/** The cookie's name. */
export const HOME_COOKIE = 'sf_home';

/** The value: positive ids of at most 9 digits, and 1 to 16 zones (the cookie stays small). */
const VALUE = /^([1-9][0-9]{0,8})\.([1-9][0-9]{0,8}(?:-[1-9][0-9]{0,8}){0,15})$/;

/** What the home's cookie names: the module and the zones of the stored session. */
export interface HomeCookie {
  moduleId: number;
  zoneIds: number[];
}

/**
 * The cookie's value for a stored session (`{moduleId}.{zoneId}-{zoneId}`), or null when the
 * session has no location, no module or no zone: then the cookie is cleared.
 */
export function homeCookieValue(
  session: Pick<Session, 'module' | 'zoneId' | 'location'>,
): string | null {
  if (!session.location || !session.module) return null;
  const value = `${session.module.id}.${parseZoneIds(session.zoneId).join('-')}`;
  return VALUE.test(value) ? value : null;
}

/**
 * The module and zones a `Cookie` header's home cookie names, or null when it has none or a
 * malformed one (strictly: the form `homeCookieValue` writes, nothing else).
 */
export function readHomeCookie(header: string | undefined | null): HomeCookie | null {
  if (!header) return null;
  let found: HomeCookie | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== HOME_COOKIE) continue;
    if (found) return null;
    const match = VALUE.exec(part.slice(eq + 1).trim());
    if (!match) return null;
    found = { moduleId: Number(match[1]), zoneIds: match[2]!.split('-').map(Number) };
  }
  return found;
}
