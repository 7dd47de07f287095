// @engine-parity
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { startAliyunSmsStandin, type AliyunStandinOptions } from '../../dev/aliyun-sms-standin.js';
import type { SentSms, SmsStandin } from '../../dev/sms-standin-kit.js';
import { startTencentSmsStandin, type TencentStandinOptions } from '../../dev/tencent-sms-standin.js';
import { smsTemplateKeys } from '../../lib/sms/templates.js';
import { newPhone, PASSWORD } from '../accounts/accounts.testkit.js';
import { findMemberById } from '../accounts/members.service.js';
import { tell } from '../messages/notify.service.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { drainOutbox } from './notifications.service.js';
import { smsFor } from './sms.channel.js';
import { backoffMs, nextShanghaiTime } from './notify.policy.js';

/**
 * SMS through the real gateways' SDKs to their stand-ins, which check every request's signature (decision 073):
 * login/registration codes, and the outbox's `sms` channel — per preferences, a refused number, throttling, quiet
 * hours and the daily cap.
 */
const CAP = 3;
const MAX_TRIES = 4;
/** every template registered, its id `TPL_<key>` */
const TEMPLATES = smsTemplateKeys.map((k) => `${k}=TPL_${k}`).join(',');
const settings = (provider: 'aliyun' | 'tencent', s: SmsStandin) => ({
  SMS_PROVIDER: provider,
  SMS_KEY_ID: 'test-key-id',
  SMS_KEY_SECRET: 'test-key-secret',
  SMS_SIGN_NAME: 'BoothHub',
  SMS_APP_ID: '1400123456',
  SMS_TEMPLATES: TEMPLATES,
  SMS_ENDPOINT: s.url,
  NOTIFY_POLL_MS: '0',
  NOTIFY_SMS_DAILY_CAP: String(CAP),
  NOTIFY_MAX_TRIES: String(MAX_TRIES),
});
const standinOptions = () => ({
  keyId: 'test-key-id',
  keySecret: 'test-key-secret',
  signName: 'BoothHub',
  appId: '1400123456',
  templates: smsTemplateKeys.map((k) => `TPL_${k}`),
});

type Gw = { name: 'aliyun' | 'tencent'; t: TestApp; standin: SmsStandin; opts: AliyunStandinOptions | TencentStandinOptions };
const gateways: Gw[] = [];

beforeAll(async () => {
  const aliyunOpts = standinOptions();
  const aliyun = await startAliyunSmsStandin(aliyunOpts);
  const tencentOpts = standinOptions();
  const tencent = await startTencentSmsStandin(tencentOpts);
  gateways.push({ name: 'aliyun', t: await createTestApp(settings('aliyun', aliyun), { configuredSms: true }), standin: aliyun, opts: aliyunOpts });
  gateways.push({
    name: 'tencent',
    t: await createTestApp(settings('tencent', tencent), { configuredSms: true }),
    standin: tencent,
    opts: tencentOpts,
  });
});
afterAll(async () => {
  for (const g of gateways) await g.t.close();
  for (const g of gateways) await g.standin.close();
});

/** a template's parameters as the gateway got them: by name (Aliyun) or in order (Tencent) */
const param = (m: SentSms, name: string, index: number) => (Array.isArray(m.params) ? m.params[index] : m.params[name]);

describe.each(['aliyun', 'tencent'] as const)('a code through %s', (name) => {
  const g = () => gateways.find((x) => x.name === name)!;

  it('reaches the phone with a valid signature, and registers the member', async () => {
    const { t, standin } = g();
    const agent = t.agent();
    const phone = newPhone();
    await ok(agent.call('User/getCode', { phone, purpose: 'register' }));
    const sms = await standin.waitFor(phone, (m) => m.template === 'TPL_code');
    expect(sms).toMatchObject({ signName: 'BoothHub', template: 'TPL_code' });
    const code = param(sms, 'code', 0)!;
    expect(code).toMatch(/^\d{6}$/);
    const reg = await ok(agent.call('User/regist', { phone, phoneCode: code, password: PASSWORD }));
    expect(reg.cardno).toMatch(/^\d{8}$/);
  });

  it('is not sent when the gateway refuses the signature (a wrong secret): a clear error, the reason logged', async () => {
    const { t, standin, opts } = g();
    const phone = newPhone();
    const before = standin.sent().length;
    opts.keySecret = 'another-secret';
    try {
      const res = await t.agent().call('User/getCode', { phone, purpose: 'register' });
      expect(res.status).toBe(503);
      expect(res.body.errorCode).toBe('SMS_SEND_FAILED');
    } finally {
      opts.keySecret = 'test-key-secret';
    }
    expect(standin.sent().length).toBe(before);
    const reason = name === 'aliyun' ? 'SignatureDoesNotMatch' : 'AuthFailure.SignatureFailure';
    expect(t.logs.some((l) => l.includes(reason) && l.includes('SMS code not sent'))).toBe(true);
    // not counted against the phone: the next request is not held by the cooldown
    await ok(t.agent().call('User/getCode', { phone, purpose: 'register' }));
    await standin.waitFor(phone, (m) => m.template === 'TPL_code');
  });
});

