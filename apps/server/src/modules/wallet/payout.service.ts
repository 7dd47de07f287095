import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import { alipayTransfer } from './alipay.gateway.js';
import * as repo from './wallet.repository.js';
import { adminWithdrawalView, reviewWithdrawal } from './withdraw.service.js';

/**
 * Admin/withdrawPayout: one click pays a pending Alipay withdrawal through Alipay's transfer (docs/rules/money.md
 * "Withdrawals"). The withdrawal's row stays locked while Alipay is asked, so two clicks never pay twice (and the
 * transfer's out_biz_no `BHW<id>` is idempotent at Alipay besides). Paid: the usual "paid" decision with Alipay's
 * order id as the payout reference (hold → platform cash). Refused by Alipay: the withdrawal stays pending, its coins
 * held, Alipay's reason kept on it and audited, and PAYOUT_FAILED tells the admin why. Unreachable: nothing changes.
 */
export async function payOutWithAlipay(ctx: AppContext, admin: Viewer, id: number, log: FastifyBaseLogger) {
  if (!ctx.config.alipay) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const failure = await ctx.db.transaction(async (tx) => {
    const w = await repo.lockWithdrawal(tx, id);
    if (!w) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (w.status !== 'pending') throw new AppError('STATE_CONFLICT', { state: w.status });
    if (w.method !== 'alipay') throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
    let result;
    try {
      const transfer = {
        outBizNo: `BHW${w.id}`,
        amount: Number(w.amount),
        account: w.account,
        name: w.accountName,
        title: `BoothHub withdrawal #${w.id}`,
      };
      result = await alipayTransfer(ctx, transfer);
    } catch (err) {
      if (isAppError(err)) throw err;
      log.warn({ err, withdrawal: id }, 'Alipay transfer: the gateway did not answer');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const now = ctx.now();
    if (!result.ok) {
      await repo.noteWithdrawal(tx, id, `Alipay: ${result.reason}`);
      const detail = { amount: Number(w.amount), member: w.memberId, alipay: result.reason };
      await audit(tx, { actorId: admin.id, action: 'withdraw.payout_failed', target: `withdrawal:${id}`, reason: result.reason, detail }, now);
      log.warn({ withdrawal: id, reason: result.reason }, 'Alipay transfer refused: the withdrawal stays pending');
      return result.reason;
    }
    await reviewWithdrawal({ ...ctx, db: tx }, admin, { id, approve: true, payoutRef: result.orderId });
    return null;
  });
  if (failure !== null) throw new AppError('PAYOUT_FAILED', { reason: failure });
  return adminWithdrawalView(ctx, id);
}
