/**
 * `GET most-tips` on the demo marketplace (in-memory PGlite): null before any tip, then the
 * most frequent non-zero tip, the smallest on a tie, whatever the order of the rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orders } from '../db/schema.js';
import { demoMarketplace, TestApi, type Demo } from '../ordering/testing.js';
import { mostTipsAmount } from './most-tips.js';

let demo: Demo;
let api: TestApi;
let guest: string;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  guest = await api.guest();
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

/** Orders with these tips (everything else as small as the table allows). */
async function ordersWithTips(tips: readonly number[]) {
  if (tips.length === 0) return;
  await demo.db.insert(orders).values(
    tips.map((dmTips) => ({
      guestId: guest,
      isGuest: true,
      moduleId: demo.moduleIds.food,
      orderAmount: 50 + dmTips,
      dmTips,
      paymentMethod: 'cash_on_delivery',
      orderType: 'delivery' as const,
    })),
  );
}

/** Oracle: count each non-zero tip; the most counted, the smallest among equals. */
function mode(tips: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const tip of tips) if (tip > 0) counts.set(tip, (counts.get(tip) ?? 0) + 1);
  let best: number | null = null;
  for (const [tip, n] of counts) {
    const bestCount = best == null ? 0 : counts.get(best)!;
    if (n > bestCount || (n === bestCount && best != null && tip < best)) best = tip;
  }
  return best;
}

describe('GET most-tips', () => {
  it('answers null while no order has a tip, publicly (no token, guest or module)', async () => {
    await ordersWithTips([0, 0]);
    const answer = await api.call<{ most_tips_amount: number | null }>('GET', '/most-tips');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ most_tips_amount: null });
  });

  it('answers the most frequent non-zero tip', async () => {
    await ordersWithTips([10, 15, 15, 40, 0, 0, 0]);
    const answer = await api.call<{ most_tips_amount: number | null }>('GET', '/most-tips');
    expect(answer.json).toEqual({ most_tips_amount: 15 });
  });

  it('is the mode of the tips, the smallest on a tie, whatever the row order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(0, 2.5, 10, 15, 20, 40), { maxLength: 12 }),
        async (tips) => {
          await demo.db.delete(orders);
          await ordersWithTips(tips);
          expect(await mostTipsAmount(demo.db)).toBe(mode(tips));
        },
      ),
      { numRuns: 25 },
    );
  });
});