describe('a half-configured gateway refuses to start', () => {
  it('names every setting missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(
      /SMS_KEY_ID[\s\S]*SMS_KEY_SECRET[\s\S]*SMS_SIGN_NAME[\s\S]*SMS_TEMPLATES: no template id for code, phone_taken/,
    );
    const partial = {
      SMS_PROVIDER: 'tencent',
      SMS_KEY_ID: 'k',
      SMS_KEY_SECRET: 's',
      SMS_SIGN_NAME: 'B',
      SMS_TEMPLATES: 'code=1,phone_taken=2,nonsense=3',
    };
    expect(() => loadConfig(partial)).toThrow(/SMS_APP_ID: required when SMS_PROVIDER is tencent/);
    expect(() => loadConfig(partial)).toThrow(/no template id for task\.selected/);
    expect(() => loadConfig(partial)).toThrow(/not a template key=id: nonsense=3/);
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'aliyun',
        SMS_KEY_ID: 'k',
        SMS_KEY_SECRET: 's',
        SMS_SIGN_NAME: 'B',
        SMS_TEMPLATES: TEMPLATES,
        SMS_ENDPOINT: 'ftp://x',
      }),
    ).toThrow(/SMS_ENDPOINT/);
    expect(
      loadConfig({ SMS_PROVIDER: 'aliyun', SMS_KEY_ID: 'k', SMS_KEY_SECRET: 's', SMS_SIGN_NAME: 'B', SMS_TEMPLATES: TEMPLATES }).sms.gateway?.region,
    ).toBe('cn-hangzhou');
  });
});

