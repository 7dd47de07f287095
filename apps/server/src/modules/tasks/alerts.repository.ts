import { and, count, desc, eq, gt, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { taskReminders, taskSavedSearches, type SavedSearchRow, type SavedTaskFilters } from '../../db/schema/taskAlerts.js';
import { tasks } from '../../db/schema/tasks.js';
import { taskWhere, type TaskRow } from './tasks.repository.js';

export type { SavedSearchRow, SavedTaskFilters };

/**
 * The task alerts' statements (decision 074): the reminders told once (a marker per task, kind and what it reminds
 * of) and the designers' saved searches with what they were told.
 */

// ---- reminders

export type ReminderKind = 'task.auto_accept_soon' | 'task.due_soon';

/** what a reminder is about, as SQL and as the marker's text: the delivery (auto-accept) or the due date */
const refSql = (kind: ReminderKind) => (kind === 'task.auto_accept_soon' ? sql<string>`'v' || ${tasks.versions}` : sql<string>`'due'`);
export const reminderRef = (kind: ReminderKind, t: Pick<TaskRow, 'versions'>) => (kind === 'task.auto_accept_soon' ? `v${t.versions}` : 'due');

/** a task the reminder is due for: its moment is ahead but within `until`, and it was not reminded of it yet */
function dueFor(kind: ReminderKind, now: Date, until: Date) {
  const [state, moment] = kind === 'task.auto_accept_soon' ? (['delivered', tasks.autoAcceptAt] as const) : (['in_progress', tasks.rdate] as const);
  const told = sql`not exists (select 1 from ${taskReminders} where ${taskReminders.taskId} = ${tasks.id} and ${taskReminders.kind} = ${kind} and ${taskReminders.ref} = ${refSql(kind)})`;
  return and(eq(tasks.status, state), gt(moment, now), lte(moment, until), told);
}

/** Ids of tasks a reminder of `kind` is due for. */
export async function dueReminders(db: Db, kind: ReminderKind, now: Date, until: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(dueFor(kind, now, until))
    .orderBy(tasks.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The task, locked, if the reminder is still due for it (another instance holding it: skipped). */
export async function lockIfReminderDue(db: Db, id: number, kind: ReminderKind, now: Date, until: Date) {
  const [row] = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      publisherId: tasks.publisherId,
      designerId: tasks.designerId,
      versions: tasks.versions,
      autoAcceptAt: tasks.autoAcceptAt,
      rdate: tasks.rdate,
    })
    .from(tasks)
    .where(and(eq(tasks.id, id), dueFor(kind, now, until)))
    .for('update', { skipLocked: true })
    .limit(1);
  return row;
}

/** Mark a reminder told; false when it already was (the key: task, kind and what it reminds of). */
export async function markReminded(db: Db, taskId: number, kind: ReminderKind, ref: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(taskReminders)
    .values({ taskId, kind, ref, createdAt: now })
    .onConflictDoNothing()
    .returning({ taskId: taskReminders.taskId });
  return rows.length > 0;
}

// ---- saved searches

export async function insertSavedSearch(db: Db, memberId: number, filters: SavedTaskFilters, now: Date): Promise<SavedSearchRow> {
  const [row] = await db.insert(taskSavedSearches).values({ memberId, filters, seenUntil: now, createdAt: now }).returning();
  return row!;
}

export function savedSearchesOf(db: Db, memberId: number): Promise<SavedSearchRow[]> {
  return db.select().from(taskSavedSearches).where(eq(taskSavedSearches.memberId, memberId)).orderBy(desc(taskSavedSearches.id));
}

export async function countSavedSearches(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taskSavedSearches).where(eq(taskSavedSearches.memberId, memberId));
  return row?.n ?? 0;
}

/** Delete the member's saved search; false when they have none of that id. */
export async function deleteSavedSearch(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(taskSavedSearches)
    .where(and(eq(taskSavedSearches.id, id), eq(taskSavedSearches.memberId, memberId)))
    .returning({ id: taskSavedSearches.id });
  return rows.length > 0;
}

/** The latest moment a recruiting task started recruiting, or null when none is recruiting. */
export async function latestRecruitingSince(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(tasks.paidAt) })
    .from(tasks)
    .where(eq(tasks.status, 'recruiting'));
  return row?.at ?? null;
}

/** searches that may be told now: new tasks may have come since they looked, and their last message is an hour old */
const searchDue = (quietUntil: Date, latest: Date) =>
  and(lt(taskSavedSearches.seenUntil, latest), or(isNull(taskSavedSearches.toldAt), lte(taskSavedSearches.toldAt, quietUntil)));

export async function dueSavedSearches(db: Db, quietUntil: Date, latest: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: taskSavedSearches.id })
    .from(taskSavedSearches)
    .where(searchDue(quietUntil, latest))
    .orderBy(taskSavedSearches.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The saved search, locked, if it is still due (another instance holding it: skipped). */
export async function lockSavedSearchIfDue(db: Db, id: number, quietUntil: Date, latest: Date): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(taskSavedSearches)
    .where(and(eq(taskSavedSearches.id, id), searchDue(quietUntil, latest)))
    .for('update', { skipLocked: true })
    .limit(1);
  return row;
}

/** Recruiting tasks that started recruiting in (after, until] and match the filters: how many, and the newest few. */
export async function newMatches(db: Db, f: SavedTaskFilters, after: Date, until: Date, sample: number) {
  const where = and(
    taskWhere({
      keyword: f.keyword,
      types: f.types,
      cities: f.city,
      statuses: ['recruiting'],
      costMin: f.costMin,
      costMax: f.costMax,
      plazaMin: f.plazaMin,
      plazaMax: f.plazaMax,
    }),
    gt(tasks.paidAt, after),
    lte(tasks.paidAt, until),
  );
  const [total] = await db.select({ n: count() }).from(tasks).where(where);
  const newest = total?.n
    ? await db.select({ id: tasks.id, title: tasks.title }).from(tasks).where(where).orderBy(desc(tasks.paidAt), desc(tasks.id)).limit(sample)
    : [];
  return { count: total?.n ?? 0, newest };
}

export async function updateSavedSearch(db: Db, id: number, patch: { seenUntil: Date; toldAt?: Date }): Promise<void> {
  await db.update(taskSavedSearches).set(patch).where(eq(taskSavedSearches.id, id));
}
