import { cityIn } from '@boothhub/shared/cities';
import { pageOffset, shanghaiDay, type Lang } from '@boothhub/shared';
import { bandOf, cityList, SIZE_BANDS } from '@boothhub/shared/contracts/catalogue';
import type { CatalogueStatus, ConventionInfo } from '@boothhub/shared/contracts/conventions';
import type { CategoryTree } from '@boothhub/shared/contracts/categories';
import type { Db } from '../../db/client.js';
import { listFingerprint, pageAnswer } from '../../lib/paging.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { heartsOf } from '../favourites/favourites.service.js';
import { venueDetail, venueIdsInPlazaBand, venueNames, type CatalogueQuery } from '../venues/venues.service.js';
import { conventionDetail, conventionForm, conventionListItem, venueEvent } from './conventions.presenter.js';
import { mayReadReview, maySee } from './conventions.policy.js';
import { hitOf, hitsFrom } from '../search/search.service.js';
import * as repo from './conventions.repository.js';

export { publishConvention } from './publish.service.js';
export { reviewConvention } from './review.service.js';

/**
 * Conventions (huiyi; docs/rules/catalogue.md): the public list and detail, the member's detail with
 * contact data, the publisher's own list and edit form, the admin's queue, and what other modules read
 * (the venue's upcoming conventions, usage counts, global-search hits).
 */
export interface ConventionQuery extends CatalogueQuery {
  industry?: string;
  dateFrom?: string;
  dateTo?: string;
}

async function listItems(ctx: AppContext, viewer: Viewer | null, lang: Lang, rows: repo.ConventionRow[]) {
  const venueIds = rows.map((r) => r.venueId).filter((v): v is number => v !== null);
  const [names, favs] = await Promise.all([venueNames(ctx.db, venueIds, lang), heartsOf(ctx.db, viewer, 'venue', venueIds)]);
  return rows.map((r) => ({ ...conventionListItem(r, lang, names), fav: r.venueId !== null && favs.has(r.venueId) }));
}

export async function searchConventions(ctx: AppContext, viewer: Viewer | null, lang: Lang, q: ConventionQuery) {
  const filter: repo.ConventionFilter = {
    keyword: q.searchKey?.trim() || undefined,
    cities: cityList(q.city),
    sizes: bandOf(SIZE_BANDS, q.sizeRange),
    venueIn: venueIdsInPlazaBand(q.plaza),
    industry: q.industry,
    dateFrom: q.dateFrom,
    dateTo: q.dateTo,
  };
  const cap = filter.keyword ? ctx.config.paging.searchCap : ctx.config.paging.totalCap;
  const key = `conventions:${listFingerprint({ ...filter, venueIn: q.plaza })}`;
  const page = await repo.searchConventions(ctx.db, filter, shanghaiDay(ctx.now()), { limit: q.pageSize, offset: pageOffset(q), cap, key });
  return pageAnswer(await listItems(ctx, viewer, lang, page.rows), page, q);
}

/**
 * One convention and its venue. `Common/huiyiInfo` (member false): approved only, contact data hidden.
 * `Article/huiyiInfo` (member true): contact data; its publisher and admins also see it unapproved.
 */
export async function conventionInfo(ctx: AppContext, viewer: Viewer | null, lang: Lang, id: number, member: boolean): Promise<ConventionInfo> {
  const c = await repo.findConvention(ctx.db, id);
  const visible = c && (member ? maySee(viewer, c) : c.status === 'approved');
  if (!c || !visible) throw new AppError('CONVENTION_NOT_FOUND');
  const review = member && mayReadReview(viewer, c);
  const huiyi = conventionDetail(c, lang, { contact: member, review, mine: viewer?.id === c.publisherId });
  const huichang = c.venueId
    ? await venueDetail(ctx, viewer, lang, c.venueId).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'VENUE_NOT_FOUND') return null;
        throw err;
      })
    : null;
  return { huiyi, huichang };
}

export async function listMine(ctx: AppContext, viewer: Viewer, lang: Lang, q: { page: number; pageSize: number; status?: CatalogueStatus }) {
  const page = await repo.listMine(ctx.db, viewer.id, q.status, q.pageSize, (q.page - 1) * q.pageSize);
  const items = await listItems(ctx, viewer, lang, page.rows);
  return {
    listItem: items.map((item, i) => ({
      ...item,
      status: page.rows[i]!.status as CatalogueStatus,
      rejectReason: page.rows[i]!.rejectReason ?? null,
      times: page.rows[i]!.updatedAt.toISOString(),
    })),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function editForm(ctx: AppContext, viewer: Viewer, id: number) {
  const c = await repo.findConvention(ctx.db, id);
  if (!c) throw new AppError('CONVENTION_NOT_FOUND');
  if (c.publisherId !== viewer.id && viewer.role !== 'admin') throw new AppError('FORBIDDEN');
  return conventionForm(c);
}

export async function reviewQueue(
  ctx: AppContext,
  lang: Lang,
  q: { page: number; pageSize: number; status: CatalogueStatus; keyword?: string; publisher?: string },
) {
  const page = await repo.listQueue(ctx.db, q, q.pageSize, (q.page - 1) * q.pageSize);
  const rows = page.rows.map((r) => r.c);
  const items = await listItems(ctx, null, lang, rows);
  return {
    listItem: items.map((item, i) => {
      const r = page.rows[i]!;
      return {
        ...item,
        status: r.c.status as CatalogueStatus,
        rejectReason: r.c.rejectReason ?? null,
        publisher: { cardno: r.cardno, nickname: r.nickname },
        times: r.c.updatedAt.toISOString(),
      };
    }),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The venues module's source of a venue's upcoming conventions (registerVenueEvents). */
export async function conventionsAtVenue(db: Db, venueId: number, lang: Lang, fromDay: string) {
  return (await repo.upcomingAtVenue(db, venueId, fromDay, 10)).map((c) => venueEvent(c, lang));
}

/** How many conventions refer to a venue (registerVenueUsage). */
export const conventionsUsingVenue = (db: Db, venueId: number) => repo.countAtVenue(db, venueId);

/** How many conventions store an industry code (registerCategoryUsage). */
export const conventionsUsingCategory = async (db: Db, tree: CategoryTree, code: string) =>
  tree === 'industry' ? repo.countWithIndustry(db, code) : 0;

/** Conventions waiting for review, for the back-office dashboard. */
export const pendingConventions = (db: Db) => repo.countPending(db);

/** Global search provider of kind `convention` (packages/shared contracts/search.ts). */
export const conventionSearchHits = hitsFrom(
  'convention',
  (ctx, body, lang) => searchConventions(ctx, null, lang, { ...body, plaza: 0, sizeRange: 0 }),
  (c, lang) =>
    hitOf(
      c.id,
      c.title,
      [cityIn(c.city, lang), c.sdate === c.edate ? c.sdate : `${c.sdate} – ${c.edate}`, c.venue?.name],
      c.cover,
      `/conventionSpace/${c.id}`,
    ),
);

/** The home page's figure of conventions: approved ones that have not ended (the search provider's `count`). */
export const countUpcomingConventions = (ctx: AppContext) => repo.countUpcoming(ctx.db, shanghaiDay(ctx.now()));
