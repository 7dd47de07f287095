import { factories as f, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** Factory and build-quote calls (docs/rules/factories.md) through the one request helper, and their query keys. */
export type FactoryQuery = BodyOf<typeof f.searchFactory>;
export type FactoryItem = DataOf<typeof f.searchFactory>['listItem'][number];
export type FactoryDetail = DataOf<typeof f.factoryInfo>;
export type MyFactoryProfile = DataOf<typeof f.factoryProfile>;
export type ProfileSaveBody = BodyOf<typeof f.factoryProfileSave>;
export type QuoteRequest = DataOf<typeof f.quoteRequestInfo>;
export type InboxItem = DataOf<typeof f.quoteInbox>['listItem'][number];
export type RequestCreateBody = BodyOf<typeof f.quoteRequestCreate>;
export type QuoteSubmitBody = BodyOf<typeof f.quoteSubmit>;
export const capabilities = f.factoryCapabilities;
export type Capability = (typeof capabilities)[number];

export const factoryKeys = {
  all: ['factories'] as const,
  list: (q: FactoryQuery) => ['factories', 'list', q] as const,
  detail: (cardno: string) => ['factories', 'detail', cardno] as const,
  mine: ['factories', 'mine'] as const,
  quotes: ['quotes'] as const,
  task: (taskId: number) => ['quotes', 'task', taskId] as const,
  request: (id: number) => ['quotes', 'request', id] as const,
  inbox: (q: BodyOf<typeof f.quoteInbox>) => ['quotes', 'inbox', q] as const,
};

export const factoriesApi = {
  search: (body: FactoryQuery) => call(f.searchFactory, body),
  info: (cardno: string) => call(f.factoryInfo, { cardno }, { skipErrorHandler: true }),
  mine: () => call(f.factoryProfile, {}),
  save: (body: ProfileSaveBody) => call(f.factoryProfileSave, body),
  createRequest: (body: RequestCreateBody) => call(f.quoteRequestCreate, body),
  taskRequests: (taskId: number) => call(f.quoteTaskRequests, { taskId }),
  request: (id: number) => call(f.quoteRequestInfo, { id }),
  inbox: (body: BodyOf<typeof f.quoteInbox>) => call(f.quoteInbox, body),
  accept: (id: number) => call(f.quoteAccept, { id }),
  decline: (id: number) => call(f.quoteDecline, { id }),
  submit: (body: QuoteSubmitBody) => call(f.quoteSubmit, body),
  pick: (id: number, cardno: string) => call(f.quotePick, { id, cardno }),
};
