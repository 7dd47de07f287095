import type { admin, Page, Role } from '@boothhub/shared';
import { admin as adminContract, pageOffset, shanghaiDay } from '@boothhub/shared';
import { trendStart } from '../../lib/daily.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberByPhone, updateMember, type MemberRow } from '../accounts/members.service.js';
import { endSessionsOf } from '../accounts/session.service.js';
import { tell } from '../messages/notify.service.js';
import { assertMayBan, assertMayChangeRole } from './admin.policy.js';
import * as repo from './admin.repository.js';
import { audit } from './audit.service.js';
import { dashboardFigures } from './dashboard.figures.js';

type MemberRole = Exclude<Role, 'admin'>;

const roleNames: Record<Role, { zh: string; en: string }> = {
  designer: { zh: '设计师', en: 'designer' },
  business: { zh: '企业', en: 'business' },
  factory: { zh: '工厂', en: 'factory' },
  admin: { zh: '管理员', en: 'admin' },
};

export function adminMemberView(m: Pick<MemberRow, 'cardno' | 'nickname' | 'phone' | 'role' | 'banned' | 'createdAt'>): admin.AdminMember {
  return {
    cardno: m.cardno,
    nickname: m.nickname,
    mobile: m.phone,
    role: m.role as Role,
    banned: m.banned,
    dates: m.createdAt.toISOString(),
  };
}

export async function listMembers(
  ctx: AppContext,
  q: { page: number; pageSize: number; keyword?: string; role?: Role; banned?: boolean },
): Promise<Page<admin.AdminMember>> {
  const { rows, total } = await repo.searchMembers(
    ctx.db,
    { keyword: q.keyword || undefined, role: q.role, banned: q.banned },
    q.pageSize,
    pageOffset(q),
  );
  return { listItem: rows.map(adminMemberView), total, page: q.page, pageSize: q.pageSize };
}

/**
 * Ban or unban. A ban ends every session of the member in the same transaction
 * as the flag and the audit entry, so their cookies stop working at once.
 * Asking for the state the member is already in changes (and records) nothing.
 */
export async function setBanned(ctx: AppContext, viewer: Viewer, input: { cardno: string; banned: boolean; reason: string }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const m = await repo.lockMemberByCardno(tx, input.cardno);
    if (!m) throw new AppError('MEMBER_NOT_FOUND');
    assertMayBan(viewer, m.id, input.banned);
    if (m.banned === input.banned) return adminMemberView(m);
    const updated = await updateMember(tx, m.id, { banned: input.banned, updatedAt: now });
    if (input.banned) {
      await endSessionsOf({ db: tx }, m.id);
      // wake the member's open event streams so they re-check the session and close at once
      await ctx.live.signal(tx, m.id);
    }
    await audit(tx, { actorId: viewer.id, action: input.banned ? 'member.ban' : 'member.unban', target: m.cardno, reason: input.reason }, now);
    if (!input.banned) {
      await tell(tx, ctx.live, m.id, now, {
        kind: 'member.unbanned',
        zh: ['账号已恢复', '您的账号已解除封禁，可以正常使用。'],
        en: ['Your account is active again', 'The suspension of your account has been lifted.'],
      });
    }
    return adminMemberView(updated);
  });
}

/** Change a member's role (designer, business or factory), tell them, and record it. */
export async function changeRole(ctx: AppContext, viewer: Viewer, input: { cardno: string; role: MemberRole; reason: string }) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const m = await repo.lockMemberByCardno(tx, input.cardno);
    if (!m) throw new AppError('MEMBER_NOT_FOUND');
    assertMayChangeRole(viewer, m.id);
    if (m.role === input.role) return adminMemberView(m);
    const updated = await updateMember(tx, m.id, { role: input.role, updatedAt: now });
    await audit(
      tx,
      { actorId: viewer.id, action: 'member.role', target: m.cardno, reason: input.reason, detail: { from: m.role, to: input.role } },
      now,
    );
    const from = roleNames[m.role as Role] ?? { zh: m.role, en: m.role };
    const to = roleNames[input.role];
    await tell(tx, ctx.live, m.id, now, {
      kind: 'member.role_changed',
      zh: ['账号身份已变更', `平台管理员已将您的身份从“${from.zh}”变更为“${to.zh}”。原因：${input.reason}`],
      en: ['Your account role has changed', `An administrator changed your role from ${from.en} to ${to.en}. Reason: ${input.reason}`],
    });
    return adminMemberView(updated);
  });
}

