import type { TaskStatus } from '@boothhub/shared/contracts/tasks';
import { describe, expect, it } from 'vitest';
import { type Agent, type TestApp, withTestApp } from '../../../test/harness.js';
import { ok, PIN, taskBody, taskIn, upload, world, type World } from './tasks.fixtures.js';

/**
 * The authorization matrix of every task call: publisher, selected designer,
 * other applicant (signed up, not chosen), other designer, anonymous, admin,
 * banned. Each cell is the status (and error code) a client observes; a
 * refused call changes nothing (checked on the task's orbits).
 */
type Persona = 'publisher' | 'designer' | 'applicant' | 'stranger' | 'anonymous' | 'admin' | 'banned';
const personas: Persona[] = ['publisher', 'designer', 'applicant', 'stranger', 'anonymous', 'admin', 'banned'];
type Expect = number | readonly [number, string];

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

const agentOf = (p: Persona): Agent => (p === 'anonymous' ? t.agent() : w[p].agent);

interface Case {
  call: string;
  /** the task's state; none for calls that are not about one task */
  state?: TaskStatus;
  body: (id: number) => Record<string, unknown> | Promise<Record<string, unknown>>;
  expect: Record<Persona, Expect>;
}

const guarded = { anonymous: [401, 'AUTH_REQUIRED'], banned: [403, 'ACCOUNT_BANNED'] } as const;
const onlyPublisher = (state: TaskStatus, call: string, body: (id: number) => Record<string, unknown>): Case => ({
  call,
  state,
  body,
  expect: {
    publisher: 200,
    designer: [403, 'FORBIDDEN'],
    applicant: [403, 'FORBIDDEN'],
    stranger: [403, 'FORBIDDEN'],
    admin: [403, 'FORBIDDEN'],
    ...guarded,
  },
});
const anyMember: Record<Persona, Expect> = { publisher: 200, designer: 200, applicant: 200, stranger: 200, admin: 200, ...guarded };
const everyone: Record<Persona, Expect> = { ...anyMember, anonymous: 200, banned: 200 };
const hiddenDraft = (call: string, body: (id: number) => Record<string, unknown>): Case => ({
  call,
  state: 'unpaid',
  body,
  expect: {
    publisher: 200,
    designer: [404, 'TASK_NOT_FOUND'],
    applicant: [404, 'TASK_NOT_FOUND'],
    stranger: [404, 'TASK_NOT_FOUND'],
    admin: [403, 'FORBIDDEN'],
    ...guarded,
  },
});

