import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { type designers as contract, type Lang } from '@boothhub/shared';
import { cityList } from '@boothhub/shared/contracts/catalogue';
import type { DesignerCard } from '@boothhub/shared/contracts/designers';
import { designTypes } from '@boothhub/shared/contracts/tasks';
import type { Db } from '../../db/client.js';
import { catalogPage, toSearchVector } from '../../lib/search.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByCardno, findMemberById, type MemberRow } from '../accounts/members.service.js';
import { directoryCity } from './city.js';
import { isCategoryCode } from '../categories/categories.service.js';
import { receivedRatingsSql } from '../evaluations/ratings.service.js';
import { publicFileUrl } from '../files/files.service.js';
import { galleryImageUrl } from './gallery.service.js';
import { completedAsDesignerSql } from '../tasks/tasks.service.js';
import { activeViewer, assertDesigner, mayInvite } from './designers.policy.js';
import * as repo from './designers.repository.js';

/**
 * The designer directory's row per designer (decision 025). Written in the same transaction as what changes it
 * where the change is ours (works, specialties, the member's profile edit through `designerProfileChanged`);
 * ratings and completed tasks come from other modules and change also with time (an evaluation is revealed
 * 14 days after completion), so a periodic refresh (`refreshDesignerFigures`) recomputes them, and repairs
 * rows whose member changed name, city, role or ban outside a profile edit.
 */

const specialtyNames = (codes: string[]) =>
  codes.flatMap((c) => {
    const t = designTypes[c as keyof typeof designTypes];
    return t ? [t.zh, t.en] : [c];
  });

/** Write a designer's profile row from their member row (name, city, descr, standing) and what it already holds. */
async function writeProfile(db: Db, m: MemberRow, now: Date, patch: { specialties?: string[]; worksCount?: number; covers?: string[] } = {}) {
  const current = await repo.findProfile(db, m.id);
  const specialties = patch.specialties ?? current?.specialties ?? [];
  await repo.upsertProfile(db, {
    memberId: m.id,
    listed: m.role === 'designer' && !m.banned ? 1 : 0,
    nickname: m.nickname,
    city: directoryCity(m),
    specialties,
    worksCount: patch.worksCount ?? current?.worksCount ?? 0,
    covers: patch.covers ?? current?.covers ?? [],
    joinedAt: m.createdAt,
    updatedAt: now,
    search: toSearchVector(m.nickname, m.strt, m.prov, m.descr, ...specialtyNames(specialties)),
  });
}

/** After a works change: the public works count and covers, in the caller's transaction. */
export async function syncWorkFigures(db: Db, designerId: number, now: Date) {
  const m = await findMemberById(db, designerId);
  if (!m) return;
  const { count, covers } = await repo.publicWorkFigures(db, designerId);
  await writeProfile(db, m, now, { worksCount: count, covers });
}

/** The members module tells of a profile edit (name, city, descr, avatar), in its transaction (wired in modules/index.ts). */
export async function designerProfileChanged(db: Db, memberId: number, now: Date) {
  const m = await findMemberById(db, memberId);
  if (!m) return;
  if (m.role !== 'designer' && !(await repo.findProfile(db, memberId))) return;
  await writeProfile(db, m, now);
}

/** Designer/setSpecialties. */
export async function setSpecialties(ctx: AppContext, viewer: Viewer, body: z.output<typeof contract.setSpecialties.body>) {
  assertDesigner(viewer);
  const specialties = [...new Set(body.specialties)];
  for (const code of specialties) {
    if (!(await isCategoryCode(ctx.db, 'designType', code))) {
      throw new AppError('VALIDATION_FAILED', { field: 'specialties', reason: `${code} is not a design type` }, { field: 'specialties' });
    }
  }
  await ctx.db.transaction(async (tx) => {
    const m = (await findMemberById(tx, viewer.id))!;
    await writeProfile(tx, m, ctx.now(), { specialties });
  });
  return { specialties };
}

const BATCH = 2000;

/**
 * The periodic refresh (decision 025): first repair rows (a designer without one, a changed name, city, role
 * or ban), then recompute every profile's ratings and completed tasks in batches of 2,000 by id.
 */
export async function refreshDesignerFigures(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (;;) {
    const stale = await repo.staleProfiles(ctx.db, 500);
    for (const { id } of stale) {
      await ctx.db.transaction(async (tx) => {
        const m = await findMemberById(tx, id);
        if (m) await writeProfile(tx, m, now);
      });
    }
    if (stale.length < 500) break;
  }
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  let after = 0;
  for (;;) {
    const ids = await repo.profileIdsAfter(ctx.db, after, BATCH);
    if (!ids.length) break;
    await repo.refreshFigures(ctx.db, ids, (id) => receivedRatingsSql(id as never, nowSql), completedAsDesignerSql, now);
    after = ids.at(-1)!;
    if (ids.length < BATCH) break;
  }
}

const tenth = (n: number) => n / 10;

function toCard(r: repo.CardRow): DesignerCard {
  return {
    cardno: r.cardno,
    nickname: r.nickname,
    userlogo: r.userlogo ? publicFileUrl(r.userlogo) : null,
    city: r.p.city,
    specialties: r.p.specialties,
    taidu: tenth(r.p.taidu),
    sudu: tenth(r.p.sudu),
    pinzhi: tenth(r.p.pinzhi),
    rating: tenth(r.p.rating),
    ratingCount: r.p.ratingCount,
    completed: r.p.completed,
    works: r.p.worksCount,
    covers: r.p.covers.map((f) => galleryImageUrl(f, 480)),
  };
}

/** Common/searchDesigner. */
export async function searchDesigners(ctx: AppContext, q: z.output<typeof contract.searchDesigner.body>) {
  const filter: repo.DirectoryFilter = {
    keyword: q.searchKey || undefined,
    cities: [...new Set(cityList(q.city))],
    specialties: [...new Set(cityList(q.specialty))],
    minRating: q.minRating ? Math.round(q.minRating * 10) : undefined,
    minCompleted: q.minCompleted || undefined,
    sort: q.sort,
  };
  const page = await repo.searchDirectory(ctx.db, filter, catalogPage(q, ctx.config.paging, 'designers', filter));
  return { listItem: page.rows.map(toCard), total: page.total, totalCapped: page.totalCapped, page: q.page, pageSize: q.pageSize };
}

/** Common/designerInfo: a listed designer's page (the designer sees their own page even before a profile row exists). */
export async function designerInfo(ctx: AppContext, viewerIn: Viewer | null, _lang: Lang, cardno: string) {
  const viewer = activeViewer(viewerIn);
  const m = await findMemberByCardno(ctx.db, cardno);
  if (!m || m.role !== 'designer' || (m.banned && viewer?.id !== m.id)) throw new AppError('DESIGNER_NOT_FOUND');
  let [row] = await repo.cardsByIds(ctx.db, [m.id]);
  if (!row) {
    await ctx.db.transaction((tx) => writeProfile(tx, m, ctx.now()));
    [row] = await repo.cardsByIds(ctx.db, [m.id]);
  }
  return {
    ...toCard(row!),
    descr: m.descr,
    joinedAt: m.createdAt.toISOString(),
    can: { invite: mayInvite(viewer, m.id), edit: viewer?.id === m.id },
  };
}
