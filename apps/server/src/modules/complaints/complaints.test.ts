import { describe, expect, it } from 'vitest';
import { type Agent, type TestApp, withTestApp } from '../../../test/harness.js';
import { assertLedgerIntact, balance, escrowBalance, ok, revenue, taskIn, upload, world, type World } from '../tasks/tasks.fixtures.js';

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

const code = async (p: Promise<{ status: number; body: any }>) => {
  const r = await p;
  return { status: r.status, code: r.body.errorCode };
};
const kinds = async (a: Agent) => (await ok(a.call('Tipcenter/getList', { page: 1, pageSize: 100 }))).listItem.map((m: any) => m.kind);

async function complaintOn(state: 'in_progress' | 'delivered', by: 'publisher' | 'designer' = 'publisher') {
  const id = await taskIn(w, state);
  const evidence = await upload(t, w[by], 'attachment');
  const c = await ok(
    w[by].agent.call('Complain/complainAdd', { taskId: id, category: 'quality', content: '交付内容与需求不符，多次沟通无果。', files: [evidence] }),
  );
  return { taskId: id, complaintId: c.id as number, evidence };
}

describe('complaints', () => {
  it('freeze the task, show everything to the parties and admins, and nothing to others', async () => {
    const { taskId, complaintId } = await complaintOn('delivered');
    await ok(w.designer.agent.call('Taskcenter/chatPost', { id: taskId, content: '效果图已经按要求修改。' }));
    expect((await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id: taskId }))).detail.status).toBe('disputed');
    expect(await kinds(w.designer.agent)).toContain('complaint.opened');
    const info = await ok(w.admin.agent.call('Complain/complainInfo', { id: complaintId }));
    expect(info.complaint).toMatchObject({ status: 'open', side: 'publisher', category: 'quality' });
    expect(info.complaint.files[0].url).toMatch(/^\/api\/File\/private\//);
    expect(info.task.conts).not.toBeNull();
    expect(info.deliveries).toHaveLength(1);
    expect(info.conversation.map((m: any) => m.content)).toEqual(['效果图已经按要求修改。']);
    expect(info.orbits.at(-1)).toMatchObject({ action: 'complain', to: 'disputed' });
    for (const a of [w.publisher.agent, w.designer.agent]) expect((await a.call('Complain/complainInfo', { id: complaintId })).status).toBe(200);
    for (const a of [w.applicant.agent, w.stranger.agent])
      expect(await code(a.call('Complain/complainInfo', { id: complaintId }))).toEqual({ status: 404, code: 'COMPLAINT_NOT_FOUND' });
    expect(await code(t.agent().call('Complain/complainInfo', { id: complaintId }))).toEqual({ status: 401, code: 'AUTH_REQUIRED' });
    expect(await code(w.banned.agent.call('Complain/complainInfo', { id: complaintId }))).toEqual({ status: 403, code: 'ACCOUNT_BANNED' });
    expect((await ok(w.designer.agent.call('Complain/complainList', { page: 1, pageSize: 50 }))).listItem.map((c: any) => c.id)).toContain(
      complaintId,
    );
    expect((await ok(w.stranger.agent.call('Complain/complainList', { page: 1, pageSize: 50 }))).total).toBe(0);
  });

  it('can be edited and withdrawn by the author while open only', async () => {
    const { taskId, complaintId } = await complaintOn('in_progress', 'designer');
    expect(await code(w.publisher.agent.call('Complain/complainEdit', { id: complaintId, content: '不是我写的投诉内容，试图修改。' }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await code(w.admin.agent.call('Complain/complainWithdraw', { id: complaintId }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    const edited = await ok(
      w.designer.agent.call('Complain/complainEdit', { id: complaintId, content: '补充说明：企业迟迟不提供资料。', files: [] }),
    );
    expect(edited).toMatchObject({ content: '补充说明：企业迟迟不提供资料。', files: [] });
    await ok(w.admin.agent.call('Admin/complainTake', { id: complaintId }));
    expect(await code(w.designer.agent.call('Complain/complainEdit', { id: complaintId, content: '处理中还想再改一次内容。' }))).toEqual({
      status: 409,
      code: 'STATE_CONFLICT',
    });
    expect(await code(w.designer.agent.call('Complain/complainWithdraw', { id: complaintId }))).toEqual({ status: 409, code: 'STATE_CONFLICT' });
    expect(await code(w.admin.agent.call('Admin/complainTake', { id: complaintId }))).toEqual({ status: 409, code: 'STATE_CONFLICT' });

    const second = await complaintOn('in_progress', 'designer');
    const withdrawn = await ok(w.designer.agent.call('Complain/complainWithdraw', { id: second.complaintId }));
    expect(withdrawn.status).toBe('withdrawn');
    expect((await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id: second.taskId }))).detail.status).toBe('in_progress');
    void taskId;
  });

  it('decisions move the escrow through the ledger, with commission on the designer part, messages and an audit entry', async () => {
    const cases = [
      { decision: 'designer', designerAmount: 800_000, status: 'completed' },
      { decision: 'business', designerAmount: 0, status: 'cancelled' },
      { decision: 'split', designerAmount: 333_335, status: 'completed' },
    ] as const;
    for (const c of cases) {
      const { taskId, complaintId } = await complaintOn('delivered');
      const before = { p: await balance(t, w.publisher.id), d: await balance(t, w.designer.id), r: await revenue(t) };
      const res = await ok(
        w.admin.agent.call('Admin/complainDecide', {
          id: complaintId,
          decision: c.decision,
          reason: '依据双方证据裁定',
          ...(c.decision === 'split' ? { designerAmount: c.designerAmount } : {}),
        }),
      );
      const commission = Math.floor(c.designerAmount / 10);
      expect(res).toMatchObject({
        status: 'resolved',
        decision: c.decision,
        designerAmount: c.designerAmount,
        commission,
        businessAmount: 800_000 - c.designerAmount,
      });
      expect(await balance(t, w.designer.id)).toBe(before.d + c.designerAmount - commission);
      expect(await balance(t, w.publisher.id)).toBe(before.p + 800_000 - c.designerAmount);
      expect(await revenue(t)).toBe(before.r + commission);
      expect(await escrowBalance(t, w.publisher.id, taskId)).toBe(0);
      expect((await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id: taskId }))).detail.status).toBe(c.status);
      expect(await kinds(w.publisher.agent)).toContain('complaint.resolved');
      expect(await kinds(w.designer.agent)).toContain('complaint.resolved');
      const auditRows = await ok(w.admin.agent.call('Admin/auditList', { page: 1, pageSize: 5, action: 'complaint.decide' }));
      expect(auditRows.listItem[0]).toMatchObject({ action: 'complaint.decide', target: `complaint:${complaintId}`, reason: '依据双方证据裁定' });
    }
    await assertLedgerIntact(t);
  });

  it('refuses a split outside 0.01..cost-0.01, and the admin calls to anyone but admins', async () => {
    const { complaintId } = await complaintOn('in_progress');
    for (const designerAmount of [800_000, 900_000]) {
      expect(await code(w.admin.agent.call('Admin/complainDecide', { id: complaintId, decision: 'split', designerAmount, reason: 'x' }))).toEqual({
        status: 400,
        code: 'SPLIT_AMOUNT_INVALID',
      });
    }
    expect(await code(w.admin.agent.call('Admin/complainDecide', { id: complaintId, decision: 'split', reason: 'x' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(await code(w.admin.agent.call('Admin/complainDecide', { id: complaintId, decision: 'designer', reason: '' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const calls: Array<[string, Record<string, unknown>]> = [
      ['Admin/complainList', { page: 1, pageSize: 10 }],
      ['Admin/complainTake', { id: complaintId }],
      ['Admin/complainDecide', { id: complaintId, decision: 'designer', reason: 'x' }],
    ];
    for (const [call, body] of calls) {
      for (const a of [w.publisher.agent, w.designer.agent, w.applicant.agent, w.stranger.agent])
        expect(await code(a.call(call, body))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await code(t.agent().call(call, body))).toEqual({ status: 401, code: 'AUTH_REQUIRED' });
      expect(await code(w.banned.agent.call(call, body))).toEqual({ status: 403, code: 'ACCOUNT_BANNED' });
    }
    const queue = await ok(w.admin.agent.call('Admin/complainList', { page: 1, pageSize: 100 }));
    expect(queue.listItem.map((c: any) => c.id)).toContain(complaintId);
    expect(
      (await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id: queue.listItem.find((c: any) => c.id === complaintId).taskId }))).detail
        .status,
    ).toBe('disputed');
  });
});
