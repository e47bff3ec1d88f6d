/**
 * What a delivered order earns (reference §6.4, §6.10): the customer's loyalty points, and for
 * the first delivered order of a customer who signed up with a referral code, the referrer's
 * wallet credit; each once, however often the order is read, and only with the settings on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  businessSettings,
  loyaltyPointTransactions,
  orders,
  users,
  walletTransactions,
} from '../db/schema.js';
import { demoMarketplace, TestApi, TUESDAY_1430, type Demo } from '../ordering/testing.js';
import { progressOrder, type OrderRow } from '../ordering/progress.js';
import { registerDeliveryRewards } from './rewards.js';

let demo: Demo;
let api: TestApi;
let referrerId: number;
let phones = 0;

const STEP = 20_000;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  registerDeliveryRewards();
  const [referrer] = await demo.db.select().from(users).limit(1);
  referrerId = referrer!.id;
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

async function newCustomer(refBy: number | null) {
  phones += 1;
  const [row] = await demo.db
    .insert(users)
    .values({
      fName: 'Friend',
      phone: `+97150555${String(phones).padStart(4, '0')}`,
      refCode: `FRIEND${phones}`,
      refBy,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** An order of the customer, picked up long enough ago to be delivered on the next read. */
async function pickedUpOrder(userId: number, amount: number): Promise<OrderRow> {
  const [row] = await demo.db
    .insert(orders)
    .values({
      userId,
      storeId: demo.storeId(demo.storesRows[0]!.slug),
      moduleId: demo.storesRows[0]!.moduleId,
      orderAmount: amount,
      paymentMethod: 'cash_on_delivery',
      orderType: 'delivery',
      orderStatus: 'picked_up',
      pendingAt: new Date(TUESDAY_1430 - 60 * 60_000),
    })
    .returning();
  return row!;
}

async function wallet(userId: number) {
  return demo.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
}
async function points(userId: number) {
  return demo.db
    .select()
    .from(loyaltyPointTransactions)
    .where(eq(loyaltyPointTransactions.userId, userId));
}

async function setSetting(key: string, value: unknown) {
  await demo.db.update(businessSettings).set({ value }).where(eq(businessSettings.key, key));
}

describe('rewards of a delivered order', () => {
  it('earns loyalty points once and rewards the referrer for the first delivered order only', async () => {
    const friend = await newCustomer(referrerId);
    const before = (await wallet(referrerId)).length;
    const first = await pickedUpOrder(friend, 159.9);
    const delivered = await progressOrder(demo.db, first, TUESDAY_1430, STEP);
    expect(delivered.orderStatus).toBe('delivered');
    // Read again: nothing moves twice.
    await progressOrder(demo.db, delivered, TUESDAY_1430 + STEP, STEP);
    await progressOrder(demo.db, first, TUESDAY_1430, STEP);
    expect((await points(friend)).map((p) => [p.transactionType, p.credit, p.reference])).toEqual([
      ['order_place', 7, String(first.id)],
    ]);
    const [friendRow] = await demo.db.select().from(users).where(eq(users.id, friend));
    expect(friendRow!.loyaltyPoint).toBe(7);
    const rewards = (await wallet(referrerId)).slice(before);
    expect(rewards.map((w) => [w.transactionType, w.credit, w.reference])).toEqual([
      ['referrer', 20, String(first.id)],
    ]);
    const second = await pickedUpOrder(friend, 80);
    await progressOrder(demo.db, second, TUESDAY_1430, STEP);
    expect((await wallet(referrerId)).length).toBe(before + 1);
    expect((await points(friend)).length).toBe(2);
  });

  it('gives nothing to guests, nor a referral reward without ref_by', async () => {
    const loner = await newCustomer(null);
    const before = (await wallet(referrerId)).length;
    await progressOrder(demo.db, await pickedUpOrder(loner, 200), TUESDAY_1430, STEP);
    expect((await points(loner)).map((p) => p.credit)).toEqual([10]);
    expect((await wallet(referrerId)).length).toBe(before);
  });

  it('follows the settings: loyalty off earns no points, referral earning off no reward', async () => {
    await setSetting('loyalty_point_status', 0);
    await setSetting('ref_earning_status', 0);
    try {
      const friend = await newCustomer(referrerId);
      const before = (await wallet(referrerId)).length;
      const order = await pickedUpOrder(friend, 500);
      expect((await progressOrder(demo.db, order, TUESDAY_1430, STEP)).orderStatus).toBe(
        'delivered',
      );
      expect(await points(friend)).toEqual([]);
      expect((await wallet(referrerId)).length).toBe(before);
      const delivered = await demo.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'delivered')));
      expect(delivered).toHaveLength(1);
    } finally {
      await setSetting('loyalty_point_status', 1);
      await setSetting('ref_earning_status', 1);
    }
  });
});
