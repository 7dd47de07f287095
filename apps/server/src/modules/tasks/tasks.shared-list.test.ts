import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ok, PIN, taskBody, world, type World } from './tasks.fixtures.js';

/**
 * The public task list is the same for every viewer, so its answers are kept a moment (platform/answer-cache.ts,
 * ANSWER_CACHE_MS, 60 s here so that only a write can make it change): what a client observes is that every write of
 * the server shows in the very next list, a repeated list answers the same bytes, and a bad body is still refused.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ ANSWER_CACHE_MS: '60000' });
  w = await world(t);
});
afterAll(async () => t?.close());

const list = (body: Record<string, unknown> = { page: 1, pageSize: 20 }, lang?: string) =>
  t.agent().call('Taskcenter/getBusinesTask', body, lang ? { 'accept-language': lang } : {});

describe('the shared public task list', () => {
  it('answers a repeated list with the same bytes, and shows a new task at once', async () => {
    const first = await list();
    const again = await list();
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(again.headers['content-type']).toMatch(/^application\/json/);

    const { id } = await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', taskBody(t, { title: '新展台 cache check' })));
    await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    const after = await ok(list());
    expect(after.listItem.map((x: { id: number }) => x.id)).toContain(id);
    expect(after.total).toBe(first.body.data.total + 1);
  });

  it('shows a signup at once in the list figures', async () => {
    const before = await ok(list());
    const item = before.listItem[0] as { id: number; signups: number };
    await ok(w.designer.agent.call('Taskcenter/designerSignup', { id: item.id, message: '可以按时交付。', days: 5 }));
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
});
