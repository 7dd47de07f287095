import type { FastifyInstance } from 'fastify';
import { wallet } from '@boothhub/shared';
import { registerCall } from '../../platform/calls.js';
import { payOutWithAlipay } from './payout.service.js';
import { listRechargesForAdmin, reviewRecharge } from './recharge.service.js';
import { listTopUpRefunds, refundTopUp } from './topup.refund.js';
import { changeSettings, readSettings } from './wallet.admin.service.js';
import { listWithdrawalsForAdmin, reviewWithdrawal } from './withdraw.service.js';

/** The back office's money queues (top-ups and their refunds, withdrawals) and the platform settings. */
export async function registerWalletAdminRoutes(app: FastifyInstance) {
  registerCall(app, wallet.adminRechargeList, (body, { ctx }) => listRechargesForAdmin(ctx, body));
  registerCall(app, wallet.adminRechargeReview, (body, { ctx, viewer }) => reviewRecharge(ctx, viewer, body));
  registerCall(app, wallet.adminRechargeRefund, (body, { ctx, viewer, req }) => refundTopUp(ctx, viewer, body, req.log));
  registerCall(app, wallet.adminRechargeRefunds, (body, { ctx }) => listTopUpRefunds(ctx, body.id));
  registerCall(app, wallet.adminWithdrawList, (body, { ctx }) => listWithdrawalsForAdmin(ctx, body));
  registerCall(app, wallet.adminWithdrawReview, (body, { ctx, viewer }) => reviewWithdrawal(ctx, viewer, body));
  registerCall(app, wallet.adminWithdrawPayout, (body, { ctx, viewer, req }) => payOutWithAlipay(ctx, viewer, body.id, req.log));
  registerCall(app, wallet.adminSettings, (_body, { ctx }) => readSettings(ctx));
  registerCall(app, wallet.adminSettingsSave, (body, { ctx, viewer }) => changeSettings(ctx, viewer, body));
}
