import { commissionOf } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import * as ledger from '../ledger/ledger.service.js';
import type { TaskRow } from './tasks.repository.js';

/**
 * The money of a task, through the ledger. The budget sits in the publisher's
 * escrow account for the task (`escrow(publisherId, taskId)`) from payment to
 * the end; every settlement empties it in one balanced posting.
 */

const ref = (task: Pick<TaskRow, 'id'>) => `task:${task.id}`;
const memo = (task: Pick<TaskRow, 'id' | 'title'>) => `#${task.id} ${task.title}`;

/**
 * Where a task's budget goes when it is paid: the checkout's charge (modules/checkout) — the publisher's available
 * coins → the task's escrow, as one task_pay posting.
 */
export const escrowFunding = (task: TaskRow) => ({
  kind: 'task_pay',
  memo: memo(task),
  ref: ref(task),
  to: [{ account: ledger.escrow(task.publisherId, task.id), amount: task.cost }],
});

/** Pay the budget into escrow without a checkout (the demo data's steps): INSUFFICIENT_BALANCE when short. */
export async function fundEscrow(db: Db, task: TaskRow, now: Date) {
  const f = escrowFunding(task);
  await ledger.transfer(db, ledger.available(task.publisherId), f.to[0]!.account, task.cost, { kind: f.kind, memo: f.memo, ref: f.ref, now });
}

/** Return the whole escrow to the publisher. */
export async function refundEscrow(db: Db, task: TaskRow, now: Date, kind = 'task_refund') {
  await ledger.transfer(db, ledger.escrow(task.publisherId, task.id), ledger.available(task.publisherId), task.cost, {
    kind,
    memo: memo(task),
    ref: ref(task),
    now,
  });
}

export interface Settlement {
  /** awarded to the designer before commission */
  designerAmount: number;
  commission: number;
  /** what the designer's available balance received */
  designerNet: number;
  /** what went back to the publisher */
  businessAmount: number;
}

/**
 * Release the escrow: `designerAmount` (≤ cost) to the selected designer less
 * commission at the task's rate, the commission to platform revenue, the rest
 * back to the publisher. One posting; legs of 0 are left out.
 */
export async function releaseEscrow(db: Db, task: TaskRow, designerAmount: number, now: Date, kind = 'task_release'): Promise<Settlement> {
  if (task.designerId === null) throw new Error(`task ${task.id} has no designer to pay`);
  if (!Number.isSafeInteger(designerAmount) || designerAmount < 0 || designerAmount > task.cost) {
    throw new Error(`designer amount ${designerAmount} outside 0..${task.cost}`);
  }
  const commission = commissionOf(designerAmount, task.commissionRate ?? 0);
  const s: Settlement = { designerAmount, commission, designerNet: designerAmount - commission, businessAmount: task.cost - designerAmount };
  await ledger.post(db, {
    kind,
    memo: memo(task),
    ref: ref(task),
    now,
    legs: [
      { account: ledger.escrow(task.publisherId, task.id), amount: -task.cost },
      { account: ledger.available(task.designerId), amount: s.designerNet },
      { account: ledger.platformRevenue, amount: s.commission },
      { account: ledger.available(task.publisherId), amount: s.businessAmount },
    ],
  });
  return s;
}

/** The escrow balance of a task (its cost while held, 0 once settled). */
export const escrowOf = (db: Db, task: Pick<TaskRow, 'id' | 'publisherId'>) => ledger.balanceOf(db, ledger.escrow(task.publisherId, task.id));
