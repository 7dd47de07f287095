import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { actor, ok, type Actor } from '../tasks/tasks.fixtures.js';
import { uploadImage } from '../conventions/conventions.fixtures.js';

let t: TestApp;
let admin: Actor, designer: Actor, biz: Actor;

const body = (over: Record<string, unknown> = {}) => ({
  category: 'guides',
  title: '如何写一份展台需求',
  titleEn: 'How to write a booth brief',
  summary: '面积、开口和限高',
  summaryEn: 'Area, open sides and height limit',
  content: '<p>第一段<script>alert(1)</script></p><img src="https://evil.example/x.png" onerror="alert(1)">',
  tags: ['需求'],
  status: 'published',
  ...over,
});
const save = async (over: Record<string, unknown> = {}) => (await ok(admin.agent.call('Admin/articleSave', body(over)))).id as number;
const list = async (q: Record<string, unknown> = {}, a = t.agent(), headers?: Record<string, string>) =>
  (await a.call('Article/articleList', { page: 1, pageSize: 20, ...q }, headers)).body.data;

beforeAll(async () => {
  t = await createTestApp();
  [admin, designer, biz] = await Promise.all([actor(t, 'admin'), actor(t, 'designer'), actor(t, 'business')]);
});
afterAll(async () => t?.close());

