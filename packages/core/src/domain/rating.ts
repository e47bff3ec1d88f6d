/**
 * Ratings: the average shown with one decimal, and stars at a precision of 0.5 (spec §9).
 * Averages are clamped to 0..5; a missing or non-numeric average counts as 0.
 */
import { roundTo, toAmount } from './money.js';

export const MAX_RATING = 5;
/** Star precision (spec §9). */
export const RATING_STAR_PRECISION = 0.5;

function clampRating(value: unknown): number {
  const n = toAmount(value);
  return Math.min(MAX_RATING, Math.max(0, n));
}

/** The average with one decimal: 4.25 → '4.3', 4 → '4.0', null → '0.0'. */
export function formatRating(average: unknown, digits = 1): string {
  return roundTo(clampRating(average), digits).toFixed(digits);
}

export interface StarCounts {
  full: number;
  half: number;
  empty: number;
}

/** Full, half and empty stars out of 5: the average rounded to the nearest 0.5 (ties up). */
export function ratingStars(average: unknown): StarCounts {
  const halves = Math.round(roundTo(clampRating(average) / RATING_STAR_PRECISION, 6));
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: MAX_RATING - full - half };
}
