import { describe, expect, it } from 'vitest';
import {
  calendarLocale,
  datePart,
  dateTimeValue,
  formatDateValue,
  formatHour,
  minuteOptions,
  timePart,
} from './date-time.js';

describe('the date field values', () => {
  it('reads the date and the time of a value', () => {
    expect(datePart('2030-01-05')).toBe('2030-01-05');
    expect(datePart('2030-01-05T14:30')).toBe('2030-01-05');
    expect(timePart('2030-01-05T14:30')).toEqual({ hour: 14, minute: 30 });
    expect(timePart('2030-01-05')).toBeNull();
    for (const value of ['', '2030-1-5', '2030-01-05T', '2030-01-05T1:30', 'x']) {
      expect(datePart(value)).toBeNull();
    }
    expect(timePart('2030-01-05T24:00')).toBeNull();
    expect(dateTimeValue('2030-01-05', 9, 5)).toBe('2030-01-05T09:05');
  });

  it('writes a value in the page language: Gregorian, Western digits, no Latin in Arabic', () => {
    expect(formatDateValue('2030-01-05T14:30', 'en')).toBe('Jan 5, 2030, 2:30 PM');
    expect(formatDateValue('2030-01-05', 'en')).toBe('Jan 5, 2030');
    const ar = formatDateValue('2030-01-05T14:30', 'ar') ?? '';
    expect(ar).toContain('يناير');
    expect(ar).toContain('2030');
    expect(ar).toContain('2:30');
    expect(ar).not.toMatch(/[A-Za-z]/);
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
    expect(formatDateValue('', 'en')).toBeNull();
    expect(formatDateValue('2030-02-30', 'en')).toBeNull();
    expect(formatHour(0, 'en')).toBe('12 AM');
    expect(formatHour(15, 'ar')).toMatch(/^3\s?م$/);
  });

  it('offers every fifth minute, and the minute of the value between them', () => {
    expect(minuteOptions(null)).toHaveLength(12);
    expect(minuteOptions(10)).toHaveLength(12);
    const odd = minuteOptions(37);
    expect(odd).toHaveLength(13);
    expect(odd.indexOf(37)).toBe(odd.indexOf(35) + 1);
  });

  it('calendars in Arabic keep the Gregorian calendar and Western digits', () => {
    expect(calendarLocale('ar')).toBe('ar-u-ca-gregory-nu-latn');
    expect(calendarLocale('en')).toBe('en-US');
  });
});
