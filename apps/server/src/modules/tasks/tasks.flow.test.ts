import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { assertLedgerIntact, balance, DAY, escrowBalance, ok, PIN, revenue, taskBody, upload, world, type World } from './tasks.fixtures.js';
import { runTaskTimers } from './tasks.timers.js';

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

describe('a task from brief to payout', () => {
  it('publishes, pays, recruits, selects, delivers, revises, accepts and pays the designer less commission', async () => {
    const { publisher, designer, applicant } = w;
    const attach = await upload(t, publisher, 'attachment', 'pdf');
    const { id, status } = await ok(publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { attach: [attach], cost: 1_234_567 })));
    expect(status).toBe('unpaid');

    // a draft is the publisher's only
    expect((await designer.agent.call('Taskcenter/showBusinesTask', { id })).body.errorCode).toBe('TASK_NOT_FOUND');
    const before = await balance(t, publisher.id);
    expect(await ok(publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }))).toEqual({ id, status: 'recruiting' });
    expect(await balance(t, publisher.id)).toBe(before - 1_234_567);
    expect(await escrowBalance(t, publisher.id, id)).toBe(1_234_567);

    const anon = await t.agent().call('Taskcenter/showBusinesTask', { id });
    expect(anon.status).toBe(200);
    expect(anon.body.data.detail.conts).toBeNull();
    expect(anon.body.data.detail.attach).toBeNull();

    await ok(designer.agent.call('Taskcenter/designerSignup', { id, message: '十年车展经验，可以按时交付。', days: 10, quote: 1_000_000 }));
    await ok(applicant.agent.call('Taskcenter/designerSignup', { id, message: 'Happy to help with this booth.', days: 7 }));
    const shown = await ok(publisher.agent.call('Taskcenter/showBusinesTask', { id }));
    expect(shown.signups.map((s: any) => s.cardno).sort()).toEqual([designer.cardno, applicant.cardno].sort());
    expect(shown.detail.conts).toEqual({ name: '王经理', phone: '13912345678' });
    expect(shown.detail.attach[0].url).toMatch(/^\/api\/File\/private\//);

    expect(await ok(publisher.agent.call('Taskcenter/businessSelect', { id, cardno: designer.cardno }))).toEqual({ id, status: 'in_progress' });
    const msgs = await ok(applicant.agent.call('Tipcenter/getList', { page: 1, pageSize: 20 }));
    expect(msgs.listItem.map((m: any) => m.kind)).toContain('task.not_selected');

    const f1 = await upload(t, designer, 'delivery');
    expect(await ok(designer.agent.call('Taskcenter/designerTaskPost', { id, note: 'v1', files: [f1] }))).toEqual({
      id,
      status: 'delivered',
      version: 1,
    });
    await ok(publisher.agent.call('Taskcenter/businessRevise', { id, reason: '请把洽谈区放大一些' }));
    const f2 = await upload(t, designer, 'delivery');
    expect((await ok(designer.agent.call('Taskcenter/designerTaskPost', { id, note: 'v2', files: [f2] }))).version).toBe(2);

    const review = await ok(publisher.agent.call('Taskcenter/showBusinesTask', { id }));
    expect(review.newdoc.version).toBe(2);
    expect(review.deliveries).toHaveLength(2);
    expect(review.newdoc.files[0].url).toBeNull(); // originals only after acceptance
    expect(review.newdoc.files[0].preview).toBe(`/api/Taskcenter/preview/${id}/${f2}`);
    const preview = await publisher.agent.get(review.newdoc.files[0].preview);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await w.stranger.agent.get(review.newdoc.files[0].preview)).status).toBe(403);

    const designerBefore = await balance(t, designer.id);
    const revenueBefore = await revenue(t);
    expect(await ok(publisher.agent.call('Taskcenter/businessAccept', { id }))).toEqual({ id, status: 'completed' });
    const commission = Math.floor(1_234_567 * 0.1); // 123456.7 → 123456, rounded down for the designer
    expect(await balance(t, designer.id)).toBe(designerBefore + 1_234_567 - commission);
    expect(await revenue(t)).toBe(revenueBefore + commission);
    expect(await escrowBalance(t, publisher.id, id)).toBe(0);
    // one payout, one message, saying the coins after commission
    const told = (await ok(designer.agent.call('Tipcenter/getList', { page: 1, pageSize: 20 }))).listItem.filter((m: any) =>
      m.link?.includes(`${id}`),
    );
    const payouts = told.filter((m: any) => m.kind === 'task.accepted' || m.kind === 'coins.received');
    expect(payouts.map((m: any) => m.kind)).toEqual(['task.accepted']);
    expect(payouts[0].content).toContain(((1_234_567 - commission) / 100).toFixed(2));

    const done = await ok(publisher.agent.call('Taskcenter/showBusinesTask', { id }));
    expect(done.newdoc.files[0].url).toMatch(/^\/api\/File\/private\//);
    expect(done.orbits.map((o: any) => o.action)).toEqual(['publish', 'pay', 'signup', 'signup', 'select', 'deliver', 'revise', 'deliver', 'accept']);
    await assertLedgerIntact(t);
  });

  it('auto-accepts a delivery after 7 days and cancels an expired recruiting task, once', async () => {
    const { publisher, designer } = w;
    const a = await ok(publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t)));
    await ok(publisher.agent.call('Taskcenter/businessTaskPay', { id: a.id, paycode: PIN }));
    await ok(designer.agent.call('Taskcenter/designerSignup', { id: a.id, message: '可以接这个任务。', days: 5 }));
    await ok(publisher.agent.call('Taskcenter/businessSelect', { id: a.id, cardno: designer.cardno }));
    await ok(designer.agent.call('Taskcenter/designerTaskPost', { id: a.id, note: 'v1', files: [await upload(t, designer, 'delivery')] }));
    const b = await ok(
      publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { rdate: new Date(t.app.ctx.now().getTime() + 3 * DAY).toISOString() })),
    );
    await ok(publisher.agent.call('Taskcenter/businessTaskPay', { id: b.id, paycode: PIN }));

    expect(await runTaskTimers(t.app.ctx)).toEqual({ autoAccepted: [], expired: [] });
    t.advance(4 * DAY);
    expect(await runTaskTimers(t.app.ctx)).toEqual({ autoAccepted: [], expired: [b.id] });
    t.advance(3 * DAY + 1000);
    expect(await runTaskTimers(t.app.ctx)).toEqual({ autoAccepted: [a.id], expired: [] });
    expect(await runTaskTimers(t.app.ctx)).toEqual({ autoAccepted: [], expired: [] });
    const shownA = await ok(publisher.agent.call('Taskcenter/showBusinesTask', { id: a.id }));
    expect(shownA.detail.status).toBe('completed');
    expect(shownA.orbits.at(-1)).toMatchObject({ action: 'auto_accept', actor: null });
    expect((await ok(publisher.agent.call('Taskcenter/showBusinesTask', { id: b.id }))).detail.status).toBe('cancelled');
    await assertLedgerIntact(t);
  });

  it('honours Idempotency-Key on payment: a repeat answers the first result and moves nothing again', async () => {
    const { publisher } = w;
    const { id } = await ok(publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t)));
    const before = await balance(t, publisher.id);
    const key = { 'idempotency-key': `pay-${id}` };
    const first = await publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }, key);
    const again = await publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance(t, publisher.id)).toBe(before - 800_000);
    // without the key, a second payment is a state conflict
    expect((await publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN })).body.errorCode).toBe('STATE_CONFLICT');
    expect(await escrowBalance(t, publisher.id, id)).toBe(800_000);
  });
});
