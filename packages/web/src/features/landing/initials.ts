/**
 * The first letters of a name (a reviewer without a photo), kept apart by a zero-width
 * non-joiner so that Arabic letters do not join into a word.
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => Array.from(part)[0] ?? '')
    .join('\u200c')
    .toLocaleUpperCase();
}
