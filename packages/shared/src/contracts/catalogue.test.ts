import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBefore, shanghaiDay } from '../time.js';
import { eventDays, MAX_EVENT_DAYS } from './catalogue.js';
import { huiyiPubBody } from './conventions.js';
import { huizhanPubBody } from './exhibitions.js';

const day = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => shanghaiDay(new Date(ms)));

describe('how long an exhibition or a convention lasts', () => {
  it('counts whole days from the first day to the last, and daysBefore walks them back', () => {
    expect(eventDays('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBefore('2026-03-01', MAX_EVENT_DAYS)).toBe('2025-12-31');
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (d, n) => {
        expect(eventDays(daysBefore(d, n), d)).toBe(n);
      }),
    );
  });

  it('is refused past MAX_EVENT_DAYS when publishing, with the field named', () => {
    const exhibition = { submit: false, title: '上海车展', industry: 'auto', city: '上海', sdate: '2026-03-01' };
    expect(huizhanPubBody.safeParse({ ...exhibition, edate: daysBefore('2026-03-01', -MAX_EVENT_DAYS) }).success).toBe(true);
    const long = huizhanPubBody.safeParse({ ...exhibition, edate: daysBefore('2026-03-01', -MAX_EVENT_DAYS - 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => i.path.join('.'))).toEqual(['edate']);
    const convention = { submit: false, title: '峰会', city: '上海', sdate: '2026-03-01' };
    expect(huiyiPubBody.safeParse({ ...convention, edate: '2026-04-30' }).success).toBe(true);
    expect(huiyiPubBody.safeParse({ ...convention, edate: '2026-05-01' }).error?.issues[0]?.path).toEqual(['edate']);
  });
});
