import type { BodyOf, conventions, DataOf, venues } from '@boothhub/shared';
import { call } from '../../lib/request';
import { byId, heart, queryKeys, quiet, send } from '../../lib/api';

/** The convention and venue calls (packages/shared/src/contracts/{conventions,venues}.ts) and their query keys. */
export type VenueQuery = BodyOf<typeof venues.searchHuichang>;
export type ConventionItem = conventions.ConventionListItem;
export type ConventionInfo = conventions.ConventionInfo;
export type ConventionForm = conventions.ConventionForm;
export type ConventionSave = conventions.HuiyiPubBody;
export type MineItem = conventions.ConventionMineItem;
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

export const conventionKeys = queryKeys('conventions', ['list', 'detail', 'mine', 'edit', 'queue']);
export const venueKeys = queryKeys('venues', ['list', 'detail', 'picker'], ['favIds']);

export const conventionsApi = {
  list: send('Common/searchHuiyi'),
  /** the public view, or for members the view with contacter and phone */
  info: (id: number, member: boolean): Promise<DataOf<typeof conventions.huiyiInfo>> =>
    member ? call('Article/huiyiInfo', { id }, quiet) : call('Common/huiyiInfo', { id }, quiet),
  form: byId('Article/huiyiEdit', quiet),
  publish: send('Article/huiyiPub'),
  mine: send('Article/huiyiMine'),
  queue: (q: Partial<QueueQuery> & { page: number; pageSize: number }) => call('Admin/huiyiQueue', q as QueueQuery),
  review: send('Admin/huiyiReview'),
};

export const venuesApi = {
  list: send('Common/searchHuichang'),
  detail: byId('Common/huichangInfo', quiet),
  edit: byId('Admin/venueEdit'),
  save: send('Admin/venueSave'),
  remove: byId('Admin/venueDel'),
  favourite: heart('Myfavorite/hycdFvr'),
  favourites: send('Myfavorite/hycdList'),
};
