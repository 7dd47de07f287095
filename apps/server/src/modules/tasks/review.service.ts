import type { Db } from '../../db/client.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { move } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { taskAction } from './tasks.action.js';
import * as repo from './tasks.repository.js';
import type { TaskRow } from './tasks.repository.js';
import { refundEscrow, releaseEscrow } from './tasks.settle.js';

type Live = Pick<AppContext, 'live'>;

/** Taskcenter/businessRevise: back to the designer with a reason, at most TASK_MAX_REVISIONS times. */
export async function revise(ctx: AppContext, viewer: Viewer, body: { id: number; reason: string }) {
  return taskAction(ctx, viewer, body.id, 'revise', async (tx, task, now) => {
    const moved = await move(tx, task, 'revise', {
      actorId: viewer.id,
      now,
      note: body.reason,
      patch: { revisions: task.revisions + 1, autoAcceptAt: null },
    });
    await notices.revision(tx, ctx, moved, body.reason, now);
    return { id: moved.id, status: 'in_progress' as const };
  });
}

/**
 * Complete a delivered task whose row the caller locked: the escrow goes to
 * the designer less commission (rate fixed at payment), the commission to
 * platform revenue. `actorId` null = the auto-accept timer.
 */
export async function acceptLocked(db: Db, ctx: Live, task: TaskRow, actorId: number | null, now: Date) {
  const auto = actorId === null;
  const moved = await move(db, task, auto ? 'auto_accept' : 'accept', {
    actorId,
    now,
    patch: { completedAt: now, autoAcceptAt: null },
  });
  const s = await releaseEscrow(db, moved, moved.cost, now);
  await notices.accepted(db, ctx, moved, s.designerNet, auto, now);
  // one message for one payout: "accepted" says how many coins were added (docs/rules/messages.md)
  if (auto) await notices.autoAcceptedPublisher(db, ctx, moved, now);
  return moved;
}

/** Cancel a recruiting task whose row the caller locked: full refund; applicants are told. `expired`: the due-date timer. */
export async function cancelLocked(db: Db, ctx: Live, task: TaskRow, actorId: number | null, expired: boolean, now: Date) {
  const moved = await move(db, task, expired ? 'expire' : 'cancel', {
    actorId,
    now,
    note: expired ? 'due date passed without a selection' : '',
    patch: { cancelledAt: now },
  });
  await refundEscrow(db, moved, now);
  const applicants = await repo.closeActiveSignups(db, task.id, 'rejected', now);
  await notices.cancelled(db, ctx, moved, applicants, expired, now);
  return moved;
}

/** Taskcenter/businessAccept. */
export async function accept(ctx: AppContext, viewer: Viewer, id: number) {
  return taskAction(ctx, viewer, id, 'accept', async (tx, task, now) => {
    const moved = await acceptLocked(tx, ctx, task, viewer.id, now);
    return { id: moved.id, status: 'completed' as const };
  });
}

/** Taskcenter/businessTaskCancel: only while recruiting (afterwards a complaint is the way). */
export async function cancel(ctx: AppContext, viewer: Viewer, id: number) {
  return taskAction(ctx, viewer, id, 'cancel', async (tx, task, now) => {
    const moved = await cancelLocked(tx, ctx, task, viewer.id, false, now);
    return { id: moved.id, status: 'cancelled' as const };
  });
}
