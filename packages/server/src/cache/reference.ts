/**
 * The reference data of the marketplace, read once and kept in this process: business settings,
 * zones, modules and their links, the gazetteer, stores with schedules, discounts and add-ons,
 * categories, the catalogue's item facts, campaigns, coupons, banners, wallet bonuses and the
 * rental module's prices, vehicle categories, brands and vehicle counts.
 *
 * - A request takes one immutable snapshot (`c.get('ref')`, set by `referenceData()`); a warm
 *   snapshot costs no SQL at all. Derived views (module counts, category counts…) are memoised on
 *   the snapshot, so they are computed once per change, not once per request.
 * - Each kind of data has a version row (`cache_versions`). A write that changes a kind calls
 *   `bumpReference(tx, kind)` inside its transaction: one statement that bumps the version
 *   and `pg_notify`s the channel, so the notification is delivered on commit, to every server on
 *   the database (several servers on one PostgreSQL), this one included. The writer also calls
 *   `cache.invalidate()` after the commit so that its own next request sees the change at once.
 * - A notification drops what it names: the whole kind, or only some store rows (an order's
 *   counters), which the next snapshot reads again by id. When the listening connection was lost,
 *   the versions are compared on reconnection and every kind that moved is dropped.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import {
  addOns,
  advertisements,
  banners,
  brands,
  cashBacks,
  ecommerceItemDetails,
  flashSaleItems,
  flashSales,
  businessSettings,
  cacheVersions,
  campaigns,
  campaignStores,
  categories,
  coupons,
  dmVehicles,
  gazetteerPlaces,
  items,
  modules,
  moduleZone,
  parcelCategories,
  storeDiscounts,
  stores,
  storeSchedules,
  subscriptionPackages,
  vehicleBrands,
  vehicleCategories,
  vehicleIdentities,
  vehicles,
  walletBonuses,
  zones,
} from '../db/schema.js';
import { mergeSettings, type BusinessSettings } from '../config/settings.js';
import {
  latestReviewsJson,
  VEHICLE_DETAIL_REVIEWS,
  type VehicleReviewJson,
} from '../catalogue/latest-reviews.js';

/** The notification channel of reference changes. */
export const REFERENCE_CHANNEL = 'storefront_reference';

