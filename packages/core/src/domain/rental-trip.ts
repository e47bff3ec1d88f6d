/**
 * The trip's rules (reference §6.11, §5 `trips`; rental-and-auth §1, §4; issue 11): how long a
 * trip holds its units, which trips hold units, the trip lists, who may cancel, the demo
 * progression, booking's refusals and the review's rules. Pure functions over plain data: the
 * server books and refuses with them, the clients show the same answers.
 *
 * - Trip window: from the pickup time to the estimated end, pickup + the trip's whole hours
 *   (reference §6.11 `estimated_trip_end_time = schedule_at + ceil(hours or destination_time)`):
 *   `estimated_hours` for an hourly trip, `destination_time` (the route's whole hours) for a
 *   distance-wise one. A trip holds its units at least `MIN_TRIP_HOURS` (a straight-line
 *   distance has no duration, rental-search.ts), so a booked unit is never free the same hour.
 * - Two windows overlap when each starts before the other ends ([start, end) intervals): a unit
 *   serves back-to-back trips, never two at once.
 * - A trip holds its units while it is pending, confirmed, ongoing, processing or waiting
 *   (`UNIT_HOLDING_TRIP_STATUSES`); a completed, canceled or failed trip frees them.
 * - Lists (`get-trip-list/{all}`): `running` = the holding statuses, `completed` = completed;
 *   anything else is every trip.
 * - The customer cancels a trip only while it is pending or confirmed (issue 11), with a reason.
 * - Demo progression: pending → confirmed → ongoing → completed, one step every `stepMs` from
 *   the booking or the pickup time when later (as demo orders, order-status.ts).
 * - A review (`rental/user/review/add`): only the trip's owner, only once the trip is completed,
 *   one per vehicle of the trip, a whole rating from 1 to 5.
 */
import { contactIssues, guestCheckoutEnabled, type GuestContact } from './checkout.js';
import { ruleIssue, type RuleIssue } from './issue.js';
import { toAmount } from './money.js';
import type { RentalType } from './rental.js';
import { isPickupInFuture, type PickupTime } from './rental-search.js';
import { isStoreOpen, type LocalDateTime, type ScheduleSlot } from './schedule.js';

// ---------------------------------------------------------------- statuses

/** Every status of a trip (reference §5 `trips.trip_status`). */
export const TRIP_STATUSES = [
  'pending',
  'confirmed',
  'ongoing',
  'completed',
  'canceled',
  'payment_failed',
  'processing',
  'waiting',
] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The statuses whose trips hold their units (and make the `running` list). */
export const UNIT_HOLDING_TRIP_STATUSES: readonly TripStatus[] = [
  'pending',
  'confirmed',
  'ongoing',
  'processing',
  'waiting',
];

/** The lists of `get-trip-list/{all}`. */
export const TRIP_LISTS = ['running', 'completed', 'all'] as const;
export type TripList = (typeof TRIP_LISTS)[number];

/** The list a `{all}` path segment names: `running`, `completed`, anything else every trip. */
export function tripListOf(segment: string): TripList {
  return segment === 'running' || segment === 'completed' ? segment : 'all';
}

/** The statuses of a list, or null for every trip. */
export function tripListStatuses(list: TripList): readonly TripStatus[] | null {
  if (list === 'running') return UNIT_HOLDING_TRIP_STATUSES;
  if (list === 'completed') return ['completed'];
  return null;
}

/** Whether a trip in this status holds its units. */
export function holdsUnits(status: string): boolean {
  return (UNIT_HOLDING_TRIP_STATUSES as readonly string[]).includes(status);
}

/** The statuses a customer may cancel in (issue 11: pending or confirmed). */
export const CANCELABLE_TRIP_STATUSES: readonly TripStatus[] = ['pending', 'confirmed'];

export function canCancelTrip(status: string): boolean {
  return (CANCELABLE_TRIP_STATUSES as readonly string[]).includes(status);
}

