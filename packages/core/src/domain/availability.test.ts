import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translate } from '../i18n/index.js';
import {
  availabilityWindow,
  formatTime12,
  formatTimeWindow,
  isAvailableAt,
  isWithinWindow,
  parseTimeOfDay,
  SECONDS_PER_DAY,
  timeOfDayOf,
  timeOfDayText,
} from './availability.js';

const second = fc.integer({ min: 0, max: SECONDS_PER_DAY - 1 });

/** Oracle: on a 48-hour line, the window runs from its start to its end (the next day if earlier). */
function inWindowOracle(starts: number, ends: number, now: number): boolean {
  if (starts === ends) return true;
  const end = ends < starts ? ends + SECONDS_PER_DAY : ends;
  return [now, now + SECONDS_PER_DAY].some((t) => t >= starts && t <= end);
}

describe('availability windows (properties)', () => {
  it('an item is orderable exactly inside its window, ends included, wrapping past midnight', () => {
    fc.assert(
      fc.property(second, second, second, (starts, ends, now) => {
        const fields = {
          available_time_starts: timeOfDayText(starts),
          available_time_ends: timeOfDayText(ends),
        };
        expect(isAvailableAt(fields, timeOfDayText(now))).toBe(inWindowOracle(starts, ends, now));
        expect(isWithinWindow({ starts, ends }, now)).toBe(inWindowOracle(starts, ends, now));
      }),
    );
  });

  it('the bounds themselves are inside; just outside is not', () => {
    fc.assert(
      fc.property(second, second, (starts, ends) => {
        fc.pre(starts !== ends && Math.abs(starts - ends) > 1);
        const w = { starts, ends };
        expect(isWithinWindow(w, starts)).toBe(true);
        expect(isWithinWindow(w, ends)).toBe(true);
        expect(isWithinWindow(w, (ends + 1) % SECONDS_PER_DAY)).toBe(false);
        expect(isWithinWindow(w, (starts - 1 + SECONDS_PER_DAY) % SECONDS_PER_DAY)).toBe(false);
      }),
    );
  });

  it('no window means always available', () => {
    fc.assert(
      fc.property(second, fc.constantFrom(null, undefined, '', 'soon'), (now, bound) => {
        expect(
          isAvailableAt(
            { available_time_starts: bound, available_time_ends: '10:00:00' },
            timeOfDayText(now),
          ),
        ).toBe(true);
        expect(isAvailableAt({}, timeOfDayText(now))).toBe(true);
      }),
    );
  });

  it('time text round-trips', () => {
    fc.assert(
      fc.property(second, (s) => {
        expect(parseTimeOfDay(timeOfDayText(s))).toBe(s);
        const [h, m, sec] = timeOfDayText(s).split(':').map(Number);
        expect(timeOfDayOf(new Date(2024, 0, 1, h, m, sec))).toBe(timeOfDayText(s));
      }),
    );
    expect(parseTimeOfDay('7:05')).toBe(7 * 3600 + 5 * 60);
    expect(parseTimeOfDay('24:00:00')).toBeNull();
    expect(parseTimeOfDay('10:60')).toBeNull();
    expect(parseTimeOfDay('noon')).toBeNull();
  });

  it('12-hour text names the same minute', () => {
    fc.assert(
      fc.property(second, (s) => {
        const text = formatTime12(s);
        const m = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(text);
        expect(m, text).not.toBeNull();
        const [, hh, mm, period] = m as unknown as [string, string, string, string];
        expect(Number(hh)).toBeGreaterThanOrEqual(1);
        expect(Number(hh)).toBeLessThanOrEqual(12);
        const h24 = (Number(hh) % 12) + (period === 'PM' ? 12 : 0);
        expect(h24 * 60 + Number(mm)).toBe(Math.floor(s / 60));
      }),
    );
  });
});

describe('availability (examples)', () => {
  it("shows 'Not Available now' with the window", () => {
    const fields = { available_time_starts: '07:00:00', available_time_ends: '11:00:00' };
    expect(isAvailableAt(fields, '11:00:01')).toBe(false);
    expect(isAvailableAt(fields, '08:30:00')).toBe(true);
    expect(translate('en', 'item.notAvailableNow')).toBe('Not Available now');
    expect(formatTimeWindow(availabilityWindow(fields)!)).toBe('07:00 AM - 11:00 AM');
    expect(formatTimeWindow({ starts: 22 * 3600, ends: 2 * 3600 })).toBe('10:00 PM - 02:00 AM');
    expect(formatTime12(0)).toBe('12:00 AM');
    expect(formatTime12(12 * 3600)).toBe('12:00 PM');
    expect(
      formatTimeWindow(availabilityWindow(fields)!, {
        am: translate('ar', 'item.time.am'),
        pm: translate('ar', 'item.time.pm'),
      }),
    ).toBe('07:00 ص - 11:00 ص');
  });

  it('an unreadable time with a window is outside it', () => {
    expect(
      isAvailableAt({ available_time_starts: '07:00:00', available_time_ends: '11:00:00' }, 'now'),
    ).toBe(false);
  });
});
