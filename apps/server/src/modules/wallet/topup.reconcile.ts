import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { runEvery } from '../../platform/interval.js';
import type { AppContext } from '../../platform/context.js';
import { closeTopUp, gatewayFor, settleGatewayPayment } from './gateway.service.js';
import { backoffMs, type GatewayMethod } from './gateway.js';
import { reconcileRefunds, REFUND_UNRESOLVED_AFTER_MS } from './topup.refund.js';
import { countRefundsUnresolvedSince } from './refund.repository.js';
import * as topups from './topup.repository.js';
import type { RechargeRow } from './wallet.repository.js';

/**
 * The reconciliation of gateway top-ups (docs/rules/money.md "Top-up", docs/operations.md): a lost notification never
 * loses money and an abandoned order cannot be paid later. Each run claims the pending top-ups older than
 * RECONCILE_AFTER_MS whose next check is due (FOR UPDATE SKIP LOCKED: two instances claim different ones), asks each
 * one's provider, and credits the paid ones (the same settlement as a notification, so exactly once), closes those
 * the provider closed, and closes at the provider those past their expiry. A provider that cannot answer is asked
 * again later, each failure doubling the wait (1 minute up to 30). A top-up still pending an hour after it was
 * created is logged as an error at every run and counted by the `topups_unresolved` gauge of /metrics. The same
 * timer settles the refunds in flight (topup.refund.ts `reconcileRefunds`).
 */
export const RECONCILE_AFTER_MS = 3 * 60_000;
export const UNRESOLVED_AFTER_MS = 60 * 60_000;
const NEXT_CHECK_MS = 60_000;
const BATCH = 20;

export interface ReconcileRun {
  credited: string[];
  closed: string[];
  flagged: string[];
  failed: string[];
  unresolved: string[];
}

export async function reconcileTopUps(ctx: AppContext, log: FastifyBaseLogger): Promise<ReconcileRun> {
  const run: ReconcileRun = { credited: [], closed: [], flagged: [], failed: [], unresolved: [] };
  const now = ctx.now();
  const claimed = await topups.claimDue(
    ctx.db,
    now,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() + 2 * NEXT_CHECK_MS),
    BATCH,
  );
  for (const row of claimed) {
    try {
      const result = await checkTopUp(ctx, row, log);
      if (result === 'credited') run.credited.push(row.reference);
      else if (result === 'closed') run.closed.push(row.reference);
      else if (result === 'mismatch' || result === 'late') run.flagged.push(row.reference);
    } catch (err) {
      const failures = row.checkFailures + 1;
      await topups.checkFailed(ctx.db, row.id, failures, new Date(ctx.now().getTime() + backoffMs(failures)));
      log.warn({ err, reference: row.reference, method: row.method, failures }, 'top-up reconciliation: the provider did not answer; retried later');
      run.failed.push(row.reference);
    }
  }
  const unresolved = await topups.unresolvedSince(ctx.db, new Date(now.getTime() - UNRESOLVED_AFTER_MS));
  run.unresolved = unresolved.map((r) => r.reference);
  if (unresolved.length) {
    log.error({ topUps: unresolved }, 'top-ups unresolved for more than an hour: an operator must look (docs/operations.md)');
  }
  return run;
}

/**
 * Ask the provider about one pending top-up and act on the answer. Throws when the provider cannot answer.
 * `still` when it is still waiting for the member (and not yet expired).
 */
export async function checkTopUp(
  ctx: AppContext,
  row: RechargeRow,
  log: FastifyBaseLogger,
): Promise<'credited' | 'already' | 'unknown' | 'mismatch' | 'late' | 'closed' | 'still'> {
  const provider = gatewayFor(ctx, row.method);
  if (!provider) throw new Error(`${row.method} is not configured on this server`);
  const trade = await provider.queryOrder(ctx, row.reference);
  if (trade.state === 'paid') {
    return settleGatewayPayment(
      ctx,
      { method: row.method as GatewayMethod, reference: row.reference, tradeNo: trade.tradeNo, amount: trade.amount, via: 'query' },
      log,
    );
  }
  if (trade.state === 'closed') {
    await closeTopUp(ctx, row.id, `closed at ${row.method}`);
    return 'closed';
  }
  const now = ctx.now();
  if (row.expiresAt && now >= row.expiresAt) {
    await provider.closeOrder(ctx, row.reference);
    await closeTopUp(ctx, row.id, 'expired unpaid');
    log.info({ reference: row.reference, method: row.method }, 'top-up expired unpaid: closed at the provider');
    return 'closed';
  }
  await topups.checkedFine(ctx.db, row.id, new Date(now.getTime() + NEXT_CHECK_MS));
  return 'still';
}

/**
 * Run the reconciliation every TOPUP_RECONCILE_MS milliseconds (default one minute; 0: not on this instance), and
 * serve the gauges of /metrics: top-ups pending for more than an hour, top-ups flagged for an admin, and refunds in
 * flight for more than an hour.
 */
export function startTopUpReconciliation(app: FastifyInstance) {
  const ctx = app.ctx;
  new Gauge({
    name: 'topups_unresolved',
    help: 'Gateway top-ups (Alipay, WeChat Pay) still pending more than an hour after they were started: an operator must look',
    registers: [app.metrics],
    async collect() {
      this.set(await topups.countUnresolvedSince(ctx.db, new Date(ctx.now().getTime() - UNRESOLVED_AFTER_MS)));
    },
  });
  new Gauge({
    name: 'topups_flagged',
    help: 'Gateway top-ups whose payment was not credited automatically (amount mismatch, paid after close): an admin must look',
    registers: [app.metrics],
    async collect() {
      this.set(await topups.countFlagged(ctx.db));
    },
  });
  new Gauge({
    name: 'topup_refunds_unresolved',
    help: 'Refunds of top-ups still processing more than an hour after they were asked: their coins stay held; an operator must look',
    registers: [app.metrics],
    async collect() {
      this.set(await countRefundsUnresolvedSince(ctx.db, new Date(ctx.now().getTime() - REFUND_UNRESOLVED_AFTER_MS)));
    },
  });
  runEvery(app, app.ctx.config.timers.topupReconcileMs, 'top-up reconciliation', async () => {
    const r = await reconcileTopUps(app.ctx, app.log);
    if (r.credited.length || r.closed.length || r.flagged.length || r.failed.length) app.log.info(r, 'top-up reconciliation ran');
    const refunds = await reconcileRefunds(app.ctx, app.log);
    if (refunds.settled.length || refunds.failed.length) app.log.info(refunds, 'refund reconciliation ran');
  });
}
