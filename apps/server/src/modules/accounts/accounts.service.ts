import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@boothhub/shared';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { checkCode, consumeCode } from './codes.service.js';
import * as codesRepo from './codes.repository.js';
import { underLoginLimit } from './login-limit.js';

/** the login-attempt limits, for other ways in (WeChat) */
export { underLoginLimit };
import { createMember, findMemberById, findMemberByInviteCode, findMemberByPhone, updateMember } from './members.service.js';
import { dummyHash, hashSecret, verifySecret } from '../../platform/password.js';
import { endSession, endSessionsOf, startSession } from './session.service.js';
import { recordSecurityEvent } from '../security/security-events.service.js';

export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

/** What the account calls need from the HTTP exchange: the client's address and the session cookie. */
export interface Exchange {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** User/regist: a verified phone becomes a member, who is logged in at once. */
export async function register(
  ctx: AppContext,
  ex: Exchange,
  input: { phone: string; phoneCode: string; password: string; role?: Exclude<Role, 'admin'>; inviteCode?: string },
) {
  let invitedBy: number | undefined;
  const invite = input.inviteCode?.trim().toUpperCase();
  if (invite) {
    const inviter = await findMemberByInviteCode(ctx.db, invite);
    if (!inviter) throw new AppError('INVITE_CODE_INVALID');
    invitedBy = inviter.id;
  }
  // the code first: a taken phone's owner got a notice, not a code, so a stranger learns nothing here (decision 058)
  const codeId = await checkCode(ctx.db, { phone: input.phone, purpose: 'register', code: input.phoneCode }, ctx.now());
  if (await findMemberByPhone(ctx.db, input.phone)) throw new AppError('PHONE_TAKEN');
  const member = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await consumeCode(tx, codeId, now);
    return createMember(tx, { phone: input.phone, password: input.password, role: input.role ?? 'designer', invitedBy }, now);
  });
  await startSession(ctx, ex.req, ex.reply, member.id);
  await recordSecurityEvent(ctx.db, member.id, 'register', ex.req, ctx.now());
  return { cardno: member.cardno };
}

/**
 * User/login: the same LOGIN_FAILED for an unknown phone and a wrong password, in the same time. With `phoneCode`
 * (a fresh code of purpose login to the phone, checked first) a right password passes every lock (decision 060).
 */
export async function login(ctx: AppContext, ex: Exchange, input: { phone: string; password: string; phoneCode?: string }) {
  const codeId = input.phoneCode ? await checkCode(ctx.db, { phone: input.phone, purpose: 'login', code: input.phoneCode }, ctx.now()) : undefined;
  const limits = { address: true, proven: codeId !== undefined };
  const { ok, value: member } = await underLoginLimit(
    ctx.db,
    { phone: input.phone, ip: ex.req.ip },
    ctx.now(),
    async () => {
      const found = await findMemberByPhone(ctx.db, input.phone);
      const matches = await verifySecret(found?.passwordHash ?? (await dummyHash()), input.password);
      return { ok: Boolean(found && matches), value: found };
    },
    limits,
  );
  if (!ok || !member) throw new AppError('LOGIN_FAILED');
  if (codeId !== undefined) await consumeCode(ctx.db, codeId, ctx.now());
  if (member.banned) throw new AppError('ACCOUNT_BANNED');
  await startSession(ctx, ex.req, ex.reply, member.id);
  await recordSecurityEvent(ctx.db, member.id, 'login', ex.req, ctx.now(), ctx.live);
  return { cardno: member.cardno };
}

export function loginState(viewer: Viewer | null) {
  if (!viewer) return { loggedIn: false };
  return { loggedIn: true, cardno: viewer.cardno, role: viewer.role, ...(viewer.banned ? { banned: true } : {}) };
}

export async function logout(ctx: AppContext, ex: Exchange) {
  await endSession(ctx, ex.req, ex.reply);
  return null;
}

