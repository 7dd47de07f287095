import { complaints } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** Complaints (docs/rules/api.md Complain/*, Admin/complain*). */
export const complaintKeys = {
  all: ['complaints'] as const,
  mine: (q: BodyOf<typeof complaints.complainList>) => ['complaints', 'mine', q] as const,
  info: (id: number) => ['complaints', 'info', id] as const,
  queue: (q: BodyOf<typeof complaints.adminComplainList>) => ['complaints', 'queue', q] as const,
};

export const complaintsApi = {
  add: (body: BodyOf<typeof complaints.complainAdd>) => call(complaints.complainAdd, body),
  list: (body: BodyOf<typeof complaints.complainList>) => call(complaints.complainList, body),
  info: (id: number) => call(complaints.complainInfo, { id }),
  edit: (body: BodyOf<typeof complaints.complainEdit>) => call(complaints.complainEdit, body),
  withdraw: (id: number) => call(complaints.complainWithdraw, { id }),
  queue: (body: BodyOf<typeof complaints.adminComplainList>) => call(complaints.adminComplainList, body),
  take: (id: number) => call(complaints.adminComplainTake, { id }),
  decide: (body: BodyOf<typeof complaints.adminComplainDecide>) => call(complaints.adminComplainDecide, body),
};
