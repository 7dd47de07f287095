import type { AppContext, Viewer } from '../../platform/context.js';
import { checkout } from '../checkout/checkout.service.js';
import { getSettings } from '../settings/settings.service.js';
import { move } from './tasks.machine.js';
import { receipts } from './tasks.notices.js';
import { assertMay } from './tasks.policy.js';
import * as repo from './tasks.repository.js';
import { escrowFunding } from './tasks.settle.js';

/**
 * Taskcenter/businessTaskPay through the one checkout (modules/checkout: the budget shown, the PIN, the balance,
 * one transaction, the ledger, the receipt `task.paid`): the budget moves from the publisher's available coins into
 * the task's escrow and the task starts recruiting. The commission rate in force now is stored on the task, so later
 * changes only affect later tasks. `price` is the budget the publisher was shown (api.md's body is `{id, paycode}`, so
 * it is optional on the wire: without it the budget read before the PIN is the one charged, and an edit meanwhile is
 * TASK_PRICE_CHANGED all the same).
 */
export async function payTask(ctx: AppContext, viewer: Viewer, body: { id: number; paycode: string; price?: number }) {
  const now = ctx.now();
  // checked before the PIN so a try is spent only on a payable task, and again under the row lock
  const found = await repo.findTask(ctx.db, body.id);
  assertMay('pay', found, viewer, { now });
  return checkout(ctx, viewer, {
    call: 'Taskcenter/businessTaskPay',
    paycode: body.paycode,
    shown: body.price ?? found.cost,
    priceChanged: 'TASK_PRICE_CHANGED',
    look: async () => ({ ...found, price: found.cost }),
    lock: async (tx) => {
      const task = await repo.lockTask(tx, body.id);
      assertMay('pay', task, viewer, { now: ctx.now() });
      return { ...task, price: task.cost };
    },
    fulfil: async (tx, task, at) => {
      const { commissionRate } = await getSettings(tx);
      const moved = await move(tx, task, 'pay', { actorId: viewer.id, now: at, patch: { paidAt: at, commissionRate } });
      return { result: { id: moved.id, status: 'recruiting' as const }, charge: { ...escrowFunding(moved), receipt: receipts.paid(moved) } };
    },
  });
}
