/**
 * The placement's function (drizzle/0019_placement_function.sql, ordering/finish.ts `placeAtOnce`)
 * on PGlite: its rows are stored as Drizzle's insert of the same values stores them (quotes,
 * backslashes, dollar quotes, Arabic, jsonb, money, timestamps, constant and database defaults);
 * a taken key, a checked statement that does not hold and a short line each refuse the whole
 * write. PostgreSQL runs it in the contract suite and the races of concurrency.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { guests, idempotencyKeys, items, orderDetails, orders, stores } from '../db/schema.js';
import {
  CLAIMED,
  placeAtOnce,
  PLACEMENT_FILLED,
  Refused,
  ShortLine,
  STALE_ITEMS,
} from './finish.js';
import { rowJson } from './row-json.js';
import { demoMarketplace, type Demo } from './testing.js';

let demo: Demo;
beforeAll(async () => {
  demo = await demoMarketplace();
  await demo.db.insert(guests).values({ id: 'place-function-guest' });
}, 120_000);
afterAll(() => demo.close());

const awkward = `O'Brien \\ "quoted" $storefront$ ; -- مرحبا 🍅`;
const at = new Date('2026-11-27T09:30:00.123Z');

function orderRow(id: number, storeId: number, moduleId: number) {
  return {
    id,
    guestId: 'place-function-guest',
    isGuest: true,
    storeId,
    moduleId,
    orderAmount: 50.865,
    couponDiscountTitle: awkward,
    taxPercentage: 5.25,
    paymentMethod: 'cash_on_delivery',
    orderType: 'delivery',
    orderNote: awkward,
    scheduleAt: null,
    deliveryAddress: { contact_person_name: awkward, latitude: '25.1', road: null },
    distance: 5.53,
    otp: '0123',
    pendingAt: at,
    createdAt: at,
    updatedAt: at,
  } satisfies typeof orders.$inferInsert;
}

function detailRows(orderId: number, itemId: number) {
  return [1, 2].map(
    (n) =>
      ({
        orderId,
        itemId,
        itemDetails: { id: itemId, name: awkward, images: [{ img: 'a.svg' }], price: 4.5 },
        variation: [{ type: awkward }],
        price: 4.5,
        quantity: n,
        taxAmount: 1.8,
      }) satisfies typeof orderDetails.$inferInsert,
  );
}

const keyRow = (key: string, orderId: number) =>
  ({
    owner: `guest:${awkward}`,
    scope: 'customer/order/place',
    key,
    requestHash: 'ab',
    responseStatus: 200,
    responseBody: JSON.stringify({ message: awkward, order_id: orderId }),
  }) satisfies typeof idempotencyKeys.$inferInsert;

const nextId = async () => {
  const result = await demo.db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows)[0]!.id;
};

describe("the placement's function", () => {
  it("stores the rows as Drizzle's insert does, and takes the shared rows", async () => {
    const tomatoes = demo.item('local-tomatoes');
    const { storeId } = tomatoes;
    const moduleId = demo.storesRows.find((s) => s.id === storeId)!.moduleId;
    const [mine, theirs] = [await nextId(), await nextId()];
    const counted = (await demo.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
    const changes = await placeAtOnce(demo.db, {
      before: [],
      key: rowJson(idempotencyKeys, keyRow(`k-${mine}`, mine), PLACEMENT_FILLED),
      checked: [],
      order: rowJson(orders, orderRow(mine, storeId, moduleId)),
      details: detailRows(mine, tomatoes.id).map((d) => rowJson(orderDetails, d, PLACEMENT_FILLED)),
      writes: [],
      storeId,
      stock: [
        { itemType: 'Item', itemId: tomatoes.id, variationType: null, quantity: 2, name: 'x' },
      ],
      flash: [],
      promotions: false,
      items: [],
    });
    expect(changes).toEqual([{ kind: 'stores', ids: [storeId] }]);
    await demo.db
      .insert(orders)
      .overridingSystemValue()
      .values(orderRow(theirs, storeId, moduleId));
    await demo.db.insert(orderDetails).values(detailRows(theirs, tomatoes.id));
    await demo.db.insert(idempotencyKeys).values(keyRow(`k-${theirs}`, theirs));

    const order = async (id: number) => {
      const [row] = await demo.db.select().from(orders).where(eq(orders.id, id));
      return { ...row!, id: 0 };
    };
    expect(await order(mine)).toEqual(await order(theirs));
    const details = async (id: number) =>
      (
        await demo.db
          .select()
          .from(orderDetails)
          .where(eq(orderDetails.orderId, id))
          .orderBy(orderDetails.id)
      ).map((d) => ({ ...d, id: 0, orderId: 0, createdAt: 0 }));
    expect(await details(mine)).toEqual(await details(theirs));
    const ids = (
      await demo.db.select().from(orderDetails).where(eq(orderDetails.orderId, mine))
    ).map((d) => d.id);
    expect(ids[1]).toBe(ids[0]! + 1);
    const key = async (id: number) => {
      const [row] = await demo.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, `k-${id}`));
      return row!;
    };
    const [k1, k2] = [await key(mine), await key(theirs)];
    expect(k1.createdAt).toBeInstanceOf(Date);
    expect({ ...k1, id: 0, key: '', createdAt: 0, responseBody: null }).toEqual({
      ...k2,
      id: 0,
      key: '',
      createdAt: 0,
      responseBody: null,
    });
    expect(JSON.stringify(k1.responseBody).replace(String(mine), '')).toBe(
      JSON.stringify(k2.responseBody).replace(String(theirs), ''),
    );
    const after = (await demo.db.select().from(stores).where(eq(stores.id, storeId)))[0]!;
    expect(after.orderCount).toBe(counted.orderCount + 1);
    const [item] = await demo.db.select().from(items).where(eq(items.id, tomatoes.id));
    expect(item!.stock).toBe(tomatoes.stock - 2);
  });

  it('refuses a taken key, a checked statement that does not hold and a short line whole', async () => {
    const mint = demo.item('fresh-mint-bunch');
    const eggs = demo.item('farm-fresh-white-eggs');
    const { storeId } = mint;
    const moduleId = demo.storesRows.find((s) => s.id === storeId)!.moduleId;
    const taken = await nextId();
    const base = {
      before: [],
      checked: [],
      details: [],
      writes: [],
      storeId,
      flash: [],
      promotions: false,
      items: [],
    };
    const line = {
      itemType: 'Item' as const,
      itemId: mint.id,
      variationType: null,
      quantity: 1,
      name: 'mint',
    };
    const [mintRow] = await demo.db.select().from(items).where(eq(items.id, mint.id));
    // The item as the server read it recently: the check holds (the stock is not compared).
    const mintCheck = { id: mint.id, revision: mintRow!.revision, variations: [] };
    await placeAtOnce(demo.db, {
      ...base,
      key: rowJson(idempotencyKeys, keyRow('taken', taken), PLACEMENT_FILLED),
      order: rowJson(orders, orderRow(taken, storeId, moduleId)),
      stock: [line],
      items: [mintCheck],
    });
    const before = {
      store: (await demo.db.select().from(stores).where(eq(stores.id, storeId)))[0]!.orderCount,
      mint: (await demo.db.select().from(items).where(eq(items.id, mint.id)))[0]!.stock,
    };
    const attempt = async (
      key: string,
      change: Partial<Parameters<typeof placeAtOnce>[1]>,
    ): Promise<unknown> => {
      const id = await nextId();
      try {
        await placeAtOnce(demo.db, {
          ...base,
          key: rowJson(idempotencyKeys, keyRow(key, id), PLACEMENT_FILLED),
          order: rowJson(orders, orderRow(id, storeId, moduleId)),
          details: detailRows(id, mint.id).map((d) => rowJson(orderDetails, d, PLACEMENT_FILLED)),
          stock: [line],
          ...change,
        });
      } catch (error) {
        expect((await demo.db.select().from(orders).where(eq(orders.id, id))).length).toBe(0);
        return error;
      }
      throw new Error('not refused');
    };
    expect(await attempt('taken', {})).toEqual(new Refused(CLAIMED));
    // Items changed since the server's recent read: another revision, other variations, gone.
    for (const stale of [
      { ...mintCheck, revision: mintCheck.revision + 1 },
      { ...mintCheck, variations: [{ type: 'small', price: 1 }] },
      { ...mintCheck, id: -1 },
    ]) {
      expect(await attempt('stale', { items: [mintCheck, stale] })).toEqual(
        new Refused(STALE_ITEMS),
      );
    }
    const nothing = sql`delete from ${items} where ${items.id} = -1`;
    expect(await attempt('cart', { checked: [{ statement: nothing, refusal: 'cart' }] })).toEqual(
      new Refused('cart'),
    );
    const short = { ...line, itemId: eggs.id, variationType: `x'; $$ drop`, name: 'eggs' };
    expect(await attempt('short', { stock: [line, short] })).toEqual(new ShortLine(short));
    expect(
      await attempt('flash', { flash: [{ saleItemId: -1, quantity: 1, name: 'sale' }] }),
    ).toEqual(new ShortLine({ saleItemId: -1, quantity: 1, name: 'sale' }));
    expect((await demo.db.select().from(stores).where(eq(stores.id, storeId)))[0]!.orderCount).toBe(
      before.store,
    );
    expect((await demo.db.select().from(items).where(eq(items.id, mint.id)))[0]!.stock).toBe(
      before.mint,
    );
    expect(
      (await demo.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'cart'))).length,
    ).toBe(0);
  });

  it("compares an item's variations but for their stock (storefront_variations_priced)", async () => {
    const priced = async (variations: unknown[] | null) => {
      const result = await demo.db.execute<{ priced: unknown }>(
        sql`select storefront_variations_priced(${variations === null ? null : JSON.stringify(variations)}::jsonb) as priced`,
      );
      return (Array.isArray(result) ? result : (result as { rows: { priced: unknown }[] }).rows)[0]!
        .priced;
    };
    expect(await priced(null)).toEqual([]);
    expect(await priced([])).toEqual([]);
    expect(
      await priced([{ type: 'large', price: 2, stock: 5 }, { type: 'small', stock: 0 }, 3, 'x']),
    ).toEqual([{ type: 'large', price: 2 }, { type: 'small' }, 3, 'x']);
  });
});
