import { randomInt } from 'node:crypto';
import { formatCents, pageOffset, type PageQuery } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { auditDecision } from '../admin/audit.service.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import { crashPoint } from '../../platform/crash-points.js';
import * as repo from './wallet.repository.js';

/**
 * Top-ups through payment-provider adapters (docs/rules/money.md). An adapter says
 * whether this server offers it and what happens when a member starts a
 * top-up: `paid` (the coins are credited in the same transaction) or
 * `pending` (an admin confirms receipt later through `reviewRecharge`).
 * A real gateway would be one more adapter whose callback calls `creditRecharge`.
 */
export interface PaymentProvider {
  method: 'sandbox' | 'bank';
  offered(ctx: AppContext): boolean;
  start(ctx: AppContext, db: Db, recharge: repo.RechargeRow): Promise<repo.RechargeRow>;
}

/** test money, confirmed at once; only where PAYMENT_SANDBOX is on, and labelled so everywhere */
const sandbox: PaymentProvider = {
  method: 'sandbox',
  offered: (ctx) => ctx.config.paymentSandbox,
  start: (ctx, db, r) => creditRecharge(ctx, db, r.id, null),
};

/** a bank transfer carrying the reference; an admin confirms receipt */
const bank: PaymentProvider = {
  method: 'bank',
  offered: () => true,
  start: async (_ctx, _db, r) => r,
};

export const providers: Record<PaymentProvider['method'], PaymentProvider> = { sandbox, bank };
export const offeredMethods = (ctx: AppContext) =>
  Object.values(providers)
    .filter((p) => p.offered(ctx))
    .map((p) => p.method);

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () => `BH${Array.from({ length: 10 }, () => REF_ALPHABET[randomInt(0, REF_ALPHABET.length)]).join('')}`;

export const presentRecharge = (r: repo.RechargeRow) => ({
  id: r.id,
  amount: Number(r.amount),
  method: r.method as 'sandbox' | 'bank',
  sandbox: r.method === 'sandbox',
  status: r.status as 'pending' | 'paid' | 'rejected',
  reference: r.reference,
  reason: r.reason,
  dates: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/** Wallet/recharge */
export async function startRecharge(ctx: AppContext, viewer: Viewer, body: { amount: number; method: 'sandbox' | 'bank' }) {
  const provider = providers[body.method];
  if (!provider.offered(ctx)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertRecharge(tx, {
      memberId: viewer.id,
      amount: body.amount,
      method: body.method,
      status: 'pending',
      reference: newReference(),
      createdAt: now,
    });
    return provider.start(ctx, tx, created);
  });
  const p = presentRecharge(row);
  return { id: p.id, status: p.status, reference: p.reference, amount: p.amount, method: p.method, sandbox: p.sandbox, dates: p.dates };
}

/**
 * Credit a pending top-up: pending → paid and platform cash → the member's
 * available coins, in one transaction. STATE_CONFLICT when it is no longer
 * pending (e.g. two admins confirming at once: exactly one credits).
 */
export async function creditRecharge(ctx: AppContext, db: Db, id: number, reviewerId: number | null): Promise<repo.RechargeRow> {
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const row = await repo.settleRecharge(tx, id, { status: 'paid', reviewedBy: reviewerId, reviewedAt: now });
    if (!row) throw await conflict(tx, id);
    const isSandbox = row.method === 'sandbox';
    await ledger.transfer(tx, ledger.platformCash, ledger.available(row.memberId), Number(row.amount), {
      kind: isSandbox ? 'recharge_sandbox' : 'recharge',
      memo: isSandbox ? `Sandbox top-up (test money) ${row.reference}` : `Bank transfer top-up ${row.reference}`,
      ref: `recharge:${row.id}`,
      now,
    });
    await crashPoint('recharge-review');
    await tell(tx, ctx.live, row.memberId, now, {
      kind: 'recharge.paid',
      zh: [isSandbox ? '沙箱充值到账（测试金币）' : '充值已到账', `${formatCents(Number(row.amount))} 金币已存入您的账户（${row.reference}）。`],
      en: [
        isSandbox ? 'Sandbox top-up credited (test money)' : 'Top-up credited',
        `${formatCents(Number(row.amount))} coins were added to your wallet (${row.reference}).`,
      ],
      link: '/personalCenter/tradeManagement',
    });
    return row;
  });
}

async function conflict(db: Db, id: number): Promise<AppError> {
  const current = await repo.findRecharge(db, id);
  return current ? new AppError('STATE_CONFLICT', { state: current.status }) : new AppError('RECHARGE_NOT_FOUND');
}

/** Admin/rechargeReview: confirm receipt (credits the coins) or reject with a reason; audited, the member told. */
export async function reviewRecharge(ctx: AppContext, admin: Viewer, body: { id: number; approve: boolean; reason?: string }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findRecharge(tx, body.id);
    if (!current) throw new AppError('RECHARGE_NOT_FOUND');
    if (body.approve) {
      await creditRecharge(ctx, tx, body.id, admin.id);
    } else {
      const row = await repo.settleRecharge(tx, body.id, { status: 'rejected', reason: body.reason, reviewedBy: admin.id, reviewedAt: now });
      if (!row) throw await conflict(tx, body.id);
      await tell(tx, ctx.live, row.memberId, now, {
        kind: 'recharge.rejected',
        zh: ['充值未确认', `充值 ${row.reference}（${formatCents(Number(row.amount))} 金币）未能确认：${body.reason}`],
        en: ['Top-up not confirmed', `Top-up ${row.reference} (${formatCents(Number(row.amount))} coins) was not confirmed: ${body.reason}`],
        link: '/personalCenter/tradeManagement',
      });
    }
    const detail = { amount: Number(current.amount), reference: current.reference, member: current.memberId };
    await auditDecision(tx, admin.id, now, body, ['recharge.confirm', 'recharge.reject'], `recharge:${body.id}`, detail);
  });
  return adminRechargeView(ctx, body.id);
}

export async function adminRechargeView(ctx: AppContext, id: number) {
  const row = await repo.adminRecharge(ctx.db, id);
  if (!row) throw new AppError('RECHARGE_NOT_FOUND');
  return { ...presentRecharge(row.row), cardno: row.cardno, nickname: row.nickname, mobile: row.mobile, reviewer: row.reviewer };
}

export async function listMyRecharges(ctx: AppContext, viewer: Viewer, body: PageQuery & { status?: string }) {
  const { rows, total } = await repo.listMemberRecharges(ctx.db, viewer.id, body.status, body.pageSize, pageOffset(body));
  return { listItem: rows.map(presentRecharge), total, page: body.page, pageSize: body.pageSize };
}

export async function listRechargesForAdmin(ctx: AppContext, body: PageQuery & { status?: string; keyword?: string }) {
  const { rows, total } = await repo.listRecharges(ctx.db, { ...body, limit: body.pageSize, offset: pageOffset(body) });
  return {
    listItem: rows.map((r) => ({ ...presentRecharge(r.row), cardno: r.cardno, nickname: r.nickname, mobile: r.mobile, reviewer: r.reviewer })),
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}
