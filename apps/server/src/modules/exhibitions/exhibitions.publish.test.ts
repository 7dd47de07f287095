import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { createVenue } from '../conventions/conventions.fixtures.js';
import { exWorld, fails, ok, pubBody, published, uploadImage, type ExWorld } from './exhibitions.fixtures.js';

let t: TestApp;
let w: ExWorld;
withTestApp(exWorld, (app, made) => ((t = app), (w = made)));

const rows = async (q: string) => ((await t.app.ctx.db.execute(sql.raw(q))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

describe('publishing an exhibition', () => {
  it('publish → pending (private) → approved (public) with a message to the publisher and an audit entry', async () => {
    const cover = await uploadImage(t, w.business);
    const g1 = await uploadImage(t, w.business);
    const body = pubBody(t, { cover, gallery: [g1, g1], rules: { maxStoreys: 1, maxHeightCm: 450, rigging: false } });
    const { id, status } = await ok(w.business.agent.call('Article/huizhanPub', body));
    expect(status).toBe('pending');
    await fails(t.agent().call('Common/huizhanInfo', { id }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(w.other.agent.call('Common/huizhanInfo', { id }), 404, 'EXHIBITION_NOT_FOUND');
    const mine = await ok(w.business.agent.call('Common/huizhanInfo', { id }));
    expect(mine).toMatchObject({ status: 'pending', can: { edit: true, review: false, plan: true } });
    expect((await ok(w.admin.agent.call('Common/huizhanInfo', { id }))).can).toEqual({ edit: true, review: true, plan: true });
    expect((await ok(t.agent().call('Common/searchHuizhan', {}))).listItem.map((i: { id: number }) => i.id)).not.toContain(id);

    const queue = await ok(w.admin.agent.call('Admin/huizhanQueue', {}));
    expect(queue.listItem[0]).toMatchObject({ id, status: 'pending', cardno: w.business.cardno });

    expect(await ok(w.admin.agent.call('Admin/huizhanReview', { id, approve: true }))).toEqual({ id, status: 'approved' });
    const info = await ok(t.agent().call('Common/huizhanInfo', { id }));
    expect(info).toMatchObject({
      id,
      title: '上海国际汽车工业展览会',
      status: 'approved',
      cover: `/api/File/public/${cover}`,
      gallery: [{ fileId: g1, url: `/api/File/public/${g1}` }],
      rules: { maxStoreys: 1, maxHeightCm: 450, rigging: false },
      halls: 0,
      plots: 0,
      fav: false,
      rejectReason: null,
      can: { edit: false, review: false, plan: false },
    });
    expect(info.publishedAt).toEqual(expect.any(String));
    expect((await ok(t.agent().call('Common/huizhanInfo', { id }, { 'accept-language': 'en-US' }))).title).toBe('Shanghai International Auto Show');
    expect((await ok(t.agent().call('Common/searchHuizhan', {}))).listItem.map((i: { id: number }) => i.id)).toContain(id);

    const msgs = await rows(`select kind, link from messages where member_id = ${w.business.id} and kind like 'exhibition.%'`);
    expect(msgs).toContainEqual({ kind: 'exhibition.approved', link: `/exhibition/${id}` });
    const log = await rows(`select action, target from audit_log where target = 'exhibition:${id}'`);
    expect(log).toEqual([{ action: 'exhibition.approve', target: `exhibition:${id}` }]);
  });

  it('a draft stays private; a rejection needs a reason and tells the publisher why', async () => {
    const { id, status } = await ok(w.business.agent.call('Article/huizhanPub', pubBody(t, { submit: false })));
    expect(status).toBe('draft');
    await fails(w.admin.agent.call('Admin/huizhanReview', { id, approve: true }), 409, 'STATE_CONFLICT');
    await ok(w.business.agent.call('Article/huizhanPub', { ...pubBody(t), id }));
    await fails(w.admin.agent.call('Admin/huizhanReview', { id, approve: false }), 400, 'VALIDATION_FAILED');
    expect(await ok(w.admin.agent.call('Admin/huizhanReview', { id, approve: false, reason: '日期有误' }))).toEqual({ id, status: 'rejected' });
    expect(await ok(w.business.agent.call('Common/huizhanInfo', { id }))).toMatchObject({ status: 'rejected', rejectReason: '日期有误' });
    const mine = await ok(w.business.agent.call('Article/huizhanMine', { status: 'rejected' }));
    expect(mine.listItem).toContainEqual(expect.objectContaining({ id, status: 'rejected', rejectReason: '日期有误' }));
    const log = await rows(`select action, reason from audit_log where target = 'exhibition:${id}'`);
    expect(log).toEqual([{ action: 'exhibition.reject', reason: '日期有误' }]);
    // fixed and resubmitted
    expect(await ok(w.business.agent.call('Article/huizhanPub', { ...pubBody(t, { title: '上海国际车展' }), id }))).toEqual({
      id,
      status: 'pending',
    });
  });

  it('editing an approved entry sends it back to review, out of the public lists', async () => {
    const id = await published(w);
    const edit = await ok(w.business.agent.call('Article/huizhanEdit', { id }));
    expect(edit).toMatchObject({ id, status: 'approved', title: '上海国际汽车工业展览会', titleEn: 'Shanghai International Auto Show', halls: [] });
    expect(await ok(w.business.agent.call('Article/huizhanPub', { ...pubBody(t, { submit: false, area: 1 }), id }))).toEqual({
      id,
      status: 'pending',
    });
    await fails(t.agent().call('Common/huizhanInfo', { id }), 404, 'EXHIBITION_NOT_FOUND');
  });

  it('the publisher views and edits an entry under review: the edit replaces the submission and stays in review (decision 080)', async () => {
    const { id } = await ok(w.business.agent.call('Article/huizhanPub', pubBody(t, { title: '待审核的展会' })));
    // the mine list and the edit form open it with its state, and the publisher sees it on its page
    const mine = await ok(w.business.agent.call('Article/huizhanMine', { page: 1, pageSize: 10 }));
    // with its English title, for an English page (decision 087)
    expect(mine.listItem.find((x: { id: number }) => x.id === id)).toMatchObject({
      status: 'pending',
      title: '待审核的展会',
      titleEn: 'Shanghai International Auto Show',
    });
    expect(await ok(w.business.agent.call('Article/huizhanEdit', { id }))).toMatchObject({
      id,
      status: 'pending',
      title: '待审核的展会',
      can: { edit: true },
    });
    expect((await ok(w.business.agent.call('Common/huizhanInfo', { id }))).title).toBe('待审核的展会');
    // an edit (even "save as draft") replaces the submission and stays pending; the queue shows the new fields
    expect(await ok(w.business.agent.call('Article/huizhanPub', { ...pubBody(t, { title: '改过的展会', submit: false }), id }))).toEqual({
      id,
      status: 'pending',
    });
    const queue = await ok(w.admin.agent.call('Admin/huizhanQueue', { status: 'pending', page: 1, pageSize: 50 }));
    expect(queue.listItem.filter((x: { id: number }) => x.id === id).map((x: { title: string }) => x.title)).toEqual(['改过的展会']);
    // still nobody else's: another business, a visitor
    await fails(w.other.agent.call('Article/huizhanPub', { ...pubBody(t), id }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(t.agent().call('Common/huizhanInfo', { id }), 404, 'EXHIBITION_NOT_FOUND');
    expect(await ok(w.admin.agent.call('Admin/huizhanReview', { id, approve: true }))).toEqual({ id, status: 'approved' });
    expect((await ok(t.agent().call('Common/huizhanInfo', { id }))).title).toBe('改过的展会');
  });

  it('links a venue, names it in the edit form, and unlinks it (issue 32 item 8)', async () => {
    const venueId = await createVenue(w.admin, { name: '链接测试会展中心' });
    const { id } = await ok(w.business.agent.call('Article/huizhanPub', pubBody(t, { submit: false, venueId })));
    expect(await ok(w.business.agent.call('Article/huizhanEdit', { id }))).toMatchObject({ venueId, venueName: '链接测试会展中心' });
    await ok(w.business.agent.call('Article/huizhanPub', { ...pubBody(t, { submit: false }), id, venueId: null }));
    expect(await ok(w.business.agent.call('Article/huizhanEdit', { id }))).toMatchObject({ venueId: null, venueName: null });
  });

  it('refuses visitors, designers, factories and another member, with the error envelope', async () => {
    const id = await published(w);
    await fails(t.agent().call('Article/huizhanPub', pubBody(t)), 401, 'AUTH_REQUIRED');
    await fails(w.designer.agent.call('Article/huizhanPub', pubBody(t)), 403, 'FORBIDDEN');
    await fails(w.factory.agent.call('Article/huizhanPub', pubBody(t)), 403, 'FORBIDDEN');
    await fails(w.other.agent.call('Article/huizhanPub', { ...pubBody(t), id }), 403, 'FORBIDDEN');
    await fails(w.other.agent.call('Article/huizhanEdit', { id }), 403, 'FORBIDDEN');
    await fails(w.business.agent.call('Article/huizhanPub', { ...pubBody(t), id: 999_999 }), 404, 'EXHIBITION_NOT_FOUND');
    const draft = await published(w, {}, 'draft');
    await fails(w.other.agent.call('Article/huizhanEdit', { id: draft }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(w.business.agent.call('Admin/huizhanQueue', {}), 403, 'FORBIDDEN');
    await fails(w.business.agent.call('Admin/huizhanReview', { id, approve: true }), 403, 'FORBIDDEN');
  });

  it('an admin may edit any entry (keeping its images) and it still passes review', async () => {
    const cover = await uploadImage(t, w.business);
    const id = await published(w, { cover });
    expect(await ok(w.admin.agent.call('Article/huizhanPub', { ...pubBody(t, { cover, title: '上海车展（修订）' }), id }))).toEqual({
      id,
      status: 'pending',
    });
    expect((await ok(w.admin.agent.call('Article/huizhanEdit', { id }))).title).toBe('上海车展（修订）');
  });

  it("checks the images: the publisher's own files of purpose exhibition", async () => {
    const theirs = await uploadImage(t, w.other);
    await fails(w.business.agent.call('Article/huizhanPub', pubBody(t, { cover: theirs })), 403, 'FILE_NOT_YOURS');
    await fails(w.business.agent.call('Article/huizhanPub', pubBody(t, { gallery: ['0'.repeat(32)] })), 404, 'FILE_NOT_FOUND');
    await fails(
      w.business.agent.call('Article/huizhanPub', pubBody(t, { sdate: pubBody(t).edate, edate: pubBody(t).sdate })),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('sanitises rich content when it is written', async () => {
    const content =
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com/">ok</a><img src="https://evil.example/x.png"><iframe src="x"></iframe></p>';
    const id = await published(w, { content });
    const info = await ok(t.agent().call('Common/huizhanInfo', { id }));
    expect(info.content).toBe('<p>Hi<a>x</a><a href="https://example.com/">ok</a><img></p>');
  });

  it('two reviews at once: one wins, the other gets STATE_CONFLICT', async () => {
    const id = await published(w, {}, 'pending');
    const [a, b] = await Promise.all([
      w.admin.agent.call('Admin/huizhanReview', { id, approve: true }),
      w.admin.agent.call('Admin/huizhanReview', { id, approve: false, reason: '重复' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.errorCode).toBe('STATE_CONFLICT');
    expect(await rows(`select count(*)::int as n from audit_log where target = 'exhibition:${id}'`)).toEqual([{ n: 1 }]);
  });

  it('the queue: pending first, a status filter and a keyword', async () => {
    const id = await published(w, { title: '杭州国际动漫节', titleEn: 'Hangzhou Animation Festival' }, 'pending');
    const q = await ok(w.admin.agent.call('Admin/huizhanQueue', { keyword: '动漫' }));
    expect(q.listItem.map((r: { id: number }) => r.id)).toEqual([id]);
    const all = await ok(w.admin.agent.call('Admin/huizhanQueue', { pageSize: 100 }));
    const states = all.listItem.map((r: { status: string }) => r.status);
    expect(states.indexOf('approved')).toBeGreaterThan(states.lastIndexOf('pending'));
    expect(states).not.toContain('draft');
    const approved = await ok(w.admin.agent.call('Admin/huizhanQueue', { status: 'approved' }));
    expect(approved.listItem.every((r: { status: string }) => r.status === 'approved')).toBe(true);
  });

  it('Article/huizhanMine: the member’s own entries only, every state, with exact totals', async () => {
    const mine = await ok(w.business.agent.call('Article/huizhanMine', { pageSize: 100 }));
    expect(mine.total).toBe(mine.listItem.length);
    // every state the tests above left (which of the two racing reviews won decides whether one is rejected)
    const states = new Set(mine.listItem.map((r: { status: string }) => r.status));
    for (const s of ['draft', 'pending', 'approved']) expect(states).toContain(s);
    const stored = await rows(`select count(*)::int as n from exhibitions where publisher_id = ${w.business.id}`);
    expect(stored).toEqual([{ n: mine.total }]);
    expect((await ok(w.other.agent.call('Article/huizhanMine', {}))).total).toBe(0);
  });
});
