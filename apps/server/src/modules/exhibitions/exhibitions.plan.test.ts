// @engine-parity: floor plans stored as JSON
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { taskBody, topUp, PIN } from '../tasks/tasks.fixtures.js';
import { checkBrief } from '@boothhub/shared';
import { exWorld, fails, ok, published, type ExWorld } from './exhibitions.fixtures.js';

let t: TestApp;
let w: ExWorld;
withTestApp(exWorld, (app, made) => ((t = app), (w = made)));

const plot = (number: string, xCm: number, yCm: number, over: Record<string, unknown> = {}) => ({
  number,
  widthCm: 600,
  depthCm: 300,
  opens: 2,
  xCm,
  yCm,
  ...over,
});
const hall = (plots: unknown[], over: Record<string, unknown> = {}) => ({
  name: '1 号馆',
  nameEn: 'Hall 1',
  widthCm: 3000,
  depthCm: 2000,
  plots,
  ...over,
});

describe('floor plans', () => {
  it('replaces the whole plan, answers it and the public reads it with the rules and dates', async () => {
    const id = await published(w, { rules: { maxStoreys: 1 } });
    const saved = await ok(
      w.business.agent.call('Article/huizhanPlan', {
        id,
        halls: [hall([plot('A01', 0, 0), plot('A02', 600, 0, { opens: 4 })]), hall([plot('B01', 0, 0)], { name: '2 号馆', nameEn: 'Hall 2' })],
      }),
    );
    expect(saved.halls.map((h: { name: string; nameEn: string }) => [h.name, h.nameEn])).toEqual([
      ['1 号馆', 'Hall 1'],
      ['2 号馆', 'Hall 2'],
    ]);
    const booth = await ok(t.agent().call('Common/huizhanBooth', { id }, { 'accept-language': 'en-US' }));
    expect(booth).toMatchObject({
      id,
      city: '上海',
      rules: { maxStoreys: 1 },
      venue: null,
      can: { plan: false },
      sdate: expect.any(String),
      edate: expect.any(String),
    });
    expect(booth.halls[0]).toMatchObject({ name: 'Hall 1', widthCm: 3000, depthCm: 2000 });
    expect(booth.halls[0].plots[1]).toEqual({
      id: expect.any(Number),
      number: 'A02',
      widthCm: 600,
      depthCm: 300,
      opens: 4,
      xCm: 600,
      yCm: 0,
      state: 'free',
      exhibitor: null,
      taskCount: 0,
      tasks: [],
    });
    expect(await ok(t.agent().call('Common/huizhanInfo', { id }))).toMatchObject({ halls: 2, plots: 3 });

    // ids sent back are kept (tasks point at plots), rows without one are new, the rest go
    const a01 = saved.halls[0].plots[0].id;
    const again = await ok(
      w.business.agent.call('Article/huizhanPlan', {
        id,
        halls: [hall([{ ...plot('A01', 0, 0), id: a01 }, plot('A03', 1200, 0)], { id: saved.halls[0].id })],
      }),
    );
    expect(again.halls).toHaveLength(1);
    expect(again.halls[0].id).toBe(saved.halls[0].id);
    expect(again.halls[0].plots.map((p: { id: number; number: string }) => p.number)).toEqual(['A01', 'A03']);
    expect(again.halls[0].plots[0].id).toBe(a01);
    // and new rows never collide with kept ids
    const third = await ok(w.business.agent.call('Article/huizhanPlan', { id, halls: [hall([plot('C01', 0, 0)])] }));
    expect(third.halls[0].plots[0].id).toBeGreaterThan(a01);
  });

  it('refuses a broken plan with VALIDATION_FAILED naming the row', async () => {
    const id = await published(w);
    const bad = async (halls: unknown[], field: string, reason: RegExp) => {
      const body = await fails(w.business.agent.call('Article/huizhanPlan', { id, halls }), 400, 'VALIDATION_FAILED');
      expect(body.details?.field ?? body.errorMessage).toContain(field);
      expect(body.errorMessage).toMatch(reason);
    };
    await bad([hall([plot('A01', 0, 0), plot('A02', 2500, 0)])], 'halls.0.plots.1', /outside/);
    await bad([hall([plot('A01', 0, 0), plot('A02', 300, 100)])], 'halls.0.plots.1', /overlaps plot A01/);
    await bad([hall([plot('A01', 0, 0)]), hall([plot('B1', 0, 0), plot('b1', 600, 0)])], 'halls.1.plots.1', /used twice/);
    await bad([hall([plot('A01', 0, 0, { widthCm: 0 })])], 'halls.0.plots.0.widthCm', /./);
    await bad([hall([plot('A01', 0, 0, { opens: 5 })])], 'halls.0.plots.0.opens', /./);
    await bad(
      Array.from({ length: 51 }, () => hall([])),
      'halls',
      /./,
    );
    // touching edges are fine
    await ok(w.business.agent.call('Article/huizhanPlan', { id, halls: [hall([plot('A01', 0, 0), plot('A02', 600, 0), plot('A03', 0, 300)])] }));
  });

  it('only the publisher or an admin edits the plan; a hidden entry is not found', async () => {
    const id = await published(w);
    await fails(w.other.agent.call('Article/huizhanPlan', { id, halls: [] }), 403, 'FORBIDDEN');
    await fails(t.agent().call('Article/huizhanPlan', { id, halls: [] }), 401, 'AUTH_REQUIRED');
    await ok(w.admin.agent.call('Article/huizhanPlan', { id, halls: [hall([])] }));
    const draft = await published(w, {}, 'draft');
    await fails(w.other.agent.call('Article/huizhanPlan', { id: draft, halls: [] }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(t.agent().call('Common/huizhanBooth', { id: draft }), 404, 'EXHIBITION_NOT_FOUND');
    await ok(w.business.agent.call('Article/huizhanPlan', { id: draft, halls: [hall([plot('A1', 0, 0)])] }));
    expect((await ok(w.business.agent.call('Article/huizhanEdit', { id: draft }))).halls[0].plots).toHaveLength(1);
    // a plan edit needs no review
    expect((await ok(t.agent().call('Common/huizhanInfo', { id }))).status).toBe('approved');
  });
});

describe('tasks for an exhibition and its plots', () => {
  it('a task must name an approved exhibition and a plot of it; the task page shows the rules; the plot counts it', async () => {
    const rules = { maxStoreys: 1, rigging: false, fireNotes: '阻燃材料' };
    const id = await published(w, { rules });
    const plan = await ok(w.business.agent.call('Article/huizhanPlan', { id, halls: [hall([plot('A01', 0, 0)])] }));
    const plotId = plan.halls[0].plots[0].id;
    const other = await published(w);
    const draft = await published(w, {}, 'draft');
    const pub = (over: Record<string, unknown>) => w.business.agent.call('Taskcenter/businessTaskPub', taskBody(t, over));
    await fails(pub({ groupid: draft }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(pub({ groupid: 999_999 }), 404, 'EXHIBITION_NOT_FOUND');
    await fails(pub({ groupid: other, plotId }), 404, 'PLOT_NOT_FOUND');
    await fails(pub({ plotId }), 400, 'VALIDATION_FAILED');
    const { id: taskId } = await ok(pub({ groupid: id, plotId, layer: 2 }));
    await topUp(w.business, 10_000_000);
    await ok(w.business.agent.call('Taskcenter/businessTaskPay', { id: taskId, paycode: PIN }));

    const show = await ok(w.designer.agent.call('Taskcenter/showBusinesTask', { id: taskId }));
    expect(show.exhibition).toEqual({ id, title: '上海国际汽车工业展览会', rules });
    expect(show.detail).toMatchObject({ groupid: id, plotId });
    const booth = await ok(t.agent().call('Common/huizhanBooth', { id }));
    expect(booth.halls[0].plots[0].taskCount).toBe(1);
    const tasks = await ok(t.agent().call('Common/huizhanTasks', { id }));
    expect(tasks).toMatchObject({ total: 1, page: 1 });
    expect(tasks.listItem[0]).toMatchObject({ id: taskId, status: 'recruiting', groupid: id });
    expect((await ok(t.agent().call('Common/huizhanTasks', { id: other }))).total).toBe(0);
    await fails(t.agent().call('Common/huizhanTasks', { id: draft }), 404, 'EXHIBITION_NOT_FOUND');
  });
});

describe("a brief's height and rigging (issue 32 item 3)", () => {
  it('are stored, answered and kept by an edit; a breach of the rules is a warning the task page can show, not a refusal', async () => {
    const rules = { maxHeightCm: 600, rigging: false };
    const id = await published(w, { rules });
    const pub = (over: Record<string, unknown>) => w.business.agent.call('Taskcenter/businessTaskPub', taskBody(t, { groupid: id, ...over }));
    await fails(pub({ heightCm: 50 }), 400, 'VALIDATION_FAILED');
    await fails(pub({ heightCm: 5001 }), 400, 'VALIDATION_FAILED');
    await fails(pub({ rigging: 'yes' }), 400, 'VALIDATION_FAILED');
    const { id: taskId } = await ok(pub({ heightCm: 700, rigging: true }));
    const show = await ok(w.business.agent.call('Taskcenter/showBusinesTask', { id: taskId }));
    expect(show.detail).toMatchObject({ heightCm: 700, rigging: true });
    expect(checkBrief(show.exhibition.rules, show.detail).map((x) => x.code)).toEqual(['HEIGHT_EXCEEDED', 'RIGGING_NOT_ALLOWED']);
    await ok(w.business.agent.call('Taskcenter/businessTaskEdit', { id: taskId, title: '七米高的特装展台' }));
    expect((await ok(w.business.agent.call('Taskcenter/showBusinesTask', { id: taskId }))).detail).toMatchObject({ heightCm: 700, rigging: true });
    const plain = await ok(w.business.agent.call('Taskcenter/businessTaskPub', taskBody(t)));
    expect((await ok(w.business.agent.call('Taskcenter/showBusinesTask', { id: plain.id }))).detail).toMatchObject({ heightCm: null, rigging: null });
  });
});
