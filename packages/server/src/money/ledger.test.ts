import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { loyaltyPointTransactions, users, walletTransactions } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { migratedDatabase } from '../testing/fixtures.js';
import { LedgerRefusal, loyaltyEntry, walletEntry } from './ledger.js';

describe('ledger', () => {
  let db: Database;
  let close: () => Promise<void>;
  let userId: number;

  beforeAll(async () => {
    const opened = await migratedDatabase();
    db = opened.db;
    close = () => opened.client.close();
    const [user] = await db
      .insert(users)
      .values({ fName: 'Lena', phone: '+971500000001' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(() => close());

  it('credits with a bonus, debits, keeps the running balance and the user balance', async () => {
    const first = await db.transaction((tx) =>
      walletEntry(tx, { userId, credit: 100, adminBonus: 10, type: 'add_fund', reference: 'p1' }),
    );
    expect(first.balance).toBe(110);
    const second = await db.transaction((tx) =>
      walletEntry(tx, { userId, debit: 40.125, type: 'order_place', reference: 100001 }),
    );
    expect(second.balance).toBe(69.875);
    expect(second.transactionId).not.toBe(first.transactionId);
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, userId))
      .orderBy(asc(walletTransactions.id));
    expect(
      rows.map((r) => [r.credit, r.debit, r.adminBonus, r.balance, r.transactionType]),
    ).toEqual([
      [100, 0, 10, 110, 'add_fund'],
      [0, 40.125, 0, 69.875, 'order_place'],
    ]);
    expect(rows[1]!.reference).toBe('100001');
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user!.walletBalance).toBe(69.875);
  });

  it('refuses an overdraft and writes nothing', async () => {
    const before = await db.select().from(walletTransactions);
    const refusal = await db
      .transaction((tx) =>
        walletEntry(tx, { userId, debit: 70, type: 'order_place', reference: 100002 }),
      )
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(LedgerRefusal);
    expect((refusal as LedgerRefusal).code).toBe('insufficient_balance');
    expect((refusal as LedgerRefusal).balance).toBe(69.875);
    expect(await db.select().from(walletTransactions)).toHaveLength(before.length);
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    expect(user!.walletBalance).toBe(69.875);
  });

  it('debits to exactly zero', async () => {
    const entry = await db.transaction((tx) =>
      walletEntry(tx, { userId, debit: 69.875, type: 'partial_payment', reference: 100003 }),
    );
    expect(entry.balance).toBe(0);
  });

  it('refuses an unknown customer and bad amounts', async () => {
    const refusal = await db
      .transaction((tx) =>
        walletEntry(tx, { userId: 999_999, credit: 1, type: 'add_fund', reference: null }),
      )
      .catch((e: unknown) => e);
    expect((refusal as LedgerRefusal).code).toBe('user_not_found');
    await expect(
      walletEntry(db, { userId, credit: -1, type: 'add_fund', reference: null }),
    ).rejects.toThrow('≥ 0');
    await expect(walletEntry(db, { userId, type: 'add_fund', reference: null })).rejects.toThrow(
      'some amount',
    );
  });

  it('moves loyalty points the same way', async () => {
    const earned = await db.transaction((tx) =>
      loyaltyEntry(tx, { userId, credit: 120, type: 'order_place', reference: 100001 }),
    );
    expect(earned.balance).toBe(120);
    const refusal = await db
      .transaction((tx) =>
        loyaltyEntry(tx, { userId, debit: 121, type: 'point_to_wallet', reference: null }),
      )
      .catch((e: unknown) => e);
    expect((refusal as LedgerRefusal).code).toBe('insufficient_balance');
    const spent = await db.transaction((tx) =>
      loyaltyEntry(tx, { userId, debit: 100, type: 'point_to_wallet', reference: null }),
    );
    expect(spent.balance).toBe(20);
    const rows = await db
      .select()
      .from(loyaltyPointTransactions)
      .where(eq(loyaltyPointTransactions.userId, userId));
    expect(rows.map((r) => r.balance)).toEqual([120, 20]);
  });
});