/** The kinds, in the order they are read (the first part's first: see FIRST_PART). */
export const REFERENCE_KINDS = [
  'settings',
  'geo',
  'rental',
  'places',
  'stores',
  'catalogue',
  'promotions',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/**
 * The first part of a snapshot: the small facts `GET /config` and a few other routes read (the
 * business settings, zones and modules, and the rental prices' lower bounds: `RentalPrices`,
 * read on their own rather than with the rental kind's six statements). A load reads them first
 * and hands them to the requests that need nothing else as soon as they are in, while the
 * larger kinds (stores, items, promotions, places, rental) are still being read: a start's first
 * answer no longer waits for the whole first snapshot (issue 9: start in a second).
 */
export const FIRST_PART: readonly ReferenceKind[] = ['settings', 'geo'];

/**
 * The cheapest distance and hourly prices of the active vehicles (`GET /config`'s rental
 * bounds; 0 where no vehicle offers that trip): part of the rental kind, which a snapshot of the
 * first part does not hold, so they come with it on their own (`readRentalPrices`: one
 * statement), dropped with the rental kind.
 */
export interface RentalPrices {
  vehicleDistanceMin: number;
  vehicleHourlyMin: number;
}

/** What a request needs of the reference data: every kind, or the first part's only. */
export type ReferencePart = 'whole' | 'first';

const kindsOf = (part: ReferencePart): readonly ReferenceKind[] =>
  part === 'first' ? FIRST_PART : REFERENCE_KINDS;

export type StoreRow = typeof stores.$inferSelect;
export type ScheduleRow = typeof storeSchedules.$inferSelect;
export type StoreDiscountRow = typeof storeDiscounts.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;
export type ModuleZoneRow = typeof moduleZone.$inferSelect;
export type PlaceRow = typeof gazetteerPlaces.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type WalletBonusRow = typeof walletBonuses.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type FlashSaleRow = typeof flashSales.$inferSelect;
export type FlashSaleItemRow = typeof flashSaleItems.$inferSelect;
export type AdvertisementRow = typeof advertisements.$inferSelect;
export type CashBackRow = typeof cashBacks.$inferSelect;
export type VehicleCategoryRow = typeof vehicleCategories.$inferSelect;
export type VehicleBrandRow = typeof vehicleBrands.$inferSelect;
export type ParcelCategoryRow = typeof parcelCategories.$inferSelect;
export type DmVehicleRow = typeof dmVehicles.$inferSelect;
export type SubscriptionPackageRow = typeof subscriptionPackages.$inferSelect;

/** What the catalogue needs of an active, approved item without reading the item. */
export interface ItemFact {
  id: number;
  storeId: number;
  moduleId: number;
  categoryId: number | null;
  categoryIds: { id: string; position: number }[];
  price: number;
  orderCount: number;
}

interface Parts {
  settings: {
    settings: BusinessSettings;
    /**
     * Issue 14: the admin-managed lists of parcel delivery and registration, active rows only in
     * their shown order: parcel categories (`parcel-category`, oldest first), delivery vehicle
     * types (`get-vehicles`, by coverage) and subscription packages (`vendor/package-view`, by
     * price; also the plan a store is on).
     */
    parcelCategories: ParcelCategoryRow[];
    dmVehicles: DmVehicleRow[];
    subscriptionPackages: SubscriptionPackageRow[];
  };
  geo: {
    zones: ZoneRow[];
    modules: ModuleRow[];
    moduleZones: ModuleZoneRow[];
  };
  places: { places: PlaceRow[] };
  stores: {
    stores: Map<number, StoreRow>;
    schedules: Map<number, ScheduleRow[]>;
    discounts: Map<number, StoreDiscountRow>;
    addOns: Map<number, AddOnRow>;
  };
  catalogue: {
    categories: Map<number, CategoryRow>;
    itemFacts: ItemFact[];
  };
  promotions: {
    campaigns: CampaignRow[];
    campaignStores: { campaignId: number; storeId: number }[];
    coupons: CouponRow[];
    banners: BannerRow[];
    /** The wallet top-up bonuses (reference §6.10), changed only by writes that bump it. */
    walletBonuses: WalletBonusRow[];
    /** Issue 14: e-commerce brands and their items, flash sales, advertisements, cashbacks. */
    brands: BrandRow[];
    itemBrands: Map<number, number>;
    flashSales: FlashSaleRow[];
    flashSaleItems: FlashSaleItemRow[];
    advertisements: AdvertisementRow[];
    cashBacks: CashBackRow[];
  };
  rental: {
    vehicleDistanceMin: number;
    vehicleHourlyMin: number;
    vehicleCategories: Map<number, VehicleCategoryRow>;
    vehicleBrands: Map<number, VehicleBrandRow>;
    /** Active vehicles per provider, category and brand (ids → counts). */
    vehicleCounts: VehicleCounts;
    /** The trip types and rates of every active vehicle (the price bounds of a search). */
    vehicleRates: readonly VehicleRates[];
    /**
     * The active vehicles and their units: lists and details select only ids (and reviews) and
     * take the rows from here, so the wide rows are read once per change, not per request.
     * Vehicles change only through writes that bump `rental`.
     */
    vehicles: Map<number, VehicleRow>;
    vehicleUnits: Map<number, number>;
    /**
     * The latest reviews of each active vehicle, with their customers (its details embed them).
     * They change through the review submit, an account's erasure and a reviewer's new name or
     * photo, which bump `rental`.
     */
    vehicleReviews: Map<number, VehicleReviewJson[]>;
  };
}

type VehicleRow = typeof vehicles.$inferSelect;

/** What core's `shownRentalPrice` reads of a vehicle, with its provider. */
export interface VehicleRates {
  providerId: number;
  trip_hourly: boolean;
  trip_distance: boolean;
  hourly_price: number;
  distance_price: number;
}

/** How many active vehicles each provider, category and brand has. */
export interface VehicleCounts {
  byProvider: Map<number, number>;
  byCategory: Map<number, number>;
  byBrand: Map<number, number>;
}

/** The parts a snapshot holds: every kind, or the first part's only (see FIRST_PART). */
type SomeParts = { [K in ReferenceKind]?: Parts[K] };

/**
 * One consistent view of the reference data, shared by every request until something changes.
 * A whole snapshot holds every kind; a snapshot of the first part (`whole` false) holds only the
 * kinds of FIRST_PART, and reading anything of another kind from it is a programming error (it
 * throws): the routes given one read only those kinds.
 */
export class ReferenceData {
  /** Whether every kind is here (else only the first part's). */
  readonly whole: boolean;
  private readonly memos = new Map<string, unknown>();
  private zoneIndex?: ReadonlyMap<number, ZoneRow>;
  private moduleIndex?: ReadonlyMap<number, ModuleRow>;
  private placeIndex?: ReadonlyMap<string, PlaceRow>;
  private storeSlugs?: ReadonlyMap<string, StoreRow>;
  private vehicleSlugs?: ReadonlyMap<string, VehicleRow>;

  /** `prices`: the rental kind's cheapest prices, for a snapshot without that kind. */
  constructor(
    readonly parts: SomeParts,
    private readonly prices?: RentalPrices,
  ) {
    this.whole = REFERENCE_KINDS.every((kind) => parts[kind] !== undefined);
  }

  /** Whether `kind` is in this snapshot. */
  has(kind: ReferenceKind): boolean {
    return this.parts[kind] !== undefined;
  }

  private part<K extends ReferenceKind>(kind: K): Parts[K] {
    const part = this.parts[kind];
    if (part === undefined)
      throw new Error(`The reference data's ${kind} are not in this snapshot`);
    return part;
  }

  get settings(): BusinessSettings {
    return this.part('settings').settings;
  }
  get parcelCategories(): readonly ParcelCategoryRow[] {
    return this.part('settings').parcelCategories;
  }
  get dmVehicles(): readonly DmVehicleRow[] {
    return this.part('settings').dmVehicles;
  }
  get subscriptionPackages(): readonly SubscriptionPackageRow[] {
    return this.part('settings').subscriptionPackages;
  }
  get zones(): readonly ZoneRow[] {
    return this.part('geo').zones;
  }
  get zoneById(): ReadonlyMap<number, ZoneRow> {
    return (this.zoneIndex ??= new Map(this.zones.map((z) => [z.id, z])));
  }
  get modules(): readonly ModuleRow[] {
    return this.part('geo').modules;
  }
  get moduleById(): ReadonlyMap<number, ModuleRow> {
    return (this.moduleIndex ??= new Map(this.modules.map((m) => [m.id, m])));
  }
  get moduleZones(): readonly ModuleZoneRow[] {
    return this.part('geo').moduleZones;
  }
  get places(): readonly PlaceRow[] {
    return this.part('places').places;
  }
  get placeById(): ReadonlyMap<string, PlaceRow> {
    return (this.placeIndex ??= new Map(this.places.map((p) => [p.id, p])));
  }
  get stores(): ReadonlyMap<number, StoreRow> {
    return this.part('stores').stores;
  }
  get storeBySlug(): ReadonlyMap<string, StoreRow> {
    return (this.storeSlugs ??= new Map([...this.stores.values()].map((s) => [s.slug, s])));
  }
  get schedules(): ReadonlyMap<number, readonly ScheduleRow[]> {
    return this.part('stores').schedules;
  }
  get discounts(): ReadonlyMap<number, StoreDiscountRow> {
    return this.part('stores').discounts;
  }
  get addOns(): ReadonlyMap<number, AddOnRow> {
    return this.part('stores').addOns;
  }
  get categories(): ReadonlyMap<number, CategoryRow> {
    return this.part('catalogue').categories;
  }
  get itemFacts(): readonly ItemFact[] {
    return this.part('catalogue').itemFacts;
  }
  get campaigns(): readonly CampaignRow[] {
    return this.part('promotions').campaigns;
  }
  get campaignStores(): readonly { campaignId: number; storeId: number }[] {
    return this.part('promotions').campaignStores;
  }
  get coupons(): readonly CouponRow[] {
    return this.part('promotions').coupons;
  }
  get banners(): readonly BannerRow[] {
    return this.part('promotions').banners;
  }
  get walletBonuses(): readonly WalletBonusRow[] {
    return this.part('promotions').walletBonuses;
  }
  get brands(): readonly BrandRow[] {
    return this.part('promotions').brands;
  }
  /** Brand id by item id (`ecommerce_item_details`). */
  get itemBrands(): ReadonlyMap<number, number> {
    return this.part('promotions').itemBrands;
  }
  get flashSales(): readonly FlashSaleRow[] {
    return this.part('promotions').flashSales;
  }
  get flashSaleItems(): readonly FlashSaleItemRow[] {
    return this.part('promotions').flashSaleItems;
  }
  get advertisements(): readonly AdvertisementRow[] {
    return this.part('promotions').advertisements;
  }
  get cashBacks(): readonly CashBackRow[] {
    return this.part('promotions').cashBacks;
  }
  private rentalPrices(): RentalPrices {
    return this.parts.rental ?? this.prices ?? this.part('rental');
  }
  get vehicleDistanceMin(): number {
    return this.rentalPrices().vehicleDistanceMin;
  }
  get vehicleHourlyMin(): number {
    return this.rentalPrices().vehicleHourlyMin;
  }
  get vehicleCategories(): ReadonlyMap<number, VehicleCategoryRow> {
    return this.part('rental').vehicleCategories;
  }
  get vehicleBrands(): ReadonlyMap<number, VehicleBrandRow> {
    return this.part('rental').vehicleBrands;
  }
  get vehicleCounts(): VehicleCounts {
    return this.part('rental').vehicleCounts;
  }
  get vehicleRates(): readonly VehicleRates[] {
    return this.part('rental').vehicleRates;
  }
  get vehicles(): ReadonlyMap<number, VehicleRow> {
    return this.part('rental').vehicles;
  }
  get vehicleBySlug(): ReadonlyMap<string, VehicleRow> {
    return (this.vehicleSlugs ??= new Map(
      [...this.vehicles.values()].flatMap((v) => (v.slug ? [[v.slug, v] as const] : [])),
    ));
  }
  get vehicleUnits(): ReadonlyMap<number, number> {
    return this.part('rental').vehicleUnits;
  }
  get vehicleReviews(): ReadonlyMap<number, readonly VehicleReviewJson[]> {
    return this.part('rental').vehicleReviews;
  }

  /** `compute()` once per snapshot and key (derived views: counts, indexes). */
  memo<T>(key: string, compute: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = compute();
    this.memos.set(key, value);
    return value;
  }
}

const byStore = <T extends { storeId: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.storeId);
    if (list) list.push(row);
    else map.set(row.storeId, [row]);
  }
  return map;
};

