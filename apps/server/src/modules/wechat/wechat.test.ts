import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { freshAgent, newPhone, registerViaApi } from '../accounts/accounts.testkit.js';
import { APP_ID, APP_SECRET, authorize, withWechatApp, newOpenid, wechatLogin } from './wechat.testkit.js';

const env = withWechatApp();

const browser = () => freshAgent(env.t);

/** First login of a new WeChat in a fresh browser, finished with a new phone: the member it creates. */
async function firstLogin(nickname: string, role?: 'designer' | 'business') {
  const openid = newOpenid();
  env.wx.addUser({ openid, unionid: `u_${openid}`, nickname });
  const agent = browser();
  const res = await wechatLogin(agent, openid);
  expect(res.body.data).toEqual({ result: 'bindPhone', nickname });
  const phone = newPhone();
  await agent.call('User/getCode', { phone, purpose: 'wechat' });
  const bound = await agent.call('Wechat/bindMobile', { phone, phoneCode: env.t.sms.last(phone), ...(role ? { role } : {}) });
  expect(bound.status).toBe(200);
  return { agent, openid, phone, cardno: bound.body.data.cardno as string, created: bound.body.data.created as boolean };
}

describe('WeChat website login', () => {
  it('Wechat/login gives WeChat’s authorize URL with our callback, snsapi_login and a fresh state', async () => {
    expect((await env.t.agent().call('Wechat/status', {})).body.data).toEqual({ enabled: true });
    const a = browser();
    const res = await a.call('Wechat/login', {});
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.origin + url.pathname).toBe(`${env.wx.url}/connect/qrconnect`);
    expect(url.searchParams.get('appid')).toBe(APP_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://boothhub.test/login/wechat');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(res.body.data.expiresIn).toBe(600);
    expect(res.raw.body).not.toContain(APP_SECRET);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/bh_wx=.*HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/Wechat/);
    const again = await a.call('Wechat/login', {});
    expect(new URL(again.body.data.url).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('first login: a new phone creates a member with the chosen role, WeChat’s nickname and a copied avatar', async () => {
    const m = await firstLogin('展台设计小王', 'business');
    expect(m.created).toBe(true);
    expect((await m.agent.get('/api/User/loginCheck')).body.data).toMatchObject({ loggedIn: true, cardno: m.cardno, role: 'business' });
    const info = await m.agent.call('Member/userInfo', {});
    expect(info.body.data).toMatchObject({ nickname: '展台设计小王', mobile: m.phone, bindwx: true, role: 'business' });
    expect(info.body.data.userlogo).toMatch(/^\/api\/File\/public\/[0-9a-f]{32}$/);
    expect(info.raw.body).not.toContain(m.openid);
    const avatar = await m.agent.get(info.body.data.userlogo);
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    // the pending identity is used up
    expect((await m.agent.call('Wechat/pending', {})).body.data).toEqual({ pending: false });
  });

  it('logs a bound member in from any browser, as a normal session', async () => {
    const m = await firstLogin('老用户');
    const other = browser();
    const res = await wechatLogin(other, m.openid);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ result: 'loggedIn', cardno: m.cardno });
    expect((await other.call('Member/userInfo', {})).body.data.cardno).toBe(m.cardno);
    expect((await other.call('Security/sessions', {})).body.data.listItem).toHaveLength(2);
  });

  it('binds WeChat to the existing member of the phone, who keeps their account', async () => {
    const existing = await registerViaApi(env.t, { role: 'designer' });
    const openid = newOpenid();
    env.wx.addUser({ openid, nickname: '微信昵称' });
    const agent = browser();
    expect((await wechatLogin(agent, openid)).body.data.result).toBe('bindPhone');
    expect((await agent.call('Wechat/pending', {})).body.data).toMatchObject({ pending: true, nickname: '微信昵称' });
    await agent.call('User/getCode', { phone: existing.phone, purpose: 'wechat' });
    const res = await agent.call('Wechat/bindMobile', { phone: existing.phone, phoneCode: env.t.sms.last(existing.phone) });
    expect(res.body.data).toEqual({ cardno: existing.cardno, created: false });
    const info = (await agent.call('Member/userInfo', {})).body.data;
    expect(info).toMatchObject({ cardno: existing.cardno, bindwx: true });
    expect(info.nickname).not.toBe('微信昵称');
    // the password still works: WeChat is not the only way in
    expect((await existing.agent.call('Member/userInfo', {})).body.data.bindwx).toBe(true);
  });

  it('refuses a phone whose member is bound to another WeChat, and says what to do', async () => {
    const m = await firstLogin('甲');
    const openid = newOpenid();
    const agent = browser();
    await wechatLogin(agent, openid);
    await agent.call('User/getCode', { phone: m.phone, purpose: 'wechat' });
    const res = await agent.call('Wechat/bindMobile', { phone: m.phone, phoneCode: env.t.sms.last(m.phone) }, { 'accept-language': 'en-US' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, errorCode: 'WECHAT_PHONE_BOUND_OTHER' });
    expect(res.body.errorMessage).toMatch(/another WeChat/);
  });

  it('keeps the pending identity on the server, for this browser and 15 minutes only', async () => {
    const openid = newOpenid();
    const agent = browser();
    await wechatLogin(agent, openid);
    const phone = newPhone();
    // another browser has no pending WeChat, whatever it sends
    const stranger = browser();
    await stranger.call('User/getCode', { phone, purpose: 'wechat' });
    const refused = await stranger.call('Wechat/bindMobile', { phone, phoneCode: env.t.sms.last(phone) });
    expect(refused.body.errorCode).toBe('WECHAT_PENDING_EXPIRED');
    expect((await stranger.call('Wechat/bindMobile', { phone, phoneCode: env.t.sms.last(phone), openid })).status).toBe(400);
    env.t.advance(16 * 60_000);
    const late = await agent.call('Wechat/bindMobile', { phone, phoneCode: env.t.sms.last(phone) });
    expect(late.body.errorCode).toBe('WECHAT_PENDING_EXPIRED');
  });
});

