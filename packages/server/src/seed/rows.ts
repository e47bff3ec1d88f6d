/**
 * Pure helpers that turn the data files into table rows: storage paths, dates
 * relative to the seed date, generated ratings, variations and VINs.
 */
import type { CategoryRef, ChoiceOption, FoodVariation, ItemVariation } from '../db/schema.js';
import { intBetween, prngFor } from './prng.js';
import type { ChoiceSeed, FoodVariationSeed, ItemSeed, VariationSeed } from './data/types.js';

/** An item's gallery views beside its main picture: close-up, turned, with its pack, in a scene. */
export const ITEM_VIEWS = ['close-up', 'angle', 'pack', 'scene'] as const;
export type ItemView = (typeof ITEM_VIEWS)[number];

/** Image paths as stored in rows (served under /storage/ by the server). */
export const imagePath = {
  moduleIcon: (type: string) => `module/${type}/icon.svg`,
  moduleThumbnail: (type: string) => `module/${type}/thumbnail.svg`,
  storeLogo: (slug: string) => `store/${slug}/logo.svg`,
  storeCover: (slug: string) => `store/${slug}/cover.svg`,
  category: (slug: string) => `category/${slug}.svg`,
  item: (slug: string) => `item/${slug}.svg`,
  /** The item's gallery: its picture, then its views (drawn by images.ts). */
  itemImages: (slug: string) => [
    `item/${slug}.svg`,
    ...ITEM_VIEWS.map((view) => `item/${slug}/${view}.svg`),
  ],
  vehicle: (slug: string) => `vehicle/${slug}.svg`,
  vehicleCategory: (key: string) => `vehicle-category/${key}.svg`,
  vehicleBrand: (slug: string) => `vehicle-brand/${slug}.svg`,
  banner: (key: string) => `banner/${key}.svg`,
  campaign: (slug: string) => `campaign/${slug}.svg`,
  parcelCategory: (slug: string) => `parcel-category/${slug}.svg`,
} as const;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `YYYY-MM-DD` of the seed date plus `days` (UTC). */
export function dayOffset(now: Date, days: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** A timestamp `days` (may be fractional) before the seed date. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** `HH:MM` → `HH:MM:SS`. */
export function clock(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

/** The variation type of a combination: options without spaces, joined by dashes. */
export function variationType(options: readonly string[]): string {
  return options.map((o) => o.replace(/\s+/g, '')).join('-');
}

export function choiceOptions(choices: readonly ChoiceSeed[]): ChoiceOption[] {
  return choices.map((c, i) => ({
    name: `choice_${i + 1}`,
    title: c.title,
    options: [...c.options],
  }));
}

export function itemVariations(variations: readonly VariationSeed[]): ItemVariation[] {
  return variations.map((v) => ({
    type: variationType(v.options),
    price: v.price,
    stock: v.stock,
  }));
}

export function foodVariations(groups: readonly FoodVariationSeed[]): FoodVariation[] {
  return groups.map((g) => ({
    name: g.name,
    type: g.type,
    min: g.type === 'multi' ? (g.min ?? 0) : 0,
    max: g.type === 'multi' ? (g.max ?? g.values.length) : 0,
    required: g.required ? 'on' : 'off',
    values: g.values.map(([label, optionPrice]) => ({ label, optionPrice })),
  }));
}

/** Stock of an item: its own, or the sum of its variations' stock. */
export function itemStock(seed: ItemSeed): number {
  if (seed.variations && seed.variations.length > 0) {
    return seed.variations.reduce((sum, v) => sum + v.stock, 0);
  }
  return seed.stock ?? 0;
}

export interface Ratings {
  rating: number[];
  ratingCount: number;
  avgRating: number;
  orderCount: number;
}

/** Average of counts [5★, 4★, 3★, 2★, 1★], rounded to two decimals (0 without ratings). */
export function averageOf(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const sum = counts.reduce((acc, count, i) => acc + count * (5 - i), 0);
  return Math.round((sum / total) * 100) / 100;
}

/**
 * An item's ratings: the given counts, or counts generated from its slug
 * (about one item in eight is new and unrated).
 */
export function itemRatings(seed: ItemSeed): Ratings {
  const random = prngFor(`rating:${seed.slug}`);
  let counts: number[];
  if (seed.rating) {
    counts = [...seed.rating];
  } else if (random() < 0.125) {
    counts = [0, 0, 0, 0, 0];
  } else {
    const total = intBetween(random, 3, 240);
    const quality = 0.45 + random() * 0.45; // share of five-star ratings
    const five = Math.round(total * quality);
    const four = Math.round((total - five) * (0.55 + random() * 0.3));
    const three = Math.round((total - five - four) * 0.6);
    const two = Math.round((total - five - four - three) * 0.6);
    counts = [five, four, three, two, total - five - four - three - two];
  }
  const ratingCount = counts.reduce((a, b) => a + b, 0);
  const orderCount = seed.orderCount ?? ratingCount * intBetween(random, 2, 6);
  return { rating: counts, ratingCount, avgRating: averageOf(counts), orderCount };
}

/** category_ids of an item: the parent (position 1) then the leaf (position 2), ids as strings. */
export function categoryRefs(leafId: number, parentId: number | null): CategoryRef[] {
  return parentId === null
    ? [{ id: String(leafId), position: 1 }]
    : [
        { id: String(parentId), position: 1 },
        { id: String(leafId), position: 2 },
      ];
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A deterministic 17-character VIN: the brand's WMI and 14 characters derived from the plate. */
export function vinFor(wmi: string, plate: string): string {
  const random = prngFor(`vin:${plate}`);
  let vin = wmi;
  while (vin.length < 17) vin += VIN_CHARS[Math.floor(random() * VIN_CHARS.length)];
  return vin;
}
