/**
 * The trip cart (reference §1.4 `rental/user/cart/*`, §4.8; rental-and-auth §3, §4, §7; issue
 * 11), for a signed-in customer (bearer token) or a guest (`guest_id` in the query or the body),
 * behind the module check. Every call answers `{carts, user_data}` (rental/cart.ts), priced by
 * core on every call; the client's prices are never read.
 *
 * - `get-cart`: the cart; when a `zoneId` header is sent and none of its zones is one of the
 *   cart provider's pickup zones, the cart is emptied first (reference §4.8).
 * - `add-to-cart` (POST): core's `rentalAddIssue`, each refusal 403 `cart_item` in the request's
 *   language: vehicle not found, already in the cart, no unit free at the pickup time or fewer
 *   than the quantity, pickup time past, provider closed then, pickup point outside the
 *   provider's pickup zones, a type the vehicle does not offer, another type or another
 *   provider in the cart. The trip asked for becomes the cart's trip.
 * - `update-cart` (PUT): a line's quantity and the trip; the owner's line or 404
 *   `cart_not_found` (the v1 API answers `{"errors":"cart_not_found"}`; the error body here);
 *   the same checks as add for that line.
 * - `update-user-data/{user_data}` (PUT): the trip (type, pickup, hours, distance). When vehicles
 *   of the cart do not offer the new type nothing changes and the answer lists them in
 *   `vehicles` (the trip vehicle list: the client removes them, then updates again); otherwise
 *   the trip changes and `vehicles` is empty. Another owner's or an unknown trip → 404 `user_data`.
 * - `remove-vehicle/{cart_id}` (DELETE): one line; `cart_id` of the query or body wins over the
 *   path's (the v1 API reads the request's), then `vehicle_id` (the line of that vehicle). 404
 *   `cart_not_found` when it is not the owner's.
 * - `remove-multiple-cart` (DELETE): the owner's lines among `cart_ids` (a JSON list).
 * - `remove-cart` (DELETE): the lines and the trip; `{carts:[], user_data:[], status:"success"}`.
 *
 * Removing vehicles keeps the trip (its `user_data`); remove-cart, booking and a zone change end it.
 */
import { Hono, type Context } from 'hono';
import {
  entriesWithoutType,
  RENTAL_CART_ERROR_CODE,
  rentalAddIssue,
} from '@storefront/core/domain/rental-cart';
import { issueText } from '@storefront/core/domain/issue';
import type { RuleIssue } from '@storefront/core/domain/issue';
import { tripChangeIssue } from '@storefront/core/domain/rental-trip';
import { tripCartFitsZones } from '@storefront/core/domain/rental-cart';
import {
  rentalAddToCartRequest,
  rentalGuestRequest,
  rentalPathId,
  rentalRemoveMultipleRequest,
  rentalRemoveVehicleRequest,
  rentalUpdateCartRequest,
  rentalUpdateUserDataRequest,
} from '@storefront/core/schemas/rental-user';
import { and, eq, inArray } from 'drizzle-orm';
import { rentalCarts } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule, zoneIdsFromHeader } from '../http/guards.js';
import { readBody, validate } from '../http/validate.js';
import { ownedBy, ownerColumns, resolveOwner, type Owner } from '../ordering/owner.js';
import { orderingScope, type OrderingScope } from '../ordering/scope.js';
import { rentalModuleIds } from '../rental/queries.js';
import {
  askedTrip,
  emptyTripCart,
  formatTripCart,
  loadTripCart,
  loadVehicle,
  lockOwner,
  pickupZoneAllowed,
  pickupZoneFor,
  priceCart,
  ruleProvider,
  storePrices,
  tripValues,
  upsertTrip,
  type AskedTrip,
  type CartLine,
  type TripCart,
} from '../rental/cart.js';
import { formatVehicle } from '../rental/format.js';

