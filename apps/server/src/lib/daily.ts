import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DAY_MS, shanghaiDay, startOfShanghaiDay } from '@boothhub/shared';

/** The first instant of a trend of `days` Asia/Shanghai days ending with today's. */
export const trendStart = (now: Date, days: number): Date => new Date(startOfShanghaiDay(now).getTime() - (days - 1) * DAY_MS);

/** A timestamp column's Asia/Shanghai day as text (YYYY-MM-DD), for `GROUP BY`. */
export const shanghaiDayOf = (column: AnyPgColumn | SQL): SQL<string> => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** Counts by day (rows of `{day, n}`) as one number per day from `from`, oldest first, 0 where a day has none. */
export function dailySeries(rows: Array<{ day: string; n: number }>, from: Date, days: number): number[] {
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return Array.from({ length: days }, (_, i) => byDay.get(shanghaiDay(new Date(from.getTime() + i * DAY_MS))) ?? 0);
}
