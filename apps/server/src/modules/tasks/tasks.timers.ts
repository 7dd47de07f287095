import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { runEvery } from '../../platform/interval.js';
import { acceptLocked, cancelLocked } from './review.service.js';
import { runSearchAlerts } from './saved-searches.service.js';
import { runTaskReminders } from './tasks.reminders.js';
import * as repo from './tasks.repository.js';

/**
 * The task timers (docs/rules/tasks.md), run by every server instance on an
 * interval and safe to run anywhere at once:
 *  - a delivery not reviewed by its autoAcceptAt (7 days) is accepted;
 *  - a recruiting task whose due date passed with no selection is cancelled and refunded;
 *  - the reminders (tasks.reminders.ts) and the saved searches' alerts (saved-searches.service.ts) are told.
 * Each task is handled in its own transaction that first locks the row with
 * FOR UPDATE SKIP LOCKED and re-checks that it is still due, so two instances
 * (or two runs) never act on one task twice: the second either skips the
 * locked row or finds it no longer due.
 */
export type TimerContext = Pick<AppContext, 'db' | 'live' | 'now'>;

export interface TimerRun {
  autoAccepted: number[];
  expired: number[];
}

const BATCH = 200;

export async function runTaskTimers(ctx: TimerContext, log?: { error(obj: unknown, msg: string): void }): Promise<TimerRun> {
  const now = ctx.now();
  const due = await repo.dueTaskIds(ctx.db, now, BATCH);
  const run: TimerRun = { autoAccepted: [], expired: [] };
  for (const id of due.autoAccept) {
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const task = await repo.lockIfDue(tx, id, 'auto_accept', now);
        if (!task) return false;
        await acceptLocked(tx, ctx, task, null, now);
        return true;
      });
      if (done) run.autoAccepted.push(id);
    } catch (err) {
      log?.error({ err, taskId: id }, 'auto-accept failed');
    }
  }
  for (const id of due.expired) {
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const task = await repo.lockIfDue(tx, id, 'expire', now);
        if (!task) return false;
        await cancelLocked(tx, ctx, task, null, true, now);
        return true;
      });
      if (done) run.expired.push(id);
    } catch (err) {
      log?.error({ err, taskId: id }, 'task expiry failed');
    }
  }
  return run;
}

/**
 * Run the timers every TASK_TIMER_MS milliseconds (default one minute; 0 turns
 * them off on this instance), one run at a time, stopped when the app closes.
 */
export function startTaskTimers(app: FastifyInstance) {
  runEvery(app, app.ctx.config.timers.taskTimerMs, 'task timers', async () => {
    const r = await runTaskTimers(app.ctx, app.log);
    if (r.autoAccepted.length || r.expired.length) app.log.info(r, 'task timers ran');
    // the reminders and the saved searches' alerts (decision 074): told once, whichever instance runs them
    const reminded = await runTaskReminders(app.ctx, app.log);
    const told = await runSearchAlerts(app.ctx, app.log);
    if (Object.values(reminded).some((ids) => ids.length) || told.length) app.log.info({ reminded, told }, 'task alerts sent');
  });
}
