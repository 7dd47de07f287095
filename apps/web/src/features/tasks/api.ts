import { favourites, tasks } from '@boothhub/shared';
import type { BodyOf, DataOf } from '@boothhub/shared';
import { call, type RequestOptions } from '../../lib/request';

/** Business-task calls (docs/rules/api.md "Business tasks") and their query keys. */
export type TaskListQuery = BodyOf<typeof tasks.getBusinesTask>;
export type TaskShow = DataOf<typeof tasks.showBusinesTask>;
export type OwnListQuery = BodyOf<typeof tasks.businessTaskList>;

export const taskKeys = {
  all: ['tasks'] as const,
  list: (q: TaskListQuery) => ['tasks', 'list', q] as const,
  show: (id: number) => ['tasks', 'show', id] as const,
  own: (q: OwnListQuery) => ['tasks', 'own', q] as const,
  designer: (q: BodyOf<typeof tasks.designerTaskList>) => ['tasks', 'designer', q] as const,
  recommend: (q: BodyOf<typeof tasks.recommendList>) => ['tasks', 'recommend', q] as const,
  chat: (id: number, designer?: string) => ['tasks', 'chat', id, designer ?? ''] as const,
  stats: ['tasks', 'stats'] as const,
  favIds: ['tasks', 'favIds'] as const,
};

export const tasksApi = {
  list: (body: TaskListQuery) => call(tasks.getBusinesTask, body),
  show: (id: number) => call(tasks.showBusinesTask, { id }, { skipErrorHandler: true }),
  publish: (body: BodyOf<typeof tasks.businessTaskPub>) => call(tasks.businessTaskPub, body),
  edit: (body: BodyOf<typeof tasks.businessTaskEdit>) => call(tasks.businessTaskEdit, body),
  remove: (id: number) => call(tasks.businessTaskDel, { id }),
  /** one Idempotency-Key per pay attempt: a retry of the same attempt is answered once */
  pay: (body: BodyOf<typeof tasks.businessTaskPay>, idempotencyKey: string, opts: RequestOptions = {}) =>
    call(tasks.businessTaskPay, body, { ...opts, headers: { 'Idempotency-Key': idempotencyKey } }),
  own: (body: OwnListQuery) => call(tasks.businessTaskList, body),
  cancel: (id: number) => call(tasks.businessTaskCancel, { id }),
  select: (id: number, cardno: string) => call(tasks.businessSelect, { id, cardno }),
  revise: (id: number, reason: string) => call(tasks.businessRevise, { id, reason }),
  accept: (id: number) => call(tasks.businessAccept, { id }),
  signup: (body: BodyOf<typeof tasks.designerSignup>) => call(tasks.designerSignup, body),
  signupCancel: (id: number) => call(tasks.designerSignupCancel, { id }),
  designerList: (body: BodyOf<typeof tasks.designerTaskList>) => call(tasks.designerTaskList, body),
  deliver: (body: BodyOf<typeof tasks.designerTaskPost>) => call(tasks.designerTaskPost, body),
  recommend: (body: BodyOf<typeof tasks.recommendList>) => call(tasks.recommendList, body),
  stats: () => call(tasks.homeStats, {}, { skipErrorHandler: true }),
  chatList: (body: BodyOf<typeof tasks.chatList>) => call(tasks.chatList, body),
  chatPost: (body: BodyOf<typeof tasks.chatPost>) => call(tasks.chatPost, body),
  favourite: (id: number, fav: boolean) => call(favourites.bTaskFvr, { id, fav }),
};

/** What to show for a delivered image: the original when the server gives one (after acceptance, or to its designer), else the watermarked preview. */
export const previewSrc = (f: { url: string | null; preview?: string | null }) => f.url ?? f.preview ?? undefined;

export { newIdempotencyKey } from '../../lib/idempotency';

/** The ids of the tasks the member favourited (the newest 100), for the hearts of the list. */
export const favouriteIds = async (): Promise<Set<number>> => {
  const page = await call(favourites.bTaskList, { page: 1, pageSize: 100 }, { skipErrorHandler: true });
  return new Set(page.listItem.map((x) => x.id));
};
