import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { Role } from '@boothhub/shared';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { createMember, findMemberByCardno, updateMember, type MemberRow } from '../accounts/members.service.js';
import { insertSession } from '../accounts/session.repository.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';

const PASSWORD = 'Passw0rd1';
let t: TestApp;
let seq = 0;
const phoneFor = () => `137${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

/** a member made in the database, with an agent holding a live session of theirs */
async function member(role: Role, opts: { banned?: boolean; nickname?: string } = {}): Promise<{ m: MemberRow; a: Agent }> {
  let m = await createMember(
    t.app.ctx.db,
    { phone: phoneFor(), password: PASSWORD, role: role === 'admin' ? 'designer' : role, nickname: opts.nickname },
    t.app.ctx.now(),
  );
  if (role === 'admin' || opts.banned) m = await updateMember(t.app.ctx.db, m.id, { role, banned: Boolean(opts.banned) });
  const token = randomToken();
  await insertSession(t.app.ctx.db, { tokenHash: sha256(token), memberId: m.id, now: t.app.ctx.now() });
  const a = t.agent();
  a.cookies.set(SESSION_COOKIE, token);
  return { m, a };
}

async function login(phone: string, password = PASSWORD) {
  const a = t.agent();
  const res = await a.call('User/login', { phone, password });
  return { a, res };
}

const auditCount = async () => (await t.app.ctx.db.select({ n: count() }).from(auditLog))[0]!.n;

let admin: { m: MemberRow; a: Agent };
beforeAll(async () => {
  t = await createTestApp();
  admin = await member('admin', { nickname: 'Chief Admin' });
});
afterAll(async () => t?.close());

describe('authorization matrix', () => {
  it('refuses anonymous, designer, business and banned admin on every admin call, and nothing changes', async () => {
    const target = await member('designer');
    const anon = t.agent();
    const designer = await member('designer');
    const business = await member('business');
    const bannedAdmin = await member('admin', { banned: true });
    const calls: Array<[string, unknown]> = [
      ['Admin/memberList', {}],
      ['Admin/memberBan', { cardno: target.m.cardno, banned: true, reason: 'spam' }],
      ['Admin/memberRole', { cardno: target.m.cardno, role: 'business', reason: 'asked' }],
      ['Admin/auditList', {}],
      ['Admin/dashboard', {}],
      ['Admin/pageList', {}],
      ['Admin/pageSave', { slug: 'x-page', section: 'help', titleZh: 'x', titleEn: 'x', bodyZh: '', bodyEn: '', reason: 'r' }],
      ['Admin/pageDelete', { slug: 'x-page', reason: 'r' }],
    ];
    const before = await auditCount();
    for (const [path, body] of calls) {
      const r1 = await anon.call(path, body);
      expect([path, r1.status, r1.body.errorCode]).toEqual([path, 401, 'AUTH_REQUIRED']);
      for (const who of [designer, business]) {
        const r = await who.a.call(path, body);
        expect([path, r.status, r.body.errorCode]).toEqual([path, 403, 'FORBIDDEN']);
      }
      const r4 = await bannedAdmin.a.call(path, body);
      expect([path, r4.status, r4.body.errorCode]).toEqual([path, 403, 'ACCOUNT_BANNED']);
    }
    const after = await findMemberByCardno(t.app.ctx.db, target.m.cardno);
    expect(after).toMatchObject({ banned: false, role: 'designer' });
    expect(await auditCount()).toBe(before);
    expect((await anon.call('Content/page', { slug: 'x-page' })).body.errorCode).toBe('PAGE_NOT_FOUND');
    // the target's own session still works
    expect((await target.a.get('/api/User/loginCheck')).body.data).toMatchObject({ loggedIn: true });
    // and an admin may make the same calls
    for (const [path, body] of calls) {
      const r = await admin.a.call(path, body);
      expect([path, r.status, r.body.success]).toEqual([path, 200, true]);
    }
  });
});

describe('Admin/memberList', () => {
  it('searches by cardno, phone and nickname, filters by role and banned, newest first', async () => {
    const x = await member('factory', { nickname: 'Zeta Stands 工厂' });
    const y = await member('business', { nickname: 'Omega Expo' });
    const z = await member('business', { banned: true, nickname: 'Banned Biz' });
    const list = async (body: object) => {
      const r = await admin.a.call('Admin/memberList', body);
      expect(r.status).toBe(200);
      return r.body.data as { listItem: any[]; total: number; page: number; pageSize: number };
    };
    const byCardno = await list({ keyword: x.m.cardno });
    expect(byCardno.listItem.map((i) => i.cardno)).toContain(x.m.cardno);
    expect((await list({ keyword: y.m.phone.slice(3) })).listItem.map((i) => i.cardno)).toEqual([y.m.cardno]);
    expect((await list({ keyword: 'zeta stands' })).listItem).toEqual([
      { cardno: x.m.cardno, nickname: 'Zeta Stands 工厂', mobile: x.m.phone, role: 'factory', banned: false, dates: x.m.createdAt.toISOString() },
    ]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    const businesses = await list({ role: 'business' });
    expect(businesses.listItem.map((i) => i.cardno).slice(0, 2)).toEqual([z.m.cardno, y.m.cardno]);
    expect(businesses.listItem.every((i) => i.role === 'business')).toBe(true);
    const banned = await list({ role: 'business', banned: true });
    expect(banned.listItem.map((i) => i.cardno)).toContain(z.m.cardno);
    expect(banned.listItem.map((i) => i.cardno)).not.toContain(y.m.cardno);
    expect(banned.listItem.every((i) => i.banned && i.role === 'business')).toBe(true);
    expect((await list({ keyword: 'Banned Biz', banned: false })).total).toBe(0);
    const paged = await list({ page: 2, pageSize: 1 });
    expect(paged.pageSize).toBe(1);
    expect(paged.page).toBe(2);
    expect(paged.listItem).toHaveLength(1);
    expect(paged.total).toBe((await list({})).total);
  });

  it('answers 400 naming a bad field', async () => {
    const r = await admin.a.call('Admin/memberList', { role: 'king' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: { field: 'role' } });
    const u = await admin.a.call('Admin/memberList', { sort: 'x' });
    expect([u.status, u.body.errorCode, u.body.details?.field]).toEqual([400, 'VALIDATION_FAILED', 'sort']);
  });
});

describe('Admin/memberBan', () => {
  it('a ban ends every session at once and refuses login; unban lets them back in; both audited', async () => {
    const { m } = await member('designer');
    const s1 = await login(m.phone);
    const s2 = await login(m.phone);
    expect(s1.res.status).toBe(200);
    expect((await s2.a.get('/api/User/loginCheck')).body.data).toMatchObject({ loggedIn: true, cardno: m.cardno });

    const ban = await admin.a.call('Admin/memberBan', { cardno: m.cardno, banned: true, reason: '  fake portfolio  ' });
    expect(ban.status).toBe(200);
    expect(ban.body.data).toMatchObject({ cardno: m.cardno, banned: true, role: 'designer' });

    for (const s of [s1, s2]) {
      expect((await s.a.get('/api/User/loginCheck')).body.data).toEqual({ loggedIn: false });
      const info = await s.a.call('Member/userInfo', {});
      expect([info.status, info.body.errorCode]).toEqual([401, 'AUTH_REQUIRED']);
    }
    const again = await login(m.phone);
    expect([again.res.status, again.res.body.errorCode]).toEqual([403, 'ACCOUNT_BANNED']);

    const log = await admin.a.call('Admin/auditList', { action: 'member.ban' });
    expect(log.body.data.listItem[0]).toMatchObject({
      actor: admin.m.cardno,
      actorName: 'Chief Admin',
      action: 'member.ban',
      target: m.cardno,
      reason: 'fake portfolio',
    });
    expect(new Date(log.body.data.listItem[0].dates).toISOString()).toBe(log.body.data.listItem[0].dates);

    // banning again changes nothing and records nothing
    const before = await auditCount();
    expect((await admin.a.call('Admin/memberBan', { cardno: m.cardno, banned: true, reason: 'again' })).body.data.banned).toBe(true);
    expect(await auditCount()).toBe(before);

    const unban = await admin.a.call('Admin/memberBan', { cardno: m.cardno, banned: false, reason: 'appeal accepted' });
    expect(unban.body.data.banned).toBe(false);
    const back = await login(m.phone);
    expect(back.res.status).toBe(200);
    expect((await back.a.get('/api/User/loginCheck')).body.data).toMatchObject({ loggedIn: true });
    const tips = await back.a.call('Tipcenter/getList', {});
    expect(tips.body.data.listItem.map((i: any) => i.kind)).toContain('member.unbanned');
    expect((await admin.a.call('Admin/auditList', { action: 'member.unban' })).body.data.listItem[0]).toMatchObject({
      target: m.cardno,
      reason: 'appeal accepted',
    });
  });

  it('a banned admin loses the back office at once', async () => {
    const other = await member('admin');
    expect((await other.a.call('Admin/dashboard', {})).status).toBe(200);
    expect((await admin.a.call('Admin/memberBan', { cardno: other.m.cardno, banned: true, reason: 'left the company' })).status).toBe(200);
    const r = await other.a.call('Admin/dashboard', {});
    expect([r.status, r.body.errorCode]).toEqual([401, 'AUTH_REQUIRED']);
  });

  it('refuses a missing or blank reason, an unknown member and banning oneself; nothing changes', async () => {
    const { m, a } = await member('business');
    const before = await auditCount();
    const missing = await admin.a.call('Admin/memberBan', { cardno: m.cardno, banned: true });
    expect([missing.status, missing.body.errorCode, missing.body.details?.field]).toEqual([400, 'VALIDATION_FAILED', 'reason']);
    const blank = await admin.a.call('Admin/memberBan', { cardno: m.cardno, banned: true, reason: '   ' });
    expect([blank.status, blank.body.details?.field]).toEqual([400, 'reason']);
    const badCardno = await admin.a.call('Admin/memberBan', { cardno: 'abc', banned: true, reason: 'x' });
    expect([badCardno.status, badCardno.body.details?.field]).toEqual([400, 'cardno']);
    const unknown = await admin.a.call('Admin/memberBan', { cardno: '00000001', banned: true, reason: 'x' });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const self = await admin.a.call('Admin/memberBan', { cardno: admin.m.cardno, banned: true, reason: 'oops' });
    expect([self.status, self.body.errorCode]).toEqual([409, 'CANNOT_CHANGE_SELF']);
    expect(await auditCount()).toBe(before);
    expect((await findMemberByCardno(t.app.ctx.db, m.cardno))!.banned).toBe(false);
    expect((await findMemberByCardno(t.app.ctx.db, admin.m.cardno))!.banned).toBe(false);
    expect((await a.get('/api/User/loginCheck')).body.data.loggedIn).toBe(true);
    expect((await admin.a.call('Admin/dashboard', {})).status).toBe(200);
  });
});

describe('Admin/memberRole', () => {
  it("changes the role, takes effect on the member's live session, tells them and records from/to", async () => {
    const { m, a } = await member('designer');
    const r = await admin.a.call('Admin/memberRole', { cardno: m.cardno, role: 'business', reason: 'registered with the wrong role' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ cardno: m.cardno, role: 'business' });
    expect((await a.get('/api/User/loginCheck')).body.data).toMatchObject({ loggedIn: true, role: 'business' });
    const tips = await a.call('Tipcenter/getList', {});
    const msg = tips.body.data.listItem.find((i: any) => i.kind === 'member.role_changed');
    expect(msg).toBeTruthy();
    const entry = (await admin.a.call('Admin/auditList', { action: 'member.role', actor: admin.m.cardno })).body.data.listItem[0];
    expect(entry).toMatchObject({ target: m.cardno, reason: 'registered with the wrong role', detail: { from: 'designer', to: 'business' } });
  });

  it('may demote another admin but never oneself; admin is not a role the web can give', async () => {
    const other = await member('admin');
    const before = await auditCount();
    const self = await admin.a.call('Admin/memberRole', { cardno: admin.m.cardno, role: 'designer', reason: 'x' });
    expect([self.status, self.body.errorCode]).toEqual([409, 'CANNOT_CHANGE_SELF']);
    const toAdmin = await admin.a.call('Admin/memberRole', { cardno: other.m.cardno, role: 'admin', reason: 'x' });
    expect([toAdmin.status, toAdmin.body.errorCode, toAdmin.body.details?.field]).toEqual([400, 'VALIDATION_FAILED', 'role']);
    const noReason = await admin.a.call('Admin/memberRole', { cardno: other.m.cardno, role: 'designer' });
    expect([noReason.status, noReason.body.details?.field]).toEqual([400, 'reason']);
    expect(await auditCount()).toBe(before);
    expect((await findMemberByCardno(t.app.ctx.db, admin.m.cardno))!.role).toBe('admin');

    const demote = await admin.a.call('Admin/memberRole', { cardno: other.m.cardno, role: 'designer', reason: 'no longer staff' });
    expect(demote.body.data.role).toBe('designer');
    const r = await other.a.call('Admin/dashboard', {});
    expect([r.status, r.body.errorCode]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('Admin/auditList', () => {
  it('filters by actor and action prefix, newest first', async () => {
    const second = await member('admin', { nickname: 'Second Admin' });
    const { m } = await member('factory');
    await second.a.call('Admin/memberBan', { cardno: m.cardno, banned: true, reason: 'first' });
    await second.a.call('Admin/memberBan', { cardno: m.cardno, banned: false, reason: 'second' });
    const mine = (await admin.a.call('Admin/auditList', { actor: second.m.cardno })).body.data;
    expect(mine.total).toBe(2);
    expect(mine.listItem.map((e: any) => [e.action, e.reason, e.actorName])).toEqual([
      ['member.unban', 'second', 'Second Admin'],
      ['member.ban', 'first', 'Second Admin'],
    ]);
    const all = (await admin.a.call('Admin/auditList', { action: 'member', pageSize: 100 })).body.data;
    expect(all.listItem.every((e: any) => e.action.startsWith('member.'))).toBe(true);
    const ids = all.listItem.map((e: any) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect((await admin.a.call('Admin/auditList', { action: 'mem' })).body.data.total).toBe(0);
    expect((await admin.a.call('Admin/auditList', { actor: '99999999' })).body.data).toMatchObject({ total: 0, listItem: [] });
  });
});

describe('Admin/dashboard', () => {
  it('counts members by role, banned and new today (Asia/Shanghai)', async () => {
    const d1 = (await admin.a.call('Admin/dashboard', {})).body.data;
    await member('factory');
    await member('business', { banned: true });
    const d2 = (await admin.a.call('Admin/dashboard', {})).body.data;
    expect(d2.members).toBe(d1.members + 2);
    expect(d2.membersByRole.factory).toBe(d1.membersByRole.factory + 1);
    expect(d2.membersByRole.business).toBe(d1.membersByRole.business + 1);
    expect(d2.banned).toBe(d1.banned + 1);
    expect(d2.newToday).toBe(d1.newToday + 2);
    expect(Object.values(d2.membersByRole as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(d2.members);
    expect(d2.queues).toBeTypeOf('object');
    // the trend: one count per Shanghai day for 30 days, today last
    expect(d2.trend.members).toHaveLength(30);
    expect(d2.trend.members.at(-1)).toBe(d1.trend.members.at(-1) + 2);
    expect(d2.trend.tasksPublished).toHaveLength(30);
    expect(d2.trendFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    t.advance(2 * 24 * 3600 * 1000);
    const later = (await admin.a.call('Admin/dashboard', {})).body.data;
    expect(later.members).toBe(d2.members);
    expect(later.newToday).toBe(0);
    // two days on, the same registrations are two places further back
    expect(later.trend.members.at(-3)).toBe(d2.trend.members.at(-1));
    expect(later.trend.members.slice(-2)).toEqual([0, 0]);
  });
});
