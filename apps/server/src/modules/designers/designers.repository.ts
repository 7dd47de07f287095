import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { designerInvitations, designerProfiles, members, workPictures, works } from '../../db/schema/index.js';
import { cappedCount, exactPage, type PageRequest, type Total } from '../../lib/paging.js';
import { inOrderOf, rankedPage, searchQuery } from '../../lib/search.js';
import { columnsBesidesSearch, wholeRows, type Unsearched } from '../../lib/rows.js';
import { directoryCitySql } from './city.js';

export type WorkRow = typeof works.$inferSelect;
export type PictureRow = typeof workPictures.$inferSelect;
export type ProfileRow = Unsearched<typeof designerProfiles>;
const profileColumns = columnsBesidesSearch(designerProfiles);

// ---- works

const work = wholeRows(works, works.id);
export const insertWork = (db: Db, row: typeof works.$inferInsert) => work.insert(db, row);
export const findWork = (db: Db, id: number) => work.find(db, id);
export const lockWork = (db: Db, id: number) => work.lock(db, id);

export async function updateWork(db: Db, id: number, patch: Partial<typeof works.$inferInsert>): Promise<WorkRow> {
  const [row] = await db.update(works).set(patch).where(eq(works.id, id)).returning();
  return row!;
}

export async function deleteWork(db: Db, id: number): Promise<void> {
  await db.delete(works).where(eq(works.id, id));
}

/** Replace a work's pictures: one row per picture in order, with the work's fields copied on. */
export async function replacePictures(db: Db, work: WorkRow, fileIds: string[], now: Date): Promise<void> {
  await db.delete(workPictures).where(eq(workPictures.workId, work.id));
  await db.insert(workPictures).values(
    fileIds.map((fileId, position) => ({
      workId: work.id,
      fileId,
      position,
      designerId: work.designerId,
      visibility: work.visibility,
      category: work.category,
      style: work.style,
      createdAt: now,
    })),
  );
}

/** Copy the work's visibility, category and style onto its pictures. */
export async function syncPictures(db: Db, work: WorkRow): Promise<void> {
  await db
    .update(workPictures)
    .set({ visibility: work.visibility, category: work.category, style: work.style })
    .where(eq(workPictures.workId, work.id));
}

export async function picturesOf(db: Db, workIds: number[]): Promise<PictureRow[]> {
  if (!workIds.length) return [];
  return db.select().from(workPictures).where(inArray(workPictures.workId, workIds)).orderBy(asc(workPictures.workId), asc(workPictures.position));
}

/** A designer's works, newest first: all of them, or only public ones. */
export async function designerWorks(db: Db, designerId: number, onlyPublic: boolean, limit: number, offset: number) {
  const where = and(eq(works.designerId, designerId), onlyPublic ? eq(works.visibility, 'public') : undefined);
  const ordered = db.select().from(works).where(where).orderBy(desc(works.id));
  return exactPage(db, works, where, ordered, limit, offset);
}

/** The public works count and the newest three public covers of a designer (for their profile row). */
export async function publicWorkFigures(db: Db, designerId: number): Promise<{ count: number; covers: string[] }> {
  const where = and(eq(works.designerId, designerId), eq(works.visibility, 'public'));
  const [[n], covers] = await Promise.all([
    db.select({ n: count() }).from(works).where(where),
    db.select({ cover: works.cover }).from(works).where(where).orderBy(desc(works.id)).limit(3),
  ]);
  return { count: n?.n ?? 0, covers: covers.map((c) => c.cover) };
}

// ---- profiles

export async function findProfile(db: Db, memberId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(designerProfiles).where(eq(designerProfiles.memberId, memberId)).limit(1);
  return row;
}

export type ProfileWrite = Omit<typeof designerProfiles.$inferInsert, 'search'> & { search: SQL };

export async function upsertProfile(db: Db, row: ProfileWrite): Promise<void> {
  const { memberId: _m, joinedAt: _j, ...set } = row;
  await db
    .insert(designerProfiles)
    .values(row as unknown as typeof designerProfiles.$inferInsert)
    .onConflictDoUpdate({ target: designerProfiles.memberId, set: set as unknown as Partial<typeof designerProfiles.$inferInsert> });
}

export async function updateProfileFigures(db: Db, memberId: number, patch: Partial<typeof designerProfiles.$inferInsert>): Promise<void> {
  await db.update(designerProfiles).set(patch).where(eq(designerProfiles.memberId, memberId));
}

/** Designers without a profile row, and rows whose member changed name, city or standing (the refresh's repair). */
export async function staleProfiles(db: Db, limit: number) {
  return db
    .select({ id: members.id })
    .from(members)
    .leftJoin(designerProfiles, eq(designerProfiles.memberId, members.id))
    .where(
      or(
        and(eq(members.role, 'designer'), isNull(designerProfiles.memberId)),
        and(
          sql`${designerProfiles.memberId} is not null`,
          or(
            ne(designerProfiles.nickname, members.nickname),
            ne(designerProfiles.city, directoryCitySql(members.prov, members.strt)),
            ne(designerProfiles.listed, sql`case when ${members.role} = 'designer' and not ${members.banned} then 1 else 0 end`),
          ),
        ),
      ),
    )
    .limit(limit);
}

