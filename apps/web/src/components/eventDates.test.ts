import { describe, expect, it } from 'vitest';
import { eventLengthCheck } from './eventDates';

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
