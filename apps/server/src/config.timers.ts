import { z } from 'zod';

/**
 * The beats of the periodic jobs every instance runs (platform/interval.ts `runEvery`): part of the configuration
 * read by config.ts, so a mistyped value stops the start with its name instead of silently turning a job off.
 * 0 turns a job off on this instance; otherwise at least 100 ms (a job runs one at a time, but a beat of a few
 * milliseconds would keep the database busy).
 */
const beat = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3_600_000)
    .refine((v) => v === 0 || v >= 100, 'must be 0 (off on this instance) or at least 100 ms')
    .default(fallback);

export const timersEnv = {
  /** the task timers: deadlines, auto-acceptance, reminders (modules/tasks/tasks.timers.ts) */
  TASK_TIMER_MS: beat(60_000),
  /** the top-ups' and refunds' reconciliation with the providers, and the stale payouts' resolution (modules/wallet) */
  TOPUP_RECONCILE_MS: beat(60_000),
  /** the sweep of uploads never attached and of abandoned resumable uploads (modules/files, modules/models) */
  FILE_SWEEP_MS: beat(15 * 60_000),
  /** the designer directory's ratings and completed-task counts (modules/designers, decision 025) */
  DESIGNER_REFRESH_MS: beat(600_000),
  /** how often the server looks whether it has gone quiet after work, to give V8's unused heap back (platform/idle-gc.ts) */
  IDLE_GC_MS: beat(5_000),
};

/** The periodic jobs' beats in milliseconds (0: not on this instance). */
export interface Timers {
  taskTimerMs: number;
  topupReconcileMs: number;
  fileSweepMs: number;
  designerRefreshMs: number;
  idleGcMs: number;
}

export const timersFrom = (e: {
  TASK_TIMER_MS: number;
  TOPUP_RECONCILE_MS: number;
  FILE_SWEEP_MS: number;
  DESIGNER_REFRESH_MS: number;
  IDLE_GC_MS: number;
}): Timers => ({
  taskTimerMs: e.TASK_TIMER_MS,
  topupReconcileMs: e.TOPUP_RECONCILE_MS,
  fileSweepMs: e.FILE_SWEEP_MS,
  designerRefreshMs: e.DESIGNER_REFRESH_MS,
  idleGcMs: e.IDLE_GC_MS,
});
