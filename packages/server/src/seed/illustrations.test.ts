import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './data/categories.js';
import { ITEMS } from './data/items/index.js';
import { MODULES } from './data/modules.js';
import { PARCEL_CATEGORIES } from './data/parcel.js';
import { BANNERS, CAMPAIGNS, ITEM_CAMPAIGNS } from './data/promotions.js';
import { VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLES } from './data/rental.js';
import { STORES } from './data/stores.js';
import { BRANDS } from './data/v1-promotions.js';
import { hasEmoji } from './emoji.js';
import {
  BANNER_ART,
  BRAND_ART,
  CAMPAIGN_ART,
  CATEGORY_ART,
  ITEM_ART,
  ITEM_SETTINGS,
  MODULE_ART,
  PARCEL_CATEGORY_ART,
  STORE_ART,
  VEHICLE_ART,
  VEHICLE_CATEGORY_ART,
  itemIllustration,
  itemSetting,
} from './illustrations.js';

const items = [...ITEMS, ...ITEM_CAMPAIGNS];

/** Each table against the seeded rows it illustrates: the keys must match exactly. */
const TABLES: [string, Record<string, unknown>, string[]][] = [
  ['items', ITEM_ART, items.map((i) => i.slug)],
  ['categories', CATEGORY_ART, CATEGORIES.map((c) => c.slug)],
  ['stores', STORE_ART, STORES.map((s) => s.slug)],
  ['modules', MODULE_ART, MODULES.map((m) => m.type)],
  ['banners', BANNER_ART, BANNERS.map((b) => b.key)],
  ['campaigns', CAMPAIGN_ART, CAMPAIGNS.map((c) => c.slug)],
  ['vehicles', VEHICLE_ART, VEHICLES.map((v) => v.slug)],
  ['vehicle categories', VEHICLE_CATEGORY_ART, VEHICLE_CATEGORIES.map((c) => c.key)],
  ['brands', BRAND_ART, [...VEHICLE_BRANDS, ...BRANDS].map((b) => b.name)],
  ['parcel categories', PARCEL_CATEGORY_ART, PARCEL_CATEGORIES.map((c) => c.slug)],
];

/** Every emoji name a table uses. */
function emojiNames(): Set<string> {
  const names = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') names.add(value);
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      add(v.emoji);
      add(v.logo);
      add(v.cover);
    }
  };
  for (const [, table] of TABLES) Object.values(table).forEach(add);
  return names;
}

describe('illustration tables', () => {
  it.each(TABLES)('map every seeded row of %s, and nothing else', (_, table, keys) => {
    expect(new Set(Object.keys(table))).toEqual(new Set(keys));
  });

  it('name only emoji of the installed set', () => {
    const names = [...emojiNames()];
    expect(names.length).toBeGreaterThan(150);
    expect(names.filter((name) => !hasEmoji(name))).toEqual([]);
  });

  it('give every item a tone, its own or its category s', () => {
    for (const item of items) {
      const art = itemIllustration(item.slug, item.category);
      expect(art, item.slug).not.toBeNull();
      expect(art!.tone).toBe(
        Array.isArray(ITEM_ART[item.slug]) ? CATEGORY_ART[item.category]!.tone : art!.tone,
      );
    }
  });

  it('give the food categories eight different subjects (no shared bowl)', () => {
    const food = CATEGORIES.filter((c) => c.module === 'food').map(
      (c) => CATEGORY_ART[c.slug]!.emoji[0],
    );
    expect(food.length).toBeGreaterThanOrEqual(8);
    expect(new Set(food).size).toBe(food.length);
  });

  it('show what the brief names: a tomato, a shawarma, a phone, a pill', () => {
    expect(ITEM_ART['local-tomatoes']).toEqual(['tomato']);
    expect(ITEM_ART['chicken-shawarma-sandwich']).toEqual(['stuffed-flatbread']);
    expect(ITEM_ART['nova-x5-smartphone']).toEqual(['mobile-phone']);
    expect((ITEM_ART['paracetamol-500-tablets'] as string[])[0]).toBe('pill');
  });

  it('give each store a cover scene of several emoji', () => {
    for (const [slug, art] of Object.entries(STORE_ART)) {
      expect(art.cover.emoji.length, slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('give every category an item setting (its pack and two props) of installed emoji', () => {
    expect(new Set(Object.keys(ITEM_SETTINGS))).toEqual(new Set(CATEGORIES.map((c) => c.slug)));
    const names = Object.values(ITEM_SETTINGS).flatMap((s) => [s.pack, ...s.props]);
    expect(names.filter((name) => !hasEmoji(name))).toEqual([]);
  });

  it('never draws an item s own emoji again as its pack or props', () => {
    for (const item of items) {
      const art = itemIllustration(item.slug, item.category)!;
      const setting = itemSetting(art, item.category);
      const shown = [setting.pack, ...setting.props];
      expect(
        shown.filter((e) => (art.emoji as string[]).includes(e)),
        item.slug,
      ).toEqual([]);
      expect(new Set(shown).size, item.slug).toBe(3);
    }
  });
});
