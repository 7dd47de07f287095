import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { getSettings } from '../settings/settings.service.js';
import { verifyPaycode } from '../wallet/paycode.service.js';
import { assertCanMove, move } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { assertMaySee, assertPublisher } from './tasks.policy.js';
import * as repo from './tasks.repository.js';
import { fundEscrow } from './tasks.settle.js';

/**
 * Taskcenter/businessTaskPay (idempotent: Idempotency-Key, platform/calls.ts):
 * the PIN, then in ONE transaction the budget moves from the publisher's
 * available coins into the task's escrow and the task starts recruiting. The
 * commission rate in force now is stored on the task, so later changes only
 * affect later tasks. INSUFFICIENT_BALANCE (409) moves nothing; the client
 * offers a top-up.
 */
export async function payTask(ctx: AppContext, viewer: Viewer, body: { id: number; paycode: string }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, body.id);
    assertMaySee(task, viewer);
    assertPublisher(task, viewer);
    assertCanMove(task, 'pay');
    if (task.rdate <= now) throw new AppError('TASK_DUE_PASSED');
    await verifyPaycode(ctx, tx, viewer.id, body.paycode);
    const { commissionRate } = await getSettings(tx);
    const moved = await move(tx, task, 'pay', { actorId: viewer.id, now, patch: { paidAt: now, commissionRate } });
    await fundEscrow(tx, moved, now);
    await notices.paid(tx, ctx, moved, now);
    return { id: moved.id, status: 'recruiting' as const };
  });
}
