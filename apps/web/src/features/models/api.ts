import { formatCents, type BodyOf, type DataOf, type models as md } from '@boothhub/shared';
import { modelFormats, modelStatuses, viewableFormats } from '@boothhub/shared/contracts/modelOptions';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';
import { byId, heart, queryKeys, quiet, send } from '../../lib/api';

/** Model centre calls (docs/rules/models.md) through the one request helper, their query keys and hooks. */
export type ModelQuery = BodyOf<typeof md.searchModel>;
export type ModelItem = DataOf<typeof md.searchModel>['listItem'][number];
export type ModelDetail = DataOf<typeof md.commonModelInfo>;
export type ModelMineItem = DataOf<typeof md.modelList>['listItem'][number];
// zod-free (contracts/modelOptions): the public model pages load no schemas
export { modelFormats, modelStatuses, viewableFormats };

export const modelKeys = {
  ...queryKeys('models', ['list', 'detail', 'mine', 'edit', 'queue']),
  /** every page of the browse list (a heart refreshes these, not the detail and its viewer) */
  lists: ['models', 'list'] as const,
};

export const modelsApi = {
  search: send('Common/searchModel'),
  info: byId('Common/modelInfo', quiet),
  upload: send('Modelcenter/uploadModel'),
  edit: send('Modelcenter/editModel'),
  forEdit: byId('Modelcenter/modelEdit'),
  remove: byId('Modelcenter/deleteModel'),
  mine: send('Modelcenter/modelList'),
  /** `price`: the price the buyer was shown (cents); the server refuses a purchase at another one */
  download: (id: number, paycode: string | undefined, price: number, idempotencyKey: string) =>
    call('Modelcenter/dnldModel', paycode ? { id, paycode, price } : { id, price }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  queue: send('Admin/modelQueue'),
  review: send('Admin/modelReview'),
  favourite: heart('Myfavorite/mdlFvr'),
  favourites: send('Myfavorite/mdlList'),
};

export const useModel = (id: number | null) => useRecord(id, modelKeys.detail, modelsApi.info);

/** coins as text from cents (the one money format) */
export const coins = formatCents;
