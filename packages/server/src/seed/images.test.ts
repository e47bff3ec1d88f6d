import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './data/categories.js';
import { ITEMS } from './data/items/index.js';
import { MODULES } from './data/modules.js';
import { PARCEL_CATEGORIES } from './data/parcel.js';
import { BANNERS, CAMPAIGNS, ITEM_CAMPAIGNS } from './data/promotions.js';
import { VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLES } from './data/rental.js';
import { STORES } from './data/stores.js';
import { BRANDS } from './data/v1-promotions.js';
import { renderImage } from './images.js';
import { brandImagePath } from './v1-promotions.js';
import { imagePath, slugify } from './rows.js';

const SVG =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"[^>]*>.*<\/svg>$/s;

const itemPaths = [...ITEMS, ...ITEM_CAMPAIGNS].flatMap((i) => imagePath.itemImages(i.slug));

/** Every storage path the seed writes. */
const ALL = [
  'logo.svg',
  ...MODULES.flatMap((m) => [imagePath.moduleIcon(m.type), imagePath.moduleThumbnail(m.type)]),
  ...STORES.flatMap((s) => [imagePath.storeLogo(s.slug), imagePath.storeCover(s.slug)]),
  ...itemPaths,
  ...CATEGORIES.map((c) => imagePath.category(c.slug)),
  ...VEHICLES.map((v) => imagePath.vehicle(v.slug)),
  ...VEHICLE_CATEGORIES.map((c) => imagePath.vehicleCategory(c.key)),
  ...VEHICLE_BRANDS.map((b) => imagePath.vehicleBrand(slugify(b.name))),
  ...BRANDS.map((b) => brandImagePath(slugify(b.name))),
  ...BANNERS.map((b) => imagePath.banner(b.key)),
  ...CAMPAIGNS.map((c) => imagePath.campaign(c.slug)),
  ...PARCEL_CATEGORIES.map((c) => imagePath.parcelCategory(c.slug)),
];

/** The light and the dark gradient stops of a picture's style. */
function stops(svg: string): { light: string[]; dark: string[] } {
  const style = svg.match(/<style>(.*?)<\/style>/)![1]!;
  const [light, dark] = style.split('@media (prefers-color-scheme:dark)');
  const colours = (css: string) =>
    [...css.matchAll(/stop-color:(#[0-9a-f]{6})/g)].map((m) => m[1]!);
  return { light: colours(light!), dark: colours(dark ?? '') };
}

describe('renderImage', () => {
  it.each(ALL)('renders %s as an SVG of a reasonable size', (path) => {
    const svg = renderImage(path);
    expect(svg).toMatch(SVG);
    expect(Buffer.byteLength(svg!)).toBeLessThan(24 * 1024);
  });

  it('draws no text into item, category, store, banner, campaign or vehicle pictures', () => {
    const pictures = ALL.filter((p) => !/^(logo|brand\/|vehicle-brand\/)/.test(p));
    for (const path of pictures) expect(renderImage(path), path).not.toMatch(/<text\b/);
  });

  it('names the picture for assistive technology, escaped for XML', () => {
    const svg = renderImage('store/harbour-home-living/cover.svg')!;
    expect(svg).toContain('aria-label="Harbour Home &amp; Living"');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('carries a dark variant that differs from the light one', () => {
    for (const path of ALL) {
      const { light, dark } = stops(renderImage(path)!);
      expect(light.length, path).toBe(2);
      expect(dark.length, path).toBe(2);
      expect(dark, path).not.toEqual(light);
    }
  });

  it('keeps ids unique inside a picture of several emoji', () => {
    for (const path of ALL) {
      const ids = [...renderImage(path)!.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
  });

  it('draws each item s own illustration', () => {
    const tomato = renderImage('item/local-tomatoes.svg')!;
    const pill = renderImage('item/paracetamol-500-tablets.svg')!;
    expect(tomato).not.toBe(pill);
    expect(renderImage('item/karak-chai.svg')).not.toBe(renderImage('item/flat-white.svg'));
    expect(new Set(itemPaths.map((p) => renderImage(p))).size).toBe(itemPaths.length);
  });

  it('gives each item a gallery of five different pictures: the picture and four views', () => {
    const gallery = imagePath.itemImages('local-tomatoes');
    expect(gallery).toEqual([
      'item/local-tomatoes.svg',
      'item/local-tomatoes/close-up.svg',
      'item/local-tomatoes/angle.svg',
      'item/local-tomatoes/pack.svg',
      'item/local-tomatoes/scene.svg',
    ]);
    expect(new Set(gallery.map((p) => renderImage(p))).size).toBe(5);
    // The views name the item too, for assistive technology.
    expect(renderImage('item/local-tomatoes/scene.svg')).toContain('aria-label="Local Tomatoes"');
  });

  it('is deterministic', () => {
    expect(renderImage('item/karak-chai.svg')).toBe(renderImage('item/karak-chai.svg'));
  });

  it('accepts a /storage/ prefix', () => {
    expect(renderImage('/storage/store/burger-yard/logo.svg')).toBe(
      renderImage('store/burger-yard/logo.svg'),
    );
  });

  it.each([
    'item/unknown.svg',
    'store/unknown/logo.svg',
    'module/cars/icon.svg',
    'other/x.svg',
    'item/local-tomatoes/side.svg',
    'item/unknown/pack.svg',
    'store/burger-yard/logo.png',
    '',
  ])('returns null for %j', (path) => {
    expect(renderImage(path)).toBeNull();
  });
});