/** The steps a trip goes through (the demo progression and a trip's stepper). */
export const TRIP_STATUS_STEPS: readonly TripStatus[] = [
  'pending',
  'confirmed',
  'ongoing',
  'completed',
];

export interface TripProgress {
  status: TripStatus;
  /** The steps reached after the current status, each with its moment. */
  reached: { status: TripStatus; at: number }[];
}

/**
 * Where a demo trip stands at `now` (one step every `stepMs` from `startedAt`), or null when it
 * does not move: not a step (canceled, failed), already completed, no step over yet, or off.
 */
export function demoTripProgress(input: {
  status: string;
  startedAt: number;
  now: number;
  stepMs: number;
}): TripProgress | null {
  const current = TRIP_STATUS_STEPS.indexOf(input.status as TripStatus);
  if (current < 0 || !(input.stepMs > 0) || !Number.isFinite(input.startedAt)) return null;
  const elapsed = input.now - input.startedAt;
  if (!(elapsed > 0)) return null;
  const last = TRIP_STATUS_STEPS.length - 1;
  const target = Math.min(last, Math.floor(elapsed / input.stepMs));
  if (target <= current) return null;
  const reached = [];
  for (let i = current + 1; i <= target; i += 1) {
    reached.push({ status: TRIP_STATUS_STEPS[i]!, at: input.startedAt + i * input.stepMs });
  }
  return { status: TRIP_STATUS_STEPS[target]!, reached };
}

// ---------------------------------------------------------------- the trip's window

/** The shortest time a trip holds its units, in hours. */
export const MIN_TRIP_HOURS = 1;

const HOUR_MS = 3_600_000;

/**
 * The whole hours a trip lasts: `estimated_hours` (hourly) or `destination_time` (distance-wise),
 * rounded up, at least `MIN_TRIP_HOURS`.
 */
export function tripHours(
  type: RentalType,
  lengths: { estimatedHours?: number | string | null; destinationTime?: number | string | null },
): number {
  const raw = toAmount(type === 'hourly' ? lengths.estimatedHours : lengths.destinationTime);
  const hours = Number.isFinite(raw) ? Math.ceil(raw - 1e-9) : 0;
  return Math.max(MIN_TRIP_HOURS, hours);
}

/** A trip's time: from the pickup to the estimated end (ms since the epoch). */
export interface TripWindow {
  startMs: number;
  endMs: number;
}

/** The window of a trip picked up at `pickupMs` lasting `hours` whole hours. */
export function tripWindow(pickupMs: number, hours: number): TripWindow {
  return { startMs: pickupMs, endMs: pickupMs + Math.max(MIN_TRIP_HOURS, hours) * HOUR_MS };
}

/** Whether two trips' windows overlap (each starts before the other ends). */
export function windowsOverlap(a: TripWindow, b: TripWindow): boolean {
  return a.startMs < b.endMs && b.startMs < a.endMs;
}

/**
 * The units of a vehicle free for `window`: those not serving an overlapping trip that holds
 * its units. `assignments` are the vehicle's units' trips (unit id, window, trip status).
 */
export function freeUnits(
  unitIds: readonly number[],
  assignments: readonly { unitId: number; window: TripWindow; status: string }[],
  window: TripWindow,
): number[] {
  const busy = new Set(
    assignments
      .filter((a) => holdsUnits(a.status) && windowsOverlap(a.window, window))
      .map((a) => a.unitId),
  );
  return unitIds.filter((id) => !busy.has(id));
}

// ---------------------------------------------------------------- changing the trip

export type TripChangeIssueCode = 'pickup_past' | 'provider_closed' | 'pickup_zone';
export type TripChangeIssue = RuleIssue<TripChangeIssueCode>;

