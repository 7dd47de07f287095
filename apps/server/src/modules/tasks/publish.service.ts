import type { z } from 'zod';
import { tasks as contract } from '@boothhub/shared';
import { storedCity } from '@boothhub/shared/cities';
import { parseDueDate, taskPubBody } from '@boothhub/shared/contracts/tasks';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { assertTaskTarget } from '../exhibitions/exhibitions.service.js';
import { getOwnedFile } from '../files/files.service.js';
import { toSearchVector } from '../../lib/search.js';
import { orbit } from './tasks.machine.js';
import { taskAction } from './tasks.action.js';
import { assertBusiness, assertMay } from './tasks.policy.js';
import { detailFor } from './query.service.js';
import { taskFields } from './tasks.presenter.js';
import * as repo from './tasks.repository.js';
import type { NewTask, TaskRow } from './tasks.repository.js';

type PubBody = z.output<typeof contract.businessTaskPub.body>;
type EditBody = z.output<typeof contract.businessTaskEdit.body>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

/**
 * The exhibition city as rows store it: given, or the first word of the address ("上海 国家会展中心" → 上海); a listed
 * city typed in English is stored by its Chinese name ("Shanghai National Exhibition…" → 上海), so the filters and the
 * guidance find it whatever the page's language was (decision 087).
 */
export function cityOf(addr: string, city?: string): string {
  const named = city?.trim() || (addr.trim().split(/[\s,，、·/|-]+/u)[0] ?? addr).slice(0, 30);
  return storedCity(named);
}

/** What the search index holds for a task: title, requirements, address and city. */
export const taskSearchVector = (t: Pick<TaskRow, 'title' | 'tips' | 'addr' | 'city'>) => toSearchVector(t.title, t.tips, t.addr, t.city);

function assertDueInFuture(rdate: string, now: Date) {
  const due = parseDueDate(rdate);
  if (!due || due <= now) throw invalid('rdate', 'must be in the future');
  return due;
}

/** Attachments: the publisher's own files uploaded as `attachment`, each once. */
async function checkAttachments(db: Db, ownerId: number, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  for (const id of unique) await getOwnedFile(db, id, ownerId, 'attachment');
  return unique;
}

/** The columns a publish and an edit write from a valid publish body (the due date and attachments checked already). */
function taskValues(v: z.output<typeof taskPubBody>, rdate: Date, attach: string[], now: Date) {
  const city = cityOf(v.addr, v.city);
  return {
    title: v.title,
    types: v.types,
    plaza: v.plaza,
    sizes: v.sizes,
    opens: v.opens,
    layer: v.layer,
    heightCm: v.heightCm ?? null,
    rigging: v.rigging ?? null,
    style: v.style,
    addr: v.addr,
    city,
    groupid: v.groupid ?? null,
    plotId: (v.groupid && v.plotId) || null,
    sdate: v.sdate,
    edate: v.edate,
    rdate,
    deliverables: [...new Set(v.tasks)],
    tips: v.tips,
    cost: v.cost,
    conts: { name: v.conts.name, phone: v.conts.phone },
    attach,
    updatedAt: now,
    search: taskSearchVector({ title: v.title, tips: v.tips, addr: v.addr, city }),
  } satisfies Partial<NewTask>;
}

/** Taskcenter/businessTaskPub: a new unpaid task (businesses only). */
export async function publishTask(ctx: AppContext, viewer: Viewer, body: PubBody) {
  assertBusiness(viewer);
  const now = ctx.now();
  const rdate = assertDueInFuture(body.rdate, now);
  const attach = await checkAttachments(ctx.db, viewer.id, body.attach);
  await assertTaskTarget(ctx.db, body.groupid, body.plotId);
  const row: NewTask = { publisherId: viewer.id, ...taskValues(body, rdate, attach, now), status: 'unpaid', createdAt: now };
  return ctx.db.transaction(async (tx) => {
    const task = await repo.insertTask(tx, row);
    await orbit(tx, task.id, { actorId: viewer.id, action: 'publish', from: null, to: 'unpaid', now });
    return { id: task.id, status: 'unpaid' as const };
  });
}

const RECRUITING_EDITABLE = new Set(['tips', 'attach']);

/** The task's fields in wire form, to re-check an edit as a whole. */
const wireFields = (t: TaskRow) => ({ ...taskFields(t), heightCm: t.heightCm, rigging: t.rigging, conts: t.conts, attach: t.attach });

/**
 * Taskcenter/businessTaskEdit: every field while unpaid; only tips and
 * attachments while recruiting (any other field then is STATE_CONFLICT);
 * nothing afterwards. The merged task is validated as a whole.
 */
export async function editTask(ctx: AppContext, viewer: Viewer, body: EditBody) {
  const now = ctx.now();
  const { id, ...patch } = body;
  const given = Object.entries(patch).filter(([, v]) => v !== undefined);
  const updated = await ctx.db.transaction(async (tx) => {
    const task = await repo.lockTask(tx, id);
    assertMay('edit', task, viewer, { now });
    if (task.status === 'recruiting' && given.some(([k]) => !RECRUITING_EDITABLE.has(k)))
      throw new AppError('STATE_CONFLICT', { state: task.status });
    if (!given.length) return task;
    const merged = { ...wireFields(task), ...Object.fromEntries(given) } as Record<string, unknown>;
    if (patch.addr !== undefined && patch.city === undefined) merged.city = cityOf(patch.addr);
    const parsed = taskPubBody.safeParse(merged);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw invalid(issue.path.map(String).join('.') || 'body', issue.message);
    }
    const v = parsed.data;
    const rdate = patch.rdate !== undefined ? assertDueInFuture(patch.rdate, now) : task.rdate;
    const attach = patch.attach !== undefined ? await checkAttachments(tx, viewer.id, patch.attach) : task.attach;
    if (patch.groupid !== undefined || patch.plotId !== undefined) await assertTaskTarget(tx, v.groupid, v.plotId);
    const row = await repo.updateTaskIfStatus(tx, id, [task.status], taskValues(v, rdate, attach, now));
    await orbit(tx, id, { actorId: viewer.id, action: 'edit', from: task.status, to: task.status, note: given.map(([k]) => k).join(', '), now });
    return row!;
  });
  return detailFor(ctx, viewer, updated);
}

/** Taskcenter/businessTaskDel: an unpaid task disappears with its history (no money was ever moved). */
export async function deleteTask(ctx: AppContext, viewer: Viewer, id: number) {
  await taskAction(ctx, viewer, id, 'delete', (tx) => repo.deleteTask(tx, id));
  return null;
}
