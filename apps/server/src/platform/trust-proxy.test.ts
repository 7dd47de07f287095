import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newIp, newPhone } from '../modules/accounts/accounts.testkit.js';
import { CODES_PER_IP_PER_HOUR } from '../modules/accounts/codes.service.js';
import { LOGIN_FAILS_PER_IP } from '../modules/accounts/login-limit.js';

/** TRUST_PROXY: X-Forwarded-For names the client only when the server is told it sits behind a proxy. */
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(async () => Promise.all([direct?.close(), proxied?.close()]));

let forged = 0;
const forgedAddress = () => `203.0.113.${++forged % 250}`;

async function failedLogins(t: TestApp, n: number, ip: string) {
  const codes: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = t.agent();
    a.ip = ip;
    const res = await a.call('User/login', { phone: newPhone(), password: 'wrongpass1' }, { 'x-forwarded-for': forgedAddress() });
    codes.push(res.body.errorCode);
  }
  return codes;
}

async function codeRequests(t: TestApp, n: number, ip: string) {
  const statuses: Array<number | string> = [];
  for (let i = 0; i < n; i++) {
    const a = t.agent();
    a.ip = ip;
    const res = await a.call('User/getCode', { phone: newPhone(), purpose: 'register' }, { 'x-forwarded-for': forgedAddress() });
    statuses.push(res.status === 200 ? 200 : res.body.errorCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('off by default: a rotating X-Forwarded-For does not escape the per-address login limit', async () => {
    const codes = await failedLogins(direct, LOGIN_FAILS_PER_IP + 1, newIp());
    expect(codes.slice(0, LOGIN_FAILS_PER_IP).every((c) => c === 'LOGIN_FAILED')).toBe(true);
    expect(codes.at(-1)).toBe('LOGIN_LOCKED');
  });

  it('off by default: a rotating X-Forwarded-For does not escape the per-address code limit', async () => {
    const statuses = await codeRequests(direct, CODES_PER_IP_PER_HOUR + 1, newIp());
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODES_PER_IP_PER_HOUR);
    expect(statuses.at(-1)).toBe('CODE_IP_LIMIT');
  });

  it('TRUST_PROXY=1: the address the proxy forwards is the client address', async () => {
    const proxy = newIp();
    expect(await failedLogins(proxied, LOGIN_FAILS_PER_IP + 1, proxy)).not.toContain('LOGIN_LOCKED');
    expect(await codeRequests(proxied, CODES_PER_IP_PER_HOUR + 1, proxy)).not.toContain('CODE_IP_LIMIT');
    // and one client behind the proxy is still limited by its own address
    const client = forgedAddress();
    const codes: string[] = [];
    for (let i = 0; i <= LOGIN_FAILS_PER_IP; i++) {
      const a = proxied.agent();
      a.ip = proxy;
      codes.push((await a.call('User/login', { phone: newPhone(), password: 'wrongpass1' }, { 'x-forwarded-for': client })).body.errorCode);
    }
    expect(codes.at(-1)).toBe('LOGIN_LOCKED');
  });
});
