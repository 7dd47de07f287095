import type { Delivery, DesignType, Orbit, Signup, TaskDetail, TaskFile, TaskListItem, TaskStatus } from '@boothhub/shared/contracts/tasks';
import type { AppContext } from '../../platform/context.js';
import { findFile, privateFileLink, publicFileUrl } from '../files/files.service.js';
import type { DeliveryRow, OrbitRow, SignupRow, TaskListRow, TaskRow } from './tasks.repository.js';

/** Task rows as the wire names them (contracts/tasks.ts). */

export function toListItem(r: TaskListRow): TaskListItem {
  const t = r.task;
  return {
    id: t.id,
    cardno: r.cardno,
    nickname: r.nickname,
    title: t.title,
    types: t.types as DesignType,
    plaza: t.plaza,
    sizes: t.sizes,
    opens: t.opens,
    layer: t.layer,
    style: t.style as TaskListItem['style'],
    addr: t.addr,
    city: t.city,
    groupid: t.groupid,
    plotId: t.plotId,
    sdate: t.sdate,
    edate: t.edate,
    rdate: t.rdate.toISOString(),
    tasks: t.deliverables as TaskListItem['tasks'],
    tips: t.tips,
    cost: t.cost,
    status: t.status as TaskStatus,
    dates: t.createdAt.toISOString(),
    times: t.updatedAt.toISOString(),
    signups: r.signups,
    designer: r.designer,
  };
}

export type FileView = 'original' | 'preview' | 'none';

/** A file's wire form: name and size always; a link only for `original`, a watermarked preview for images when `preview`. */
export async function presentFile(ctx: AppContext, fileId: string, view: FileView, previewUrl?: string): Promise<TaskFile | null> {
  const f = await findFile(ctx.db, fileId);
  if (!f) return null;
  const isImage = f.mime.startsWith('image/');
  return {
    fileId: f.id,
    name: f.name,
    size: f.size,
    mime: f.mime,
    url: view === 'original' ? await privateFileLink(ctx, f.id) : null,
    ...(previewUrl && isImage && view !== 'none' ? { preview: previewUrl } : {}),
  };
}

export async function presentFiles(ctx: AppContext, ids: string[], view: FileView, previewOf?: (fileId: string) => string): Promise<TaskFile[]> {
  const out: TaskFile[] = [];
  for (const id of ids) {
    const f = await presentFile(ctx, id, view, previewOf?.(id));
    if (f) out.push(f);
  }
  return out;
}

export function toDetail(
  base: TaskListItem,
  t: TaskRow,
  extra: { conts: TaskRow['conts'] | null; attach: TaskFile[] | null; designerName: string | null },
): TaskDetail {
  return {
    ...base,
    conts: extra.conts,
    attach: extra.attach,
    designerName: extra.designerName,
    revisions: t.revisions,
    autoAcceptAt: t.status === 'delivered' && t.autoAcceptAt ? t.autoAcceptAt.toISOString() : null,
    commissionRate: t.commissionRate,
  };
}

export function toOrbit(r: { orbit: OrbitRow; cardno: string | null; nickname: string | null; role: string | null }): Orbit {
  const platform = r.orbit.actorId === null || r.role === 'admin';
  return {
    dates: r.orbit.createdAt.toISOString(),
    actor: platform ? null : r.cardno,
    actorName: platform ? 'BoothHub' : r.nickname,
    action: r.orbit.action,
    from: (r.orbit.fromStatus as TaskStatus | null) ?? null,
    to: r.orbit.toStatus as TaskStatus,
    note: r.orbit.note,
  };
}

export function toSignup(
  r: { signup: SignupRow; cardno: string; nickname: string; userlogo: string | null },
  standing: { taidu: number; sudu: number; pinzhi: number; completed: number },
): Signup {
  return {
    id: r.signup.id,
    taskId: r.signup.taskId,
    cardno: r.cardno,
    nickname: r.nickname,
    userlogo: r.userlogo ? publicFileUrl(r.userlogo) : null,
    message: r.signup.message,
    days: r.signup.days,
    quote: r.signup.quote,
    status: r.signup.status as Signup['status'],
    dates: r.signup.createdAt.toISOString(),
    ...standing,
  };
}

export async function toDelivery(ctx: AppContext, d: DeliveryRow, view: FileView, previewOf: (fileId: string) => string): Promise<Delivery> {
  return {
    version: d.version,
    note: d.note,
    files: await presentFiles(ctx, d.files, view, previewOf),
    dates: d.createdAt.toISOString(),
  };
}
