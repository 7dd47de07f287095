import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createLiveHub } from '../messages/live.hub.js';
import { assertLedgerIntact, balance, DAY, escrowBalance, ok, taskIn, world, type World } from './tasks.fixtures.js';
import { runTaskTimers } from './tasks.timers.js';

/**
 * Races: concurrent requests on one task. Exactly one wins, the others get
 * 409, and the ledger stays intact. Row locks only mean something on
 * PostgreSQL (PGlite has one connection), so most of these run there only.
 */
let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

type Res = { status: number; body: any };
function oneWins(results: Res[]) {
  const winners = results.filter((r) => r.status === 200);
  expect(winners, JSON.stringify(results.map((r) => r.body))).toHaveLength(1);
  for (const r of results.filter((x) => x.status !== 200))
    expect({ status: r.status, code: r.body.errorCode }).toEqual({ status: 409, code: 'STATE_CONFLICT' });
  return winners[0]!;
}

describe.runIf(onPostgres())('races on PostgreSQL', () => {
  it('two selects of different designers: one wins, one designer is selected', async () => {
    const id = await taskIn(w, 'recruiting');
    const results = await Promise.all([
      w.publisher.agent.call('Taskcenter/businessSelect', { id, cardno: w.designer.cardno }),
      w.publisher.agent.call('Taskcenter/businessSelect', { id, cardno: w.applicant.cardno }),
    ]);
    oneWins(results);
    const shown = await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }));
    expect(shown.signups.filter((s: any) => s.status === 'selected')).toHaveLength(1);
    expect(shown.orbits.filter((o: any) => o.action === 'select')).toHaveLength(1);
  });

  it('five accepts at once pay the designer once', async () => {
    const id = await taskIn(w, 'delivered');
    const before = await balance(t, w.designer.id);
    oneWins(await Promise.all(Array.from({ length: 5 }, () => w.publisher.agent.call('Taskcenter/businessAccept', { id }))));
    expect(await balance(t, w.designer.id)).toBe(before + 720_000);
    expect(await escrowBalance(t, w.publisher.id, id)).toBe(0);
    await assertLedgerIntact(t);
  });

  it('five cancels at once refund once; a select racing a cancel: one of them', async () => {
    const id = await taskIn(w, 'recruiting');
    const before = await balance(t, w.publisher.id);
    oneWins(await Promise.all(Array.from({ length: 5 }, () => w.publisher.agent.call('Taskcenter/businessTaskCancel', { id }))));
    expect(await balance(t, w.publisher.id)).toBe(before + 800_000);

    const id2 = await taskIn(w, 'recruiting');
    oneWins(
      await Promise.all([
        w.publisher.agent.call('Taskcenter/businessTaskCancel', { id: id2 }),
        w.publisher.agent.call('Taskcenter/businessSelect', { id: id2, cardno: w.designer.cardno }),
      ]),
    );
    await assertLedgerIntact(t);
  });

  it('an accept racing a complaint: one of them', async () => {
    const id = await taskIn(w, 'delivered');
    const results = await Promise.all([
      w.publisher.agent.call('Taskcenter/businessAccept', { id }),
      w.designer.agent.call('Complain/complainAdd', { taskId: id, category: 'payment', content: '企业一直不验收也不提修改意见。' }),
    ]);
    oneWins(results);
    await assertLedgerIntact(t);
  });

  it('two admins deciding one complaint at once: one decision, money moved once', async () => {
    const id = await taskIn(w, 'disputed');
    const queue = await ok(w.admin.agent.call('Admin/complainList', { page: 1, pageSize: 100 }));
    const c = queue.listItem.find((x: any) => x.taskId === id);
    const publisherBefore = await balance(t, w.publisher.id);
    const designerBefore = await balance(t, w.designer.id);
    const win = oneWins(
      await Promise.all([
        w.admin.agent.call('Admin/complainDecide', { id: c.id, decision: 'business', reason: '设计师未交付' }),
        w.admin.agent.call('Admin/complainDecide', { id: c.id, decision: 'designer', reason: '设计师已完成工作' }),
        w.admin.agent.call('Admin/complainDecide', { id: c.id, decision: 'split', designerAmount: 400_000, reason: '各担一半' }),
      ]),
    );
    const moved = (await balance(t, w.publisher.id)) - publisherBefore + ((await balance(t, w.designer.id)) - designerBefore);
    const d = win.body.data;
    expect(moved).toBe(800_000 - d.commission);
    expect(await escrowBalance(t, w.publisher.id, id)).toBe(0);
    await assertLedgerIntact(t);
  });

  it('the same designer signing up twice at once: one signup', async () => {
    const id = await taskIn(w, 'recruiting');
    const results = await Promise.all(
      Array.from({ length: 3 }, () => w.stranger.agent.call('Taskcenter/designerSignup', { id, message: '可以承接，经验丰富。', days: 6 })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.errorCode).toBe('SIGNUP_EXISTS');
  });

  it('the timer job started on two instances at once accepts and refunds each task once', async () => {
    const delivered = [await taskIn(w, 'delivered'), await taskIn(w, 'delivered'), await taskIn(w, 'delivered')];
    const due = new Date(t.app.ctx.now().getTime() + 3 * DAY).toISOString();
    const recruiting = [await taskIn(w, 'recruiting', { rdate: due }), await taskIn(w, 'recruiting', { rdate: due })];
    t.advance(8 * DAY);
    const url = (t.app.ctx.database as Database & { url?: string }).url!;
    const second = await openDatabase({ databaseUrl: url });
    try {
      const other = { db: second.db, live: createLiveHub(second), now: t.app.ctx.now };
      const designerBefore = await balance(t, w.designer.id);
      const [a, b] = await Promise.all([runTaskTimers(t.app.ctx), runTaskTimers(other)]);
      expect([...a.autoAccepted, ...b.autoAccepted].sort()).toEqual([...delivered].sort());
      expect([...a.expired, ...b.expired].filter((id) => recruiting.includes(id)).sort()).toEqual([...recruiting].sort());
      expect(await balance(t, w.designer.id)).toBe(designerBefore + 3 * 720_000);
      for (const id of recruiting) expect(await escrowBalance(t, w.publisher.id, id)).toBe(0);
      await assertLedgerIntact(t);
    } finally {
      await second.close();
    }
  });
});

describe('timers run twice at once (any database)', () => {
  it('pay once', async () => {
    const id = await taskIn(w, 'delivered');
    t.advance(8 * DAY);
    const before = await balance(t, w.designer.id);
    const [a, b] = await Promise.all([runTaskTimers(t.app.ctx), runTaskTimers(t.app.ctx)]);
    expect([...a.autoAccepted, ...b.autoAccepted].filter((x) => x === id)).toHaveLength(1);
    expect(await balance(t, w.designer.id)).toBeGreaterThanOrEqual(before + 720_000);
    expect(
      (await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }))).orbits.filter((o: any) => o.action === 'auto_accept'),
    ).toHaveLength(1);
    await assertLedgerIntact(t);
  });
});
