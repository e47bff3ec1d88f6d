/**
 * Rental rows → the v1 rental shapes (rental-and-auth §3 'Vehicle'; reference §4.8): vehicles
 * with their provider, category and brand; providers (stores of the rental module, the store
 * shape plus `pickup_zone_id` and `total_vehicles`); vehicle categories and brands; vehicle
 * reviews. Pure: everything comes from the row and the reference snapshot, nothing is queried.
 *
 * - `total_vehicle_count` (also `total_vehicles`, spec §3) is the vehicle's units (one row each
 *   in `vehicle_identities`), read with the vehicle.
 * - The provider's `discount` is its store discount while it runs now (core's
 *   `runningProviderDiscount`), else null.
 */
import { runningProviderDiscount } from '@storefront/core/domain/rental-pricing';
import type { ProviderDiscount } from '@storefront/core/domain/rental';
import type { VehicleBrandRow, VehicleCategoryRow } from '../cache/reference.js';
import type { vehicleReviews, vehicles } from '../db/schema.js';
import { translated } from '../http/env.js';
import type { CatalogueScope } from '../catalogue/scope.js';
import {
  flag,
  formatStore,
  formatStoreDiscount,
  iso,
  storeIsOpen,
  storeRatings,
  type StoreRow,
} from '../catalogue/format-store.js';

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleReviewRow = typeof vehicleReviews.$inferSelect;

type Url = CatalogueScope['url'];

/** The provider's discount as core reads it, while it runs at the scope's moment; else null. */
export function providerDiscount(scope: CatalogueScope, providerId: number) {
  const row = scope.ref.discounts.get(providerId);
  if (!row) return null;
  const formatted = formatStoreDiscount(row);
  return runningProviderDiscount(formatted as ProviderDiscount, scope.now) ? formatted : null;
}

/** The briefs of a request's providers: a page of vehicles formats each provider once. */
const briefs = new WeakMap<CatalogueScope, Map<number, ReturnType<typeof providerBrief>>>();

/** A provider as a vehicle carries it (spec §3 `provider`), once per request. */
export function formatProviderBrief(scope: CatalogueScope, row: StoreRow) {
  let known = briefs.get(scope);
  if (!known) briefs.set(scope, (known = new Map()));
  let brief = known.get(row.id);
  if (!brief) known.set(row.id, (brief = providerBrief(scope, row)));
  return brief;
}

function providerBrief(scope: CatalogueScope, row: StoreRow) {
  const ratings = storeRatings(row.rating);
  return {
    id: row.id,
    name: translated(row.translations, scope.locale, 'name', row.name),
    slug: row.slug,
    logo: row.logo,
    logo_full_url: scope.url(row.logo),
    address: translated(row.translations, scope.locale, 'address', row.address),
    zone_id: row.zoneId,
    module_id: row.moduleId,
    pickup_zone_id: [...row.pickupZoneIds],
    tax: row.tax,
    active: row.active,
    open: flag(storeIsOpen(row, scope.ref.schedules.get(row.id) ?? [], scope.now)),
    avg_rating: ratings.avg_rating,
    rating_count: ratings.rating_count,
    discount: providerDiscount(scope, row.id),
  };
}

/** A provider in full: the store shape, its pickup zones and vehicle count (lists, details). */
export function formatProvider(scope: CatalogueScope, row: StoreRow) {
  const discount = scope.ref.discounts.get(row.id);
  const running = providerDiscount(scope, row.id);
  const vehicleCount = scope.ref.vehicleCounts.byProvider.get(row.id) ?? 0;
  const store = formatStore(
    row,
    {
      schedules: scope.ref.schedules.get(row.id) ?? [],
      discount: running && discount ? discount : null,
      totalItems: vehicleCount,
      totalCampaigns: 0,
      categoryIds: [],
    },
    { locale: scope.locale, url: scope.url, now: scope.now, origin: scope.origin },
  );
  return { ...store, pickup_zone_id: [...row.pickupZoneIds], total_vehicles: vehicleCount };
}

