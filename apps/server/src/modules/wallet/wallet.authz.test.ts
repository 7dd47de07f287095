import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import * as ledger from '../ledger/ledger.service.js';
import {
  appWithAdmin,
  freshIdNumber,
  moneyFootprint,
  PASSWORD,
  PIN,
  uploadIdcard,
  verifiedMember,
  who,
  withdrawBody,
  type Who,
} from './wallet.fixtures.js';

/**
 * The authorization matrix of every call of the wallet issue: anonymous,
 * banned member, another member, the owner, an admin. Refused calls answer
 * the right code and move nothing.
 */
let t: TestApp;
let owner: Who;
let other: Who;
let admin: Who;
let banned: Who;
let withdrawalId: number;
let rechargeId: number;
let files: { front: string; back: string };

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  owner = await verifiedMember(t, admin, { coins: 100_000 });
  other = await verifiedMember(t, admin, { coins: 100_000 });
  banned = await who(t, { banned: true });
  const w = await owner.agent.call('Applycash/postNew', withdrawBody(10_000));
  withdrawalId = w.body.data.id;
  rechargeId = (await owner.agent.call('Wallet/recharge', { amount: 1_000, method: 'bank' })).body.data.id;
  const fresh = await who(t);
  files = { front: await uploadIdcard(t, fresh), back: await uploadIdcard(t, fresh) };
});
afterAll(async () => t?.close());

type Body = () => unknown;
const memberCalls: Array<[string, Body]> = [
  ['Wallet/recharge', () => ({ amount: 1_000, method: 'sandbox' })],
  ['Wallet/rechargeList', () => ({ page: 1, pageSize: 10 })],
  ['Bills/transaction', () => ({ page: 1, pageSize: 10 })],
  ['Applycash/postNew', () => withdrawBody(10_000)],
  ['Applycash/list', () => ({ page: 1, pageSize: 10 })],
  ['Applycash/info', () => ({ id: withdrawalId })],
  ['Applycash/cancel', () => ({ id: withdrawalId })],
  ['Applycash/limits', () => ({})],
  ['Member/setPayment', () => ({ paycode: PIN, password: PASSWORD })],
  ['Member/userAuth', () => ({ realname: '张三', idno: freshIdNumber(), frontFileId: files.front, backFileId: files.back })],
  ['Member/userAuthInfo', () => ({})],
  ['Member/listInvite', () => ({ page: 1, pageSize: 10 })],
  ['Activity/checkin', () => ({})],
  ['Activity/info', () => ({})],
  ['Activity/points', () => ({ page: 1, pageSize: 10 })],
];
const adminCalls: Array<[string, Body]> = [
  ['Admin/rechargeList', () => ({ page: 1, pageSize: 10 })],
  ['Admin/rechargeReview', () => ({ id: rechargeId, approve: false, reason: 'authz' })],
  ['Admin/withdrawList', () => ({ page: 1, pageSize: 10 })],
  ['Admin/withdrawReview', () => ({ id: withdrawalId, approve: false, reason: 'authz' })],
  ['Admin/identityList', () => ({ page: 1, pageSize: 10 })],
  ['Admin/identityReview', () => ({ cardno: owner.cardno, approve: false, reason: 'authz' })],
  ['Admin/settings', () => ({})],
  ['Admin/settingsSave', () => ({ checkinPoints: 10, reason: 'authz' })],
  ['Admin/activityReward', () => ({ cardno: owner.cardno, kind: 'activecoins', amount: 100, reason: 'authz' })],
];

describe('anonymous visitors', () => {
  it.each([...memberCalls, ...adminCalls])('%s → 401 AUTH_REQUIRED, nothing moves', async (path, body) => {
    const before = await moneyFootprint(t.app.ctx.db);
    const res = await t.agent().call(path, body());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, errorCode: 'AUTH_REQUIRED', data: null });
    expect(await moneyFootprint(t.app.ctx.db)).toEqual(before);
  });

  it('GET Bills/export → 401; Wallet/paymentInfo is public', async () => {
    expect((await t.agent().get('/api/Bills/export')).status).toBe(401);
    expect((await t.agent().call('Wallet/paymentInfo', {})).status).toBe(200);
  });
});

