import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { lockMinutes, PIN_LOCK_MS } from './paycode.service.js';
import { appWithAdmin, verifiedMember, withdrawBody, type Who } from './wallet.fixtures.js';

/** The PIN lock's message says how long is left, in whole minutes, never more than the lock (an hour). */
let t: TestApp;
let admin: Who;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(async () => t?.close());

const LOCK_MINUTES = PIN_LOCK_MS / 60_000;
const minutesIn = (res: { body: { errorCode: string; errorMessage: string } }) => {
  expect(res.body.errorCode).toBe('PAYCODE_LOCKED');
  return Number(/in (\d+) minutes/.exec(res.body.errorMessage)?.[1]);
};
const wrong = withdrawBody(10_000, { paycode: '000000' });
const en = { 'accept-language': 'en' };

describe('lockMinutes', () => {
  it('is the minutes left rounded up, from 1 to the lock length, whatever the clocks say', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5 * 60_000, max: 3 * PIN_LOCK_MS }), (left) => {
        const now = new Date(1_800_000_000_000);
        const m = lockMinutes(new Date(now.getTime() + left), now);
        expect(Number.isInteger(m)).toBe(true);
        expect(m).toBeGreaterThanOrEqual(1);
        expect(m).toBeLessThanOrEqual(LOCK_MINUTES);
        if (left > 0 && left <= PIN_LOCK_MS) expect(m).toBe(Math.ceil(left / 60_000));
      }),
    );
  });
});

describe('the PIN lock message', () => {
  it('says 60 minutes at the lock, 60 a moment later, 59 after one minute, 1 at the last minute', async () => {
    const m = await verifiedMember(t, admin, { coins: 100_000 });
    for (let i = 0; i < 4; i++) expect((await m.agent.call('Applycash/postNew', wrong, en)).body.errorCode).toBe('PAYCODE_INCORRECT');
    expect(minutesIn(await m.agent.call('Applycash/postNew', wrong, en))).toBe(60);
    expect(minutesIn(await m.agent.call('Applycash/postNew', withdrawBody(10_000), en))).toBe(60);
    t.advance(60_000);
    expect(minutesIn(await m.agent.call('Applycash/postNew', withdrawBody(10_000), en))).toBe(59);
    t.advance(58 * 60_000);
    expect(minutesIn(await m.agent.call('Applycash/postNew', withdrawBody(10_000), en))).toBe(1);
    t.advance(61_000);
    expect((await m.agent.call('Applycash/postNew', withdrawBody(10_000), en)).status).toBe(200);
  });
});

describe.runIf(onPostgres())('the PIN lock message under parallel tries (PostgreSQL)', () => {
  it('20 wrong tries at once: 5 are counted, the rest are locked and none says more than 60 minutes', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await verifiedMember(t, admin, { coins: 100_000 });
      const results = await Promise.all(Array.from({ length: 20 }, () => m.agent.call('Applycash/postNew', wrong, en)));
      expect(results.filter((r) => r.body.errorCode === 'PAYCODE_INCORRECT')).toHaveLength(4);
      const locked = results.filter((r) => r.body.errorCode === 'PAYCODE_LOCKED').map(minutesIn);
      expect(locked).toHaveLength(16);
      expect(locked.filter((n) => n > LOCK_MINUTES)).toEqual([]);
      expect(Math.min(...locked)).toBeGreaterThanOrEqual(LOCK_MINUTES - 1);
    }
  }, 120_000);
});
