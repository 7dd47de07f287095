import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import { sumWhere } from '../../lib/rows.js';
import type { AccountRef } from './accounts.js';

const keyOf = (a: AccountRef) =>
  and(
    eq(ledgerAccounts.kind, a.kind),
    a.memberId === undefined ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, a.memberId),
    eq(ledgerAccounts.ref, a.ref ?? ''),
  );

export async function findAccount(db: Db, a: AccountRef) {
  const [row] = await db.select().from(ledgerAccounts).where(keyOf(a)).limit(1);
  return row;
}

/** The account's id, creating the account (at zero) the first time it is used. */
export async function ensureAccount(db: Db, a: AccountRef): Promise<number> {
  const existing = await findAccount(db, a);
  if (existing) return existing.id;
  await db
    .insert(ledgerAccounts)
    .values({ kind: a.kind, memberId: a.memberId ?? null, ref: a.ref ?? '' })
    .onConflictDoNothing();
  const created = await findAccount(db, a);
  return created!.id;
}

/** Lock the accounts' rows (in id order, so two transfers never deadlock) and read their balances. */
export async function lockAccounts(db: Db, ids: number[]): Promise<Map<number, { balance: number; kind: string }>> {
  const sorted = [...new Set(ids)].sort((x, y) => x - y);
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, sorted))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, { balance: Number(r.balance), kind: r.kind }]));
}

export async function insertTransaction(db: Db, row: typeof ledgerTransactions.$inferInsert): Promise<number> {
  const [tx] = await db.insert(ledgerTransactions).values(row).returning({ id: ledgerTransactions.id });
  return tx!.id;
}

export async function insertEntries(db: Db, rows: Array<typeof ledgerEntries.$inferInsert>) {
  await db.insert(ledgerEntries).values(rows);
}

export async function sumEntries(db: Db, accountId: number): Promise<number> {
  return sumWhere(db, ledgerEntries, ledgerEntries.amount, eq(ledgerEntries.accountId, accountId));
}
