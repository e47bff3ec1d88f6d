/**
 * `storefront rental …`: the rental module (issue 11), through core's rental machines, as the web
 * app runs them:
 * - `rental search` drives the rental search machine (trip type, pickup, destination, a pickup
 *   time in the future, hours or the route: driving, walking, bicycling, else the straight line),
 *   keeps the searched trip in the session (`rental_trip`, the CLI's own key: the web app keeps
 *   it in the page) and lists the vehicles of the search;
 * - `rental vehicle` and `rental provider` read a vehicle and a provider with its vehicles;
 * - `rental cart add|list|quantity|remove`, `rental trip type`, `rental duration` drive the trip
 *   cart machine with the searched trip: its dialogs (another provider, another trip type, the
 *   trip vehicle list, another duration) are confirmed with `--yes`, asked on a terminal, and
 *   refused otherwise (exit 1, code `confirm_required`, the dialog's text);
 * - `rental book` drives the trip booking machine (the guest gate, the pickup contact checked
 *   with the contact form's rules, a customer's coupon with `--coupon` checked by the server and
 *   core's rule, cash at pickup, an Idempotency-Key);
 * - `rental trips`, `rental trip`, `rental cancel`: the owner's trips.
 * Every command prints JSON with `--json` and exits 0, 1 (refused), 2 (usage) or 3 (server
 * unreachable), as the other commands do.
 */
