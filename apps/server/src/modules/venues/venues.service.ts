import { cityIn } from '@boothhub/shared/cities';
import { inOrderOf } from '../../lib/search.js';
import { pageOffset, shanghaiDay, type Lang } from '@boothhub/shared';
import { bandOf, cityList, PLAZA_BANDS, SIZE_BANDS } from '@boothhub/shared/contracts/catalogue';
import type { VenueDetail, VenueListItem } from '@boothhub/shared/contracts/venues';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listFingerprint, pageAnswer } from '../../lib/paging.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { favouriteIds, heartsOf, isFavourite } from '../favourites/favourites.service.js';
import { localize } from '../../lib/localize.js';
import { hitOf, hitsFrom } from '../search/search.service.js';
import * as repo from './venues.repository.js';
import { hallView, imageUrl, venueListItem, venueName } from './venues.presenter.js';

export { saveVenue, deleteVenue, venueEditForm } from './venues.admin.js';
export type { VenueRow } from './venues.repository.js';
export { registerVenueEvents, registerVenueUsage, type VenueEventSource, type VenueUsage } from './venues.hooks.js';
import { eventSources } from './venues.hooks.js';

/**
 * Venues (docs/rules/catalogue.md#kinds): public lists and details, the admin's edits (venues.admin.ts),
 * favourites (kind `venue`) and global-search hits. What is held at a venue (conventions, exhibitions) and
 * what refers to it come from the modules that own those rows, through the hooks below (wired in modules/index.ts).
 */
/** A public catalogue list's query (venues, conventions): a page, a keyword, cities, and the plaza and size bands. */
export interface CatalogueQuery {
  page: number;
  pageSize: number;
  searchKey?: string;
  city?: string | string[];
  plaza: number;
  sizeRange: number;
}

export interface VenueQuery extends CatalogueQuery {
  featured?: boolean;
}

async function items(ctx: AppContext, viewer: Viewer | null, lang: Lang, rows: repo.VenueRow[]): Promise<VenueListItem[]> {
  const ids = rows.map((r) => r.id);
  const [counts, favs] = await Promise.all([repo.hallCounts(ctx.db, ids), heartsOf(ctx.db, viewer, 'venue', ids)]);
  return rows.map((r) => venueListItem(r, lang, counts.get(r.id) ?? 0, favs.has(r.id)));
}

export async function searchVenues(ctx: AppContext, viewer: Viewer | null, lang: Lang, q: VenueQuery) {
  const filter: repo.VenueFilter = {
    keyword: q.searchKey?.trim() || undefined,
    cities: cityList(q.city),
    plaza: bandOf(PLAZA_BANDS, q.plaza),
    sizes: bandOf(SIZE_BANDS, q.sizeRange),
    featured: q.featured,
  };
  const cap = filter.keyword ? ctx.config.paging.searchCap : ctx.config.paging.totalCap;
  const page = await repo.searchVenues(ctx.db, filter, { limit: q.pageSize, offset: pageOffset(q), cap, key: `venues:${listFingerprint(filter)}` });
  return pageAnswer(await items(ctx, viewer, lang, page.rows), page, q);
}

export async function findVenueRow(db: Db, id: number) {
  return repo.findVenue(db, id);
}

/** Venue names by id, in the request's language (for lists of things held at venues). */
export async function venueNames(db: Db, ids: number[], lang: Lang): Promise<Map<number, string>> {
  const rows = await repo.venuesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, venueName(r, lang)]));
}

/** `(select id from venues where …)` of the venues in an area band, for lists filtered by their venue's area (conventions' `plaza`). */
export function venueIdsInPlazaBand(plaza: number): SQL | undefined {
  const band = bandOf(PLAZA_BANDS, plaza);
  return band ? repo.venueIdsWhere({ cities: [], plaza: band }) : undefined;
}

export async function venueDetail(ctx: AppContext, viewer: Viewer | null, lang: Lang, id: number): Promise<VenueDetail> {
  const v = await repo.findVenue(ctx.db, id);
  if (!v) throw new AppError('VENUE_NOT_FOUND');
  const today = shanghaiDay(ctx.now());
  const [halls, conventions, exhibitions, fav] = await Promise.all([
    repo.hallsOf(ctx.db, id),
    eventSources.conventions?.(ctx.db, id, lang, today) ?? Promise.resolve([]),
    eventSources.exhibitions?.(ctx.db, id, lang, today) ?? Promise.resolve([]),
    viewer ? isFavourite(ctx.db, viewer.id, 'venue', id) : Promise.resolve(false),
  ]);
  return {
    id: v.id,
    name: venueName(v, lang),
    city: v.city,
    address: localize(lang, v.address, v.addressEn),
    descr: { text: localize(lang, v.descr, v.descrEn), faceimg: imageUrl(v.faceimg) },
    pictures: v.pictures.map((f) => imageUrl(f)!),
    panoramas: v.panoramas.map((f) => imageUrl(f)!),
    halls: halls.map((h) => hallView(h, lang)),
    plaza: v.plaza,
    sizes: v.sizes,
    featured: v.featured,
    conventions,
    exhibitions,
    fav,
  };
}

/** The favourite rules of kind `venue`: any venue may be favourited. */
export const venueFavouriteRules = {
  async assertFavouritable(db: Db, _viewer: Viewer, id: number) {
    if (!(await repo.findVenue(db, id))) throw new AppError('VENUE_NOT_FOUND');
  },
};

export async function listFavouriteVenues(ctx: AppContext, viewer: Viewer, lang: Lang, q: { page: number; pageSize: number }) {
  const { ids, total } = await favouriteIds(ctx.db, viewer.id, 'venue', q);
  const rows = await repo.venuesByIds(ctx.db, ids);
  const ordered = inOrderOf(ids, rows, (r) => r.id);
  return { listItem: await items(ctx, viewer, lang, ordered), total, page: q.page, pageSize: q.pageSize };
}

/** Global search provider of kind `venue` (packages/shared contracts/search.ts). */
export const venueSearchHits = hitsFrom(
  'venue',
  (ctx, body, lang) => searchVenues(ctx, null, lang, { ...body, plaza: 0, sizeRange: 0 }),
  (v, lang) => hitOf(v.id, v.name, [cityIn(v.city, lang), v.address], v.faceimg, `/conventionSpace/spaceInfo?id=${v.id}`),
);
export { seedDemoVenues } from './venues.demo.js';

/** Venue ids by their (Chinese) name: how the demo data links what is held at a venue. */
export const venueIdsByName = (db: Db, names: string[]) => repo.idsByName(db, names);

/** The home page's figure of venues (the search provider's `count`). */
export const countAllVenues = (ctx: AppContext) => repo.countVenues(ctx.db);
