import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { designers as d, evaluations, favourites, gallery as g, tasks, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';

/** Designer calls (docs/rules/designers.md) through the one request helper, their query keys and hooks. */
export type DesignerQuery = BodyOf<typeof d.searchDesigner>;
export type DesignerCardItem = DataOf<typeof d.searchDesigner>['listItem'][number];
export type DesignerInfo = DataOf<typeof d.designerInfo>;
export type WorkDetail = DataOf<typeof d.worksInfo>;
export type WorkItem = DataOf<typeof d.worksList>['listItem'][number];
export type WorksPage = DataOf<typeof d.worksList>;
export type WorkBody = BodyOf<typeof d.uploadWorks>;
export const WORK_MAX_IMAGES = d.WORK_MAX_IMAGES;

export const designerKeys = {
  all: ['designers'] as const,
  list: (q: DesignerQuery) => ['designers', 'list', q] as const,
  info: (cardno: string) => ['designers', 'info', cardno] as const,
  works: (q: BodyOf<typeof d.worksList>) => ['designers', 'works', q] as const,
  work: (id: number) => ['designers', 'work', id] as const,
  evaluations: (cardno: string, page: number) => ['designers', 'evaluations', cardno, page] as const,
  recruiting: ['designers', 'recruiting'] as const,
};

export const designersApi = {
  search: (body: DesignerQuery) => call(d.searchDesigner, body),
  info: (cardno: string) => call(d.designerInfo, { cardno }, { skipErrorHandler: true }),
  works: (body: BodyOf<typeof d.worksList>) => call(d.worksList, body),
  work: (id: number) => call(d.worksInfo, { id }, { skipErrorHandler: true }),
  upload: (body: WorkBody) => call(d.uploadWorks, body),
  edit: (body: BodyOf<typeof d.editWorks>) => call(d.editWorks, body),
  remove: (id: number) => call(d.deleteWorks, { id }),
  specialties: (specialties: string[]) => call(d.setSpecialties, { specialties }),
  invite: (cardno: string, taskId: number) => call(d.inviteDesigner, { cardno, taskId }),
  evaluations: (cardno: string, page: number) => call(evaluations.memberCmtList, { cardno, page, pageSize: 5 }),
  recruiting: () => call(tasks.businessTaskList, { status: 'recruiting', page: 1, pageSize: 100 }),
};

/** The gallery (Gallery/getPictures) and its favourites (Myfavorite/glrFvr, glrList). */
export const galleryApi = {
  pictures: (body: BodyOf<typeof g.getPictures>) => call(g.getPictures, body),
  favourites: (body: BodyOf<typeof favourites.glrList>) => call(favourites.glrList, body),
  favourite: (id: number, fav: boolean) => call(favourites.glrFvr, { id, fav }),
};

export const useDesigner = (cardno: string) =>
  useQuery({ queryKey: designerKeys.info(cardno), queryFn: () => designersApi.info(cardno), enabled: cardno !== '', retry: false });

export const useWorks = (body: BodyOf<typeof d.worksList>, enabled = true) =>
  useQuery({ queryKey: designerKeys.works(body), queryFn: () => designersApi.works(body), enabled });

export const useWork = (id: number | null) => useRecord(id, designerKeys.work, designersApi.work);

export const useDesignerEvaluations = (cardno: string, page: number) =>
  useQuery({ queryKey: designerKeys.evaluations(cardno, page), queryFn: () => designersApi.evaluations(cardno, page), enabled: cardno !== '' });

/** Any change of works refreshes every list and page that shows them. */
export function useWorkMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: designerKeys.all }) });
}
