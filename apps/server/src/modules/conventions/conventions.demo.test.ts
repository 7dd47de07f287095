import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo/demo.service.js';
import { conventionsDemoStep } from './conventions.demo.js';

describe('demo venues and conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('seeds ≥20 venues in ≥10 cities (6 featured, 2 with a panorama) and ≥20 approved conventions, 2 pending, quickly', async () => {
    const started = Date.now();
    expect(await seedDemoData(t.app.ctx, t.app.log, [conventionsDemoStep])).toBe(true);
    const took = Date.now() - started;
    expect(took).toBeLessThan(30_000); // about 1–2 s on an idle machine; a guard against an order of magnitude, not a speed test
    const a = t.agent();
    const venues = (await a.call('Common/searchHuichang', { page: 1, pageSize: 100 })).body.data;
    expect(venues.total).toBeGreaterThanOrEqual(20);
    expect(new Set(venues.listItem.map((v: any) => v.city)).size).toBeGreaterThanOrEqual(10);
    expect((await a.call('Common/searchHuichang', { featured: true })).body.data.total).toBe(6);
    const withPano = [];
    for (const v of venues.listItem) {
      const d = (await a.call('Common/huichangInfo', { id: v.id })).body.data;
      expect(d.halls.length).toBeGreaterThanOrEqual(2);
      if (d.panoramas.length) withPano.push(d);
    }
    expect(withPano).toHaveLength(2);
    const pano = await a.get(withPano[0].panoramas[0]);
    expect(pano.status).toBe(200);
    expect(pano.headers['content-type']).toContain('image/png');

    const conventions = (await a.call('Common/searchHuiyi', { page: 1, pageSize: 100 })).body.data;
    expect(conventions.total).toBeGreaterThanOrEqual(20);
    expect(conventions.listItem.every((c: any) => c.venue && c.cover)).toBe(true);
    expect((await a.call('Common/searchHuiyi', { searchKey: 'summit' })).body.data.total).toBeGreaterThan(0);
    expect((await a.call('Common/searchHuiyi', { searchKey: '峰会' })).body.data.total).toBeGreaterThan(0);

    // issue 32: every convention's cover is its own picture (a shared cover showed another event's name), on the
    // list and on the detail, and the detail's pictures are not another event's cover
    const hash = async (url: string) =>
      createHash('sha256')
        .update((await a.get(url)).raw.rawPayload)
        .digest('hex');
    const coverOf = new Map<string, string>();
    for (const c of conventions.listItem) coverOf.set(await hash(c.cover), c.title);
    expect(coverOf.size).toBe(conventions.listItem.length);
    for (const c of conventions.listItem.slice(0, 10)) {
      const d = (await a.call('Common/huiyiInfo', { id: c.id })).body.data.huiyi;
      expect(coverOf.get(await hash(d.cover))).toBe(c.title);
      for (const p of d.pictures) expect(coverOf.get(await hash(p)) ?? c.title).toBe(c.title);
    }

    const admin = t.agent();
    await admin.call('User/login', { phone: DEMO_ACCOUNTS.admin.phone, password: DEMO_PASSWORD });
    expect((await admin.call('Admin/huiyiQueue', { page: 1, pageSize: 10 })).body.data.total).toBe(2);
    expect((await admin.call('Admin/dashboard', {})).body.data.queues.conventions).toBe(2);
  });
});
