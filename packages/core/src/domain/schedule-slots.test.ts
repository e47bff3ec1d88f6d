import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SECONDS_PER_DAY, timeOfDayText } from './availability.js';
import { evaluateCheckout, type CheckoutIssue } from './checkout.js';
import { source } from './checkout.fixtures.js';
import {
  clockText,
  daySlots,
  DEFAULT_SLOT_MINUTES,
  nextDate,
  scheduleAtText,
  scheduleOptions,
  slotMinutes,
  type ScheduleOption,
} from './schedule-slots.js';
import { slotCovers, type LocalDateTime, type ScheduleSlot } from './schedule.js';
import { SCHEDULE_AT_LOCAL } from '../schemas/ordering.js';

const MINUTES_PER_DAY = 24 * 60;

/** Opening times on whole minutes; closing times on whole minutes or at :59 seconds. */
const scheduleSlot: fc.Arbitrary<ScheduleSlot> = fc
  .record({
    day: fc.integer({ min: 0, max: 6 }),
    open: fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }),
    close: fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }),
    closeAt59: fc.boolean(),
  })
  .map(({ day, open, close, closeAt59 }) => ({
    day,
    opening_time: timeOfDayText(open * 60),
    closing_time: timeOfDayText(close * 60 + (closeAt59 ? 59 : 0)),
  }));
const schedules = fc.array(scheduleSlot, { maxLength: 5 });
const duration = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 240 }));

/** A moment with a real calendar date whose weekday is `day`. */
const moment: fc.Arbitrary<LocalDateTime> = fc
  .record({
    days: fc.integer({ min: 0, max: 365 * 30 }),
    seconds: fc.integer({ min: 0, max: SECONDS_PER_DAY - 1 }),
  })
  .map(({ days, seconds }) => {
    const date = new Date(Date.UTC(2020, 0, 1) + days * SECONDS_PER_DAY * 1000);
    return { date: date.toISOString().slice(0, 10), day: date.getUTCDay(), seconds };
  });

/** Oracle: the store is open at a second of a weekday (core's slot rule, one slot at a time). */
const openAt = (list: readonly ScheduleSlot[], day: number, seconds: number) =>
  list.some((slot) => slotCovers(slot, { date: '2030-01-06', day, seconds }));

/** Oracle: a whole minute of the day lies within the opening hours, up to its next minute. */
const minuteOpen = (list: readonly ScheduleSlot[], day: number, minute: number) => {
  const t = minute * 60;
  return (
    t + 60 <= SECONDS_PER_DAY - 1 &&
    openAt(list, day, t) &&
    openAt(list, day, t + 59) &&
    openAt(list, day, t + 60)
  );
};

const TIMING: readonly CheckoutIssue['code'][] = [
  'store_closed',
  'schedule_past',
  'schedule_not_allowed',
  'store_closed_at_schedule',
];

/** Core's checkout timing refusals of an order scheduled at `at`. */
function timingIssues(list: readonly ScheduleSlot[], now: LocalDateTime, at: LocalDateTime) {
  const { issues } = evaluateCheckout(
    { ...source, store: { ...source.store, schedule_order: 1, schedules: list } },
    {
      orderType: 'take_away',
      paymentMethod: 'cash_on_delivery',
      address: null,
      contact: null,
      coupon: null,
      scheduleAt: at,
    },
    { guest: false, at: now },
  );
  return issues.filter((i) => TIMING.includes(i.code as CheckoutIssue['code']));
}

describe('slotMinutes', () => {
  it('is the configured duration, 30 when it is 0 or unreadable', () => {
    expect(slotMinutes(15)).toBe(15);
    expect(slotMinutes('45')).toBe(45);
    expect(slotMinutes(0)).toBe(DEFAULT_SLOT_MINUTES);
    expect(slotMinutes(null)).toBe(30);
    expect(slotMinutes('x')).toBe(30);
    expect(slotMinutes(-5)).toBe(30);
  });
});

describe('daySlots', () => {
  it('are sorted, disjoint, a duration long except at the end of opening hours, on whole minutes', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 6 }), duration, (list, day, minutes) => {
        const step = slotMinutes(minutes) * 60;
        const slots = daySlots(list, day, minutes);
        slots.forEach((slot, i) => {
          expect(slot.end).toBeGreaterThan(slot.start);
          expect(slot.end - slot.start).toBeLessThanOrEqual(step);
          expect(slot.end % 60).toBe(0);
          expect(slot.start % 60).toBe(0);
          const next = slots[i + 1];
          if (next != null) expect(next.start).toBeGreaterThanOrEqual(slot.end);
          // a shorter slot ends where the opening hours end: nothing open right after it
          if (slot.end - slot.start < step) {
            expect(minuteOpen(list, day, slot.end / 60)).toBe(false);
          }
        });
      }),
    );
  });

  it('cover exactly the whole minutes the store is open (the oracle: core’s slot rule)', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 6 }), duration, (list, day, minutes) => {
        const slots = daySlots(list, day, minutes);
        for (let m = 0; m < MINUTES_PER_DAY; m += 1) {
          const covered = slots.some((s) => s.start <= m * 60 && m * 60 < s.end);
          expect(covered, `${day} ${clockText(m * 60)}`).toBe(minuteOpen(list, day, m));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('step the duration from the opening time', () => {
    const list: ScheduleSlot[] = [{ day: 1, opening_time: '09:15:00', closing_time: '11:00:00' }];
    expect(daySlots(list, 1, 45).map((s) => [clockText(s.start), clockText(s.end)])).toEqual([
      ['09:15', '10:00'],
      ['10:00', '10:45'],
      ['10:45', '11:00'],
    ]);
    expect(daySlots(list, 2, 45)).toEqual([]);
  });

  it('take the small hours of a slot running past midnight from the day before', () => {
    const lateNight: ScheduleSlot[] = [
      { day: 5, opening_time: '22:00:00', closing_time: '01:00:00' },
      { day: 6, opening_time: '10:00:00', closing_time: '11:00:00' },
    ];
    expect(daySlots(lateNight, 6, 30).map((s) => [clockText(s.start), clockText(s.end)])).toEqual([
      ['00:00', '00:30'],
      ['00:30', '01:00'],
      ['10:00', '10:30'],
      ['10:30', '11:00'],
    ]);
    expect(daySlots(lateNight, 5, 60).map((s) => clockText(s.start))).toEqual(['22:00', '23:00']);
    expect(daySlots(lateNight, 5, 60).at(-1)!.end).toBe(23 * 3600 + 59 * 60);
  });
});

