/**
 * The rental module's reads (issue 11), each fact read once:
 *
 * - Providers are stores of a rental module: they, their schedules and discounts, the vehicle
 *   categories, brands and vehicle counts come from the reference snapshot (no SQL).
 * - A vehicle list runs on the cached vehicles and their units (reference data, read once per
 *   change): the column filters (category, brand, seats, air conditioning, transmission, fuel),
 *   core's rules (whether the vehicle offers the trip type, `offersRentalType`; the price the
 *   customer is shown, `shownRentalPrice`, for the range and the order), the order and the
 *   page. A name is matched by the database, one statement of ids through the trigram indexes
 *   `vehicles_name_trgm_idx` and `vehicles_name_ar_trgm_idx`; without one, a list sends none.
 * - Vehicle details are one prepared statement: the vehicle by id or slug, its unit count and
 *   its latest reviews (as JSON).
 * - Review pages carry the count of all reviews as a window (`count(*) over ()`).
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { offersRentalType, type RentalType } from '@storefront/core/domain/rental';
import { shownRentalPrice } from '@storefront/core/domain/rental-pricing';
import type { VehicleListFilters, VehicleSort } from '@storefront/core/schemas/rental';
import { users, vehicleReviews, vehicles } from '../db/schema.js';
import type { CatalogueScope } from '../catalogue/scope.js';
import { nameMatches } from '../catalogue/queries.js';
import type { VehicleReviewJson } from '../catalogue/latest-reviews.js';
import type { StoreRow } from '../catalogue/format-store.js';
import { translated } from '../http/env.js';
import type { VehicleRow } from './format.js';

export { VEHICLE_DETAIL_REVIEWS } from '../catalogue/latest-reviews.js';

/** Suggestions answered at most. */
export const SUGGESTION_LIMIT = 10;

/** The ids of the rental modules (the providers' modules). */
export function rentalModuleIds(scope: CatalogueScope): Set<number> {
  return scope.ref.memo(
    'rental:modules',
    () => new Set(scope.ref.modules.filter((m) => m.moduleType === 'rental').map((m) => m.id)),
  );
}

/**
 * Whether a provider is shown: an active store of a rental module, in the request's zones (its
 * own zone or one of its pickup zones) when `zoneId` was sent.
 */
export function isVisibleProvider(scope: CatalogueScope, row: StoreRow): boolean {
  if (!row.status || !rentalModuleIds(scope).has(row.moduleId)) return false;
  const zones = scope.zoneIds;
  if (zones === null) return true;
  return zones.includes(row.zoneId) || row.pickupZoneIds.some((z) => zones.includes(z));
}

/** The visible providers, by id. */
export function visibleProviders(scope: CatalogueScope): StoreRow[] {
  return [...scope.ref.stores.values()].filter((row) => isVisibleProvider(scope, row));
}

/** The vehicle's unit count, read with it (a correlated count, no second statement). */
export const unitCount = () =>
  // Table names in full: a one-table select leaves them out of column references.
  sql<number>`(select count(*) from vehicle_identities vi where vi.vehicle_id = "vehicles"."id")`.mapWith(
    Number,
  );

/** The column filters of a vehicle list (SQL); trip type and price are core's, on the rows. */
export function vehicleConditions(
  scope: CatalogueScope,
  providerIds: readonly number[],
  filters: Partial<VehicleListFilters>,
): (SQL | undefined)[] {
  return [
    eq(vehicles.status, true),
    providerIds.length > 0 ? inArray(vehicles.providerId, [...providerIds]) : sql`false`,
    filters.name ? nameMatches(scope, vehicles, filters.name) : undefined,
    filters.category_ids?.length ? inArray(vehicles.categoryId, filters.category_ids) : undefined,
    filters.brand_ids?.length ? inArray(vehicles.brandId, filters.brand_ids) : undefined,
    filters.min_seats != null ? gte(vehicles.seatingCapacity, filters.min_seats) : undefined,
    filters.max_seats != null ? lte(vehicles.seatingCapacity, filters.max_seats) : undefined,
    filters.air_condition != null ? eq(vehicles.airCondition, filters.air_condition) : undefined,
    filters.transmission_type?.length
      ? inArray(vehicles.transmissionType, filters.transmission_type)
      : undefined,
    filters.fuel_type?.length ? inArray(vehicles.fuelType, filters.fuel_type) : undefined,
  ];
}

export interface VehicleWithUnits {
  vehicle: VehicleRow;
  units: number;
}

