// @engine-parity
// @isolated: registers a fake payment gateway
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import * as ledger from '../ledger/ledger.service.js';
import type { GatewayProvider, GatewayTrade } from './gateway.js';
import { registerGateway, settleGatewayPayment } from './gateway.service.js';
import { reconcileTopUps } from './topup.reconcile.js';
import { assertLedgerWhole, moneyFootprint, who, type Who } from './wallet.fixtures.js';

/**
 * The core of gateway top-ups (gateway.service.ts, topup.reconcile.ts) with a provider held in this test: what it
 * says about an order is set by each test, so that every answer a real provider can give is tried. The Alipay
 * adapter's own tests (alipay.test.ts) run the same paths against the Alipay stand-in.
 */
const orders = new Map<string, GatewayTrade>();
let unreachable = false;
const closed: string[] = [];
const asked = new Map<string, number>();
const fake: GatewayProvider = {
  method: 'wechatpay',
  notifyPath: '/api/pay/test/notify',
  offered: () => true,
  async createOrder(_ctx, order) {
    if (unreachable) throw new Error('connect ECONNREFUSED');
    orders.set(order.reference, { state: 'waiting' });
    return { codeUrl: `weixin://wxpay/bizpayurl?pr=${order.reference}` };
  },
  async queryOrder(_ctx, reference) {
    if (unreachable) throw new Error('connect ECONNREFUSED');
    asked.set(reference, (asked.get(reference) ?? 0) + 1);
    return orders.get(reference) ?? { state: 'missing' };
  },
  async closeOrder(_ctx, reference) {
    if (unreachable) throw new Error('connect ECONNREFUSED');
    closed.push(reference);
    orders.set(reference, { state: 'closed' });
  },
  // refunds are tried against the stand-ins (refund.test.ts)
  refund: () => Promise.reject(new Error('no refunds here')),
  queryRefund: () => Promise.reject(new Error('no refunds here')),
};

let t: TestApp;
let m: Who;
const db = () => t.app.ctx.db;
const balance = (id: number) => ledger.balanceOf(db(), ledger.available(id));
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  registerGateway(fake);
  m = await who(t);
});
afterAll(async () => t?.close());