/** The query and the body of a request, the body's fields winning. */
export async function queryAndBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readBody(c);
  const fromBody =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  return { ...c.req.query(), ...fromBody };
}

/** A cart refusal: 403 `cart_item` with the rule's text in the request's language. */
function refuse(scope: OrderingScope, issue: RuleIssue): never {
  fail(403, RENTAL_CART_ERROR_CODE, issueText(issue, scope.t, scope.money));
}

function cartNotFound(scope: OrderingScope): never {
  fail(404, 'cart_not_found', scope.t('rental.cart.error.notFound'));
}

/** The rules' reading of a cart's lines. */
const factsOf = (cart: TripCart, except: number | null = null) => ({
  entries: cart.lines
    .filter((l) => l.row.id !== except)
    .map((l) => ({
      id: l.row.id,
      vehicleId: l.row.vehicleId,
      providerId: l.row.providerId,
      quantity: l.row.quantity,
      vehicle: { trip_hourly: l.vehicle.tripHourly, trip_distance: l.vehicle.tripDistance },
    })),
  rentalType: cart.trip
    ? cart.trip.rentalType === 'hourly'
      ? ('hourly' as const)
      : ('distance' as const)
    : null,
  estimatedHours: cart.trip?.estimatedHours ?? null,
  distance: cart.trip?.distance ?? null,
});

/** The lines priced for a trip about to be written; the prices to store and the total. */
function pricesFor(scope: OrderingScope, asked: AskedTrip, lines: readonly CartLine[]) {
  return priceCart(
    scope,
    {
      rentalType: asked.type === 'hourly' ? 'hourly' : 'distance_wise',
      estimatedHours: asked.estimatedHours,
      distance: asked.distance,
    },
    lines.map((l) => ({
      id: l.row.id,
      quantity: l.row.quantity,
      vehicle: formatVehicle(scope, l.vehicle, l.free),
    })),
  );
}

