/**
 * Recent searches (issue 15), kept on the device as the incumbent web client does: a submitted
 * search and a picked suggestion are recorded, the newest first; the same text searched again
 * (ignoring case and extra spaces) moves to the front instead of appearing twice; at most
 * {@link MAX_RECENT_SEARCHES} are kept (the oldest drop off). Each can be removed alone, or all
 * at once (Clear All). Stored as a JSON array of strings; anything unreadable reads as none.
 */

/** How many recent searches are kept. */
export const MAX_RECENT_SEARCHES = 10;

/** The longest text kept (the server's search text limit). */
export const MAX_RECENT_SEARCH_LENGTH = 255;

/** The storage key of the list. */
export const RECENT_SEARCHES_KEY = 'recent_searches';

/** A search text as it is kept: trimmed, inner runs of white space as one space, control characters dropped, cut to the limit. */
export function normaliseSearchText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_RECENT_SEARCH_LENGTH)
      .trim()
  );
}

/** Whether two texts are the same search (case and spacing aside). */
export function sameSearch(a: string, b: string): boolean {
  return normaliseSearchText(a).toLocaleLowerCase() === normaliseSearchText(b).toLocaleLowerCase();
}

/** The list after searching for `text`: it comes first, once; blank text changes nothing. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const kept = normaliseSearchText(text);
  if (kept === '') return [...list];
  return [kept, ...list.filter((old) => !sameSearch(old, kept))].slice(0, MAX_RECENT_SEARCHES);
}

/** The list without `text`. */
export function removeRecentSearch(list: readonly string[], text: string): string[] {
  return list.filter((old) => !sameSearch(old, text));
}

/** The stored list, read defensively: only non-blank strings, no repeats, at most the cap. */
export function parseRecentSearches(raw: string | null): string[] {
  if (raw == null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const entry of value) {
    if (typeof entry !== 'string') continue;
    const text = normaliseSearchText(entry);
    if (text === '' || list.some((old) => sameSearch(old, text))) continue;
    list.push(text);
    if (list.length === MAX_RECENT_SEARCHES) break;
  }
  return list;
}

/** The list as stored. */
export function serialiseRecentSearches(list: readonly string[]): string {
  return JSON.stringify(list);
}
