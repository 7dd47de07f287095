import { shanghaiDay } from '@boothhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import * as ledger from '../ledger/ledger.service.js';
import {
  appWithAdmin,
  assertLedgerWhole,
  moneyFootprint,
  PASSWORD,
  PIN,
  topUp,
  verifiedMember,
  who,
  withdrawBody,
  type Who,
} from './wallet.fixtures.js';

let t: TestApp;
let admin: Who;
const db = () => t.app.ctx.db;
const balance = (m: Who) => ledger.balanceOf(db(), ledger.available(m.id));

beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(async () => t?.close());

async function messages(m: Who) {
  return (await m.agent.call('Tipcenter/getList', { page: 1, pageSize: 50 })).body.data.listItem as Array<{ kind: string; content: string }>;
}

describe('top-up', () => {
  it('sandbox: paid at once, labelled sandbox in the answer, the list and the bills', async () => {
    const m = await who(t);
    const res = await m.agent.call('Wallet/recharge', { amount: 12_345, method: 'sandbox' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'paid', sandbox: true, amount: 12_345, method: 'sandbox' });
    expect(res.body.data.reference).toMatch(/^BH[A-Z0-9]{10}$/);
    expect(await balance(m)).toBe(12_345);
    const list = await m.agent.call('Wallet/rechargeList', { page: 1, pageSize: 10 });
    expect(list.body.data.listItem[0]).toMatchObject({ sandbox: true, status: 'paid' });
    const bills = await m.agent.call('Bills/transaction', { page: 1, pageSize: 10 });
    expect(bills.body.data.listItem[0]).toMatchObject({ amount: 12_345, kind: 'recharge_sandbox' });
    expect(bills.body.data.listItem[0].memo).toMatch(/Sandbox/);
    expect((await messages(m)).some((x) => x.kind === 'recharge.paid')).toBe(true);
    await assertLedgerWhole(db());
  });

  it('sandbox is refused where PAYMENT_SANDBOX is off, and Wallet/paymentInfo says so', async () => {
    const off = await createTestApp({ PAYMENT_SANDBOX: '0' });
    try {
      const m = await who(off);
      const res = await m.agent.call('Wallet/recharge', { amount: 1000, method: 'sandbox' });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
      expect((await off.agent().call('Wallet/paymentInfo', {})).body.data).toEqual({ methods: ['bank'], sandbox: false });
      expect(await ledger.balanceOf(off.app.ctx.db, ledger.available(m.id))).toBe(0);
    } finally {
      await off.close();
    }
    expect((await t.agent().call('Wallet/paymentInfo', {})).body.data).toEqual({ methods: ['sandbox', 'bank'], sandbox: true });
  });

  it('bank transfer: pending with a reference until an admin confirms; a second confirmation is a 409', async () => {
    const m = await who(t);
    const res = await m.agent.call('Wallet/recharge', { amount: 50_000, method: 'bank' });
    expect(res.body.data).toMatchObject({ status: 'pending', sandbox: false });
    expect(await balance(m)).toBe(0);
    const queue = await admin.agent.call('Admin/rechargeList', { page: 1, pageSize: 20, status: 'pending' });
    expect(queue.body.data.listItem.find((r: any) => r.id === res.body.data.id)).toMatchObject({
      cardno: m.cardno,
      reference: res.body.data.reference,
    });
    const found = await admin.agent.call('Admin/rechargeList', { page: 1, pageSize: 20, keyword: res.body.data.reference });
    expect(found.body.data.total).toBe(1);
    const ok = await admin.agent.call('Admin/rechargeReview', { id: res.body.data.id, approve: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', reviewer: admin.cardno });
    expect(await balance(m)).toBe(50_000);
    const again = await admin.agent.call('Admin/rechargeReview', { id: res.body.data.id, approve: true });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'STATE_CONFLICT' });
    expect(await balance(m)).toBe(50_000);
    const audit = await admin.agent.call('Admin/auditList', { page: 1, pageSize: 5, action: 'recharge.confirm' });
    expect(audit.body.data.listItem[0]).toMatchObject({ target: `recharge:${res.body.data.id}` });
    await assertLedgerWhole(db());
  });

  it('bank transfer rejected: needs a reason, credits nothing, tells the member', async () => {
    const m = await who(t);
    const { body } = await m.agent.call('Wallet/recharge', { amount: 7_000, method: 'bank' });
    const noReason = await admin.agent.call('Admin/rechargeReview', { id: body.data.id, approve: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual({ field: 'reason' });
    const res = await admin.agent.call('Admin/rechargeReview', { id: body.data.id, approve: false, reason: 'no transfer arrived' });
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: 'no transfer arrived' });
    expect(await balance(m)).toBe(0);
    expect((await messages(m)).find((x) => x.kind === 'recharge.rejected')?.content).toMatch(/no transfer arrived/);
    expect((await admin.agent.call('Admin/rechargeReview', { id: 999_999, approve: true })).body.errorCode).toBe('RECHARGE_NOT_FOUND');
  });
});

