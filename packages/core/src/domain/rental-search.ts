/**
 * The rental search's rules (rental-and-auth §2 'Trip cart drawer', §3 'Rental search',
 * 'Browser storage', §4 'Route/distance', §5, §9): route hours and distance, the straight-line
 * fallback, the pickup time, the destination history. No I/O and no clock: callers pass the
 * route answer, the current local time and the stored history.
 *
 * - Route: the map tries driving, then walking, then bicycling (`ROUTE_TRAVEL_MODES`); the first
 *   answer with a route is used. When the answer's status is `ZERO_RESULTS` the distance is the
 *   straight line (haversine, earth radius 6378137 m, geo.ts) in km, and there is no duration.
 * - Hours = route duration seconds / 3600, rounded down (`destination_time`).
 * - Distance km = metres / 1000, shown to 3 decimals with 'Km'; hours shown with 'Hrs'.
 * - Pickup time: valid only in the future (strictly after now, to the minute it is written
 *   with). The drawer says 'Pickup Now' when the time is at or before now, otherwise
 *   'Schedule at'. Written `YYYY-MM-DD hh:mm AM/PM` (spec §3).
 * - Destination history (`destination_location` in storage): the last 5 destinations, oldest
 *   first; choosing a destination already in it moves it to the end (the most recent), so the
 *   five kept are the five most recently used (the incumbent left a repeat where it was).
 */
import { haversineMeters, metersToKm } from './geo.js';
import { toAmount } from './money.js';
import type { RentalLocation } from './rental.js';
import type { LocalDateTime } from './schedule.js';
import type { LatLng } from './session.js';

// ---------------------------------------------------------------- route

/** The travel modes tried in order (spec §4 'Route/distance'). */
export const ROUTE_TRAVEL_MODES = ['DRIVING', 'WALKING', 'BICYCLING'] as const;
export type RouteTravelMode = (typeof ROUTE_TRAVEL_MODES)[number];

/** The status that sends the distance to the straight line. */
export const ZERO_RESULTS = 'ZERO_RESULTS';

/** A maps distance answer (spec §3 'distanceData'; `config/distance-api`). */
export interface RouteAnswer {
  /** 'OK', 'ZERO_RESULTS', … */
  status: string;
  distanceMeters?: number | null;
  /** Seconds. */
  durationSeconds?: number | null;
}

/** Whether an answer has a usable route (its status is not ZERO_RESULTS and it has metres). */
export function hasRoute(answer: RouteAnswer | null | undefined): boolean {
  if (answer == null || answer.status === ZERO_RESULTS) return false;
  const meters = answer.distanceMeters;
  return typeof meters === 'number' && Number.isFinite(meters) && meters >= 0;
}

/**
 * The answer to use from the answers of the modes tried in order: the first with a route, else
 * null (then the straight line is used).
 */
export function firstRoute(
  answers: readonly (RouteAnswer | null | undefined)[],
): RouteAnswer | null {
  return answers.find((a): a is RouteAnswer => hasRoute(a)) ?? null;
}

/** Whole hours of a route: seconds / 3600, rounded down (0 for nothing readable). */
export function routeHours(seconds: number | null | undefined): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor(seconds / 3600);
}

export interface TripDistance {
  /** Km (metres / 1000). */
  km: number;
  /** Whole hours of the route's duration (0 for the straight line). */
  hours: number;
  /** Where the distance comes from. */
  source: 'route' | 'straightLine';
}

/** A trip's place as a point (lat and lng may be numeric strings on the wire). */
export function locationPoint(location: Pick<RentalLocation, 'lat' | 'lng'>): LatLng {
  return { lat: toAmount(location.lat), lng: toAmount(location.lng) };
}

/**
 * The trip's distance and hours: from the route when the answer has one, otherwise the
 * straight line between pickup and destination in km with no hours (spec §4).
 */
export function tripDistance(
  answer: RouteAnswer | null | undefined,
  pickup: Pick<RentalLocation, 'lat' | 'lng'>,
  destination: Pick<RentalLocation, 'lat' | 'lng'>,
): TripDistance {
  if (answer != null && hasRoute(answer)) {
    return {
      km: metersToKm(answer.distanceMeters ?? 0),
      hours: routeHours(answer.durationSeconds),
      source: 'route',
    };
  }
  const meters = haversineMeters(locationPoint(pickup), locationPoint(destination));
  return { km: metersToKm(meters), hours: 0, source: 'straightLine' };
}

/** Decimals of a distance shown in km (spec §2, §9). */
export const KM_DECIMALS = 3;

/** A distance in km to 3 decimals ('12.346'); the UI adds 'Km' (`rental.unit.km`). */
export function formatKm(km: number): string {
  return (Number.isFinite(km) ? km : 0).toFixed(KM_DECIMALS);
}

// ---------------------------------------------------------------- pickup time

