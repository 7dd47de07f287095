import { complaintActions, type ComplaintAction, type ComplaintCan } from '@boothhub/shared/contracts/complaints';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/harness.js';
import { ok, taskIn, worldForTests } from '../tasks/tasks.fixtures.js';

/**
 * The `can` a complaint's answers tell each viewer is what the server then
 * allows: for every complaint state × persona × action, the action is tried
 * and succeeds exactly when `can` said so (docs/decisions/012-policies-told-to-the-client.md).
 */
type State = 'open' | 'processing' | 'resolved' | 'withdrawn';
type Persona = 'author' | 'otherParty' | 'admin';
const states: State[] = ['open', 'processing', 'resolved', 'withdrawn'];
const personas: Persona[] = ['author', 'otherParty', 'admin'];

const s = worldForTests();

const agentOf = (p: Persona): Agent => ({ author: s.w.publisher, otherParty: s.w.designer, admin: s.w.admin })[p].agent;

/** A complaint by the publisher, driven to `state` through the API. */
async function complaintIn(state: State): Promise<number> {
  const taskId = await taskIn(s.w, 'delivered');
  const { id } = await ok(
    s.w.publisher.agent.call('Complain/complainAdd', { taskId, category: 'quality', content: '交付内容与需求不符，多次沟通无果。' }),
  );
  if (state === 'processing' || state === 'resolved') await ok(s.w.admin.agent.call('Admin/complainTake', { id }));
  if (state === 'resolved') await ok(s.w.admin.agent.call('Admin/complainDecide', { id, decision: 'business', reason: '设计师未按需求交付' }));
  if (state === 'withdrawn') await ok(s.w.publisher.agent.call('Complain/complainWithdraw', { id }));
  return id;
}

const calls: Record<ComplaintAction, { call: string; body: (id: number) => Record<string, unknown> }> = {
  edit: { call: 'Complain/complainEdit', body: (id) => ({ id, content: '补充说明：第二版仍然没有按需求修改。' }) },
  withdraw: { call: 'Complain/complainWithdraw', body: (id) => ({ id }) },
  take: { call: 'Admin/complainTake', body: (id) => ({ id }) },
  decide: { call: 'Admin/complainDecide', body: (id) => ({ id, decision: 'designer', reason: '交付符合需求' }) },
};

describe.each(states.map((st) => [st]))('a complaint %s', (state: State) => {
  const told = {} as Record<Persona, ComplaintCan>;
  beforeAll(async () => {
    const id = await complaintIn(state);
    for (const p of personas) told[p] = (await ok(agentOf(p).call('Complain/complainInfo', { id }))).complaint.can;
  });

  it.each(complaintActions.map((a) => [a]))('%s: allowed exactly where `can` says so', async (action: ComplaintAction) => {
    const observed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const shared = await complaintIn(state);
    const order = [...personas.filter((p) => !told[p][action]), ...personas.filter((p) => told[p][action])];
    for (const p of order) {
      const id = told[p][action] ? await complaintIn(state) : shared;
      const res = await agentOf(p).call(calls[action].call, calls[action].body(id));
      observed[p] = res.status === 200 ? 'allowed' : 'refused';
      expected[p] = told[p][action] ? 'allowed' : 'refused';
    }
    expect(observed).toEqual(expected);
  });
});

describe('what `can` says', () => {
  it('the author may edit and withdraw an open complaint, an admin take and decide it; lists say the same', async () => {
    const id = await complaintIn('open');
    const on = (can: ComplaintCan) => complaintActions.filter((a) => can[a]);
    expect(on((await ok(s.w.publisher.agent.call('Complain/complainInfo', { id }))).complaint.can)).toEqual(['edit', 'withdraw']);
    expect(on((await ok(s.w.designer.agent.call('Complain/complainInfo', { id }))).complaint.can)).toEqual([]);
    expect(on((await ok(s.w.admin.agent.call('Complain/complainInfo', { id }))).complaint.can)).toEqual(['take', 'decide']);
    const mine = (await ok(s.w.publisher.agent.call('Complain/complainList', { page: 1, pageSize: 50 }))).listItem.find((c: any) => c.id === id);
    expect(on(mine.can)).toEqual(['edit', 'withdraw']);
    const queued = (await ok(s.w.admin.agent.call('Admin/complainList', { page: 1, pageSize: 50 }))).listItem.find((c: any) => c.id === id);
    expect(on(queued.can)).toEqual(['take', 'decide']);
  });
});
