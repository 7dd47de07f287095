import type { FastifyBaseLogger } from 'fastify';
import { formatCents, wallet } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError, isAppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import { backoffMs, type GatewayMethod, type GatewayRefund, type RefundResult } from './gateway.js';
import { gatewayFor } from './gateway.service.js';
import * as refunds from './refund.repository.js';
import { findRecharge } from './wallet.repository.js';

/**
 * Refunds of gateway top-ups (docs/rules/money.md "Refunds of top-ups", docs/decisions/072-topup-refunds.md): an admin
 * gives a member's unspent coins back to the Alipay or WeChat Pay account that paid them.
 *
 * One transaction holds the top-up's row lock from the checks to the provider's answer, so two admins, ten retries
 * or a double click refund one after the other, each seeing what the others refunded. In it: the refund's row and the
 * hold (available → `refund:<id>`), then the provider's call, then its answer applied — succeeded: hold → platform
 * cash (the money left the platform as the top-up came in); refused: hold → available with the provider's reason;
 * in flight: the hold stays and the reconciliation asks later. The provider unreachable rolls all of it back
 * (PAYMENT_PROVIDER_UNAVAILABLE, nothing held); our refund number is the top-up's reference + `R` + the count of its
 * refunds, so the admin's retry sends the same number and the provider never refunds it twice.
 */

type RefundStatus = (typeof wallet.refundStatuses)[number];
type RechargeMethod = (typeof wallet.rechargeMethods)[number];

const providerName: Record<GatewayMethod, { en: string; zh: string }> = {
  alipay: { en: 'Alipay', zh: '支付宝' },
  wechatpay: { en: 'WeChat Pay', zh: '微信支付' },
};
const nameOf = (method: string) => providerName[method as GatewayMethod] ?? { en: method, zh: method };

export const presentRefund = (r: refunds.RefundRow) => ({
  id: r.id,
  rechargeId: r.rechargeId,
  amount: Number(r.amount),
  method: r.method as RechargeMethod,
  status: r.status as RefundStatus,
  outRefundNo: r.outRefundNo,
  providerRefundNo: r.providerRefundNo,
  reason: r.reason,
  failure: r.failure,
  dates: r.createdAt.toISOString(),
  settledAt: r.settledAt?.toISOString() ?? null,
});

const NEXT_CHECK_MS = 60_000;

