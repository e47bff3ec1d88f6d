import { dateTimeFormat } from '../lib/intl.js';

/**
 * The values of the date field (DateTimeField): a date `YYYY-MM-DD`, or a date and time
 * `YYYY-MM-DDTHH:MM` (a wall-clock time, the form a datetime-local input gives), and how they
 * read in the page's language (Gregorian calendar, Western digits, as every date the storefront
 * shows). No time zone is applied: the value is shown as written.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The minutes the time list offers (every 5; a value between them is offered too). */
export const MINUTE_STEP = 5;

/** The date part of a value (`YYYY-MM-DD`), or null when it has none. */
export function datePart(value: string): string | null {
  const date = value.slice(0, 10);
  return DATE.test(date) && (value.length === 10 || DATE_TIME.test(value)) ? date : null;
}

/** The hour and minute of a date-and-time value, or null. */
export function timePart(value: string): { hour: number; minute: number } | null {
  const match = DATE_TIME.exec(value);
  if (match == null) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A date and time value (`YYYY-MM-DDTHH:MM`). */
export function dateTimeValue(date: string, hour: number, minute: number): string {
  return `${date}T${pad2(hour)}:${pad2(minute)}`;
}

/** A value as a local Date (for formatting only), or null when it is not a whole value. */
function localDate(value: string): Date | null {
  const date = datePart(value);
  if (date == null) return null;
  const [y, m, d] = date.split('-').map(Number);
  const time = timePart(value) ?? { hour: 0, minute: 0 };
  const at = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, time.hour, time.minute);
  // 2026-02-30 is no date.
  return at.getDate() === d ? at : null;
}

const COMMON: Intl.DateTimeFormatOptions = { calendar: 'gregory', numberingSystem: 'latn' };

/**
 * A value as the field shows it: 'Nov 28, 2026, 10:00 AM' / '28 نوفمبر 2026، 10:00 ص'; a date
 * alone without the time. Null for an empty or broken value.
 */
export function formatDateValue(value: string, language: string): string | null {
  const at = localDate(value);
  if (at == null) return null;
  const withTime = timePart(value) != null;
  return dateTimeFormat(language, {
    ...COMMON,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(at);
}

/** An hour of the day as the time list shows it ('10 AM' / '10 ص'). */
export function formatHour(hour: number, language: string): string {
  return dateTimeFormat(language, { ...COMMON, hour: 'numeric' }).format(
    new Date(2000, 0, 1, hour),
  );
}

/** The minutes the list offers: every MINUTE_STEP, and `current` when it falls between. */
export function minuteOptions(current: number | null): number[] {
  const minutes = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => i * MINUTE_STEP);
  if (current != null && !minutes.includes(current)) {
    minutes.push(current);
    minutes.sort((a, b) => a - b);
  }
  return minutes;
}

/** The BCP 47 locale of the calendar: the page's language, Gregorian, Western digits. */
export function calendarLocale(language: string): string {
  return language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-US';
}