export function formatVehicleCategory(scope: CatalogueScope, row: VehicleCategoryRow) {
  return {
    id: row.id,
    name: translated(row.translations, scope.locale, 'name', row.name),
    image: row.image,
    image_full_url: scope.url(row.image),
    status: flag(row.status),
    vehicles_count: scope.ref.vehicleCounts.byCategory.get(row.id) ?? 0,
  };
}

export function formatVehicleBrand(scope: CatalogueScope, row: VehicleBrandRow) {
  return {
    id: row.id,
    name: translated(row.translations, scope.locale, 'name', row.name),
    image: row.image,
    image_full_url: scope.url(row.image),
    status: flag(row.status),
    vehicles_count: scope.ref.vehicleCounts.byBrand.get(row.id) ?? 0,
  };
}

/** A vehicle (spec §3) with its provider, category and brand; `units` = its identities. */
export function formatVehicle(scope: CatalogueScope, row: VehicleRow, units: number) {
  const provider = scope.ref.stores.get(row.providerId);
  const category = row.categoryId === null ? null : scope.ref.vehicleCategories.get(row.categoryId);
  const brand = row.brandId === null ? null : scope.ref.vehicleBrands.get(row.brandId);
  const url: Url = scope.url;
  // Model, engine figures and tags in the request's language (seed/data/arabic-catalogue.ts).
  const text = (field: string, value: string | null) =>
    value === null ? null : translated(row.translations, scope.locale, field, value);
  return {
    id: row.id,
    name: translated(row.translations, scope.locale, 'name', row.name),
    slug: row.slug,
    description: translated(row.translations, scope.locale, 'description', row.description),
    thumbnail: row.thumbnail,
    thumbnail_full_url: url(row.thumbnail),
    images: [...row.images],
    images_full_url: row.images.map((path) => url(path)).filter((u): u is string => u !== null),
    zone_id: row.zoneId,
    provider_id: row.providerId,
    brand_id: row.brandId,
    category_id: row.categoryId,
    model: text('model', row.model),
    type: row.type,
    engine_capacity: text('engine_capacity', row.engineCapacity),
    engine_power: text('engine_power', row.enginePower),
    seating_capacity: row.seatingCapacity,
    air_condition: flag(row.airCondition),
    fuel_type: row.fuelType,
    transmission_type: row.transmissionType,
    multiple_vehicles: flag(units > 1),
    trip_hourly: flag(row.tripHourly),
    trip_distance: flag(row.tripDistance),
    hourly_price: row.hourlyPrice,
    distance_price: row.distancePrice,
    discount_type: row.discountType,
    discount_price: row.discountPrice,
    tag: row.tag.map((tag) => translated(row.translations, scope.locale, `tag:${tag}`, tag)),
    status: flag(row.status),
    new_tag: flag(row.newTag),
    total_trip: row.totalTrip,
    avg_rating: row.avgRating,
    total_reviews: row.totalReviews,
    total_vehicle_count: units,
    total_vehicles: units,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    provider: provider ? formatProviderBrief(scope, provider) : null,
    category: category
      ? {
          id: category.id,
          name: translated(category.translations, scope.locale, 'name', category.name),
          image_full_url: url(category.image),
        }
      : null,
    brand: brand
      ? {
          id: brand.id,
          name: translated(brand.translations, scope.locale, 'name', brand.name),
          image_full_url: url(brand.image),
        }
      : null,
  };
}

export type FormattedVehicle = ReturnType<typeof formatVehicle>;

/** What a review needs of its customer. */
export interface VehicleReviewCustomer {
  id: number;
  fName: string | null;
  lName: string | null;
  image: string | null;
}

export function formatVehicleReview(
  row: Pick<
    VehicleReviewRow,
    'id' | 'vehicleId' | 'userId' | 'tripId' | 'customerName' | 'rating' | 'comment' | 'createdAt'
  >,
  vehicleName: string,
  customer: VehicleReviewCustomer | null,
  url: Url,
) {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    user_id: row.userId,
    trip_id: row.tripId,
    rating: row.rating,
    comment: row.comment,
    vehicle_name: vehicleName,
    customer_name: row.customerName,
    customer: customer
      ? {
          id: customer.id,
          f_name: customer.fName,
          l_name: customer.lName,
          image: customer.image,
          image_full_url: url(customer.image),
        }
      : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.createdAt),
  };
}
