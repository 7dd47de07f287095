import { and, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
/** a withdrawal locked until the transaction ends */
export const lockWithdrawal = (db: Db, id: number) => withdrawal.lock(db, id);

/**
 * Where a withdrawal is settled from: `pending` (an admin's decision, a member's cancel), or `paying` under one payout's
 * claim — the claim's time (`reviewed_at`) must be the one the payout wrote, so a newer claim is never settled by an
 * older payout's answer.
 */
export type SettleFrom = 'pending' | { paying: Date };
const fromState = (from: SettleFrom) =>
  from === 'pending' ? eq(withdrawals.status, 'pending') : and(eq(withdrawals.status, 'paying'), eq(withdrawals.reviewedAt, from.paying));

/** Move a withdrawal out of `from`; undefined when it was not there (someone else moved it first). */
export const settleWithdrawal = (db: Db, id: number, from: SettleFrom, patch: Partial<typeof withdrawals.$inferInsert>) =>
  withdrawal.updateIf(db, id, fromState(from), patch);

/**
 * Claim a withdrawal for a payout: `pending` → `paying` (or a `paying` one whose claim is older than `staleBefore`: a
 * payout that died or never heard back), by one conditional update that only one request wins; the claim is
 * `reviewed_at` = `now`, by `adminId`. Undefined when it was not claimable.
 */
export const claimPayout = (db: Db, id: number, adminId: number, now: Date, staleBefore: Date) =>
  withdrawal.updateIf(
    db,
    id,
    and(
      eq(withdrawals.method, 'alipay'),
      or(eq(withdrawals.status, 'pending'), and(eq(withdrawals.status, 'paying'), lt(withdrawals.reviewedAt, staleBefore))),
    ),
    { status: 'paying', reviewedAt: now, reviewedBy: adminId },
  );

/** A payout that did not pay: back to `pending` with the provider's reason, if the claim is still `claim`. */
export const unclaimPayout = (db: Db, id: number, claim: Date, reason: string) =>
  withdrawal.updateIf(db, id, fromState({ paying: claim }), { status: 'pending', reason, reviewedAt: null, reviewedBy: null });

/** the withdrawals left `paying` by a claim older than `staleBefore` (a payout that died or never heard back) */
export const stalePayouts = (db: Db, staleBefore: Date, limit: number) =>
  db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'paying'), or(isNull(withdrawals.reviewedAt), lt(withdrawals.reviewedAt, staleBefore))))
    .orderBy(withdrawals.id)
    .limit(limit);

/** cents asked since `since` in withdrawals that count against the daily maximum (pending and paid) */
export async function sumWithdrawnSince(db: Db, memberId: number, since: Date): Promise<number> {
  const counted = and(
    eq(withdrawals.memberId, memberId),
    gte(withdrawals.createdAt, since),
    inArray(withdrawals.status, ['pending', 'paying', 'paid']),
  );
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

/** cents in the member's pending and paying withdrawals (their holds) */
export async function sumPendingWithdrawals(db: Db, memberId: number): Promise<number> {
  const held = and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, ['pending', 'paying']));
  return sumWhere(db, withdrawals, withdrawals.amount, held);
}
