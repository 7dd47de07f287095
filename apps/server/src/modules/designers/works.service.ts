import type { z } from 'zod';
import { pageOffset, type designers as contract, type Lang } from '@boothhub/shared';
import type { WorkDetail, WorkItem, WorkPicture } from '@boothhub/shared/contracts/designers';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno, findMemberById } from '../accounts/members.service.js';
import { isCategoryCode } from '../categories/categories.service.js';
import { assertPublicExhibition, exhibitionOfTask } from '../exhibitions/exhibitions.service.js';
import { getOwnedFile } from '../files/files.service.js';
import { galleryImageUrl } from './gallery.service.js';
import { activeViewer, assertDesigner, isOwner, workAccess } from './designers.policy.js';
import * as repo from './designers.repository.js';
import type { PictureRow, WorkRow } from './designers.repository.js';
import { syncWorkFigures } from './profile.service.js';

type UploadBody = z.output<typeof contract.uploadWorks.body>;
type EditBody = z.output<typeof contract.editWorks.body>;

const invalid = (field: string, reason: string) => new AppError('VALIDATION_FAILED', { field, reason }, { field });

/** The codes, the exhibition and the images of a work as sent: each checked, the images the designer's own `work` files. */
async function checkFields(
  db: Db,
  viewer: Viewer,
  f: { category: string; style: string; exhibitionId: number | null; images: string[]; cover?: string },
  kept: ReadonlySet<string> = new Set(),
) {
  if (!(await isCategoryCode(db, 'designType', f.category))) throw invalid('category', 'not a design type of the category tree');
  if (!(await isCategoryCode(db, 'style', f.style))) throw invalid('style', 'not a style of the category tree');
  if (f.exhibitionId) await assertPublicExhibition(db, f.exhibitionId, 'exhibitionId');
  if (new Set(f.images).size !== f.images.length) throw invalid('images', 'an image is listed twice');
  for (const id of f.images) if (!kept.has(id)) await getOwnedFile(db, id, viewer.id, 'work');
  const cover = f.cover ?? f.images[0]!;
  if (!f.images.includes(cover)) throw invalid('cover', 'must be one of the images');
  return cover;
}

/** Designer/uploadWorks. */
export async function uploadWork(ctx: AppContext, viewer: Viewer, lang: Lang, body: UploadBody): Promise<WorkDetail> {
  assertDesigner(viewer);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const exhibitionId = body.exhibitionId ?? null;
    const cover = await checkFields(tx, viewer, { ...body, exhibitionId });
    const work = await repo.insertWork(tx, {
      designerId: viewer.id,
      title: body.title,
      descr: body.descr,
      category: body.category,
      style: body.style,
      exhibitionId,
      cover,
      pictureCount: body.images.length,
      visibility: body.visibility,
      createdAt: now,
      updatedAt: now,
    });
    await repo.replacePictures(tx, work, body.images, now);
    await syncWorkFigures(tx, viewer.id, now);
    return work.id;
  });
  return workInfo(ctx, viewer, lang, id);
}

/** Designer/editWorks: the owner only; fields left out stay. */
export async function editWork(ctx: AppContext, viewer: Viewer, lang: Lang, body: EditBody): Promise<WorkDetail> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockWork(tx, body.id);
    workAccess.mayChange(current, viewer);
    const pictures = await repo.picturesOf(tx, [current.id]);
    const oldImages = pictures.map((p) => p.fileId);
    const images = body.images ?? oldImages;
    const next = {
      category: body.category ?? current.category,
      style: body.style ?? current.style,
      exhibitionId: body.exhibitionId === undefined ? current.exhibitionId : body.exhibitionId,
      images,
      cover: body.cover ?? (images.includes(current.cover) ? current.cover : undefined),
    };
    // an unchanged exhibition link is kept even when that exhibition has since left the catalogue
    const exhibitionChanged = next.exhibitionId !== current.exhibitionId;
    const cover = await checkFields(tx, viewer, { ...next, exhibitionId: exhibitionChanged ? next.exhibitionId : null }, new Set(oldImages));
    const work = await repo.updateWork(tx, current.id, {
      title: body.title ?? current.title,
      descr: body.descr ?? current.descr,
      category: next.category,
      style: next.style,
      exhibitionId: next.exhibitionId,
      cover,
      pictureCount: images.length,
      visibility: body.visibility ?? current.visibility,
      updatedAt: now,
    });
    if (body.images) await repo.replacePictures(tx, work, images, now);
    else await repo.syncPictures(tx, work);
    await syncWorkFigures(tx, viewer.id, now);
  });
  return workInfo(ctx, viewer, lang, body.id);
}