import { randomUUID } from 'node:crypto';
import { InvalidArgumentError, type Command } from 'commander';
import {
  formatMoney,
  isSignedIn,
  localDateTime,
  messageKey,
  provideRentalSearchMachine,
  provideTripBookingMachine,
  provideTripCartMachine,
  readSession,
  rentalSearchInput,
  tripBookingView,
  tripCartDialog,
  tripCartDialogTexts,
  tripCartVehicle,
  type GuestContact,
  type LocalDateTime,
  type RentalSearchContext,
  type RentalSearchEvent,
  type TripBookingContext,
  type TripCartContext,
  type TripCartEvent,
  type TripPlan,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import { placeDetails, reverseGeocode, searchPlaces } from '@storefront/core/api/calls';
import { getCustomer } from '@storefront/core/api/account';
import { getCustomerInfo } from '@storefront/core/api/customer-info';
import { paymentConfigOf } from '@storefront/core/api/payments';
import { orderingOwner, STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import {
  cancelTrip,
  getProviderDetails,
  getTripCart,
  getTripDetails,
  listTrips,
  getVehicleDetails,
  listProviderVehicles,
  rentalActors,
  searchVehicles,
  vehicleOf,
  type RentalVehicle,
  type Trip,
  type VehicleSearchQuery,
  type VehicleSort,
} from '@storefront/core/api/rental';
import {
  cartUserData,
  offeredRentalTypes,
  rentalTypeOf,
  rentalTypeWire,
  type RentalCartResponse,
  type RentalLocation,
  type RentalType,
} from '@storefront/core/domain/rental';
import { tripCartTotals } from '@storefront/core/domain/rental-cart';
import { shownRentalPrice, runningProviderDiscount } from '@storefront/core/domain/rental-pricing';
import { canCancelTrip, TRIP_STATUS_STEPS, tripListOf } from '@storefront/core/domain/rental-trip';
import {
  formatKm,
  formatPickupTime,
  parsePickupTime,
  pickupTimeMode,
  type PickupTime,
} from '@storefront/core/domain/rental-search';
import { nextDate } from '@storefront/core/domain/schedule-slots';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues, table } from '../output.js';
import {
  cliPaymentCallback,
  paymentKind,
  restKind,
  settleGatewayPayment,
  withGateway,
  type PaymentKindOption,
  type RestOption,
} from '../payments.js';
import { sandboxOutcome, type SandboxOutcome } from '../sandbox.js';
import { askOnTerminal, ensureOwner, positiveInt, requireZone } from './shared.js';

/** The session key of the searched trip (the CLI's; the web app keeps it in the page). */
export const RENTAL_TRIP_KEY = 'rental_trip';

type Ask = (question: string) => Promise<boolean | null>;

// ---------------------------------------------------------------- the session

/** The session's module, when it is the rental module; says how to choose it otherwise. */
export function requireRentalModule(context: Context): { id: number } {
  const module = readSession(context.storage).module;
  if (module == null || module.module_type !== 'rental') {
    throw new CliError(
      'The rental module is not chosen: choose it first: storefront module use rental',
      EXIT.failure,
      'moduleId',
    );
  }
  return { id: module.id };
}

/** The searched trip kept by `rental search`, or null. */
export function storedPlan(context: Context): TripPlan | null {
  const raw = context.storage.get(RENTAL_TRIP_KEY);
  if (raw == null || raw === '') return null;
  try {
    const plan = JSON.parse(raw) as TripPlan;
    return plan != null && typeof plan === 'object' && rentalTypeOf(plan.type) != null
      ? plan
      : null;
  } catch {
    return null;
  }
}

function requirePlan(context: Context): TripPlan {
  const plan = storedPlan(context);
  if (plan == null) {
    throw new CliError(
      `${context.t('trip.cart.error.noTrip')}\nRun first: storefront rental search --destination "Dubai Marina" --at "tomorrow 10:00" --hours 3`,
      EXIT.failure,
      'trip',
    );
  }
  return plan;
}

/** Now in the providers' time zone (the pickup time is judged there). */
export function providerNow(): LocalDateTime {
  return localDateTime(Date.now(), STORE_TIME_ZONE);
}

/** The owner of the trip cart: the guest id to send (created on first use), or null. */
async function tripOwner(context: Context): Promise<string | null> {
  return ensureOwner(context);
}

function actorsOf(context: Context) {
  const module = requireRentalModule(context);
  return rentalActors(context.api, {
    guestId: () => orderingOwner(readSession(context.storage)).guestId,
    moduleId: () => module.id,
  });
}

// ---------------------------------------------------------------- arguments

/** `--type`: hourly, or distance (distance_wise and distance_based read the same). */
export function tripType(value: string): RentalType {
  const type = rentalTypeOf(value.trim().toLowerCase());
  if (type == null) throw new InvalidArgumentError('must be hourly or distance');
  return type;
}

const WHEN = /^(today|tomorrow)\s+(\d{1,2}):(\d{2})$/i;

/**
 * `--at`: the pickup time in the providers' time zone: `YYYY-MM-DD HH:MM`, `YYYY-MM-DD hh:mm
 * AM/PM` (as the payload writes it), or `today HH:MM` / `tomorrow HH:MM`.
 */
export function pickupAt(text: string, now: Pick<LocalDateTime, 'date'>): PickupTime {
  const relative = WHEN.exec(text.trim());
  if (relative) {
    const hours = Number(relative[2]);
    const minutes = Number(relative[3]);
    if (hours > 23 || minutes > 59) throw usageError(`--at: "${text}" is not a time of day`);
    const date = relative[1]!.toLowerCase() === 'today' ? now.date : nextDate(now.date);
    return { date, seconds: hours * 3600 + minutes * 60 };
  }
  const parsed = parsePickupTime(text);
  if (parsed == null) {
    throw usageError(
      `--at: "${text}" is not a pickup time (2026-01-05 14:30, 2026-01-05 02:30 PM, or tomorrow 10:00)`,
    );
  }
  return { date: parsed.date, seconds: parsed.seconds };
}

const LAT_LNG = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

/**
 * A place of the trip: `lat,lng` (named by reverse geocoding), or a text searched with the place
 * search (its first suggestion), as the web app's place fields do.
 */
async function resolvePlace(context: Context, text: string, flag: string): Promise<RentalLocation> {
  const point = LAT_LNG.exec(text);
  if (point) {
    const lat = Number(point[1]);
    const lng = Number(point[2]);
    const name = (await reverseGeocode(context.api, { lat, lng })) ?? `${lat}, ${lng}`;
    return { location_name: name, lat, lng };
  }
  const suggestions = await searchPlaces(context.api, text);
  const first = suggestions[0];
  if (first == null) throw new CliError(`${flag}: no place matches "${text}"`, EXIT.failure, flag);
  const detail = await placeDetails(context.api, first.placeId);
  return { location_name: detail.address, lat: detail.lat, lng: detail.lng };
}

/** The pickup: `--pickup`, else the stored location (the rental module picks up there). */
async function pickupPlace(context: Context, text: string | undefined): Promise<RentalLocation> {
  if (text != null) return resolvePlace(context, text, '--pickup');
  const session = readSession(context.storage);
  if (session.location == null || session.currentLatLng == null) {
    throw usageError('--pickup: no location is stored; give one (a place or lat,lng)');
  }
  return { location_name: session.location, ...session.currentLatLng };
}

// ---------------------------------------------------------------- the search machine

/** The last error toast since `from`, as a failure already shown. */
function toastFailure(context: Context, from: number, code: string): CliError {
  const toast = context.notifier.toasts.slice(from).findLast((t) => t.kind === 'error');
  const failure = new CliError(
    toast?.message ?? context.t('common.error.generic'),
    EXIT.failure,
    code,
  );
  failure.reported = toast != null;
  return failure;
}

/**
 * Runs the rental search machine from `input` with `events` and SUBMIT: the searched trip, kept
 * in the session; a refusal (a past time, a missing place…) is the machine's toast.
 */
export async function searchTrip(
  context: Context,
  input: ReturnType<typeof rentalSearchInput>,
  events: readonly RentalSearchEvent[],
): Promise<TripPlan> {
  let plan: TripPlan | null = null;
  const machine = provideRentalSearchMachine({
    actors: actorsOf(context).rentalSearch,
    storage: context.storage,
    notifier: context.notifier,
    t: context.t,
    onSearched: (searched) => {
      plan = searched;
    },
  });
  const toasts = context.notifier.toasts.length;
  const actor = startMachine(context, machine, input);
  try {
    for (const event of events) {
      const before = context.notifier.toasts.length;
      actor.send(event);
      if (context.notifier.toasts.length > before) throw toastFailure(context, before, 'search');
    }
    const ready = await settle(actor, (s) => !s.hasTag('busy'), 'Finding the route');
    if (ready.hasTag('failed')) {
      throw flowError((ready.context as RentalSearchContext).error, context.t, true);
    }
    actor.send({ type: 'SUBMIT' });
    if (plan == null) throw toastFailure(context, toasts, 'search');
    context.storage.set(RENTAL_TRIP_KEY, JSON.stringify(plan));
    return plan;
  } finally {
    actor.stop();
  }
}

/** The search machine's input for a trip already searched (to change its type or hours). */
function inputOfPlan(context: Context, plan: TripPlan) {
  return rentalSearchInput(context.storage, providerNow(), {
    tripType: plan.type,
    pickup: plan.pickup,
    destination: plan.destination,
    pickupAt: plan.pickupAt,
    hours: plan.type === 'hourly' ? plan.hours : null,
  });
}

// ---------------------------------------------------------------- how things read

const perUnit = (type: RentalType, t: Context['t']) =>
  type === 'hourly' ? `/${t('rental.unit.hrs')}` : `/${t('rental.unit.km')}`;

/** The trip's length as the drawer writes it: `3 Hrs`, or `23.412 Km`. */
export function tripLength(plan: Pick<TripPlan, 'type' | 'hours' | 'km'>, t: Context['t']): string {
  return plan.type === 'hourly'
    ? `${plan.hours} ${t('rental.unit.hrs')}`
    : `${formatKm(plan.km)} ${t('rental.unit.km')}`;
}

export interface VehicleRow {
  id: number;
  name: string;
  provider: string | null;
  providerId: number;
  /** The price a card shows ('Start From'): the searched type's, else the lower. */
  price: string | null;
  tripTypes: RentalType[];
  seats: number;
  units: number;
  newArrival: boolean;
}

async function moneyOf(context: Context) {
  const config = await unwrap(context.api.GET('/config'));
  return { config, money: (amount: number) => formatMoney(amount, config) };
}

function vehicleRow(
  vehicle: RentalVehicle,
  searched: RentalType | null,
  money: (n: number) => string,
  t: Context['t'],
): VehicleRow {
  const shown = shownRentalPrice(vehicleOf(vehicle), searched);
  return {
    id: vehicle.id,
    name: vehicle.name,
    provider: vehicle.provider?.name ?? null,
    providerId: vehicle.provider_id,
    price: shown == null ? null : `${money(shown.rate)}${perUnit(shown.type, t)}`,
    tripTypes: offeredRentalTypes(vehicleOf(vehicle)),
    seats: vehicle.seating_capacity,
    units: vehicle.total_vehicle_count,
    newArrival: vehicle.new_tag === 1,
  };
}

function formatVehicles(rows: readonly VehicleRow[], t: Context['t']): string {
  if (rows.length === 0) return t('catalogue.search.empty');
  return table(
    ['ID', 'VEHICLE', 'PROVIDER', 'PRICE', 'TRIPS', 'SEATS', 'UNITS'],
    rows.map((r) => [
      String(r.id),
      r.newArrival ? `${r.name} (${t('rental.card.newArrival')})` : r.name,
      r.provider ?? '-',
      r.price ?? '-',
      r.tripTypes.join(', '),
      String(r.seats),
      String(r.units),
    ]),
  );
}

function planRows(plan: TripPlan, t: Context['t']): [string, string][] {
  const mode = pickupTimeMode(plan.pickupAt, providerNow());
  return [
    [t('trip.cli.tripType'), t(`rentalPages.tripType.${plan.type}`)],
    [t('trip.cli.pickup'), plan.pickup.location_name],
    [t('trip.cli.destination'), plan.destination.location_name],
    [mode === 'now' ? t('rental.pickup.now') : t('rental.pickup.scheduleAt'), plan.pickupTime],
    [t('trip.cli.duration'), tripLength(plan, t)],
  ];
}

// ---------------------------------------------------------------- the trip cart, as the drawer shows it

export interface TripCartLineRow {
  id: number;
  vehicleId: number;
  name: string;
  quantity: number;
  /** The units free at the pickup time. */
  units: number;
  price: string;
  amount: number;
}

export interface TripCartSummary {
  empty: boolean;
  provider: { id: number; name: string } | null;
  trip: {
    type: RentalType | null;
    pickup: string;
    destination: string;
    pickupTime: string;
    /** 'Pickup Now' when the time is at or before now, else 'Schedule at'. */
    pickupLabel: string;
    length: string;
  } | null;
  lines: TripCartLineRow[];
  amounts: { price: number; discount: number; subtotal: number; tax: number; total: number } | null;
  total: string | null;
}

/** The trip cart with core's rental pricing (the numbers booking charges). */
export async function tripCartSummary(
  context: Context,
  cart: RentalCartResponse,
): Promise<TripCartSummary> {
  const { config, money } = await moneyOf(context);
  const now = providerNow();
  const data = cartUserData(cart);
  const type = data == null ? null : rentalTypeOf(data.rental_type);
  const provider = cart.carts[0]?.provider ?? null;
  const totals = tripCartTotals(cart, {
    providerDiscount: runningProviderDiscount(provider?.discount ?? null, now),
    tax: {
      rate: provider?.tax ?? 0,
      included: config.tax_included === 1 || String(config.tax_included) === '1',
    },
    additionalCharge: {
      status: config.additional_charge_status ?? null,
      amount: config.additional_charge ?? null,
    },
    digits: Number(config.digit_after_decimal_point ?? 2),
  });
  const pickupAt = data == null ? null : parsePickupTime(data.pickup_time);
  const length = (t: RentalType) =>
    tripLength(
      { type: t, hours: Number(data?.estimated_hours ?? 0), km: Number(data?.distance ?? 0) },
      context.t,
    );
  return {
    empty: cart.carts.length === 0,
    provider: provider == null ? null : { id: provider.id, name: provider.name },
    trip:
      data == null || type == null
        ? null
        : {
            type,
            pickup: data.pickup_location.location_name,
            destination: data.destination_location.location_name,
            pickupTime: data.pickup_time,
            pickupLabel:
              pickupAt != null && pickupTimeMode(pickupAt, now) === 'scheduled'
                ? context.t('rental.pickup.scheduleAt')
                : context.t('rental.pickup.now'),
            length: length(type),
          },
    lines: cart.carts.map((entry) => ({
      id: entry.id,
      vehicleId: entry.vehicle_id,
      name: entry.vehicle.name,
      quantity: entry.quantity,
      units: entry.vehicle.total_vehicle_count ?? 0,
      price: money(Number(entry.price)),
      amount: Number(entry.price),
    })),
    amounts:
      totals == null || cart.carts.length === 0
        ? null
        : {
            price: totals.price,
            discount: totals.discount,
            subtotal: totals.subtotal,
            tax: totals.tax,
            total: totals.total,
          },
    total: totals == null || cart.carts.length === 0 ? null : money(totals.total),
  };
}

export function formatTripCart(summary: TripCartSummary, t: Context['t']): string {
  if (summary.empty) return `${t('rental.cart.title')}\n${t('rental.cart.empty')}`;
  const trip = summary.trip;
  return [
    `${t('rental.cart.title')}${summary.provider ? ` · ${summary.provider.name}` : ''}`,
    ...(trip
      ? [
          keyValues([
            [t('trip.cli.pickup'), trip.pickup],
            [t('trip.cli.destination'), trip.destination],
            [trip.pickupLabel, trip.pickupTime],
            [t(`rentalPages.tripType.${trip.type ?? 'hourly'}`), trip.length],
          ]),
        ]
      : []),
    '',
    table(
      ['LINE', 'VEHICLE', 'QTY', 'PRICE'],
      summary.lines.map((l) => [String(l.id), l.name, String(l.quantity), l.price]),
    ),
    '',
    `${t('trip.cli.total')}: ${summary.total ?? '-'}`,
  ].join('\n');
}

async function printTripCart(context: Context, cart: RentalCartResponse, extra = {}) {
  const summary = await tripCartSummary(context, cart);
  context.output.result({ ...extra, cart: summary, toasts: context.notifier.toasts }, () =>
    formatTripCart(summary, context.t),
  );
}

// ---------------------------------------------------------------- the trip cart machine

export interface TripCartRun {
  outcome: TripCartContext['outcome'];
  cart: RentalCartResponse;
  plan: TripPlan | null;
}

/** The question of a dialog, in the session's language (the trip vehicle list names them). */
function dialogQuestion(context: Context, machine: TripCartContext, dialog: string): string {
  const texts = tripCartDialogTexts(
    dialog as Parameters<typeof tripCartDialogTexts>[0],
    machine.plan?.type ?? null,
  );
  const lines = [context.t(texts.title)];
  if (texts.message) lines.push(context.t(texts.message));
  if (dialog === 'tripVehicles') {
    lines.push(...machine.unsupported.map((e) => `  - ${e.vehicle.name}`));
    lines.push(`(${context.t(texts.confirm!)})`);
  }
  return lines.join('\n');
}

/**
 * Runs the trip cart machine on the owner's cart with one event: each dialog is confirmed with
 * `yes`, else asked (`ask`), else refused (`confirm_required`). A refusal by a rule or the server
 * is its toast (exit 1).
 */
export async function runTripCart(
  context: Context,
  event: TripCartEvent,
  options: { yes: boolean; ask: Ask; plan?: TripPlan | null },
): Promise<TripCartRun> {
  await tripOwner(context);
  const actors = actorsOf(context).tripCart;
  const cart = await getTripCart(context.api, {
    ...orderingOwner(readSession(context.storage)),
    moduleId: requireRentalModule(context).id,
  });
  const machine = provideTripCartMachine({ actors, notifier: context.notifier, t: context.t });
  const plan = options.plan === undefined ? storedPlan(context) : options.plan;
  const actor = startMachine(context, machine, { cart, plan });
  try {
    actor.send(event);
    for (let guard = 0; guard < 20; guard += 1) {
      const snap = await settle(actor, (s) => !s.hasTag('busy'), 'Changing the trip cart');
      const machineContext = snap.context as TripCartContext;
      if (!snap.hasTag('confirm')) {
        if (machineContext.outcome === 'failed') {
          throw flowError(machineContext.error, context.t, true);
        }
        if (machineContext.outcome === 'refused') {
          const issue = machineContext.issue;
          const failure = new CliError(
            issue ? context.t(issue.key, issue.values) : context.t('common.error.generic'),
            EXIT.failure,
            issue?.code ?? 'refused',
          );
          failure.reported = true;
          throw failure;
        }
        if (machineContext.outcome === 'cancelled') {
          throw new CliError('The trip cart was left as it was.', EXIT.failure, 'cancelled');
        }
        return { outcome: machineContext.outcome, cart: machineContext.cart, plan };
      }
      const dialog = tripCartDialog(snap) ?? 'dialog';
      const question = dialogQuestion(context, machineContext, dialog);
      const answer = options.yes ? true : await options.ask(question);
      if (answer == null) {
        throw new CliError(
          `${question}\nRun again with --yes to confirm.`,
          EXIT.failure,
          'confirm_required',
        );
      }
      actor.send({ type: answer ? 'CONFIRM' : 'CANCEL' });
    }
    throw new CliError('The trip cart asked too many questions', EXIT.failure);
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- booking

export interface BookOptions {
  name?: string;
  phone?: string;
  email?: string;
  /** cash (at pickup), wallet, digital or partial (the wallet first, `rest` for the rest). */
  payment: PaymentKindOption;
  rest?: RestOption;
  gateway?: string;
  /** Drive the sandbox's hosted page of a digital payment: success, decline or cancel. */
  sandbox?: SandboxOutcome;
  note?: string;
  /** A coupon code (a signed-in customer's; `rental/coupon/apply` at the cart's provider). */
  coupon?: string;
}

export interface BookedTrip {
  tripId: number;
  amounts: {
    price: number;
    discount: number;
    coupon: number;
    tax: number;
    total: number;
  } | null;
  /** The applied coupon's code, or null. */
  coupon: string | null;
  total: string | null;
  /** The coupon's discount as money, or null without one. */
  couponDiscount: string | null;
  /** How the trip is paid (issue 12). */
  payment: {
    method: PaymentKindOption;
    rest: RestOption | null;
    /** paid, partially_paid (the wallet's part), unpaid (cash at pickup, or a page to pay at). */
    status: 'paid' | 'partially_paid' | 'unpaid';
    /** The gateway of a digital payment (its title), else null. */
    gateway: string | null;
    /** A digital payment's hosted page, and the sandbox's flag when driven. */
    link: string | null;
    flag: string | null;
  };
}

const REST_WIRE: Record<RestOption, string> = {
  cash: 'cash_on_delivery',
  digital: 'digital_payment',
};
const WHOLE_WIRE: Record<Exclude<PaymentKindOption, 'partial'>, string> = {
  cash: 'cash_on_delivery',
  wallet: 'wallet',
  digital: 'digital_payment',
};

/**
 * `--payment`, `--rest`, `--gateway` as the machine's events; a choice it refuses exits 1 with
 * the machine's toast, or core's payment refusal (the view's issue).
 */
function chooseTripPayment(
  context: Context,
  actor: {
    send: (e: never) => void;
    getSnapshot: () => { context: unknown; can: (e: never) => boolean };
  },
  options: BookOptions,
) {
  const partial = options.payment === 'partial';
  if (partial) {
    const event = { type: 'SET_PARTIAL', partial: true } as never;
    if (!actor.getSnapshot().can(event)) {
      throw new CliError(context.t('payment.error.unavailable'), EXIT.failure, 'partial_payment');
    }
    actor.send(event);
  }
  const method = partial
    ? REST_WIRE[options.rest ?? 'cash']
    : WHOLE_WIRE[options.payment as Exclude<PaymentKindOption, 'partial'>];
  const gateway = method === 'digital_payment' ? (options.gateway ?? null) : null;
  const toasts = context.notifier.toasts.length;
  actor.send({ type: 'SET_PAYMENT', method, ...(gateway ? { gateway } : {}) } as never);
  if (context.notifier.toasts.length > toasts)
    throw toastFailure(context, toasts, 'payment_method');
}

/** The pickup contact: the options, over the signed-in customer's profile. */
async function pickupContact(context: Context, options: BookOptions): Promise<GuestContact> {
  let profile: { name: string; phone: string | null; email: string | null } | null = null;
  if (isSignedIn(readSession(context.storage))) profile = await getCustomer(context.api);
  return {
    contact_person_name: options.name ?? profile?.name ?? '',
    contact_person_number: options.phone ?? profile?.phone ?? '',
    contact_person_email: options.email ?? profile?.email ?? '',
  };
}

/** Books the trip cart with the trip booking machine. */
export async function bookTripCart(context: Context, options: BookOptions): Promise<BookedTrip> {
  requireZone(context);
  const module = requireRentalModule(context);
  await tripOwner(context);
  const session = readSession(context.storage);
  const [cart, { config, money }] = await Promise.all([
    getTripCart(context.api, { ...orderingOwner(session), moduleId: module.id }),
    moneyOf(context),
  ]);
  const contact = await pickupContact(context, options);
  const walletBalance = isSignedIn(session)
    ? ((await getCustomerInfo(context.api)).wallet_balance ?? 0)
    : 0;
  let tripId: number | null = null;
  let signIn = false;
  const machine = provideTripBookingMachine({
    actors: actorsOf(context).tripBooking,
    newId: randomUUID,
    notifier: context.notifier,
    t: context.t,
    money: () => config,
    onSignInRequired: () => {
      signIn = true;
    },
    onBooked: (id) => {
      tripId = id;
    },
  });
  const actor = startMachine(context, machine, {
    signedIn: isSignedIn(session),
    config,
    cart,
    now: providerNow(),
    contact,
    payment: { config: paymentConfigOf(config), zone: null },
    walletBalance,
    gatewayReturn: { callback: cliPaymentCallback(context, 'trip'), platform: 'cli' },
  });
  try {
    if (signIn) {
      const failure = new CliError(
        `${context.t('trip.booking.signIn')} Run: storefront auth login`,
        EXIT.failure,
        'guest_checkout',
      );
      failure.reported = true;
      throw failure;
    }
    if (options.note) actor.send({ type: 'SET_NOTE', note: options.note });
    chooseTripPayment(context, actor as never, options);
    const view = tripBookingView(actor.getSnapshot().context as TripBookingContext);
    const contactErrors = view.contactErrors;
    if (contactErrors.length > 0) {
      const flags: Record<string, string> = {
        contact_person_name: '--name',
        contact_person_number: '--phone',
        contact_person_email: '--email',
      };
      throw usageError(
        contactErrors
          .map((e) => {
            const key = messageKey(e.message);
            return `${flags[e.code] ?? e.code}: ${key ? context.t(key) : e.message}`;
          })
          .join('\n'),
      );
    }
    if (options.coupon != null) {
      // The machine toasts the outcome: applied, or the server's or the rule's refusal.
      const from = context.notifier.toasts.length;
      actor.send({ type: 'APPLY_COUPON', code: options.coupon });
      await settle(actor, (s) => !s.hasTag('busy'), 'Applying the coupon');
      if ((actor.getSnapshot().context as TripBookingContext).coupon == null) {
        throw toastFailure(context, from, 'coupon');
      }
    }
    const priced = tripBookingView(actor.getSnapshot().context as TripBookingContext);
    const before = context.notifier.toasts.length;
    actor.send({ type: 'PLACE' });
    const done = await settle(
      actor,
      (s) => s.status === 'done' || s.hasTag('failed') || s.matches('editing'),
      'Booking the trip',
    );
    const booked = done.context as TripBookingContext;
    if (done.matches('paymentFailed')) {
      // Booked, but its payment was refused (toasted): the trip waits, to pay at pickup or again.
      const failure = flowError(booked.paymentError, context.t, true);
      failure.details = {
        tripId: booked.tripId,
        retry: `storefront rental payment-method ${booked.tripId} cash`,
      };
      throw failure;
    }
    if (done.status !== 'done') {
      if (done.matches('editing')) throw toastFailure(context, before, 'booking');
      throw flowError(booked.error, context.t, true);
    }
    tripId = tripId ?? booked.tripId;
    if (tripId == null) throw new CliError('No trip id was returned', EXIT.failure);
    let paymentReport: BookedTrip['payment'] = {
      method: options.payment,
      rest: options.payment === 'partial' ? (options.rest ?? 'cash') : null,
      status:
        options.payment === 'wallet'
          ? 'paid'
          : options.payment === 'partial'
            ? 'partially_paid'
            : 'unpaid',
      gateway:
        config.active_payment_method_list?.find((g) => g.gateway === priced.payment.gateway)
          ?.gateway_title ?? null,
      link: null,
      flag: null,
    };
    if (booked.redirectLink != null) {
      const gateway = await settleGatewayPayment(context, {
        subject: { kind: 'trip', id: tripId },
        link: booked.redirectLink,
        sandbox: options.sandbox,
        config: {
          ...paymentConfigOf(config),
          digit_after_decimal_point: config.digit_after_decimal_point,
        },
        money,
      });
      paymentReport = withGateway(paymentReport, gateway);
    }
    const totals = priced.totals;
    const coupon = (actor.getSnapshot().context as TripBookingContext).coupon;
    return {
      tripId,
      amounts:
        totals == null
          ? null
          : {
              price: totals.price,
              discount: totals.discount,
              coupon: totals.coupon,
              tax: totals.tax,
              total: totals.total,
            },
      coupon: coupon?.code ?? null,
      total: totals == null ? null : money(totals.total),
      couponDiscount: totals == null || coupon == null ? null : money(totals.coupon),
      payment: paymentReport,
    };
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- trips

export interface TripRow {
  id: number;
  status: string;
  statusText: string;
  type: RentalType | null;
  provider: string | null;
  pickup: string;
  destination: string | null;
  scheduleAt: string | null;
  /** The pickup time in the providers' time zone, as the payload writes it (`… 10:00 AM`). */
  pickupTime: string | null;
  vehicles: { id: number | null; name: string; quantity: number }[];
  amount: number;
  total: string;
  paymentStatus: string;
  cancelable: boolean;
}

/** A moment the server writes (ISO, or `YYYY-MM-DD HH:MM:SS`) as a pickup time in Dubai. */
function localPickupTime(at: string | null): string | null {
  if (at == null) return null;
  const iso = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(at) ? at : null;
  if (iso != null) {
    const ms = Date.parse(iso);
    return Number.isFinite(ms) ? formatPickupTime(localDateTime(ms, STORE_TIME_ZONE)) : at;
  }
  const local = parsePickupTime(at);
  return local == null ? at : formatPickupTime(local);
}

function tripRow(trip: Trip, money: (n: number) => string, t: Context['t']): TripRow {
  return {
    id: trip.id,
    status: trip.trip_status,
    statusText: t(`trip.status.${trip.trip_status}`),
    type: rentalTypeOf(trip.trip_type),
    provider: trip.provider?.name ?? null,
    pickup: trip.pickup_location.location_name ?? '-',
    destination: trip.destination_location?.location_name ?? null,
    scheduleAt: trip.schedule_at ?? null,
    pickupTime: localPickupTime(trip.schedule_at ?? null),
    vehicles: trip.trip_details.map((d) => ({
      id: d.vehicle_id,
      name: d.vehicle_details.name,
      quantity: d.quantity,
    })),
    amount: trip.trip_amount,
    total: money(trip.trip_amount),
    paymentStatus: trip.payment_status,
    cancelable: canCancelTrip(trip.trip_status),
  };
}

export interface TripView extends TripRow {
  /** The steps of a trip (pending → completed), reached or not, with their moments. */
  steps: { status: string; text: string; reached: boolean; at: string | null }[];
  summary: [string, string][];
  contactNumber: string | null;
}

function tripView(trip: Trip, money: (n: number) => string, t: Context['t']): TripView {
  const row = tripRow(trip, money, t);
  const index = TRIP_STATUS_STEPS.indexOf(trip.trip_status as (typeof TRIP_STATUS_STEPS)[number]);
  const stamp = (status: string) => {
    const value = (trip as unknown as Record<string, unknown>)[status];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const summary: [string, string][] = [];
  if (trip.discount_on_trip != null && trip.discount_on_trip > 0) {
    summary.push([t('checkout.summary.discount'), `- ${money(trip.discount_on_trip)}`]);
  }
  if (trip.coupon_discount_amount != null && trip.coupon_discount_amount > 0) {
    summary.push([t('checkout.summary.couponDiscount'), `- ${money(trip.coupon_discount_amount)}`]);
  }
  summary.push([
    t('checkout.summary.tax'),
    trip.tax_status === 'included'
      ? `${money(trip.tax_amount ?? 0)} (${t('checkout.summary.taxIncluded')})`
      : `+ ${money(trip.tax_amount ?? 0)}`,
  ]);
  summary.push([t('trip.cli.total'), row.total]);
  return {
    ...row,
    steps: TRIP_STATUS_STEPS.map((status, i) => ({
      status,
      text: t(`trip.status.${status}`),
      reached: index >= 0 ? i <= index : stamp(status) != null,
      at: stamp(status),
    })),
    summary,
    contactNumber: trip.user_info?.contact_person_number ?? null,
  };
}

function formatTrip(view: TripView, t: Context['t']): string {
  const steps = view.steps
    .map(
      (s) =>
        `${s.status === view.status ? '▶' : s.reached ? '✓' : '·'} ${s.text}${s.at ? `  ${s.at}` : ''}`,
    )
    .join('\n');
  const stopped = view.steps.some((s) => s.status === view.status) ? '' : `\n${view.statusText}`;
  return [
    `${t('trip.cli.trip', { id: view.id })}  ${view.statusText}${view.provider ? `  (${view.provider})` : ''}`,
    '',
    steps + stopped,
    '',
    keyValues([
      [t('trip.cli.pickup'), view.pickup],
      [t('trip.cli.destination'), view.destination ?? '-'],
      [t('rental.pickup.scheduleAt'), view.pickupTime ?? view.scheduleAt ?? '-'],
    ]),
    '',
    ...view.vehicles.map((v) => `${v.name} × ${v.quantity}`),
    '',
    keyValues(view.summary),
  ].join('\n');
}

function registerTrips(rental: Command, trip: Command, run: Runner) {
  rental
    .command('trips')
    .description('the trips of this session (a guest’s, or a customer’s), newest first')
    .option('--list <list>', 'running, completed or all', 'all')
    .option('--limit <n>', 'trips per page', positiveInt, 10)
    .action(
      run(async (context, options: { list: string; limit: number }) => {
        const list = tripListOf(options.list.trim());
        if (list !== options.list.trim())
          throw usageError('--list must be running, completed or all');
        const module = requireRentalModule(context);
        const guestId = await tripOwner(context);
        const [page, { money }] = await Promise.all([
          listTrips(context.api, list, { guestId, moduleId: module.id, limit: options.limit }),
          moneyOf(context),
        ]);
        const trips = page.trips.map((x) => tripRow(x, money, context.t));
        context.output.result({ list, trips, total: page.total_size }, () =>
          trips.length === 0
            ? context.t('trip.cli.noTrips')
            : table(
                ['ID', 'STATUS', 'TYPE', 'TOTAL', 'PROVIDER', 'PICKUP AT'],
                trips.map((x) => [
                  String(x.id),
                  x.statusText,
                  x.type == null ? '-' : context.t(`rentalPages.tripType.${x.type}`),
                  x.total,
                  x.provider ?? '-',
                  x.pickupTime ?? x.scheduleAt ?? '-',
                ]),
              ),
        );
      }),
    );

  trip
    .argument('[id]', 'the trip id', positiveInt)
    .option('--phone <phone>', "the trip's pickup contact number (tracking it from elsewhere)")
    .action(
      run(async (context, id: number | undefined, options: { phone?: string }) => {
        if (id == null) throw usageError('the trip id is missing: storefront rental trip ID');
        const module = requireRentalModule(context);
        const guestId = await tripOwner(context);
        const [found, { money }] = await Promise.all([
          getTripDetails(context.api, id, {
            guestId,
            moduleId: module.id,
            contactNumber: options.phone ?? null,
          }),
          moneyOf(context),
        ]);
        const view = tripView(found, money, context.t);
        context.output.result(view, () => formatTrip(view, context.t));
      }),
    );

  rental
    .command('cancel')
    .argument('<id>', 'the trip id', positiveInt)
    .requiredOption('--reason <text>', 'why')
    .description('cancel a trip while it is pending or confirmed (its units are free again)')
    .action(
      run(async (context, id: number, options: { reason: string }) => {
        const module = requireRentalModule(context);
        const guestId = await tripOwner(context);
        const message = await cancelTrip(context.api, id, options.reason, {
          guestId,
          moduleId: module.id,
        });
        context.output.result({ tripId: id, message }, () => message);
      }),
    );
}

// ---------------------------------------------------------------- commands

interface SearchOptions {
  type: RentalType;
  pickup?: string;
  destination?: string;
  at?: string;
  hours?: number;
  category?: string;
  brand?: string;
  sort?: VehicleSort;
  page: number;
}

const SORTS: readonly VehicleSort[] = [
  'default',
  'popular',
  'top_rated',
  'newest',
  'price_low',
  'price_high',
  'a_to_z',
  'z_to_a',
];

function sortOption(value: string): VehicleSort {
  if (!(SORTS as readonly string[]).includes(value)) {
    throw new InvalidArgumentError(`must be one of ${SORTS.join(', ')}`);
  }
  return value as VehicleSort;
}

/** Runs `search`: the trip, then the vehicles of its type (and the filters). */
async function searchCommand(context: Context, options: SearchOptions) {
  requireZone(context);
  requireRentalModule(context);
  if (options.destination == null) {
    throw usageError('--destination is required (a place, or lat,lng)');
  }
  const now = providerNow();
  const pickup = await pickupPlace(context, options.pickup);
  const destination = await resolvePlace(context, options.destination, '--destination');
  const events: RentalSearchEvent[] = [
    { type: 'SET_TRIP_TYPE', tripType: options.type },
    { type: 'SET_PICKUP', location: pickup },
    { type: 'SET_DESTINATION', location: destination },
  ];
  if (options.at != null) events.push({ type: 'SET_PICKUP_TIME', at: pickupAt(options.at, now) });
  if (options.hours != null) events.push({ type: 'SET_HOURS', hours: options.hours });
  const plan = await searchTrip(context, rentalSearchInput(context.storage, now), events);
  const query: VehicleSearchQuery = {
    trip_type: rentalTypeWire(plan.type),
    ...(options.category ? { category_ids: options.category } : {}),
    ...(options.brand ? { brand_ids: options.brand } : {}),
    ...(options.sort ? { sort_by: options.sort } : {}),
  };
  const [page, { money }] = await Promise.all([
    searchVehicles(context.api, query, { offset: options.page }),
    moneyOf(context),
  ]);
  const vehicles = page.vehicles.map((v) => vehicleRow(v, plan.type, money, context.t));
  const result = {
    trip: plan,
    vehicles,
    page: { offset: page.offset, limit: page.limit, total: page.total_size },
    toasts: context.notifier.toasts,
  };
  context.output.result(result, () =>
    [keyValues(planRows(plan, context.t)), '', formatVehicles(vehicles, context.t)].join('\n'),
  );
}

function registerReads(rental: Command, run: Runner) {
  rental
    .command('search')
    .description(
      'search a trip (type, pickup, destination, pickup time, hours or the route) and list its vehicles',
    )
    .option('--type <type>', 'hourly or distance', tripType, 'hourly' as RentalType)
    .option('--pickup <place>', 'a place or lat,lng (default: the stored location)')
    .option('--destination <place>', 'a place or lat,lng')
    .option('--at <time>', 'the pickup time: "2026-01-05 14:30" or "tomorrow 10:00" (Dubai time)')
    .option('--hours <n>', 'the hours of an hourly trip', positiveInt)
    .option('--category <ids>', 'vehicle category ids, e.g. 1,2')
    .option('--brand <ids>', 'vehicle brand ids, e.g. 3')
    .option('--sort <order>', `one of ${SORTS.join(', ')}`, sortOption)
    .option('--page <n>', 'the page of vehicles', positiveInt, 1)
    .action(run(searchCommand));

  rental
    .command('vehicle')
    .argument('<vehicle>', 'the vehicle id or slug')
    .description('a vehicle: provider, specifications, prices, units, latest reviews')
    .action(
      run(async (context, id: string) => {
        requireRentalModule(context);
        const vehicle = await getVehicleDetails(context.api, id.trim());
        const { money } = await moneyOf(context);
        const plan = storedPlan(context);
        const row = vehicleRow(vehicle, plan?.type ?? null, money, context.t);
        const details = {
          ...row,
          hourlyPrice: money(vehicle.hourly_price),
          distancePrice: money(vehicle.distance_price),
          type: vehicle.type,
          airCondition: vehicle.air_condition === 1,
          transmission: vehicle.transmission_type,
          fuel: vehicle.fuel_type,
          rating: vehicle.avg_rating,
          reviews: vehicle.total_reviews,
          description: vehicle.description,
        };
        context.output.result(details, () =>
          keyValues([
            [context.t('trip.cli.vehicle'), `${details.name} (${details.id})`],
            [context.t('trip.cli.provider'), `${details.provider ?? '-'} (${details.providerId})`],
            [context.t('rental.bookingBar.startFrom'), details.price ?? '-'],
            [
              context.t('rentalPages.rate.hourly'),
              `${details.hourlyPrice}${perUnit('hourly', context.t)}`,
            ],
            [
              context.t('rentalPages.rate.distance'),
              `${details.distancePrice}${perUnit('distance', context.t)}`,
            ],
            [
              context.t('trip.cli.tripType'),
              details.tripTypes.map((x) => context.t(`rentalPages.tripType.${x}`)).join(', '),
            ],
            [context.t('rentalPages.spec.seats'), String(details.seats)],
            [context.t('rentalPages.spec.airCondition'), details.airCondition ? '✓' : '✗'],
            [context.t('rentalPages.spec.transmission'), details.transmission],
            [context.t('rentalPages.spec.fuel'), details.fuel],
            [context.t('trip.cli.units'), String(details.units)],
          ]),
        );
      }),
    );

  rental
    .command('provider')
    .argument('<provider>', 'the provider id or slug')
    .option('--page <n>', 'the page of vehicles', positiveInt, 1)
    .description('a provider and its vehicles')
    .action(
      run(async (context, id: string, options: { page: number }) => {
        requireRentalModule(context);
        const provider = await getProviderDetails(context.api, id.trim());
        const [page, { money }] = await Promise.all([
          listProviderVehicles(context.api, provider.id, {}, { offset: options.page }),
          moneyOf(context),
        ]);
        const plan = storedPlan(context);
        const vehicles = page.vehicles.map((v) =>
          vehicleRow(v, plan?.type ?? null, money, context.t),
        );
        const result = {
          provider: {
            id: provider.id,
            name: provider.name,
            address: provider.address,
            rating: provider.avg_rating,
            pickupZones: provider.pickup_zone_id,
            vehicles: provider.total_vehicles,
          },
          vehicles,
        };
        context.output.result(result, () =>
          [
            keyValues([
              [context.t('trip.cli.provider'), `${provider.name} (${provider.id})`],
              [context.t('trip.cli.address'), provider.address ?? '-'],
              [context.t('trip.cli.vehicles'), String(provider.total_vehicles)],
            ]),
            '',
            formatVehicles(vehicles, context.t),
          ].join('\n'),
        );
      }),
    );
}

function registerCart(rental: Command, run: Runner, ask: Ask) {
  const cart = rental.command('cart').description('the trip cart (a guest’s, or a customer’s)');

  cart
    .command('list')
    .description('the trip, its vehicles and the total (core’s rental pricing)')
    .action(
      run(async (context) => {
        const module = requireRentalModule(context);
        await tripOwner(context);
        const current = await getTripCart(context.api, {
          ...orderingOwner(readSession(context.storage)),
          moduleId: module.id,
        });
        await printTripCart(context, current);
      }),
    );

  cart
    .command('add')
    .argument('<vehicle>', 'the vehicle id or slug')
    .option('--qty <n>', 'the quantity', positiveInt, 1)
    .option('--yes', 'confirm the dialogs (another provider, trip type, duration)', false)
    .description('add a vehicle for the searched trip (Rent This Car)')
    .action(
      run(async (context, id: string, options: { qty: number; yes: boolean }) => {
        requireZone(context);
        requireRentalModule(context);
        const vehicle = await getVehicleDetails(context.api, id.trim());
        const result = await runTripCart(
          context,
          { type: 'ADD', vehicle: tripCartVehicle(vehicleOf(vehicle)), quantity: options.qty },
          { yes: options.yes, ask },
        );
        await printTripCart(context, result.cart, {
          outcome: result.outcome,
          vehicle: { id: vehicle.id, name: vehicle.name },
        });
      }),
    );

  cart
    .command('quantity')
    .argument('<line>', 'the cart line (see rental cart list)', positiveInt)
    .argument('<quantity>', 'the new quantity (0 removes the line)', (v) => {
      if (!/^\d+$/.test(v.trim())) throw new InvalidArgumentError('must be a whole number');
      return Number(v);
    })
    .option('--from-search', 'as on the vehicle page opened from the search (the duration check)')
    .option('--yes', 'confirm the duration dialog', false)
    .description('change a line’s quantity (the units free, the duration check from the search)')
    .action(
      run(
        async (
          context,
          line: number,
          quantity: number,
          options: { fromSearch?: boolean; yes: boolean },
        ) => {
          const result = await runTripCart(
            context,
            {
              type: 'SET_QUANTITY',
              cartId: line,
              quantity,
              fromSearch: options.fromSearch === true,
            },
            { yes: options.yes, ask },
          );
          await printTripCart(context, result.cart, { outcome: result.outcome });
        },
      ),
    );

  cart
    .command('remove')
    .argument('<line>', 'the cart line (see rental cart list)', positiveInt)
    .description('remove a line (the last one clears the cart)')
    .action(
      run(async (context, line: number) => {
        const result = await runTripCart(
          context,
          { type: 'REMOVE', cartId: line },
          { yes: false, ask },
        );
        await printTripCart(context, result.cart, { outcome: result.outcome });
      }),
    );
}

/** Changes the searched trip with `event`, then the cart's trip (its dialogs). */
async function changeTrip(
  context: Context,
  events: readonly RentalSearchEvent[],
  options: { yes: boolean; ask: Ask },
) {
  requireRentalModule(context);
  const previous = requirePlan(context);
  const plan = await searchTrip(context, inputOfPlan(context, previous), events);
  try {
    const result = await runTripCart(context, { type: 'APPLY_TRIP', plan }, { ...options, plan });
    await printTripCart(context, result.cart, { outcome: result.outcome, trip: plan });
  } catch (error) {
    // the cart keeps its trip: so does the search
    context.storage.set(RENTAL_TRIP_KEY, JSON.stringify(previous));
    throw error;
  }
}

export function registerRentalCommands(
  program: Command,
  run: Runner,
  ask: Ask = askOnTerminal,
): void {
  const rental = program
    .command('rental')
    .description(
      'the rental module: search trips, vehicles, providers, the trip cart, booking, trips',
    );
  registerReads(rental, run);
  registerCart(rental, run, ask);

  const trip = rental
    .command('trip')
    .description('a trip, or `trip type` to change the searched trip’s type');
  trip
    .command('type')
    .argument('<type>', 'hourly or distance', tripType)
    .option('--hours <n>', 'the hours, when the trip becomes hourly', positiveInt)
    .option('--yes', 'confirm the dialogs (trip type, remove and continue)', false)
    .description('change the trip type of the search and of the trip cart')
    .action(
      run(async (context, type: RentalType, options: { hours?: number; yes: boolean }) => {
        const events: RentalSearchEvent[] = [{ type: 'SET_TRIP_TYPE', tripType: type }];
        if (options.hours != null) events.push({ type: 'SET_HOURS', hours: options.hours });
        await changeTrip(context, events, { yes: options.yes, ask });
      }),
    );

  rental
    .command('duration')
    .argument('<hours>', 'the hours of the hourly trip', positiveInt)
    .option('--yes', 'confirm the duration dialog', false)
    .description('change the hours of the searched hourly trip and of the trip cart')
    .action(
      run(async (context, hours: number, options: { yes: boolean }) => {
        if (requirePlan(context).type !== 'hourly') {
          throw new CliError(
            'The duration of a distance-wise trip is its route’s: change the trip type, or search again.',
            EXIT.failure,
            'trip_type',
          );
        }
        await changeTrip(context, [{ type: 'SET_HOURS', hours }], { yes: options.yes, ask });
      }),
    );

  rental
    .command('book')
    .description('book the trip cart (the pickup contact; a coupon; the payment)')
    .option('--name <name>', 'the pickup contact’s name (default: the signed-in customer’s)')
    .option('--phone <phone>', 'the pickup contact’s phone')
    .option('--email <email>', 'the pickup contact’s e-mail')
    .option(
      '--payment <method>',
      'cash (at pickup), wallet, digital, or partial (the wallet first, --rest for the rest)',
      paymentKind,
      'cash',
    )
    .option('--rest <method>', 'a partial payment’s rest: cash or digital (default cash)', restKind)
    .option('--gateway <gateway>', 'the digital gateway (default: the first offered)')
    .option(
      '--sandbox <outcome>',
      'pay a digital payment on the sandbox page: success, decline or cancel',
      sandboxOutcome,
    )
    .option('--note <text>', 'a note for the provider')
    .option('--coupon <code>', 'a coupon code (signed in; rental/coupon/apply)')
    .action(
      run(async (context, options: BookOptions) => {
        const booked = await bookTripCart(context, options);
        context.output.result({ ...booked, toasts: context.notifier.toasts }, () =>
          // 'Your trip is booked.' is the toast above
          [
            context.t('trip.cli.trip', { id: booked.tripId }),
            ...(booked.couponDiscount == null
              ? []
              : [
                  `${context.t('checkout.summary.couponDiscount')} (${booked.coupon}): - ${booked.couponDiscount}`,
                ]),
            `${context.t('trip.cli.total')}: ${booked.total ?? '-'}`,
            `${context.t('checkout.placed.payment')}: ${context.t(
              booked.payment.method === 'cash'
                ? 'payment.method.cashAtPickup'
                : `payment.method.${booked.payment.method}`,
            )} (${context.t(`checkout.placed.status.${booked.payment.status}`)})`,
            ...(booked.payment.link != null && booked.payment.flag == null
              ? [
                  context.t('checkout.payment.payAt', { gateway: booked.payment.gateway ?? '' }),
                  booked.payment.link,
                ]
              : []),
            `Track it: storefront rental trip ${booked.tripId}`,
          ].join('\n'),
        );
      }),
    );

  registerTrips(rental, trip, run);
  exitOverrideAll(rental);
}

/** Commander's exit override on every nested command (the program's handles the rest). */
function exitOverrideAll(command: Command) {
  command.exitOverride();
  for (const sub of command.commands) exitOverrideAll(sub);
}
