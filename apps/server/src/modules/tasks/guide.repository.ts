import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Histogram } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { taskPriceBands } from '../../db/schema/taskGuide.js';

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

/** A band's buckets (the area bands given read as one), ascending: a range of the primary key. */
export async function bandHistogram(
  db: Db,
  band: { place: string; types: string; layer: number; opens: number; areaBands: number[] },
): Promise<Histogram> {
  const n = sql<number>`sum(${taskPriceBands.n})`.mapWith(Number);
  const rows = await db
    .select({ bucket: taskPriceBands.bucket, n })
    .from(taskPriceBands)
    .where(
      and(
        eq(taskPriceBands.place, band.place),
        eq(taskPriceBands.types, band.types),
        eq(taskPriceBands.layer, band.layer),
        eq(taskPriceBands.opens, band.opens),
        band.areaBands.length === 1 ? eq(taskPriceBands.areaBand, band.areaBands[0]!) : inArray(taskPriceBands.areaBand, band.areaBands),
      ),
    )
    .groupBy(taskPriceBands.bucket)
    .orderBy(asc(taskPriceBands.bucket));
  return rows.map((r) => [r.bucket, r.n] as const);
}
