import { call } from '../../lib/request';
import { queryKeys, quiet, send } from '../../lib/api';

/** Back-office calls (docs/rules/api.md "Back office"); every change carries a reason for the audit log. */
export const adminKeys = queryKeys('admin', ['members', 'audit'], ['dashboard', 'pages']);

export const adminApi = {
  dashboard: () => call('Admin/dashboard', {}),
  memberList: send('Admin/memberList'),
  memberBan: send('Admin/memberBan'),
  memberRole: send('Admin/memberRole'),
  auditList: send('Admin/auditList'),
  pageSave: send('Admin/pageSave'),
  pageDelete: send('Admin/pageDelete'),
  /** the help pages and the about page (there is no separate admin list call) */
  pages: async () => {
    const [help, about] = await Promise.all([call('Content/helpList', {}), call('Content/page', { slug: 'about' }, quiet).catch(() => null)]);
    return [...(about ? [about] : []), ...help.listItem];
  },
};
