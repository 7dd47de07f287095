import type { BodyOf, wechat } from '@boothhub/shared';
import { useQuery } from '@tanstack/react-query';
import { call, type RequestOptions } from '../../lib/request';
import { byId, queryKeys, quiet, send, useRefresh } from '../../lib/api';
import { sessionKeys } from '../account/session';

/** WeChat login (Wechat/…) and the security settings (Security/…). */
export const wechatApi = {
  status: () => call('Wechat/status', {}, quiet),
  login: send('Wechat/login'),
  wxLogin: (body: BodyOf<typeof wechat.wxLogin>, opts?: RequestOptions) => call('Wechat/wxLogin', body, opts),
  pending: () => call('Wechat/pending', {}),
  bindMobile: send('Wechat/bindMobile'),
  unbind: send('Wechat/unbind'),
};

export const securityApi = {
  overview: () => call('Security/overview', {}),
  sessions: () => call('Security/sessions', {}),
  revokeSession: byId('Security/revokeSession'),
  revokeOtherSessions: () => call('Security/revokeOtherSessions', {}),
  events: () => call('Security/events', {}),
};

export const securityKeys = { ...queryKeys('security', [], ['overview', 'sessions', 'events']), wechatStatus: ['wechat', 'status'] as const };

/** Whether this site offers WeChat login (the button is hidden otherwise). */
export function useWechatEnabled() {
  const q = useQuery({ queryKey: securityKeys.wechatStatus, queryFn: wechatApi.status, staleTime: 5 * 60_000, retry: false });
  return q.data?.enabled === true;
}

/** After a change on the security page: its lists and the member info (bindwx) are read again. */
export const useSecurityRefresh = () => useRefresh(securityKeys.all, sessionKeys.member);
