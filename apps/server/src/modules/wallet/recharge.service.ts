import type { FastifyBaseLogger } from 'fastify';
import { formatCents, pageOffset, wallet, type PageQuery } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { windowLimit } from '../../lib/window-limit.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { auditDecision } from '../admin/audit.service.js';
import { tell } from '../messages/notify.service.js';
import { gatewayFor, offeredGateways, startGatewayRecharge } from './gateway.service.js';
import { checkTopUp } from './topup.reconcile.js';
import { refundableOf } from './topup.refund.js';
import { conflict, creditRecharge, insertPending } from './topup.credit.js';
import * as repo from './wallet.repository.js';

/**
 * Top-ups through payment-provider adapters (docs/rules/money.md). An adapter says
 * whether this server offers it and what happens when a member starts a
 * top-up: `paid` (the coins are credited in the same transaction) or
 * `pending` (an admin confirms receipt later through `reviewRecharge`).
 * External gateways (Alipay, WeChat Pay) are the other kind of adapter: gateway.ts's
 * `GatewayProvider`, started and settled by gateway.service.ts.
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

const localProviders: Record<PaymentProvider['method'], PaymentProvider> = { sandbox, bank };
export const offeredMethods = (ctx: AppContext): RechargeMethod[] => [
  ...Object.values(localProviders)
    .filter((p) => p.offered(ctx))
    .map((p) => p.method),
  ...offeredGateways(ctx),
];

type RechargeMethod = (typeof wallet.rechargeMethods)[number];
type RechargeStatus = (typeof wallet.rechargeStatuses)[number];
type RechargeFlag = (typeof wallet.rechargeFlags)[number];

/** where a pending gateway top-up is paid: Alipay's page, WeChat Pay's code_url (shown as a QR code) */
function payAt(r: repo.RechargeRow) {
  if (!r.payUrl || r.status !== 'pending') return {};
  return { [r.method === 'wechatpay' ? 'codeUrl' : 'payUrl']: r.payUrl, expiresAt: r.expiresAt?.toISOString() };
}

export const presentRecharge = (r: repo.RechargeRow) => ({
  id: r.id,
  amount: Number(r.amount),
  method: r.method as RechargeMethod,
  sandbox: r.method === 'sandbox',
  status: r.status as RechargeStatus,
  reference: r.reference,
  reason: r.reason,
  dates: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  ...payAt(r),
  tradeNo: r.providerTradeNo,
  flag: r.flag as RechargeFlag | null,
});

/** Wallet/recharge */
export async function startRecharge(
  ctx: AppContext,
  viewer: Viewer,
  body: { amount: number; method: RechargeMethod; device?: 'desktop' | 'phone'; back?: string },
) {
  const row = await startWith(ctx, viewer, body);
  const p = presentRecharge(row);
  return {
    id: p.id,
    status: p.status,
    reference: p.reference,
    amount: p.amount,
    method: p.method,
    sandbox: p.sandbox,
    dates: p.dates,
    ...payAt(row),
  };
}

async function startWith(
  ctx: AppContext,
  viewer: Viewer,
  body: { amount: number; method: RechargeMethod; device?: 'desktop' | 'phone'; back?: string },
) {
  if (body.method === 'alipay' || body.method === 'wechatpay') {
    const gateway = gatewayFor(ctx, body.method);
    if (!gateway) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    return startGatewayRecharge(ctx, gateway, viewer, body);
  }
  const provider = localProviders[body.method];
  if (!provider.offered(ctx)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  return ctx.db.transaction(async (tx) => {
    const created = await insertPending(tx, viewer.id, body.amount, body.method, ctx.now());
    return provider.start(ctx, tx, created);
  });
}

/** Admin/rechargeReview: confirm receipt (credits the coins) or reject with a reason; audited, the member told. */
export async function reviewRecharge(ctx: AppContext, admin: Viewer, body: { id: number; approve: boolean; reason?: string }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findRecharge(tx, body.id);
    if (!current) throw new AppError('RECHARGE_NOT_FOUND');
    // a gateway's top-up is credited only by what its provider reports (gateway.service.ts), never by hand
    if (current.method !== 'bank') throw new AppError('STATE_CONFLICT', { state: current.status });
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
  return {
    ...presentRecharge(row.row),
    cardno: row.cardno,
    nickname: row.nickname,
    mobile: row.mobile,
    reviewer: row.reviewer,
    ...(await refundFigures(ctx.db, row.row)),
  };
}

/** a paid gateway top-up's refunded and still refundable cents (the back office's refund button and its amount) */
const refundFigures = async (db: Db, r: repo.RechargeRow) => (r.status === 'paid' && isGateway(r.method) ? refundableOf(db, r) : {});
const isGateway = (method: string) => (wallet.gatewayMethods as readonly string[]).includes(method);

/** one probe of the provider per top-up every few seconds, however often the member's page asks */
const askLimit = windowLimit(1, 5_000);

/** Wallet/rechargeInfo: the member's own top-up; a pending gateway one is asked of its provider first (the return page) */
export async function rechargeInfo(ctx: AppContext, viewer: Viewer, id: number, log: FastifyBaseLogger) {
  let row = await repo.findRecharge(ctx.db, id);
  if (!row || row.memberId !== viewer.id) throw new AppError('RECHARGE_NOT_FOUND');
  if (row.status === 'pending' && !row.flag && gatewayFor(ctx, row.method) && askLimit.take(String(id), Date.now()) === 0) {
    try {
      await checkTopUp(ctx, row, log);
    } catch (err) {
      log.warn({ err, reference: row.reference }, 'top-up check: the provider did not answer');
    }
    row = (await repo.findRecharge(ctx.db, id)) ?? row;
  }
  return presentRecharge(row);
}

export async function listMyRecharges(ctx: AppContext, viewer: Viewer, body: PageQuery & { status?: string }) {
  const { rows, total } = await repo.listMemberRecharges(ctx.db, viewer.id, body.status, body.pageSize, pageOffset(body));
  return { listItem: rows.map(presentRecharge), total, page: body.page, pageSize: body.pageSize };
}

export async function listRechargesForAdmin(ctx: AppContext, body: PageQuery & { status?: string; keyword?: string }) {
  const { rows, total } = await repo.listRecharges(ctx.db, { ...body, limit: body.pageSize, offset: pageOffset(body) });
  const listItem = [];
  // one after another: the page's paid gateway top-ups each read their refunds and the member's balance
  for (const r of rows) {
    listItem.push({
      ...presentRecharge(r.row),
      cardno: r.cardno,
      nickname: r.nickname,
      mobile: r.mobile,
      reviewer: r.reviewer,
      ...(await refundFigures(ctx.db, r.row)),
    });
  }
  return {
    listItem,
    total,
    page: body.page,
    pageSize: body.pageSize,
  };
}