/** Reset step 2 (User/checkCode): a right reset code buys a single-use token valid 10 minutes. */
export async function issueResetToken(ctx: AppContext, input: { phone: string; phoneCode: string }) {
  const member = await findMemberByPhone(ctx.db, input.phone);
  const codeId = await checkCode(ctx.db, { phone: input.phone, purpose: 'reset', code: input.phoneCode }, ctx.now());
  // a reset code is only ever sent to a registered phone; it may have moved away since
  if (!member) throw new AppError('PHONE_NOT_REGISTERED');
  const token = randomToken();
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await consumeCode(tx, codeId, now);
    await codesRepo.insertResetToken(tx, {
      memberId: member.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  return { resetToken: token };
}

/** Reset step 3 (User/resetpwd): the new password ends every session of the member. */
export async function resetPassword(ctx: AppContext, ex: Exchange, input: { phone: string; resetToken: string; password: string }) {
  const member = await findMemberByPhone(ctx.db, input.phone);
  if (!member) throw new AppError('RESET_TOKEN_INVALID');
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await codesRepo.useResetToken(tx, member.id, sha256(input.resetToken), now))) throw new AppError('RESET_TOKEN_INVALID');
    await updateMember(tx, member.id, { passwordHash, passwordSet: true, updatedAt: now });
    await endSessionsOf({ db: tx }, member.id);
    await recordSecurityEvent(tx, member.id, 'password_reset', ex.req, now, ctx.live);
  });
  if (ex.req.viewer?.id === member.id) {
    ex.req.viewer = null;
    await endSession(ctx, ex.req, ex.reply);
  }
  return null;
}

/**
 * A logged-in member confirms an action with their login password: counted against the same lockout as login
 * (login-limit.ts, atomic), so a stolen session cannot guess it. Throws PASSWORD_INCORRECT or LOGIN_LOCKED. Every
 * call that checks the login password goes through here (changepwd, Wechat/unbind, Member/setPayment;
 * test/lockout.test.ts finds them by their contracts' `checks`).
 */
export async function confirmPassword(ctx: AppContext, member: { phone: string; passwordHash: string }, password: string, ip: string) {
  const { ok } = await underLoginLimit(ctx.db, { phone: member.phone, ip }, ctx.now(), async () => ({
    ok: await verifySecret(member.passwordHash, password),
    value: null,
  }));
  if (!ok) throw new AppError('PASSWORD_INCORRECT');
}

/** confirmPassword for the member of a session */
export async function confirmMemberPassword(ctx: AppContext, memberId: number, password: string, ip: string) {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('AUTH_REQUIRED');
  await confirmPassword(ctx, member, password, ip);
}

/** User/changepwd: needs the current password (under the login limits); ends every other session. */
export async function changePassword(ctx: AppContext, ex: Exchange, viewer: Viewer, input: { oldPassword: string; password: string }) {
  const member = await findMemberById(ctx.db, viewer.id);
  if (!member) throw new AppError('AUTH_REQUIRED');
  await confirmPassword(ctx, member, input.oldPassword, ex.req.ip);
  if (input.password === input.oldPassword) throw new AppError('PASSWORD_SAME');
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { passwordHash, updatedAt: ctx.now() });
    await endSessionsOf({ db: tx }, member.id, viewer.sessionId);
    await recordSecurityEvent(tx, member.id, 'password_change', ex.req, ctx.now(), ctx.live);
  });
  return null;
}

/** User/bindPhone: move the account to a new phone proven by a bind code. */
export async function bindPhone(ctx: AppContext, ex: Exchange, viewer: Viewer, input: { phone: string; phoneCode: string }) {
  const member = await findMemberById(ctx.db, viewer.id);
  if (!member) throw new AppError('AUTH_REQUIRED');
  if (member.phone === input.phone) throw new AppError('PHONE_SAME');
  // the code first, then whether the phone is taken (decision 058)
  const codeId = await checkCode(ctx.db, { phone: input.phone, purpose: 'bind', code: input.phoneCode }, ctx.now());
  if (await findMemberByPhone(ctx.db, input.phone)) throw new AppError('PHONE_TAKEN');
  try {
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await consumeCode(tx, codeId, now);
      await updateMember(tx, member.id, { phone: input.phone, updatedAt: now });
      await recordSecurityEvent(tx, member.id, 'phone_change', ex.req, now, ctx.live);
    });
  } catch (e) {
    // the unique index on phone: someone registered it in the meantime
    if (isUniqueViolation(e)) throw new AppError('PHONE_TAKEN');
    throw e;
  }
  return { mobile: input.phone };
}

function isUniqueViolation(e: unknown): boolean {
  for (let cur: any = e; cur; cur = cur.cause) if (cur.code === '23505') return true;
  return false;
}
