import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { wallet } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { recharges } from '../../db/schema/index.js';
import { firstRow } from '../../lib/rows.js';
import type { RechargeRow } from './wallet.repository.js';

/** The gateway top-ups' own statements (gateway.service.ts, topup.reconcile.ts): by reference, locked, claimed in batches. */

const isGateway = inArray(recharges.method, [...wallet.gatewayMethods]);

/** a top-up by its reference (a gateway's out_trade_no), locked until the transaction ends: serialises its settlement */
export async function lockByReference(db: Db, reference: string): Promise<RechargeRow | undefined> {
  const [row] = await db.select().from(recharges).where(eq(recharges.reference, reference)).for('update').limit(1);
  return row;
}

export const findByReference = (db: Db, reference: string) => firstRow(db, recharges, eq(recharges.reference, reference));

export async function saveStart(db: Db, id: number, patch: { payUrl: string; expiresAt: Date }) {
  await db.update(recharges).set(patch).where(eq(recharges.id, id));
}

/** remove a pending top-up whose order the provider never took (no pay address yet): it was never shown to anyone */
export async function removeUnstarted(db: Db, id: number) {
  await db.delete(recharges).where(and(eq(recharges.id, id), eq(recharges.status, 'pending'), isNull(recharges.payUrl)));
}

/** mark a payment that cannot be credited automatically; the first flag stays (an admin reads its note) */
export async function flag(db: Db, id: number, flagName: string, note: string) {
  await db
    .update(recharges)
    .set({ flag: flagName, flagNote: note })
    .where(and(eq(recharges.id, id), isNull(recharges.flag)));
}

/**
 * Claim up to `limit` pending, unflagged gateway top-ups created before `olderThan` whose next check is due, and
 * push their next check to `leaseUntil`: FOR UPDATE SKIP LOCKED, so that two instances running the reconciliation
 * at once claim different rows and never ask the provider about the same one twice.
 */
export async function claimDue(db: Db, now: Date, olderThan: Date, leaseUntil: Date, limit: number): Promise<RechargeRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(recharges)
      .where(
        and(
          eq(recharges.status, 'pending'),
          isGateway,
          isNull(recharges.flag),
          lte(recharges.createdAt, olderThan),
          or(isNull(recharges.nextCheckAt), lte(recharges.nextCheckAt, now)),
        ),
      )
      .orderBy(asc(recharges.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(recharges)
        .set({ nextCheckAt: leaseUntil })
        .where(
          inArray(
            recharges.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
}

/** the provider could not answer about this top-up: one more failure, the next check at `nextCheckAt` */
export async function checkFailed(db: Db, id: number, failures: number, nextCheckAt: Date) {
  await db.update(recharges).set({ checkFailures: failures, nextCheckAt }).where(eq(recharges.id, id));
}

export async function checkedFine(db: Db, id: number, nextCheckAt: Date) {
  await db.update(recharges).set({ checkFailures: 0, nextCheckAt }).where(eq(recharges.id, id));
}

/** pending gateway top-ups created before `before` (left unresolved: the alert and the /metrics gauge) */
export async function unresolvedSince(db: Db, before: Date): Promise<Array<Pick<RechargeRow, 'id' | 'reference' | 'method' | 'flag'>>> {
  return db
    .select({ id: recharges.id, reference: recharges.reference, method: recharges.method, flag: recharges.flag })
    .from(recharges)
    .where(and(eq(recharges.status, 'pending'), isGateway, lte(recharges.createdAt, before)))
    .orderBy(asc(recharges.id))
    .limit(100);
}

export async function countUnresolvedSince(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recharges)
    .where(and(eq(recharges.status, 'pending'), isGateway, lte(recharges.createdAt, before)));
  return row?.n ?? 0;
}

export async function countFlagged(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recharges)
    .where(and(isGateway, inArray(recharges.status, ['pending', 'closed']), isNotNull(recharges.flag)));
  return row?.n ?? 0;
}
