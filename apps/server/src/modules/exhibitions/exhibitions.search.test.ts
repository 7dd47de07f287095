// @engine-parity: search and date filters of the calendar
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { MAX_EVENT_DAYS } from '@boothhub/shared/contracts/catalogue';
import { exWorld, insertRow, ok, type ExWorld } from './exhibitions.fixtures.js';
import { exhibitionSearchHits } from './exhibitions.service.js';

let t: TestApp;
let w: ExWorld;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  w = await exWorld(t);
  const p = w.business.id;
  ids.shAuto = await insertRow(t, p, {
    title: '上海国际汽车工业展览会',
    titleEn: 'Shanghai International Auto Show',
    city: '上海',
    area: 360_000,
    start: 40,
  });
  ids.bjAuto = await insertRow(t, p, { title: '北京国际汽车展览会', titleEn: 'Beijing Auto Show', city: '北京', area: 220_000, start: 10 });
  ids.gzFurn = await insertRow(t, p, {
    title: '广州国际家具博览会',
    titleEn: 'Guangzhou Furniture Fair',
    city: '广州',
    industry: 'furniture',
    area: 30_000,
    start: 5,
  });
  ids.szTech = await insertRow(t, p, {
    title: '深圳国际消费电子展',
    titleEn: 'Shenzhen Consumer Electronics Fair',
    city: '深圳',
    industry: 'tech',
    area: 8_000,
    start: 20,
  });
  ids.ongoing = await insertRow(t, p, {
    title: '成都国际汽车展览会',
    titleEn: 'Chengdu Motor Show',
    city: '成都',
    area: 200_000,
    start: -2,
    days: 5,
  });
  ids.ended = await insertRow(t, p, { title: '武汉国际汽车展览会', titleEn: 'Wuhan Auto Show', city: '武汉', area: 100_000, start: -20, days: 3 });
  ids.pending = await insertRow(t, p, { title: '南京国际汽车展览会', titleEn: 'Nanjing Auto Show', city: '南京', start: 15, status: 'pending' });
  ids.draft = await insertRow(t, p, { title: '西安国际汽车展览会', city: '西安', start: 16, status: 'draft' });
  ids.sameDay = await insertRow(t, p, {
    title: '上海国际家具博览会',
    titleEn: 'Furniture Expo Shanghai',
    city: '上海',
    industry: 'furniture',
    area: 150_000,
    start: 5,
  });
});
afterAll(async () => t?.close());

const search = (body: Record<string, unknown> = {}, agent = () => t.agent()) => ok(agent().call('Common/searchHuizhan', body));
const idsOf = (d: { listItem: Array<{ id: number }> }) => d.listItem.map((i) => i.id);

