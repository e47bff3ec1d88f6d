/** Checks of the data files themselves (no database): geography, references, variations. */
import { describe, expect, it } from 'vitest';
import { pointInPolygon, type LatLng } from '@storefront/core';
import { CATEGORIES } from './data/categories.js';
import { COUPONS } from './data/coupons.js';
import { DEMO_CUSTOMER } from './data/customer.js';
import { PLACES } from './data/gazetteer.js';
import { ADD_ONS, ITEMS } from './data/items/index.js';
import { combinations } from './data/items/helpers.js';
import { MODULES } from './data/modules.js';
import { BANNERS, CAMPAIGNS, ITEM_CAMPAIGNS, REVIEWS } from './data/promotions.js';
import { VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLES } from './data/rental.js';
import { STORES } from './data/stores.js';
import type { ZoneKey } from './data/types.js';
import { REFERENCE_POINTS, ZONES } from './data/zones.js';
import { variationType } from './rows.js';

const ring = (key: ZoneKey) => ZONES.find((z) => z.key === key)!.coordinates;
const zonesOf = (p: LatLng) =>
  ZONES.filter((z) => pointInPolygon(p, z.coordinates)).map((z) => z.key);

function segmentsCross(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const orient = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng));
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}

describe('zones', () => {
  it('has two Dubai zones with Arabic names', () => {
    expect(ZONES.map((z) => z.name)).toEqual(['Downtown & Old Dubai', 'Marina & JLT']);
    for (const z of ZONES) expect(z.ar.displayName).toMatch(/[\u0600-\u06ff]/);
  });

  it('are simple polygons (no edge crosses another)', () => {
    for (const z of ZONES) {
      const pts = z.coordinates;
      expect(pts.length).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < pts.length; i++) {
        for (let j = i + 1; j < pts.length; j++) {
          const a = pts[i]!;
          const b = pts[(i + 1) % pts.length]!;
          const c = pts[j]!;
          const d = pts[(j + 1) % pts.length]!;
          expect(segmentsCross(a, b, c, d), `${z.key}: edges ${i} and ${j} cross`).toBe(false);
        }
      }
    }
  });

  it('puts Burj Khalifa in zone 1 only, the Marina in zone 2 only and Abu Dhabi in none', () => {
    expect(zonesOf(REFERENCE_POINTS.burjKhalifa)).toEqual(['downtown']);
    expect(zonesOf(REFERENCE_POINTS.dubaiMarina)).toEqual(['marina']);
    expect(zonesOf(REFERENCE_POINTS.abuDhabi)).toEqual([]);
  });

  it('stays within the brief’s bounding boxes (roughly)', () => {
    for (const p of ring('downtown')) {
      expect(p.lat).toBeGreaterThanOrEqual(25.11);
      expect(p.lat).toBeLessThanOrEqual(25.3);
      expect(p.lng).toBeGreaterThanOrEqual(55.16);
      expect(p.lng).toBeLessThanOrEqual(55.36);
    }
    for (const p of ring('marina')) {
      expect(p.lat).toBeGreaterThanOrEqual(25.03);
      expect(p.lat).toBeLessThanOrEqual(25.15);
      expect(p.lng).toBeGreaterThanOrEqual(55.1);
      expect(p.lng).toBeLessThanOrEqual(55.23);
    }
  });
});

