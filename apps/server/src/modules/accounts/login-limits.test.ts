import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type CallResult, type TestApp } from '../../../test/harness.js';
import { newIp, newPhone, PASSWORD, registerViaApi, wrongCode } from './accounts.testkit.js';
import { LOGIN_FAILS_PER_IP, LOGIN_FAILS_PER_PHONE, LOGIN_FAILS_PER_PHONE_AND_IP } from './login-limit.js';

/**
 * The login limits of docs/rules/accounts.md (decision 060): an account from one address, an account from all
 * addresses, an address over all accounts (which then needs the SMS code rather than being refused), and a right
 * password with a fresh login code through every lock. Races on PostgreSQL: test/limits.race.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const MIN = 60_000;
const from = (ip = newIp()) => {
  const a = t.agent();
  a.ip = ip;
  return a;
};
const err = (r: CallResult) => [r.status, r.body.errorCode];
const login = (ip: string, body: Record<string, unknown>) => from(ip).call('User/login', body);
/** a login code sent to `phone` (User/getCode purpose login) */
async function loginCode(phone: string): Promise<string> {
  const res = await from().call('User/getCode', { phone, purpose: 'login' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return t.sms.last(phone, 'login');
}

describe('User/login limits', () => {
  it(`locks an account out of one address after ${LOGIN_FAILS_PER_PHONE_AND_IP} failures, not out of others; the lock ends with the window`, async () => {
    const { phone } = await registerViaApi(t);
    const ip = newIp();
    for (let i = 0; i < LOGIN_FAILS_PER_PHONE_AND_IP; i++) {
      expect(err(await login(ip, { phone, password: `wrong${i}pass` }))).toEqual([401, 'LOGIN_FAILED']);
      t.advance(MIN);
    }
    const locked = await login(ip, { phone, password: PASSWORD });
    expect(err(locked)).toEqual([429, 'LOGIN_LOCKED']);
    // the first failure was 5 minutes ago: 10 minutes to go; a code would let the right password through
    expect(locked.body.errorMessage).toContain('10');
    expect(locked.body.details).toMatchObject({ withCode: true });
    // (real time passes between the calls too: up to a minute on a busy machine)
    expect(locked.body.details.seconds).toBeGreaterThan(10 * 60 - 60);
    expect(locked.body.details.seconds).toBeLessThanOrEqual(10 * 60);
    expect(locked.headers['retry-after']).toBeDefined();
    // the owner, elsewhere, is not locked out by a stranger at that address
    expect((await login(newIp(), { phone, password: PASSWORD })).status).toBe(200);
    t.advance(9 * MIN);
    expect(err(await login(ip, { phone, password: PASSWORD }))).toEqual([429, 'LOGIN_LOCKED']);
    t.advance(MIN + 1000);
    expect((await login(ip, { phone, password: PASSWORD })).status).toBe(200);
  });

  it(`locks an account after ${LOGIN_FAILS_PER_PHONE} failures from any addresses; a right password with a fresh login code passes`, async () => {
    const { phone } = await registerViaApi(t);
    for (let i = 0; i < LOGIN_FAILS_PER_PHONE; i++) {
      expect(err(await login(newIp(), { phone, password: `wrong${i}pass` }))).toEqual([401, 'LOGIN_FAILED']);
    }
    const locked = await login(newIp(), { phone, password: PASSWORD });
    expect(err(locked)).toEqual([429, 'LOGIN_LOCKED']);
    expect(locked.body.details).toMatchObject({ withCode: true });
    const code = await loginCode(phone);
    // a wrong code, a code of another purpose: refused before the password is looked at
    expect(err(await login(newIp(), { phone, password: PASSWORD, phoneCode: wrongCode(code) }))).toEqual([400, 'CODE_INVALID']);
    // the right code with a wrong password: the password is still wrong
    expect(err(await login(newIp(), { phone, password: 'wrong-again-1', phoneCode: code }))).toEqual([401, 'LOGIN_FAILED']);
    const ok = await login(newIp(), { phone, password: PASSWORD, phoneCode: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.cardno).toMatch(/^\d{8}$/);
    // the code is used once; without one the account is still locked for others
    expect(err(await login(newIp(), { phone, password: PASSWORD, phoneCode: code }))).toEqual([400, 'CODE_EXPIRED']);
    expect(err(await login(newIp(), { phone, password: PASSWORD }))).toEqual([429, 'LOGIN_LOCKED']);
    t.advance(15 * MIN + 1000);
  });

  it(`after ${LOGIN_FAILS_PER_IP} failures from an address its logins need the code — a right password with one passes, others elsewhere are untouched`, async () => {
    const ip = newIp();
    for (let i = 0; i < LOGIN_FAILS_PER_IP; i++)
      expect(err(await login(ip, { phone: newPhone(), password: 'nope1nope' }))).toEqual([401, 'LOGIN_FAILED']);
    const { phone } = await registerViaApi(t);
    const slowed = await login(ip, { phone, password: PASSWORD });
    expect(err(slowed)).toEqual([429, 'LOGIN_LOCKED']);
    expect(slowed.body.details).toMatchObject({ withCode: true });
    expect(slowed.body.errorMessage).toContain('15');
    // the same member from elsewhere, as before
    expect((await login(newIp(), { phone, password: PASSWORD })).status).toBe(200);
    // from the crowded address, with the code sent to their phone: through
    const code = await loginCode(phone);
    expect(err(await login(ip, { phone, password: 'wrong-pass-2', phoneCode: code }))).toEqual([401, 'LOGIN_FAILED']);
    expect((await login(ip, { phone, password: PASSWORD, phoneCode: code })).status).toBe(200);
    // a stranger there cannot guess on with a code they do not have
    expect(err(await login(ip, { phone: newPhone(), password: 'nope1nope', phoneCode: '123456' }))[1]).toMatch(/^CODE_/);
    t.advance(15 * MIN + 1000);
    expect((await login(ip, { phone, password: PASSWORD })).status).toBe(200);
  });

  it('sends a login code only to a registered phone, answering the same for any', async () => {
    const { phone } = await registerViaApi(t);
    const unknown = newPhone();
    const before = t.sms.sent.length;
    const a = await from().call('User/getCode', { phone, purpose: 'login' });
    const b = await from().call('User/getCode', { phone: unknown, purpose: 'login' });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    expect(t.sms.sent.slice(before).map((m) => [m.phone, m.purpose])).toEqual([[phone, 'login']]);
    expect(t.sms.sent.at(-1)!.text).toContain('登录');
  });

  it('a code spent by wrong tries passes nothing', async () => {
    const { phone } = await registerViaApi(t);
    const code = await loginCode(phone);
    const ip = newIp();
    for (let i = 0; i < 4; i++)
      expect(err(await login(ip, { phone, password: PASSWORD, phoneCode: wrongCode(code) }))).toEqual([400, 'CODE_INVALID']);
    expect(err(await login(ip, { phone, password: PASSWORD, phoneCode: wrongCode(code) }))).toEqual([400, 'CODE_TOO_MANY_TRIES']);
    expect(err(await login(ip, { phone, password: PASSWORD, phoneCode: code }))).toEqual([400, 'CODE_TOO_MANY_TRIES']);
    // the code's refusals are not password failures: the password alone still works
    expect((await login(ip, { phone, password: PASSWORD })).status).toBe(200);
  });

  it('counts racing failures of one account from one address exactly', async () => {
    const { phone } = await registerViaApi(t);
    const ip = newIp();
    const results = await Promise.all(Array.from({ length: 10 }, () => login(ip, { phone, password: 'wrong1wrong' })));
    const answers = results.map((r) => r.body.errorCode);
    expect(
      answers.filter((c) => c === 'LOGIN_FAILED'),
      answers.join(),
    ).toHaveLength(LOGIN_FAILS_PER_PHONE_AND_IP);
    expect(answers.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(10 - LOGIN_FAILS_PER_PHONE_AND_IP);
    expect(err(await login(ip, { phone, password: PASSWORD }))).toEqual([429, 'LOGIN_LOCKED']);
    t.advance(15 * MIN + 1000);
  });
});
