import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemoData } from '../demo/demo.service.js';
import { exhibitionDemoStep } from './exhibitions.demo.js';
import { ok } from './exhibitions.fixtures.js';

let t: TestApp;
let stepMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  await seedDemoData(t.app.ctx, t.app.log, [exhibitionDemoStep]);
  stepMs = performance.now() - started;
}, 120_000);
afterAll(async () => t?.close());

const search = (body: Record<string, unknown>) => ok(t.agent().call('Common/searchHuizhan', body));

describe('the exhibitions demo data', () => {
  it('has 40+ approved exhibitions in 10+ cities with generated covers', async () => {
    const all = await search({ dateFrom: '2000-01-01', pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(new Set(all.listItem.map((i: { city: string }) => i.city)).size).toBeGreaterThanOrEqual(10);
    expect(all.listItem.every((i: { cover: string | null }) => i.cover?.startsWith('/api/File/public/'))).toBe(true);
    const cover = await t.agent().get(all.listItem[0].cover);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    // from about a month ago to six months ahead: some ended, most upcoming
    expect((await search({ pageSize: 100 })).total).toBeLessThan(all.total);
  });

  it('finds 车展 and "auto"', async () => {
    expect((await search({ searchKey: '车展' })).total).toBeGreaterThan(3);
    expect((await search({ searchKey: 'auto' })).total).toBeGreaterThan(3);
  });

  it('gives a few floor plans of two halls with 20–40 plots and build rules, and a few pending entries', async () => {
    const [show] = (await search({ searchKey: '上海国际汽车工业展览会' })).listItem;
    const booth = await ok(t.agent().call('Common/huizhanBooth', { id: show.id }));
    expect(booth.halls).toHaveLength(2);
    for (const h of booth.halls) expect(h.plots.length).toBeGreaterThanOrEqual(20);
    for (const h of booth.halls) expect(h.plots.length).toBeLessThanOrEqual(40);
    expect(booth.rules).toMatchObject({ maxStoreys: 2 });
    // the plan looks alive (decision 070): sold plots (most naming their exhibitor), reserved ones, free ones
    const plots = booth.halls.flatMap((h: { plots: Array<{ state: string; exhibitor: string | null; number: string }> }) => h.plots);
    const count = (state: string) => plots.filter((p: { state: string }) => p.state === state).length;
    expect(count('sold')).toBeGreaterThan(plots.length / 5);
    expect(count('reserved')).toBeGreaterThan(2);
    expect(count('free')).toBeGreaterThan(plots.length / 3);
    expect(plots.filter((p: { exhibitor: string | null }) => p.exhibitor).length).toBeGreaterThan(5);
    expect(plots.find((p: { number: string }) => p.number === 'A203')).toMatchObject({ state: 'free' });
    const res = await t.app.ctx.db.execute(
      sql`select count(*) filter (where status = 'pending')::int as pending, count(distinct exhibition_id)::int as planned from exhibitions left join booth_plots on booth_plots.exhibition_id = exhibitions.id`,
    );
    expect((res as unknown as { rows: unknown[] }).rows[0]).toMatchObject({ pending: 3 });
  });

  it('marks the exhibitions with a floor plan on their cards and filters by it (issue 32 item 8)', async () => {
    const all = await search({ pageSize: 100 });
    const planned = all.listItem.filter((e: { hasPlan: boolean }) => e.hasPlan);
    expect(planned.length).toBeGreaterThanOrEqual(2);
    expect(planned.length).toBeLessThan(all.listItem.length);
    const filtered = await search({ pageSize: 100, hasPlan: true });
    expect(filtered.listItem.map((e: { id: number }) => e.id).sort()).toEqual(planned.map((e: { id: number }) => e.id).sort());
    expect(filtered.total).toBe(planned.length);
    for (const e of filtered.listItem.slice(0, 3)) {
      expect((await ok(t.agent().call('Common/huizhanBooth', { id: e.id }))).halls.length).toBeGreaterThan(0);
    }
    const [shanghai] = (await search({ searchKey: '上海国际汽车工业展览会', hasPlan: true })).listItem;
    expect(shanghai).toMatchObject({ hasPlan: true });
    expect((await ok(t.agent().call('Common/huizhanInfo', { id: shanghai.id }))).hasPlan).toBe(true);
  });

  it('seeds quickly (the demo accounts and this step: under 3 s on a quiet machine; the bound leaves room for a busy run)', () => {
    expect(stepMs).toBeLessThan(30_000); // a guard against a step gone slow by an order of magnitude, not a speed test
  });
});
