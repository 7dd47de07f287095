import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { eventLengthCheck, eventLengthRule, MAX_EVENT_DAYS } from './eventDates';

describe('eventLengthRule', () => {
  const rule = eventLengthRule('too long');
  it('lets through a range up to MAX_EVENT_DAYS days and an empty one', async () => {
    const start = dayjs('2026-03-01');
    await expect(rule.validator(null, [start, start.add(MAX_EVENT_DAYS, 'day')])).resolves.toBeUndefined();
    await expect(rule.validator(null, null)).resolves.toBeUndefined();
  });
  it('refuses a longer range with the given message', async () => {
    const start = dayjs('2026-03-01');
    await expect(rule.validator(null, [start, start.add(MAX_EVENT_DAYS + 1, 'day')])).rejects.toThrow('too long');
  });
});

describe('eventLengthCheck', () => {
  const check = eventLengthCheck('too long');
  it('lets through a range up to MAX_EVENT_DAYS days, an empty one and a half-chosen one', () => {
    expect(check('2026-03-01/2026-04-30', {})).toBeUndefined();
    expect(check('', {})).toBeUndefined();
    expect(check('2026-03-01/', {})).toBeUndefined();
  });
  it('refuses a longer range with the given message', () => {
    expect(check('2026-03-01/2026-05-01', {})).toBe('too long');
  });
});
