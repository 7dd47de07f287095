import type { z } from 'zod';
import type { tasks as contract } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno, findMemberById } from '../accounts/members.service.js';
import { move, orbit } from './tasks.machine.js';
import { notices } from './tasks.notices.js';
import { taskAction } from './tasks.action.js';
import { toSignup } from './tasks.presenter.js';
import { standingOf } from './query.service.js';
import * as repo from './tasks.repository.js';

type SignupBody = z.output<typeof contract.designerSignup.body>;

/**
 * Signups and selection (docs/rules/tasks.md). Each runs in one transaction holding
 * the task's row lock, so a signup can never slip in beside a selection or a
 * cancellation, and two selections on one task cannot both happen.
 */

/** Taskcenter/designerSignup: once per task (a withdrawn signup may be renewed), designers only, never on one's own task, only while recruiting. */
export async function signUp(ctx: AppContext, viewer: Viewer, body: SignupBody) {
  const signupId = await taskAction(ctx, viewer, body.id, 'signUp', async (tx, task, now, existing) => {
    const fields = { message: body.message, days: body.days, quote: body.quote ?? null, status: 'active', updatedAt: now };
    let id: number;
    if (existing) {
      id = (await repo.updateSignup(tx, existing.id, 'withdrawn', { ...fields, createdAt: now }))!.id;
    } else {
      const created = await repo.insertSignup(tx, { taskId: task.id, designerId: viewer.id, ...fields, createdAt: now });
      if (!created) throw new AppError('SIGNUP_EXISTS');
      id = created.id;
    }
    const me = await findMemberById(tx, viewer.id);
    await orbit(tx, task.id, { actorId: viewer.id, action: 'signup', from: task.status, to: task.status, now });
    await notices.signup(tx, ctx, task, me?.nickname ?? viewer.cardno, now);
    return id;
  });
  const row = await repo.signupWithMember(ctx.db, signupId);
  const standing = await standingOf(ctx, [viewer.id]);
  return toSignup(row!, standing.get(viewer.id)!);
}

/** Taskcenter/designerSignupCancel: withdraw one's active signup while the task recruits. */
export async function cancelSignup(ctx: AppContext, viewer: Viewer, taskId: number) {
  await taskAction(ctx, viewer, taskId, 'withdrawSignup', async (tx, task, now, mine) => {
    await repo.updateSignup(tx, mine!.id, 'active', { status: 'withdrawn', updatedAt: now });
    await orbit(tx, task.id, { actorId: viewer.id, action: 'signup_withdrawn', from: task.status, to: task.status, now });
  });
  return null;
}

/** Taskcenter/businessSelect: the publisher picks one active applicant; the others are told they were not chosen. */
export async function selectDesigner(ctx: AppContext, viewer: Viewer, body: { id: number; cardno: string }) {
  return taskAction(ctx, viewer, body.id, 'select', async (tx, task, now) => {
    const designer = await findMemberByCardno(tx, body.cardno);
    const signup = designer ? await repo.findSignup(tx, task.id, designer.id) : undefined;
    if (!designer || !signup || signup.status !== 'active') throw new AppError('SIGNUP_NOT_FOUND');
    const moved = await move(tx, task, 'select', {
      actorId: viewer.id,
      now,
      note: designer.nickname,
      patch: { designerId: designer.id, selectedAt: now },
    });
    await repo.updateSignup(tx, signup.id, 'active', { status: 'selected', updatedAt: now });
    const others = await repo.closeActiveSignups(tx, task.id, 'rejected', now, designer.id);
    await notices.selected(tx, ctx, moved, designer.id, now);
    await notices.notSelected(tx, ctx, moved, others, now);
    return { id: moved.id, status: 'in_progress' as const };
  });
}
