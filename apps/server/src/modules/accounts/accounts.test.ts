import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';
import { MINUTE_MS as MIN } from '@boothhub/shared';
import { freshAgent, memberAgent, memberRow, newPhone, PASSWORD, registerViaApi, wrongCode } from './accounts.testkit.js';
import { createMember, findMemberByPhone } from './members.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const anon = () => freshAgent(t);
const err = (res: { status: number; body: any }) => [res.status, res.body.errorCode];
const sessionCount = async (memberId: number) => (await t.app.ctx.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;
async function codeFor(a: Agent, phone: string, purpose: 'register' | 'reset' | 'bind') {
  const res = await a.call('User/getCode', { phone, purpose });
  expect(res.status).toBe(200);
  return t.sms.last(phone, purpose);
}

describe('User/regist', () => {
  it('registers a designer by default and logs them in', async () => {
    const a = anon();
    const phone = newPhone();
    const code = await codeFor(a, phone, 'register');
    const res = await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.cardno).toMatch(/^[1-9]\d{7}$/);
    expect(res.headers['set-cookie']).toBeTruthy();
    const check = await a.get('/api/User/loginCheck');
    expect(check.body.data).toEqual({ loggedIn: true, cardno: res.body.data.cardno, role: 'designer' });
    const row = await memberRow(t, res.body.data.cardno);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.phone).toBe(phone);
  });

  it.each(['business', 'factory'] as const)('registers a %s', async (role) => {
    const { agent } = await registerViaApi(t, { role });
    expect((await agent.get('/api/User/loginCheck')).body.data.role).toBe(role);
  });

  it('never lets anyone register as admin', async () => {
    const a = anon();
    const phone = newPhone();
    const code = await codeFor(a, phone, 'register');
    const res = await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD, role: 'admin' });
    expect(err(res)).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.field).toBe('role');
    expect(await findMemberByPhone(t.app.ctx.db, phone)).toBeUndefined();
  });

  it.each([
    ['short', 'ab1', 'password'],
    ['no digit', 'abcdefghij', 'password'],
    ['no letter', '1234567890', 'password'],
    ['too long', `a1${'x'.repeat(63)}`, 'password'],
  ])('refuses a password that is %s', async (_what, password, field) => {
    const a = anon();
    const phone = newPhone();
    const code = await codeFor(a, phone, 'register');
    const res = await a.call('User/regist', { phone, phoneCode: code, password });
    expect(err(res)).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.field).toBe(field);
    expect(await findMemberByPhone(t.app.ctx.db, phone)).toBeUndefined();
    // the code was not spent
    expect((await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD })).status).toBe(200);
  });

  it.each([
    [{ phone: '23800000000', phoneCode: '123456', password: PASSWORD }, 'phone'],
    [{ phone: '13800000000', phoneCode: '12345', password: PASSWORD }, 'phoneCode'],
    [{ phone: '13800000000', phoneCode: 'abcdef', password: PASSWORD }, 'phoneCode'],
    [{ phone: '13800000000', phoneCode: '123456', password: PASSWORD, nickname: 'x' }, 'nickname'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await anon().call('User/regist', body);
    expect(err(res)).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.field).toBe(field);
  });

  it('links the inviter, and refuses an unknown invite code without spending the code', async () => {
    const inviter = await registerViaApi(t);
    const inviteCode = (await memberRow(t, inviter.cardno)).inviteCode;
    const a = anon();
    const phone = newPhone();
    const code = await codeFor(a, phone, 'register');
    const bad = await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD, inviteCode: 'NOPE2345' });
    expect(err(bad)).toEqual([400, 'INVITE_CODE_INVALID']);
    expect(await findMemberByPhone(t.app.ctx.db, phone)).toBeUndefined();
    const ok = await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD, inviteCode: inviteCode.toLowerCase() });
    expect(ok.status).toBe(200);
    const inviterId = (await memberRow(t, inviter.cardno)).id;
    expect((await memberRow(t, ok.body.data.cardno)).invitedBy).toBe(inviterId);
  });

  it('refuses a phone registered after the code was sent (a right code proves the phone: then it may say so)', async () => {
    const phone = newPhone();
    const code = await codeFor(anon(), phone, 'register');
    await createMember(t.app.ctx.db, { phone, password: PASSWORD, role: 'designer' });
    expect(err(await anon().call('User/regist', { phone, phoneCode: code, password: PASSWORD }))).toEqual([409, 'PHONE_TAKEN']);
  });

  it('refuses a used code, whoever registered with it', async () => {
    const a = anon();
    const phone = newPhone();
    const code = await codeFor(a, phone, 'register');
    expect((await a.call('User/regist', { phone, phoneCode: code, password: PASSWORD })).status).toBe(200);
    expect(err(await anon().call('User/regist', { phone, phoneCode: code, password: PASSWORD }))).toEqual([400, 'CODE_EXPIRED']);
  });

  it('lets only one of two racing registrations of a phone win', async () => {
    const phone = newPhone();
    const code = await codeFor(anon(), phone, 'register');
    const results = await Promise.all([1, 2, 3].map(() => anon().call('User/regist', { phone, phoneCode: code, password: PASSWORD })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(['PHONE_TAKEN', 'CODE_EXPIRED']).toContain(r.body.errorCode);
  });
});

