import { inOrderOf } from '../../lib/search.js';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { GalleryPicture } from '@boothhub/shared/contracts/gallery';
import type { Db } from '../../db/client.js';
import { pageOffset } from '@boothhub/shared';
import { decodeCursor, listFingerprint, nextCursorOf, pageAnswer } from '../../lib/paging.js';
import { imageJob } from '../../lib/image-jobs.js';
import { watermark } from '../../lib/watermark.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { favouriteIds, heartsOf } from '../favourites/favourites.service.js';
import { openFile, publicFileUrl } from '../files/files.service.js';
import * as repo from './gallery.repository.js';

/**
 * The gallery and the protected pictures of works (docs/rules/designers.md#gallery): pictures are served only
 * watermarked with the designer's name and BoothHub, scaled to 480 or 1600 px, rendered once and kept in storage
 * (`wm/…`, named after the designer's name too, so a new name renders anew). The original is a private file:
 * its owner (and admins) get it through File/link.
 */
export const galleryImageUrl = (fileId: string, width: 480 | 1600) => `/api/Gallery/image/${fileId}?w=${width}`;

const toPicture = (r: repo.GalleryRow, fav: boolean): GalleryPicture => ({
  id: r.id,
  workId: r.workId,
  title: r.title,
  category: r.category,
  style: r.style,
  designer: { cardno: r.cardno, nickname: r.nickname, userlogo: r.userlogo ? publicFileUrl(r.userlogo) : null },
  thumb: galleryImageUrl(r.fileId, 480),
  url: galleryImageUrl(r.fileId, 1600),
  fav,
});

async function items(db: Db, viewer: Viewer | null, rows: repo.GalleryRow[]) {
  const favs = await heartsOf(
    db,
    viewer,
    'picture',
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPicture(r, favs.has(r.id)));
}

export async function getPictures(
  ctx: AppContext,
  viewer: Viewer | null,
  q: { page: number; pageSize: number; cursor?: string; category?: string; style?: string },
) {
  const filter: repo.GalleryFilter = { category: q.category, style: q.style };
  const fingerprint = listFingerprint(filter);
  const after = q.cursor ? decodeCursor(q.cursor, 'newest', fingerprint, repo.galleryKeys) : undefined;
  const page = await repo.galleryPage(
    ctx.db,
    filter,
    q.pageSize,
    { after, offset: pageOffset(q) },
    ctx.config.paging.totalCap,
    `gallery:${fingerprint}`,
  );
  return {
    ...pageAnswer(await items(ctx.db, viewer, page.rows), page, q),
    nextCursor: nextCursorOf(page.rows.at(-1), page.hasMore, 'newest', fingerprint, repo.galleryKeys),
  };
}

/** The favourite rules of kind `picture`: a picture of a public work. */
export const pictureFavouriteRules = {
  async assertFavouritable(db: Db, _viewer: Viewer, id: number) {
    if (!(await repo.publicPicturesByIds(db, [id])).length) throw new AppError('PICTURE_NOT_FOUND');
  },
};

export async function listFavouritePictures(ctx: AppContext, viewer: Viewer, q: { page: number; pageSize: number }) {
  const { ids, total } = await favouriteIds(ctx.db, viewer.id, 'picture', q);
  const ordered = inOrderOf(ids, await repo.publicPicturesByIds(ctx.db, ids), (r) => r.id);
  return { listItem: await items(ctx.db, viewer, ordered), total, page: q.page, pageSize: q.pageSize };
}

/**
 * The watermarked picture of a work's file at `width`: anyone for a public work, only its designer or an admin for a
 * hidden one (others get PICTURE_NOT_FOUND, as for a file in no work). `cached` says whether storage had it rendered.
 */
export async function watermarkedImage(
  ctx: AppContext,
  viewer: Viewer | null,
  fileId: string,
  width: 480 | 1600,
): Promise<{ body: Buffer | Readable; isPublic: boolean; cached: boolean }> {
  const pic = await repo.pictureOfFile(ctx.db, fileId);
  const isPublic = pic?.visibility === 'public';
  if (!pic || (!isPublic && viewer?.id !== pic.designerId && viewer?.role !== 'admin')) throw new AppError('PICTURE_NOT_FOUND');
  const name = createHash('sha256').update(pic.nickname).digest('hex').slice(0, 8);
  const key = `wm/${fileId}-${width}-${name}.jpg`;
  try {
    return { body: await ctx.storage.get(key), isPublic, cached: true };
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOENT') throw err;
  }
  const { stream } = await openFile(ctx, fileId);
  const original = Buffer.concat(await stream.toArray());
  // in the image pool: sharp's work never takes the threads that serve files (decision 062)
  const jpeg = await imageJob(ctx.config.limits.imageJobs, viewer?.id ?? 0, () => watermark(original, width, pic.nickname));
  try {
    await ctx.storage.put(key, Readable.from([jpeg]));
  } catch (err) {
    // another request rendered it at the same time: theirs is the same picture
    if ((err as { code?: string }).code !== 'EEXIST') throw err;
  }
  return { body: jpeg, isPublic, cached: false };
}
