import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { crashPoint } from '../../platform/crash-points.js';
import { runEvery } from '../../platform/interval.js';
import { audit } from '../admin/audit.service.js';
import { alipayTransfer, alipayTransferStatus } from './alipay.gateway.js';
import * as repo from './wallet.repository.js';
import { adminWithdrawalView, PAYING_STALE_MS, reviewWithdrawal } from './withdraw.service.js';

/**
 * Alipay payouts of withdrawals (docs/rules/money.md "Withdrawals", decision 077). Alipay is never asked inside a
 * transaction (a slow gateway would hold a pooled connection — on PGlite the only one — and the withdrawal's row lock
 * for the whole call):
 * 1. a short transaction claims the withdrawal, `pending` → `paying` (one conditional update: of two admins pressing at
 *    once, one wins; the other gets STATE_CONFLICT);
 * 2. Alipay's transfer (`alipay.fund.trans.uni.transfer`, `out_biz_no` `BHW<id>`: Alipay never pays one number twice);
 * 3. a second transaction records its answer, only under this claim: paid → the usual "paid" decision with Alipay's
 *    order id as the payout reference (hold → platform cash); refused → back to `pending`, its coins still held and
 *    Alipay's reason kept and audited (PAYOUT_FAILED); no answer → Alipay is asked what became of `BHW<id>`
 *    (`alipay.fund.trans.common.query`), and when that cannot answer either the withdrawal stays `paying`
 *    (PAYOUT_UNCONFIRMED) until `resolveStalePayouts` learns it from Alipay.
 * A claim older than PAYING_STALE_MS (a payout that died or never heard back) may be claimed again: sending the same
 * `out_biz_no` again is safe. A `paying` withdrawal cannot be rejected or cancelled: its coins may already be paid.
 */
export { PAYING_STALE_MS };
const RESOLVE_BATCH = 20;

type Outcome = { state: 'paid'; orderId: string } | { state: 'none'; reason: string } | { state: 'dealing' };
type Claimed = Pick<repo.WithdrawalRow, 'id' | 'amount' | 'memberId' | 'reviewedAt' | 'reviewedBy'>;

/** Admin/withdrawPayout */
export async function payOutWithAlipay(ctx: AppContext, admin: Viewer, id: number, log: FastifyBaseLogger) {
  if (!ctx.config.alipay) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const now = ctx.now();
  const w = await ctx.db.transaction(async (tx) => {
    const claimed = await repo.claimPayout(tx, id, admin.id, now, new Date(now.getTime() - PAYING_STALE_MS));
    if (claimed) return claimed;
    const current = await repo.findWithdrawal(tx, id);
    if (!current) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (current.method !== 'alipay') throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    throw new AppError('STATE_CONFLICT', { state: current.status });
  });
  let outcome: Outcome;
  try {
    const transfer = {
      outBizNo: `BHW${w.id}`,
      amount: Number(w.amount),
      account: w.account,
      name: w.accountName,
      title: `BoothHub withdrawal #${w.id}`,
    };
    const result = await alipayTransfer(ctx, transfer);
    outcome = result.ok ? { state: 'paid', orderId: result.orderId } : { state: 'none', reason: result.reason };
  } catch (err) {
    if (isAppError(err)) throw err;
    log.warn({ err, withdrawal: id }, 'Alipay transfer: no answer; asking Alipay what became of it');
    outcome = await askAlipay(ctx, w.id, log);
  }
  // Alipay has answered, nothing is recorded yet: a crash here leaves the withdrawal `paying` (wallet.crash.test.ts)
  await crashPoint('withdraw-payout');
  await record(ctx, w, outcome, log);
  if (outcome.state === 'none') {
    // the transfer never reached Alipay: nothing changed, the admin may try again
    if (outcome.reason === UNREACHED) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    throw new AppError('PAYOUT_FAILED', { reason: outcome.reason });
  }
  if (outcome.state === 'dealing') throw new AppError('PAYOUT_UNCONFIRMED');
  return adminWithdrawalView(ctx, id);
}

