import { describe, expect, it } from 'vitest';
import { freshAgent, newPhone, PASSWORD, registerViaApi, wrongCode } from '../accounts/accounts.testkit.js';
import { withWechatApp, newOpenid, wechatLogin } from '../wechat/wechat.testkit.js';

const env = withWechatApp();

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The member logs in again from another browser (user agent, address): that browser's agent. */
async function loginElsewhere(phone: string, ua: string) {
  const a = freshAgent(env.t);
  const res = await a.call('User/login', { phone, password: PASSWORD }, { 'user-agent': ua });
  expect(res.status).toBe(200);
  return a;
}

describe('security settings: WeChat binding', () => {
  it('binds WeChat from the settings, then unbinds it with the password or an SMS code', async () => {
    const m = await registerViaApi(env.t);
    const openid = newOpenid();
    env.wx.addUser({ openid, nickname: '设置页绑定' });
    const bound = await wechatLogin(m.agent, openid, { bind: true });
    expect(bound.body.data).toMatchObject({ result: 'bound' });
    expect((await m.agent.call('Security/overview', {})).body.data).toEqual({
      wechatEnabled: true,
      bindwx: true,
      wechatNickname: '设置页绑定',
      passwordSet: true,
    });
    // the same WeChat now logs into this member from another browser
    const b = freshAgent(env.t);
    expect((await wechatLogin(b, openid)).body.data).toEqual({ result: 'loggedIn', cardno: m.cardno });

    expect((await m.agent.call('Wechat/unbind', {})).body.errorCode).toBe('WECHAT_PROOF_REQUIRED');
    expect((await m.agent.call('Wechat/unbind', { password: 'wrongpass1' })).body.errorCode).toBe('PASSWORD_INCORRECT');
    await m.agent.call('User/getCode', { phone: m.phone, purpose: 'wechat' });
    const code = env.t.sms.last(m.phone);
    expect((await m.agent.call('Wechat/unbind', { phoneCode: wrongCode(code) })).body.errorCode).toBe('CODE_INVALID');
    expect((await m.agent.call('Wechat/unbind', { phoneCode: code })).status).toBe(200);
    expect((await m.agent.call('Member/userInfo', {})).body.data.bindwx).toBe(false);
    expect((await m.agent.call('Wechat/unbind', { password: PASSWORD })).body.errorCode).toBe('WECHAT_NOT_BOUND');
    // unbound: that WeChat is a stranger again
    const c = freshAgent(env.t);
    expect((await wechatLogin(c, openid)).body.data.result).toBe('bindPhone');

    expect((await wechatLogin(m.agent, openid, { bind: true })).body.data.result).toBe('bound');
    expect((await m.agent.call('Wechat/unbind', { password: PASSWORD })).status).toBe(200);
    const kinds = (await m.agent.call('Security/events', {})).body.data.listItem.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 4)).toEqual(['wechat_unbind', 'wechat_bind', 'wechat_unbind', 'login_wechat']);
  });

  it('refuses binding a WeChat that belongs to another member, and a second WeChat', async () => {
    const owner = await registerViaApi(env.t);
    const openid = newOpenid();
    await wechatLogin(owner.agent, openid, { bind: true });
    const other = await registerViaApi(env.t);
    expect((await wechatLogin(other.agent, openid, { bind: true })).body.errorCode).toBe('WECHAT_ALREADY_BOUND');
    expect((await owner.agent.call('Wechat/login', { bind: true })).body.errorCode).toBe('WECHAT_BIND_OTHER_MEMBER');
    expect((await env.t.agent().call('Wechat/login', { bind: true })).status).toBe(401);
  });

  it('refuses to unbind when WeChat is the only way in (member created by WeChat, no password)', async () => {
    const openid = newOpenid();
    const agent = freshAgent(env.t);
    await wechatLogin(agent, openid);
    const phone = newPhone();
    await agent.call('User/getCode', { phone, purpose: 'wechat' });
    await agent.call('Wechat/bindMobile', { phone, phoneCode: env.t.sms.last(phone) });
    expect((await agent.call('Security/overview', {})).body.data).toMatchObject({ bindwx: true, passwordSet: false });
    await agent.call('User/getCode', { phone, purpose: 'wechat' });
    const res = await agent.call('Wechat/unbind', { phoneCode: env.t.sms.last(phone) }, { 'accept-language': 'en-US' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'WECHAT_ONLY_LOGIN', errorMessage: expect.stringMatching(/Set a password first/) });
    // setting a password through the reset opens the way
    await agent.call('User/getCode', { phone, purpose: 'reset' });
    const { resetToken } = (await agent.call('User/checkCode', { phone, phoneCode: env.t.sms.last(phone, 'reset') })).body.data;
    expect((await agent.call('User/resetpwd', { phone, resetToken, password: PASSWORD })).status).toBe(200);
    const back = await loginElsewhere(phone, CHROME_WIN);
    expect((await back.call('Security/overview', {})).body.data.passwordSet).toBe(true);
    expect((await back.call('Wechat/unbind', { password: PASSWORD })).status).toBe(200);
  });
});