/** The loaders of each kind: a few whole-table reads, in parallel. */
const LOADERS: { [K in ReferenceKind]: (db: Database) => Promise<Parts[K]> } = {
  async settings(db) {
    const [rows, parcelRows, vehicleRows, packageRows] = await Promise.all([
      db
        .select({ key: businessSettings.key, value: businessSettings.value })
        .from(businessSettings),
      db
        .select()
        .from(parcelCategories)
        .where(eq(parcelCategories.status, true))
        .orderBy(asc(parcelCategories.id)),
      db
        .select()
        .from(dmVehicles)
        .where(eq(dmVehicles.status, true))
        .orderBy(asc(dmVehicles.startingCoverageArea), asc(dmVehicles.id)),
      db
        .select()
        .from(subscriptionPackages)
        .where(eq(subscriptionPackages.status, true))
        .orderBy(asc(subscriptionPackages.price), asc(subscriptionPackages.id)),
    ]);
    return {
      settings: mergeSettings(rows),
      parcelCategories: parcelRows,
      dmVehicles: vehicleRows,
      subscriptionPackages: packageRows,
    };
  },
  async geo(db) {
    const [zoneRows, moduleRows, links] = await Promise.all([
      db.select().from(zones).orderBy(zones.id),
      db.select().from(modules).orderBy(modules.id),
      db.select().from(moduleZone),
    ]);
    return { zones: zoneRows, modules: moduleRows, moduleZones: links };
  },
  async places(db) {
    return { places: await db.select().from(gazetteerPlaces).orderBy(gazetteerPlaces.id) };
  },
  async stores(db) {
    const [storeRows, scheduleRows, discountRows, addOnRows] = await Promise.all([
      db.select().from(stores).orderBy(stores.id),
      db.select().from(storeSchedules).orderBy(storeSchedules.id),
      db.select().from(storeDiscounts),
      db.select().from(addOns).orderBy(addOns.id),
    ]);
    return {
      stores: new Map(storeRows.map((s) => [s.id, s])),
      schedules: byStore(scheduleRows),
      discounts: new Map(discountRows.map((d) => [d.storeId, d])),
      addOns: new Map(addOnRows.map((a) => [a.id, a])),
    };
  },
  async catalogue(db) {
    const [categoryRows, facts] = await Promise.all([
      db.select().from(categories).orderBy(categories.id),
      db
        .select({
          id: items.id,
          storeId: items.storeId,
          moduleId: items.moduleId,
          categoryId: items.categoryId,
          categoryIds: items.categoryIds,
          price: items.price,
          orderCount: items.orderCount,
        })
        .from(items)
        .where(sql`${items.status} and ${items.isApproved}`)
        .orderBy(items.id),
    ]);
    return { categories: new Map(categoryRows.map((c) => [c.id, c])), itemFacts: facts };
  },
  async promotions(db) {
    const [
      campaignRows,
      links,
      couponRows,
      bannerRows,
      bonusRows,
      brandRows,
      brandLinks,
      saleRows,
      saleItemRows,
      adRows,
      cashBackRows,
    ] = await Promise.all([
      db.select().from(campaigns).orderBy(campaigns.id),
      db.select().from(campaignStores),
      db.select().from(coupons).orderBy(coupons.id),
      db.select().from(banners).orderBy(banners.id),
      db.select().from(walletBonuses).orderBy(walletBonuses.id),
      db.select().from(brands).orderBy(brands.id),
      db.select().from(ecommerceItemDetails),
      db.select().from(flashSales).orderBy(flashSales.endDate, flashSales.id),
      db.select().from(flashSaleItems).orderBy(flashSaleItems.id),
      db.select().from(advertisements).orderBy(advertisements.priority, advertisements.id),
      db.select().from(cashBacks).orderBy(cashBacks.id),
    ]);
    return {
      campaigns: campaignRows,
      campaignStores: links,
      coupons: couponRows,
      banners: bannerRows,
      walletBonuses: bonusRows,
      brands: brandRows,
      itemBrands: new Map(brandLinks.map((l) => [l.itemId, l.brandId])),
      flashSales: saleRows,
      flashSaleItems: saleItemRows,
      advertisements: adRows,
      cashBacks: cashBackRows,
    };
  },
  async rental(db) {
    const [vehicleRows, unitRows, categoryRows, brandRows, countRows, reviewRows] =
      await Promise.all([
        db.select().from(vehicles).where(eq(vehicles.status, true)).orderBy(vehicles.id),
        db
          .select({ vehicleId: vehicleIdentities.vehicleId, n: sql<number>`count(*)::int` })
          .from(vehicleIdentities)
          .groupBy(vehicleIdentities.vehicleId),
        db.select().from(vehicleCategories).orderBy(vehicleCategories.id),
        db.select().from(vehicleBrands).orderBy(vehicleBrands.id),
        db
          .select({
            providerId: vehicles.providerId,
            categoryId: vehicles.categoryId,
            brandId: vehicles.brandId,
            n: sql<number>`count(*)::int`,
          })
          .from(vehicles)
          .where(eq(vehicles.status, true))
          .groupBy(vehicles.providerId, vehicles.categoryId, vehicles.brandId),
        db
          .select({
            id: vehicles.id,
            reviews: latestReviewsJson<VehicleReviewJson>('vehicle', VEHICLE_DETAIL_REVIEWS),
          })
          .from(vehicles)
          .where(eq(vehicles.status, true)),
      ]);
    const counts: VehicleCounts = {
      byProvider: new Map(),
      byCategory: new Map(),
      byBrand: new Map(),
    };
    const add = (map: Map<number, number>, id: number | null, n: number) => {
      if (id !== null) map.set(id, (map.get(id) ?? 0) + n);
    };
    for (const row of countRows) {
      const n = Number(row.n);
      add(counts.byProvider, row.providerId, n);
      add(counts.byCategory, row.categoryId, n);
      add(counts.byBrand, row.brandId, n);
    }
    const vehicleRates: VehicleRates[] = vehicleRows.map((r) => ({
      providerId: r.providerId,
      trip_hourly: r.tripHourly,
      trip_distance: r.tripDistance,
      hourly_price: Number(r.hourlyPrice),
      distance_price: Number(r.distancePrice),
    }));
    const lowest = (values: number[]) => (values.length > 0 ? Math.min(...values) : 0);
    return {
      vehicleDistanceMin: lowest(
        vehicleRates.filter((r) => r.trip_distance).map((r) => r.distance_price),
      ),
      vehicleHourlyMin: lowest(
        vehicleRates.filter((r) => r.trip_hourly).map((r) => r.hourly_price),
      ),
      vehicleCategories: new Map(categoryRows.map((r) => [r.id, r])),
      vehicleBrands: new Map(brandRows.map((r) => [r.id, r])),
      vehicleCounts: counts,
      vehicleRates,
      vehicles: new Map(vehicleRows.map((r) => [r.id, r])),
      vehicleUnits: new Map(unitRows.map((r) => [r.vehicleId, Number(r.n)])),
      vehicleReviews: new Map(reviewRows.map((r) => [r.id, r.reviews ?? []])),
    };
  },
};

