/**
 * Scheduled orders: the time slots a customer picks from (reference 'Schedule time': the day is
 * today or tomorrow; slots are built from the store's schedules for that weekday, stepping
 * `schedule_order_slot_duration` minutes, 30 when it is 0; the slot containing now is labelled
 * 'Now'; for today only slots ending after now are listed).
 *
 * - The windows of a weekday: each schedule slot of that day from its opening to its closing
 *   time; a slot that runs past midnight (closing before opening) covers the rest of its own day
 *   and, on the next weekday, the time from midnight to its closing time. Overlapping or touching
 *   windows are merged, so slots never overlap.
 * - Each window is cut into slots of the duration from its start; the last slot of a window ends
 *   at the window's end (it may be shorter). Slot ends are whole minutes (a closing time of
 *   23:59:59 ends the last slot at 23:59); a slot that would end where it starts is dropped.
 * - The scheduled moment (`schedule_at`) is the slot's end, as the reference sends it: never
 *   before now for a listed slot, and always within the store's opening hours (closing time
 *   included), so core's checkout accepts it (checkout.ts: `schedule_past`,
 *   `store_closed_at_schedule`).
 * - `schedule_at` is sent as `YYYY-MM-DD HH:MM` in the store's time zone for both days (the
 *   incumbent sent tomorrow as `YYYY/MM/DD`).
 *
 * Nothing here reads the clock: the caller passes now in the store's time zone (schedule.ts).
 */
import { parseTimeOfDay, SECONDS_PER_DAY } from './availability.js';
import type { LocalDateTime, ScheduleSlot } from './schedule.js';

/** The slot length when the config's `schedule_order_slot_duration` is 0 or absent. */
export const DEFAULT_SLOT_MINUTES = 30;

/** The days a scheduled order can be placed for. */
export const SCHEDULE_DAYS = ['today', 'tomorrow'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];

/** A slot of one local day, in seconds since its midnight: from `start` to `end`. */
export interface TimeSlot {
  start: number;
  end: number;
}

export interface ScheduleOption extends TimeSlot {
  day: ScheduleDay;
  /** `YYYY-MM-DD` of the slot's day. */
  date: string;
  /** The slot containing now (today only): shown as 'Now'. */
  isNow: boolean;
  /** The scheduled moment: the slot's end. */
  at: LocalDateTime;
  /** `schedule_at` as sent: `YYYY-MM-DD HH:MM` in the store's time zone. */
  value: string;
}

/** The slot length in minutes: `schedule_order_slot_duration`, 30 when it is 0 or unreadable. */
export function slotMinutes(duration: number | string | null | undefined): number {
  const minutes = Math.floor(Number(duration));
  if (!Number.isFinite(minutes) || minutes <= 0) return DEFAULT_SLOT_MINUTES;
  return Math.min(minutes, SECONDS_PER_DAY / 60);
}

const LAST_SECOND = SECONDS_PER_DAY - 1;

/** The opening windows of a weekday (0 = Sunday), merged and sorted. */
export function dayWindows(schedules: readonly ScheduleSlot[], day: number): TimeSlot[] {
  const previous = (day + 6) % 7;
  const windows: TimeSlot[] = [];
  for (const slot of schedules) {
    const open = parseTimeOfDay(slot.opening_time);
    const close = parseTimeOfDay(slot.closing_time);
    if (open == null || close == null || open === close) continue;
    if (open < close) {
      if (slot.day === day) windows.push({ start: open, end: close });
    } else {
      if (slot.day === day) windows.push({ start: open, end: LAST_SECOND });
      if (slot.day === previous) windows.push({ start: 0, end: close });
    }
  }
  windows.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TimeSlot[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last != null && window.start <= last.end + 1) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  return merged;
}

/** The slots of a weekday: each window cut into `minutes`-long slots (see the module notes). */
export function daySlots(
  schedules: readonly ScheduleSlot[],
  day: number,
  minutes: number,
): TimeSlot[] {
  const step = slotMinutes(minutes) * 60;
  const slots: TimeSlot[] = [];
  for (const window of dayWindows(schedules, day)) {
    for (let start = window.start; start < window.end; start += step) {
      const end = Math.floor(Math.min(start + step, window.end) / 60) * 60;
      if (end > start) slots.push({ start, end });
    }
  }
  return slots;
}

/** The date after `date` (`YYYY-MM-DD`, a calendar day; no time zone involved). */
export function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `HH:MM` of seconds since midnight (`HH:MM:SS` when the seconds are not 0). */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return s === 0 ? `${pad2(h)}:${pad2(m)}` : `${pad2(h)}:${pad2(m)}:${pad2(s)}`;
}

/** `schedule_at` of a moment in the store's time zone: `YYYY-MM-DD HH:MM[:SS]`. */
export function scheduleAtText(at: LocalDateTime): string {
  return `${at.date} ${clockText(at.seconds)}`;
}

/**
 * The slots offered for today or tomorrow: tomorrow's all, today's those ending after now, the
 * one containing now marked `isNow`.
 */
export function scheduleOptions(
  schedules: readonly ScheduleSlot[],
  now: LocalDateTime,
  which: ScheduleDay,
  minutes: number,
): ScheduleOption[] {
  const today = which === 'today';
  const date = today ? now.date : nextDate(now.date);
  const day = today ? now.day : (now.day + 1) % 7;
  return daySlots(schedules, day, minutes)
    .filter((slot) => !today || slot.end > now.seconds)
    .map((slot) => {
      const at: LocalDateTime = { date, day, seconds: slot.end };
      return {
        ...slot,
        day: which,
        date,
        isNow: today && slot.start <= now.seconds && now.seconds < slot.end,
        at,
        value: scheduleAtText(at),
      };
    });
}

/** Whether two moments are the same (a chosen slot's `at` and the checkout's `scheduleAt`). */
export const sameMoment = (a: LocalDateTime | null, b: LocalDateTime | null): boolean =>
  a != null && b != null && a.date === b.date && a.seconds === b.seconds;
