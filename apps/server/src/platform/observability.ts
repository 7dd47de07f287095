import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from './app-error.js';
import { safeEqualHex, sha256 } from './crypto.js';
import { requestMetrics } from './request-metrics.js';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** the registry /metrics serves: a module adds its own gauges to it (`registers: [app.metrics]`) */
    metrics: Registry;
  }
}

/** /healthz (alive), /readyz (database reachable, not shutting down) and Prometheus /metrics. */
export function registerObservability(app: FastifyInstance, state: { shuttingDown: boolean }) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  const recordAnswer = requestMetrics(registry);

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

  // the kept answers of the shared reads (platform/answer-cache.ts): how many were served kept, how many computed
  const answers = app.ctx.answers;
  new Counter({
    name: 'kept_answers_total',
    help: "Answers of shared reads (the public task list, a visitor's task detail): served as kept (hit) or computed (miss)",
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const c = answers.counts();
      this.reset();
      this.inc({ result: 'hit' }, c.hits);
      this.inc({ result: 'miss' }, c.misses);
    },
  });
  new Counter({
    name: 'kept_answers_emptied_total',
    help: 'Times the kept answers were emptied by a write of this instance that a shared answer may show',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(answers.counts().clears);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    recordAnswer(req.method, req.routeOptions.url ?? 'unknown', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // too small to compress: no compression hook on the probes
  app.get('/healthz', { logLevel: 'warn', compress: false }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn', compress: false }, async (_req, reply) => {
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