/**
 * A change named by a notification: `kind:version` (the whole kind, at that version) or
 * `stores:rows:id,id` (some store rows' counters: read them again, no version moves).
 */
export interface ReferenceChange {
  kind: ReferenceKind;
  /** The kind's new version; absent for a change of rows only. */
  version?: number;
  /** Store rows to read again; absent = the whole kind. */
  ids?: number[];
}

export function parseChange(payload: string): ReferenceChange | null {
  const [kind, version, ids] = payload.split(':');
  if (!REFERENCE_KINDS.includes(kind as ReferenceKind)) return null;
  if (version === 'rows') {
    const rows = (ids ?? '').split(',').map(Number).filter(Number.isInteger);
    return rows.length > 0 ? { kind: kind as ReferenceKind, ids: rows } : null;
  }
  const v = Number(version);
  if (!Number.isInteger(v)) return null;
  const list = ids
    ? ids
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n))
    : undefined;
  return { kind: kind as ReferenceKind, version: v, ...(list ? { ids: list } : {}) };
}

/**
 * Bumps `kind`'s version and notifies, in the caller's transaction (one statement). Answers the
 * change to pass to `ReferenceCache.invalidate` after the commit.
 */
export async function bumpReference(
  tx: Database | Transaction,
  kind: ReferenceKind,
): Promise<ReferenceChange> {
  const rows = await tx.execute<{ version: number }>(sql`
    with bumped as (
      insert into ${cacheVersions} (kind, version) values (${kind}, 1)
      on conflict (kind) do update set version = ${cacheVersions.version} + 1
      returning version
    )
    select version, pg_notify(${REFERENCE_CHANNEL}, ${kind} || ':' || version)
    from bumped`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { version: number }[] }).rows;
  return { kind, version: Number(list[0]?.version ?? 0) };
}

