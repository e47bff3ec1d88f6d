/**
 * Deterministic SVG pictures for the demo data, drawn from the Fluent Emoji flat set
 * (`emoji.ts`): each item, category, store (logo and cover), module, banner, campaign, brand,
 * parcel category and vehicle shows what it is (the table in `illustrations.ts`) on a soft
 * gradient that suits it. No item picture carries text; banners and campaigns leave their
 * start side free for the title, which the web app lays over them as HTML in the visitor's
 * language.
 *
 * Dark mode: each picture carries its dark colours in `@media (prefers-color-scheme: dark)`
 * inside its own <style>. An SVG shown by <img> follows the `color-scheme` of the page that
 * shows it, and the web app sets `color-scheme: dark` on <html> with its dark theme, so the
 * pictures follow the theme toggle as well as the system setting (checked in Chromium by
 * tests/e2e/pictures.test.ts).
 *
 * `renderImage(path)` answers the storage paths the seed writes (see `imagePath` in rows.ts)
 * and null for anything else.
 */
import { CATEGORIES } from './data/categories.js';
import { ITEMS } from './data/items/index.js';
import { MODULES } from './data/modules.js';
import { BANNERS, CAMPAIGNS, ITEM_CAMPAIGNS } from './data/promotions.js';
import { VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLES } from './data/rental.js';
import { PARCEL_CATEGORIES } from './data/parcel.js';
import { STORES } from './data/stores.js';
import { BRANDS } from './data/v1-promotions.js';
import { placeEmoji } from './emoji.js';
import {
  BANNER_ART,
  BRAND_ART,
  CAMPAIGN_ART,
  CATEGORY_ART,
  MODULE_ART,
  PARCEL_CATEGORY_ART,
  STORE_ART,
  TONES,
  VEHICLE_ART,
  VEHICLE_CATEGORY_ART,
  itemIllustration,
  itemSetting,
  type Illustration,
  type ItemSetting,
  type Scene,
  type Tone,
} from './illustrations.js';
import { slugify, type ItemView } from './rows.js';

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The picture's colours: `.a`/`.b` the gradient's stops, `.p` the plate under the subject,
 * `.q` the small plate under a companion emoji, `.s` the shadow, `.t` text (brand wordmarks
 * only). Light values first, the dark ones in the media query.
 */
function style(tone: Tone): string {
  const { light, dark } = TONES[tone];
  return (
    `<style>.a{stop-color:${light[0]}}.b{stop-color:${light[1]}}` +
    `.p{fill:#fff;fill-opacity:.62}.q{fill:#fff;fill-opacity:.94}.s{fill:#0f172a;fill-opacity:.1}.t{fill:#0f172a}` +
    `@media (prefers-color-scheme:dark){.a{stop-color:${dark[0]}}.b{stop-color:${dark[1]}}` +
    `.p{fill-opacity:.07}.q{fill:#0f172a;fill-opacity:.72}.s{fill:#000;fill-opacity:.35}.t{fill:#f1f5f9}}</style>`
  );
}

/** An SVG document with the tone's style and a gradient `url(#g)` running to the bottom end. */
function svg(width: number, height: number, label: string, tone: Tone, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    style(tone) +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop class="a" offset="0"/><stop class="b" offset="1"/></linearGradient></defs>` +
    body +
    `</svg>`
  );
}

/**
 * An illustration centred in a `size` box at (x, y): the subject on its plate with a shadow,
 * and the companion, if any, smaller on its own plate at the bottom end corner.
 */
function subject(art: Illustration, x: number, y: number, size: number): string {
  const [main, extra] = art.emoji;
  const c = size / 2;
  const plate = `<circle class="p" cx="${x + c}" cy="${y + c}" r="${size * 0.46}"/>`;
  if (!extra) {
    const s = size * 0.66;
    return (
      plate +
      `<ellipse class="s" cx="${x + c}" cy="${y + size * 0.8}" rx="${s * 0.38}" ry="${size * 0.035}"/>` +
      placeEmoji(main, x + c - s / 2, y + c - s / 2 - size * 0.02, s, 'm')
    );
  }
  const s = size * 0.58;
  const e = size * 0.32;
  const ex = x + size * 0.84 - e / 2;
  const ey = y + size * 0.8 - e / 2;
  return (
    plate +
    `<ellipse class="s" cx="${x + size * 0.46}" cy="${y + size * 0.76}" rx="${s * 0.36}" ry="${size * 0.03}"/>` +
    placeEmoji(main, x + size * 0.46 - s / 2, y + size * 0.44 - s / 2, s, 'm') +
    `<circle class="q" cx="${ex + e / 2}" cy="${ey + e / 2}" r="${e * 0.62}"/>` +
    placeEmoji(extra, ex + e * 0.1, ey + e * 0.1, e * 0.8, 'x')
  );
}

/** Soft circles that give a flat gradient some depth. */
function bubbles(width: number, height: number): string {
  return (
    `<circle class="p" cx="${width * 0.92}" cy="${height * 0.08}" r="${height * 0.42}" opacity=".5"/>` +
    `<circle class="p" cx="${width * 0.06}" cy="${height * 0.96}" r="${height * 0.3}" opacity=".45"/>`
  );
}

/** A scene of emoji spread over a cover (`slots` gives each one's box: x, y, size). */
function scene(emoji: string[], slots: [number, number, number][]): string {
  return emoji
    .slice(0, slots.length)
    .map((name, i) => {
      const [x, y, size] = slots[i]!;
      return (
        `<ellipse class="s" cx="${x + size / 2}" cy="${y + size * 0.96}" rx="${size * 0.32}" ry="${size * 0.05}"/>` +
        placeEmoji(name, x, y, size, `e${i}`)
      );
    })
    .join('');
}

// ------------------------------------------------------------------ designs

function square(name: string, art: Illustration, size: number, radius: number): string {
  return svg(
    size,
    size,
    name,
    art.tone,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>${subject(art, size * 0.06, size * 0.06, size * 0.88)}`,
  );
}