/** Admin/rechargeRefund */
export async function refundTopUp(
  ctx: AppContext,
  admin: Viewer,
  body: { id: number; amount: number; reason: string },
  log: FastifyBaseLogger,
): Promise<ReturnType<typeof presentRefund>> {
  const done = await ctx.db.transaction(async (tx) => {
    const topup = await refunds.lockTopUp(tx, body.id);
    if (!topup) throw new AppError('RECHARGE_NOT_FOUND');
    const provider = gatewayFor(ctx, topup.method);
    // a bank transfer or the sandbox has no provider to give money back through; a gateway not configured here neither
    if (!provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    if (topup.status !== 'paid') throw new AppError('STATE_CONFLICT', { state: topup.status });
    const left = Number(topup.amount) - (await refunds.sumRefunded(tx, topup.id));
    if (body.amount > left) throw new AppError('REFUND_EXCEEDS_TOPUP', { left: formatCents(left) });
    const available = await ledger.balanceOf(tx, ledger.available(topup.memberId));
    if (body.amount > available) throw new AppError('REFUND_EXCEEDS_UNSPENT', { available: formatCents(available) });

    const now = ctx.now();
    const outRefundNo = `${topup.reference}R${(await refunds.countRefunds(tx, topup.id)) + 1}`;
    const row = await refunds.insertRefund(tx, {
      rechargeId: topup.id,
      memberId: topup.memberId,
      amount: body.amount,
      method: topup.method,
      outRefundNo,
      status: 'processing',
      reason: body.reason,
      requestedBy: admin.id,
      createdAt: now,
      nextCheckAt: new Date(now.getTime() + NEXT_CHECK_MS),
    });
    const name = nameOf(topup.method);
    try {
      await ledger.transfer(tx, ledger.available(topup.memberId), ledger.refundHold(topup.memberId, row.id), body.amount, {
        kind: 'topup_refund',
        memo: `${name.en} refund ${outRefundNo} of top-up ${topup.reference}${topup.providerTradeNo ? ` (trade ${topup.providerTradeNo})` : ''}`,
        ref: `refund:${row.id}`,
        now,
      });
    } catch (err) {
      // a purchase that took the coins between the check above and the account's lock
      if (isAppError(err) && err.code === 'INSUFFICIENT_BALANCE') throw new AppError('REFUND_EXCEEDS_UNSPENT', { available: formatCents(available) });
      throw err;
    }

    const asked = {
      method: topup.method as GatewayMethod,
      reference: topup.reference,
      outRefundNo,
      amount: body.amount,
      total: Number(topup.amount),
      reason: body.reason,
    };
    let result: RefundResult | undefined;
    try {
      result = await provider.refund(ctx, asked);
    } catch (err) {
      if (isAppError(err)) throw err;
      result = await askAfterNoAnswer(ctx, asked, err, log);
    }
    // the refund never reached the provider: all of it rolls back, nothing held
    if (!result) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    const settled = await applyRefundResult(ctx, tx, row, result);
    const detail = { amount: body.amount, member: topup.memberId, outRefundNo, status: settled.status, failure: settled.failure };
    await audit(tx, { actorId: admin.id, action: 'recharge.refund', target: `recharge:${topup.id}`, reason: body.reason, detail }, now);
    return settled;
  });
  log.info({ refund: done.outRefundNo, status: done.status, amount: Number(done.amount) }, 'top-up refund asked');
  if (done.status === 'failed') throw new AppError('REFUND_FAILED', { reason: done.failure ?? 'refused' });
  return presentRefund(done);
}

/**
 * The refund's call got no answer (unreachable, a 5xx, a dropped connection): ask the provider what became of this
 * refund number. Made or under way there → that answer (the coins stay held, then leave); no such refund → undefined
 * (nothing held). When the query cannot answer either, undefined too — and an error in the log naming the number,
 * since the provider may have made it: the admin's retry sends the same number, which the provider never refunds twice.
 */
async function askAfterNoAnswer(ctx: AppContext, r: GatewayRefund, err: unknown, log: FastifyBaseLogger): Promise<RefundResult | undefined> {
  const provider = gatewayFor(ctx, r.method)!;
  try {
    const found = await provider.queryRefund(ctx, r);
    if (found.state === 'failed' && found.missing) {
      log.warn({ err, refund: r.outRefundNo }, 'top-up refund: the provider did not answer and has no such refund; nothing held');
      return undefined;
    }
    return found;
  } catch (again) {
    log.error(
      { err, again, refund: r.outRefundNo, method: r.method },
      'top-up refund: no answer to the refund nor to its query; nothing held here — check the refund number at the provider (docs/operations.md)',
    );
    return undefined;
  }
}

/**
 * Apply what the provider said of a refund, exactly once: it leaves `processing` by a conditional update that only
 * one transaction wins (the call itself, or the reconciliation's query, or two of either); only the winner moves the
 * held coins. Still in flight: its note and next check are kept. Returns the refund as it now is.
 */
export async function applyRefundResult(ctx: AppContext, db: Db, row: refunds.RefundRow, result: RefundResult): Promise<refunds.RefundRow> {
  const now = ctx.now();
  return db.transaction(async (tx) => {
    if (result.state === 'processing') {
      const patch = { failure: result.note ?? null, providerRefundNo: result.refundNo ?? row.providerRefundNo, checkFailures: 0 };
      return (await refunds.noteInFlight(tx, row.id, { ...patch, nextCheckAt: new Date(now.getTime() + NEXT_CHECK_MS) })) ?? (await current(tx, row));
    }
    const succeeded = result.state === 'succeeded';
    const settled = await refunds.settleRefund(tx, row.id, {
      status: succeeded ? 'succeeded' : 'failed',
      settledAt: now,
      ...(succeeded ? { providerRefundNo: result.refundNo ?? row.providerRefundNo, failure: null } : { failure: result.reason }),
    });
    if (!settled) return current(tx, row); // settled before: by another answer, nothing moves again
    const amount = Number(settled.amount);
    const hold = ledger.refundHold(settled.memberId, settled.id);
    const name = nameOf(settled.method);
    if (succeeded) {
      await ledger.transfer(tx, hold, ledger.platformCash, amount, {
        kind: 'topup_refund_paid',
        memo: `${name.en} refund ${settled.outRefundNo}${settled.providerRefundNo ? ` (refund ${settled.providerRefundNo})` : ''}`,
        ref: `refund:${settled.id}`,
        now,
      });
      await tell(tx, ctx.live, settled.memberId, now, {
        kind: 'recharge.refunded',
        zh: ['充值已退款', `${formatCents(amount)} 金币已退回您的${name.zh}（退款单号 ${settled.outRefundNo}）。`],
        en: ['Top-up refunded', `${formatCents(amount)} coins were refunded to your ${name.en} account (refund ${settled.outRefundNo}).`],
        link: '/personalCenter/tradeManagement',
      });
    } else {
      await ledger.transfer(tx, hold, ledger.available(settled.memberId), amount, {
        kind: 'topup_refund_released',
        memo: `${name.en} refund ${settled.outRefundNo} failed: ${result.state === 'failed' ? result.reason : ''}`,
        ref: `refund:${settled.id}`,
        now,
      });
    }
    return settled;
  });
}

const current = async (db: Db, row: refunds.RefundRow) => (await refunds.findRefund(db, row.id)) ?? row;

/** Ask the provider about one refund in flight and apply its answer. Throws when the provider cannot answer. */
export async function checkRefund(ctx: AppContext, row: refunds.RefundRow): Promise<refunds.RefundRow> {
  const provider = gatewayFor(ctx, row.method);
  if (!provider) throw new Error(`${row.method} is not configured on this server`);
  const topup = await findRecharge(ctx.db, row.rechargeId);
  const result = await provider.queryRefund(ctx, {
    method: row.method as GatewayMethod,
    reference: topup?.reference ?? '',
    outRefundNo: row.outRefundNo,
  });
  return applyRefundResult(ctx, ctx.db, row, result);
}

export const REFUND_UNRESOLVED_AFTER_MS = 60 * 60_000;

/**
 * The refunds' part of the reconciliation (topup.reconcile.ts runs it): the refunds in flight whose next check is
 * due are claimed (SKIP LOCKED), asked of their provider and settled; a provider that cannot answer is asked again
 * after 1, 2, 4 … 30 minutes; one still in flight after an hour is logged as an error at every run.
 */
export async function reconcileRefunds(ctx: AppContext, log: FastifyBaseLogger) {
  const run = { settled: [] as string[], failed: [] as string[], unresolved: [] as string[] };
  const now = ctx.now();
  const claimed = await refunds.claimDueRefunds(ctx.db, now, new Date(now.getTime() + 2 * NEXT_CHECK_MS), 20);
  for (const row of claimed) {
    try {
      const after = await checkRefund(ctx, row);
      if (after.status !== 'processing') run.settled.push(row.outRefundNo);
    } catch (err) {
      const failures = row.checkFailures + 1;
      await refunds.noteInFlight(ctx.db, row.id, { checkFailures: failures, nextCheckAt: new Date(ctx.now().getTime() + backoffMs(failures)) });
      log.warn({ err, refund: row.outRefundNo, method: row.method, failures }, 'refund reconciliation: the provider did not answer; retried later');
      run.failed.push(row.outRefundNo);
    }
  }
  const unresolved = await refunds.refundsUnresolvedSince(ctx.db, new Date(now.getTime() - REFUND_UNRESOLVED_AFTER_MS));
  run.unresolved = unresolved.map((r) => r.outRefundNo);
  if (unresolved.length)
    log.error({ refunds: unresolved }, 'top-up refunds in flight for more than an hour: an operator must look (docs/operations.md)');
  return run;
}

/** What can still be refunded of a top-up: its amount less what was refunded or is being refunded, at most the member's available coins. */
export async function refundableOf(db: Db, topup: { id: number; memberId: number; amount: number | string; status: string; method: string }) {
  const refunded = await refunds.sumRefunded(db, topup.id);
  if (topup.status !== 'paid' || !(wallet.gatewayMethods as readonly string[]).includes(topup.method)) return { refunded, refundable: 0 };
  const available = await ledger.balanceOf(db, ledger.available(topup.memberId));
  return { refunded, refundable: Math.max(0, Math.min(Number(topup.amount) - refunded, available)) };
}

/** Admin/rechargeRefunds */
export async function listTopUpRefunds(ctx: AppContext, id: number) {
  const topup = await findRecharge(ctx.db, id);
  if (!topup) throw new AppError('RECHARGE_NOT_FOUND');
  const figures = await refundableOf(ctx.db, topup);
  return { ...figures, listItem: (await refunds.listRefunds(ctx.db, id)).map(presentRefund) };
}