describe('User/login', () => {
  it('logs in with phone (+86 too) and password; wrong password and unknown phone fail alike', async () => {
    const { phone, cardno } = await registerViaApi(t);
    const a = anon();
    const wrong = await a.call('User/login', { phone, password: 'wrong-pass1' });
    const unknown = await a.call('User/login', { phone: newPhone(), password: PASSWORD });
    expect(err(wrong)).toEqual([401, 'LOGIN_FAILED']);
    expect(err(unknown)).toEqual([401, 'LOGIN_FAILED']);
    expect(unknown.body.errorMessage).toBe(wrong.body.errorMessage);
    const ok = await a.call('User/login', { phone: `+86${phone}`, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ cardno });
  });

  it('refuses bad bodies', async () => {
    expect((await anon().call('User/login', { phone: '138', password: 'x' })).body.details.field).toBe('phone');
    expect((await anon().call('User/login', { phone: newPhone(), password: '' })).body.details.field).toBe('password');
    expect((await anon().call('User/login', { phone: newPhone(), password: 'x', remember: true })).body.details.field).toBe('remember');
  });

  // the login limits (per account and address, per account, per address, the SMS code): login-limits.test.ts

  it('refuses a banned member with the right password only', async () => {
    const { phone, id } = await memberAgent(t, { banned: true });
    expect(err(await anon().call('User/login', { phone, password: 'wrong1wrong' }))).toEqual([401, 'LOGIN_FAILED']);
    const res = await anon().call('User/login', { phone, password: PASSWORD });
    expect(err(res)).toEqual([403, 'ACCOUNT_BANNED']);
    expect(await sessionCount(id)).toBe(1); // only the one made before the ban
  });
});

describe('User/loginCheck and User/logout', () => {
  it('answers for anonymous, member, admin and banned member', async () => {
    expect((await anon().get('/api/User/loginCheck')).body.data).toEqual({ loggedIn: false });
    const admin = await memberAgent(t, { role: 'admin' });
    expect((await admin.agent.get('/api/User/loginCheck')).body.data).toEqual({ loggedIn: true, cardno: admin.cardno, role: 'admin' });
    const banned = await memberAgent(t, { banned: true });
    expect((await banned.agent.get('/api/User/loginCheck')).body.data).toEqual({
      loggedIn: true,
      cardno: banned.cardno,
      role: 'designer',
      banned: true,
    });
  });

  it('logout ends the session in the database; the old cookie no longer works', async () => {
    const { agent, id } = await memberAgent(t);
    const token = agent.cookies.get('bh_session')!;
    expect(await sessionCount(id)).toBe(1);
    const out = await agent.call('User/logout', {});
    expect(out.status).toBe(200);
    expect(out.body.data).toBeNull();
    expect(agent.cookies.has('bh_session')).toBe(false);
    expect(await sessionCount(id)).toBe(0);
    const replay = t.agent();
    replay.cookies.set('bh_session', token);
    expect((await replay.get('/api/User/loginCheck')).body.data.loggedIn).toBe(false);
    expect(err(await replay.call('Member/userInfo', {}))).toEqual([401, 'AUTH_REQUIRED']);
    // logging out without a session is harmless
    expect((await anon().call('User/logout', {})).status).toBe(200);
  });

  it('lets a banned member log out', async () => {
    const banned = await memberAgent(t, { banned: true });
    expect((await banned.agent.call('User/logout', {})).status).toBe(200);
    expect(await sessionCount(banned.id)).toBe(0);
  });

  it('is a POST under the Origin check: a link or a form on another site does not log a member out', async () => {
    const { agent, id } = await memberAgent(t);
    // a link, an <img> or a redirect: GET is no call
    const link = await agent.get('/api/User/logout');
    expect(err(link)).toEqual([404, 'ROUTE_NOT_FOUND']);
    expect(agent.cookies.has('bh_session')).toBe(true);
    // a form posted from another site
    const crossSite = await agent.call('User/logout', {}, { origin: 'https://evil.example' });
    expect(err(crossSite)).toEqual([403, 'ORIGIN_REJECTED']);
    expect(await sessionCount(id)).toBe(1);
    expect((await agent.get('/api/User/loginCheck')).body.data.loggedIn).toBe(true);
    // our own page
    expect((await agent.call('User/logout', {}, { origin: new URL(t.config.publicUrl).origin })).status).toBe(200);
    expect(await sessionCount(id)).toBe(0);
  });
});

