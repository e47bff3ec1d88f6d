/**
 * The offline gazetteer: reverse geocoding (nearest named places) and place search, over the
 * `gazetteer_places` rows, in English and Arabic. Distances use core's haversine rule.
 */
import { haversineMeters } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import type { gazetteerPlaces } from '../db/schema.js';
import type { Locale } from '../http/env.js';

export type PlaceRow = typeof gazetteerPlaces.$inferSelect;

/** The city and country appended to addresses, in the request's language. */
export interface AddressContext {
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** Reverse geocoding answers only within this distance of a known place. */
export const GEOCODE_MAX_METERS = 25_000;
export const GEOCODE_MAX_RESULTS = 5;
export const AUTOCOMPLETE_MAX_RESULTS = 8;

export function placeName(place: PlaceRow, locale: Locale): string {
  return (locale !== 'en' && place.translations[locale]?.name) || place.name;
}

export function placeArea(place: PlaceRow, locale: Locale): string {
  return (locale !== 'en' && place.translations[locale]?.area) || place.area;
}

/** `Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates` (the area once when it is the name). */
export function formattedAddress(place: PlaceRow, locale: Locale, context: AddressContext): string {
  return [placeName(place, locale), ...secondaryParts(place, locale, context)].join(
    locale === 'ar' ? '، ' : ', ',
  );
}

function secondaryParts(place: PlaceRow, locale: Locale, context: AddressContext): string[] {
  const name = placeName(place, locale);
  const area = placeArea(place, locale);
  const parts = [area, context.city, context.country].filter((p) => p && p !== name);
  return parts.filter((p, i) => parts.indexOf(p) === i);
}

export function secondaryText(place: PlaceRow, locale: Locale, context: AddressContext): string {
  return secondaryParts(place, locale, context).join(locale === 'ar' ? '، ' : ', ');
}

/** Places within `maxMeters` of `point`, nearest first. */
export function nearestPlaces(
  places: readonly PlaceRow[],
  point: LatLng,
  limit = GEOCODE_MAX_RESULTS,
  maxMeters = GEOCODE_MAX_METERS,
): { place: PlaceRow; meters: number }[] {
  return places
    .map((place) => ({ place, meters: haversineMeters(point, { lat: place.lat, lng: place.lng }) }))
    .filter((p) => p.meters <= maxMeters)
    .sort((a, b) => a.meters - b.meters || a.place.id.localeCompare(b.place.id))
    .slice(0, limit);
}

/**
 * Folds text for matching: lower case, no accents or Arabic diacritics, one form of alef, yeh and
 * teh marbuta, no tatweel, punctuation as spaces.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0640/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Lower score = better: a prefix of the text, then a match at the start of a later word, then
 * anywhere inside it.
 */
function matchScore(folded: string, query: string, base: number): number | null {
  if (folded === '' || query === '') return null;
  if (folded.startsWith(query)) return base;
  if (folded.includes(` ${query}`)) return base + 1;
  if (folded.includes(query)) return base + 2;
  return null;
}

/**
 * Places whose name or area matches `text` in English or Arabic, case- and accent-insensitive:
 * name matches before area matches, prefixes before substrings, then shorter and alphabetical.
 */
export function searchPlaces(
  places: readonly PlaceRow[],
  text: string,
  limit = AUTOCOMPLETE_MAX_RESULTS,
): PlaceRow[] {
  const query = foldForSearch(text);
  if (query === '') return [];
  const scored: { place: PlaceRow; score: number }[] = [];
  for (const place of places) {
    const names = [place.name, ...Object.values(place.translations).map((t) => t.name ?? '')];
    const areas = [place.area, ...Object.values(place.translations).map((t) => t.area ?? '')];
    const scores = [
      ...names.map((n) => matchScore(foldForSearch(n), query, 0)),
      ...areas.map((a) => matchScore(foldForSearch(a), query, 3)),
    ].filter((s): s is number => s !== null);
    if (scores.length > 0) scored.push({ place, score: Math.min(...scores) });
  }
  return scored
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.place.name.length - b.place.name.length ||
        a.place.name.localeCompare(b.place.name) ||
        a.place.id.localeCompare(b.place.id),
    )
    .slice(0, limit)
    .map((s) => s.place);
}
