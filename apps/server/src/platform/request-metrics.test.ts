import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requestMetrics } from './request-metrics.js';

describe('request metrics', () => {
  it("expose what prom-client's Counter and Histogram of the same names, labels and buckets expose", async () => {
    const reference = new Registry();
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [reference],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [reference],
    });
    const ours = new Registry();
    const record = requestMetrics(ours);
    const answers: Array<[string, string, number, number]> = [
      ['GET', '/healthz', 200, 0.001],
      ['POST', '/api/Task/list', 200, 0.005],
      ['POST', '/api/Task/other', 200, 0.02],
      ['POST', '/api/Task/list', 401, 0.0051],
      ['POST', '/api/Task/list', 200, 7],
      ['GET', '/a"b\\c', 404, 0.3],
      ['GET', '/healthz', 200, 0.01],
    ];
    for (const [method, route, status, seconds] of answers) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
      record(method, route, status, seconds);
    }
    expect(await ours.metrics()).toBe(await reference.metrics());
  });
});