describe('modules', () => {
  it('are the six types; rental is served in zone 1 only, the rest in both zones', () => {
    expect(MODULES.map((m) => m.type).sort()).toEqual(
      ['ecommerce', 'food', 'grocery', 'parcel', 'pharmacy', 'rental'].sort(),
    );
    for (const m of MODULES) {
      expect(Object.keys(m.zones).sort()).toEqual(
        m.type === 'rental' ? ['downtown'] : ['downtown', 'marina'],
      );
      expect(m.ar.name).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe('stores and providers', () => {
  it('lie inside their own zone and no other', () => {
    for (const s of STORES) expect(zonesOf({ lat: s.lat, lng: s.lng }), s.slug).toEqual([s.zone]);
  });

  it('has at least four stores per shopping module, over both zones', () => {
    for (const module of ['grocery', 'pharmacy', 'ecommerce', 'food'] as const) {
      const list = STORES.filter((s) => s.module === module);
      expect(list.length, module).toBeGreaterThanOrEqual(4);
      expect(new Set(list.map((s) => s.zone)), module).toEqual(new Set(['downtown', 'marina']));
    }
  });

  it('covers the opening-hours and delivery variants', () => {
    const fullWeek = (s: (typeof STORES)[number]) =>
      new Set(s.schedule.map((d) => d.day)).size === 7;
    expect(
      STORES.some((s) => s.schedule.some((d) => d.open === '00:00' && d.close === '23:59:59')),
    ).toBe(true);
    expect(STORES.some((s) => !fullWeek(s))).toBe(true);
    expect(STORES.some((s) => s.active === false)).toBe(true);
    expect(STORES.some((s) => s.selfDelivery)).toBe(true);
    expect(STORES.some((s) => s.freeDelivery)).toBe(true);
    expect(STORES.some((s) => s.discount)).toBe(true);
    expect(STORES.some((s) => s.module === 'pharmacy' && s.prescriptionOrder)).toBe(true);
    expect(STORES.some((s) => s.module === 'food' && s.veg && !s.nonVeg)).toBe(true);
    for (const s of STORES) {
      for (const slot of s.schedule) {
        expect(slot.day).toBeGreaterThanOrEqual(0);
        expect(slot.day).toBeLessThanOrEqual(6);
        expect(slot.open < slot.close || slot.close === '23:59:59', s.slug).toBe(true);
      }
    }
  });

  it('has unique slugs and phones', () => {
    expect(new Set(STORES.map((s) => s.slug)).size).toBe(STORES.length);
    expect(new Set(STORES.map((s) => s.phone)).size).toBe(STORES.length);
  });
});

describe('catalogue', () => {
  const storeModule = new Map(STORES.map((s) => [s.slug, s.module]));
  const categories = new Map(CATEGORIES.map((c) => [c.slug, c]));
  const allItems = [...ITEMS, ...ITEM_CAMPAIGNS];

  it('has at least 150 items with unique slugs', () => {
    expect(ITEMS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(allItems.map((i) => i.slug)).size).toBe(allItems.length);
  });

  it('puts every item in a category of its store’s module', () => {
    for (const item of allItems) {
      const category = categories.get(item.category);
      expect(category, item.slug).toBeDefined();
      expect(category!.module, item.slug).toBe(storeModule.get(item.store));
    }
    for (const c of CATEGORIES.filter((c) => c.parent)) {
      expect(categories.get(c.parent!)?.module, c.slug).toBe(c.module);
    }
  });

  it('gives every variation the type of one combination of its choice options, each exactly once', () => {
    let checked = 0;
    for (const item of allItems.filter((i) => i.choices)) {
      const expected = combinations(item.choices!).map(variationType).sort();
      const actual = item.variations!.map((v) => variationType(v.options)).sort();
      expect(actual, item.slug).toEqual(expected);
      for (const v of item.variations!) {
        expect(v.price, item.slug).toBeGreaterThan(0);
        expect(v.stock, item.slug).toBeGreaterThanOrEqual(0);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    for (const item of allItems.filter((i) => !i.choices)) {
      expect(item.variations, item.slug).toBeUndefined();
      expect(item.stock, item.slug).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives food variations consistent bounds', () => {
    for (const item of allItems) {
      for (const group of item.foodVariations ?? []) {
        expect(storeModule.get(item.store)).toBe('food');
        expect(group.values.length, item.slug).toBeGreaterThanOrEqual(2);
        if (group.type === 'multi') {
          const min = group.min ?? 0;
          const max = group.max ?? group.values.length;
          expect(min, item.slug).toBeLessThanOrEqual(max);
          expect(max, item.slug).toBeLessThanOrEqual(group.values.length);
          if (group.required) expect(min, item.slug).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('references only add-ons of the item’s own store', () => {
    const byStore = new Set(ADD_ONS.map((a) => `${a.store}|${a.name}`));
    for (const item of allItems) {
      for (const name of item.addOns ?? [])
        expect(byStore.has(`${item.store}|${name}`), `${item.slug}: ${name}`).toBe(true);
    }
  });

  it('has every kind of item the issue asks for', () => {
    const food = ITEMS.filter((i) => storeModule.get(i.store) === 'food');
    const groups = food.flatMap((i) => i.foodVariations ?? []);
    expect(groups.some((g) => g.type === 'single' && g.required)).toBe(true);
    expect(groups.some((g) => g.type === 'single' && !g.required)).toBe(true);
    expect(groups.some((g) => g.type === 'multi' && g.required)).toBe(true);
    expect(groups.some((g) => g.type === 'multi' && !g.required)).toBe(true);
    expect(food.some((i) => (i.addOns ?? []).length > 0)).toBe(true);
    expect(ITEMS.some((i) => i.halal)).toBe(true);
    expect(ITEMS.some((i) => i.organic)).toBe(true);
    expect(food.some((i) => i.veg)).toBe(true);
    expect(food.some((i) => !i.veg)).toBe(true);
    expect(ITEMS.some((i) => i.recommended)).toBe(true);
    expect(ITEMS.some((i) => i.prescription && storeModule.get(i.store) === 'pharmacy')).toBe(true);
    expect(ITEMS.some((i) => i.available?.[0] === '07:00' && i.available[1] === '11:00')).toBe(
      true,
    );
    expect(ITEMS.some((i) => i.discount?.type === 'percent')).toBe(true);
    expect(ITEMS.some((i) => i.discount?.type === 'amount')).toBe(true);
    expect(ITEMS.some((i) => i.maxCart !== undefined)).toBe(true);
    expect(ITEMS.some((i) => i.stock === 0 || i.variations?.some((v) => v.stock === 0))).toBe(true);
    expect(ITEMS.some((i) => i.stock !== undefined && i.stock > 0 && i.stock <= 5)).toBe(true);
    for (const unit of ['kg', 'pc', 'pack', 'ml'] as const)
      expect(
        ITEMS.some((i) => i.unit === unit),
        unit,
      ).toBe(true);
    expect(ITEMS.some((i) => (i.genericName ?? []).length > 0)).toBe(true);
    expect(
      food.every((i) => (i.allergies ?? []).length > 0 || (i.nutritions ?? []).length > 0),
    ).toBe(true);
    for (const module of ['grocery', 'ecommerce'] as const) {
      expect(
        ITEMS.some((i) => storeModule.get(i.store) === module && i.variations?.length),
        module,
      ).toBe(true);
    }
    for (const item of ITEMS) expect(item.ar, item.slug).toMatch(/[\u0600-\u06ff]/);
  });

  it('points reviews, banners and campaigns at existing rows', () => {
    const itemSlugs = new Set(ITEMS.map((i) => i.slug));
    for (const r of REVIEWS) expect(itemSlugs.has(r.item), r.item).toBe(true);
    for (const b of BANNERS) {
      if (b.type === 'store_wise') expect(storeModule.get(b.target!), b.key).toBe(b.module);
      if (b.type === 'item_wise') expect(itemSlugs.has(b.target!), b.key).toBe(true);
    }
    for (const c of CAMPAIGNS)
      for (const s of c.stores) expect(storeModule.get(s), c.slug).toBe(c.module);
  });
});

describe('coupons', () => {
  it('covers every type, both discount kinds, caps and limits', () => {
    expect(new Set(COUPONS.map((c) => c.type))).toEqual(
      new Set(['zone_wise', 'store_wise', 'free_delivery', 'first_order', 'default']),
    );
    expect(COUPONS.some((c) => c.discountType === 'percent')).toBe(true);
    expect(COUPONS.some((c) => c.discountType === 'amount')).toBe(true);
    expect(COUPONS.some((c) => c.discountType === 'percent' && c.maxDiscount === 0)).toBe(true);
    expect(COUPONS.some((c) => c.limit === null)).toBe(true);
    expect(COUPONS.some((c) => c.limit !== null)).toBe(true);
    expect(COUPONS.some((c) => c.window[1] < 0)).toBe(true);
    expect(COUPONS.some((c) => c.window[0] > 0)).toBe(true);
    for (const code of ['WELCOME10', 'FREESHIP', 'BURGER20'])
      expect(COUPONS.some((c) => c.code === code)).toBe(true);
    expect(new Set(COUPONS.map((c) => c.code)).size).toBe(COUPONS.length);
  });
});

describe('rental', () => {
  const providers = STORES.filter((s) => s.module === 'rental');

  it('has at least three providers and fifteen vehicles with every option', () => {
    expect(providers.length).toBeGreaterThanOrEqual(3);
    expect(VEHICLES.length).toBeGreaterThanOrEqual(15);
    expect(VEHICLES.some((v) => v.hourly && !v.perKm)).toBe(true);
    expect(VEHICLES.some((v) => !v.hourly && v.perKm)).toBe(true);
    expect(VEHICLES.some((v) => v.hourly && v.perKm)).toBe(true);
    expect(VEHICLES.every((v) => v.hourly || v.perKm)).toBe(true);
    expect(VEHICLES.some((v) => !v.airCondition)).toBe(true);
    expect(VEHICLES.some((v) => v.discount?.type === 'percent')).toBe(true);
    expect(VEHICLES.some((v) => v.discount?.type === 'amount')).toBe(true);
    expect(VEHICLES.some((v) => v.newTag)).toBe(true);
    expect(VEHICLES.some((v) => v.plates.length > 1)).toBe(true);
    expect(new Set(VEHICLES.map((v) => v.transmission))).toEqual(
      new Set(['automatic', 'manual', 'continuously_variable', 'dual_clutch', 'semi_automatic']),
    );
    for (const fuel of ['octan', 'diesel', 'cng', 'petrol'])
      expect(
        VEHICLES.some((v) => v.fuel === fuel),
        fuel,
      ).toBe(true);
  });

  it('references known providers, brands and categories; plates are unique Dubai plates', () => {
    const providerSlugs = new Set(providers.map((p) => p.slug));
    const brands = new Set(VEHICLE_BRANDS.map((b) => b.name));
    const categories = new Set(VEHICLE_CATEGORIES.map((c) => c.key));
    for (const v of VEHICLES) {
      expect(providerSlugs.has(v.provider), v.slug).toBe(true);
      expect(brands.has(v.brand), v.slug).toBe(true);
      expect(categories.has(v.category), v.slug).toBe(true);
      for (const plate of v.plates) expect(plate).toMatch(/^Dubai [A-Z]{1,2} \d{1,5}$/);
    }
    const plates = VEHICLES.flatMap((v) => v.plates);
    expect(new Set(plates).size).toBe(plates.length);
  });
});

describe('gazetteer', () => {
  it('has at least 100 unique places, some outside both zones', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    expect(PLACES.filter((p) => p.zone === null).length).toBeGreaterThanOrEqual(10);
    expect(PLACES.filter((p) => p.zone === 'marina').length).toBeGreaterThanOrEqual(20);
    for (const id of [
      'dxb-airport',
      'dxb-silicon-oasis',
      'dxb-expo-city',
      'dxb-al-barsha-south',
      'dxb-hatta',
    ]) {
      expect(PLACES.find((p) => p.id === id)?.zone, id).toBeNull();
    }
    expect(PLACES.some((p) => p.id.startsWith('shj-'))).toBe(true);
  });

  it('declares each place’s zone consistently with the polygons', () => {
    for (const p of PLACES) {
      expect(zonesOf(p), p.id).toEqual(p.zone === null ? [] : [p.zone]);
    }
  });

  it('names every place in Arabic', () => {
    for (const p of PLACES) {
      expect(p.ar.name, p.id).toMatch(/[\u0600-\u06ff]/);
      expect(p.ar.area, p.id).toMatch(/[\u0600-\u06ff]/);
      expect(p.id).toMatch(/^[a-z]{3}-[a-z0-9-]+$/);
    }
  });
});

describe('demo customer', () => {
  it('has a saved address in each zone, inside it', () => {
    const [home, office] = DEMO_CUSTOMER.addresses;
    expect(home.addressType).toBe('home');
    expect(zonesOf({ lat: home.latitude, lng: home.longitude })).toEqual(['downtown']);
    expect(office.addressType).toBe('office');
    expect(zonesOf({ lat: office.latitude, lng: office.longitude })).toEqual(['marina']);
  });

  it('has wallet and loyalty histories that add up to the balances', () => {
    const wallet = DEMO_CUSTOMER.wallet.reduce(
      (sum, t) => sum + t.credit + t.adminBonus - t.debit,
      0,
    );
    const loyalty = DEMO_CUSTOMER.loyalty.reduce((sum, t) => sum + t.credit - t.debit, 0);
    expect(wallet).toBe(DEMO_CUSTOMER.walletBalance);
    expect(loyalty).toBe(DEMO_CUSTOMER.loyaltyPoint);
  });
});