/** A pickup time in the provider's local time: its date and seconds since midnight. */
export type PickupTime = Pick<LocalDateTime, 'date' | 'seconds'>;

const compare = (a: PickupTime, b: PickupTime): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.seconds - b.seconds;

/** Whether the pickup time is in the future (strictly after now; spec §5). */
export function isPickupInFuture(pickup: PickupTime, now: PickupTime): boolean {
  return compare(pickup, now) > 0;
}

/** 'now' ('Pickup Now') when the time is at or before now, else 'scheduled' ('Schedule at'). */
export function pickupTimeMode(pickup: PickupTime, now: PickupTime): 'now' | 'scheduled' {
  return isPickupInFuture(pickup, now) ? 'scheduled' : 'now';
}

/** The next whole hour after `now` (the pickup time a search offers before one is picked). */
export function nextWholeHour(now: PickupTime): PickupTime {
  const next = Math.floor(now.seconds / 3600) + 1;
  if (next < 24) return { date: now.date, seconds: next * 3600 };
  const [y, m, d] = now.date.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1));
  return { date: tomorrow.toISOString().slice(0, 10), seconds: 0 };
}

/**
 * The pickup time a search is made with: the one the visitor picked, else the next whole hour as
 * of the search itself, not the one offered when the search bar appeared, which may have passed
 * since (a search at 00:01 from a bar opened at 23:58).
 */
export function searchPickupTime(picked: PickupTime | null, now: PickupTime): PickupTime {
  return picked ?? nextWholeHour(now);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The pickup time as the payload writes it: `YYYY-MM-DD hh:mm AM/PM` (spec §3). */
export function formatPickupTime(pickup: PickupTime): string {
  const minutes = Math.floor((((pickup.seconds % 86400) + 86400) % 86400) / 60);
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${pickup.date} ${pad2(h12)}:${pad2(minutes % 60)} ${h24 < 12 ? 'AM' : 'PM'}`;
}

const PICKUP_12H = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])$/;
const PICKUP_24H = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** The day of the week (0 = Sunday) of a `YYYY-MM-DD` date, or null when it is not a date. */
export function weekdayOf(date: string): number | null {
  const [y, m, d] = date.split('-').map(Number);
  if (y == null || m == null || d == null) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return t.getUTCDay();
}

/**
 * Reads a pickup time as the payload writes it (`2025-01-05 02:30 PM`), or in 24 hours
 * (`2025-01-05 14:30[:00]`), into the provider's local date, weekday and time; null when
 * unreadable.
 */
export function parsePickupTime(text: string | null | undefined): LocalDateTime | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const m12 = PICKUP_12H.exec(trimmed);
  const m = m12 ?? PICKUP_24H.exec(trimmed);
  if (m == null) return null;
  const date = m[1]!;
  let hours = Number(m[2]);
  const minutes = Number(m[3]);
  const seconds = Number(m[4] ?? 0);
  if (m12 != null) {
    if (hours < 1 || hours > 12) return null;
    const pm = m12[5]!.toUpperCase() === 'PM';
    hours = (hours % 12) + (pm ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const day = weekdayOf(date);
  if (day == null) return null;
  return { date, day, seconds: hours * 3600 + minutes * 60 + seconds };
}

// ---------------------------------------------------------------- destination history

/** How many destinations the history keeps (spec §9). */
export const DESTINATION_HISTORY_LIMIT = 5;

/** The storage key of the destination history (spec §3 'Browser storage'). */
export const DESTINATION_HISTORY_KEY = 'destination_location';

const isCoordinate = (v: unknown): boolean =>
  (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) &&
  Number.isFinite(Number(v));

const sameLocation = (a: RentalLocation, b: RentalLocation): boolean =>
  a.location_name === b.location_name &&
  toAmount(a.lat) === toAmount(b.lat) &&
  toAmount(a.lng) === toAmount(b.lng);

/**
 * The history after choosing `location`: appended as the most recent (a repeat moves to the
 * end), only the last 5 kept, oldest first.
 */
export function addDestination(
  history: readonly RentalLocation[],
  location: RentalLocation,
): RentalLocation[] {
  const rest = history.filter((h) => !sameLocation(h, location));
  return [...rest, location].slice(-DESTINATION_HISTORY_LIMIT);
}

/** The stored history (a JSON array), keeping readable entries and at most the last 5. */
export function readDestinationHistory(raw: string | null | undefined): RentalLocation[] {
  if (raw == null || raw === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  const readable = list.filter(
    (l): l is RentalLocation =>
      l != null &&
      typeof l === 'object' &&
      typeof (l as RentalLocation).location_name === 'string' &&
      isCoordinate((l as RentalLocation).lat) &&
      isCoordinate((l as RentalLocation).lng),
  );
  return readable.slice(-DESTINATION_HISTORY_LIMIT);
}
