import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  shiftDay,
  shiftMonth,
  addMonthsToDay,
  DAY_MS,
  dayEnd,
  dayStart,
  daysAfter,
  endOfShanghaiDay,
  isDay,
  monthEnd,
  monthStart,
  previousDay,
  shanghaiDay,
  shanghaiMinute,
  startOfShanghaiDay,
  today,
  weekdayOf,
} from './time.js';

// any moment from 1900 to 2200, in milliseconds
const moment = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms));

describe('the Shanghai day', () => {
  it('starts at 16:00 UTC of the day before', () => {
    expect(startOfShanghaiDay(new Date('2025-03-01T15:59:59.999Z')).toISOString()).toBe('2025-02-28T16:00:00.000Z');
    expect(startOfShanghaiDay(new Date('2025-03-01T16:00:00.000Z')).toISOString()).toBe('2025-03-01T16:00:00.000Z');
    expect(shanghaiDay(new Date('2025-03-01T16:00:00.000Z'))).toBe('2025-03-02');
    expect(shanghaiMinute(new Date('2025-03-01T16:30:00.000Z'))).toBe('2025-03-02 00:30');
    expect(startOfShanghaiDay(new Date('1969-12-31T20:00:00.000Z')).toISOString()).toBe('1969-12-31T16:00:00.000Z');
  });

  it('holds every moment between its start (included) and the next start (excluded)', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const start = startOfShanghaiDay(at);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(start.getTime() + DAY_MS);
        expect(startOfShanghaiDay(start)).toEqual(start);
        expect(dayStart(shanghaiDay(at))).toEqual(start);
        expect(dayEnd(shanghaiDay(at)).getTime()).toBe(start.getTime() + DAY_MS);
        expect(endOfShanghaiDay(shanghaiDay(at)).getTime()).toBe(start.getTime() + DAY_MS - 1);
      }),
    );
  });

  it('names one day for each 24 hours, and the day before is 24 hours earlier', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const day = shanghaiDay(at);
        expect(shanghaiDay(daysAfter(at, 1))).not.toBe(day);
        expect(previousDay(shanghaiDay(daysAfter(at, 1)))).toBe(day);
        expect(shanghaiDay(startOfShanghaiDay(at))).toBe(day);
        expect(shanghaiDay(new Date(startOfShanghaiDay(at).getTime() - 1))).toBe(previousDay(day));
      }),
    );
  });

  it('crosses month and year ends', () => {
    expect(previousDay('2025-03-01')).toBe('2025-02-28');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(previousDay('2025-01-01')).toBe('2024-12-31');
  });
});

describe('calendar days and months', () => {
  it('adds days and months as the calendar does, the month end kept short', () => {
    expect(isDay('2027-02-28')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-2-1')).toBe(false);
    expect(shiftDay('2027-02-28', 1)).toBe('2027-03-01');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDay('2027-03-15', 3)).toBe('2027-06-15');
    expect(monthStart('2027-02')).toBe('2027-02-01');
    expect(monthEnd('2028-02')).toBe('2028-02-29');
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(today()).toBe(shanghaiDay(new Date()));
  });

  it('every day of 1900–2200 is a day, and a month on is a month back', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: -40, max: 40 }), (at, n) => {
        const day = shanghaiDay(at);
        expect(isDay(day)).toBe(true);
        expect(shiftDay(shiftDay(day, n), -n)).toBe(day);
        expect(shiftMonth(shiftMonth(day.slice(0, 7), n), -n)).toBe(day.slice(0, 7));
        expect(addMonthsToDay(day, n) <= monthEnd(shiftMonth(day.slice(0, 7), n))).toBe(true);
      }),
    );
  });
});
