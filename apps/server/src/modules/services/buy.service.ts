import type { z } from 'zod';
import { formatCents, type services as contract } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberById } from '../accounts/members.service.js';
import { createAssignedTask } from '../tasks/tasks.service.js';
import { verifyPaycode } from '../wallet/paycode.service.js';
import { assertMayBuy } from './services.policy.js';
import * as repo from './services.repository.js';

type BuyBody = z.output<(typeof contract)['serviceBuy']['body']>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

/**
 * Service/serviceBuy (idempotent: Idempotency-Key, platform/idempotency.ts; docs/rules/services.md#buying).
 * The refusals that need no PIN first (so a try is spent only on a package that can be bought), then the PIN
 * (counted before the transaction, as paying a task does), then in ONE transaction, holding the package's row lock:
 * the package re-read (paused or deleted meanwhile, a price other than the one shown: SERVICE_PRICE_CHANGED), a task
 * created already assigned to its designer with the price paid into escrow (tasks.service createAssignedTask;
 * INSUFFICIENT_BALANCE rolls it all back), and the package's sale counted. Every purchase with a new key is a new
 * task: buying the same package again is a second order, as on any gig marketplace.
 */
export async function buyService(ctx: AppContext, viewer: Viewer, body: BuyBody) {
  const found = await repo.findService(ctx.db, body.id);
  // a paused package is not hidden here: the buyer was shown it, and is told it is paused (SERVICE_PAUSED)
  if (!found) throw new AppError('SERVICE_NOT_FOUND');
  assertMayBuy(found.s, viewer);
  if (body.sdate > body.edate) throw invalid('edate', 'must not be before sdate');
  await verifyPaycode(ctx, viewer.id, body.paycode);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const s = await repo.lockService(tx, body.id);
    if (!s) throw new AppError('SERVICE_NOT_FOUND');
    assertMayBuy(s, viewer);
    // the designer may have changed the price since the buyer looked: never charge a price they were not shown
    if (body.price !== s.price) throw new AppError('SERVICE_PRICE_CHANGED', { price: formatCents(s.price) });
    const buyer = await findMemberById(tx, viewer.id);
    const task = await createAssignedTask(
      tx,
      ctx,
      {
        publisherId: viewer.id,
        designerId: s.designerId,
        buyerName: buyer?.nickname || viewer.cardno,
        serviceId: s.id,
        title: s.title,
        types: s.category,
        style: s.style,
        plaza: s.plaza,
        opens: s.opens,
        days: s.days,
        deliverables: s.deliverables,
        cost: s.price,
        addr: body.addr,
        sdate: body.sdate,
        edate: body.edate,
        tips: body.tips,
        conts: body.conts,
      },
      now,
    );
    await repo.countSale(tx, s.id);
    return { taskId: task.id, status: 'in_progress' as const };
  });
}
