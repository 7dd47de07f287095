import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designerProfiles, works } from '../../db/schema/designers.js';
import { actor, ok, taskIn, worldForTests, type Actor } from '../tasks/tasks.fixtures.js';
import { demoCompletedTask } from '../tasks/tasks.service.js';
import { refreshDesignerFigures } from './profile.service.js';

/**
 * The designers to invite, ranked (Designer/inviteCandidates, decision 078): the order and reasons on a controlled
 * set, who may ask, a task that is not recruiting, and the invited mark after Designer/invite.
 */
const s = worldForTests();
let task: number;
let seasoned: Actor;
let beijing: Actor;
let local: Actor;

/** `n` completed booth designs in `city` for the world's publisher, `daysAgo` days ago */
async function completed(d: Actor, city: string, n: number, daysAgo: number) {
  for (let i = 0; i < n; i++) {
    await demoCompletedTask(s.t.app.ctx.db, {
      publisherId: s.w.publisher.id,
      designerId: d.id,
      title: `${city} 展台设计 ${i + 1}`,
      city,
      cost: 810_000,
      now: s.t.app.ctx.now(),
      daysAgo,
    });
  }
}

const candidates = (a: Actor, taskId = task) => a.agent.call('Designer/inviteCandidates', { taskId, page: 1, pageSize: 50 });

beforeAll(async () => {
  const { t, w } = s;
  const db = t.app.ctx.db;
  seasoned = await actor(t, 'designer', { prov: '上海', strt: '浦东新区' });
  beijing = await actor(t, 'designer', { prov: '北京', strt: '朝阳区' });
  local = await actor(t, 'designer', { prov: '上海', strt: '静安区' });
  // the world's designer: as experienced in 上海 as `seasoned`, but with three tasks in progress
  await t.app.ctx.db.execute(sql`update members set prov = '上海', strt = '徐汇区' where id = ${w.designer.id}`);
  for (let i = 0; i < 3; i++) await taskIn(w, 'in_progress');
  await completed(seasoned, '上海', 3, 10);
  await completed(w.designer, '上海', 3, 10);
  await completed(beijing, '北京', 3, 20);
  await refreshDesignerFigures({ ...t.app.ctx });
  await db
    .update(designerProfiles)
    .set({ rating: 48, ratingCount: 5 })
    .where(sql`${designerProfiles.memberId} = ${seasoned.id}`);
  // `local` has one public work in the task's style (tech), published now
  await db.insert(works).values({ designerId: local.id, title: '科技展台', category: 'stage', style: 'tech', cover: 'x', pictureCount: 1 });
  task = await taskIn(w, 'recruiting', { title: '上海车展 展台 invite ranking' });
});

describe('the designers to invite (Designer/inviteCandidates)', () => {
  it('ranks by experience of the type in the city, rating, activity and load, with the reasons as data', async () => {
    const page = await ok(candidates(s.w.publisher));
    const rows = page.listItem as Array<{ cardno: string; reasons: unknown[]; score: number; invited: boolean; city: string }>;
    const rank = (a: Actor) => rows.findIndex((r) => r.cardno === a.cardno);
    expect([seasoned, s.w.designer, local, beijing].map(rank)).toEqual([0, 1, 2, 3]);
    expect(rows[0]).toMatchObject({
      cardno: seasoned.cardno,
      city: '上海',
      invited: false,
      reasons: [
        { kind: 'doneHere', n: 3 },
        { kind: 'rating', value: 48, n: 5 },
        { kind: 'active', days: 10 },
      ],
    });
    expect(rows[1]!.reasons).toEqual([
      { kind: 'doneHere', n: 3 },
      { kind: 'load', n: 3 },
      { kind: 'active', days: 0 },
    ]);
    expect(rows[2]!.reasons).toEqual([{ kind: 'sameCity' }, { kind: 'active', days: 0 }, { kind: 'styleWorks', n: 1 }]);
    expect(rows[3]!.reasons).toEqual([
      { kind: 'doneType', n: 3 },
      { kind: 'active', days: 20 },
    ]);
    // the banned designer is never a candidate; scores only fall down the list
    expect(rows.map((r) => r.cardno)).not.toContain(s.w.banned.cardno);
    expect(rows.map((r) => r.score)).toEqual([...rows.map((r) => r.score)].sort((a, b) => b - a));
    expect(page.total).toBe(rows.length);
  });

  it('marks a designer invited once the business invites them (and tells the designer)', async () => {
    await ok(s.w.publisher.agent.call('Designer/invite', { taskId: task, cardno: local.cardno }));
    const rows = (await ok(candidates(s.w.publisher))).listItem as Array<{ cardno: string; invited: boolean }>;
    expect(rows.find((r) => r.cardno === local.cardno)!.invited).toBe(true);
    expect(rows.find((r) => r.cardno === seasoned.cardno)!.invited).toBe(false);
    const msgs = await ok(local.agent.call('Tipcenter/getList', { page: 1, pageSize: 20 }));
    expect(msgs.listItem[0]).toMatchObject({ kind: 'designer.invited', link: `/orderDetail?id=${task}` });
  });

  it('answers only the task’s publisher and admins', async () => {
    const { t, w } = s;
    const other = await actor(t, 'business');
    expect((await t.agent().call('Designer/inviteCandidates', { taskId: task })).status).toBe(401);
    for (const a of [w.designer, other]) {
      const res = await candidates(a);
      expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
    expect((await ok(candidates(w.admin))).listItem.length).toBeGreaterThan(3);
  });

  it('refuses a task that is not recruiting, and an unknown one', async () => {
    const working = await taskIn(s.w, 'in_progress');
    const res = await candidates(s.w.publisher, working);
    expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 409, code: 'TASK_NOT_RECRUITING' });
    const draft = await taskIn(s.w, 'unpaid');
    expect((await candidates(s.w.designer, draft)).body.errorCode).toBe('TASK_NOT_FOUND');
    expect((await candidates(s.w.publisher, 99_999_999)).body.errorCode).toBe('TASK_NOT_FOUND');
  });
});