/**
 * Why a cart's trip cannot change to this pickup (update-cart, update-user-data), or null: the
 * pickup time in the future, the provider open then, the pickup point in its zones (the same
 * checks and texts as add-to-cart, rental-cart.ts `rentalAddIssue`). A cart without vehicles has
 * no provider to check: only the time.
 */
export function tripChangeIssue(facts: {
  pickup: LocalDateTime;
  now: PickupTime;
  provider: {
    active?: boolean | number | null;
    schedules?: readonly ScheduleSlot[] | null;
  } | null;
  pickupZoneAllowed: boolean;
}): TripChangeIssue | null {
  const K = RENTAL_TRIP_KEYS;
  if (!isPickupInFuture(facts.pickup, facts.now)) return ruleIssue('pickup_past', K.pickupPast);
  if (facts.provider == null) return null;
  const open = isStoreOpen(
    { active: facts.provider.active ?? 1, schedules: facts.provider.schedules ?? [] },
    facts.pickup,
  );
  if (!open) return ruleIssue('provider_closed', K.providerClosed);
  if (!facts.pickupZoneAllowed) return ruleIssue('pickup_zone', K.pickupZone);
  return null;
}

// ---------------------------------------------------------------- booking

/** The payment methods of a trip (reference §6.11); booking takes cash at pickup for now. */
export const TRIP_PAYMENT_METHODS = [
  'cash_on_delivery',
  'cash_payment',
  'digital_payment',
  'wallet',
  'partial_payment',
  'offline_payment',
] as const;
export type TripPaymentMethod = (typeof TRIP_PAYMENT_METHODS)[number];

/** The methods taken today: cash at pickup, named as the order's or as the reference's. */
export const TAKEN_TRIP_PAYMENT_METHODS: readonly TripPaymentMethod[] = [
  'cash_on_delivery',
  'cash_payment',
];