async function start(amount: number) {
  const res = await m.agent.call('Wallet/recharge', { amount, method: 'wechatpay' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; reference: string; status: string; codeUrl?: string; expiresAt?: string };
}
const info = async (id: number) => (await m.agent.call('Wallet/rechargeInfo', { id })).body.data;
const pay = (reference: string, amount: number, tradeNo = `T${reference}`) => orders.set(reference, { state: 'paid', tradeNo, amount });
const report = (reference: string, amount: number, tradeNo = `T${reference}`) =>
  settleGatewayPayment(t.app.ctx, { method: 'wechatpay', reference, tradeNo, amount, via: 'notification' }, t.app.log);

describe('gateway top-ups: the core', () => {
  it('is offered where a provider is configured, and starts an order that answers where to pay, pending for 30 minutes', async () => {
    const methods = (await m.agent.call('Wallet/paymentInfo', {})).body.data.methods;
    expect(methods).toContain('wechatpay');
    const before = await balance(m.id);
    const r = await start(12_345);
    expect(r.status).toBe('pending');
    expect(r.codeUrl).toBe(`weixin://wxpay/bizpayurl?pr=${r.reference}`);
    expect(new Date(r.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(await balance(m.id)).toBe(before);
  });

  it('the provider unreachable when starting: PAYMENT_PROVIDER_UNAVAILABLE and nothing written', async () => {
    const before = await moneyFootprint(db());
    unreachable = true;
    try {
      const res = await m.agent.call('Wallet/recharge', { amount: 5_000, method: 'wechatpay' });
      expect(res.status).toBe(503);
      expect(res.body.errorCode).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    } finally {
      unreachable = false;
    }
    expect(await moneyFootprint(db())).toEqual(before);
  });

  it('a reported payment credits once; its duplicates, an unknown order and another amount credit nothing', async () => {
    const r = await start(20_000);
    const before = await balance(m.id);
    expect(await report(r.reference, 20_000)).toBe('credited');
    expect(await report(r.reference, 20_000)).toBe('already');
    expect(await report('BHNOSUCHORDER', 20_000)).toBe('unknown');
    expect(await balance(m.id)).toBe(before + 20_000);
    const paid = await info(r.id);
    expect(paid).toMatchObject({ status: 'paid', tradeNo: `T${r.reference}`, flag: null });
    expect(paid.codeUrl).toBeUndefined();

    const other = await start(30_000);
    expect(await report(other.reference, 1)).toBe('mismatch');
    expect(await balance(m.id)).toBe(before + 20_000);
    expect(await info(other.id)).toMatchObject({ status: 'pending', flag: 'amount_mismatch' });
    const admin = await who(t, { role: 'admin' });
    const review = await admin.agent.call('Admin/rechargeReview', { id: other.id, approve: true });
    expect(review.status).toBe(409);
    expect(await balance(m.id)).toBe(before + 20_000);
    await assertLedgerWhole(db());
  });

  it('reconciliation: a lost notification is recovered, an expired order closed at the provider, a late payment flagged', async () => {
    const lost = await start(40_000);
    const abandoned = await start(50_000);
    const before = await balance(m.id);
    pay(lost.reference, 40_000);
    // too young to be asked about
    expect((await reconcileTopUps(t.app.ctx, t.app.log)).credited).not.toContain(lost.reference);
    t.advance(5 * MINUTE);
    const run = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(run.credited).toContain(lost.reference);
    expect(run.closed).not.toContain(abandoned.reference);
    expect(await balance(m.id)).toBe(before + 40_000);

    t.advance(30 * MINUTE);
    const later = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(later.closed).toContain(abandoned.reference);
    expect(closed).toContain(abandoned.reference);
    expect(await info(abandoned.id)).toMatchObject({ status: 'closed' });

    // the provider reports a payment for the closed order after all: flagged, never credited
    expect(await report(abandoned.reference, 50_000)).toBe('late');
    expect(await info(abandoned.id)).toMatchObject({ status: 'closed', flag: 'paid_after_close' });
    expect(await balance(m.id)).toBe(before + 40_000);
    await assertLedgerWhole(db());
  });

  it('reconciliation with the provider unreachable: retried with back-off, alerted after an hour, then recovered', async () => {
    const r = await start(60_000);
    const before = await balance(m.id);
    pay(r.reference, 60_000);
    unreachable = true;
    try {
      t.advance(5 * MINUTE);
      expect((await reconcileTopUps(t.app.ctx, t.app.log)).failed).toContain(r.reference);
      // backing off: not asked again at once
      expect((await reconcileTopUps(t.app.ctx, t.app.log)).failed).not.toContain(r.reference);
      t.advance(61 * MINUTE);
      const run = await reconcileTopUps(t.app.ctx, t.app.log);
      expect(run.unresolved).toContain(r.reference);
      expect(t.logs.some((l) => l.includes('unresolved for more than an hour') && l.includes(r.reference))).toBe(true);
    } finally {
      unreachable = false;
    }
    t.advance(31 * MINUTE);
    const run = await reconcileTopUps(t.app.ctx, t.app.log);
    expect(run.credited).toContain(r.reference);
    expect(run.unresolved).not.toContain(r.reference);
    expect(await balance(m.id)).toBe(before + 60_000);
    await assertLedgerWhole(db());
  });
});

describe.runIf(onPostgres())('gateway top-ups on PostgreSQL', () => {
  it('20 concurrent duplicate reports of one payment credit it once', async () => {
    const r = await start(70_000);
    const before = await balance(m.id);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => report(r.reference, 70_000)));
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(19);
    expect(await balance(m.id)).toBe(before + 70_000);
    await assertLedgerWhole(db());
  });

  it('two reconciliations at once ask the provider once per top-up', async () => {
    const amounts = [1_000, 2_000, 3_000];
    const rs: Array<Awaited<ReturnType<typeof start>>> = [];
    for (const amount of amounts) rs.push(await start(amount));
    rs.forEach((r, i) => pay(r.reference, amounts[i]!));
    t.advance(5 * MINUTE);
    const [a, b] = await Promise.all([reconcileTopUps(t.app.ctx, t.app.log), reconcileTopUps(t.app.ctx, t.app.log)]);
    const credited = [...a.credited, ...b.credited].filter((ref) => rs.some((r) => r.reference === ref));
    expect(credited.sort()).toEqual(rs.map((r) => r.reference).sort());
    for (const r of rs) expect(asked.get(r.reference)).toBe(1);
    await assertLedgerWhole(db());
  });
});
