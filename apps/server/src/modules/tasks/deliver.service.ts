import { daysAfter } from '@boothhub/shared';
import { AUTO_ACCEPT_DAYS } from '@boothhub/shared/contracts/tasks';
import type { AppContext, Viewer } from '../../platform/context.js';
import { getOwnedFile } from '../files/files.service.js';
import { move } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { taskAction } from './tasks.action.js';
import * as repo from './tasks.repository.js';

/**
 * Taskcenter/designerTaskPost: the selected designer delivers a note and files
 * (uploaded with purpose `delivery`), kept as the next version. The business
 * then has AUTO_ACCEPT_DAYS to accept or ask for a revision.
 */
export async function deliver(ctx: AppContext, viewer: Viewer, body: { id: number; note: string; files: string[] }) {
  return taskAction(ctx, viewer, body.id, 'deliver', async (tx, task, now) => {
    const files = [...new Set(body.files)];
    for (const f of files) await getOwnedFile(tx, f, viewer.id, 'delivery');
    const version = task.versions + 1;
    await repo.insertDelivery(tx, { taskId: task.id, version, designerId: viewer.id, note: body.note, files, createdAt: now });
    const moved = await move(tx, task, 'deliver', {
      actorId: viewer.id,
      now,
      note: `v${version}`,
      patch: { versions: version, autoAcceptAt: daysAfter(now, AUTO_ACCEPT_DAYS) },
    });
    await notices.delivered(tx, ctx, moved, version, now);
    return { id: moved.id, status: 'delivered' as const, version };
  });
}
