/**
 * Store opening hours and running date windows (reference §4.6 `open` and
 * `current_opening_time`, §5 `store_schedule`, §6.2 running store discount). One rule for the
 * catalogue (a store's `open` flag, an item's `store_discount`) and for checkout ('store open',
 * the store discount of a cart).
 *
 * - A schedule slot belongs to a day (0 = Sunday … 6 = Saturday) and runs from `opening_time`
 *   to `closing_time`, both included. A slot whose closing time is before its opening time runs
 *   past midnight into the next day; a slot with equal times is empty.
 * - A store is open when it is `active` (not closed temporarily) and a slot covers the moment.
 * - `current_opening_time`: the opening time of the slot that covers the moment, else of the
 *   next slot later that day, else 'closed'.
 * - A date window (`start_date` … `end_date`, both included) runs on the store's local date; a
 *   store discount also needs its daily time window (`start_time` … `end_time`, both included,
 *   wrapping past midnight when the end is earlier).
 *
 * Nothing here reads the clock: callers turn their clock's instant into the store's local date
 * and time with `localDateTime(epochMs, timeZone)` and pass it in.
 */
import { isWithinWindow, parseTimeOfDay, timeOfDayText } from './availability.js';

/** A moment in a store's time zone. */
export interface LocalDateTime {
  /** `YYYY-MM-DD`. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** Seconds since local midnight. */
  seconds: number;
}

export interface ScheduleSlot {
  day: number;
  opening_time: string;
  closing_time: string;
}

export interface DateWindow {
  start_date: string;
  end_date: string;
}

export interface StoreDiscountWindow extends DateWindow {
  start_time: string;
  end_time: string;
  /** A percent of the unit price (reference §6.2). */
  discount: number | string;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The last answer per time zone: a server asks for the same second many times over. */
const lastSecond = new Map<string, { second: number; at: Readonly<LocalDateTime> }>();

/** The local date, weekday and time of day of an instant in an IANA time zone. */
export function localDateTime(epochMs: number, timeZone: string): LocalDateTime {
  const second = Math.floor(epochMs / 1000);
  const last = lastSecond.get(timeZone);
  if (last?.second === second) return last.at;
  const at = Object.freeze(computeLocalDateTime(epochMs, timeZone));
  lastSecond.set(timeZone, { second, at });
  return at;
}

function computeLocalDateTime(epochMs: number, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    parts[part.type] = part.value;
  }
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    day: WEEKDAYS[parts.weekday ?? ''] ?? 0,
    seconds: hour * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

const isDay = (day: unknown): day is number =>
  typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6;

/** Whether a slot covers the moment (an overnight slot reaches into the next day). */
export function slotCovers(slot: ScheduleSlot, at: LocalDateTime): boolean {
  const open = parseTimeOfDay(slot.opening_time);
  const close = parseTimeOfDay(slot.closing_time);
  if (open == null || close == null || !isDay(slot.day) || open === close) return false;
  if (open < close) return slot.day === at.day && at.seconds >= open && at.seconds <= close;
  const previousDay = (at.day + 6) % 7;
  return (
    (slot.day === at.day && at.seconds >= open) || (slot.day === previousDay && at.seconds <= close)
  );
}

/** Whether a store is open: active, and a schedule slot covers the moment. */
export function isStoreOpen(
  store: { active: boolean | number; schedules: readonly ScheduleSlot[] },
  at: LocalDateTime,
): boolean {
  if (store.active !== true && store.active !== 1) return false;
  return store.schedules.some((slot) => slotCovers(slot, at));
}

/**
 * The opening time (`HH:MM:SS`) of the slot covering the moment, else of the next slot later
 * the same day, else 'closed'.
 */
export function currentOpeningTime(
  schedules: readonly ScheduleSlot[],
  at: LocalDateTime,
): string | 'closed' {
  const covering = schedules.find((slot) => slotCovers(slot, at));
  if (covering) return timeOfDayText(parseTimeOfDay(covering.opening_time) ?? 0);
  let next: number | null = null;
  for (const slot of schedules) {
    const open = parseTimeOfDay(slot.opening_time);
    if (slot.day !== at.day || open == null || open <= at.seconds) continue;
    if (next == null || open < next) next = open;
  }
  return next == null ? 'closed' : timeOfDayText(next);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the local date falls within the window, both ends included. */
export function isWithinDates(window: DateWindow, at: Pick<LocalDateTime, 'date'>): boolean {
  if (!ISO_DATE.test(window.start_date) || !ISO_DATE.test(window.end_date)) return false;
  return window.start_date <= at.date && at.date <= window.end_date;
}

/** Whether a store discount runs now: within its dates and its daily time window. */
export function isStoreDiscountRunning(
  discount: Omit<StoreDiscountWindow, 'discount'>,
  at: LocalDateTime,
): boolean {
  if (!isWithinDates(discount, at)) return false;
  const starts = parseTimeOfDay(discount.start_time);
  const ends = parseTimeOfDay(discount.end_time);
  if (starts == null || ends == null) return false;
  return isWithinWindow({ starts, ends }, at.seconds);
}

/** The running store discount in percent (the item's `store_discount`), else 0. */
export function runningStoreDiscountPercent(
  discount: StoreDiscountWindow | null | undefined,
  at: LocalDateTime,
): number {
  if (discount == null || !isStoreDiscountRunning(discount, at)) return 0;
  const percent = Number(discount.discount);
  return Number.isFinite(percent) && percent > 0 ? percent : 0;
}
