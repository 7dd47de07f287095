import { admin, content } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { call } from '../../lib/request';

/** Back-office calls (docs/rules/api.md "Back office"); every change carries a reason for the audit log. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  members: (q: BodyOf<typeof admin.memberList>) => ['admin', 'members', q] as const,
  audit: (q: BodyOf<typeof admin.auditList>) => ['admin', 'audit', q] as const,
  pages: ['admin', 'pages'] as const,
};

export const adminApi = {
  dashboard: () => call(admin.dashboard, {}),
  memberList: (body: BodyOf<typeof admin.memberList>) => call(admin.memberList, body),
  memberBan: (body: BodyOf<typeof admin.memberBan>) => call(admin.memberBan, body),
  memberRole: (body: BodyOf<typeof admin.memberRoleCall>) => call(admin.memberRoleCall, body),
  auditList: (body: BodyOf<typeof admin.auditList>) => call(admin.auditList, body),
  pageSave: (body: BodyOf<typeof admin.pageSave>) => call(admin.pageSave, body),
  pageDelete: (body: BodyOf<typeof admin.pageDelete>) => call(admin.pageDelete, body),
  /** the help pages and the about page (there is no separate admin list call) */
  pages: async () => {
    const [help, about] = await Promise.all([
      call(content.helpList, {}),
      call(content.pageInfo, { slug: 'about' }, { skipErrorHandler: true }).catch(() => null),
    ]);
    return [...(about ? [about] : []), ...help.listItem];
  },
};
