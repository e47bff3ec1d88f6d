/**
 * The wallet's rules (reference §4.12 wallet routes, §6.10; storefront §2 'Profile edit', §4
 * 'Wallet top-up', §5): the top-up bonus, the top-up form's checks, the transaction types and
 * the history filters. The server credits with `topUpBonus`; the web app and the CLI show the
 * same bonus before the customer pays.
 *
 * Decisions:
 * - Bonus (`CustomerLogic`'s add-fund bonus): of the active bonuses running today whose
 *   `minimum_add_amount` the amount reaches, each gives its flat `bonus_amount`, or that
 *   percentage of the amount capped at `maximum_bonus_amount`; the largest applies (one bonus,
 *   never a sum). A `maximum_bonus_amount` of 0 means no cap, as a coupon's `max_discount`
 *   does. The bonus is rounded to the money's decimals.
 * - The top-up form: an empty amount is 'Please Enter amount', no gateway 'Payment method is
 *   required' (spec §5); submit is disabled at 0 or below; below `MIN_TOP_UP` (the server's
 *   `amount` ≥ 1) the form says so instead of sending a request the server refuses.
 */
import { roundTo } from './money.js';
import { ruleIssue, type RuleIssue } from './issue.js';

/** The smallest top-up (reference §4.12: `amount` ≥ 1). */
export const MIN_TOP_UP = 1;
/** The largest top-up one payment may carry. */
export const MAX_TOP_UP = 1_000_000;

/** A wallet bonus as `GET customer/wallet/bonuses` gives it. */
export interface WalletBonus {
  id?: number;
  title?: string;
  description?: string | null;
  bonus_type: 'percentage' | 'amount' | string;
  bonus_amount: number;
  minimum_add_amount: number;
  maximum_bonus_amount: number;
  /** `YYYY-MM-DD`; a bonus runs from its start to its end date, both included. */
  start_date?: string | null;
  end_date?: string | null;
  status?: number | boolean | null;
}

/** Whether a bonus is on and running on `today` (`YYYY-MM-DD`). */
export function isRunningBonus(bonus: WalletBonus, today: string): boolean {
  if (bonus.status === 0 || bonus.status === false) return false;
  if (bonus.start_date && today < bonus.start_date.slice(0, 10)) return false;
  if (bonus.end_date && today > bonus.end_date.slice(0, 10)) return false;
  return true;
}

/** The bonus one wallet bonus gives on `amount` (0 below its minimum). */
export function bonusFor(bonus: WalletBonus, amount: number): number {
  if (!(amount > 0) || amount < bonus.minimum_add_amount) return 0;
  if (bonus.bonus_type === 'percentage') {
    const raw = (amount * bonus.bonus_amount) / 100;
    const cap = bonus.maximum_bonus_amount;
    return Math.max(0, cap > 0 ? Math.min(raw, cap) : raw);
  }
  return Math.max(0, bonus.bonus_amount);
}

export interface TopUpBonus {
  /** The bonus credited on top of the amount (0 when none applies). */
  bonus: number;
  /** The bonus that gives it, or null. */
  source: WalletBonus | null;
}

/**
 * The bonus of a top-up of `amount`: the largest that a running bonus gives (reference §6.10),
 * rounded to `digits` decimals.
 */
export function topUpBonus(
  bonuses: readonly WalletBonus[],
  amount: number,
  options: { today?: string; digits: number },
): TopUpBonus {
  let best: TopUpBonus = { bonus: 0, source: null };
  for (const bonus of bonuses) {
    if (options.today !== undefined && !isRunningBonus(bonus, options.today)) continue;
    const value = roundTo(bonusFor(bonus, amount), options.digits);
    if (value > best.bonus) best = { bonus: value, source: bonus };
  }
  return best;
}

// ---------------------------------------------------------------- the top-up form

export const WALLET_KEYS = {
  amountRequired: 'wallet.topUp.amountRequired',
  amountMin: 'wallet.topUp.amountMin',
  amountMax: 'wallet.topUp.amountMax',
  amountInvalid: 'wallet.topUp.amountInvalid',
  methodRequired: 'wallet.topUp.methodRequired',
} as const;

