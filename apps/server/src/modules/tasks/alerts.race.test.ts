// @isolated: sets TASK_TIMER_MS for the app (the test runs the timers itself)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { onPostgres } from '../../../test/database.js';
import { actor, DAY, ok, PIN, taskBody, taskIn, world, type World } from './tasks.fixtures.js';
import { runSearchAlerts, SETTLE_MS } from './saved-searches.service.js';
import { runTaskReminders } from './tasks.reminders.js';

/**
 * Two instances run the task timers at once (decision 074): each reminder and each saved search's message is told
 * once. On PostgreSQL the second instance is a second app with its own pool on the same database (and the same
 * clock), so the locks and the markers really race; the embedded database has one connection, so the test is for
 * PostgreSQL (alerts.test.ts runs two timers at once on one instance on both engines).
 */
let t: TestApp;
let w: World;
let second: { app: Awaited<ReturnType<typeof buildApp>>; database: Database } | undefined;

beforeAll(async () => {
  t = await createTestApp({ TASK_TIMER_MS: '0' /* the test runs the timers itself */ });
  w = await world(t);
  const url = (t.app.ctx.database as Database & { url?: string }).url;
  if (onPostgres() && url) {
    const database = await openDatabase({ databaseUrl: url });
    second = { app: await buildApp(t.config, { database, web: false, now: () => t.app.ctx.now() }), database };
  }
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

const kindsOf = async (a: { agent: World['designer']['agent'] }, kind: string) =>
  ((await ok(a.agent.call('Tipcenter/getList', { page: 1, pageSize: 100 }))).listItem as Array<{ kind: string }>).filter((m) => m.kind === kind);

describe.runIf(onPostgres())('two instances running the task timers', () => {
  it('tell each reminder once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await taskIn(w, 'delivered'));
    t.advance(6 * DAY + 60_000);
    const other = second!.app.ctx;
    const runs = await Promise.all([runTaskReminders(t.app.ctx), runTaskReminders(other), runTaskReminders(t.app.ctx), runTaskReminders(other)]);
    const reminded = runs.flatMap((r) => r['task.auto_accept_soon']).filter((id) => ids.includes(id));
    expect(reminded.sort()).toEqual([...ids].sort());
    expect(await kindsOf(w.publisher, 'task.auto_accept_soon')).toHaveLength(ids.length);
  });

  it('tell each saved search once', async () => {
    const designers = [await actor(t), await actor(t), await actor(t)];
    for (const d of designers) await ok(d.agent.call('Task/saveSearch', { city: '丙城' }));
    for (let i = 0; i < 3; i++) {
      const { id } = await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { addr: '丙城 会展中心' })));
      await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    }
    t.advance(SETTLE_MS + 1000);
    const other = second!.app.ctx;
    const runs = await Promise.all([runSearchAlerts(t.app.ctx), runSearchAlerts(other), runSearchAlerts(t.app.ctx), runSearchAlerts(other)]);
    expect(runs.flat()).toHaveLength(designers.length);
    for (const d of designers) expect(await kindsOf(d, 'task.matched')).toHaveLength(1);
  });
});