/**
 * The rental kind's cheapest prices in one statement (what its loader computes from every
 * active vehicle's row: `lowest` there).
 */
export async function readRentalPrices(db: Database): Promise<RentalPrices> {
  const [row] = await db
    .select({
      distance: sql<
        string | null
      >`min(${vehicles.distancePrice}) filter (where ${vehicles.tripDistance})`,
      hourly: sql<
        string | null
      >`min(${vehicles.hourlyPrice}) filter (where ${vehicles.tripHourly})`,
    })
    .from(vehicles)
    .where(eq(vehicles.status, true));
  return {
    vehicleDistanceMin: Number(row?.distance ?? 0),
    vehicleHourlyMin: Number(row?.hourly ?? 0),
  };
}

/** The part's kinds read afresh, kept nowhere (while changes cannot reach this process). */
async function readAll(db: Database, part: ReferencePart): Promise<ReferenceData> {
  const kinds = kindsOf(part);
  const [parts, prices] = await Promise.all([
    Promise.all(kinds.map((kind) => LOADERS[kind](db))),
    part === 'first' ? readRentalPrices(db) : undefined,
  ]);
  return new ReferenceData(
    Object.fromEntries(kinds.map((k, i) => [k, parts[i]])) as SomeParts,
    prices,
  );
}

