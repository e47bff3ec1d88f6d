/**
 * Deterministic SVG images for the demo data: flat designs with a colour
 * derived from the name and a pictogram per module (bowl, basket, pill, bag,
 * box, car). `renderImage(path)` answers the storage paths the seed writes
 * (see `imagePath` in rows.ts) and null for anything else.
 */
import { CATEGORIES } from './data/categories.js';
import { ITEMS } from './data/items/index.js';
import { MODULES } from './data/modules.js';
import { BANNERS, CAMPAIGNS, ITEM_CAMPAIGNS } from './data/promotions.js';
import { VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLES } from './data/rental.js';
import { PARCEL_CATEGORIES } from './data/parcel.js';
import { STORES } from './data/stores.js';
import { BRANDS } from './data/v1-promotions.js';
import type { ModuleKind } from './data/types.js';
import { hashString } from './prng.js';
import { slugify } from './rows.js';

/** Main colour and light tint pairs. */
const PALETTE: [string, string][] = [
  ['#0f766e', '#ccfbf1'],
  ['#b45309', '#fef3c7'],
  ['#be123c', '#ffe4e6'],
  ['#4338ca', '#e0e7ff'],
  ['#15803d', '#dcfce7'],
  ['#7e22ce', '#f3e8ff'],
  ['#0369a1', '#e0f2fe'],
  ['#c2410c', '#ffedd5'],
  ['#a21caf', '#fae8ff'],
  ['#4d7c0f', '#ecfccb'],
];

const colours = (name: string): [string, string] => PALETTE[hashString(name) % PALETTE.length]!;

const FONT = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const SKIP = new Set(['al', 'the', 'and', '&', 'of']);

/** Up to two initials from the significant words of a name. */
function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  const significant = words.filter((w) => !SKIP.has(w.toLowerCase()));
  const chosen = (significant.length > 0 ? significant : words).slice(0, 2);
  return chosen.map((w) => w[0]!.toUpperCase()).join('');
}

/** Pictograms drawn in a 24×24 box: `fg` fills the body, `bg` draws the details. */
const PICTOGRAMS: Record<ModuleKind, (fg: string, bg: string) => string> = {
  food: (fg, bg) =>
    `<path d="M3 11h18a9 8 0 0 1-18 0z" fill="${fg}"/><path d="M9 8c0-2 2-2 2-4m2 4c0-2 2-2 2-4" stroke="${fg}" stroke-width="1.5" fill="none" stroke-linecap="round"/><path d="M7 14h10" stroke="${bg}" stroke-width="1.2"/>`,
  grocery: (fg, bg) =>
    `<path d="M7 9l4-6m6 6l-4-6" stroke="${fg}" stroke-width="1.6" stroke-linecap="round"/><path d="M2 9h20l-2.5 11h-15z" fill="${fg}"/><path d="M8 12v5m4-5v5m4-5v5" stroke="${bg}" stroke-width="1.4"/>`,
  pharmacy: (fg, bg) =>
    `<g transform="rotate(-45 12 12)"><rect x="2" y="8" width="20" height="8" rx="4" fill="${fg}"/><path d="M12 8v8" stroke="${bg}" stroke-width="1.5"/></g>`,
  ecommerce: (fg, bg) =>
    `<path d="M9 8V6a3 3 0 0 1 6 0v2" stroke="${fg}" stroke-width="1.6" fill="none"/><path d="M4 8h16l-1 13H5z" fill="${fg}"/><circle cx="12" cy="13" r="1.6" fill="${bg}"/>`,
  parcel: (fg, bg) =>
    `<path d="M3 7l9-4 9 4v10l-9 4-9-4z" fill="${fg}"/><path d="M3 7l9 4 9-4m-9 4v10" stroke="${bg}" stroke-width="1.3" fill="none"/>`,
  rental: (fg, bg) =>
    `<path d="M2 16v-4l3-5h14l3 5v4z" fill="${fg}"/><path d="M6 11l2-3h8l2 3z" fill="${bg}"/><circle cx="7" cy="17" r="2.5" fill="${fg}" stroke="${bg}" stroke-width="1.2"/><circle cx="17" cy="17" r="2.5" fill="${fg}" stroke="${bg}" stroke-width="1.2"/>`,
};

/** A pictogram scaled to `size` with its top-left corner at (x, y). */
function pictogram(
  module: ModuleKind,
  x: number,
  y: number,
  size: number,
  fg: string,
  bg: string,
): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 24})">${PICTOGRAMS[module](fg, bg)}</g>`;
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra = '',
): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="700" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
}

// ------------------------------------------------------------------ designs

function moduleIcon(module: ModuleKind, name: string): string {
  const [main] = colours(module);
  return svg(
    96,
    96,
    name,
    `<rect width="96" height="96" rx="24" fill="${main}"/>${pictogram(module, 24, 24, 48, '#fff', main)}`,
  );
}

