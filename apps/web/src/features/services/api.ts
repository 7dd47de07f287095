import { services as sv, type BodyOf, type DataOf } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';

/** Service package calls (docs/rules/services.md) through the one request helper, their query keys and hooks. */
export type ServiceQuery = BodyOf<typeof sv.searchService>;
export type ServiceItem = DataOf<typeof sv.searchService>['listItem'][number];
export type ServiceDetail = DataOf<typeof sv.serviceInfo>;
export type ServiceFieldsBody = BodyOf<typeof sv.servicePub>;
export type ServiceBuyBody = BodyOf<typeof sv.serviceBuy>;
export const serviceStatuses = sv.serviceStatuses;

export const serviceKeys = {
  all: ['services'] as const,
  list: (q: ServiceQuery) => ['services', 'list', q] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
  mine: (q: BodyOf<typeof sv.myServices>) => ['services', 'mine', q] as const,
};

export const servicesApi = {
  search: (body: ServiceQuery) => call(sv.searchService, body),
  info: (id: number) => call(sv.serviceInfo, { id }, { skipErrorHandler: true }),
  publish: (body: ServiceFieldsBody) => call(sv.servicePub, body),
  edit: (body: BodyOf<typeof sv.serviceEdit>) => call(sv.serviceEdit, body),
  setStatus: (id: number, status: (typeof sv.serviceStatuses)[number]) => call(sv.serviceStatusCall, { id, status }),
  remove: (id: number) => call(sv.serviceDel, { id }),
  mine: (body: BodyOf<typeof sv.myServices>) => call(sv.myServices, body),
  /** `price`: the price the buyer was shown (cents); the server refuses a purchase at another one */
  buy: (body: ServiceBuyBody, idempotencyKey: string) => call(sv.serviceBuy, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};

export const useService = (id: number | null) => useRecord(id, serviceKeys.detail, servicesApi.info);
