/** Seeds an in-memory PGlite with the migrations applied and checks what landed in the tables. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { pointInPolygon } from '@storefront/core';
import * as schema from '../db/schema.js';
import type { Database } from '../db/client.js';
import { DEFAULT_SETTINGS } from '../config/settings.js';
import { seedIfEmpty } from './index.js';
import { migratedDatabase } from '../testing/fixtures.js';
import { verifyPassword } from './password.js';
import { costOfNewHashes } from '../auth/password.js';
import { renderImage } from './images.js';

const NOW = new Date('2026-03-15T09:30:00Z');

let client: PGlite;
let db: Database;

beforeAll(async () => {
  // The worker's migrated database (restored from its dump) instead of an initdb and the
  // migrations again.
  ({ client, db } = await migratedDatabase());
  await seedIfEmpty(db, { now: NOW });
});

afterAll(async () => {
  await client.close();
});

async function total(table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row!.n;
}

describe('seedIfEmpty', () => {
  it('is idempotent: a second call inserts nothing', async () => {
    const tables = [
      schema.zones,
      schema.modules,
      schema.stores,
      schema.items,
      schema.coupons,
      schema.users,
      schema.gazetteerPlaces,
      schema.vehicles,
    ];
    const before = await Promise.all(tables.map(total));
    await seedIfEmpty(db, { now: new Date('2026-04-01T00:00:00Z') });
    const after = await Promise.all(tables.map(total));
    expect(after).toEqual(before);
  });

  it('inserts the counts the issue requires', async () => {
    expect(await total(schema.zones)).toBeGreaterThanOrEqual(2);
    expect(await total(schema.modules)).toBe(6);
    expect(await total(schema.items)).toBeGreaterThanOrEqual(150);
    expect(await total(schema.gazetteerPlaces)).toBeGreaterThanOrEqual(100);
    expect(await total(schema.vehicles)).toBeGreaterThanOrEqual(15);

    const mods = await db.select().from(schema.modules);
    const storeRows = await db.select().from(schema.stores);
    const idOf = (type: string) => mods.find((m) => m.moduleType === type)!.id;
    for (const type of ['grocery', 'pharmacy', 'ecommerce', 'food']) {
      expect(
        storeRows.filter((s) => s.moduleId === idOf(type)).length,
        type,
      ).toBeGreaterThanOrEqual(4);
    }
    const providers = storeRows.filter((s) => s.moduleId === idOf('rental'));
    expect(providers.length).toBeGreaterThanOrEqual(3);

    const units = await db.select().from(schema.vehicleIdentities);
    const perVehicle = new Map<number, number>();
    for (const u of units) perVehicle.set(u.vehicleId, (perVehicle.get(u.vehicleId) ?? 0) + 1);
    expect([...perVehicle.values()].some((n) => n > 1)).toBe(true);
    expect(new Set(units.map((u) => u.vinNumber)).size).toBe(units.length);
    for (const u of units) {
      expect(u.vinNumber).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(providers.some((p) => p.id === u.providerId)).toBe(true);
    }
  });

  it('links modules to zones: every module in zone 1, all but rental in zone 2, with charges', async () => {
    const [downtown, marina] = await db.select().from(schema.zones).orderBy(schema.zones.id);
    const mods = await db.select().from(schema.modules);
    const links = await db.select().from(schema.moduleZone);
    const zonesFor = (type: string) =>
      links
        .filter((l) => l.moduleId === mods.find((m) => m.moduleType === type)!.id)
        .map((l) => l.zoneId)
        .sort();
    for (const m of mods) {
      expect(zonesFor(m.moduleType), m.moduleType).toEqual(
        m.moduleType === 'rental' ? [downtown!.id] : [downtown!.id, marina!.id].sort(),
      );
      expect(m.translations.ar?.module_name).toMatch(/[\u0600-\u06ff]/);
    }
    for (const l of links) {
      expect(l.maximumCodOrderAmount).toBeGreaterThan(0);
      expect(l.minimumShippingCharge).not.toBeNull();
      expect(l.maximumShippingCharge).not.toBeNull();
      expect(l.perKmShippingCharge).not.toBeNull();
    }
  });

  it('puts every store and vehicle inside its zone, and rental pickups in zone 1', async () => {
    const zoneRows = await db.select().from(schema.zones);
    const ring = new Map(zoneRows.map((z) => [z.id, z.coordinates]));
    for (const s of await db.select().from(schema.stores)) {
      expect(
        pointInPolygon({ lat: s.latitude, lng: s.longitude }, ring.get(s.zoneId)!),
        s.slug,
      ).toBe(true);
      const others = zoneRows.filter((z) => z.id !== s.zoneId);
      for (const z of others)
        expect(pointInPolygon({ lat: s.latitude, lng: s.longitude }, z.coordinates), s.slug).toBe(
          false,
        );
    }
    const providers = new Map((await db.select().from(schema.stores)).map((s) => [s.id, s]));
    const zone1 = zoneRows.find((z) => z.name === 'Downtown & Old Dubai')!;
    for (const v of await db.select().from(schema.vehicles)) {
      const provider = providers.get(v.providerId)!;
      expect(v.zoneId).toBe(provider.zoneId);
      expect(
        pointInPolygon({ lat: provider.latitude, lng: provider.longitude }, ring.get(v.zoneId)!),
      ).toBe(true);
      expect(provider.pickupZoneIds).toEqual([zone1.id]);
    }
  });

  it('gives every store a weekly schedule, and some a running percent discount', async () => {
    const storeRows = await db.select().from(schema.stores);
    const schedules = await db.select().from(schema.storeSchedules);
    for (const s of storeRows)
      expect(
        schedules.some((r) => r.storeId === s.id),
        s.slug,
      ).toBe(true);
    expect(schedules.every((r) => /^\d{2}:\d{2}:\d{2}$/.test(r.openingTime))).toBe(true);
    const discounts = await db.select().from(schema.storeDiscounts);
    expect(discounts.length).toBeGreaterThanOrEqual(1);
    for (const d of discounts) {
      expect(d.discountType).toBe('percent');
      expect(d.startDate <= '2026-03-15' && d.endDate >= '2026-03-15').toBe(true);
    }
  });

  it('stores variations whose types match the choice options, with their own stock', async () => {
    const rows = await db.select().from(schema.items);
    const withChoices = rows.filter((i) => i.choiceOptions.length > 0);
    expect(withChoices.length).toBeGreaterThan(20);
    for (const item of withChoices) {
      const combos = item.choiceOptions.reduce<string[][]>(
        (acc, c) => acc.flatMap((prefix) => c.options.map((o) => [...prefix, o])),
        [[]],
      );
      const expected = combos
        .map((parts) => parts.map((p) => p.replace(/\s+/g, '')).join('-'))
        .sort();
      expect(item.variations.map((v) => v.type).sort(), item.slug).toEqual(expected);
      expect(item.stock, item.slug).toBe(item.variations.reduce((sum, v) => sum + v.stock, 0));
      item.choiceOptions.forEach((c, i) => expect(c.name).toBe(`choice_${i + 1}`));
    }
  });

  it('gives food items add-ons of their own store only', async () => {
    const rows = await db.select().from(schema.items);
    const addOnRows = await db.select().from(schema.addOns);
    const storeOf = new Map(addOnRows.map((a) => [a.id, a.storeId]));
    let linked = 0;
    for (const item of [...rows, ...(await db.select().from(schema.itemCampaigns))]) {
      for (const id of item.addOnIds) {
        expect(storeOf.get(id), `${item.slug} add-on ${id}`).toBe(item.storeId);
        linked++;
      }
    }
    expect(linked).toBeGreaterThan(30);
  });

  it('stores food variations in the v1 shape', async () => {
    const rows = await db.select().from(schema.items);
    const groups = rows.flatMap((i) => i.foodVariations);
    expect(groups.length).toBeGreaterThan(20);
    for (const g of groups) {
      expect(['single', 'multi']).toContain(g.type);
      expect(['on', 'off']).toContain(g.required);
      for (const v of g.values) expect(typeof v.optionPrice).toBe('number');
      if (g.type === 'multi') expect(g.max).toBeGreaterThanOrEqual(g.min);
    }
    const breakfast = rows.filter(
      (i) => i.availableTimeStarts === '07:00:00' && i.availableTimeEnds === '11:00:00',
    );
    expect(breakfast.length).toBeGreaterThan(0);
  });

  it('sets category_ids to the parent then the sub-category', async () => {
    const cats = await db.select().from(schema.categories);
    const byId = new Map(cats.map((c) => [c.id, c]));
    for (const item of await db.select().from(schema.items)) {
      const leaf = byId.get(item.categoryId!)!;
      expect(leaf.moduleId, item.slug).toBe(item.moduleId);
      const ids = item.categoryIds.map((r) => Number(r.id));
      expect(ids, item.slug).toEqual(leaf.parentId === 0 ? [leaf.id] : [leaf.parentId, leaf.id]);
    }
    expect(cats.some((c) => c.parentId !== 0 && c.position === 1)).toBe(true);
    expect(cats.some((c) => c.featured)).toBe(true);
  });

  it('computes campaign and coupon windows from the seed date', async () => {
    const campaignItems = await db.select().from(schema.itemCampaigns);
    expect(campaignItems.length).toBeGreaterThan(0);
    for (const c of campaignItems) {
      expect(c.startDate <= '2026-03-15').toBe(true);
      expect(c.endDate >= '2026-05-15').toBe(true);
    }
    const basic = await db.select().from(schema.campaigns);
    expect(basic.length).toBeGreaterThan(0);
    expect(await total(schema.campaignStores)).toBeGreaterThan(basic.length);

    const couponRows = await db.select().from(schema.coupons);
    const byCode = new Map(couponRows.map((c) => [c.code, c]));
    expect(byCode.get('SUMMER30')!.expireDate < '2026-03-15').toBe(true);
    expect(byCode.get('COMINGSOON20')!.startDate > '2026-03-15').toBe(true);
    expect(byCode.get('WELCOME10')!.startDate <= '2026-03-15').toBe(true);
    expect(new Set(couponRows.map((c) => c.couponType))).toEqual(
      new Set(['zone_wise', 'store_wise', 'free_delivery', 'first_order', 'default']),
    );
    const zoneIds = (await db.select().from(schema.zones)).map((z) => z.id);
    const storeIds = (await db.select().from(schema.stores)).map((s) => s.id);
    for (const c of couponRows) {
      if (c.couponType === 'zone_wise')
        expect(c.data.every((id) => zoneIds.includes(id)) && c.data.length > 0).toBe(true);
      if (c.couponType === 'store_wise')
        expect(c.data.every((id) => storeIds.includes(id)) && c.data.length > 0).toBe(true);
    }
  });

  it('adds banners of every type for each module in each zone it serves', async () => {
    const rows = await db.select().from(schema.banners);
    expect(new Set(rows.map((b) => b.type))).toEqual(
      new Set(['store_wise', 'item_wise', 'default']),
    );
    const links = await db.select().from(schema.moduleZone);
    for (const l of links) {
      expect(
        rows.some((b) => b.moduleId === l.moduleId && b.zoneId === l.zoneId),
        `${l.moduleId}/${l.zoneId}`,
      ).toBe(true);
    }
    const storeRows = await db.select().from(schema.stores);
    for (const b of rows.filter((r) => r.type === 'store_wise')) {
      const store = storeRows.find((s) => s.id === b.data)!;
      expect(store.moduleId).toBe(b.moduleId);
    }
  });

  it('creates the demo customer with a verifiable password and two addresses', async () => {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.phone, '+971500000001'));
    expect(user).toBeDefined();
    expect(user!.fName).toBe('Demo');
    expect(user!.lName).toBe('Customer');
    expect(user!.email).toBe('demo@storefront.test');
    expect(user!.isPhoneVerified && user!.isEmailVerified).toBe(true);
    expect(user!.walletBalance).toBeGreaterThan(0);
    expect(user!.loyaltyPoint).toBeGreaterThan(0);
    expect(user!.password).toMatch(new RegExp(`^scrypt\\$${costOfNewHashes()}\\$8\\$1\\$`));
    expect(await verifyPassword('Demo@12345', user!.password!)).toBe(true);
    expect(await verifyPassword('demo@12345', user!.password!)).toBe(false);

    const addresses = await db
      .select()
      .from(schema.customerAddresses)
      .where(eq(schema.customerAddresses.userId, user!.id));
    expect(addresses.map((a) => a.addressType).sort()).toEqual(['home', 'office']);
    const wallet = await db
      .select()
      .from(schema.walletTransactions)
      .where(eq(schema.walletTransactions.userId, user!.id));
    expect(wallet.at(-1)!.balance).toBe(user!.walletBalance);
  });

  it('writes every business setting and the six policy pages in both languages', async () => {
    const settings = await db.select().from(schema.businessSettings);
    expect(settings.map((s) => s.key).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    const pageRows = await db.select().from(schema.pages);
    const slugs = [
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'refund-policy',
      'cancelation',
      'shipping-policy',
    ];
    for (const slug of slugs) {
      for (const locale of ['en', 'ar']) {
        const page = pageRows.find((p) => p.slug === slug && p.locale === locale);
        expect(page, `${slug}/${locale}`).toBeDefined();
        expect(page!.html).toMatch(/<h2>/);
        if (locale === 'ar') expect(page!.html).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });

  it('renders an SVG for every image path it stored', async () => {
    const paths = [
      ...(await db.select().from(schema.modules)).flatMap((m) => [m.icon, m.thumbnail]),
      ...(await db.select().from(schema.stores)).flatMap((s) => [s.logo, s.coverPhoto]),
      ...(await db.select().from(schema.categories)).map((c) => c.image),
      ...(await db.select().from(schema.items)).flatMap((i) => [i.image, ...i.images]),
      ...(await db.select().from(schema.itemCampaigns)).map((i) => i.image),
      ...(await db.select().from(schema.campaigns)).map((c) => c.image),
      ...(await db.select().from(schema.banners)).map((b) => b.image),
      ...(await db.select().from(schema.vehicles)).flatMap((v) => [v.thumbnail, ...v.images]),
      ...(await db.select().from(schema.vehicleCategories)).map((c) => c.image),
      ...(await db.select().from(schema.vehicleBrands)).map((b) => b.image),
    ];
    expect(paths.length).toBeGreaterThan(250);
    for (const path of paths) {
      expect(path, 'image column set').toBeTruthy();
      expect(path).toMatch(/^[A-Za-z0-9][A-Za-z0-9_\-./]*\.svg$/);
      const svg = renderImage(path!);
      expect(svg, path!).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(Buffer.byteLength(svg!), path!).toBeLessThan(24 * 1024);
    }
  });
});