/**
 * A write to reference data: `write` and the version bump in one transaction, then the local
 * cache told at once (other servers hear the notification).
 */
export async function changeReference(
  db: Database,
  kind: ReferenceKind,
  write: (tx: Transaction) => Promise<unknown>,
  cache?: ReferenceCache,
): Promise<void> {
  const change = await db.transaction(async (tx) => {
    await write(tx);
    return bumpReference(tx, kind);
  });
  cache?.invalidate(change);
}

interface KindState<K extends ReferenceKind> {
  part: Parts[K] | null;
  /** The version the part was read at (the row read before the data). */
  version: number;
  /** Store ids to read again (kind `stores` only). */
  dirty: Set<number>;
  /** Bumped by every invalidation: a read that began before it is not kept. */
  epoch: number;
}

/**
 * How long a store's order counter may show its previous value. Orders come many a second, and
 * each would otherwise drop the snapshot (every request then waits for a new one); their
 * counters are read again together, at most this often, on every server.
 */
export const COUNTER_REFRESH_MS = 250;

/** A load under way: its whole snapshot, and its first part as soon as that is in. */
interface Loading {
  whole: Promise<ReferenceData>;
  first: Promise<ReferenceData>;
}

/**
 * The process's cache. `snapshot(db)` answers the current `ReferenceData`, reading only what was
 * dropped (several callers waiting for the same read share it); `snapshot(db, 'first')` answers
 * a snapshot of the first part (FIRST_PART), as soon as a load has read those kinds.
 */
