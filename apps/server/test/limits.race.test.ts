import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './database.js';
import { type CallResult, type TestApp } from './harness.js';
import { freshAgent, newIp, newPhone, memberAgent } from '../src/modules/accounts/accounts.testkit.js';
import { CODE_MAX_TRIES, CODES_PER_IP_PER_HOUR } from '../src/modules/accounts/codes.service.js';
import { LOGIN_FAILS_PER_IP, LOGIN_FAILS_PER_PHONE, LOGIN_FAILS_PER_PHONE_AND_IP } from '../src/modules/accounts/login-limit.js';
import * as ledger from '../src/modules/ledger/ledger.service.js';
import { actor, PIN, taskBody, topUp } from '../src/modules/tasks/tasks.fixtures.js';
import { PIN_MAX_TRIES } from '../src/modules/wallet/paycode.service.js';
import { appWithAdmin, verifiedMember, withdrawBody, type Who } from '../src/modules/wallet/wallet.fixtures.js';

/**
 * Every limit, fired 50 at once on PostgreSQL (on PGlite one connection
 * serialises the requests, so a race proves nothing there): the limit holds
 * exactly, whatever the concurrency.
 */
let t: TestApp;
let admin: Who;
const AT_ONCE = 50;
const codes = (results: CallResult[]) => results.map((r) => r.body.errorCode ?? 'ok');
const count = (results: CallResult[], code: string) => codes(results).filter((c) => c === code).length;

beforeAll(async () => {
  if (!onPostgres()) return;
  ({ t, admin } = await appWithAdmin());
});
afterAll(async () => t?.close());

