import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
const METRICS_TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(async () => t?.close());

describe('platform', () => {
  it('answers /healthz and /readyz', async () => {
    const a = t.agent();
    expect((await a.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await a.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('writes one access line per answered request (its id, method, path, status, time), none for the probes', async () => {
    const before = t.logs.length;
    const answer = await t.agent().call('Nope/nothing', {});
    await t.agent().get('/healthz');
    await new Promise((r) => setImmediate(r));
    const lines = t.logs.slice(before).map((l) => JSON.parse(l) as Record<string, any>);
    const access = lines.filter((l) => l.msg === 'request completed' || l.msg === 'incoming request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ msg: 'request completed', reqId: answer.headers['x-request-id'], res: { statusCode: 404 } });
    expect(access[0]!.req).toMatchObject({ method: 'POST', url: '/api/Nope/nothing' });
    expect(access[0]!.responseTime).toBeTypeOf('number');
  });

  it('serves Prometheus metrics to the METRICS_TOKEN bearer only', async () => {
    const metric = (body: string, line: RegExp) => Number(line.exec(body)?.[1] ?? 0);
    const hits = /^kept_answers_total\{result="hit"\} (\d+)$/m;
    const misses = /^kept_answers_total\{result="miss"\} (\d+)$/m;
    const before = (await t.agent().get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).raw.body;
    // the same public list twice: computed, then served as kept
    for (let i = 0; i < 2; i++) expect((await t.agent().call('Taskcenter/getBusinesTask', { page: 1, pageSize: 7 })).status).toBe(200);
    const res = await t.agent().get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.raw.body).toContain('http_requests_total');
    expect(metric(res.raw.body, misses) - metric(before, misses)).toBe(1);
    expect(metric(res.raw.body, hits) - metric(before, hits)).toBe(1);
    expect(res.raw.body).toMatch(/^kept_answers_emptied_total \d+$/m);
    // the pool's gauges on PostgreSQL; the embedded database has no pool
    if (t.app.ctx.database.kind === 'postgres') {
      expect(res.raw.body).toMatch(/^db_pool_connections\{state="max"\} [1-9]\d*$/m);
      expect(res.raw.body).toMatch(/^db_pool_connections\{state="busy"\} \d+$/m);
      expect(res.raw.body).toMatch(/^db_pool_waiting_queries 0$/m);
    } else expect(res.raw.body).not.toContain('db_pool_');
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${METRICS_TOKEN}`]) {
      const refused = await t.agent().get('/metrics', authorization ? { authorization } : {});
      expect([refused.status, refused.body.errorCode]).toEqual([401, 'AUTH_REQUIRED']);
      expect(refused.raw.body).not.toContain('http_requests_total');
    }
  });

  it('does not serve /metrics without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.agent().get('/metrics');
      expect([res.status, res.body.errorCode]).toEqual([404, 'ROUTE_NOT_FOUND']);
    } finally {
      await plain.close();
    }
  });

  it('answers headers too large (431) in the envelope', async () => {
    const server = await createTestApp();
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/healthz`, { headers: { cookie: `x=${'a'.repeat(40_000)}` } });
      expect(res.status).toBe(431);
      expect(await res.json()).toMatchObject({ errCode: 'failed', success: false, errorCode: 'HEADERS_TOO_LARGE', showType: 2, data: null });
    } finally {
      await server.close();
    }
  });

  it('checks who may call before the body: an anonymous call is 401 whatever its body', async () => {
    const anon = await t.agent().call('Admin/complainDecide', {});
    expect([anon.status, anon.body.errorCode]).toEqual([401, 'AUTH_REQUIRED']);
    const anonMember = await t.agent().call('Member/updateBaseInfo', { nope: 1 });
    expect([anonMember.status, anonMember.body.errorCode]).toEqual([401, 'AUTH_REQUIRED']);
  });

  it('answers an unknown call with the 404 envelope', async () => {
    const res = await t.agent().call('Nope/nothing', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errCode: 'failed', success: false, errorCode: 'ROUTE_NOT_FOUND', showType: 2, data: null });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.agent().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
