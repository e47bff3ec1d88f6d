/**
 * The trip cart (reference §4.8; rental-and-auth §3, §4; issue 11): its reads, its writes and
 * its answer `{carts, user_data}`.
 *
 * - One trip per owner (`rental_cart_user_data`, unique by customer and by guest) and its lines
 *   (`rental_carts`, one per vehicle). The trip row lives from the first add until the cart is
 *   removed (remove-cart), booked, or cleared for another zone; removing vehicles keeps it, so a
 *   trip-type change can remove the unsupported vehicles and then update the trip.
 * - A cart is read in one statement: the trip, its lines and their vehicles, each with its units
 *   free for the trip's window (core's `tripWindow`: pickup to the estimated end, stored as
 *   `trip_end_time`), or for the window a write is about to set.
 * - Prices are core's, recalculated on every call from the vehicles as the answer formats them
 *   (rental-pricing.ts `rentalLinePrice`, `rentalTripTotals`): a line's `price` is its discounted
 *   trip price × quantity, the trip's `total_cart_price` the subtotal after the larger of the
 *   vehicles' and the provider's discount. The client's prices are never read; writes store the
 *   prices they answer.
 * - Writes do their reads first; the transaction locks the owner (the cart's writes of one owner
 *   run one at a time), upserts the trip, inserts or updates the lines and stores the new prices.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RentalLocation, RentalType } from '@storefront/core/domain/rental';
import { rentalTypeWire } from '@storefront/core/domain/rental';
import { rentalLinePrice, rentalTripTotals } from '@storefront/core/domain/rental-pricing';
import { cartTrip } from '@storefront/core/domain/rental-cart';
import { formatPickupTime } from '@storefront/core/domain/rental-search';
import {
  tripHours,
  tripWindow,
  UNIT_HOLDING_TRIP_STATUSES,
  type TripWindow,
} from '@storefront/core/domain/rental-trip';
import { localDateTime, type LocalDateTime } from '@storefront/core/domain/schedule';
import type { RentalTripRequest } from '@storefront/core/schemas/rental-user';
import { rentalCartUserData, rentalCarts, vehicles } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { iso, scheduleSlot, type StoreRow } from '../catalogue/format-store.js';
import { zonesContaining } from '../location/zone-lookup.js';
import { lockOwner } from '../ordering/cart.js';
import { ownedBy, ownerColumns, ownerId, type Owner } from '../ordering/owner.js';
import { scheduleMoment } from '../ordering/place.js';
import type { OrderingScope } from '../ordering/scope.js';
import { formatProviderBrief, formatVehicle, providerDiscount, type VehicleRow } from './format.js';

export type TripRow = typeof rentalCartUserData.$inferSelect;
export type LineRow = typeof rentalCarts.$inferSelect;

export interface CartLine {
  row: LineRow;
  vehicle: VehicleRow;
  /** The vehicle's units free for the window the cart was read for. */
  free: number;
}

export interface TripCart {
  trip: TripRow | null;
  lines: CartLine[];
}

// ---------------------------------------------------------------- free units

/**
 * The vehicle's units free for `[start, end)`: not serving a unit-holding trip whose window
 * overlaps (core's `freeUnits`, in SQL over `trip_vehicle_details`).
 */
export function freeUnitsSql(start: SQL | Date, end: SQL | Date) {
  const holding = sql.join(
    UNIT_HOLDING_TRIP_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // Table names in full: a one-table select leaves them out of column references.
  return sql<number>`(select count(*) from vehicle_identities vi
    where vi.vehicle_id = "vehicles"."id"
      and not exists (
        select 1 from trip_vehicle_details tvd join trips t on t.id = tvd.trip_id
        where tvd.vehicle_identity_id = vi.id and t.trip_status in (${holding})
          and tvd.starts_at < ${end} and tvd.estimated_trip_end_time > ${start}))`.mapWith(Number);
}

// ---------------------------------------------------------------- reads

/**
 * The owner's cart in one statement: the trip, its lines and vehicles with their free units for
 * `window` (the trip's stored window when absent).
 */
export async function loadTripCart(
  db: Database | Transaction,
  owner: Owner,
  window?: TripWindow,
): Promise<TripCart> {
  const start = window ? new Date(window.startMs) : sql`${rentalCartUserData.pickupTime}`;
  const end = window
    ? new Date(window.endMs)
    : sql`coalesce(${rentalCartUserData.tripEndTime}, ${rentalCartUserData.pickupTime})`;
  const rows = await db
    .select({
      trip: rentalCartUserData,
      line: rentalCarts,
      vehicle: vehicles,
      free: freeUnitsSql(start, end),
    })
    .from(rentalCartUserData)
    .leftJoin(rentalCarts, ownedBy(rentalCarts, owner))
    .leftJoin(vehicles, eq(vehicles.id, rentalCarts.vehicleId))
    .where(ownedBy(rentalCartUserData, owner))
    .orderBy(rentalCarts.id);
  const first = rows[0];
  if (!first) return { trip: null, lines: [] };
  const lines = rows.flatMap((r) =>
    r.line && r.vehicle ? [{ row: r.line, vehicle: r.vehicle, free: Number(r.free) }] : [],
  );
  return { trip: first.trip, lines };
}

/** A vehicle with its units free for `window` (null when there is none, or it is off). */
export async function loadVehicle(
  db: Database,
  vehicleId: number,
  window: TripWindow,
): Promise<{ vehicle: VehicleRow; free: number } | null> {
  const [found] = await db
    .select({
      vehicle: vehicles,
      free: freeUnitsSql(new Date(window.startMs), new Date(window.endMs)),
    })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.status, true)))
    .limit(1);
  return found ? { vehicle: found.vehicle, free: Number(found.free) } : null;
}

