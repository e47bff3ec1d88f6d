/**
 * The wallet and loyalty histories as the v1 API answers them (reference §4.12): a page of the
 * customer's transactions, newest first, as `{total_size, limit, offset, data}`; each row is the
 * table's row with `updated_at` (the ledger never changes a row, so it is `created_at`). The
 * ledger only appends, so the newest entry is the one with the highest id: the order of the
 * running balances, whatever clock stamped the rows.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { WALLET_FILTER_TYPES, type WalletFilter } from '@storefront/core/domain/wallet';
import { loyaltyPointTransactions, walletTransactions } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { pageOfRows, type PageRequest } from '../db/paging.js';

type WalletRow = typeof walletTransactions.$inferSelect;
type LoyaltyRow = typeof loyaltyPointTransactions.$inferSelect;

export function formatWalletTransaction(row: WalletRow) {
  return {
    id: row.id,
    user_id: row.userId,
    transaction_id: row.transactionId,
    credit: row.credit,
    debit: row.debit,
    admin_bonus: row.adminBonus,
    balance: row.balance,
    transaction_type: row.transactionType,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.createdAt.toISOString(),
  };
}

export function formatLoyaltyTransaction(row: LoyaltyRow) {
  return {
    id: row.id,
    user_id: row.userId,
    transaction_id: row.transactionId,
    credit: row.credit,
    debit: row.debit,
    balance: row.balance,
    transaction_type: row.transactionType,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.createdAt.toISOString(),
  };
}

/** A page of the customer's wallet transactions, of one filter's types or all. */
export async function walletHistory(
  db: Database,
  userId: number,
  page: PageRequest & { type: WalletFilter | null },
) {
  const where = and(
    eq(walletTransactions.userId, userId),
    page.type
      ? inArray(walletTransactions.transactionType, [...WALLET_FILTER_TYPES[page.type]])
      : undefined,
  );
  const { total, rows } = await pageOfRows(
    db,
    walletTransactions,
    where,
    [desc(walletTransactions.id)],
    page,
  );
  return {
    total_size: total,
    limit: page.limit,
    offset: page.offset,
    data: rows.map(formatWalletTransaction),
  };
}

/** A page of the customer's loyalty-point transactions. */
export async function loyaltyHistory(db: Database, userId: number, page: PageRequest) {
  const { total, rows } = await pageOfRows(
    db,
    loyaltyPointTransactions,
    eq(loyaltyPointTransactions.userId, userId),
    [desc(loyaltyPointTransactions.id)],
    page,
  );
  return {
    total_size: total,
    limit: page.limit,
    offset: page.offset,
    data: rows.map(formatLoyaltyTransaction),
  };
}
