import type { DataOf, factories as f } from '@boothhub/shared';
import { factoryCapabilities } from '@boothhub/shared/contracts/factoryOptions';
import { call } from '../../lib/request';
import { byId, queryKeys, quiet, send } from '../../lib/api';

/** Factory and build-quote calls (docs/rules/factories.md) through the one request helper, and their query keys. */
export type FactoryItem = DataOf<typeof f.searchFactory>['listItem'][number];
export type QuoteRequest = DataOf<typeof f.quoteRequestInfo>;
// zod-free (contracts/factoryOptions): the public factory pages load no schemas
export const capabilities = factoryCapabilities;
export type Capability = (typeof capabilities)[number];

const { all: quotes, ...quoteKeys } = queryKeys('quotes', ['task', 'request', 'inbox']);
export const factoryKeys = { ...queryKeys('factories', ['list', 'detail'], ['mine']), quotes, ...quoteKeys };

export const factoriesApi = {
  search: send('Common/searchFactory'),
  info: (cardno: string) => call('Common/factoryInfo', { cardno }, quiet),
  mine: () => call('Factory/profile', {}),
  save: send('Factory/profileSave'),
  createRequest: send('Quote/requestCreate'),
  /** the business's own tasks a quote may be asked for (Taskcenter/businessTaskList by state) */
  quotable: send('Taskcenter/businessTaskList'),
  taskRequests: (taskId: number) => call('Quote/taskRequests', { taskId }),
  request: byId('Quote/requestInfo'),
  inbox: send('Quote/inbox'),
  accept: byId('Quote/accept'),
  decline: byId('Quote/decline'),
  submit: send('Quote/submit'),
  pick: (id: number, cardno: string) => call('Quote/pick', { id, cardno }),
  rate: send('Quote/rate'),
};