/** The fields core's trip type and price rules read, from a row. */
export function pricedView(row: VehicleRow) {
  return {
    trip_hourly: row.tripHourly,
    trip_distance: row.tripDistance,
    hourly_price: row.hourlyPrice,
    distance_price: row.distancePrice,
  };
}

/** The rate a card shows for the searched type (core's `shownRentalPrice`), or null. */
export function shownRate(row: VehicleRow, filters: Partial<VehicleListFilters>): number | null {
  return shownRentalPrice(pricedView(row), filters.trip_type ?? null)?.rate ?? null;
}

/**
 * The bounds of the search's price filter (reference: `min_price`, `max_price`): the lowest and
 * highest rate shown (core's `shownRentalPrice`) among the active vehicles of `providerIds` that
 * offer the searched type, from the reference data; 0 and 0 when there is none.
 */
export function priceBounds(
  scope: CatalogueScope,
  providerIds: readonly number[],
  type: RentalType | null,
): { min_price: number; max_price: number } {
  const wanted = new Set(providerIds);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const rates of scope.ref.vehicleRates) {
    if (!wanted.has(rates.providerId)) continue;
    if (type !== null && !offersRentalType(rates, type)) continue;
    const shown = shownRentalPrice(rates, type);
    if (shown === null) continue;
    min = Math.min(min, shown.rate);
    max = Math.max(max, shown.rate);
  }
  return min > max ? { min_price: 0, max_price: 0 } : { min_price: min, max_price: max };
}

type Compare = (a: VehicleWithUnits, b: VehicleWithUnits) => number;

function orderOf(
  scope: CatalogueScope,
  sort: VehicleSort,
  filters: Partial<VehicleListFilters>,
): Compare {
  const name = (r: VehicleWithUnits) =>
    translated(r.vehicle.translations, scope.locale, 'name', r.vehicle.name);
  const price = (r: VehicleWithUnits) => shownRate(r.vehicle, filters) ?? Number.POSITIVE_INFINITY;
  const time = (r: VehicleWithUnits) => new Date(r.vehicle.createdAt).getTime();
  switch (sort) {
    case 'top_rated':
      return (a, b) =>
        b.vehicle.avgRating - a.vehicle.avgRating ||
        b.vehicle.totalReviews - a.vehicle.totalReviews;
    case 'newest':
      return (a, b) => time(b) - time(a);
    case 'price_low':
      return (a, b) => price(a) - price(b);
    case 'price_high':
      return (a, b) => price(b) - price(a);
    case 'a_to_z':
      return (a, b) => name(a).localeCompare(name(b), scope.locale);
    case 'z_to_a':
      return (a, b) => name(b).localeCompare(name(a), scope.locale);
    default:
      return (a, b) => b.vehicle.totalTrip - a.vehicle.totalTrip;
  }
}

/** Whether a cached vehicle passes the list's filters (all but the name, matched in SQL). */
function keeps(
  row: VehicleRow,
  providers: ReadonlySet<number>,
  filters: Partial<VehicleListFilters>,
  extra: { ratedOnly?: boolean },
): boolean {
  if (!row.status || !providers.has(row.providerId)) return false;
  if (filters.category_ids?.length && !filters.category_ids.includes(row.categoryId ?? -1)) {
    return false;
  }
  if (filters.brand_ids?.length && !filters.brand_ids.includes(row.brandId ?? -1)) return false;
  if (filters.min_seats != null && !(row.seatingCapacity >= filters.min_seats)) return false;
  if (filters.max_seats != null && !(row.seatingCapacity <= filters.max_seats)) return false;
  if (filters.air_condition != null && row.airCondition !== filters.air_condition) return false;
  if (
    filters.transmission_type?.length &&
    !(filters.transmission_type as readonly (string | null)[]).includes(row.transmissionType)
  ) {
    return false;
  }
  if (
    filters.fuel_type?.length &&
    !(filters.fuel_type as readonly (string | null)[]).includes(row.fuelType)
  ) {
    return false;
  }
  const type = filters.trip_type ?? null;
  if (type !== null && !offersRentalType(pricedView(row), type)) return false;
  if (extra.ratedOnly && !(row.avgRating > 0)) return false;
  if (filters.min_price != null || filters.max_price != null) {
    const rate = shownRate(row, filters);
    if (rate === null) return false;
    if (filters.min_price != null && rate < filters.min_price) return false;
    if (filters.max_price != null && rate > filters.max_price) return false;
  }
  return true;
}

