// @engine-parity: Alipay payouts of withdrawals through Admin/withdrawPayout, on both engines
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { AlipayStandin } from '../../dev/alipay-standin.js';
import * as ledger from '../ledger/ledger.service.js';
import { PAYING_STALE_MS, resolveStalePayouts } from './payout.service.js';
import { alipayStandinFor } from './alipay.fixtures.js';
import { assertLedgerWhole, verifiedMember, who, withdrawBody, type Who } from './wallet.fixtures.js';

/**
 * Alipay payouts (payout.service.ts, decision 077) against the stand-in (dev/alipay-standin.ts): the withdrawal is
 * claimed (`paying`) in a short transaction, Alipay is asked outside any, and its answer recorded in a second one.
 * What an admin, the member and the ledger observe: paid once whatever is pressed, refused back to pending with
 * Alipay's reason, and a payout whose answer never came stays `paying` (neither rejectable nor cancellable) until
 * Alipay says what became of it.
 */
const APP_ID = '2021000122600077';

let ali: AlipayStandin;
let t: TestApp;
let admin: Who;
const db = () => t.app.ctx.db;
const hold = (w: Who, id: number) => ledger.balanceOf(db(), ledger.withdrawalHold(w.id, id));
const available = (w: Who) => ledger.balanceOf(db(), ledger.available(w.id));
const cash = () => ledger.balanceOf(db(), ledger.platformCash);
const payout = (a: Who, id: number) => a.agent.call('Admin/withdrawPayout', { id });
const listed = async (id: number) =>
  ((await admin.agent.call('Admin/withdrawList', { page: 1, pageSize: 50 })).body.data.listItem as Array<{ id: number }>).find((w) => w.id === id);

