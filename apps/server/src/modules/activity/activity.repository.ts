import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, pointEvents } from '../../db/schema/index.js';

/**
 * Points: one row per earning in point_events (unique per member, kind and
 * ref), and the running total in `members.points` — the activity feature owns
 * that column and changes it only here, in the same transaction as the row.
 */
export async function insertPointEvent(db: Db, row: typeof pointEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(pointEvents).values(row).onConflictDoNothing().returning({ id: pointEvents.id });
  return inserted.length > 0;
}

export async function addPoints(db: Db, memberId: number, points: number): Promise<number> {
  const [row] = await db
    .update(members)
    .set({ points: sql`${members.points} + ${points}` })
    .where(eq(members.id, memberId))
    .returning({ points: members.points });
  return row?.points ?? 0;
}

export async function memberPoints(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.points ?? 0;
}

/** refs of check-ins since `since`, newest first */
export async function checkinRefsSince(db: Db, memberId: number, since: Date): Promise<string[]> {
  const rows = await db
    .select({ ref: pointEvents.ref })
    .from(pointEvents)
    .where(and(eq(pointEvents.memberId, memberId), eq(pointEvents.kind, 'checkin'), gte(pointEvents.createdAt, since)))
    .orderBy(desc(pointEvents.id));
  return rows.map((r) => r.ref);
}

export async function listPointEvents(db: Db, memberId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(pointEvents).where(eq(pointEvents.memberId, memberId)).orderBy(desc(pointEvents.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(pointEvents).where(eq(pointEvents.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