/**
 * One page of the vehicles of `providerIds` matching `filters`, in `sort` (ties by id), and
 * the count of all matches. The vehicles are reference data (cached with their units): the
 * filters, core's trip type and price rules, the order and the page run on the cached rows.
 * Only a name is matched by the database (its trigram indexes), one statement of ids.
 */
export async function pageOfVehicles(
  scope: CatalogueScope,
  providerIds: readonly number[],
  filters: Partial<VehicleListFilters>,
  sort: VehicleSort,
  page: { limit: number; offset: number },
  extra: { ratedOnly?: boolean } = {},
): Promise<{ total: number; rows: VehicleWithUnits[] }> {
  if (providerIds.length === 0) return { total: 0, rows: [] };
  const candidates = filters.name
    ? cachedVehicles(
        scope,
        (
          await scope.db
            .select({ id: vehicles.id })
            .from(vehicles)
            .where(and(...vehicleConditions(scope, providerIds, { name: filters.name })))
        ).map((r) => r.id),
      )
    : cachedVehicles(scope, [...scope.ref.vehicles.keys()]);
  const providers = new Set(providerIds);
  const kept = candidates.filter((r) => keeps(r.vehicle, providers, filters, extra));
  const compare = orderOf(scope, sort, filters);
  kept.sort((a, b) => compare(a, b) || a.vehicle.id - b.vehicle.id);
  const skip = (page.offset - 1) * page.limit;
  return { total: kept.length, rows: kept.slice(skip, skip + page.limit) };
}

/** Vehicles whose name matches, most trips first (suggestions). */
export async function vehicleSuggestions(
  scope: CatalogueScope,
  providerIds: readonly number[],
  name: string | null,
): Promise<VehicleRow[]> {
  if (providerIds.length === 0) return [];
  const rows = await scope.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(...vehicleConditions(scope, providerIds, { name })))
    .orderBy(desc(vehicles.totalTrip), asc(vehicles.id))
    .limit(SUGGESTION_LIMIT);
  return cachedVehicles(
    scope,
    rows.map((r) => r.id),
  ).map((r) => r.vehicle);
}

/**
 * The rows of `ids` from the reference data (the active vehicles and their units), in order.
 * Lists select only the ids that match: the wide rows are read once per change of the rental
 * reference data, not per request. An id the snapshot does not hold (a vehicle switched off
 * meanwhile) is left out.
 */
export function cachedVehicles(scope: CatalogueScope, ids: readonly number[]): VehicleWithUnits[] {
  const found: VehicleWithUnits[] = [];
  for (const id of ids) {
    const vehicle = scope.ref.vehicles.get(id);
    if (vehicle) found.push({ vehicle, units: scope.ref.vehicleUnits.get(id) ?? 0 });
  }
  return found;
}

// ---------------------------------------------------------------- details

export type { VehicleReviewJson };

// ---------------------------------------------------------------- reviews

/**
 * A page of reviews, with the count of all (a window): of one vehicle (`vehicleId`), or of a
 * provider's vehicles (`providerId`, joined with the vehicles for their provider and name).
 */
export async function pageOfVehicleReviews(
  scope: CatalogueScope,
  of: { vehicleId: number } | { providerId: number },
  page: { limit: number; offset: number },
) {
  const skip = (page.offset - 1) * page.limit;
  const byProvider = 'providerId' in of;
  const where = byProvider
    ? eq(vehicles.providerId, of.providerId)
    : eq(vehicleReviews.vehicleId, of.vehicleId);
  const base = scope.db
    .select({
      review: vehicleReviews,
      customer: { id: users.id, fName: users.fName, lName: users.lName, image: users.image },
      vehicle: byProvider
        ? { name: vehicles.name, translations: vehicles.translations }
        : sql<null>`null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(vehicleReviews)
    .leftJoin(users, eq(users.id, vehicleReviews.userId))
    .$dynamic();
  const joined = byProvider
    ? base.innerJoin(vehicles, eq(vehicles.id, vehicleReviews.vehicleId))
    : base;
  const rows = await joined
    .where(where)
    .orderBy(desc(vehicleReviews.createdAt), desc(vehicleReviews.id))
    .limit(page.limit)
    .offset(skip);
  if (rows.length > 0 || skip === 0) return { total: rows[0]?.total ?? 0, rows };
  // A page past the end: the count alone.
  const counted = scope.db.select({ n: count() }).from(vehicleReviews).$dynamic();
  const [found] = await (
    byProvider ? counted.innerJoin(vehicles, eq(vehicles.id, vehicleReviews.vehicleId)) : counted
  ).where(where);
  return { total: Number(found?.n ?? 0), rows };
}
