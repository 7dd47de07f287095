import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SPENDS_COINS } from '@boothhub/shared';
import { callRegistry } from './call-registry.js';
import { type Agent, NO_KEY, type TestApp, withTestApp } from './harness.js';
import { onPostgres } from './database.js';
import * as ledger from '../src/modules/ledger/ledger.service.js';
import { modelOf } from '../src/modules/models/models.fixtures.js';
import { buyBody, serviceOf } from '../src/modules/services/services.fixtures.js';
import { actor, PIN, taskIn, topUp, world, type World } from '../src/modules/tasks/tasks.fixtures.js';
import { moneyFootprint, verifiedMember, who, withdrawBody } from '../src/modules/wallet/wallet.fixtures.js';

/**
 * Every call that spends coins refuses to run without an Idempotency-Key (decision 057), derived from the registry:
 * the calls that ask for the payment PIN are the list of shared `spending.ts`, and each call of that list, made with
 * a body that would pay, answers 400 IDEMPOTENCY_KEY_REQUIRED without a key and moves nothing — and pays with one.
 */
const registry = callRegistry;

/** the top-level fields of a call's body (an object schema, possibly refined) */
function bodyFields(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown>; in?: unknown; innerType?: unknown } } })?._zod?.def;
  if (def?.shape) return Object.keys(def.shape);
  if (def?.in) return bodyFields(def.in);
  if (def?.innerType) return bodyFields(def.innerType);
  return [];
}
/** the calls that set the PIN (with the login password) rather than spend with it */
const SETS_THE_PIN = new Set(['Member/setPayment']);

let t: TestApp;
let w: World;
withTestApp(world, (app, made) => ((t = app), (w = made)));

const available = (id: number) => ledger.balanceOf(t.app.ctx.db, ledger.available(id));

/** for each call that spends coins: a member and a body that would pay */
const attempts: Record<string, () => Promise<{ agent: Agent; memberId: number; body: Record<string, unknown> }>> = {
  'Taskcenter/businessTaskPay': async () => ({
    agent: w.publisher.agent,
    memberId: w.publisher.id,
    body: { id: await taskIn(w, 'unpaid'), paycode: PIN },
  }),
  'Service/serviceBuy': async () => {
    const id = await serviceOf(t, w.designer, { price: 300_000 });
    return { agent: w.publisher.agent, memberId: w.publisher.id, body: buyBody(t, id, 300_000) };
  },
  'Modelcenter/dnldModel': async () => {
    const id = await modelOf(t, w.designer, w.admin, { price: 10_000 });
    return { agent: w.publisher.agent, memberId: w.publisher.id, body: { id, paycode: PIN, price: 10_000 } };
  },
  'Applycash/postNew': async () => {
    const m = await verifiedMember(t, await who(t, { role: 'admin' }), { coins: 50_000 });
    return { agent: m.agent, memberId: m.id, body: withdrawBody(10_000) };
  },
};

describe('calls that spend coins', () => {
  it('are registered member POST calls, idempotent in their contracts', () => {
    expect(SPENDS_COINS.size).toBeGreaterThan(0);
    for (const p of SPENDS_COINS) {
      const call = registry.get(p);
      expect(call, `${p} is no call of the contracts`).toBeDefined();
      expect(t.app.hasRoute({ method: 'POST', url: `/api/${p}` }), p).toBe(true);
      expect([call!.method, call!.access, call!.idempotent], p).toEqual(['POST', 'member', true]);
    }
  });

  it('include every call that asks for the payment PIN (but the one that sets it)', () => {
    const askPin = [...registry.values()].filter((c) => bodyFields(c.body).includes('paycode') && !SETS_THE_PIN.has(c.path)).map((c) => c.path);
    expect(askPin.length).toBeGreaterThan(0);
    expect(askPin.filter((p) => !SPENDS_COINS.has(p))).toEqual([]);
    expect(Object.keys(attempts).sort()).toEqual([...SPENDS_COINS].sort());
  });

  for (const p of SPENDS_COINS) {
    it(`${p}: refused without an Idempotency-Key (nothing moves), paid with one`, async () => {
      const make = attempts[p];
      expect(make, `no attempt written for ${p}`).toBeDefined();
      const { agent, memberId, body } = await make!();
      const before = { footprint: await moneyFootprint(t.app.ctx.db), balance: await available(memberId) };
      for (let i = 0; i < 3; i++) {
        const res = await agent.call(p, body, { 'idempotency-key': NO_KEY });
        expect([res.status, res.body.errorCode]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
        expect(res.body.errorMessage).toMatch(/Idempotency-Key/);
      }
      expect({ footprint: await moneyFootprint(t.app.ctx.db), balance: await available(memberId) }).toEqual(before);
      const paid = await agent.call(p, body, { 'idempotency-key': `spend-${p.replace('/', '-')}` });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(await available(memberId)).toBeLessThan(before.balance);
    });
  }
});

describe.runIf(onPostgres())('serviceBuy racing on PostgreSQL', () => {
  it('20 parallel purchases with one key pay once, and all get the one order; without a key none runs', async () => {
    const buyer = await actor(t, 'business');
    await topUp(buyer, 10_000_000);
    const id = await serviceOf(t, w.designer, { price: 300_000 });
    const body = buyBody(t, id, 300_000);
    const start = await available(buyer.id);

    const keyless = await Promise.all(Array.from({ length: 20 }, () => buyer.agent.call('Service/serviceBuy', body, { 'idempotency-key': NO_KEY })));
    expect(keyless.map((r) => r.body.errorCode)).toEqual(Array(20).fill('IDEMPOTENCY_KEY_REQUIRED'));
    expect(await available(buyer.id)).toBe(start);

    const key = { 'idempotency-key': 'buy-race-1' };
    const results = await Promise.all(Array.from({ length: 20 }, () => buyer.agent.call('Service/serviceBuy', body, key)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(new Set(results.map((r) => r.body.data.taskId)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await available(buyer.id)).toBe(start - 300_000);
    const orders = await t.app.ctx.db.execute(sql`select count(*)::int n from tasks where publisher_id = ${buyer.id}`);
    expect((orders as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  }, 60_000);
});