/** Profile ids after `after`, in id order (the refresh walks them in batches). */
export async function profileIdsAfter(db: Db, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: designerProfiles.memberId })
    .from(designerProfiles)
    .where(sql`${designerProfiles.memberId} > ${after}`)
    .orderBy(asc(designerProfiles.memberId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Set the ratings and completed counts of some profiles from SQL computing them per member. */
export async function refreshFigures(
  db: Db,
  ids: number[],
  ratings: (memberId: SQL) => SQL<{ taidu: number | null; sudu: number | null; pinzhi: number | null; count: number }>,
  completed: (memberId: SQL) => SQL<number>,
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  const r = ratings(sql`dp.member_id`);
  const c = completed(sql`dp.member_id`);
  // only rows whose figures changed are written: a refresh of unchanged designers leaves no dead rows behind
  await db.execute(sql`
    with f as (select dp.member_id, ${r} as r, ${c} as c from ${designerProfiles} dp where dp.member_id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})),
    n as (select member_id,
      coalesce(round(((r->>'taidu')::numeric) * 10), 0) as taidu,
      coalesce(round(((r->>'sudu')::numeric) * 10), 0) as sudu,
      coalesce(round(((r->>'pinzhi')::numeric) * 10), 0) as pinzhi,
      coalesce(round((((r->>'taidu')::numeric) + ((r->>'sudu')::numeric) + ((r->>'pinzhi')::numeric)) * 10 / 3), 0) as rating,
      coalesce((r->>'count')::int, 0) as rating_count,
      c as completed
      from f)
    update ${designerProfiles} p set
      taidu = n.taidu, sudu = n.sudu, pinzhi = n.pinzhi, rating = n.rating, rating_count = n.rating_count, completed = n.completed,
      figures_at = ${now.toISOString()}::timestamptz
    from n where p.member_id = n.member_id
      and (p.taidu, p.sudu, p.pinzhi, p.rating, p.rating_count, p.completed)
        is distinct from (n.taidu, n.sudu, n.pinzhi, n.rating, n.rating_count, n.completed)`);
}

// ---- the directory

export interface DirectoryFilter {
  keyword?: string;
  cities: string[];
  specialties: string[];
  /** tenths */
  minRating?: number;
  minCompleted?: number;
  sort: 'rating' | 'completed' | 'newest';
}

function directoryWhere(f: DirectoryFilter): SQL | undefined {
  const conds: Array<SQL | undefined> = [eq(designerProfiles.listed, 1)];
  if (f.cities.length) conds.push(f.cities.length === 1 ? eq(designerProfiles.city, f.cities[0]!) : inArray(designerProfiles.city, f.cities));
  if (f.specialties.length)
    conds.push(
      sql`${designerProfiles.specialties} && array[${sql.join(
        f.specialties.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[]`,
    );
  if (f.minRating) conds.push(gte(designerProfiles.rating, f.minRating));
  if (f.minCompleted) conds.push(gte(designerProfiles.completed, f.minCompleted));
  return and(...conds);
}

const orderOf = (sort: DirectoryFilter['sort']) =>
  sort === 'completed'
    ? [desc(designerProfiles.completed), desc(designerProfiles.memberId)]
    : sort === 'newest'
      ? [desc(designerProfiles.joinedAt), desc(designerProfiles.memberId)]
      : [desc(designerProfiles.rating), desc(designerProfiles.memberId)];

const cardColumns = {
  p: profileColumns,
  cardno: members.cardno,
  nickname: members.nickname,
  userlogo: members.userlogo,
  descr: members.descr,
};
export type CardRow = { p: ProfileRow; cardno: string; nickname: string; userlogo: string | null; descr: string };
/** Designer profiles with their member's card, as the directory's cards read them. */
const cards = (db: Db) => db.select(cardColumns).from(designerProfiles).innerJoin(members, eq(members.id, designerProfiles.memberId));

export async function cardsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  const rows = await cards(db).where(inArray(designerProfiles.memberId, ids));
  return inOrderOf(ids, rows, (r) => r.p.memberId);
}

/** A page of the directory. With a keyword: by relevance among the newest `cap` matches (lib/search); else by the sort. */
export async function searchDirectory(db: Db, f: DirectoryFilter, p: PageRequest): Promise<{ rows: CardRow[] } & Total> {
  const where = directoryWhere(f);
  if (f.keyword && searchQuery(f.keyword)) {
    return (await rankedPage(
      db,
      {
        table: designerProfiles,
        id: designerProfiles.memberId,
        vector: designerProfiles.search,
        then: { column: designerProfiles.rating, dir: 'desc' },
      },
      f.keyword,
      where,
      p,
      cardsByIds,
    ))!;
  }
  const [ids, total] = await Promise.all([
    db
      .select({ id: designerProfiles.memberId })
      .from(designerProfiles)
      .where(where)
      .orderBy(...orderOf(f.sort))
      .limit(p.limit)
      .offset(p.offset),
    cappedCount(db, designerProfiles, where, [], p.cap, p.key),
  ]);
  return {
    rows: await cardsByIds(
      db,
      ids.map((r) => r.id),
    ),
    ...total,
  };
}

// ---- invitations

export async function insertInvitation(db: Db, row: typeof designerInvitations.$inferInsert): Promise<number | undefined> {
  const [created] = await db.insert(designerInvitations).values(row).onConflictDoNothing().returning({ id: designerInvitations.id });
  return created?.id;
}