function moduleThumbnail(module: ModuleKind, name: string): string {
  const [main, tint] = colours(module);
  return svg(
    160,
    160,
    name,
    `<rect width="160" height="160" rx="32" fill="${tint}"/><circle cx="80" cy="70" r="44" fill="${main}"/>${pictogram(module, 54, 44, 52, '#fff', main)}${text(80, 144, 18, main, name, ' text-anchor="middle"')}`,
  );
}

function storeLogo(name: string, module: ModuleKind): string {
  const [main, tint] = colours(name);
  return svg(
    120,
    120,
    name,
    `<circle cx="60" cy="60" r="60" fill="${main}"/><circle cx="60" cy="60" r="52" fill="none" stroke="${tint}" stroke-width="2" opacity=".6"/>${text(60, 70, 36, '#fff', initials(name), ' text-anchor="middle"')}<circle cx="94" cy="94" r="18" fill="${tint}"/>${pictogram(module, 84, 84, 20, main, tint)}`,
  );
}

function storeCover(name: string, module: ModuleKind): string {
  const [main, tint] = colours(name);
  return svg(
    600,
    200,
    name,
    `<rect width="600" height="200" fill="${tint}"/><circle cx="540" cy="50" r="110" fill="${main}" opacity=".9"/><circle cx="440" cy="200" r="60" fill="${main}" opacity=".35"/>${pictogram(module, 496, 46, 88, '#fff', main)}${text(32, 112, name.length > 18 ? 26 : 32, main, clip(name, 26))}<rect x="32" y="130" width="64" height="6" rx="3" fill="${main}" opacity=".5"/>`,
  );
}

function productImage(name: string, module: ModuleKind): string {
  const [main, tint] = colours(name);
  return svg(
    300,
    300,
    name,
    `<rect width="300" height="300" rx="24" fill="${tint}"/><circle cx="150" cy="128" r="84" fill="${main}"/><circle cx="150" cy="128" r="84" fill="#fff" opacity=".08"/>${pictogram(module, 102, 80, 96, '#fff', main)}${text(150, 262, name.length > 20 ? 16 : 20, main, clip(name, 28), ' text-anchor="middle"')}`,
  );
}

function categoryImage(name: string, module: ModuleKind): string {
  const [main, tint] = colours(name);
  return svg(
    160,
    160,
    name,
    `<circle cx="80" cy="80" r="80" fill="${tint}"/><circle cx="80" cy="80" r="54" fill="${main}"/>${pictogram(module, 52, 52, 56, '#fff', main)}`,
  );
}

function vehicleImage(name: string): string {
  const [main, tint] = colours(name);
  return svg(
    400,
    240,
    name,
    `<rect width="400" height="240" rx="20" fill="${tint}"/><ellipse cx="200" cy="176" rx="150" ry="12" fill="#000" opacity=".12"/><path d="M60 160v-36l40-44h160l60 44 20 8v28z" fill="${main}"/><path d="M112 90h66v34h-96zm78 0h64l40 34h-104z" fill="#fff" opacity=".85"/><circle cx="120" cy="164" r="22" fill="#1f2937"/><circle cx="120" cy="164" r="9" fill="#d1d5db"/><circle cx="290" cy="164" r="22" fill="#1f2937"/><circle cx="290" cy="164" r="9" fill="#d1d5db"/>${text(200, 222, 18, main, clip(name, 30), ' text-anchor="middle"')}`,
  );
}

function badge(name: string, module: ModuleKind): string {
  const [main, tint] = colours(name);
  return svg(
    120,
    120,
    name,
    `<rect width="120" height="120" rx="28" fill="${tint}"/>${pictogram(module, 36, 18, 48, main, tint)}${text(60, 100, 14, main, clip(name, 13), ' text-anchor="middle"')}`,
  );
}

/** Splits a title into at most two lines of about `width` characters. */
function twoLines(title: string, width: number): string[] {
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    const current = lines[lines.length - 1]!;
    if (current && current.length + word.length + 1 > width) {
      if (lines.length === 2) {
        lines[1] = clip(`${current} ${word}`, width);
        break;
      }
      lines.push(word);
    } else {
      lines[lines.length - 1] = current ? `${current} ${word}` : word;
    }
  }
  return lines;
}

function promo(
  width: number,
  height: number,
  title: string,
  module: ModuleKind,
  cta: string,
): string {
  const [main, tint] = colours(title);
  const wide = width >= 800;
  const lines = twoLines(title, wide ? 22 : 15)
    .map((line, i) => text(40, 100 + i * 44, wide ? 36 : 30, '#fff', line))
    .join('');
  const size = height * 0.6;
  return svg(
    width,
    height,
    title,
    `<rect width="${width}" height="${height}" rx="24" fill="${main}"/><circle cx="${width - 110}" cy="${height / 2}" r="${height * 0.42}" fill="${tint}" opacity=".25"/>${pictogram(module, width - 110 - size / 2, height / 2 - size / 2, size, '#fff', main)}${lines}<rect x="40" y="${height - 84}" width="150" height="44" rx="22" fill="${tint}"/>${text(115, height - 55, 18, main, cta, ' text-anchor="middle"')}`,
  );
}

