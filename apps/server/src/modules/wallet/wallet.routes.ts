import type { FastifyInstance } from 'fastify';
import { shanghaiDay, wallet } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import { guard, registerCall } from '../../platform/calls.js';
import { asDownload } from '../../platform/security.js';
import { exportBillsCsv, listBills } from './bills.service.js';
import { setPaycode } from './paycode.service.js';
import { listMyRecharges, offeredMethods, rechargeInfo, startRecharge } from './recharge.service.js';
import * as withdraw from './withdraw.service.js';

/** The member's wallet calls of docs/rules/api.md (Wallet, Bills, Applycash, Member/setPayment) and the bills CSV download. */
export async function registerWalletRoutes(app: FastifyInstance) {
  registerCall(app, wallet.paymentInfo, (_body, { ctx }) => ({ methods: offeredMethods(ctx), sandbox: ctx.config.paymentSandbox }));
  registerCall(app, wallet.recharge, (body, { ctx, viewer }) => startRecharge(ctx, viewer, body));
  registerCall(app, wallet.rechargeList, (body, { ctx, viewer }) => listMyRecharges(ctx, viewer, body));
  registerCall(app, wallet.rechargeInfo, (body, { ctx, viewer, req }) => rechargeInfo(ctx, viewer, body.id, req.log));
  registerCall(app, wallet.transaction, (body, { ctx, viewer }) => listBills(ctx, viewer, body));
  registerCall(app, wallet.postNew, (body, { ctx, viewer }) => withdraw.requestWithdrawal(ctx, viewer, body));
  registerCall(app, wallet.withdrawalList, (body, { ctx, viewer }) => withdraw.listMyWithdrawals(ctx, viewer, body));
  registerCall(app, wallet.withdrawalInfo, (body, { ctx, viewer }) => withdraw.withdrawalInfo(ctx, viewer, body.id));
  registerCall(app, wallet.withdrawalCancel, (body, { ctx, viewer }) => withdraw.cancelWithdrawal(ctx, viewer, body.id));
  registerCall(app, wallet.withdrawLimits, (_body, { ctx, viewer }) => withdraw.withdrawLimits(ctx, viewer));
  registerCall(app, wallet.setPayment, (body, { ctx, req, viewer }) => setPaycode(ctx, viewer, body, req));

  app.get(`/api/${wallet.BILLS_EXPORT_PATH}`, { schema: { hide: true } }, async (req, reply) => {
    const viewer = await guard(req, app.ctx, 'member');
    const query = Object.fromEntries(Object.entries((req.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));
    const parsed = wallet.billsExportQuery.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.code === 'unrecognized_keys' ? String(issue.keys[0]) : (issue?.path.join('.') ?? 'query');
      throw new AppError(
        'VALIDATION_FAILED',
        { field, reason: issue?.code === 'unrecognized_keys' ? 'unknown field' : (issue?.message ?? 'invalid') },
        { field },
      );
    }
    const csv = await exportBillsCsv(app.ctx, viewer!, parsed.data);
    return asDownload(reply)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bills-${shanghaiDay(app.ctx.now())}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
