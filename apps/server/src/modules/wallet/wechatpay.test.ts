// @engine-parity: WeChat Pay top-ups through the real notification route, on both engines
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { freePort } from '../../../test/server-process.js';
import type { WechatPayStandin } from '../../dev/wechatpay-standin.js';
import { nativeOrder } from '../../lib/wechatpay/client.js';
import { rsaSign } from '../../lib/wechatpay/signature.js';
import * as ledger from '../ledger/ledger.service.js';
import { reconcileTopUps } from './topup.reconcile.js';
import { assertLedgerWhole, moneyFootprint, who, type Who } from './wallet.fixtures.js';
import * as repo from './wallet.repository.js';
import { wechatPayStandinFor } from './wechatpay.fixtures.js';
import { WECHATPAY_NOTIFY_PATH } from './wechatpay.gateway.js';

/**
 * WeChat Pay top-ups end to end against the stand-in (dev/wechatpay-standin.ts), which reaches this server's
 * notification route over real HTTP: a paid QR code credits once whatever WeChat sends, forged notifications credit
 * nothing, reconciliation recovers a lost notification and closes an expired order. Races run on PostgreSQL with
 * TEST_DATABASE_URL.
 */
const MERCHANT = {
  mchid: '1900000109',
  appId: 'wxd678efh567hg6787',
  serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  apiv3Key: 'wxpay-api-test-apiv3-key-0123456',
};
const MINUTE = 60_000;

let wx: WechatPayStandin;
let t: TestApp;
let m: Who;
let notifyUrl = '';
const db = () => t.app.ctx.db;
const balance = () => ledger.balanceOf(db(), ledger.available(m.id));
const stored = async (id: number) => (await repo.findRecharge(db(), id))!;

beforeAll(async () => {
  const wechatPay = await wechatPayStandinFor(MERCHANT);
  wx = wechatPay.wx;
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...wechatPay.env });
  await t.app.listen({ port, host: '127.0.0.1' });
  notifyUrl = `http://127.0.0.1:${port}${WECHATPAY_NOTIFY_PATH}`;
  m = await who(t);
});
afterAll(async () => {
  await t?.close();
  await wx?.close();
});