describe('bills', () => {
  it('newest first, filter by kind and Asia/Shanghai dates, totals over the whole filter, CSV export', async () => {
    const m = await verifiedMember(t, admin, { coins: 30_000 });
    await topUp(m, 20_000);
    const w = await m.agent.call('Applycash/postNew', withdrawBody(15_000));
    expect(w.status).toBe(200);
    const all = await m.agent.call('Bills/transaction', { page: 1, pageSize: 2 });
    expect(all.body.data).toMatchObject({ total: 3, allincome: 50_000, allotcome: 15_000, page: 1, pageSize: 2 });
    expect(all.body.data.listItem.map((b: any) => b.amount)).toEqual([-15_000, 20_000]);
    expect(all.body.data.listItem[0]).toMatchObject({ kind: 'withdraw', ref: `withdrawal:${w.body.data.id}` });
    const onlyTopUps = await m.agent.call('Bills/transaction', { page: 1, pageSize: 10, kind: 'recharge_sandbox' });
    expect(onlyTopUps.body.data).toMatchObject({ total: 2, allincome: 50_000, allotcome: 0 });
    const today = shanghaiDay(new Date());
    expect((await m.agent.call('Bills/transaction', { page: 1, pageSize: 10, from: today, to: today })).body.data.total).toBe(3);
    expect((await m.agent.call('Bills/transaction', { page: 1, pageSize: 10, to: '2020-01-01' })).body.data).toMatchObject({
      total: 0,
      allincome: 0,
    });
    expect((await m.agent.call('Bills/transaction', { page: 1, pageSize: 10, from: '2020-13-01' })).status).toBe(400);

    const csv = await m.agent.get('/api/Bills/export?kind=&from=&to=');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="bills-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,time,kind,amount,memo,ref');
    expect(lines).toHaveLength(1 + 3 + 2);
    expect(lines[1]).toMatch(/,withdraw,-150\.00,/);
    expect(lines.at(-2)).toBe(',,allincome,500.00,,');
    expect(lines.at(-1)).toBe(',,allotcome,-150.00,,');
    const filtered = await m.agent.get('/api/Bills/export?kind=withdraw');
    expect(filtered.raw.body.trim().split('\r\n')).toHaveLength(1 + 1 + 2);
    expect((await m.agent.get('/api/Bills/export?nope=1')).body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'nope' } });
    expect((await t.agent().get('/api/Bills/export')).status).toBe(401);
  });

  it("shows only the member's own entries", async () => {
    const a = await who(t);
    const b = await who(t);
    await topUp(a, 1_000);
    expect((await b.agent.call('Bills/transaction', { page: 1, pageSize: 10 })).body.data).toMatchObject({ total: 0, listItem: [] });
  });
});

