/**
 * The wallet and loyalty ledger (reference §5 `wallet_transactions`, `loyalty_point_transactions`,
 * §6.10): every movement of a customer's wallet balance or loyalty points goes through
 * `walletEntry` or `loyaltyEntry`, inside the caller's transaction, and nothing else writes
 * `users.wallet_balance` or `users.loyalty_point`.
 *
 * An entry is two statements in the caller's transaction:
 *
 * 1. a conditional update of the customer's row: the balance moves by `credit + adminBonus −
 *    debit` only while the result stays ≥ 0 (`… WHERE wallet_balance + delta >= 0 RETURNING`).
 *    The update takes the row's lock (as `SELECT … FOR UPDATE` would) until the transaction ends;
 *    on PostgreSQL a concurrent entry waits for it and then re-checks the condition on the new
 *    balance (read committed re-reads the updated row), on PGlite transactions run one at a time.
 *    So concurrent payments never overdraw a wallet, and the balance is checked inside the
 *    transaction that spends it.
 * 2. the transaction row, with a new `transaction_id` (a UUID) and the running balance after it.
 *
 * A debit the balance does not cover throws `LedgerRefusal` (`insufficient_balance`) and writes
 * nothing; the caller turns it into its answer (and its transaction rolls back). An unknown
 * customer throws `LedgerRefusal` (`user_not_found`).
 *
 * Amounts are kept to the columns' 3 decimals. The v1 types (§6.10): wallet credits `add_fund`,
 * `add_fund_by_admin`, `order_refund`, `loyalty_point`, `referrer`, `CashBack`,
 * `subscription_refund`; wallet debits `order_place`, `trip_booking`, `ride_booking`,
 * `partial_payment`. Loyalty: `order_place` (points earned), `trip_booking` (points a trip earned), `point_to_wallet` (points converted),
 * `referrer`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { loyaltyPointTransactions, users, walletTransactions } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';

export const WALLET_TRANSACTION_TYPES = [
  'add_fund',
  'add_fund_by_admin',
  'order_refund',
  'loyalty_point',
  'referrer',
  'CashBack',
  'subscription_refund',
  'order_place',
  'trip_booking',
  'ride_booking',
  'partial_payment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export const LOYALTY_TRANSACTION_TYPES = [
  'order_place',
  'trip_booking',
  'point_to_wallet',
  'referrer',
] as const;
export type LoyaltyTransactionType = (typeof LOYALTY_TRANSACTION_TYPES)[number];

export type LedgerRefusalCode = 'insufficient_balance' | 'user_not_found';

/** A movement the ledger refuses (nothing was written). */
export class LedgerRefusal extends Error {
  constructor(
    readonly code: LedgerRefusalCode,
    /** The balance the entry saw (0 for an unknown customer). */
    readonly balance: number,
  ) {
    super(
      code === 'insufficient_balance'
        ? `The balance (${balance}) does not cover this debit.`
        : 'No such customer.',
    );
    this.name = 'LedgerRefusal';
  }
}

export interface WalletEntryInput {
  userId: number;
  credit?: number;
  debit?: number;
  /** A bonus credited with the entry (an `add_fund` bonus); adds to the balance. */
  adminBonus?: number;
  type: WalletTransactionType;
  /** What the entry is for: an order id, a trip id, a payment id… */
  reference: string | number | null;
}

export interface LoyaltyEntryInput {
  userId: number;
  credit?: number;
  debit?: number;
  type: LoyaltyTransactionType;
  reference: string | number | null;
}

export interface LedgerEntry {
  /** The balance after the entry. */
  balance: number;
  /** The entry's `transaction_id`. */
  transactionId: string;
}

/** An amount kept to the columns' 3 decimals. */
export function ledgerAmount(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function part(name: string, value: number | undefined): number {
  const n = value ?? 0;
  if (!Number.isFinite(n) || n < 0) throw new Error(`ledger: ${name} must be a number ≥ 0`);
  return ledgerAmount(n);
}

type Db = Database | Transaction;

/** Why a conditional balance update touched no row: no such customer, or too little. */
async function refusalOf(db: Db, column: typeof users.walletBalance, userId: number) {
  const [row] = await db.select({ balance: column }).from(users).where(eq(users.id, userId));
  return row
    ? new LedgerRefusal('insufficient_balance', row.balance)
    : new LedgerRefusal('user_not_found', 0);
}

/**
 * One wallet movement in the caller's transaction (see the module notes): the new balance and the
 * entry's transaction id. Throws `LedgerRefusal` when a debit would overdraw the wallet.
 */
export async function walletEntry(db: Db, input: WalletEntryInput): Promise<LedgerEntry> {
  const credit = part('credit', input.credit);
  const debit = part('debit', input.debit);
  const adminBonus = part('adminBonus', input.adminBonus);
  if (credit + debit + adminBonus === 0) throw new Error('ledger: an entry moves some amount');
  const delta = ledgerAmount(credit + adminBonus - debit);
  const [row] = await db
    .update(users)
    .set({ walletBalance: sql`${users.walletBalance} + ${delta}` })
    .where(and(eq(users.id, input.userId), sql`${users.walletBalance} + ${delta} >= 0`))
    .returning({ balance: users.walletBalance });
  if (!row) throw await refusalOf(db, users.walletBalance, input.userId);
  const transactionId = randomUUID();
  await db.insert(walletTransactions).values({
    userId: input.userId,
    transactionId,
    credit,
    debit,
    adminBonus,
    balance: row.balance,
    transactionType: input.type,
    reference: input.reference === null ? null : String(input.reference),
  });
  return { balance: row.balance, transactionId };
}

/**
 * One loyalty-point movement in the caller's transaction, as `walletEntry`: the new point
 * balance and the entry's transaction id; `LedgerRefusal` when a debit exceeds the points.
 */
export async function loyaltyEntry(db: Db, input: LoyaltyEntryInput): Promise<LedgerEntry> {
  const credit = part('credit', input.credit);
  const debit = part('debit', input.debit);
  if (credit + debit === 0) throw new Error('ledger: an entry moves some amount');
  const delta = ledgerAmount(credit - debit);
  const [row] = await db
    .update(users)
    .set({ loyaltyPoint: sql`${users.loyaltyPoint} + ${delta}` })
    .where(and(eq(users.id, input.userId), sql`${users.loyaltyPoint} + ${delta} >= 0`))
    .returning({ balance: users.loyaltyPoint });
  if (!row) throw await refusalOf(db, users.loyaltyPoint, input.userId);
  const transactionId = randomUUID();
  await db.insert(loyaltyPointTransactions).values({
    userId: input.userId,
    transactionId,
    credit,
    debit,
    balance: row.balance,
    transactionType: input.type,
    reference: input.reference === null ? null : String(input.reference),
  });
  return { balance: row.balance, transactionId };
}
