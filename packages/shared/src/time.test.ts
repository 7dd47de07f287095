import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, dayEnd, dayStart, daysAfter, endOfShanghaiDay, previousDay, shanghaiDay, shanghaiMinute, startOfShanghaiDay } from './time.js';

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
