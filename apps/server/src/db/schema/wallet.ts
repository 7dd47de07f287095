import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ref, ts } from './columns.js';
import { members } from './accounts.js';

/**
 * Wallet tables (docs/rules/money.md). Money is integer cents; the coins
 * themselves live only in the ledger (schema/ledger.ts): these rows are the
 * requests and their states, each moved by a conditional update so that two
 * admins (or two requests) can never both move the same one.
 */

/**
 * A top-up: sandbox ones are paid at once; bank transfers wait for an admin; gateway ones (Alipay, WeChat Pay) are
 * paid by the provider's verified notification or the reconciliation's query (docs/rules/money.md "Top-up").
 */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** sandbox | bank | alipay | wechatpay */
    method: varchar('method', { length: 16 }).notNull(),
    /** pending | paid | rejected (bank) | closed (a gateway order expired or closed unpaid) */
    status: varchar('status', { length: 16 }).notNull(),
    /** what the member writes on the bank transfer; a gateway's out_trade_no; unique */
    reference: varchar('reference', { length: 24 }).notNull().unique(),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** gateway only: where the member pays (Alipay's signed page address, WeChat Pay's code_url) */
    payUrl: text('pay_url'),
    /** gateway only: after this the order is closed at the provider, unpaid */
    expiresAt: ts('expires_at'),
    /** gateway only: the provider's trade number, once a notification or a query gave it */
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    /** set when a payment cannot be credited automatically: amount_mismatch | paid_after_close (an admin looks) */
    flag: varchar('flag', { length: 24 }),
    flagNote: text('flag_note'),
    /** reconciliation: when it may next ask the provider, and how many asks failed in a row (back-off) */
    nextCheckAt: ts('next_check_at'),
    checkFailures: integer('check_failures').notNull().default(0),
  },
  (t) => [
    index('recharges_member_idx').on(t.memberId, t.id),
    index('recharges_status_idx').on(t.status, t.id),
    uniqueIndex('recharges_provider_trade_uq')
      .on(t.method, t.providerTradeNo)
      .where(sql`${t.providerTradeNo} IS NOT NULL`),
  ],
);

/**
 * A refund of a paid gateway top-up's unspent coins, asked by an admin (docs/rules/money.md "Refunds of top-ups",
 * docs/decisions/072-topup-refunds.md). Its coins sit in a hold (`refund:<id>`) while it is `processing`; it ends
 * `succeeded` (hold → platform cash) or `failed` (hold → available, the provider's reason in `failure`).
 */
export const topupRefunds = pgTable(
  'topup_refunds',
  {
    id: serial('id').primaryKey(),
    rechargeId: ref('recharge_id', () => recharges.id),
    memberId: ref('member_id', () => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** alipay | wechatpay: the top-up's */
    method: varchar('method', { length: 16 }).notNull(),
    /** our refund number at the provider (Alipay out_request_no, WeChat out_refund_no): the top-up's reference + R + n */
    outRefundNo: varchar('out_refund_no', { length: 64 }).notNull().unique(),
    /** processing | succeeded | failed */
    status: varchar('status', { length: 16 }).notNull(),
    /** the admin's reason (the member asked for …) */
    reason: text('reason').notNull(),
    /** the provider's own refund number when it gives one (WeChat refund_id) */
    providerRefundNo: varchar('provider_refund_no', { length: 64 }),
    /** why the provider refused or closed it; or what it said while still in flight */
    failure: text('failure'),
    requestedBy: integer('requested_by').references(() => members.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
    /** reconciliation of a refund in flight: when it may next ask the provider, and how many asks failed in a row */
    nextCheckAt: ts('next_check_at'),
    checkFailures: integer('check_failures').notNull().default(0),
  },
  (t) => [index('topup_refunds_recharge_idx').on(t.rechargeId, t.id), index('topup_refunds_status_idx').on(t.status, t.id)],
);

/** A withdrawal: the amount sits in a hold account until an admin pays or rejects it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** alipay | bank */
    method: varchar('method', { length: 16 }).notNull(),
    account: varchar('account', { length: 64 }).notNull(),
    accountName: varchar('account_name', { length: 40 }).notNull(),
    bankName: varchar('bank_name', { length: 60 }),
    /** pending | paid | rejected | cancelled */
    status: varchar('status', { length: 16 }).notNull(),
    payoutRef: varchar('payout_ref', { length: 64 }),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawals_member_idx').on(t.memberId, t.createdAt), index('withdrawals_status_idx').on(t.status, t.id)],
);

/** The payment PIN: an argon2id hash, never the PIN; wrong tries lock it for an hour. */
export const paymentPins = pgTable('payment_pins', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  pinHash: text('pin_hash').notNull(),
  failedTries: integer('failed_tries').notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Identity verification (personauth): one row per member, replaced by a resubmission after a rejection. */
export const identities = pgTable(
  'identities',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    realname: varchar('realname', { length: 40 }).notNull(),
    idno: varchar('idno', { length: 18 }).notNull(),
    frontFileId: varchar('front_file_id', { length: 32 }).notNull(),
    backFileId: varchar('back_file_id', { length: 32 }).notNull(),
    /** pending | approved | rejected */
    status: varchar('status', { length: 16 }).notNull(),
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => members.id),
    reviewedAt: ts('reviewed_at'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    index('identities_status_idx').on(t.status, t.submittedAt),
    index('identities_idno_idx').on(t.idno),
    /** one ID number verifies one account */
    uniqueIndex('identities_idno_approved')
      .on(t.idno)
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** An invitation reward, at most one per invitee: the primary key makes "exactly once" a database rule. */
export const invitationRewards = pgTable(
  'invitation_rewards',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => members.id),
    inviterId: ref('inviter_id', () => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledgerTxId: integer('ledger_tx_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('invitation_rewards_inviter_idx').on(t.inviterId)],
);

/** Points earned (check-in, completed tasks …); `members.points` is their running total, changed in the same transaction. */
export const pointEvents = pgTable(
  'point_events',
  {
    id: serial('id').primaryKey(),
    memberId: ref('member_id', () => members.id),
    /** checkin | task … */
    kind: varchar('kind', { length: 24 }).notNull(),
    /** what earned them, e.g. `day:2025-03-01` for a check-in, `task:12`; once per (member, kind, ref) */
    ref: varchar('ref', { length: 60 }).notNull(),
    points: integer('points').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('point_events_once').on(t.memberId, t.kind, t.ref), index('point_events_member_idx').on(t.memberId, t.id)],
);

/**
 * Idempotency-Key records (platform/idempotency.ts): one per member and key,
 * holding the hash of the first request and, once finished, its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: ref('member_id', () => members.id),
    key: varchar('key', { length: 100 }).notNull(),
    /** sha-256 of the call path and the canonical body */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** in_progress | done */
    status: varchar('status', { length: 16 }).notNull(),
    responseStatus: integer('response_status'),
    /** `{data}` of a success, or `{errorCode, params}` of a refusal */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
