/**
 * Trips (reference §6.11, §5 `trips`; issue 11): booking the trip cart, and the trip as the
 * lists, details and tracking answer it.
 *
 * Booking, in named steps (as order placement, ordering/place.ts):
 *
 * 1. `replayOf`: a key that already has an answer replays it, before anything else is read;
 * 2. `bookingFacts` (read-only, before any transaction): the owner's trip cart with its vehicles,
 *    the provider from the reference data, the coupon, the pickup contact (a customer's filled
 *    from the account);
 * 3. `evaluateBooking`: core's `tripBookingIssue` (guest checkout, an empty cart, the contact,
 *    cash at pickup, a future pickup, the provider open then, the pickup in its zones, every
 *    vehicle offering the type), the coupon (core's `rentalCouponIssue`) and core's totals
 *    (`rentalTripTotals`: vehicle or provider discount, coupon, tax, additional charge); a
 *    `trip_amount` that is not core's total is refused (403 `trip_amount`): the customer is
 *    charged exactly what the client showed, or nothing;
 * 4. `writeTrip`, the one transaction: claims the `Idempotency-Key`, locks the cart's vehicle rows
 *    (`FOR NO KEY UPDATE`, in id order), picks each line's units among those free for the trip's
 *    window (one statement over `trip_vehicle_details`; 403 `vehicle` when a line is short, and
 *    nothing is written), writes the trip, its details and its units, takes the cart as read (a
 *    cart changed meanwhile is refused, 409, and nothing is written), counts the coupon's use
 *    and the provider's trip, and keeps the answer: the bare trip id (reference §4.12).
 *
 * Units are never double-booked: two bookings of one vehicle take its row lock one after the
 * other, so the second reads the first's units once it has committed (PostgreSQL's read
 * committed takes a new snapshot for each statement; PGlite runs one transaction at a time).
 */
import { randomInt } from 'node:crypto';
import { eq, getTableColumns, inArray, sql, and, asc } from 'drizzle-orm';
import { roundMoney } from '@storefront/core/domain/cart';
import type { CouponCustomer } from '@storefront/core/domain/coupon';
import type { GuestContact } from '@storefront/core/domain/checkout';
import { pointInPolygon } from '@storefront/core/domain/geo';
import { issueText } from '@storefront/core/domain/issue';
import { formatMoney } from '@storefront/core/domain/money';
import {
  rentalCouponIssue,
  rentalTripTotals,
  type RentalTripTotals,
} from '@storefront/core/domain/rental-pricing';
import {
  tripBookingIssue,
  unitsShortIssue,
  UNIT_HOLDING_TRIP_STATUSES,
} from '@storefront/core/domain/rental-trip';
import { localDateTime } from '@storefront/core/domain/schedule';
import { isTaxIncluded } from '@storefront/core/domain/tax';
import type { TripBookingRequest } from '@storefront/core/schemas/rental-user';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  coupons,
  rentalCartUserData,
  rentalCarts,
  stores,
  tripDetails,
  trips,
  tripVehicleDetails,
  users,
  vehicleIdentities,
  vehicleReviews,
  vehicles,
} from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { iso, type StoreRow } from '../catalogue/format-store.js';
import { bumpReference, type ReferenceChange } from '../cache/reference.js';
import { couponOf, type CouponRow } from '../ordering/checkout.js';
import { couponByCode, couponNotFound } from '../ordering/coupons.js';
import { noticeStoreCounted } from '../ordering/counter-notice.js';
import {
  answerOnce,
  claimKey,
  idempotencySlot,
  keepAnswer,
  type IdempotencySlot,
  type StoredAnswer,
} from '../ordering/idempotency.js';
import { ownedBy, ownerColumns, type Owner } from '../ordering/owner.js';
import { orderingScope, type OrderingScope } from '../ordering/scope.js';
import { failRentalCoupon, tripCouponCounts, tripCouponCustomer } from './coupons.js';
import { loadTripCart, ruleProvider, type TripCart } from './cart.js';
import { formatProviderBrief, formatVehicle, providerDiscount } from './format.js';

