/**
 * `GET most-tips` (reference §1.1, `OrderController@most_tips`): the delivery man tip customers
 * give most often, for the checkout's 'Most Tipped' badge.
 *
 * - The mode of the orders' non-zero `dm_tips` (every order counts, as in the reference); on a
 *   tie, the smallest of those amounts, so the answer does not depend on row order.
 * - No order with a tip yet: `most_tips_amount` is null (the reference's answer too), and the
 *   client shows no badge.
 * - Public, like the reference's route: no token, guest id or module.
 */
import { Hono } from 'hono';
import { asc, desc, gt, sql } from 'drizzle-orm';
import { orders } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppEnv, getDb } from '../http/env.js';

/** The most frequent non-zero tip (the smallest on a tie), or null when no order has a tip. */
export async function mostTipsAmount(db: Database): Promise<number | null> {
  const times = sql<number>`count(*)`;
  const [row] = await db
    .select({ amount: orders.dmTips, times })
    .from(orders)
    .where(gt(orders.dmTips, 0))
    .groupBy(orders.dmTips)
    .orderBy(desc(times), asc(orders.dmTips))
    .limit(1);
  return row?.amount ?? null;
}

export function mostTipsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/most-tips', async (c) => c.json({ most_tips_amount: await mostTipsAmount(getDb(c)) }));
  return app;
}
