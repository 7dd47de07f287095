import { clause } from '../../lib/review-queue.js';
import { formatCents, pageOffset, startOfShanghaiDay, type PageQuery } from '@boothhub/shared';
import { withdrawLeftToday, type withdrawStatuses } from '@boothhub/shared/contracts/walletOptions';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { auditDecision } from '../admin/audit.service.js';
import { approvedIdentity, identityStatusOf } from '../identity/identity.service.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import { getSettings } from '../settings/settings.service.js';
import { crashPoint } from '../../platform/crash-points.js';
import { hasPaycode, verifyPaycode } from './paycode.service.js';
import * as repo from './wallet.repository.js';
import { assertOwnWithdrawal } from './wallet.policy.js';

/**
 * Withdrawals (docs/rules/money.md): an approved identity, the holder's name equal
 * to the verified real name, the PIN, the minimum and the daily maximum
 * (pending and paid ones of the Asia/Shanghai day). The amount moves to a
 * hold account at once; an admin pays it (hold → platform cash) or rejects it
 * (hold → available). One member's requests are serialised on their PIN row,
 * and the ledger refuses any balance below zero.
 */
export interface WithdrawRequest {
  amount: number;
  method: 'alipay' | 'bank';
  account: string;
  accountName: string;
  bankName?: string;
  paycode: string;
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

const maskAccount = (account: string) =>
  account.includes('@')
    ? account.replace(/^(.{1,2}).*(@.*)$/, '$1***$2')
    : account.length <= 7
      ? `${account.slice(0, 1)}***${account.slice(-2)}`
      : `${account.slice(0, 3)}****${account.slice(-4)}`;

export function presentWithdrawal(w: repo.WithdrawalRow, full = false) {
  return {
    id: w.id,
    amount: Number(w.amount),
    method: w.method as 'alipay' | 'bank',
    account: full ? w.account : maskAccount(w.account),
    accountName: w.accountName,
    bankName: w.bankName,
    status: w.status as (typeof withdrawStatuses)[number],
    payoutRef: w.payoutRef,
    reason: w.reason,
    dates: w.createdAt.toISOString(),
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
  };
}

/** Applycash/postNew */
export async function requestWithdrawal(ctx: AppContext, viewer: Viewer, body: WithdrawRequest) {
  const now = ctx.now();
  const identity = await approvedIdentity(ctx.db, viewer.id);
  if (!identity) throw new AppError('IDENTITY_REQUIRED');
  if (!sameName(body.accountName, identity.realname)) throw new AppError('ACCOUNT_NAME_MISMATCH');
  const { withdrawMin } = await getSettings(ctx.db);
  if (body.amount < withdrawMin) throw new AppError('WITHDRAW_BELOW_MIN', { min: formatCents(withdrawMin) });
  await verifyPaycode(ctx, viewer.id, body.paycode);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockPin(tx, viewer.id);
    const settings = await getSettings(tx);
    const used = await repo.sumWithdrawnSince(tx, viewer.id, startOfShanghaiDay(now));
    const left = withdrawLeftToday(settings.withdrawDailyMax, used);
    if (body.amount > left) throw new AppError('WITHDRAW_DAILY_LIMIT', { left: formatCents(left) });
    const w = await repo.insertWithdrawal(tx, {
      memberId: viewer.id,
      amount: body.amount,
      method: body.method,
      account: body.method === 'bank' ? body.account.replace(/\s/g, '') : body.account,
      accountName: body.accountName,
      bankName: body.method === 'bank' ? (body.bankName ?? null) : null,
      status: 'pending',
      createdAt: now,
    });
    await ledger.transfer(tx, ledger.available(viewer.id), ledger.withdrawalHold(viewer.id, w.id), body.amount, {
      kind: 'withdraw',
      memo: `Withdrawal #${w.id} to ${body.method === 'bank' ? 'bank card' : 'Alipay'} ${maskAccount(w.account)}`,
      ref: `withdrawal:${w.id}`,
      now,
    });
    await crashPoint('withdraw');
    return w;
  });
  return { id: row.id, status: 'pending' as const };
}

