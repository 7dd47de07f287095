import { security, wechat } from '@boothhub/shared';
import type { BodyOf } from '@boothhub/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type RequestOptions } from '../../lib/request';
import { sessionKeys } from '../account/session';

/** WeChat login (Wechat/…) and the security settings (Security/…). */
export const wechatApi = {
  status: () => call(wechat.status, {}, { skipErrorHandler: true }),
  login: (body: BodyOf<typeof wechat.login>) => call(wechat.login, body),
  wxLogin: (body: BodyOf<typeof wechat.wxLogin>, opts?: RequestOptions) => call(wechat.wxLogin, body, opts),
  pending: () => call(wechat.pending, {}),
  bindMobile: (body: BodyOf<typeof wechat.bindMobile>) => call(wechat.bindMobile, body),
  unbind: (body: BodyOf<typeof wechat.unbind>) => call(wechat.unbind, body),
};

export const securityApi = {
  overview: () => call(security.overview, {}),
  sessions: () => call(security.sessions, {}),
  revokeSession: (id: number) => call(security.revokeSession, { id }),
  revokeOtherSessions: () => call(security.revokeOtherSessions, {}),
  events: () => call(security.events, {}),
};

export const securityKeys = {
  all: ['security'] as const,
  overview: ['security', 'overview'] as const,
  sessions: ['security', 'sessions'] as const,
  events: ['security', 'events'] as const,
  wechatStatus: ['wechat', 'status'] as const,
};

/** Whether this site offers WeChat login (the button is hidden otherwise). */
export function useWechatEnabled() {
  const q = useQuery({ queryKey: securityKeys.wechatStatus, queryFn: wechatApi.status, staleTime: 5 * 60_000, retry: false });
  return q.data?.enabled === true;
}

/** After a change on the security page: its lists and the member info (bindwx) are read again. */
export function useSecurityRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: securityKeys.all }), qc.invalidateQueries({ queryKey: sessionKeys.member })]);
}
