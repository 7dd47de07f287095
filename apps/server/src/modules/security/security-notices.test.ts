import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { newPhone, PASSWORD, registerViaApi } from '../accounts/accounts.testkit.js';

/**
 * Issue 34: account-security messages — a login from a new device, a changed password or phone — are told to the
 * member at once, as kinds nobody can switch off (docs/rules/messages.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CHROME_WINDOWS_NEWER = CHROME_WINDOWS.replace('Chrome/131.0', 'Chrome/132.0');
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const titles = async (a: Agent): Promise<string[]> =>
  (await a.call('Tipcenter/getList', { page: 1, pageSize: 50 }, { 'accept-language': 'en-US' })).body.data.listItem.map(
    (m: { title: string }) => m.title,
  );
const count = (list: string[], title: string) => list.filter((x) => x === title).length;

describe('account-security messages', () => {
  it('a login from a new device is told; the same browser again (even a newer version) is not', async () => {
    const me = await registerViaApi(t); // registered from the harness's client
    const login = async (ua: string) => {
      const a = t.agent();
      expect((await a.call('User/login', { phone: me.phone, password: PASSWORD }, { 'user-agent': ua })).status).toBe(200);
      return a;
    };
    await login(CHROME_WINDOWS);
    expect(count(await titles(me.agent), 'A login from a new device')).toBe(1);
    await login(CHROME_WINDOWS_NEWER);
    await login(CHROME_WINDOWS);
    expect(count(await titles(me.agent), 'A login from a new device')).toBe(1);
    const phone = await login(SAFARI_IPHONE);
    const list = await phone.call('Tipcenter/getList', { page: 1, pageSize: 50 });
    expect(list.body.data.listItem.filter((m: { title: string }) => m.title === '新设备登录')).toHaveLength(2);
    expect(JSON.stringify(list.body.data.listItem[0])).toContain('Safari on iOS');
  });

  it('a changed password and a changed phone are told', async () => {
    const me = await registerViaApi(t);
    expect((await me.agent.call('User/changepwd', { oldPassword: PASSWORD, password: 'another2024pw' })).status).toBe(200);
    expect(count(await titles(me.agent), 'Your password was changed')).toBe(1);
    const next = newPhone();
    expect((await me.agent.call('User/getCode', { phone: next, purpose: 'bind' })).status).toBe(200);
    expect((await me.agent.call('User/bindPhone', { phone: next, phoneCode: t.sms.last(next, 'bind') })).status).toBe(200);
    expect(count(await titles(me.agent), 'Your login phone was changed')).toBe(1);
  });

  it('are kinds nobody can switch off', async () => {
    const me = await registerViaApi(t);
    const kinds = (await me.agent.call('Notify/getPrefs', {})).body.data.kinds as Array<{ kind: string; locked: boolean }>;
    for (const kind of ['account.new_login', 'account.password_changed', 'account.phone_changed', 'paycode.changed']) {
      expect(kinds.find((k) => k.kind === kind)).toMatchObject({ locked: true });
    }
  });
});
