import type { AppContext, Viewer } from '../../platform/context.js';
import { getSettings } from '../settings/settings.service.js';
import { verifyPaycode } from '../wallet/paycode.service.js';
import { move } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { taskAction } from './tasks.action.js';
import { assertMay } from './tasks.policy.js';
import * as repo from './tasks.repository.js';
import { fundEscrow } from './tasks.settle.js';

/**
 * Taskcenter/businessTaskPay (idempotent: Idempotency-Key, platform/calls.ts):
 * the PIN (counted before the transaction opens), then in ONE transaction the budget moves from the publisher's
 * available coins into the task's escrow and the task starts recruiting. The
 * commission rate in force now is stored on the task, so later changes only
 * affect later tasks. INSUFFICIENT_BALANCE (409) moves nothing; the client
 * offers a top-up.
 */
export async function payTask(ctx: AppContext, viewer: Viewer, body: { id: number; paycode: string }) {
  // checked before the PIN so a try is spent only on a payable task, and again under the row lock
  assertMay('pay', await repo.findTask(ctx.db, body.id), viewer, { now: ctx.now() });
  await verifyPaycode(ctx, viewer.id, body.paycode);
  return taskAction(ctx, viewer, body.id, 'pay', async (tx, task, now) => {
    const { commissionRate } = await getSettings(tx);
    const moved = await move(tx, task, 'pay', { actorId: viewer.id, now, patch: { paidAt: now, commissionRate } });
    await fundEscrow(tx, moved, now);
    await notices.paid(tx, ctx, moved, now);
    return { id: moved.id, status: 'recruiting' as const };
  });
}
