/* Test helpers for the task tests: members with sessions, money, uploads, and tasks driven to any state through the API. */
import { sql } from 'drizzle-orm';
import { DAY_MS, shanghaiDay as day, type Role } from '@boothhub/shared';
import type { TaskStatus } from '@boothhub/shared/contracts/tasks';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type Agent, type TestApp } from '../../../test/harness.js';
import { memberWithSession } from '../../../test/session-fixture.js';
import { SESSION_COOKIE } from '../accounts/session.service.js';
import { updateMember } from '../accounts/members.service.js';
import { png, samples, uploadedId } from '../files/files.fixtures.js';
import * as ledger from '../ledger/ledger.service.js';

export const PIN = '135790';
const PASSWORD = 'passw0rd1';
export const DAY = DAY_MS;

export interface Actor {
  id: number;
  cardno: string;
  agent: Agent;
}

/** A member with a session (and a payment PIN), logged in on their own agent. */
export async function actor(t: TestApp, role: Role = 'designer', opts: { banned?: boolean; prov?: string; strt?: string } = {}): Promise<Actor> {
  const { member, token } = await memberWithSession(t.app.ctx.db, { role, now: t.app.ctx.now() });
  if (opts.prov || opts.strt) await updateMember(t.app.ctx.db, member.id, { prov: opts.prov ?? '', strt: opts.strt ?? '' });
  const agent = t.agent();
  agent.cookies.set(SESSION_COOKIE, token);
  const pin = await agent.call('Member/setPayment', { paycode: PIN, password: PASSWORD });
  expect(pin.status).toBe(200);
  if (opts.banned) await updateMember(t.app.ctx.db, member.id, { banned: true });
  return { id: member.id, cardno: member.cardno, agent };
}

/** Coins in through the sandbox top-up, like a member would. */
export async function topUp(a: Actor, cents: number) {
  const res = await a.agent.call('Wallet/recharge', { amount: cents, method: 'sandbox' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Upload a file through File/upload; returns its id. */
export async function upload(t: TestApp, a: Actor, purpose: 'attachment' | 'delivery', kind: 'png' | 'pdf' = 'png'): Promise<string> {
  return kind === 'png'
    ? uploadedId(a.agent, purpose, 'plan.png', await png(64, 48), 'image/png')
    : uploadedId(a.agent, purpose, 'brief.pdf', samples.pdf(), 'application/pdf');
}

/** A valid publish body relative to the server clock. */
export function taskBody(t: TestApp, over: Record<string, unknown> = {}) {
  return taskBodyAt(t.app.ctx.now(), over);
}

/** A valid publish body relative to `now` (for servers whose clock is the machine's: other processes). */
export function taskBodyAt(now: Date, over: Record<string, unknown> = {}) {
  return {
    title: '上海国际车展 特装展台设计 Auto Show booth',
    types: 'booth',
    plaza: 54,
    sizes: '9×6 m',
    opens: 3,
    layer: 1,
    style: 'tech',
    addr: '上海 国家会展中心 7.1 馆',
    sdate: day(new Date(now.getTime() + 40 * DAY)),
    edate: day(new Date(now.getTime() + 43 * DAY)),
    rdate: day(new Date(now.getTime() + 20 * DAY)),
    tasks: ['rendering', 'construction'],
    tips: '科技感，突出新能源车型，需要洽谈区和储物间。',
    cost: 800_000,
    conts: { name: '王经理', phone: '13912345678' },
    ...over,
  };
}

export interface World {
  t: TestApp;
  publisher: Actor;
  designer: Actor;
  applicant: Actor;
  stranger: Actor;
  admin: Actor;
  banned: Actor;
}

export async function world(t: TestApp): Promise<World> {
  const publisher = await actor(t, 'business');
  for (let i = 0; i < 3; i++) await topUp(publisher, 100_000_000);
  return {
    t,
    publisher,
    designer: await actor(t, 'designer'),
    applicant: await actor(t, 'designer'),
    stranger: await actor(t, 'designer'),
    admin: await actor(t, 'admin'),
    banned: await actor(t, 'designer', { banned: true }),
  };
}

/** A test file's app and world: created before its tests, closed after them. `env`: the app's settings beyond the defaults. Read `.t` and `.w` inside tests. */
export function worldForTests(env: Record<string, string> = {}): { readonly t: TestApp; readonly w: World } {
  const s = {} as { t: TestApp; w: World };
  beforeAll(async () => {
    s.t = await createTestApp(env);
    s.w = await world(s.t);
  });
  afterAll(async () => s.t?.close());
  return s;
}

export async function ok(p: Promise<{ status: number; body: any }>) {
  const res = await p;
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Drive a fresh task to `state` through the API. The designer is selected, the applicant signed up and not chosen. */
export async function taskIn(w: World, state: TaskStatus, over: Record<string, unknown> = {}): Promise<number> {
  const { t, publisher, designer, applicant, admin } = w;
  const { id } = await ok(publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, over)));
  if (state === 'unpaid') return id;
  await ok(publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
  await ok(designer.agent.call('Taskcenter/designerSignup', { id, message: '十年车展经验，可以按时交付。', days: 10, quote: 700_000 }));
  await ok(applicant.agent.call('Taskcenter/designerSignup', { id, message: 'I would love to design this.', days: 12 }));
  if (state === 'recruiting') return id;
  if (state === 'cancelled') {
    await ok(publisher.agent.call('Taskcenter/businessTaskCancel', { id }));
    return id;
  }
  await ok(publisher.agent.call('Taskcenter/businessSelect', { id, cardno: designer.cardno }));
  if (state === 'in_progress') return id;
  if (state === 'disputed') {
    await ok(publisher.agent.call('Complain/complainAdd', { taskId: id, category: 'delay', content: '设计师迟迟没有交付任何方案。' }));
    return id;
  }
  const file = await upload(t, designer, 'delivery');
  await ok(designer.agent.call('Taskcenter/designerTaskPost', { id, note: '第一版效果图', files: [file] }));
  if (state === 'delivered') return id;
  await ok(publisher.agent.call('Taskcenter/businessAccept', { id }));
  void admin;
  return id;
}

/** Every ledger account balances against its entries, the whole ledger sums to zero, no member account is negative. */
export async function assertLedgerIntact(t: TestApp) {
  const db = t.app.ctx.db;
  const res = await db.execute(
    sql.raw(
      `select a.id, a.kind, a.balance::text as balance, coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)::text as sum from ledger_accounts a`,
    ),
  );
  const rows = (res as unknown as { rows: Array<{ id: number; kind: string; balance: string; sum: string }> }).rows;
  let total = 0;
  for (const r of rows) {
    expect(r.balance, `account ${r.id}`).toBe(r.sum);
    if (r.kind.startsWith('member_')) expect(Number(r.balance)).toBeGreaterThanOrEqual(0);
    total += Number(r.balance);
  }
  expect(total).toBe(0);
}

export const balance = (t: TestApp, memberId: number) => ledger.balanceOf(t.app.ctx.db, ledger.available(memberId));
export const escrowBalance = (t: TestApp, publisherId: number, taskId: number) => ledger.balanceOf(t.app.ctx.db, ledger.escrow(publisherId, taskId));
export const revenue = (t: TestApp) => ledger.balanceOf(t.app.ctx.db, ledger.platformRevenue);