export const BOOKING_SCOPE = 'rental/user/trip/trip-booking';

export type TripRowDb = typeof trips.$inferSelect;
export type TripDetailRow = typeof tripDetails.$inferSelect;

export interface BookingInput {
  body: TripBookingRequest;
  raw: unknown;
  owner: Owner;
  idempotencyKey: string | null;
}

/** A booking refusal: core's code and status (403), the text in the request's language. */
function refuse(
  scope: OrderingScope,
  issue: { code: string; key: string; values: Record<string, string | number> },
  status = 403,
): never {
  fail(status as ContentfulStatusCode, issue.code, issueText(issue, scope.t, scope.money));
}

// ---------------------------------------------------------------- facts

export interface BookingFacts {
  scope: OrderingScope;
  cart: TripCart;
  provider: StoreRow | null;
  couponRow: CouponRow | null;
  contact: GuestContact;
  formatted: ReturnType<typeof formatVehicle>[];
}

/** The pickup contact: a guest's as sent; a customer's as sent, else the account's. */
async function bookingContact(
  db: Database,
  owner: Owner,
  body: TripBookingRequest,
): Promise<GuestContact> {
  const sent: GuestContact = {
    contact_person_name: body.contact_person_name ?? '',
    contact_person_number: body.contact_person_number ?? '',
    contact_person_email: body.contact_person_email,
  };
  if (owner.kind === 'guest') return sent;
  if (sent.contact_person_name && sent.contact_person_number) return sent;
  const [user] = await db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
  const name = [user?.fName, user?.lName].filter(Boolean).join(' ');
  return {
    contact_person_name: sent.contact_person_name || name,
    contact_person_number: sent.contact_person_number || (user?.phone ?? ''),
    contact_person_email: sent.contact_person_email ?? user?.email ?? null,
  };
}

/** Step 2: what booking reads, before its transaction. */
export async function bookingFacts(c: AppContext, input: BookingInput): Promise<BookingFacts> {
  const scope = orderingScope(c);
  const [cart, contact] = await Promise.all([
    loadTripCart(scope.db, input.owner),
    bookingContact(scope.db, input.owner, input.body),
  ]);
  const first = cart.lines[0];
  const provider = first ? (scope.ref.stores.get(first.row.providerId) ?? null) : null;
  let couponRow: CouponRow | null = null;
  if (input.body.coupon_code) {
    couponRow = couponByCode(scope.ref, input.body.coupon_code) ?? null;
    if (!couponRow) couponNotFound(scope);
  }
  const formatted = cart.lines.map((l) => formatVehicle(scope, l.vehicle, l.free));
  return { scope, cart, provider, couponRow, contact, formatted };
}

// ---------------------------------------------------------------- rules and totals

/** The trip's totals, core's, from the cart as its answer shows it. */
export function bookingTotals(facts: BookingFacts, coupon: CouponRow | null): RentalTripTotals {
  const { scope, cart, provider, formatted } = facts;
  const trip = cart.trip!;
  return rentalTripTotals({
    trip: {
      type: trip.rentalType === 'hourly' ? 'hourly' : 'distance',
      hours: trip.estimatedHours,
      km: trip.distance,
    },
    lines: cart.lines.map((l, i) => ({ vehicle: formatted[i]!, quantity: l.row.quantity })),
    providerDiscount: provider ? providerDiscount(scope, provider.id) : null,
    coupon: coupon ? couponOf(coupon) : null,
    tax: { rate: provider?.tax ?? 0, included: isTaxIncluded(scope.settings.tax_included) },
    additionalCharge: {
      status: scope.settings.additional_charge_status,
      amount: scope.settings.additional_charge,
    },
    digits: scope.digits,
  });
}