export class ReferenceCache {
  private states = Object.fromEntries(
    REFERENCE_KINDS.map((k) => [
      k,
      { part: null, version: -1, dirty: new Set<number>(), epoch: 0 },
    ]),
  ) as { [K in ReferenceKind]: KindState<K> };
  private current: ReferenceData | null = null;
  /**
   * The first part's kinds as currently held (dropped with any of them): routes of the first
   * part keep this one, and its memos, while other kinds change.
   */
  private first: ReferenceData | null = null;
  /** The rental kind's cheapest prices for the first part, while that kind is not held. */
  private prices: RentalPrices | null = null;
  private loading: Loading | null = null;
  /** Set while order counters wait to be read again (see COUNTER_REFRESH_MS). */
  private counterRefresh: ReturnType<typeof setTimeout> | null = null;
  /**
   * Whether changes reach this process (PGlite: always; PostgreSQL: while the listening
   * connection is up). Without them nothing is kept: each snapshot is read afresh.
   */
  private live: boolean;

  constructor(options: { live?: boolean } = {}) {
    this.live = options.live ?? true;
  }

  /** The listening connection came up (keep from now on) or went down (drop and stop keeping). */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  /** Drops what a change names (a newer version than the one held, or any local write). */
  invalidate(change: ReferenceChange | ReferenceKind): void {
    const { kind, version, ids } =
      typeof change === 'string' ? { kind: change, version: Infinity, ids: undefined } : change;
    const state = this.states[kind];
    if (version === undefined) {
      // Rows only (an order's counter): read them again, whatever the version, once the
      // counters have gathered for a moment. (Nothing held yet: nothing to read again.)
      if (!ids || kind !== 'stores' || !state.part) return;
      for (const id of ids) state.dirty.add(id);
      if (this.counterRefresh) return;
      this.counterRefresh = setTimeout(() => {
        this.counterRefresh = null;
        this.drop('stores');
      }, COUNTER_REFRESH_MS);
      this.counterRefresh.unref?.();
      return;
    }
    if (version <= state.version) return;
    state.part = null;
    this.drop(kind);
  }

  /** The next snapshot reads again what `kind` has dropped or marked dirty. */
  private drop(kind: ReferenceKind): void {
    this.states[kind].epoch += 1;
    this.current = null;
    if (FIRST_PART.includes(kind)) this.first = null;
    if (kind === 'rental') {
      // The first part's rental prices.
      this.first = null;
      this.prices = null;
    }
    // A read under way may have begun before this change: the next snapshot starts anew.
    this.loading = null;
  }

  /** Drops everything (a lost notification connection, tests). */
  clear(): void {
    for (const kind of REFERENCE_KINDS) this.invalidate(kind);
  }

  /** Drops the kinds whose stored version moved (after the listener reconnected). */
  async reconcile(db: Database): Promise<void> {
    const rows = await db.select().from(cacheVersions);
    const stored = new Map(rows.map((r) => [r.kind, r.version]));
    for (const kind of REFERENCE_KINDS) {
      const version = stored.get(kind) ?? 0;
      if (version !== this.states[kind].version) this.invalidate({ kind, version });
    }
  }

  /**
   * The current snapshot: every kind (`whole`), or at least the first part's (`first`), which
   * a load hands on before it reads the other kinds.
   */
  snapshot(db: Database, part: ReferencePart = 'whole'): Promise<ReferenceData> {
    if (!this.live) return readAll(db, part);
    if (part === 'first' && this.first) return Promise.resolve(this.first);
    if (this.current) return Promise.resolve(this.current);
    if (!this.loading) {
      let firstIn: (data: ReferenceData) => void = () => {};
      const first = new Promise<ReferenceData>((resolve) => (firstIn = resolve));
      const whole: Promise<ReferenceData> = this.load(db, (data) => firstIn(data)).finally(() => {
        if (this.loading?.whole === whole) this.loading = null;
      });
      // The first part comes with the whole snapshot when the load could not hand it on first
      // (one of its kinds changed meanwhile), and a failed load fails both.
      this.loading = { whole, first: Promise.race([first, whole]) };
    }
    return this.loading[part];
  }

