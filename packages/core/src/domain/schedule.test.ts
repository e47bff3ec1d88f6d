import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SECONDS_PER_DAY, timeOfDayText } from './availability.js';
import {
  currentOpeningTime,
  isStoreDiscountRunning,
  isStoreOpen,
  isWithinDates,
  localDateTime,
  runningStoreDiscountPercent,
  slotCovers,
  type LocalDateTime,
  type ScheduleSlot,
} from './schedule.js';

const WEEK = 7 * SECONDS_PER_DAY;
const second = fc.integer({ min: 0, max: SECONDS_PER_DAY - 1 });
const day = fc.integer({ min: 0, max: 6 });
const at = (d: number, seconds: number, date = '2030-01-06'): LocalDateTime => ({
  date,
  day: d,
  seconds,
});
const slot = (d: number, open: number, close: number): ScheduleSlot => ({
  day: d,
  opening_time: timeOfDayText(open),
  closing_time: timeOfDayText(close),
});

/** Oracle: a slot as an interval on the week's timeline (an overnight slot wraps into the next day). */
function coversOracle(d: number, open: number, close: number, now: LocalDateTime): boolean {
  if (open === close) return false;
  const start = d * SECONDS_PER_DAY + open;
  const end = (close > open ? d : d + 1) * SECONDS_PER_DAY + close;
  const t = now.day * SECONDS_PER_DAY + now.seconds;
  return [t, t + WEEK].some((x) => x >= start && x <= end);
}

describe('localDateTime', () => {
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('matches the UTC calendar in UTC', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const d = new Date(ms);
        expect(localDateTime(ms, 'UTC')).toEqual({
          date: d.toISOString().slice(0, 10),
          day: d.getUTCDay(),
          seconds: d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds(),
        });
      }),
    );
  });

  it('is UTC+4 in Asia/Dubai (no daylight saving)', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const shifted = new Date(ms + 4 * 3600_000);
        const local = localDateTime(ms, 'Asia/Dubai');
        expect(local.date).toBe(shifted.toISOString().slice(0, 10));
        expect(local.day).toBe(shifted.getUTCDay());
        expect(local.seconds).toBe(
          shifted.getUTCHours() * 3600 + shifted.getUTCMinutes() * 60 + shifted.getUTCSeconds(),
        );
      }),
    );
  });

  it('reads midnight as 0 seconds', () => {
    // 2030-01-05T20:00:00Z is midnight of Sunday 2030-01-06 in Dubai.
    expect(localDateTime(Date.UTC(2030, 0, 5, 20), 'Asia/Dubai')).toEqual({
      date: '2030-01-06',
      day: 0,
      seconds: 0,
    });
  });
});

describe('opening hours (properties)', () => {
  it('a slot covers a moment exactly as the week-timeline oracle says', () => {
    fc.assert(
      fc.property(day, second, second, day, second, (d, open, close, nowDay, now) => {
        const moment = at(nowDay, now);
        expect(slotCovers(slot(d, open, close), moment)).toBe(coversOracle(d, open, close, moment));
      }),
    );
  });

  it('an active store is open iff some slot covers the moment; an inactive one never is', () => {
    const slots = fc.array(fc.tuple(day, second, second), { maxLength: 6 });
    fc.assert(
      fc.property(slots, day, second, (list, nowDay, now) => {
        const schedules = list.map(([d, o, c]) => slot(d, o, c));
        const moment = at(nowDay, now);
        const expected = list.some(([d, o, c]) => coversOracle(d, o, c, moment));
        expect(isStoreOpen({ active: true, schedules }, moment)).toBe(expected);
        expect(isStoreOpen({ active: 1, schedules }, moment)).toBe(expected);
        expect(isStoreOpen({ active: false, schedules }, moment)).toBe(false);
        expect(isStoreOpen({ active: 0, schedules }, moment)).toBe(false);
      }),
    );
  });

  it('the current opening time is a covering slot, a later slot today, or closed', () => {
    const slots = fc.array(fc.tuple(day, second, second), { maxLength: 6 });
    fc.assert(
      fc.property(slots, day, second, (list, nowDay, now) => {
        const schedules = list.map(([d, o, c]) => slot(d, o, c));
        const moment = at(nowDay, now);
        const result = currentOpeningTime(schedules, moment);
        const covering = schedules.filter((s) => slotCovers(s, moment));
        const later = list
          .filter(([d, o]) => d === nowDay && o > now)
          .map(([, o]) => o)
          .sort((a, b) => a - b);
        if (covering.length > 0) {
          expect(covering.map((s) => s.opening_time)).toContain(result);
        } else if (later.length > 0) {
          expect(result).toBe(timeOfDayText(later[0]!));
        } else {
          expect(result).toBe('closed');
        }
      }),
    );
  });
});

