// @engine-parity: the write watch that empties kept answers, per driver
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { tasks as contract } from '@boothhub/shared';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { loginAttempts, sessions } from '../../db/schema/index.js';
import { UNSHOWN_TABLES } from '../../platform/answer-cache.js';
import { listPublicTasks, showTask } from './query.service.js';
import { ok, PIN, taskBody, worldForTests } from './tasks.fixtures.js';

/**
 * The public task list is the same for every viewer, so its answers are kept a moment (platform/answer-cache.ts,
 * ANSWER_CACHE_MS, 60 s here so that only a write can make it change): what a client observes is that every write of
 * the server shows in the very next list, a repeated list answers the same bytes, and a bad body is still refused.
 */
const s = worldForTests({ ANSWER_CACHE_MS: '60000' });

const list = (body: Record<string, unknown> = { page: 1, pageSize: 20 }, lang?: string) =>
  s.t.agent().call('Taskcenter/getBusinesTask', body, lang ? { 'accept-language': lang } : {});

describe('the shared public task list', () => {
  it('answers a repeated list with the same bytes, and shows a new task at once', async () => {
    const first = await list();
    const again = await list();
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(again.headers['content-type']).toMatch(/^application\/json/);

    const { id } = await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(s.t, { title: '新展台 cache check' })));
    await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    const after = await ok(list());
    expect(after.listItem.map((x: { id: number }) => x.id)).toContain(id);
    expect(after.total).toBe(first.body.data.total + 1);
  });

  it('shows a signup at once in the list figures', async () => {
    const before = await ok(list());
    const item = before.listItem[0] as { id: number; signups: number };
    await ok(s.w.designer.agent.call('Taskcenter/designerSignup', { id: item.id, message: '可以按时交付。', days: 5 }));
    const after = await ok(list());
    expect(after.listItem[0]).toMatchObject({ id: item.id, signups: item.signups + 1 });
  });

  it('keeps bodies and languages apart, and still refuses a bad body', async () => {
    expect((await ok(list({ page: 1, pageSize: 1 }))).pageSize).toBe(1);
    expect((await ok(list({ page: 1, pageSize: 2 }))).pageSize).toBe(2);
    expect((await ok(list({ page: 1, pageSize: 1 }))).pageSize).toBe(1);
    const bad = await list({ page: 0, pageSize: 20 });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await list({ page: 0, pageSize: 20 })).status).toBe(400);
  });

  it('keeps its answers through writes no shared answer shows: a session touched, a wrong password', async () => {
    const answers = s.t.app.ctx.answers;
    await ok(list());
    const kept = answers.generation();
    const seen = async () =>
      (await s.t.app.ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.memberId, s.w.designer.id)))[0]!.at;
    const before = await seen();
    const attempts = async () => (await s.t.app.ctx.db.select({ n: count() }).from(loginAttempts))[0]!.n;
    const tries = await attempts();
    s.t.advance(6 * 60 * 1000); // past the session's touch interval: the next call writes its last-seen time
    await ok(s.w.designer.agent.call('Member/userInfo', {}));
    expect((await s.t.agent().call('User/login', { phone: '13900000000', password: 'wrong-pass1' })).status).toBe(401);
    expect((await seen()).getTime()).toBeGreaterThan(before.getTime());
    expect(await attempts()).toBeGreaterThan(tries);
    expect(answers.generation()).toBe(kept);
    expect(answers.get(`Taskcenter/getBusinesTask\nzh-CN\n${JSON.stringify({ page: 1, pageSize: 20 })}`)).toBeDefined();

    // a write a list shows still empties it at once
    const { id } = await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(s.t, { title: '另一个展台' })));
    expect(answers.generation()).toBeGreaterThan(kept);
    await ok(s.w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    expect((await ok(list())).listItem.map((x: { id: number }) => x.id)).toContain(id);
  });

  it("reads none of those tables in its statements, nor does a visitor's detail", async () => {
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const client = (s.t.app.ctx.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const db = (client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client, schema, logger })) as unknown as Db;
    const ctx = { ...s.t.app.ctx, db };
    const bodies = [
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 5, city: '上海', types: 'booth', costMin: 1, status: 'recruiting' },
      { page: 1, pageSize: 20, keyword: '展台' },
      { page: 1, pageSize: 20, keyword: '展台', sort: 'newest' },
    ];
    let shown = 0;
    for (const body of bodies) {
      const page = await listPublicTasks(ctx, contract.getBusinesTask.body.parse(body));
      shown += page.listItem.length;
      for (const item of page.listItem) await showTask(ctx, null, item.id);
    }
    expect(shown).toBeGreaterThan(0);
    expect(statements.length).toBeGreaterThan(bodies.length);
    // the details' own statement was among them (their orbits), not only the lists'
    expect(statements.some((text) => text.includes('"task_orbits"'))).toBe(true);
    for (const text of statements)
      for (const table of UNSHOWN_TABLES) expect(text, `a shared answer reads "${table}"`).not.toMatch(new RegExp(`"${table}"`));
  });
});
