import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/accounts.js';
import { workPictures, works } from '../../db/schema/designers.js';
import { afterKey, cappedCount, keyOrder, type KeyPart, type KeyValue, type Total } from '../../lib/paging.js';

/** The gallery's queries: pictures of public works, read from work_pictures by its own indexes (decision 025). */
export interface GalleryFilter {
  category?: string;
  style?: string;
}

export interface GalleryRow {
  id: number;
  workId: number;
  fileId: string;
  category: string;
  style: string;
  title: string;
  cardno: string;
  nickname: string;
  userlogo: string | null;
}

const columns = {
  id: workPictures.id,
  workId: workPictures.workId,
  fileId: workPictures.fileId,
  category: workPictures.category,
  style: workPictures.style,
  title: works.title,
  cardno: members.cardno,
  nickname: members.nickname,
  userlogo: members.userlogo,
};

/** The gallery's order, newest picture first: its keyset for cursors. */
export const galleryKeys: KeyPart<GalleryRow>[] = [{ column: workPictures.id, of: (r) => r.id, dir: 'desc', kind: 'int' }];

export const galleryWhere = (f: GalleryFilter): SQL =>
  and(
    eq(workPictures.visibility, 'public'),
    f.category ? eq(workPictures.category, f.category) : undefined,
    f.style ? eq(workPictures.style, f.style) : undefined,
  )!;

/** A page of the gallery, newest picture first, after a cursor's key values (keyset) or at `offset`. */
export async function galleryPage(
  db: Db,
  f: GalleryFilter,
  limit: number,
  at: { after?: KeyValue[]; offset: number },
  cap: number,
  key: string,
): Promise<{ rows: GalleryRow[]; hasMore: boolean } & Total> {
  const where = galleryWhere(f);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(workPictures)
      .innerJoin(works, eq(works.id, workPictures.workId))
      .innerJoin(members, eq(members.id, workPictures.designerId))
      .where(at.after === undefined ? where : and(where, afterKey(galleryKeys, at.after)))
      .orderBy(...keyOrder(galleryKeys))
      .limit(limit + 1)
      .offset(at.after === undefined ? at.offset : 0),
    cappedCount(db, workPictures, where, [desc(workPictures.id)], cap, key),
  ]);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit, ...total };
}

/** Public pictures by id (favourites), in no particular order. */
export async function publicPicturesByIds(db: Db, ids: number[]): Promise<GalleryRow[]> {
  if (!ids.length) return [];
  return db
    .select(columns)
    .from(workPictures)
    .innerJoin(works, eq(works.id, workPictures.workId))
    .innerJoin(members, eq(members.id, workPictures.designerId))
    .where(and(inArray(workPictures.id, ids), eq(workPictures.visibility, 'public')));
}

/**
 * Who may see a work's file and whose name goes on it: the picture rows that show the file (a public one first),
 * with the designer's name. None when the file is in no work.
 */
export async function pictureOfFile(db: Db, fileId: string) {
  const [row] = await db
    .select({ designerId: workPictures.designerId, visibility: workPictures.visibility, nickname: members.nickname })
    .from(workPictures)
    .innerJoin(members, eq(members.id, workPictures.designerId))
    .where(eq(workPictures.fileId, fileId))
    .orderBy(sql`${workPictures.visibility} = 'public' desc`)
    .limit(1);
  return row;
}
