import { conventions, favourites, venues, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** The convention and venue calls (packages/shared/src/contracts/{conventions,venues}.ts) and their query keys. */
export type ListQuery = BodyOf<typeof conventions.searchHuiyi>;
export type VenueQuery = BodyOf<typeof venues.searchHuichang>;
export type ConventionItem = conventions.ConventionListItem;
export type ConventionInfo = conventions.ConventionInfo;
export type ConventionForm = conventions.ConventionForm;
export type ConventionSave = conventions.HuiyiPubBody;
export type MineItem = conventions.ConventionMineItem;
export type QueueItem = conventions.ConventionQueueItem;
export type VenueItem = venues.VenueListItem;
export type VenueDetail = venues.VenueDetail;
export type VenueEdit = venues.VenueForm;
export type VenueSave = BodyOf<typeof venues.venueSave>;
type QueueQuery = BodyOf<typeof conventions.huiyiQueue>;

/** What a venue card shows; a list item and a detail both have it. */
export interface VenueSummary {
  id: number;
  name: string;
  city: string;
  address: string;
  faceimg: string | null;
  plaza: number;
  sizes: number;
}
export const venueSummary = (v: VenueDetail): VenueSummary => ({ ...v, faceimg: v.descr.faceimg });

export const conventionKeys = {
  all: ['conventions'] as const,
  list: (q: ListQuery) => ['conventions', 'list', q] as const,
  detail: (id: number, member: boolean) => ['conventions', 'detail', id, member] as const,
  mine: (q: BodyOf<typeof conventions.huiyiMine>) => ['conventions', 'mine', q] as const,
  edit: (id: number) => ['conventions', 'edit', id] as const,
  queue: (q: Partial<QueueQuery>) => ['conventions', 'queue', q] as const,
};
export const venueKeys = {
  all: ['venues'] as const,
  list: (q: VenueQuery) => ['venues', 'list', q] as const,
  detail: (id: number) => ['venues', 'detail', id] as const,
  picker: (keyword: string) => ['venues', 'picker', keyword] as const,
  favIds: ['venues', 'favIds'] as const,
};

export const conventionsApi = {
  list: (q: ListQuery) => call(conventions.searchHuiyi, q),
  /** the public view, or for members the view with contacter and phone */
  info: (id: number, member: boolean): Promise<DataOf<typeof conventions.huiyiInfo>> =>
    call(member ? conventions.huiyiInfo : conventions.huiyiInfoPublic, { id }, { skipErrorHandler: true }),
  form: (id: number) => call(conventions.huiyiEdit, { id }, { skipErrorHandler: true }),
  publish: (body: ConventionSave) => call(conventions.huiyiPub, body),
  mine: (q: BodyOf<typeof conventions.huiyiMine>) => call(conventions.huiyiMine, q),
  queue: (q: Partial<QueueQuery> & { page: number; pageSize: number }) => call(conventions.huiyiQueue, q as QueueQuery),
  review: (body: BodyOf<typeof conventions.huiyiReview>) => call(conventions.huiyiReview, body),
};

export const venuesApi = {
  list: (q: VenueQuery) => call(venues.searchHuichang, q),
  detail: (id: number) => call(venues.huichangInfo, { id }, { skipErrorHandler: true }),
  edit: (id: number) => call(venues.venueEdit, { id }),
  save: (body: VenueSave) => call(venues.venueSave, body),
  remove: (id: number) => call(venues.venueDel, { id }),
  favourite: (id: number, fav: boolean) => call(favourites.hycdFvr, { id, fav }),
  favourites: (body: BodyOf<typeof favourites.hycdList>) => call(favourites.hycdList, body),
};
