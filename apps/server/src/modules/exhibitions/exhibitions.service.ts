import { cityIn } from '@boothhub/shared/cities';
import { shanghaiDay, type Lang, type Page } from '@boothhub/shared';
import type { CategoryTree } from '@boothhub/shared/contracts/categories';
import type { ExhibitionListItem, ShowRules } from '@boothhub/shared/contracts/exhibitions';
import type { Db } from '../../db/client.js';
import { localize } from '../../lib/localize.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { favouriteIds, type FavouriteKindRules } from '../favourites/favourites.service.js';
import { rulesOut, toListItem, venueEvent } from './exhibitions.presenter.js';
import { hitOf, hitsFrom } from '../search/search.service.js';
import * as repo from './exhibitions.repository.js';
import { searchExhibitions } from './query.service.js';

/**
 * What other modules use of exhibitions (favourites, tasks, the global search, the routes' compositions).
 * Everything else stays inside the module. Exhibitions import nothing of tasks.
 */
export { DEMO_BUILD_BOOTHS, demoBooth, demoShowDays } from './exhibitions.demo.js';

/** An approved exhibition (the public may see it), else EXHIBITION_NOT_FOUND. */
export async function assertPublicExhibition(db: Db, id: number, field?: string) {
  const ex = await repo.findExhibition(db, id);
  if (!ex || ex.status !== 'approved') throw new AppError('EXHIBITION_NOT_FOUND', {}, field ? { field } : undefined);
  return ex;
}

/**
 * A task's exhibition and booth plot (Taskcenter/businessTaskPub and businessTaskEdit): `groupid` must be an
 * approved exhibition (EXHIBITION_NOT_FOUND), `plotId` a plot of its floor plan (PLOT_NOT_FOUND) and never
 * without `groupid` (VALIDATION_FAILED).
 */
export async function assertTaskTarget(db: Db, groupid: number | null | undefined, plotId: number | null | undefined) {
  if (plotId && !groupid) throw new AppError('VALIDATION_FAILED', { field: 'plotId', reason: 'needs the exhibition (groupid)' }, { field: 'plotId' });
  if (!groupid) return;
  await assertPublicExhibition(db, groupid, 'groupid');
  if (plotId && !(await repo.findPlot(db, groupid, plotId))) throw new AppError('PLOT_NOT_FOUND', {}, { field: 'plotId' });
}

/** The exhibition a task is for, with its build rules, for the task's page; null when it is not public. */
export async function exhibitionOfTask(
  db: Db,
  lang: Lang,
  groupid: number | null,
): Promise<{ id: number; title: string; rules: ShowRules | null } | null> {
  if (!groupid) return null;
  const ex = await repo.findExhibition(db, groupid);
  if (!ex || ex.status !== 'approved') return null;
  return { id: ex.id, title: localize(lang, ex.title, ex.titleEn), rules: rulesOut(ex.rules) };
}

// An exhibition may be favourited while it is approved (registered by `modules/index.ts`).
export const exhibitionFavouriteRules: FavouriteKindRules = {
  async assertFavouritable(db, _viewer, id) {
    const ex = await repo.findExhibition(db, id);
    if (!ex || ex.status !== 'approved') throw new AppError('EXHIBITION_NOT_FOUND');
  },
};

/** Myfavorite/huizhanList: favourited exhibitions still approved, newest favourite first. */
export async function listFavouriteExhibitions(
  ctx: AppContext,
  viewer: Viewer,
  lang: Lang,
  q: { page: number; pageSize: number },
): Promise<Page<ExhibitionListItem>> {
  const { ids, total } = await favouriteIds(ctx.db, viewer.id, 'exhibition', q);
  const rows = await repo.exhibitionsByIds(ctx.db, ids);
  const listItem = rows.filter((r) => r.ex.status === 'approved').map((r) => toListItem(lang, r, true));
  return { listItem, total, page: q.page, pageSize: q.pageSize };
}

/**
 * The global search's provider of exhibitions (the search module registers it): approved, not ended,
 * by relevance then start date, as the search's hits (href `/exhibition/<id>`).
 */
export const exhibitionSearchHits = hitsFrom(
  'exhibition',
  (ctx, body, lang) => searchExhibitions(ctx, null, lang, { ...body, plaza: 0 }),
  (e, lang) => hitOf(e.id, e.title, [cityIn(e.city, lang), `${e.sdate} – ${e.edate}`, e.venue?.name ?? e.address], e.cover, `/exhibition/${e.id}`),
);

/** The upcoming approved exhibitions held at a venue, for the venue's page (registerVenueEvents). */
export async function exhibitionsAtVenue(db: Db, venueId: number, lang: Lang, fromDay: string) {
  return (await repo.upcomingAtVenue(db, venueId, fromDay, 10)).map((e) => venueEvent(e, lang));
}

/** How many exhibitions refer to a venue (registerVenueUsage): a venue in use is never deleted. */
export const exhibitionsUsingVenue = (db: Db, venueId: number) => repo.countAtVenue(db, venueId);

/** How many exhibitions store an industry code (registerCategoryUsage). */
export const exhibitionsUsingCategory = async (db: Db, tree: CategoryTree, code: string) =>
  tree === 'industry' ? repo.countWithIndustry(db, code) : 0;

/** The home page's figure of exhibitions: approved ones that have not ended (the search provider's `count`). */
export const countUpcomingExhibitions = (ctx: AppContext) => repo.countUpcoming(ctx.db, shanghaiDay(ctx.now()));