async function start(amount: number) {
  const res = await m.agent.call('Wallet/recharge', { amount, method: 'wechatpay' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; reference: string; status: string; codeUrl: string; expiresAt: string };
}

/** POST a notification to the route as WeChat would (no cookie, no Origin) */
const post = async (headers: Record<string, string>, body: string) => {
  const res = await fetch(notifyUrl, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
};

describe('WeChat Pay top-ups against the stand-in', () => {
  it('is offered, shows a code_url, and a paid QR code credits once; WeChat’s redelivery is answered 204 and credits nothing', async () => {
    expect((await m.agent.call('Wallet/paymentInfo', {})).body.data.methods).toContain('wechatpay');
    const before = await balance();
    const r = await start(8_000_00);
    expect(r.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(wx.order(r.reference)).toMatchObject({ trade_state: 'NOTPAY', amount: { total: 8_000_00 } });
    const paid = await wx.scan(r.codeUrl);
    expect(paid.deliveries.map((d) => d.status)).toEqual([204]);
    expect(await balance()).toBe(before + 8_000_00);
    const info = (await m.agent.call('Wallet/rechargeInfo', { id: r.id })).body.data;
    expect(info).toMatchObject({ status: 'paid', method: 'wechatpay', tradeNo: paid.transactionId });
    expect((await wx.renotify(r.reference)).map((d) => d.status)).toEqual([204]);
    expect(await balance()).toBe(before + 8_000_00);
    await assertLedgerWhole(db());
  });

  it('20 duplicate notifications at once credit once', async () => {
    const r = await start(1_234_56);
    const before = await balance();
    const paid = await wx.scan(r.codeUrl, { duplicates: 20 });
    expect(paid.deliveries).toHaveLength(20);
    expect(paid.deliveries.every((d) => d.status === 204)).toBe(true);
    expect(await balance()).toBe(before + 1_234_56);
    expect((await stored(r.id)).status).toBe('paid');
    await assertLedgerWhole(db());
  });

  describe('forged notifications credit nothing and are answered {code: FAIL}', () => {
    let r: Awaited<ReturnType<typeof start>>;
    let footprint: Awaited<ReturnType<typeof moneyFootprint>>;
    /** a notification saying this pending order was paid, as WeChat would sign it */
    const genuine = (at?: Date) =>
      wx.notification(r.reference, { transaction: { trade_state: 'SUCCESS', transaction_id: '4200000000000000001' }, at });
    const refused = async (headers: Record<string, string>, body: string) => {
      const res = await post(headers, body);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'FAIL' });
    };
    beforeAll(async () => {
      r = await start(500_00);
      footprint = await moneyFootprint(db());
    });

    it('signed with another key', async () => {
      const g = genuine();
      const other: KeyObject = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const h = g.headers;
      await refused({ ...h, 'wechatpay-signature': rsaSign(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${g.body}\n`, other) }, g.body);
    });
    it('a replayed old one (signed 10 minutes ago)', async () => {
      const old = genuine(new Date(Date.now() - 10 * MINUTE));
      await refused(old.headers, old.body);
    });
    it('another platform key id in Wechatpay-Serial, or none', async () => {
      const g = genuine();
      await refused({ ...g.headers, 'wechatpay-serial': 'PUB_KEY_ID_0114232134912410000000000000' }, g.body);
      const { 'wechatpay-signature': _, ...unsigned } = g.headers;
      await refused(unsigned, g.body);
    });
    it('a tampered ciphertext (another amount cannot be written without the APIv3 key)', async () => {
      const g = genuine();
      const env = JSON.parse(g.body) as { resource: { ciphertext: string } };
      const bytes = Buffer.from(env.resource.ciphertext, 'base64');
      bytes[bytes.length - 20]! ^= 0x01;
      env.resource.ciphertext = bytes.toString('base64');
      await refused(g.headers, JSON.stringify(env));
    });
    it('another app id, signed by WeChat', async () => {
      const g = wx.notification(r.reference, {
        transaction: { trade_state: 'SUCCESS', transaction_id: '4200000000000000002', appid: 'wxanotherapp00001' },
      });
      await refused(g.headers, g.body);
    });
    it('nothing moved, the top-up is still pending, and WeChat was told each time', async () => {
      expect(await moneyFootprint(db())).toEqual(footprint);
      expect((await stored(r.id)).status).toBe('pending');
      expect(t.logs.filter((l) => l.includes('WeChat Pay notification refused')).length).toBeGreaterThanOrEqual(6);
    });
  });

  it('the route is outside the login and the Origin check, and rate-limited per address', async () => {
    const g = wx.notification((await start(100_00)).reference, { transaction: { trade_state: 'SUCCESS', transaction_id: '4200000000000000003' } });
    const foreign = await post({ ...g.headers, origin: 'https://evil.example', 'wechatpay-nonce': 'CHANGED' }, g.body);
    expect(foreign.status).toBe(401); // refused for its signature, not ORIGIN_REJECTED
    expect(JSON.parse(foreign.text)).toEqual({ code: 'FAIL', message: 'bad signature' });
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: WECHATPAY_NOTIFY_PATH, remoteAddress, headers: { 'content-type': 'application/json' }, payload: '{}' });
    const statuses = [];
    for (let i = 0; i < 300; i++) statuses.push((await from('10.9.9.9')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await from('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'FAIL', message: 'rate limited' });
    expect((await from('10.9.9.10')).statusCode).toBe(401);
  });

  it('another amount is not credited but flagged for an admin; an order this server never made is answered and credits nothing', async () => {
    const r = await start(300_00);
    const before = await balance();
    const footprint = await moneyFootprint(db());
    const paid = await wx.scan(r.codeUrl, { amount: 1_00 });
    expect(paid.deliveries.map((d) => d.status)).toEqual([204]);
    expect(await balance()).toBe(before);
    expect(await stored(r.id)).toMatchObject({ status: 'pending', flag: 'amount_mismatch' });

    const { codeUrl } = await nativeOrder(t.config.wechatpay!, {
      outTradeNo: 'BHNOTOURS0001',
      description: 'x',
      amount: 100,
      notifyUrl,
      expiresAt: new Date(Date.now() + 30 * MINUTE),
    });
    expect((await wx.scan(codeUrl)).deliveries.map((d) => d.status)).toEqual([204]);
    expect(await moneyFootprint(db())).toEqual(footprint);
  });

  it('reconciliation: a lost notification is recovered by the query, an expired order is closed at WeChat, and a late payment flagged', async () => {
    const lost = await start(400_00);
    const abandoned = await start(700_00);
    const before = await balance();
    await wx.scan(lost.codeUrl, { notify: false });
    t.advance(5 * MINUTE);
    const run = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(run.credited).toContain(lost.reference);
    expect(await balance()).toBe(before + 400_00);
    expect(await stored(lost.id)).toMatchObject({ status: 'paid', providerTradeNo: wx.order(lost.reference)!.transaction_id });

    t.advance(30 * MINUTE);
    const later = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(later.closed).toContain(abandoned.reference);
    expect(wx.order(abandoned.reference)?.trade_state).toBe('CLOSED');
    expect((await stored(abandoned.id)).status).toBe('closed');
    await expect(wx.scan(abandoned.codeUrl)).rejects.toThrow(/CLOSED/);
    // a payment that raced the close is reported anyway: answered, never credited silently
    expect((await wx.scan(abandoned.codeUrl, { late: true })).deliveries.map((d) => d.status)).toEqual([204]);
    expect(await stored(abandoned.id)).toMatchObject({ status: 'closed', flag: 'paid_after_close' });
    expect(await balance()).toBe(before + 400_00);
    await assertLedgerWhole(db());
  });

  it('not configured: not offered, and refused as a method', async () => {
    const plain = await createTestApp();
    try {
      const someone = await who(plain);
      expect((await someone.agent.call('Wallet/paymentInfo', {})).body.data.methods).not.toContain('wechatpay');
      const res = await someone.agent.call('Wallet/recharge', { amount: 100_00, method: 'wechatpay' });
      expect(res.body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
      const notify = await plain.app.inject({
        method: 'POST',
        url: WECHATPAY_NOTIFY_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(notify.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('WeChat Pay down when ordering: PAYMENT_PROVIDER_UNAVAILABLE and nothing written', async () => {
    const footprint = await moneyFootprint(db());
    wx.failNext(500);
    const res = await m.agent.call('Wallet/recharge', { amount: 100_00, method: 'wechatpay' });
    expect(res.status).toBe(503);
    expect(res.body.errorCode).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await moneyFootprint(db())).toEqual(footprint);
  });
});
