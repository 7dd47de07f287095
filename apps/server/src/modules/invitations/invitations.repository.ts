import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identities, invitationRewards, members } from '../../db/schema/index.js';
import { countWhere, sumWhere } from '../../lib/rows.js';

/**
 * Invitation queries. `members.invited_by` is set by registration (accounts);
 * this module only reads it.
 */
export async function listInvitees(db: Db, inviterId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        cardno: members.cardno,
        nickname: members.nickname,
        role: members.role,
        createdAt: members.createdAt,
        personauth: identities.status,
        reward: invitationRewards.amount,
      })
      .from(members)
      .leftJoin(identities, eq(identities.memberId, members.id))
      .leftJoin(invitationRewards, eq(invitationRewards.inviteeId, members.id))
      .where(eq(members.invitedBy, inviterId))
      .orderBy(desc(members.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(members).where(eq(members.invitedBy, inviterId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function rewardTotal(db: Db, inviterId: number): Promise<number> {
  return sumWhere(db, invitationRewards, invitationRewards.amount, eq(invitationRewards.inviterId, inviterId));
}

export const countInvitees = (db: Db, inviterId: number): Promise<number> => countWhere(db, members, eq(members.invitedBy, inviterId));

/** Record the reward of an invitee; false when one was recorded before (the primary key makes it once). */
export async function claimReward(db: Db, row: typeof invitationRewards.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(invitationRewards).values(row).onConflictDoNothing().returning({ id: invitationRewards.inviteeId });
  return inserted.length > 0;
}

export async function setRewardTx(db: Db, inviteeId: number, ledgerTxId: number) {
  await db.update(invitationRewards).set({ ledgerTxId }).where(eq(invitationRewards.inviteeId, inviteeId));
}
