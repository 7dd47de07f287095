import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designerMatchFigures, taskNotForMe } from '../../db/schema/taskMatch.js';
import { taskSignups, tasks } from '../../db/schema/tasks.js';

/** a task with a designer on it: selected, delivered or in a complaint */
export const WORKING = ['in_progress', 'delivered', 'disputed'] as const;

/** One completion more in a designer's figures: the task's city and anywhere, in the primary key's order. */
export async function addCompletion(db: Db, row: { designerId: number; types: string; places: string[]; perM2: number; at: Date }) {
  const rows = [...row.places]
    .sort()
    .map((place) => ({ designerId: row.designerId, types: row.types, place, n: 1, perM2Sum: row.perM2, lastAt: row.at }));
  await db
    .insert(designerMatchFigures)
    .values(rows)
    .onConflictDoUpdate({
      target: [designerMatchFigures.designerId, designerMatchFigures.types, designerMatchFigures.place],
      set: {
        n: sql`${designerMatchFigures.n} + 1`,
        perM2Sum: sql`${designerMatchFigures.perM2Sum} + excluded.per_m2_sum`,
        lastAt: sql`greatest(${designerMatchFigures.lastAt}, excluded.last_at)`,
      },
    });
}

/** The designers with most completions of a type in a place (`*`: anywhere): a walk of the rank index. */
export async function mostExperienced(db: Db, types: string, place: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: designerMatchFigures.designerId })
    .from(designerMatchFigures)
    .where(and(eq(designerMatchFigures.types, types), eq(designerMatchFigures.place, place)))
    .orderBy(desc(designerMatchFigures.n), desc(designerMatchFigures.designerId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Some designers' figures rows (all types and places, or those of one type), by primary key. */
export async function figuresOf(db: Db, designerIds: number[], types?: string) {
  if (!designerIds.length) return [];
  return db
    .select()
    .from(designerMatchFigures)
    .where(and(inArray(designerMatchFigures.designerId, designerIds), types ? eq(designerMatchFigures.types, types) : undefined));
}

/** Tasks in progress per designer (tasks_designer_idx). */
export async function workingOf(db: Db, designerIds: number[]): Promise<Map<number, number>> {
  if (!designerIds.length) return new Map();
  const rows = await db
    .select({ id: tasks.designerId, n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(inArray(tasks.designerId, designerIds), inArray(tasks.status, [...WORKING])))
    .groupBy(tasks.designerId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

/** Each designer's last signup (task_signups_designer_idx). */
export async function lastSignupOf(db: Db, designerIds: number[]): Promise<Map<number, Date>> {
  if (!designerIds.length) return new Map();
  const rows = await db
    .select({ id: taskSignups.designerId, at: sql<string>`max(${taskSignups.createdAt})` })
    .from(taskSignups)
    .where(inArray(taskSignups.designerId, designerIds))
    .groupBy(taskSignups.designerId);
  return new Map(rows.map((r) => [r.id, new Date(r.at)]));
}

/** Recruiting tasks by one of the pre-filters, newest first (tasks_types_idx, tasks_city_idx, tasks_status_idx). */
export async function recruitingIds(db: Db, by: { types?: string[]; cities?: string[]; notBy: number }, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        by.types ? inArray(tasks.types, by.types) : undefined,
        by.cities ? inArray(tasks.city, by.cities) : undefined,
        eq(tasks.status, 'recruiting'),
        ne(tasks.publisherId, by.notBy),
      ),
    )
    .orderBy(desc(tasks.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Of some tasks, those the designer signed up for. */
export async function signedUpOf(db: Db, designerId: number, taskIds: number[]): Promise<Set<number>> {
  if (!taskIds.length) return new Set();
  const rows = await db
    .select({ id: taskSignups.taskId })
    .from(taskSignups)
    .where(and(eq(taskSignups.designerId, designerId), inArray(taskSignups.taskId, taskIds)));
  return new Set(rows.map((r) => r.id));
}

/** Of some designers, those who signed up for a task (withdrawn or not). */
export async function appliedOf(db: Db, taskId: number, designerIds: number[]): Promise<Set<number>> {
  if (!designerIds.length) return new Set();
  const rows = await db
    .select({ id: taskSignups.designerId })
    .from(taskSignups)
    .where(and(eq(taskSignups.taskId, taskId), inArray(taskSignups.designerId, designerIds)));
  return new Set(rows.map((r) => r.id));
}

/** "Not for me": once per designer and key; true when it was new. */
export async function hide(db: Db, designerId: number, key: string, now: Date): Promise<boolean> {
  const rows = await db.insert(taskNotForMe).values({ designerId, key, createdAt: now }).onConflictDoNothing().returning({ key: taskNotForMe.key });
  return rows.length > 0;
}

export async function hiddenKeys(db: Db, designerId: number): Promise<Set<string>> {
  const rows = await db.select({ key: taskNotForMe.key }).from(taskNotForMe).where(eq(taskNotForMe.designerId, designerId));
  return new Set(rows.map((r) => r.key));
}
