import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { PIN, taskBody, topUp } from '../tasks/tasks.fixtures.js';
import { exWorld, fails, ok, published, type ExWorld } from './exhibitions.fixtures.js';

/** Booth plots marked free, reserved or sold, and the tasks posted for them on the public plan (issue 32 item 2, decision 070). */
let t: TestApp;
let w: ExWorld;
withTestApp(exWorld, (app, made) => ((t = app), (w = made)));

const plot = (number: string, xCm: number) => ({ number, widthCm: 600, depthCm: 300, opens: 2, xCm, yCm: 0 });
async function planned() {
  const id = await published(w);
  const plan = await ok(
    w.business.agent.call('Article/huizhanPlan', {
      id,
      halls: [{ name: '1 号馆', nameEn: 'Hall 1', widthCm: 3000, depthCm: 2000, plots: [plot('A01', 0), plot('A02', 600)] }],
    }),
  );
  return { id, hallId: plan.halls[0].id as number, a01: plan.halls[0].plots[0].id as number, a02: plan.halls[0].plots[1].id as number };
}
const plotsOf = async (id: number, agent = t.agent()) => (await ok(agent.call('Common/huizhanBooth', { id }))).halls[0].plots;

describe('booth plot states', () => {
  it('the organiser marks a plot; everyone sees its state, the exhibitor only once published; a replaced plan keeps the mark', async () => {
    const { id, hallId, a01, a02 } = await planned();
    const marked = await ok(w.business.agent.call('Article/huizhanPlotMark', { id, plotId: a01, state: 'sold', exhibitor: '  比亚迪汽车 ' }));
    expect(marked).toMatchObject({ id: a01, number: 'A01', state: 'sold', exhibitor: '比亚迪汽车', exhibitorPublic: false });
    let [p1, p2] = await plotsOf(id);
    expect(p1).toMatchObject({ state: 'sold', exhibitor: null });
    expect(p1.exhibitorPublic).toBeUndefined();
    expect(p2).toMatchObject({ state: 'free', exhibitor: null });
    // the organiser sees the name even unpublished
    expect((await plotsOf(id, w.business.agent))[0]).toMatchObject({ exhibitor: '比亚迪汽车', exhibitorPublic: false });

    await ok(w.business.agent.call('Article/huizhanPlotMark', { id, plotId: a01, state: 'sold', exhibitor: '比亚迪汽车', exhibitorPublic: true }));
    await ok(w.admin.agent.call('Article/huizhanPlotMark', { id, plotId: a02, state: 'reserved' }));
    [p1, p2] = await plotsOf(id);
    expect(p1).toMatchObject({ state: 'sold', exhibitor: '比亚迪汽车' });
    expect(p2).toMatchObject({ state: 'reserved', exhibitor: null });

    // the editor sends the plan again with A01's id: its mark stays; A02 sent without its id is a new, free plot
    await ok(
      w.business.agent.call('Article/huizhanPlan', {
        id,
        halls: [{ id: hallId, name: '1 号馆', widthCm: 3000, depthCm: 2000, plots: [{ ...plot('A01', 0), id: a01 }, plot('A02', 600)] }],
      }),
    );
    [p1, p2] = await plotsOf(id);
    expect(p1).toMatchObject({ id: a01, state: 'sold', exhibitor: '比亚迪汽车' });
    expect(p2).toMatchObject({ state: 'free' });

    // freeing a plot drops its exhibitor
    const freed = await ok(
      w.business.agent.call('Article/huizhanPlotMark', { id, plotId: a01, state: 'free', exhibitor: '比亚迪汽车', exhibitorPublic: true }),
    );
    expect(freed).toMatchObject({ state: 'free', exhibitor: null, exhibitorPublic: false });
  });

  it('only the publisher or an admin marks; a plot of another exhibition is not found; a bad state is refused', async () => {
    const { id, a01 } = await planned();
    const other = await planned();
    await fails(w.other.agent.call('Article/huizhanPlotMark', { id, plotId: a01, state: 'sold' }), 403, 'FORBIDDEN');
    await fails(w.designer.agent.call('Article/huizhanPlotMark', { id, plotId: a01, state: 'sold' }), 403, 'FORBIDDEN');
    await fails(t.agent().call('Article/huizhanPlotMark', { id, plotId: a01, state: 'sold' }), 401, 'AUTH_REQUIRED');
    await fails(w.business.agent.call('Article/huizhanPlotMark', { id, plotId: other.a01, state: 'sold' }), 404, 'PLOT_NOT_FOUND');
    await fails(w.business.agent.call('Article/huizhanPlotMark', { id, plotId: a01, state: 'taken' }), 400, 'VALIDATION_FAILED');
    expect((await plotsOf(id))[0].state).toBe('free');
  });

  it("the plan links the tasks posted for a plot: public ones to everyone, a draft only to its publisher, each marked as the viewer's", async () => {
    const { id, a01, a02 } = await planned();
    const pub = async (title: string) =>
      (await ok(w.business.agent.call('Taskcenter/businessTaskPub', taskBody(t, { title, groupid: id, plotId: a01 })))).id as number;
    const paid = await pub('A01 特装展台设计');
    await topUp(w.business, 10_000_000);
    await ok(w.business.agent.call('Taskcenter/businessTaskPay', { id: paid, paycode: PIN }));
    const draft = await pub('A01 第二个方案');

    const [anon] = await plotsOf(id);
    expect(anon.tasks).toEqual([{ id: paid, title: 'A01 特装展台设计', status: 'recruiting', mine: false }]);
    expect(anon.taskCount).toBe(1);
    const [mine, free] = await plotsOf(id, w.business.agent);
    expect(mine.tasks).toEqual([
      { id: draft, title: 'A01 第二个方案', status: 'unpaid', mine: true },
      { id: paid, title: 'A01 特装展台设计', status: 'recruiting', mine: true },
    ]);
    expect(mine.taskCount).toBe(1);
    expect(free).toMatchObject({ id: a02, taskCount: 0, tasks: [] });
  });
});
