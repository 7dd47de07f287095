import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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

  it('serves Prometheus metrics', async () => {
    const res = await t.agent().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.raw.body).toContain('http_requests_total');
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
