import type { BodyOf, DataOf, services as sv } from '@boothhub/shared';
import { call } from '../../lib/request';
import { useRecord } from '../../lib/useRecord';
import { byId, queryKeys, quiet, send } from '../../lib/api';

/** Service package calls (docs/rules/services.md) through the one request helper, their query keys and hooks. */
export type ServiceQuery = BodyOf<typeof sv.searchService>;
export type ServiceItem = DataOf<typeof sv.searchService>['listItem'][number];
export type ServiceDetail = DataOf<typeof sv.serviceInfo>;
export type ServiceFieldsBody = BodyOf<typeof sv.servicePub>;
export type ServiceBuyBody = BodyOf<typeof sv.serviceBuy>;

export const serviceKeys = queryKeys('services', ['list', 'detail', 'mine']);

export const servicesApi = {
  search: send('Common/searchService'),
  info: byId('Common/serviceInfo', quiet),
  publish: send('Service/servicePub'),
  edit: send('Service/serviceEdit'),
  setStatus: (id: number, status: (typeof sv.serviceStatuses)[number]) => call('Service/serviceStatus', { id, status }),
  remove: byId('Service/serviceDel'),
  mine: send('Service/myServices'),
  /** `price`: the price the buyer was shown (cents); the server refuses a purchase at another one */
  buy: (body: ServiceBuyBody, idempotencyKey: string) => call('Service/serviceBuy', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
};

export const useService = (id: number | null) => useRecord(id, serviceKeys.detail, servicesApi.info);
