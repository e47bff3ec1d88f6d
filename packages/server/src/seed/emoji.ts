/**
 * The illustration set: Microsoft's Fluent Emoji (flat style, MIT licence) as packaged by
 * Iconify in `@iconify-json/fluent-emoji-flat` (docs/assets.md). The set is one JSON file of SVG
 * bodies drawn in a 32×32 box; it is read on the first picture asked for, never at start-up,
 * and only the bodies used end up in the pictures (the web app never loads the set).
 */
import { createRequire } from 'node:module';

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

let set: IconSet | null = null;

function iconSet(): IconSet {
  if (!set) {
    const require = createRequire(import.meta.url);
    set = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  }
  return set;
}

/** The SVG body of an emoji of the set (drawn in a 32×32 box), or null for an unknown name. */
export function emojiBody(name: string): string | null {
  const s = iconSet();
  const own = s.icons[name] ?? s.icons[s.aliases?.[name]?.parent ?? ''];
  return own ? own.body : null;
}

/** Whether the set has an emoji of that name. */
export function hasEmoji(name: string): boolean {
  return emojiBody(name) !== null;
}

/**
 * The emoji `name` drawn `size` wide with its top-left corner at (x, y), its ids (gradients,
 * masks) prefixed by `key` so that several emoji in one picture never share one.
 */
export function placeEmoji(name: string, x: number, y: number, size: number, key: string): string {
  const body = emojiBody(name);
  if (body === null) throw new Error(`no emoji named ${name}`);
  const unique = body.includes('id=')
    ? body
        .replace(/id="([^"]+)"/g, `id="${key}$1"`)
        .replace(/url\(#([^)]+)\)/g, `url(#${key}$1)`)
        .replace(/href="#([^"]+)"/g, `href="#${key}$1"`)
    : body;
  const scale = +(size / 32).toFixed(4);
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${scale})">${unique}</g>`;
}

const round = (n: number): number => Math.round(n * 10) / 10;
