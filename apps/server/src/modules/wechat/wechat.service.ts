import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { windowLimit, type WindowLimit } from '../../lib/window-limit.js';
import type { Exchange } from '../accounts/accounts.service.js';
import { findMemberById } from '../accounts/members.service.js';
import { startSession } from '../accounts/session.service.js';
import { recordSecurityEvent } from '../security/security-events.service.js';
import { browserHash, browserHashForStart } from './wechat.browser.js';
import { authorizeUrl, userForCode, type WechatUser } from './wechat.client.js';
import * as repo from './wechat.repository.js';

/** docs/rules/accounts.md / decision 021: WeChat website login (authorization-code flow with a browser-bound, single-use state). */
export const STATE_TTL_MS = 10 * 60 * 1000;
export const PENDING_TTL_MS = 15 * 60 * 1000;
/** an expired state is kept this long, so a late return from WeChat is told "expired" rather than "invalid" */
export const STATE_KEPT_EXPIRED_MS = 5 * 60 * 1000;
/** Wechat/login calls (states written) an address may make in STATE_TTL_MS, per instance */
export const STATES_PER_ADDRESS = 30;
const stateLimits = new WeakMap<AppContext, WindowLimit>();
const stateLimitOf = (ctx: AppContext) => {
  let limit = stateLimits.get(ctx);
  if (!limit) stateLimits.set(ctx, (limit = windowLimit(STATES_PER_ADDRESS, STATE_TTL_MS)));
  return limit;
};
/** where WeChat sends the browser back: a page of the web client that calls Wechat/wxLogin */
export const CALLBACK_PATH = '/login/wechat';

export const wechatEnabled = (ctx: AppContext) => Boolean(ctx.config.wechat.appId && ctx.config.wechat.appSecret);

export function requireWechat(ctx: AppContext) {
  if (!wechatEnabled(ctx)) throw new AppError('WECHAT_NOT_CONFIGURED');
}

/** Whether the member has a WeChat bound, and its nickname (Member/userInfo's bindwx, the security page). */
export async function wechatBindingOf(ctx: Pick<AppContext, 'db'>, memberId: number) {
  const row = await repo.bindingOfMember(ctx.db, memberId);
  return row ? { bound: true as const, nickname: row.nickname } : { bound: false as const };
}

/** Wechat/login: the authorize URL; `bind` starts binding WeChat to the logged-in member. */
export async function startLogin(ctx: AppContext, ex: Exchange, viewer: Viewer | null, input: { bind?: boolean }) {
  requireWechat(ctx);
  if (input.bind) {
    if (!viewer) throw new AppError('AUTH_REQUIRED');
    if ((await wechatBindingOf(ctx, viewer.id)).bound) throw new AppError('WECHAT_BIND_OTHER_MEMBER');
  }
  const now = ctx.now();
  // each call writes a row: at most STATES_PER_ADDRESS an address in STATE_TTL_MS (on this instance), and a state is
  // deleted minutes after it expires (issue 31: 300 rows in 1.8 s from one address, kept 24 hours)
  const wait = stateLimitOf(ctx).take(ex.req.ip, now.getTime());
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new AppError('RATE_LIMITED', { minutes: Math.ceil(seconds / 60), retryAfter: seconds });
  }
  const state = randomToken(24);
  await repo.deleteStatesBefore(ctx.db, new Date(now.getTime() - STATE_KEPT_EXPIRED_MS));
  await repo.insertState(ctx.db, {
    stateHash: sha256(state),
    browserHash: browserHashForStart(ctx, ex.req, ex.reply),
    memberId: input.bind ? viewer!.id : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { url: authorizeUrl(ctx.config.wechat, `${ctx.config.publicUrl}${CALLBACK_PATH}`, state), expiresIn: STATE_TTL_MS / 1000 };
}

/** Use up a state: it must exist, belong to this browser, be unused and younger than 10 minutes. */
async function takeState(ctx: AppContext, ex: Exchange, state: string) {
  const browser = browserHash(ex.req);
  const row = await repo.findState(ctx.db, sha256(state));
  if (!browser || !row || row.browserHash !== browser) throw new AppError('WECHAT_STATE_INVALID');
  const now = ctx.now();
  if (row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw new AppError('WECHAT_STATE_EXPIRED');
  if (!(await repo.useState(ctx.db, row.id, now))) throw new AppError('WECHAT_STATE_EXPIRED');
  return { browser, memberId: row.memberId };
}

/**
 * Wechat/wxLogin: WeChat redirected the browser back with code and state.
 * A bound WeChat logs its member in; a bind flow binds it; otherwise the
 * identity waits server-side (15 minutes, this browser) for a phone.
 */
export async function finishLogin(ctx: AppContext, ex: Exchange, viewer: Viewer | null, input: { code: string; state: string }) {
  requireWechat(ctx);
  const { browser, memberId } = await takeState(ctx, ex, input.state);
  const user = await userForCode(ctx.config.wechat, input.code);
  if (memberId !== null) return bindToViewer(ctx, ex, viewer, memberId, user);
  const binding = await repo.bindingOfOpenid(ctx.db, user.openid);
  if (binding) {
    const member = await findMemberById(ctx.db, binding.memberId);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    if (member.banned) throw new AppError('ACCOUNT_BANNED');
    await startSession(ctx, ex.req, ex.reply, member.id);
    await recordSecurityEvent(ctx.db, member.id, 'login_wechat', ex.req, ctx.now(), ctx.live);
    return { result: 'loggedIn' as const, cardno: member.cardno };
  }
  await repo.replacePending(ctx.db, {
    browserHash: browser,
    openid: user.openid,
    unionid: user.unionid ?? null,
    nickname: user.nickname,
    headimgurl: user.headimgurl,
    expiresAt: new Date(ctx.now().getTime() + PENDING_TTL_MS),
  });
  return { result: 'bindPhone' as const, nickname: user.nickname };
}

async function bindToViewer(ctx: AppContext, ex: Exchange, viewer: Viewer | null, memberId: number, user: WechatUser) {
  // the bind flow was started by this member in this browser, and they are still the one logged in
  if (!viewer || viewer.id !== memberId) throw new AppError('WECHAT_STATE_INVALID');
  const other = await repo.bindingOfOpenid(ctx.db, user.openid);
  if (other && other.memberId !== memberId) throw new AppError('WECHAT_ALREADY_BOUND');
  if (other) return { result: 'bound' as const, nickname: user.nickname };
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const bound = await repo.insertBinding(tx, {
      memberId,
      openid: user.openid,
      unionid: user.unionid ?? null,
      nickname: user.nickname,
      boundAt: now,
    });
    if (!bound) throw new AppError((await repo.bindingOfMember(tx, memberId)) ? 'WECHAT_BIND_OTHER_MEMBER' : 'WECHAT_ALREADY_BOUND');
    await recordSecurityEvent(tx, memberId, 'wechat_bind', ex.req, now);
  });
  return { result: 'bound' as const, nickname: user.nickname };
}

/** Wechat/pending: the WeChat identity waiting for a phone in this browser. */
export async function pendingIdentity(ctx: AppContext, ex: Exchange) {
  const browser = browserHash(ex.req);
  const row = browser ? await repo.findPending(ctx.db, browser) : undefined;
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) return { pending: false };
  return { pending: true, nickname: row.nickname, expiresAt: row.expiresAt.toISOString() };
}
