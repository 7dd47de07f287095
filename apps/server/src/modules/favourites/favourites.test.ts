import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { ok, taskIn, world, type World } from '../tasks/tasks.fixtures.js';

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

const rows = async (memberId: number, taskId: number) => {
  const r = await t.app.ctx.db.execute(
    sql`select count(*)::int as n from favourites where member_id = ${memberId} and kind = 'task' and target_id = ${taskId}`,
  );
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
};

describe('favourite a business task (Myfavorite/bTaskFvr)', () => {
  it('toggles, sets idempotently with fav, and lists', async () => {
    const id = await taskIn(w, 'recruiting');
    const a = w.stranger.agent;
    expect(await ok(a.call('Myfavorite/bTaskFvr', { id }))).toEqual({ id, fav: true });
    expect((await ok(a.call('Taskcenter/showBusinesTask', { id }))).fav).toBe(true);
    expect((await ok(a.call('Myfavorite/bTaskList', { page: 1, pageSize: 10 }))).listItem.map((x: any) => x.id)).toEqual([id]);
    expect(await ok(a.call('Myfavorite/bTaskFvr', { id }))).toEqual({ id, fav: false });
    expect(await ok(a.call('Myfavorite/bTaskFvr', { id, fav: true }))).toEqual({ id, fav: true });
    expect(await ok(a.call('Myfavorite/bTaskFvr', { id, fav: true }))).toEqual({ id, fav: true });
    expect(await rows(w.stranger.id, id)).toBe(1);
    expect(await ok(a.call('Myfavorite/bTaskFvr', { id, fav: false }))).toEqual({ id, fav: false });
    expect(await ok(a.call('Myfavorite/bTaskFvr', { id, fav: false }))).toEqual({ id, fav: false });
    expect(await rows(w.stranger.id, id)).toBe(0);
  });

  it('two quick clicks never make two rows or an error', async () => {
    const id = await taskIn(w, 'recruiting');
    const a = w.applicant.agent;
    const set = await Promise.all(Array.from({ length: 4 }, () => a.call('Myfavorite/bTaskFvr', { id, fav: true })));
    expect(set.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await rows(w.applicant.id, id)).toBe(1);
    const flips = await Promise.all([a.call('Myfavorite/bTaskFvr', { id }), a.call('Myfavorite/bTaskFvr', { id })]);
    expect(flips.map((r) => r.status)).toEqual([200, 200]);
    expect(await rows(w.applicant.id, id)).toBeLessThanOrEqual(1);
  });

  it("refuses someone else's draft and unknown tasks as not found", async () => {
    const draft = await taskIn(w, 'unpaid');
    const res = await w.stranger.agent.call('Myfavorite/bTaskFvr', { id: draft });
    expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 404, code: 'TASK_NOT_FOUND' });
    expect((await w.stranger.agent.call('Myfavorite/bTaskFvr', { id: 999_999 })).body.errorCode).toBe('TASK_NOT_FOUND');
    expect(await rows(w.stranger.id, draft)).toBe(0);
  });

  it("an admin, who may see a member's draft, may not favourite it: the list never counts what it cannot show", async () => {
    const draft = await taskIn(w, 'unpaid');
    const res = await w.admin.agent.call('Myfavorite/bTaskFvr', { id: draft });
    expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 404, code: 'TASK_NOT_FOUND' });
    const list = await w.admin.agent.call('Myfavorite/bTaskList', { page: 1, pageSize: 10 });
    expect(list.body.data.total).toBe(list.body.data.listItem.length);
    expect(await rows(w.admin.id, draft)).toBe(0);
  });
});