/** Step 3: core's rules on the facts; the first refusal, or a different amount, is answered. */
async function evaluateBooking(
  facts: BookingFacts,
  input: BookingInput,
): Promise<RentalTripTotals> {
  const { scope, cart, provider, couponRow, contact } = facts;
  const { body, owner } = input;
  const trip = cart.trip;
  const pickup = trip ? localDateTime(trip.pickupTime.getTime(), STORE_TIME_ZONE) : scope.now;
  const pickupZone = trip?.pickupLocation;
  const issue = tripBookingIssue({
    guest: owner.kind === 'guest',
    config: scope.settings,
    contact,
    paymentMethod: body.payment_method,
    lines: trip
      ? cart.lines.map((l) => ({
          vehicleName: l.vehicle.name,
          offered: trip.rentalType === 'hourly' ? l.vehicle.tripHourly : l.vehicle.tripDistance,
        }))
      : [],
    pickup,
    now: scope.now,
    provider: provider ? ruleProvider(scope, provider) : { active: false },
    pickupZoneAllowed:
      provider != null && pickupZone != null && pickupZoneOf(scope, provider, pickupZone) != null,
  });
  if (issue) refuse(scope, issue);
  if (!provider || !trip)
    refuse(scope, { code: 'cart', key: 'rental.trip.error.emptyCart', values: {} });
  if (body.provider_id != null && body.provider_id !== provider.id) {
    refuse(scope, { code: 'provider_id', key: 'rental.trip.error.provider', values: {} });
  }
  if (couponRow) {
    const customer: CouponCustomer =
      owner.kind === 'guest'
        ? { kind: 'guest' }
        : tripCouponCustomer(
            owner.userId,
            await tripCouponCounts(scope.db, owner.userId),
            couponRow.code,
          );
    const base = bookingTotals(facts, null).subtotal;
    const couponIssue = rentalCouponIssue(couponOf(couponRow), {
      today: scope.now.date,
      moduleId: provider.moduleId,
      storeId: provider.id,
      storeZoneId: provider.zoneId,
      base,
      customer,
    });
    if (couponIssue) failRentalCoupon(scope, couponIssue);
  }
  const totals = bookingTotals(facts, couponRow);
  if (roundMoney(body.trip_amount, scope.digits) !== totals.total) {
    const money = (n: number) => formatMoney(n, scope.money, { compact: false });
    fail(
      403,
      'trip_amount',
      scope.t('rental.trip.error.amount', {
        sent: money(body.trip_amount),
        total: money(totals.total),
      }),
    );
  }
  return totals;
}

