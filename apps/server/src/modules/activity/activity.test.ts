import { DAY_MS as DAY, startOfShanghaiDay } from '@boothhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import * as ledger from '../ledger/ledger.service.js';
import { appWithAdmin, assertLedgerWhole, who, type Who } from '../wallet/wallet.fixtures.js';
import { awardPoints } from './activity.service.js';

let t: TestApp;
let admin: Who;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(async () => t?.close());

/** ms until the next Asia/Shanghai midnight from the server's clock */
const untilShanghaiMidnight = () => startOfShanghaiDay(t.app.ctx.now()).getTime() + DAY - t.app.ctx.now().getTime();

describe('daily check-in', () => {
  it('gives points once per Asia/Shanghai day and counts the streak', async () => {
    const m = await who(t);
    const first = await m.agent.call('Activity/checkin', {});
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ gained: 10, points: 10, streak: 1 });
    const again = await m.agent.call('Activity/checkin', {});
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('ALREADY_CHECKED_IN');
    expect((await m.agent.call('Member/userInfo', {})).body.data.points).toBe(10);

    t.advance(untilShanghaiMidnight() + 60_000); // just after midnight in Shanghai: a new day
    const next = await m.agent.call('Activity/checkin', {});
    expect(next.body.data).toMatchObject({ points: 20, streak: 2 });
    const info = (await m.agent.call('Activity/info', {})).body.data;
    expect(info).toMatchObject({ points: 20, checkedInToday: true, streak: 2, checkinPoints: 10 });
    expect(info.recentDays).toHaveLength(2);
    expect(info.recentDays[0]).toBe(next.body.data.day);

    t.advance(2 * DAY); // a day skipped: the streak starts again
    expect((await m.agent.call('Activity/info', {})).body.data).toMatchObject({ checkedInToday: false, streak: 0 });
    expect((await m.agent.call('Activity/checkin', {})).body.data).toMatchObject({ points: 30, streak: 1 });
    const points = await m.agent.call('Activity/points', { page: 1, pageSize: 10 });
    expect(points.body.data.total).toBe(3);
    expect(points.body.data.listItem[0]).toMatchObject({ kind: 'checkin', points: 10 });
  });

  it('uses the check-in points of the settings', async () => {
    await admin.agent.call('Admin/settingsSave', { checkinPoints: 25, reason: 'double points week' });
    const m = await who(t);
    expect((await m.agent.call('Activity/checkin', {})).body.data).toMatchObject({ gained: 25, points: 25 });
    await admin.agent.call('Admin/settingsSave', { checkinPoints: 10, reason: 'restore' });
  });

  it('awardPoints gives points once per (kind, ref), for other modules (e.g. a completed task)', async () => {
    const m = await who(t);
    expect(await awardPoints(t.app.ctx.db, m.id, 'task', 'task:1', 20, t.app.ctx.now())).toBe(true);
    expect(await awardPoints(t.app.ctx.db, m.id, 'task', 'task:1', 20, t.app.ctx.now())).toBe(false);
    expect((await m.agent.call('Member/userInfo', {})).body.data.points).toBe(20);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('10 concurrent check-ins of one member: one gives points', async () => {
    const m = await who(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => m.agent.call('Activity/checkin', {})));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await m.agent.call('Member/userInfo', {})).body.data.points).toBe(10);
  });
});

describe('activity and promotion coin rewards', () => {
  it('go through the ledger from platform rewards, show as spreadcoins/activecoins, and are audited', async () => {
    const m = await who(t);
    const before = await ledger.balanceOf(t.app.ctx.db, ledger.platformRewards);
    const a = await admin.agent.call('Admin/activityReward', { cardno: m.cardno, kind: 'spreadcoins', amount: 3_000, reason: 'shared a task' });
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual({ cardno: m.cardno, kind: 'spreadcoins', amount: 3_000, available: 3_000 });
    await admin.agent.call('Admin/activityReward', { cardno: m.cardno, kind: 'activecoins', amount: 500, reason: 'spring event' });
    expect(await ledger.balanceOf(t.app.ctx.db, ledger.platformRewards)).toBe(before - 3_500);
    expect((await m.agent.call('Activity/info', {})).body.data).toMatchObject({ spreadcoins: 3_000, activecoins: 500 });
    const bills = await m.agent.call('Bills/transaction', { page: 1, pageSize: 10 });
    expect(bills.body.data.listItem.map((b: any) => b.kind)).toEqual(['activecoins', 'spreadcoins']);
    expect((await m.agent.call('Member/userInfo', {})).body.data.coins).toBe(3_500);
    const msgs = (await m.agent.call('Tipcenter/getList', { page: 1, pageSize: 10 })).body.data.listItem;
    expect(msgs.map((x: any) => x.kind)).toEqual(['reward.activecoins', 'reward.spreadcoins']);
    const audit = await admin.agent.call('Admin/auditList', { page: 1, pageSize: 1, action: 'reward.activecoins' });
    expect(audit.body.data.listItem[0]).toMatchObject({ target: m.cardno, reason: 'spring event' });
    const bad = await admin.agent.call('Admin/activityReward', { cardno: m.cardno, kind: 'spreadcoins', amount: 0, reason: 'x' });
    expect(bad.body.details).toEqual({ field: 'amount' });
    expect((await admin.agent.call('Admin/activityReward', { cardno: m.cardno, kind: 'bonus', amount: 1, reason: 'x' })).status).toBe(400);
    expect((await admin.agent.call('Admin/activityReward', { cardno: m.cardno, kind: 'spreadcoins', amount: 1 })).body.details).toEqual({
      field: 'reason',
    });
    await assertLedgerWhole(t.app.ctx.db);
  });
});
