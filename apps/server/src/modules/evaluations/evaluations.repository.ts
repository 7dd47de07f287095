import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { evaluations, members, tasks } from '../../db/schema/index.js';
import { firstRow } from '../../lib/rows.js';

export type EvaluationRow = typeof evaluations.$inferSelect;

const author = alias(members, 'author');
const target = alias(members, 'target');
const REVEAL_INTERVAL = sql.raw(`interval '14 days'`);

/**
 * An evaluation is revealed when the other side of its task has written one
 * too, or 14 days after the task completed.
 */
export const revealedSql = (now: Date | SQL): SQL =>
  sql`(exists (select 1 from ${evaluations} e2 where e2.task_id = ${evaluations.taskId} and e2.author_id <> ${evaluations.authorId})
    or exists (select 1 from ${tasks} t2 where t2.id = ${evaluations.taskId} and t2.completed_at + ${REVEAL_INTERVAL} <= ${now instanceof Date ? now.toISOString() : now}::timestamptz))`;

/**
 * A member's received ratings as one JSON value `{taidu, sudu, pinzhi, count}`
 * (means of the revealed evaluations, to one decimal; null means when none;
 * `now` may be a placeholder of a prepared statement),
 * for a scalar subquery next to other figures (the member's userInfo).
 */
export const receivedRatingsSql = (
  memberId: SQL | AnyPgColumn,
  now: Date | SQL,
): SQL<{ taidu: number | null; sudu: number | null; pinzhi: number | null; count: number }> =>
  sql`(select json_build_object('taidu', round(avg(${evaluations.taidu})::numeric, 1), 'sudu', round(avg(${evaluations.sudu})::numeric, 1),
      'pinzhi', round(avg(${evaluations.pinzhi})::numeric, 1), 'count', count(*))
    from ${evaluations} where ${evaluations.targetId} = ${memberId} and ${revealedSql(now)})`;

const columns = (now: Date) => ({
  e: evaluations,
  taskTitle: tasks.title,
  authorCardno: author.cardno,
  authorName: author.nickname,
  authorLogo: author.userlogo,
  targetCardno: target.cardno,
  targetName: target.nickname,
  targetLogo: target.userlogo,
  revealed: sql<boolean>`${revealedSql(now)}`,
});
export type EvaluationView = {
  e: EvaluationRow;
  taskTitle: string;
  authorCardno: string;
  authorName: string;
  authorLogo: string | null;
  targetCardno: string;
  targetName: string;
  targetLogo: string | null;
  revealed: boolean;
};

const base = (db: Db, now: Date) =>
  db
    .select(columns(now))
    .from(evaluations)
    .innerJoin(tasks, eq(tasks.id, evaluations.taskId))
    .innerJoin(author, eq(author.id, evaluations.authorId))
    .innerJoin(target, eq(target.id, evaluations.targetId));

export async function insertEvaluation(db: Db, row: typeof evaluations.$inferInsert): Promise<EvaluationRow | undefined> {
  const [created] = await db.insert(evaluations).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateEvaluation(db: Db, id: number, patch: Partial<EvaluationRow>): Promise<void> {
  await db.update(evaluations).set(patch).where(eq(evaluations.id, id));
}

export async function findView(db: Db, id: number, now: Date): Promise<EvaluationView | undefined> {
  const [row] = await base(db, now).where(eq(evaluations.id, id)).limit(1);
  return row;
}

export const findByTaskAndAuthor = (db: Db, taskId: number, authorId: number): Promise<EvaluationRow | undefined> =>
  firstRow(db, evaluations, and(eq(evaluations.taskId, taskId), eq(evaluations.authorId, authorId)));

/** Written by the member, and/or received and revealed. */
export async function listFor(db: Db, memberId: number, kind: 'all' | 'written' | 'received', now: Date, limit: number, offset: number) {
  const written = eq(evaluations.authorId, memberId);
  const received = and(eq(evaluations.targetId, memberId), revealedSql(now));
  const where = kind === 'written' ? written : kind === 'received' ? received : or(written, received);
  const [rows, [total]] = await Promise.all([
    base(db, now).where(where).orderBy(desc(evaluations.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(evaluations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Means of the revealed evaluations each member received, to one decimal. */
export async function meansReceived(db: Db, memberIds: number[], now: Date) {
  if (!memberIds.length) return [];
  return db
    .select({
      memberId: evaluations.targetId,
      taidu: sql<number>`round(avg(${evaluations.taidu})::numeric, 1)`.mapWith(Number),
      sudu: sql<number>`round(avg(${evaluations.sudu})::numeric, 1)`.mapWith(Number),
      pinzhi: sql<number>`round(avg(${evaluations.pinzhi})::numeric, 1)`.mapWith(Number),
      count: count(),
    })
    .from(evaluations)
    .where(and(inArray(evaluations.targetId, memberIds), revealedSql(now)))
    .groupBy(evaluations.targetId);
}