export async function listAudit(
  ctx: AppContext,
  q: { page: number; pageSize: number; actor?: string; action?: string },
): Promise<Page<admin.AuditEntryView>> {
  const { rows, total } = await repo.searchAudit(ctx.db, { actor: q.actor, action: q.action }, q.pageSize, pageOffset(q));
  return {
    listItem: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      actorName: r.actorName,
      action: r.action,
      target: r.target,
      reason: r.reason,
      detail: r.detail ?? null,
      dates: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Every module's figures, merged; `queues` and `trend` are merged key by key. */
export async function dashboard(ctx: AppContext): Promise<admin.Dashboard> {
  const now = ctx.now();
  const parts = await Promise.all(dashboardFigures.map((f) => f(ctx.db, now)));
  const result: admin.Dashboard = {
    members: 0,
    membersByRole: {},
    banned: 0,
    newToday: 0,
    queues: {},
    trend: {},
    trendFrom: shanghaiDay(trendStart(now, adminContract.TREND_DAYS)),
  };
  for (const p of parts) {
    const { queues, trend, ...rest } = p;
    Object.assign(result, rest);
    Object.assign(result.queues, queues);
    Object.assign(result.trend!, trend);
  }
  return result;
}

// ---- the command line (npm run admin -- grant|revoke <phone>) ----

export type GrantResult =
  { status: 'not_found' } | { status: 'unchanged'; member: MemberRow } | { status: 'changed'; member: MemberRow; from: string };

/**
 * Make the member with this phone an admin. The audit entry names the member
 * as its own actor (there is no admin behind a command line) with reason "command line".
 */
export async function grantAdmin(db: Db, phone: string, now: Date): Promise<GrantResult> {
  return db.transaction(async (tx) => {
    const found = await findMemberByPhone(tx, phone);
    if (!found) return { status: 'not_found' };
    const m = (await repo.lockMemberByCardno(tx, found.cardno))!;
    if (m.role === 'admin') return { status: 'unchanged', member: m };
    const updated = await updateMember(tx, m.id, { role: 'admin', updatedAt: now });
    await audit(tx, { actorId: m.id, action: 'member.grant_admin', target: m.cardno, reason: 'command line', detail: { from: m.role } }, now);
    return { status: 'changed', member: updated, from: m.role };
  });
}

/**
 * Take admin away again. The member gets `role` when given, else the role they
 * had before their last grant, else designer.
 */
export async function revokeAdmin(db: Db, phone: string, now: Date, role?: MemberRole): Promise<GrantResult> {
  return db.transaction(async (tx) => {
    const found = await findMemberByPhone(tx, phone);
    if (!found) return { status: 'not_found' };
    const m = (await repo.lockMemberByCardno(tx, found.cardno))!;
    if (m.role !== 'admin') return { status: 'unchanged', member: m };
    const lastGrant = await repo.lastAuditOf(tx, 'member.grant_admin', m.cardno);
    const before = lastGrant?.detail?.from;
    const to: MemberRole = role ?? (before === 'business' || before === 'factory' || before === 'designer' ? before : 'designer');
    const updated = await updateMember(tx, m.id, { role: to, updatedAt: now });
    await audit(tx, { actorId: m.id, action: 'member.revoke_admin', target: m.cardno, reason: 'command line', detail: { to } }, now);
    return { status: 'changed', member: updated, from: 'admin' };
  });
}
