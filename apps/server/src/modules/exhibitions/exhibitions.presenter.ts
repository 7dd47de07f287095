import type { Lang } from '@boothhub/shared';
import type {
  ExhibitionDetail,
  ExhibitionListItem,
  ExhibitionMineItem,
  ExhibitionQueueRow,
  ExhibitionStatus,
  HallRow as HallOut,
  ShowRules,
} from '@boothhub/shared/contracts/exhibitions';
import type { VenueEvent } from '@boothhub/shared/contracts/venues';
import { localize } from '../../lib/localize.js';
import { publicFileUrl, publicFileUrlOrNull } from '../files/files.service.js';
import type { PlotState } from '@boothhub/shared/contracts/exhibitionOptions';
import type { ExhibitionRow, ExhibitionWithVenue, HallRow, PlotRow, PlotTask, VenueName } from './exhibitions.repository.js';
import { fieldsOf } from '../../lib/rows.js';

/** Exhibition rows as the wire names them (contracts/exhibitions.ts), text in the request's language. */

export const venueOut = (lang: Lang, v: VenueName | null) => (v ? { id: v.id, name: localize(lang, v.name, v.nameEn) } : null);
export const rulesOut = (r: ShowRules | null | undefined): ShowRules | null => (r && Object.keys(r).length ? r : null);

export function toListItem(lang: Lang, r: ExhibitionWithVenue, fav: boolean): ExhibitionListItem {
  const e = r.ex;
  return {
    id: e.id,
    title: localize(lang, e.title, e.titleEn),
    city: e.city,
    venue: venueOut(lang, r.venue),
    address: e.address,
    sdate: e.sdate,
    edate: e.edate,
    industry: e.industry,
    area: e.area,
    exhibitors: e.exhibitors,
    cover: publicFileUrlOrNull(e.cover),
    fav,
    hasPlan: r.hasPlan,
  };
}

export function toDetail(
  lang: Lang,
  r: ExhibitionWithVenue,
  extra: { fav: boolean; manager: boolean; counts: { halls: number; plots: number }; can: ExhibitionDetail['can'] },
): ExhibitionDetail {
  const e = r.ex;
  return {
    ...toListItem(lang, r, extra.fav),
    descr: localize(lang, e.descr, e.descrEn),
    content: localize(lang, e.content, e.contentEn),
    organiser: localize(lang, e.organiser, e.organiserEn),
    gallery: e.gallery.map((fileId) => ({ fileId, url: publicFileUrl(fileId) })),
    rules: rulesOut(e.rules),
    halls: extra.counts.halls,
    plots: extra.counts.plots,
    status: e.status as ExhibitionStatus,
    rejectReason: extra.manager ? e.rejectReason : null,
    publishedAt: e.publishedAt?.toISOString() ?? null,
    can: extra.can,
  };
}

/** Where a plot lies on its hall and how it is open: its number, size, open sides and position (read and written alike). */
export const plotGeometry = (p: Pick<PlotRow, 'number' | 'widthCm' | 'depthCm' | 'opens' | 'xCm' | 'yCm'>) =>
  fieldsOf(p, ['number', 'widthCm', 'depthCm', 'opens', 'xCm', 'yCm']);

/** What a plan's answer says of each plot beside its geometry (the public plan, decision 070). */
export interface PlotExtras {
  /** the tasks posted for each plot (Common/huizhanBooth) */
  tasks?: Map<number, PlotTask[]>;
  /** the viewer, to mark their own tasks */
  viewerId?: number | null;
  /** the organiser or an admin: the exhibitor's name even unpublished, and whether it is published */
  manager: boolean;
}

/** A plot's state and exhibitor as the viewer may see them. */
export const plotMarkOut = (p: PlotRow, manager: boolean) => ({
  state: p.state as PlotState,
  exhibitor: p.state !== 'free' && (manager || p.exhibitorPublic) ? p.exhibitor : null,
  ...(manager ? { exhibitorPublic: p.exhibitorPublic } : {}),
});

/** Halls with their plots; `lang` localises hall names (the public plan), without it both names are given (the editor). */
export function toHalls(halls: Array<HallRow & { plots: PlotRow[] }>, lang: Lang | undefined, extras: PlotExtras): HallOut[] {
  const { tasks, viewerId = null, manager } = extras;
  return halls.map((h) => ({
    id: h.id,
    name: lang ? localize(lang, h.name, h.nameEn) : h.name,
    ...(lang ? {} : { nameEn: h.nameEn }),
    widthCm: h.widthCm,
    depthCm: h.depthCm,
    plots: h.plots.map((p) => {
      const posted = tasks?.get(p.id) ?? [];
      return {
        id: p.id,
        ...plotGeometry(p),
        ...plotMarkOut(p, manager),
        ...(tasks
          ? {
              taskCount: posted.filter((t) => t.status !== 'unpaid').length,
              tasks: posted.map((t) => ({ id: t.id, title: t.title, status: t.status, mine: t.publisherId === viewerId })),
            }
          : {}),
      };
    }),
  }));
}

export const toMineItem = (e: ExhibitionRow): ExhibitionMineItem => ({
  id: e.id,
  title: e.title,
  titleEn: e.titleEn,
  city: e.city,
  sdate: e.sdate,
  edate: e.edate,
  cover: publicFileUrlOrNull(e.cover),
  status: e.status as ExhibitionStatus,
  rejectReason: e.rejectReason,
  updatedAt: e.updatedAt.toISOString(),
});

export const toQueueRow = (r: { ex: ExhibitionRow; cardno: string; nickname: string | null; reviewer: string | null }): ExhibitionQueueRow => ({
  id: r.ex.id,
  title: r.ex.title,
  titleEn: r.ex.titleEn,
  city: r.ex.city,
  sdate: r.ex.sdate,
  edate: r.ex.edate,
  cover: publicFileUrlOrNull(r.ex.cover),
  cardno: r.cardno,
  nickname: r.nickname,
  status: r.ex.status as ExhibitionStatus,
  reviewer: r.reviewer,
  reviewedAt: r.ex.reviewedAt?.toISOString() ?? null,
  reason: r.ex.rejectReason,
  updatedAt: r.ex.updatedAt.toISOString(),
});

/** The stored fields the edit form gets as they are. */
const editedFields = [
  'id',
  'rejectReason',
  'title',
  'titleEn',
  'industry',
  'city',
  'venueId',
  'address',
  'sdate',
  'edate',
  'organiser',
  'organiserEn',
  'area',
  'exhibitors',
  'descr',
  'descrEn',
  'content',
  'contentEn',
  'cover',
  'gallery',
] as const;

/** The stored fields in both languages, for the edit form. */
export const toEditFields = (e: ExhibitionRow) => ({
  ...fieldsOf(e, editedFields),
  status: e.status as ExhibitionStatus,
  rules: rulesOut(e.rules),
  coverUrl: publicFileUrlOrNull(e.cover),
  galleryUrls: e.gallery.map((fileId) => ({ fileId, url: publicFileUrl(fileId) })),
});

/** An exhibition on its venue's page (venues' `VenueEvent`). */
export const venueEvent = (e: ExhibitionRow, lang: Lang): VenueEvent => ({
  id: e.id,
  title: localize(lang, e.title, e.titleEn),
  sdate: e.sdate,
  edate: e.edate,
  cover: publicFileUrlOrNull(e.cover),
});
