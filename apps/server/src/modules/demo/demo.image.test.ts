// @engine-parity: the prepared image's dates are moved in SQL (date and timestamptz arithmetic, jsonb, triggers off)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays, DAY_MS } from '@boothhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { exhibitionDemoStep, moveDemoScheduleDays } from '../exhibitions/exhibitions.demo.js';
import { copyDemoImage, markDemoImage, settleDemoImage } from './demo.image.js';
import { seedDemoData } from './demo.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx, t.app.log, [exhibitionDemoStep]);
}, 120_000);
afterAll(async () => t?.close());

const rows = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);
const snapshot = async () => {
  const db = t.app.ctx.db;
  const [show] = rows<{ sdate: string; created_at: string; day: string }>(
    await db.execute(sql`select sdate::text, created_at::text, build_schedule->'days'->0->>'day' as day
      from exhibitions where build_schedule is not null order by id limit 1`),
  );
  const [member] = rows<{ created_at: string }>(await db.execute(sql`select created_at::text from members order by id limit 1`));
  return { ...show!, member: member!.created_at };
};

describe('the prepared demo image', () => {
  it('moves every date and moment by the whole days since its seeding, once', async () => {
    const before = await snapshot();
    const now = t.app.ctx.now();
    // seeded ten and a half days ago: ten whole days
    await markDemoImage(t.app.ctx.db, new Date(now.getTime() - 10.5 * DAY_MS));
    expect(await settleDemoImage(t.app.ctx.db, now, moveDemoScheduleDays)).toBe(10);
    const after = await snapshot();
    expect(after.sdate).toBe(addDays(before.sdate, 10));
    expect(after.day).toBe(addDays(before.day, 10));
    expect(new Date(after.created_at).getTime() - new Date(before.created_at).getTime()).toBe(10 * DAY_MS);
    expect(new Date(after.member).getTime() - new Date(before.member).getTime()).toBe(10 * DAY_MS);
    // the mark went with the move: a second start moves nothing
    expect(await settleDemoImage(t.app.ctx.db, now, moveDemoScheduleDays)).toBeUndefined();
    expect(await snapshot()).toEqual(after);
  });
});

describe('copying the image on a first start', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boothhub-image-test-'));
  const image = path.join(root, 'image');
  mkdirSync(path.join(image, 'db'), { recursive: true });
  mkdirSync(path.join(image, 'files', 'avatar'), { recursive: true });
  writeFileSync(path.join(image, 'db', 'PG_VERSION'), '17\n');
  writeFileSync(path.join(image, 'files', 'avatar', 'a'), 'picture');
  writeFileSync(path.join(image, 'meta.json'), '{"seededAt":"2026-01-01T00:00:00.000Z"}\n');
  const fit = (dataDir: string) => ({ demoData: true, paymentSandbox: true, storage: { kind: 'disk' }, dataDir });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('copies the database and the files into an empty DATA_DIR, and never over a database', () => {
    const dir = path.join(root, 'data');
    expect(copyDemoImage(fit(dir), image)).toBe(true);
    expect(readFileSync(path.join(dir, 'db', 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dir, 'files', 'avatar', 'a'), 'utf8')).toBe('picture');
    expect(copyDemoImage(fit(dir), image)).toBe(false);
  });

  it('is not used where a seeding would make another demo or none', () => {
    const dir = path.join(root, 'other');
    expect(copyDemoImage({ ...fit(dir), databaseUrl: 'postgres://x' }, image)).toBe(false);
    expect(copyDemoImage({ ...fit(dir), demoData: false }, image)).toBe(false);
    expect(copyDemoImage({ ...fit(dir), paymentSandbox: false }, image)).toBe(false);
    expect(copyDemoImage({ ...fit(dir), storage: { kind: 's3' } }, image)).toBe(false);
    expect(copyDemoImage(fit(dir), path.join(root, 'no-image'))).toBe(false);
  });
});
