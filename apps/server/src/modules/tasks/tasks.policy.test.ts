import { taskActions, taskStatuses, type TaskAction, type TaskCan, type TaskStatus } from '@boothhub/shared/contracts/tasks';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/harness.js';
import { ok, PIN, taskIn, upload, worldForTests } from './tasks.fixtures.js';

/**
 * The `can` a task's detail tells each viewer is what the server then allows:
 * for every state × persona × action, the action is tried through the API and
 * succeeds exactly when `can` said so (docs/decisions/012-policies-told-to-the-client.md).
 */
type Persona = 'publisher' | 'designer' | 'applicant' | 'stranger' | 'admin' | 'anonymous' | 'banned';
const personas: Persona[] = ['publisher', 'designer', 'applicant', 'stranger', 'admin', 'anonymous', 'banned'];

const s = worldForTests();

const agentOf = (p: Persona): Agent => (p === 'anonymous' ? s.t.agent() : s.w[p].agent);
const none = Object.fromEntries(taskActions.map((a) => [a, false])) as TaskCan;

/** The `can` of the task detail as this persona reads it (a task they may not see: nothing). */
async function canOf(p: Persona, id: number): Promise<TaskCan> {
  const res = await agentOf(p).call('Taskcenter/showBusinesTask', { id });
  return res.status === 200 ? res.body.data.can : none;
}

const calls: Record<TaskAction, { call: string; body: (id: number, p: Persona) => Promise<Record<string, unknown>> | Record<string, unknown> }> = {
  edit: { call: 'Taskcenter/businessTaskEdit', body: (id) => ({ id, tips: '新的要求' }) },
  delete: { call: 'Taskcenter/businessTaskDel', body: (id) => ({ id }) },
  pay: { call: 'Taskcenter/businessTaskPay', body: (id) => ({ id, paycode: PIN }) },
  cancel: { call: 'Taskcenter/businessTaskCancel', body: (id) => ({ id }) },
  signUp: { call: 'Taskcenter/designerSignup', body: (id) => ({ id, message: '十年车展经验，可以按时交付。', days: 10 }) },
  withdrawSignup: { call: 'Taskcenter/designerSignupCancel', body: (id) => ({ id }) },
  select: { call: 'Taskcenter/businessSelect', body: (id) => ({ id, cardno: s.w.designer.cardno }) },
  deliver: {
    call: 'Taskcenter/designerTaskPost',
    body: async (id, p) => ({ id, note: '第二版', files: p === 'designer' ? [await upload(s.t, s.w.designer, 'delivery')] : ['f_not_theirs'] }),
  },
  revise: { call: 'Taskcenter/businessRevise', body: (id) => ({ id, reason: '请修改配色' }) },
  accept: { call: 'Taskcenter/businessAccept', body: (id) => ({ id }) },
  complain: { call: 'Complain/complainAdd', body: (id) => ({ taskId: id, category: 'delay', content: '进度明显落后于约定。' }) },
};

async function attempt(p: Persona, action: TaskAction, id: number) {
  const { call, body } = calls[action];
  const res = await agentOf(p).call(call, await body(id, p));
  return { allowed: res.status === 200, answer: `${res.status} ${res.body?.errorCode ?? ''}` };
}

describe.each(taskStatuses.map((st) => [st]))('a task %s', (state: TaskStatus) => {
  const told = {} as Record<Persona, TaskCan>;
  beforeAll(async () => {
    const id = await taskIn(s.w, state);
    for (const p of personas) told[p] = await canOf(p, id);
  });

  it.each(taskActions.map((a) => [a]))('%s: allowed exactly where `can` says so', async (action: TaskAction) => {
    const observed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    // refusals first, all on one task (a refusal changes nothing); each allowed persona on a fresh task of its own
    const refused = personas.filter((p) => !told[p][action]);
    const shared = await taskIn(s.w, state);
    for (const p of refused) {
      const r = await attempt(p, action, shared);
      observed[p] = r.allowed ? `allowed (${r.answer})` : 'refused';
      expected[p] = 'refused';
    }
    for (const p of personas.filter((q) => told[q][action])) {
      const r = await attempt(p, action, await taskIn(s.w, state));
      observed[p] = r.allowed ? 'allowed' : `refused (${r.answer})`;
      expected[p] = 'allowed';
    }
    expect(observed).toEqual(expected);
  });
});

describe('what `can` says', () => {
  it('tells each party its next steps, and strangers nothing', async () => {
    const recruiting = await taskIn(s.w, 'recruiting');
    const on = async (p: Persona, id: number) => {
      const can = await canOf(p, id);
      return taskActions.filter((a) => can[a]);
    };
    expect(await on('publisher', recruiting)).toEqual(['edit', 'cancel', 'select']);
    expect(await on('designer', recruiting)).toEqual(['withdrawSignup']);
    expect(await on('stranger', recruiting)).toEqual(['signUp']);
    expect(await on('anonymous', recruiting)).toEqual([]);
    const delivered = await taskIn(s.w, 'delivered');
    expect(await on('publisher', delivered)).toEqual(['revise', 'accept', 'complain']);
    expect(await on('designer', delivered)).toEqual(['complain']);
    expect(await on('admin', delivered)).toEqual([]);
    const unpaid = await taskIn(s.w, 'unpaid');
    expect(await on('publisher', unpaid)).toEqual(['edit', 'delete', 'pay']);
    await ok(s.w.publisher.agent.call('Taskcenter/showBusinesTask', { id: unpaid }));
  });
});
