import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { isMemberAccount, type AccountRef } from './accounts.js';
import * as repo from './ledger.repository.js';

export * from './accounts.js';
// the statements the wallet shows (Bills/transaction, its export, the reward totals) and the dashboard's balances
export { billTotals, listBills, creditedByKind, balancesByKind, type BillRow, type BillsQuery } from './statements.repository.js';

export interface Leg {
  account: AccountRef;
  /** signed cents: positive credits the account, negative debits it */
  amount: number;
}

export interface Posting {
  /** e.g. recharge, withdraw_hold, withdraw_paid, withdraw_rejected, task_pay, task_release, commission, refund, reward */
  kind: string;
  memo?: string;
  /** what it is about, e.g. `task:12`, `withdrawal:7` */
  ref?: string;
  legs: Leg[];
  now: Date;
}

const PG_CHECK_VIOLATION = '23514';

/** INSUFFICIENT_BALANCE with the cents still `needed` in its details (the web's top-up link carries them). */
export const insufficient = (needed: number) => new AppError('INSUFFICIENT_BALANCE', {}, { needed });

/**
 * Post one balanced ledger transaction. Runs in its own database transaction
 * (a savepoint when `db` already is one): the accounts are locked in id
 * order, no member account may end below zero (INSUFFICIENT_BALANCE, its details saying the cents still `needed`),
 * and the database re-checks both rules. Returns the ledger transaction id.
 */
export async function post(db: Db, p: Posting): Promise<number> {
  const legs = p.legs.filter((l) => l.amount !== 0);
  if (legs.length < 2) throw new Error(`ledger posting ${p.kind} needs at least two non-zero legs`);
  for (const l of legs) {
    if (!Number.isSafeInteger(l.amount)) throw new Error(`ledger amount must be an integer number of cents, got ${l.amount}`);
  }
  if (legs.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error(`ledger posting ${p.kind} does not sum to zero`);

  try {
    return await db.transaction(async (tx) => {
      // one after another: a transaction is one connection, which runs one statement at a time
      const ids: number[] = [];
      for (const l of legs) ids.push(await repo.ensureAccount(tx, l.account));
      const locked = await repo.lockAccounts(tx, ids);
      const change = new Map<number, number>();
      ids.forEach((id, i) => change.set(id, (change.get(id) ?? 0) + legs[i]!.amount));
      for (const [id, delta] of change) {
        const acc = locked.get(id)!;
        if (isMemberAccount(acc.kind) && acc.balance + delta < 0) throw insufficient(-(acc.balance + delta));
      }
      const txId = await repo.insertTransaction(tx, { kind: p.kind, memo: p.memo ?? '', ref: p.ref ?? null, createdAt: p.now });
      await repo.insertEntries(
        tx,
        legs.map((l, i) => ({ transactionId: txId, accountId: ids[i]!, amount: l.amount, createdAt: p.now })),
      );
      return txId;
    });
  } catch (e) {
    if ((e as { code?: string }).code === PG_CHECK_VIOLATION || (e as { cause?: { code?: string } }).cause?.code === PG_CHECK_VIOLATION) {
      throw new AppError('INSUFFICIENT_BALANCE');
    }
    throw e;
  }
}

/** Move `amount` cents from one account to another: the common two-leg posting. */
export async function transfer(db: Db, from: AccountRef, to: AccountRef, amount: number, p: Omit<Posting, 'legs'>) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`transfer amount must be positive cents, got ${amount}`);
  return post(db, {
    ...p,
    legs: [
      { account: from, amount: -amount },
      { account: to, amount },
    ],
  });
}

/** An account's balance in cents (0 for an account never used). */
export async function balanceOf(db: Db, account: AccountRef): Promise<number> {
  const row = await repo.findAccount(db, account);
  return row ? Number(row.balance) : 0;
}

/** The balance recomputed from the entries; equal to balanceOf unless the ledger is broken. */
export async function entriesSumOf(db: Db, account: AccountRef): Promise<number> {
  const row = await repo.findAccount(db, account);
  return row ? repo.sumEntries(db, row.id) : 0;
}
