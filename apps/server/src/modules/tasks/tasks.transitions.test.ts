import { taskStatuses, type TaskStatus } from '@boothhub/shared/contracts/tasks';
import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '../../../test/harness.js';
import { assertLedgerIntact, escrowBalance, ok, PIN, taskIn, upload, world, type Actor, type World } from './tasks.fixtures.js';

/**
 * Every transition of docs/rules/tasks.md tried from every state: allowed where the
 * state machine says so (and the task lands in the right state), 409
 * STATE_CONFLICT everywhere else with nothing changed (status, orbits, escrow).
 */
let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

interface Transition {
  name: string;
  by: (w: World) => Actor;
  call: string;
  body: (id: number) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** from → to */
  allowed: Partial<Record<TaskStatus, TaskStatus>>;
  /** refusal other than 409 in some states */
  otherRefusal?: Partial<Record<TaskStatus, [number, string]>>;
}

const transitions: Transition[] = [
  {
    name: 'pay',
    by: (w) => w.publisher,
    call: 'Taskcenter/businessTaskPay',
    body: (id) => ({ id, paycode: PIN }),
    allowed: { unpaid: 'recruiting' },
  },
  {
    name: 'select',
    by: (w) => w.publisher,
    call: 'Taskcenter/businessSelect',
    body: (id) => ({ id, cardno: w.applicant.cardno }),
    allowed: { recruiting: 'in_progress' },
  },
  { name: 'cancel', by: (w) => w.publisher, call: 'Taskcenter/businessTaskCancel', body: (id) => ({ id }), allowed: { recruiting: 'cancelled' } },
  {
    name: 'deliver',
    by: (w) => w.designer,
    call: 'Taskcenter/designerTaskPost',
    body: async (id) => ({ id, note: '新版本', files: [await upload(t, w.designer, 'delivery')] }),
    allowed: { in_progress: 'delivered' },
    // before a selection the designer is nobody's selected designer
    otherRefusal: { unpaid: [404, 'TASK_NOT_FOUND'], recruiting: [403, 'FORBIDDEN'], cancelled: [403, 'FORBIDDEN'] },
  },
  {
    name: 'revise',
    by: (w) => w.publisher,
    call: 'Taskcenter/businessRevise',
    body: (id) => ({ id, reason: '请调整灯光' }),
    allowed: { delivered: 'in_progress' },
  },
  { name: 'accept', by: (w) => w.publisher, call: 'Taskcenter/businessAccept', body: (id) => ({ id }), allowed: { delivered: 'completed' } },
  {
    name: 'complain',
    by: (w) => w.publisher,
    call: 'Complain/complainAdd',
    body: (id) => ({ taskId: id, category: 'quality', content: '交付的效果图与需求严重不符。' }),
    allowed: { in_progress: 'disputed', delivered: 'disputed' },
  },
  {
    name: 'sign up',
    by: (w) => w.stranger,
    call: 'Taskcenter/designerSignup',
    body: (id) => ({ id, message: '可以承接，经验丰富。', days: 6 }),
    allowed: { recruiting: 'recruiting' },
    otherRefusal: { unpaid: [404, 'TASK_NOT_FOUND'] },
  },
  {
    name: 'withdraw a signup',
    by: (w) => w.applicant,
    call: 'Taskcenter/designerSignupCancel',
    body: (id) => ({ id }),
    allowed: { recruiting: 'recruiting' },
    otherRefusal: { unpaid: [404, 'TASK_NOT_FOUND'] },
  },
  { name: 'delete', by: (w) => w.publisher, call: 'Taskcenter/businessTaskDel', body: (id) => ({ id }), allowed: { unpaid: 'unpaid' } },
  {
    name: 'edit the title',
    by: (w) => w.publisher,
    call: 'Taskcenter/businessTaskEdit',
    body: (id) => ({ id, title: '改过的标题 edited title' }),
    allowed: { unpaid: 'unpaid' },
  },
  {
    name: 'edit the tips',
    by: (w) => w.publisher,
    call: 'Taskcenter/businessTaskEdit',
    body: (id) => ({ id, tips: '补充：需要一个 LED 大屏。' }),
    allowed: { unpaid: 'unpaid', recruiting: 'recruiting' },
  },
];

async function snapshot(id: number) {
  const d = await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }));
  return { status: d.detail.status, orbits: d.orbits.length, escrow: await escrowBalance(t, w.publisher.id, id) };
}

