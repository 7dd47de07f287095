import type { z } from 'zod';
import type { designers as contract } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno } from '../accounts/members.service.js';
import { tell } from '../messages/notify.service.js';
import { lockTask } from '../tasks/tasks.service.js';
import { assertMayInvite } from './designers.policy.js';
import * as repo from './designers.repository.js';

/**
 * Designer/invite: a business invites a designer to one of its own recruiting tasks. Another member's task is
 * TASK_NOT_FOUND, a task not recruiting TASK_NOT_RECRUITING, a second invitation of the same designer to the same
 * task ALREADY_INVITED. The designer gets a message in the same transaction.
 */
export async function inviteDesigner(ctx: AppContext, viewer: Viewer, body: z.output<typeof contract.inviteDesigner.body>) {
  const designer = await findMemberByCardno(ctx.db, body.cardno);
  if (!designer || designer.role !== 'designer' || designer.banned) throw new AppError('DESIGNER_NOT_FOUND');
  assertMayInvite(viewer, designer.id);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    // another business's task reads as no task; any other failure stays what it is
    const task = await lockTask(tx, body.taskId).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'TASK_NOT_FOUND') return undefined;
      throw err;
    });
    if (!task || task.publisherId !== viewer.id) throw new AppError('TASK_NOT_FOUND', {}, { field: 'taskId' });
    if (task.status !== 'recruiting') throw new AppError('TASK_NOT_RECRUITING', { state: task.status });
    const id = await repo.insertInvitation(tx, { taskId: task.id, designerId: designer.id, businessId: viewer.id, createdAt: now });
    if (!id) throw new AppError('ALREADY_INVITED');
    await tell(tx, ctx.live, designer.id, now, {
      kind: 'designer.invited',
      zh: ['您收到一个任务邀请', `一家企业邀请您报名任务“${task.title}”。`],
      en: ['You are invited to a task', `A business invites you to sign up for the task “${task.title}”.`],
      link: `/orderDetail?id=${task.id}`,
    });
    return { id };
  });
}
