// @engine-parity: keyset paging, capped totals and row-value comparisons
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ok, PIN, taskBody, world, type World } from '../modules/tasks/tasks.fixtures.js';

/**
 * Capped totals and keyset cursors of lib/paging.ts, through the public task
 * list (Taskcenter/getBusinesTask) on the configured engine. Small caps by
 * configuration instead of 10,000 rows: lists count exactly up to 5, searches
 * rank and count up to 3.
 */
describe('capped totals and keyset paging (Taskcenter/getBusinesTask)', () => {
  let t: TestApp;
  let w: World;
  const published: number[] = [];
  const list = (body: Record<string, unknown>) => ok(t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 2, ...body }));
  const publish = async (title: string, over: Record<string, unknown> = {}) => {
    const n = published.length; // budgets and areas repeat, so the value orders have ties for the id to break
    const body = taskBody(t, { title, cost: 100_000 * (1 + (n % 3)), plaza: 50 + (n % 2), ...over });
    const { id } = await ok(w.publisher.agent.call('Taskcenter/businessTaskPub', body));
    await ok(w.publisher.agent.call('Taskcenter/businessTaskPay', { id, paycode: PIN }));
    published.push(id);
    return id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ LIST_TOTAL_CAP: '5', SEARCH_TOTAL_CAP: '3' });
    w = await world(t);
    for (let i = 0; i < 4; i++) await publish(`北京车展 展台 ${i}`, { city: '北京' });
  });
  afterAll(async () => t?.close());

  it('counts exactly below the cap, and says "more than" beyond it', async () => {
    const below = await list({ city: '北京' });
    expect(below).toMatchObject({ total: 4, totalCapped: false });
    // a list by status alone is counted by its prepared statement (tasks.repository fixedShapeCount): the same figures
    expect(await list({})).toMatchObject({ total: 4, totalCapped: false });
    expect(await list({ status: 'recruiting', sort: 'cost_desc' })).toMatchObject({ total: 4, totalCapped: false });
    expect(await list({ status: 'completed' })).toMatchObject({ total: 0, totalCapped: false });
    await publish('北京车展 展台 4', { city: '北京' });
    await publish('北京车展 展台 5', { city: '北京' });
    const above = await list({ city: '北京' });
    expect(above).toMatchObject({ total: 5, totalCapped: true });
    expect(above.listItem).toHaveLength(2);
    expect(await list({})).toMatchObject({ total: 5, totalCapped: true });
    expect(await list({ status: 'recruiting', sort: 'cost_desc' })).toMatchObject({ total: 5, totalCapped: true });
    // a filter that still fits under the cap is exact
    expect(await list({ city: '北京', costMin: 1, status: 'recruiting', keyword: '展台 5' })).toMatchObject({ total: 1, totalCapped: false });
  });

  it('caps a search at its own cap and ranks only that many of the newest matches', async () => {
    const res = await list({ keyword: '车展', pageSize: 10 });
    expect(res).toMatchObject({ total: 3, totalCapped: true, nextCursor: null });
    expect(res.listItem.map((x: { id: number }) => x.id)).toEqual([...published].sort((a, b) => b - a).slice(0, 3));
    expect(await list({ keyword: '车展 5' })).toMatchObject({ total: 1, totalCapped: false });
  });

  it('walks a list by cursor: no row skipped or repeated when rows are inserted between two pages', async () => {
    const seen: number[] = [];
    let res = await list({ city: '北京' });
    seen.push(...res.listItem.map((x: { id: number }) => x.id));
    // new tasks arrive at the top while the client reads on
    await publish('北京车展 展台 new 1', { city: '北京' });
    await publish('北京车展 展台 new 2', { city: '北京' });
    while (res.nextCursor) {
      res = await list({ city: '北京', cursor: res.nextCursor, page: 2 });
      seen.push(...res.listItem.map((x: { id: number }) => x.id));
    }
    expect(seen).toEqual(published.slice(0, 6).sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages by cursor in every time or value order, ties broken by id', async () => {
    for (const sort of ['cost_desc', 'cost_asc', 'rdate', 'plaza_desc', 'newest'] as const) {
      const whole = (await list({ city: '北京', sort, pageSize: 50 })).listItem.map((x: { id: number }) => x.id);
      const walked: number[] = [];
      let res = await list({ city: '北京', sort, pageSize: 3 });
      walked.push(...res.listItem.map((x: { id: number }) => x.id));
      while (res.nextCursor) {
        res = await list({ city: '北京', sort, pageSize: 3, cursor: res.nextCursor });
        walked.push(...res.listItem.map((x: { id: number }) => x.id));
      }
      expect(walked, sort).toEqual(whole);
    }
  });

  it('refuses a cursor of another filter or sort, a forged one, and a cursor with relevance', async () => {
    const { nextCursor } = await list({ city: '北京' });
    expect(nextCursor).toEqual(expect.any(String));
    const refused = async (body: Record<string, unknown>) => {
      const res = await t.agent().call('Taskcenter/getBusinesTask', { page: 2, pageSize: 2, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    };
    await refused({ city: '上海', cursor: nextCursor });
    await refused({ city: '北京', sort: 'cost_desc', cursor: nextCursor });
    await refused({ city: '北京', cursor: 'bm90IGEgY3Vyc29y' });
    await refused({ city: '北京', cursor: Buffer.from(JSON.stringify([1, 'newest', 'x', 'drop table'])).toString('base64url') });
    await refused({ keyword: '车展', cursor: nextCursor });
  });
});
