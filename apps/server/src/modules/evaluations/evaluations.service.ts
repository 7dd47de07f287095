import type { z } from 'zod';
import { pageOffset, type evaluations as contract } from '@boothhub/shared';
import type { Evaluation } from '@boothhub/shared/contracts/evaluations';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno } from '../accounts/members.service.js';
import { lockTaskForViewer, taskNotices } from '../tasks/tasks.service.js';
import * as repo from './evaluations.repository.js';
import type { EvaluationView } from './evaluations.repository.js';

/**
 * Evaluations both ways (docs/rules/tasks.md). Written once per side on a completed
 * task; hidden from the other side until both have written or 14 days after
 * completion; editable by the author until then. Every write locks the task
 * row, so an edit and the other side's first evaluation (which reveals both)
 * never interleave.
 */
type RateBody = z.output<typeof contract.businessCmt.body>;
type EditBody = z.output<typeof contract.designerCmtEdit.body>;

import { publicFileUrl } from '../files/files.service.js';
import { memberRatings } from './ratings.service.js';

function toWire(v: EvaluationView, viewerId: number | null): Evaluation {
  return {
    id: v.e.id,
    taskId: v.e.taskId,
    taskTitle: v.taskTitle,
    direction: v.e.direction as Evaluation['direction'],
    author: v.authorCardno,
    authorName: v.authorName,
    authorLogo: v.authorLogo ? publicFileUrl(v.authorLogo) : null,
    target: v.targetCardno,
    targetName: v.targetName,
    targetLogo: v.targetLogo ? publicFileUrl(v.targetLogo) : null,
    taidu: v.e.taidu,
    sudu: v.e.sudu,
    pinzhi: v.e.pinzhi,
    content: v.e.content,
    dates: v.e.createdAt.toISOString(),
    times: v.e.updatedAt.toISOString(),
    revealed: v.revealed,
    editable: !v.revealed && v.e.authorId === viewerId,
    mine: v.e.authorId === viewerId,
  };
}

/** businessCmt (side publisher) and designerCmt (side designer): one evaluation of the other side of a completed task. */
export async function evaluate(ctx: AppContext, viewer: Viewer, side: 'publisher' | 'designer', body: RateBody) {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const task = await lockTaskForViewer(tx, body.id, viewer);
    const mySide = task.publisherId === viewer.id ? 'publisher' : task.designerId === viewer.id ? 'designer' : null;
    if (mySide !== side) throw new AppError('FORBIDDEN');
    if (task.status !== 'completed') throw new AppError('STATE_CONFLICT', { state: task.status });
    const targetId = side === 'publisher' ? task.designerId! : task.publisherId;
    const created = await repo.insertEvaluation(tx, {
      taskId: task.id,
      authorId: viewer.id,
      targetId,
      direction: side === 'publisher' ? 'business' : 'designer',
      taidu: body.taidu,
      sudu: body.sudu,
      pinzhi: body.pinzhi,
      content: body.content,
      createdAt: now,
      updatedAt: now,
    });
    if (!created) throw new AppError('EVALUATION_EXISTS');
    await taskNotices.evaluated(tx, ctx, task, targetId, now);
    return created.id;
  });
  return toWire((await repo.findView(ctx.db, id, now))!, viewer.id);
}

/** The author always; the target once revealed; admins. Anyone else: not found. */
async function visibleView(ctx: AppContext, viewer: Viewer, id: number) {
  const v = await repo.findView(ctx.db, id, ctx.now());
  const may = v && (v.e.authorId === viewer.id || viewer.role === 'admin' || (v.e.targetId === viewer.id && v.revealed));
  if (!may) throw new AppError('EVALUATION_NOT_FOUND');
  return v;
}

export async function evaluationItem(ctx: AppContext, viewer: Viewer, id: number) {
  return toWire(await visibleView(ctx, viewer, id), viewer.id);
}

export async function editEvaluation(ctx: AppContext, viewer: Viewer, body: EditBody) {
  const now = ctx.now();
  const first = await visibleView(ctx, viewer, body.id);
  if (first.e.authorId !== viewer.id) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    await lockTaskForViewer(tx, first.e.taskId, viewer);
    const v = (await repo.findView(tx, body.id, now))!;
    if (v.revealed) throw new AppError('EVALUATION_LOCKED');
    const patch = Object.fromEntries(
      Object.entries({ taidu: body.taidu, sudu: body.sudu, pinzhi: body.pinzhi, content: body.content }).filter(([, x]) => x !== undefined),
    );
    await repo.updateEvaluation(tx, v.e.id, { ...patch, updatedAt: now });
  });
  return toWire((await repo.findView(ctx.db, body.id, now))!, viewer.id);
}

export async function listEvaluations(ctx: AppContext, viewer: Viewer, q: z.output<typeof contract.designerCmtList.body>) {
  const { rows, total } = await repo.listFor(ctx.db, viewer.id, q.kind, ctx.now(), q.pageSize, pageOffset(q));
  return { listItem: rows.map((r) => toWire(r, viewer.id)), total, page: q.page, pageSize: q.pageSize };
}

/** Taskcenter/memberCmtList: the revealed evaluations a member received, with their means (public profile). */
export async function publicEvaluations(ctx: AppContext, q: z.output<typeof contract.memberCmtList.body>) {
  const m = await findMemberByCardno(ctx.db, q.cardno);
  if (!m) throw new AppError('MEMBER_NOT_FOUND');
  const now = ctx.now();
  const [{ rows, total }, means] = await Promise.all([
    repo.listFor(ctx.db, m.id, 'received', now, q.pageSize, pageOffset(q)),
    memberRatings(ctx.db, m.id, now),
  ]);
  return {
    listItem: rows.map((r) => {
      const { editable: _e, mine: _m, ...rest } = toWire(r, null);
      return rest;
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
    taidu: means.taidu,
    sudu: means.sudu,
    pinzhi: means.pinzhi,
  };
}