function businessLogo(): string {
  const [main] = PALETTE[0]!;
  return svg(
    240,
    64,
    'Storefront',
    `<rect x="4" y="4" width="56" height="56" rx="14" fill="${main}"/>${pictogram('ecommerce', 12, 12, 40, '#fff', main)}${text(72, 42, 28, main, 'Storefront')}`,
  );
}

// ------------------------------------------------------------------ lookups

interface Named {
  name: string;
  module: ModuleKind;
}

interface Lookups {
  modules: Map<string, Named>;
  stores: Map<string, Named>;
  items: Map<string, Named>;
  categories: Map<string, Named>;
  vehicles: Map<string, string>;
  vehicleCategories: Map<string, string>;
  vehicleBrands: Map<string, string>;
  banners: Map<string, Named>;
  campaigns: Map<string, Named>;
  parcelCategories: Map<string, string>;
}

let cached: Lookups | null = null;

function lookups(): Lookups {
  if (cached) return cached;
  const stores = new Map(STORES.map((s) => [s.slug, { name: s.name, module: s.module }]));
  const itemNamed = (i: { name: string; store: string }): Named => ({
    name: i.name,
    module: stores.get(i.store)?.module ?? 'ecommerce',
  });
  cached = {
    modules: new Map(MODULES.map((m) => [m.type, { name: m.name, module: m.type }])),
    stores,
    items: new Map([...ITEMS, ...ITEM_CAMPAIGNS].map((i) => [i.slug, itemNamed(i)])),
    categories: new Map(CATEGORIES.map((c) => [c.slug, { name: c.name, module: c.module }])),
    vehicles: new Map(VEHICLES.map((v) => [v.slug, v.name])),
    vehicleCategories: new Map(VEHICLE_CATEGORIES.map((c) => [c.key, c.name])),
    vehicleBrands: new Map(VEHICLE_BRANDS.map((b) => [slugify(b.name), b.name])),
    banners: new Map(BANNERS.map((b) => [b.key, { name: b.title, module: b.module }])),
    campaigns: new Map(CAMPAIGNS.map((c) => [c.slug, { name: c.title, module: c.module }])),
    parcelCategories: new Map(PARCEL_CATEGORIES.map((c) => [c.slug, c.name.en])),
  };
  return cached;
}

const PATTERNS: [RegExp, (match: RegExpMatchArray, l: Lookups) => string | null][] = [
  [/^logo\.svg$/, () => businessLogo()],
  [
    /^module\/([a-z]+)\/(icon|thumbnail)\.svg$/,
    ([, type, kind], l) => {
      const m = l.modules.get(type!);
      if (!m) return null;
      return kind === 'icon' ? moduleIcon(m.module, m.name) : moduleThumbnail(m.module, m.name);
    },
  ],
  [
    /^store\/([a-z0-9-]+)\/(logo|cover)\.svg$/,
    ([, slug, kind], l) => {
      const s = l.stores.get(slug!);
      if (!s) return null;
      return kind === 'logo' ? storeLogo(s.name, s.module) : storeCover(s.name, s.module);
    },
  ],
  [
    /^item\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const i = l.items.get(slug!);
      return i ? productImage(i.name, i.module) : null;
    },
  ],
  [
    /^category\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const c = l.categories.get(slug!);
      return c ? categoryImage(c.name, c.module) : null;
    },
  ],
  [
    /^vehicle\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.vehicles.get(slug!);
      return name ? vehicleImage(name) : null;
    },
  ],
  [
    /^vehicle-category\/([a-z0-9-]+)\.svg$/,
    ([, key], l) => {
      const name = l.vehicleCategories.get(key!);
      return name ? badge(name, 'rental') : null;
    },
  ],
  [
    /^vehicle-brand\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.vehicleBrands.get(slug!);
      return name ? badge(name, 'rental') : null;
    },
  ],
  [
    /^brand\/([a-z0-9-]+)\.svg$/,
    ([, slug]) => {
      const brand = BRANDS.find((b) => slugify(b.name) === slug);
      return brand ? badge(brand.name, 'ecommerce') : null;
    },
  ],
  [
    /^banner\/([a-z0-9-]+)\.svg$/,
    ([, key], l) => {
      const b = l.banners.get(key!);
      return b ? promo(800, 300, b.name, b.module, 'Order now') : null;
    },
  ],
  [
    /^parcel-category\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const name = l.parcelCategories.get(slug!);
      return name ? categoryImage(name, 'parcel') : null;
    },
  ],
  [
    /^campaign\/([a-z0-9-]+)\.svg$/,
    ([, slug], l) => {
      const c = l.campaigns.get(slug!);
      return c ? promo(600, 300, c.name, c.module, 'Explore') : null;
    },
  ],
];

/**
 * The SVG for a storage path written by the seed (e.g. `store/burger-yard/logo.svg`), or null
 * when the path names nothing the seed knows. A leading `/storage/` or `/` is ignored.
 */
export function renderImage(path: string): string | null {
  const clean = path.replace(/^\/?(storage\/)?/, '');
  const l = lookups();
  for (const [pattern, render] of PATTERNS) {
    const match = clean.match(pattern);
    if (match) return render(match, l);
  }
  return null;
}