function productImage(name: string, art: Illustration): string {
  return svg(
    300,
    300,
    name,
    art.tone,
    `<rect width="300" height="300" fill="url(#g)"/>${bubbles(300, 300)}${subject(art, 20, 22, 260)}`,
  );
}

/** A second gradient `url(#h)`, running the other diagonal (the views' backgrounds differ). */
const OTHER_DIAGONAL =
  '<defs><linearGradient id="h" x1="1" y1="0" x2="0" y2="1"><stop class="a" offset="0"/><stop class="b" offset="1"/></linearGradient></defs>';

/** The ground the subject stands on: the lower part of the picture, a lighter band. */
const surface = (y: number) =>
  `<rect class="p" y="${y}" width="300" height="${300 - y}"/>` +
  `<rect class="p" y="${y}" width="300" height="3" opacity=".8"/>`;

const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse class="s" cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}"/>`;

/**
 * One of an item's views, 300×300 like its main picture, with no text:
 * - close-up: the subject large and cropped by the frame, on the other diagonal's gradient;
 * - angle: the subject turned (mirrored and tilted) standing on a surface;
 * - pack: the subject in front of what it is sold in (a basket, a box, a takeaway box);
 * - scene: the subject with its companion and two things from where it is used.
 */
function itemView(name: string, art: Illustration, setting: ItemSetting, view: ItemView): string {
  const [main, extra] = art.emoji;
  let body: string;
  switch (view) {
    case 'close-up':
      body =
        `${OTHER_DIAGONAL}<rect width="300" height="300" fill="url(#h)"/>` +
        `<circle class="p" cx="40" cy="262" r="120" opacity=".5"/>` +
        placeEmoji(main, 28, 34, 300, 'm');
      break;
    case 'angle':
      body =
        `<rect width="300" height="300" fill="url(#g)"/>${bubbles(300, 300)}${surface(214)}` +
        shadow(150, 236, 84) +
        `<g transform="rotate(-10 150 140) translate(300 0) scale(-1 1)">${placeEmoji(main, 50, 36, 200, 'm')}</g>`;
      break;
    case 'pack':
      body =
        `${OTHER_DIAGONAL}<rect width="300" height="300" fill="url(#h)"/>${surface(222)}` +
        shadow(100, 236, 62) +
        placeEmoji(setting.pack, 24, 84, 150, 'k') +
        shadow(196, 256, 66) +
        placeEmoji(main, 120, 112, 150, 'm');
      break;
    case 'scene': {
      const [a, b] = setting.props;
      body =
        `<rect width="300" height="300" fill="url(#g)"/>${bubbles(300, 300)}` +
        `<circle class="p" cx="150" cy="150" r="104"/>` +
        shadow(150, 214, 56) +
        placeEmoji(main, 78, 72, 144, 'm') +
        `<circle class="q" cx="58" cy="62" r="40"/>${placeEmoji(a, 28, 32, 60, 'a')}` +
        `<circle class="q" cx="244" cy="240" r="40"/>${placeEmoji(b, 214, 210, 60, 'b')}` +
        (extra
          ? `<circle class="q" cx="246" cy="60" r="32"/>${placeEmoji(extra, 222, 36, 48, 'x')}`
          : '');
      break;
    }
  }
  return svg(300, 300, name, art.tone, body);
}

