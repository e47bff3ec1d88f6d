/**
 * The cart's write steps, each on its own (the whole operations are in routes/cart.test.ts):
 * what they refuse, what they write and the statements they send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts } from '../db/schema.js';
import { countStatements } from '../db/statements.js';
import { ApiError } from '../http/errors.js';
import { cartRows } from './cart.js';
import {
  emptyCart,
  insertLine,
  lineToAdd,
  lineToUpdate,
  priceLine,
  removeLine,
  updateLine,
} from './cart-writes.js';
import type { Owner } from './owner.js';
import { demoMarketplace, TestApi, TUESDAY_1430, type Demo } from './testing.js';

let demo: Demo;
let api: TestApi;
beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  await api.call('GET', '/config');
}, 120_000);
afterAll(() => demo.close());

const NOW = new Date(TUESDAY_1430);
const guest = async (): Promise<Owner> => ({ kind: 'guest', guestId: await api.guest() });
const scope = () => api.scope();
const tomatoes = () => ({ itemType: 'Item' as const, itemId: demo.item('local-tomatoes').id });
const noChoice = { variation: [], add_on_ids: [], add_on_qtys: [] };
const refusal = (code: string, status: number) => ({
  status,
  errors: [expect.objectContaining({ code })],
});

describe('adding a line', () => {
  it('prices the line from the item (no SQL), and refuses a quantity over the stock', async () => {
    const line = await lineToAdd(await scope(), tomatoes(), noChoice, 2, demo.moduleIds.grocery);
    const { result, count } = await countStatements(async () =>
      priceLine(await scope(), line.item, noChoice, 3),
    );
    expect(count).toBe(0);
    expect(result.price).toBe(line.item.formatted.price * 3);
    const stock = line.item.formatted.stock ?? 0;
    await expect(
      (async () => priceLine(await scope(), line.item, noChoice, stock + 1))(),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('finds the item only in the module asked for', async () => {
    await expect(
      lineToAdd(await scope(), tomatoes(), noChoice, 1, demo.moduleIds.food),
    ).rejects.toMatchObject(refusal('item_id', 404));
  });

  it('inserts under the owner lock in three statements, and refuses the same line twice', async () => {
    const owner = await guest();
    const line = await lineToAdd(await scope(), tomatoes(), noChoice, 2, demo.moduleIds.grocery);
    const { result, count } = await countStatements(() => insertLine(demo.db, owner, line, NOW));
    expect(count).toBe(3);
    expect(result.map((r) => [r.itemId, r.quantity, r.price])).toEqual([
      [line.ref.itemId, 2, line.stored.price],
    ]);
    await expect(insertLine(demo.db, owner, line, NOW)).rejects.toMatchObject(
      refusal('cart_item', 403),
    );
    expect(await cartRows(demo.db, owner, demo.moduleIds.grocery)).toHaveLength(1);
  });
});

describe('changing and removing lines', () => {
  it("updates the owner's line, not another owner's, and not one removed meanwhile", async () => {
    const owner = await guest();
    const added = await lineToAdd(await scope(), tomatoes(), noChoice, 1, demo.moduleIds.grocery);
    const [row] = await insertLine(demo.db, owner, added, NOW);

    const stranger = await guest();
    await expect(lineToUpdate(await scope(), stranger, row!.id, null, {}, 2)).rejects.toMatchObject(
      refusal('cart_id', 404),
    );

    const change = await lineToUpdate(await scope(), owner, row!.id, null, {}, 4);
    const rows = await updateLine(demo.db, owner, change, NOW);
    expect(rows.map((r) => r.quantity)).toEqual([4]);

    await demo.db.delete(carts).where(eq(carts.id, row!.id));
    await expect(updateLine(demo.db, owner, change, NOW)).rejects.toMatchObject(
      refusal('cart_id', 404),
    );
  });

  it("removes one line of the owner's (404 for another owner's), and empties in one statement", async () => {
    const owner = await guest();
    const line = await lineToAdd(await scope(), tomatoes(), noChoice, 1, demo.moduleIds.grocery);
    const [row] = await insertLine(demo.db, owner, line, NOW);
    await expect(removeLine(demo.db, await guest(), row!.id, null)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(await removeLine(demo.db, owner, row!.id, null)).toBe(demo.moduleIds.grocery);

    await insertLine(demo.db, owner, line, NOW);
    const { count } = await countStatements(() => emptyCart(demo.db, owner, null));
    expect(count).toBe(1);
    expect(await cartRows(demo.db, owner, null)).toEqual([]);
  });
});