describe('SMS notifications (the outbox’s sms channel)', () => {
  const aliyun = () => gateways[0]!;
  let admin: Actor;
  beforeAll(async () => {
    admin = await actor(aliyun().t, 'admin');
  });

  const TITLE = '上海车展 2027 特装展台设计方案';
  const event = (t: TestApp, who: Actor, kind: string, now = t.app.ctx.now()) =>
    t.app.ctx.db.transaction((tx) =>
      tell(tx, t.app.ctx.live, who.id, now, {
        kind,
        zh: ['您被选中了', `企业选择了您来完成“${TITLE}”。`],
        en: ['Selected', `“${TITLE}”`],
        link: '/orderDetail?id=42',
      }),
    );
  const toMember = (s: SmsStandin, phone: string, template?: string) =>
    s.sent().filter((m) => m.phone === phone && (!template || m.template === template));
  const rows = async (memberId: number, kind: string) => {
    const page = await ok(admin.agent.call('Notify/outbox', { page: 1, pageSize: 100 }));
    return (
      page.listItem as Array<{ memberId: number; kind: string; channel: string; status: string; attempts: number; lastError: string | null }>
    ).filter((r) => r.memberId === memberId && r.kind === kind && r.channel === 'sms');
  };
  const setKinds = (a: Actor, kinds: Array<{ kind: string; channels: string[] }>) =>
    ok(a.agent.call('Notify/setPrefs', { kinds, quietHours: { on: false, start: '22:00', end: '08:00' }, digest: false }));

  /** a designer whose PIN-set SMS (account security, sent at once) has gone */
  const fresh = async (t: TestApp) => {
    const m = await actor(t, 'designer');
    await drainOutbox(t.app.ctx);
    return { m, phone: (await findMemberById(t.app.ctx.db, m.id))!.phone };
  };

  /** now, or the next time of day that is not in the default SMS quiet hours */
  const daytime = (t: TestApp) => nextShanghaiTime(t.app.ctx.now(), 10 * 60);

  it('follows the preferences: selected by SMS by default, acceptance only when chosen; the page shows the phone', async () => {
    for (const g of gateways) {
      const { t, standin } = g;
      const { m, phone } = await fresh(t);
      const prefs = await ok(m.agent.call('Notify/getPrefs', {}));
      expect(prefs.available).toEqual(['sms']);
      expect(prefs.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
      expect(prefs.kinds).toContainEqual({ kind: 'task.selected', channels: ['sms'], locked: false });
      expect(prefs.kinds).toContainEqual({ kind: 'task.accepted', channels: [], locked: false });
      t.advance(daytime(t).getTime() - t.app.ctx.now().getTime());
      await event(t, m, 'task.selected');
      await event(t, m, 'task.accepted');
      await drainOutbox(t.app.ctx);
      const got = toMember(standin, phone, 'TPL_task.selected');
      expect(got).toHaveLength(1);
      expect(param(got[0]!, 'title', 0)).toBe('上海车展 2027 特…');
      expect(param(got[0]!, 'path', 1)).toBe('/orderDetail?id=42');
      expect(toMember(standin, phone, 'TPL_task.accepted')).toHaveLength(0);

      await setKinds(m, [
        { kind: 'task.selected', channels: [] },
        { kind: 'task.accepted', channels: ['sms'] },
      ]);
      await event(t, m, 'task.selected');
      await event(t, m, 'task.accepted');
      await drainOutbox(t.app.ctx);
      expect(toMember(standin, phone, 'TPL_task.selected')).toHaveLength(1);
      expect(toMember(standin, phone, 'TPL_task.accepted')).toHaveLength(1);
    }
  });

  it('an invalid number is not retried: dead at once with the reason, marked, nothing more tried', async () => {
    const { t, standin } = aliyun();
    const { m, phone } = await fresh(t);
    standin.refuse(phone);
    const before = standin.requests();
    await event(t, m, 'task.selected', daytime(t));
    t.advance(daytime(t).getTime() - t.app.ctx.now().getTime());
    await drainOutbox(t.app.ctx);
    expect(await rows(m.id, 'task.selected')).toMatchObject([
      { status: 'dead', attempts: 1, lastError: 'aliyun isv.MOBILE_NUMBER_ILLEGAL: 非法手机号' },
    ]);
    expect((await ok(m.agent.call('Notify/getPrefs', {}))).phoneRefused).toBe(true);
    await event(t, m, 'task.selected');
    t.advance(backoffMs(10));
    await drainOutbox(t.app.ctx);
    expect(await rows(m.id, 'task.selected')).toHaveLength(1);
    expect(standin.requests() - before).toBe(1);
    expect(toMember(standin, phone, 'TPL_task.selected')).toHaveLength(0);
  });

  it('throttled twice, then sent once', async () => {
    const { t, standin } = aliyun();
    const { m, phone } = await fresh(t);
    t.advance(daytime(t).getTime() - t.app.ctx.now().getTime());
    await event(t, m, 'task.delivered');
    standin.throttleNext(2);
    await drainOutbox(t.app.ctx);
    expect(await rows(m.id, 'task.delivered')).toMatchObject([
      { status: 'pending', attempts: 1, lastError: 'aliyun isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1' },
    ]);
    await drainOutbox(t.app.ctx); // not due yet: nothing tried
    expect((await rows(m.id, 'task.delivered'))[0]!.attempts).toBe(1);
    t.advance(backoffMs(1));
    await drainOutbox(t.app.ctx);
    t.advance(backoffMs(2));
    await drainOutbox(t.app.ctx);
    t.advance(backoffMs(3));
    await drainOutbox(t.app.ctx);
    expect(await rows(m.id, 'task.delivered')).toMatchObject([{ status: 'sent', attempts: 3, lastError: null }]);
    expect(toMember(standin, phone, 'TPL_task.delivered')).toHaveLength(1);
  });

  it('waits for the end of the quiet hours (22:00–08:00 Shanghai by default); account security goes at once', async () => {
    const { t, standin } = aliyun();
    const { m, phone } = await fresh(t);
    const night = nextShanghaiTime(t.app.ctx.now(), 23 * 60);
    t.advance(night.getTime() - t.app.ctx.now().getTime());
    await event(t, m, 'task.selected');
    await event(t, m, 'paycode.changed');
    await drainOutbox(t.app.ctx);
    expect(toMember(standin, phone, 'TPL_task.selected')).toHaveLength(0);
    // this one and the PIN set when the actor was made
    expect(toMember(standin, phone, 'TPL_paycode.changed')).toHaveLength(2);
    t.advance(nextShanghaiTime(night, 8 * 60).getTime() - night.getTime() - 60_000);
    await drainOutbox(t.app.ctx);
    expect(toMember(standin, phone, 'TPL_task.selected')).toHaveLength(0);
    t.advance(60_000);
    await drainOutbox(t.app.ctx);
    expect(toMember(standin, phone, 'TPL_task.selected')).toHaveLength(1);
  });

  it(`sends at most ${CAP} a day outside account security`, async () => {
    const { t, standin } = aliyun();
    const { m, phone } = await fresh(t);
    t.advance(daytime(t).getTime() - t.app.ctx.now().getTime());
    for (let i = 0; i <= CAP; i++) await event(t, m, 'task.selected');
    await event(t, m, 'paycode.changed');
    await drainOutbox(t.app.ctx);
    expect(toMember(standin, phone, 'TPL_task.selected')).toHaveLength(CAP);
    expect((await rows(m.id, 'task.selected')).map((r) => r.status).sort()).toEqual(['capped', ...Array(CAP).fill('sent')]);
    expect(toMember(standin, phone, 'TPL_paycode.changed')).toHaveLength(2);
  });
});

describe('a template carries what fits a text', () => {
  it('the quoted name cut to 12 characters and the path; a complaint (whose text may quote its reason) the path only', () => {
    const payload = (zh: string) => ({ title: { zh: '标题', en: 'Title' }, content: { zh, en: '' }, link: '/orderDetail?id=7' });
    expect(smsFor('model.approved', '13800000000', payload('您上传的模型“一个很长很长很长的展台模型名字”已通过审核'))?.params).toEqual([
      ['title', '一个很长很长很长的展台…'],
    ]);
    expect(smsFor('complaint.resolved', '13800000000', payload('理由：“说好的”没做到'))?.params).toEqual([['path', '/orderDetail?id=7']]);
    expect(smsFor('task.signup', '13800000000', payload('x'))).toBeNull();
  });
});
