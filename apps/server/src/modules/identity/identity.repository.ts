import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identities } from '../../db/schema/index.js';
import { countWhere, wholeRows } from '../../lib/rows.js';
import { listQueue, type QueueFilter, type ReviewQueue } from '../../lib/review-queue.js';

export type IdentityRow = typeof identities.$inferSelect;

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
export const settleIdentity = (db: Db, memberId: number, patch: Partial<typeof identities.$inferInsert>) =>
  wholeRows(identities, identities.memberId).updateIf(db, memberId, eq(identities.status, 'pending'), patch);

const identityQueue: ReviewQueue<typeof identities> = {
  table: identities,
  id: identities.memberId,
  memberId: identities.memberId,
  reviewedBy: identities.reviewedBy,
  status: identities.status,
  order: identities.submittedAt,
  matches: [identities.realname],
};

export const listIdentities = (db: Db, q: QueueFilter) => listQueue(db, identityQueue, q);

export const countPendingIdentities = (db: Db): Promise<number> => countWhere(db, identities, eq(identities.status, 'pending'));
