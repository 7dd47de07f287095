import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pointEvents } from '../../db/schema/index.js';

/**
 * Points: one row per earning in point_events (unique per member, kind and
 * ref). The running total is `members.points`, which accounts owns: activity
 * changes it through accounts' members.service (addMemberPoints), in the same
 * transaction as the row.
 */
export async function insertPointEvent(db: Db, row: typeof pointEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(pointEvents).values(row).onConflictDoNothing().returning({ id: pointEvents.id });
  return inserted.length > 0;
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
