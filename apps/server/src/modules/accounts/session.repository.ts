import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema/index.js';
import { prepared } from '../../lib/prepared.js';

export async function insertSession(db: Db, row: { tokenHash: string; memberId: number; now: Date; ip?: string; userAgent?: string }) {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    memberId: row.memberId,
    createdAt: row.now,
    lastSeenAt: row.now,
    ip: row.ip?.slice(0, 64),
    userAgent: row.userAgent?.slice(0, 300),
  });
}

/** The session of a token with its member: read on every logged-in request, so a prepared statement (lib/prepared.ts). */
export async function findSessionWithMember(db: Db, tokenHash: string) {
  const rows = await prepared(db, 'session_with_member', (d) =>
    d
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        id: members.id,
        cardno: members.cardno,
        role: members.role,
        banned: members.banned,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare('session_with_member'),
  ).execute({ tokenHash });
  return rows[0];
}

export async function touchSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOf(db: Db, memberId: number, exceptSessionId?: number) {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.memberId, memberId), ne(sessions.id, exceptSessionId)) : eq(sessions.memberId, memberId));
}

export async function deleteIdleSessions(db: Db, idleSince: Date) {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, idleSince));
}
