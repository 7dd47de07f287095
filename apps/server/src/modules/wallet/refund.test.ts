// @engine-parity: refunds of Alipay and WeChat Pay top-ups against the stand-ins, on both engines
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileRefunds } from './topup.refund.js';
import {
  admin,
  ali,
  available,
  bills,
  cash,
  held,
  METRICS_TOKEN,
  MINUTE,
  paidWithAlipay,
  paidWithWechat,
  refund,
  refundRows,
  refundsOf,
  startRefundWorld,
  stopRefundWorld,
  t,
  wx,
  db,
} from './refund.fixtures.js';
import { assertLedgerWhole, moneyFootprint, verifiedMember, who, withdrawBody } from './wallet.fixtures.js';

/**
 * An admin refunds the unspent coins of a paid gateway top-up (topup.refund.ts): against the Alipay and WeChat Pay
 * stand-ins, which keep the refunds as the providers do (the same refund number is the same refund). Every test checks
 * the member's available coins, the hold, the platform's cash and the ledger's invariants. The races:
 * refund.race.test.ts.
 */
beforeAll(startRefundWorld);
afterAll(stopRefundWorld);

describe('refunds of gateway top-ups', () => {
  it('Alipay: partial refunds up to the whole; the coins leave exactly, the bills name Alipay and the refund number', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 50_000);
    const cashBefore = await cash();
    const listed = (await admin.agent.call('Admin/rechargeList', { page: 1, pageSize: 50, keyword: m.cardno })).body.data.listItem;
    expect(listed.find((r: { id: number }) => r.id === top.id)).toMatchObject({ status: 'paid', refunded: 0, refundable: 50_000 });

    const first = await refund(top.id, 20_000);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'succeeded',
      amount: 20_000,
      method: 'alipay',
      outRefundNo: `${top.reference}R1`,
      failure: null,
    });
    expect(ali.trades.get(top.reference)!.refunds.get(`${top.reference}R1`)).toBe(20_000);
    expect(await available(m)).toBe(30_000);
    expect(await held(first.body.data.id, m)).toBe(0);
    expect(await cash()).toBe(cashBefore + 20_000);
    const [bill] = await bills(m);
    expect(bill).toMatchObject({ kind: 'topup_refund', amount: -20_000 });
    expect(bill!.memo).toContain('Alipay');
    expect(bill!.memo).toContain(`${top.reference}R1`);

    const tooMuch = await refund(top.id, 30_001);
    expect([tooMuch.status, tooMuch.body.errorCode]).toEqual([409, 'REFUND_EXCEEDS_TOPUP']);
    expect(tooMuch.body.errorMessage).toContain('300.00');
    expect(await refundsOf(top.id)).toMatchObject({ refunded: 20_000, refundable: 30_000 });

    expect((await refund(top.id, 30_000)).body.data).toMatchObject({ status: 'succeeded', outRefundNo: `${top.reference}R2` });
    expect(ali.trades.get(top.reference)!.refunded).toBe(50_000);
    expect(await available(m)).toBe(0);
    expect(await cash()).toBe(cashBefore + 50_000);
    expect((await refund(top.id, 1)).body.errorCode).toBe('REFUND_EXCEEDS_TOPUP');
    const after = await refundsOf(top.id);
    expect(after).toMatchObject({ refunded: 50_000, refundable: 0 });
    expect(after.listItem.map((r: { outRefundNo: string }) => r.outRefundNo)).toEqual([`${top.reference}R2`, `${top.reference}R1`]);
    await assertLedgerWhole(db());
  });

  it('WeChat Pay: only unspent coins — more than the available coins is refused, nothing held; the rest is refunded', async () => {
    const m = await verifiedMember(t, admin);
    const top = await paidWithWechat(m, 40_000);
    // the member spends part of it: a withdrawal holds 30,000 of the 40,000
    expect((await m.agent.call('Applycash/postNew', withdrawBody(30_000))).status).toBe(200);
    const before = await moneyFootprint(db());
    const refused = await refund(top.id, 10_001);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'REFUND_EXCEEDS_UNSPENT']);
    expect(refused.body.errorMessage).toContain('100.00');
    expect(await moneyFootprint(db())).toEqual(before);
    expect(await refundsOf(top.id)).toMatchObject({ refunded: 0, refundable: 10_000, listItem: [] });

    const cashBefore = await cash();
    const ok = await refund(top.id, 10_000);
    expect(ok.body.data).toMatchObject({ status: 'succeeded', method: 'wechatpay', outRefundNo: `${top.reference}R1` });
    const atWechat = wx.refund(`${top.reference}R1`)!;
    expect(atWechat).toMatchObject({ status: 'SUCCESS', out_trade_no: top.reference, amount: { refund: 10_000, total: 40_000 } });
    expect(ok.body.data.providerRefundNo).toBe(atWechat.refund_id);
    expect(await available(m)).toBe(0);
    expect(await cash()).toBe(cashBefore + 10_000);
    expect((await bills(m))[0]).toMatchObject({ kind: 'topup_refund', amount: -10_000, memo: expect.stringContaining('WeChat Pay') });
    await assertLedgerWhole(db());
  });

  it('the provider refuses: REFUND_FAILED with its reason, the hold released back to available; the next refund gets a new number', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 30_000);
    const cashBefore = await cash();
    ali.failRefunds({ subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', subMsg: '卖家余额不足' });
    let res;
    try {
      res = await refund(top.id, 30_000);
    } finally {
      ali.failRefunds(null);
    }
    expect([res.status, res.body.errorCode]).toEqual([409, 'REFUND_FAILED']);
    expect(res.body.errorMessage).toContain('卖家余额不足');
    expect(await available(m)).toBe(30_000);
    expect(await cash()).toBe(cashBefore);
    const list = await refundsOf(top.id);
    expect(list).toMatchObject({ refunded: 0, refundable: 30_000 });
    expect(list.listItem[0]).toMatchObject({ status: 'failed', failure: expect.stringContaining('ACQ.SELLER_BALANCE_NOT_ENOUGH') });
    expect(await held(list.listItem[0].id, m)).toBe(0);
    const [released, hold] = await bills(m);
    expect(released).toMatchObject({ kind: 'topup_refund_released', amount: 30_000, memo: expect.stringContaining('卖家余额不足') });
    expect(hold).toMatchObject({ kind: 'topup_refund', amount: -30_000 });

    // WeChat closes one: the same
    const w = await who(t);
    const wtop = await paidWithWechat(w, 5_000);
    wx.refundAs('CLOSED');
    try {
      expect((await refund(wtop.id, 5_000)).body.errorCode).toBe('REFUND_FAILED');
    } finally {
      wx.refundAs(null);
    }
    expect(await available(w)).toBe(5_000);

    expect((await refund(top.id, 30_000)).body.data).toMatchObject({ status: 'succeeded', outRefundNo: `${top.reference}R2` });
    expect(await available(m)).toBe(0);
    await assertLedgerWhole(db());
  });

  it('the provider unreachable: PAYMENT_PROVIDER_UNAVAILABLE, nothing held or written; the retry sends the same refund number', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 8_000);
    const before = await moneyFootprint(db());
    const refundsBefore = await refundRows();
    ali.setDown(true);
    try {
      const res = await refund(top.id, 8_000);
      expect([res.status, res.body.errorCode]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    } finally {
      ali.setDown(false);
    }
    expect(await moneyFootprint(db())).toEqual(before);
    expect(await refundRows()).toBe(refundsBefore);
    expect(await available(m)).toBe(8_000);

    const w = await who(t);
    const wtop = await paidWithWechat(w, 6_000);
    wx.failNext(500);
    expect((await refund(wtop.id, 6_000)).body.errorCode).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await available(w)).toBe(6_000);
    expect(await refundRows()).toBe(refundsBefore);

    expect((await refund(top.id, 8_000)).body.data).toMatchObject({ status: 'succeeded', outRefundNo: `${top.reference}R1` });
    expect((await refund(wtop.id, 6_000)).body.data).toMatchObject({ status: 'succeeded', outRefundNo: `${wtop.reference}R1` });
    await assertLedgerWhole(db());
  });

  it('a refund in flight for more than an hour is named by the reconciliation and counted on /metrics until it settles', async () => {
    const unresolved = async () => {
      const text = (await t.agent().get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).raw.body;
      return Number(/^topup_refunds_unresolved (\d+)$/m.exec(text)?.[1]);
    };
    const m = await who(t);
    const top = await paidWithWechat(m, 4_000);
    const before = await unresolved();
    wx.refundAs('PROCESSING');
    let r;
    try {
      r = (await refund(top.id, 4_000)).body.data;
    } finally {
      wx.refundAs(null);
    }
    t.advance(61 * MINUTE);
    expect((await reconcileRefunds(t.app.ctx, t.app.log)).unresolved).toContain(r.outRefundNo);
    expect(await unresolved()).toBe(before + 1);
    wx.settleRefund(r.outRefundNo, 'SUCCESS');
    t.advance(2 * MINUTE);
    const run = await reconcileRefunds(t.app.ctx, t.app.log);
    expect(run.settled).toContain(r.outRefundNo);
    expect(run.unresolved).not.toContain(r.outRefundNo);
    expect(await unresolved()).toBe(before);
    expect(await available(m)).toBe(0);
    await assertLedgerWhole(db());
  });

  it('an answer lost on the way back: the refund query tells — made → succeeded; never made → nothing held', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 9_000);
    const cashBefore = await cash();
    ali.failRefunds({ subCode: 'x', subMsg: 'x', drop: true, done: true });
    let made;
    try {
      made = await refund(top.id, 5_000);
    } finally {
      ali.failRefunds(null);
    }
    // the HTTP client may send the request again on the dropped connection: Alipay then answers fund_change N for the
    // number it refunded already (in flight until the query confirms it); either way it is refunded once
    expect(made.body.data).toMatchObject({ status: expect.stringMatching(/^(succeeded|processing)$/), outRefundNo: `${top.reference}R1` });
    t.advance(2 * MINUTE);
    await reconcileRefunds(t.app.ctx, t.app.log);
    expect((await refundsOf(top.id)).listItem).toMatchObject([{ status: 'succeeded', amount: 5_000 }]);
    expect(ali.trades.get(top.reference)!.refunded).toBe(5_000);
    expect(await available(m)).toBe(4_000);
    expect(await cash()).toBe(cashBefore + 5_000);
    const before = await moneyFootprint(db());
    ali.failRefunds({ subCode: 'x', subMsg: 'x', drop: true });
    let lost;
    try {
      lost = await refund(top.id, 4_000);
    } finally {
      ali.failRefunds(null);
    }
    expect(lost.body.errorCode).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await moneyFootprint(db())).toEqual(before);
    expect(await available(m)).toBe(4_000);
    await assertLedgerWhole(db());
  });

  it('in flight: the coins stay held until the reconciliation hears the result (WeChat PROCESSING → SUCCESS, and → CLOSED)', async () => {
    const m = await who(t);
    const top = await paidWithWechat(m, 20_000);
    const cashBefore = await cash();
    wx.refundAs('PROCESSING');
    let a, b;
    try {
      a = (await refund(top.id, 12_000)).body.data;
      b = (await refund(top.id, 8_000)).body.data;
    } finally {
      wx.refundAs(null);
    }
    expect([a.status, b.status]).toEqual(['processing', 'processing']);
    expect(await available(m)).toBe(0);
    expect([await held(a.id, m), await held(b.id, m)]).toEqual([12_000, 8_000]);
    expect((await refund(top.id, 1)).body.errorCode).toBe('REFUND_EXCEEDS_TOPUP');

    // not due yet, then due and still in flight: nothing moves
    expect((await reconcileRefunds(t.app.ctx, t.app.log)).settled).toEqual([]);
    t.advance(2 * MINUTE);
    expect((await reconcileRefunds(t.app.ctx, t.app.log)).settled).toEqual([]);
    expect(await held(a.id, m)).toBe(12_000);

    wx.settleRefund(a.outRefundNo, 'SUCCESS');
    wx.settleRefund(b.outRefundNo, 'CLOSED');
    t.advance(3 * MINUTE);
    const run = await reconcileRefunds(t.app.ctx, t.app.log);
    expect(run.settled.sort()).toEqual([a.outRefundNo, b.outRefundNo].sort());
    const list = (await refundsOf(top.id)).listItem;
    expect(list.find((r: { id: number }) => r.id === a.id)).toMatchObject({ status: 'succeeded' });
    expect(list.find((r: { id: number }) => r.id === b.id)).toMatchObject({ status: 'failed', failure: expect.stringContaining('CLOSED') });
    expect([await held(a.id, m), await held(b.id, m)]).toEqual([0, 0]);
    expect(await available(m)).toBe(8_000);
    expect(await cash()).toBe(cashBefore + 12_000);
    // asked again: settled already, nothing moves
    t.advance(5 * MINUTE);
    expect((await reconcileRefunds(t.app.ctx, t.app.log)).settled).toEqual([]);
    expect(await cash()).toBe(cashBefore + 12_000);
    await assertLedgerWhole(db());
  });

  it('in flight at Alipay (a system error): the refund query settles it — made → succeeded, never made → released', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 10_000);
    const cashBefore = await cash();
    ali.failRefunds({ subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统繁忙', done: true });
    const made = (await refund(top.id, 4_000)).body.data;
    ali.failRefunds({ subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统繁忙' });
    const lost = (await refund(top.id, 6_000)).body.data;
    ali.failRefunds(null);
    expect([made.status, lost.status]).toEqual(['processing', 'processing']);
    expect(await available(m)).toBe(0);
    t.advance(2 * MINUTE);
    const run = await reconcileRefunds(t.app.ctx, t.app.log);
    expect(run.settled).toEqual(expect.arrayContaining([made.outRefundNo, lost.outRefundNo]));
    expect(await available(m)).toBe(6_000);
    expect(await cash()).toBe(cashBefore + 4_000);
    expect((await refundsOf(top.id)).listItem.map((r: { status: string }) => r.status)).toEqual(['failed', 'succeeded']);
    await assertLedgerWhole(db());
  });

  it('a retried call with the same Idempotency-Key replays the answer: one refund', async () => {
    const m = await who(t);
    const top = await paidWithWechat(m, 7_000);
    const key = { 'idempotency-key': `refund-${top.id}` };
    const first = await refund(top.id, 7_000, key);
    const again = await refund(top.id, 7_000, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect((await refundsOf(top.id)).listItem).toHaveLength(1);
    expect(await available(m)).toBe(0);
  });

  it('only a paid gateway top-up of a configured provider: a bank transfer, a pending order and an unknown id are refused', async () => {
    const m = await who(t);
    const bank = (await m.agent.call('Wallet/recharge', { amount: 1_000, method: 'bank' })).body.data;
    expect((await refund(bank.id, 1_000)).body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const pending = (await m.agent.call('Wallet/recharge', { amount: 1_000, method: 'wechatpay' })).body.data;
    const res = await refund(pending.id, 1_000);
    expect([res.status, res.body.errorCode]).toEqual([409, 'STATE_CONFLICT']);
    expect((await refund(999_999, 1_000)).body.errorCode).toBe('RECHARGE_NOT_FOUND');
    expect((await refund(pending.id, 0)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await admin.agent.call('Admin/rechargeRefund', { id: pending.id, amount: 100 })).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('every role but admin is refused, before its body is looked at', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 3_000);
    const before = await moneyFootprint(db());
    const visitor = t.agent();
    const bodies = [{ id: top.id, amount: 3_000, reason: 'mine' }, { bogus: true }];
    for (const body of bodies) {
      expect((await visitor.call('Admin/rechargeRefund', body)).body.errorCode).toBe('AUTH_REQUIRED');
      expect((await visitor.call('Admin/rechargeRefunds', { id: top.id })).body.errorCode).toBe('AUTH_REQUIRED');
      for (const role of ['designer', 'business', 'factory'] as const) {
        const someone = await who(t, { role });
        const res = await someone.agent.call('Admin/rechargeRefund', body);
        expect([res.status, res.body.errorCode]).toEqual([403, 'FORBIDDEN']);
        expect((await someone.agent.call('Admin/rechargeRefunds', { id: top.id })).body.errorCode).toBe('FORBIDDEN');
      }
      // the member who paid it, too
      expect((await m.agent.call('Admin/rechargeRefund', body)).body.errorCode).toBe('FORBIDDEN');
      const banned = await who(t, { role: 'admin', banned: true });
      expect((await banned.agent.call('Admin/rechargeRefund', body)).status).toBe(403);
    }
    expect(await moneyFootprint(db())).toEqual(before);
    expect(await available(m)).toBe(3_000);
  });
});
