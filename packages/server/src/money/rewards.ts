/**
 * What a customer's delivered order earns (reference §6.4, §6.10), in the transaction that marks
 * it delivered (ordering/progress.ts runs the hooks once, with the conditional status update):
 *
 * - Loyalty points: core's `pointsEarned` (`floor(order_amount × loyalty_point_item_purchase_point
 *   / 100)`) when `loyalty_point_status` is 1, as an `order_place` entry of the points ledger.
 * - The referral reward: when the customer signed up with a referral code (`ref_by`) and this is
 *   their first delivered order, the referrer's wallet is credited `ref_earning_exchange_rate`
 *   (`referrer`), with `ref_earning_status` 1 and the wallet on (`customer_wallet_status` 1, as
 *   every wallet transaction of the v1 API needs). The referred customer's row is locked first,
 *   so two of their orders delivered at once reward once.
 *
 * A completed rental trip earns loyalty points the same way on its `trip_amount`
 * (`rewardTrip`, a `trip_booking` entry referencing `trip-{id}`; rental/progress.ts runs it once,
 * with the trip's conditional status update); trips give no referral reward.
 *
 * Guests earn nothing. The settings are those at delivery: this rare event reads the few keys it
 * needs in its own transaction (it runs where no request's reference snapshot is at hand).
 */
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { pointsEarned } from '@storefront/core/domain/loyalty';
import { businessSettings, orders, users } from '../db/schema.js';
import type { Transaction } from '../db/client.js';
import { mergeSettings } from '../config/settings.js';
import { onOrderDelivered, type OrderRow } from '../ordering/progress.js';
import { onTripCompleted } from '../rental/progress.js';
import type { TripRowDb } from '../rental/trips.js';
import { loyaltyEntry, walletEntry } from './ledger.js';

const REWARD_KEYS = [
  'loyalty_point_status',
  'loyalty_point_item_purchase_point',
  'ref_earning_status',
  'ref_earning_exchange_rate',
  'customer_wallet_status',
];
const TRIP_REWARD_KEYS = ['loyalty_point_status', 'loyalty_point_item_purchase_point'];

/** Credits the points and the referral reward of a delivered order (see the module notes). */
export async function rewardDelivery(tx: Transaction, order: OrderRow): Promise<void> {
  const userId = order.userId;
  if (userId == null || order.isGuest) return;
  const settings = mergeSettings(
    await tx
      .select({ key: businessSettings.key, value: businessSettings.value })
      .from(businessSettings)
      .where(inArray(businessSettings.key, REWARD_KEYS)),
  );
  const points = pointsEarned(order.orderAmount, settings);
  if (points > 0) {
    await loyaltyEntry(tx, { userId, credit: points, type: 'order_place', reference: order.id });
  }
  const reward = settings.ref_earning_exchange_rate;
  if (settings.ref_earning_status !== 1 || settings.customer_wallet_status !== 1 || !(reward > 0)) {
    return;
  }
  const [customer] = await tx
    .select({ refBy: users.refBy })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (customer?.refBy == null || customer.refBy === userId) return;
  const [earlier] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.orderStatus, 'delivered'), ne(orders.id, order.id)),
    );
  if (Number(earlier?.n ?? 0) > 0) return;
  const [referrer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, customer.refBy));
  if (!referrer) return;
  await walletEntry(tx, {
    userId: referrer.id,
    credit: reward,
    type: 'referrer',
    reference: order.id,
  });
}

/** Credits the loyalty points of a completed trip (see the module notes). */
export async function rewardTrip(tx: Transaction, trip: TripRowDb): Promise<void> {
  const userId = trip.userId;
  if (userId == null || trip.isGuest) return;
  const settings = mergeSettings(
    await tx
      .select({ key: businessSettings.key, value: businessSettings.value })
      .from(businessSettings)
      .where(inArray(businessSettings.key, TRIP_REWARD_KEYS)),
  );
  const points = pointsEarned(trip.tripAmount, settings);
  if (points > 0) {
    await loyaltyEntry(tx, {
      userId,
      credit: points,
      type: 'trip_booking',
      reference: `trip-${trip.id}`,
    });
  }
}

/** Runs `rewardDelivery` for every delivered order and `rewardTrip` for every completed trip
 * (once per process). */
export function registerDeliveryRewards(): void {
  onOrderDelivered(rewardDelivery);
  onTripCompleted(rewardTrip);
}