/**
 * Release a withdrawal's hold: to platform cash when paid, back to available when rejected or cancelled. From
 * `pending`, or (paid only) from `paying` under the payout's claim (payout.service.ts).
 */
async function settle(
  ctx: AppContext,
  db: Db,
  id: number,
  to: 'paid' | 'rejected' | 'cancelled',
  patch: { payoutRef?: string; reason?: string; reviewedBy?: number },
  from: repo.SettleFrom = 'pending',
): Promise<repo.WithdrawalRow> {
  const now = ctx.now();
  const row = await repo.settleWithdrawal(db, id, from, { status: to, ...patch, reviewedAt: now });
  if (!row) {
    const current = await repo.findWithdrawal(db, id);
    throw current ? new AppError('STATE_CONFLICT', { state: current.status }) : new AppError('WITHDRAWAL_NOT_FOUND');
  }
  const hold = ledger.withdrawalHold(row.memberId, row.id);
  const amount = Number(row.amount);
  const ref = `withdrawal:${row.id}`;
  if (to === 'paid') {
    await ledger.transfer(db, hold, ledger.platformCash, amount, {
      kind: 'withdraw_paid',
      memo: `Withdrawal #${row.id} paid, ${patch.payoutRef}`,
      ref,
      now,
    });
  } else {
    await ledger.transfer(db, hold, ledger.available(row.memberId), amount, {
      kind: to === 'rejected' ? 'withdraw_rejected' : 'withdraw_cancelled',
      memo: to === 'rejected' ? `Withdrawal #${row.id} rejected: ${patch.reason}` : `Withdrawal #${row.id} cancelled`,
      ref,
      now,
    });
  }
  return row;
}

/**
 * Admin/withdrawReview: pay with the payout reference, or reject with a reason; the member is told either way. A
 * pending withdrawal only — or, for an Alipay payout's result, a `paying` one under that payout's claim (`from`).
 */
export async function reviewWithdrawal(
  ctx: AppContext,
  admin: Pick<Viewer, 'id'>,
  body: { id: number; approve: boolean; payoutRef?: string; reason?: string },
  from: repo.SettleFrom = 'pending',
) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = body.approve
      ? await settle(ctx, tx, body.id, 'paid', { payoutRef: body.payoutRef, reason: body.reason, reviewedBy: admin.id }, from)
      : await settle(ctx, tx, body.id, 'rejected', { reason: body.reason, reviewedBy: admin.id });
    await crashPoint('withdraw-review');
    const amount = formatCents(Number(row.amount));
    await tell(
      tx,
      ctx.live,
      row.memberId,
      now,
      body.approve
        ? {
            kind: 'withdraw.paid',
            zh: ['提现已到账', `您的提现 #${row.id}（${amount} 金币）已打款，流水号 ${body.payoutRef}。`],
            en: ['Withdrawal paid', `Your withdrawal #${row.id} (${amount} coins) was paid out, reference ${body.payoutRef}.`],
            link: '/personalCenter/caseOut',
          }
        : {
            kind: 'withdraw.rejected',
            zh: ['提现被驳回', `您的提现 #${row.id}（${amount} 金币）被驳回：${clause(body.reason)}。金币已退回可用余额。`],
            en: [
              'Withdrawal rejected',
              `Your withdrawal #${row.id} (${amount} coins) was rejected: ${clause(body.reason)}. The coins are back in your balance.`,
            ],
            link: '/personalCenter/caseOut',
          },
    );
    const decision = { approve: body.approve, reason: body.reason ?? (body.payoutRef ? `payout ${body.payoutRef}` : undefined) };
    const detail = { amount: Number(row.amount), member: row.memberId, payoutRef: body.payoutRef ?? null };
    await auditDecision(tx, admin.id, now, decision, ['withdraw.pay', 'withdraw.reject'], `withdrawal:${row.id}`, detail);
  });
  return adminWithdrawalView(ctx, body.id);
}

