import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDueDate } from '.';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('dates and times on screen', () => {
  it('shows business dates as the Asia/Shanghai day wherever the viewer is', () => {
    process.env.TZ = 'America/Los_Angeles';
    // 2026-11-30 23:59:59.999 in Shanghai is still the 30th there, the morning of the 30th in Los Angeles
    expect(formatDate('2026-11-30T15:59:59.999Z')).toBe('2026-11-30');
    // 00:30 on 1 December in Shanghai is the 30th in UTC and in Los Angeles: the business day is the 1st
    expect(formatDate('2026-11-30T16:30:00Z')).toBe('2026-12-01');
    expect(formatDate('2026-05-04')).toBe('2026-05-04');
    expect(formatDate(null)).toBe('');
  });

  it('shows a due date picked as a day as that day, and an exact due time as a time', () => {
    process.env.TZ = 'UTC';
    expect(formatDueDate('2026-11-30T23:59:59.999+08:00')).toBe('2026-11-30');
    expect(formatDueDate('2026-11-30T18:00:00+08:00')).toBe('2026-11-30 10:00 UTC+0');
  });

  it("names the viewer's zone after a time only when it is not Shanghai's", () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(formatDateTime('2026-11-30T02:05:00Z')).toBe('2026-11-30 10:05');
    process.env.TZ = 'Europe/Berlin';
    expect(formatDateTime('2026-11-30T02:05:00Z')).toBe('2026-11-30 03:05 UTC+1');
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime('2026-11-30T02:05:00Z')).toBe('2026-11-30 07:35 UTC+5:30');
  });
});
