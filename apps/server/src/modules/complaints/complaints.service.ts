import type { z } from 'zod';
import { daysAfter, formatCents, pageOffset, type complaints as contract } from '@boothhub/shared';
import type { Complaint } from '@boothhub/shared/contracts/complaints';
import { AUTO_ACCEPT_DAYS } from '@boothhub/shared/contracts/tasks';

import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import { getOwnedFile } from '../files/files.service.js';
import * as tasks from '../tasks/tasks.service.js';
import { assertMayComplaint, complaintCanOf } from './complaints.policy.js';
import * as repo from './complaints.repository.js';
import type { ComplaintView } from './complaints.repository.js';
import { fieldsOf } from '../../lib/rows.js';
import { splitAmountOk } from '@boothhub/shared/rules/complaints';

/**
 * Complaints (docs/rules/tasks.md): filing one freezes the task (disputed) and so
 * its escrow; the author may edit or withdraw it while open; an admin takes it
 * (processing) and decides where the escrow goes, through the ledger, with
 * messages to both sides and an audit entry. Lock order everywhere: the task
 * row, then the complaint row.
 */
type AddBody = z.output<typeof contract.complainAdd.body>;
type DecideBody = z.output<typeof contract.adminComplainDecide.body>;

async function toWire(ctx: AppContext, v: ComplaintView, viewer: Viewer): Promise<Complaint> {
  const c = v.c;
  return {
    ...fieldsOf(c, ['id', 'taskId', 'content', 'designerAmount', 'commission', 'businessAmount', 'reason']),
    taskTitle: v.taskTitle,
    author: v.authorCardno,
    authorName: v.authorName,
    side: c.side as Complaint['side'],
    category: c.category as Complaint['category'],
    files: await tasks.presentFiles(ctx, c.files, 'original'),
    status: c.status as Complaint['status'],
    decision: (c.decision as Complaint['decision']) ?? null,
    dates: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    can: complaintCanOf(c, viewer),
  };
}

const present = async (ctx: AppContext, id: number, viewer: Viewer) => toWire(ctx, (await repo.findView(ctx.db, id))!, viewer);

async function checkEvidence(ctx: AppContext, db: AppContext['db'], ownerId: number, files: string[]) {
  const unique = [...new Set(files)];
  for (const f of unique) await getOwnedFile(db, f, ownerId, ['attachment', 'delivery']);
  return unique;
}

/** Complain/complainAdd. */
export async function addComplaint(ctx: AppContext, viewer: Viewer, body: AddBody) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const task = await tasks.lockTask(tx, body.taskId);
    tasks.assertMay('complain', task, viewer, { now });
    const side = task.publisherId === viewer.id ? 'publisher' : 'designer';
    const files = await checkEvidence(ctx, tx, viewer.id, body.files);
    const c = await repo.insertComplaint(tx, {
      taskId: task.id,
      authorId: viewer.id,
      side,
      category: body.category,
      content: body.content,
      files,
      status: 'open',
      taskStatusBefore: task.status,
      createdAt: now,
      updatedAt: now,
    });
    const moved = await tasks.move(tx, task, 'complain', { actorId: viewer.id, now, note: body.category, patch: { autoAcceptAt: null } });
    await tasks.taskNotices.complaintOpened(tx, ctx, moved, side === 'publisher' ? task.designerId! : task.publisherId, now);
    return { id: c.id, status: 'open' as const };
  });
}

/** A complaint the viewer may read: a party of its task, or an admin. */
async function visible(ctx: AppContext, viewer: Viewer, id: number) {
  const c = await repo.findComplaint(ctx.db, id);
  const task = c ? await tasks.findTask(ctx.db, c.taskId) : undefined;
  if (!c || !task) throw new AppError('COMPLAINT_NOT_FOUND');
  const party = task.publisherId === viewer.id || task.designerId === viewer.id;
  if (!party && viewer.role !== 'admin') throw new AppError('COMPLAINT_NOT_FOUND');
  return { c, task };
}

export async function listMyComplaints(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }) {
  const { rows, total } = await repo.listForMember(ctx.db, viewer.id, q.pageSize, pageOffset(q));
  const listItem = [];
  for (const r of rows) listItem.push(await toWire(ctx, r, viewer));
  return { listItem, total, page: q.page, pageSize: q.pageSize };
}

/** Complain/complainInfo: the complaint with everything needed to judge it. */
export async function complaintInfo(ctx: AppContext, viewer: Viewer, id: number) {
  const { task } = await visible(ctx, viewer, id);
  const [complaint, { detail, orbits }, deliveries, conversation] = await Promise.all([
    present(ctx, id, viewer),
    tasks.detailWithOrbits(ctx, viewer, task),
    tasks.deliveriesFor(ctx, viewer, task),
    tasks.conversationOf(ctx, task),
  ]);
  return { complaint, task: detail, orbits, deliveries, conversation };
}

/** Complain/complainEdit: the author, while open. */
export async function editComplaint(ctx: AppContext, viewer: Viewer, body: { id: number; content?: string; files?: string[] }) {
  const { c } = await visible(ctx, viewer, body.id);
  assertMayComplaint('edit', c, viewer);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const files = body.files ? await checkEvidence(ctx, tx, viewer.id, body.files) : undefined;
    const patch = { updatedAt: now, ...(body.content !== undefined ? { content: body.content } : {}), ...(files ? { files } : {}) };
    const done = await repo.updateIfStatus(tx, c.id, ['open'], patch);
    if (!done) throw new AppError('STATE_CONFLICT', { state: (await repo.findComplaint(tx, c.id))!.status });
  });
  return present(ctx, c.id, viewer);
}

