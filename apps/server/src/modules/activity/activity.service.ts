import { DAY_MS, dayStart, formatCents, pageOffset, previousDay, shanghaiDay, type PageQuery } from '@boothhub/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { AppContext, Viewer } from '../../platform/context.js';
import { audit } from '../admin/audit.service.js';
import { invitationTotals } from '../invitations/invitations.service.js';
import * as ledger from '../ledger/ledger.service.js';
import { tell } from '../messages/notify.service.js';
import { getSettings } from '../settings/settings.service.js';
import { creditedByKind } from '../wallet/bills.service.js';
import { addMemberPoints, findMemberByCardno, memberPoints } from '../accounts/members.service.js';
import * as repo from './activity.repository.js';

/**
 * The activity centre (docs/rules/money.md): points from the daily check-in (once
 * per Asia/Shanghai day) and from completed tasks; coin rewards of
 * promotions (spreadcoins) and activities (activecoins), paid from platform
 * rewards through the ledger like any other coins.
 */
const DAY_REF = (day: string) => `day:${day}`;

/**
 * Give points once for (kind, ref) — e.g. `awardPoints(db, id, 'task', 'task:12', 20, now)`
 * when a task completes. Call it in the event's transaction. False when already given.
 */
export async function awardPoints(db: Db, memberId: number, kind: string, ref: string, points: number, now: Date): Promise<boolean> {
  if (!Number.isInteger(points) || points <= 0) return false;
  if (!(await repo.insertPointEvent(db, { memberId, kind, ref, points, createdAt: now }))) return false;
  await addMemberPoints(db, memberId, points);
  return true;
}

/** consecutive check-in days ending today (or yesterday, when not checked in yet today) */
function streakOf(days: Set<string>, today: string): number {
  let day = days.has(today) ? today : previousDay(today);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = previousDay(day);
  }
  return n;
}

async function recentDays(db: Db, memberId: number, today: string): Promise<string[]> {
  const since = dayStart(today);
  since.setTime(since.getTime() - 400 * DAY_MS);
  return (await repo.checkinRefsSince(db, memberId, since)).map((r) => r.slice(4));
}

/** Activity/checkin */
export async function checkin(ctx: AppContext, viewer: Viewer) {
  const now = ctx.now();
  const today = shanghaiDay(now);
  return ctx.db.transaction(async (tx) => {
    const { checkinPoints } = await getSettings(tx);
    if (!(await repo.insertPointEvent(tx, { memberId: viewer.id, kind: 'checkin', ref: DAY_REF(today), points: checkinPoints, createdAt: now }))) {
      throw new AppError('ALREADY_CHECKED_IN');
    }
    const points = checkinPoints > 0 ? await addMemberPoints(tx, viewer.id, checkinPoints) : await memberPoints(tx, viewer.id);
    const streak = streakOf(new Set(await recentDays(tx, viewer.id, today)), today);
    return { gained: checkinPoints, points, streak, day: today };
  });
}

/** Activity/info */
export async function activityInfo(ctx: AppContext, viewer: Viewer) {
  const today = shanghaiDay(ctx.now());
  const [settings, points, days, coins, invites] = await Promise.all([
    getSettings(ctx.db),
    memberPoints(ctx.db, viewer.id),
    recentDays(ctx.db, viewer.id, today),
    creditedByKind(ctx.db, viewer.id, ['spreadcoins', 'activecoins']),
    invitationTotals(ctx.db, viewer.id),
  ]);
  const set = new Set(days);
  const monthAgo = shanghaiDay(new Date(dayStart(today).getTime() - 29 * DAY_MS));
  return {
    points,
    checkedInToday: set.has(today),
    streak: streakOf(set, today),
    checkinPoints: settings.checkinPoints,
    recentDays: days.filter((d) => d >= monthAgo),
    spreadcoins: coins.spreadcoins ?? 0,
    activecoins: coins.activecoins ?? 0,
    invitcoins: invites.invitcoins,
  };
}

/** Activity/points */
export async function listPoints(ctx: AppContext, viewer: Viewer, q: PageQuery) {
  const { rows, total } = await repo.listPointEvents(ctx.db, viewer.id, q.pageSize, pageOffset(q));
  return {
    listItem: rows.map((r) => ({ id: r.id, kind: r.kind, ref: r.ref, points: r.points, dates: r.createdAt.toISOString() })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Admin/activityReward: a promotion or activity coin reward, from platform rewards to the member's coins; audited. */
export async function grantActivityReward(
  ctx: AppContext,
  admin: Viewer,
  body: { cardno: string; kind: 'spreadcoins' | 'activecoins'; amount: number; reason: string },
) {
  const member = await findMemberByCardno(ctx.db, body.cardno);
  if (!member) throw new AppError('MEMBER_NOT_FOUND');
  const now = ctx.now();
  const label = body.kind === 'spreadcoins' ? { zh: '推广奖励', en: 'Promotion reward' } : { zh: '活动奖励', en: 'Activity reward' };
  await ctx.db.transaction(async (tx) => {
    const txId = await ledger.transfer(tx, ledger.platformRewards, ledger.available(member.id), body.amount, {
      kind: body.kind,
      memo: `${label.en}: ${body.reason}`,
      ref: `member:${member.cardno}`,
      now,
    });
    await tell(tx, ctx.live, member.id, now, {
      kind: `reward.${body.kind}`,
      zh: [`${label.zh}到账`, `${formatCents(body.amount)} 金币已存入您的账户：${body.reason}`],
      en: [`${label.en} received`, `${formatCents(body.amount)} coins were added to your wallet: ${body.reason}`],
      link: '/personalCenter/activityCenter',
    });
    await audit(
      tx,
      {
        actorId: admin.id,
        action: `reward.${body.kind}`,
        target: member.cardno,
        reason: body.reason,
        detail: { amount: body.amount, ledgerTx: txId },
      },
      now,
    );
  });
  return { cardno: member.cardno, kind: body.kind, amount: body.amount, available: await ledger.balanceOf(ctx.db, ledger.available(member.id)) };
}
