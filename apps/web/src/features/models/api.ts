import { formatCents, models as md, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';

/** Model centre calls (docs/rules/models.md) through the one request helper, their query keys and hooks. */
export type ModelQuery = BodyOf<typeof md.searchModel>;
export type ModelItem = DataOf<typeof md.searchModel>['listItem'][number];
export type ModelDetail = DataOf<typeof md.commonModelInfo>;
export type ModelMineItem = DataOf<typeof md.modelList>['listItem'][number];
export type ModelQueueRow = DataOf<typeof md.modelQueue>['listItem'][number];
export type ModelQueueQuery = BodyOf<typeof md.modelQueue>;
export type ModelEdit = DataOf<typeof md.modelForEdit>;
export type ModelFieldsBody = BodyOf<typeof md.uploadModel>;
export const modelStatuses = md.modelStatuses;
export const modelFormats = md.modelFormats;
export const viewableFormats = md.viewableFormats;

export const modelKeys = {
  all: ['models'] as const,
  /** every page of the browse list (a heart refreshes these, not the detail and its viewer) */
  lists: ['models', 'list'] as const,
  list: (q: ModelQuery) => ['models', 'list', q] as const,
  detail: (id: number) => ['models', 'detail', id] as const,
  mine: (q: BodyOf<typeof md.modelList>) => ['models', 'mine', q] as const,
  edit: (id: number) => ['models', 'edit', id] as const,
  queue: (q: ModelQueueQuery) => ['models', 'queue', q] as const,
};

export const modelsApi = {
  search: (body: ModelQuery) => call(md.searchModel, body),
  info: (id: number) => call(md.commonModelInfo, { id }, { skipErrorHandler: true }),
  upload: (body: ModelFieldsBody) => call(md.uploadModel, body),
  edit: (body: BodyOf<typeof md.editModel>) => call(md.editModel, body),
  forEdit: (id: number) => call(md.modelForEdit, { id }),
  remove: (id: number) => call(md.deleteModel, { id }),
  mine: (body: BodyOf<typeof md.modelList>) => call(md.modelList, body),
  /** `price`: the price the buyer was shown (cents); the server refuses a purchase at another one */
  download: (id: number, paycode: string | undefined, price: number, idempotencyKey: string) =>
    call(md.dnldModel, paycode ? { id, paycode, price } : { id, price }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  queue: (body: ModelQueueQuery) => call(md.modelQueue, body),
  review: (body: BodyOf<typeof md.modelReview>) => call(md.modelReview, body),
  favourite: (id: number, fav: boolean) => call(md.mdlFvr, { id, fav }),
  favourites: (body: BodyOf<typeof md.mdlList>) => call(md.mdlList, body),
};

export const useModel = (id: number | null) => useRecord(id, modelKeys.detail, modelsApi.info);

/** coins as text from cents (the one money format) */
export const coins = formatCents;
