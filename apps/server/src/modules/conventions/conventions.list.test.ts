// @engine-parity: dates, months and time zones in list filters
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { actor, type Actor } from '../tasks/tasks.fixtures.js';
import { approvedConvention, createVenue, dayFromNow } from './conventions.fixtures.js';

let t: TestApp;
let biz: Actor, admin: Actor;
const ids: Record<string, number> = {};
let bigVenue: number, smallVenue: number;

beforeAll(async () => {
  t = await createTestApp();
  [biz, admin] = await Promise.all([actor(t, 'business'), actor(t, 'admin')]);
  bigVenue = await createVenue(admin, { name: '大型会展中心', nameEn: 'Grand Expo', halls: [{ name: 'A', plaza: 60_000, sizes: 20_000 }] });
  smallVenue = await createVenue(admin, {
    name: '小型会议中心',
    nameEn: 'Small Hall',
    city: '北京',
    halls: [{ name: 'A', plaza: 3_000, sizes: 800 }],
  });
  const d = (n: number) => dayFromNow(t, n);
  ids.auto = await approvedConvention(t, biz, admin, {
    title: '上海国际车展论坛',
    titleEn: 'Shanghai Auto Show Forum',
    city: '上海',
    sizes: 1500,
    industry: 'auto',
    venueId: bigVenue,
    sdate: d(20),
    edate: d(22),
  });
  ids.med = await approvedConvention(t, biz, admin, {
    title: '北京医疗器械大会',
    titleEn: 'Beijing Medical Devices Congress',
    city: '北京',
    sizes: 300,
    industry: 'medical',
    venueId: smallVenue,
    sdate: d(5),
    edate: d(6),
  });
  ids.ai = await approvedConvention(t, biz, admin, {
    title: '广州人工智能峰会',
    titleEn: 'Guangzhou AI Summit',
    city: '广州',
    sizes: 5000,
    industry: 'electronics',
    sdate: d(60),
    edate: d(61),
  });
  ids.past = await approvedConvention(t, biz, admin, {
    title: '上海新能源汽车论坛',
    titleEn: 'Shanghai EV Forum',
    city: '上海',
    sizes: 50,
    industry: 'auto',
    sdate: d(-10),
    edate: d(-9),
  });
});
afterAll(async () => t?.close());

const search = async (q: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (await t.agent().call('Common/searchHuiyi', { page: 1, pageSize: 20, ...q }, headers)).body.data;
const idsOf = async (q: Record<string, unknown>) => (await search(q)).listItem.map((c: any) => c.id);

describe('Common/searchHuiyi', () => {
  it('without a keyword: upcoming soonest first, ended ones last', async () => {
    expect(await idsOf({})).toEqual([ids.med, ids.auto, ids.ai, ids.past]);
    const page = await search({});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.listItem[1]).toMatchObject({ title: '上海国际车展论坛', city: '上海', sizes: 1500, venue: { id: bigVenue, name: '大型会展中心' } });
  });

  it('each filter alone', async () => {
    expect(await idsOf({ city: '北京' })).toEqual([ids.med]);
    expect(await idsOf({ city: ['北京', '广州'] })).toEqual([ids.med, ids.ai]);
    expect(await idsOf({ sizeRange: 3 })).toEqual([ids.auto]); // 500–2,000
    expect(await idsOf({ sizeRange: 1 })).toEqual([ids.past]); // < 100
    expect(await idsOf({ plaza: 4 })).toEqual([ids.auto]); // venue 50,000–100,000 m²
    expect(await idsOf({ plaza: 1 })).toEqual([ids.med]); // venue < 5,000 m²
    expect(await idsOf({ industry: 'auto' })).toEqual([ids.auto, ids.past]);
    expect(await idsOf({ dateFrom: dayFromNow(t, 21), dateTo: dayFromNow(t, 30) })).toEqual([ids.auto]);
    expect(await idsOf({ dateFrom: dayFromNow(t, 0) })).toEqual([ids.med, ids.auto, ids.ai]);
    expect(await idsOf({ dateTo: dayFromNow(t, 0) })).toEqual([ids.past]);
  });

  it('filters combined', async () => {
    expect(await idsOf({ city: '上海', industry: 'auto', dateFrom: dayFromNow(t, 0) })).toEqual([ids.auto]);
    expect(await idsOf({ city: '上海', sizeRange: 3, plaza: 4, searchKey: '车展' })).toEqual([ids.auto]);
    expect(await idsOf({ city: '北京', industry: 'auto' })).toEqual([]);
  });

  it('keywords in Chinese and English (relevance, then date)', async () => {
    expect(await idsOf({ searchKey: '车展' })).toEqual([ids.auto]);
    expect(await idsOf({ searchKey: 'auto show' })).toEqual([ids.auto]);
    expect(await idsOf({ searchKey: 'auto' })).toHaveLength(4); // every description says "auto industry"
    expect(await idsOf({ searchKey: '论坛' })).toEqual(expect.arrayContaining([ids.auto, ids.past]));
    expect(await idsOf({ searchKey: 'forum' })).toHaveLength(2);
    expect(await idsOf({ searchKey: 'medical' })).toEqual([ids.med]);
    expect(await idsOf({ searchKey: '不存在的会议' })).toEqual([]);
    const en = await search({ searchKey: 'AI' }, { 'accept-language': 'en-US' });
    expect(en.listItem[0]).toMatchObject({ id: ids.ai, title: 'Guangzhou AI Summit' });
  });

  it('pages', async () => {
    const p1 = await search({ pageSize: 2, page: 1 });
    const p2 = await search({ pageSize: 2, page: 2 });
    const p3 = await search({ pageSize: 2, page: 3 });
    expect(p1.total).toBe(4);
    expect([...p1.listItem, ...p2.listItem].map((c: any) => c.id)).toEqual([ids.med, ids.auto, ids.ai, ids.past]);
    expect(p3.listItem).toEqual([]);
  });

  it('refuses bad filters with VALIDATION_FAILED', async () => {
    const res = await t.agent().call('Common/searchHuiyi', { plaza: 9 });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('global search provider (conventionSearchHits)', () => {
  it('answers hits of the shared shape', async () => {
    const { conventionSearchHits } = await import('./conventions.service.js');
    const hits = await conventionSearchHits(t.app.ctx, null, { keyword: '车展', page: 1, pageSize: 10 });
    expect(hits.total).toBe(1);
    expect(hits.listItem[0]).toMatchObject({ kind: 'convention', id: ids.auto, title: '上海国际车展论坛', href: `/conventionSpace/${ids.auto}` });
  });
});
