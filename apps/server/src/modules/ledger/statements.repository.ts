import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';

/**
 * The ledger's statements: read-only queries over its tables for the wallet's bills and the dashboard's money figures
 * (they reach them through ledger.service.ts; the ledger owns its tables, decision 071). Writes go only through
 * ledger.service.ts post().
 */

export interface BillsQuery {
  memberId: number;
  kind?: string;
  from?: Date;
  to?: Date;
}

/** the member's available-coins account: what bills show */
const billsWhere = (q: BillsQuery): SQL | undefined =>
  and(
    eq(ledgerAccounts.kind, 'member_available'),
    eq(ledgerAccounts.memberId, q.memberId),
    q.kind ? eq(ledgerTransactions.kind, q.kind) : undefined,
    q.from ? gte(ledgerEntries.createdAt, q.from) : undefined,
    q.to ? lt(ledgerEntries.createdAt, q.to) : undefined,
  );

const billColumns = {
  id: ledgerEntries.id,
  amount: ledgerEntries.amount,
  kind: ledgerTransactions.kind,
  memo: ledgerTransactions.memo,
  ref: ledgerTransactions.ref,
  createdAt: ledgerEntries.createdAt,
};

export type BillRow = { id: number; amount: number; kind: string; memo: string; ref: string | null; createdAt: Date };

export async function listBills(db: Db, q: BillsQuery, limit: number, offset: number): Promise<BillRow[]> {
  return db
    .select(billColumns)
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(billsWhere(q))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit)
    .offset(offset);
}

export async function billTotals(db: Db, q: BillsQuery): Promise<{ total: number; income: number; outgo: number }> {
  const [row] = await db
    .select({
      total: count(),
      income: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
      outgo: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(billsWhere(q));
  return { total: row?.total ?? 0, income: Number(row?.income ?? 0), outgo: Number(row?.outgo ?? 0) };
}

/** cents credited to the member's available coins by transactions of these kinds (e.g. spreadcoins) */
export async function creditedByKind(db: Db, memberId: number, kinds: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerAccounts.kind, 'member_available'), eq(ledgerAccounts.memberId, memberId), inArray(ledgerTransactions.kind, kinds)))
    .groupBy(ledgerTransactions.kind);
  const out: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  for (const r of rows) out[r.kind] = Number(r.total);
  return out;
}

/** the sum of every account's balance by account kind (dashboard) */
export async function balancesByKind(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.total)]));
}