  /** Hands on the first part once its kinds are all held (see `first`). */
  private firstPart(onFirst: (data: ReferenceData) => void): void {
    const prices = this.states.rental.part ?? this.prices;
    if (!this.first && prices && FIRST_PART.every((kind) => this.states[kind].part !== null)) {
      this.first = new ReferenceData(
        Object.fromEntries(FIRST_PART.map((k) => [k, this.states[k].part])) as SomeParts,
        {
          vehicleDistanceMin: prices.vehicleDistanceMin,
          vehicleHourlyMin: prices.vehicleHourlyMin,
        },
      );
    }
    if (this.first) onFirst(this.first);
  }

  private async load(db: Database, onFirst: (data: ReferenceData) => void): Promise<ReferenceData> {
    // In REFERENCE_KINDS' order: the first part's statements are sent, and answered, first.
    const missing = REFERENCE_KINDS.filter((k) => this.states[k].part === null);
    const epochs = new Map(REFERENCE_KINDS.map((k) => [k, this.states[k].epoch]));
    const storesState = this.states.stores;
    const dirty = storesState.part ? [...storesState.dirty] : [];
    const versions =
      missing.length > 0
        ? await db
            .select()
            .from(cacheVersions)
            .where(inArray(cacheVersions.kind, missing))
            .then((rows) => new Map(rows.map((r) => [r.kind, r.version])))
        : new Map<string, number>();
    let stale = false;
    const keep = (kind: ReferenceKind, part: unknown) => {
      const state = this.states[kind];
      if (state.epoch !== epochs.get(kind)) {
        stale = true;
        return;
      }
      (state as { part: unknown }).part = part;
      state.version = Math.max(state.version, versions.get(kind) ?? 0);
      state.dirty.clear();
    };
    // The first part's kinds are read, kept (unless a change since the load began dropped them,
    // as below) and handed on first; the other kinds' statements are built and sent once the
    // requests waiting for the first part have had their turn (building them alone is about
    // 10 ms of a start).
    const firstKinds = missing.filter((kind) => FIRST_PART.includes(kind));
    // The rental prices too, on their own, unless the rental kind (or they) are held already.
    const readPrices = this.states.rental.part === null && this.prices === null;
    const [firstParts, prices] = await Promise.all([
      Promise.all(firstKinds.map((kind) => LOADERS[kind](db))),
      readPrices ? readRentalPrices(db) : null,
    ]);
    firstKinds.forEach((kind, i) => keep(kind, firstParts[i]));
    // Kept under the rental kind's epoch: a rental change told since the load began drops them.
    if (prices && this.states.rental.epoch === epochs.get('rental')) this.prices = prices;
    this.firstPart(onFirst);
    const otherKinds = missing.filter((kind) => !FIRST_PART.includes(kind));
    if (otherKinds.length > 0 || dirty.length > 0) {
      if (firstKinds.length > 0) await new Promise((resolve) => setImmediate(resolve));
      const [parts, refreshed] = await Promise.all([
        Promise.all(otherKinds.map((kind) => LOADERS[kind](db))),
        dirty.length > 0
          ? db.select().from(stores).where(inArray(stores.id, dirty))
          : Promise.resolve([]),
      ]);
      otherKinds.forEach((kind, i) => keep(kind, parts[i]));
      if (dirty.length > 0) {
        if (storesState.epoch === epochs.get('stores') && storesState.part) {
          const map = new Map(storesState.part.stores);
          for (const row of refreshed) map.set(row.id, row);
          storesState.part = { ...storesState.part, stores: map };
          storesState.dirty.clear();
        } else {
          stale = true;
        }
      }
    }
    if (stale || REFERENCE_KINDS.some((k) => this.states[k].part === null)) {
      // Something changed while reading: read what it dropped (this request waits for it).
      return this.load(db, onFirst);
    }
    const data = new ReferenceData(
      Object.fromEntries(REFERENCE_KINDS.map((k) => [k, this.states[k].part])) as SomeParts,
    );
    this.current = data;
    return data;
  }
}
