import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatPayStandin, type WechatPayStandin } from '../../dev/wechatpay-standin.js';
import {
  closeOrder,
  nativeOrder,
  queryOrder,
  readNotification,
  refund,
  WechatPayRefused,
  WechatPayUnavailable,
  type WechatPaySettings,
} from './client.js';
import { authorization, decryptResource, encryptResource, parseAuthorization, rsaSign, rsaVerify } from './signature.js';

/**
 * The WeChat Pay v3 client's wire format against the stand-in (dev/wechatpay-standin.ts): the merchant's signature
 * as WeChat checks it, answers believed only under the platform key, and payment notifications refused when their
 * signature, timestamp, serial or ciphertext is not WeChat's. No database.
 */
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = rsa();
const APIV3_KEY = 'wxpay-test-apiv3-key-0123456789a';
const base = { mchid: '1900000109', appId: 'wxd678efh567hg6787', serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', apiv3Key: APIV3_KEY };

describe('WeChat Pay v3 client against the stand-in', () => {
  let wx: WechatPayStandin;
  let s: WechatPaySettings;
  let notifyServer: Server;
  let notifyUrl = '';
  const received: { failure?: string; outTradeNo?: string }[] = [];
  let no = 0;
  const outTradeNo = () => `BHT${process.pid}${Date.now()}${++no}`;
  const order = (n: string, amount = 800_00, expiresAt = new Date(Date.now() + 30 * 60_000)) =>
    nativeOrder(s, { outTradeNo: n, description: 'BoothHub 金币充值', amount, notifyUrl, expiresAt });

  beforeAll(async () => {
    wx = await startWechatPayStandin({ ...base, merchantSerial: base.serial, merchantPublicKey: merchant.publicKey });
    s = {
      ...base,
      privateKey: merchant.privateKey,
      platformPublicKey: (await import('node:crypto')).createPublicKey(wx.platformPublicKeyPem),
      platformSerial: wx.platformSerial,
      base: wx.url,
    };
    // a merchant's notify_url: 204 when the notification is WeChat's, 401 {code: FAIL} when not
    notifyServer = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const read = readNotification(s, (n) => req.headers[n] as string | undefined, Buffer.concat(chunks).toString('utf8'));
        received.push(read.ok ? { outTradeNo: read.notification.transaction.out_trade_no } : { failure: read.failure });
        if (read.ok) res.writeHead(204).end();
        else res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'FAIL', message: read.failure }));
      });
    });
    await new Promise<void>((r) => notifyServer.listen(0, '127.0.0.1', r));
    notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/notify`;
  });
  afterAll(async () => {
    await wx?.close();
    await new Promise((r) => notifyServer?.close(r));
  });

  it('signs a request as the documentation writes the message: METHOD, path and query, timestamp, nonce, body', () => {
    const at = new Date(1554208460_000);
    const header = authorization(s, 'GET', '/v3/certificates', '', at);
    const f = parseAuthorization(header)!;
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="')).toBe(true);
    expect(f).toMatchObject({ mchid: '1900000109', timestamp: '1554208460', serial_no: base.serial });
    expect(f.nonce_str).toMatch(/^[0-9A-F]{32}$/);
    // the message written out by hand, not by requestMessage
    expect(rsaVerify(`GET\n/v3/certificates\n1554208460\n${f.nonce_str}\n\n`, f.signature!, merchant.publicKey)).toBe(true);
    expect(rsaVerify(`GET\n/v3/certificates\n1554208461\n${f.nonce_str}\n\n`, f.signature!, merchant.publicKey)).toBe(false);
  });

  it('decrypts AEAD_AES_256_GCM as WeChat encrypts it, and refuses a changed ciphertext, nonce or associated data', () => {
    const r = encryptResource(APIV3_KEY, '{"a":1}', 'transaction', 'transaction');
    expect(r.nonce).toHaveLength(12);
    expect(decryptResource(APIV3_KEY, r)).toBe('{"a":1}');
    const bytes = Buffer.from(r.ciphertext, 'base64');
    bytes[0]! ^= 1;
    expect(decryptResource(APIV3_KEY, { ...r, ciphertext: bytes.toString('base64') })).toBeUndefined();
    expect(decryptResource(APIV3_KEY, { ...r, nonce: 'aaaaaaaaaaaa' })).toBeUndefined();
    expect(decryptResource(APIV3_KEY, { ...r, associated_data: 'certificate' })).toBeUndefined();
    expect(decryptResource('another-apiv3-key-0123456789abcd', r)).toBeUndefined();
  });

  it('orders, queries, is paid on a scan and notified once, then refunds; a paid order cannot be closed', async () => {
    const n = outTradeNo();
    const { codeUrl } = await order(n);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect((await queryOrder(s, n))?.trade_state).toBe('NOTPAY');
    const paid = await wx.scan(codeUrl);
    expect(paid.deliveries.map((d) => d.status)).toEqual([204]);
    expect(received.at(-1)).toEqual({ outTradeNo: n });
    const t = await queryOrder(s, n);
    expect(t).toMatchObject({ trade_state: 'SUCCESS', transaction_id: paid.transactionId, amount: { total: 800_00 } });
    await expect(closeOrder(s, n)).rejects.toMatchObject({ code: 'ORDERPAID' });
    const r = await refund(s, { outTradeNo: n, outRefundNo: `R${n}`, refund: 300_00, total: 800_00 });
    expect(r).toMatchObject({ status: 'SUCCESS', amount: { refund: 300_00, total: 800_00 } });
    await expect(refund(s, { outTradeNo: n, outRefundNo: `R2${n}`, refund: 600_00, total: 800_00 })).rejects.toMatchObject({ code: 'NOT_ENOUGH' });
  });

  it('the stand-in’s page lists the orders waiting to be paid and pays one with its button', async () => {
    const n = outTradeNo();
    const { codeUrl } = await order(n, 1_50);
    const page = await (await fetch(`${wx.url}/standin/pay`)).text();
    expect(page).toContain(`${n}: BoothHub 金币充值 — ¥1.50 — NOTPAY`);
    const pressed = await fetch(`${wx.url}/standin/scan`, { method: 'POST', body: new URLSearchParams({ code_url: codeUrl }), redirect: 'manual' });
    expect(pressed.status).toBe(303);
    expect((await queryOrder(s, n))?.trade_state).toBe('SUCCESS');
    expect(await (await fetch(`${wx.url}/standin/pay`)).text()).not.toContain(n);
  });

  it('closes an unpaid order, after which its code cannot be paid; an unknown order is undefined', async () => {
    const n = outTradeNo();
    const { codeUrl } = await order(n, 100);
    await closeOrder(s, n);
    expect((await queryOrder(s, n))?.trade_state).toBe('CLOSED');
    await expect(wx.scan(codeUrl)).rejects.toThrow(/CLOSED/);
    expect(await queryOrder(s, 'BHNOSUCHORDER01')).toBeUndefined();
  });

  it('sends duplicates at once and a wrong amount on request, each signed and decryptable', async () => {
    const n = outTradeNo();
    const { codeUrl } = await order(n, 500);
    const paid = await wx.scan(codeUrl, { duplicates: 5, amount: 1 });
    expect(paid.deliveries.map((d) => d.status)).toEqual([204, 204, 204, 204, 204]);
    const read = readNotification(s, (h) => wx.notification(n, { transaction: { amount: { total: 1 } } }).headers[h], '');
    expect(read).toEqual({ ok: false, failure: 'signature' }); // the body is part of what is signed
    const one = wx.notification(n, { transaction: { amount: { total: 1 } } });
    const ok = readNotification(s, (h) => one.headers[h], one.body);
    expect(ok.ok && ok.notification.transaction.amount?.total).toBe(1);
  });

  describe('a notification is refused when it is not WeChat’s', () => {
    let n = '';
    beforeAll(async () => {
      n = outTradeNo();
      await wx.scan((await order(n, 200)).codeUrl, { notify: false });
    });
    const read = (headers: Record<string, string>, body: string, now?: Date) => readNotification(s, (h) => headers[h], body, now);

    it('accepts the genuine one', () => {
      const g = wx.notification(n);
      const r = read(g.headers, g.body);
      expect(r.ok && r.notification).toMatchObject({ eventType: 'TRANSACTION.SUCCESS', transaction: { out_trade_no: n, trade_state: 'SUCCESS' } });
    });
    it('a bad signature (another key signed it)', () => {
      const g = wx.notification(n);
      const other: KeyObject = rsa().privateKey;
      const h = g.headers;
      const forged = { ...h, 'wechatpay-signature': rsaSign(`${h['wechatpay-timestamp']}\n${h['wechatpay-nonce']}\n${g.body}\n`, other) };
      expect(read(forged, g.body)).toEqual({ ok: false, failure: 'signature' });
    });
    it('a stale timestamp (signed 6 minutes ago), and one from the future', () => {
      const old = wx.notification(n, { at: new Date(Date.now() - 6 * 60_000) });
      expect(read(old.headers, old.body)).toEqual({ ok: false, failure: 'stale' });
      const ahead = wx.notification(n, { at: new Date(Date.now() + 6 * 60_000) });
      expect(read(ahead.headers, ahead.body)).toEqual({ ok: false, failure: 'stale' });
      const recent = wx.notification(n, { at: new Date(Date.now() - 4 * 60_000) });
      expect(read(recent.headers, recent.body).ok).toBe(true);
    });
    it('a wrong serial, or a missing header', () => {
      const g = wx.notification(n);
      expect(read({ ...g.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000000000000' }, g.body)).toEqual({ ok: false, failure: 'serial' });
      const { 'wechatpay-nonce': _, ...noNonce } = g.headers;
      expect(read(noNonce, g.body)).toEqual({ ok: false, failure: 'missing' });
    });
    it('a tampered ciphertext (the signature no longer holds; and under a key that still signs, it does not decrypt)', () => {
      const g = wx.notification(n);
      const env = JSON.parse(g.body) as { resource: { ciphertext: string } };
      const bytes = Buffer.from(env.resource.ciphertext, 'base64');
      bytes[3]! ^= 0x20;
      env.resource.ciphertext = bytes.toString('base64');
      const tampered = JSON.stringify(env);
      expect(read(g.headers, tampered)).toEqual({ ok: false, failure: 'signature' });
      // the same tampering signed by whoever holds the platform key: decryption (the tag) refuses it
      const signer = rsa();
      const s2 = { ...s, platformPublicKey: signer.publicKey };
      const ts = String(Math.floor(Date.now() / 1000));
      const headers = {
        'wechatpay-timestamp': ts,
        'wechatpay-nonce': 'N0NCE',
        'wechatpay-serial': s.platformSerial,
        'wechatpay-signature': rsaSign(`${ts}\nN0NCE\n${tampered}\n`, signer.privateKey),
      };
      expect(readNotification(s2, (h) => headers[h as keyof typeof headers], tampered)).toEqual({ ok: false, failure: 'decrypt' });
    });
    it('another merchant’s or app’s transaction', () => {
      const g = wx.notification(n, { transaction: { appid: 'wxanotherapp00001' } });
      expect(read(g.headers, g.body)).toEqual({ ok: false, failure: 'merchant' });
    });
    it('a redelivery of the genuine one is accepted again (a merchant must answer duplicates 204)', async () => {
      const before = received.length;
      await wx.renotify(n);
      expect(received.slice(before)).toEqual([{ outTradeNo: n }]);
    });
  });

  describe('answers', () => {
    it('a request signed with another key is refused by WeChat (401 SIGN_ERROR)', async () => {
      await expect(order(outTradeNo())).resolves.toHaveProperty('codeUrl');
      const wrong = { ...s, privateKey: rsa().privateKey };
      await expect(nativeOrder(wrong, { outTradeNo: outTradeNo(), description: 'x', amount: 1, notifyUrl, expiresAt: new Date() })).rejects.toEqual(
        expect.objectContaining({ status: 401, code: 'SIGN_ERROR' }),
      );
    });
    it('an answer not signed by the configured platform key is not believed', async () => {
      const other = { ...s, platformPublicKey: rsa().publicKey };
      const e = await queryOrder(other, 'BHANY0000001').catch((x: unknown) => x);
      expect(e).toBeInstanceOf(WechatPayUnavailable);
      expect(e).toMatchObject({ reason: 'signature' });
      await expect(queryOrder({ ...s, platformSerial: 'PUB_KEY_ID_OTHER' }, 'BHANY0000001')).rejects.toMatchObject({ reason: 'signature' });
    });
    it('WeChat down (5xx) and unreachable are WechatPayUnavailable, a 4xx is WechatPayRefused', async () => {
      wx.failNext(500);
      await expect(order(outTradeNo())).rejects.toMatchObject({ reason: 'status', status: 500 });
      await expect(queryOrder({ ...s, base: 'http://127.0.0.1:1' }, 'BHANY0000001')).rejects.toMatchObject({ reason: 'network' });
      await expect(order('bad no!')).rejects.toBeInstanceOf(WechatPayRefused);
    });
  });
});