/** Complain/complainWithdraw: the author, while open; the task goes back to the state the complaint froze. */
export async function withdrawComplaint(ctx: AppContext, viewer: Viewer, id: number) {
  const { c: first } = await visible(ctx, viewer, id);
  assertMayComplaint('withdraw', first, viewer);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const task = await tasks.lockTask(tx, first.taskId);
    const c = (await repo.lockComplaint(tx, id))!;
    assertMayComplaint('withdraw', c, viewer);
    const back = c.taskStatusBefore as 'in_progress' | 'delivered';
    const moved = await tasks.move(tx, task, 'complaint_withdrawn', {
      actorId: viewer.id,
      now,
      to: back,
      // a returned delivery gets a fresh review period
      patch: { autoAcceptAt: back === 'delivered' ? daysAfter(now, AUTO_ACCEPT_DAYS) : null },
    });
    await repo.updateIfStatus(tx, id, ['open'], { status: 'withdrawn', updatedAt: now });
    const other = c.side === 'publisher' ? task.designerId! : task.publisherId;
    await tasks.taskNotices.complaintUpdate(
      tx,
      ctx,
      moved,
      [other],
      '对方撤回了投诉，任务恢复进行。',
      'The other side withdrew the complaint; the task goes on.',
      now,
    );
  });
  return present(ctx, id, viewer);
}

// ---- back office

export async function complaintQueue(ctx: AppContext, admin: Viewer, q: { page: number; pageSize: number; status?: string }) {
  const { rows, total } = await repo.listQueue(ctx.db, q.status ? [q.status] : ['open', 'processing'], q.pageSize, pageOffset(q));
  const listItem = [];
  for (const r of rows) listItem.push(await toWire(ctx, r, admin));
  return { listItem, total, page: q.page, pageSize: q.pageSize };
}

/** Admin/complainTake: open → processing. */
export async function takeComplaint(ctx: AppContext, admin: Viewer, id: number) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const c = await repo.findComplaint(tx, id);
    if (!c) throw new AppError('COMPLAINT_NOT_FOUND');
    assertMayComplaint('take', c, admin);
    const done = await repo.updateIfStatus(tx, id, ['open'], { status: 'processing', updatedAt: now });
    if (!done) throw new AppError('STATE_CONFLICT', { state: (await repo.findComplaint(tx, id))!.status });
    const task = (await tasks.findTask(tx, c.taskId))!;
    await audit(tx, { actorId: admin.id, action: 'complaint.take', target: `complaint:${id}`, detail: { taskId: c.taskId } }, now);
    await tasks.taskNotices.complaintUpdate(
      tx,
      ctx,
      task,
      [task.publisherId, task.designerId!],
      '平台已开始处理投诉。',
      'The platform is now handling the complaint.',
      now,
    );
  });
  return present(ctx, id, admin);
}

/**
 * Admin/complainDecide: designer (all to the designer, less commission) →
 * completed; business (full refund) → cancelled; split (designerAmount to the
 * designer less commission on that part, the rest refunded) → completed.
 */
export async function decideComplaint(ctx: AppContext, admin: Viewer, body: DecideBody) {
  const now = ctx.now();
  const first = await repo.findComplaint(ctx.db, body.id);
  if (!first) throw new AppError('COMPLAINT_NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const task = await tasks.lockTask(tx, first.taskId);
    const c = (await repo.lockComplaint(tx, body.id))!;
    assertMayComplaint('decide', c, admin);
    const designerAmount = body.decision === 'designer' ? task.cost : body.decision === 'business' ? 0 : body.designerAmount!;
    if (body.decision === 'split' && !splitAmountOk(designerAmount, task.cost)) {
      throw new AppError('SPLIT_AMOUNT_INVALID', { max: formatCents(task.cost - 1) });
    }
    let commission = 0;
    if (body.decision === 'business') {
      const moved = await tasks.move(tx, task, 'decide_business', { actorId: admin.id, now, note: body.reason, patch: { cancelledAt: now } });
      await tasks.refundEscrow(tx, moved, now, 'complaint_refund');
    } else {
      const name = body.decision === 'designer' ? 'decide_designer' : 'decide_split';
      const moved = await tasks.move(tx, task, name, { actorId: admin.id, now, note: body.reason, patch: { completedAt: now } });
      commission = (await tasks.releaseEscrow(tx, moved, designerAmount, now, 'complaint_release')).commission;
    }
    const businessAmount = task.cost - designerAmount;
    await repo.updateIfStatus(tx, c.id, ['open', 'processing'], {
      status: 'resolved',
      decision: body.decision,
      designerAmount,
      commission,
      businessAmount,
      reason: body.reason,
      decidedBy: admin.id,
      decidedAt: now,
      updatedAt: now,
    });
    await audit(
      tx,
      {
        actorId: admin.id,
        action: 'complaint.decide',
        target: `complaint:${c.id}`,
        reason: body.reason,
        detail: { taskId: task.id, decision: body.decision, designerAmount, commission, businessAmount },
      },
      now,
    );
    const net = designerAmount - commission;
    const zh = `投诉处理结果：设计师获得 ${formatCents(net)} 币（已扣佣金 ${formatCents(commission)}），企业退回 ${formatCents(businessAmount)} 币。理由：${body.reason}`;
    const en = `Decision: the designer receives ${formatCents(net)} coins (after ${formatCents(commission)} commission) and the business gets ${formatCents(businessAmount)} coins back. Reason: ${body.reason}`;
    await tasks.taskNotices.complaintResolved(tx, ctx, task, [task.publisherId, task.designerId!], zh, en, now);
  });
  return present(ctx, body.id, admin);
}

/** Open complaints, for the back-office dashboard's queues. */
export const openComplaints = (db: AppContext['db']) => repo.countOpen(db);