describe('WeChat login refusals', () => {
  it('refuses a forged state and a state issued to another browser', async () => {
    const a = browser();
    const { code } = await authorize(a, newOpenid());
    const forged = await a.call('Wechat/wxLogin', { code, state: 'forged-state-value-0000000000000000' });
    expect(forged.status).toBe(400);
    expect(forged.body.errorCode).toBe('WECHAT_STATE_INVALID');
    const b = browser();
    const { code: code2, state } = await authorize(a, newOpenid());
    const elsewhere = await b.call('Wechat/wxLogin', { code: code2, state });
    expect(elsewhere.body.errorCode).toBe('WECHAT_STATE_INVALID');
    // the rightful browser can still use it
    expect((await a.call('Wechat/wxLogin', { code: code2, state })).body.data.result).toBe('bindPhone');
  });

  it('refuses a state used twice and a state older than 10 minutes', async () => {
    const a = browser();
    const openid = newOpenid();
    const { code, state } = await authorize(a, openid);
    expect((await a.call('Wechat/wxLogin', { code, state })).status).toBe(200);
    const { code: fresh } = await authorize(a, openid);
    const reused = await a.call('Wechat/wxLogin', { code: fresh, state }, { 'accept-language': 'zh-CN' });
    expect(reused.status).toBe(400);
    expect(reused.body.errorCode).toBe('WECHAT_STATE_EXPIRED');
    expect(reused.body.errorMessage).toContain('重新扫码');
    const old = await authorize(a, openid);
    env.t.advance(11 * 60_000);
    expect((await a.call('Wechat/wxLogin', old)).body.errorCode).toBe('WECHAT_STATE_EXPIRED');
  });

  it('refuses a code WeChat already redeemed (40163) and an unknown code (40029)', async () => {
    const a = browser();
    const openid = newOpenid();
    const first = await authorize(a, openid);
    expect((await a.call('Wechat/wxLogin', first)).status).toBe(200);
    const second = await authorize(a, openid);
    const replay = await a.call('Wechat/wxLogin', { code: first.code, state: second.state }, { 'accept-language': 'en-US' });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ errorCode: 'WECHAT_CODE_INVALID', success: false, data: null });
    expect(replay.body.errorMessage).toMatch(/scan the QR code again/);
    const third = await authorize(a, openid);
    expect((await a.call('Wechat/wxLogin', { code: 'not-a-code', state: third.state })).body.errorCode).toBe('WECHAT_CODE_INVALID');
  });

  it('maps WeChat’s other errors to WECHAT_UNAVAILABLE with the errcode, in both languages, without leaking secrets', async () => {
    const a = browser();
    const { code, state } = await authorize(a, newOpenid());
    env.wx.failNext(-1, 'system error');
    const res = await a.call('Wechat/wxLogin', { code, state }, { 'accept-language': 'en-US' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ errorCode: 'WECHAT_UNAVAILABLE', errorMessage: expect.stringContaining('error -1') });
    const again = await authorize(a, newOpenid());
    env.wx.failNext(45011, 'api minute-quota reach limit');
    const zh = await a.call('Wechat/wxLogin', again, { 'accept-language': 'zh-CN' });
    expect(zh.body.errorMessage).toContain('错误 45011');
    const logs = env.t.logs.join('\n');
    expect(logs).not.toContain(APP_SECRET);
    expect(logs).not.toContain(code);
  });

  it('answers WECHAT_NOT_CONFIGURED without an app id', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.agent().call('Wechat/status', {})).body.data).toEqual({ enabled: false });
      const res = await bare.agent().call('Wechat/login', {}, { 'accept-language': 'en-US' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorCode: 'WECHAT_NOT_CONFIGURED', errorMessage: expect.stringMatching(/not configured/) });
      expect((await bare.agent().call('Wechat/wxLogin', { code: 'x', state: 'y' })).body.errorCode).toBe('WECHAT_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});
