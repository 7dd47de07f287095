import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

export async function sessionsOf(db: Db, memberId: number) {
  return db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Delete one session of the member; false when there is none with that id (ended, or someone else's). */
export async function deleteSessionOf(db: Db, memberId: number, sessionId: number): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function deleteOtherSessions(db: Db, memberId: number, keepSessionId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}
