/**
 * Cashback offers (reference §1.3 `cashback/list`, `cashback/getCashback`; §6.10 'Cashback').
 *
 * - An offer applies to a customer when it is on, running today (start and end dates included),
 *   names the customer (`customer_id` holds their id or "all") and the customer has used it fewer
 *   than `same_user_limit` times.
 * - On an order amount, an offer whose `min_purchase` the amount reaches gives `cashback_amount`
 *   percent of it, capped at `max_discount` (0: no cap), or the flat `cashback_amount`; below its
 *   minimum it gives 0. The best offer applies (one, never a sum), rounded to the money's
 *   decimals (`getCalculatedCashBackAmount`).
 * - The server writes the earned cashback with the order (`createCashBackHistory`), and the
 *   checkout shows the same figure before placing.
 */
import { roundTo, toAmount } from './money.js';

/** A cashback offer as `cashback/list` answers it. */
export interface CashbackOffer {
  id: number;
  title?: string;
  customer_id?: readonly (number | string)[];
  cashback_type: 'percentage' | 'amount' | string;
  cashback_amount: number | string;
  min_purchase: number | string;
  max_discount: number | string;
  same_user_limit?: number;
  /** `YYYY-MM-DD`. */
  start_date?: string;
  end_date?: string;
  status?: number | boolean;
}

/** What `cashback/getCashback` answers: the best offer's cashback on the amount. */
export interface CashbackQuote {
  /** The cashback earned (0 when no offer applies). */
  calculated_amount: number;
  /** The offer that gives it (null fields when none). */
  id: number | null;
  cashback_type: string | null;
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
}

/** Whether an offer is on and running on `today` (`YYYY-MM-DD`). */
export function isRunningCashback(offer: CashbackOffer, today: string): boolean {
  if (offer.status === 0 || offer.status === false) return false;
  if (offer.start_date && today < offer.start_date.slice(0, 10)) return false;
  if (offer.end_date && today > offer.end_date.slice(0, 10)) return false;
  return true;
}

/** Whether an offer names the customer (`customer_id` holds the id or "all"). */
export function cashbackNamesCustomer(offer: CashbackOffer, customerId: number): boolean {
  const ids = offer.customer_id ?? ['all'];
  return ids.some((id) => id === 'all' || Number(id) === customerId);
}

/** The cashback one offer gives on `amount` (0 below its minimum purchase). */
export function cashbackFor(offer: CashbackOffer, amount: number): number {
  if (!(amount > 0) || amount < toAmount(offer.min_purchase)) return 0;
  const value = Math.max(0, toAmount(offer.cashback_amount));
  if (offer.cashback_type === 'percentage') {
    const raw = (amount * value) / 100;
    const cap = toAmount(offer.max_discount);
    return cap > 0 ? Math.min(raw, cap) : raw;
  }
  return value;
}

/**
 * The best cashback on `amount` among `offers` (already those of the customer, running and
 * within their use limit), rounded to `digits` decimals.
 */
export function bestCashback(
  offers: readonly CashbackOffer[],
  amount: number,
  digits: number,
): CashbackQuote {
  let best: CashbackQuote = {
    calculated_amount: 0,
    id: null,
    cashback_type: null,
    cashback_amount: 0,
    min_purchase: 0,
    max_discount: 0,
  };
  for (const offer of offers) {
    const value = roundTo(cashbackFor(offer, amount), digits);
    if (value > best.calculated_amount) {
      best = {
        calculated_amount: value,
        id: offer.id,
        cashback_type: offer.cashback_type,
        cashback_amount: toAmount(offer.cashback_amount),
        min_purchase: toAmount(offer.min_purchase),
        max_discount: toAmount(offer.max_discount),
      };
    }
  }
  return best;
}

/**
 * The offers a customer may still use today: running, naming them, under their use limit
 * (`uses`: the customer's earned cashbacks by offer id).
 */
export function customerCashbacks<T extends CashbackOffer>(
  offers: readonly T[],
  customerId: number,
  today: string,
  uses: ReadonlyMap<number, number>,
): T[] {
  return offers.filter(
    (offer) =>
      isRunningCashback(offer, today) &&
      cashbackNamesCustomer(offer, customerId) &&
      (uses.get(offer.id) ?? 0) < (offer.same_user_limit ?? 1),
  );
}

/**
 * The offers that could pay cashback on `amount` before their use limits are counted: running,
 * naming the customer, giving more than 0, best first (ties by id). The server keeps the first
 * whose limit the customer has not reached, in the order's transaction.
 */
export function cashbackCandidates<T extends CashbackOffer>(
  offers: readonly T[],
  customerId: number,
  today: string,
  amount: number,
  digits: number,
): { offer: T; amount: number }[] {
  return offers
    .filter((o) => isRunningCashback(o, today) && cashbackNamesCustomer(o, customerId))
    .map((offer) => ({ offer, amount: roundTo(cashbackFor(offer, amount), digits) }))
    .filter((c) => c.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.offer.id - b.offer.id);
}
