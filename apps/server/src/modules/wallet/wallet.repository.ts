import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { members, paymentPins, recharges, withdrawals } from '../../db/schema/index.js';

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PinRow = typeof paymentPins.$inferSelect;

const reviewer = alias(members, 'reviewer');

// ---- top-ups ----

export async function insertRecharge(db: Db, row: typeof recharges.$inferInsert): Promise<RechargeRow> {
  const [created] = await db.insert(recharges).values(row).returning();
  return created!;
}

export async function findRecharge(db: Db, id: number): Promise<RechargeRow | undefined> {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id)).limit(1);
  return row;
}

/** Move a top-up out of `pending`; undefined when it was not pending (someone else moved it first). */
export async function settleRecharge(db: Db, id: number, patch: Partial<typeof recharges.$inferInsert>): Promise<RechargeRow | undefined> {
  const [row] = await db
    .update(recharges)
    .set(patch)
    .where(and(eq(recharges.id, id), eq(recharges.status, 'pending')))
    .returning();
  return row;
}

export async function listMemberRecharges(db: Db, memberId: number, status: string | undefined, limit: number, offset: number) {
  const where = and(eq(recharges.memberId, memberId), status ? eq(recharges.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(recharges).where(where).orderBy(desc(recharges.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(recharges).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const memberMatch = (keyword: string | undefined, extra: SQL[] = []) =>
  keyword
    ? or(ilike(members.cardno, `%${keyword}%`), ilike(members.phone, `%${keyword}%`), ilike(members.nickname, `%${keyword}%`), ...extra)
    : undefined;

export async function listRecharges(db: Db, q: { status?: string; keyword?: string; limit: number; offset: number }) {
  const kw = q.keyword?.replace(/[%_\\]/g, '');
  const where = and(q.status ? eq(recharges.status, q.status) : undefined, memberMatch(kw, kw ? [ilike(recharges.reference, `%${kw}%`)] : []));
  const order = q.status === 'pending' ? asc(recharges.id) : desc(recharges.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: recharges, cardno: members.cardno, nickname: members.nickname, mobile: members.phone, reviewer: reviewer.cardno })
      .from(recharges)
      .innerJoin(members, eq(members.id, recharges.memberId))
      .leftJoin(reviewer, eq(reviewer.id, recharges.reviewedBy))
      .where(where)
      .orderBy(order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(recharges).innerJoin(members, eq(members.id, recharges.memberId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function adminRecharge(db: Db, id: number) {
  const [row] = await db
    .select({ r: recharges, cardno: members.cardno, nickname: members.nickname, mobile: members.phone, reviewer: reviewer.cardno })
    .from(recharges)
    .innerJoin(members, eq(members.id, recharges.memberId))
    .leftJoin(reviewer, eq(reviewer.id, recharges.reviewedBy))
    .where(eq(recharges.id, id))
    .limit(1);
  return row;
}

// ---- withdrawals ----

export async function insertWithdrawal(db: Db, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [created] = await db.insert(withdrawals).values(row).returning();
  return created!;
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return row;
}

/** Move a withdrawal out of `pending`; undefined when it was not pending. */
export async function settleWithdrawal(db: Db, id: number, patch: Partial<typeof withdrawals.$inferInsert>): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set(patch)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  return row;
}

/** cents asked since `since` in withdrawals that count against the daily maximum (pending and paid) */
export async function sumWithdrawnSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since), inArray(withdrawals.status, ['pending', 'paid'])));
  return Number(row?.total ?? 0);
}

export async function listMemberWithdrawals(db: Db, memberId: number, status: string | undefined, limit: number, offset: number) {
  const where = and(eq(withdrawals.memberId, memberId), status ? eq(withdrawals.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listWithdrawals(db: Db, q: { status?: string; keyword?: string; limit: number; offset: number }) {
  const kw = q.keyword?.replace(/[%_\\]/g, '');
  const where = and(q.status ? eq(withdrawals.status, q.status) : undefined, memberMatch(kw));
  const order = q.status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: withdrawals, cardno: members.cardno, nickname: members.nickname, mobile: members.phone, reviewer: reviewer.cardno })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy))
      .where(where)
      .orderBy(order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(withdrawals).innerJoin(members, eq(members.id, withdrawals.memberId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function adminWithdrawal(db: Db, id: number) {
  const [row] = await db
    .select({ w: withdrawals, cardno: members.cardno, nickname: members.nickname, mobile: members.phone, reviewer: reviewer.cardno })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy))
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row;
}

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
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'pending')));
  return Number(row?.total ?? 0);
}
