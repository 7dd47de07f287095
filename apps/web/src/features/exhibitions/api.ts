import { useQuery } from '@tanstack/react-query';
import { exhibitions as ex, favourites, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';

/** Exhibition calls (docs/rules/catalogue.md) through the one request helper, their query keys and hooks. */
export type ExhibitionQuery = BodyOf<typeof ex.searchHuizhan>;
export type ExhibitionItem = DataOf<typeof ex.searchHuizhan>['listItem'][number];
export type ExhibitionDetail = DataOf<typeof ex.huizhanInfo>;
export type ExhibitionBooth = DataOf<typeof ex.huizhanBooth>;
export type ExhibitionEdit = DataOf<typeof ex.huizhanEdit>;
export type ExhibitionPubBody = BodyOf<typeof ex.huizhanPub>;
export type ExhibitionMineItem = DataOf<typeof ex.huizhanMine>['listItem'][number];
export type ExhibitionQueueRow = DataOf<typeof ex.huizhanQueue>['listItem'][number];
export type ExhibitionQueueQuery = BodyOf<typeof ex.huizhanQueue>;
export type ExhibitionStatus = ExhibitionDetail['status'];
export type ShowRules = NonNullable<ExhibitionDetail['rules']>;
export type PlanHallRow = ExhibitionBooth['halls'][number];
export type PlanBody = BodyOf<typeof ex.huizhanPlan>;
export const exhibitionStatuses = ex.exhibitionStatuses;
export { checkBrief, type BriefWarning } from '@boothhub/shared';

export const exhibitionKeys = {
  all: ['exhibitions'] as const,
  list: (q: ExhibitionQuery) => ['exhibitions', 'list', q] as const,
  calendar: (q: ExhibitionQuery) => ['exhibitions', 'calendar', q] as const,
  detail: (id: number) => ['exhibitions', 'detail', id] as const,
  booth: (id: number) => ['exhibitions', 'booth', id] as const,
  tasks: (id: number, page: number) => ['exhibitions', 'tasks', id, page] as const,
  edit: (id: number) => ['exhibitions', 'edit', id] as const,
  mine: (q: BodyOf<typeof ex.huizhanMine>) => ['exhibitions', 'mine', q] as const,
  queue: (q: ExhibitionQueueQuery) => ['exhibitions', 'queue', q] as const,
};

export const exhibitionsApi = {
  search: (body: ExhibitionQuery) => call(ex.searchHuizhan, body),
  info: (id: number) => call(ex.huizhanInfo, { id }, { skipErrorHandler: true }),
  booth: (id: number) => call(ex.huizhanBooth, { id }, { skipErrorHandler: true }),
  tasks: (id: number, page = 1) => call(ex.huizhanTasks, { id, page, pageSize: 10 }),
  download: (id: number) => call(ex.downloadHzImg, { id }),
  publish: (body: ExhibitionPubBody) => call(ex.huizhanPub, body),
  mine: (body: BodyOf<typeof ex.huizhanMine>) => call(ex.huizhanMine, body),
  edit: (id: number) => call(ex.huizhanEdit, { id }, { skipErrorHandler: true }),
  plan: (body: BodyOf<typeof ex.huizhanPlan>) => call(ex.huizhanPlan, body),
  queue: (body: ExhibitionQueueQuery) => call(ex.huizhanQueue, body),
  review: (body: BodyOf<typeof ex.huizhanReview>) => call(ex.huizhanReview, body),
  favourite: (id: number, fav: boolean) => call(favourites.huizhanFvr, { id, fav }),
  favourites: (body: BodyOf<typeof favourites.huizhanList>) => call(favourites.huizhanList, body),
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