export type TopUpIssueCode = 'amount' | 'payment_method';

/** A typed amount as a number: null when empty, NaN when it is not a number. */
export function topUpAmountOf(text: string | number | null | undefined): number | null {
  if (text == null) return null;
  if (typeof text === 'number') return text;
  const trimmed = text.trim().replace(/,/g, '.');
  if (trimmed === '') return null;
  return /^\d*\.?\d*$/.test(trimmed) && trimmed !== '.' ? Number(trimmed) : Number.NaN;
}

/** Submit is disabled while the amount is 0 or below (spec §5), or not a number. */
export function canSubmitTopUp(amount: string | number | null | undefined): boolean {
  const n = topUpAmountOf(amount);
  return n != null && Number.isFinite(n) && n > 0;
}

/** What the top-up form checks before sending: the amount, then the payment method. */
export function topUpIssues(input: {
  amount: string | number | null | undefined;
  paymentMethod: string | null | undefined;
}): RuleIssue<TopUpIssueCode>[] {
  const issues: RuleIssue<TopUpIssueCode>[] = [];
  const amount = topUpAmountOf(input.amount);
  if (amount == null) issues.push(ruleIssue('amount', WALLET_KEYS.amountRequired));
  else if (!Number.isFinite(amount)) issues.push(ruleIssue('amount', WALLET_KEYS.amountInvalid));
  else if (amount < MIN_TOP_UP) {
    issues.push(ruleIssue('amount', WALLET_KEYS.amountMin, { min: MIN_TOP_UP }, ['min']));
  } else if (amount > MAX_TOP_UP) {
    issues.push(ruleIssue('amount', WALLET_KEYS.amountMax, { max: MAX_TOP_UP }, ['max']));
  }
  if (input.paymentMethod == null || input.paymentMethod.trim() === '') {
    issues.push(ruleIssue('payment_method', WALLET_KEYS.methodRequired));
  }
  return issues;
}

// ---------------------------------------------------------------- transactions

/** Credits (reference §6.10). */
export const WALLET_CREDIT_TYPES = [
  'add_fund_by_admin',
  'add_fund',
  'order_refund',
  'loyalty_point',
  'referrer',
  'CashBack',
  'subscription_refund',
] as const;
/** Debits (reference §6.10). */
export const WALLET_DEBIT_TYPES = [
  'order_place',
  'trip_booking',
  'ride_booking',
  'partial_payment',
] as const;
export type WalletTransactionType =
  (typeof WALLET_CREDIT_TYPES)[number] | (typeof WALLET_DEBIT_TYPES)[number];

/** The history filters of `customer/wallet/transactions` (`type`, reference §4.12). */
export const WALLET_FILTERS = [
  'order',
  'loyalty_point',
  'add_fund',
  'referrer',
  'CashBack',
] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

/** The transaction types each filter shows (`WalletController@transactions`). */
export const WALLET_FILTER_TYPES: Record<WalletFilter, readonly WalletTransactionType[]> = {
  order: ['order_place', 'order_refund', 'partial_payment', 'trip_booking', 'ride_booking'],
  loyalty_point: ['loyalty_point'],
  add_fund: ['add_fund', 'add_fund_by_admin'],
  referrer: ['referrer'],
  CashBack: ['CashBack'],
};

/** The i18n key of a wallet transaction type (unknown types get a generic label). */
export function walletTypeKey(type: string): string {
  return (WALLET_CREDIT_TYPES as readonly string[]).includes(type) ||
    (WALLET_DEBIT_TYPES as readonly string[]).includes(type)
    ? `wallet.type.${type}`
    : 'wallet.type.other';
}

/** A wallet or loyalty transaction as the history lists show it. */
export interface LedgerRow {
  credit: number;
  debit: number;
  /** A bonus credited with the entry (a top-up's bonus), on top of `credit`. */
  admin_bonus?: number | null;
}

/**
 * The signed change of a transaction, as the balance moved: the credit and its bonus, minus the
 * debit (a top-up of 100 with a bonus of 10 is +110).
 */
export function signedAmount(row: LedgerRow): number {
  return row.credit + (row.admin_bonus ?? 0) - row.debit;
}
