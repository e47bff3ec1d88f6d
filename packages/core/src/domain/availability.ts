/**
 * Availability windows (spec §2 'Item detail'): an item is orderable only between
 * `available_time_starts` and `available_time_ends` (HH:MM:SS, both ends included); otherwise
 * the quick view shows 'Not Available now' with the window ('07:00 AM - 11:00 AM').
 *
 * - A window whose end is before its start wraps past midnight (22:00-02:00 covers 23:30 and
 *   01:00).
 * - No window (either bound missing or unreadable) means always available; equal bounds mean
 *   all day.
 * - The time of day is passed in (`timeOfDayOf(date)` reads it from a Date the caller got from
 *   its clock); nothing here reads the clock. An unreadable time with a window is treated as
 *   outside the window.
 */

export const SECONDS_PER_DAY = 24 * 60 * 60;

export interface AvailabilityFields {
  available_time_starts?: string | null;
  available_time_ends?: string | null;
}

/** Seconds since midnight of 'HH:MM' or 'HH:MM:SS' (24 h), or null when unreadable. */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (m == null) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return h * 3600 + min * 60 + s;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 'HH:MM:SS' of seconds since midnight. */
export function timeOfDayText(seconds: number): string {
  const s = ((Math.floor(seconds) % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

/** The local time of day of a date, as 'HH:MM:SS' (the caller passes the clock's date). */
export function timeOfDayOf(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

export interface TimeWindow {
  starts: number;
  ends: number;
}

/** The item's window in seconds since midnight, or null when it has none. */
export function availabilityWindow(fields: AvailabilityFields): TimeWindow | null {
  const starts = parseTimeOfDay(fields.available_time_starts);
  const ends = parseTimeOfDay(fields.available_time_ends);
  if (starts == null || ends == null) return null;
  return { starts, ends };
}

/** Whether `seconds` (since midnight) falls in the window, ends included, wrapping past midnight. */
export function isWithinWindow(window: TimeWindow, seconds: number): boolean {
  const { starts, ends } = window;
  if (starts === ends) return true;
  if (starts < ends) return seconds >= starts && seconds <= ends;
  return seconds >= starts || seconds <= ends;
}

/** Whether the item can be ordered at `timeOfDay` ('HH:MM:SS'). */
export function isAvailableAt(fields: AvailabilityFields, timeOfDay: string): boolean {
  const window = availabilityWindow(fields);
  if (window == null) return true;
  const now = parseTimeOfDay(timeOfDay);
  return now != null && isWithinWindow(window, now);
}

export interface DayPeriodLabels {
  am: string;
  pm: string;
}

const EN_PERIODS: DayPeriodLabels = { am: 'AM', pm: 'PM' };

/** 12-hour clock text: 07:00:00 → '07:00 AM', 00:30 → '12:30 AM', 13:05 → '01:05 PM'. */
export function formatTime12(seconds: number, labels: DayPeriodLabels = EN_PERIODS): string {
  const s = ((Math.floor(seconds) % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad2(hour12)}:${pad2(m)} ${h < 12 ? labels.am : labels.pm}`;
}

/** The window as shown next to 'Not Available now': '07:00 AM - 11:00 AM'. */
export function formatTimeWindow(window: TimeWindow, labels: DayPeriodLabels = EN_PERIODS): string {
  return `${formatTime12(window.starts, labels)} - ${formatTime12(window.ends, labels)}`;
}
