import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo/demo.service.js';
import { exhibitionDemoStep } from '../exhibitions/exhibitions.demo.js';
import { modelDemoStep } from '../models/models.demo.js';
import { ok } from '../tasks/tasks.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx, t.app.log, [exhibitionDemoStep, modelDemoStep]);
}, 120_000);
afterAll(async () => t?.close());

/** Issue 32 item 9: the dashboard counts what waits in every review queue, not only the money queues. */
describe('the dashboard’s review queues', () => {
  it('counts the models and exhibitions waiting for review, and a decision takes one off', async () => {
    const admin = t.agent();
    await ok(admin.call('User/login', { phone: DEMO_ACCOUNTS.admin.phone, password: DEMO_PASSWORD }));
    const before = (await ok(admin.call('Admin/dashboard', {}))).queues;
    expect(before).toMatchObject({ models: 2, exhibitions: 3 });
    const queue = await ok(admin.call('Admin/modelQueue', { page: 1, pageSize: 10 }));
    const pending = queue.listItem.find((m: { status: string }) => m.status === 'pending');
    await ok(admin.call('Admin/modelReview', { id: pending.id, approve: true }));
    expect((await ok(admin.call('Admin/dashboard', {}))).queues).toMatchObject({ models: 1, exhibitions: 3 });
  });
});
