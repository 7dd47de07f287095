import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemoData } from '../demo/demo.service.js';
import { ok } from '../tasks/tasks.fixtures.js';
import { modelDemoStep } from './models.demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx, t.app.log, [modelDemoStep]);
}, 120_000);
afterAll(async () => t?.close());

describe('the model centre demo data', () => {
  it('has 28 approved models across categories with thumbnails, polygons, sizes and a viewer preview', async () => {
    const all = await ok(t.agent().call('Common/searchModel', { pageSize: 100 }));
    expect(all.total).toBe(28);
    expect(new Set(all.listItem.map((m: { category: string }) => m.category)).size).toBeGreaterThanOrEqual(7);
    expect(all.listItem.every((m: { thumbnail: string | null; polygons: number }) => m.thumbnail && m.polygons > 0)).toBe(true);
    expect(all.listItem.some((m: { price: number }) => m.price > 0)).toBe(true);
    expect(all.listItem.some((m: { price: number }) => m.price === 0)).toBe(true);
    const detail = await ok(t.agent().call('Common/modelInfo', { id: all.listItem[0].id }));
    expect(detail.previewUrl).toMatch(/^\/api\/File\/private\//);
    expect(detail.bbox.every((n: number) => n > 0)).toBe(true);
    const preview = await t.app.inject({ method: 'GET', url: detail.previewUrl });
    expect(preview.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    expect((await ok(t.agent().call('Common/searchModel', { searchKey: '展台' }))).total).toBeGreaterThan(3);
    expect((await ok(t.agent().call('Common/searchModel', { searchKey: 'truss' }))).total).toBeGreaterThan(1);
  });
});
