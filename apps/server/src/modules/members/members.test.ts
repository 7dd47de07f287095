import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSchema } from '@boothhub/shared/contracts/member';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { eq } from 'drizzle-orm';
import { files, identities, invitationRewards, paymentPins, wechatBindings } from '../../db/schema/index.js';
import { memberAgent, memberRow, registerViaApi } from '../accounts/accounts.testkit.js';
import { BOUNDARY, multipartBody, png } from '../files/files.fixtures.js';
import { available, platformCash, transfer } from '../ledger/ledger.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const err = (res: { status: number; body: any }) => [res.status, res.body.errorCode];

/** a stored file row, as File/upload leaves one */
async function fileOf(ownerId: number, purpose: string) {
  const id = randomBytes(16).toString('hex');
  await t.app.ctx.db.insert(files).values({
    id,
    ownerId,
    purpose,
    name: 'me.png',
    mime: 'image/png',
    size: 10,
    storageKey: `test/${id}`,
    isPublic: purpose === 'avatar',
  });
  return id;
}

/** a real File/upload of a small PNG by the agent */
async function upload(agent: Agent, purpose: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/File/upload',
    remoteAddress: agent.ip,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    payload: multipartBody([
      { name: 'purpose', value: purpose },
      { name: 'file', filename: 'me.png', content: await png(), type: 'image/png' },
    ]),
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return JSON.parse(res.body).data.fileId;
}

describe('Member/userInfo', () => {
  it('answers the member with the seed wire names and no secrets', async () => {
    const { agent, phone, cardno } = await registerViaApi(t, { role: 'business' });
    const res = await agent.call('Member/userInfo', {});
    expect(res.status).toBe(200);
    const m = res.body.data;
    expect(Object.keys(m).sort()).toEqual(Object.keys(memberSchema.shape).sort());
    expect(m).toMatchObject({
      cardno,
      mobile: phone,
      role: 'business',
      nickname: `用户${phone.slice(-4)}`,
      userlogo: null,
      sex: 'unknown',
      banned: false,
      coins: 0,
      points: 0,
      personauth: 'none',
      ispaycode: false,
      bindwx: false,
      invitcoins: 0,
      invitpples: 0,
    });
    expect(new Date(m.dates).toISOString()).toBe(m.dates);
    const row = await memberRow(t, cardno);
    expect(m.inviteCode).toBe(row.inviteCode);
    expect(res.raw.body).not.toContain(row.passwordHash);
    expect(res.raw.body).not.toMatch(/argon2|password|openid|"paycode"|"pin"/i);
  });

  it('reads coins from the ledger, invitations, identity and PIN from their tables', async () => {
    const inviter = await registerViaApi(t);
    const row = await memberRow(t, inviter.cardno);
    await registerViaApi(t, { inviteCode: row.inviteCode });
    const invitee = await registerViaApi(t, { inviteCode: row.inviteCode });
    const db = t.app.ctx.db;
    await transfer(db, platformCash, available(row.id), 12_345, { kind: 'recharge', now: new Date() });
    await db.insert(invitationRewards).values({ inviteeId: (await memberRow(t, invitee.cardno)).id, inviterId: row.id, amount: 500 });
    await db.insert(identities).values({
      memberId: row.id,
      realname: '张三',
      idno: '11010519491231002X',
      frontFileId: await fileOf(row.id, 'idcard'),
      backFileId: await fileOf(row.id, 'idcard'),
      status: 'pending',
    });
    await db.insert(paymentPins).values({ memberId: row.id, pinHash: 'not-shown' });
    const m = (await inviter.agent.call('Member/userInfo', {})).body.data;
    expect(m).toMatchObject({ coins: 12_345, invitpples: 2, invitcoins: 500, personauth: 'pending', ispaycode: true });
    expect(JSON.stringify(m)).not.toContain('not-shown');
    expect(JSON.stringify(m)).not.toContain('11010519491231002X');
  });

  it('shows a change of any figure at the next call, whoever wrote it (the kept figures follow their stamp)', async () => {
    const inviter = await registerViaApi(t);
    const row = await memberRow(t, inviter.cardno);
    const info = async () => (await inviter.agent.call('Member/userInfo', {})).body.data;
    const db = t.app.ctx.db;
    // read once: the slower figures are kept from here (decision 091)
    expect(await info()).toMatchObject({ invitpples: 0, invitcoins: 0, ispaycode: false, bindwx: false, taidu: 0 });
    const invitee = await registerViaApi(t, { inviteCode: row.inviteCode });
    expect(await info()).toMatchObject({ invitpples: 1, invitcoins: 0 });
    // rows written straight into the tables, as another instance or module would: the database moves the stamp
    await db.insert(invitationRewards).values({ inviteeId: (await memberRow(t, invitee.cardno)).id, inviterId: row.id, amount: 700 });
    expect(await info()).toMatchObject({ invitpples: 1, invitcoins: 700 });
    await db.insert(paymentPins).values({ memberId: row.id, pinHash: 'x' });
    expect(await info()).toMatchObject({ ispaycode: true, bindwx: false });
    await db.insert(wechatBindings).values({ memberId: row.id, openid: `o-${row.id}` });
    expect(await info()).toMatchObject({ ispaycode: true, bindwx: true });
    await db.delete(paymentPins).where(eq(paymentPins.memberId, row.id));
    await db.delete(wechatBindings).where(eq(wechatBindings.memberId, row.id));
    expect(await info()).toMatchObject({ ispaycode: false, bindwx: false, invitcoins: 700 });
    // the coins are read on every call
    await transfer(db, platformCash, available(row.id), 99, { kind: 'recharge', now: new Date() });
    expect((await info()).coins).toBe(99);
  });

  it('answers each member about themselves, admins too; refuses anonymous and banned', async () => {
    const one = await memberAgent(t);
    const two = await memberAgent(t);
    expect((await one.agent.call('Member/userInfo', {})).body.data.cardno).toBe(one.cardno);
    expect((await two.agent.call('Member/userInfo', {})).body.data.cardno).toBe(two.cardno);
    const admin = await memberAgent(t, { role: 'admin' });
    expect((await admin.agent.call('Member/userInfo', {})).body.data).toMatchObject({ cardno: admin.cardno, role: 'admin' });
    expect(err(await t.agent().call('Member/userInfo', {}))).toEqual([401, 'AUTH_REQUIRED']);
    const banned = await memberAgent(t, { banned: true });
    expect(err(await banned.agent.call('Member/userInfo', {}))).toEqual([403, 'ACCOUNT_BANNED']);
    const extra = await one.agent.call('Member/userInfo', { cardno: two.cardno });
    expect(err(extra)).toEqual([400, 'VALIDATION_FAILED']);
    expect(extra.body.details.field).toBe('cardno');
  });
});

