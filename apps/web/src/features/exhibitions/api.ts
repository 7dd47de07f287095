import { useQuery } from '@tanstack/react-query';
import { exhibitions as ex, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';
import { byId, heart, queryKeys, quiet, send } from '../../lib/api';

/** Exhibition calls (docs/rules/catalogue.md) through the one request helper, their query keys and hooks. */
export type ExhibitionQuery = BodyOf<typeof ex.searchHuizhan>;
export type ExhibitionDetail = DataOf<typeof ex.huizhanInfo>;
export type ExhibitionBooth = DataOf<typeof ex.huizhanBooth>;
export type ExhibitionEdit = DataOf<typeof ex.huizhanEdit>;
export type ExhibitionPubBody = BodyOf<typeof ex.huizhanPub>;
export type ExhibitionMineItem = DataOf<typeof ex.huizhanMine>['listItem'][number];
export type PlanBody = BodyOf<typeof ex.huizhanPlan>;
export { checkBrief, type BriefWarning } from '@boothhub/shared';

export const exhibitionKeys = queryKeys('exhibitions', ['list', 'calendar', 'detail', 'booth', 'tasks', 'edit', 'mine', 'queue']);

export const exhibitionsApi = {
  search: send('Common/searchHuizhan'),
  info: byId('Common/huizhanInfo', quiet),
  booth: byId('Common/huizhanBooth', quiet),
  tasks: (id: number, page = 1) => call('Common/huizhanTasks', { id, page, pageSize: 10 }),
  download: byId('Common/downloadHzImg'),
  publish: send('Article/huizhanPub'),
  mine: send('Article/huizhanMine'),
  edit: byId('Article/huizhanEdit', quiet),
  plan: send('Article/huizhanPlan'),
  schedule: send('Article/huizhanSchedule'),
  mark: send('Article/huizhanPlotMark'),
  queue: send('Admin/huizhanQueue'),
  review: send('Admin/huizhanReview'),
  favourite: heart('Myfavorite/huizhanFvr'),
  favourites: send('Myfavorite/huizhanList'),
};

export const useExhibition = (id: number | null) => useRecord(id, exhibitionKeys.detail, exhibitionsApi.info);

export const useExhibitionBooth = (id: number | null) => useRecord(id, exhibitionKeys.booth, exhibitionsApi.booth);

export const useExhibitionTasks = (id: number | null, page = 1) =>
  useQuery({ queryKey: exhibitionKeys.tasks(id ?? 0, page), queryFn: () => exhibitionsApi.tasks(id!, page), enabled: id !== null });

/** The build rules of an exhibition (for the task form's check), quietly: a missing exhibition means no rules. */
export const useExhibitionRules = (id: number | null | undefined) =>
  useQuery({
    queryKey: exhibitionKeys.detail(id ?? 0),
    queryFn: () => exhibitionsApi.info(id!),
    enabled: typeof id === 'number' && id > 0,
    retry: false,
    select: (d) => ({ title: d.title, rules: d.rules }),
  });
