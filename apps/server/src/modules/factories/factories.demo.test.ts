import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { demoSeedSteps } from '../index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo/demo.service.js';
import { assertLedgerIntact } from '../tasks/tasks.fixtures.js';
import { DEMO_FACTORY_PHONES } from './factories.demo.js';

describe('demo factories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX: '1' });
  });
  afterAll(async () => t?.close());

  it('ten factories in several cities with photos, and one request for quotes with two quotes', async () => {
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(true);
    const all = (await t.agent().call('Common/searchFactory', { pageSize: 20 })).body.data;
    expect(all.total).toBe(10);
    expect(new Set(all.listItem.map((f: { city: string }) => f.city)).size).toBeGreaterThanOrEqual(5);
    for (const f of all.listItem) expect(f.photoCount).toBe(3);
    const info = (await t.agent().call('Common/factoryInfo', { cardno: all.listItem[0].cardno })).body.data;
    expect(info.certificates).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: info.photos[0].url })).statusCode).toBe(200);

    const business = t.agent();
    await business.call('User/login', { phone: DEMO_ACCOUNTS.business.phone, password: DEMO_PASSWORD });
    const factory = t.agent();
    expect((await factory.call('User/login', { phone: DEMO_FACTORY_PHONES[0], password: DEMO_PASSWORD })).status).toBe(200);
    const inbox = (await factory.call('Quote/inbox', {})).body.data;
    expect(inbox.listItem).toHaveLength(1);
    const req = (await business.call('Quote/requestInfo', { id: inbox.listItem[0].id })).body.data;
    expect(req.status).toBe('open');
    expect(req.quotes).toHaveLength(3);
    expect(req.quotes.filter((q: { status: string }) => q.status === 'quoted')).toHaveLength(2);
    expect(req.files).toHaveLength(1);
    // the recruiting demo tasks are untouched
    const stats = (await t.agent().call('Taskcenter/homeStats', {})).body.data;
    expect(stats.recruiting).toBe(34);
    // the factories' accepted task beside the designers' demo past projects
    expect(stats.completed).toBeGreaterThanOrEqual(1);
    await assertLedgerIntact(t);
  });
});
