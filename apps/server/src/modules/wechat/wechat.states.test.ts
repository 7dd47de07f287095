import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newIp } from '../accounts/accounts.testkit.js';
import { STATE_TTL_MS, STATES_PER_ADDRESS } from './wechat.service.js';
import { authorize, newOpenid, withWechatApp } from './wechat.testkit.js';

/** Anonymous Wechat/login writes a state row: limited per address, and gone minutes after it expires (issue 31). */
const env = withWechatApp();
const fromAddress = (ip = newIp()) => {
  const a = env.t.agent();
  a.ip = ip;
  return a;
};
const stateRows = async () =>
  ((await env.t.app.ctx.db.execute(sql`select count(*)::int n from wechat_states`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

describe('Wechat/login states', () => {
  it(`an address gets ${STATES_PER_ADDRESS} in ${STATE_TTL_MS / 60_000} minutes, then 429 RATE_LIMITED with Retry-After; others are not held up`, async () => {
    const ip = newIp();
    const before = await stateRows();
    // fresh browsers (no cookie) from one address, as a script sends them
    const answers = await Promise.all(Array.from({ length: STATES_PER_ADDRESS + 20 }, () => fromAddress(ip).call('Wechat/login', {})));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(STATES_PER_ADDRESS);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect([r.status, r.body.errorCode]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(STATE_TTL_MS / 1000);
    }
    expect((await stateRows()) - before).toBe(STATES_PER_ADDRESS);
    // another address, and a login that goes through WeChat, are unaffected
    expect((await fromAddress().call('Wechat/login', {})).status).toBe(200);
    const other = fromAddress();
    expect((await authorize(other, newOpenid())).state.length).toBeGreaterThan(0);
    // the window passes
    env.t.advance(STATE_TTL_MS + 1000);
    expect((await fromAddress(ip).call('Wechat/login', {})).status).toBe(200);
  });

  it('states are deleted minutes after they expire, not kept for a day', async () => {
    for (let i = 0; i < 10; i++) expect((await fromAddress().call('Wechat/login', {})).status).toBe(200);
    expect(await stateRows()).toBeGreaterThanOrEqual(10);
    env.t.advance(STATE_TTL_MS + 6 * 60_000); // expired more than five minutes ago
    expect((await fromAddress().call('Wechat/login', {})).status).toBe(200);
    expect(await stateRows()).toBe(1); // the one just made
  });
});
