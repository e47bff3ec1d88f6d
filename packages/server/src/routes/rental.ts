/**
 * The rental module's customer reads (reference §1.4; rental-and-auth §3; issue 11), under
 * `/api/v1/rental`, behind the module check (`moduleId`, 403 when missing):
 *
 * - `banners`: the active banners of the rental modules in the `zoneId` zones, a provider's
 *   banner with its provider (left out when the provider is not shown); `banners/{store_id}`:
 *   the banners that open that provider.
 * - `vehicle/search` (name optional; trip type, categories, brands, seats, air conditioning,
 *   transmission, fuel, price range; `sort_by`; paged), `vehicle/top-rated`,
 *   `vehicle/get-provider-vehicles` (the same filters): `{total_size, limit, offset, vehicles}`.
 * - `vehicle/search/suggestion?name` and `vehicle/popular-suggestion`: `{vehicles, providers}`,
 *   short forms for a search box.
 * - `vehicle/get-vehicle-details/{id or slug}`: the vehicle, its provider, category, brand and
 *   latest reviews; `vehicle/reviews/{id}`: a page of its reviews.
 * - `vehicle/category-list`, `vehicle/brand-list`: `{total_size, limit, offset, categories}` and
 *   `{…, brands}`, each with its vehicle count.
 * - `provider/get-provider-details/{id or slug}`, `provider/get-provider-reviews/{id or slug}`
 *   (the reviews of its vehicles), `provider/popular` (most trips first) and `provider/latest`
 *   (newest first): `{total_size, limit, offset, stores}`.
 * - `coupon/list/all`: the rental coupons running today; `coupon/list` (a signed-in customer,
 *   401 otherwise): those core's `couponListIssue` lets them use, counting their trips;
 *   `coupon/apply?code&provider_id`: the coupon, or core's `rentalCouponIssue` refusal
 *   (code `coupon`; a free-delivery coupon is refused for trips, 403).
 *
 * The customer's operations (`rental/user/*`: the trip cart, trips, the wishlist, vehicle
 * reviews) are in routes/rental-cart.ts, rental-trip.ts, rental-wishlist.ts and
 * rental-review.ts, mounted here.
 *
 * Lists need the `zoneId` header (403 'Zone id required'); a provider is shown when it is an
 * active store of a rental module whose zone or pickup zones are among them. Details and reviews
 * read the zones when sent. Unknown vehicles and providers answer 404 with the error body, in
 * the request's language. The paths the v1 API writes with a trailing slash answer with and
 * without it. Which queries each route sends: see `rental/queries.ts`.
 */
import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { and, eq } from 'drizzle-orm';
import { idOrSlugParam, idParam, pageQuery } from '@storefront/core/schemas/catalogue';
import {
  providerVehiclesQuery,
  rentalCouponApplyQuery,
  rentalListQuery,
  topRatedVehiclesQuery,
  vehicleSearchQuery,
  vehicleSuggestionQuery,
} from '@storefront/core/schemas/rental';
import { translator } from '@storefront/core/i18n/index';
import type { IdOrSlug } from '@storefront/core/schemas/catalogue';
import { vehicles } from '../db/schema.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { translated } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { validate, validateQuery } from '../http/validate.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import type { StoreRow } from '../catalogue/format-store.js';
import { formatBanner } from '../catalogue/format-promotions.js';
import { storeByRef, storeNameMatches } from '../catalogue/stores.js';
import { couponByCode, couponNotFound, formatCoupon } from '../ordering/coupons.js';
import { couponOf, type CouponRow } from '../ordering/checkout.js';
import { orderingScope } from '../ordering/scope.js';
import { requireCustomer } from '../auth/guard.js';
import { couponListIssue } from '@storefront/core/domain/coupon-list';
import { rentalCouponIssue } from '@storefront/core/domain/rental-pricing';
import { failRentalCoupon, tripCouponCounts, tripCouponCustomer } from '../rental/coupons.js';
import { rentalCartRoutes } from './rental-cart.js';
import { rentalReviewRoutes } from './rental-review.js';
import { rentalTripRoutes } from './rental-trip.js';
import { rentalWishlistRoutes } from './rental-wishlist.js';
import {
  formatProvider,
  formatVehicle,
  formatVehicleBrand,
  formatVehicleCategory,
  formatVehicleReview,
  type VehicleRow,
} from '../rental/format.js';
import {
  isVisibleProvider,
  pageOfVehicleReviews,
  pageOfVehicles,
  priceBounds,
  rentalModuleIds,
  SUGGESTION_LIMIT,
  vehicleSuggestions,
  visibleProviders,
  type VehicleReviewJson,
} from '../rental/queries.js';