describe('Common/searchHuizhan', () => {
  it('lists approved, not ended exhibitions soonest first (then id), with the list envelope', async () => {
    const d = await search();
    expect(idsOf(d)).toEqual([ids.ongoing, ids.gzFurn, ids.sameDay, ids.bjAuto, ids.szTech, ids.shAuto]);
    expect(d).toMatchObject({ total: 6, page: 1, pageSize: 20, totalCapped: false });
    const item = d.listItem.find((i: { id: number }) => i.id === ids.shAuto);
    expect(item).toEqual({
      id: ids.shAuto,
      title: '上海国际汽车工业展览会',
      city: '上海',
      venue: null,
      address: '',
      sdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      edate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      industry: 'auto',
      area: 360_000,
      exhibitors: 0,
      cover: null,
      fav: false,
      hasPlan: false,
    });
  });

  it('answers titles in the request language', async () => {
    const d = await ok(t.agent().call('Common/searchHuizhan', { city: '上海' }, { 'accept-language': 'en-US' }));
    expect(d.listItem.map((i: { title: string }) => i.title)).toEqual(['Furniture Expo Shanghai', 'Shanghai International Auto Show']);
  });

  it('pages', async () => {
    const p1 = await search({ pageSize: 4 });
    const p2 = await search({ pageSize: 4, page: 2 });
    expect([...idsOf(p1), ...idsOf(p2)]).toEqual(idsOf(await search()));
    expect(p2).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(idsOf(await search({ page: 9 }))).toEqual([]);
  });

  it('filters by one city or several', async () => {
    expect(idsOf(await search({ city: '上海' }))).toEqual([ids.sameDay, ids.shAuto]);
    expect(idsOf(await search({ city: ['北京', '深圳'] }))).toEqual([ids.bjAuto, ids.szTech]);
    expect((await search({ city: ['拉萨'] })).total).toBe(0);
  });

  it('filters by industry and by area band', async () => {
    expect(idsOf(await search({ industry: 'furniture' }))).toEqual([ids.gzFurn, ids.sameDay]);
    expect(idsOf(await search({ plaza: 2 }))).toEqual([ids.szTech]); // 5,000–20,000 m²
  });

  it('area bands are [min, max)', async () => {
    expect(idsOf(await search({ plaza: 1 }))).toEqual([]); // under 5,000 m²
    expect(idsOf(await search({ plaza: 3 }))).toEqual([ids.gzFurn]); // 20,000–50,000
    expect(idsOf(await search({ plaza: 5 }))).toEqual([ids.ongoing, ids.sameDay, ids.bjAuto, ids.shAuto]); // 100,000+
  });

  it('filters by a date range that overlaps the days, and a past range reaches ended ones', async () => {
    const now = t.app.ctx.now().getTime();
    const d = (n: number) => new Date(now + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(idsOf(await search({ dateFrom: d(8), dateTo: d(12) }))).toEqual([ids.bjAuto]);
    expect(idsOf(await search({ dateFrom: d(-30), dateTo: d(-15) }))).toEqual([ids.ended]);
    expect(idsOf(await search({ dateTo: d(6) }))).toContain(ids.ended);
    expect((await search({ dateFrom: d(10), dateTo: d(5) })).total).toBe(0);
  });

  it('combines filters', async () => {
    expect(idsOf(await search({ city: ['上海', '北京'], industry: 'auto', plaza: 5 }))).toEqual([ids.bjAuto, ids.shAuto]);
    expect(idsOf(await search({ searchKey: '车展', city: '北京' }))).toEqual([ids.bjAuto]);
    expect(idsOf(await search({ searchKey: '汽车', city: ['上海', '北京'], plaza: 5 }))).toEqual([ids.bjAuto, ids.shAuto]);
  });

  it('finds 车展 and "auto" alike, relevance then date; never pending, draft or ended ones by default', async () => {
    const zh = await search({ searchKey: '车展' });
    // 汽车展览会 holds 车展; 汽车工业展览会 holds its long form (汽车 … 展览, lib/search.ts SHORT_FORMS) and ranks after
    expect(idsOf(zh)).toEqual([ids.ongoing, ids.bjAuto, ids.shAuto]);
    const en = await search({ searchKey: 'auto' });
    expect(idsOf(en).sort()).toEqual([ids.bjAuto, ids.shAuto].sort());
    expect(idsOf(await search({ searchKey: 'Shanghai auto' }))).toEqual([ids.shAuto]);
    expect((await search({ searchKey: '!!!' })).total).toBe(6); // nothing searchable: no keyword filter
  });

  it('filters by venue', async () => {
    expect((await search({ venueId: 999 })).total).toBe(0);
  });

  it('marks the favourites of a member', async () => {
    await ok(w.designer.agent.call('Myfavorite/huizhanFvr', { id: ids.bjAuto, fav: true }));
    const d = await search({ city: '北京' }, () => w.designer.agent);
    expect(d.listItem[0]).toMatchObject({ id: ids.bjAuto, fav: true });
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    const res = await t.agent().call('Common/searchHuizhan', { plaza: 9 });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await t.agent().call('Common/searchHuizhan', { dateFrom: '2026-02-30' })).status).toBe(400);
  });

  it('answers the global search as hits (exhibitionSearchHits)', async () => {
    const hits = await exhibitionSearchHits(t.app.ctx, null, { keyword: 'auto', page: 1, pageSize: 10, lang: 'en-US' });
    expect(hits.total).toBe(2);
    expect(hits.totalCapped).toBe(false);
    expect(hits.listItem).toContainEqual({
      kind: 'exhibition',
      id: ids.shAuto,
      title: 'Shanghai International Auto Show',
      subtitle: expect.stringContaining('Shanghai · '), // the city in the request's language (decision 087)
      cover: null,
      href: `/exhibition/${ids.shAuto}`,
    });
    expect((await exhibitionSearchHits(t.app.ctx, null, { keyword: '车展', page: 1, pageSize: 10 })).listItem[0]!.title).toBe('成都国际汽车展览会');
  });

  it('still lists the longest exhibition allowed (MAX_EVENT_DAYS) on its last day, under the bounded date scan', async () => {
    // started MAX_EVENT_DAYS ago, ends today: the scan's lower bound (today − MAX_EVENT_DAYS) is its first day
    const id = await insertRow(t, w.business.id, { title: '拉萨长期展', city: '拉萨', start: -MAX_EVENT_DAYS, days: MAX_EVENT_DAYS + 1 });
    expect(idsOf(await search({ city: '拉萨' }))).toEqual([id]);
    expect(idsOf(await search())).toContain(id);
    const now = t.app.ctx.now().getTime();
    const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(idsOf(await search({ city: '拉萨', dateFrom: today, dateTo: today }))).toEqual([id]);
  });
});