describe('Member/updateBaseInfo', () => {
  it('changes the profile fields and answers the member', async () => {
    const { agent, cardno } = await memberAgent(t);
    const res = await agent.call('Member/updateBaseInfo', {
      nickname: '  展台设计师  ',
      sex: 'female',
      prov: '上海',
      strt: '浦东新区',
      addr: '世博大道 1 号',
      descr: '十年展台设计经验',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cardno,
      nickname: '展台设计师',
      sex: 'female',
      prov: '上海',
      strt: '浦东新区',
      addr: '世博大道 1 号',
      descr: '十年展台设计经验',
    });
    const partial = await agent.call('Member/updateBaseInfo', { prov: '北京' });
    expect(partial.body.data).toMatchObject({ nickname: '展台设计师', prov: '北京', sex: 'female' });
    expect((await agent.call('Member/updateBaseInfo', {})).body.data.prov).toBe('北京');
    expect((await agent.call('Member/userInfo', {})).body.data.prov).toBe('北京');
  });

  it.each([
    [{ role: 'admin' }, 'role'],
    [{ coins: 100_000, nickname: 'rich' }, 'coins'],
    [{ mobile: '13900000000' }, 'mobile'],
    [{ cardno: '12345678' }, 'cardno'],
    [{ banned: false }, 'banned'],
    [{ points: 9 }, 'points'],
    [{ nickname: '' }, 'nickname'],
    [{ nickname: '   ' }, 'nickname'],
    [{ nickname: 'x'.repeat(31) }, 'nickname'],
    [{ sex: 'other' }, 'sex'],
    [{ addr: 'x'.repeat(121) }, 'addr'],
    [{ descr: 'x'.repeat(1001) }, 'descr'],
    [{ userlogo: 'not-a-file-id' }, 'userlogo'],
    [{ prov: 5 }, 'prov'],
  ])('refuses %j naming %s and changes nothing', async (body, field) => {
    const { agent, cardno } = await memberAgent(t);
    const before = await memberRow(t, cardno);
    const res = await agent.call('Member/updateBaseInfo', body);
    expect(err(res)).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.details.field).toBe(field);
    expect(await memberRow(t, cardno)).toEqual(before);
  });

  it('takes an avatar the member uploaded, answers its public URL, and removes it with null', async () => {
    const { agent, cardno } = await memberAgent(t);
    const avatar = await upload(agent, 'avatar');
    const res = await agent.call('Member/updateBaseInfo', { userlogo: avatar });
    expect(res.status).toBe(200);
    expect(res.body.data.userlogo).toBe(`/api/File/public/${avatar}`);
    const image = await t.agent().get(res.body.data.userlogo);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect((await memberRow(t, cardno)).userlogo).toBe(avatar);
    const removed = await agent.call('Member/updateBaseInfo', { userlogo: null });
    expect(removed.body.data.userlogo).toBeNull();
  });

  it("refuses someone else's file, a file of another purpose and an unknown file", async () => {
    const me = await memberAgent(t);
    const other = await memberAgent(t);
    const before = await memberRow(t, me.cardno);
    const theirs = await fileOf(other.id, 'avatar');
    expect(err(await me.agent.call('Member/updateBaseInfo', { userlogo: theirs, nickname: 'x' }))).toEqual([403, 'FILE_NOT_YOURS']);
    const attachment = await fileOf(me.id, 'attachment');
    expect(err(await me.agent.call('Member/updateBaseInfo', { userlogo: attachment }))).toEqual([400, 'FILE_WRONG_PURPOSE']);
    expect(err(await me.agent.call('Member/updateBaseInfo', { userlogo: 'f'.repeat(32) }))).toEqual([404, 'FILE_NOT_FOUND']);
    expect(await memberRow(t, me.cardno)).toEqual(before);
  });

  it('is refused to anonymous and banned members; an admin edits their own profile', async () => {
    expect(err(await t.agent().call('Member/updateBaseInfo', { nickname: 'anon' }))).toEqual([401, 'AUTH_REQUIRED']);
    const banned = await memberAgent(t, { banned: true });
    const before = await memberRow(t, banned.cardno);
    expect(err(await banned.agent.call('Member/updateBaseInfo', { nickname: 'still here' }))).toEqual([403, 'ACCOUNT_BANNED']);
    expect(await memberRow(t, banned.cardno)).toEqual(before);
    const admin = await memberAgent(t, { role: 'admin' });
    const res = await admin.agent.call('Member/updateBaseInfo', { nickname: '管理员' });
    expect(res.body.data).toMatchObject({ nickname: '管理员', role: 'admin' });
  });
});
