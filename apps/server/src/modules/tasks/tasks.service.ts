import { inOrderOf } from '../../lib/search.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { favouriteIds, type FavouriteKindRules } from '../favourites/favourites.service.js';
import { assertMaySee } from './tasks.policy.js';
import { toListItem } from './tasks.presenter.js';
import * as repo from './tasks.repository.js';

/**
 * What other modules use of tasks (complaints, evaluations, favourites,
 * admin dashboard, members presenter). Everything else stays inside the module.
 */
export type { TaskRow } from './tasks.repository.js';
export { move } from './tasks.machine.js';
export { releaseEscrow, refundEscrow, escrowOf } from './tasks.settle.js';
export { notices as taskNotices } from './tasks.notices.js';
export { detailFor, detailWithOrbits, deliveriesFor, listExhibitionTasks } from './query.service.js';
export { toOrbit, presentFiles } from './tasks.presenter.js';
export { conversationOf } from './chat.service.js';
export { runTaskTimers, startTaskTimers } from './tasks.timers.js';
export { demoCompletedTask } from './tasks.demo.js';
export { demoMarketHistory } from './tasks.demo.market.js';
export { CANDIDATES_PER_FILTER, designerTaskFacts, inviteCandidatesOf } from './match.service.js';
export { assertMay } from './tasks.policy.js';
export { deliveredModelFacts, openModelPreview, sendModel } from './tasks.model.js';
export { taskSearchHits, taskSearchProvider } from './tasks.search.js';
// the task flow as other modules' demo steps drive it (factories.demo.ts: an accepted task for build quotes)
export { selectDesigner, signUp } from './signup.service.js';
export { publishTask } from './publish.service.js';
export { fundEscrow } from './tasks.settle.js';
// the checkout's charge and receipt of a bought service package's task (modules/services)
export { escrowFunding } from './tasks.settle.js';
export { receipts as taskReceipts } from './tasks.notices.js';
export { deliver } from './deliver.service.js';
export { accept as acceptDelivery } from './review.service.js';
// a bought service package's task (modules/services)
export { createAssignedTask, type AssignedTask } from './assign.service.js';

/** Lock a task row for a change, refusing (404) a task the viewer may not see. */
export async function lockTaskForViewer(db: Db, id: number, viewer: Viewer | null) {
  const task = await repo.lockTask(db, id);
  assertMaySee(task, viewer);
  return task;
}

export async function lockTask(db: Db, id: number) {
  const task = await repo.lockTask(db, id);
  if (!task) throw new AppError('TASK_NOT_FOUND');
  return task;
}

export const findTask = repo.findTask;
export const deliveriesOf = repo.listDeliveries;
export const countTasksByState = repo.countTasksByState;

/** The SQL of how many tasks a member completed as the selected designer, for another module's statement (the designer directory's refresh). */
export const completedAsDesignerSql = repo.completedAsDesignerSql;

/** Tasks completed as the selected designer (members' profiles and directories). */
export async function completedTasksOf(db: Db, memberId: number): Promise<number> {
  return (await repo.countCompletedAsDesigner(db, [memberId])).get(memberId) ?? 0;
}

// A business task may be favourited while it is public (or by its publisher): an admin, who may SEE another
// member's unpaid draft, may not favourite it, since the favourites list shows only what is public or one's own.
// Registered by `modules/index.ts`.
export const taskFavouriteRules: FavouriteKindRules = {
  async assertFavouritable(db, viewer, taskId) {
    const task = await repo.findTask(db, taskId);
    assertMaySee(task, viewer);
    if (task.status === 'unpaid' && task.publisherId !== viewer.id) throw new AppError('TASK_NOT_FOUND');
  },
};

/** Myfavorite/bTaskList: favourited tasks still visible, newest favourite first. */
export async function listFavouriteTasks(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }) {
  const { ids, total } = await favouriteIds(ctx.db, viewer.id, 'task', q);
  const rows = await repo.tasksByIds(ctx.db, ids);
  const listItem = inOrderOf(ids, rows, (r) => r.task.id)
    .filter((r) => r.task.status !== 'unpaid' || r.task.publisherId === viewer.id)
    .map(toListItem);
  return { listItem, total, page: q.page, pageSize: q.pageSize };
}
