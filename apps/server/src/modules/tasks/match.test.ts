import { beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDay } from '@boothhub/shared';
import { demoCompletedTask } from './tasks.demo.js';
import { actor, DAY, ok, PIN, taskBody, worldForTests, type Actor } from './tasks.fixtures.js';

/**
 * A designer's recommendations (Taskcenter/recommendList, decision 078): experience of the type and city, the budget
 * against the designer's own past price per m², the due date against their load, each with its reason; and "not for
 * me" (Taskcenter/notForMe): a hidden task or kind is never shown again, and saying it twice changes nothing.
 */
const s = worldForTests();
let me: Actor;
const ids: Record<string, number> = {};

/** a recruiting task of the world's publisher (published and paid, nobody signed up) */
async function recruiting(over: Record<string, unknown>) {
  const { id } = await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(s.t, over)));
  await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
  return id as number;
}

/** the Shanghai day `d` days from now, as the due dates are counted (the UTC day is one behind from 16:00 UTC) */
const day = (d: number) => shanghaiDay(new Date(s.t.app.ctx.now().getTime() + d * DAY));
const recommended = async (a: Actor = me) =>
  (await ok(a.agent.call('Taskcenter/recommendList', { page: 1, pageSize: 100 }))).listItem as Array<{
    id: number;
    reasons: unknown[];
    score: number;
  }>;
const mine = async () => (await recommended()).filter((r) => Object.values(ids).includes(r.id));
const notForMe = (a: Actor, taskId: number, scope: 'task' | 'kind') => a.agent.call('Taskcenter/notForMe', { taskId, scope });

beforeAll(async () => {
  me = await actor(s.t, 'designer', { prov: '上海', strt: '浦东新区' });
  // three 上海 booths done at 150 coins a m²
  for (let i = 0; i < 3; i++)
    await demoCompletedTask(s.t.app.ctx.db, {
      publisherId: s.w.publisher.id,
      designerId: me.id,
      title: `上海 展台 ${i}`,
      city: '上海',
      cost: 150_00 * 54,
      now: s.t.app.ctx.now(),
      daysAgo: 30,
    });
  ids.fits = await recruiting({ title: '上海 展台 budget fits', cost: 160_00 * 54 });
  ids.low = await recruiting({ title: '上海 展台 budget low', cost: 80_00 * 54 });
  ids.beijingHall = await recruiting({ title: '北京 展厅', addr: '北京 国家会议中心', types: 'hall', cost: 150_00 * 54 });
  ids.beijingHall2 = await recruiting({ title: '北京 展厅 2', addr: '北京 国展', types: 'hall', cost: 150_00 * 54 });
  ids.rushed = await recruiting({ title: '上海 展台 rushed', cost: 160_00 * 54, rdate: day(3) });
});

describe('the recommendations (Taskcenter/recommendList)', () => {
  it('ranks the type and city done before, a budget that fits, a due date that fits, and says why', async () => {
    const rows = await mine();
    expect(rows.map((r) => r.id)).toEqual([ids.fits, ids.rushed, ids.low, ids.beijingHall2, ids.beijingHall]);
    expect(rows[0]!.reasons).toEqual([
      { kind: 'doneHere', n: 3 },
      { kind: 'budget', fit: 'fits', percent: 107 },
      { kind: 'deadline', fit: 'ample', days: 20, load: 0 },
    ]);
    expect(rows[1]!.reasons).toContainEqual({ kind: 'deadline', fit: 'tooTight', days: 3, load: 0 });
    expect(rows[2]!.reasons).toContainEqual({ kind: 'budget', fit: 'tooLow', percent: 53 });
    // no hall done: the budget is placed against the designer's price of all their work
    expect(rows[3]!.reasons).toEqual([
      { kind: 'budget', fit: 'fits', percent: 100 },
      { kind: 'deadline', fit: 'ample', days: 20, load: 0 },
    ]);
  });

  it('never shows a task the designer hid, nor one of a hidden kind; saying it again changes nothing', async () => {
    expect(await ok(notForMe(me, ids.low!, 'task'))).toEqual({ hidden: true, created: true });
    expect(await ok(notForMe(me, ids.low!, 'task'))).toEqual({ hidden: true, created: false });
    expect((await mine()).map((r) => r.id)).toEqual([ids.fits, ids.rushed, ids.beijingHall2, ids.beijingHall]);
    // 北京 halls: both go, and one published later too
    expect(await ok(notForMe(me, ids.beijingHall!, 'kind'))).toEqual({ hidden: true, created: true });
    ids.beijingHall3 = await recruiting({ title: '北京 展厅 3', addr: '北京 亦庄', types: 'hall', cost: 150_00 * 54 });
    expect((await mine()).map((r) => r.id)).toEqual([ids.fits, ids.rushed]);
    // another designer still sees them all
    const other = await actor(s.t, 'designer');
    const theirs = (await recommended(other)).map((r) => r.id);
    for (const id of Object.values(ids)) expect(theirs).toContain(id);
  });

  it('lets only designers hide, and only a task they may see', async () => {
    const res = await notForMe(s.w.publisher, ids.fits!, 'task');
    expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 403, code: 'DESIGNER_ONLY' });
    expect((await s.t.agent().call('Taskcenter/notForMe', { taskId: ids.fits, scope: 'task' })).status).toBe(401);
    const { id: draft } = await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(s.t)));
    expect((await notForMe(me, draft, 'task')).body.errorCode).toBe('TASK_NOT_FOUND');
    expect((await notForMe(me, ids.fits!, 'everything' as never)).status).toBe(400);
  });
});
