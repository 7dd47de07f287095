import { AUTO_ACCEPT_DAYS } from '@boothhub/shared/contracts/tasks';
import type { AppContext, Viewer } from '../../platform/context.js';
import { getOwnedFile } from '../files/files.service.js';
import { assertCanMove, move } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { assertMaySee, assertSelectedDesigner } from './tasks.policy.js';
import * as repo from './tasks.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Taskcenter/designerTaskPost: the selected designer delivers a note and files
 * (uploaded with purpose `delivery`), kept as the next version. The business
 * then has AUTO_ACCEPT_DAYS to accept or ask for a revision.
 */
export async function deliver(ctx: AppContext, viewer: Viewer, body: { id: number; note: string; files: string[] }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, body.id);
    assertMaySee(task, viewer);
    assertSelectedDesigner(task, viewer);
    assertCanMove(task, 'deliver');
    const files = [...new Set(body.files)];
    for (const f of files) await getOwnedFile(tx, f, viewer.id, 'delivery');
    const version = task.versions + 1;
    await repo.insertDelivery(tx, { taskId: task.id, version, designerId: viewer.id, note: body.note, files, createdAt: now });
    const moved = await move(tx, task, 'deliver', {
      actorId: viewer.id,
      now,
      note: `v${version}`,
      patch: { versions: version, autoAcceptAt: new Date(now.getTime() + AUTO_ACCEPT_DAYS * DAY_MS) },
    });
    await notices.delivered(tx, ctx, moved, version, now);
    return { id: moved.id, status: 'delivered' as const, version };
  });
}
