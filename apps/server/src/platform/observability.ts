import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from './app-error.js';
import { safeEqualHex, sha256 } from './crypto.js';

/** Paths pino must never print: secrets in bodies, headers and cookies. */
export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.phoneCode',
  '*.code',
  '*.paycode',
  '*.resetToken',
  '*.token',
  '*.smsText',
  // request bodies, should a handler or an error ever log them (`{ body }` is covered by the wildcards above)
  ...['password', 'oldPassword', 'phoneCode', 'code', 'paycode', 'resetToken', 'token'].flatMap((k) => [`req.body.${k}`, `request.body.${k}`]),
];

/** /healthz (alive), /readyz (database reachable, not shutting down) and Prometheus /metrics. */
export function registerObservability(app: FastifyInstance, state: { shuttingDown: boolean }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  // the pool's use, read at each scrape (PostgreSQL only): busy near max, or anything waiting, is saturation
  const poolStats = app.ctx.database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: "This instance's PostgreSQL pool: connections busy and idle, and its maximum (PG_POOL_MAX)",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'busy' }, s.total - s.idle);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'max' }, s.max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_queries',
      help: 'Queries waiting for a free connection of the pool (they fail with 503 after 30 s)',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unknown';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_req, reply) => {
    if (state.shuttingDown) return reply.code(503).send({ status: 'stopping' });
    try {
      await app.ctx.database.ping();
      return { status: 'ready', database: app.ctx.database.kind };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
  // only with METRICS_TOKEN, and only for its bearer (docs/decisions/016-outages-metrics-proxies.md)
  const token = app.ctx.config.metricsToken;
  if (!token) return;
  app.get('/metrics', { logLevel: 'warn' }, async (req, reply) => {
    if (!safeEqualHex(sha256(req.headers.authorization ?? ''), sha256(`Bearer ${token}`))) throw new AppError('AUTH_REQUIRED');
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