describe('scheduleOptions', () => {
  const check = (list: readonly ScheduleSlot[], now: LocalDateTime, options: ScheduleOption[]) => {
    for (const option of options) {
      // the scheduled moment is the slot's end, sent as YYYY-MM-DD HH:MM, accepted by checkout
      expect(option.at).toEqual({ date: option.date, day: option.at.day, seconds: option.end });
      expect(option.value).toBe(`${option.date} ${clockText(option.end)}`);
      expect(option.value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(SCHEDULE_AT_LOCAL.test(option.value)).toBe(true);
      expect(timingIssues(list, now, option.at)).toEqual([]);
    }
    expect(options.filter((o) => o.isNow).length).toBeLessThanOrEqual(1);
  };

  it('today: the slots ending after now, the one containing now marked; each accepted by checkout', () => {
    fc.assert(
      fc.property(schedules, moment, duration, (list, now, minutes) => {
        const options = scheduleOptions(list, now, 'today', minutes);
        const all = daySlots(list, now.day, minutes);
        expect(options.map(({ start, end }) => ({ start, end }))).toEqual(
          all.filter((s) => s.end > now.seconds),
        );
        for (const option of options) {
          expect(option.day).toBe('today');
          expect(option.date).toBe(now.date);
          expect(option.at.day).toBe(now.day);
          expect(option.isNow).toBe(option.start <= now.seconds && now.seconds < option.end);
        }
        check(list, now, options);
      }),
      { numRuns: 150 },
    );
  });

  it('tomorrow: every slot of the next weekday, on the next date, none marked now', () => {
    fc.assert(
      fc.property(schedules, moment, duration, (list, now, minutes) => {
        const options = scheduleOptions(list, now, 'tomorrow', minutes);
        const tomorrow = new Date(Date.parse(`${now.date}T00:00:00Z`) + SECONDS_PER_DAY * 1000);
        expect(options.map(({ start, end }) => ({ start, end }))).toEqual(
          daySlots(list, (now.day + 1) % 7, minutes),
        );
        for (const option of options) {
          expect(option.date).toBe(tomorrow.toISOString().slice(0, 10));
          expect(option.at.day).toBe(tomorrow.getUTCDay());
          expect(option.isNow).toBe(false);
        }
        check(list, now, options);
      }),
      { numRuns: 150 },
    );
  });

  it('labels the slot of now, drops the slots that ended, uses dashes for both days', () => {
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      opening_time: '00:00',
      closing_time: '23:59:59',
    }));
    const now: LocalDateTime = { date: '2025-12-31', day: 3, seconds: 12 * 3600 + 10 * 60 };
    const today = scheduleOptions(allDay, now, 'today', 0);
    expect(today[0]).toMatchObject({ start: 12 * 3600, end: 12.5 * 3600, isNow: true });
    expect(today[0]!.value).toBe('2025-12-31 12:30');
    expect(today[1]).toMatchObject({ isNow: false, value: '2025-12-31 13:00' });
    expect(today.at(-1)!.value).toBe('2025-12-31 23:59');
    expect(today).toHaveLength(24);
    const tomorrow = scheduleOptions(allDay, now, 'tomorrow', 0);
    expect(tomorrow[0]!.value).toBe('2026-01-01 00:30');
    expect(tomorrow[0]!.at).toEqual({ date: '2026-01-01', day: 4, seconds: 1800 });
    expect(tomorrow).toHaveLength(48);
  });
});

describe('dates and texts', () => {
  it('nextDate crosses months, years and leap days', () => {
    expect(nextDate('2025-01-31')).toBe('2025-02-01');
    expect(nextDate('2024-02-28')).toBe('2024-02-29');
    expect(nextDate('2025-02-28')).toBe('2025-03-01');
    expect(nextDate('2025-12-31')).toBe('2026-01-01');
  });

  it('scheduleAtText keeps seconds only when there are some', () => {
    expect(scheduleAtText({ date: '2025-06-15', day: 0, seconds: 14 * 3600 })).toBe(
      '2025-06-15 14:00',
    );
    expect(scheduleAtText({ date: '2025-06-15', day: 0, seconds: 14 * 3600 + 5 })).toBe(
      '2025-06-15 14:00:05',
    );
  });
});
