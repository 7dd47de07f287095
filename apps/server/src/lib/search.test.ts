// @engine-parity: the bigram search helper and ILIKE on each engine
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ok, PIN, taskBody, world, type World } from '../modules/tasks/tasks.fixtures.js';
import { searchQuery, searchTokens } from './search.js';

describe('tokens', () => {
  it('cuts CJK runs into characters and neighbour pairs, Latin into lower-cased words', () => {
    expect(searchTokens('上海国际车展').split(' ')).toEqual(['上', '海', '国', '际', '车', '展', '上海', '海国', '国际', '际车', '车展']);
    expect(searchTokens('Auto Show 2025')).toBe('auto show 2025');
    expect(searchTokens('LED屏幕', 'ＡＢＣ')).toBe('led 屏 幕 屏幕 abc'); // full-width letters normalised
  });

  it('drops punctuation and operators so a token can never be tsquery syntax', () => {
    expect(searchTokens("a&b|c!d:*'e' (f)")).toBe('a b c d e f');
    expect(searchQuery("auto & ' | !")).toBe('auto:*');
    expect(searchQuery('   ')).toBeNull();
    expect(searchQuery('!!!')).toBeNull();
  });

  it('asks a CJK keyword by its pairs, a lone character by itself, Latin words as prefixes', () => {
    expect(searchQuery('展台')).toBe('展台');
    expect(searchQuery('国际展台')).toBe('国际 & 际展 & 展台');
    expect(searchQuery('展')).toBe('展');
    expect(searchQuery('Auto show')).toBe('auto:* & show:*');
    expect(searchQuery('新能源 EV')).toBe('新能 & 能源 & ev:*');
  });
});

describe('short forms (issue 32)', () => {
  it('asks a keyword holding a short form by its pairs or by the pairs of one of its long forms', () => {
    expect(searchQuery('车展')).toBe('((车展) | (汽车 & 展览) | (汽车 & 博览))');
    expect(searchQuery('上海车展 EV')).toBe('((上海 & 海车 & 车展) | (上海 & 汽车 & 展览) | (上海 & 汽车 & 博览)) & ev:*');
  });
});

describe('keyword search of tasks (index-backed, PGlite and PostgreSQL)', () => {
  let t: TestApp;
  let w: World;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    w = await world(t);
    const publish = async (key: string, title: string, tips = '', addr = '上海 国家会展中心') => {
      const { id } = await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { title, tips, addr })));
      await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
      ids[key] = id;
    };
    await publish('autoShow', '上海国际车展 特装展台', 'Auto Show booth for an EV maker');
    await publish('medical', '广州医疗器械博览会展台', '简洁、专业的医疗风格', '广州 琶洲 广交会展馆');
    await publish('stage', 'Annual Tech Conference stage', 'Automotive partners keynote', '深圳 会展中心');
    await publish('furniture', '家具展 木作展台', '', '东莞 厚街');
  });
  afterAll(async () => t?.close());

  const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
    (await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 50, keyword, ...extra }))).listItem.map((x: any) => x.id).sort();

  it('车展 finds 上海国际车展', async () => {
    expect(await search('车展')).toEqual([ids.autoShow]);
  });

  it('"auto" finds "Auto Show" (and Automotive, as a prefix)', async () => {
    expect(await search('auto')).toEqual([ids.autoShow, ids.stage].sort());
    expect(await search('AUTO show')).toEqual([ids.autoShow]);
  });

  it('matches requirements and the address too, and needs every word', async () => {
    expect(await search('医疗')).toEqual([ids.medical]);
    expect(await search('琶洲')).toEqual([ids.medical]);
    expect(await search('医疗 深圳')).toEqual([]);
    expect(await search('展台')).toEqual([ids.autoShow, ids.medical, ids.furniture].sort());
  });

  it('a keyword with nothing searchable does not filter; filters combine with it', async () => {
    expect((await search('  !! ')).length).toBeGreaterThanOrEqual(4);
    expect(await search('展台', { city: '广州' })).toEqual([ids.medical]);
    expect(await search('展台', { city: ['广州', '东莞'] })).toEqual([ids.medical, ids.furniture].sort());
  });

  it('sorts by relevance with a keyword', async () => {
    const res = await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 10, keyword: '展台 上海' }));
    expect(res.listItem[0].id).toBe(ids.autoShow);
  });

  it('uses the GIN index for a keyword (no sequential scan)', async () => {
    const db = t.app.ctx.db;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain select id from tasks where search @@ to_tsquery('simple', ${searchQuery('车展')})`);
      return (res as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/tasks_search_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
