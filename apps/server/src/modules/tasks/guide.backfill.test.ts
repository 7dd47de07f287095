// @engine-parity: the migration's SQL rounding (numeric log, round) against the server's JavaScript
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { memberWithSession } from '../../../test/session-fixture.js';
import { recordCompletion } from './guide.service.js';
import { demoCompletedTask, type DemoBooth } from './tasks.demo.js';

/**
 * The migration that made the band table filled it from the tasks completed before it (decision 075). Its statement
 * and `recordCompletion` must file the same task in the same bands and buckets, or the figures would change with the
 * day a task completed.
 */
const folder = new URL('../../../drizzle/', import.meta.url);
const migration = readdirSync(folder)
  .filter((f) => f.endsWith('_budget_guide_bands.sql'))
  .map((f) => readFileSync(new URL(f, folder), 'utf8'))[0]!;
const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "task_price_bands"'))!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rows = async (q: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(q)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const bands = async () =>
  (await rows(sql`select place, types, layer, opens, area_band, bucket::text as bucket, n from task_price_bands order by 1, 2, 3, 4, 5, 6`)).map(
    (r) => JSON.stringify(r),
  );

describe('the band table filled by the migration', () => {
  it('holds what recordCompletion would have added for each completed task, and nothing of the others', async () => {
    const db = t.app.ctx.db;
    const now = t.app.ctx.now();
    const { member: business } = await memberWithSession(db, { role: 'business', now });
    const { member: designer } = await memberWithSession(db, { role: 'designer', now });
    const made: number[] = [];
    const task = async (city: string, cost: number, brief: DemoBooth) => {
      const id = await demoCompletedTask(db, {
        publisherId: business.id,
        designerId: designer.id,
        title: `完成的任务 ${city}`,
        city,
        cost,
        now,
        daysAgo: 10,
        brief,
      });
      made.push(id);
      return id;
    };
    const booth = (plaza: number, opens = 2, layer = 1): DemoBooth => ({ types: 'booth', plaza, sizes: '9×6 m', opens, layer });
    // prices on and around the buckets' edges: under 10 coins/m², exactly 10, 999.5 cents, 3 s.f. halves, big stands
    await task('上海', 810_000, booth(54));
    await task('Shanghai', 800_000, booth(54, 3));
    await task('深圳', 99_950, booth(100));
    await task('深圳', 100_000, booth(100, 4));
    await task('广州', 12_345, booth(1, 1));
    await task('广州', 1_234_500, booth(10));
    await task('火星城', 10_000, booth(100_000, 4, 2));
    await task('北京', 5_000_000_00, booth(1000, 4, 5));
    await task('杭州', 300_000, { types: 'hall', plaza: 36, sizes: '6×6 m', opens: 1, layer: 1 });
    // a task bought from a service package, and one whose complaint was split: neither is a market price
    const bought = await task('上海', 500_000, booth(54));
    await db.execute(sql`update tasks set service_id = 1 where id = ${bought}`);
    const split = await task('上海', 700_000, booth(54));
    await db.execute(
      sql`insert into task_orbits (task_id, action, from_status, to_status, note, created_at) values (${split}, 'decide_split', 'disputed', 'completed', '', now())`,
    );
    // unfinished
    const open = await task('上海', 900_000, booth(54));
    await db.execute(sql`update tasks set status = 'in_progress', completed_at = null where id = ${open}`);

    await db.execute(sql`delete from task_price_bands`);
    await db.execute(sql.raw(backfill));
    const fromMigration = await bands();

    await db.execute(sql`delete from task_price_bands`);
    const kept = await rows(
      sql`select id, city, types, layer, opens, plaza, cost::text as cost, service_id from tasks where status = 'completed' order by id`,
    );
    for (const r of kept) {
      if (r.id === split) continue; // the state machine does not record a split (tasks.machine.ts)
      await recordCompletion(db, {
        city: r.city as string,
        types: r.types as string,
        layer: Number(r.layer),
        opens: Number(r.opens),
        plaza: Number(r.plaza),
        cost: Number(r.cost),
        serviceId: (r.service_id as number | null) ?? null,
      });
    }
    const fromService = await bands();
    expect(fromMigration).toEqual(fromService);
    // 9 market tasks; 上海 and Shanghai are one city
    const anywhere = fromMigration
      .map((r) => JSON.parse(r) as { place: string; opens: number; n: number })
      .filter((r) => r.place === '*' && r.opens === 0);
    expect(anywhere.reduce((s, r) => s + r.n, 0)).toBe(9);
    expect(fromMigration.some((r) => r.includes('"place":"c:shanghai-c"') && r.includes('"opens":3'))).toBe(true);
    expect(made).toHaveLength(12);
  });
});
