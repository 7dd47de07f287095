import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { designersDemoStep } from '../designers/designers.demo.js';
import { seedDemoData } from '../demo/demo.service.js';
import { ok } from '../tasks/tasks.fixtures.js';
import { servicesDemoStep } from './services.demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx, t.app.log, [designersDemoStep, servicesDemoStep]);
}, 180_000);
afterAll(async () => t?.close());

describe('the service packages demo data', () => {
  it('has six active packages of five designers with covers (one more paused), found in both languages', async () => {
    const all = await ok(t.agent().call('Common/searchService', { pageSize: 100 }));
    expect(all.total).toBe(6);
    expect(new Set(all.listItem.map((s: { designer: { cardno: string } }) => s.designer.cardno)).size).toBe(5);
    expect(all.listItem.every((s: { cover: string | null }) => s.cover)).toBe(true);
    expect((await ok(t.agent().call('Common/searchService', { searchKey: '展台' }))).total).toBeGreaterThan(1);
    expect((await ok(t.agent().call('Common/searchService', { searchKey: '舞台' }))).total).toBeGreaterThan(0);
    const detail = await ok(t.agent().call('Common/serviceInfo', { id: all.listItem[0].id }));
    expect(detail.designer.nickname).toBeTruthy();
  });

  it('are a kind of the global search, linking to the package', async () => {
    const r = (await t.agent().call('Common/search', { keyword: '岛型展台', kind: 'service' }, { 'accept-language': 'en-US' })).body.data;
    expect(r.kind).toBe('service');
    expect(r.listItem[0]).toMatchObject({ kind: 'service', title: '36㎡ 岛型展台 3 张效果图' });
    expect(r.listItem[0].href).toBe(`/serviceInfo?id=${r.listItem[0].id}`);
    expect(r.listItem[0].subtitle).toMatch(/ · [\d,.]+ coins · \d+ days$/);
  });
});