/** the reason kept when Alipay has no order for a transfer whose answer was lost: it never got there */
const UNREACHED = 'Alipay: the transfer did not reach Alipay';

/** what Alipay knows of `BHW<id>` (after a lost answer, or for a stale claim); `dealing` also when it cannot say */
async function askAlipay(ctx: AppContext, id: number, log: FastifyBaseLogger): Promise<Outcome> {
  try {
    const status = await alipayTransferStatus(ctx, `BHW${id}`);
    return status.state === 'none' && status.reason.includes('ORDER_NOT_EXIST') ? { state: 'none', reason: UNREACHED } : status;
  } catch (err) {
    log.warn({ err, withdrawal: id }, 'Alipay transfer query: no answer; the withdrawal stays paying');
    return { state: 'dealing' };
  }
}

/**
 * Record what Alipay said, under the claim `w.reviewedAt` only (a newer claim, or the resolver that got there first,
 * wins: its answer is the same, Alipay paying a number once). `dealing` changes nothing.
 */
async function record(ctx: AppContext, w: Claimed, outcome: Outcome, log: FastifyBaseLogger): Promise<void> {
  const claim = w.reviewedAt!;
  const by = { id: w.reviewedBy! };
  if (outcome.state === 'paid') {
    try {
      await reviewWithdrawal(ctx, by, { id: w.id, approve: true, payoutRef: outcome.orderId }, { paying: claim });
    } catch (err) {
      if (!(isAppError(err) && err.code === 'STATE_CONFLICT')) throw err;
    }
    return;
  }
  if (outcome.state === 'dealing') return;
  const reason = outcome.reason.startsWith('Alipay') ? outcome.reason : `Alipay: ${outcome.reason}`;
  await ctx.db.transaction(async (tx) => {
    const back = await repo.unclaimPayout(tx, w.id, claim, reason);
    if (!back) return;
    const detail = { amount: Number(w.amount), member: w.memberId, alipay: outcome.reason };
    await audit(tx, { actorId: by.id, action: 'withdraw.payout_failed', target: `withdrawal:${w.id}`, reason, detail }, ctx.now());
  });
  log.warn({ withdrawal: w.id, reason }, 'Alipay payout not made: the withdrawal is pending again, its coins held');
}

export interface PayoutResolution {
  paid: number[];
  pending: number[];
  still: number[];
}

/**
 * The withdrawals left `paying` longer than PAYING_STALE_MS (the server died during the transfer, or neither the
 * transfer nor the query answered): each is asked of Alipay by its out_biz_no and recorded — paid, or back to
 * `pending` (no such transfer at Alipay, or it failed there); still unknown, it is asked again at the next run.
 */
export async function resolveStalePayouts(ctx: AppContext, log: FastifyBaseLogger): Promise<PayoutResolution> {
  const run: PayoutResolution = { paid: [], pending: [], still: [] };
  if (!ctx.config.alipay) return run;
  const stale = await repo.stalePayouts(ctx.db, new Date(ctx.now().getTime() - PAYING_STALE_MS), RESOLVE_BATCH);
  for (const w of stale) {
    const outcome = await askAlipay(ctx, w.id, log);
    await record(ctx, w, outcome, log);
    run[outcome.state === 'paid' ? 'paid' : outcome.state === 'none' ? 'pending' : 'still'].push(w.id);
  }
  if (run.still.length) log.error({ withdrawals: run.still }, 'Alipay payouts still unresolved: an operator must look (docs/operations.md)');
  return run;
}

/** Resolve the stale payouts on the top-up reconciliation's beat (TOPUP_RECONCILE_MS; 0: not on this instance). */
export function startPayoutResolution(app: FastifyInstance) {
  runEvery(app, app.ctx.config.timers.topupReconcileMs, 'payout resolution', async () => {
    const r = await resolveStalePayouts(app.ctx, app.log);
    if (r.paid.length || r.pending.length) app.log.info(r, 'payout resolution ran');
  });
}
