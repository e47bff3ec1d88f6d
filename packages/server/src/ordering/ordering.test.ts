/**
 * The ordering building blocks: bearer tokens, canonical request hashes, conditional stock
 * updates (PGlite), scheduled times, contact numbers and the progress setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { localDateTime } from '@storefront/core/domain/schedule';
import { items } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { normalizeContact } from '../routes/orders.js';
import { canonicalJson, requestHash } from './idempotency.js';
import { bearerToken, hashToken } from './owner.js';
import { scheduleMoment } from './place.js';
import { progressStepMs } from './progress.js';
import { groupStockLines, restoreStock, takeStock, type StockLine } from './stock.js';
import { demoMarketplace, type Demo } from './testing.js';

describe('bearer tokens', () => {
  it('reads the bearer value, and no token from empty or null ones', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   xyz  ')).toBe('xyz');
    for (const header of [undefined, '', 'Bearer', 'Bearer null', 'Basic abc', 'Bearer a b']) {
      expect(bearerToken(header)).toBeNull();
    }
  });

  it('stores tokens as their hex SHA-256', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('request hashes', () => {
  it('keep the canonical JSON of the first version, so that kept keys still match', () => {
    // The first version, as stored hashes were made with it.
    const first = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map((v) => first(v ?? null)).join(',')}]`;
      if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${first(v)}`).join(',')}}`;
      }
      return JSON.stringify(value ?? null);
    };
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true }), (value) => {
        expect(canonicalJson(value)).toBe(first(value));
      }),
    );
    expect(canonicalJson({ b: undefined, a: [undefined, 1], c: { z: 1, y: null } })).toBe(
      '{"a":[null,1],"c":{"y":null,"z":1}}',
    );
  });

  it('do not depend on key order, and do depend on every value', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
        expect(JSON.parse(canonicalJson(object))).toEqual(JSON.parse(JSON.stringify(object)));
      }),
    );
    expect(requestHash({ a: 1, b: [1, 2] })).toBe(requestHash({ b: [1, 2], a: 1 }));
    expect(requestHash({ a: 1, b: [1, 2] })).not.toBe(requestHash({ a: 1, b: [2, 1] }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: '1' }));
  });
});

describe('stock', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await demoMarketplace();
  }, 120_000);
  afterAll(() => demo.close());

  const read = async (id: number) =>
    (await demo.db.select().from(items).where(eq(items.id, id)))[0]!;
  const line = (
    itemId: number,
    quantity: number,
    variationType: string | null = null,
  ): StockLine => ({
    itemType: 'Item',
    itemId,
    variationType,
    quantity,
    name: 'x',
  });

  it('adds up lines of the same item and variation, in lock order', () => {
    expect(
      groupStockLines([line(9, 1, 'b'), line(3, 2), line(9, 4, 'b'), line(9, 1, 'a')]).map((l) => [
        l.itemId,
        l.variationType,
        l.quantity,
      ]),
    ).toEqual([
      [3, null, 2],
      [9, 'a', 1],
      [9, 'b', 5],
    ]);
  });

  it('takes stock only while enough remains, for items and for variations', async () => {
    const tomatoes = demo.item('local-tomatoes');
    const run = (lines: StockLine[]) =>
      demo.db.transaction(async (tx) => {
        const db: Database = tx;
        return takeStock(db, lines);
      });
    expect(await run([line(tomatoes.id, tomatoes.stock + 1)])).toMatchObject({
      itemId: tomatoes.id,
    });
    expect((await read(tomatoes.id)).stock).toBe(tomatoes.stock);
    expect(await run([line(tomatoes.id, 5)])).toBeNull();
    expect((await read(tomatoes.id)).stock).toBe(tomatoes.stock - 5);

    const eggs = demo.item('farm-fresh-white-eggs');
    const [small, large] = eggs.variations;
    expect(await run([line(eggs.id, small!.stock + 1, small!.type)])).not.toBeNull();
    expect(await run([line(eggs.id, 2, small!.type), line(eggs.id, 1, large!.type)])).toBeNull();
    const after = await read(eggs.id);
    expect(after.stock).toBe(eggs.stock - 3);
    expect(after.variations.map((v) => v.stock)).toEqual(
      eggs.variations.map((v) =>
        v.type === small!.type ? v.stock - 2 : v.type === large!.type ? v.stock - 1 : v.stock,
      ),
    );
    expect(after.variations.map((v) => [v.type, v.price])).toEqual(
      eggs.variations.map((v) => [v.type, v.price]),
    );
    await demo.db.transaction(async (tx) => {
      const db: Database = tx;
      await restoreStock(db, [line(eggs.id, 2, small!.type), line(eggs.id, 1, large!.type)]);
    });
    expect(await read(eggs.id)).toMatchObject({ stock: eggs.stock, variations: eggs.variations });
  });

  it('never sells more than there is when transactions race', async () => {
    const mint = demo.item('fresh-mint-bunch');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        demo.db.transaction(async (tx) => {
          const db: Database = tx;
          return (await takeStock(db, [line(mint.id, 1)])) === null;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(mint.stock);
    expect((await read(mint.id)).stock).toBe(0);
  });
});

describe('scheduled times', () => {
  it("reads a local time in the stores' time zone, and an instant as it is", () => {
    const local = scheduleMoment('2030-01-09 18:30', 'Asia/Dubai');
    expect(new Date(local.epochMs).toISOString()).toBe('2030-01-09T14:30:00.000Z');
    expect(local.at).toEqual({ date: '2030-01-09', day: 3, seconds: 18.5 * 3600 });
    const instant = scheduleMoment('2030-01-09T14:30:00Z', 'Asia/Dubai');
    expect(instant.epochMs).toBe(local.epochMs);
    expect(instant.at).toEqual(localDateTime(local.epochMs, 'Asia/Dubai'));
  });
});

describe('contact numbers', () => {
  it('compare with a leading + and without spaces or dashes', () => {
    expect(normalizeContact('971 50-000 0002')).toBe('+971500000002');
    expect(normalizeContact('+971500000002')).toBe('+971500000002');
    expect(normalizeContact('')).toBe('');
    expect(normalizeContact(null)).toBe('');
  });
});

describe('ORDER_PROGRESS_SECONDS', () => {
  it('defaults to 20 s, takes seconds (0 turns progress off), and refuses nonsense', () => {
    expect(progressStepMs(undefined)).toBe(20_000);
    expect(progressStepMs('')).toBe(20_000);
    expect(progressStepMs('5')).toBe(5_000);
    expect(progressStepMs('0.5')).toBe(500);
    expect(progressStepMs('0')).toBe(0);
    expect(() => progressStepMs('-1')).toThrow(/ORDER_PROGRESS_SECONDS/);
    expect(() => progressStepMs('soon')).toThrow(/ORDER_PROGRESS_SECONDS/);
  });
});