const listScope = (c: AppContext) => catalogueScope(c, zoneIdsFromHeader(c, { required: true }));
const anyZoneScope = (c: AppContext) => catalogueScope(c, zoneIdsFromHeader(c));

function vehicleNotFound(scope: CatalogueScope): never {
  fail(404, 'vehicle', translator(scope.locale)('rental.cart.error.vehicleNotFound'));
}

function providerNotFound(scope: CatalogueScope): never {
  fail(404, 'provider', translator(scope.locale)('rental.provider.error.notFound'));
}

/** A shown provider by id or slug, or 404. */
function findProvider(scope: CatalogueScope, ref: IdOrSlug): StoreRow {
  const row = storeByRef(scope.ref, ref);
  if (!row || !isVisibleProvider(scope, row)) providerNotFound(scope);
  return row;
}

const vehiclePage = (
  scope: CatalogueScope,
  page: { total: number; rows: { vehicle: VehicleRow; units: number }[] },
  query: { limit: number; offset: number },
) => ({
  total_size: page.total,
  limit: query.limit,
  offset: query.offset,
  vehicles: page.rows.map((r) => formatVehicle(scope, r.vehicle, r.units)),
});

const vehicleBrief = (scope: CatalogueScope, row: VehicleRow) => ({
  id: row.id,
  name: translated(row.translations, scope.locale, 'name', row.name),
  slug: row.slug,
  thumbnail_full_url: scope.url(row.thumbnail),
  provider_id: row.providerId,
});

const providerBrief = (scope: CatalogueScope, row: StoreRow) => ({
  id: row.id,
  name: translated(row.translations, scope.locale, 'name', row.name),
  slug: row.slug,
  logo_full_url: scope.url(row.logo),
});

/** A vehicle review read as JSON → the review shape. */
function reviewFromJson(scope: CatalogueScope, json: VehicleReviewJson, vehicleName: string) {
  return formatVehicleReview(
    {
      id: json.id,
      vehicleId: json.vehicle_id,
      userId: json.user_id,
      tripId: json.trip_id,
      customerName: json.customer_name,
      comment: json.comment,
      rating: json.rating,
      createdAt: new Date(json.created_at),
    },
    vehicleName,
    json.customer && {
      id: json.customer.id,
      fName: json.customer.f_name,
      lName: json.customer.l_name,
      image: json.customer.image,
    },
    scope.url,
  );
}

/** A page of providers ordered by `compare` (ties by id), from the reference data. */
function pageOfProviders(
  scope: CatalogueScope,
  compare: (a: StoreRow, b: StoreRow) => number,
  page: { limit: number; offset: number },
) {
  const rows = visibleProviders(scope).sort((a, b) => compare(a, b) || a.id - b.id);
  const skip = (page.offset - 1) * page.limit;
  return {
    total_size: rows.length,
    limit: page.limit,
    offset: page.offset,
    stores: rows.slice(skip, skip + page.limit).map((row) => formatProvider(scope, row)),
  };
}