export function isTakenTripPayment(method: string): boolean {
  return (TAKEN_TRIP_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** i18n keys of the trip's refusals. */
export const RENTAL_TRIP_KEYS = {
  guestCheckout: 'checkout.error.guestCheckoutOff',
  emptyCart: 'rental.trip.error.emptyCart',
  paymentMethod: 'rental.trip.error.paymentMethod',
  pickupPast: 'rental.cart.error.pickupPast',
  providerClosed: 'rental.cart.error.providerClosed',
  pickupZone: 'rental.cart.error.pickupZone',
  unavailable: 'rental.trip.error.unavailable',
  typeUnsupported: 'rental.cart.error.typeUnsupported',
  notFound: 'rental.trip.error.notFound',
  cancelStatus: 'rental.trip.error.cancelStatus',
  reviewNotCompleted: 'rental.review.error.notCompleted',
  reviewVehicle: 'rental.review.error.vehicle',
  reviewTwice: 'rental.review.error.already',
  reviewRating: 'rental.review.error.rating',
} as const;

export type TripBookingIssueCode =
  | 'guest_checkout'
  | 'cart'
  | 'contact_name'
  | 'contact_phone'
  | 'contact_email'
  | 'payment_method'
  | 'schedule_at'
  | 'provider'
  | 'Zone'
  | 'vehicle';

export type TripBookingIssue = RuleIssue<TripBookingIssueCode>;

/** What booking checks before it reserves units. */
export interface TripBookingFacts {
  guest: boolean;
  config: { guest_checkout_status?: number | boolean | null };
  /** The pickup contact (a guest's as sent; a customer's filled from the account). */
  contact: GuestContact | null;
  paymentMethod: string;
  /** The cart's lines: each vehicle's offered flag for the trip's type. */
  lines: readonly { vehicleName: string; offered: boolean }[];
  pickup: LocalDateTime;
  now: PickupTime;
  provider: { active?: boolean | number | null; schedules?: readonly ScheduleSlot[] | null };
  /** The pickup point is in one of the provider's pickup zones. */
  pickupZoneAllowed: boolean;
}

/**
 * Why a trip cannot be booked, the first reason, or null (reference §6.9, §6.11 'Validation
 * errors'): guests only when `guest_checkout_status` is 1; a cart with vehicles; the pickup
 * contact (name and phone, a valid e-mail when given); cash at pickup; the pickup time in the
 * future; the provider open then; the pickup point in its zones; every vehicle offering the
 * trip's type. The units are checked while they are reserved (the server's transaction).
 */
export function tripBookingIssue(facts: TripBookingFacts): TripBookingIssue | null {
  const K = RENTAL_TRIP_KEYS;
  if (facts.guest && !guestCheckoutEnabled(facts.config)) {
    return ruleIssue('guest_checkout', K.guestCheckout);
  }
  if (facts.lines.length === 0) return ruleIssue('cart', K.emptyCart);
  const contact = contactIssues(facts.contact)[0];
  if (contact) return ruleIssue(contact.code as TripBookingIssueCode, contact.key, contact.values);
  if (!isTakenTripPayment(facts.paymentMethod)) return ruleIssue('payment_method', K.paymentMethod);
  if (!isPickupInFuture(facts.pickup, facts.now)) return ruleIssue('schedule_at', K.pickupPast);
  const open = isStoreOpen(
    { active: facts.provider.active ?? 1, schedules: facts.provider.schedules ?? [] },
    facts.pickup,
  );
  if (!open) return ruleIssue('provider', K.providerClosed);
  if (!facts.pickupZoneAllowed) return ruleIssue('Zone', K.pickupZone);
  const unsupported = facts.lines.find((l) => !l.offered);
  if (unsupported) return ruleIssue('vehicle', K.typeUnsupported);
  return null;
}

/** The refusal of a line whose units are short at the pickup time (checked under lock). */
export function unitsShortIssue(vehicleName: string, free: number): TripBookingIssue {
  return ruleIssue('vehicle', RENTAL_TRIP_KEYS.unavailable, { name: vehicleName, n: free });
}

// ---------------------------------------------------------------- review

export const MIN_RATING = 1;
export const MAX_RATING = 5;

export type TripReviewIssueCode = 'trip_id' | 'vehicle_id' | 'rating';
export type TripReviewIssue = RuleIssue<TripReviewIssueCode>;

/**
 * Why a review of `vehicleId` on a trip is refused, or null: the trip must be completed, the
 * vehicle one of the trip's, not reviewed on this trip yet, and the rating whole from 1 to 5.
 * (Whose trip it is is the server's owner check: another customer's trip is not found.)
 */
export function tripReviewIssue(input: {
  tripStatus: string;
  tripVehicleIds: readonly number[];
  reviewedVehicleIds: readonly number[];
  vehicleId: number;
  rating: number;
}): TripReviewIssue | null {
  const K = RENTAL_TRIP_KEYS;
  if (!Number.isInteger(input.rating) || input.rating < MIN_RATING || input.rating > MAX_RATING) {
    return ruleIssue('rating', K.reviewRating, { min: MIN_RATING, max: MAX_RATING });
  }
  if (input.tripStatus !== 'completed') return ruleIssue('trip_id', K.reviewNotCompleted);
  if (!input.tripVehicleIds.includes(input.vehicleId)) {
    return ruleIssue('vehicle_id', K.reviewVehicle);
  }
  if (input.reviewedVehicleIds.includes(input.vehicleId)) {
    return ruleIssue('vehicle_id', K.reviewTwice);
  }
  return null;
}

/** A vehicle's average rating and count after one more rating. */
export function ratingAfter(
  current: { avgRating: number; totalReviews: number },
  rating: number,
): { avgRating: number; totalReviews: number } {
  const total = Math.max(0, Math.floor(current.totalReviews)) + 1;
  const sum = Math.max(0, current.avgRating) * (total - 1) + rating;
  return { avgRating: Math.round((sum / total) * 100) / 100, totalReviews: total };
}
