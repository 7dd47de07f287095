import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIdNumber, maskIdNumber, maskName } from '@boothhub/shared/contracts/identity';
import type { TestApp } from '../../../test/harness.js';
import * as ledger from '../ledger/ledger.service.js';
import { appWithAdmin, assertLedgerWhole, freshIdNumber, submitIdentity, uploadIdcard, who, type Who } from '../wallet/wallet.fixtures.js';

let t: TestApp;
let admin: Who;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(async () => t?.close());

const info = async (m: Who) => (await m.agent.call('Member/userAuthInfo', {})).body.data;
const balance = (id: number) => ledger.balanceOf(t.app.ctx.db, ledger.available(id));

describe('ID number checksum (GB 11643)', () => {
  it('accepts valid numbers and refuses a wrong check digit, a wrong date, a wrong length', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110105194902300024')).toBe(false); // 30 February
    expect(isValidIdNumber('11010519491231002')).toBe(false);
    expect(isValidIdNumber('01010519491231002X')).toBe(false);
    for (let i = 0; i < 50; i++) expect(isValidIdNumber(freshIdNumber())).toBe(true);
  });

  it('masks the name and number', () => {
    expect(maskName('张三')).toBe('*三');
    expect(maskName('欧阳娜娜')).toBe('***娜');
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
  });
});

describe('Member/userAuth and userAuthInfo', () => {
  it('none → pending with masked data; the admin queue shows photo links that open', async () => {
    const m = await who(t);
    expect(await info(m)).toEqual({ personauth: 'none' });
    const res = await submitIdentity(t, m, '王小明');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ personauth: 'pending' });
    const mine = await info(m);
    expect(mine).toMatchObject({ personauth: 'pending', realname: '**明' });
    expect(mine.idno).toMatch(/^110105\*{8}\d{3}[\dX]$/);
    expect((await m.agent.call('Member/userInfo', {})).body.data.personauth).toBe('pending');

    const queue = await admin.agent.call('Admin/identityList', { page: 1, pageSize: 20, status: 'pending' });
    const item = queue.body.data.listItem.find((i: any) => i.cardno === m.cardno);
    expect(item).toMatchObject({ realname: '王小明', status: 'pending' });
    expect(item.idno).toMatch(/^\d{17}[\dX]$/);
    const photo = await admin.agent.get(item.frontUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/image\/png/);
    expect((await t.agent().get(item.frontUrl.replace(/sig=[^&]+/, 'sig=forged'))).status).toBe(403);
    expect((await admin.agent.call('Admin/identityList', { page: 1, pageSize: 5, keyword: '王小明' })).body.data.total).toBe(1);
  });

  it('refuses a second submission while pending, and after approval', async () => {
    const m = await who(t);
    await submitIdentity(t, m);
    const again = await submitIdentity(t, m);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('IDENTITY_PENDING');
    await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: true });
    const after = await submitIdentity(t, m);
    expect(after.body.errorCode).toBe('IDENTITY_ALREADY_APPROVED');
  });

  it('rejected with a reason → resubmission → approved', async () => {
    const m = await who(t);
    await submitIdentity(t, m);
    const noReason = await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details).toEqual({ field: 'reason' });
    const rej = await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: false, reason: 'photo blurred' });
    expect(rej.body.data).toEqual({ personauth: 'rejected' });
    expect(await info(m)).toMatchObject({ personauth: 'rejected', reason: 'photo blurred' });
    const msgs = (await m.agent.call('Tipcenter/getList', { page: 1, pageSize: 10 })).body.data.listItem;
    expect(msgs[0]).toMatchObject({ kind: 'identity.rejected' });
    expect((await submitIdentity(t, m, '张三丰')).status).toBe(200);
    expect(await info(m)).toMatchObject({ personauth: 'pending', realname: '**丰' });
    expect((await info(m)).reason).toBeUndefined();
    const ok = await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: true });
    expect(ok.body.data).toEqual({ personauth: 'approved' });
    expect((await m.agent.call('Member/userInfo', {})).body.data.personauth).toBe('approved');
    const twice = await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: false, reason: 'x' });
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe('STATE_CONFLICT');
    const audit = await admin.agent.call('Admin/auditList', { page: 1, pageSize: 1, action: 'identity.approve' });
    expect(audit.body.data.listItem[0]).toMatchObject({ target: m.cardno });
  });

  it('checks the ID number, the photos (own, purpose idcard, two different) and the name', async () => {
    const m = await who(t);
    const other = await who(t);
    const [f, b] = [await uploadIdcard(t, m), await uploadIdcard(t, m)];
    const theirs = await uploadIdcard(t, other);
    const base = { realname: '张三', idno: freshIdNumber(), frontFileId: f, backFileId: b };
    const badId = await m.agent.call('Member/userAuth', { ...base, idno: '110105194912310021' });
    expect(badId.status).toBe(400);
    expect(badId.body.details).toEqual({ field: 'idno' });
    expect((await m.agent.call('Member/userAuth', { ...base, realname: 'x' })).body.details).toEqual({ field: 'realname' });
    expect((await m.agent.call('Member/userAuth', { ...base, realname: '张三<script>' })).body.details).toEqual({ field: 'realname' });
    expect((await m.agent.call('Member/userAuth', { ...base, backFileId: f })).body.errorCode).toBe('IDENTITY_FILES_SAME');
    expect((await m.agent.call('Member/userAuth', { ...base, backFileId: theirs })).body.errorCode).toBe('FILE_NOT_YOURS');
    expect((await m.agent.call('Member/userAuth', { ...base, backFileId: 'f'.repeat(32) })).body.errorCode).toBe('FILE_NOT_FOUND');
    expect(await info(m)).toEqual({ personauth: 'none' });
    expect((await m.agent.call('Member/userAuth', base)).status).toBe(200);
  });

  it('one ID number verifies one account', async () => {
    const idno = freshIdNumber();
    const a = await who(t);
    const b = await who(t);
    for (const m of [a, b]) {
      const res = await m.agent.call('Member/userAuth', {
        realname: '张三',
        idno,
        frontFileId: await uploadIdcard(t, m),
        backFileId: await uploadIdcard(t, m),
      });
      expect(res.status).toBe(200);
    }
    expect((await admin.agent.call('Admin/identityReview', { cardno: a.cardno, approve: true })).status).toBe(200);
    const second = await admin.agent.call('Admin/identityReview', { cardno: b.cardno, approve: true });
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('IDNO_TAKEN');
    expect(await info(b)).toMatchObject({ personauth: 'pending' });
  });

  it('review of a member without a submission or an unknown member is 404', async () => {
    const m = await who(t);
    expect((await admin.agent.call('Admin/identityReview', { cardno: m.cardno, approve: true })).body.errorCode).toBe('IDENTITY_NOT_FOUND');
    expect((await admin.agent.call('Admin/identityReview', { cardno: '00000001', approve: true })).body.errorCode).toBe('MEMBER_NOT_FOUND');
  });
});

