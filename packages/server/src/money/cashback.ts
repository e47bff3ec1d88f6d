/**
 * Cashback on orders (reference §6.10 'Cashback'; core's `cashbackCandidates`, `bestCashback`):
 *
 * - At placement (`countOrderWithCashback`, in the order's transaction, or `countOrderStatement`
 *   within a cash order's one statement, ordering/place.ts; within the statement
 *   that counts the customer's order): the best running offer for the customer on the order amount whose `same_user_limit`
 *   they have not reached is written to `cash_back_histories` (`createCashBackHistory`). The
 *   limit is counted in the same statement, so two orders placed at once are both counted. The
 *   offers are reference data: no read before the transaction. Guests earn nothing.
 * - On delivery (`creditCashback`, a delivered hook, once per order): the earned amount is
 *   credited to the wallet as a `CashBack` transaction, when the wallet is on
 *   (`customer_wallet_status` 1).
 *
 * `cashback/getCashback` shows the same figure before placing.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { cashbackCandidates } from '@storefront/core/domain/cashback';
import type { Database, Transaction } from '../db/client.js';
import { businessSettings, cashBackHistories, users } from '../db/schema.js';
import { mergeSettings } from '../config/settings.js';
import type { ReferenceData } from '../cache/reference.js';
import { onOrderDelivered, type OrderRow } from '../ordering/progress.js';
import { walletEntry } from './ledger.js';

/** The offers of the reference data as core's rules read them. */
function offersOf(ref: ReferenceData) {
  return ref.cashBacks.map((row) => ({
    id: row.id,
    customer_id: row.customerIds,
    cashback_type: row.cashbackType,
    cashback_amount: row.cashbackAmount,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    same_user_limit: row.sameUserLimit,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
  }));
}

/** What counting a customer's order takes. */
export interface CountedOrder {
  zoneId: number;
  ref: ReferenceData;
  today: string;
  digits: number;
  userId: number;
  orderId: number;
  amount: number;
}

/**
 * Counts a customer's order (`order_count` + 1, their zone) and writes the cashback it earns,
 * in one statement of the order's transaction (see the module notes).
 */
export async function countOrderWithCashback(
  tx: Database | Transaction,
  input: CountedOrder,
): Promise<void> {
  await tx.execute(countOrderStatement(input));
}

/**
 * The statement of `countOrderWithCashback`, to run or to embed in a placement's one statement
 * (ordering/finish.ts): it needs nothing read back. Core's `cashbackCandidates` picks the offers
 * (best first); the statement writes the first whose `same_user_limit` the customer has not
 * reached, counted in the same statement.
 */
export function countOrderStatement(input: CountedOrder): SQL {
  const candidates = cashbackCandidates(
    offersOf(input.ref),
    input.userId,
    input.today,
    input.amount,
    input.digits,
  );
  const counted = sql`update ${users}
    set order_count = ${users.orderCount} + 1, zone_id = ${input.zoneId}
    where ${users.id} = ${input.userId}`;
  if (candidates.length === 0) return counted;
  const rows = sql.join(
    candidates.map(
      (c, i) =>
        sql`(${i}::int, ${c.offer.id}::int, ${c.amount}::numeric, ${c.offer.cashback_type}::text, ${Number(c.offer.cashback_amount)}::numeric, ${Number(c.offer.min_purchase)}::numeric, ${Number(c.offer.max_discount)}::numeric, ${c.offer.same_user_limit ?? 1}::int)`,
    ),
    sql`, `,
  );
  return sql`
    with counted as (${counted} returning ${users.id})
    insert into ${cashBackHistories}
      (user_id, order_id, cash_back_id, calculated_amount, cashback_type, cashback_amount,
       min_purchase, max_discount)
    select counted.id, ${input.orderId}, c.id, c.calculated, c.type, c.value, c.min, c.max
    from (values ${rows}) as c(ord, id, calculated, type, value, min, max, lim), counted
    where (select count(*) from ${cashBackHistories} h
           where h.user_id = ${input.userId} and h.cash_back_id = c.id) < c.lim
    order by c.ord
    limit 1`;
}

/** Credits a delivered order's earned cashback to the customer's wallet (once per order). */
export async function creditCashback(tx: Transaction, order: OrderRow): Promise<void> {
  const userId = order.userId;
  if (userId == null || order.isGuest) return;
  const [earned] = await tx
    .select({ amount: cashBackHistories.calculatedAmount })
    .from(cashBackHistories)
    .where(and(eq(cashBackHistories.orderId, order.id), eq(cashBackHistories.userId, userId)));
  if (!earned || !(earned.amount > 0)) return;
  const settings = mergeSettings(
    await tx
      .select({ key: businessSettings.key, value: businessSettings.value })
      .from(businessSettings)
      .where(inArray(businessSettings.key, ['customer_wallet_status'])),
  );
  if (settings.customer_wallet_status !== 1) return;
  await walletEntry(tx, { userId, credit: earned.amount, type: 'CashBack', reference: order.id });
}

/** Runs `creditCashback` for every delivered order (once per process). */
export function registerCashbackCredit(): void {
  onOrderDelivered(creditCashback);
}