describe('security settings: sessions and events', () => {
  it('lists the sessions with device, address and last seen; logs out one, then all others (their next call is 401)', async () => {
    const m = await registerViaApi(env.t);
    const laptop = await loginElsewhere(m.phone, CHROME_WIN);
    const phone = await loginElsewhere(m.phone, SAFARI_IPHONE);
    const list = (await laptop.call('Security/sessions', {})).body.data.listItem as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    const mine = list.find((s) => s.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Windows', ip: laptop.ip });
    expect(list.find((s) => s.device === 'Safari on iOS')).toMatchObject({ ip: phone.ip, current: false });
    expect(list.every((s) => typeof s.lastSeenAt === 'string' && typeof s.createdAt === 'string')).toBe(true);

    const phoneSession = list.find((s) => s.device === 'Safari on iOS')!;
    expect((await laptop.call('Security/revokeSession', { id: phoneSession.id })).status).toBe(200);
    expect((await phone.call('Member/userInfo', {})).status).toBe(401);
    expect((await laptop.call('Security/revokeSession', { id: phoneSession.id })).body.errorCode).toBe('SESSION_NOT_FOUND');

    // someone else's session is not yours to end
    const stranger = await registerViaApi(env.t);
    expect((await stranger.agent.call('Security/revokeSession', { id: mine.id as number })).status).toBe(404);
    expect((await laptop.call('Member/userInfo', {})).status).toBe(200);

    const again = await loginElsewhere(m.phone, SAFARI_IPHONE);
    const all = await laptop.call('Security/revokeOtherSessions', {});
    expect(all.body.data).toEqual({ count: 2 });
    expect((await again.call('Member/userInfo', {})).status).toBe(401);
    expect((await m.agent.call('Member/userInfo', {})).status).toBe(401);
    expect((await laptop.call('Member/userInfo', {})).status).toBe(200);
    expect((await laptop.call('Security/sessions', {})).body.data.listItem).toHaveLength(1);
    expect((await env.t.agent().call('Security/sessions', {})).status).toBe(401);
  });

  it('records logins, password and PIN changes as security events, newest first, for the member only', async () => {
    const m = await registerViaApi(env.t);
    const laptop = await loginElsewhere(m.phone, CHROME_WIN);
    expect((await laptop.call('Member/setPayment', { paycode: '246810', password: PASSWORD })).status).toBe(200);
    expect((await laptop.call('User/changepwd', { oldPassword: PASSWORD, password: 'NewPass2025' })).status).toBe(200);
    const events = (await laptop.call('Security/events', {})).body.data.listItem as Array<Record<string, unknown>>;
    expect(events.map((e) => e.kind)).toEqual(['password_change', 'paycode_set', 'login', 'register']);
    expect(events[2]).toMatchObject({ device: 'Chrome on Windows', ip: laptop.ip });
    expect(events[0]).toMatchObject({ ip: laptop.ip });
    const other = await registerViaApi(env.t);
    expect((await other.agent.call('Security/events', {})).body.data.listItem.map((e: { kind: string }) => e.kind)).toEqual(['register']);
  });
});