export function rentalRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  /** GET at the path, and at the path with a trailing slash (as the v1 API writes some). */
  const get = (path: string, handler: Handler<AppEnv>) => {
    const middleware: MiddlewareHandler<AppEnv> = moduleChecked;
    app.get(path, middleware, handler);
    app.get(`${path}/`, middleware, handler);
  };

  get('/rental/banners', (c) => {
    const scope = listScope(c);
    const modules = rentalModuleIds(scope);
    const zones = scope.zoneIds ?? [];
    const list = scope.ref.banners
      .filter((b) => b.status && modules.has(b.moduleId) && zones.includes(b.zoneId))
      .flatMap((row) => {
        if (row.type === 'item_wise') return [];
        const provider = row.type === 'store_wise' ? scope.ref.stores.get(row.data ?? 0) : null;
        if (row.type === 'store_wise' && (!provider || !isVisibleProvider(scope, provider))) {
          return [];
        }
        return [
          formatBanner(row, scope.locale, scope.url, {
            store: provider ? formatProvider(scope, provider) : null,
            item: null,
          }),
        ];
      });
    return c.json({ banners: list });
  });

  get('/rental/banners/:store_id', (c) => {
    const { id } = validate(idParam, { id: c.req.param('store_id') });
    const scope = anyZoneScope(c);
    const provider = findProvider(scope, { id });
    const formatted = formatProvider(scope, provider);
    const rows = scope.ref.banners.filter(
      (b) => b.status && b.type === 'store_wise' && b.data === provider.id,
    );
    return c.json(
      rows.map((row) =>
        formatBanner(row, scope.locale, scope.url, { store: formatted, item: null }),
      ),
    );
  });

  get('/rental/vehicle/search', async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, vehicleSearchQuery);
    const ids = visibleProviders(scope).map((p) => p.id);
    const page = await pageOfVehicles(scope, ids, query, query.sort_by, query);
    return c.json({
      ...vehiclePage(scope, page, query),
      ...priceBounds(scope, ids, query.trip_type ?? null),
    });
  });

  get('/rental/vehicle/top-rated', async (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, topRatedVehiclesQuery);
    const ids = visibleProviders(scope).map((p) => p.id);
    const page = await pageOfVehicles(scope, ids, query, 'top_rated', query, { ratedOnly: true });
    return c.json(vehiclePage(scope, page, query));
  });

  get('/rental/vehicle/get-provider-vehicles', async (c) => {
    const scope = anyZoneScope(c);
    const query = validateQuery(c, providerVehiclesQuery);
    const provider = findProvider(scope, { id: query.provider_id });
    const page = await pageOfVehicles(scope, [provider.id], query, query.sort_by, query);
    return c.json(vehiclePage(scope, page, query));
  });

  get('/rental/vehicle/search/suggestion', async (c) => {
    const scope = listScope(c);
    const { name } = validateQuery(c, vehicleSuggestionQuery);
    const providers = visibleProviders(scope);
    const found = await vehicleSuggestions(
      scope,
      providers.map((p) => p.id),
      name,
    );
    return c.json({
      vehicles: found.map((row) => vehicleBrief(scope, row)),
      providers: providers
        .filter((row) => storeNameMatches(scope, row, name))
        .slice(0, SUGGESTION_LIMIT)
        .map((row) => providerBrief(scope, row)),
    });
  });

  get('/rental/vehicle/popular-suggestion', async (c) => {
    const scope = listScope(c);
    const providers = visibleProviders(scope);
    const found = await vehicleSuggestions(
      scope,
      providers.map((p) => p.id),
      null,
    );
    return c.json({
      vehicles: found.map((row) => vehicleBrief(scope, row)),
      providers: providers
        .sort((a, b) => b.orderCount - a.orderCount || a.id - b.id)
        .slice(0, SUGGESTION_LIMIT)
        .map((row) => providerBrief(scope, row)),
    });
  });

  get('/rental/vehicle/get-vehicle-details/:id', async (c) => {
    const { id } = validate(idOrSlugParam, { id: c.req.param('id') });
    const scope = anyZoneScope(c);
    // The vehicle, its units and its latest reviews from the reference data: no statement.
    const row = 'id' in id ? scope.ref.vehicles.get(id.id) : scope.ref.vehicleBySlug.get(id.slug);
    const provider = row && scope.ref.stores.get(row.providerId);
    if (!row || !provider || !isVisibleProvider(scope, provider)) vehicleNotFound(scope);
    const vehicle = formatVehicle(scope, row, scope.ref.vehicleUnits.get(row.id) ?? 0);
    const reviews = scope.ref.vehicleReviews.get(row.id) ?? [];
    return c.json({
      ...vehicle,
      reviews: reviews.map((r) => reviewFromJson(scope, r, vehicle.name)),
    });
  });

  get('/rental/vehicle/reviews/:id', async (c) => {
    const { id } = validate(idParam, { id: c.req.param('id') });
    const query = validateQuery(c, pageQuery);
    const scope = anyZoneScope(c);
    const [[vehicle], page] = await Promise.all([
      scope.db
        .select({
          providerId: vehicles.providerId,
          name: vehicles.name,
          translations: vehicles.translations,
        })
        .from(vehicles)
        .where(and(eq(vehicles.id, id), eq(vehicles.status, true)))
        .limit(1),
      pageOfVehicleReviews(scope, { vehicleId: id }, query),
    ]);
    const provider = vehicle && scope.ref.stores.get(vehicle.providerId);
    if (!vehicle || !provider || !isVisibleProvider(scope, provider)) vehicleNotFound(scope);
    const name = translated(vehicle.translations, scope.locale, 'name', vehicle.name);
    return c.json({
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      reviews: page.rows.map((r) =>
        formatVehicleReview(r.review, name, r.customer?.id == null ? null : r.customer, scope.url),
      ),
    });
  });

  get('/rental/vehicle/category-list', (c) => {
    const scope = anyZoneScope(c);
    const query = validateQuery(c, rentalListQuery);
    const rows = [...scope.ref.vehicleCategories.values()].filter((r) => r.status);
    const skip = (query.offset - 1) * query.limit;
    return c.json({
      total_size: rows.length,
      limit: query.limit,
      offset: query.offset,
      categories: rows
        .slice(skip, skip + query.limit)
        .map((row) => formatVehicleCategory(scope, row)),
    });
  });

  get('/rental/vehicle/brand-list', (c) => {
    const scope = anyZoneScope(c);
    const query = validateQuery(c, rentalListQuery);
    const rows = [...scope.ref.vehicleBrands.values()].filter((r) => r.status);
    const skip = (query.offset - 1) * query.limit;
    return c.json({
      total_size: rows.length,
      limit: query.limit,
      offset: query.offset,
      brands: rows.slice(skip, skip + query.limit).map((row) => formatVehicleBrand(scope, row)),
    });
  });

  get('/rental/provider/get-provider-details/:id', (c) => {
    const { id } = validate(idOrSlugParam, { id: c.req.param('id') });
    const scope = anyZoneScope(c);
    return c.json(formatProvider(scope, findProvider(scope, id)));
  });

  get('/rental/provider/get-provider-reviews/:id', async (c) => {
    const { id } = validate(idOrSlugParam, { id: c.req.param('id') });
    const query = validateQuery(c, pageQuery);
    const scope = anyZoneScope(c);
    const provider = findProvider(scope, id);
    const page = await pageOfVehicleReviews(scope, { providerId: provider.id }, query);
    return c.json({
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      reviews: page.rows.map((r) =>
        formatVehicleReview(
          r.review,
          r.vehicle ? translated(r.vehicle.translations, scope.locale, 'name', r.vehicle.name) : '',
          r.customer?.id == null ? null : r.customer,
          scope.url,
        ),
      ),
    });
  });

  get('/rental/provider/popular', (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, pageQuery);
    return c.json(pageOfProviders(scope, (a, b) => b.orderCount - a.orderCount, query));
  });

  get('/rental/provider/latest', (c) => {
    const scope = listScope(c);
    const query = validateQuery(c, pageQuery);
    const time = (row: StoreRow) => new Date(row.createdAt).getTime();
    return c.json(pageOfProviders(scope, (a, b) => time(b) - time(a), query));
  });

  get('/rental/coupon/list/all', (c) => {
    const scope = anyZoneScope(c);
    const modules = rentalModuleIds(scope);
    const today = scope.now.date;
    const rows = scope.ref.coupons.filter(
      (row) =>
        row.status &&
        modules.has(row.moduleId) &&
        row.couponType !== 'free_delivery' &&
        row.startDate <= today &&
        row.expireDate >= today,
    );
    return c.json(rows.map((row) => formatRentalCoupon(scope, row)));
  });

  get('/rental/coupon/list', async (c) => {
    const { userId } = await requireCustomer(c);
    const zoneIds = zoneIdsFromHeader(c);
    const scope = orderingScope(c);
    const modules = rentalModuleIds(scope);
    const counts = await tripCouponCounts(scope.db, userId);
    const rows = scope.ref.coupons.filter(
      (row) =>
        modules.has(row.moduleId) &&
        row.couponType !== 'free_delivery' &&
        couponListIssue(couponOf(row), {
          today: scope.now.date,
          moduleId: row.moduleId,
          zoneIds,
          customer: tripCouponCustomer(userId, counts, row.code),
        }) === null,
    );
    return c.json(rows.map((row) => formatRentalCoupon(scope, row)));
  });

  get('/rental/coupon/apply', async (c) => {
    const query = validateQuery(c, rentalCouponApplyQuery);
    const { userId } = await requireCustomer(c);
    const scope = orderingScope(c);
    const provider = findProvider({ ...scope, zoneIds: null }, { id: query.provider_id });
    const row = couponByCode(scope.ref, query.code);
    if (!row || !rentalModuleIds(scope).has(row.moduleId)) couponNotFound(scope);
    const counts = await tripCouponCounts(scope.db, userId);
    // No trip yet: the minimum purchase is judged at booking (as coupon/apply's buy-now).
    const issue = rentalCouponIssue(couponOf(row), {
      today: scope.now.date,
      moduleId: provider.moduleId,
      storeId: provider.id,
      storeZoneId: provider.zoneId,
      base: Number.POSITIVE_INFINITY,
      customer: tripCouponCustomer(userId, counts, row.code),
    });
    if (issue) failRentalCoupon(scope, issue);
    return c.json(formatRentalCoupon(scope, row));
  });

  // The customer's operations: the trip cart, trips, the wishlist and reviews
  // (routes/rental-cart.ts, rental-trip.ts, rental-wishlist.ts, rental-review.ts).
  app.route('/', rentalCartRoutes());
  app.route('/', rentalTripRoutes());
  app.route('/', rentalWishlistRoutes());
  app.route('/', rentalReviewRoutes());
  return app;
}

/** A coupon with its provider when it is a provider's. */
function formatRentalCoupon(scope: CatalogueScope, row: CouponRow) {
  const providerId =
    row.storeId ?? (row.couponType === 'store_wise' ? (row.data[0] ?? null) : null);
  const provider = providerId === null ? undefined : scope.ref.stores.get(providerId);
  return formatCoupon(row, scope.locale, provider ? providerBrief(scope, provider) : null);
}