describe('banned members', () => {
  it.each([...memberCalls, ...adminCalls])('%s → 403 ACCOUNT_BANNED, nothing moves', async (path, body) => {
    const before = await moneyFootprint(t.app.ctx.db);
    const res = await banned.agent.call(path, body());
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('ACCOUNT_BANNED');
    expect(await moneyFootprint(t.app.ctx.db)).toEqual(before);
  });

  it('GET Bills/export → 403', async () => {
    expect((await banned.agent.get('/api/Bills/export')).status).toBe(403);
  });
});

describe('members on back-office calls', () => {
  it.each(adminCalls)('%s → 403 FORBIDDEN, nothing moves', async (path, body) => {
    const before = await moneyFootprint(t.app.ctx.db);
    const res = await owner.agent.call(path, body());
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('FORBIDDEN');
    expect(await moneyFootprint(t.app.ctx.db)).toEqual(before);
  });
});

describe('another member', () => {
  it("cannot see or cancel the owner's withdrawal (404), and sees only their own lists", async () => {
    const before = await moneyFootprint(t.app.ctx.db);
    for (const path of ['Applycash/info', 'Applycash/cancel']) {
      const res = await other.agent.call(path, { id: withdrawalId });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('WITHDRAWAL_NOT_FOUND');
    }
    expect(await moneyFootprint(t.app.ctx.db)).toEqual(before);
    const list = await other.agent.call('Applycash/list', { page: 1, pageSize: 10 });
    expect(list.body.data.listItem.map((w: { id: number }) => w.id)).not.toContain(withdrawalId);
    const recharges = await other.agent.call('Wallet/rechargeList', { page: 1, pageSize: 10 });
    expect(recharges.body.data.listItem.map((r: { id: number }) => r.id)).not.toContain(rechargeId);
    const bills = await other.agent.call('Bills/transaction', { page: 1, pageSize: 50 });
    expect(bills.body.data.listItem.map((b: { ref: string }) => b.ref)).not.toContain(`withdrawal:${withdrawalId}`);
  });
});

describe('the owner and an admin', () => {
  it('the owner makes every member call', async () => {
    const expected: Record<string, number> = { 'Member/userAuth': 409 /* already approved */ };
    for (const [path, body] of memberCalls) {
      if (path === 'Applycash/cancel') continue; // below, last
      const res = await owner.agent.call(path, body());
      expect({ path, status: res.status }).toEqual({ path, status: expected[path] ?? 200 });
    }
    expect((await owner.agent.get('/api/Bills/export')).status).toBe(200);
    expect((await owner.agent.call('Applycash/cancel', { id: withdrawalId })).status).toBe(200);
  });

  it('an admin makes every back-office call, and member calls for their own wallet', async () => {
    const { body } = await owner.agent.call('Applycash/postNew', withdrawBody(10_000));
    withdrawalId = body.data.id;
    const m = await who(t);
    await m.agent.call('Member/userAuth', {
      realname: '张三',
      idno: freshIdNumber(),
      frontFileId: await uploadIdcard(t, m),
      backFileId: await uploadIdcard(t, m),
    });
    for (const [path, make] of adminCalls) {
      const b = path === 'Admin/identityReview' ? { cardno: m.cardno, approve: false, reason: 'authz' } : make();
      const res = await admin.agent.call(path, b);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    expect(await ledger.balanceOf(t.app.ctx.db, ledger.available(owner.id))).toBe(100_000 - 10_000 + 1_000 + 100);
    const own = await admin.agent.call('Bills/transaction', { page: 1, pageSize: 10 });
    expect(own.body.data.total).toBe(0);
  });
});
