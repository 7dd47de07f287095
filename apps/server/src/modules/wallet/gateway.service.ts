import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@boothhub/shared';
import { AppError, isAppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { GATEWAY_ORDER_TTL_MS, type GatewayMethod, type GatewayPayment, type GatewayProvider, type SettleOutcome } from './gateway.js';
import { creditRecharge, insertPending } from './topup.credit.js';
import * as topups from './topup.repository.js';
import * as repo from './wallet.repository.js';

/**
 * The core of gateway top-ups (docs/rules/money.md "Top-up", docs/decisions/066-alipay-topups.md): starting an order
 * at a provider and settling what the provider reports. The coins are credited only here, only for a payment a
 * provider reported (a verified notification or a query), exactly once: the top-up's row is locked while a report is
 * settled, it leaves `pending` by a conditional update, and the ledger refuses a second `recharge:<id>` transaction.
 */

const gateways = new Map<GatewayMethod, GatewayProvider>();

/** plug a provider in (modules/index.ts wireModules); offered wherever its `offered` says it is configured */
export function registerGateway(provider: GatewayProvider) {
  gateways.set(provider.method, provider);
}

/** the provider of a method, when one is registered and configured on this server */
export function gatewayFor(ctx: AppContext, method: string): GatewayProvider | undefined {
  const p = gateways.get(method as GatewayMethod);
  return p?.offered(ctx) ? p : undefined;
}

export const offeredGateways = (ctx: AppContext) => [...gateways.values()].filter((p) => p.offered(ctx)).map((p) => p.method);

/**
 * where the member comes back to: the top-up page, which lists the top-up and its state (Wallet/rechargeInfo asks the
 * provider), and offers the way back to the purchase that sent them (`back`, a checkout's `return`)
 */
export const returnPath = (id: number, back?: string) => `/personalCenter/recharge?topup=${id}${back ? `&return=${encodeURIComponent(back)}` : ''}`;

/**
 * Start a gateway top-up: the pending row, then the provider's order, then its pay address on the row. The provider is
 * called outside any transaction (a slow gateway must not hold a connection — on PGlite, the only one). When the
 * provider cannot be reached the row is removed: no top-up is left behind (PAYMENT_PROVIDER_UNAVAILABLE, a 503); a
 * process that dies in between leaves a pending row without an order, which the reconciliation closes at its expiry.
 */
export async function startGatewayRecharge(
  ctx: AppContext,
  provider: GatewayProvider,
  viewer: Viewer,
  body: { amount: number; device?: 'desktop' | 'phone'; back?: string },
): Promise<repo.RechargeRow> {
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + GATEWAY_ORDER_TTL_MS);
  const created = await insertPending(ctx.db, viewer.id, body.amount, provider.method, now, expiresAt);
  let start;
  try {
    start = await provider.createOrder(ctx, {
      reference: created.reference,
      amount: body.amount,
      subject: `BoothHub ${formatCents(body.amount)} coins`,
      expiresAt,
      notifyUrl: `${ctx.config.publicUrl}${provider.notifyPath}`,
      returnUrl: `${ctx.config.publicUrl}${returnPath(created.id, body.back)}`,
      device: body.device ?? 'desktop',
    });
  } catch (err) {
    await topups.removeUnstarted(ctx.db, created.id);
    throw isAppError(err) ? err : Object.assign(new AppError('PAYMENT_PROVIDER_UNAVAILABLE'), { cause: err });
  }
  const payUrl = 'payUrl' in start ? start.payUrl : start.codeUrl;
  await topups.saveStart(ctx.db, created.id, { payUrl, expiresAt });
  return { ...created, payUrl, expiresAt };
}

/**
 * Settle a payment a provider reported (docs/rules/money.md "Top-up" states). The caller has verified that the
 * provider sent it (signature, app id) or asked the provider itself (a query). Flags are logged for an admin.
 */
export async function settleGatewayPayment(ctx: AppContext, p: GatewayPayment, log: FastifyBaseLogger): Promise<SettleOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<SettleOutcome> => {
    const row = await topups.lockByReference(tx, p.reference);
    if (!row || row.method !== p.method) return 'unknown';
    if (row.status === 'paid') return 'already';
    if (p.amount !== Number(row.amount)) {
      const note = `${p.method} reported ${formatCents(p.amount)} paid (trade ${p.tradeNo}, by ${p.via}) for a top-up of ${formatCents(Number(row.amount))}`;
      await topups.flag(tx, row.id, 'amount_mismatch', note);
      return 'mismatch';
    }
    if (row.status !== 'pending') {
      const note = `${p.method} reported a payment (trade ${p.tradeNo}, by ${p.via}) after the top-up was ${row.status}`;
      await topups.flag(tx, row.id, 'paid_after_close', note);
      return 'late';
    }
    await creditRecharge(ctx, tx, row.id, null, p.tradeNo);
    return 'credited';
  });
  const fields = { method: p.method, reference: p.reference, tradeNo: p.tradeNo, amount: p.amount, via: p.via, outcome };
  if (outcome === 'mismatch' || outcome === 'late') log.error(fields, 'top-up payment flagged for an admin: not credited');
  else if (outcome === 'unknown') log.warn(fields, 'payment for an unknown top-up: not credited');
  else log.info(fields, 'top-up payment reported');
  return outcome;
}

/** the provider (a verified notification) says an order closed: its top-up closes too if it was still pending */
export async function closeReported(ctx: AppContext, method: GatewayMethod, reference: string): Promise<void> {
  const row = await topups.findByReference(ctx.db, reference);
  if (row?.method === method && row.status === 'pending') await closeTopUp(ctx, row.id, `closed at ${method}`);
}

/** close a pending top-up that the provider says is closed or that was closed there after its expiry */
export async function closeTopUp(ctx: AppContext, id: number, reason: string): Promise<boolean> {
  const row = await repo.settleRecharge(ctx.db, id, { status: 'closed', reason, reviewedAt: ctx.now() });
  return Boolean(row);
}
