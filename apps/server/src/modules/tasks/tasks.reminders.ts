import { shanghaiMinute } from '@boothhub/shared';
import { tell, type NoticeText } from '../messages/notify.service.js';
import type { AppContext } from '../../platform/context.js';
import * as repo from './alerts.repository.js';

/** what the timers need of the app (tasks.timers.ts) */
type TimerContext = Pick<AppContext, 'db' | 'live' | 'now'>;

/**
 * The task reminders (docs/rules/messages.md, decision 074), run by the task timers on every instance:
 *  - 24 h before a delivery is accepted automatically, the business is reminded (once per delivery);
 *  - 24 h before the design is due, the selected designer is reminded (once per task).
 * Each is told in a transaction that locks the task (`FOR UPDATE SKIP LOCKED`), re-checks that the reminder is due and
 * writes its marker (`task_reminders`, keyed by task, kind and delivery): of two instances or two runs one tells it,
 * the other skips the locked task or finds the marker.
 */

/** how long before the moment a reminder goes */
export const REMIND_AHEAD_MS = 24 * 60 * 60_000;
const BATCH = 200;

type Due = NonNullable<Awaited<ReturnType<typeof repo.lockIfReminderDue>>>;

const texts: Record<repo.ReminderKind, (t: Due) => { to: number | null; text: NoticeText }> = {
  'task.auto_accept_soon': (t) => ({
    to: t.publisherId,
    text: {
      kind: 'task.auto_accept_soon',
      zh: [
        '设计即将自动验收',
        `“${t.title}”的第 ${t.versions} 版设计将于 ${shanghaiMinute(t.autoAcceptAt!)}（北京时间）自动验收并付款给设计师。如需修改，请在此之前提出。`,
      ],
      en: [
        'A design is accepted automatically soon',
        `Version ${t.versions} of “${t.title}” is accepted automatically, and the designer paid, at ${shanghaiMinute(t.autoAcceptAt!)} (Beijing time). Ask for a revision before then if it needs changes.`,
      ],
      link: `/orderDetail?id=${t.id}`,
    },
  }),
  'task.due_soon': (t) => ({
    to: t.designerId,
    text: {
      kind: 'task.due_soon',
      zh: ['设计即将到期', `“${t.title}”的设计将于 ${shanghaiMinute(t.rdate)}（北京时间）到期，请按时交付。`],
      en: ['Design due soon', `The design for “${t.title}” is due at ${shanghaiMinute(t.rdate)} (Beijing time). Please deliver on time.`],
      link: `/orderDetail?id=${t.id}`,
    },
  }),
};

export type ReminderRun = Record<repo.ReminderKind, number[]>;

/** Send the reminders that are due; answers the ids of the tasks reminded, per kind. */
export async function runTaskReminders(ctx: TimerContext, log?: { error(obj: unknown, msg: string): void }): Promise<ReminderRun> {
  const now = ctx.now();
  const until = new Date(now.getTime() + REMIND_AHEAD_MS);
  const run: ReminderRun = { 'task.auto_accept_soon': [], 'task.due_soon': [] };
  for (const kind of Object.keys(run) as repo.ReminderKind[]) {
    for (const id of await repo.dueReminders(ctx.db, kind, now, until, BATCH)) {
      try {
        const done = await ctx.db.transaction(async (tx) => {
          const task = await repo.lockIfReminderDue(tx, id, kind, now, until);
          if (!task || !(await repo.markReminded(tx, id, kind, repo.reminderRef(kind, task), now))) return false;
          const { to, text } = texts[kind](task);
          if (to !== null) await tell(tx, ctx.live, to, now, text);
          return true;
        });
        if (done) run[kind].push(id);
      } catch (err) {
        log?.error({ err, taskId: id, kind }, 'task reminder failed');
      }
    }
  }
  return run;
}