describe('password reset', () => {
  it('code → token → new password; ends every session of the member', async () => {
    const { phone, agent: oldBrowser, cardno } = await registerViaApi(t);
    const id = (await memberRow(t, cardno)).id;
    const other = t.agent();
    await other.call('User/login', { phone, password: PASSWORD });
    expect(await sessionCount(id)).toBe(2);

    const a = anon();
    const code = await codeFor(a, phone, 'reset');
    const checked = await a.call('User/checkCode', { phone, phoneCode: code });
    expect(checked.status).toBe(200);
    const resetToken = checked.body.data.resetToken;
    expect(resetToken).toMatch(/^[\w-]{40,}$/);
    const res = await a.call('User/resetpwd', { phone, resetToken, password: 'newpass123' });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(await sessionCount(id)).toBe(0);
    expect((await oldBrowser.get('/api/User/loginCheck')).body.data.loggedIn).toBe(false);
    expect(err(await anon().call('User/login', { phone, password: PASSWORD }))).toEqual([401, 'LOGIN_FAILED']);
    expect((await anon().call('User/login', { phone, password: 'newpass123' })).status).toBe(200);
    // the token is single use
    const again = await a.call('User/resetpwd', { phone, resetToken, password: 'other123pass' });
    expect(err(again)).toEqual([400, 'RESET_TOKEN_INVALID']);
  });

  it('refuses a wrong code, an expired token, another phone, and a weak password', async () => {
    const one = await registerViaApi(t);
    const two = await registerViaApi(t);
    const a = anon();
    const code = await codeFor(a, one.phone, 'reset');
    expect(err(await a.call('User/checkCode', { phone: one.phone, phoneCode: wrongCode(code) }))).toEqual([400, 'CODE_INVALID']);
    expect(err(await a.call('User/checkCode', { phone: two.phone, phoneCode: code }))).toEqual([400, 'CODE_EXPIRED']);
    const resetToken = (await a.call('User/checkCode', { phone: one.phone, phoneCode: code })).body.data.resetToken;
    expect(err(await a.call('User/resetpwd', { phone: two.phone, resetToken, password: 'newpass123' }))).toEqual([400, 'RESET_TOKEN_INVALID']);
    const weak = await a.call('User/resetpwd', { phone: one.phone, resetToken, password: 'short' });
    expect(err(weak)).toEqual([400, 'VALIDATION_FAILED']);
    expect(weak.body.details.field).toBe('password');
    expect(err(await a.call('User/resetpwd', { phone: one.phone, resetToken: 'x'.repeat(43), password: 'newpass123' }))).toEqual([
      400,
      'RESET_TOKEN_INVALID',
    ]);
    t.advance(10 * MIN + 1000);
    expect(err(await a.call('User/resetpwd', { phone: one.phone, resetToken, password: 'newpass123' }))).toEqual([400, 'RESET_TOKEN_INVALID']);
    expect((await anon().call('User/login', { phone: one.phone, password: PASSWORD })).status).toBe(200);
    expect(err(await a.call('User/resetpwd', { phone: one.phone, resetToken, password: 'newpass123', extra: 1 }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('a token is good just under 10 minutes', async () => {
    const one = await registerViaApi(t);
    const a = anon();
    const code = await codeFor(a, one.phone, 'reset');
    const resetToken = (await a.call('User/checkCode', { phone: one.phone, phoneCode: code })).body.data.resetToken;
    t.advance(10 * MIN - 2000);
    expect((await a.call('User/resetpwd', { phone: one.phone, resetToken, password: 'newpass123' })).status).toBe(200);
  });
});

describe('User/changepwd', () => {
  it('needs the old password; keeps this session and ends the others', async () => {
    const { agent, phone, cardno } = await registerViaApi(t);
    const id = (await memberRow(t, cardno)).id;
    const other = t.agent();
    await other.call('User/login', { phone, password: PASSWORD });
    expect(await sessionCount(id)).toBe(2);
    const hashBefore = (await memberRow(t, cardno)).passwordHash;
    expect(err(await agent.call('User/changepwd', { oldPassword: 'wrong1wrong', password: 'newpass123' }))).toEqual([400, 'PASSWORD_INCORRECT']);
    expect(err(await agent.call('User/changepwd', { oldPassword: PASSWORD, password: PASSWORD }))).toEqual([400, 'PASSWORD_SAME']);
    const weak = await agent.call('User/changepwd', { oldPassword: PASSWORD, password: 'abcdefgh' });
    expect(err(weak)).toEqual([400, 'VALIDATION_FAILED']);
    expect(weak.body.details.field).toBe('password');
    expect((await memberRow(t, cardno)).passwordHash).toBe(hashBefore);
    expect(await sessionCount(id)).toBe(2);

    const ok = await agent.call('User/changepwd', { oldPassword: PASSWORD, password: 'newpass123' });
    expect(ok.status).toBe(200);
    expect(await sessionCount(id)).toBe(1);
    expect((await agent.get('/api/User/loginCheck')).body.data.loggedIn).toBe(true);
    expect((await other.get('/api/User/loginCheck')).body.data.loggedIn).toBe(false);
    expect((await anon().call('User/login', { phone, password: 'newpass123' })).status).toBe(200);
  });

  it('is refused to anonymous and banned members', async () => {
    expect(err(await anon().call('User/changepwd', { oldPassword: PASSWORD, password: 'newpass123' }))).toEqual([401, 'AUTH_REQUIRED']);
    const banned = await memberAgent(t, { banned: true });
    const before = (await memberRow(t, banned.cardno)).passwordHash;
    expect(err(await banned.agent.call('User/changepwd', { oldPassword: PASSWORD, password: 'newpass123' }))).toEqual([403, 'ACCOUNT_BANNED']);
    expect((await memberRow(t, banned.cardno)).passwordHash).toBe(before);
  });

  it('works for an admin', async () => {
    const admin = await memberAgent(t, { role: 'admin' });
    expect((await admin.agent.call('User/changepwd', { oldPassword: PASSWORD, password: 'newpass123' })).status).toBe(200);
  });
});

describe('User/bindPhone', () => {
  it('moves the account to a new verified phone', async () => {
    const { agent, phone, cardno } = await registerViaApi(t);
    const next = newPhone();
    const code = await codeFor(agent, next, 'bind');
    const res = await agent.call('User/bindPhone', { phone: next, phoneCode: code });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ mobile: next });
    expect((await memberRow(t, cardno)).phone).toBe(next);
    expect(err(await anon().call('User/login', { phone, password: PASSWORD }))).toEqual([401, 'LOGIN_FAILED']);
    expect((await anon().call('User/login', { phone: next, password: PASSWORD })).body.data).toEqual({ cardno });
    expect((await agent.call('Member/userInfo', {})).body.data.mobile).toBe(next);
  });

  it('refuses a wrong code, a taken phone, the same phone, and bad bodies', async () => {
    const me = await registerViaApi(t);
    const someone = await registerViaApi(t);
    const next = newPhone();
    const code = await codeFor(me.agent, next, 'bind');
    expect(err(await me.agent.call('User/bindPhone', { phone: next, phoneCode: wrongCode(code) }))).toEqual([400, 'CODE_INVALID']);
    // a taken phone: its owner never got a code, so the code is what is wrong (decision 058)
    expect(err(await me.agent.call('User/bindPhone', { phone: someone.phone, phoneCode: code }))).toEqual([400, 'CODE_EXPIRED']);
    expect(err(await me.agent.call('User/bindPhone', { phone: me.phone, phoneCode: code }))).toEqual([400, 'PHONE_SAME']);
    expect((await me.agent.call('User/bindPhone', { phone: '123', phoneCode: code })).body.details.field).toBe('phone');
    expect((await me.agent.call('User/bindPhone', { phone: next, phoneCode: code, cardno: '12345678' })).body.details.field).toBe('cardno');
    expect((await memberRow(t, me.cardno)).phone).toBe(me.phone);
  });

  it('refuses a phone registered after its bind code was sent', async () => {
    const me = await registerViaApi(t);
    const next = newPhone();
    const code = await codeFor(me.agent, next, 'bind');
    await registerViaApi(t, { phone: next });
    expect(err(await me.agent.call('User/bindPhone', { phone: next, phoneCode: code }))).toEqual([409, 'PHONE_TAKEN']);
    expect((await memberRow(t, me.cardno)).phone).toBe(me.phone);
  });

  it('is refused to anonymous and banned members', async () => {
    const next = newPhone();
    const code = await codeFor(anon(), next, 'bind');
    expect(err(await anon().call('User/bindPhone', { phone: next, phoneCode: code }))).toEqual([401, 'AUTH_REQUIRED']);
    const banned = await memberAgent(t, { banned: true });
    expect(err(await banned.agent.call('User/bindPhone', { phone: next, phoneCode: code }))).toEqual([403, 'ACCOUNT_BANNED']);
    expect((await memberRow(t, banned.cardno)).phone).toBe(banned.phone);
    // the code is still good for someone allowed
    const admin = await memberAgent(t, { role: 'admin' });
    expect((await admin.agent.call('User/bindPhone', { phone: next, phoneCode: code })).status).toBe(200);
  });
});
