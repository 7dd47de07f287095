import { evaluations } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** Evaluations (Taskcenter/businessCmt, designerCmt, designerCmtList/Item/Edit). */
export const evalKeys = {
  all: ['evaluations'] as const,
  list: (q: BodyOf<typeof evaluations.designerCmtList>) => ['evaluations', 'list', q] as const,
  item: (id: number) => ['evaluations', 'item', id] as const,
};

export type RateBody = BodyOf<typeof evaluations.businessCmt>;

export const evalApi = {
  /** the publisher rates the designer */
  business: (body: RateBody) => call(evaluations.businessCmt, body),
  /** the designer rates the publisher */
  designer: (body: RateBody) => call(evaluations.designerCmt, body),
  list: (body: BodyOf<typeof evaluations.designerCmtList>) => call(evaluations.designerCmtList, body),
  item: (id: number) => call(evaluations.designerCmtItem, { id }, { skipErrorHandler: true }),
  edit: (body: BodyOf<typeof evaluations.designerCmtEdit>) => call(evaluations.designerCmtEdit, body),
};