describe('opening hours (examples)', () => {
  const lateNight: ScheduleSlot[] = [
    { day: 5, opening_time: '00:00:00', closing_time: '03:00:00' },
    { day: 5, opening_time: '10:00:00', closing_time: '23:59:59' },
  ];

  it('is open at the bounds of a slot and closed just outside', () => {
    const store = { active: true, schedules: lateNight };
    expect(isStoreOpen(store, at(5, 10 * 3600))).toBe(true);
    expect(isStoreOpen(store, at(5, 10 * 3600 - 1))).toBe(false);
    expect(isStoreOpen(store, at(5, 3 * 3600))).toBe(true);
    expect(isStoreOpen(store, at(5, 3 * 3600 + 1))).toBe(false);
    expect(isStoreOpen(store, at(4, 12 * 3600))).toBe(false);
  });

  it('an overnight slot reaches into the next day, Saturday into Sunday', () => {
    const store = {
      active: true,
      schedules: [{ day: 6, opening_time: '22:00', closing_time: '02:00' }],
    };
    expect(isStoreOpen(store, at(6, 23 * 3600))).toBe(true);
    expect(isStoreOpen(store, at(0, 3600))).toBe(true);
    expect(isStoreOpen(store, at(0, 3 * 3600))).toBe(false);
    expect(isStoreOpen(store, at(6, 3600))).toBe(false);
  });

  it('ignores unreadable slots', () => {
    const schedules = [
      { day: 9, opening_time: '00:00', closing_time: '23:00' },
      { day: 1, opening_time: 'soon', closing_time: '23:00' },
    ];
    expect(isStoreOpen({ active: true, schedules }, at(1, 3600))).toBe(false);
  });

  it('gives the current or next opening time', () => {
    expect(currentOpeningTime(lateNight, at(5, 12 * 3600))).toBe('10:00:00');
    expect(currentOpeningTime(lateNight, at(5, 5 * 3600))).toBe('10:00:00');
    expect(currentOpeningTime(lateNight, at(5, 3600))).toBe('00:00:00');
    expect(currentOpeningTime(lateNight, at(2, 3600))).toBe('closed');
  });
});

describe('date windows and store discounts', () => {
  const date = fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) })
    .map((ms) => new Date(ms).toISOString().slice(0, 10));

  it('a date is within a window iff start ≤ date ≤ end', () => {
    fc.assert(
      fc.property(date, date, date, (start, end, today) => {
        expect(isWithinDates({ start_date: start, end_date: end }, { date: today })).toBe(
          Date.parse(start) <= Date.parse(today) && Date.parse(today) <= Date.parse(end),
        );
      }),
    );
  });

  it('a store discount runs within its dates and its daily window, and gives its percent', () => {
    fc.assert(
      fc.property(
        date,
        date,
        date,
        second,
        second,
        second,
        fc.double({ min: 0, max: 100, noNaN: true }),
        (start, end, today, from, to, now, percent) => {
          const discount = {
            start_date: start,
            end_date: end,
            start_time: timeOfDayText(from),
            end_time: timeOfDayText(to),
            discount: percent,
          };
          const moment = at(0, now, today);
          const inDates = start <= today && today <= end;
          const inTime =
            from === to || (from < to ? now >= from && now <= to : now >= from || now <= to);
          expect(isStoreDiscountRunning(discount, moment)).toBe(inDates && inTime);
          expect(runningStoreDiscountPercent(discount, moment)).toBe(
            inDates && inTime && percent > 0 ? percent : 0,
          );
        },
      ),
    );
  });

  it('no discount, or an unreadable one, gives 0', () => {
    const moment = at(1, 15 * 3600, '2030-01-07');
    expect(runningStoreDiscountPercent(null, moment)).toBe(0);
    expect(
      runningStoreDiscountPercent(
        {
          start_date: '2030-01-01',
          end_date: 'later',
          start_time: '00:00',
          end_time: '23:59',
          discount: 10,
        },
        moment,
      ),
    ).toBe(0);
    expect(
      runningStoreDiscountPercent(
        {
          start_date: '2030-01-01',
          end_date: '2030-02-01',
          start_time: '14:00:00',
          end_time: '17:00:00',
          discount: '10',
        },
        moment,
      ),
    ).toBe(10);
  });
});
