/**
 * The steps of placement and of the cart's writes, each on its own (the API-level behaviour is
 * in routes/orders.test.ts and routes/cart.test.ts): a key's replay read before any work; the
 * cart's lines taken as they were priced, or not at all; the store's counter moved with its
 * notification in one statement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countStatements } from '../db/statements.js';
import { carts } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { cartRows, takeCartRows } from './cart.js';
import { claimKey, keepAnswer, requestHash } from './idempotency.js';
import { replayOf } from './place.js';
import { ownerKey, type Owner } from './owner.js';
import { demoMarketplace, TestApi, type Demo } from './testing.js';

let demo: Demo;
let api: TestApi;
beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
}, 120_000);
afterAll(() => demo.close());

/** A guest with two grocery lines in the cart. */
async function guestWithCart(): Promise<Owner & { kind: 'guest' }> {
  const guestId = await api.guest();
  const headers = { moduleId: String(demo.moduleIds.grocery) };
  for (const slug of ['local-tomatoes', 'bananas-philippines']) {
    const added = await api.call('POST', '/customer/cart/add', {
      body: {
        model: 'Item',
        price: 0,
        item_id: demo.item(slug).id,
        quantity: 2,
        guest_id: guestId,
      },
      headers,
    });
    expect(added.status, added.text).toBe(200);
  }
  return { kind: 'guest', guestId };
}

/** Runs `fn` in a transaction that is always rolled back; answers what `fn` answered. */
async function rolledBack<T>(fn: (tx: typeof demo.db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await demo.db
    .transaction(async (tx) => {
      result = await fn(tx as unknown as typeof demo.db);
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'roll back') throw error;
    });
  return result as T;
}

describe('the steps of placement', () => {
  it('replayOf: null for a new key, the kept answer for a used one, 409 for another request', async () => {
    const owner: Owner = { kind: 'guest', guestId: await api.guest() };
    const slot = { owner: ownerKey(owner), scope: 'test', key: 'k-1', hash: requestHash({ a: 1 }) };
    expect(await replayOf(demo.db, slot)).toBeNull();
    await demo.db.transaction(async (tx) => {
      expect(await claimKey(tx, slot)).toBeNull();
      await keepAnswer(tx, slot, { status: 200, body: { order_id: 7 } });
    });
    expect(await replayOf(demo.db, slot)).toEqual({ status: 200, body: { order_id: 7 } });
    const other = replayOf(demo.db, { ...slot, hash: requestHash({ a: 2 }) });
    await expect(other).rejects.toBeInstanceOf(ApiError);
    await expect(other).rejects.toMatchObject({ status: 409 });
  });

  it('takeCartRows: takes the lines as priced in one statement, and refuses a cart changed since', async () => {
    const owner = await guestWithCart();
    const priced = await cartRows(demo.db, owner, demo.moduleIds.grocery);
    expect(priced).toHaveLength(2);

    // Unchanged: all taken, one statement.
    const taken = await rolledBack(async (tx) =>
      countStatements(() => takeCartRows(tx, owner, priced)),
    );
    expect(taken).toMatchObject({ result: true, count: 1 });

    // A quantity changed meanwhile: refused.
    await demo.db.update(carts).set({ quantity: 5 }).where(eq(carts.id, priced[0]!.id));
    expect(await rolledBack((tx) => takeCartRows(tx, owner, priced))).toBe(false);

    // A line removed meanwhile: refused.
    const now = await cartRows(demo.db, owner, demo.moduleIds.grocery);
    await demo.db.delete(carts).where(eq(carts.id, now[1]!.id));
    expect(await rolledBack((tx) => takeCartRows(tx, owner, now))).toBe(false);

    // Another owner's lines are never taken.
    const stranger: Owner = { kind: 'guest', guestId: await api.guest() };
    expect(await rolledBack((tx) => takeCartRows(tx, stranger, now.slice(0, 1)))).toBe(false);
  });
});
