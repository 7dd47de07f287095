import { localize } from '../../lib/localize.js';
import type { z } from 'zod';
import { bandOf, cityList, PLAZA_BANDS } from '@boothhub/shared/contracts/catalogue';
import type { exhibitions as contract, Lang, Page } from '@boothhub/shared';
import { pageOffset, shanghaiDay } from '@boothhub/shared';
import type { ExhibitionListItem } from '@boothhub/shared/contracts/exhibitions';
import { catalogPage } from '../../lib/search.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { heartedPage, isFavourite } from '../favourites/favourites.service.js';
import { activeViewer, assertMayEdit, assertMaySee, canOf, isManager } from './exhibitions.policy.js';
import { toDetail, toEditFields, toHalls, toListItem, toMineItem, toQueueRow, rulesOut, venueOut } from './exhibitions.presenter.js';
import * as repo from './exhibitions.repository.js';
import { AppError } from '../../platform/app-error.js';
import { scheduleOfExhibition, scheduleOut } from './schedule.service.js';

type SearchBody = z.output<typeof contract.searchHuizhan.body>;

/** The filter of a search: without a date range, only entries not yet ended (today in Asia/Shanghai). */
export function filterOf(q: Partial<SearchBody>, today: string): repo.ExhibitionFilter {
  const band = bandOf(PLAZA_BANDS, q.plaza);
  const ranged = q.dateFrom !== undefined || q.dateTo !== undefined;
  return {
    keyword: q.searchKey || undefined,
    cities: [...new Set(cityList(q.city))],
    industry: q.industry,
    areaMin: band?.min,
    areaMax: band ? band.max : undefined,
    from: ranged ? q.dateFrom : today,
    to: q.dateTo,
    venueId: q.venueId,
    hasPlan: q.hasPlan,
  };
}

/** Common/searchHuizhan (docs/rules/catalogue.md "Search and lists"). */
export async function searchExhibitions(ctx: AppContext, viewerIn: Viewer | null, lang: Lang, q: SearchBody): Promise<Page<ExhibitionListItem>> {
  const viewer = activeViewer(viewerIn);
  const filter = filterOf(q, shanghaiDay(ctx.now()));
  if (filter.from && filter.to && filter.from > filter.to) return { listItem: [], total: 0, page: q.page, pageSize: q.pageSize, totalCapped: false };
  const page = await repo.searchExhibitions(ctx.db, filter, catalogPage(q, ctx.config.paging, 'exhibitions', filter));
  return heartedPage(
    ctx.db,
    viewer,
    'exhibition',
    page,
    q,
    (r) => r.ex.id,
    (r, fav) => toListItem(lang, r, fav),
  );
}

/** An exhibition the viewer may see (approved, or theirs / an admin's view), else EXHIBITION_NOT_FOUND. */
export async function visibleExhibition(ctx: AppContext, viewer: Viewer | null, id: number) {
  const row = await repo.exhibitionWithVenue(ctx.db, id);
  assertMaySee(row?.ex, viewer);
  return row!;
}

/** Common/huizhanInfo. */
export async function exhibitionInfo(ctx: AppContext, viewerIn: Viewer | null, lang: Lang, id: number) {
  const viewer = activeViewer(viewerIn);
  const [row, counts, fav] = await Promise.all([
    repo.exhibitionWithVenue(ctx.db, id),
    repo.planCounts(ctx.db, id),
    viewer ? isFavourite(ctx.db, viewer.id, 'exhibition', id) : Promise.resolve(false),
  ]);
  assertMaySee(row?.ex, viewer);
  const buildSchedule = await scheduleOfExhibition(ctx.db, lang, row!.ex);
  return { ...toDetail(lang, row!, { fav, manager: isManager(row!.ex, viewer), counts, can: canOf(row!.ex, viewer) }), buildSchedule };
}

/** Common/huizhanBooth: the floor plan with each plot's task count, and what a brief takes from the exhibition. */
export async function exhibitionBooth(ctx: AppContext, viewerIn: Viewer | null, lang: Lang, id: number) {
  const viewer = activeViewer(viewerIn);
  const row = await visibleExhibition(ctx, viewer, id);
  return boothOf(ctx, viewer, lang, row);
}

/** The plan as answered; `bothNames` gives hall names in both languages (the editor's answer) instead of the request's. */
export async function boothOf(ctx: AppContext, viewer: Viewer | null, lang: Lang, row: repo.ExhibitionWithVenue, bothNames = false) {
  const e = row.ex;
  const who = activeViewer(viewer);
  const [halls, tasks] = await Promise.all([repo.hallsOf(ctx.db, e.id), repo.tasksByPlot(ctx.db, e.id, who?.id ?? null)]);
  return {
    id: e.id,
    title: localize(lang, e.title, e.titleEn),
    city: e.city,
    venue: venueOut(lang, row.venue),
    address: e.address,
    sdate: e.sdate,
    edate: e.edate,
    rules: rulesOut(e.rules),
    buildSchedule: scheduleOut(lang, e.sdate, e.buildSchedule, halls),
    halls: toHalls(halls, bothNames ? undefined : lang, { tasks, viewerId: who?.id ?? null, manager: isManager(e, who) }),
    can: { plan: isManager(e, who) },
  };
}

/** Article/huizhanMine: the member's own entries, every state, last changed first. */
export async function myExhibitions(ctx: AppContext, viewer: Viewer, q: z.output<typeof contract.huizhanMine.body>) {
  const { rows, total } = await repo.publisherExhibitions(ctx.db, viewer.id, q.status, q.pageSize, pageOffset(q));
  return { listItem: rows.map(toMineItem), total, page: q.page, pageSize: q.pageSize };
}

/** Article/huizhanEdit: the stored fields in both languages and the plan, for the publisher or an admin. */
export async function exhibitionForEdit(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await repo.exhibitionWithVenue(ctx.db, id);
  if (!row) throw new AppError('EXHIBITION_NOT_FOUND');
  const ex = row.ex;
  if (!isManager(ex, viewer)) {
    if (ex.status === 'approved') assertMayEdit(ex, viewer); // FORBIDDEN: another member's public entry
    throw new AppError('EXHIBITION_NOT_FOUND');
  }
  const halls = await repo.hallsOf(ctx.db, id);
  return {
    ...toEditFields(ex),
    venueName: row.venue?.name ?? null,
    halls: toHalls(halls, undefined, { manager: true }),
    buildSchedule: scheduleOut('zh-CN', ex.sdate, ex.buildSchedule, halls),
    can: canOf(ex, viewer),
  };
}

/** Admin/huizhanQueue. */
export async function reviewQueue(ctx: AppContext, q: z.output<typeof contract.huizhanQueue.body>) {
  const { rows, total } = await repo.queueExhibitions(ctx.db, { status: q.status, keyword: q.keyword }, q.pageSize, pageOffset(q));
  return { listItem: rows.map(toQueueRow), total, page: q.page, pageSize: q.pageSize };
}
