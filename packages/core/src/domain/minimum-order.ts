import { roundTo, toAmount } from './money.js';

/**
 * A store's minimum order (`minimum_order`, on the items price, add-ons included) against a
 * cart: null when it is met, there is no minimum or no line; else the minimum and the amount
 * still missing (rounded to `digits`). Checkout refuses below it ('You need to order at least
 * …') and the cart drawer shows it before 'Proceed To Checkout'.
 */
export function minimumOrderShortfall(
  itemsPrice: number,
  minimumOrder: number | string | null | undefined,
  lineCount: number,
  digits = 2,
): { minimum: number; missing: number } | null {
  const minimum = Math.max(0, toAmount(minimumOrder));
  if (lineCount === 0 || !(itemsPrice < minimum)) return null;
  // Short by less than a cent still says a cent, never '0.00 more'.
  return { minimum, missing: Math.max(10 ** -digits, roundTo(minimum - itemsPrice, digits)) };
}
