import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { onPostgres } from '../../test/database.js';
import { createMember } from '../modules/accounts/members.service.js';
import * as ledger from '../modules/ledger/ledger.service.js';
import { actor, taskIn, world } from '../modules/tasks/tasks.fixtures.js';
import { exWorld, ok, published } from '../modules/exhibitions/exhibitions.fixtures.js';

/**
 * node-postgres runs one query at a time on a client and queues the others, which pg 8 reports once per process
 * ("Calling client.query() when the client is already executing a query is deprecated", logged by every instance at
 * its first money move: issue 31) and pg 9 removes. A statement sent on a client (a transaction) while another is
 * still running there is a bug: this watches every client while money moves through the API and the ledger.
 */
const overlaps: string[] = [];
const original = pg.Client.prototype.query;
let t: TestApp;

beforeAll(async () => {
  if (!onPostgres()) return;
  (pg.Client.prototype as unknown as { query: unknown }).query = function (
    this: { activeQuery?: unknown; _queryQueue?: unknown[] },
    ...args: unknown[]
  ) {
    if (this.activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      const first = args[0] as string | { text?: string };
      overlaps.push((typeof first === 'string' ? first : (first?.text ?? '')).slice(0, 80));
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  t = await createTestApp();
});
afterAll(async () => {
  pg.Client.prototype.query = original;
  await t?.close();
});

describe.runIf(onPostgres())('one query at a time on a PostgreSQL client', () => {
  it('a ledger posting of three legs on new accounts', async () => {
    const a = (await createMember(t.app.ctx.db, { phone: '13900000071', password: 'Passw0rd', role: 'business' })).id;
    const b = (await createMember(t.app.ctx.db, { phone: '13900000072', password: 'Passw0rd', role: 'designer' })).id;
    await ledger.transfer(t.app.ctx.db, ledger.platformCash, ledger.available(a), 10_000, { kind: 'recharge', now: new Date() });
    overlaps.length = 0;
    await ledger.post(t.app.ctx.db, {
      kind: 'task_release',
      now: new Date(),
      legs: [
        { account: ledger.available(a), amount: -10_000 },
        { account: ledger.available(b), amount: 9_000 },
        { account: ledger.platformRevenue, amount: 1_000 },
      ],
    });
    expect(overlaps.join('\n')).toBe('');
  });

  it('a task paid, done and accepted, and a member made, through the API', async () => {
    overlaps.length = 0;
    const w = await world(t);
    await taskIn(w, 'completed');
    await actor(t, 'designer');
    expect(overlaps.join('\n')).toBe('');
  });

  it('a floor plan saved twice and a booth marked, through the API', async () => {
    const w = await exWorld(t);
    const id = await published(w);
    const plot = (number: string, xCm: number) => ({ number, widthCm: 600, depthCm: 300, opens: 2, xCm, yCm: 0 });
    const halls = [{ name: '1 号馆', nameEn: 'Hall 1', widthCm: 3000, depthCm: 2000, plots: [plot('A01', 0), plot('A02', 600)] }];
    overlaps.length = 0;
    const plan = await ok(w.business.agent.call('Article/huizhanPlan', { id, halls }));
    const kept = plan.halls.map((h: { id: number; plots: Array<{ id: number }> }, i: number) => ({
      ...halls[i],
      id: h.id,
      plots: halls[i]!.plots.map((p, j) => ({ ...p, id: h.plots[j]!.id })),
    }));
    await ok(w.business.agent.call('Article/huizhanPlan', { id, halls: kept }));
    await ok(w.business.agent.call('Article/huizhanPlotMark', { id, plotId: plan.halls[0].plots[0].id, state: 'sold' }));
    expect(overlaps.join('\n')).toBe('');
  });
});