describe('every transition from every state', () => {
  for (const tr of transitions) {
    for (const from of taskStatuses) {
      const to = tr.allowed[from];
      it(`${tr.name} from ${from}: ${to ? `→ ${to}` : 'refused'}`, async () => {
        const id = await taskIn(w, from);
        const before = await snapshot(id);
        const res = await tr.by(w).agent.call(tr.call, await tr.body(id));
        if (to) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          if (tr.name === 'delete') {
            expect((await w.publisher.agent.call('Taskcenter/showBusinesTask', { id })).body.errorCode).toBe('TASK_NOT_FOUND');
          } else {
            const after = await snapshot(id);
            expect(after.status).toBe(to);
            expect(after.orbits).toBe(before.orbits + 1);
          }
        } else {
          const [status, code] = tr.otherRefusal?.[from] ?? [409, 'STATE_CONFLICT'];
          expect({ status: res.status, code: res.body.errorCode }).toEqual({ status, code });
          expect(await snapshot(id)).toEqual(before);
        }
      });
    }
  }

  it('admin decisions only on a disputed task; the escrow goes where decided, once', async () => {
    const admin = w.admin.agent;
    const decide = (complaintId: number, decision: string, extra: Record<string, unknown> = {}) =>
      admin.call('Admin/complainDecide', { id: complaintId, decision, reason: '依据双方提交的证据', ...extra });
    // a complaint on an in-progress task, decided for the business: cancelled, full refund
    const a = await taskIn(w, 'disputed');
    const [ca] = (await ok(admin.call('Admin/complainList', { page: 1, pageSize: 100 }))).listItem.filter((c: any) => c.taskId === a);
    expect((await decide(ca.id, 'business')).status).toBe(200);
    expect((await snapshot(a)).status).toBe('cancelled');
    expect(await escrowBalance(t, w.publisher.id, a)).toBe(0);
    const again = await decide(ca.id, 'designer');
    expect({ status: again.status, code: again.body.errorCode }).toEqual({ status: 409, code: 'STATE_CONFLICT' });

    // withdrawn: back to the state it froze; a decision is then refused
    const b = await taskIn(w, 'delivered');
    const cb = await ok(w.designer.agent.call('Complain/complainAdd', { taskId: b, category: 'payment', content: '企业一直不验收也不提修改意见。' }));
    expect((await snapshot(b)).status).toBe('disputed');
    await ok(w.designer.agent.call('Complain/complainWithdraw', { id: cb.id }));
    expect((await snapshot(b)).status).toBe('delivered');
    expect((await decide(cb.id, 'designer')).status).toBe(409);
    await assertLedgerIntact(t);
  });

  it('refuses a fourth revision with REVISION_LIMIT', async () => {
    const id = await taskIn(w, 'delivered');
    for (let i = 0; i < 3; i++) {
      await ok(w.publisher.agent.call('Taskcenter/businessRevise', { id, reason: `第 ${i + 1} 次修改` }));
      await ok(w.designer.agent.call('Taskcenter/designerTaskPost', { id, note: `v${i + 2}`, files: [await upload(t, w.designer, 'delivery')] }));
    }
    const res = await w.publisher.agent.call('Taskcenter/businessRevise', { id, reason: '再改一次' });
    expect({ status: res.status, code: res.body.errorCode }).toEqual({ status: 409, code: 'REVISION_LIMIT' });
    expect((await snapshot(id)).status).toBe('delivered');
  });

  it('refuses to pay with a wrong PIN, without enough coins, or after the due date, and moves nothing', async () => {
    const id = await taskIn(w, 'unpaid');
    const wrong = await w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: '000000' });
    expect(wrong.body.errorCode).toBe('PAYCODE_INCORRECT');
    const big = await taskIn(w, 'unpaid', { cost: 9_000_000_000 });
    const poor = await w.publisher.agent.call('Taskcenter/businessTaskPay', { id: big, paycode: PIN });
    expect({ status: poor.status, code: poor.body.errorCode }).toEqual({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(await snapshot(big)).toMatchObject({ status: 'unpaid', escrow: 0 });
    t.advance(25 * 24 * 3600 * 1000);
    const late = await w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN });
    expect({ status: late.status, code: late.body.errorCode }).toEqual({ status: 409, code: 'TASK_DUE_PASSED' });
  });
});