describe('invitation rewards', () => {
  it('pays the inviter once, when the invitee is approved, by the invitee role; listInvite shows it', async () => {
    const inviter = await who(t);
    const designer = await who(t, { invitedBy: inviter.id });
    const factory = await who(t, { role: 'factory', invitedBy: inviter.id });
    const business = await who(t, { role: 'business', invitedBy: inviter.id });
    await admin.agent.call('Admin/settingsSave', { inviteRewards: { designer: 1_500, factory: 2_500 }, reason: 'test' });

    const list0 = await inviter.agent.call('Member/listInvite', { page: 1, pageSize: 10 });
    expect(list0.body.data).toMatchObject({ total: 3, invitpples: 3, invitcoins: 0 });
    expect(list0.body.data.inviteLink).toMatch(new RegExp(`/login/register\\?invite=${list0.body.data.inviteCode}$`));
    expect(list0.body.data.rewards).toEqual({ designer: 1_500, business: 2_000, factory: 2_500 });

    for (const m of [designer, factory]) await submitIdentity(t, m);
    await admin.agent.call('Admin/identityReview', { cardno: designer.cardno, approve: false, reason: 'blurred' });
    expect(await balance(inviter.id)).toBe(0);
    await submitIdentity(t, designer);
    await admin.agent.call('Admin/identityReview', { cardno: designer.cardno, approve: true });
    await admin.agent.call('Admin/identityReview', { cardno: factory.cardno, approve: true });
    expect(await balance(inviter.id)).toBe(4_000);
    await submitIdentity(t, business);
    expect(await balance(inviter.id)).toBe(4_000);

    const list = await inviter.agent.call('Member/listInvite', { page: 1, pageSize: 10 });
    expect(list.body.data).toMatchObject({ invitcoins: 4_000, invitpples: 3 });
    const byCard = Object.fromEntries(list.body.data.listItem.map((i: any) => [i.cardno, i]));
    expect(byCard[designer.cardno]).toMatchObject({ personauth: 'approved', reward: 1_500, role: 'designer' });
    expect(byCard[factory.cardno]).toMatchObject({ personauth: 'approved', reward: 2_500 });
    expect(byCard[business.cardno]).toMatchObject({ personauth: 'pending', reward: 0 });
    const me = (await inviter.agent.call('Member/userInfo', {})).body.data;
    expect(me).toMatchObject({ coins: 4_000, invitcoins: 4_000, invitpples: 3 });
    const bills = await inviter.agent.call('Bills/transaction', { page: 1, pageSize: 10, kind: 'invite_reward' });
    expect(bills.body.data).toMatchObject({ total: 2, allincome: 4_000 });
    const msgs = (await inviter.agent.call('Tipcenter/getList', { page: 1, pageSize: 10 })).body.data.listItem;
    expect(msgs.filter((x: any) => x.kind === 'invite.reward')).toHaveLength(2);
    expect((await designer.agent.call('Member/listInvite', { page: 1, pageSize: 10 })).body.data).toMatchObject({ total: 0, invitcoins: 0 });
    await admin.agent.call('Admin/settingsSave', { inviteRewards: { designer: 1_000, factory: 2_000 }, reason: 'restore' });
    await assertLedgerWhole(t.app.ctx.db);
  });

  it('no reward without an inviter or when the role’s reward is 0', async () => {
    const lonely = await who(t);
    await submitIdentity(t, lonely);
    await admin.agent.call('Admin/identityReview', { cardno: lonely.cardno, approve: true });
    const inviter = await who(t);
    const invitee = await who(t, { invitedBy: inviter.id });
    await admin.agent.call('Admin/settingsSave', { inviteRewards: { designer: 0 }, reason: 'pause rewards' });
    await submitIdentity(t, invitee);
    await admin.agent.call('Admin/identityReview', { cardno: invitee.cardno, approve: true });
    expect(await balance(inviter.id)).toBe(0);
    await admin.agent.call('Admin/settingsSave', { inviteRewards: { designer: 1_000 }, reason: 'restore' });
  });
});
