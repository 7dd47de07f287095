// @engine-parity: Alipay top-ups through the real notification route, on both engines
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { freePort } from '../../../test/server-process.js';
import type { AlipayStandin } from '../../dev/alipay-standin.js';
import * as ledger from '../ledger/ledger.service.js';
import { reconcileTopUps } from './topup.reconcile.js';
import { alipayStandinFor } from './alipay.fixtures.js';
import { assertLedgerWhole, moneyFootprint, who, type Who } from './wallet.fixtures.js';

/**
 * Alipay top-ups end to end against the stand-in (dev/alipay-standin.ts): the server signs the page request with the
 * app's key, the stand-in checks it, and its signed notifications reach this server's notification route over real
 * HTTP. A paid top-up credits once whatever Alipay sends; forged notifications credit nothing; reconciliation
 * recovers a lost notification and closes an expired order.
 */
const APP_ID = '2021000122600001';
const MINUTE = 60_000;
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

let ali: AlipayStandin;
let t: TestApp;
let m: Who;
const db = () => t.app.ctx.db;
const balance = () => ledger.balanceOf(db(), ledger.available(m.id));

beforeAll(async () => {
  const alipay = await alipayStandinFor(APP_ID);
  ali = alipay.ali;
  const port = await freePort();
  t = await createTestApp({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...alipay.env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  m = await who(t);
});
afterAll(async () => {
  await t?.close();
  await ali?.close();
});

interface Started {
  id: number;
  reference: string;
  status: string;
  payUrl: string;
  expiresAt: string;
}

/** start a top-up and open Alipay's page, as the member's browser does */
async function start(amount: number, device?: 'desktop' | 'phone'): Promise<Started> {
  const res = await m.agent.call('Wallet/recharge', { amount, method: 'alipay', ...(device ? { device } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const r = res.body.data as Started;
  const pagePay = await fetch(r.payUrl);
  expect(pagePay.status).toBe(200);
  expect(await pagePay.text()).toContain(`data-testid="alipay-pay"`);
  return r;
}
const info = async (id: number) => (await m.agent.call('Wallet/rechargeInfo', { id })).body.data;
const answers = (reference: string) => ali.sent.filter((s) => s.outTradeNo === reference).map((s) => s.answer);

describe('Alipay top-ups', () => {
  it('is offered when configured; the desktop page is alipay.trade.page.pay, signed RSA2, for the amount, expiring in 30 minutes', async () => {
    expect((await m.agent.call('Wallet/paymentInfo', {})).body.data.methods).toContain('alipay');
    const before = await balance();
    const r = await start(12_345);
    const url = new URL(r.payUrl);
    expect(url.origin + url.pathname).toBe(ali.gateway);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('sign_type')).toBe('RSA2');
    const biz = JSON.parse(url.searchParams.get('biz_content')!);
    expect(biz).toMatchObject({ out_trade_no: r.reference, total_amount: '123.45', product_code: 'FAST_INSTANT_TRADE_PAY' });
    expect(url.searchParams.get('notify_url')).toBe(`${t.config.publicUrl}/api/pay/alipay/notify`);
    expect(ali.trades.get(r.reference)).toMatchObject({ amount: 12_345, status: 'WAIT_BUYER_PAY' });
    expect(new Date(r.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * MINUTE);
    // a tampered page request is refused by the gateway
    const tampered = new URL(r.payUrl);
    tampered.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }));
    expect((await fetch(tampered)).status).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('paid on the phone page: the notification credits once, the member returns to the top-up page, the bill names the trade', async () => {
    const before = await balance();
    const r = await start(20_000, 'phone');
    expect(new URL(r.payUrl).searchParams.get('method')).toBe('alipay.trade.wap.pay');
    // the member presses "pay" on Alipay's page and is sent back
    const back = await fetch(`${ali.url}/standin/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: r.reference, method: 'alipay.trade.wap.pay' }),
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toContain(`/personalCenter/recharge?topup=${r.id}`);
    await ali.idle();
    expect(answers(r.reference)).toEqual(['success']);
    expect(await balance()).toBe(before + 20_000);
    const paid = await info(r.id);
    expect(paid).toMatchObject({ status: 'paid', method: 'alipay', tradeNo: ali.trades.get(r.reference)!.tradeNo, flag: null });
    const bills = (await m.agent.call('Bills/transaction', { page: 1, pageSize: 10 })).body.data.listItem;
    expect(bills[0]).toMatchObject({ kind: 'recharge_alipay' });
    expect(JSON.stringify(bills[0])).toContain(ali.trades.get(r.reference)!.tradeNo);
    await assertLedgerWhole(db());
  });

  it("a checkout's way back (back) comes back from Alipay's page with the member; a path to another site is refused", async () => {
    const back = '/taskcenter/pay?id=7&x=1';
    const res = await m.agent.call('Wallet/recharge', { amount: 5_000, method: 'alipay', device: 'phone', back });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.data as Started;
    expect(new URL(r.payUrl).searchParams.get('return_url')).toBe(
      `${t.config.publicUrl}/personalCenter/recharge?topup=${r.id}&return=${encodeURIComponent(back)}`,
    );
    await fetch(r.payUrl);
    const returned = await fetch(`${ali.url}/standin/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: r.reference, method: 'alipay.trade.wap.pay' }),
      redirect: 'manual',
    });
    const location = new URL(returned.headers.get('location')!);
    expect([location.pathname, location.searchParams.get('topup'), location.searchParams.get('return')]).toEqual([
      '/personalCenter/recharge',
      String(r.id),
      back,
    ]);
    await ali.idle();
    for (const away of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const refused = await m.agent.call('Wallet/recharge', { amount: 5_000, method: 'alipay', back: away });
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('duplicate notifications, one after another, credit once and are each answered success', async () => {
    const before = await balance();
    const r = await start(30_000);
    await ali.pay(r.reference, { copies: 4 });
    expect(answers(r.reference)).toEqual(['success', 'success', 'success', 'success']);
    expect(await balance()).toBe(before + 30_000);
    await assertLedgerWhole(db());
  });

  it('forged notifications credit nothing: a bad signature, another app id, a tampered amount, an unknown order, a replay', async () => {
    const r = await start(40_000);
    const before = await balance();
    const footprint = await moneyFootprint(db());
    const paid = { trade_status: 'TRADE_SUCCESS' };
    const forged = [
      ali.notificationFor(r.reference, paid, stranger.privateKey),
      ali.notificationFor(r.reference, { ...paid, app_id: '2021000999999999' }),
      ali.notificationFor(r.reference, paid).replace('total_amount=400.00', 'total_amount=4000.00'),
    ];
    for (const body of forged) expect(await ali.deliver(r.reference, body)).toMatchObject({ status: 200, answer: 'fail' });
    // Alipay's signature, an order this server never made: acknowledged, nothing credited
    expect((await ali.deliver(r.reference, ali.notificationFor('BHNOSUCHORDER1', paid))).answer).toBe('success');
    expect(await balance()).toBe(before);
    expect(await moneyFootprint(db())).toEqual(footprint);
    expect(await info(r.id)).toMatchObject({ status: 'pending', flag: null });

    // the genuine one, once the member paid, credits; replayed later, it changes nothing
    ali.trades.get(r.reference)!.status = 'TRADE_SUCCESS';
    const genuine = ali.notificationFor(r.reference);
    expect((await ali.deliver(r.reference, genuine)).answer).toBe('success');
    expect(await balance()).toBe(before + 40_000);
    expect((await ali.deliver(r.reference, genuine)).answer).toBe('success');
    expect(await balance()).toBe(before + 40_000);
    await assertLedgerWhole(db());
  });

  it('a paid amount other than the top-up is refused, flagged for an admin and logged', async () => {
    const before = await balance();
    const r = await start(50_000);
    await ali.pay(r.reference, { amount: 1 });
    expect(answers(r.reference)).toEqual(['success']);
    expect(await balance()).toBe(before);
    expect(await info(r.id)).toMatchObject({ status: 'pending', flag: 'amount_mismatch' });
    expect(t.logs.some((l) => l.includes('flagged for an admin') && l.includes(r.reference))).toBe(true);
    await assertLedgerWhole(db());
  });

  it('a lost notification is recovered by the reconciliation (alipay.trade.query)', async () => {
    const before = await balance();
    const r = await start(60_000);
    await ali.pay(r.reference, { copies: 0 });
    expect(await balance()).toBe(before);
    t.advance(5 * MINUTE);
    const run = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(run.credited).toContain(r.reference);
    expect(await balance()).toBe(before + 60_000);
    expect(await info(r.id)).toMatchObject({ status: 'paid', tradeNo: ali.trades.get(r.reference)!.tradeNo });
    await assertLedgerWhole(db());
  });

  it('the gateway unreachable: reconciliation retries later; an expired order is closed at Alipay and cannot be paid; a late payment is flagged', async () => {
    const before = await balance();
    const opened = await start(70_000);
    const neverOpened = (await m.agent.call('Wallet/recharge', { amount: 80_000, method: 'alipay' })).body.data as Started;
    t.advance(5 * MINUTE);
    ali.setDown(true);
    try {
      const run = await reconcileTopUps(t.app.ctx, t.app.log);
      expect(run.failed).toEqual(expect.arrayContaining([opened.reference, neverOpened.reference]));
    } finally {
      ali.setDown(false);
    }
    t.advance(31 * MINUTE);
    ali.advance(31 * MINUTE);
    const run = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(run.closed).toEqual(expect.arrayContaining([opened.reference, neverOpened.reference]));
    expect(ali.trades.get(opened.reference)!.status).toBe('TRADE_CLOSED');
    expect(await info(opened.id)).toMatchObject({ status: 'closed' });
    expect(await info(neverOpened.id)).toMatchObject({ status: 'closed' });
    await expect(ali.pay(opened.reference)).rejects.toThrow(/TRADE_CLOSED/);

    // Alipay reports a payment for it after all (say, a payment under way when it closed): flagged, never credited
    const late = ali.notificationFor(opened.reference, { trade_status: 'TRADE_SUCCESS' });
    expect((await ali.deliver(opened.reference, late)).answer).toBe('success');
    expect(await info(opened.id)).toMatchObject({ status: 'closed', flag: 'paid_after_close' });
    expect(await balance()).toBe(before);
    await assertLedgerWhole(db());
  });
});

describe.runIf(onPostgres())('Alipay top-ups on PostgreSQL', () => {
  it('20 concurrent duplicate notifications credit once', async () => {
    const before = await balance();
    const r = await start(90_000);
    await ali.pay(r.reference, { copies: 20, concurrent: true });
    expect(answers(r.reference)).toHaveLength(20);
    expect(new Set(answers(r.reference))).toEqual(new Set(['success']));
    expect(await balance()).toBe(before + 90_000);
    const credits = await db().execute(`select count(*)::int n from ledger_transactions where ref = 'recharge:${r.id}'`);
    expect((credits as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
    await assertLedgerWhole(db());
  });
});

// last: it uses up this address's notifications for the minute
describe('the Alipay notification route', () => {
  it('the notification route takes any Origin to its signature check, and at most 300 a minute from one address', async () => {
    const r = await start(1_000);
    const notify = `${t.config.publicUrl}/api/pay/alipay/notify`;
    const post = (origin?: string) =>
      fetch(notify, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
        body: ali.notificationFor(r.reference, { trade_status: 'TRADE_SUCCESS' }, stranger.privateKey),
      });
    const foreign = await post('https://evil.example');
    expect([foreign.status, await foreign.text()]).toEqual([200, 'fail']);
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await post()).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(await info(r.id)).toMatchObject({ status: 'pending' });
  });
});