describe('payment PIN', () => {
  it('is set and changed with the login password, never sent back; ispaycode says it is set', async () => {
    const m = await who(t);
    expect((await m.agent.call('Member/userInfo', {})).body.data.ispaycode).toBe(false);
    const wrong = await m.agent.call('Member/setPayment', { paycode: PIN, password: 'wrongpass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('PASSWORD_INCORRECT');
    expect((await m.agent.call('Member/setPayment', { paycode: '12345', password: PASSWORD })).status).toBe(400);
    expect((await m.agent.call('Member/setPayment', { paycode: '12345a', password: PASSWORD })).status).toBe(400);
    const ok = await m.agent.call('Member/setPayment', { paycode: PIN, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toBeNull();
    const info = await m.agent.call('Member/userInfo', {});
    expect(info.body.data.ispaycode).toBe(true);
    expect(JSON.stringify(info.body)).not.toContain(PIN);
    expect((await messages(m)).some((x) => x.kind === 'paycode.changed')).toBe(true);
  });

  it('5 wrong tries lock it for an hour, also for the right PIN; a new PIN set with the password unlocks it', async () => {
    const m = await verifiedMember(t, admin, { coins: 100_000 });
    const lefts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await m.agent.call('Applycash/postNew', withdrawBody(10_000, { paycode: '000000' }));
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('PAYCODE_INCORRECT');
      lefts.push(Number(/(\d)\s*(tries|次)/.exec(res.body.errorMessage)?.[1]));
    }
    expect(lefts).toEqual([4, 3, 2, 1]);
    const fifth = await m.agent.call('Applycash/postNew', withdrawBody(10_000, { paycode: '000000' }));
    expect(fifth.status).toBe(429);
    expect(fifth.body.errorCode).toBe('PAYCODE_LOCKED');
    const right = await m.agent.call('Applycash/postNew', withdrawBody(10_000));
    expect(right.body.errorCode).toBe('PAYCODE_LOCKED');
    expect(await balance(m)).toBe(100_000);
    t.advance(61 * 60_000);
    expect((await m.agent.call('Applycash/postNew', withdrawBody(10_000))).status).toBe(200);
    // lock again, then unlock by setting a new PIN
    for (let i = 0; i < 5; i++) await m.agent.call('Applycash/postNew', withdrawBody(10_000, { paycode: '000000' }));
    expect((await m.agent.call('Applycash/postNew', withdrawBody(10_000))).body.errorCode).toBe('PAYCODE_LOCKED');
    await m.agent.call('Member/setPayment', { paycode: '135790', password: PASSWORD });
    expect((await m.agent.call('Applycash/postNew', withdrawBody(10_000, { paycode: '135790' }))).status).toBe(200);
    expect(await balance(m)).toBe(80_000);
    await assertLedgerWhole(db());
  });

  it('a withdrawal without a PIN set is PAYCODE_NOT_SET', async () => {
    const m = await verifiedMember(t, admin, { coins: 20_000 });
    await db().execute(sql`delete from payment_pins where member_id = ${m.id}`);
    const res = await m.agent.call('Applycash/postNew', withdrawBody(10_000));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('PAYCODE_NOT_SET');
  });
});

describe('withdrawals', () => {
  it('holds the amount at once; the admin pays it with a payout reference; the member is told', async () => {
    const m = await verifiedMember(t, admin, { coins: 50_000 });
    const res = await m.agent.call('Applycash/postNew', withdrawBody(20_000));
    expect(res.body.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const id = res.body.data.id;
    expect(await balance(m)).toBe(30_000);
    expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(20_000);
    const limits = await m.agent.call('Applycash/limits', {});
    expect(limits.body.data).toMatchObject({ available: 30_000, held: 20_000, withdrawMin: 10_000, leftToday: 5_000_000 - 20_000, realname: '张三' });
    const mine = await m.agent.call('Applycash/list', { page: 1, pageSize: 10 });
    expect(mine.body.data.listItem[0]).toMatchObject({ id, amount: 20_000, status: 'pending', account: '138****1234' });

    const noRef = await admin.agent.call('Admin/withdrawReview', { id, approve: true });
    expect(noRef.status).toBe(400);
    expect(noRef.body.details).toEqual({ field: 'payoutRef' });
    const queue = await admin.agent.call('Admin/withdrawList', { page: 1, pageSize: 50, status: 'pending' });
    expect(queue.body.data.listItem.find((w: any) => w.id === id)).toMatchObject({ account: '13800001234', realname: '张三', cardno: m.cardno });
    const paid = await admin.agent.call('Admin/withdrawReview', { id, approve: true, payoutRef: 'ALI-20250101-0001' });
    expect(paid.body.data).toMatchObject({ status: 'paid', payoutRef: 'ALI-20250101-0001' });
    expect(await ledger.balanceOf(db(), ledger.withdrawalHold(m.id, id))).toBe(0);
    expect(await balance(m)).toBe(30_000);
    expect((await messages(m)).find((x) => x.kind === 'withdraw.paid')?.content).toMatch(/ALI-20250101-0001/);
    const twice = await admin.agent.call('Admin/withdrawReview', { id, approve: false, reason: 'late' });
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('STATE_CONFLICT');
    await assertLedgerWhole(db());
  });

  it('rejected with a reason: the coins return to available; the member is told', async () => {
    const m = await verifiedMember(t, admin, { coins: 50_000 });
    const { body } = await m.agent.call(
      'Applycash/postNew',
      withdrawBody(20_000, { method: 'bank', account: '6222 0212 3456 7890', bankName: '工商银行' }),
    );
    expect((await admin.agent.call('Admin/withdrawReview', { id: body.data.id, approve: false })).status).toBe(400);
    const res = await admin.agent.call('Admin/withdrawReview', { id: body.data.id, approve: false, reason: 'account closed' });
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: 'account closed', account: '6222021234567890', bankName: '工商银行' });
    expect(await balance(m)).toBe(50_000);
    expect((await messages(m)).find((x) => x.kind === 'withdraw.rejected')?.content).toMatch(/account closed/);
    const bills = await m.agent.call('Bills/transaction', { page: 1, pageSize: 1 });
    expect(bills.body.data.listItem[0]).toMatchObject({ kind: 'withdraw_rejected', amount: 20_000 });
    await assertLedgerWhole(db());
  });

  it('the member may cancel their own pending withdrawal; another member gets not found and nothing moves', async () => {
    const m = await verifiedMember(t, admin, { coins: 50_000 });
    const other = await who(t);
    const { body } = await m.agent.call('Applycash/postNew', withdrawBody(20_000));
    const id = body.data.id;
    const before = await moneyFootprint(db());
    for (const path of ['Applycash/info', 'Applycash/cancel']) {
      const res = await other.agent.call(path, { id });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('WITHDRAWAL_NOT_FOUND');
    }
    expect(await moneyFootprint(db())).toEqual(before);
    expect((await m.agent.call('Applycash/info', { id })).body.data).toMatchObject({ id, status: 'pending' });
    const cancelled = await m.agent.call('Applycash/cancel', { id });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(await balance(m)).toBe(50_000);
    expect((await m.agent.call('Applycash/cancel', { id })).body.errorCode).toBe('STATE_CONFLICT');
    expect((await admin.agent.call('Admin/withdrawReview', { id, approve: true, payoutRef: 'X1' })).status).toBe(409);
    await assertLedgerWhole(db());
  });

  it('needs an approved identity and the verified name as account holder', async () => {
    const m = await who(t);
    await m.agent.call('Member/setPayment', { paycode: PIN, password: PASSWORD });
    await topUp(m, 50_000);
    const before = await moneyFootprint(db());
    const none = await m.agent.call('Applycash/postNew', withdrawBody(20_000));
    expect(none.status).toBe(409);
    expect(none.body.errorCode).toBe('IDENTITY_REQUIRED');
    const v = await verifiedMember(t, admin, { coins: 50_000 });
    const afterV = await moneyFootprint(db());
    const wrongName = await v.agent.call('Applycash/postNew', withdrawBody(20_000, { accountName: '李四' }));
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.errorCode).toBe('ACCOUNT_NAME_MISMATCH');
    expect(await moneyFootprint(db())).toEqual(afterV);
    expect(before.w).toBe(afterV.w);
  });

  it('minimum and daily maximum from the settings; pending and paid count, rejected do not; the day is Asia/Shanghai', async () => {
    const m = await verifiedMember(t, admin, { coins: 5_000_000 });
    await topUp(m, 1_000_000);
    const low = await m.agent.call('Applycash/postNew', withdrawBody(9_999));
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ errorCode: 'WITHDRAW_BELOW_MIN' });
    expect(low.body.errorMessage).toContain('100.00');
    const save = await admin.agent.call('Admin/settingsSave', { withdrawDailyMax: 300_000, reason: 'test limit' });
    expect(save.body.data.withdrawDailyMax).toBe(300_000);
    try {
      const a = await m.agent.call('Applycash/postNew', withdrawBody(200_000));
      const b = await m.agent.call('Applycash/postNew', withdrawBody(100_000));
      expect([a.status, b.status]).toEqual([200, 200]);
      const over = await m.agent.call('Applycash/postNew', withdrawBody(10_000));
      expect(over.status).toBe(409);
      expect(over.body.errorCode).toBe('WITHDRAW_DAILY_LIMIT');
      await admin.agent.call('Admin/withdrawReview', { id: a.body.data.id, approve: true, payoutRef: 'P-1' });
      expect((await m.agent.call('Applycash/postNew', withdrawBody(10_000))).body.errorCode).toBe('WITHDRAW_DAILY_LIMIT');
      await admin.agent.call('Admin/withdrawReview', { id: b.body.data.id, approve: false, reason: 'test' });
      expect((await m.agent.call('Applycash/postNew', withdrawBody(100_000))).status).toBe(200);
      expect((await m.agent.call('Applycash/limits', {})).body.data.leftToday).toBe(0);
      t.advance(24 * 3600_000);
      expect((await m.agent.call('Applycash/postNew', withdrawBody(300_000))).status).toBe(200);
    } finally {
      await admin.agent.call('Admin/settingsSave', { withdrawDailyMax: 5_000_000, reason: 'restore' });
    }
    await assertLedgerWhole(db());
  });
});

