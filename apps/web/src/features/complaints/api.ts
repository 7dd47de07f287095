import { byId, queryKeys, send } from '../../lib/api';

/** Complaints (docs/rules/api.md Complain/*, Admin/complain*). */
export const complaintKeys = queryKeys('complaints', ['mine', 'info', 'queue']);

export const complaintsApi = {
  add: send('Complain/complainAdd'),
  list: send('Complain/complainList'),
  info: byId('Complain/complainInfo'),
  edit: send('Complain/complainEdit'),
  withdraw: byId('Complain/complainWithdraw'),
  queue: send('Admin/complainList'),
  take: byId('Admin/complainTake'),
  decide: send('Admin/complainDecide'),
};