/** Applycash/cancel: the member takes back their own pending withdrawal. */
export async function cancelWithdrawal(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    assertOwnWithdrawal(viewer, await repo.findWithdrawal(tx, id));
    return settle(ctx, tx, id, 'cancelled', {});
  });
  return presentWithdrawal(row);
}

/** Applycash/info */
export async function withdrawalInfo(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await repo.findWithdrawal(ctx.db, id);
  assertOwnWithdrawal(viewer, row);
  return presentWithdrawal(row);
}

/** Applycash/list */
export async function listMyWithdrawals(ctx: AppContext, viewer: Viewer, body: PageQuery & { status?: string }) {
  const { rows, total } = await repo.listMemberWithdrawals(ctx.db, viewer.id, body.status, body.pageSize, pageOffset(body));
  return { listItem: rows.map((w) => presentWithdrawal(w)), total, page: body.page, pageSize: body.pageSize };
}

/** Applycash/limits: what the caseOut page shows. */
export async function withdrawLimits(ctx: AppContext, viewer: Viewer) {
  const [settings, used, availableNow, identity, personauth, ispaycode, held] = await Promise.all([
    getSettings(ctx.db),
    repo.sumWithdrawnSince(ctx.db, viewer.id, startOfShanghaiDay(ctx.now())),
    ledger.balanceOf(ctx.db, ledger.available(viewer.id)),
    approvedIdentity(ctx.db, viewer.id),
    identityStatusOf(ctx.db, viewer.id),
    hasPaycode(ctx.db, viewer.id),
    repo.sumPendingWithdrawals(ctx.db, viewer.id),
  ]);
  return {
    available: availableNow,
    held,
    withdrawMin: settings.withdrawMin,
    withdrawDailyMax: settings.withdrawDailyMax,
    leftToday: withdrawLeftToday(settings.withdrawDailyMax, used),
    personauth,
    realname: identity?.realname ?? null,
    ispaycode,
  };
}

/** How long a payout's claim on a withdrawal (`paying`) holds before another payout may take it (payout.service.ts). */
export const PAYING_STALE_MS = 60_000;

/** Admin/withdrawPayout may pay it now (docs/rules/money.md "Withdrawals") */
const alipayPayable = (ctx: AppContext, w: repo.WithdrawalRow) =>
  Boolean(ctx.config.alipay) &&
  w.method === 'alipay' &&
  (w.status === 'pending' || (w.status === 'paying' && (w.reviewedAt?.getTime() ?? 0) < ctx.now().getTime() - PAYING_STALE_MS));

export async function adminWithdrawalView(ctx: AppContext, id: number) {
  const row = await repo.adminWithdrawal(ctx.db, id);
  if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const identity = await approvedIdentity(ctx.db, row.row.memberId);
  return {
    ...presentWithdrawal(row.row, true),
    cardno: row.cardno,
    nickname: row.nickname,
    mobile: row.mobile,
    realname: identity?.realname ?? null,
    reviewer: row.reviewer,
    alipayPayout: alipayPayable(ctx, row.row),
  };
}

export async function listWithdrawalsForAdmin(ctx: AppContext, body: PageQuery & { status?: string; keyword?: string }) {
  const { rows, total } = await repo.listWithdrawals(ctx.db, { ...body, limit: body.pageSize, offset: pageOffset(body) });
  const listItem = await Promise.all(
    rows.map(async (r) => ({
      ...presentWithdrawal(r.row, true),
      cardno: r.cardno,
      nickname: r.nickname,
      mobile: r.mobile,
      realname: (await approvedIdentity(ctx.db, r.row.memberId))?.realname ?? null,
      reviewer: r.reviewer,
      alipayPayout: alipayPayable(ctx, r.row),
    })),
  );
  return { listItem, total, page: body.page, pageSize: body.pageSize };
}