function roundImage(name: string, art: Illustration, size: number): string {
  const r = size / 2;
  return svg(
    size,
    size,
    name,
    art.tone,
    `<circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/>${subject(art, size * 0.08, size * 0.08, size * 0.84)}`,
  );
}

function storeLogo(name: string, emoji: string, tone: Tone): string {
  return svg(
    120,
    120,
    name,
    tone,
    `<circle cx="60" cy="60" r="60" fill="url(#g)"/><circle class="p" cx="60" cy="60" r="48"/>${placeEmoji(emoji, 26, 24, 68, 'm')}`,
  );
}

/** Cover slots: the subject in the middle, the others around it (600×200). */
const COVER_SLOTS: [number, number, number][] = [
  [236, 26, 128],
  [110, 64, 84],
  [396, 50, 92],
  [20, 100, 64],
  [506, 98, 70],
];

function storeCover(name: string, cover: Scene): string {
  return svg(
    600,
    200,
    name,
    cover.tone,
    `<rect width="600" height="200" fill="url(#g)"/>${bubbles(600, 200)}<circle class="p" cx="300" cy="92" r="82"/>${scene(cover.emoji, COVER_SLOTS)}`,
  );
}

/** Banner slots (800×300): the end side only, the start side stays free for the title. */
const BANNER_SLOTS: [number, number, number][] = [
  [520, 54, 184],
  [450, 176, 96],
  [700, 22, 78],
];

/** Campaign slots (600×300), the same composition on a narrower picture. */
const CAMPAIGN_SLOTS: [number, number, number][] = [
  [362, 60, 170],
  [300, 184, 86],
  [512, 28, 70],
];

function promo(
  width: number,
  height: number,
  title: string,
  art: Scene,
  slots: [number, number, number][],
): string {
  const [cx, cy, size] = slots[0]!;
  return svg(
    width,
    height,
    title,
    art.tone,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${bubbles(width, height)}<circle class="p" cx="${cx + size / 2}" cy="${cy + size / 2}" r="${size * 0.62}"/>${scene(art.emoji, slots)}`,
  );
}

function vehicleImage(name: string, art: Illustration): string {
  return svg(
    400,
    240,
    name,
    art.tone,
    `<rect width="400" height="240" fill="url(#g)"/>${bubbles(400, 240)}<rect class="p" y="178" width="400" height="62"/>${subject(art, 64, -14, 272)}`,
  );
}

/** A brand's tile: what it makes and its wordmark. */
function brandBadge(name: string, art: Illustration): string {
  const size = name.length > 12 ? 11 : name.length > 8 ? 13 : 15;
  return svg(
    120,
    120,
    name,
    art.tone,
    `<rect width="120" height="120" rx="28" fill="url(#g)"/><circle class="p" cx="60" cy="46" r="34"/>${placeEmoji(art.emoji[0], 30, 16, 60, 'm')}<text class="t" x="60" y="102" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle">${escapeXml(name)}</text>`,
  );
}

function businessLogo(): string {
  return svg(
    240,
    64,
    'Storefront',
    'teal',
    `<rect x="4" y="4" width="56" height="56" rx="14" fill="url(#g)"/>${placeEmoji('shopping-bags', 12, 12, 40, 'm')}<text class="t" x="72" y="42" ${FONT} font-size="28" font-weight="700">Storefront</text>`,
  );
}

// ------------------------------------------------------------------ lookups

interface Lookups {
  modules: Map<string, string>;
  stores: Map<string, string>;
  items: Map<string, { name: string; category: string }>;
  categories: Map<string, string>;
  vehicles: Map<string, string>;
  vehicleCategories: Map<string, string>;
  brands: Map<string, string>;
  banners: Map<string, string>;
  campaigns: Map<string, string>;
  parcelCategories: Map<string, string>;
}

let cached: Lookups | null = null;