describe('bad input: a clear error and nothing moved', () => {
  let m: Who;
  beforeAll(async () => {
    m = await verifiedMember(t, admin, { coins: 50_000 });
  });

  const amounts: Array<[string, unknown]> = [
    ['zero', 0],
    ['negative', -100],
    ['fractional', 100.5],
    ['huge', 1e20],
    ['beyond the safe integers', 2 ** 60],
    ['a numeric string', '10000'],
    ['text', 'lots'],
    ['null', null],
    ['a boolean', true],
  ];

  it.each(amounts)('Wallet/recharge with %s amount is 400 naming amount', async (_label, amount) => {
    const before = await moneyFootprint(db());
    const res = await m.agent.call('Wallet/recharge', { amount, method: 'sandbox' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'amount' } });
    expect(await moneyFootprint(db())).toEqual(before);
  });

  it.each(amounts)('Applycash/postNew with %s amount is 400 naming amount', async (_label, amount) => {
    const before = await moneyFootprint(db());
    const res = await m.agent.call('Applycash/postNew', withdrawBody(0, { amount }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'amount' } });
    expect(await moneyFootprint(db())).toEqual(before);
    expect(await balance(m)).toBe(50_000);
  });

  it('more than the balance is INSUFFICIENT_BALANCE; an unknown method or field is 400', async () => {
    const before = await moneyFootprint(db());
    const res = await m.agent.call('Applycash/postNew', withdrawBody(50_001));
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect((await m.agent.call('Wallet/recharge', { amount: 100, method: 'paypal' })).body.details).toEqual({ field: 'method' });
    expect((await m.agent.call('Wallet/recharge', { amount: 100, method: 'bank', bonus: 1 })).body.details).toEqual({ field: 'bonus' });
    expect((await m.agent.call('Applycash/postNew', withdrawBody(20_000, { method: 'bank', account: '6222' }))).body.details).toEqual({
      field: 'bankName',
    });
    expect((await m.agent.call('Applycash/postNew', withdrawBody(20_000, { paycode: 123456 }))).body.details).toEqual({ field: 'paycode' });
    expect(await moneyFootprint(db())).toEqual(before);
    expect(await balance(m)).toBe(50_000);
    await assertLedgerWhole(db());
  });
});