const cases: Case[] = [
  {
    call: 'Taskcenter/businessTaskPub',
    body: () => taskBody(t),
    expect: {
      publisher: 200,
      designer: [403, 'BUSINESS_ONLY'],
      applicant: [403, 'BUSINESS_ONLY'],
      stranger: [403, 'BUSINESS_ONLY'],
      admin: [403, 'BUSINESS_ONLY'],
      ...guarded,
    },
  },
  hiddenDraft('Taskcenter/businessTaskPay', (id) => ({ id, paycode: PIN })),
  hiddenDraft('Taskcenter/businessTaskDel', (id) => ({ id })),
  hiddenDraft('Taskcenter/businessTaskEdit', (id) => ({ id, title: '修改后的标题 edited' })),
  onlyPublisher('recruiting', 'Taskcenter/businessTaskEdit', (id) => ({ id, tips: '新的要求' })),
  onlyPublisher('recruiting', 'Taskcenter/businessTaskCancel', (id) => ({ id })),
  onlyPublisher('recruiting', 'Taskcenter/businessSelect', (id) => ({ id, cardno: w.designer.cardno })),
  onlyPublisher('delivered', 'Taskcenter/businessRevise', (id) => ({ id, reason: '请修改配色' })),
  onlyPublisher('delivered', 'Taskcenter/businessAccept', (id) => ({ id })),
  { call: 'Taskcenter/businessTaskList', body: () => ({ page: 1, pageSize: 10 }), expect: anyMember },
  { call: 'Taskcenter/designerTaskList', body: () => ({ page: 1, pageSize: 10 }), expect: anyMember },
  { call: 'Taskcenter/recommendList', body: () => ({ page: 1, pageSize: 10 }), expect: anyMember },
  { call: 'Taskcenter/getBusinesTask', body: () => ({ page: 1, pageSize: 10 }), expect: everyone },
  { call: 'Taskcenter/homeStats', body: () => ({}), expect: everyone },
  { call: 'Taskcenter/showBusinesTask', state: 'in_progress', body: (id) => ({ id }), expect: everyone },
  {
    call: 'Taskcenter/showBusinesTask',
    state: 'unpaid',
    body: (id) => ({ id }),
    expect: {
      publisher: 200,
      designer: [404, 'TASK_NOT_FOUND'],
      applicant: [404, 'TASK_NOT_FOUND'],
      stranger: [404, 'TASK_NOT_FOUND'],
      admin: 200,
      anonymous: [404, 'TASK_NOT_FOUND'],
      banned: [404, 'TASK_NOT_FOUND'],
    },
  },
  {
    call: 'Taskcenter/designerSignup',
    state: 'recruiting',
    body: (id) => ({ id, message: '我有丰富的车展经验。', days: 9 }),
    expect: {
      publisher: [403, 'OWN_TASK'],
      designer: [409, 'SIGNUP_EXISTS'],
      applicant: [409, 'SIGNUP_EXISTS'],
      stranger: 200,
      admin: [403, 'DESIGNER_ONLY'],
      ...guarded,
    },
  },
  {
    call: 'Taskcenter/designerSignupCancel',
    state: 'recruiting',
    body: (id) => ({ id }),
    expect: {
      publisher: [404, 'SIGNUP_NOT_FOUND'],
      designer: 200,
      applicant: 200,
      stranger: [404, 'SIGNUP_NOT_FOUND'],
      admin: [404, 'SIGNUP_NOT_FOUND'],
      ...guarded,
    },
  },
  {
    call: 'Taskcenter/designerTaskPost',
    state: 'in_progress',
    body: async (id) => ({ id, note: '交付', files: [await upload(t, w.designer, 'delivery')] }),
    expect: {
      publisher: [403, 'FORBIDDEN'],
      designer: 200,
      applicant: [403, 'FORBIDDEN'],
      stranger: [403, 'FORBIDDEN'],
      admin: [403, 'FORBIDDEN'],
      ...guarded,
    },
  },
  {
    call: 'Taskcenter/chatList',
    state: 'in_progress',
    body: (id) => ({ id, page: 1, pageSize: 20 }),
    expect: { publisher: 200, designer: 200, applicant: 200, stranger: [403, 'FORBIDDEN'], admin: 200, ...guarded },
  },
  {
    call: 'Taskcenter/chatPost',
    state: 'in_progress',
    body: (id) => ({ id, content: '请问什么时候可以看到初稿？' }),
    expect: {
      publisher: 200,
      designer: 200,
      applicant: [409, 'STATE_CONFLICT'],
      stranger: [403, 'FORBIDDEN'],
      admin: [403, 'FORBIDDEN'],
      ...guarded,
    },
  },
  {
    call: 'Complain/complainAdd',
    state: 'in_progress',
    body: (id) => ({ taskId: id, category: 'delay', content: '迟迟没有任何交付，也不回复消息。' }),
    expect: { publisher: 200, designer: 200, applicant: [403, 'FORBIDDEN'], stranger: [403, 'FORBIDDEN'], admin: [403, 'FORBIDDEN'], ...guarded },
  },
  {
    call: 'Myfavorite/bTaskFvr',
    state: 'recruiting',
    body: (id) => ({ id, fav: true }),
    expect: anyMember,
  },
  { call: 'Myfavorite/bTaskList', body: () => ({ page: 1, pageSize: 10 }), expect: anyMember },
];

const orbitCount = async (id: number) => (await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }))).orbits.length;

describe('authorization matrix of the task calls', () => {
  for (const c of cases) {
    it(`${c.call}${c.state ? ` on a ${c.state} task` : ''}`, async () => {
      let shared: number | undefined;
      for (const p of personas) {
        const want = c.expect[p];
        const [status, code] = Array.isArray(want) ? want : [want, undefined];
        // a call that may succeed gets its own fresh task; refusals share one
        const id = c.state ? (status === 200 ? await taskIn(w, c.state) : (shared ??= await taskIn(w, c.state))) : 0;
        const before = c.state && status !== 200 ? await orbitCount(id) : 0;
        const res = await agentOf(p).call(c.call, await c.body(id));
        expect({ persona: p, status: res.status, code: res.body?.errorCode }).toEqual({ persona: p, status, code });
        if (c.state && status !== 200) expect(await orbitCount(id)).toBe(before);
      }
    });
  }

  it('shows contact data and attachments only to the publisher, the selected designer and admins', async () => {
    const attach = await upload(t, w.publisher, 'attachment', 'pdf');
    const id = await taskIn(w, 'in_progress', { attach: [attach] });
    for (const p of personas) {
      const d = (await agentOf(p).call('Taskcenter/showBusinesTask', { id })).body.data;
      const may = p === 'publisher' || p === 'designer' || p === 'admin';
      expect({ p, conts: d.detail.conts !== null, attach: d.detail.attach !== null }).toEqual({ p, conts: may, attach: may });
      expect({ p, signups: 'signups' in d }).toEqual({ p, signups: p === 'publisher' || p === 'admin' });
    }
    const list = await ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 100 }));
    expect(JSON.stringify(list)).not.toContain('13912345678');
  });

  it('serves the watermarked preview only to the parties and admins', async () => {
    const id = await taskIn(w, 'delivered');
    const doc = (await ok(w.publisher.agent.call('Taskcenter/showBusinesTask', { id }))).newdoc;
    const url = doc.files[0].preview;
    const want: Record<Persona, number> = { publisher: 200, designer: 200, admin: 200, applicant: 403, stranger: 403, anonymous: 401, banned: 403 };
    for (const p of personas) expect({ p, status: (await agentOf(p).get(url)).status }).toEqual({ p, status: want[p] });
  });
});
