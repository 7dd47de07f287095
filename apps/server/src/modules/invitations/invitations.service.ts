import { formatCents, pageOffset, type PageQuery } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { findMemberById, type MemberRow } from '../accounts/members.service.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import { getSettings } from '../settings/settings.service.js';
import * as repo from './invitations.repository.js';

/**
 * Invitations (docs/rules/money.md): every member's code and link; a reward for the
 * inviter, from platform rewards through the ledger, when an invitee's
 * identity is approved — the amount set in the back office for the invitee's
 * role, paid exactly once per invitee.
 */
export const inviteLink = (ctx: AppContext, code: string) => `${ctx.config.publicUrl}/login/register?invite=${encodeURIComponent(code)}`;

/** invitcoins (rewards earned, cents) and invitpples (members who registered with the code) */
export async function invitationTotals(db: Db, memberId: number): Promise<{ invitcoins: number; invitpples: number }> {
  const [invitcoins, invitpples] = await Promise.all([repo.rewardTotal(db, memberId), repo.countInvitees(db, memberId)]);
  return { invitcoins, invitpples };
}

/**
 * Pay the inviter of a member whose identity was just approved. Call it in
 * the approval's transaction. Returns the cents paid (0 when there is no
 * inviter, no reward for the role, or it was paid before).
 */
export async function rewardInviterOf(ctx: AppContext, db: Db, invitee: MemberRow): Promise<number> {
  if (!invitee.invitedBy) return 0;
  const role = invitee.role as 'designer' | 'business' | 'factory' | 'admin';
  if (role === 'admin') return 0;
  const amount = (await getSettings(db)).inviteRewards[role];
  if (!amount) return 0;
  const now = ctx.now();
  if (!(await repo.claimReward(db, { inviteeId: invitee.id, inviterId: invitee.invitedBy, amount, createdAt: now }))) return 0;
  const txId = await ledger.transfer(db, ledger.platformRewards, ledger.available(invitee.invitedBy), amount, {
    kind: 'invite_reward',
    memo: `Invitation reward: ${invitee.nickname} (${invitee.cardno}) verified`,
    ref: `invitee:${invitee.cardno}`,
    now,
  });
  await repo.setRewardTx(db, invitee.id, txId);
  await tell(db, ctx.live, invitee.invitedBy, now, {
    kind: 'invite.reward',
    zh: ['邀请奖励到账', `您邀请的 ${invitee.nickname} 已完成实名认证，${formatCents(amount)} 金币奖励已存入您的账户。`],
    en: [
      'Invitation reward received',
      `${invitee.nickname}, whom you invited, verified their identity: ${formatCents(amount)} coins were added to your wallet.`,
    ],
    link: '/personalCenter/recommendList',
  });
  return amount;
}

/** Member/listInvite */
export async function listInvite(ctx: AppContext, viewer: Viewer, q: PageQuery) {
  const me = await findMemberById(ctx.db, viewer.id);
  if (!me) throw new AppError('AUTH_REQUIRED');
  const [{ rows, total }, totals, settings] = await Promise.all([
    repo.listInvitees(ctx.db, viewer.id, q.pageSize, pageOffset(q)),
    invitationTotals(ctx.db, viewer.id),
    getSettings(ctx.db),
  ]);
  return {
    inviteCode: me.inviteCode,
    inviteLink: inviteLink(ctx, me.inviteCode),
    listItem: rows.map((r) => ({
      cardno: r.cardno,
      nickname: r.nickname,
      role: r.role as 'designer' | 'business' | 'factory' | 'admin',
      dates: r.createdAt.toISOString(),
      personauth: (r.personauth ?? 'none') as 'none' | 'pending' | 'approved' | 'rejected',
      reward: Number(r.reward ?? 0),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
    ...totals,
    rewards: settings.inviteRewards,
  };
}
