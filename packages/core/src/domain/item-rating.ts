/**
 * An item's rating breakdown (issue 15): the counts of 5★ … 1★ ratings (the v1 `rating`
 * column, sent by `items/details` as `rating`) as bars with their share, and whether an item
 * has any rating at all: without one, no average is shown ("0.0 (0)" never is).
 */

/** The counts [5★, 4★, 3★, 2★, 1★]: five whole numbers ≥ 0 whatever was stored. */
export type RatingCounts = [number, number, number, number, number];

export function ratingCounts(raw: unknown): RatingCounts {
  const list = Array.isArray(raw) ? raw : [];
  const at = (i: number) => {
    const n = Number(list[i]);
    return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
  };
  return [at(0), at(1), at(2), at(3), at(4)];
}

export interface RatingBar {
  /** 5 … 1. */
  stars: number;
  count: number;
  /** The share of all ratings, a whole percent; the five add up to 100 (0 without ratings). */
  percent: number;
}

/**
 * The five bars, 5★ first. Shares are whole percents adding up to exactly 100 (largest
 * remainders get the points lost by rounding down; ties go to the higher star).
 */
export function ratingBreakdown(raw: unknown): RatingBar[] {
  const counts = ratingCounts(raw);
  const total = counts.reduce((a, b) => a + b, 0);
  const exact = counts.map((n) => (total === 0 ? 0 : (n * 100) / total));
  const percent = exact.map(Math.floor);
  let missing = total === 0 ? 0 : 100 - percent.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    percent[i]! += 1;
    missing -= 1;
  }
  return counts.map((count, i) => ({ stars: 5 - i, count, percent: percent[i]! }));
}

/** Whether an item (or store) has ratings to show: a count above 0. */
export function hasRatings(count: unknown): boolean {
  const n = Number(count);
  return Number.isFinite(n) && n > 0;
}
