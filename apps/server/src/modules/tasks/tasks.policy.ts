import { TASK_MAX_REVISIONS, taskActions, type TaskAction, type TaskCan } from '@boothhub/shared/contracts/tasks';
import { AppError, raise, refuse, type Refused } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import { activeViewer } from '../../platform/viewer.js';
import { transitions, type TransitionName } from './tasks.machine.js';
import type { TaskRow } from './tasks.repository.js';

export { activeViewer };

/**
 * Who may do what with a task (docs/rules/tasks.md#who-may-do-what). The guard has already
 * refused anonymous callers of member calls and banned members; these are the
 * rules on top. Order of refusals: a task the viewer may not even see is
 * TASK_NOT_FOUND (404, it does not exist for them); a role or party rule is
 * 403; a wrong state is 409 (tasks.machine.ts).
 */
export type Relation = 'publisher' | 'designer' | 'applicant' | 'admin' | 'other' | 'anonymous';

/** A banned member browsing public calls is treated as anonymous. */

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

/**
 * How a viewer sees a delivery's files (docs/rules/tasks.md "Deliveries"): the designer and admins the originals; the
 * publisher previews (watermarked images, 3D previews) until the task is completed, then the originals; others none.
 */
export type DeliveryFileView = 'original' | 'preview' | 'none';
export function deliveryFileView(rel: Relation, task: Pick<TaskRow, 'status'>): DeliveryFileView {
  if (rel === 'designer' || rel === 'admin') return 'original';
  if (rel === 'publisher') return task.status === 'completed' ? 'original' : 'preview';
  return 'none';
}

/** Only businesses publish tasks. */
export function assertBusiness(viewer: Viewer) {
  if (viewer.role !== 'business') throw new AppError('BUSINESS_ONLY');
}

/** What the action rules need to know besides the task and the viewer. */
export interface TaskFacts {
  now: Date;
  /** the status of the viewer's own signup on the task (signUp, withdrawSignup); none when they never signed up */
  mySignup?: string | null;
}

type Refusal = Refused | null;
/** the first refusal of a list of checks, in order */
const first = (...checks: Array<() => Refusal>): Refusal => {
  for (const check of checks) {
    const refusal = check();
    if (refusal) return refusal;
  }
  return null;
};
const inState = (task: TaskRow, name: TransitionName): Refusal =>
  (transitions[name].from as readonly string[]).includes(task.status) ? null : refuse('STATE_CONFLICT', { state: task.status });
const publisher = (task: TaskRow, v: Viewer): Refusal => (task.publisherId === v.id ? null : refuse('FORBIDDEN'));

/**
 * Each action's rule, checked in order: the first refusal is the one the call
 * answers (role or party 403, then state 409, then the action's own limits).
 * Rules about the call's body (which designer is selected, which fields are
 * edited, the PIN) stay with the service.
 */
const rules: Record<TaskAction, (task: TaskRow, v: Viewer, f: TaskFacts) => Refusal> = {
  /** every field while unpaid, tips and attachments while recruiting (the service checks which fields) */
  edit: (t, v) =>
    first(
      () => publisher(t, v),
      () => (t.status === 'unpaid' || t.status === 'recruiting' ? null : refuse('STATE_CONFLICT', { state: t.status })),
    ),
  delete: (t, v) =>
    first(
      () => publisher(t, v),
      () => (t.status === 'unpaid' ? null : refuse('STATE_CONFLICT', { state: t.status })),
    ),
  pay: (t, v, f) =>
    first(
      () => publisher(t, v),
      () => inState(t, 'pay'),
      () => (t.rdate <= f.now ? refuse('TASK_DUE_PASSED') : null),
    ),
  cancel: (t, v) =>
    first(
      () => publisher(t, v),
      () => inState(t, 'cancel'),
    ),
  select: (t, v) =>
    first(
      () => publisher(t, v),
      () => inState(t, 'select'),
    ),
  revise: (t, v) =>
    first(
      () => publisher(t, v),
      () => inState(t, 'revise'),
      () => (t.revisions >= TASK_MAX_REVISIONS ? refuse('REVISION_LIMIT', { max: TASK_MAX_REVISIONS }) : null),
    ),
  accept: (t, v) =>
    first(
      () => publisher(t, v),
      () => inState(t, 'accept'),
    ),
  /** designers only, never on one's own task, while recruiting (exactly while a selection is possible), once (a withdrawn signup may be renewed) */
  signUp: (t, v, f) =>
    first(
      () => (t.publisherId === v.id ? refuse('OWN_TASK') : null),
      () => (v.role !== 'designer' ? refuse('DESIGNER_ONLY') : null),
      () => inState(t, 'select'),
      () => (f.mySignup && f.mySignup !== 'withdrawn' ? refuse('SIGNUP_EXISTS') : null),
    ),
  withdrawSignup: (t, _v, f) =>
    first(
      () => (!f.mySignup || f.mySignup === 'withdrawn' ? refuse('SIGNUP_NOT_FOUND') : null),
      () => inState(t, 'select'),
      () => (f.mySignup !== 'active' ? refuse('STATE_CONFLICT', { state: f.mySignup ?? '' }) : null),
    ),
  /** only the selected designer */
  deliver: (t, v) =>
    first(
      () => (t.designerId === v.id ? null : refuse('FORBIDDEN')),
      () => inState(t, 'deliver'),
    ),
  /** either party, while the work is under way or delivered */
  complain: (t, v) =>
    first(
      () => (t.publisherId === v.id || t.designerId === v.id ? null : refuse('FORBIDDEN')),
      () => inState(t, 'complain'),
    ),
};

/** The refusal the server answers to `action` on this task by this viewer, or null when it would go ahead. */
export function refusalOf(action: TaskAction, task: TaskRow | undefined, viewer: Viewer | null, facts: TaskFacts): Refusal {
  if (!task) return refuse('TASK_NOT_FOUND');
  try {
    assertMaySee(task, viewer);
  } catch (e) {
    return refuse((e as AppError).code);
  }
  const v = activeViewer(viewer);
  return v ? rules[action](task, v, facts) : refuse('AUTH_REQUIRED');
}

/** Refuse `action` unless the viewer may do it: the one check the task services make. */
export function assertMay(action: TaskAction, task: TaskRow | undefined, viewer: Viewer, facts: TaskFacts): asserts task is TaskRow {
  raise(refusalOf(action, task, viewer, facts));
}

/** Every action's answer, told to the client with the task (`can` of Taskcenter/showBusinesTask). */
export function canOf(task: TaskRow, viewer: Viewer | null, facts: TaskFacts): TaskCan {
  return Object.fromEntries(taskActions.map((a) => [a, refusalOf(a, task, viewer, facts) === null])) as TaskCan;
}
