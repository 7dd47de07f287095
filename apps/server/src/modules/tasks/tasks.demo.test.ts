import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { demoSeedSteps } from '../index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo/demo.service.js';
import { assertLedgerIntact } from './tasks.fixtures.js';

describe('demo tasks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_SANDBOX: '1' });
  });
  afterAll(async () => t?.close());

  it('the demo business has recruiting tasks, paid into escrow, and the demo designer applied to one', async () => {
    expect(await seedDemoData(t.app.ctx, t.app.log, demoSeedSteps)).toBe(true);
    const list = (await t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 20, status: 'recruiting' })).body.data;
    expect(list.total).toBe(4);
    expect((await t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 20, keyword: '车展 auto' })).body.data.total).toBe(0);
    expect((await t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 20, keyword: 'auto show' })).body.data.total).toBe(1);
    expect((await t.agent().call('Taskcenter/homeStats', {})).body.data).toMatchObject({ recruiting: 4, designers: 1 });

    const designer = t.agent();
    await designer.call('User/login', { phone: DEMO_ACCOUNTS.designer.phone, password: DEMO_PASSWORD });
    const mine = (await designer.call('Taskcenter/designerTaskList', { page: 1, pageSize: 10 })).body.data;
    expect(mine.listItem).toHaveLength(1);
    expect(mine.listItem[0]).toMatchObject({ status: 'recruiting', mySignup: 'active' });

    const admin = t.agent();
    await admin.call('User/login', { phone: DEMO_ACCOUNTS.admin.phone, password: DEMO_PASSWORD });
    const dash = (await admin.call('Admin/dashboard', {})).body.data;
    expect(dash.tasksByState.recruiting).toBe(4);
    expect(dash.queues.complaints).toBe(0);
    await assertLedgerIntact(t);
  });
});
