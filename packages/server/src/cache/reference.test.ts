/**
 * The reference cache's first part (issue 9: start in a second): a snapshot of the small kinds is
 * handed on before the larger ones are read, and no snapshot of it ever outlives a change of its
 * kinds.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../db/client.js';
import { businessSettings, vehicles } from '../db/schema.js';
import { demoMarketplace, type Demo } from '../ordering/testing.js';
import {
  changeReference,
  COUNTER_REFRESH_MS,
  FIRST_PART,
  REFERENCE_KINDS,
  ReferenceCache,
  type ReferenceData,
} from './reference.js';

let demo: Demo;

beforeAll(async () => {
  demo = await demoMarketplace();
}, 120_000);
afterAll(async () => {
  await demo.close();
});

const businessName = (name: string) => (tx: Transaction) =>
  tx
    .insert(businessSettings)
    .values({ key: 'business_name', value: name })
    .onConflictDoUpdate({ target: businessSettings.key, set: { value: name } });

describe('the first part of a snapshot', () => {
  it('holds the first part’s kinds only, read alike', async () => {
    const cache = new ReferenceCache();
    const [first, whole] = await Promise.all([
      cache.snapshot(demo.db, 'first'),
      cache.snapshot(demo.db),
    ]);
    expect(first.whole).toBe(false);
    expect(whole.whole).toBe(true);
    for (const kind of REFERENCE_KINDS) {
      expect(first.has(kind)).toBe(FIRST_PART.includes(kind));
      expect(whole.has(kind)).toBe(true);
    }
    expect(() => first.stores).toThrow(/stores/);
    expect(() => first.itemFacts).toThrow(/catalogue/);
    expect(first.settings).toEqual(whole.settings);
    expect(first.modules).toEqual(whole.modules);
    expect(first.zoneById).toEqual(whole.zoneById);
    expect(first.vehicleDistanceMin).toBe(whole.vehicleDistanceMin);
    expect(first.vehicleHourlyMin).toBe(whole.vehicleHourlyMin);
    // Once loaded, the first part is answered at once, and the whole snapshot in full.
    expect(await cache.snapshot(demo.db, 'first')).toBe(first);
    expect(await cache.snapshot(demo.db)).toBe(whole);
  });

  it('is kept while other kinds change, and dropped with its own', async () => {
    const cache = new ReferenceCache();
    const first = await cache.snapshot(demo.db, 'first');
    const whole = await cache.snapshot(demo.db);
    cache.invalidate('stores');
    expect(await cache.snapshot(demo.db, 'first')).toBe(first);
    const wholeAgain = await cache.snapshot(demo.db);
    expect(wholeAgain).not.toBe(whole);
    expect(wholeAgain.whole).toBe(true);

    const name = first.settings.business_name;
    try {
      await changeReference(demo.db, 'settings', businessName('Renamed'), cache);
      const renamed = await cache.snapshot(demo.db, 'first');
      expect(renamed).not.toBe(first);
      expect(renamed.settings.business_name).toBe('Renamed');
      expect((await cache.snapshot(demo.db)).settings.business_name).toBe('Renamed');
    } finally {
      await changeReference(demo.db, 'settings', businessName(name), cache);
    }
  });

  it('never answers a change’s old data once the change is told, even mid-load', async () => {
    const cache = new ReferenceCache();
    const name = (await new ReferenceCache().snapshot(demo.db, 'first')).settings.business_name;
    try {
      const seen: ReferenceData[] = [];
      const loads = [cache.snapshot(demo.db, 'first'), cache.snapshot(demo.db)].map((p) =>
        p.then((ref) => seen.push(ref)),
      );
      await changeReference(demo.db, 'settings', businessName('Changed meanwhile'), cache);
      // Asked after the change was told: the new name, whichever load answers.
      const after = await Promise.all([cache.snapshot(demo.db, 'first'), cache.snapshot(demo.db)]);
      await Promise.all(loads);
      for (const ref of after) expect(ref.settings.business_name).toBe('Changed meanwhile');
      expect(seen).toHaveLength(2);
    } finally {
      await changeReference(demo.db, 'settings', businessName(name), cache);
    }
  });

  it('holds the rental kind’s cheapest prices, dropped with that kind', async () => {
    const cache = new ReferenceCache();
    const first = await cache.snapshot(demo.db, 'first');
    expect(first.has('rental')).toBe(false);
    expect(() => first.vehicles).toThrow(/rental/);
    const cheapest = first.vehicleHourlyMin;
    const [vehicle] = await demo.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.status, true), eq(vehicles.tripHourly, true)))
      .orderBy(asc(vehicles.hourlyPrice))
      .limit(1);
    expect(vehicle!.hourlyPrice).toBe(cheapest);
    expect(cheapest).toBeGreaterThan(1);
    const setPrice = (price: number) => (tx: Transaction) =>
      tx.update(vehicles).set({ hourlyPrice: price }).where(eq(vehicles.id, vehicle!.id));
    try {
      await cache.snapshot(demo.db);
      cache.invalidate('stores');
      // Another kind's change keeps the first part; the rental kind's drops it.
      expect(await cache.snapshot(demo.db, 'first')).toBe(first);
      await changeReference(demo.db, 'rental', setPrice(cheapest - 1), cache);
      const lowered = await cache.snapshot(demo.db, 'first');
      expect(lowered).not.toBe(first);
      expect(lowered.vehicleHourlyMin).toBe(cheapest - 1);
      expect((await cache.snapshot(demo.db)).vehicleHourlyMin).toBe(cheapest - 1);
    } finally {
      await changeReference(demo.db, 'rental', setPrice(cheapest), cache);
    }
    expect((await cache.snapshot(demo.db, 'first')).vehicleHourlyMin).toBe(cheapest);
  });

  it('is kept while an order counter’s store rows are read again', async () => {
    const cache = new ReferenceCache();
    const first = await cache.snapshot(demo.db, 'first');
    const whole = await cache.snapshot(demo.db);
    cache.invalidate({ kind: 'stores', ids: [demo.storesRows[0]!.id] });
    await new Promise((resolve) => setTimeout(resolve, COUNTER_REFRESH_MS * 2));
    expect(await cache.snapshot(demo.db, 'first')).toBe(first);
    expect(await cache.snapshot(demo.db)).not.toBe(whole);
  });

  it('reads only the first part’s kinds while changes cannot reach the process', async () => {
    const cache = new ReferenceCache({ live: false });
    const first = await cache.snapshot(demo.db, 'first');
    expect(first.whole).toBe(false);
    expect(first.has('settings')).toBe(true);
    const whole = await cache.snapshot(demo.db);
    expect(whole.whole).toBe(true);
    expect(first.vehicleDistanceMin).toBe(whole.vehicleDistanceMin);
    expect(first.vehicleHourlyMin).toBe(whole.vehicleHourlyMin);
  });

  it('fails with its load', async () => {
    const down = {
      select() {
        throw new Error('the database is down');
      },
    } as unknown as Database;
    const cache = new ReferenceCache();
    const first = cache.snapshot(down, 'first');
    const whole = cache.snapshot(down);
    await expect(first).rejects.toThrow('down');
    await expect(whole).rejects.toThrow('down');
  });
});
