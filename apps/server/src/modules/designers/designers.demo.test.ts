import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemoData } from '../demo/demo.service.js';
import { demoSeedSteps } from '../index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps);
});
afterAll(async () => t?.close());

describe('the designers demo data', () => {
  it('lists 21 designers with ratings, works and covers; several in 上海 rated 4 or more', async () => {
    const all = (await t.agent().call('Common/searchDesigner', { pageSize: 100 })).body.data;
    expect(all.total).toBe(21);
    expect(all.listItem.every((c: any) => c.works >= 2 && c.covers.length >= 2 && c.specialties.length >= 1)).toBe(true);
    expect(all.listItem.filter((c: any) => c.ratingCount > 0).length).toBeGreaterThanOrEqual(17);
    const sh = (await t.agent().call('Common/searchDesigner', { city: '上海', minRating: 4 })).body.data;
    expect(sh.total).toBeGreaterThanOrEqual(3);
    const works = (await t.agent().call('Designer/worksList', { cardno: all.listItem[0].cardno })).body.data;
    expect(works.picture.length).toBe(works.listItem.length * 3);
  });

  it('gives every designer a portfolio of their own: three or four projects, no title shared with another designer (issue 32)', async () => {
    const all = (await t.agent().call('Common/searchDesigner', { pageSize: 100 })).body.data;
    const titles: string[] = [];
    for (const d of all.listItem) {
      const works = (await t.agent().call('Designer/worksList', { cardno: d.cardno, pageSize: 20 })).body.data;
      expect(works.listItem.length).toBeGreaterThanOrEqual(3);
      titles.push(...works.listItem.map((w: { title: string }) => w.title));
    }
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('people and models in the global search', () => {
  const search = async (keyword: string, kind: string, lang = 'en-US') =>
    (await t.agent().call('Common/search', { keyword, kind }, { 'accept-language': lang })).body.data;

  it('finds a designer by name, a factory by company name and a model by title, each linking to its page', async () => {
    const des = await search('林晓', 'designer');
    expect(des.kind).toBe('designer');
    expect(des.counts.designer.total).toBeGreaterThanOrEqual(1);
    const [hit] = des.listItem;
    expect(hit).toMatchObject({ kind: 'designer', title: expect.stringContaining('林晓') });
    expect(hit.href).toBe(`/designInfo?cardno=${String(hit.id)}`);
    expect(hit.subtitle).toMatch(/Shanghai · rated \d\.\d · \d+ tasks completed/);

    const fac = await search('展艺', 'factory', 'zh-CN');
    expect(fac.listItem[0]).toMatchObject({ kind: 'factory', title: '上海展艺装饰工程有限公司', subtitle: '上海 · 结构搭建、家具租赁' });
    expect(fac.listItem[0].href).toBe(`/factoryInfo?cardno=${String(fac.listItem[0].id)}`);
    expect((await search('Zhanyi', 'factory')).listItem[0].title).toBe('Shanghai Zhanyi Decoration');

    const mdl = await search('转角展台', 'model');
    expect(mdl.listItem[0]).toMatchObject({ kind: 'model', title: '6×3 转角展台', subtitle: 'GLB · 15.00 coins' });
    expect(mdl.listItem[0].href).toBe(`/modelDetail?id=${mdl.listItem[0].id}`);
  });
});
