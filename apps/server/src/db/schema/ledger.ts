import { bigint, bigserial, check, index, integer, pgTable, serial, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { sql } from 'drizzle-orm';
import { members } from './accounts.js';

/**
 * Double-entry ledger (docs/rules/money.md). Amounts are integer cents. The
 * database itself guards it (migration 0001_ledger_guards): entries and
 * transactions are append-only, each transaction's entries sum to zero at
 * commit, `balance` is maintained only by the entry trigger, and member
 * accounts can never go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** member_available | member_escrow | member_hold | platform_revenue | platform_cash | platform_rewards */
    kind: varchar('kind', { length: 24 }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    /** sub-account key, e.g. `task:12` for an escrow, `withdrawal:7` for a hold; '' when none */
    ref: varchar('ref', { length: 60 }).notNull().default(''),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_key').on(t.kind, t.memberId, t.ref).nullsNotDistinct(),
    index('ledger_accounts_member_idx').on(t.memberId),
    check('ledger_member_not_negative', sql`${t.balance} >= 0 OR ${t.kind} NOT LIKE 'member_%'`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    /** what moved the money, e.g. recharge, withdraw_hold, task_pay, task_release … */
    kind: varchar('kind', { length: 32 }).notNull(),
    memo: text('memo').notNull().default(''),
    /** what it is about, e.g. `task:12` */
    ref: varchar('ref', { length: 60 }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_tx_ref_idx').on(t.ref),
    // a top-up is credited at most once, whatever arrives twice (docs/decisions/066-alipay-topups.md)
    uniqueIndex('ledger_tx_recharge_once')
      .on(t.ref)
      .where(sql`${t.kind} LIKE 'recharge%'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: ref('transaction_id', () => ledgerTransactions.id),
    accountId: ref('account_id', () => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_tx_idx').on(t.transactionId),
    check('ledger_entry_not_zero', sql`${t.amount} <> 0`),
  ],
);
