import { DAY_MS as DAY } from '@boothhub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';
import { sha256 } from '../../platform/crypto.js';
import { freshAgent, memberAgent, newPhone, PASSWORD } from './accounts.testkit.js';
import { SESSION_COOKIE } from './session.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const h = res.headers['set-cookie'];
  return (Array.isArray(h) ? h : h ? [String(h)] : []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
};

describe('sessions', () => {
  it('travel in an httpOnly, SameSite=Lax cookie valid 30 days; only the hash is stored', async () => {
    const phone = newPhone();
    const a = t.agent();
    await a.call('User/getCode', { phone, purpose: 'register' });
    const res = await a.call('User/regist', { phone, phoneCode: t.sms.last(phone), password: PASSWORD });
    const cookie = setCookieOf(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);
    const token = a.cookies.get(SESSION_COOKIE)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.app.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
  });

  it('set the Secure flag when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://boothhub.example' });
    try {
      const phone = newPhone();
      const a = secure.agent();
      await a.call('User/getCode', { phone, purpose: 'register' });
      const res = await a.call('User/regist', { phone, phoneCode: secure.sms.last(phone), password: PASSWORD });
      expect(setCookieOf(res)).toMatch(/Secure/);
    } finally {
      await secure.close();
    }
  });

  it('expire after 30 days idle; any use keeps them alive and renews the cookie', async () => {
    const { agent, id } = await memberAgent(t);
    t.advance(29 * DAY);
    const used = await agent.get('/api/User/loginCheck');
    expect(used.body.data.loggedIn).toBe(true);
    expect(setCookieOf(used)).toMatch(/Max-Age=2592000/);
    t.advance(29 * DAY);
    expect((await agent.call('Member/userInfo', {})).status).toBe(200);
    t.advance(30 * DAY + 60_000);
    expect((await agent.get('/api/User/loginCheck')).body.data).toEqual({ loggedIn: false });
    const res = await agent.call('Member/userInfo', {});
    expect([res.status, res.body.errorCode]).toEqual([401, 'AUTH_REQUIRED']);
    expect(await t.app.ctx.db.select().from(sessions).where(eq(sessions.memberId, id))).toHaveLength(0);
  });

  it('refuse a made-up or overlong cookie', async () => {
    const a = t.agent();
    a.cookies.set(SESSION_COOKIE, 'forged-token');
    expect((await a.call('Member/userInfo', {})).body.errorCode).toBe('AUTH_REQUIRED');
    a.cookies.set(SESSION_COOKIE, 'x'.repeat(500));
    expect((await a.call('Member/userInfo', {})).body.errorCode).toBe('AUTH_REQUIRED');
  });

  it('refuse state-changing calls from another Origin', async () => {
    const { agent, phone } = await memberAgent(t);
    const evil = await agent.call('User/changepwd', { oldPassword: PASSWORD, password: 'evil1234pw' }, { origin: 'https://evil.example' });
    expect([evil.status, evil.body.errorCode]).toEqual([403, 'ORIGIN_REJECTED']);
    const login = await t.agent().call('User/login', { phone, password: PASSWORD }, { origin: 'https://evil.example' });
    expect([login.status, login.body.errorCode]).toEqual([403, 'ORIGIN_REJECTED']);
    const own = await agent.call('Member/userInfo', {}, { origin: t.config.publicUrl });
    expect(own.status).toBe(200);
  });
});

describe('logs', () => {
  it('hold no password, code, token or session cookie through a whole account journey', async () => {
    const secrets: string[] = [];
    const a = freshAgent(t);
    const phone = newPhone();
    const passwords = ['journey1pass', 'journey2pass', 'journey3pass'];
    secrets.push(...passwords);

    await a.call('User/getCode', { phone, purpose: 'register' });
    const regCode = t.sms.last(phone, 'register');
    secrets.push(regCode);
    expect((await a.call('User/regist', { phone, phoneCode: regCode, password: passwords[0] })).status).toBe(200);
    secrets.push(a.cookies.get(SESSION_COOKIE)!);
    await a.call('User/logout', {});
    expect((await a.call('User/login', { phone, password: 'wrong-guess-9' })).status).toBe(401);
    secrets.push('wrong-guess-9');
    expect((await a.call('User/login', { phone, password: passwords[0] })).status).toBe(200);
    secrets.push(a.cookies.get(SESSION_COOKIE)!);
    expect((await a.call('User/changepwd', { oldPassword: passwords[0], password: passwords[1] })).status).toBe(200);

    await a.call('User/getCode', { phone, purpose: 'reset' });
    const resetCode = t.sms.last(phone, 'reset');
    secrets.push(resetCode);
    const resetToken = (await a.call('User/checkCode', { phone, phoneCode: resetCode })).body.data.resetToken;
    secrets.push(resetToken);
    expect((await a.call('User/resetpwd', { phone, resetToken, password: passwords[2] })).status).toBe(200);
    expect((await a.call('User/login', { phone, password: passwords[2] })).status).toBe(200);
    secrets.push(a.cookies.get(SESSION_COOKIE)!);

    const next = newPhone();
    await a.call('User/getCode', { phone: next, purpose: 'bind' });
    const bindCode = t.sms.last(next, 'bind');
    secrets.push(bindCode);
    expect((await a.call('User/bindPhone', { phone: next, phoneCode: bindCode })).status).toBe(200);
    // a refused body with a secret in it
    await a.call('User/login', { phone: next, password: passwords[2], extra: 'x' });

    await new Promise((r) => setImmediate(r));
    const logText = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(10);
    for (const s of secrets) {
      // a 6-digit code is looked for as a whole number, so digits of a time or an id do not match by chance
      if (/^\d{6}$/.test(s)) expect(logText).not.toMatch(new RegExp(`(?<![0-9])${s}(?![0-9])`));
      else expect(logText).not.toContain(s);
    }
  });

  it('redact secrets in request bodies should they ever be logged', async () => {
    const before = t.logs.length;
    t.app.log.info({ body: { password: 'pw-one-1', phoneCode: '111222' } }, 'body');
    t.app.log.info({ req: { body: { password: 'pw-two-2', resetToken: 'tok-xyz', oldPassword: 'pw-old-3', paycode: '909090' } } }, 'req');
    await new Promise((r) => setImmediate(r));
    const text = t.logs.slice(before).join('\n');
    expect(text).toContain('[redacted]');
    for (const s of ['pw-one-1', '111222', 'pw-two-2', 'tok-xyz', 'pw-old-3', '909090']) expect(text).not.toContain(s);
  });
});
