import type { BodyOf, DataOf, tasks } from '@boothhub/shared';
import { call, type RequestOptions } from '../../lib/request';
import { byId, heart, quiet, send } from '../../lib/api';
import { publicTasksApi, taskKeys } from './publicApi';

/** Business-task calls (docs/rules/api.md "Business tasks") and their query keys. */
export type TaskListQuery = BodyOf<typeof tasks.getBusinesTask>;
export type TaskShow = DataOf<typeof tasks.showBusinesTask>;

export { taskKeys };

export const tasksApi = {
  ...publicTasksApi,
  publish: send('Taskcenter/businessTaskPub'),
  edit: send('Taskcenter/businessTaskEdit'),
  remove: byId('Taskcenter/businessTaskDel'),
  /** one Idempotency-Key per pay attempt: a retry of the same attempt is answered once */
  pay: (body: BodyOf<typeof tasks.businessTaskPay>, idempotencyKey: string, opts: RequestOptions = {}) =>
    call('Taskcenter/businessTaskPay', body, { ...opts, headers: { 'Idempotency-Key': idempotencyKey } }),
  own: send('Taskcenter/businessTaskList'),
  cancel: byId('Taskcenter/businessTaskCancel'),
  select: (id: number, cardno: string) => call('Taskcenter/businessSelect', { id, cardno }),
  revise: (id: number, reason: string) => call('Taskcenter/businessRevise', { id, reason }),
  accept: byId('Taskcenter/businessAccept'),
  signup: send('Taskcenter/designerSignup'),
  signupCancel: byId('Taskcenter/designerSignupCancel'),
  designerList: send('Taskcenter/designerTaskList'),
  deliver: send('Taskcenter/designerTaskPost'),
  recommend: send('Taskcenter/recommendList'),
  notForMe: send('Taskcenter/notForMe'),
  stats: () => call('Taskcenter/homeStats', {}, quiet),
  chatList: send('Taskcenter/chatList'),
  chatPost: send('Taskcenter/chatPost'),
  favourite: heart('Myfavorite/bTaskFvr'),
  saveSearch: send('Task/saveSearch'),
  savedSearches: () => call('Task/savedSearches', {}),
  deleteSavedSearch: byId('Task/deleteSavedSearch'),
};

/** What to show for a delivered image: the original when the server gives one (after acceptance, or to its designer), else the watermarked preview. */
export const previewSrc = (f: { url: string | null; preview?: string | null }) => f.url ?? f.preview ?? undefined;

export { newIdempotencyKey } from '../../lib/idempotency';

/** The ids of the tasks the member favourited (the newest 100), for the hearts of the list. */
export const favouriteIds = async (): Promise<Set<number>> => {
  const page = await call('Myfavorite/bTaskList', { page: 1, pageSize: 100 }, quiet);
  return new Set(page.listItem.map((x) => x.id));
};
