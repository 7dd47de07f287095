import type { TaskAction } from '@boothhub/shared/contracts/tasks';
import type { Db } from '../../db/client.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { assertMay } from './tasks.policy.js';
import * as repo from './tasks.repository.js';
import type { SignupRow, TaskRow } from './tasks.repository.js';

/**
 * A viewer's action on a task, in one transaction: the task row locked (so
 * concurrent actions on it queue), the policy's refusal if any
 * (tasks.policy.ts), then `run` with the locked task, the time and, for the
 * signup actions, the viewer's own signup.
 */
export function taskAction<T>(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  action: TaskAction,
  run: (tx: Db, task: TaskRow, now: Date, mine: SignupRow | undefined) => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, id);
    const mine = task && (action === 'signUp' || action === 'withdrawSignup') ? await repo.findSignup(tx, task.id, viewer.id) : undefined;
    assertMay(action, task, viewer, { now, mySignup: mine?.status });
    return run(tx, task, now, mine);
  });
}
