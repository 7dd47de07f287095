import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { approvedConvention, conventionBody, createVenue, uploadImage } from './conventions.fixtures.js';

let t: TestApp;
let biz: Actor, other: Actor, designer: Actor, admin: Actor, admin2: Actor;
beforeAll(async () => {
  t = await createTestApp();
  [biz, other, designer, admin, admin2] = await Promise.all([
    actor(t, 'business'),
    actor(t, 'business'),
    actor(t, 'designer'),
    actor(t, 'admin'),
    actor(t, 'admin'),
  ]);
});
afterAll(async () => t?.close());

const publicIds = async () => (await ok(t.agent().call('Common/searchHuiyi', { page: 1, pageSize: 100 }))).listItem.map((c: any) => c.id);
const count = async (q: ReturnType<typeof sql>) => (await t.app.ctx.db.execute(q)) as unknown as { rows: Array<{ n: number }> };

describe('publishing a convention (Article/huiyiPub)', () => {
  it('refuses visitors (AUTH_REQUIRED) and designers (FORBIDDEN) with the envelope', async () => {
    const anon = await t.agent().call('Article/huiyiPub', conventionBody(t));
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ errCode: 'failed', success: false, errorCode: 'AUTH_REQUIRED' });
    const des = await designer.agent.call('Article/huiyiPub', conventionBody(t));
    expect(des.status).toBe(403);
    expect(des.body.errorCode).toBe('FORBIDDEN');
  });

  it('draft → submitted → approved → public; an approved entry edited goes back to review and leaves the list', async () => {
    const cover = await uploadImage(t, biz);
    const draft = await ok(biz.agent.call('Article/huiyiPub', conventionBody(t, { submit: false, cover, pictures: [cover] })));
    expect(draft.status).toBe('draft');
    expect(await publicIds()).not.toContain(draft.id);
    expect((await t.agent().call('Common/huiyiInfo', { id: draft.id })).body.errorCode).toBe('CONVENTION_NOT_FOUND');
    expect((await other.agent.call('Article/huiyiInfo', { id: draft.id })).body.errorCode).toBe('CONVENTION_NOT_FOUND');
    expect((await ok(biz.agent.call('Article/huiyiInfo', { id: draft.id }))).huiyi.status).toBe('draft');

    const sent = await ok(biz.agent.call('Article/huiyiPub', { ...conventionBody(t, { cover }), id: draft.id }));
    expect(sent).toEqual({ id: draft.id, status: 'pending' });
    // under review: the publisher may still edit; the edit replaces the submission and stays pending (decision 080)
    expect((await ok(biz.agent.call('Article/huiyiEdit', { id: draft.id }))).editable).toBe(true);
    const pendingEdit = await ok(biz.agent.call('Article/huiyiPub', { ...conventionBody(t, { submit: false, cover }), id: draft.id }));
    expect(pendingEdit).toEqual({ id: draft.id, status: 'pending' });
    expect((await other.agent.call('Article/huiyiPub', { ...conventionBody(t), id: draft.id })).body.errorCode).toBe('FORBIDDEN');

    const queue = await ok(admin.agent.call('Admin/huiyiQueue', { page: 1, pageSize: 50 }));
    expect(queue.listItem.map((x: any) => x.id)).toContain(draft.id);
    expect(queue.listItem.find((x: any) => x.id === draft.id).publisher.cardno).toBe(biz.cardno);

    expect(await ok(admin.agent.call('Admin/huiyiReview', { id: draft.id, approve: true }))).toEqual({ id: draft.id, status: 'approved' });
    expect(await publicIds()).toContain(draft.id);
    const pub = await ok(t.agent().call('Common/huiyiInfo', { id: draft.id }));
    expect(pub.huiyi).toMatchObject({ id: draft.id, title: '国际汽车产业峰会', contacter: null, phone: null, status: 'approved' });
    expect(pub.huiyi.cover).toBe(`/api/File/public/${cover}`);
    const member = await ok(other.agent.call('Article/huiyiInfo', { id: draft.id }));
    expect(member.huiyi).toMatchObject({ contacter: '李经理', phone: '13912345678', mine: false });
    const en = await t.agent().call('Common/huiyiInfo', { id: draft.id }, { 'accept-language': 'en-US' });
    expect(en.body.data.huiyi.title).toBe('International Auto Industry Summit');

    const msgs = await ok(biz.agent.call('Tipcenter/getList', { page: 1, pageSize: 10 }));
    expect(JSON.stringify(msgs.listItem)).toContain('国际汽车产业峰会');
    const audit = await ok(admin.agent.call('Admin/auditList', { page: 1, pageSize: 10, action: 'convention' }));
    expect(audit.listItem[0]).toMatchObject({ action: 'convention.approve', target: `convention:${draft.id}` });

    const edited = await ok(
      biz.agent.call('Article/huiyiPub', { ...conventionBody(t, { title: '国际汽车产业峰会（更新）', cover }), id: draft.id, submit: false }),
    );
    expect(edited.status).toBe('pending');
    expect(await publicIds()).not.toContain(draft.id);
  });

  it('another member cannot edit or read the edit form (FORBIDDEN); an admin may edit any', async () => {
    const { id } = await ok(biz.agent.call('Article/huiyiPub', conventionBody(t, { submit: false })));
    const res = await other.agent.call('Article/huiyiPub', { ...conventionBody(t), id });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('FORBIDDEN');
    expect((await other.agent.call('Article/huiyiEdit', { id })).body.errorCode).toBe('FORBIDDEN');
    expect((await ok(admin.agent.call('Article/huiyiPub', { ...conventionBody(t, { title: '管理员修改' }), id }))).status).toBe('pending');
    expect((await ok(biz.agent.call('Article/huiyiEdit', { id }))).title).toBe('管理员修改');
  });

  it('rejects with a reason the publisher sees; a reason is required to reject', async () => {
    const { id } = await ok(biz.agent.call('Article/huiyiPub', conventionBody(t)));
    const noReason = await admin.agent.call('Admin/huiyiReview', { id, approve: false });
    expect(noReason.status).toBe(400);
    expect(await ok(admin.agent.call('Admin/huiyiReview', { id, approve: false, reason: '信息不完整' }))).toEqual({ id, status: 'rejected' });
    const info = await ok(biz.agent.call('Article/huiyiInfo', { id }));
    expect(info.huiyi).toMatchObject({ status: 'rejected', rejectReason: '信息不完整', mine: true });
    const mine = await ok(biz.agent.call('Article/huiyiMine', { page: 1, pageSize: 50, status: 'rejected' }));
    expect(mine.listItem.map((x: any) => x.id)).toEqual([id]);
    expect(mine.listItem[0].rejectReason).toBe('信息不完整');
    expect((await ok(biz.agent.call('Article/huiyiPub', { ...conventionBody(t), id }))).status).toBe('pending');
  });

  it('two admins reviewing at once: one wins, the other is CONVENTION_NOT_PENDING', async () => {
    const { id } = await ok(biz.agent.call('Article/huiyiPub', conventionBody(t)));
    const [a, b] = await Promise.all([
      admin.agent.call('Admin/huiyiReview', { id, approve: true }),
      admin2.agent.call('Admin/huiyiReview', { id, approve: false, reason: 'no' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.errorCode).toBe('CONVENTION_NOT_PENDING');
    const n = await count(sql`select count(*)::int as n from messages where member_id = ${biz.id} and kind like 'convention.%'`);
    expect(n.rows[0]!.n).toBeGreaterThan(0);
  });

  it('refuses images not yours, unknown venues and industries; sanitises rich content', async () => {
    const theirs = await uploadImage(t, other);
    const r1 = await biz.agent.call('Article/huiyiPub', conventionBody(t, { cover: theirs }));
    expect(r1.body.errorCode).toBe('FILE_NOT_YOURS');
    expect((await biz.agent.call('Article/huiyiPub', conventionBody(t, { venueId: 999999 }))).body.errorCode).toBe('VENUE_NOT_FOUND');
    expect((await biz.agent.call('Article/huiyiPub', conventionBody(t, { industry: 'nope' }))).body.errorCode).toBe('VALIDATION_FAILED');
    const bad =
      '<p onclick="x()">hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://example.com/a">ok</a>' +
      '<img src="https://evil.example/x.png"><img src="/api/File/public/0123456789abcdef0123456789abcdef"><iframe src="https://x"></iframe>';
    const id = await approvedConvention(t, biz, admin, { content: bad });
    const html = (await ok(t.agent().call('Common/huiyiInfo', { id }))).huiyi.content as string;
    expect(html).not.toMatch(/script|onclick|javascript|evil|iframe/);
    expect(html).toContain('href="https://example.com/a"');
    expect(html).toContain('/api/File/public/0123456789abcdef0123456789abcdef');
  });

  it('the detail carries its venue with halls; the venue lists the convention as upcoming', async () => {
    const venueId = await createVenue(admin);
    const id = await approvedConvention(t, biz, admin, { venueId });
    const info = await ok(t.agent().call('Common/huiyiInfo', { id }));
    expect(info.huichang).toMatchObject({ id: venueId, name: '测试会展中心', plaza: 12000, sizes: 3000 });
    expect(info.huichang.halls).toHaveLength(2);
    const venue = await ok(t.agent().call('Common/huichangInfo', { id: venueId }));
    expect(venue.conventions.map((c: any) => c.id)).toContain(id);
    const del = await admin.agent.call('Admin/venueDel', { id: venueId });
    expect(del.status).toBe(409);
    expect(del.body.errorCode).toBe('VENUE_IN_USE');
  });

  it('the edit form answers both languages; the queue filters by keyword, publisher and state; mine pages', async () => {
    const { id } = await ok(other.agent.call('Article/huiyiPub', conventionBody(t, { title: '独特的排队测试会议', titleEn: 'Unique Queue Test' })));
    const form = await ok(other.agent.call('Article/huiyiEdit', { id }));
    expect(form).toMatchObject({
      title: '独特的排队测试会议',
      titleEn: 'Unique Queue Test',
      status: 'pending',
      editable: true, // under review too (decision 080)
      cover: null,
      pictures: [],
    });
    const byKeyword = await ok(admin.agent.call('Admin/huiyiQueue', { page: 1, pageSize: 10, keyword: 'queue test' }));
    expect(byKeyword.listItem.map((x: any) => x.id)).toEqual([id]);
    const byPublisher = await ok(admin.agent.call('Admin/huiyiQueue', { page: 1, pageSize: 10, publisher: other.cardno }));
    expect(byPublisher.listItem.map((x: any) => x.id)).toEqual([id]);
    const approved = await ok(admin.agent.call('Admin/huiyiQueue', { page: 1, pageSize: 10, status: 'approved', publisher: other.cardno }));
    expect(approved.total).toBe(0);
    const mine1 = await ok(biz.agent.call('Article/huiyiMine', { page: 1, pageSize: 2 }));
    const mine2 = await ok(biz.agent.call('Article/huiyiMine', { page: 2, pageSize: 2 }));
    expect(mine1.listItem).toHaveLength(2);
    expect(mine1.total).toBeGreaterThan(2);
    expect(mine2.listItem.map((x: any) => x.id)).not.toContain(mine1.listItem[0].id);
    expect((await other.agent.call('Article/huiyiEdit', { id: 999999 })).body.errorCode).toBe('CONVENTION_NOT_FOUND');
    expect((await admin.agent.call('Admin/huiyiReview', { id: 999999, approve: true })).body.errorCode).toBe('CONVENTION_NOT_FOUND');
  });
});
