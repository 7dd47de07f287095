import type { TaskStatus } from '@boothhub/shared/contracts/tasks';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import { recordCompletion } from './guide.service.js';
import * as repo from './tasks.repository.js';
import type { NewTask, TaskRow } from './tasks.repository.js';

/**
 * The task state machine (docs/rules/tasks.md, docs/decisions/007-task-state-machine.md).
 * Every transition is one entry here; `move` is the only code that changes a
 * task's status. It runs inside the caller's transaction, on a task row the
 * caller locked (SELECT … FOR UPDATE), and its UPDATE is conditional on the
 * status it read, so a wrong state — also one reached by a concurrent request
 * a moment earlier — is STATE_CONFLICT (409) and nothing of the transaction
 * (money, messages) is kept.
 */
export const transitions = {
  pay: { from: ['unpaid'], to: 'recruiting' },
  select: { from: ['recruiting'], to: 'in_progress' },
  cancel: { from: ['recruiting'], to: 'cancelled' },
  expire: { from: ['recruiting'], to: 'cancelled' },
  deliver: { from: ['in_progress'], to: 'delivered' },
  revise: { from: ['delivered'], to: 'in_progress' },
  accept: { from: ['delivered'], to: 'completed' },
  auto_accept: { from: ['delivered'], to: 'completed' },
  complain: { from: ['in_progress', 'delivered'], to: 'disputed' },
  /** the complaint's author withdrew it: back to the state it froze (given as `to`) */
  complaint_withdrawn: { from: ['disputed'], to: null },
  decide_designer: { from: ['disputed'], to: 'completed' },
  decide_split: { from: ['disputed'], to: 'completed' },
  decide_business: { from: ['disputed'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly TaskStatus[]; to: TaskStatus | null }>;

export type TransitionName = keyof typeof transitions;

/** Refuse unless the task is in one of the states the transition starts from. */
export function assertCanMove(task: Pick<TaskRow, 'status'>, name: TransitionName) {
  if (!(transitions[name].from as readonly string[]).includes(task.status)) throw new AppError('STATE_CONFLICT', { state: task.status });
}

export interface MoveOptions {
  /** who did it; null for the platform (timers) */
  actorId: number | null;
  now: Date;
  note?: string;
  /** other columns to change with the status */
  patch?: Partial<NewTask>;
  /** the target state, for transitions whose target depends on history */
  to?: TaskStatus;
}

/** Apply a transition to a locked task row and write its orbit entry. Returns the updated row. */
export async function move(db: Db, task: TaskRow, name: TransitionName, opts: MoveOptions): Promise<TaskRow> {
  assertCanMove(task, name);
  const to = opts.to ?? transitions[name].to;
  if (!to) throw new Error(`transition ${name} needs a target state`);
  const updated = await repo.updateTaskIfStatus(db, task.id, [task.status], { ...opts.patch, status: to, updatedAt: opts.now });
  if (!updated) {
    const current = await repo.findTask(db, task.id);
    throw new AppError('STATE_CONFLICT', { state: current?.status ?? 'deleted' });
  }
  await orbit(db, task.id, { actorId: opts.actorId, action: name, from: task.status, to, note: opts.note ?? '', now: opts.now });
  // the budget guidance learns the price in the same transaction; a split decided in a complaint paid no market price
  if (to === 'completed' && name !== 'decide_split') await recordCompletion(db, updated);
  return updated;
}

/** An orbit entry that is not a status change (e.g. a signup, an edit): from = to = the current state. */
export async function orbit(
  db: Db,
  taskId: number,
  e: { actorId: number | null; action: string; from: string | null; to: string; note?: string; now: Date },
) {
  await repo.insertOrbit(db, {
    taskId,
    actorId: e.actorId,
    action: e.action,
    fromStatus: e.from,
    toStatus: e.to,
    note: e.note ?? '',
    createdAt: e.now,
  });
}
