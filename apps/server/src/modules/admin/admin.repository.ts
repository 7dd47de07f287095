import { and, count, desc, eq, gte, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { auditLog, members } from '../../db/schema/index.js';
import { shanghaiDayOf } from '../../lib/daily.js';

/** `%`, `_` and `\` match themselves in a LIKE pattern */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface MemberFilter {
  keyword?: string;
  role?: Role;
  banned?: boolean;
}

function memberWhere(f: MemberFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.keyword) {
    const k = escapeLike(f.keyword);
    conds.push(or(like(members.cardno, `${k}%`), like(members.phone, `%${k}%`), ilike(members.nickname, `%${k}%`))!);
  }
  if (f.role) conds.push(eq(members.role, f.role));
  if (f.banned !== undefined) conds.push(eq(members.banned, f.banned));
  return conds.length ? and(...conds) : undefined;
}

const memberColumns = {
  cardno: members.cardno,
  nickname: members.nickname,
  phone: members.phone,
  role: members.role,
  banned: members.banned,
  createdAt: members.createdAt,
};
export type MemberListRow = { cardno: string; nickname: string; phone: string; role: string; banned: boolean; createdAt: Date };

export async function searchMembers(db: Db, f: MemberFilter, limit: number, offset: number): Promise<{ rows: MemberListRow[]; total: number }> {
  const where = memberWhere(f);
  const rows = await db.select(memberColumns).from(members).where(where).orderBy(desc(members.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countMembersByRole(db: Db): Promise<Array<{ role: string; n: number }>> {
  return db.select({ role: members.role, n: count() }).from(members).groupBy(members.role);
}

export async function countBannedAndNew(db: Db, since: Date): Promise<{ banned: number; newSince: number }> {
  const [row] = await db
    .select({
      banned: sql<number>`count(*) filter (where ${members.banned})`.mapWith(Number),
      newSince: sql<number>`count(*) filter (where ${members.createdAt} >= ${since})`.mapWith(Number),
    })
    .from(members);
  return row ?? { banned: 0, newSince: 0 };
}

/** Members registered per Asia/Shanghai day since `since`. */
export async function countNewMembersByDay(db: Db, since: Date): Promise<Array<{ day: string; n: number }>> {
  const day = shanghaiDayOf(members.createdAt);
  return db.select({ day, n: count() }).from(members).where(gte(members.createdAt, since)).groupBy(day);
}

export interface AuditFilter {
  actor?: string;
  action?: string;
}

export async function searchAudit(db: Db, f: AuditFilter, limit: number, offset: number) {
  const conds: SQL[] = [];
  if (f.actor) conds.push(eq(members.cardno, f.actor));
  if (f.action) conds.push(or(eq(auditLog.action, f.action), like(auditLog.action, `${escapeLike(f.action)}.%`))!);
  const where = conds.length ? and(...conds) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      actor: members.cardno,
      actorName: members.nickname,
      action: auditLog.action,
      target: auditLog.target,
      reason: auditLog.reason,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(members, eq(members.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).innerJoin(members, eq(members.id, auditLog.actorId)).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The newest audit entry of an action about a target (e.g. the last admin grant of a member). */
export async function lastAuditOf(db: Db, action: string, target: string) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** Read a member and lock the row until the transaction ends (ban and role changes serialise on it). */
export async function lockMemberByCardno(db: Db, cardno: string) {
  const [row] = await db.select().from(members).where(eq(members.cardno, cardno)).limit(1).for('update');
  return row;
}
