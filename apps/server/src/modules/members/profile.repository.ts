import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { identities, invitationRewards, members, paymentPins } from '../../db/schema/index.js';

/** How many members registered with this member's invite code. */
export async function countInvitees(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.invitedBy, memberId));
  return row?.n ?? 0;
}

/** The sum of the invitation rewards this member earned, in cents. */
export async function sumInvitationRewards(db: Db, inviterId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${invitationRewards.amount}), 0)` })
    .from(invitationRewards)
    .where(eq(invitationRewards.inviterId, inviterId));
  return Number(row?.total ?? 0);
}

/** The state of the member's identity verification, if they ever submitted one. */
export async function identityStatus(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ status: identities.status }).from(identities).where(eq(identities.memberId, memberId)).limit(1);
  return row?.status;
}

/** Whether the member has set a payment PIN (never the PIN or its hash). */
export async function hasPaymentPin(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: paymentPins.memberId }).from(paymentPins).where(eq(paymentPins.memberId, memberId)).limit(1);
  return Boolean(row);
}