export function rentalCartRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  const now = (scope: OrderingScope) => new Date(scope.nowMs);

  app.get('/rental/user/cart/get-cart', moduleChecked, async (c) => {
    validate(rentalGuestRequest, c.req.query(), 'query');
    const owner = await resolveOwner(c);
    const scope = orderingScope(c);
    const zones = zoneIdsFromHeader(c);
    const cart = await loadTripCart(scope.db, owner);
    const provider = cart.lines[0] && scope.ref.stores.get(cart.lines[0].row.providerId);
    if (
      zones !== null &&
      provider &&
      !tripCartFitsZones({ pickup_zone_id: provider.pickupZoneIds }, zones)
    ) {
      await getDb(c).transaction((tx) => emptyTripCart(tx, owner));
      return c.json(formatTripCart(scope, owner, { trip: null, lines: [] }));
    }
    return c.json(formatTripCart(scope, owner, cart));
  });

  app.post('/rental/user/cart/add-to-cart', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(rentalAddToCartRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const asked = askedTrip(scope, body);
    const [cart, found] = await Promise.all([
      loadTripCart(scope.db, owner, asked.window),
      loadVehicle(scope.db, body.vehicle_id, asked.window),
    ]);
    const providerRow = found && scope.ref.stores.get(found.vehicle.providerId);
    const provider =
      providerRow && providerRow.status && rentalModuleIds(scope).has(providerRow.moduleId)
        ? providerRow
        : null;
    const issue = rentalAddIssue({
      vehicle: found
        ? { trip_hourly: found.vehicle.tripHourly, trip_distance: found.vehicle.tripDistance }
        : null,
      provider: provider ? ruleProvider(scope, provider) : null,
      freeUnits: found?.free ?? 0,
      quantity: body.quantity,
      type: asked.type,
      pickupZoneId: provider ? pickupZoneFor(provider, asked) : null,
      pickup: asked.pickup,
      now: scope.now,
      cart: factsOf(cart),
      vehicleId: body.vehicle_id,
    });
    if (issue || !found || !provider) refuse(scope, issue!);
    const stamp = now(scope);
    const moduleId = provider.moduleId;
    const added: CartLine = {
      row: {
        id: 0,
        ...ownerColumns(owner),
        moduleId,
        providerId: provider.id,
        vehicleId: found.vehicle.id,
        quantity: body.quantity,
        price: 0,
        createdAt: stamp,
        updatedAt: stamp,
      },
      vehicle: found.vehicle,
      free: found.free,
    };
    const answer = await getDb(c).transaction(async (tx) => {
      await lockOwner(tx, owner);
      const { prices, totalCartPrice } = pricesFor(scope, asked, [...cart.lines, added]);
      const trip = await upsertTrip(tx, owner, tripValues(asked, moduleId, totalCartPrice, stamp));
      const [inserted] = await tx
        .insert(rentalCarts)
        .values({ ...added.row, id: undefined, price: prices.get(0) ?? 0 })
        .onConflictDoNothing()
        .returning();
      if (!inserted)
        refuse(scope, {
          code: 'already_in_cart',
          key: 'rental.cart.error.alreadyInCart',
          values: {},
        });
      prices.delete(0);
      await storePrices(tx, owner, prices, stamp);
      return { trip, lines: [...cart.lines, { ...added, row: inserted }] };
    });
    return c.json(formatTripCart(scope, owner, answer));
  });

  app.put('/rental/user/cart/update-cart', moduleChecked, async (c) => {
    const raw = await readBody(c);
    const body = validate(rentalUpdateCartRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const asked = askedTrip(scope, body);
    const cart = await loadTripCart(scope.db, owner, asked.window);
    const line = cart.lines.find((l) => l.row.id === body.cart_id);
    if (!line) cartNotFound(scope);
    const providerRow = scope.ref.stores.get(line.row.providerId);
    const issue = rentalAddIssue({
      vehicle: { trip_hourly: line.vehicle.tripHourly, trip_distance: line.vehicle.tripDistance },
      provider: providerRow ? ruleProvider(scope, providerRow) : null,
      freeUnits: line.free,
      quantity: body.quantity,
      type: asked.type,
      pickupZoneId: providerRow ? pickupZoneFor(providerRow, asked) : null,
      pickup: asked.pickup,
      now: scope.now,
      cart: factsOf(cart, line.row.id),
      vehicleId: line.row.vehicleId,
    });
    if (issue) refuse(scope, issue);
    const stamp = now(scope);
    const lines = cart.lines.map((l) =>
      l === line ? { ...l, row: { ...l.row, quantity: body.quantity, updatedAt: stamp } } : l,
    );
    const answer = await getDb(c).transaction(async (tx) => {
      await lockOwner(tx, owner);
      const { prices, totalCartPrice } = pricesFor(scope, asked, lines);
      const trip = await upsertTrip(
        tx,
        owner,
        tripValues(asked, line.row.moduleId, totalCartPrice, stamp),
      );
      const [updated] = await tx
        .update(rentalCarts)
        .set({ quantity: body.quantity, price: prices.get(line.row.id) ?? 0, updatedAt: stamp })
        .where(and(eq(rentalCarts.id, line.row.id), ownedBy(rentalCarts, owner)))
        .returning();
      if (!updated) cartNotFound(scope);
      prices.delete(line.row.id);
      await storePrices(tx, owner, prices, stamp);
      return {
        trip,
        lines: lines.map((l) => (l.row.id === updated.id ? { ...l, row: updated } : l)),
      };
    });
    return c.json(formatTripCart(scope, owner, answer));
  });

  app.put('/rental/user/cart/update-user-data/:user_data', moduleChecked, async (c) => {
    const { user_data: tripId } = validate(
      rentalPathId('user_data'),
      { user_data: c.req.param('user_data') },
      'user_data',
    ) as { user_data: number };
    const raw = await readBody(c);
    const body = validate(rentalUpdateUserDataRequest, raw);
    const owner = await resolveOwner(c, raw);
    const scope = orderingScope(c);
    const asked = askedTrip(scope, body);
    const cart = await loadTripCart(scope.db, owner, asked.window);
    if (!cart.trip || cart.trip.id !== tripId) {
      fail(404, 'user_data', scope.t('rental.cart.error.tripNotFound'));
    }
    const providerRow = cart.lines[0] && scope.ref.stores.get(cart.lines[0].row.providerId);
    const issue = tripChangeIssue({
      pickup: asked.pickup,
      now: scope.now,
      provider: providerRow ? ruleProvider(scope, providerRow) : null,
      pickupZoneAllowed: providerRow ? pickupZoneAllowed(providerRow, asked) : true,
    });
    if (issue) refuse(scope, issue);
    const unsupported = entriesWithoutType(
      cart.lines.map((l) => ({
        line: l,
        vehicle: { trip_hourly: l.vehicle.tripHourly, trip_distance: l.vehicle.tripDistance },
      })),
      asked.type,
    );
    if (unsupported.length > 0) {
      const current = formatTripCart(scope, owner, cart);
      const ids = new Set(unsupported.map((u) => u.line.row.id));
      return c.json({ ...current, vehicles: current.carts.filter((e) => ids.has(e.id)) });
    }
    const stamp = now(scope);
    const trip = cart.trip;
    const answer = await getDb(c).transaction(async (tx) => {
      await lockOwner(tx, owner);
      const { prices, totalCartPrice } = pricesFor(scope, asked, cart.lines);
      const updated = await upsertTrip(
        tx,
        owner,
        tripValues(asked, trip.moduleId, totalCartPrice, stamp),
      );
      await storePrices(tx, owner, prices, stamp);
      return { trip: updated, lines: cart.lines };
    });
    return c.json({ ...formatTripCart(scope, owner, answer), vehicles: [] });
  });

  const removeVehicle = async (c: AppContext) => {
    const input = await queryAndBody(c);
    const body = validate(rentalRemoveVehicleRequest, input);
    const fromPath = validate(
      rentalPathId('cart_id'),
      { cart_id: c.req.param('cart_id') },
      'cart_id',
    ) as { cart_id: number };
    const owner = await resolveOwner(c, input);
    const scope = orderingScope(c);
    // The request's `cart_id`, else its `vehicle_id`, else the path's line.
    const line =
      body.cart_id === null && body.vehicle_id !== null
        ? eq(rentalCarts.vehicleId, body.vehicle_id)
        : eq(rentalCarts.id, body.cart_id ?? fromPath.cart_id);
    const removed = await scope.db
      .delete(rentalCarts)
      .where(and(line, ownedBy(rentalCarts, owner)))
      .returning({ id: rentalCarts.id });
    if (removed.length === 0) cartNotFound(scope);
    return c.json(formatTripCart(scope, owner, await loadTripCart(scope.db, owner)));
  };
  app.delete('/rental/user/cart/remove-vehicle/:cart_id', moduleChecked, removeVehicle);

  app.delete('/rental/user/cart/remove-multiple-cart', moduleChecked, async (c) => {
    const input = await queryAndBody(c);
    const body = validate(rentalRemoveMultipleRequest, input);
    const owner = await resolveOwner(c, input);
    const scope = orderingScope(c);
    await scope.db
      .delete(rentalCarts)
      .where(and(inArray(rentalCarts.id, body.cart_ids), ownedBy(rentalCarts, owner)));
    return c.json(formatTripCart(scope, owner, await loadTripCart(scope.db, owner)));
  });

  app.delete('/rental/user/cart/remove-cart', moduleChecked, async (c) => {
    const input = await queryAndBody(c);
    validate(rentalGuestRequest, input);
    const owner: Owner = await resolveOwner(c, input);
    await getDb(c).transaction((tx) => emptyTripCart(tx, owner));
    return c.json({ carts: [], user_data: [], status: 'success' });
  });

  return app;
}
