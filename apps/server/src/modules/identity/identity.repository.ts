import { and, asc, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { identities, members } from '../../db/schema/index.js';

export type IdentityRow = typeof identities.$inferSelect;
const reviewer = alias(members, 'reviewer');

export async function findIdentity(db: Db, memberId: number): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(identities).where(eq(identities.memberId, memberId)).limit(1);
  return row;
}

/** another member's approved identity with this ID number */
export async function findApprovedIdno(db: Db, idno: string, exceptMemberId: number) {
  const [row] = await db
    .select({ memberId: identities.memberId })
    .from(identities)
    .where(and(eq(identities.idno, idno), eq(identities.status, 'approved'), ne(identities.memberId, exceptMemberId)))
    .limit(1);
  return row;
}

/**
 * Submit: a first submission inserts; a resubmission replaces a REJECTED one.
 * Undefined when the member's identity is pending or approved (also when that
 * changed a moment ago).
 */
export async function submitIdentity(db: Db, row: typeof identities.$inferInsert): Promise<IdentityRow | undefined> {
  const [saved] = await db
    .insert(identities)
    .values(row)
    .onConflictDoUpdate({
      target: identities.memberId,
      set: {
        realname: row.realname,
        idno: row.idno,
        frontFileId: row.frontFileId,
        backFileId: row.backFileId,
        status: 'pending',
        reason: null,
        reviewedBy: null,
        reviewedAt: null,
        submittedAt: row.submittedAt,
      },
      setWhere: eq(identities.status, 'rejected'),
    })
    .returning();
  return saved;
}

/** pending → approved | rejected; undefined when it was not pending */
export async function settleIdentity(db: Db, memberId: number, patch: Partial<typeof identities.$inferInsert>) {
  const [row] = await db
    .update(identities)
    .set(patch)
    .where(and(eq(identities.memberId, memberId), eq(identities.status, 'pending')))
    .returning();
  return row;
}

export async function listIdentities(db: Db, q: { status?: string; keyword?: string; limit: number; offset: number }) {
  const kw = q.keyword?.replace(/[%_\\]/g, '');
  const where = and(
    q.status ? eq(identities.status, q.status) : undefined,
    kw
      ? or(
          ilike(members.cardno, `%${kw}%`),
          ilike(members.phone, `%${kw}%`),
          ilike(members.nickname, `%${kw}%`),
          ilike(identities.realname, `%${kw}%`),
        )
      : undefined,
  );
  const order = q.status === 'pending' ? asc(identities.submittedAt) : desc(identities.submittedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ i: identities, cardno: members.cardno, nickname: members.nickname, mobile: members.phone, reviewer: reviewer.cardno })
      .from(identities)
      .innerJoin(members, eq(members.id, identities.memberId))
      .leftJoin(reviewer, eq(reviewer.id, identities.reviewedBy))
      .where(where)
      .orderBy(order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(identities).innerJoin(members, eq(members.id, identities.memberId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countPendingIdentities(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(identities).where(eq(identities.status, 'pending'));
  return row?.n ?? 0;
}
