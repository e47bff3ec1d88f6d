/**
 * The rental wishlist (reference §1.4 `rental/user/wish-list*`, `apiGuestCheck` + `auth:api`;
 * rental-and-auth §3 'Wishlist', §4, §6; issue 11): a signed-in customer's vehicles and
 * providers. Without a valid token: 401 `auth-001` (a guest id does not do: adding needs a
 * signed-in user).
 *
 * - `GET rental/user/wish-list`: `{vehicles, providers}` shown in the `zoneId` zones (a vehicle
 *   of a shown provider, a shown provider), newest first; without `zoneId` → 403 `zoneId`
 *   'Zone id is required!' (the v1 API's literal for this path).
 * - `POST wish-list/add`, `DELETE wish-list/remove`: `vehicle_id` or `provider_id` in the query
 *   or a JSON body, exactly one (both → 403 `data`). An unknown vehicle or provider → 404; adding
 *   one already there → 409 `wishlist`; removing one not there → 404 `wishlist`. The answers'
 *   messages are in the request's language.
 */
import { Hono } from 'hono';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { rentalWishlistRequest } from '@storefront/core/schemas/rental-user';
import { rentalWishlists, vehicles } from '../db/schema.js';
import { type AppContext, type AppEnv } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { parseZoneIdHeader } from '../http/zone-header.js';
import { validate } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { orderingScope } from '../ordering/scope.js';
import { formatProvider, formatVehicle } from '../rental/format.js';
import { isVisibleProvider, unitCount } from '../rental/queries.js';
import { queryAndBody } from './rental-cart.js';

type Target = { kind: 'vehicle'; id: number } | { kind: 'provider'; id: number };

async function target(c: AppContext): Promise<Target> {
  const input = await queryAndBody(c);
  const parsed = validate(
    rentalWishlistRequest,
    { vehicle_id: input.vehicle_id, provider_id: input.provider_id },
    'data',
  );
  return parsed.vehicle_id !== null
    ? { kind: 'vehicle', id: parsed.vehicle_id }
    : { kind: 'provider', id: parsed.provider_id! };
}

const targetCondition = (t: Target) =>
  t.kind === 'vehicle' ? eq(rentalWishlists.vehicleId, t.id) : eq(rentalWishlists.providerId, t.id);

export function rentalWishlistRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/rental/user/wish-list', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const header = c.req.header('zoneId');
    if (header === undefined || header.trim() === '') fail(403, 'zoneId', 'Zone id is required!');
    const zoneIds = parseZoneIdHeader(header);
    if (!zoneIds) {
      fail(403, 'zoneId', 'The zone id must be a JSON array of zone ids, such as [1,2].');
    }
    const scope = { ...orderingScope(c), zoneIds };
    // One statement: the wished rows, each vehicle with its units.
    const rows = await scope.db
      .select({
        providerId: rentalWishlists.providerId,
        vehicle: vehicles,
        units: unitCount(),
      })
      .from(rentalWishlists)
      .leftJoin(vehicles, eq(vehicles.id, rentalWishlists.vehicleId))
      .where(eq(rentalWishlists.userId, userId))
      .orderBy(desc(rentalWishlists.id));
    const shown = (providerId: number) => {
      const provider = scope.ref.stores.get(providerId);
      return provider && isVisibleProvider(scope, provider) ? provider : null;
    };
    return c.json({
      vehicles: rows.flatMap((r) =>
        r.vehicle && r.vehicle.status && shown(r.vehicle.providerId)
          ? [formatVehicle(scope, r.vehicle, r.units)]
          : [],
      ),
      providers: rows.flatMap((r) => {
        const provider = r.providerId === null ? null : shown(r.providerId);
        return provider ? [formatProvider(scope, provider)] : [];
      }),
    });
  });

  app.post('/rental/user/wish-list/add', moduleChecked, async (c) => {
    const wanted = await target(c);
    const { userId } = await requireCustomer(c);
    const scope = orderingScope(c);
    if (wanted.kind === 'vehicle') {
      const [found] = await scope.db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.id, wanted.id), eq(vehicles.status, true)))
        .limit(1);
      if (!found) fail(404, 'vehicle_id', scope.t('rental.cart.error.vehicleNotFound'));
    } else {
      const provider = scope.ref.stores.get(wanted.id);
      if (!provider || !isVisibleProvider({ ...scope, zoneIds: null }, provider)) {
        fail(404, 'provider_id', scope.t('rental.provider.error.notFound'));
      }
    }
    const inserted = await scope.db
      .insert(rentalWishlists)
      .values({
        userId,
        vehicleId: wanted.kind === 'vehicle' ? wanted.id : null,
        providerId: wanted.kind === 'provider' ? wanted.id : null,
        createdAt: new Date(scope.nowMs),
      })
      .onConflictDoNothing()
      .returning({ id: rentalWishlists.id });
    if (inserted.length === 0) fail(409, 'wishlist', scope.t('rental.wishlist.error.already'));
    return c.json({ message: scope.t('rental.wishlist.added') });
  });

  app.delete('/rental/user/wish-list/remove', moduleChecked, async (c) => {
    const wanted = await target(c);
    const { userId } = await requireCustomer(c);
    const scope = orderingScope(c);
    const removed = await scope.db
      .delete(rentalWishlists)
      .where(
        and(
          eq(rentalWishlists.userId, userId),
          targetCondition(wanted),
          isNotNull(
            wanted.kind === 'vehicle' ? rentalWishlists.vehicleId : rentalWishlists.providerId,
          ),
        ),
      )
      .returning({ id: rentalWishlists.id });
    if (removed.length === 0) fail(404, 'wishlist', scope.t('rental.wishlist.error.notFound'));
    return c.json({ message: scope.t('rental.wishlist.removed') });
  });

  return app;
}
