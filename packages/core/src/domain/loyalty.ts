/**
 * Loyalty points (reference §4.12 loyalty routes, §6.10; storefront §2 'Loyalty', §8): what an
 * order earns, and converting points to wallet money. The server converts with
 * `loyaltyTransferIssue` and `pointsToMoney`; the web app and the CLI check the same before
 * sending and show what the customer will get.
 *
 * Decisions:
 * - `loyalty_point_exchange_rate` is the points one unit of money costs (10: 10 points = 1.00).
 *   The credit is `floor(point / rate)` whole units (reference §6.10), and the points sent are
 *   debited whole: the form shows what the customer gets before they confirm.
 * - A transfer needs a whole number of points (`point` int ≥ 1), at least
 *   `loyalty_point_minimum_point`, at most the balance, and one that is worth something (a
 *   transfer crediting 0 is refused rather than taking the points for nothing).
 * - An order earns `floor(order_amount × loyalty_point_item_purchase_point / 100)` points when
 *   it is delivered, with `loyalty_point_status` 1.
 */
import { ruleIssue, type RuleIssue } from './issue.js';

/** The configuration the rules read (`GET config`). */
export interface LoyaltySettings {
  loyalty_point_status?: number | null;
  loyalty_point_exchange_rate?: number | null;
  loyalty_point_minimum_point?: number | null;
  loyalty_point_item_purchase_point?: number | null;
}

/** The largest transfer one request may carry. */
export const MAX_POINT_TRANSFER = 999_999_999;

export const LOYALTY_KEYS = {
  required: 'loyalty.convert.required',
  notWhole: 'loyalty.convert.notWhole',
  belowMinimum: 'loyalty.convert.belowMinimum',
  aboveBalance: 'loyalty.convert.aboveBalance',
  worthless: 'loyalty.convert.worthless',
  off: 'loyalty.convert.off',
  success: 'loyalty.convert.success',
} as const;

/** The points one unit of money costs (at least 1; the setting, else 1). */
export function exchangeRate(settings: LoyaltySettings): number {
  const rate = Number(settings.loyalty_point_exchange_rate);
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** The fewest points a transfer takes (at least 1). */
export function minimumPoints(settings: LoyaltySettings): number {
  const min = Number(settings.loyalty_point_minimum_point);
  return Number.isFinite(min) && min > 1 ? Math.ceil(min) : 1;
}

/** The wallet money `points` convert to: `floor(points / rate)` (reference §6.10). */
export function pointsToMoney(points: number, settings: LoyaltySettings): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  // Points are whole; a tiny epsilon keeps 30 / 0.1 from flooring to 299.
  return Math.floor(points / exchangeRate(settings) + 1e-9);
}

/** The points an order of `orderAmount` earns when delivered (0 when loyalty is off). */
export function pointsEarned(orderAmount: number, settings: LoyaltySettings): number {
  if (settings.loyalty_point_status !== 1) return 0;
  const rate = Number(settings.loyalty_point_item_purchase_point);
  if (!Number.isFinite(rate) || rate <= 0 || !(orderAmount > 0)) return 0;
  return Math.floor((orderAmount * rate) / 100 + 1e-9);
}

/** A typed number of points: null when empty, NaN when not a whole number. */
export function pointsOf(text: string | number | null | undefined): number | null {
  if (text == null) return null;
  if (typeof text === 'number') return Number.isInteger(text) ? text : Number.NaN;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type LoyaltyIssueCode = 'point';

/**
 * Why a transfer of `points` is refused, or null: empty, not a whole number, below the
 * minimum, above the balance, worth nothing (the first that applies).
 */
export function loyaltyTransferIssue(
  points: string | number | null | undefined,
  balance: number,
  settings: LoyaltySettings,
): RuleIssue<LoyaltyIssueCode> | null {
  const n = pointsOf(points);
  if (n == null) return ruleIssue('point', LOYALTY_KEYS.required);
  if (!Number.isFinite(n) || n < 1) return ruleIssue('point', LOYALTY_KEYS.notWhole);
  const min = minimumPoints(settings);
  if (n < min) return ruleIssue('point', LOYALTY_KEYS.belowMinimum, { min });
  const have = Math.max(0, Math.floor(balance));
  if (n > have) return ruleIssue('point', LOYALTY_KEYS.aboveBalance, { balance: have });
  if (pointsToMoney(n, settings) <= 0) {
    return ruleIssue('point', LOYALTY_KEYS.worthless, { rate: exchangeRate(settings) });
  }
  return null;
}

/** The i18n key of a loyalty transaction type (unknown types get a generic label). */
export const LOYALTY_TYPES = [
  'order_place',
  'trip_booking',
  'point_to_wallet',
  'add_by_admin',
  'referrer',
] as const;

export function loyaltyTypeKey(type: string): string {
  return (LOYALTY_TYPES as readonly string[]).includes(type)
    ? `loyalty.type.${type}`
    : 'loyalty.type.other';
}
