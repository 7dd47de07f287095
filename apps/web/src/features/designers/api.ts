import { useQuery } from '@tanstack/react-query';
import type { BodyOf, DataOf, designers as d } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';
import { byId, heart, queryKeys, quiet, send, useCallQuery, useChange } from '../../lib/api';

/** Designer calls (docs/rules/designers.md) through the one request helper, their query keys and hooks. */
export type DesignerQuery = BodyOf<typeof d.searchDesigner>;
export type DesignerCardItem = DataOf<typeof d.searchDesigner>['listItem'][number];
export type DesignerInfo = DataOf<typeof d.designerInfo>;
export type WorkItem = DataOf<typeof d.worksList>['listItem'][number];
export type WorkBody = BodyOf<typeof d.uploadWorks>;

export const designerKeys = queryKeys('designers', ['list', 'info', 'works', 'work', 'evaluations'], ['recruiting']);

export const designersApi = {
  search: send('Common/searchDesigner'),
  info: (cardno: string) => call('Common/designerInfo', { cardno }, quiet),
  works: send('Designer/worksList'),
  work: byId('Designer/worksInfo', quiet),
  upload: send('Designer/uploadWorks'),
  edit: send('Designer/editWorks'),
  remove: byId('Designer/deleteWorks'),
  specialties: (specialties: string[]) => call('Designer/setSpecialties', { specialties }),
  invite: (cardno: string, taskId: number) => call('Designer/invite', { cardno, taskId }),
  candidates: (taskId: number, pageSize: number) => call('Designer/inviteCandidates', { taskId, page: 1, pageSize }),
  evaluations: (cardno: string, page: number) => call('Taskcenter/memberCmtList', { cardno, page, pageSize: 5 }),
  recruiting: () => call('Taskcenter/businessTaskList', { status: 'recruiting', page: 1, pageSize: 100 }),
};

/** The gallery (Gallery/getPictures) and its favourites (Myfavorite/glrFvr, glrList). */
export const galleryApi = {
  pictures: send('Gallery/getPictures'),
  favourites: send('Myfavorite/glrList'),
  favourite: heart('Myfavorite/glrFvr'),
};

export const useDesigner = (cardno: string) =>
  useQuery({ queryKey: designerKeys.info(cardno), queryFn: () => designersApi.info(cardno), enabled: cardno !== '', retry: false });

export const useWorks = (body: BodyOf<typeof d.worksList>, enabled = true) => useCallQuery(designerKeys.works, designersApi.works, body, enabled);

export const useWork = (id: number | null) => useRecord(id, designerKeys.work, designersApi.work);

export const useDesignerEvaluations = (cardno: string, page: number) =>
  useQuery({ queryKey: designerKeys.evaluations(cardno, page), queryFn: () => designersApi.evaluations(cardno, page), enabled: cardno !== '' });

/** Any change of works refreshes every list and page that shows them. */
export const useWorkMutation = <V, R>(fn: (v: V) => Promise<R>) => useChange(fn, designerKeys.all);