// ---------------------------------------------------------------- the trip asked for

/** The trip a request asks for: its local pickup, its moment, its window and its lengths. */
export interface AskedTrip {
  type: RentalType;
  pickup: LocalDateTime;
  pickupText: string;
  window: TripWindow;
  pickupLocation: RentalLocation & { lat: number; lng: number };
  destinationLocation: (RentalLocation & { lat: number; lng: number }) | null;
  estimatedHours: number;
  distance: number;
  destinationTime: number;
  /** The active zones of the pickup point. */
  pickupZoneIds: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The moment of a local pickup time in the providers' time zone. */
export function pickupMoment(local: LocalDateTime): number {
  const h = Math.floor(local.seconds / 3600);
  const m = Math.floor((local.seconds % 3600) / 60);
  const s = local.seconds % 60;
  return scheduleMoment(`${local.date} ${pad(h)}:${pad(m)}:${pad(s)}`, STORE_TIME_ZONE).epochMs;
}

export function askedTrip(scope: OrderingScope, body: RentalTripRequest): AskedTrip {
  const type = body.rental_type;
  const estimatedHours = type === 'hourly' ? (body.estimated_hours ?? 0) : 0;
  const distance = type === 'distance' ? (body.distance ?? 0) : 0;
  const destinationTime = body.destination_time ?? 0;
  const startMs = pickupMoment(body.pickup_time.local);
  const hours = tripHours(type, { estimatedHours, destinationTime });
  return {
    type,
    pickup: body.pickup_time.local,
    pickupText: body.pickup_time.text,
    window: tripWindow(startMs, hours),
    pickupLocation: body.pickup_location,
    destinationLocation: body.destination_location,
    estimatedHours,
    distance,
    destinationTime,
    pickupZoneIds: zonesContaining(scope.ref.zones, body.pickup_location).active,
  };
}

/** Whether the pickup point is in one of the provider's pickup zones. */
export function pickupZoneAllowed(provider: StoreRow, trip: Pick<AskedTrip, 'pickupZoneIds'>) {
  return trip.pickupZoneIds.some((z) => provider.pickupZoneIds.includes(z));
}

/** The pickup zone as core's add rule reads it: one of the provider's, else the first, or null. */
export function pickupZoneFor(provider: StoreRow, trip: Pick<AskedTrip, 'pickupZoneIds'>) {
  return (
    trip.pickupZoneIds.find((z) => provider.pickupZoneIds.includes(z)) ??
    trip.pickupZoneIds[0] ??
    null
  );
}

/** A provider as core's cart rules read it (a provider switched off is closed). */
export function ruleProvider(scope: OrderingScope, row: StoreRow) {
  return {
    id: row.id,
    pickup_zone_id: [...row.pickupZoneIds],
    active: row.status && row.active,
    schedules: (scope.ref.schedules.get(row.id) ?? []).map(scheduleSlot),
  };
}

// ---------------------------------------------------------------- pricing and the answer

/** A trip as the answer and the pricing read it (a stored row, or one about to be written). */
export interface TripValues {
  rentalType: 'hourly' | 'distance_wise';
  estimatedHours: number;
  distance: number;
}

/** Each line's price and the trip's total, core's, from the vehicles as formatted. */
export function priceCart(
  scope: OrderingScope,
  trip: TripValues,
  lines: readonly { vehicle: ReturnType<typeof formatVehicle>; quantity: number; id: number }[],
) {
  const facts = cartTrip({
    rentalType: trip.rentalType === 'hourly' ? 'hourly' : 'distance',
    estimatedHours: trip.estimatedHours,
    distance: trip.distance,
  })!;
  const providerId = lines[0]?.vehicle.provider_id;
  const totals = rentalTripTotals({
    trip: facts,
    lines: lines.map((l) => ({ vehicle: l.vehicle, quantity: l.quantity })),
    providerDiscount: providerId === undefined ? null : providerDiscount(scope, providerId),
    tax: { rate: 0, included: false },
    digits: scope.digits,
  });
  const prices = new Map(
    lines.map((l) => [l.id, rentalLinePrice(l.vehicle, l.quantity, facts, scope.digits).total]),
  );
  return { prices, totalCartPrice: totals.subtotal };
}

const flag = (v: boolean) => (v ? 1 : 0);

/** The answer of every cart call: `{carts, user_data}` (`user_data` is `[]` without a trip). */
export function formatTripCart(scope: OrderingScope, owner: Owner, cart: TripCart) {
  const trip = cart.trip;
  if (!trip) return { carts: [], user_data: [] as never[] };
  const formatted = cart.lines.map((line) => ({
    line,
    vehicle: formatVehicle(scope, line.vehicle, line.free),
  }));
  const { prices, totalCartPrice } = priceCart(
    scope,
    trip,
    formatted.map((f) => ({
      id: f.line.row.id,
      vehicle: f.vehicle,
      quantity: f.line.row.quantity,
    })),
  );
  const isGuest = owner.kind === 'guest';
  const carts = formatted.map(({ line, vehicle }) => {
    const provider = scope.ref.stores.get(line.row.providerId);
    return {
      id: line.row.id,
      provider_id: line.row.providerId,
      user_id: ownerId(owner),
      vehicle_id: line.row.vehicleId,
      module_id: line.row.moduleId,
      quantity: line.row.quantity,
      is_guest: flag(isGuest),
      price: prices.get(line.row.id) ?? 0,
      created_at: iso(line.row.createdAt),
      updated_at: iso(line.row.updatedAt),
      vehicle,
      provider: provider ? formatProviderBrief(scope, provider) : null,
    };
  });
  const rentalType = trip.rentalType;
  return {
    carts,
    user_data: {
      id: trip.id,
      user_id: ownerId(owner),
      module_id: trip.moduleId,
      pickup_location: trip.pickupLocation,
      destination_location: trip.destinationLocation,
      pickup_time: formatPickupTime(localDateTime(trip.pickupTime.getTime(), STORE_TIME_ZONE)),
      rental_type: rentalType,
      trip_type: rentalType,
      estimated_hours: trip.estimatedHours,
      distance: trip.distance,
      destination_time: trip.destinationTime,
      total_cart_price: totalCartPrice,
      is_guest: flag(isGuest),
      created_at: iso(trip.createdAt),
      updated_at: iso(trip.updatedAt),
    },
  };
}

export type TripCartAnswer = ReturnType<typeof formatTripCart>;

// ---------------------------------------------------------------- writes

/** The trip row's values for an asked trip. */
export function tripValues(asked: AskedTrip, moduleId: number, totalCartPrice: number, now: Date) {
  return {
    moduleId,
    pickupLocation: { ...asked.pickupLocation } as Record<string, unknown>,
    destinationLocation: asked.destinationLocation
      ? ({ ...asked.destinationLocation } as Record<string, unknown>)
      : null,
    pickupTime: new Date(asked.window.startMs),
    tripEndTime: new Date(asked.window.endMs),
    rentalType: rentalTypeWire(asked.type),
    estimatedHours: asked.estimatedHours,
    distance: asked.distance,
    destinationTime: asked.destinationTime,
    totalCartPrice,
    updatedAt: now,
  };
}

/** Inserts or replaces the owner's trip (in the caller's transaction). */
export async function upsertTrip(
  tx: Transaction,
  owner: Owner,
  values: ReturnType<typeof tripValues>,
): Promise<TripRow> {
  const [row] = await tx
    .insert(rentalCartUserData)
    .values({ ...ownerColumns(owner), ...values, createdAt: values.updatedAt })
    .onConflictDoUpdate({
      target: owner.kind === 'customer' ? rentalCartUserData.userId : rentalCartUserData.guestId,
      set: values,
    })
    .returning();
  return row!;
}

/** Stores the lines' new prices (one statement; nothing when there are none). */
export async function storePrices(
  tx: Transaction,
  owner: Owner,
  prices: ReadonlyMap<number, number>,
  now: Date,
): Promise<void> {
  const ids = [...prices.keys()];
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id) => sql`when ${id} then ${prices.get(id)}::numeric`),
    sql` `,
  );
  await tx
    .update(rentalCarts)
    .set({ price: sql`case ${rentalCarts.id} ${cases} end`, updatedAt: now })
    .where(and(inArray(rentalCarts.id, ids), ownedBy(rentalCarts, owner)));
}

/** Removes the owner's whole cart: its lines and its trip. */
export async function emptyTripCart(db: Database | Transaction, owner: Owner): Promise<void> {
  await db.delete(rentalCarts).where(ownedBy(rentalCarts, owner));
  await db.delete(rentalCartUserData).where(ownedBy(rentalCartUserData, owner));
}

export { lockOwner };
