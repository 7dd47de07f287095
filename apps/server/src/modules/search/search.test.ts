// @engine-parity: full-text and bigram search across kinds
// @isolated: registers fake search providers
import type { SearchHit } from '@boothhub/shared/contracts/search';
import { describe, expect, it } from 'vitest';
import { ok, taskIn, worldForTests } from '../tasks/tasks.fixtures.js';
import { registerSearchProvider, SITE_COUNTS_TTL_MS } from './search.service.js';

const s = worldForTests();
const visitor = () => s.t.agent();
const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) => ok(visitor().call('Common/search', body, headers));

/** A stand-in kind: the search module only sees providers, so another kind is a function answering hits. */
const fakeHits =
  (kind: SearchHit['kind'], titles: string[], capped = false) =>
  async (_ctx: unknown, _v: unknown, q: { keyword: string; page: number; pageSize: number }) => {
    const found = titles.filter((t) => t.toLowerCase().includes(q.keyword.toLowerCase()));
    const listItem = found
      .slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
      .map((title, i) => ({ kind, id: i + 1, title, subtitle: '', cover: null, href: `/${kind}/${i + 1}` }));
    return { listItem, total: capped && found.length ? 1000 : found.length, totalCapped: capped && found.length > 0 };
  };

describe('global search over business tasks (Common/search)', () => {
  let cheZhan: number[];
  it('finds recruiting tasks only, by 车展 and by "auto", with the task tab chosen', async () => {
    const { w } = s;
    cheZhan = [await taskIn(w, 'recruiting'), await taskIn(w, 'recruiting', { title: '北京车展 双层展台 Automotive stand', city: '北京' })];
    await taskIn(w, 'recruiting', { title: '深圳家具展 木作展台', tips: '原木风格', addr: '深圳 会展中心' });
    const hidden = [await taskIn(w, 'unpaid'), await taskIn(w, 'cancelled'), await taskIn(w, 'in_progress')];

    const zh = await search({ keyword: '车展' });
    expect(zh.kind).toBe('task');
    // every registered kind has a count (the catalogue's kinds are empty in this world)
    expect(Object.keys(zh.counts)).toEqual(['exhibition', 'convention', 'venue', 'task', 'designer', 'service', 'factory', 'model']);
    expect(zh.counts.task).toEqual({ total: 2, totalCapped: false });
    expect(zh.counts.exhibition).toEqual({ total: 0, totalCapped: false });
    expect(zh.listItem.map((h: SearchHit) => h.id).sort()).toEqual([...cheZhan].sort());
    for (const id of hidden) expect(zh.listItem.some((h: SearchHit) => h.id === id)).toBe(false);
    const hit = zh.listItem.find((h: SearchHit) => h.id === cheZhan[1])!;
    expect(hit).toMatchObject({ kind: 'task', title: '北京车展 双层展台 Automotive stand', cover: null, href: `/orderDetail?id=${cheZhan[1]}` });
    expect(hit.subtitle).toMatch(/^北京 · 预算 ¥8,000\.00 · 截止 \d{4}-\d{2}-\d{2}$/);

    const en = await search({ keyword: 'auto' }, { 'accept-language': 'en-US' });
    expect(en.listItem.map((h: SearchHit) => h.id).sort()).toEqual([...cheZhan].sort());
    expect(en.listItem[0].subtitle).toMatch(/ · budget ¥8,000\.00 · due \d{4}-\d{2}-\d{2}$/);
    expect((await search({ keyword: 'AUTO SHOW' })).total).toBe(1);
  });

  it('pages the chosen kind', async () => {
    const p1 = await search({ keyword: '车展', pageSize: 1, page: 1 });
    const p2 = await search({ keyword: '车展', pageSize: 1, page: 2 });
    const p3 = await search({ keyword: '车展', pageSize: 1, page: 3 });
    expect([p1.total, p2.total, p3.total]).toEqual([2, 2, 2]);
    expect([p1.page, p1.pageSize, p2.page]).toEqual([1, 1, 2]);
    expect(new Set([p1.listItem[0].id, p2.listItem[0].id])).toEqual(new Set(cheZhan));
    expect(p3.listItem).toEqual([]);
  });

  it('answers no hits for a keyword nothing matches or with nothing searchable in it', async () => {
    for (const keyword of ['不存在的词语', '!!!']) {
      const r = await search({ keyword });
      expect(r).toMatchObject({ listItem: [], total: 0, counts: { task: { total: 0, totalCapped: false } } });
      for (const kind of Object.keys(r.counts)) expect(r.counts[kind]).toEqual({ total: 0, totalCapped: false });
    }
  });

  it('refuses an empty or blank keyword, and unknown fields', async () => {
    for (const body of [{}, { keyword: '' }, { keyword: '   ' }, { keyword: '车展', extra: 1 }, { keyword: '车展', kind: 'planet' }]) {
      const res = await visitor().call('Common/search', body);
      expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
    const res = await visitor().call('Common/searchSuggest', { keyword: ' ' });
    expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('suggests recruiting task titles as one types, prefix matches first', async () => {
    const r = await ok(visitor().call('Common/searchSuggest', { keyword: '北京' }));
    expect(r.listItem).toEqual([
      { kind: 'task', id: cheZhan[1], title: '北京车展 双层展台 Automotive stand', href: `/orderDetail?id=${cheZhan[1]}` },
    ]);
    const many = await ok(visitor().call('Common/searchSuggest', { keyword: '车展' }));
    expect(many.listItem.map((x: SearchHit) => x.id).sort()).toEqual([...cheZhan].sort());
    expect((await ok(visitor().call('Common/searchSuggest', { keyword: '不存在的词语' }))).listItem).toEqual([]);
  });
});

describe('kinds as tabs (providers registered side by side)', () => {
  it('counts every registered kind in the order of searchKinds, chooses the first with hits, and pages the chosen one', async () => {
    // registered after the app: the registry is read per call; venue before exhibition to show the order is the kinds'
    registerSearchProvider('venue', fakeHits('venue', ['国家会展中心（上海）车展馆']));
    registerSearchProvider('exhibition', fakeHits('exhibition', [], true));
    const r = await search({ keyword: '车展' });
    expect(Object.keys(r.counts)).toEqual(['exhibition', 'convention', 'venue', 'task', 'designer', 'service', 'factory', 'model']);
    expect(r.counts).toEqual({
      exhibition: { total: 0, totalCapped: false },
      convention: { total: 0, totalCapped: false },
      venue: { total: 1, totalCapped: false },
      task: { total: 2, totalCapped: false },
      designer: { total: 0, totalCapped: false },
      service: { total: 0, totalCapped: false },
      factory: { total: 0, totalCapped: false },
      model: { total: 0, totalCapped: false },
    });
    expect(r.kind).toBe('venue');
    expect(r.listItem.map((h: SearchHit) => h.title)).toEqual(['国家会展中心（上海）车展馆']);

    const tasks = await search({ keyword: '车展', kind: 'task', pageSize: 1 });
    expect(tasks.kind).toBe('task');
    expect(tasks.counts.venue).toEqual({ total: 1, totalCapped: false });
    expect([tasks.listItem.length, tasks.total]).toEqual([1, 2]);

    // a chosen kind without hits stays chosen: its tab shows that nothing was found there
    const models = await search({ keyword: '车展', kind: 'model' });
    expect([models.kind, models.listItem, models.total]).toEqual(['model', [], 0]);

    registerSearchProvider(
      'exhibition',
      fakeHits(
        'exhibition',
        Array.from({ length: 30 }, (_, i) => `车展 ${i}`),
        true,
      ),
    );
    const capped = await search({ keyword: '车展' });
    expect(capped.kind).toBe('exhibition');
    expect(capped.counts.exhibition).toEqual({ total: 1000, totalCapped: true });
    expect([capped.total, capped.totalCapped, capped.listItem.length]).toEqual([1000, true, 20]);
  });

  it('suggestions take turns across kinds, at most 8, titles starting with the keyword first, no repeats', async () => {
    registerSearchProvider('venue', fakeHits('venue', ['某馆 车展', '车展馆 A', '车展馆 A', '车展馆 B']));
    registerSearchProvider(
      'exhibition',
      fakeHits(
        'exhibition',
        Array.from({ length: 10 }, (_, i) => `车展 ${i}`),
      ),
    );
    const r = await ok(visitor().call('Common/searchSuggest', { keyword: '车展' }));
    const titles = r.listItem.map((x: SearchHit) => x.title);
    expect(titles).toHaveLength(8);
    expect(titles.slice(0, 5)).toEqual(['车展 0', '车展馆 A', '车展 1', '车展 2', '车展馆 B']);
    expect(new Set(titles).size).toBe(8);
    expect(titles.every((t: string) => t.startsWith('车展'))).toBe(true);
  });
});

describe('home page figures (Common/siteCounts)', () => {
  it('counts recruiting tasks per counting kind, cached for a minute', async () => {
    const { t, w } = s;
    // a fresh app per file: recruiting tasks are those created above
    // the exhibition and venue providers were replaced by stand-ins without a count above; conventions keep theirs
    const first = await ok(visitor().call('Common/siteCounts', {}));
    expect(first).toEqual({ convention: 0, task: 3 });
    await taskIn(w, 'recruiting');
    expect(await ok(visitor().call('Common/siteCounts', {}))).toEqual({ convention: 0, task: 3 });
    t.advance(SITE_COUNTS_TTL_MS + 1);
    expect(await ok(visitor().call('Common/siteCounts', {}))).toEqual({ convention: 0, task: 4 });
  });
});

describe('short forms in the global search (issue 32)', () => {
  it('车展 finds the demo show task spelt out as 汽车工业展览会, and 广交会 a task at the 进出口商品交易会', async () => {
    const { w } = s;
    const expo = await taskIn(w, 'recruiting', { title: '上海国际汽车工业展览会 特装展台设计', city: '上海' });
    const canton = await taskIn(w, 'recruiting', { title: '中国进出口商品交易会 标准展位升级', city: '广州' });
    expect((await search({ keyword: '车展' })).listItem.map((h: SearchHit) => h.id)).toContain(expo);
    expect((await search({ keyword: '上海车展' })).listItem.map((h: SearchHit) => h.id)).toContain(expo);
    expect((await search({ keyword: '广交会' })).listItem.map((h: SearchHit) => h.id)).toEqual([canton]);
    // a short form does not make unrelated words match
    expect((await search({ keyword: '北京车展' })).listItem.map((h: SearchHit) => h.id)).not.toContain(expo);
  });
});
