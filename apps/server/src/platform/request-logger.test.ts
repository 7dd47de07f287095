import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './observability.js';
import { requestLogger } from './request-logger.js';

/** Two servers alike but for the request logger: Fastify's own child per request, and ours made lazily. */
async function logsOf(lazy: boolean, level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    ),
  );
  const app = Fastify({
    logger: { level, redact: { paths: redactPaths, censor: '[redacted]' }, stream },
    ...(lazy ? { childLoggerFactory: requestLogger } : {}),
  });
  app.get('/log', async (req) => {
    req.log.debug('debug');
    req.log.info({ member: { token: 'secret' }, note: 'kept' }, 'info');
    req.log.warn({ body: { password: 'hunter2' } }, 'warn');
    req.log.child({ step: 'inner' }).error('from a child');
    const log = req.log as typeof req.log & { isLevelEnabled(level: string): boolean };
    return { level: log.level, debug: log.isLevelEnabled('debug'), warn: log.isLevelEnabled('warn') };
  });
  app.get('/quiet', { logLevel: 'error' }, async (req) => {
    req.log.warn('below the route level');
    req.log.error({ err: new Error('boom') }, 'at the route level');
    return { level: req.log.level };
  });
  const bodies: unknown[] = [];
  for (const url of ['/log', '/quiet', '/nowhere'])
    bodies.push((await app.inject({ url, headers: { 'x-request-id': `id-${url}`, cookie: 'bh_session=x' } })).json());
  await app.close();
  // what differs between two runs anyway
  const steady = lines.map(({ time: _t, pid: _p, hostname: _h, responseTime: _r, err, ...rest }) => ({
    ...rest,
    ...(err ? { err: { message: (err as { message: string }).message } } : {}),
  }));
  return { bodies, steady };
}

describe('the request logger', () => {
  for (const level of ['info', 'warn', 'debug']) {
    it(`writes what Fastify's own child logger writes (LOG_LEVEL=${level})`, async () => {
      const own = await logsOf(false, level);
      const lazy = await logsOf(true, level);
      expect(lazy).toEqual(own);
      expect(lazy.steady.length).toBeGreaterThan(0);
      if (level !== 'warn') expect(JSON.stringify(lazy.steady)).toContain('[redacted]');
      expect(JSON.stringify(lazy.steady)).not.toMatch(/secret|hunter2/);
    });
  }
});
