import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { securityEvents } from '../../db/schema/index.js';

export async function insertEvent(db: Db, row: typeof securityEvents.$inferInsert) {
  await db.insert(securityEvents).values(row);
}

export async function latestEvents(db: Db, memberId: number, limit: number) {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.memberId, memberId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
}

/** The user agents of a member's latest events, newest first (the devices they use). */
export async function recentUserAgents(db: Db, memberId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userAgent: securityEvents.userAgent })
    .from(securityEvents)
    .where(eq(securityEvents.memberId, memberId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
  return rows.map((r) => r.userAgent ?? '');
}
