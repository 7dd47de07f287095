import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, tasks } from '../../db/schema/index.js';
import { shanghaiDayOf } from '../../lib/daily.js';
import { countWhere } from '../../lib/rows.js';
import { matchKeyword } from '../../lib/search.js';

/**
 * Figures of the tasks (home page, back office), the timers' due tasks and the header's suggestions (the queries only;
 * re-exported by tasks.repository.ts).
 */

export async function homeCounts(db: Db): Promise<{ recruiting: number; completed: number; designers: number }> {
  const [t] = await db
    .select({
      recruiting: sql<number>`count(*) filter (where ${tasks.status} = 'recruiting')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')`.mapWith(Number),
    })
    .from(tasks);
  const [d] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.role, 'designer'), eq(members.banned, false)));
  return { recruiting: t?.recruiting ?? 0, completed: t?.completed ?? 0, designers: d?.n ?? 0 };
}

export async function countTasksByState(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: tasks.status, n: count() }).from(tasks).groupBy(tasks.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Tasks published (paid into escrow) and completed per Asia/Shanghai day since `since`. */
export async function countTasksByDay(db: Db, since: Date) {
  const paidDay = shanghaiDayOf(tasks.paidAt);
  const completedDay = shanghaiDayOf(tasks.completedAt);
  const [published, completed] = await Promise.all([
    db.select({ day: paidDay, n: count() }).from(tasks).where(gte(tasks.paidAt, since)).groupBy(paidDay),
    db.select({ day: completedDay, n: count() }).from(tasks).where(gte(tasks.completedAt, since)).groupBy(completedDay),
  ]);
  return { published, completed };
}

/** Tasks whose timers are due (ids only; each is then locked and re-checked one by one). */
export async function dueTaskIds(db: Db, now: Date, limit: number): Promise<{ autoAccept: number[]; expired: number[] }> {
  const [a, e] = await Promise.all([
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.status, 'delivered'), lte(tasks.autoAcceptAt, now)))
      .orderBy(asc(tasks.autoAcceptAt))
      .limit(limit),
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.status, 'recruiting'), lte(tasks.rdate, now)))
      .orderBy(asc(tasks.rdate))
      .limit(limit),
  ]);
  return { autoAccept: a.map((r) => r.id), expired: e.map((r) => r.id) };
}

/** Recruiting tasks whose text matches a keyword, newest first, at most `limit` (the header box's suggestions). */
export async function recruitingTitlesMatching(db: Db, keyword: string, limit: number): Promise<Array<{ id: number; title: string }>> {
  const match = matchKeyword(tasks.search, keyword);
  if (!match) return [];
  return db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.status, 'recruiting'), match))
    .orderBy(desc(tasks.id))
    .limit(limit);
}

export const countRecruiting = (db: Db): Promise<number> => countWhere(db, tasks, eq(tasks.status, 'recruiting'));
