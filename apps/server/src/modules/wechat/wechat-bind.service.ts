import type { Role } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { randomToken } from '../../platform/crypto.js';
import { confirmPassword, type Exchange } from '../accounts/accounts.service.js';
import { checkCode, consumeCode } from '../accounts/codes.service.js';
import { createMember, findMemberById, findMemberByPhone, updateMember, type MemberRow } from '../accounts/members.service.js';
import { startSession } from '../accounts/session.service.js';
import { saveFile } from '../files/files.service.js';
import { recordSecurityEvent } from '../security/security-events.service.js';
import { browserHash } from './wechat.browser.js';
import { fetchAvatar } from './wechat.client.js';
import * as repo from './wechat.repository.js';
import { requireWechat } from './wechat.service.js';

type Pending = NonNullable<Awaited<ReturnType<typeof repo.findPending>>>;

async function takePending(ctx: AppContext, ex: Exchange): Promise<Pending> {
  const browser = browserHash(ex.req);
  const row = browser ? await repo.findPending(ctx.db, browser) : undefined;
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('WECHAT_PENDING_EXPIRED');
  return row;
}

/**
 * Wechat/bindMobile: the pending WeChat of this browser gets a verified phone
 * (code purpose "wechat"). The phone's member gets WeChat bound; with no
 * member, one is created with the chosen role and WeChat's nickname and
 * avatar (copied into our storage). Either way the member is logged in.
 */
export async function bindMobile(ctx: AppContext, ex: Exchange, input: { phone: string; phoneCode: string; role?: Exclude<Role, 'admin'> }) {
  requireWechat(ctx);
  const pending = await takePending(ctx, ex);
  const existing = await findMemberByPhone(ctx.db, input.phone);
  if (existing) {
    if (existing.banned) throw new AppError('ACCOUNT_BANNED');
    const theirs = await repo.bindingOfMember(ctx.db, existing.id);
    if (theirs && theirs.openid !== pending.openid) throw new AppError('WECHAT_PHONE_BOUND_OTHER');
  }
  const owner = await repo.bindingOfOpenid(ctx.db, pending.openid);
  if (owner && owner.memberId !== existing?.id) throw new AppError('WECHAT_ALREADY_BOUND');
  const codeId = await checkCode(ctx.db, { phone: input.phone, purpose: 'wechat', code: input.phoneCode }, ctx.now());
  const member = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await consumeCode(tx, codeId, now);
    const m: MemberRow =
      existing ??
      (await createMember(
        tx,
        { phone: input.phone, password: randomToken(), role: input.role ?? 'designer', ...(pending.nickname ? { nickname: pending.nickname } : {}) },
        now,
      ));
    if (!existing) await updateMember(tx, m.id, { passwordSet: false });
    if (!owner) {
      const bound = await repo.insertBinding(tx, {
        memberId: m.id,
        openid: pending.openid,
        unionid: pending.unionid,
        nickname: pending.nickname,
        boundAt: now,
      });
      if (!bound) throw new AppError('WECHAT_ALREADY_BOUND');
      await recordSecurityEvent(tx, m.id, existing ? 'wechat_bind' : 'register', ex.req, now);
    }
    await repo.deletePending(tx, pending.id);
    return m;
  });
  if (!existing) await copyAvatar(ctx, ex, member.id, pending.headimgurl);
  await startSession(ctx, ex.req, ex.reply, member.id);
  await recordSecurityEvent(ctx.db, member.id, 'login_wechat', ex.req, ctx.now(), ctx.live);
  return { cardno: member.cardno, created: !existing };
}

/** The WeChat avatar becomes the member's own avatar file; a failure leaves the default avatar (logged, not fatal). */
async function copyAvatar(ctx: AppContext, ex: Exchange, memberId: number, headimgurl: string) {
  const stream = await fetchAvatar(headimgurl);
  if (!stream) return;
  try {
    const file = await saveFile(ctx, memberId, 'avatar', 'wechat-avatar.png', stream);
    await updateMember(ctx.db, memberId, { userlogo: file.fileId, updatedAt: ctx.now() });
  } catch (err) {
    ex.req.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'WeChat avatar not copied');
  }
}

/**
 * Wechat/unbind: needs the password or an SMS code (purpose "wechat") to the
 * member's phone, and is refused while WeChat is the only way in (no password set).
 */
export async function unbind(ctx: AppContext, ex: Exchange, viewer: Viewer, input: { password?: string; phoneCode?: string }) {
  const member = await findMemberById(ctx.db, viewer.id);
  if (!member) throw new AppError('AUTH_REQUIRED');
  if (!(await repo.bindingOfMember(ctx.db, member.id))) throw new AppError('WECHAT_NOT_BOUND');
  if (!member.passwordSet) throw new AppError('WECHAT_ONLY_LOGIN');
  let codeId: number | undefined;
  if (input.password) {
    await confirmPassword(ctx, member, input.password, ex.req.ip);
  } else if (input.phoneCode) {
    codeId = await checkCode(ctx.db, { phone: member.phone, purpose: 'wechat', code: input.phoneCode }, ctx.now());
  } else {
    throw new AppError('WECHAT_PROOF_REQUIRED');
  }
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (codeId !== undefined) await consumeCode(tx, codeId, now);
    if (!(await repo.deleteBinding(tx, member.id))) throw new AppError('WECHAT_NOT_BOUND');
    await recordSecurityEvent(tx, member.id, 'wechat_unbind', ex.req, now);
  });
  return null;
}
