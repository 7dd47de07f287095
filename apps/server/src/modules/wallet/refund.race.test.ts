// @engine-parity: the races of top-up refunds, on PostgreSQL only (TEST_DATABASE_URL)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/database.js';
import * as refunds from './refund.repository.js';
import { checkRefund } from './topup.refund.js';
import {
  ali,
  available,
  cash,
  paidWithAlipay,
  paidWithWechat,
  refund,
  refundsOf,
  rows,
  startRefundWorld,
  stopRefundWorld,
  t,
  wx,
  db,
} from './refund.fixtures.js';
import { assertLedgerWhole, who } from './wallet.fixtures.js';

/** Two admins, ten copies of a call, three reports of one refund at once: the coins move once (topup.refund.ts). */
beforeAll(async () => {
  if (onPostgres()) await startRefundWorld();
});
afterAll(stopRefundWorld);

describe.runIf(onPostgres())('refunds of top-ups on PostgreSQL', () => {
  it('10 concurrent refunds of the whole top-up: one refunds, nine are refused; the coins move once', async () => {
    const m = await who(t);
    const top = await paidWithAlipay(m, 25_000);
    const cashBefore = await cash();
    const admins = await Promise.all(Array.from({ length: 3 }, () => who(t, { role: 'admin' })));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(top.id, 25_000, {}, admins[i % 3])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'REFUND_EXCEEDS_TOPUP')).toHaveLength(9);
    expect(ali.trades.get(top.reference)!.refunded).toBe(25_000);
    expect(await available(m)).toBe(0);
    expect(await cash()).toBe(cashBefore + 25_000);
    await assertLedgerWhole(db());
  });

  it('10 concurrent copies of one call (one Idempotency-Key): one refund, ten identical answers', async () => {
    const m = await who(t);
    const top = await paidWithWechat(m, 9_000);
    const key = { 'idempotency-key': `race-${top.id}` };
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(top.id, 4_000, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect((await refundsOf(top.id)).listItem).toHaveLength(1);
    expect(await available(m)).toBe(5_000);
    await assertLedgerWhole(db());
  });

  it('the provider answering twice at once (two checks of a refund in flight): the held coins move once', async () => {
    const m = await who(t);
    const top = await paidWithWechat(m, 6_000);
    wx.refundAs('PROCESSING');
    let r;
    try {
      r = (await refund(top.id, 6_000)).body.data;
    } finally {
      wx.refundAs(null);
    }
    wx.settleRefund(r.outRefundNo, 'SUCCESS');
    const cashBefore = await cash();
    const row = (await refunds.findRefund(db(), r.id))!;
    const both = await Promise.all([checkRefund(t.app.ctx, row), checkRefund(t.app.ctx, row), checkRefund(t.app.ctx, row)]);
    expect(both.map((x) => x.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await cash()).toBe(cashBefore + 6_000);
    const paid = rows(
      await db().execute(sql`select count(*)::int n from ledger_transactions where kind = 'topup_refund_paid' and ref = ${`refund:${r.id}`}`),
    );
    expect(paid[0]!.n).toBe(1);
    await assertLedgerWhole(db());
  });
});
