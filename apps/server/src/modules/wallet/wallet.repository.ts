import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentPins, recharges, withdrawals } from '../../db/schema/index.js';
import { sumWhere, wholeRows } from '../../lib/rows.js';
import { findInQueue, listMemberRequests, listQueue, type QueueFilter, type ReviewQueue } from '../../lib/review-queue.js';

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PinRow = typeof paymentPins.$inferSelect;

// ---- top-ups ----

const recharge = wholeRows(recharges, recharges.id);
export const insertRecharge = (db: Db, row: typeof recharges.$inferInsert) => recharge.insert(db, row);
export const findRecharge = (db: Db, id: number) => recharge.find(db, id);

/** Move a top-up out of `pending`; undefined when it was not pending (someone else moved it first). */
export const settleRecharge = (db: Db, id: number, patch: Partial<typeof recharges.$inferInsert>) =>
  recharge.updateIf(db, id, eq(recharges.status, 'pending'), patch);

const rechargeQueue: ReviewQueue<typeof recharges> = {
  table: recharges,
  id: recharges.id,
  memberId: recharges.memberId,
  reviewedBy: recharges.reviewedBy,
  status: recharges.status,
  order: recharges.id,
  matches: [recharges.reference],
};

export const listMemberRecharges = (db: Db, memberId: number, status: string | undefined, limit: number, offset: number) =>
  listMemberRequests(db, rechargeQueue, memberId, { status, limit, offset });
export const listRecharges = (db: Db, q: QueueFilter) => listQueue(db, rechargeQueue, q);
export const adminRecharge = (db: Db, id: number) => findInQueue(db, rechargeQueue, id);

// ---- withdrawals ----

const withdrawal = wholeRows(withdrawals, withdrawals.id);
export const insertWithdrawal = (db: Db, row: typeof withdrawals.$inferInsert) => withdrawal.insert(db, row);
export const findWithdrawal = (db: Db, id: number) => withdrawal.find(db, id);
/** a withdrawal locked until the transaction ends (one payout at a time) */
export const lockWithdrawal = (db: Db, id: number) => withdrawal.lock(db, id);
/** keep why a payout failed on a withdrawal that stays pending */
export const noteWithdrawal = (db: Db, id: number, reason: string) => withdrawal.update(db, id, { reason });

/** Move a withdrawal out of `pending`; undefined when it was not pending. */
export const settleWithdrawal = (db: Db, id: number, patch: Partial<typeof withdrawals.$inferInsert>) =>
  withdrawal.updateIf(db, id, eq(withdrawals.status, 'pending'), patch);

/** cents asked since `since` in withdrawals that count against the daily maximum (pending and paid) */
export async function sumWithdrawnSince(db: Db, memberId: number, since: Date): Promise<number> {
  const counted = and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since), inArray(withdrawals.status, ['pending', 'paid']));
  return sumWhere(db, withdrawals, withdrawals.amount, counted);
}

const withdrawalQueue: ReviewQueue<typeof withdrawals> = {
  table: withdrawals,
  id: withdrawals.id,
  memberId: withdrawals.memberId,
  reviewedBy: withdrawals.reviewedBy,
  status: withdrawals.status,
  order: withdrawals.id,
};

export const listMemberWithdrawals = (db: Db, memberId: number, status: string | undefined, limit: number, offset: number) =>
  listMemberRequests(db, withdrawalQueue, memberId, { status, limit, offset });
export const listWithdrawals = (db: Db, q: QueueFilter) => listQueue(db, withdrawalQueue, q);
export const adminWithdrawal = (db: Db, id: number) => findInQueue(db, withdrawalQueue, id);

export async function countPending(db: Db) {
  const [[r], [w]] = await Promise.all([
    db.select({ n: count() }).from(recharges).where(eq(recharges.status, 'pending')),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'pending')),
  ]);
  return { recharges: r?.n ?? 0, withdrawals: w?.n ?? 0 };
}

// ---- payment PIN ----

export async function findPin(db: Db, memberId: number): Promise<PinRow | undefined> {
  const [row] = await db.select().from(paymentPins).where(eq(paymentPins.memberId, memberId)).limit(1);
  return row;
}

/** Lock the member's PIN row until the transaction ends: serialises one member's PIN checks and withdrawals. */
export async function lockPin(db: Db, memberId: number): Promise<PinRow | undefined> {
  const [row] = await db.select().from(paymentPins).where(eq(paymentPins.memberId, memberId)).for('update');
  return row;
}

export async function savePin(db: Db, memberId: number, pinHash: string, now: Date) {
  await db
    .insert(paymentPins)
    .values({ memberId, pinHash, failedTries: 0, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({ target: paymentPins.memberId, set: { pinHash, failedTries: 0, lockedUntil: null, updatedAt: now } });
}

/** Count one wrong PIN; at `maxTries` the PIN locks until `lockUntil` and the count starts again. */
export async function recordPinFailure(db: Db, memberId: number, maxTries: number, lockUntil: Date) {
  const [row] = await db
    .update(paymentPins)
    .set({ failedTries: sql`${paymentPins.failedTries} + 1` })
    .where(eq(paymentPins.memberId, memberId))
    .returning({ tries: paymentPins.failedTries });
  if (row && row.tries >= maxTries) {
    await db.update(paymentPins).set({ failedTries: 0, lockedUntil: lockUntil }).where(eq(paymentPins.memberId, memberId));
  }
}

export async function clearPinFailures(db: Db, memberId: number) {
  await db.update(paymentPins).set({ failedTries: 0, lockedUntil: null }).where(eq(paymentPins.memberId, memberId));
}

/** cents in the member's pending withdrawals (their holds) */
export async function sumPendingWithdrawals(db: Db, memberId: number): Promise<number> {
  return sumWhere(db, withdrawals, withdrawals.amount, and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')));
}