/** Designer/deleteWorks: the owner only; the pictures go with it. */
export async function deleteWork(ctx: AppContext, viewer: Viewer, id: number): Promise<null> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockWork(tx, id);
    workAccess.mayChange(current, viewer);
    await repo.deleteWork(tx, id);
    await syncWorkFigures(tx, viewer.id, now);
  });
  return null;
}

const toPicture = (p: PictureRow): WorkPicture => ({
  id: p.id,
  workId: p.workId,
  fileId: p.fileId,
  url: galleryImageUrl(p.fileId, 1600),
  position: p.position,
});

function toItem(w: WorkRow, designer: { cardno: string; nickname: string }, exhibition: WorkItem['exhibition'], viewer: Viewer | null): WorkItem {
  return {
    id: w.id,
    title: w.title,
    descr: w.descr,
    category: w.category,
    style: w.style,
    exhibitionId: w.exhibitionId,
    exhibition,
    cover: w.cover,
    coverUrl: galleryImageUrl(w.cover, 480),
    pictureCount: w.pictureCount,
    visibility: w.visibility as WorkItem['visibility'],
    designer,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
    mine: isOwner(w, viewer),
  };
}

/** Designer/worksInfo: a public work for everyone, a hidden one for its owner. */
export async function workInfo(ctx: AppContext, viewerIn: Viewer | null, lang: Lang, id: number): Promise<WorkDetail> {
  const viewer = activeViewer(viewerIn);
  const work = await repo.findWork(ctx.db, id);
  workAccess.maySee(work, viewer);
  const [designer, pictures, exhibition] = await Promise.all([
    findMemberById(ctx.db, work.designerId),
    repo.picturesOf(ctx.db, [work.id]),
    exhibitionOfTask(ctx.db, lang, work.exhibitionId),
  ]);
  const ex = exhibition ? { id: exhibition.id, title: exhibition.title } : null;
  return { ...toItem(work, { cardno: designer!.cardno, nickname: designer!.nickname }, ex, viewer), pictures: pictures.map(toPicture) };
}

/** Designer/worksList: the viewer's own works (all), or a member's public works (all for their owner). */
export async function listWorks(ctx: AppContext, viewerIn: Viewer | null, lang: Lang, q: z.output<typeof contract.worksList.body>) {
  const viewer = activeViewer(viewerIn);
  let designer: { id: number; cardno: string; nickname: string };
  if (q.cardno) {
    const m = await findMemberByCardno(ctx.db, q.cardno);
    if (!m) throw new AppError('MEMBER_NOT_FOUND');
    designer = m;
  } else {
    if (!viewer) throw new AppError('AUTH_REQUIRED');
    designer = (await findMemberById(ctx.db, viewer.id))!;
  }
  const own = viewer?.id === designer.id;
  const { rows, total } = await repo.designerWorks(ctx.db, designer.id, !own, q.pageSize, pageOffset(q));
  const [pictures, exhibitions] = await Promise.all([
    repo.picturesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
    Promise.all(rows.map((r) => exhibitionOfTask(ctx.db, lang, r.exhibitionId))),
  ]);
  const who = { cardno: designer.cardno, nickname: designer.nickname };
  return {
    listItem: rows.map((r, i) => toItem(r, who, exhibitions[i] ? { id: exhibitions[i].id, title: exhibitions[i].title } : null, viewer)),
    total,
    page: q.page,
    pageSize: q.pageSize,
    picture: pictures.map(toPicture),
  };
}