describe.runIf(onPostgres())('limits under concurrency (PostgreSQL)', () => {
  it(`PIN: 60 pays at once, the right PIN 45th — ${PIN_MAX_TRIES} wrong tries counted, then locked, nothing paid`, async () => {
    const publisher = await actor(t, 'business');
    await topUp(publisher, 10_000_000);
    const { body } = await publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t));
    const id = body.data.id as number;
    const before = await ledger.balanceOf(t.app.ctx.db, ledger.available(publisher.id));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: i === 44 ? PIN : '000000' })),
    );
    expect(count(results, 'PAYCODE_INCORRECT'), codes(results).join()).toBe(PIN_MAX_TRIES - 1);
    expect(count(results, 'PAYCODE_LOCKED')).toBe(60 - (PIN_MAX_TRIES - 1));
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(await ledger.balanceOf(t.app.ctx.db, ledger.available(publisher.id))).toBe(before);
    const detail = await publisher.agent.call('Taskcenter/showBusinesTask', { id });
    expect(detail.body.data.detail.status).toBe('unpaid');
    // still locked for the right PIN afterwards
    expect((await publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN })).body.errorCode).toBe('PAYCODE_LOCKED');
  });

  it('PIN: 50 withdrawals at once with wrong PINs, each with its own Idempotency-Key — locked after exactly 5', async () => {
    const m = await verifiedMember(t, admin, { coins: 100_000 });
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        m.agent.call('Applycash/postNew', withdrawBody(10_000, { paycode: '000000' }), i % 2 ? { 'idempotency-key': `race-${i}` } : {}),
      ),
    );
    expect(count(results, 'PAYCODE_INCORRECT'), codes(results).join()).toBe(PIN_MAX_TRIES - 1);
    expect(count(results, 'PAYCODE_LOCKED')).toBe(AT_ONCE - (PIN_MAX_TRIES - 1));
    expect((await m.agent.call('Applycash/postNew', withdrawBody(10_000))).body.errorCode).toBe('PAYCODE_LOCKED');
    expect(await ledger.balanceOf(t.app.ctx.db, ledger.available(m.id))).toBe(100_000);
  });

  it(`login: 50 wrong passwords for one phone at once — exactly ${LOGIN_FAILS_PER_PHONE} checked, the rest locked`, async () => {
    const { phone } = await memberAgent(t);
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const a = freshAgent(t);
        return a.call('User/login', { phone, password: `wrong${i}pass` });
      }),
    );
    // attempts are admitted one at a time per phone and per IP (login-limit.ts): the first 5 are checked
    expect(count(results, 'LOGIN_FAILED'), codes(results).join()).toBe(LOGIN_FAILS_PER_PHONE);
    expect(count(results, 'LOGIN_FAILED') + count(results, 'LOGIN_LOCKED')).toBe(AT_ONCE);
  });

  it(`login: 50 wrong passwords for one phone from one address at once — exactly ${LOGIN_FAILS_PER_PHONE_AND_IP} checked, the rest locked`, async () => {
    const { phone } = await memberAgent(t);
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const a = t.agent();
        a.ip = ip;
        return a.call('User/login', { phone, password: `wrong${i}pass` });
      }),
    );
    expect(count(results, 'LOGIN_FAILED'), codes(results).join()).toBe(LOGIN_FAILS_PER_PHONE_AND_IP);
    expect(count(results, 'LOGIN_LOCKED')).toBe(AT_ONCE - LOGIN_FAILS_PER_PHONE_AND_IP);
  });

  it(`login with a login code: 50 wrong passwords at once with one right code — exactly ${CODE_MAX_TRIES} passwords checked`, async () => {
    const { phone } = await memberAgent(t);
    const a = freshAgent(t);
    expect((await a.call('User/getCode', { phone, purpose: 'login' })).status).toBe(200);
    const phoneCode = t.sms.last(phone, 'login');
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const b = freshAgent(t);
        return b.call('User/login', { phone, password: `wrong${i}pass`, phoneCode });
      }),
    );
    expect(count(results, 'LOGIN_FAILED'), codes(results).join()).toBe(CODE_MAX_TRIES);
    expect(count(results, 'CODE_TOO_MANY_TRIES')).toBe(AT_ONCE - CODE_MAX_TRIES);
  });

  it(`login: 50 wrong passwords from one address at once — exactly ${LOGIN_FAILS_PER_IP} checked, the rest locked`, async () => {
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () => {
        const a = t.agent();
        a.ip = ip;
        return a.call('User/login', { phone: newPhone(), password: 'wrongpass1' });
      }),
    );
    expect(count(results, 'LOGIN_FAILED'), codes(results).join()).toBe(LOGIN_FAILS_PER_IP);
    expect(count(results, 'LOGIN_FAILED') + count(results, 'LOGIN_LOCKED')).toBe(AT_ONCE);
  });

  it('codes: 50 requests for one phone at once — exactly one sent', async () => {
    const phone = newPhone();
    const before = t.sms.sent.length;
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () => {
        const a = freshAgent(t);
        return a.call('User/getCode', { phone, purpose: 'register' });
      }),
    );
    expect(
      results.filter((r) => r.status === 200),
      codes(results).join(),
    ).toHaveLength(1);
    expect(count(results, 'CODE_COOLDOWN')).toBe(AT_ONCE - 1);
    expect(t.sms.sent.length - before).toBe(1);
  });

  it(`codes: 50 requests from one address at once — exactly ${CODES_PER_IP_PER_HOUR} sent`, async () => {
    const ip = newIp();
    const before = t.sms.sent.length;
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () => {
        const a = t.agent();
        a.ip = ip;
        return a.call('User/getCode', { phone: newPhone(), purpose: 'register' });
      }),
    );
    expect(
      results.filter((r) => r.status === 200),
      codes(results).join(),
    ).toHaveLength(CODES_PER_IP_PER_HOUR);
    expect(count(results, 'CODE_IP_LIMIT')).toBe(AT_ONCE - CODES_PER_IP_PER_HOUR);
    expect(t.sms.sent.length - before).toBe(CODES_PER_IP_PER_HOUR);
  });

  it(`codes: 50 requests from one address at once, half for registered phones — exactly ${CODES_PER_IP_PER_HOUR} answered "sent", the rest CODE_IP_LIMIT, whichever phone`, async () => {
    const registered = await Promise.all(Array.from({ length: AT_ONCE / 2 }, async () => (await memberAgent(t)).phone));
    const ip = newIp();
    const phones = registered.flatMap((p) => [p, newPhone()]);
    const results = await Promise.all(
      phones.map((phone) => {
        const a = t.agent();
        a.ip = ip;
        return a.call('User/getCode', { phone, purpose: 'register' });
      }),
    );
    expect(new Set(codes(results)), codes(results).join()).toEqual(new Set(['ok', 'CODE_IP_LIMIT']));
    expect(count(results, 'ok')).toBe(CODES_PER_IP_PER_HOUR);
  });

  it('withdrawals: 50 at once against the daily maximum — exactly the ones that fit', async () => {
    const m = await verifiedMember(t, admin, { coins: 5_000_000 });
    expect((await admin.agent.call('Admin/settingsSave', { withdrawDailyMax: 100_000, reason: 'race test' })).status).toBe(200);
    try {
      const results = await Promise.all(Array.from({ length: AT_ONCE }, () => m.agent.call('Applycash/postNew', withdrawBody(30_000))));
      expect(
        results.filter((r) => r.status === 200),
        codes(results).join(),
      ).toHaveLength(3);
      expect(count(results, 'WITHDRAW_DAILY_LIMIT'), codes(results).join()).toBe(AT_ONCE - 3);
      expect(await ledger.balanceOf(t.app.ctx.db, ledger.available(m.id))).toBe(5_000_000 - 90_000);
    } finally {
      await admin.agent.call('Admin/settingsSave', { withdrawDailyMax: 5_000_000, reason: 'restore' });
    }
  });
});
