import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Histogram } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { taskPriceBands } from '../../db/schema/taskGuide.js';
import { prepared } from '../../lib/prepared.js';

export type BandSample = typeof taskPriceBands.$inferInsert;

/**
 * One completed task more in each of its bands: one upsert for all of them. The rows go in a fixed order (the
 * primary key's), so two completions that share bands lock the shared rows in the same order and never deadlock.
 */
export async function addSamples(db: Db, rows: Omit<BandSample, 'n'>[]) {
  if (!rows.length) return;
  const key = (r: Omit<BandSample, 'n'>) => [r.place, r.types, r.layer, r.opens, r.areaBand, r.bucket] as const;
  const sorted = [...rows].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
    return 0;
  });
  await db
    .insert(taskPriceBands)
    .values(sorted.map((r) => ({ ...r, n: 1 })))
    .onConflictDoUpdate({
      target: [
        taskPriceBands.place,
        taskPriceBands.types,
        taskPriceBands.layer,
        taskPriceBands.opens,
        taskPriceBands.areaBand,
        taskPriceBands.bucket,
      ],
      set: { n: sql`${taskPriceBands.n} + 1` },
    });
}

/**
 * A band's buckets (area bands `from`..`to` read as one: the nearby areas), ascending: a range of the primary key.
 * Every guidance request runs it up to seven times, so a prepared statement (planned once per connection).
 */
export async function bandHistogram(
  db: Db,
  band: { place: string; types: string; layer: number; opens: number; from: number; to: number },
): Promise<Histogram> {
  const rows = await prepared(db, 'task_price_band', (d) =>
    d
      .select({ bucket: taskPriceBands.bucket, n: sql<number>`sum(${taskPriceBands.n})`.mapWith(Number) })
      .from(taskPriceBands)
      .where(
        and(
          eq(taskPriceBands.place, sql.placeholder('place')),
          eq(taskPriceBands.types, sql.placeholder('types')),
          eq(taskPriceBands.layer, sql.placeholder('layer')),
          eq(taskPriceBands.opens, sql.placeholder('opens')),
          between(taskPriceBands.areaBand, sql.placeholder('from'), sql.placeholder('to')),
        ),
      )
      .groupBy(taskPriceBands.bucket)
      .orderBy(asc(taskPriceBands.bucket))
      .prepare('task_price_band'),
  ).execute(band);
  return rows.map((r) => [r.bucket, r.n] as const);
}
