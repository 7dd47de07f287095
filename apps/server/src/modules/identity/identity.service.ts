import { clause } from '../../lib/review-queue.js';
import { pageOffset, type PageQuery } from '@boothhub/shared';
import { maskIdNumber, maskName } from '@boothhub/shared/contracts/identity';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { auditDecision } from '../admin/audit.service.js';
import { findMemberByCardno, findMemberById } from '../accounts/members.service.js';
import { getOwnedFile, privateFileLink } from '../files/files.service.js';
import { rewardInviterOf } from '../invitations/invitations.service.js';
import { tell } from '../messages/notify.service.js';
import { crashPoint } from '../../platform/crash-points.js';
import * as repo from './identity.repository.js';

/**
 * Identity verification (personauth, docs/rules/accounts.md). The ID photos are
 * private files of purpose `idcard`; only the owner and admins reach them
 * (admins through the signed links of the review queue).
 */
export type Personauth = 'none' | 'pending' | 'approved' | 'rejected';

export async function identityStatusOf(db: Db, memberId: number): Promise<Personauth> {
  return ((await repo.findIdentity(db, memberId))?.status ?? 'none') as Personauth;
}

/** the member's identity when approved (withdrawals need it), else undefined */
export async function approvedIdentity(db: Db, memberId: number) {
  const row = await repo.findIdentity(db, memberId);
  return row?.status === 'approved' ? row : undefined;
}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === UNIQUE_VIOLATION || (e as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

interface Submission {
  realname: string;
  idno: string;
  frontFileId: string;
  backFileId: string;
}

/** Member/userAuth: none or rejected → pending. */
export async function submitIdentity(ctx: AppContext, viewer: Viewer, body: Submission) {
  if (body.frontFileId === body.backFileId) throw new AppError('IDENTITY_FILES_SAME');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findIdentity(tx, viewer.id);
    if (current?.status === 'pending') throw new AppError('IDENTITY_PENDING');
    if (current?.status === 'approved') throw new AppError('IDENTITY_ALREADY_APPROVED');
    await getOwnedFile(tx, body.frontFileId, viewer.id, 'idcard');
    await getOwnedFile(tx, body.backFileId, viewer.id, 'idcard');
    if (await repo.findApprovedIdno(tx, body.idno, viewer.id)) throw new AppError('IDNO_TAKEN');
    const saved = await repo.submitIdentity(tx, { memberId: viewer.id, ...body, status: 'pending', submittedAt: now });
    if (!saved) throw new AppError('IDENTITY_PENDING');
  });
  return { personauth: 'pending' as const };
}

/** Member/userAuthInfo: the state, with the name and number masked. */
export async function identityInfo(ctx: AppContext, viewer: Viewer) {
  const row = await repo.findIdentity(ctx.db, viewer.id);
  if (!row) return { personauth: 'none' as const };
  return {
    personauth: row.status as Personauth,
    realname: maskName(row.realname),
    idno: maskIdNumber(row.idno),
    ...(row.status === 'rejected' && row.reason ? { reason: row.reason } : {}),
    dates: row.submittedAt.toISOString(),
    ...(row.reviewedAt ? { reviewedAt: row.reviewedAt.toISOString() } : {}),
  };
}

/** Admin/identityReview: pending → approved (the inviter's reward, once) or rejected with a reason. */
export async function reviewIdentity(ctx: AppContext, admin: Viewer, body: { cardno: string; approve: boolean; reason?: string }) {
  const member = await findMemberByCardno(ctx.db, body.cardno);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const now = ctx.now();
  const status = body.approve ? 'approved' : 'rejected';
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await repo.findIdentity(tx, member.id);
      if (!current) throw new AppError('IDENTITY_NOT_FOUND');
      if (body.approve && (await repo.findApprovedIdno(tx, current.idno, member.id))) throw new AppError('IDNO_TAKEN');
      const row = await repo.settleIdentity(tx, member.id, {
        status,
        reason: body.approve ? null : body.reason,
        reviewedBy: admin.id,
        reviewedAt: now,
      });
      if (!row) throw new AppError('STATE_CONFLICT', { state: (await repo.findIdentity(tx, member.id))?.status ?? 'none' });
      let reward = 0;
      if (body.approve) {
        const fresh = await findMemberById(tx, member.id);
        reward = await rewardInviterOf(ctx, tx, fresh ?? member);
      }
      await crashPoint('identity-review');
      await tell(
        tx,
        ctx.live,
        member.id,
        now,
        body.approve
          ? {
              kind: 'identity.approved',
              zh: ['实名认证已通过', '您的实名认证已通过审核，现在可以申请提现。'],
              en: ['Identity verified', 'Your identity verification was approved. You can now withdraw coins.'],
              link: '/personalCenter/identity',
            }
          : {
              kind: 'identity.rejected',
              zh: ['实名认证未通过', `原因：${clause(body.reason)}。请修改后重新提交。`],
              en: ['Identity verification rejected', `Reason: ${clause(body.reason)}. Please correct it and submit again.`],
              link: '/personalCenter/identity',
            },
      );
      await auditDecision(tx, admin.id, now, body, ['identity.approve', 'identity.reject'], member.cardno, { reward });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('IDNO_TAKEN');
    throw e;
  }
  return { personauth: status as Personauth };
}

/** Admin/identityList: the queue, with short-lived links to both photos. */
export async function listIdentities(ctx: AppContext, body: PageQuery & { status?: string; keyword?: string }) {
  const { rows, total } = await repo.listIdentities(ctx.db, { ...body, limit: body.pageSize, offset: pageOffset(body) });
  const listItem = await Promise.all(
    rows.map(async (r) => ({
      cardno: r.cardno,
      nickname: r.nickname,
      mobile: r.mobile,
      realname: r.row.realname,
      idno: r.row.idno,
      frontUrl: await privateFileLink(ctx, r.row.frontFileId),
      backUrl: await privateFileLink(ctx, r.row.backFileId),
      status: r.row.status as Personauth,
      reason: r.row.reason,
      dates: r.row.submittedAt.toISOString(),
      reviewedAt: r.row.reviewedAt?.toISOString() ?? null,
      reviewer: r.reviewer,
    })),
  );
  return { listItem, total, page: body.page, pageSize: body.pageSize };
}

export const countPendingIdentities = repo.countPendingIdentities;
