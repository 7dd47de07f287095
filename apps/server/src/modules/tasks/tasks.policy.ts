import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import type { TaskRow } from './tasks.repository.js';

/**
 * Who may do what with a task (product.md §2, §6). The guard has already
 * refused anonymous callers of member calls and banned members; these are the
 * rules on top. Order of refusals: a task the viewer may not even see is
 * TASK_NOT_FOUND (404, it does not exist for them); a role or party rule is
 * 403; a wrong state is 409 (tasks.machine.ts).
 */
export type Relation = 'publisher' | 'designer' | 'applicant' | 'admin' | 'other' | 'anonymous';

/** A banned member browsing public calls is treated as anonymous. */
export const activeViewer = (viewer: Viewer | null): Viewer | null => (viewer && !viewer.banned ? viewer : null);

export function relationOf(task: Pick<TaskRow, 'publisherId' | 'designerId'>, viewer: Viewer | null, isApplicant = false): Relation {
  const v = activeViewer(viewer);
  if (!v) return 'anonymous';
  if (task.publisherId === v.id) return 'publisher';
  if (task.designerId !== null && task.designerId === v.id) return 'designer';
  if (v.role === 'admin') return 'admin';
  return isApplicant ? 'applicant' : 'other';
}

/** An unpaid task is its publisher's draft: nobody else sees it (admins do, for support). */
export function assertMaySee(task: TaskRow | undefined, viewer: Viewer | null): asserts task is TaskRow {
  if (!task) throw new AppError('TASK_NOT_FOUND');
  const v = activeViewer(viewer);
  if (task.status === 'unpaid' && v?.id !== task.publisherId && v?.role !== 'admin') throw new AppError('TASK_NOT_FOUND');
}

/** Contact data, attachments, deliveries and the conversation: the publisher, the selected designer and admins. */
export const mayReadPrivate = (rel: Relation) => rel === 'publisher' || rel === 'designer' || rel === 'admin';

/** Only businesses publish tasks. */
export function assertBusiness(viewer: Viewer) {
  if (viewer.role !== 'business') throw new AppError('BUSINESS_ONLY');
}

/** Publisher-only actions (edit, delete, pay, select, revise, accept, cancel). */
export function assertPublisher(task: TaskRow, viewer: Viewer) {
  if (task.publisherId !== viewer.id) throw new AppError('FORBIDDEN');
}

/** Signing up: designers only, never on one's own task. */
export function assertMaySignUp(task: TaskRow, viewer: Viewer) {
  if (task.publisherId === viewer.id) throw new AppError('OWN_TASK');
  if (viewer.role !== 'designer') throw new AppError('DESIGNER_ONLY');
}

/** Delivering: only the selected designer. */
export function assertSelectedDesigner(task: TaskRow, viewer: Viewer) {
  if (task.designerId === null || task.designerId !== viewer.id) throw new AppError('FORBIDDEN');
}

/** Complaints: either party of the task. */
export function assertParty(task: TaskRow, viewer: Viewer): 'publisher' | 'designer' {
  if (task.publisherId === viewer.id) return 'publisher';
  if (task.designerId !== null && task.designerId === viewer.id) return 'designer';
  throw new AppError('FORBIDDEN');
}
