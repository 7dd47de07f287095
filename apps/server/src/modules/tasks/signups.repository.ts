import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, taskDeliveries, taskSignups, type DeliveredModel } from '../../db/schema/index.js';
import { prepared } from '../../lib/prepared.js';

/** A task's signups and deliveries (the queries only; re-exported by tasks.repository.ts). */
export type SignupRow = typeof taskSignups.$inferSelect;
export type DeliveryRow = typeof taskDeliveries.$inferSelect;
// ---- signups

/** The viewer's signup on a task: read by every task detail a member opens, so a prepared statement. */
export async function findSignup(db: Db, taskId: number, designerId: number): Promise<SignupRow | undefined> {
  const [row] = await prepared(db, 'signup_of', (d) =>
    d
      .select()
      .from(taskSignups)
      .where(and(eq(taskSignups.taskId, sql.placeholder('taskId')), eq(taskSignups.designerId, sql.placeholder('designerId'))))
      .limit(1)
      .prepare('signup_of'),
  ).execute({ taskId, designerId });
  return row;
}

/** A new signup, or undefined when the designer already has a row for this task (the unique key decides races). */
export async function insertSignup(db: Db, row: typeof taskSignups.$inferInsert): Promise<SignupRow | undefined> {
  const [created] = await db.insert(taskSignups).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateSignup(db: Db, id: number, fromStatus: string, patch: Partial<SignupRow>): Promise<SignupRow | undefined> {
  const [row] = await db
    .update(taskSignups)
    .set(patch)
    .where(and(eq(taskSignups.id, id), eq(taskSignups.status, fromStatus)))
    .returning();
  return row;
}

/** Mark every still active signup of a task (but `except`) as `status`; returns their designers. */
export async function closeActiveSignups(db: Db, taskId: number, status: string, now: Date, exceptDesigner?: number): Promise<number[]> {
  const rows = await db
    .update(taskSignups)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(taskSignups.taskId, taskId),
        eq(taskSignups.status, 'active'),
        exceptDesigner === undefined ? undefined : ne(taskSignups.designerId, exceptDesigner),
      ),
    )
    .returning({ designerId: taskSignups.designerId });
  return rows.map((r) => r.designerId);
}

export async function listSignups(db: Db, taskId: number) {
  return db
    .select({ signup: taskSignups, cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo })
    .from(taskSignups)
    .innerJoin(members, eq(members.id, taskSignups.designerId))
    .where(eq(taskSignups.taskId, taskId))
    .orderBy(asc(taskSignups.id));
}

export async function signupWithMember(db: Db, signupId: number) {
  const [row] = await db
    .select({ signup: taskSignups, cardno: members.cardno, nickname: members.nickname, userlogo: members.userlogo })
    .from(taskSignups)
    .innerJoin(members, eq(members.id, taskSignups.designerId))
    .where(eq(taskSignups.id, signupId))
    .limit(1);
  return row;
}

// ---- deliveries

export async function insertDelivery(db: Db, row: typeof taskDeliveries.$inferInsert): Promise<void> {
  await db.insert(taskDeliveries).values(row);
}

export async function listDeliveries(db: Db, taskId: number): Promise<DeliveryRow[]> {
  return db.select().from(taskDeliveries).where(eq(taskDeliveries.taskId, taskId)).orderBy(desc(taskDeliveries.version));
}

export async function deliveryHasFile(db: Db, taskId: number, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ id: taskDeliveries.id })
    .from(taskDeliveries)
    .where(and(eq(taskDeliveries.taskId, taskId), sql`${taskDeliveries.files} @> ${JSON.stringify([fileId])}::jsonb`))
    .limit(1);
  return rows.length > 0;
}

/** Every delivered 3D file of a task, by file id, in one query (a build quote's design lists several). */
export async function deliveredModels(db: Db, taskId: number): Promise<Map<string, DeliveredModel>> {
  const rows = await db.select({ models: taskDeliveries.models }).from(taskDeliveries).where(eq(taskDeliveries.taskId, taskId));
  return new Map(rows.flatMap((r) => Object.entries((r.models ?? {}) as Record<string, DeliveredModel>)));
}

/** A delivered 3D file of the task: what the server read when it was delivered, with its preview's file id. */
export async function deliveredModel(db: Db, taskId: number, fileId: string): Promise<DeliveredModel | undefined> {
  const rows = await db
    .select({ model: sql<DeliveredModel>`${taskDeliveries.models} -> ${fileId}::text` })
    .from(taskDeliveries)
    .where(and(eq(taskDeliveries.taskId, taskId), sql`(${taskDeliveries.models} -> ${fileId}::text) is not null`))
    .limit(1);
  return rows[0]?.model ?? undefined;
}