describe('Admin/articleSave, articleEdit, articleList, articleDel', () => {
  it('creates with sanitised content; a draft stays in the back office; publishing keeps its first date; audited', async () => {
    const cover = await uploadImage(t, admin);
    const id = await save({ cover, status: 'draft' });
    const form = await ok(admin.agent.call('Admin/articleEdit', { id }));
    expect(form).toMatchObject({ id, status: 'draft', publishedAt: null, cover: { fileId: cover }, titleEn: 'How to write a booth brief' });
    expect(form.content).toMatch(/^<p>第一段<\/p>/);
    expect(form.content).not.toMatch(/script|evil|onerror/);
    expect((await t.agent().call('Article/articleInfo', { id })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
    expect((await list()).listItem.map((x: any) => x.id)).not.toContain(id);

    const published = await ok(admin.agent.call('Admin/articleSave', { ...body({ cover }), id }));
    expect(published.publishedAt).not.toBeNull();
    const again = await ok(admin.agent.call('Admin/articleSave', { ...body({ cover, title: '如何写一份好的展台需求' }), id }));
    expect(again.publishedAt).toBe(published.publishedAt);
    const d = await ok(t.agent().call('Article/articleInfo', { id }));
    expect(d).toMatchObject({ id, title: '如何写一份好的展台需求', category: 'guides', cover: `/api/File/public/${cover}`, fav: false });
    expect(d.content).toBe(form.content);

    const back = await ok(admin.agent.call('Admin/articleList', { page: 1, pageSize: 10 }));
    // with its English title, for an English back office (decision 087)
    expect(back.listItem[0]).toMatchObject({ id, status: 'published', title: '如何写一份好的展台需求', titleEn: 'How to write a booth brief' });
    const audit = await ok(admin.agent.call('Admin/auditList', { page: 1, pageSize: 5, action: 'article' }));
    expect(audit.listItem.map((x: any) => x.action)).toEqual(['article.edit', 'article.edit', 'article.create']);

    expect(await ok(admin.agent.call('Admin/articleDel', { id, reason: 'test' }))).toBeNull();
    expect((await t.agent().call('Article/articleInfo', { id })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
  });

  it("refuses another member's cover, an unknown article and bad fields", async () => {
    const theirs = await uploadImage(t, biz);
    expect((await admin.agent.call('Admin/articleSave', body({ cover: theirs }))).body.errorCode).toBe('FILE_NOT_YOURS');
    expect((await admin.agent.call('Admin/articleSave', { ...body(), id: 999999 })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
    expect((await admin.agent.call('Admin/articleEdit', { id: 999999 })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
    expect((await admin.agent.call('Admin/articleDel', { id: 999999 })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
    for (const bad of [{ category: 'gossip' }, { title: 'x' }, { tags: Array(9).fill('a') }, { status: 'pending' }]) {
      const res = await admin.agent.call('Admin/articleSave', body(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('only admins edit: members get 403, visitors 401, and nothing is written', async () => {
    for (const a of [designer.agent, biz.agent]) expect((await a.call('Admin/articleSave', body())).status).toBe(403);
    expect((await t.agent().call('Admin/articleSave', body())).status).toBe(401);
    expect(
      (await ok(admin.agent.call('Admin/articleList', { page: 1, pageSize: 50 }))).listItem.filter((x: any) => x.status === 'published'),
    ).toEqual([]);
  });
});

describe('Article/articleList and articleInfo', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ids.news = await save({ category: 'news', title: '上海车展公布展馆规划', titleEn: 'Shanghai Auto Show hall plan', tags: ['车展'] });
    ids.guide = await save({ category: 'guides', title: '双层展台报批要点', titleEn: 'Two-storey booths: what to file' });
    ids.guide2 = await save({ category: 'guides', title: '展台搭建预算怎么分配', titleEn: 'How to split a build budget' });
    ids.draft = await save({ category: 'news', title: '车展草稿', status: 'draft' });
  });

  it('newest first; filters by category and keyword in both languages; English texts for en-US; paging', async () => {
    expect((await list()).listItem.map((x: any) => x.id)).toEqual([ids.guide2, ids.guide, ids.news]);
    expect((await list({ category: 'guides' })).listItem.map((x: any) => x.id)).toEqual([ids.guide2, ids.guide]);
    expect((await list({ searchKey: '车展' })).listItem.map((x: any) => x.id)).toEqual([ids.news]);
    expect((await list({ searchKey: 'auto show' })).listItem.map((x: any) => x.id)).toEqual([ids.news]);
    expect((await list({ searchKey: '双层' })).listItem.map((x: any) => x.id)).toEqual([ids.guide]);
    const en = await list({ searchKey: '车展' }, t.agent(), { 'accept-language': 'en-US' });
    expect(en.listItem[0]).toMatchObject({ title: 'Shanghai Auto Show hall plan', summary: 'Area, open sides and height limit' });
    const p2 = await list({ pageSize: 2, page: 2 });
    expect(p2).toMatchObject({ total: 3, page: 2 });
    expect(p2.listItem.map((x: any) => x.id)).toEqual([ids.news]);
    expect((await t.agent().call('Article/articleList', { category: 'gossip' })).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('the detail links its neighbours and related articles of its category', async () => {
    const d = await ok(t.agent().call('Article/articleInfo', { id: ids.guide }));
    expect(d.newer).toEqual({ id: ids.guide2, title: '展台搭建预算怎么分配' });
    expect(d.older).toEqual({ id: ids.news, title: '上海车展公布展馆规划' });
    expect(d.related.map((x: any) => x.id)).toEqual([ids.guide2]);
    const newest = await ok(t.agent().call('Article/articleInfo', { id: ids.guide2 }));
    expect(newest.newer).toBeNull();
  });

  it('favourites (Myfavorite/arcFvr, arcList): toggle, list, hearts; drafts and unknown ids refused; unpublishing forgets them', async () => {
    const a = designer.agent;
    expect(await ok(a.call('Myfavorite/arcFvr', { id: ids.news }))).toEqual({ id: ids.news, fav: true });
    expect((await ok(a.call('Article/articleInfo', { id: ids.news }))).fav).toBe(true);
    expect((await list({ category: 'news' }, a)).listItem[0].fav).toBe(true);
    expect(await ok(a.call('Myfavorite/arcList', { page: 1, pageSize: 10 }))).toMatchObject({ total: 1, listItem: [{ id: ids.news, fav: true }] });
    expect((await a.call('Myfavorite/arcFvr', { id: ids.draft })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
    expect((await a.call('Myfavorite/arcFvr', { id: 999999 })).body.errorCode).toBe('ARTICLE_NOT_FOUND');
    expect((await t.agent().call('Myfavorite/arcFvr', { id: ids.news })).status).toBe(401);

    await ok(admin.agent.call('Admin/articleSave', { ...body({ category: 'news', title: '上海车展公布展馆规划', status: 'draft' }), id: ids.news }));
    expect(await ok(a.call('Myfavorite/arcList', { page: 1, pageSize: 10 }))).toMatchObject({ total: 0, listItem: [] });
  });
});