/** The pickup point's zone among the provider's pickup zones, or null. */
function pickupZoneOf(scope: OrderingScope, provider: StoreRow, location: Record<string, unknown>) {
  const point = { lat: Number(location.lat), lng: Number(location.lng) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return null;
  const zones = scope.ref.zones.filter((z) => z.status && provider.pickupZoneIds.includes(z.id));
  return zones.find((z) => pointInZone(point, z)) ?? null;
}

const pointInZone = (
  point: { lat: number; lng: number },
  zone: { coordinates: { lat: number; lng: number }[] },
) => pointInPolygon(point, zone.coordinates);

// ---------------------------------------------------------------- the transaction

/**
 * The units free for the trip's window among the vehicles' (under their row locks), in id order.
 */
async function freeUnitIds(
  tx: Transaction,
  vehicleIds: readonly number[],
  window: { start: Date; end: Date },
): Promise<Map<number, number[]>> {
  const holding = sql.join(
    UNIT_HOLDING_TRIP_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await tx
    .select({ id: vehicleIdentities.id, vehicleId: vehicleIdentities.vehicleId })
    .from(vehicleIdentities)
    .where(
      and(
        inArray(vehicleIdentities.vehicleId, [...vehicleIds]),
        sql`not exists (
          select 1 from trip_vehicle_details tvd join trips t on t.id = tvd.trip_id
          where tvd.vehicle_identity_id = ${vehicleIdentities.id} and t.trip_status in (${holding})
            and tvd.starts_at < ${window.end} and tvd.estimated_trip_end_time > ${window.start})`,
      ),
    )
    .orderBy(asc(vehicleIdentities.vehicleId), asc(vehicleIdentities.id));
  const free = new Map<number, number[]>();
  for (const row of rows) {
    const list = free.get(row.vehicleId);
    if (list) list.push(row.id);
    else free.set(row.vehicleId, [row.id]);
  }
  return free;
}

/** Step 4: the transaction (see the module notes). */
async function writeTrip(
  db: Database,
  facts: BookingFacts,
  input: BookingInput,
  slot: IdempotencySlot,
  totals: RentalTripTotals,
): Promise<{ answer: StoredAnswer; changes: ReferenceChange[] }> {
  const { scope, cart, provider, couponRow, contact, formatted } = facts;
  const { owner, body } = input;
  const trip = cart.trip!;
  const stamp = new Date(scope.nowMs);
  const window = { start: trip.pickupTime, end: trip.tripEndTime ?? trip.pickupTime };
  const vehicleIds = [...new Set(cart.lines.map((l) => l.row.vehicleId))].sort((a, b) => a - b);
  let counted = false;
  const written = await db.transaction(async (tx) => {
    const replay = await claimKey(tx, slot);
    if (replay) return { answer: replay, changes: [] };
    // The vehicles' rows, locked in id order: bookings of a vehicle run one after the other.
    await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(inArray(vehicles.id, vehicleIds))
      .orderBy(asc(vehicles.id))
      .for('no key update');
    const free = await freeUnitIds(tx, vehicleIds, window);
    const units = cart.lines.map((l) => {
      const list = free.get(l.row.vehicleId) ?? [];
      if (list.length < l.row.quantity) {
        refuse(scope, unitsShortIssue(l.vehicle.name, list.length));
      }
      return list.slice(0, l.row.quantity);
    });
    const [row] = await tx
      .insert(trips)
      .values({
        ...ownerColumns(owner),
        isGuest: owner.kind === 'guest',
        providerId: provider!.id,
        zoneId: provider!.zoneId,
        moduleId: provider!.moduleId,
        pickupZoneId: pickupZoneOf(scope, provider!, trip.pickupLocation)?.id ?? null,
        tripAmount: totals.total,
        discountOnTrip: totals.discount,
        discountOnTripBy: totals.discountBy ?? 'none',
        couponDiscountAmount: totals.coupon,
        couponDiscountBy: couponRow ? couponRow.createdBy : null,
        couponCode: couponRow?.code ?? null,
        taxAmount: totals.tax,
        taxStatus: totals.taxIncluded ? 'included' : 'excluded',
        taxPercentage: totals.taxRate,
        additionalCharge: totals.additionalCharge,
        tripStatus: 'pending',
        paymentStatus: 'unpaid',
        paymentMethod: body.payment_method,
        tripType: trip.rentalType,
        distance: trip.distance,
        estimatedHours: trip.estimatedHours,
        quantity: totals.quantity,
        pickupLocation: trip.pickupLocation,
        destinationLocation: trip.destinationLocation,
        userInfo: {
          contact_person_name: contact.contact_person_name,
          contact_person_number: contact.contact_person_number,
          contact_person_email: contact.contact_person_email ?? null,
        },
        tripNote: body.additional_note,
        otp: String(randomInt(1000, 10000)),
        scheduled: true,
        scheduleAt: trip.pickupTime,
        estimatedTripEndTime: window.end,
        pendingAt: stamp,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning({ id: trips.id });
    const tripId = row!.id;
    const details = await tx
      .insert(tripDetails)
      .values(
        cart.lines.map((l, i) => {
          const line = totals.lines[i]!;
          return {
            tripId,
            vehicleId: l.row.vehicleId,
            quantity: l.row.quantity,
            price: line.rate,
            originalPrice: line.original,
            calculatedPrice: line.total,
            discountOnTrip: line.discountAmount,
            discountType: line.discount?.type ?? null,
            discountPercentage: line.discount?.type === 'percent' ? line.discount.value : 0,
            discountOnTripBy: totals.discountBy ?? 'none',
            taxStatus: totals.taxIncluded ? 'included' : 'excluded',
            taxPercentage: totals.taxRate,
            vehicleDetails: formatted[i] as unknown as Record<string, unknown>,
            rentalType: trip.rentalType,
            estimatedHours: trip.estimatedHours,
            distance: trip.distance,
            scheduled: true,
            scheduleAt: trip.pickupTime,
            estimatedTripEndTime: window.end,
          };
        }),
      )
      .returning({ id: tripDetails.id });
    await tx.insert(tripVehicleDetails).values(
      cart.lines.flatMap((l, i) =>
        units[i]!.map((unitId) => ({
          tripId,
          tripDetailsId: details[i]!.id,
          vehicleId: l.row.vehicleId,
          vehicleIdentityId: unitId,
          startsAt: window.start,
          estimatedTripEndTime: window.end,
        })),
      ),
    );
    // The cart, as read: a cart changed meanwhile is refused, and nothing is written.
    const taken = await tx
      .delete(rentalCarts)
      .where(
        and(
          ownedBy(rentalCarts, owner),
          inArray(
            rentalCarts.id,
            cart.lines.map((l) => l.row.id),
          ),
        ),
      )
      .returning({ id: rentalCarts.id });
    const tripTaken = await tx
      .delete(rentalCartUserData)
      .where(
        and(eq(rentalCartUserData.id, trip.id), eq(rentalCartUserData.updatedAt, trip.updatedAt)),
      )
      .returning({ id: rentalCartUserData.id });
    if (taken.length !== cart.lines.length || tripTaken.length !== 1) {
      fail(409, 'cart', scope.t('checkout.error.cartChanged'));
    }
    const changes: ReferenceChange[] = [];
    if (couponRow) {
      await tx
        .update(coupons)
        .set({ totalUses: sql`${coupons.totalUses} + 1` })
        .where(eq(coupons.id, couponRow.id));
      changes.push(await bumpReference(tx, 'promotions'));
    }
    const answer: StoredAnswer = { status: 200, body: tripId };
    await keepAnswer(tx, slot, answer);
    // The provider's order counter; the other servers hear of it once this commits, gathered
    // with the placements' (ordering/counter-notice.ts), not from inside the transaction.
    await tx.execute(
      sql`update ${stores} set order_count = ${stores.orderCount} + 1 where ${stores.id} = ${provider!.id}`,
    );
    changes.push({ kind: 'stores', ids: [provider!.id] });
    counted = true;
    return { answer, changes };
  });
  if (counted) noticeStoreCounted(db, provider!.id);
  return written;
}

/** Books the owner's trip cart (see the module notes); the answer to send (and to replay). */
export async function bookTrip(c: AppContext, input: BookingInput): Promise<StoredAnswer> {
  const slot = idempotencySlot(c, BOOKING_SCOPE, input);
  return answerOnce(c, slot, async () => {
    const facts = await bookingFacts(c, input);
    const totals = await evaluateBooking(facts, input);
    return writeTrip(getDb(c), facts, input, slot, totals);
  });
}

// ---------------------------------------------------------------- reading trips

/** A detail of a trip, and whether its vehicle was reviewed on this trip. */
export type TripDetailRead = TripDetailRow & { isReviewed: boolean };

/**
 * The details of some trips, by trip, each with whether its vehicle has been reviewed on its trip
 * (one review per vehicle per trip: `vehicle_reviews`' unique index): one statement.
 */
export async function detailsOf(db: Database, tripIds: readonly number[]) {
  const byTrip = new Map<number, TripDetailRead[]>();
  if (tripIds.length === 0) return byTrip;
  const rows = await db
    .select({
      ...getTableColumns(tripDetails),
      isReviewed: sql<boolean>`exists (select 1 from ${vehicleReviews}
        where ${vehicleReviews.tripId} = ${tripDetails.tripId}
          and ${vehicleReviews.vehicleId} = ${tripDetails.vehicleId})`,
    })
    .from(tripDetails)
    .where(inArray(tripDetails.tripId, [...tripIds]))
    .orderBy(asc(tripDetails.id));
  for (const row of rows) {
    const read = { ...row, isReviewed: row.isReviewed === true };
    const list = byTrip.get(row.tripId);
    if (list) list.push(read);
    else byTrip.set(row.tripId, [read]);
  }
  return byTrip;
}

const flag = (v: boolean) => (v ? 1 : 0);
const time = (d: Date | null) => (d ? iso(d) : null);

export function formatTripDetail(row: TripDetailRead) {
  return {
    id: row.id,
    trip_id: row.tripId,
    vehicle_id: row.vehicleId,
    quantity: row.quantity,
    price: row.price,
    original_price: row.originalPrice,
    calculated_price: row.calculatedPrice,
    discount_on_trip: row.discountOnTrip,
    discount_type: row.discountType,
    discount_percentage: row.discountPercentage,
    discount_on_trip_by: row.discountOnTripBy,
    tax_amount: row.taxAmount,
    tax_status: row.taxStatus,
    tax_percentage: row.taxPercentage,
    rental_type: row.rentalType,
    estimated_hours: row.estimatedHours,
    distance: row.distance,
    schedule_at: time(row.scheduleAt),
    estimated_trip_end_time: time(row.estimatedTripEndTime),
    vehicle_details: row.vehicleDetails,
    is_reviewed: row.isReviewed,
  };
}

/** A trip with its provider and details (lists, details, tracking). */
export function formatTrip(
  scope: OrderingScope,
  row: TripRowDb,
  details: readonly TripDetailRead[],
) {
  const provider = scope.ref.stores.get(row.providerId);
  return {
    id: row.id,
    user_id: row.userId ?? row.guestId,
    is_guest: flag(row.isGuest),
    provider_id: row.providerId,
    zone_id: row.zoneId,
    module_id: row.moduleId,
    pickup_zone_id: row.pickupZoneId,
    trip_amount: row.tripAmount,
    discount_on_trip: row.discountOnTrip,
    discount_on_trip_by: row.discountOnTripBy,
    coupon_discount_amount: row.couponDiscountAmount,
    coupon_discount_by: row.couponDiscountBy,
    coupon_code: row.couponCode,
    tax_amount: row.taxAmount,
    tax_status: row.taxStatus,
    tax_percentage: row.taxPercentage,
    additional_charge: row.additionalCharge,
    ref_bonus_amount: row.refBonusAmount,
    trip_status: row.tripStatus,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    partially_paid_amount: row.partiallyPaidAmount,
    payment_expires_at: time(row.paymentExpiresAt),
    trip_type: row.tripType,
    distance: row.distance,
    estimated_hours: row.estimatedHours,
    quantity: row.quantity,
    pickup_location: row.pickupLocation,
    destination_location: row.destinationLocation,
    user_info: row.userInfo,
    trip_note: row.tripNote,
    otp: row.otp,
    scheduled: flag(row.scheduled),
    schedule_at: time(row.scheduleAt),
    estimated_trip_end_time: time(row.estimatedTripEndTime),
    canceled_by: row.canceledBy,
    cancellation_reason: row.cancellationReason,
    pending: time(row.pendingAt),
    confirmed: time(row.confirmedAt),
    ongoing: time(row.ongoingAt),
    completed: time(row.completedAt),
    canceled: time(row.canceledAt),
    refunded: time(row.refundedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    provider: provider ? formatProviderBrief(scope, provider) : null,
    details_count: details.length,
    trip_details: details.map(formatTripDetail),
  };
}
