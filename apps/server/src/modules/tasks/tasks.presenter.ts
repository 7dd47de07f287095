import type { Delivery, DesignType, Orbit, Signup, TaskDetail, TaskFile, TaskListItem, TaskStatus } from '@boothhub/shared/contracts/tasks';
import type { AppContext } from '../../platform/context.js';
import type { DeliveryFileView } from './tasks.policy.js';
import { findFile, privateFileLink, publicFileUrl } from '../files/files.service.js';
import type { DeliveryRow, OrbitRow, SignupRow, TaskListRow, TaskListTask, TaskRow } from './tasks.repository.js';

/** Task rows as the wire names them (contracts/tasks.ts). */

/**
 * A task's own fields as the wire names them, from its title to its budget (a list item's, and what an edit re-checks).
 * One object literal: it runs for every item of the public lists, and spreading a picked object made each page of 20
 * items three times dearer (146 against 44 µs with its JSON in a micro-benchmark; docs/performance.md).
 */
export const taskFields = (t: TaskListTask) => ({
  title: t.title,
  plaza: t.plaza,
  sizes: t.sizes,
  opens: t.opens,
  layer: t.layer,
  addr: t.addr,
  city: t.city,
  groupid: t.groupid,
  plotId: t.plotId,
  sdate: t.sdate,
  edate: t.edate,
  types: t.types as DesignType,
  style: t.style as TaskListItem['style'],
  rdate: t.rdate.toISOString(),
  tasks: t.deliverables as TaskListItem['tasks'],
  tips: t.tips,
  cost: t.cost,
});

export function toListItem(r: TaskListRow): TaskListItem {
  const t = r.task;
  return {
    id: t.id,
    cardno: r.cardno,
    nickname: r.nickname,
    ...taskFields(t),
    status: t.status as TaskStatus,
    dates: t.createdAt.toISOString(),
    times: t.updatedAt.toISOString(),
    signups: r.signups,
    designer: r.designer,
  };
}

export type FileView = DeliveryFileView;

/** The watermarked preview of a delivered image (served by tasks.preview.ts). */
export const previewUrl = (taskId: number, fileId: string) => `/api/Taskcenter/preview/${taskId}/${fileId}`;
/** A delivered 3D file's preview glb or its original (served by tasks.model.ts). */
export const modelUrl = (taskId: number, fileId: string, variant: 'preview' | 'original') => `/api/Taskcenter/model/${taskId}/${fileId}/${variant}`;

/** What a delivery adds to a file's wire form: the image preview's address, or a 3D file's facts and addresses. */
type FileExtras = { preview?: string; model?: TaskFile['model'] };

/**
 * A file's wire form: name and size always; a link only for `original`; for `preview` and `original` views the
 * extras of a delivered file (a watermarked preview for images, the 3D preview for glb/gltf).
 */
export async function presentFile(ctx: AppContext, fileId: string, view: FileView, extras: FileExtras = {}): Promise<TaskFile | null> {
  const f = await findFile(ctx.db, fileId);
  if (!f) return null;
  const isImage = f.mime.startsWith('image/');
  return {
    fileId: f.id,
    name: f.name,
    size: f.size,
    mime: f.mime,
    url: view === 'original' ? await privateFileLink(ctx, f.id) : null,
    ...(extras.preview && isImage && view !== 'none' ? { preview: extras.preview } : {}),
    ...(extras.model && view !== 'none' ? { model: extras.model } : {}),
  };
}

export async function presentFiles(ctx: AppContext, ids: string[], view: FileView, extrasOf?: (fileId: string) => FileExtras): Promise<TaskFile[]> {
  const out: TaskFile[] = [];
  for (const id of ids) {
    const f = await presentFile(ctx, id, view, extrasOf?.(id));
    if (f) out.push(f);
  }
  return out;
}

export function toDetail(
  base: TaskListItem,
  t: TaskRow,
  extra: {
    conts: TaskRow['conts'] | null;
    attach: TaskFile[] | null;
    designerName: string | null;
    /** file ids */
    publisherLogo: string | null;
    designerLogo: string | null;
  },
): TaskDetail {
  // the detail's own fields added to the list item made for it (not spread into a new object: 9 µs against 1 µs with
  // its JSON for an object of 30 fields, in a micro-benchmark)
  return Object.assign(base, {
    conts: extra.conts,
    attach: extra.attach,
    designerName: extra.designerName,
    publisherLogo: extra.publisherLogo ? publicFileUrl(extra.publisherLogo) : null,
    designerLogo: extra.designerLogo ? publicFileUrl(extra.designerLogo) : null,
    heightCm: t.heightCm,
    rigging: t.rigging,
    revisions: t.revisions,
    autoAcceptAt: t.status === 'delivered' && t.autoAcceptAt ? t.autoAcceptAt.toISOString() : null,
    commissionRate: t.commissionRate,
    serviceId: t.serviceId,
  });
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

export async function toDelivery(ctx: AppContext, d: DeliveryRow, view: FileView, taskId: number): Promise<Delivery> {
  const extrasOf = (fileId: string): FileExtras => {
    const m = d.models[fileId];
    if (!m) return { preview: previewUrl(taskId, fileId) };
    return {
      model: { preview: modelUrl(taskId, fileId, 'preview'), original: modelUrl(taskId, fileId, 'original'), polygons: m.polygons, bbox: m.bbox },
    };
  };
  return {
    version: d.version,
    note: d.note,
    files: await presentFiles(ctx, d.files, view, extrasOf),
    dates: d.createdAt.toISOString(),
  };
}