describe('settings and dashboard', () => {
  it('reads defaults, saves a partial change with audit, refuses a minimum above the daily maximum', async () => {
    const read = await admin.agent.call('Admin/settings', {});
    expect(read.body.data).toMatchObject({ commissionRate: 1000, withdrawMin: 10_000, inviteRewards: { designer: 1000 } });
    const saved = await admin.agent.call('Admin/settingsSave', { inviteRewards: { factory: 3000 }, reason: 'spring campaign' });
    expect(saved.body.data.inviteRewards).toEqual({ designer: 1000, business: 2000, factory: 3000 });
    const bad = await admin.agent.call('Admin/settingsSave', { withdrawMin: 6_000_000 });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ field: 'withdrawMin' });
    const audit = await admin.agent.call('Admin/auditList', { page: 1, pageSize: 1, action: 'settings.save' });
    expect(audit.body.data.listItem[0]).toMatchObject({ reason: 'spring campaign' });
    await admin.agent.call('Admin/settingsSave', { inviteRewards: { factory: 2000 }, reason: 'restore' });
  });

  it('the dashboard shows money figures and the queues', async () => {
    const res = await admin.agent.call('Admin/dashboard', {});
    expect(res.status).toBe(200);
    const money = res.body.data.money;
    const sum = (kind: string) => t.app.ctx.db.execute(sql`select coalesce(sum(balance),0)::bigint s from ledger_accounts where kind = ${kind}`);
    expect(money.membersAvailable).toBe(Number(((await sum('member_available')) as any).rows[0].s));
    expect(money.withdrawalHold).toBe(Number(((await sum('member_hold')) as any).rows[0].s));
    expect(money).toHaveProperty('escrow');
    expect(money).toHaveProperty('platformRevenue');
    expect(res.body.data.queues).toHaveProperty('withdrawals');
    expect(res.body.data.queues).toHaveProperty('recharges');
    expect(res.body.data.queues).toHaveProperty('identity');
  });
});
