import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import type { Exchange } from '../accounts/accounts.service.js';
import { findMemberById } from '../accounts/members.service.js';
import { endOtherSessions, endSessionOf, listSessionsOf } from '../accounts/session-list.service.js';
import { wechatBindingOf, wechatEnabled } from '../wechat/wechat.service.js';
import { describeDevice } from './device.js';
import { recordSecurityEvent } from './security-events.service.js';

/** Security/overview: what the security settings page needs besides the member info. */
export async function overview(ctx: AppContext, viewer: Viewer) {
  const [member, binding] = await Promise.all([findMemberById(ctx.db, viewer.id), wechatBindingOf(ctx, viewer.id)]);
  if (!member) throw new AppError('AUTH_REQUIRED');
  return {
    wechatEnabled: wechatEnabled(ctx),
    bindwx: binding.bound,
    ...(binding.bound ? { wechatNickname: binding.nickname } : {}),
    passwordSet: member.passwordSet,
  };
}

/** Security/sessions: device (from the user agent), address and times; the current one marked. */
export async function sessions(ctx: AppContext, viewer: Viewer) {
  const rows = await listSessionsOf(ctx.db, viewer.id);
  return {
    listItem: rows.map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ip: s.ip ?? '',
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === viewer.sessionId,
    })),
  };
}

/** Security/revokeSession: that session's next request is anonymous (its row is gone). */
export async function revokeSession(ctx: AppContext, ex: Exchange, viewer: Viewer, input: { id: number }) {
  if (!(await endSessionOf(ctx.db, viewer.id, input.id))) throw new AppError('SESSION_NOT_FOUND');
  await recordSecurityEvent(ctx.db, viewer.id, 'session_revoked', ex.req, ctx.now());
  return null;
}

export async function revokeOtherSessions(ctx: AppContext, ex: Exchange, viewer: Viewer) {
  const count = await endOtherSessions(ctx.db, viewer.id, viewer.sessionId);
  if (count > 0) await recordSecurityEvent(ctx.db, viewer.id, 'session_revoked', ex.req, ctx.now());
  return { count };
}
