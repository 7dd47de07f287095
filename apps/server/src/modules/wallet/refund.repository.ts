import { and, asc, count, desc, eq, inArray, lte, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recharges, topupRefunds } from '../../db/schema/index.js';
import { sumWhere, wholeRows } from '../../lib/rows.js';

/** The top-up refunds' statements (topup.refund.ts): one refund by id, a top-up's refunds, the in-flight ones claimed in batches. */

export type RefundRow = typeof topupRefunds.$inferSelect;

const refund = wholeRows(topupRefunds, topupRefunds.id);
export const insertRefund = (db: Db, row: typeof topupRefunds.$inferInsert) => refund.insert(db, row);
export const findRefund = (db: Db, id: number) => refund.find(db, id);

/** Move a refund out of `processing`; undefined when it was no longer in flight (someone else settled it first). */
export const settleRefund = (db: Db, id: number, patch: Partial<typeof topupRefunds.$inferInsert>) =>
  refund.updateIf(db, id, eq(topupRefunds.status, 'processing'), patch);

/** what the provider said of a refund still in flight, and when to ask it again */
export const noteInFlight = (db: Db, id: number, patch: Pick<Partial<RefundRow>, 'failure' | 'providerRefundNo' | 'nextCheckAt' | 'checkFailures'>) =>
  refund.updateIf(db, id, eq(topupRefunds.status, 'processing'), patch);

/** a top-up locked until the transaction ends: two refunds of it (two admins, ten retries) run one after the other */
export async function lockTopUp(db: Db, id: number) {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id)).for('update').limit(1);
  return row;
}

/** cents of a top-up refunded or being refunded (a failed refund gave its coins back) */
export const sumRefunded = (db: Db, rechargeId: number) =>
  sumWhere(
    db,
    topupRefunds,
    topupRefunds.amount,
    and(eq(topupRefunds.rechargeId, rechargeId), inArray(topupRefunds.status, ['processing', 'succeeded'])),
  );

/** how many refunds a top-up had (failed ones too): the next one's number */
export async function countRefunds(db: Db, rechargeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(topupRefunds).where(eq(topupRefunds.rechargeId, rechargeId));
  return row?.n ?? 0;
}

export const listRefunds = (db: Db, rechargeId: number): Promise<RefundRow[]> =>
  db.select().from(topupRefunds).where(eq(topupRefunds.rechargeId, rechargeId)).orderBy(desc(topupRefunds.id)).limit(100);

/**
 * Claim up to `limit` refunds in flight whose next check is due and push their next check to `leaseUntil`
 * (FOR UPDATE SKIP LOCKED: two instances claim different ones, as the top-ups' reconciliation does).
 */
export async function claimDueRefunds(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<RefundRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(topupRefunds)
      .where(and(eq(topupRefunds.status, 'processing'), or(isNull(topupRefunds.nextCheckAt), lte(topupRefunds.nextCheckAt, now))))
      .orderBy(asc(topupRefunds.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(topupRefunds)
        .set({ nextCheckAt: leaseUntil })
        .where(
          inArray(
            topupRefunds.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
}

/** refunds still in flight that started before `before` (the alert and the /metrics gauge) */
export async function refundsUnresolvedSince(db: Db, before: Date): Promise<Array<Pick<RefundRow, 'id' | 'outRefundNo' | 'method'>>> {
  return db
    .select({ id: topupRefunds.id, outRefundNo: topupRefunds.outRefundNo, method: topupRefunds.method })
    .from(topupRefunds)
    .where(and(eq(topupRefunds.status, 'processing'), lte(topupRefunds.createdAt, before)))
    .orderBy(asc(topupRefunds.id))
    .limit(100);
}

export async function countRefundsUnresolvedSince(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topupRefunds)
    .where(and(eq(topupRefunds.status, 'processing'), lte(topupRefunds.createdAt, before)));
  return row?.n ?? 0;
}