beforeAll(async () => {
  const alipay = await alipayStandinFor(APP_ID);
  ali = alipay.ali;
  t = await createTestApp(alipay.env);
  admin = await who(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await ali?.close();
});

/** a verified member with a pending withdrawal of `amount` (of 50,000.00 coins) */
async function withdrawal(amount: number, extra: Record<string, unknown> = {}) {
  const d = await verifiedMember(t, admin, { coins: 50_000 });
  const res = await d.agent.call('Applycash/postNew', withdrawBody(amount, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { d, id: res.body.data.id as number };
}

describe('Alipay payouts of withdrawals', () => {
  it('one click pays a pending Alipay withdrawal to the account and name, with the order id as its payout reference', async () => {
    const { d, id } = await withdrawal(30_000);
    expect(await listed(id)).toMatchObject({ status: 'pending', alipayPayout: true });
    const cashBefore = await cash();
    const res = await payout(admin, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = ali.transfers.get(`BHW${id}`)!;
    expect(sent).toMatchObject({ amount: 30_000, identity: withdrawBody(0).account, name: '张三' });
    expect(res.body.data).toMatchObject({ id, status: 'paid', payoutRef: sent.orderId, reviewer: expect.any(String), alipayPayout: false });
    expect(await hold(d, id)).toBe(0);
    expect(await cash()).toBe(cashBefore + 30_000);
    expect((await d.agent.call('Applycash/info', { id })).body.data).toMatchObject({ status: 'paid', payoutRef: sent.orderId });
    // a second click: already paid, nothing sent again
    const again = await payout(admin, id);
    expect([again.status, again.body.errorCode]).toEqual([409, 'STATE_CONFLICT']);
    expect([...ali.transfers.keys()].filter((k) => k === `BHW${id}`)).toHaveLength(1);
    await assertLedgerWhole(db());
  });

  it('two admins pressing at once: one transfer, one payout, the other told it is no longer pending', async () => {
    const other = await who(t, { role: 'admin' });
    const { d, id } = await withdrawal(40_000);
    const results = await Promise.all([payout(admin, id), payout(other, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorCode).toBe('STATE_CONFLICT');
    expect(ali.transfers.get(`BHW${id}`)!.amount).toBe(40_000);
    expect(await hold(d, id)).toBe(0);
    await assertLedgerWhole(db());
  });

  it('Alipay refuses: PAYOUT_FAILED with its reason, pending again with the coins held and the reason kept; paying later works', async () => {
    const { d, id } = await withdrawal(20_000);
    ali.failTransfers({ subCode: 'PAYEE_NOT_EXIST', subMsg: '收款账号不存在' });
    try {
      const res = await payout(admin, id);
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('PAYOUT_FAILED');
      expect(res.body.errorMessage).toContain('PAYEE_NOT_EXIST');
    } finally {
      ali.failTransfers(null);
    }
    expect(await hold(d, id)).toBe(20_000);
    expect(await listed(id)).toMatchObject({ status: 'pending', reason: expect.stringContaining('收款账号不存在') });
    expect((await payout(admin, id)).body.data).toMatchObject({ status: 'paid' });
    expect(await hold(d, id)).toBe(0);
    await assertLedgerWhole(db());
  });

  it('the transfer made but its answer lost: Alipay is asked at once, and the withdrawal is paid with its order id', async () => {
    const { d, id } = await withdrawal(25_000);
    ali.loseAnswers(['alipay.fund.trans.uni.transfer']);
    let res;
    try {
      res = await payout(admin, id);
    } finally {
      ali.loseAnswers(false);
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'paid', payoutRef: ali.transfers.get(`BHW${id}`)!.orderId });
    expect(await hold(d, id)).toBe(0);
    await assertLedgerWhole(db());
  });

  it('Alipay unreachable: the withdrawal stays paying (no reject, no cancel); once Alipay answers, it had no such transfer: pending again', async () => {
    const { d, id } = await withdrawal(21_000);
    const before = await available(d);
    ali.setDown(true);
    try {
      const res = await payout(admin, id);
      expect([res.status, res.body.errorCode]).toEqual([503, 'PAYOUT_UNCONFIRMED']);
    } finally {
      ali.setDown(false);
    }
    expect(await listed(id)).toMatchObject({ status: 'paying', alipayPayout: false });
    expect((await d.agent.call('Applycash/info', { id })).body.data).toMatchObject({ status: 'paying' });
    expect((await d.agent.call('Applycash/limits', {})).body.data).toMatchObject({ held: 21_000 });
    // its coins may be on their way: nobody takes them back meanwhile, and a second click waits for the first
    const reject = await admin.agent.call('Admin/withdrawReview', { id, approve: false, reason: 'changed my mind' });
    expect([reject.status, reject.body.errorCode]).toEqual([409, 'STATE_CONFLICT']);
    expect((await d.agent.call('Applycash/cancel', { id })).body.errorCode).toBe('STATE_CONFLICT');
    expect((await payout(admin, id)).body.errorCode).toBe('STATE_CONFLICT');
    expect(await hold(d, id)).toBe(21_000);

    // not yet stale: the resolution leaves it alone; then Alipay says it never had BHW<id>
    expect((await resolveStalePayouts(t.app.ctx, t.app.log)).pending).not.toContain(id);
    t.advance(PAYING_STALE_MS + 1_000);
    const run = await resolveStalePayouts(t.app.ctx, t.app.log);
    expect(run.pending).toContain(id);
    expect(await listed(id)).toMatchObject({ status: 'pending', reason: expect.stringContaining('did not reach Alipay') });
    expect(await hold(d, id)).toBe(21_000);
    expect(ali.transfers.has(`BHW${id}`)).toBe(false);
    // now it can be rejected: the coins go back
    const rejected = await admin.agent.call('Admin/withdrawReview', { id, approve: false, reason: 'account closed' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    expect(await available(d)).toBe(before + 21_000);
    await assertLedgerWhole(db());
  });

  it('a payout left paying (Alipay paid, every answer lost) is found paid by the resolution, once; pressing again after a minute is safe too', async () => {
    const { d, id } = await withdrawal(22_000);
    const second = await withdrawal(23_000);
    ali.loseAnswers(true);
    try {
      for (const w of [id, second.id]) expect((await payout(admin, w)).body.errorCode).toBe('PAYOUT_UNCONFIRMED');
    } finally {
      ali.loseAnswers(false);
    }
    expect(ali.transfers.get(`BHW${id}`)!.amount).toBe(22_000);
    expect(await hold(d, id)).toBe(22_000);
    t.advance(PAYING_STALE_MS + 1_000);
    expect(await listed(second.id)).toMatchObject({ status: 'paying', alipayPayout: true });

    // an admin presses again: the same out_biz_no, so Alipay answers the transfer it made — paid once
    const again = await payout(admin, second.id);
    expect(again.body.data).toMatchObject({ status: 'paid', payoutRef: ali.transfers.get(`BHW${second.id}`)!.orderId });

    const run = await resolveStalePayouts(t.app.ctx, t.app.log);
    expect(run.paid).toEqual([id]);
    expect(await listed(id)).toMatchObject({ status: 'paid', payoutRef: ali.transfers.get(`BHW${id}`)!.orderId });
    expect(await hold(d, id)).toBe(0);
    expect(await hold(second.d, second.id)).toBe(0);
    expect((await resolveStalePayouts(t.app.ctx, t.app.log)).paid).toEqual([]);
    await assertLedgerWhole(db());
  });

  it('a bank-card withdrawal stays manual; a member may not pay out; an unknown withdrawal is not found', async () => {
    const bank = withdrawBody(20_000, { method: 'bank', account: '6222020200112233445', bankName: '中国工商银行' });
    const d = await verifiedMember(t, admin, { coins: 50_000 });
    const { id } = (await d.agent.call('Applycash/postNew', bank)).body.data;
    expect((await payout(admin, id)).body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(await hold(d, id)).toBe(20_000);
    expect(await listed(id)).toMatchObject({ status: 'pending', alipayPayout: false });
    const byMember = await payout(d, id);
    expect(byMember.status).toBe(403);
    expect((await payout(admin, 999_999)).body.errorCode).toBe('WITHDRAWAL_NOT_FOUND');
    expect(ali.transfers.has(`BHW${id}`)).toBe(false);
  });
});