function lookups(): Lookups {
  if (cached) return cached;
  cached = {
    modules: new Map(MODULES.map((m) => [m.type, m.name])),
    stores: new Map(STORES.map((s) => [s.slug, s.name])),
    items: new Map(
      [...ITEMS, ...ITEM_CAMPAIGNS].map((i) => [i.slug, { name: i.name, category: i.category }]),
    ),
    categories: new Map(CATEGORIES.map((c) => [c.slug, c.name])),
    vehicles: new Map(VEHICLES.map((v) => [v.slug, v.name])),
    vehicleCategories: new Map(VEHICLE_CATEGORIES.map((c) => [c.key, c.name])),
    brands: new Map([...VEHICLE_BRANDS, ...BRANDS].map((b) => [slugify(b.name), b.name])),
    banners: new Map(BANNERS.map((b) => [b.key, b.title])),
    campaigns: new Map(CAMPAIGNS.map((c) => [c.slug, c.title])),
    parcelCategories: new Map(PARCEL_CATEGORIES.map((c) => [c.slug, c.name.en])),
  };
  return cached;
}

type Render = (match: RegExpMatchArray, l: Lookups) => string | null;

const PATTERNS: [RegExp, Render][] = [
  [/^logo\.svg$/, () => businessLogo()],
  [
    /^module\/([a-z]+)\/(icon|thumbnail)\.svg$/,
    ([, type, kind], l) => {
      const name = l.modules.get(type!);
      const art = MODULE_ART[type!];
      if (!name || !art) return null;
      return kind === 'icon' ? square(name, art, 96, 24) : square(name, art, 160, 32);
    },
  ],
  [
    /^store\/([a-z0-9-]+)\/(logo|cover)\.svg$/,
    ([, slug, kind], l) => {
      const name = l.stores.get(slug!);
      const art = STORE_ART[slug!];
      if (!name || !art) return null;
      return kind === 'logo'
        ? storeLogo(name, art.logo, art.cover.tone)
        : storeCover(name, art.cover);
    },
  ],
  [
    /^item\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const item = l.items.get(slug!);
      const art = item && itemIllustration(slug!, item.category);
      return item && art ? productImage(item.name, art) : null;
    },
  ],
  [
    /^item\/([a-z0-9-]+)\/(close-up|angle|pack|scene)\.svg$/,
    ([, slug, view], l) => {
      const item = l.items.get(slug!);
      const art = item && itemIllustration(slug!, item.category);
      return item && art
        ? itemView(item.name, art, itemSetting(art, item.category), view as ItemView)
        : null;
    },
  ],
  [
    /^category\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.categories.get(slug!);
      const art = CATEGORY_ART[slug!];
      return name && art ? roundImage(name, art, 160) : null;
    },
  ],
  [
    /^vehicle\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.vehicles.get(slug!);
      const art = VEHICLE_ART[slug!];
      return name && art ? vehicleImage(name, art) : null;
    },
  ],
  [
    /^vehicle-category\/([a-z0-9-]+)\.svg$/,
    ([, key], l) => {
      const name = l.vehicleCategories.get(key!);
      const art = VEHICLE_CATEGORY_ART[key!];
      return name && art ? square(name, art, 120, 28) : null;
    },
  ],
  [
    /^(?:vehicle-brand|brand)\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.brands.get(slug!);
      const art = name && BRAND_ART[name];
      return name && art ? brandBadge(name, art) : null;
    },
  ],
  [
    /^banner\/([a-z0-9-]+)\.svg$/,
    ([, key], l) => {
      const title = l.banners.get(key!);
      const art = BANNER_ART[key!];
      return title && art ? promo(800, 300, title, art, BANNER_SLOTS) : null;
    },
  ],
  [
    /^parcel-category\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.parcelCategories.get(slug!);
      const art = PARCEL_CATEGORY_ART[slug!];
      return name && art ? roundImage(name, art, 160) : null;
    },
  ],
  [
    /^campaign\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const title = l.campaigns.get(slug!);
      const art = CAMPAIGN_ART[slug!];
      return title && art ? promo(600, 300, title, art, CAMPAIGN_SLOTS) : null;
    },
  ],
];

/** Pictures already drawn, by path. */
const rendered = new Map<string, string>();

/**
 * The SVG for a storage path written by the seed (e.g. `store/burger-yard/logo.svg`), or null
 * when the path names nothing the seed knows. A leading `/storage/` or `/` is ignored.
 */
export function renderImage(path: string): string | null {
  const clean = path.replace(/^\/?(storage\/)?/, '');
  const known = rendered.get(clean);
  if (known !== undefined) return known;
  const l = lookups();
  for (const [pattern, render] of PATTERNS) {
    const match = clean.match(pattern);
    if (match) {
      const svg = render(match, l);
      // Only the seed's few hundred paths are kept (a miss is not, whatever was asked).
      if (svg) rendered.set(clean, svg);
      return svg;
    }
  }
  return null;
}
